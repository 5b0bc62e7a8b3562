"""heldout86's English families: readings a real user's other phrasings share with the batch's rows, each with
neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


def _budget(kb, said, **kw):
    b = _facts(kb, said, **kw).get("budget")
    return None if b is None else (round(b.amount, 2), b.currency, b.unit)


def test_a_budget_in_any_currency_at_the_persons_own_rate(kb):
    # codes, signs and names the reader knew as money but could not rate (read as dollars, or dropped)
    said = "Budget USh 5,550,000 total; our accountant uses 3,700 Ugandan shillings to the dollar."
    assert _budget(kb, said) == (1500, "USD", "total")
    assert _budget(kb, "FJ$2,250 a month; our accountant uses 2.25 Fiji dollars per USD.") == (1000, "USD", "month")
    assert _budget(kb, "MNT 10,200,000 a month; we use 3,400 tögrög to the dollar.") == (3000, "USD", "month")
    assert _budget(kb, "2,700 lari total; we use 2.7 lari per dollar.") == (1000, "USD", "total")
    assert _budget(kb, "UYU 48,000 total; we use 40 Uruguayan pesos to the dollar.") == (1200, "USD", "total")
    assert _budget(kb, "UZS 37,500,000 a month; finance uses 12,500 so'm per dollar.") == (3000, "USD", "month")
    # the same family in other words: the rate first, a sign, a code after the figure, the tanzanian shilling
    assert _budget(kb, "We convert at 1 USD = 2,500 TZS. Budget TZS 5,000,000 total.") == (2000, "USD", "total")
    assert _budget(kb, "Budget ₾5,400 total, at 2.7 GEL per USD.") == (2000, "USD", "total")
    said = "Budget 5,550,000 shillings total; we use 3,700 Ugandan shillings to the dollar."
    assert _budget(kb, said) == (1500, "USD", "total")
    assert _budget(kb, "RD$120,000 a month; we use 60 Dominican pesos to the dollar.") == (2000, "USD", "month")
    # neighbours: with no rate said the amount is asked about, never read as dollars
    for said in ("Budget USh 5,550,000 total.", "FJ$2,250 a month.", "UYU 48,000 total.", "MNT 10,200,000 a month."):
        f = _facts(kb, said)
        assert "budget" not in f, said
    # ₮ stays the site's credits, never the Mongolian tögrög
    assert _budget(kb, "₮500 for the whole job; we use 3,400 tögrög to the dollar") == (500, "T-CREDIT", "total")
    # a word that only looks like a currency's: a colon, a gel, a skip
    assert "budget" not in _facts(kb, "Skip the colon scans; we use gel packs.")


def test_a_requisitions_required_by_field_is_the_deadline(kb):
    assert _facts(kb, "Item: 1 × GPU workstation\nRequired by: 31 January 2027")["deadline"] == 1344
    assert _facts(kb, "Needed by: 2027-01-31")["deadline"] == 1344
    assert _facts(kb, "需求日期：2027-01-31")["deadline"] == 1344
    assert _facts(kb, "要求完成时间：2027 年 1 月 31 日")["deadline"] == 1344
    # neighbours: who asked for it, and a bare date, are no deadline
    assert "deadline" not in _facts(kb, "Requested by: Dr. Noora Al-Kuwari, 31 January 2027")
    assert "deadline" not in _facts(kb, "Required by: the finance team")


def test_the_organisation_named_as_who_pays_is_a_company(kb):
    assert _facts(kb, "I run a weekend ML bootcamp in Accra. The bootcamp covers it.")["buyer"] == "company"
    assert _facts(kb, "The academy covers the cost, $900 total.")["buyer"] == "company"
    assert _facts(kb, "Our resort is paying, $1,000 a month.")["buyer"] == "company"
    # neighbours: the bootcamp covering the people, not the bill
    assert "buyer" not in _facts(kb, "The bootcamp covers us for meals.")


def test_a_trades_house_opening_the_message_with_its_town_is_a_company(kb):
    said = "Port-wine house in Vila Nova de Gaia, across the river from Porto. We're digitising our label archive."
    assert _facts(kb, said)["buyer"] == "company"
    assert _facts(kb, "Fashion house in Milan. We want 3,000 lookbook images.")["buyer"] == "company"
    assert _facts(kb, "Auction house in Vienna, we have 5,000 lot photos to caption.")["buyer"] == "company"
    # neighbours: a house dealt with, inside a sentence
    assert "buyer" not in _facts(kb, "I bought from a wine house in Porto.")
    assert "buyer" not in _facts(kb, "I stayed at a guest house in Porto.")


def test_texts_a_day_to_an_sms_line_are_its_requests(kb):
    said = "Herders text a short number. About 4,000 texts a day, but it spikes to ~300 a minute."
    f = _facts(kb, said)
    assert (f["requests_per_day"], f["rps"]) == (4000, 5)
    assert _facts(kb, "Public SMS bot. About 4,000 SMS a day.")["requests_per_day"] == 4000
    assert _facts(kb, "We get 2,500 text messages per day on the line.")["requests_per_day"] == 2500
    assert _facts(kb, "每天大概 4000 条短信")["requests_per_day"] == 4000
    # neighbour: the verb "texts" is no count
    assert "requests_per_day" not in _facts(kb, "The model texts a day later.")


def test_people_who_would_ignore_the_tool_take_nothing_back(kb):
    said = ("We want suggested replies for our agents: Llama 3.1 8B, about 120 agents but never more than 45 on it at "
            "once, and the first words have to show within a second or the agents ignore it.")
    f = _facts(kb, said)
    assert (f["model"], f["concurrency"], f["max_ttft_s"]) == ("llama-3.1-8b", 45, 1)
    assert _facts(kb, "Llama 3.1 8B, 45 at once, or the agents will just ignore it.")["model"] == "llama-3.1-8b"
    # neighbour: an aside the writer says to ignore is still set aside
    assert _facts(kb, "Qwen3 8B. Tom runs Mixtral 8x22B, just ignore it.")["model"] == "qwen3-8b"


def test_the_answers_first_words_within_a_second_said_in_words(kb):
    assert _facts(kb, "the first words have to show within a second")["max_ttft_s"] == 1
    assert _facts(kb, "Replies must start within a second.")["max_ttft_s"] == 1
    assert _facts(kb, "The bot should start answering in under a second.")["max_ttft_s"] == 1
    assert _facts(kb, "The first words should show up within half a second.")["max_ttft_s"] == 0.5
    # neighbours: the whole answer, and a subtitle's timing, are no first-token limit
    assert "max_ttft_s" not in _facts(kb, "the whole answer has to show within a second")
    said = "Subtitles: the first words have to appear within a second of the speaker starting."
    assert "max_ttft_s" not in _facts(kb, said)


def test_say_opening_a_sentence_is_the_figure_planned_for(kb):
    said = ("There are about 40 guides on the roster, but they're out on tours most of the day — a dozen on it at the "
            "same time at most. Say 15 to be safe.")
    assert _facts(kb, said, question="concurrency") == {"concurrency": 15}
    assert _facts(kb, "About 12 at the same time at most. Say 15 to be safe.")["concurrency"] == 15
    # neighbours: what others say, and a share of the users, change nothing
    assert _facts(kb, "About 12 at the same time at most. They say 15 is the max for that card.")["concurrency"] == 12
    assert _facts(kb, "12 at once. Say 3 of them are on mobile.")["concurrency"] == 12
    # (an amount's own words stay the budget's: "say 300 for the whole thing")
    said = "it's my own money and I only make about 4k a month, so nothing crazy. say 300 for the whole thing"
    assert _budget(kb, said) == (300, "USD", "total")


def test_what_is_left_after_dropping_said_as_what_it_is_now(kb):
    said = ("We scraped ~95k Q&A pairs from the forum; after dropping near-duplicates and threads with no accepted "
            "answer it's about 71k. Hold 1k of those back for eval. Average ~620 tokens. Four epochs — no, three; "
            "four overfit last time.")
    assert _facts(kb, said, question="job") == {"samples": 70000, "tokens_per_sample": 620, "epochs": 3}
    assert _facts(kb, "LoRA. We scraped ~95k Q&A pairs; after cleaning it's about 71k.")["samples"] == 71000
    assert _facts(kb, "LoRA on 95k pairs; after removing spam that leaves 80k. 2 epochs.")["samples"] == 80000
    # neighbour: a length after the cleaning is no count
    f = _facts(kb, "LoRA on 95k pairs; after cleaning it's about 600 tokens each.")
    assert (f["samples"], f["tokens_per_sample"]) == (95000, 600)


def test_no_after_a_dash_corrects_the_figure(kb):
    assert _facts(kb, "LoRA, 2k samples. Four epochs — no, three.")["epochs"] == 3
    assert _facts(kb, "LoRA, 2k samples. 4 epochs — no, 3.")["epochs"] == 3
    assert _facts(kb, "LoRA 2k samples, rank 16 — no, 32.")["lora_rank"] == 32
    # neighbour: a "no" that settles nothing new keeps the figure
    assert _facts(kb, "LoRA 2k samples, two epochs — no, that's plenty.")["epochs"] == 2


def test_anyone_browsing_the_website_is_the_public(kb):
    said = "Guests and anyone browsing our website can chat with a booking assistant — no login."
    assert _facts(kb, said)["public_service"] is True
    assert _facts(kb, "Visitors to our website can chat with the bot.")["public_service"] is True
    # neighbour: an internal tool stays internal
    assert _facts(kb, "Internal tool for staff; we count anyone visiting our site in analytics.") \
        .get("public_service") is not True
