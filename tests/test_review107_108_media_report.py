"""Review 107 C7 (a 10-second Wan2.1 clip was priced and sized as a 5-second one) and review 108 C6b (the HTML
report's memory chart showed per-GPU needs that neither the text nor the fit used)."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

import knowledge
from rules.estimate import clip_length, media_job
from rules.estimate.requirement import requirement
from rules.facts import resolve
from tests.recommend_cli import recommend as _cli

KB = knowledge.load(user_file=False)
WAN = KB.models_by_id["wan2.1-14b"]

C7 = ("Mexico City studio again. Change of plans: the director wants 10-second clips, not 5, and 720p, still 300 "
      "clips with Wan2.1 14B, still 3 days. Budget 10,000 MXN total, spot is fine.")
C7_OPTIONS = ("--budget", "10000/total", "--currency", "MXN", "--fx", "MXN/USD=0.054")


def _mxn(line: str) -> float:
    return float(re.search(r"([\d,]+) MXN/total \(", line).group(1).replace(",", ""))


def test_c7_a_10_second_clip_is_two_measured_segments_and_its_one_pass_need_is_said():
    """C7: '10-second clips … 300 clips with Wan2.1 14B' led with 8 × A100 for 5,179 MXN, each clip priced as a 5 s
    one. Now each clip is two 81-frame segments: twice the generation time, the memory of one (69.1 GB), and the
    A100 plan (10,338 MXN) is over the 10,000 MXN budget; a one-pass 161-frame clip is said (≈107 GB, ≈3.2×)."""
    out = _cli("--say", C7, *C7_OPTIONS)
    note = next(x for x in out.splitlines() if x.startswith("Note:") and "81-frame" in x)
    assert "2 segments of 81 frames" in note and "2× the time of a 5 s clip and the memory of one" in note
    assert "161 frames" in note and "about 107 GB" in note and "about 3.2× the time" in note
    assert "assumed, not measured" in note and "not a measurement" in note
    assert "the job needs 69.1 GB" in out or "memory for the job (69.1 GB)" in out
    a100 = next(x for x in out.splitlines() if x.strip().startswith("a100-80g-sxm: over budget"))
    five = _cli("--say", C7.replace("10-second", "5-second"), *C7_OPTIONS)
    assert "5,179 MXN to finish the job" in five and "81-frame" not in five
    assert _mxn(a100) > 1.9 * 5_179  # the start-up is paid once, the generation twice


def test_c7_a_shorter_clip_is_priced_as_the_measured_one_and_said_to_be_a_ceiling():
    facts = resolve({"task": "video", "model": "wan2.1-14b", "videos": 10, "clip_seconds": 3}, KB)
    said = " ".join(n.en for n in facts.notes)
    assert "3 s clip was not measured" in said and "a ceiling" in said
    assert clip_length.segments(WAN, 3) == 1


@settings(max_examples=60, deadline=None)
@given(seconds=st.floats(0.5, 60.0), resolution=st.sampled_from(("480p", "720p")),
       card=st.sampled_from(("a100-80g-sxm", "h100-sxm", "rtx-pro-6000", "l40s")))
def test_c7_a_clip_costs_its_segments_times_the_measured_clip_and_needs_the_memory_of_one(seconds, resolution,
                                                                                       card):
    """Law: a clip of s seconds is the fewest measured-length segments that cover it (within the 0.5 s a spoken
    length rounds), its generation time is that many measured clips, and its memory need is one segment's."""
    n = clip_length.segments(WAN, seconds)
    measured = clip_length.measured_seconds(WAN)
    assert n * measured >= seconds - clip_length.SAME_LENGTH_S and (n - 1) * measured < seconds
    one = media_job.rate(KB, KB.card(card), "video", WAN.id, resolution)
    each = media_job.rate(KB, KB.card(card), "video", WAN.id, resolution, seconds)
    assert abs(each.per_gpu_hour * n - one.per_gpu_hour) < 1e-9 * one.per_gpu_hour
    base = {"task": "video", "model": WAN.id, "videos": 30, "resolution": resolution}
    assert (requirement(resolve({**base, "clip_seconds": seconds}, KB), KB).vram_gb
            == requirement(resolve(base, KB), KB).vram_gb)
