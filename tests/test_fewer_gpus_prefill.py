"""A what-if that serves the model on fewer GPUs at a smaller precision says its prompts are read on less compute
where that precision computes in 16-bit (FP8 on Ampere, 4-bit weights): note 50's Warsaw read-through, "2 × A100 is
enough at $2,002/month" beside the 4 × A100 lead, with its time to first token about doubled and unsaid."""

from __future__ import annotations

import re

import pytest

from rules.pipeline import consult

JOB = {"task": "inference", "model": "llama-3.3-70b", "context_tokens": 8192, "concurrency": 10, "region": "intl"}


def _what_ifs(only: str):
    result = consult({**JOB, "only_cards": only})
    return result, {w.change.get("precision"): w for w in result.what_if}


def test_w8a16_on_half_the_a100s_says_the_prompt_read_doubles():
    result, by_precision = _what_ifs("a100-80g-sxm")
    lead = result.picks[0]
    fp8 = by_precision["fp8"]
    assert fp8.card == lead.card and fp8.gpus < lead.gpus
    factor = lead.gpus / fp8.gpus
    said = re.search(r"time to first token is about ([\d.]+)× the lead's", fp8.text.en)
    assert said and float(said.group(1)) == pytest.approx(factor)
    assert "首字延迟约为首选方案的" in fp8.text.zh


def test_native_fp8_on_half_the_gpus_reads_as_fast_and_says_nothing():
    result, by_precision = _what_ifs("h100-sxm")
    fp8 = by_precision.get("fp8")
    assert fp8 is not None and fp8.gpus < result.picks[0].gpus
    assert "time to first token is about" not in fp8.text.en
