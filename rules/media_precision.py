"""A smaller precision of an image or video model, as a what-if says it (review 122 M7: a FLUX.1-dev service whose
budget ruled out every 16-bit plan never heard of the FP8 FLUX the knowledge holds, 12–16 GB).

    smaller_precisions(kb, facts) -> ("fp8", …)      the model's recorded precisions under the one asked
    precision_note(kb, facts, card_id, precision)     what such a checkpoint is, and what its time rests on

The time: every media rate on record (knowledge/data/utilisation.yaml, media-rate rows) was measured in 16 bits, so a
smaller precision's plan is counted at the 16-bit speed and says so — faster only where measured, and FP8 kernels
speed up only a card with FP8 tensor cores (an Ampere card upcasts FP8 weights to compute in 16 bits).
"""

from __future__ import annotations

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from knowledge.text import source_name
from rules.estimate import media_job
from rules.estimate import precision as precision_mod
from rules.facts import Facts

# bits a weight, for ordering a model's recorded precisions (the --precision values a media model is sized in)
_BITS = {"fp32": 32, "bf16": 16, "fp16": 16, "fp8": 8, "int8": 8, "q8_0": 8, "nf4": 4, "int4": 4}


def smaller_precisions(kb: KnowledgeBase, facts: Facts) -> tuple[str, ...]:
    """The precisions the knowledge records a VRAM need for, smaller than the one asked, for an image or video model
    (FLUX.1: fp8; CogVideoX: int8), the least lossy first."""
    model = facts.model_record(kb) if facts.model and facts.task in ("image", "video") else None
    if model is None:
        return ()
    now = _BITS.get(str(facts.precision or model.native_dtype), 16)
    found = {v.precision for v in model.vram if _BITS.get(v.precision, 16) < now}
    return tuple(sorted(found, key=lambda p: (-_BITS[p], p)))


def precision_note(kb: KnowledgeBase, facts: Facts, card_id: str, precision: str) -> I18n:
    """What a plan at ``precision`` on ``card_id`` rests on: the checkpoint and its recorded need, its quality to check,
    and its time — the 16-bit one on record, with what FP8 kernels could change on this card."""
    model = facts.model_record(kb)
    name = model.name if model is not None else "the model"
    row = next((v for v in (model.vram if model is not None else ()) if v.precision == precision), None)
    gb = "" if row is None else f"{row.min_gb:g}" if row.min_gb == row.max_gb else f"{row.min_gb:g}–{row.max_gb:g}"
    cite_en, cite_zh = ("", "") if row is None else (
        (source_name(row.source, "en") or row.source).lower(), source_name(row.source, "zh") or row.source)
    output_en, output_zh = ("clips", "视频") if facts.task == "video" else ("images", "出图")
    size_en, size_zh = ("", "") if row is None else (f" ({gb} GB, {cite_en})", f"（{gb} GB，{cite_zh}）")
    article = "an" if precision[0] in "fin" else "a"  # an FP8 / INT8 / NF4 checkpoint
    text = I18n(en=f"That is {article} {precision.upper()} checkpoint of {name}{size_en}: compare its {output_en} "
                   "with the 16-bit model's before production use.",
                zh=f"这是 {name} 的 {precision.upper()} 版权重{size_zh}：正式使用前对比它与 16 位模型的"
                   f"{output_zh}效果。")
    timed = _time_note(kb, facts, card_id, precision)
    return I18n(en=f"{text.en} {timed.en}", zh=f"{text.zh}{timed.zh}")


def _time_note(kb: KnowledgeBase, facts: Facts, card_id: str, precision: str) -> I18n:
    card = kb.card(card_id)
    got = media_job.rate(kb, card, facts.task, str(facts.model), facts.resolution, facts.clip_seconds) \
        if facts.model else None
    unit_en, unit_zh = ("clip", "一条视频") if facts.task == "video" else ("image", "一张图")
    one = "a clip" if facts.task == "video" else "an image"
    at_en = f" (≈ {3600 / got.per_gpu_hour:,.1f} s {one} on {card_id})" if got is not None else ""
    at_zh = f"（{card_id} 上{unit_zh}约 {3600 / got.per_gpu_hour:,.1f} 秒）" if got is not None else ""
    support = precision_mod.fp8_support(card) if precision == "fp8" else ""
    if support == "native":
        may_en = (f"; {card_id} has FP8 tensor cores, where FP8 may run faster — time it on one GPU before you count "
                  "on it")
        may_zh = f"；{card_id} 有 FP8 Tensor Core，FP8 可能更快——先在一张卡上实测，再据此规划"
    elif support:
        may_en = f"; {card_id} has no FP8 tensor cores: it upcasts the weights and computes in 16 bits, no faster"
        may_zh = f"；{card_id} 没有 FP8 Tensor Core：权重升回 16 位计算，不会更快"
    else:
        may_en = f"; whether it runs faster on {card_id} is not on record — time it on one GPU"
        may_zh = f"；在 {card_id} 上是否更快没有记录——先在一张卡上实测"
    return I18n(en=f"Its time per {unit_en} in {precision} is not on record: the plan is sized at the 16-bit speed"
                   f"{at_en}{may_en}.",
                zh=f"{precision} 下{unit_zh}的用时没有记录：方案按 16 位的速度估算{at_zh}{may_zh}。")


def no_cheaper(task: str) -> I18n:
    """A smaller precision that costs no less, and why: the speed on record is the 16-bit one."""
    en, zh = ("clip", "每条视频") if task == "video" else ("image", "每张图")
    return I18n(en=f" No cheaper than at 16 bits: memory is not what sets this cost, each {en}'s time is — and that "
                   "time is the 16-bit one on record.",
                zh=f"并不比 16 位便宜：决定费用的不是显存，而是{zh}的用时——记录里只有 16 位的用时。")
