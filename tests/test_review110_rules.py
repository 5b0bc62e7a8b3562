"""Review 110/111 (a blind ML-infra engineer's consultations, 2026-12-06): the rules' side of what was wrong."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import knowledge
from rules.pipeline import consult

KB = knowledge.load(user_file=False)

C4B = {"task": "transcribe", "model": "whisper-large-v3", "audio_hours": 3000, "region": "cn", "deadline": 72,
       "providers": "aliyun", "invoice": "vat-special", "budget": {"amount": 10000, "currency": "CNY", "unit": "total"}}


def test_a_transcription_batch_spreads_over_single_card_instances_of_unstated_size():
    """C4-b: the T4's only Aliyun price is a gn6i instance of unstated size; it was kept to one instance (124 h, ruled
    out "单卡——这种 PCIe 卡多卡训练不计提速" against 72 h). Whisper copies need no link: n instances do n files."""
    r = consult(C4B, KB, what_if=False)
    assert not any(c.card == "t4" and not c.ranked_after for c in r.rejected)
    t4 = next(p for p in list(r.picks) if p.card == "t4")
    assert t4.gpus >= 2 and not t4.job.late and t4.job.wall_hours <= 72
    a10 = next(p for p in r.picks if p.card == "a10")
    assert a10.gpus >= 2 and a10.job.wall_hours < 66  # was 66.3 h on one card, ranked after as deadline-tight
    for c in r.rejected:
        for why in c.why:
            assert "多卡训练不计提速" not in why.text.zh  # that is training's reason, not a batch's


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hours=st.sampled_from([500, 3000, 8000]), deadline=st.sampled_from([24, 72, 168]))
def test_a_batch_on_single_card_instances_finishes_in_work_over_gpus(hours, deadline):
    """Law: a media batch's wall time on n instances is its GPU-hours over n plus the start-up, whatever the offer."""
    r = consult({**C4B, "audio_hours": hours, "deadline": deadline, "budget": None}, KB, what_if=False)
    for p in r.picks:
        per_gpu = p.job.gpu_hours / p.gpus
        assert abs(per_gpu - p.job.wall_hours) <= 0.01 * p.job.wall_hours + 0.01


C1A = {"task": "inference", "model": "qwen3-32b", "context_tokens": 32768, "concurrency": 150, "region": "cn",
       "compliance": True, "domestic_chips": True, "max_ttft_s": 2}


def test_a_first_token_limit_does_not_stop_copies_that_hold_the_headline_need():
    """C1-a: 716.8 GB headline (1 × 32k + 149 × 16k) yet the 910C was ruled out at "每张也要 159.4 GB" — eight
    single-card copies each holding all 65.6 GB of weights, because a first-token limit turned copies off. Two copies
    of 4 × 910C hold it in one 8-card server; the memory gate no longer rules the 910C out."""
    r = consult(C1A, KB, what_if=False)
    for c in r.rejected:
        if c.card == "ascend-910c":
            assert all(w.rule != "memory-gate" for w in c.why), [w.text.en for w in c.why]
    fit = next(cv for cv in r.caveats if "ascend-910c" in cv.text.en and "716.77" in cv.text.en)
    assert "2 copies" in fit.text.en or "2 份副本" in fit.text.zh


def test_the_gate_says_the_occupancy_the_headline_counts():
    """C1-a: the gate's line said the need was every sequence at the full context while the headline counted one at
    32k and the rest at 16k; one figure per answer. The card's nominal size is GiB beside usable GB (10^9 bytes)."""
    r = consult({**C1A, "max_gpus": 4}, KB, what_if=False)
    lines = [w.text.en for c in r.rejected if c.card == "ascend-910c" for w in c.why if w.rule == "memory-gate"]
    for en in lines:
        assert "every sequence at the full" not in en
        if "usable" in en:
            assert "GiB cards" in en and "(10^9 bytes)" in en


def test_fp8_training_is_said_routine_and_its_memory_bf16s():
    """111 C2: "--precision fp8 按 bf16 混合精度计算" and "FP8 … 训练用不到" told an H100 owner FP8 training is out of
    reach. FP8 mixed precision is routine on Hopper; the memory is bf16 mixed precision's, the speed-up not timed."""
    base = {"task": "pretrain", "model": "llama-3.1-8b", "train_tokens": 30_000_000_000, "context_tokens": 8192,
            "region": "intl", "only_cards": "h100-sxm"}
    fp8, bf16 = consult({**base, "precision": "fp8"}, KB, what_if=False), consult(base, KB, what_if=False)
    assert abs(fp8.requirement.vram_gb - bf16.requirement.vram_gb) < 0.01
    notes = " ".join(n.en for n in fp8.requirement.notes)
    assert "FP8 mixed-precision training" in notes and "is taken as bf16 mixed precision" not in notes
    for cv in fp8.caveats:
        assert "FP8 figures your" not in cv.text.en and "FP8 数字，训练用不到" not in cv.text.zh
