"""heldout92's families (its English chat messages #26–#39 and the batch's money at the person's own rate): readings a
real user's other phrasings share with the batch's rows, each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_or_none, read_on, unresolved_kinds

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def _budget(kb, said, **kw):
    return budget_or_none(_facts(kb, said, **kw))


def _unresolved(kb, said, **kw):
    return unresolved_kinds(_read(kb, said, **kw))


def test_caribbean_florins_guilders_and_dollars_at_the_persons_own_rate(kb):
    # (heldout92 #2, #26, #37, #39: florins dropped, CI$ and Cg read as that many dollars, "EC dollars" no rate)
    said = ("About 9,000 florins — Aruban florins, not US dollars — and that's the whole pot, not a monthly figure. "
            "Our controller uses 1.8 florins to the dollar.")
    assert _budget(kb, said, question="budget", currency="USD") == (5000, "USD", "total")
    assert _budget(kb, "Budget: Afl 9,000 total, 1 USD = 1.8 AWG.") == (5000, "USD", "total")
    # 0.82 Cayman dollars buy a US dollar: CI$4,100 is more dollars, not fewer
    assert _budget(kb, "CI$4,100 a month; finance uses 0.82 Cayman dollars to the US dollar.") == (
        5000, "USD", "month")
    assert _budget(kb, "KYD 4,100 a month at 1 KYD = 1.22 USD.")[:2] == (5002, "USD")
    assert _budget(kb, "Budget: Cg 5,370 per month (Caribbean guilders); finance converts at 1.79 guilders per US "
                       "dollar.") == (3000, "USD", "month")
    assert _budget(kb, "Budget: XCG 5,370 a month, 1 USD = 1.79 XCG.") == (3000, "USD", "month")
    assert _budget(kb, "Budget is EC$4,050 total, finance uses 2.7 EC dollars to the US dollar.") == (
        1500, "USD", "total")
    assert _budget(kb, "预算 5370 加勒比盾，按 1.79 加勒比盾兑 1 美元算。")[:2] == (3000, "USD")
    assert _budget(kb, "預算 9000 弗羅林，按 1.8 弗羅林兌 1 美元算。")[:2] == (5000, "USD")
    # neighbours: no rate, no budget (asked); a monthly pot stays a month's
    for said in ("Budget is 9,000 florins total.", "CI$4,100 a month.", "Budget: 5,370 guilders per month.",
                 "EC$4,050 total."):
        assert _budget(kb, said) is None and "budget" in _unresolved(kb, said), said
    assert _budget(kb, "$5,000, that's the whole pot.", question="budget", currency="USD") == (5000, "USD", "total")
    assert _budget(kb, "$5,000, that's the whole pot for each month.", question="budget", currency="USD") == (
        5000, "USD", "month")


def test_african_money_at_the_persons_own_rate(kb):
    # (heldout92 #27–#32, #34: nakfa, Congolese and Guinean francs, dobras, Libyan dinars and ZiG read as dollars)
    assert _budget(kb, "ERN 22,500 all in; we count 15 nakfa to the dollar.") == (1500, "USD", "total")
    assert _budget(kb, "CDF 5,700,000 a month — we use 2,850 Congolese francs to the dollar.") == (
        2000, "USD", "month")
    assert _budget(kb, "Budget 5,700,000 Congolese francs a month, at 2.850 francs per dollar.") == (
        2000, "USD", "month")
    assert _budget(kb, "GNF 17,200,000 a month at 8,600 Guinean francs to the dollar.") == (2000, "USD", "month")
    assert _budget(kb, "STN 10,750 total, our treasurer uses 21.5 dobras to the dollar.") == (500, "USD", "total")
    assert _budget(kb, "LYD 9,700 total, at 4.85 dinars to the dollar.") == (2000, "USD", "total")
    assert _budget(kb, "Budget 9,700 Libyan dinars total, 1 USD = 4.85 LYD.") == (2000, "USD", "total")
    assert _budget(kb, "ZiG 26,500 total; I count 26.5 ZiG to the US dollar.") == (1000, "USD", "total")
    assert _budget(kb, "KMF 900,000 total at 450 KMF = 1 USD.") == (2000, "USD", "total")
    assert _budget(kb, "預算 9700 利比亞第納爾，按 4.85 第納爾兌 1 美元算。")[:2] == (2000, "USD")
    # neighbours: no rate, no budget (asked); a Kuwaiti dinar keeps its own rate; words that hold a code are no money
    for said in ("Budget 22,500 nakfa total.", "17,200,000 Guinean francs a month.", "10,750 dobras total.",
                 "Budget 26,500 ZiG total.", "Budget's about 900,000 Comorian francs."):
        assert _budget(kb, said) is None and "budget" in _unresolved(kb, said), said
    assert _budget(kb, "KWD 900 a month, at 0.3 dinars to the dollar.") == (3000, "USD", "month")
    assert _budget(kb, "We match a modern pattern 5 times a day; budget $2,000 a month.") == (2000, "USD", "month")
    assert _budget(kb, "The zigzag layout took 3 tries; budget $1,000 total.") == (1000, "USD", "total")


def test_pounds_of_the_currency_named(kb):
    # (heldout92 #33: "LBP 134,250,000 a month; … 89,500 pounds to the dollar" read as $134,250,000 a month)
    assert _budget(kb, "LBP 134,250,000 a month; the bursar uses 89,500 pounds to the dollar.") == (
        1500, "USD", "month")
    assert _budget(kb, "EGP 100,000 a month, at 50 pounds to the dollar.") == (2000, "USD", "month")
    # neighbours: sterling keeps its own rate; a bare amount in any pound is asked
    assert _budget(kb, "£2,000 a month, at 1.27 dollars to the pound.") == (2540, "USD", "month")
    for said in ("134,250,000 Lebanese pounds a month.", "Budget 2,000 pounds a month."):
        assert _budget(kb, said) is None and "budget" in _unresolved(kb, said), said


def test_a_busy_hours_count_with_its_noun_said_before(kb):
    # (heldout92 #26: "A normal day is about 6,000 questions; … around 3,600 in the busiest hour" read no peak)
    said = ("A normal day is about 6,000 questions; quarter-end close is the crunch, around 3,600 in the busiest hour, "
            "so plan for that hour.")
    assert _facts(kb, said)["rps"] == 1
    assert _facts(kb, "About 6,000 messages a day; about 120 during the peak minute.")["rps"] == 2
    # neighbours: people, cards or a clock's hour before "in the busiest hour" are no requests
    for said in ("About 6,000 messages a day; up to 40 people in the busiest hour.",
                 "About 6,000 messages a day; we add 2 GPUs in the busiest hour.",
                 "About 6,000 messages a day, most at 9 in the busiest hour."):
        assert "rps" not in _facts(kb, said), said


def test_a_share_found_bad_is_taken_off_the_samples(kb):
    # (heldout92 #27: "~52k sentence pairs, but 2k turned out to be junk, so 50k usable" read 52,000 and a 2k context)
    f = _facts(kb, "We want to QLoRA Gemma 3 12B: ~52k sentence pairs, but 2k turned out to be junk, so 50k usable. "
                   "~120 tokens each, rank 16, 2 epochs.")
    assert f["samples"] == 50000 and "context_tokens" not in f
    said = "We want to LoRA Qwen2.5 7B on 40,000 tickets, and 5,000 turned out to be duplicates. 800 tokens each."
    assert _facts(kb, said)["samples"] == 35000
    # neighbour: a share found to be something else is kept
    said = "We want to LoRA Qwen2.5 7B on 40,000 support tickets, 5,000 turned out to be in French. 800 tokens each."
    assert _facts(kb, said)["samples"] == 40000


def test_a_weeknights_batch(kb):
    # (heldout92 #28: "Every weeknight … around 400 reports a night, … ~200 tokens out" read no batch and no runs)
    f = _facts(kb, "Every weeknight we want Llama 3.1 8B to turn the day's field reports into short French briefs: "
                   "around 400 reports a night, ~1,500 tokens in each, ~200 tokens out. The window is 11pm to 5am.")
    assert (f["generate_tokens"], f["runs_per_month"]) == (80000, 22)
    f = _facts(kb, "On weeknights we summarise the day's tickets with Qwen2.5 7B — roughly 12k a night, ~300 tokens "
                   "out each.")
    assert (f["generate_tokens"], f["runs_per_month"]) == (3600000, 22)
    f = _facts(kb, "Every night we summarise the day's reports: around 400 reports a night, ~200 tokens out each.")
    assert (f["generate_tokens"], f["runs_per_month"]) == (80000, 30)
    # (heldout46's and heldout49's kept misses, read as their writers meant)
    f = _facts(kb, "Every weekday night we'd run the drafting job over that day's buyer emails — roughly 350 emails, "
                   "~900 tokens in each (thread + price sheet), ~350 tokens out per draft. Llama 3.3 70B.")
    assert (f["generate_tokens"], f["runs_per_month"]) == (122500, 22) and "days" not in f
    # neighbour: a service answering on weeknights is no batch
    f = _facts(kb, "Our chatbot answers about 3,000 questions every weeknight, ~200 tokens out each.")
    assert "generate_tokens" not in f and "runs_per_month" not in f


def test_a_ministrys_unit_that_wants_the_thing_buys_as_a_body(kb):
    # (heldout92 #29: "The health ministry's vacination unit wants a public SMS and WhatsApp line" named no buyer)
    for said in ("Conakry, Guinea. The health ministry's vacination unit wants a public SMS and WhatsApp line. "
                 "Qwen2.5 7B.",
                 "The ministry of health wants a public SMS line. Qwen2.5 7B.",
                 "The county's records office needs to transcribe meetings with Whisper."):
        assert _facts(kb, said)["buyer"] == "company", said
    # neighbour: a ministry that only sets rules names no buyer
    assert "buyer" not in _facts(kb, "The health ministry published new rules; I want a chatbot for my own questions. "
                                     "Qwen2.5 7B.")


def test_any_items_so_many_pictures_or_clips_each(kb):
    # (heldout92 #30: "24 chocolate bars, 3 pictures each, plus 6 … 4 of those bars are discontinued" read 9; #39: "30
    # sites, 2 clips each … 5 of the sites we already shot properly last year, skip those. Plus 8" read 68)
    said = ("We'd like FLUX.1 schnell pictures for our online shop: 24 chocolate bars, 3 pictures each, plus 6 for the "
            "website header. Actually 4 of those bars are discontinued, skip them.")
    assert _facts(kb, said)["images"] == 66
    assert _facts(kb, "FLUX.1 schnell pictures for our shop: 24 chocolate bars, 3 pictures each.")["images"] == 72
    # (heldout39's kept miss, read as its writer meant)
    assert _facts(kb, "Plan: FLUX.1 dev, our 45 fragrances, 12 backgrounds each.")["images"] == 540
    said = ("Wan2.1 14B clips: 30 sites, 2 clips each, 5 seconds, 720p. 5 of the sites we already shot properly last "
            "year, skip those. Plus 8 for the carnival teaser.")
    assert _facts(kb, said)["videos"] == 58
    # neighbours: people and cards are no items; a share named with no dropping keeps them all
    assert "images" not in _facts(kb, "We pre-generate NPC barks: ~45,000 lines, 3 variants each, ~80 tokens per "
                                      "variant. Llama 3.1 8B.")  # (texts, heldout57)
    for said in ("We'd like FLUX.1 schnell pictures: 40 users, 3 pictures each.",
                 "We'd like FLUX.1 schnell pictures: 8 GPUs, 3 pictures each."):
        assert _facts(kb, said).get("images") != 120 and _facts(kb, said).get("images") != 24, said
    said = "FLUX.1 schnell pictures for our shop: 24 chocolate bars, 3 pictures each. 4 of those bars are bestsellers."
    assert _facts(kb, said)["images"] == 72


def test_small_states_and_their_towns_abroad(kb):
    # (heldout92 #30 "São Tomé — we're a cocoa and chocolate co-op", #34 "Moroni, Comoros" read no region)
    for place in ("São Tomé", "Moroni, Comoros", "Asmara, Eritrea", "Goma, DR Congo", "Conakry, Guinea",
                  "Misrata, Libya", "Willemstad, Curaçao", "Castries, Saint Lucia", "George Town, Cayman Islands",
                  "我们在圣多美"):
        assert _facts(kb, f"{place} — we're a small co-op and want Qwen2.5 7B.")["region"] == "intl", place
    # neighbours: a currency named after its state, and guinea pigs, are no place
    for said in ("Budget 5,000 Cayman Islands dollars a month at 0.82 to the dollar. We want Qwen2.5 7B.",
                 "We feed our guinea pigs and want Qwen2.5 7B. Budget $500 a month."):
        assert "region" not in _facts(kb, said), said


def test_a_lots_share_done_before_said_by_its_bare_count(kb):
    # (heldout92 #31: "~700 recorded … meetings, about 40 minutes each; 100 were already transcribed by hand, skip
    # those" read 466.7 hours)
    said = ("We have ~700 recorded council and committee meetings, about 40 minutes each; 100 were already transcribed "
            "by hand, skip those. Whisper large-v3, Arabic.")
    assert _facts(kb, said)["audio_hours"] == 400
    said = "About 900 hours of radio in total; 150 were already transcribed by volunteers, skip those. Whisper."
    assert _facts(kb, said)["audio_hours"] == 750
    # neighbours: a share said with no setting aside keeps the whole
    for said in ("We have ~700 recordings, about 40 minutes each; 100 are in French. Whisper large-v3.",
                 "We have ~700 recordings, about 40 minutes each; 100 were recorded on tape. Whisper large-v3."):
        assert abs(_facts(kb, said)["audio_hours"] - 466.7) < 0.1, said


def test_a_closed_group_said_alone_is_no_public(kb):
    # (heldout92 #33: "Only our enrolled studnets, signed in with their school account." read no audience)
    for said in ("We want a homework tutor on Qwen3 14B. Only our enrolled studnets, signed in with their school "
                 "account.",
                 "We want a homework tutor on Qwen3 14B. Only our current members.",
                 "We want a homework tutor on Qwen3 14B. Only our students, signed in with their school account."):
        assert _facts(kb, said)["public_service"] is False, said
    # neighbours: the public said beside it; a group not said to be the only one
    assert _facts(kb, "We want a homework tutor on Qwen3 14B. Not only our enrolled students, anyone can use it.")[
        "public_service"] is True
    assert "public_service" not in _facts(kb, "We want a homework tutor on Qwen3 14B, signed in with their school "
                                              "account.")


def test_items_rewritten_in_each_language_named(kb):
    # (heldout92 #34: "rewrite our 1,200 product and lot descriptions in English, French and Arabic — ~600 tokens of
    # lot data in, ~200 tokens out per version" read no batch)
    said = ("One-off job: rewrite our 1,200 product and lot descriptions in English, French and Arabic — ~600 tokens "
            "of lot data in, ~200 tokens out per version. Qwen2.5 7B is fine.")
    f = _facts(kb, said)
    assert (f["generate_tokens"], f["input_tokens"], f["output_tokens"]) == (720000, 600, 200)
    f = _facts(kb, "One-off job: translate our 1,200 product descriptions into French and German, ~300 tokens per "
                   "translation. Qwen2.5 7B.")
    assert f["generate_tokens"] == 720000
    # neighbour: one language, the length per description, is one version
    f = _facts(kb, "One-off job: rewrite our 1,200 product descriptions in English, ~200 tokens per description. "
                   "Qwen2.5 7B.")
    assert f["generate_tokens"] == 240000


def test_a_trade_by_the_goods_it_ships(kb):
    # (heldout92 #34: "Moroni, Comoros. We export ylang-ylang oil and vanilla." named no buyer)
    for said in ("Moroni, Comoros. We export ylang-ylang oil and vanilla. Qwen2.5 7B.",
                 "We grow and export coffee. Qwen2.5 7B."):
        assert _facts(kb, said)["buyer"] == "company", said
    # neighbours: data exported is no trade
    for said in ("We export the results to CSV every night. Qwen2.5 7B.", "We export embeddings from Qwen2.5 7B.",
                 "Then we export to ONNX. Qwen2.5 7B.", "We export weekly reports for the team with Qwen2.5 7B."):
        assert "buyer" not in _facts(kb, said), said
