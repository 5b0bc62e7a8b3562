"""Review 30 M2: an image or video *service* — "搭一个出图服务，每天 5000 张，高峰一分钟 20 张" — was
priced as a month's volume done in one batch (8 × RTX 4090 for 16.6 h, ¥252). A service's users wait
for each picture: its GPUs are sized for the peak rate and billed for the hours they run."""

from __future__ import annotations

import math
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import knowledge
from advisor_tui.understand.read import parse
from rules import media_service
from rules.estimate import media_job
from rules.estimate.load import TARGET_BUSY
from rules.facts import resolve
from rules.pipeline import consult

PROPS = settings(max_examples=20, deadline=None, derandomize=True,
                 suppress_health_check=[HealthCheck.function_scoped_fixture])
SERVICE = {"task": "image", "model": "sdxl", "region": "cn", "rps": 20 / 60, "requests_per_day": 5000}


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


def _rate(kb, card_id: str, model: str = "sdxl") -> float:
    return media_job.rate(kb, kb.card(card_id), "image", model).per_gpu_hour


def test_an_image_service_takes_the_gpus_its_peak_needs_billed_all_day(kb):
    r = consult(SERVICE, kb, what_if=False)
    assert r.picks
    peak = 20 * 60  # images an hour
    for p in r.picks:
        assert p.job.kind == "media-service" and not p.job.is_job
        n, per_gpu = p.gpus_in_all, _rate(kb, p.card)
        assert n * per_gpu * TARGET_BUSY >= peak  # keeps up at the peak, at most 80 % busy
        assert n == 1 or (n - 1) * per_gpu * TARGET_BUSY < peak  # and no GPU more than that takes
        assert p.job.wall_hours == pytest.approx(24 * 30)  # up round the clock, a month
        assert p.job.gpu_hours == pytest.approx(24 * 30 * n)
    enough = next(p for p in r.picks if "enough" in p.roles)
    # not the one-off batch of the month's 150,000 images (¥252 on 8 × RTX 4090)
    assert enough.monthly_cost > 1000
    text = " ".join(a.en for a in enough.job.assumptions)
    assert "at the peak" in text and "5,000 images a day" in text and "busy" in text


def test_a_peak_faster_than_one_gpu_says_what_one_gpu_fewer_would_do(kb):
    facts = resolve({k: v for k, v in SERVICE.items() if k != "requests_per_day"}, kb)
    plan = media_service.service_plan(kb, facts, kb.card("rtx-4090"), 1)
    assert plan.replicas == 2  # 1,200 an hour against one 4090's 1,134
    assert "1 would be 106% busy" in plan.assumptions[1].en


def test_a_day_total_alone_is_sized_at_its_estimated_busiest_hour(kb):
    facts = resolve({"task": "image", "model": "sdxl", "region": "cn", "requests_per_day": 5000}, kb)
    assert facts.media_service and facts.hours_per_day == 24
    assert facts.rps == pytest.approx(4 * 5000 / (math.pi * 16 * 3600))
    assert any("5,000 images rising and falling" in n.en for n in facts.notes)


def test_an_image_count_beside_a_peak_is_not_priced_as_a_batch(kb):
    facts = resolve({**SERVICE, "images": 150000}, kb)
    assert facts.images is None and facts.media_units is None and not facts.one_off_job
    assert any("images was not used" in n.en for n in facts.notes)


def test_without_a_peak_an_image_count_is_still_one_job(kb):
    facts = resolve({"task": "image", "model": "sdxl", "images": 150000}, kb)
    assert facts.one_off_job and not facts.media_service


def test_a_peak_rate_does_not_apply_to_transcription(kb):
    facts = resolve({"task": "transcribe", "model": "whisper-large-v3", "rps": 2}, kb)
    assert any("rps does not apply" in n.en for n in facts.notes)


@PROPS
@given(low=st.floats(0.01, 3.0), more=st.floats(0.0, 3.0),
       card=st.sampled_from(["rtx-4090", "a100-80g-sxm", "v100"]))
def test_a_busier_peak_never_takes_fewer_gpus_and_always_keeps_up(kb, low, more, card):
    base = {k: v for k, v in SERVICE.items() if k != "requests_per_day"}
    plans = [media_service.service_plan(kb, resolve({**base, "rps": rps}, kb), kb.card(card), 1)
             for rps in (low, low + more)]
    assert plans[1].replicas >= plans[0].replicas
    for rps, plan in zip((low, low + more), plans):
        assert plan.replicas * _rate(kb, card) * TARGET_BUSY >= rps * 3600 * (1 - 1e-9)


@pytest.mark.parametrize("text,rps,per_day", [
    ("搭一个出图服务，用 SDXL，每天 5000 张，高峰一分钟 20 张，国内，预算每月 5000 元", 20 / 60, 5000),
    ("We run an avatar generation app on FLUX schnell: about 12k images a day, peak maybe 40 images a minute.",
     40 / 60, 12000),
    ("做个文生图小程序，SDXL，每天大概 3000 张", None, 3000),
])
def test_the_reader_hears_a_service_and_its_peak(kb, text, rps, per_day):
    facts = dict(parse(text, kb, strict=True, today="2026-12-03").facts)
    assert "images" not in facts
    assert facts.get("requests_per_day") == per_day
    if rps is None:
        assert "rps" not in facts
    else:
        assert facts["rps"] == pytest.approx(rps, rel=1e-4)


def test_a_day_of_product_pictures_with_no_service_stays_a_batch(kb):
    facts = dict(parse("电商主图，每天 300 张左右，用 SDXL", kb, strict=True, today="2026-12-03").facts)
    assert facts.get("images") == 300 and facts.get("runs_per_month") == 30  # a run a day (review 42 M5)
    assert "rps" not in facts and "requests_per_day" not in facts


def test_the_cli_answers_a_service_in_images_a_second():
    out = subprocess.run([sys.executable, "-m", "advisor_tui.cli", "recommend", "--today", "2026-12-03", "--lang", "zh",
                          "--say", "搭一个出图服务，用 SDXL，每天 5000 张，高峰一分钟 20 张，国内"],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "高峰每秒 0.333 张图" in out.stdout and "高峰需要" in out.stdout
    assert "完成任务共" not in out.stdout  # no one-off batch price


def test_a_month_of_daily_volume_is_planned_to_finish_within_the_month(kb):
    """Review 32 C1: '每天 5000 小时音频' read as a month's 150,000 hours was planned on 1 × V100 for
    136 days; with no deadline the job still finishes within the days it covers where a count can."""
    r = consult({"task": "transcribe", "model": "whisper-large-v3", "audio_hours": 150000, "region": "cn"}, kb,
                what_if=False)
    assert r.picks
    for p in r.picks:
        assert p.job.wall_hours <= 30 * 24
        assert not p.job.late  # no deadline was said: nothing is late
    enough = next(p for p in r.picks if "enough" in p.roles)
    assert enough.gpus >= 5  # 150,000 h ÷ 45.9 h per GPU-hour = 3,268 GPU-hours over 720 h


def test_the_queued_alternative_is_priced_beside_a_peak_many_times_the_average(kb):
    r = consult({"task": "video", "model": "wan2.1-t2v-14b", "resolution": "720p", "region": "cn",
                 "rps": 300 / 3600, "requests_per_day": 2000}, kb, what_if=False)
    enough = next(p for p in r.picks if "enough" in p.roles)
    note = next(a.en for a in enough.job.assumptions if "a day take" in a.en)
    assert "queue the day's work and finish it within the day" in note
    assert enough.gpus_in_all > 200  # 300 clips an hour at ~56 min a clip


def test_a_service_whose_peak_takes_one_gpu_is_not_told_to_add_the_others(kb):
    """Read again: one RTX 4090 for a 15-a-minute peak heard "keep 1 running and add the others"."""
    facts = resolve({"task": "image", "model": "sdxl", "region": "cn", "rps": 0.25, "requests_per_day": 3000}, kb)
    plan = media_service.service_plan(kb, facts, kb.card("rtx-4090"), 1)
    assert plan.replicas == 1
    assert not any("add the others" in a.en for a in plan.assumptions)


def test_a_service_for_merchants_is_no_home_use(kb):
    """Read again in the TUI: '给商家用' (for the merchants to use) was read as '家用' (home use), a conflict with
    the company said before it."""
    said = ("我们是杭州一家做电商的公司，想搭个出图服务给商家用，SDXL，每天大概 3000 张，"
            "高峰一分钟 15 张，预算每月 4000 元")
    u = parse(said, kb, strict=True, today="2026-12-03")
    assert dict(u.facts)["buyer"] == "company" and not u.conflicts
