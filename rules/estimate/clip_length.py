"""A video clip longer than the one a model was measured at (review 107 C7: 10-second Wan2.1 clips were priced and
sized as 5-second ones). Wan2.1's official code generates, and its README measured, 81-frame clips
(5 s at 16 fps); a longer clip is made as consecutive segments of that length — each one generation of the
measured clip: the time of one × the segments, the memory of one. Generating it in one pass was not measured:
the answer says what it would take by the model's shape, as an estimate, and does not price it.

    segments(model, seconds) -> int
    length_note(model, seconds, resolution) -> I18n | None
"""

from __future__ import annotations

import math

from knowledge.schema import I18n, Model
from rules.estimate import media
from rules.estimate.memory import RUNTIME_OVERHEAD_GB

# a length within this of the measured clip is that clip (81 frames at 16 fps: 5.0 s, said "5 seconds")
SAME_LENGTH_S = 0.5


def measured_seconds(model: Model | None) -> float | None:
    """The length of the clip the model's timings and memory peak were published for."""
    if model is None or not model.clip_frames or not model.clip_fps:
        return None
    return (model.clip_frames - 1) / model.clip_fps


def segments(model: Model | None, seconds: float | None) -> int:
    """How many measured-length segments make a clip of ``seconds`` (1: not said, or no longer than measured)."""
    measured = measured_seconds(model)
    if measured is None or not seconds or seconds <= measured + SAME_LENGTH_S:
        return 1
    return max(1, math.ceil((seconds - SAME_LENGTH_S) / measured))


def denoiser_work(model: Model, latent_tokens: int) -> float:
    """FLOPs-shaped work of one denoiser step over T latent tokens: 2·N·T for the weights + 4·L·d·T² for full
    attention (the model's layers L and width d). HunyuanVideo's params_b is its transformer alone: no frozen
    encoders to set aside."""
    weights_b = model.resident_params_b or model.params_b or 0.0
    return (2 * weights_b * 1e9 * latent_tokens
            + 4 * (model.denoiser_layers or 0) * (model.denoiser_hidden or 0) * latent_tokens ** 2)


def _frames(model: Model, seconds: float) -> int:
    """The frame count of one pass of ``seconds`` (the 4n + 1 frames a causal video VAE takes)."""
    return 4 * math.ceil(seconds * float(model.clip_fps or 16) / 4) + 1


def _one_pass(model: Model, seconds: float, resolution: str | None) -> tuple[I18n, I18n]:
    """What one pass of the whole clip would take, from the model's shape (memory, time) — or that it is unknown."""
    frames = _frames(model, seconds)
    asked, _en, _zh = media.tokens("video", resolution, frames)
    one, _en, _zh = media.tokens("video", resolution, int(model.clip_frames or media.VIDEO_FRAMES))
    mem = I18n(en="more memory (how much is not on record)", zh="更多显存（多少无数据）")
    peak = media.measured_peak(model)
    if peak is not None and model.resident_params_b is not None:
        gb, at_tokens, _source = peak
        weights = model.resident_params_b * 2  # the measured peak's 16-bit DiT
        act = max(0.0, gb - weights - RUNTIME_OVERHEAD_GB) * asked / at_tokens
        need = weights + RUNTIME_OVERHEAD_GB + act
        mem = I18n(en=f"about {need:,.0f} GB at BF16 (activations linear in latent tokens: {asked:,} against "
                      f"{one:,})", zh=f"BF16 下约 {need:,.0f} GB（激活按潜空间 token 线性：{asked:,} 对 {one:,}）")
    time = I18n(en="a time not on record", zh="用时无数据")
    if model.denoiser_layers and model.denoiser_hidden:
        ratio = denoiser_work(model, asked) / denoiser_work(model, one)
        time = I18n(en=f"about {ratio:.1f}× the time of one segment (attention grows with the square of the "
                       f"tokens: 2·N·T + 4·L·d·T², {model.denoiser_source})",
                    zh=f"约为一段的 {ratio:.1f} 倍用时（注意力随 token 数平方增长：2·N·T + 4·L·d·T²，"
                       f"{model.denoiser_source}）")
    return (I18n(en=f"{frames} frames", zh=f"{frames} 帧"),
            I18n(en=f"{mem.en} and {time.en}", zh=f"{mem.zh}，{time.zh}"))


def length_note(model: Model | None, seconds: float | None, resolution: str | None) -> I18n | None:
    """How a clip of ``seconds`` is priced and sized, said in the answer (None: the measured length)."""
    measured = measured_seconds(model)
    if model is None or measured is None or not seconds or abs(seconds - measured) <= SAME_LENGTH_S:
        return None
    base_en = (f"{model.name}'s published timings and memory peak are for its {model.clip_frames}-frame clip "
               f"({measured:.3g} s at {model.clip_fps} fps)")
    base_zh = (f"{model.name} 公布的用时与显存峰值都是 {model.clip_frames} 帧（{model.clip_fps} fps 下 "
               f"{measured:.3g} 秒）的视频")
    if seconds < measured:
        return I18n(
            en=f"{base_en}; a {seconds:g} s clip was not measured: each is priced and sized as a {measured:.3g} s "
               "clip — a ceiling (fewer frames take less time and memory).",
            zh=f"{base_zh}；{seconds:g} 秒的视频没有实测：每条按 {measured:.3g} 秒计价和估算显存——这是上限"
               "（帧数更少，用时和显存都更少）。")
    n = segments(model, seconds)
    frames, one_pass = _one_pass(model, seconds, resolution)
    return I18n(
        en=f"{base_en}, its official code's default length. A {seconds:g} s clip is made here as {n} segments of "
           f"{model.clip_frames} frames generated one after another (cut together, or each continued from the last "
           f"frame of the one before with an image-to-video model): {n}× the time of a {measured:.3g} s clip and the "
           f"memory of one — how this answer prices and sizes each clip (assumed, not measured). In one pass "
           f"({frames.en}, beyond any length its publisher measured) it would need {one_pass.en} — an estimate from "
           "the model's shape, not a measurement, and not priced here.",
        zh=f"{base_zh}，即官方代码的默认长度。{seconds:g} 秒的视频这里按 {n} 段 {model.clip_frames} 帧依次生成"
           f"（剪辑拼接，或用图生视频模型从上一段的最后一帧续写）：用时是 {measured:.3g} 秒视频的 {n} 倍，显存与一段"
           f"相同——本回答按此为每条视频计价和估算显存（假设，不是实测）。一次生成（{frames.zh}，超出发布方实测过的长度）需要"
           f"{one_pass.zh}——按模型结构估算，不是实测，这里不按它计价。")
