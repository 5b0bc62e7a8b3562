"""Review 76's findings outside the reader and the launch lines: a per-GPU price for GPUs that are not whole nodes of
an 8-GPU part, at a seller that never states its unit."""

from __future__ import annotations

import knowledge
from rules.pipeline import consult

KB = knowledge.load(user_file=False)


def test_twelve_gpus_of_an_eight_gpu_part_are_priced_as_two_nodes_where_the_unit_is_unknown():
    # C07 (major): 12 × MI300X (3 copies of 4) at Vultr, $6,660 "within your $8k", where Vultr never says it rents
    # fewer than a node: as whole nodes it is 16 GPUs, $8,880 — the unit rules fired only below 8 GPUs
    r = consult({"task": "inference", "model": "llama-3.3-70b", "region": "intl", "hours_per_day": 10.0, "rps": 3.0,
                 "input_tokens": 8192, "output_tokens": 500, "min_tps": 25.0, "buyer": "company", "max_ttft_s": 2.0,
                 "budget": {"amount": 8000, "currency": "USD", "unit": "month", "approx": True}}, KB)
    (pick,) = [p for p in r.picks if p.card == "mi300x"]
    assert pick.gpus * (pick.replicas or 1) == 12
    unit = next(c for c in r.caveats if c.id == "unit-unknown")
    assert "8,880" in unit.text.en  # 16 GPUs × $1.85 × 300 h
    said = " ".join(line.en for line in r.answer)
    assert "whole node breaks your budget" in said
    # the within-budget plan if the seller rents only whole nodes: CUDA at FP8, as the reviewer found by hand
    assert "3 × NVIDIA B200" in said and "5,301" in said
