"""Review M3: "300 HunyuanVideo clips, 720p, 5 s, in 10 days" was answered "1 × A100" with "no
published speed". xDiT's HunyuanVideo performance report (the engine the HunyuanVideo README links
for parallel inference) gives one-GPU times for a 1280 × 720, 129-frame, 50-step clip; they are the
media-rate rows hunyuanvideo-720p-* in knowledge/data/utilisation.yaml, and the job is sized from
them like a Wan2.1 job."""

from __future__ import annotations

import pytest

import knowledge
from rules import jobplan
from rules.estimate import media_job
from rules.facts import resolve
from rules.pipeline import consult
from tests.test_cli_robustness import run_cli

XDIT = "xdit-hunyuanvideo-performance"
# xDiT docs/performance/hunyuanvideo.md, 1280x720 (129 frames, 50 steps), 1 GPU, seconds
H100_S, H20_S, L20_S = 1904.08, 6639.17, 6043.88
HYV = {"task": "video", "model": "hunyuanvideo"}
# the reviewer's command: recommend --today 2026-12-03 --model hunyuanvideo --videos 300
# --resolution 720p --clip-seconds 5 --deadline 10d --region cn --invoice vat-special
# --budget 20000/total --currency CNY
REVIEW = {**HYV, "today": "2026-12-03", "videos": 300, "resolution": "720p", "clip_seconds": 5,
          "deadline": "10d", "region": "cn", "invoice": "vat-special", "budget": "20000/total",
          "currency": "CNY"}
ARGV = ["recommend", "--today", "2026-12-03", "--model", "hunyuanvideo", "--videos", "300",
        "--resolution", "720p", "--clip-seconds", "5", "--deadline", "10d", "--region", "cn",
        "--invoice", "vat-special", "--budget", "20000/total", "--currency", "CNY"]
A100_CLASS = ("a100-80g-sxm", "a100-80g-pcie", "a800-80g")


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


@pytest.fixture(scope="module")
def review():
    return consult(REVIEW, what_if=False)


def _rows(kb):
    return {u.id: u for u in kb.utilisation if u.kind == "media-rate" and "hunyuanvideo" in u.models}


def test_the_rows_are_xdits_one_gpu_seconds_and_name_their_setting(kb):
    rows = _rows(kb)
    assert set(rows) == {"hunyuanvideo-720p-h100", "hunyuanvideo-720p-h20", "hunyuanvideo-720p-l20"}
    for rid, seconds in (("hunyuanvideo-720p-h100", H100_S), ("hunyuanvideo-720p-h20", H20_S),
                         ("hunyuanvideo-720p-l20", L20_S)):
        row = rows[rid]
        assert 3600 / row.value == pytest.approx(seconds, rel=1e-4), rid  # rounded to 4 figures
        assert row.source == XDIT and row.resolution == "720p"
        assert "1280 × 720, 129 frames, 50 steps" in row.basis and "one" in row.basis
        assert f"{seconds:,.2f} s per clip" in row.basis
    assert "official HunyuanVideo code" in rows["hunyuanvideo-720p-h100"].basis
    assert "diffusers" in rows["hunyuanvideo-720p-l20"].basis  # the L20 ran another implementation


def test_the_sources_are_dated_and_say_what_they_cover(kb):
    src = kb.source(XDIT)
    assert src.url == "https://github.com/xdit-project/xDiT/blob/main/docs/performance/hunyuanvideo.md"
    assert src.as_of == "2026-12-03" and src.publisher
    for fact in ("129 frames, 50 steps", "1,904.08", "6,639.17", "6,043.88", "official HunyuanVideo",
                 "diffusers", "1-GPU"):
        assert fact in src.covers, fact
    defaults = kb.source("hunyuanvideo-sample-defaults")
    assert defaults.url.startswith("https://github.com/Tencent/HunyuanVideo/")
    for fact in ("--video-length 129", "--infer-steps 50", "fps=24"):
        assert fact in defaults.covers, fact
    model = kb.model("hunyuanvideo")
    assert {XDIT, "hunyuanvideo-sample-defaults"} <= set(model.source)


def test_a_5_second_clip_is_the_default_129_frame_clip(kb):
    """129 frames written at 24 fps (sample_video.py) ≈ 5.3 s: a 5 s request is the measured clip;
    a 10 s one is two measured clips, said so (review 107 C7)."""
    model = kb.model("hunyuanvideo")
    assert (model.clip_frames, model.clip_fps) == (129, 24)
    five = resolve({**HYV, "videos": 10, "clip_seconds": 5}, kb)
    assert not any("was not measured" in n.en for n in five.notes)
    ten = resolve({**HYV, "videos": 10, "clip_seconds": 10}, kb)
    assert any("129-frame clip" in n.en and "2 segments of 129 frames" in n.en for n in ten.notes)


@pytest.mark.parametrize("card, seconds", [("h100-sxm", H100_S), ("h20", H20_S)])
def test_a_measured_card_is_credited_its_own_time(kb, card, seconds):
    got = media_job.rate(kb, kb.card(card), "video", "hunyuanvideo", "720p")
    assert 3600 / got.per_gpu_hour == pytest.approx(seconds, rel=1e-3)
    assert got.scale == 1.0 and got.larger is None


def test_the_h100_job_time_is_the_published_figure(kb):
    """300 clips on one H100: 300 × 1,904.08 s = 158.7 GPU-hours of generation, plus the start-up."""
    intl = {k: v for k, v in REVIEW.items() if k not in ("invoice", "budget", "currency")}
    facts = resolve({**intl, "region": "intl"}, kb)  # where H100s are rented
    plan = jobplan.media_plan(kb, facts, kb.card("h100-sxm"), 1, 1)
    generation = 300 * H100_S / 3600
    assert generation == pytest.approx(158.7, abs=0.05)
    assert any(f"{generation:,.1f} GPU-hours" in a.en for a in plan.assumptions)
    assert 0 < plan.wall_hours - generation < 0.5  # the stated start-up, nothing else


def test_an_a100_is_never_credited_more_than_the_h100_measured(kb):
    for card in A100_CLASS:
        got = media_job.rate(kb, kb.card(card), "video", "hunyuanvideo", "720p")
        assert got.per_gpu_hour < 3600 / H100_S, card


def test_the_review_command_sizes_the_job_to_meet_the_deadline(kb, review):
    assert not any("No published speed" in n.en for n in review.facts.notes)
    assert review.facts.deadline == 240
    assert review.picks
    for pick in review.picks:
        assert pick.job is not None and pick.job.kind == "media"
        assert pick.job.wall_hours <= 240 and not pick.job.late
        assert pick.job.total <= 20000  # yuan, within the total budget
        rate = media_job.rate(kb, kb.card(pick.card), "video", "hunyuanvideo", "720p").per_gpu_hour
        if 300 / rate > 240:  # one card would take more than the 10 days
            assert pick.gpus >= 2, pick.card
    # the cheapest card in China with a VAT invoice is A100-class; at its credited rate one card
    # takes more than 10 days, so the answer is several cards, each doing its own clips
    enough = next(p for p in review.picks if "enough" in p.roles)
    assert enough.card in A100_CLASS
    rate = media_job.rate(kb, kb.card(enough.card), "video", "hunyuanvideo", "720p").per_gpu_hour
    assert 300 / rate > 240 and enough.gpus >= 2
    assert enough.job.gpu_hours >= 300 / rate


def test_the_cli_answer_prices_the_job_not_an_hour(kb):
    rc, out, err = run_cli(ARGV)
    assert rc == 0, err
    assert "No published speed" not in out
    assert "to finish the job" in out and "300 clips" in out
    assert "129 frames, 50 steps" in out  # the measurement the rate rests on, named
