"""heldout88's English families (rows #2–#30): readings a real user's other phrasings share with the batch's rows,
each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def _budget(kb, said, **kw):
    b = _facts(kb, said, **kw).get("budget")
    return None if b is None else (round(b.amount, 2), b.currency, b.unit)


def test_rufiyaa_bolivianos_pula_and_rials_at_the_persons_own_rate(kb):
    said = ("MVR 46,200 for the whole project — Maldivian rufiyaa, and that's not per month. The resort's finance "
            "team converts at 15.4 rufiyaa to the dollar.")
    assert _budget(kb, said, question="budget", currency="USD") == (3000, "USD", "total")
    assert _budget(kb, "Rf 46,200 total at 15.4 rufiyaa to the dollar.") == (3000, "USD", "total")
    assert _budget(kb, "BOB 20,880 a month; finance uses 6.96 bolivianos per dollar.") == (3000, "USD", "month")
    assert _budget(kb, "Budget Bs 20,880 a month; we use 6.96 bolivianos per dollar.") == (3000, "USD", "month")
    assert _budget(kb, "BWP 4,050 total; 13.5 pula to the dollar.") == (300, "USD", "total")
    assert _budget(kb, "P4,050 total, 13.5 pula to the dollar.") == (300, "USD", "total")
    assert _budget(kb, "OMR 38,500 all in — we use 0.385 rial per dollar.") == (100000, "USD", "total")
    # neighbours: with no rate the amount is asked about, never read as dollars; a bare "rials" names no country
    for said in ("BOB 20,880 a month.", "46,200 rufiyaa total.", "BWP 4,050 total.",
                 "38,500 rials all in; we use 0.385 rial per dollar"):
        f = _read(kb, said)
        assert "budget" not in f.facts and any(u.kind == "budget" for u in f.unresolved), said
    # Bob is a name and a Tesla P40 a card
    assert _budget(kb, "Bob 2 GPUs is what we have, budget $500 total") == (500, "USD", "total")
    assert _budget(kb, "We have a Tesla P40 and a P100, budget $3,000 total") == (3000, "USD", "total")


def test_the_writers_desk_at_a_business_opening_the_message(kb):
    said = ("IT at a desalination plant near Muscat. We want an internal assistant over our SOPs for the shift "
            "engineers — Llama 3.3 70B in FP8.")
    assert _facts(kb, said)["buyer"] == "company"
    for said in ("Compliance analytics at a bank in Santo Domingo. We want to fully fine-tune Llama 3.1 8B.",
                 "Quality team at a medical-device plant in Heredia, Costa Rica. We need Qwen2.5 72B.",
                 "Data team at a logistics firm in Riga. We want Mistral Small 24B.",
                 "I'm in IT at a hospital in Lagos. Qwen2.5 7B for notes."):
        assert _facts(kb, said).get("buyer") == "company", said
    # neighbours: someone else's job there, or a business named mid-sentence, is not the writer's
    assert "buyer" not in _facts(kb, "My cousin works at a bank in Lima and says Qwen2.5 7B is enough for a chat bot.")


def test_a_business_group_said_by_its_trade(kb):
    said = ("We're a small safari lodge group in Botswana, office in Gaborone. For our socials we want short "
            "animated clips made from our own photos with Wan2.1 1.3B.")
    assert _facts(kb, said)["buyer"] == "company"
    for said in ("We're a family-run hotel group in Cusco. A chat bot with Qwen2.5 7B.",
                 "We are a regional dental group, a scheduling bot with Qwen2.5 7B."):
        assert _facts(kb, said).get("buyer") == "company", said
    # neighbours: a group of people is no business
    for said in ("We're a small group of friends in Lima, a chat bot with Qwen2.5 7B.",
                 "We're a reading group, a chat bot with Qwen2.5 7B."):
        assert "buyer" not in _facts(kb, said), said


def test_windows_ending_at_an_event_add_up(kb):
    said = ("The box only needs to be on from 5am until lunch service ends at 2pm, then again from 5 to 10 in the "
            "evening. Off the rest of the time, nobody's in the kitchen.")
    assert _facts(kb, said, question="hours")["hours_per_day"] == 14
    assert _facts(kb, "from 5am until lunch service ends at 2pm", question="hours")["hours_per_day"] == 9
    assert _facts(kb, "It's on from 9am till the shop closes at 6pm, and again 7pm to 9pm.")["hours_per_day"] == 11
    assert _facts(kb, "on from 5am to 2pm, then again from 5pm to 10pm", question="hours")["hours_per_day"] == 14
    # neighbours: an event's time after a window closed is no part of it; a peak after "then again" adds nothing
    assert _facts(kb, "we go from 9am to 5pm, and the match ends at 10pm", question="hours")["hours_per_day"] == 8
    assert _facts(kb, "from 9am to 5pm, the peak is from 12 to 1", question="hours")["hours_per_day"] == 8


def test_the_places_round_the_clock_beside_the_machines_own_window(kb):
    said = "Plant runs 24/7 but the assistant only matters on day shift, 6am to 6pm."
    f = _read(kb, said)
    assert f.facts["hours_per_day"] == 12 and not f.conflicts
    assert _facts(kb, "The office is open 24/7, but we only use the GPU 9am to 5pm.")["hours_per_day"] == 8
    assert _facts(kb, "工厂 24 小时运转，但助手只在白班早上 6 点到晚上 6 点用。")["hours_per_day"] == 12
    # neighbour: a busy window after "but only" is the load's shape, not the machine's hours
    f = _read(kb, "It runs 24/7 but only 6pm to 10pm is busy.", question="hours")
    assert f.facts.get("hours_per_day") != 4


def test_a_test_set_kept_back_after_the_counts_own_clause(kb):
    said = ("About 52k call transcripts left after we threw out the ones under 30 seconds; we keep 2k of those back "
            "as a test set, so 50k to train on. Each is roughly 900 tokens. Three epochs — the last run did five.")
    f = _facts(kb, said, question="job")
    assert f["samples"] == 50000 and "context_tokens" not in f and f["tokens_per_sample"] == 900
    f = _facts(kb, "40k tickets left after dedup and dropping the spam; we keep 4k of those aside for validation.",
               question="job")
    assert f["samples"] == 36000
    # neighbours: 2k tokens kept for something else is no share of the samples
    f = _facts(kb, "About 52k call transcripts left after cleaning; we keep 2k tokens of context for the prompt.",
               question="job")
    assert f["samples"] == 52000 and f["context_tokens"] == 2048
    f = _facts(kb, "52k transcripts after cleaning; we keep them under 2k tokens each, as a test of length.")
    assert f["samples"] == 52000


def test_a_compliance_desk_is_no_compliance_rule(kb):
    said = "Compliance analytics at a bank in Santo Domingo. We want to fully fine-tune Llama 3.1 8B."
    f = _read(kb, said)
    assert "compliance" not in f.facts and f.facts["model"] == "llama-3.1-8b"
    assert "compliance" not in _facts(kb, "Our compliance team will use it: Qwen2.5 7B chat, 10 at once.")
    # neighbours: compliance said as a rule to meet still reads
    assert _facts(kb, "It has to meet compliance, Qwen2.5 7B, rent in China")["compliance"] is True
    assert _facts(kb, "For compliance, we need Qwen2.5 7B hosted in Beijing.")["compliance"] is True


def test_a_laws_number_is_no_count(kb):
    said = ("We want to fully fine-tune Llama 3.1 8B — all weights, not LoRA — on ~90,000 past AML case narratives "
            "in Spanish (the Ley 155-17 reports), about 1,000 tokens each, 2 epochs, bf16.")
    f = _facts(kb, said)
    assert f["samples"] == 90000 and f["tokens_per_sample"] == 1000
    f = _facts(kb, "fine-tune Qwen2.5 7B on 155 reports under Ley 155, 2 epochs")
    assert f["samples"] == 155 and "budget" not in f
    assert "budget" not in _facts(kb, "fine-tune Qwen2.5 7B on 155 reports under Law No. 155, 2 epochs")
    assert _facts(kb, "fine-tune Qwen2.5 7B on 12,000 past court case judgments, about 800 tokens each")[
        "samples"] == 12000
    # neighbours: a count before the noun with no rule's word is read; a span of time before it is no count
    f = _facts(kb, "fine-tune Qwen2.5 7B on 17 reports, 2 epochs")
    assert f["samples"] == 17
    assert "samples" not in _facts(kb, "LoRA on Qwen2.5 7B with 3 days of reports")
    f = _facts(kb, "fine-tune Qwen2.5 14B on about 300M tokens of internal documents, 2 epochs")
    assert "samples" not in f and f["train_tokens"] == 300_000_000
    f = _facts(kb, "roughly 350M tokens of filings, single pass.", question="job")
    assert "samples" not in f and f["train_tokens"] == 350_000_000


def test_a_request_word_mistyped_still_counts_the_days_load(kb):
    said = ("Gemma 3 27B. About 5,000 questons on a normal day; the morning rush peaks at around 90 a minute, size it "
            "for that.")
    f = _facts(kb, said)
    assert f["requests_per_day"] == 5000 and f["rps"] == 1.5
    for said in ("About 5,000 qustions a day.", "About 5,000 mesages a day.", "About 5,000 reqeusts on a normal day."):
        assert _facts(kb, said).get("requests_per_day") == 5000, said
    # neighbours: a few questions asked of the writer are no load; a bare "question" counts nothing
    assert "requests_per_day" not in _facts(kb, "We got 3 quesitons about the pricing, Qwen2.5 7B")
    assert "requests_per_day" not in _facts(kb, "About 5,000 question on a normal day.")


def test_power_given_to_the_gpus_before_its_figure(kb):
    said = ("Nothing leaves the site, so we're buying one server for our own room; the rack can give the GPUs 6 kW, "
            "no more.")
    assert _facts(kb, said)["power_limit_w"] == 6000
    assert _facts(kb, "The rack can give the GPUs 6 kW.")["power_limit_w"] == 6000
    # a circuit's own bound after a comma is the machine's: the rest of the box keeps its share
    assert _facts(kb, "The office circuit gives 3,000 W, no more.")["power_limit_w"] < 3000
    # neighbours: a card's rating is no limit; money bounded the same way is money
    assert "power_limit_w" not in _facts(kb, "We're buying one server; the 4090 draws 450 W.")
    f = _facts(kb, "Budget $6,000, no more. Qwen2.5 7B")
    assert "power_limit_w" not in f and f["budget"].amount == 6000


def test_a_build_compared_beside_is_no_choice_nor_its_trial_days(kb):
    said = ("AWQ 4-bit is fine for the weights — we ran it side by side with the bf16 build for a week and nobody on "
            "the desk could tell them apart. KV cache in FP8 is fine too.")
    f = _read(kb, said, question="precision")
    assert f.facts["precision"] == "int4" and f.facts["kv_precision"] == "fp8" and "days" not in f.facts
    assert not f.conflicts
    f = _facts(kb, "Qwen2.5 32B in AWQ int4; we tested it against the FP16 version for two weeks, no difference.")
    assert f["precision"] == "int4" and "days" not in f
    f = _facts(kb, "Qwen2.5 32B 用 AWQ 4bit，跟 bf16 版本并排跑了一周，没人看得出区别。")
    assert f["precision"] == "int4" and "days" not in f
    # neighbours: two widths weighed are still asked; a width run for a week is the choice and its days
    assert any(c.fact == "precision" for c in _read(kb, "Qwen2.5 32B: int4 vs bf16, which one?").conflicts)
    f = _facts(kb, "Qwen2.5 32B, run it in bf16 for a week.")
    assert f["precision"] == "bf16" and f["days"] == 7
    said = "Qwen2.5 32B in bf16; we compared it against a 4-bit build last month and the 4-bit lost accuracy."
    assert _facts(kb, said).get("precision") != "int4"


def test_items_counted_again_after_a_correction(kb):
    said = ("For our socials we want short animated clips made from our own photos with Wan2.1 1.3B: 12 camps, 3 clips "
            "each — no wait, we just opened the Savuti one, so 13 camps. 5 seconds a clip, 480p is fine.")
    f = _facts(kb, said)
    assert f["videos"] == 39 and f["clip_seconds"] == 5
    assert _facts(kb, "FLUX.1 dev: 40 products, 4 photos each — sorry, 45 products.")["images"] == 180
    assert _facts(kb, "Clips with Wan2.1 1.3B: 12 camps, 3 clips each — actually make that 4 clips each.")[
        "videos"] == 48
    # neighbours: another count after the correction is no new count of the items; nor is money
    assert _facts(kb, "Clips with Wan2.1 1.3B: 12 camps, 3 clips each — no wait, 2 of them are closed.")[
        "videos"] != 6
    f = _facts(kb, "FLUX.1 dev: 40 products, 4 photos each. Sorry, 45 dollars budget total.")
    assert f["images"] == 160 and f["budget"].amount == 45


def test_clips_per_step_with_most_items_steps_and_a_few_others(kb):
    said = ("Fourteen recipes, one 6-second clip per step. Most have five steps; the two desserts have eight. 720p. "
            "Oh — one of the five-step ones got cut from the book, so skip that one.")
    f = _facts(kb, said, question="videos")
    assert f["videos"] == 71 and f["clip_seconds"] == 6 and f["resolution"] == "720p"
    said = "Fourteen recipes, one 6-second clip per step. Most have five steps; the two desserts have eight. 720p."
    assert _facts(kb, said, question="videos")["videos"] == 76
    said = "20 lessons, two clips per step; most have 4 steps, the 3 advanced ones have 6."
    assert _facts(kb, said, question="videos")["videos"] == 172
    # neighbour: a clip an item, its steps said beside, stays a clip an item
    assert _facts(kb, "Fourteen recipes, one clip each. Most have five steps.", question="videos")["videos"] == 14
