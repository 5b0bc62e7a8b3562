"""Review 107 and 108's English findings: a stated constraint dropped or flipped by the reader, each read as its
family — other phrasings of the same thing, with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def test_people_at_once_with_a_speed_each_are_a_chat_load_not_a_batch(kb):
    said = ("Hi, we're a 12-person legaltech-adjacent startup in Amsterdam (actually we do tenant-rights Q&A for "
            "Dutch municipalities). We want to self-host Llama 3.3 70B for our chat product. "
            "Expect about 15 concurrent users at peak, prompts around 3k tokens with retrieved docs, "
            "answers ~400 tokens. Need at least 20 tokens/s per user. Data is personal data of EU residents, "
            "must stay in the EU, and no Chinese clouds. Budget is "
            "roughly €4,500 a month, maybe 5k. EUR/USD is about 1.16.")
    f = _facts(kb, said)
    assert (f["concurrency"], f["input_tokens"], f["output_tokens"], f["min_tps"]) == (15, 3072, 400, 20)
    assert "generate_tokens" not in f
    # "maybe 5k" after the euros is €5,000 at the same rate: the hedged higher figure is the budget (heldout24 #10)
    assert budget_of(f) == (5000 * 1.16, "USD", "month")
    f = _facts(kb, "Llama 3.3 70B chat: 40 users at once at peak, replies ~300 tokens, "
                   "at least 15 tok/s for each user.")
    assert (f["concurrency"], f["min_tps"]) == (40, 15) and "generate_tokens" not in f
    # neighbours: a speed per person leaves a load unread rather than made a batch; a batch's own items still are one
    f = _facts(kb, "Llama 3.3 70B chat, 30 active users, answers 500 tokens, 25 tokens/s per user.")
    assert "generate_tokens" not in f
    f = _facts(kb, "Summarise 4,000 filings with Llama 3.1 8B, each filing ~9k tokens in, the summary ~800 tokens.")
    assert f["generate_tokens"] == 4000 * 800


def test_renting_out_of_the_running_and_buying_the_only_way(kb):
    said = ("Riyadh engineering consultancy again. Data can't leave Saudi Arabia so renting abroad is out — buy only. "
            "One office box: Qwen3-32B (8 users at once, 16k context, FP8 weights are fine) + Whisper large-v3 + "
            "bge-m3. Whole box under 2000W. Budget 60,000 SAR (1 USD = 3.75 SAR). No thinking mode.")
    u = _read(kb, said)
    assert u.facts["procure"] == "buy" and u.rent_refused
    assert budget_of(u.facts) == (16000, "USD", "total")  # what the box may cost, not a month
    for said in ("Qwen3-32B for 8 users at once, only buying. Budget $16,000.",
                 "Qwen3-32B for 8 users at once. Buy only. Budget $16,000.",
                 "Qwen3-32B for 8 users at once. Renting is off the table, buying is the only option. Budget $16,000.",
                 "Qwen3-32B for 8 users at once. The only option is to buy. Budget $16,000."):
        f = _facts(kb, said)
        assert f["procure"] == "buy" and budget_of(f) == (16000, "USD", "total"), said
    assert _facts(kb, "Qwen3-32B for 8 users at once, rent only. Budget $16,000.")["procure"] == "rent"
    # renting refused alone has not said buying; nor is it renting
    u = _read(kb, "Qwen3-32B for 8 users at once. Renting is out. Budget $16,000.")
    assert "procure" not in u.facts and u.rent_refused
    u = _read(kb, "Qwen3-32B for 8 users at once. Renting in the cloud is not an option.")
    assert "procure" not in u.facts and u.rent_refused
    # a place after renting refuses that renting only
    u = _read(kb, "Qwen3-32B for 8 users at once. Renting abroad is out.")
    assert "procure" not in u.facts and not u.rent_refused
    # neighbours: what is bought, a condition, a question, a money amount a month
    assert "procure" not in _facts(kb, "Qwen3-32B for 8 users at once. Should we buy only?")
    assert _facts(kb, "Qwen3-32B for 8 users at once. We'd rent only if cheaper.").get("procure") != "buy"
    f = _facts(kb, "Qwen3-32B for 8 users at once, buy only. Budget $3,000 a month.")
    assert budget_of(f) == (3000, "USD", "month")


def test_a_fine_tune_on_captioned_pictures_is_no_captioning_job(kb):
    said = ("Kia ora from Auckland, NZ. Small agritech startup. We want to LoRA fine-tune Qwen2.5-VL-7B on photos "
            "of kiwifruit vines with disease captions — about 50k image-caption pairs, "
            "roughly 1,200 tokens each including "
            "the image tokens, 2 epochs. Oh wait, make that 80k pairs, we got more labelled data. Need it done over a "
            "long weekend (3 days). Budget about NZ$1,500 (1 NZD ≈ 0.58 USD). Would rather not use marketplaces.")
    u = _read(kb, said)
    assert not u.conflicts
    f = u.facts
    assert (f["task"], f["samples"], f["tokens_per_sample"], f["epochs"]) == ("lora", 80000, 1200, 2)
    assert f["deadline"] == 72 and "days" not in f  # the weekend's three days are the time it has, not days of use
    assert _facts(kb, "LoRA fine-tune Qwen2.5-VL-7B on photos with disease captions, 2 epochs.")["task"] == "lora"
    f = _facts(kb, "LoRA Qwen2.5-7B on 80k samples, 2 epochs. Need it finished within the next 3 days.")
    assert f["deadline"] == 72 and "days" not in f
    # neighbours: captions to be made after the training are a second job, asked; a long weekend with no length is
    # no number of hours
    assert _read(kb, "LoRA fine-tune Qwen2.5-VL-7B on 10k photos with captions, then caption the new 50k photos "
                     "with it.").conflicts
    assert "deadline" not in _facts(kb, "LoRA fine-tune Qwen2.5-VL-7B on 80k pairs. Has to finish over a long weekend.")


def test_rent_or_buy_with_an_amount_for_each_in_a_currency_not_on_file(kb):
    said = ("Hola, I run IT for a copper-mining company in Antofagasta, Chile. We want a private assistant over our "
            "Spanish safety manuals and maintenance reports using Gemma 3 27B, around 60 engineers, maybe 10-12 asking "
            "at the same time, 16k context because the manuals are long. Should we rent in the cloud or buy one server "
            "for our on-site data room? We'd run it about 12 hours a day on weekdays. The data room circuit can give "
            "3 kW max for the new box. Budget: around 25 million CLP to buy, or about 1.5 million CLP a month to rent.")
    u = _read(kb, said)
    assert u.facts["procure"] == "buy"  # the comparison's answer (compare.py), not the renting option's words
    assert u.span_text("procure") == "rent in the cloud or buy"
    assert {x.text for x in u.unresolved if x.kind == "budget"} == {"25 million CLP", "1.5 million CLP"}
    u = _read(kb, "Gemma 3 27B for 12 users at once. Budget: around 25 million CLP to buy, or about 1.5 million CLP a "
                  "month to rent.")
    assert u.facts["procure"] == "buy" and "budget" not in u.facts
    # neighbours: one amount to rent alone, or renting chosen, stays renting
    assert _facts(kb, "Gemma 3 27B for 12 users at once. Budget: about 1.5 million CLP a month to rent.")["procure"] \
        == "rent"
    assert _facts(kb, "Gemma 3 27B for 12 users at once. Should we rent or buy? Budget: $25,000 to buy, or "
                      "$1,500 a month to rent.")["budget"].amount == 25000
