"""Review 84 (blind, 10 consultations, signed 5): its majors in the rules, replayed (the reader's in
tests/test_understand_review84_reader.py)."""

import re

from advisor_tui.named_cards import verdicts
from rules.pipeline import consult


def test_a_sized_job_on_the_persons_own_cards_is_timed_on_them_first(kb):
    """c09 (major): "I own two RTX 4090s … 40,000 SDXL images within 4 days" heard "the card you named: it is the
    enough pick below" — a rental of one 4090 at 35 h. The two at home take half that, for the power alone."""
    r = consult({"task": "image", "model": "sdxl", "images": 40000, "deadline": 96, "region": "intl"}, kb)
    (said,) = verdicts([("rtx-4090", 2)], r, owned=frozenset({"rtx-4090"}))
    assert said.verdict == "owned"
    hours = float(re.search(r"in about ([\d.]+) h", said.text.en).group(1))
    rental = next(p for p in r.picks if "enough" in p.roles)
    assert rental.gpus == 1 and abs(hours - rental.job.wall_hours / 2) < 0.5  # two cards, each its share of files
    assert "within your 96 h deadline" in said.text.en and "nothing to rent" in said.text.en
    assert "kWh" in said.text.en and "度" in said.text.zh
    assert f"{rental.job.wall_hours:.1f} h" in said.text.en  # the rental beside it, for comparison
    # named only as an option (not owned): the pick's verdict, as before
    (option,) = verdicts([("rtx-4090", 2)], r)
    assert option.verdict != "owned"


def test_owned_cards_past_the_deadline_say_so(kb):
    r = consult({"task": "image", "model": "sdxl", "images": 400000, "deadline": 24, "region": "intl"}, kb)
    (said,) = verdicts([("rtx-4090", 1)], r, owned=frozenset({"rtx-4090"}))
    assert said.verdict == "owned" and "past your 24 h deadline" in said.text.en


def test_a_training_job_on_owned_cards_is_timed_and_launched_on_them(kb):
    r = consult({"task": "lora", "model": "qwen2.5-7b", "samples": 20000, "tokens_per_sample": 1000, "epochs": 3,
                 "deadline": 168, "region": "cn"}, kb)
    (said,) = verdicts([("rtx-3090", 2)], r, owned=frozenset({"rtx-3090"}))
    assert said.verdict == "owned"
    assert "training on 60,000,000 tokens in all" in said.text.en
    assert "accelerate launch --num_processes 2" in said.text.en


def test_owned_cards_that_do_not_hold_the_job_keep_the_memory_answer(kb):
    r = consult({"task": "full-finetune", "model": "qwen2.5-7b", "samples": 20000, "tokens_per_sample": 1000,
                 "region": "cn"}, kb)
    (said,) = verdicts([("rtx-3090", 1)], r, owned=frozenset({"rtx-3090"}))
    assert said.verdict != "owned"


def test_buying_within_a_budget_the_faster_pick_may_be_the_whole_system_it_buys(kb):
    """c08 (major): buying for Llama-3.3-70B FP8 at 32k × 20 with $350k, "faster" was capped at 3× the $34k enough
    pick — 8 × RTX 6000 Ada at 18 tokens/s beside 17 — while the 8 × H100 server quoted at $317k, within the budget,
    was ranked after for holding more cards than the job needs. The budget bounds the step up; the whole system may
    be it."""
    facts = {"task": "inference", "model": "llama-3.3-70b", "precision": "fp8", "context_tokens": 32768,
             "concurrency": 20, "procure": "buy", "buyer": "company", "region": "intl",
             "budget": {"amount": 350000, "currency": "USD", "unit": "total"}}
    r = consult(facts, kb)
    enough = next(p for p in r.picks if "enough" in p.roles)
    faster = next(p for p in r.picks if "faster" in p.roles)
    assert faster.card != enough.card
    assert faster.purchase is not None and faster.purchase.total <= 350000
    assert faster.metric_value > 1.5 * enough.metric_value
    assert any("within your budget" in w.text.en for w in faster.why if w.rule == "rank-faster")
    # no budget: the step up stays within 3× the enough purchase
    unbudgeted = consult({k: v for k, v in facts.items() if k != "budget"}, kb)
    step = next(p for p in unbudgeted.picks if "faster" in p.roles)
    assert step.purchase is None or step.purchase.total <= 3 * next(
        p for p in unbudgeted.picks if "enough" in p.roles).purchase.total + 1


def test_a_what_if_on_a_card_ranked_after_says_why_and_does_not_lead(kb):
    """c02 (major): nothing fit ¥4,000 a month; the answer led with "KV cache in FP8: 4 × V100S, ¥3,400" — a card
    the vllm-needs-volta rule ranks after (current vLLM needs 7.5: an old pinned release, FP16, no FA2), unsaid. The
    what-if says the reason, and a change whose card is clean (FP8 weights and cache on 2 × RTX 5090) leads."""
    r = consult({"task": "inference", "model": "qwen3-30b-a3b", "rps": 3, "input_tokens": 4000, "output_tokens": 500,
                 "max_ttft_s": 2, "region": "cn", "budget": {"amount": 4000, "currency": "CNY", "unit": "month"}},
                kb)
    assert not r.picks
    volta = next(w for w in r.what_if if w.card == "v100s-32g")
    assert "compute capability 7.5" in volta.text.en and "7.5" in volta.text.zh
    first = next(w for w in r.what_if if w.card)
    assert first.card != "v100s-32g"
    assert first.card in r.answer[1].en or first.text.en in " ".join(line.en for line in r.answer)


def test_a_domestic_transcription_is_timed_against_its_deadline_before_any_quote(kb):
    """c04 (major): 3,000 hours of hotline audio on domestic chips in two weeks — with no Ascend price the answer said
    only that one card holds 10 GB, never whether the deadline holds; the hours are said, marked unmeasured on CANN."""
    facts = {"task": "transcribe", "model": "whisper-large-v3", "audio_hours": 3000, "deadline": 336, "region": "cn",
             "domestic_chips": True, "buyer": "company", "invoice": "vat-special"}
    r = consult(facts, kb)
    fit = next(c for c in r.caveats if c.id == "domestic-chips-fit").text
    assert "take about 39.6 h on one card, within your 336 h deadline" in fit.en
    assert "No run of this model on CANN is on record" in fit.en and "实测" in fit.zh
    tight = consult({**facts, "deadline": 20}, kb)
    fit = next(c for c in tight.caveats if c.id == "domestic-chips-fit").text
    assert "cards, each on its share of the files, keep the 20 h deadline" in fit.en


def test_a_quoted_ascend_transcription_names_the_software_that_runs_there(capsys, kb):
    """c04 (major): with a 910B quote, the plan said "run the batched faster-whisper pipeline on whichever you rent" —
    CTranslate2 has no NPU backend — and its rate, from CUDA software, read as firm."""
    from advisor_tui.cli import main
    from rules.media_software import transcribe_software

    assert main(["recommend", "--today", "2026-12-05", "--task", "transcribe", "--model", "whisper-large-v3",
                 "--audio-hours", "3000", "--deadline", "14d", "--region", "cn", "--domestic-chips",
                 "--quote", "ascend-910b=12cny/hour"]) == 0
    out = capsys.readouterr().out
    assert "no NPU backend" in out and "torch_npu" in out
    assert "faster-whisper pipeline on whichever you rent" not in out
    assert "No run of this model on CANN is on record" in out and "336 h deadline holds only while" in out
    assert "CTranslate2's ROCm wheel" in transcribe_software(kb.card("mi300x")).en
    assert "faster-whisper pipeline on whichever you rent" in transcribe_software(kb.card("a100-80g-sxm")).en


def test_the_media_tools_named_are_the_jobs_own(kb):
    r = consult({"task": "transcribe", "model": "whisper-large-v3", "audio_hours": 300, "region": "intl"}, kb)
    said = [w.text.en for x in r.rejected for w in x.why if w.rule == "media-prefers-cuda"]
    said += [w.text.en for p in r.picks for w in p.why if w.rule == "media-prefers-cuda"]
    assert said and all("faster-whisper" in t and "ComfyUI" not in t for t in said)
