"""Review 7 F7: a video generation job has a size — clips, their resolution and length — and is
costed like an image job: the Wan2.1 README's per-clip times, the job's own GPU-hours priced under
each offer's unit, n GPUs doing n clips at once, a deadline raising the count. Memory follows the
stated resolution (720P: the README's measured 69.1 GB peak)."""

from __future__ import annotations

import json
import math

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import knowledge
from advisor_tui.understand.read import parse
from knowledge.errors import InputError
from rules import jobplan
from rules.estimate import media_job
from rules.estimate.requirement import requirement
from rules.facts import resolve
from rules.pipeline import consult
from tests.test_cli_robustness import run_cli

PROPS = settings(max_examples=15, deadline=None, derandomize=True,
                 suppress_health_check=[HealthCheck.function_scoped_fixture])
WAN = {"task": "video", "model": "wan2.1-14b"}
REVIEW = "wan2.1 14b 做视频 大概200条 5秒720p 国内 越快越好 ,预算不限制"
# Wan2.1 README, computational efficiency: T2V-14B, 720P, one GPU, seconds per clip
A100_S, H100_S, H20_S = 3342.6, 1837.9, 6935.5


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


@pytest.mark.parametrize("card, seconds", [("a100-80g-sxm", A100_S), ("a800-80g", A100_S),
                                           ("h100-sxm", H100_S), ("h20", H20_S)])
def test_clip_rates_are_the_readme_seconds(kb, card, seconds):
    got = media_job.rate(kb, kb.card(card), "video", "wan2.1-14b", "720p")
    assert 3600 / got.per_gpu_hour == pytest.approx(seconds, rel=0.002)
    assert got.larger is None


def test_a_card_beyond_the_h100_is_credited_no_more_and_a_weaker_one_is_scaled_down(kb):
    b200 = media_job.rate(kb, kb.card("b200"), "video", "wan2.1-14b", "720p")
    assert 3600 / b200.per_gpu_hour == pytest.approx(H100_S, rel=0.005) and b200.floored
    l20 = media_job.rate(kb, kb.card("l20"), "video", "wan2.1-14b", "720p")
    assert l20.per_gpu_hour < 3600 / H20_S  # fewer dense TFLOPS than the H20


def test_200_clips_on_one_a100_are_185_7_gpu_hours(kb):
    facts = resolve({**WAN, "videos": 200, "resolution": "720p", "region": "cn"}, kb)
    plan = jobplan.media_plan(kb, facts, kb.card("a100-80g-sxm"), 1, 1)
    generation = 200 * A100_S / 3600
    assert generation == pytest.approx(185.7, abs=0.05)
    setup = plan.wall_hours - generation  # start-up and the weights' download, stated
    assert 0 < setup < 0.5 and plan.gpu_hours == pytest.approx(plan.wall_hours)
    assert any("185.7 GPU-hours" in a.en for a in plan.assumptions)
    eight = jobplan.media_plan(kb, facts, kb.card("a100-80g-sxm"), 8, 8)
    assert eight.wall_hours == pytest.approx(generation / 8 + setup, rel=0.01)


def test_the_job_is_priced_as_a_whole_not_a_month(kb):
    facts = resolve({**WAN, "videos": 200}, kb)
    assumed = dict(facts.assumed)
    assert "days" not in assumed and "hours_per_day" not in assumed
    assert assumed["resolution"] == "720p"  # generate.py's default --size 1280*720, stated
    r = consult({**WAN, "videos": 200, "region": "cn"}, what_if=False)
    assert r.picks and all(p.job is not None and p.job.kind == "media" for p in r.picks)
    for pick in r.picks:
        assert pick.job.gpu_hours >= 200 * H100_S / 3600  # no card beats the H100's time here


def test_memory_follows_the_stated_resolution(kb):
    at = {res: requirement(resolve({**WAN, "resolution": res}, kb), kb).vram_gb
          for res in ("480p", "720p")}
    assert at["720p"] == pytest.approx(69.1, abs=0.05)  # the README's measured 720P peak
    assert at["480p"] == pytest.approx(46.4, abs=0.05)  # the 480P sizing as before
    fp8 = requirement(resolve({**WAN, "resolution": "720p", "precision": "fp8"}, kb), kb).vram_gb
    assert fp8 > 48  # no 32 GB (or 48 GB) card holds FP8 weights at 720P


def test_fp8_what_if_is_checked_at_the_stated_resolution(kb):
    r = consult({**WAN, "videos": 200, "resolution": "720p", "region": "cn"})
    for w in r.what_if:
        assert w.card not in ("rtx-5090", "rtx-4090", "rtx-3090", "l20", "rtx-4090-48g")


def test_480p_scales_the_720p_time_by_the_denoisers_work_and_says_so(kb):
    # (it was the 720p time as a ceiling until review 44 M3: about 4× too long; tests/test_review44.py pins the formula)
    got = media_job.rate(kb, kb.card("a100-80g-sxm"), "video", "wan2.1-14b", "480p")
    assert 3600 / got.per_gpu_hour == pytest.approx(A100_S * 0.2642, rel=0.01)
    assert got.larger is not None and "scaled by the denoiser's work" in got.larger.en


def test_hunyuanvideos_540p_is_scaled_from_its_own_544_by_960_frames_of_129(kb):
    # review 63 C9: the 720p time was reused as a ceiling; its own 544 × 960 × 129 frames are 67,320 latent tokens
    # against 118,800 at 720p — 2·N·T + 4·60·3,072·T² (HunyuanVideo's 60 blocks, hidden 3,072)
    def work(t):
        return 2 * 13e9 * t + 4 * 60 * 3072 * t * t
    at_720 = media_job.rate(kb, kb.card("h100-sxm"), "video", "hunyuanvideo", "720p")
    at_540 = media_job.rate(kb, kb.card("h100-sxm"), "video", "hunyuanvideo", "540p")
    assert at_720.per_gpu_hour / at_540.per_gpu_hour == pytest.approx(work(67_320) / work(118_800), rel=1e-6)
    assert "67,320 against 118,800" in at_540.larger.en


def test_a_model_whose_licence_excludes_territories_says_so_with_an_alternative(kb):
    r = consult({"model": "hunyuanvideo", "videos": 100, "region": "intl"})
    said = next(c for c in r.caveats if c.id == "licence-territory")
    assert "the European Union, the United Kingdom and South Korea" in said.text.en
    assert "Wan2.1-T2V-14B" in said.text.en and "欧盟、英国、韩国" in said.text.zh
    assert not any(c.id == "licence-territory" for c in consult({**WAN, "videos": 100}).caveats)


@pytest.mark.parametrize("raw, words", [
    ({"resolution": "1080p"}, "does not generate 1080p"),
    ({"resolution": "4k"}, "480p, 540p, 720p, 1080p"),
    ({"videos": "abc"}, "--videos"), ({"videos": -5}, "--videos"), ({"videos": 0}, "--videos"),
    ({"clip_seconds": "x"}, "--clip-seconds"),
])
def test_bad_video_input_is_a_one_line_error(kb, raw, words):
    names = {"videos": "--videos", "resolution": "--resolution", "clip_seconds": "--clip-seconds"}
    with pytest.raises(InputError) as err:
        resolve({**WAN, **raw}, kb, names=names)
    assert words in str(err.value) and "\n" not in str(err.value)


def test_a_clip_length_other_than_the_measured_one_is_stated(kb):
    facts = resolve({**WAN, "videos": 10, "clip_seconds": 10}, kb)
    assert any("81-frame" in n.en and "2 segments of 81 frames" in n.en for n in facts.notes)  # review 107 C7
    assert not resolve({**WAN, "videos": 10, "clip_seconds": 5}, kb).notes


def test_video_facts_do_not_apply_to_other_tasks(kb):
    facts = resolve({"task": "image", "model": "sdxl", "videos": 5, "resolution": "720p"}, kb)
    assert any("does not apply" in n.en or "do not apply" in n.en for n in facts.notes)
    assert facts.media_units is None


@PROPS
@given(small=st.integers(1, 5000), factor=st.floats(1.01, 20))
def test_more_clips_never_cost_less_nor_finish_sooner(kb, small, factor):
    card = kb.card("a100-80g-sxm")
    a = jobplan.media_plan(kb, resolve({**WAN, "videos": small, "region": "cn"}, kb), card, 1, 8)
    b = jobplan.media_plan(kb, resolve({**WAN, "videos": int(small * factor) + 1, "region": "cn"},
                                       kb), card, a.gpus, a.gpus)
    assert b.total >= a.total - 1e-9 and b.gpu_hours >= a.gpu_hours
    assert b.wall_hours >= a.wall_hours - 1e-9  # on the same GPUs


@PROPS
@given(clips=st.integers(10, 5000), deadline=st.floats(2, 500), tighter=st.floats(0.1, 0.99))
def test_a_tighter_deadline_never_yields_fewer_gpus(kb, clips, deadline, tighter):
    card = kb.card("h100-sxm")
    one = {**WAN, "videos": clips, "region": "intl"}
    loose = jobplan.media_plan(kb, resolve({**one, "deadline": deadline}, kb), card, 1, 8)
    tight = jobplan.media_plan(kb, resolve({**one, "deadline": deadline * tighter}, kb), card, 1, 8)
    assert tight.gpus >= loose.gpus
    assert loose.late or loose.wall_hours <= deadline


def test_a_deadline_takes_the_fewest_gpus_that_meet_it_with_room(kb):
    """The fewest GPUs that leave a quarter of the deadline (review 45 C7: 5 × H100 met 24 h in 21.5 h on an
    estimated rate; 6 cost the same GPU-hours and leave room for a slower run)."""
    facts = resolve({**WAN, "videos": 200, "deadline": 24, "region": "intl"}, kb)
    plan = jobplan.media_plan(kb, facts, kb.card("h100-sxm"), 1, 8)
    setup = plan.wall_hours - 200 * H100_S / 3600 / plan.gpus
    assert plan.gpus == math.ceil(200 * H100_S / 3600 / (0.75 * 24 - setup))  # 6
    assert plan.wall_hours <= 0.75 * 24 and not plan.late
    loose = jobplan.media_plan(kb, resolve({**WAN, "videos": 200, "deadline": 24, "region": "intl",
                                             "max_gpus": 5}, kb), kb.card("h100-sxm"), 1, 5)
    assert loose.gpus == 5 and loose.wall_hours <= 24  # the deadline itself, where no room is allowed


def test_the_reader_takes_the_reviews_job_size(kb):
    u = parse(REVIEW, kb, strict=True)
    assert u.facts["videos"] == 200 and u.facts["resolution"] == "720p"
    assert u.facts["clip_seconds"] == 5 and u.facts["model"] == "wan2.1-14b"
    bad = parse("wan2.1 14b 1080p 200条视频", kb, strict=True)
    assert "resolution" not in bad.facts  # never silently downgraded: it is asked about
    assert any(x.kind == "resolution" and "1080p" in x.note.en for x in bad.unresolved)


def test_the_reviews_command_prices_the_job(kb):
    rc, out, err = run_cli(["--lang", "zh", "recommend", "--say", REVIEW])
    assert rc == 0, err
    assert "要生成的视频条数：200" in out and "视频分辨率：720p" in out
    assert "完成任务共" in out and "每月" not in out.split("显存")[0]  # a job, not a month
    assert "69.1 GB" in out and "185.7 卡时" in out
    rc, out, _ = run_cli(["recommend", "--model", "wan2.1-14b", "--videos", "200",
                          "--resolution", "720p", "--region", "cn", "--json"])
    data = json.loads(out)
    assert rc == 0 and data["facts"]["videos"] == 200 and data["facts"]["resolution"] == "720p"
    assert data["requirement"]["vram_gb"] == pytest.approx(69.1, abs=0.05)
    assert data["picks"][0]["job"]["gpu_hours"] >= 200 * H100_S / 3600


@pytest.mark.parametrize("argv, words", [
    (["--videos", "abc"], "--videos"), (["--videos", "-3"], "--videos"),
    (["--resolution", "1080p", "--videos", "10"], "does not generate 1080p"),
])
def test_bad_cli_input_exits_2_with_one_line(argv, words):
    rc, out, err = run_cli(["recommend", "--model", "wan2.1-14b", *argv])
    assert rc == 2 and words in err and len(err.strip().splitlines()) == 1


def test_a_resolution_with_nothing_to_size_it_says_it_was_not_used(kb):
    # (CogVideoX-2B: the 5B's 480p-only clip is on record since review 41 M4)
    facts = resolve({"task": "video", "model": "cogvideox-2b", "resolution": "720p"}, kb)
    assert any("was not used" in n.en for n in facts.notes)


def test_hunyuanvideo_at_720p_is_gated_at_its_720p_peak_not_the_540p_one(kb):
    """Review 22 K3: --resolution 720p was dropped and the 45 GB (544 × 960) peak gated a 48 GB card."""
    from rules.pipeline import consult

    at = {res: consult({"task": "video", "model": "hunyuanvideo", "resolution": res}, kb, what_if=False)
          for res in ("720p", "540p")}
    assert at["720p"].requirement.vram_gb == pytest.approx(60.0)
    assert at["540p"].requirement.vram_gb == pytest.approx(45.0)
    assert all(kb.card(p.card).vram_gb >= 60 for p in at["720p"].picks)
    with pytest.raises(InputError, match="does not generate 480p"):
        resolve({"task": "video", "model": "hunyuanvideo", "resolution": "480p"}, kb)


def test_the_interview_asks_a_video_task_for_its_clips(kb):
    from advisor_tui import interview as flow

    iv = flow.Interview(raw={"task": "video", "model": "wan2.1-14b"}, answered=["task", "model"])
    q = iv.next_question(kb)
    while q is not None and q.id != "videos":
        iv.skip(q)
        q = iv.next_question(kb)
    assert q is not None and "720p" in q.text.en
    u = parse("200 条，720p", kb, strict=True, question="videos")
    iv.answer_facts(u.facts, "videos", "200 条，720p")
    assert iv.raw["videos"] == 200 and iv.raw["resolution"] == "720p"
    r = consult(resolve(iv.raw, kb), what_if=False)
    assert r.picks and r.picks[0].job is not None


def test_a_deadline_job_keeps_a_restarts_margin_when_more_gpus_cost_the_same(kb):
    """Review 10 F5: 500 clips within a week went to 3 × A100 finishing in 155 of 168 h, labelled
    'faster' too, while 8 finished in 58 h for ¥3 more."""
    r = consult({**WAN, "videos": 500, "clip_seconds": 5, "resolution": "720p", "region": "cn",
                 "deadline": "7d", "budget": "5000/total CNY"}, what_if=False)
    top = r.picks[0]
    assert top.job.wall_hours <= jobplan.TIGHT_DEADLINE * 168
    if "faster" in top.roles:  # the label is the plan shown, not the same card on more GPUs
        assert not any(w.rule == "rank-faster" and f"{top.gpus} " not in w.text.en for w in top.why)


@PROPS
@given(videos=st.integers(20, 3000), days=st.integers(2, 30))
def test_a_media_pick_is_tight_only_when_no_count_of_the_same_cost_leaves_a_margin(kb, videos, days):
    r = consult({**WAN, "videos": videos, "region": "cn", "deadline": f"{days}d"}, what_if=False)
    for pick in r.picks:
        if pick.job is None or pick.job.late:
            continue
        tight = pick.job.wall_hours > jobplan.TIGHT_DEADLINE * days * 24
        said = any("under 10 %" in a.en for a in pick.job.assumptions)
        assert tight == said
