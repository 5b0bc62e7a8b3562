"""heldout87's English families, and review 103 c09's "a few thousand examples": readings a real user's other
phrasings share with the batch's rows, each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from rules.fact_parse import parse_currency
from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


def _budget(kb, said, **kw):
    b = _facts(kb, said, **kw).get("budget")
    return None if b is None else (round(b.amount, 2), b.currency, b.unit)


def test_more_currencies_at_the_persons_own_rate(kb):
    # Jordanian dinars by "JD", the quetzal's "Q", the dram by its word, francs shared by the Rwandan and CFA franc
    said = "JD 1,420 a month at most. Our finance guy converts at 0.71 JD per dollar."
    assert _budget(kb, said, question="budget", currency="USD") == (2000, "USD", "month")
    assert _budget(kb, "Budget 1,420 JD a month; we use 0.71 JD per dollar.") == (2000, "USD", "month")
    assert _budget(kb, "Budget Q7,700 total, 7.7 quetzales to the dollar.") == (1000, "USD", "total")
    assert _budget(kb, "780,000 dram total, we use 390 dram to the dollar.") == (2000, "USD", "total")
    assert _budget(kb, "RWF 10,500,000 total at 1,400 francs to the dollar.") == (7500, "USD", "total")
    assert _budget(kb, "XOF 600,000 total, 600 francs to the dollar.") == (1000, "USD", "total")
    assert _budget(kb, "CHF 8,800 total; treasury uses 0.88 francs per dollar.") == (10000, "USD", "total")
    # neighbours: with no rate the amount is asked about, never read as dollars
    for said in ("JD 1,420 a month.", "RWF 1,400,000 total.", "Q11,550 total.", "780,000 dram total."):
        f = _read(kb, said)
        assert "budget" not in f.facts and any(u.kind == "budget" for u in f.unresolved), said
    # a job description, 京东's 618, a quarter and memory are no money
    assert _budget(kb, "Write me a JD 2 pages long for an ML engineer, budget $500 total") == (500, "USD", "total")
    assert "budget" not in _facts(kb, "JD 618 买 4090 便宜吗")
    assert _budget(kb, "Q4 budget is $4,000 total; we use 7.7 quetzales per dollar") == (4000, "USD", "total")
    assert _budget(kb, "The server has 512 GB DRAM, 16 DRAM chips; budget $9,000 total.") == (9000, "USD", "total")
    # the command line takes the dram by its code in capitals only
    assert parse_currency("AMD") == "AMD" and parse_currency("amd") is None


def test_shots_in_a_video_job_are_its_clips(kb):
    said = "Moving storyboards: 6 scenes × 6 shots, 5 seconds each, 720p, with Wan2.1 14B."
    f = _facts(kb, said)
    assert f["videos"] == 36 and "images" not in f and f["clip_seconds"] == 5
    assert _facts(kb, "We need 6 scenes with 6 shots each, 5 seconds each, with Wan2.1 14B.")["videos"] == 36
    assert _facts(kb, "4 episodes x 10 clips, 5 seconds each, with Wan2.1 14B")["videos"] == 40
    f = _facts(kb, "We need 36 shots, 5 seconds each, with Wan2.1 14B.")
    assert f["videos"] == 36 and "images" not in f
    # neighbours: shots beside clips are pictures; an image model's shots stay pictures; a shot of something is none
    f = _facts(kb, "We need 200 product shots and 20 short clips, 5 seconds each, with Wan2.1 14B.")
    assert f["images"] == 200 and f["videos"] == 20
    f = _facts(kb, "600 product shots with FLUX.1 dev.")
    assert f["images"] == 600 and "videos" not in f
    assert _facts(kb, "Two shots of espresso, then we render 30 clips with Wan2.1 14B")["videos"] == 30


def test_items_into_languages_a_dash_then_their_versions(kb):
    said = ("We're translating ~1,500 health leaflets into K'iche' and Mam — two versions each, ~600 tokens per "
            "version. Qwen2.5 72B in INT8.")
    f = _facts(kb, said)
    assert f["generate_tokens"] == 1_800_000 and f["output_tokens"] == 600 and "context_tokens" not in f
    f = _facts(kb, "Translating 2,000 brochures into Spanish: three versions each, 400 tokens each, Qwen2.5 72B.")
    assert f["generate_tokens"] == 2_400_000 and f["output_tokens"] == 400
    # neighbours: with no length said nothing is made up; a hyphenated word is no dash between
    f = _facts(kb, "We're translating 1,500 leaflets into K'iche' and Mam — two versions each. Qwen2.5 72B.")
    assert "generate_tokens" not in f and "output_tokens" not in f


def test_a_requests_whole_length_and_what_it_gives_back(kb):
    said = ("The question itself is short, but we attach the matching policy section, so ~1,000 tokens in all; "
            "answers ~300.")
    f = _facts(kb, said, question="load")
    assert f["input_tokens"] == 1000 and f["output_tokens"] == 300 and "context_tokens" not in f
    f = _facts(kb, "~1,000 tokens in total per request, replies ~300. Qwen3 32B.")
    assert f["input_tokens"] == 1000 and f["output_tokens"] == 300 and "context_tokens" not in f
    said = "Each judge call carries ~1,800 tokens and returns ~150 tokens of reasoning plus a score. Llama 3.3 70B."
    f = _facts(kb, said)
    assert f["input_tokens"] == 1800 and f["output_tokens"] == 150 and "context_tokens" not in f
    f = _facts(kb, "Each request sends about 2,000 tokens and gets back ~300. Qwen3 32B.")
    assert f["input_tokens"] == 2000 and f["output_tokens"] == 300
    # neighbours: a corpus's whole is no request; a bare figure returned with no tokens said is no output
    f = _facts(kb, "We pretrain on 6B tokens in all, 2 epochs.")
    assert f["train_tokens"] == 6_000_000_000 and "input_tokens" not in f
    f = _facts(kb, "The endpoint returns 404 now and then. Qwen3 32B.")
    assert "output_tokens" not in f


def test_checkpoints_said_fine_tuned_then_judged_are_runs_of_a_batch(kb):
    said = ("The team agreed to score all 8 fine-tuned checkpoints from November with an LLM judge. Llama 3.3 70B in "
            "FP8 will be the judge.\n- Eval set: 2,500 Swahili prompts. Each judge call carries ~1,800 tokens "
            "(prompt, reference answer, candidate answer) and returns ~150 tokens of reasoning plus a score.")
    f = _facts(kb, said)
    assert f["task"] == "inference" and f["repeats"] == 8 and f["generate_tokens"] == 375_000
    assert f["input_tokens"] == 1800 and f["output_tokens"] == 150 and "samples" not in f
    # neighbour: checkpoints to be fine-tuned are a training job, no runs of a judge
    f = _facts(kb, "We want to LoRA fine-tune Llama 3.1 8B on 2,500 samples of 1,800 tokens.")
    assert f["task"] == "lora" and "repeats" not in f


def test_anything_run_by_chinese_companies_refused(kb):
    for said in ("We just won't use anything run by Chinese companies. Serve Qwen3 8B.",
                 "We avoid anything owned by a Chinese firm. Serve Qwen3 8B."):
        assert _facts(kb, said).get("no_mainland_sellers") is True, said
    # neighbours: another owner refused, or Chinese companies allowed
    for said in ("We won't use anything run by our old vendor. Serve Qwen3 8B.",
                 "Anything run by Chinese companies is fine with us. Serve Qwen3 8B."):
        assert "no_mainland_sellers" not in _facts(kb, said), said


def test_a_place_someone_is_just_outside_is_where_they_are(kb):
    for said in ("QA lead at a knitwear factory outside Dhaka. We want to train YOLO11m.",
                 "We're based just outside Nairobi. Serve Qwen3 8B.",
                 "A farm an hour outside Lima. Serve Qwen3 8B."):
        assert _facts(kb, said).get("region") == "intl", said
    # neighbours: outside a whole side is abroad; a place the machines go outside of is only where not
    assert _facts(kb, "We're a small company outside mainland China. Serve Qwen3 8B.")["region"] == "intl"
    assert _facts(kb, "Host it anywhere outside China. Serve Qwen3 8B.")["region"] == "intl"
    assert "region" not in _facts(kb, "We want it hosted outside Singapore. Serve Qwen3 8B.")


def test_a_few_thousand_examples_is_asked_never_a_thousand(kb):
    said = ("I teach an applied ML course at a community college in Texas. 30 students, each one needs their own "
            "GPU for weekly labs: QLoRA fine-tuning Llama 3.2 3B on small datasets (few thousand examples, 1k tokens "
            "each).")
    u = _read(kb, said)
    assert "samples" not in u.facts and any(x.kind == "samples" for x in u.unresolved)
    for said in ("QLoRA Llama 3.2 3B on several thousand examples.", "LoRA Qwen3 8B on some thousand pairs.",
                 "LoRA Qwen3 8B on a few hundred conversations."):
        u = _read(kb, said)
        assert "samples" not in u.facts and any(x.kind == "samples" for x in u.unresolved), said
    # neighbours: a count said with the thousand is read whole
    assert _facts(kb, "QLoRA Llama 3.2 3B on a couple thousand examples.")["samples"] == 2000
    assert _facts(kb, "QLoRA Llama 3.2 3B on a couple of thousand examples.")["samples"] == 2000
    assert _facts(kb, "QLoRA Llama 3.2 3B on 3 thousand examples.")["samples"] == 3000
    assert _facts(kb, "QLoRA Llama 3.2 3B on a thousand examples.")["samples"] == 1000
    assert _facts(kb, "Traffic is modest — a couple thousand chats a day. Llama 3.1 8B.")["requests_per_day"] == 2000


def test_a_model_tested_that_missed_things_is_set_aside(kb):
    said = "Model: Qwen2.5 32B in INT8 (Mistral Small 24B was tested and missed medication changes)."
    assert _facts(kb, said)["model"] == "qwen2.5-32b"
    # neighbour: a trial that missed nothing sets nothing aside
    u = _read(kb, "We'll use Qwen2.5 32B; Mistral Small 24B was tested and missed nothing.")
    assert "model" not in u.facts


def test_thousands_inside_a_bigger_number_are_left_to_it(kb):
    said = "LoRA on qwen2.5 14b: two hundred thousand samples, roughly 1.5k tokens each, two epochs"
    assert _facts(kb, said)["samples"] == 200_000
    said = "Forty-eight thousand instruction pairs, ~700 tokens apiece, two epochs."
    f = _facts(kb, said, question="job")
    assert f["samples"] == 48_000 and f["tokens_per_sample"] == 700
