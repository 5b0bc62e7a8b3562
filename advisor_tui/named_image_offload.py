"""A named card too small for an image model's 16-bit denoiser that still runs it with smaller weights and the text
encoders on the CPU (blind review 119 C7-1: a student's RTX 3060 12 GB heard "FLUX.1-schnell … 装不下就是 OOM 直接退出"
for a 24.8 GB BF16 need, where ComfyUI and diffusers run it with FP8 or GGUF 4-bit transformer weights and the T5
encoder off the GPU, slower). "OOM" stays where even the 4-bit denoiser does not fit.

The lightest weights that fit are said (FP8 before 4-bit, for quality), with the time per image on the same scaling
the rental picks use (rules.estimate.media_job.rate) and what the 4-bit weights' dequantisation and the encoders'
moves add unmeasured; with a count of images and a deadline, whether the card finishes in time."""

from __future__ import annotations

from typing import Any

from knowledge.schema import I18n

# the smaller weights a denoiser runs in on ComfyUI / diffusers, best quality first: (precision, what it is)
SMALLER = (("fp8", "FP8", "FP8"), ("q4_k_m", "4-bit GGUF (Q4_K)", "4-bit GGUF（Q4_K）"))


def low_memory_run(card_id: str, result: Any) -> I18n | None:
    """The named card's line where the 16-bit denoiser does not fit it and smaller weights do; None where the job is
    not one image model with its denoiser on record, or even 4-bit weights do not fit (then "OOM" is the truth)."""
    from rules.estimate import media, media_job
    from rules.estimate.capacity import usable_gb
    from rules.placement import MIN_HEADROOM

    facts, kb = result.facts, getattr(result, "kb", None)
    model = facts.model_record(kb) if kb is not None and facts.model else None
    if facts.task != "image" or model is None or model.resident_params_b is None or facts.precision not in (
            "bf16", "fp16", "fp8"):
        return None
    card = kb.card(card_id)
    room = usable_gb(card) * (1 - MIN_HEADROOM)
    fitting = [(p, en, zh, got[0]) for p, en, zh in SMALLER
               if (got := media.resident_floor(model, p)) is not None and got[0] <= room]
    if not fitting:
        return None
    precision, name_en, name_zh, need = fitting[0]
    whole = float(result.requirement.vram_gb)
    en = (f"→ {card_id}, the card you named: as sized ({facts.precision.upper()}, {whole:,.1f} GB) it does not fit, "
          f"but it runs slower, not out of memory — with the {model.resident_params_b:g} B denoiser in {name_en} "
          f"({need:,.1f} GB with the runtime) and the text encoders on the CPU between stages (ComfyUI's GGUF / FP8 "
          "loaders with --lowvram; diffusers' enable_model_cpu_offload) it fits its "
          f"{card.vram_gb:g} GB.")
    zh = (f"→ 你提到的 {card_id}：按原设定（{facts.precision.upper()}，{whole:,.1f} GB）装不下，但不会 OOM，只是更慢——"
          f"{model.resident_params_b:g} B 去噪主干换成 {name_zh}（连运行开销 {need:,.1f} GB）、文本编码器在阶段之间"
          "放到 CPU（ComfyUI 的 GGUF / FP8 加载器加 --lowvram；diffusers 的 enable_model_cpu_offload），"
          f"{card.vram_gb:g} GB 就装得下。")
    rate = media_job.rate(kb, card, "image", model.id, facts.resolution)
    if rate is None or rate.per_gpu_hour <= 0:
        return I18n(en=en + " Its speed on this card is not measured here.", zh=zh + "这张卡上的速度这里没有实测。")
    each = 3600 / rate.per_gpu_hour
    slower_en = (" the 4-bit weights' dequantisation and" if precision == "q4_k_m" else "")
    slower_zh = ("4-bit 权重的反量化和" if precision == "q4_k_m" else "")
    en += (f" Time: ≈ {each:,.0f} s an image on the same scaling the rental picks use ({rate.basis.en.rstrip('.')}) "
           f"—{slower_en} the encoders' moves between CPU and GPU add to it, not measured here.")
    zh += (f"用时：按租卡推荐同样的折算，约 {each:,.0f} 秒一张（{rate.basis.zh.rstrip('。')}）——"
           f"{slower_zh}编码器在 CPU 与 GPU 之间搬运还要再加时间，这里没有实测。")
    images = int(getattr(facts, "images", 0) or 0)
    if images:
        hours = images / rate.per_gpu_hour
        en += f" {images:,} images ≈ {hours:,.0f} h on it"
        zh += f"{images:,} 张约 {hours:,.0f} 小时"
        deadline = float(facts.deadline or 0)
        rent_en, rent_zh = _rental(result)
        if deadline and hours > deadline:
            done = int(rate.per_gpu_hour * deadline)
            en += (f", over your {deadline:,.0f} h: about {done:,} of them in that time — the rental pick below "
                   f"finishes them all{rent_en}.")
            zh += f"，超过你的 {deadline:,.0f} 小时期限：期限内约能出 {done:,} 张——下面租卡的推荐能全部跑完{rent_zh}。"
        elif deadline:
            en += (f", within your {deadline:,.0f} h at no rent (only the power), though with little margin for "
                   "the unmeasured slowdown; the rental pick below is beside it.")
            zh += f"，在你的 {deadline:,.0f} 小时期限内、不花租金（只有电费），但没实测的减速余量不多；租卡的推荐见下。"
        else:
            en += "; the rental pick below is beside it."
            zh += "；租卡的推荐见下。"
    return I18n(en=en, zh=zh)


def _rental(result: Any) -> tuple[str, str]:
    """The first pick's cost for the whole job, said beside the person's own card (', for ¥74.26')."""
    pick = next(iter(getattr(result, "picks", ()) or ()), None)
    cost = pick.cost() if pick is not None else {}
    if cost.get("per") != "job" or cost.get("amount") is None:
        return "", ""
    said = f"{cost['amount']:,.2f} {cost['currency']}"
    return f", for {said} ({pick.gpus} × {pick.card})", f"，共 {said}（{pick.gpus} 张 {pick.card}）"
