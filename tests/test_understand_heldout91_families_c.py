"""heldout91's families (its English chat messages #26–#34, and the batch's money at a stated rate): readings a real
user's other phrasings share with the batch's rows, each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def _budget(kb, said, **kw):
    f = _facts(kb, said, **kw)
    return budget_of(f) if "budget" in f else None


def _unresolved(kb, said, **kw):
    return {u.kind for u in _read(kb, said, **kw).unresolved}


def test_southern_and_west_african_money_at_the_persons_own_rate(kb):
    # (heldout91 #2, #27, #28, #29: dalasi, maloti, emalangeni and escudos read as that many dollars, or the rate's 1)
    said = "About 140k dalasi for the whole project. We count 70 dalasi to one US dollar."
    assert _budget(kb, said, question="budget", currency="USD")[:3:2] == (2000, "total")
    assert _budget(kb, "GMD 140,000 total, 1 USD = 70 GMD.") == (2000, "USD", "total")
    assert _budget(kb, "LSL 27,000 all in (maloti); our treasurer counts 18 maloti to the dollar.") == (
        1500, "USD", "total")
    assert _budget(kb, "Budget: SZL 18,200 total at 18.2 emalangeni to the dollar.") == (1000, "USD", "total")
    assert _budget(kb, "CVE 150,000 total, our accountant converts at 100 escudos to the dollar.") == (
        1500, "USD", "total")
    assert _budget(kb, "预算 7 万达拉西，按 70 达拉西兑 1 美元算。")[:2] == (1000, "USD")
    # neighbours: the same money with no rate is asked about, never read as dollars; an advisory's CVE is no money
    for said in ("About 140k dalasi for the whole project.", "Budget 18,000 maloti total.", "SZL 18,200 total.",
                 "150,000 escudos total."):
        assert _budget(kb, said) is None and "budget" in _unresolved(kb, said), said
    assert _budget(kb, "We patched CVE-2024-3094 last week; budget $2,000 total.") == (2000, "USD", "total")


def test_dollars_manat_dinars_francs_and_ouguiya_at_the_persons_own_rate(kb):
    # (heldout91 #26, #30, #33, #37, #39: SRD, TMT, DZD, BIF and MRU amounts read as that many dollars)
    assert _budget(kb, "SRD 72,000 a month; we count 36 Surinamese dollars to the US dollar.") == (
        2000, "USD", "month")
    assert _budget(kb, "TMT 3,500 total at 3.5 manat to the dollar.") == (1000, "USD", "total")
    assert _budget(kb, "Budget: 3,500 Turkmen manat total, 1 USD = 3.5 TMT.") == (1000, "USD", "total")
    assert _budget(kb, "DZD 270,000 all in, at 135 dinars to the dollar.")[:2] == (2000, "USD")
    assert _budget(kb, "Budget 270,000 Algerian dinars total, at 135 dinars to the dollar.") == (2000, "USD", "total")
    assert _budget(kb, "BIF 4,350,000 per month; the bursary converts at 2,900 francs per US dollar.") == (
        1500, "USD", "month")
    assert _budget(kb, "Budget: 4,350,000 Burundian francs a month, 2,900 BIF = 1 USD.") == (1500, "USD", "month")
    assert _budget(kb, "Budget: 355,000 Djiboutian francs a month, 1 USD = 177.5 DJF.") == (2000, "USD", "month")
    assert _budget(kb, "MRU 39,800 total, finance uses 39.8 ouguiya per dollar.") == (1000, "USD", "total")
    assert _budget(kb, "Budget's around 25,000 Solomon dollars a month, at 8.4 Solomon dollars to the US dollar.")[
        :2] == (2976.19, "USD")
    # neighbours: the Azerbaijani manat keeps its own code; no rate, no budget; MRO (maintenance) is no money
    assert _budget(kb, "AZN 1,700 total at 1.7 manat to the dollar.") == (1000, "USD", "total")
    for said in ("3,500 manat total.", "Budget 270,000 Algerian dinars total.", "MRU 39,800 total.",
                 "Budget's around 25,000 Solomon dollars a month.", "Budget 2,000 Swiss francs total."):
        assert _budget(kb, said) is None and "budget" in _unresolved(kb, said), said
    assert _budget(kb, "Our MRO team has 20 people; budget $3,000 a month.") == (3000, "USD", "month")


def test_a_couple_of_grand_with_a_clause_between_it_and_its_cue(kb):
    # (heldout91 #34: "We can spend a couple of grand, total, in US dollars" read no budget)
    said = "We can spend a couple of grand, total, in US dollars (that's our currency here anyway)."
    assert _budget(kb, said) == (2000, "USD", "total")
    assert _budget(kb, "We can do a couple of grand a month (US dollars).") == (2000, "USD", "month")
    # neighbour: a couple of grand of something else is no money
    assert "budget" not in _facts(kb, "We get a couple of grand visitors a month.")


def test_small_states_and_their_towns_abroad(kb):
    # (heldout91 #27, #28, #29, #34: Maseru, Mbabane, Praia and Dili read no region)
    for said in ("Maseru, Lesotho. I do the IT for a growers' association.", "IT manager at a sugar estate near "
                 "Mbabane, Eswatini.", "Record label in Praia, Cape Verde.", "Dili, Timor-Leste. We're a small edtech.",
                 "We're in Bujumbura, Burundi.", "我们是东帝汶的一家学校。"):
        assert _facts(kb, said).get("region") == "intl", said
    # neighbours: a currency named after its state, and a language, name no place
    for said in ("Budget's around 25,000 Solomon Islands dollars a month.", "Budget 27,000 Lesotho loti total.",
                 "我在学佛得角语。"):
        assert "region" not in _facts(kb, said), said


def test_people_at_a_time_beside_their_head_count(kb):
    # (heldout91 #28: "for ~150 engineers and supervisors, at most 20 at a time" asked how many at once)
    said = ("We want an internal assistant over our mill SOPs for ~150 engineers and supervisors, at most 20 at a "
            "time. Qwen3 32B.")
    f = _facts(kb, said)
    assert f["concurrency"] == 20 and "users" not in f
    assert _facts(kb, "An assistant for about 40 staff, up to 10 at a time. Qwen3 8B.")["concurrency"] == 10
    assert _facts(kb, "A chatbot for our lawyers, maybe 12 users at a time. Qwen3 8B.")["concurrency"] == 12
    # neighbours: things at a time are no people
    assert "concurrency" not in _facts(kb, "We rent 4 GPUs at a time.")
    assert "concurrency" not in _facts(kb, "We label 200 images at a time. We have 5 engineers.")


def test_a_cleaned_count_corrected_with_after_alone(kb):
    # (heldout91 #27: "about 9k Q&A pairs after we threw out the duplicates — no wait, 9.5k after" read 9,000)
    said = ("QLoRA Qwen3 8B: about 9k Q&A pairs after we threw out the duplicates — no wait, 9.5k after, I misread "
            "the sheet. ~300 tokens each, 2 epochs.")
    assert _facts(kb, said)["samples"] == 9500
    assert _facts(kb, "LoRA on 12,000 examples after cleaning — sorry, 11,500 left. ~300 tokens each.")[
        "samples"] == 11500
    # neighbour: a number with its own noun after "after" is no correction
    assert _facts(kb, "LoRA on 12,000 examples after cleaning, 300 after that we drop. ~300 tokens each.")[
        "samples"] == 12000


def test_a_person_writing_for_their_organisation(kb):
    # (heldout91 #26, #27, #30, #31: an internet provider, "I do the IT for a … association", a family carpet
    # workshop, "I'm with the fisheries ministry" named no buyer)
    for said in ("We're a small internet provider in Paramaribo. We want a WhatsApp helpdesk.",
                 "Ashgabat — we're a family carpet workshop. We'd like SDXL mock-ups.",
                 "Maseru, Lesotho. I do the IT for a wool and mohair growers' association. We want to QLoRA Qwen3 8B.",
                 "I'm with the fisheries ministry in Honiara. Every night we want to summarise reports.",
                 "I work for the water board; we want a chatbot over our manuals."):
        assert _facts(kb, said).get("buyer") == "company", said
    # neighbours: no organisation
    assert _facts(kb, "I do the IT for fun. I want to run Qwen3 8B at home.").get("buyer") != "company"
    assert "buyer" not in _facts(kb, "I'm with my brother on this, we want to run Qwen3 8B.")
    assert "buyer" not in _facts(kb, "I'm at the hospital with my kid and want to play with Qwen3 8B.")


def test_buying_said_in_a_later_sentence_than_ones_own_box(kb):
    # (heldout91 #32: "my own box … or it's slower than typing. Buying, not renting." read as renting weighed)
    said = ("I want my own box to run Gemma 3 27B, just me. 16k context, and at least 20 tokens a second or it's "
            "slower than typing. Buying, not renting.")
    assert _facts(kb, said)["procure"] == "buy"
    # neighbour: renting weighed against one's own cards in one question still chooses nothing
    assert "procure" not in _facts(kb, "Is renting faster or cheaper, or should I just use my own cards? Budget $150 "
                                        "if I rent.")


def test_anyone_at_all_beside_the_customers(kb):
    # (heldout91 #26: "a WhatsApp helpdesk that any custmer or anyone at all can message" read no public_service)
    said = "We want a WhatsApp helpdesk that any custmer or anyone at all can message. Qwen3 14B."
    assert _facts(kb, said)["public_service"] is True
    assert _facts(kb, "We want a helpdesk that anyone at all can message. Qwen3 14B.")["public_service"] is True
    # neighbours: the firm's own people, denied, asked
    for said in ("We want a helpdesk that any employee or anyone at all in the company can use. Qwen3 14B.",
                 "We want a helpdesk; not anyone at all can message it, only staff. Qwen3 14B.",
                 "Can any customer or anyone at all message it? Qwen3 14B."):
        assert "public_service" not in _facts(kb, said), said


def test_patterns_with_scenes_each_less_those_retired_plus_a_second_lot(kb):
    # (heldout91 #30: "35 patterns, 4 room scenes each; no wait, 6 of those patterns are retired, so skip them. Plus
    # 10 images for the website banner" read 10 images)
    said = ("We'd like SDXL mock-ups of our carpet patterns in room settings: 35 patterns, 4 room scenes each; no "
            "wait, 6 of those patterns are retired, so skip them. Plus 10 images for the website banner.")
    assert _facts(kb, said)["images"] == 126
    assert _facts(kb, "SDXL mock-ups: 35 designs, 3 colourways each.")["images"] == 105
    assert _facts(kb, "SDXL mock-ups: 35 products, 4 images each; 6 of those products are retired, so skip them. "
                      "Plus 10 images for the banner.")["images"] == 126
    # neighbours: items not taken off, a count taken back, and patterns of another kind
    assert _facts(kb, "SDXL mock-ups: 35 patterns, 4 room scenes each; 6 of those patterns are new, so do them "
                      "first.")["images"] == 140
    assert _facts(kb, "SDXL: 500 images — no wait, 800 images.")["images"] == 800
    assert "images" not in _facts(kb, "SDXL mock-ups: 35 patterns, 4 pages each.")
