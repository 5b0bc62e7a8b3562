"""heldout89's English families (rows #4, #6, #13 of the interview answers and #25–#34 of the chat messages: the
Asunción software shop, the Tegucigalpa water utility, the Tirana notaries, the Chișinău winery, the Dushanbe bank,
the Port Moresby mine, the Antananarivo NGO, the Freetown startup, the Thimphu architects): readings a real user's
other phrasings share with the batch's rows, each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def _budget(kb, said, **kw):
    b = _facts(kb, said, **kw).get("budget")
    return None if b is None else (round(b.amount, 2), b.currency, b.unit)


def test_more_currencies_at_the_persons_own_rate(kb):
    # lempiras, lek, somoni, leones, ariary and ngultrum by code, sign and name (each had read as that many dollars)
    assert _budget(kb, "HNL 61,750 a month; finance uses 24.7 lempiras per dollar.") == (2500, "USD", "month")
    assert _budget(kb, "ALL 2,760,000 all in, at 92 lek per dollar.") == (30000, "USD", "total")
    assert _budget(kb, "Budget 2,760,000 lekë total; we use 92 lek to the dollar.") == (30000, "USD", "total")
    assert _budget(kb, "TJS 10,900 a month, at 10.9 somoni to the dollar.") == (1000, "USD", "month")
    assert _budget(kb, "SLE 9,000 total — at 22.5 leones to the dollar.") == (400, "USD", "total")
    assert _budget(kb, "MGA 6,750,000 total — 4,500 ariary per dollar.") == (1500, "USD", "total")
    assert _budget(kb, "6.750.000 ariary total; we count 4.500 ariary per dollar.") == (1500, "USD", "total")
    assert _budget(kb, "Nu. 85,000 total (ngultrum), our accountant uses 85 to the dollar.") == (1000, "USD", "total")
    assert _budget(kb, "BTN 85,000 total, 85 ngultrum per USD.") == (1000, "USD", "total")
    # neighbours: with no rate the amount is asked about, never read as dollars
    for said in ("HNL 61,750 a month.", "TJS 10,900 a month.", "Nu. 85,000 total.", "MGA 6,750,000 total.",
                 "SLE 9,000 total.", "45,000 lempiras a month."):
        f = _read(kb, said)
        assert "budget" not in f.facts and any(u.kind == "budget" for u in f.unresolved), said
    # "all" is a word where no lek is named, and Sierra Leone a place
    assert _budget(kb, "We label all 3,000 e-mails; budget $400 total.") == (400, "USD", "total")
    assert _budget(kb, "Two of us in Freetown, Sierra Leone. $400 total, at most.") == (400, "USD", "total")


def test_more_capitals_and_towns_abroad(kb):
    # each had read no region: a business and its town opening a message, or the town first
    for said in ("Small software shop in Asunción. We rent.", "Family winery near Chișinău. We rent.",
                 "Family winery near Chisinau. We rent.", "Port Moresby — we run haul-road safety for a gold mine.",
                 "Conservation NGO in Antananarivo.", "Two-person startup in Freetown.",
                 "Architecture practice in Thimphu.", "We're a clinic in Sierra Leone.", "A bank in Tegucigalpa.",
                 "我们是马达加斯加的一个自然保护组织", "不丹的一家建筑事务所", "我们在巴拉圭亚松森做软件"):
        assert _facts(kb, said).get("region") == "intl", said
    # neighbours: a currency's Chinese name is no place, and a budget in it is asked about, never read as yuan
    for said in ("预算 150 万瓜拉尼", "预算一共 3000 索莫尼"):
        f = _read(kb, said)
        assert "region" not in f.facts and "budget" not in f.facts, said
    assert "region" not in _facts(kb, "Small software shop. We rent, cheapest wins.")


def test_a_business_and_its_town_in_its_own_letters_or_a_desk_working_for_it(kb):
    for said in ("Small software shop in Asunción. We want to LoRA-tune Qwen2.5 7B.",
                 "Family winery near Chișinău. Wan2.1 14B.", "Coffee roaster in Medellín. Qwen3 8B.",
                 "IT for the chamber of notaries in Tirana. Qwen3 32B.", "Chamber of commerce in Tirana. Qwen3 32B.",
                 "Data team for a bank in Dushanbe. Qwen2.5 7B."):
        assert _facts(kb, said).get("buyer") == "company", said
    # neighbours: a business dealt with inside a sentence, or a public body a desk works for, names no buyer
    for said in ("I wrote to a winery near Chișinău. Qwen3 32B.", "IT for the municipal council in Tirana. Qwen3 32B."):
        assert "buyer" not in _facts(kb, said), said


def test_a_method_found_wanting_in_the_past_beside_the_one_chosen(kb):
    for said in ("We want to fully fine-tune Qwen3 1.7B (all weights — LoRA didn't move our scores).",
                 "Full fine-tune of Qwen3 1.7B, LoRA didn't help.", "Full fine-tune of Qwen3 1.7B; the LoRA plateaued.",
                 "Full fine-tune of Qwen3 1.7B — QLoRA at rank 64 never got there."):
        assert _facts(kb, said).get("task") == "full-finetune", said
    # the other way round: the full fine-tune found wanting, LoRA chosen
    assert _facts(kb, "LoRA on Qwen3 8B; a full fine-tune didn't help last time either.").get("task") == "lora"
    # neighbours: a present-tense remark is no past verdict — the methods stay in conflict, neither read
    assert "task" not in _facts(kb, "LoRA on Qwen3 1.7B; full fine-tune doesn't help us.")


def test_a_window_sized_after_so_for_the_longest_document_described(kb):
    said = ("Notaries want to ask questions over deeds — some deeds with anexes run to 50k tokens, so 64k context. "
            "Qwen3 32B, INT8.")
    assert _facts(kb, said)["context_tokens"] == 65536
    assert _facts(kb, "Qwen3 32B. Our longest manual is about 90k tokens, so we need a 128k context.")[
        "context_tokens"] == 131072
    assert _facts(kb, "Qwen3 32B. 最长的合同有 90k token，所以上下文开 128k。")["context_tokens"] == 131072
    # neighbours: a window smaller than the document, or two lengths with no "so", stay a conflict for the person
    for said in ("Qwen3 32B. Some contracts run to 100k tokens, so 64k context.",
                 "Qwen3 32B. Some contracts run to 50k tokens and others need 64k context."):
        assert "context_tokens" not in _facts(kb, said), said


def test_each_samples_length_said_with_a_verb(kb):
    said = ("We started with about 40k conversations; after dedup it's 36.5k, and we hold 1.5k back for eval, so 35k "
            "to train on. Each one runs ~1.2k tokens. Two or three epochs — call it three.")
    f = _facts(kb, said, question="job")
    assert (f["samples"], f["tokens_per_sample"], f["epochs"]) == (35000, 1200, 3)
    f = _facts(kb, "LoRA on Qwen3 8B: 35k conversations. Each runs to about 1,200 tokens.")
    assert f["tokens_per_sample"] == 1200 and "context_tokens" not in f
    assert _facts(kb, "LoRA on Qwen3 8B: 35k conversations; each comes in at ~900 tokens.")["tokens_per_sample"] == 900
    # neighbours: a served request's length is its input, and a run is no sample
    f = _facts(kb, "Qwen3 8B chatbot, 50 users at once; each request runs ~1.2k tokens.")
    assert "tokens_per_sample" not in f
    f = _facts(kb, "LoRA on Qwen3 8B: 35k conversations, 1,200 tokens each; each run is about 3 hours.")
    assert f["tokens_per_sample"] == 1200


def test_a_wish_said_as_lovely_and_the_peoples_own_time_after_the_run(kb):
    said = ("Before Christmas would be lovely, but the hard stop is Wednesday 10 February — the ministry's review "
            "panel sits on Friday the 12th and we need two days to write it up.")
    f = _facts(kb, said, question="deadline")
    assert f["deadline"] == 1560 and "days" not in f
    assert _facts(kb, "Before Christmas would be ideal; the drop-dead date is 8 January.")["deadline"] == 768
    for said in ("Done by 10 February; we need two days to review the outputs.",
                 "Done by 10 February; leave a couple of days for the write-up.", "2 月 10 号前要，留两天写报告。"):
        f = _facts(kb, said)
        assert f["deadline"] == 1560 and "days" not in f, said
    # neighbours: with no hard word the earliest date stays; the machine needed for a time is days of use
    assert _facts(kb, "Before Christmas would be lovely. We also need it by 8 January.")["deadline"] == 432
    for said in ("Llama 3 8B; we need it for two days to write the report.",
                 "Llama 3 8B; we need two days of GPU time."):
        assert _facts(kb, said)["days"] == 2, said


def test_a_nights_items_named_by_their_noun_times_each_calls_output(kb):
    said = ("Every night we want to tag the day's ~40,000 card transactons with a spending category from the merchant "
            "text — each call ~300 tokens in (text plus the category list), ~20 tokens out. Qwen2.5 7B.")
    f = _facts(kb, said)
    assert (f["generate_tokens"], f["runs_per_month"], f["input_tokens"], f["output_tokens"]) == (800_000, 30, 300, 20)
    f = _facts(kb, "Every night we summarise all 12,000 new listings, ~80 tokens out each. Qwen2.5 7B.")
    assert (f["generate_tokens"], f["runs_per_month"]) == (960_000, 30)
    # neighbours: a service answering at night, tokens counted, and a one-off batch with no night are not this batch
    for said in ("Every night our chatbot answers 3,000 messages, ~80 tokens out each. Qwen2.5 7B.",
                 "Every night we process 40,000 tokens of logs, ~80 tokens out. Qwen2.5 7B.",
                 "We tag 40,000 transactions once, ~20 tokens out each. Qwen2.5 7B."):
        f = _facts(kb, said)
        assert "runs_per_month" not in f and f.get("generate_tokens") != 40_000 * f["output_tokens"], said


def test_weekdays_said_before_a_span_and_a_closure_ending_on_a_holiday(kb):
    said = ("Weekdays from Monday 14 December to Friday 22 January, except we're shut from Thursday 24 December "
            "through New Year's Day.")
    assert _facts(kb, said, question="days")["days"] == 23
    assert _facts(kb, "Weekdays from Monday 14 December to Friday 22 January.")["days"] == 30
    assert _facts(kb, "工作日从 12 月 14 号到 1 月 22 号")["days"] == 30
    said = ("Every day from Monday 14 December to Friday 22 January, except we're shut from Christmas Eve through "
            "New Year's Day.")
    assert _facts(kb, said)["days"] == 31
    # neighbours: a holiday named with no word for off takes nothing out, and a span with no weekday word keeps them
    assert _facts(kb, "From Monday 14 December to Friday 22 January; New Year's Day is the launch.")["days"] == 40
    assert _facts(kb, "From Monday 14 December to Friday 22 January we rent every day.")["days"] == 40
