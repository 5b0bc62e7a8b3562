"""Memory of image / video / detection / speech models: their real weights, plus activations at
the stated resolution, frames and batch — never a KV cache or tokens per second.

Two uses:
- a catalogue model's stated need (seed ranges) may never fall below the weights that must sit
  on the GPU at once: Wan2.1-T2V-14B's DiT alone is 14 B × 2 bytes = 28 GB in BF16, so the seed's
  "24–48 GB" cannot be a 24 GB card without offloading; FLUX.1-dev's 11.9 B transformer is
  23.8 GB in BF16 — on a 24 GB card it needs model offload or FP8 weights (seed 001: 12–16 GB);
- a model given only by ``--params`` with ``--task image|video|detection|transcribe`` is sized
  as weights + one transformer block's activations (diffusion transformers) at stated defaults.
"""

from __future__ import annotations

import dataclasses
import math
from typing import Any

from knowledge.schema import I18n, Model
from rules.estimate.capacity import DRIVER_RESERVE_FRACTION, GDDR_ECC_FRACTION
from rules.estimate.memory import ACT_BYTES_PER_TOKEN_PER_HIDDEN, RUNTIME_OVERHEAD_GB
from rules.estimate.stated import StatedNeed
from rules.estimate.units import GB, GiB, weight_format

MEDIA_TASKS = ("image", "video", "detection", "transcribe")
# Defaults, stated in the answer: 1024 × 1024 images (SDXL/SD3/FLUX native), 81 frames at 832 × 480
# (Wan2.1's 480P clip, 5 s at 16 fps), batch 1. Latents: VAE 8× spatial (and 4× temporal for
# video, Wan-VAE), 2 × 2 patches → image 64 × 64 = 4,096 tokens; video 21 × 30 × 52 = 32,760.
IMAGE_SIDE = 1024
VIDEO_W, VIDEO_H, VIDEO_FRAMES = 832, 480, 81
# a stated resolution's frame (Wan2.1's SUPPORTED_SIZES, wan2.1-generate): 480P 832 × 480, 720P
# 1280 × 720 (21 × 45 × 80 = 75,600 latent tokens at 81 frames: the README's measured 720P peak)
VIDEO_SIZES = {"480p": (832, 480), "720p": (1280, 720),
               "540p": (960, 544)}  # HunyuanVideo's 544px × 960px (hunyuanvideo-github)


def _gb(params_b: float, precision: str) -> float:
    return params_b * weight_format(precision).average_bits / 8


def measured_peak(model: Model) -> tuple[float, int, str] | None:
    """A published 16-bit peak with the latent tokens it was measured at (GB, tokens, source)."""
    rows = [v for v in model.vram if v.latent_tokens and v.precision in ("bf16", "fp16")]
    if not rows:
        return None
    v = max(rows, key=lambda v: v.min_gb)
    return v.min_gb, int(v.latent_tokens or 0), v.source


def _peak_floor(model: Model, precision: str, weights: float,
                resolution: str | None = None) -> tuple[float, I18n] | None:
    """Review 5 F5: a video DiT's need is its weights AND the activations of the clip it samples.
    From a measured peak at T tokens, activations = peak − 16-bit DiT weights − runtime, scaled to
    the default clip's tokens (attention with FlashAttention keeps them linear in tokens)."""
    got = measured_peak(model)
    if got is None or model.resident_params_b is None:
        return None
    peak, at_tokens, source = got
    act_peak = max(0.0, peak - _gb(model.resident_params_b, "bf16") - RUNTIME_OVERHEAD_GB)
    n, en, zh = tokens(model.kind, resolution)
    act = act_peak * n / at_tokens
    floor = weights + RUNTIME_OVERHEAD_GB + act
    fp8 = _gb(model.resident_params_b, "fp8") + RUNTIME_OVERHEAD_GB + act
    res = (resolution or "480p").upper()
    at_en, at_zh = ((f"at the stated {resolution} ({en})", f"所述 {resolution}（{zh}）")
                    if resolution else (f"at the default {en}", f"默认 {zh}"))
    return floor, I18n(
        en=f"{model.name}: {model.resident_params_b:g} B denoiser {weights:,.1f} GB in "
           f"{precision.upper()} + {RUNTIME_OVERHEAD_GB:.2f} GB runtime + the activations of the "
           f"clip it samples. {source}: a {peak:g} GB peak on one GPU for {at_tokens:,} latent "
           f"tokens (720P), i.e. {act_peak:,.1f} GB of activations; {at_en} they "
           f"scale to {act:,.1f} GB (linear in tokens with FlashAttention) → {floor:,.1f} GB. "
           f"720P needs the measured {peak:g} GB (an 80 GB card). The peak was taken with the "
           "text encoder off the GPU during sampling (--offload_model True); without it the "
           "encoder stays resident as well. Below this, a 24–32 GB card runs it only with FP8 "
           f"weights ({fp8:,.1f} GB at {res}), the T5 on the CPU (--t5_cpu) and a shorter or "
           "smaller clip — not measured by the README.",
        zh=f"{model.name}：{model.resident_params_b:g} B 去噪主干在 {precision.upper()} 下 "
           f"{weights:,.1f} GB + 运行开销 {RUNTIME_OVERHEAD_GB:.2f} GB + 所采样视频的激活。"
           f"{source}：单卡 {at_tokens:,} 个潜空间 token（720P）实测峰值 {peak:g} GB，即激活 "
           f"{act_peak:,.1f} GB；{at_zh} 时按 token 数线性折算（FlashAttention）为 {act:,.1f} GB → "
           f"{floor:,.1f} GB。720P 需要实测的 {peak:g} GB（80 GB 卡）。该峰值是在采样时把文本编码器移出显存"
           "（--offload_model True）下测得；不加此参数编码器也常驻显存。低于此值的 24–32 GB 卡只有用 FP8 权重"
           f"（{res} 约 {fp8:,.1f} GB）、T5 放 CPU（--t5_cpu）并缩短或缩小视频才可能跑——README 未实测。")


def resident_floor(model: Model, precision: str,
                   resolution: str | None = None) -> tuple[float, I18n] | None:
    """The weights that must be on the GPU at once, + runtime overhead, for a catalogue model
    that names them (``resident_params_b``) — + the activations of the default clip where a peak
    was measured; None otherwise."""
    if model.resident_params_b is None:
        return None
    weights = _gb(model.resident_params_b, precision)
    peak = _peak_floor(model, precision, weights, resolution)
    floor = peak[0] if peak is not None else weights + RUNTIME_OVERHEAD_GB
    rest = max(0.0, (model.params_b or 0.0) - model.resident_params_b)  # text encoders, VAE
    extra = I18n(en="", zh="")
    if rest >= 0.5:
        rest_gb = _gb(rest, precision)
        extra = I18n(
            en=f" The other {rest:g} B (text encoders such as T5-XXL, and the VAE: {rest_gb:,.1f} GB) "
               f"run before and after the denoiser: kept resident as well the pipeline needs "
               f"{floor + rest_gb:,.1f} GB; below that, ComfyUI and diffusers' model CPU offload move "
               "them off the GPU between stages (the spare memory shown assumes they do).",
            zh=f" 其余 {rest:g} B（T5-XXL 等文本编码器与 VAE，{rest_gb:,.1f} GB）在去噪前后运行：全部常驻显存需要 "
               f"{floor + rest_gb:,.1f} GB；低于此时 ComfyUI 与 diffusers 的模型 CPU offload 会在阶段之间把它们移出"
               "显存（显示的剩余显存按这样计算）。")
    if peak is not None:
        return floor, I18n(en=peak[1].en + extra.en, zh=peak[1].zh + extra.zh)
    return floor, I18n(
        en=f"{model.name}'s {model.resident_params_b:g} B denoiser alone is {weights:,.1f} GB in "
           f"{precision.upper()} (+ {RUNTIME_OVERHEAD_GB:.2f} GB runtime): no card below "
           f"{floor:,.1f} GB holds it without offloading; on a 24 GB card use model CPU offload "
           "(slower, text encoders leave the GPU between steps) or FP8 weights." + extra.en,
        zh=f"{model.name} 的 {model.resident_params_b:g} B 去噪主干在 {precision.upper()} 下仅权重就 "
           f"{weights:,.1f} GB（另加运行开销 {RUNTIME_OVERHEAD_GB:.2f} GB）：低于 {floor:,.1f} GB "
           "的卡不 offload 装不下；24 GB 卡上要用模型 CPU offload（更慢，文本编码器在步间移出显存）"
           "或 FP8 权重。" + extra.zh)


def _hidden(params_b: float) -> int:
    # A transformer of P parameters with 12·L·h² and h = 128·L (arch.fallback's law).
    layers = max(1, round((params_b * 1e9 / (12 * 128**2)) ** (1 / 3)))
    return 128 * layers


def tokens(task: str, resolution: str | None = None, frames: int = VIDEO_FRAMES) -> tuple[int, str, str]:
    if task == "video":
        w, h = VIDEO_SIZES.get(resolution or "", (VIDEO_W, VIDEO_H))
        n = math.ceil((frames - 1) / 4 + 1) * (h // 16) * (w // 16)
        return n, (f"{frames} frames at {w}×{h} → {n:,} latent tokens"), (
            f"{frames} 帧 {w}×{h} → {n:,} 个潜空间 token")
    n = (IMAGE_SIDE // 16) ** 2
    return n, f"{IMAGE_SIDE}×{IMAGE_SIDE} → {n:,} latent tokens", (
        f"{IMAGE_SIDE}×{IMAGE_SIDE} → {n:,} 个潜空间 token")


def by_params(task: str, params_b: float, precision: str, batch: int) -> dict[str, Any]:
    """Weights + activations of a ``params_b`` B model for ``task`` (see the module docstring)."""
    weights = _gb(params_b, precision)
    notes = [I18n(
        en=f"weights: {params_b:g} B params × {weight_format(precision).average_bits:g} bit ÷ 8 "
           f"= {weights:,.2f} GB ({precision}); text encoders and VAE not included unless your "
           "--params counts them.",
        zh=f"权重：{params_b:g} B 参数 × {weight_format(precision).average_bits:g} 位 ÷ 8 = "
           f"{weights:,.2f} GB（{precision}）；--params 不含文本编码器与 VAE 时它们另算。")]
    activations = 0.0
    if task in ("image", "video"):
        n, en, zh = tokens(task)
        hidden = _hidden(params_b)
        activations = n * batch * hidden * ACT_BYTES_PER_TOKEN_PER_HIDDEN / 1e9
        notes.append(I18n(
            en=f"activations: {en} × batch {batch} × hidden ≈ {hidden:,} (assumed from the size) × "
               f"{ACT_BYTES_PER_TOKEN_PER_HIDDEN} bytes, one transformer block at a time with "
               f"FlashAttention (Korthikanti et al. 2022) = {activations:,.2f} GB. The VAE decode "
               "peak at the end is not included (tile it if memory is tight).",
            zh=f"激活：{zh} × 批量 {batch} × 隐藏维度约 {hidden:,}（按规模推定）× "
               f"{ACT_BYTES_PER_TOKEN_PER_HIDDEN} 字节，逐块计算并使用 FlashAttention（Korthikanti 等 "
               f"2022）= {activations:,.2f} GB。末尾 VAE 解码的峰值未计入（显存紧时分块解码）。"))
    else:
        notes.append(I18n(
            en=f"activations of a {task} model are small next to its weights and not modelled; "
               "the task's stated range below is the floor.",
            zh=f"{task} 模型的激活相对权重很小，未单独建模；以下任务标注范围作为下限。"))
    notes.append(I18n(en="Not a language model: no KV cache and no tokens/s.",
                      zh="不是语言模型：没有 KV cache，也不给 tokens/s。"))
    return {"weights": weights, "activations": activations, "overhead": RUNTIME_OVERHEAD_GB,
            "notes": notes}


# the memory gate's headroom (rules.placement.MIN_HEADROOM, which imports this package: a test keeps them equal)
GATE_HEADROOM = 0.05


def render_scene(need: StatedNeed, scene: str | None) -> tuple[StatedNeed, I18n]:
    """Seed 000 sizes rendering by the scene: "16–48 GB（看场景大小）", the 48 GB A40 for big
    scenes and the 24 GB RTX 4090 only where a small scene fits. Large → the upper end is the
    gate; small or not said → the lower end, and the answer says so. The upper end is a card's size, not a need:
    the gate is what a 48 GB A40 (GDDR with ECC on) holds under the memory gate's headroom (review 62 C8: the answer
    quoted "big scenes need the 48 GB A40" and ruled the A40 out 0.1 GB short)."""
    if scene == "large":
        gate = math.floor(need.max_gb * GiB / GB * GDDR_ECC_FRACTION * DRIVER_RESERVE_FRACTION
                          * (1 - GATE_HEADROOM) * 10) / 10
        return dataclasses.replace(need, min_gb=gate, max_gb=max(need.max_gb, gate)), I18n(
            en=f"Large scenes: the whole scene (geometry, textures, BVH) must fit in GPU memory, "
               f"so the gate is a {need.max_gb:g} GB card, the upper end: {gate:g} GB, what the A40 holds with the "
               "gate's headroom (source 1: big scenes need the 48 GB A40; the 24 GB RTX 4090 is faster only for "
               "scenes that fit).",
            zh=f"大场景：整个场景（几何、贴图、BVH）都要放进显存，门槛取上限——一张 {need.max_gb:g} GB 的卡："
               f"{gate:g} GB，即 A40 留出余量后能装下的量（来源 1：大场景要 48GB 的 A40；24GB 的 RTX 4090 只在装得下的"
               "小场景更快）。")
    if scene == "small":
        return need, I18n(
            en=f"Small scenes: {need.min_gb:g} GB is enough (source 1).",
            zh=f"小场景：{need.min_gb:g} GB 够用（来源 1）。")
    return need, I18n(
        en=f"Scene size not given: gated at the small-scene {need.min_gb:g} GB; for large "
           f"(archviz, heavy textures) scenes say so (--scene large): {need.max_gb:g} GB.",
        zh=f"未说明场景大小：按小场景 {need.min_gb:g} GB 判断；大场景（建筑可视化、大量贴图）请说明"
           f"（--scene large）：{need.max_gb:g} GB。")
