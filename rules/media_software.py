"""The software a media job runs on the card it is timed on, and how far a measured rate carries off CUDA (review 84
c04: a transcription on an Ascend 910B was told to "run the batched faster-whisper pipeline on whichever you rent" —
CTranslate2 has no NPU backend — and its rate, scaled from CUDA software on an A100, read as a firm figure with a
two-week deadline riding on it)."""

from __future__ import annotations

from typing import Any

from knowledge.schema import I18n
from rules.job_notes import hours_text, hours_text_zh

STACK = {"rocm": "ROCm", "cann": "CANN"}


def transcribe_software(card: Any) -> I18n:
    """What to run Whisper with on ``card`` (sources faster-whisper-benchmark, insanely-fast-whisper-benchmark,
    ctranslate2-rocm-wheels, whisper-ascend-transformers)."""
    if card.ecosystem == "cann":
        return I18n(
            en="On Ascend there is no faster-whisper: CTranslate2 has no NPU backend (CPU only there), and vLLM-Ascend "
               "does not serve Whisper — run it through Transformers' Whisper pipeline on torch_npu (device npu, "
               "FP16, batched chunks). Both measurements behind the rate ran CUDA software (faster-whisper, "
               "Transformers + FlashAttention 2), which that path does not have.",
            zh="昇腾上没有 faster-whisper：CTranslate2 没有 NPU 后端（在那里只能跑 CPU），vLLM-Ascend 也不支持 Whisper"
               "——要用 Transformers 的 Whisper 管线跑在 torch_npu 上（device npu、FP16、分块批量）。"
               "速度所依据的两组实测都是 CUDA 软件（faster-whisper、Transformers + FlashAttention 2），"
               "这条路径上都没有。")
    if card.ecosystem == "rocm":
        return I18n(
            en="On ROCm, faster-whisper needs CTranslate2's ROCm wheel (release v4.7.1 on GitHub, built for ROCm 7.2; "
               "the PyPI wheel is CUDA-only) — or run Transformers' Whisper pipeline on PyTorch for ROCm. The rate "
               "comes from CUDA measurements.",
            zh="ROCm 上的 faster-whisper 要装 CTranslate2 的 ROCm 版（GitHub 上 v4.7.1 的发布包，基于 ROCm 7.2；"
               "PyPI 上的只支持 CUDA）——或用 PyTorch ROCm 版跑 Transformers 的 Whisper 管线。速度来自 CUDA 上的实测。")
    return I18n(
        en="The two Whisper measurements use different software (faster-whisper batched on the consumer card, "
           "Transformers + FlashAttention 2 on the A100): much of the gap between cards is the software, so run the "
           "batched faster-whisper pipeline on whichever you rent.",
        zh="两组 Whisper 实测用的软件不同（消费卡上是批量的 faster-whisper，A100 上是 Transformers + "
           "FlashAttention 2）：卡与卡之间的差距很大一部分来自软件，租哪张卡都用批量的 faster-whisper。")


def unmeasured_off_cuda(card: Any, wall: float, deadline: float | None) -> I18n | None:
    """A media job timed on a ROCm or CANN card from CUDA measurements: no run on that stack is on record, so the time
    may be longer, and a deadline holds only while it runs at the share of that speed it leaves."""
    if card.ecosystem == "cuda":
        return None
    stack = STACK.get(card.ecosystem, card.ecosystem)
    en = (f"No run of this model on {stack} is on record: {hours_text(wall)} is scaled from CUDA software, which "
          f"{stack} does not run, and may well be longer")
    zh = (f"这个模型在 {stack} 上没有实测：{hours_text_zh(wall)} 是按 CUDA 软件折算的，{stack} 上跑不了那些软件，"
          "实际可能更久")
    if deadline:
        share = wall / deadline
        en += (f" — the {deadline:,.0f} h deadline holds only while it runs at {share:.0%} or more of that speed: "
               "time a small batch of your own files on it first")
        zh += f"——只有跑到这个速度的 {share:.0%} 以上才赶得上 {deadline:,.0f} 小时的期限：先用自己的一小批文件实测"
    return I18n(en=f"{en}.", zh=f"{zh}。")


def media_time_unpriced(kb: Any, facts: Any, card: Any) -> I18n | None:
    """A media job's hours on a card with no price to cost it by (an Ascend card for 信创: "ask for a quote"), so that
    the deadline is checked before the quote comes (review 84 c04: 3,000 hours of audio in two weeks on 910B heard
    only that one card holds 10 GB)."""
    from rules.estimate import job as job_est
    from rules.estimate import media_job

    if facts.media_units is None or not facts.model:
        return None
    got = media_job.rate(kb, card, facts.task, str(facts.model), facts.resolution, facts.clip_seconds)
    if got is None:
        return None
    units = float(facts.media_units)
    model = kb.models_by_id.get(str(facts.model))
    setup = job_est.setup_hours(float(model.params_b if model is not None else 0) * 2)
    one = media_job.wall_hours(units, got.per_gpu_hour, 1) + setup
    unit_en, unit_zh = media_job.UNITS[facts.task]
    en = f" {got.basis.en.rstrip('.')}: the {units:,.6g} {unit_en} take about {hours_text(one)} on one card"
    zh = f"{got.basis.zh.rstrip('。')}：{units:,.6g} {unit_zh}一张卡约 {hours_text_zh(one)}"
    if facts.deadline and one > facts.deadline:
        need = -(-units // (got.per_gpu_hour * max(1e-6, facts.deadline - setup)))
        en += f"; {need:,.0f} cards, each on its share of the files, keep the {facts.deadline:,.0f} h deadline"
        zh += f"；{need:,.0f} 张卡各处理一部分文件，才能赶上 {facts.deadline:,.0f} 小时的期限"
    elif facts.deadline:
        en += f", within your {facts.deadline:,.0f} h deadline"
        zh += f"，在你的 {facts.deadline:,.0f} 小时期限内"
    off = unmeasured_off_cuda(card, one, facts.deadline)
    if off is not None:
        en, zh = f"{en}. {off.en[:-1]}", f"{zh}。{off.zh[:-1]}"
    return I18n(en=f"{en}.", zh=f"{zh}。")
