"""Reviews 105, 107, 108: a media batch's "faster" pick took 64 separate single-GPU instances (64 × H100 at RunPod for
300 Wan2.1 clips) whose stock no offer records; review 106: more GPUs than the fewest that meet --deadline, no reason
given. "Faster" now spreads past one machine only to two machines' worth or the enough pick's own count, says so and
how --max-gpus lifts it; a plan on more GPUs than the deadline's fewest says why."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from advisor_tui.cli import main
from rules.base.media_fleet import FLEET_MACHINES, faster_media_limit
from rules.estimate.job import NODE_GPUS
from rules.pipeline import consult

MEXICO = ("Small animation studio in Mexico City. We need about 300 short clips (5 seconds, 720p) with Wan2.1 14B, "
          "one-off, deliver in 3 days. Total budget 500 USD. Spot is fine.")


def test_the_faster_pick_of_a_media_batch_is_held_to_a_small_fleet_and_says_so(capsys, monkeypatch, tmp_path):
    monkeypatch.setenv("GPU_ADVISOR_TODAY", "2026-12-07")
    monkeypatch.setenv("GPU_ADVISOR_CACHE_DIR", str(tmp_path))
    assert main(["recommend", "--say", MEXICO]) == 0
    out = capsys.readouterr().out
    faster = next(line for line in out.splitlines() if line.strip().startswith("Faster:"))
    gpus = int(faster.split("Faster: ")[1].split(" ×")[0])
    assert NODE_GPUS < gpus <= FLEET_MACHINES * NODE_GPUS  # was 64 × H100 at RunPod
    assert "[media-fleet]" in out and "--max-gpus N" in out and "no seller's offer on file records" in out


def test_said_max_gpus_lifts_the_cap(kb):
    raw = {"task": "video", "model": "wan2.1-t2v-14b", "videos": 300, "resolution": "720p", "clip_seconds": 5,
           "region": "intl", "deadline": 72, "interruptible": True, "max_gpus": 8,
           "budget": {"amount": 500, "currency": "USD", "unit": "total"}}
    r = consult(raw, kb, what_if=False)
    assert all(p.gpus_in_all <= 8 for p in r.picks)
    assert not any(c.id == "media-fleet" for c in r.caveats)


@settings(max_examples=200, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(wide=st.integers(1, 256), one=st.integers(1, 8), enough=st.integers(1, 256))
def test_the_faster_limit_law(wide, one, enough):
    """Never past what a batch may take; a person's own cap stands; past one machine only to the fleet or the
    enough pick's own count (a deadline's need)."""
    got = faster_media_limit(wide, one, enough)
    assert got <= wide
    if wide <= one:
        assert got == wide
    else:
        assert got == min(wide, max(FLEET_MACHINES * one, enough))
        assert got >= min(wide, enough)  # the enough pick's own spread is never cut


def test_more_gpus_than_the_deadlines_fewest_says_why(kb):
    """Review 106: 3 GPUs where 2 meet the deadline — now the plan says 2 take 86 % of it and 3 cost the same."""
    r = consult({"task": "image", "model": "flux.1-dev", "images": 10000, "deadline": 24, "region": "intl"}, kb,
                what_if=False)
    enough = next(p for p in r.picks if "enough" in p.roles)
    wall = enough.job.wall_hours
    notes = [n for n in enough.job.assumptions if "would also meet" in n.en]
    assert enough.gpus_in_all == 3 and wall <= 0.75 * 24 and notes
    assert "2 GPUs would also meet the 24 h deadline" in notes[0].en and "2 张卡也能赶上" in notes[0].zh
