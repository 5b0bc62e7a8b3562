"""Smaller weights for several models on the person's own cards plus the added ones (review 110 C10-b): one RTX 4090
owned and a second weighed for Qwen3-32B + Whisper + BGE-M3 heard only "at fp16 they do not hold 88.1 GB", while the
main answer's what-if (4-bit weights) was never tried on their cards. The same what-if, applied to them: FP8 where the
card computes in it, then 4-bit weights for the chat model, then 4-bit weights with an FP8 KV cache — the first that
holds, with the fullest GPU's share (the other models sit whole on GPU 0 beside its share of the chat model).
The one-model verdicts are advisor_tui.named_cards._smaller_weights'; no new memory arithmetic here (named_variant)."""

from __future__ import annotations

from typing import Any

from knowledge.schema import I18n


def smaller_for_the_models(kb: Any, card_id: str, count: int, result: Any, nc: Any) -> I18n | None:
    """What smaller precisions do for ``count`` of the card serving several models on one box; None off that job
    (one model, training, a precision already below 16 bits) or where no variant resolves."""
    from rules.estimate import precision as precision_mod
    from rules.launch import int4_method
    from rules.placement import fits

    facts = result.facts
    if not facts.models or facts.task != "inference" or facts.precision not in precision_mod.SIXTEEN_BIT:
        return None
    chat = _chat_model(kb, facts.models)
    if chat is None:
        return None
    card = kb.card(card_id)
    kv = facts.kv_precision or "fp16"
    fp8_kv = precision_mod.runs_fp8_kv(card)
    method = int4_method(chat)
    tries = []
    if precision_mod.fp8_support(card) == "native":
        tries.append(("fp8", "fp8" if fp8_kv else kv, "FP8 weights" + (" and KV cache" if fp8_kv else ""),
                      "权重" + ("和 KV cache " if fp8_kv else "") + "用 FP8"))
    tries.append(("int4", kv, f"4-bit weights ({method})", f"权重用 4 位（{method}）"))
    if fp8_kv and kv != "fp8":
        tries.append(("int4", "fp8", f"4-bit weights ({method}) and an FP8 KV cache",
                      f"权重用 4 位（{method}）、KV cache 用 FP8"))
    last = None
    for precision, kv_precision, en, zh in tries:
        got = nc._variant(kb, facts, card_id, count, precision=precision, kv_precision=kv_precision)
        if got is None:
            continue
        req, placed = got[1], got[3]
        figures_en = (f"{float(req.vram_gb):,.1f} GB in all; {placed.per_gpu_need_gb:,.1f} of "
                      f"{placed.usable_gb:,.1f} GB usable on the fullest GPU")
        figures_zh = (f"共 {float(req.vram_gb):,.1f} GB；最满的那张卡 {placed.per_gpu_need_gb:,.1f} / "
                      f"{placed.usable_gb:,.1f} GB")
        if fits(placed):
            caution_en = (" 4-bit weights lose more accuracy than 8-bit ones: check them on your own evals."
                          if precision == "int4" else "")
            caution_zh = "4 位权重比 8 位损失更多精度：先用你自己的评测集验证。" if precision == "int4" else ""
            return I18n(en=f"With {chat.name} in {en} (the others at 16 bits; {figures_en}), {count} would hold "
                           f"it.{caution_en}",
                        zh=f"若 {chat.name} 的{zh}（其余模型仍为 16 位；{figures_zh}），{count} 张就装得下。"
                           f"{caution_zh}")
        last = (en, zh, figures_en, figures_zh)
    if last is None:
        return None
    en, zh, figures_en, figures_zh = last
    return I18n(en=f"even with {chat.name} in {en} ({figures_en}) {count} do not hold it.",
                zh=f"即使 {chat.name} 的{zh}（{figures_zh}），{count} 张也装不下。")


def _chat_model(kb: Any, models: str) -> Any:
    """The language model among the box's models (the one whose weights shrink); None without one."""
    for model_id in str(models).split(","):
        model = kb.models_by_id.get(model_id.strip())
        if model is not None and model.kind == "llm":
            return model
    return None
