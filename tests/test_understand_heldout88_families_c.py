"""heldout88's English families of its second half (rows #31–#40: the Heredia SOPs, the Bishkek app, the Maputo
NGO, the Colab traceback, the Cardiff CSV, the Windhoek ticket, the Riga quote): readings a real user's other
phrasings share with the batch's rows, each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def _budget(kb, said, **kw):
    b = _facts(kb, said, **kw).get("budget")
    return None if b is None else (round(b.amount, 2), b.currency, b.unit)


def test_southern_african_currencies_at_the_persons_own_rate(kb):
    # meticais, Namibian dollars (by code, N$ and name), kwanzas, and the Malawian kwacha beside Zambia's
    said = "MZN 64,000 a month — 64 meticais per dollar."
    assert _budget(kb, said, question="budget", currency="USD") == (1000, "USD", "month")
    assert _budget(kb, "NAD 18,000 a month; we convert at 18 Namibian dollars to the US dollar.") == (
        1000, "USD", "month")
    assert _budget(kb, "N$18,000 a month, 18 Namibian dollars to the US dollar") == (1000, "USD", "month")
    assert _budget(kb, "Budget AOA 900,000 a month, 900 kwanzas per dollar.") == (1000, "USD", "month")
    assert _budget(kb, "MWK 1,730,000 total, 1,730 kwacha to the dollar.") == (1000, "USD", "total")
    assert _budget(kb, "ZMW 40,500 total; we convert at 27 kwacha to the dollar.") == (1500, "USD", "total")
    # neighbours: with no rate the amount is asked about, never read as dollars
    for said in ("MZN 64,000 a month.", "NAD 18,000 a month.", "MWK 1,730,000 total.", "AOA 900,000 total."):
        f = _read(kb, said)
        assert "budget" not in f.facts and any(u.kind == "budget" for u in f.unresolved), said


def test_the_reply_named_by_its_kind_then_its_length(kb):
    said = ("Every weeknight: roughly 3,000 e-mails a night; each e-mail plus our instructions is ~900 tokens in, and "
            "the answer is a short JSON label, ~60 tokens. Model: Qwen2.5 14B.")
    f = _facts(kb, said)
    assert (f["output_tokens"], f["generate_tokens"], f["input_tokens"]) == (60, 180_000, 900)
    assert f["runs_per_month"] == 22
    f = _facts(kb, "We label 3,000 e-mails with Qwen2.5 14B; the output is one category name — about 5 tokens.")
    assert (f["output_tokens"], f["generate_tokens"]) == (5, 15_000)
    f = _facts(kb, "We summarise 2,000 tickets with Qwen2.5 14B; replies are a couple of sentences, roughly 80 tokens.")
    assert (f["output_tokens"], f["generate_tokens"]) == (80, 160_000)
    # neighbours: the prompt's length is no reply; a reply's kind with no length sizes nothing
    f = _facts(kb, "We summarise 2,000 SOPs with Qwen2.5 14B; the prompt is a long SOP, ~3,000 tokens.")
    assert "output_tokens" not in f and f["input_tokens"] == 3000
    f = _read(kb, "We label 3,000 e-mails with Qwen2.5 14B; the answer is a short JSON label.")
    assert "output_tokens" not in f.facts and any(u.kind == "generate_tokens" for u in f.unresolved)


def test_a_sellers_offered_term_and_closing_day_are_no_facts_of_the_job(kb):
    said = ("Hi Jānis,\n • 1× H100 80GB, dedicated, Frankfurt: €2.35/GPU-hour on demand, or €1,390/month on a 6-month "
            "commitment\n • 2× L40S 48GB, dedicated, Frankfurt: €1.10/GPU-hour, or €1,480/month for the pair (6 months)"
            "\n • Setup fee waived if signed before 18 December.\n\nWe want Mistral Small 24B. It has to be live by "
            "Monday 4 January.")
    f = _facts(kb, said)
    assert f["deadline"] == 672 and "days" not in f
    for said in ("Quote: 1× A100 at $1,200/month on a 12-month contract. We want Mistral Small 24B.",
                 "They offered H100s at $2.10/GPU-hour with a 12-month reservation. We want Mistral Small 24B.",
                 "The quote is valid until 18 December. We want Mistral Small 24B."):
        f = _facts(kb, said)
        assert "days" not in f and "deadline" not in f, said
    assert _facts(kb, "报价有效期至 12 月 18 日。想用 qwen3 14b，1 月 4 号前上线。")["deadline"] == 672
    # neighbours: the person's own months, term and date stay theirs
    assert _facts(kb, "We want Mistral Small 24B for 6 months.")["days"] == 180
    assert _facts(kb, "We want Mistral Small 24B, $1,200/month (6 months).")["days"] == 180
    assert _facts(kb, "We want Mistral Small 24B on a 1-year reserved contract.")["days"] == 365
    assert _facts(kb, "We need Mistral Small 24B running before 18 December.")["deadline"] == 264


def test_an_app_anyone_downloads_and_asks_is_public(kb):
    said = ("Kids use our app for homwork help in Kyrgyz and Russian — anyone can download it and ask, no account "
            "needed. Qwen2.5 14B.")
    assert _facts(kb, said)["public_service"] is True
    assert _facts(kb, "Anyone can download our homework app and ask it. Qwen2.5 14B.")["public_service"] is True
    # neighbours: open weights anyone downloads are no public service
    assert "public_service" not in _facts(kb, "Qwen2.5 14B is open, anyone can download the weights.")
    assert "public_service" not in _facts(kb, "Llama 3.1 8B is open — anyone can download it and fine-tune.")


def test_a_window_where_the_most_are_on_at_once_is_no_hours_of_use(kb):
    for said in ("Qwen2.5 14B. After school (3–8pm) we see up to 50 chats going at once.",
                 "Qwen2.5 14B. Between 7 and 10pm we get up to 50 users at the same time.",
                 "qwen3 14b，晚上 7 点到 10 点最多同时 50 个人在问。"):
        f = _facts(kb, said)
        assert f["concurrency"] == 50 and "hours_per_day" not in f, said
    # neighbours: a window the service is on or used in stays its hours; a window with no at-once count too
    assert _facts(kb, "Qwen2.5 14B, open 9am–5pm, up to 50 at once.")["hours_per_day"] == 8
    assert _facts(kb, "Qwen2.5 14B, used 3–8pm, up to 50 chats at once.")["hours_per_day"] == 5
    assert _facts(kb, "qwen3 14b，每天开放时间 9 点到 17 点，最多同时 50 个人在问。")["hours_per_day"] == 8
    assert _facts(kb, "Qwen2.5 14B. After school (3–8pm) the kids use it.")["hours_per_day"] == 5


def test_documents_by_their_kind_are_a_batchs_items(kb):
    said = ("We need ~4,200 SOPs translated from English to Spanish: each prompt (the SOP plus our glossary) is about "
            "1,800 tokens, and the Spanish comes out at ~1,500 tokens. Qwen2.5 72B.")
    assert _facts(kb, said)["generate_tokens"] == 6_300_000
    f = _facts(kb, "We need ~1,200 manuals translated: each ~1,800 tokens in and ~1,000 tokens out. Qwen2.5 72B.")
    assert f["generate_tokens"] == 1_200_000
    # neighbours: documents a service answers over are no batch
    f = _facts(kb, "We have 12 SOPs; answer staff questions over them with Qwen2.5 72B, replies ~200 tokens.")
    assert "generate_tokens" not in f and f["output_tokens"] == 200


_CSV = ("series,episodes,mins_each,language,status\nCwm Glas (1998-2001),420,25,cy,todo\n"
        "Nos Da Caerdydd (selected),180,30,cy,todo\nStraeon y Fro,96,25,cy,done - typed up by hand in 2019\n"
        "Rygbi'r Cymoedd,70,90,cy/en,todo\n\n")


def test_a_pasted_csv_of_recordings_summed_less_the_rows_done(kb):
    said = _CSV + ("We want Whisper large-v3 to give us first-pass subtitles for everything still marked todo (the "
                   "done row is finished, skip it).")
    assert _facts(kb, said)["audio_hours"] == 370
    tabbed = ("Series\tEpisodes\tMinutes each\tStatus\nA\t10\t30\tdone\nB\t20\t60\ttodo\nC\t4\t15\ttodo\n\n"
              "Transcribe these with Whisper large-v3, skip the ones marked done.")
    assert _facts(kb, tabbed)["audio_hours"] == 21
    # neighbours: with nothing said to skip, every row is summed
    said = _CSV + "We want Whisper large-v3 to transcribe all of these."
    assert _facts(kb, said)["audio_hours"] == 410


def test_an_fp16_switch_kept_for_a_card_without_bf16_being_left(kb):
    said = ("colab free tier T4 keeps dying on this: SFTConfig(num_train_epochs=3, fp16=True). LoRA on Llama 3.1 8B, "
            "what card do I actually need?")
    assert "precision" not in _facts(kb, said)
    said = "Our V100 box OOMs on this: deepspeed train.py --fp16. LoRA on Llama 3.1 8B, which card do I need?"
    assert "precision" not in _facts(kb, said)
    # neighbours: the switch with no such card, a bf16 switch, a card without bf16 the person keeps
    said = "We train LoRA on Llama 3.1 8B with SFTConfig(num_train_epochs=3, fp16=True). Which GPU should we rent?"
    assert _facts(kb, said)["precision"] == "fp16"
    said = "Our V100 box OOMs on this: deepspeed train.py --bf16 True. LoRA on Llama 3.1 8B, which card do I need?"
    assert _facts(kb, said)["precision"] == "bf16"
    said = "We have two T4s in the office and serve Qwen2.5 7B with torch_dtype=torch.float16; how many users fit?"
    assert _facts(kb, said)["precision"] == "fp16"


def test_a_team_at_a_workplace_introducing_itself_is_a_company(kb):
    for said in ("Quality team at a medical-device plant in Heredia, Costa Rica. Qwen2.5 72B.",
                 "IT at a desalination plant near Muscat. Qwen2.5 72B.",
                 "We're the maintenance department at a paper mill in Oulu. Qwen2.5 72B."):
        assert _facts(kb, said).get("buyer") == "company", said
    # neighbours: someone else's team, a place visited
    for said in ("My friend's team at a factory uses Qwen2.5 72B.", "I toured a plant last week. Qwen2.5 72B."):
        assert "buyer" not in _facts(kb, said), said
    # a public body's works: the table settles heldout35's municipal water utility as no buyer
    assert "buyer" not in _facts(kb, "We're the analytics team at a municipal water plant in Ohio. Llama 3.1 8B.")
