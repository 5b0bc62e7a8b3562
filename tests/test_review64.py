"""Review 64's findings outside the reader's table (its reader rows are in tests/data/utterances_review.yaml)."""

from __future__ import annotations

import knowledge
from rules.pipeline import consult

KB = knowledge.load(user_file=False)


def _reasons(result, card):
    return [why.text.en for x in result.rejected if x.card == card for why in x.why]


def test_ascend_does_not_load_gpt_oss_mxfp4_weights_and_says_what_does():
    # C9 (critical): one 910C was said to hold gpt-oss-120b's MXFP4 file; vLLM Ascend has no FP4 (vllm-ascend #7131)
    r = consult({"model": "gpt-oss-120b", "region": "cn", "concurrency": 32, "context_tokens": 8192}, KB)
    for card in ("ascend-910c", "ascend-910b"):
        assert card not in {p.card for p in r.picks}
        assert any("vllm-ascend #7131" in reason and "--precision bf16" in reason for reason in _reasons(r, card))
    # the BF16 release is not refused for the FP4 reason
    bf16 = consult({"model": "gpt-oss-120b", "precision": "bf16", "region": "cn", "domestic_chips": True}, KB)
    assert not any("#7131" in reason for card in ("ascend-910c", "ascend-910b") for reason in _reasons(bf16, card))
