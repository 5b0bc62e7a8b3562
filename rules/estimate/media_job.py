"""How fast a card works through a one-off media job (issue 13): hours of audio transcribed, images
generated — per GPU-hour, from published measurements (``media-rate`` rows in
knowledge/data/utilisation.yaml).

Each measurement is scaled down to a card that is weaker than the measured one — by the weaker of
its dense FP16 TFLOPS and bandwidth ratios (a compute-bound diffusion model by TFLOPS alone). Up, a
diffusion measurement on an A100-class card is scaled only by a published A100 → H100 ratio of a
diffusion job run the same way on both (``diffusion-speedup`` rows: Wan2.1's official 1.82× for
3.17× the TFLOPS): a card gets that share of its TFLOPS advantage, and a card beyond the H100 no
more than the H100 — nothing measured says how much faster it is, so the answer stays a floor on
speed there and says so (review 5 F10). Speech is never scaled up. The best of the scaled
measurements is the card's rate. The work splits into independent files or
prompts, so n GPUs — on one machine or on n rented machines — do n times the work: no
interconnect is involved.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from knowledge.loader import KnowledgeBase
from knowledge.schema import Card, I18n, Utilisation
from knowledge.vocab import RESOLUTIONS
from rules.estimate import clip_length
from rules.estimate.capacity import dense_tflops

# each media task's unit of work, in words (rules.fact_vocab.MEDIA_JOB_FACTS names its fact)
UNITS = {"transcribe": ("hours of audio", "小时音频"), "image": ("images", "张图"),
         "video": ("clips", "条视频")}
COMPUTE_BOUND = ("image", "video")  # diffusion: every step is a full denoiser pass over the latents
# Measurements within this of the best scaled one are rounding apart (Wan2.1's A100 time × its
# rounded 1.82 A100 → H100 ratio against its own H100 time): the least extrapolated is credited.
SAME_RATE = 1.005


@dataclass(frozen=True)
class MediaRate:
    """The work one GPU does in an hour on a media job, and the measurement it rests on."""

    per_gpu_hour: float  # units of work one GPU does in an hour
    row: Utilisation  # the measurement it rests on
    scale: float  # 1.0 when credited the measured rate; < 1 scaled down; > 1 scaled up (speed-up row)
    basis: I18n
    floored: bool = False  # the card beats what was measured and is credited no more than that
    # video: no clip of the asked resolution was timed; a larger one's time is used (a ceiling)
    larger: I18n | None = None


def fmt(x: float) -> str:
    """A rate as people read it: 1,087.6 images; 1.08 clips (one decimal would say 1.1)."""
    return f"{x:,.1f}" if x >= 10 else f"{x:.3g}"


def _speedup(kb: KnowledgeBase, tflops: float, ref_tflops: float) -> tuple[float, Utilisation | None]:
    """How much faster than a measured A100-class card a compute-bound diffusion job runs on a card
    of ``tflops``: the smallest published ratio (``diffusion-speedup`` rows), credited in
    proportion to the TFLOPS advantage and capped at the faster card that was measured."""
    best: tuple[float, Utilisation | None] = (1.0, None)
    for u in kb.utilisation:
        if u.kind != "diffusion-speedup" or not u.reference_tflops or not u.upper_tflops:
            continue
        low, high = float(u.reference_tflops), float(u.upper_tflops)
        if abs(ref_tflops - low) > 0.05 * low or tflops <= ref_tflops or high <= low:
            continue  # only from the card class the ratio was measured on, and only upwards
        full = high / low
        ratio = min(tflops / ref_tflops, full)
        factor = 1.0 + (ratio - 1.0) * (u.value - 1.0) / (full - 1.0)
        if best[1] is None or factor < best[0]:
            best = (factor, u)
    return best


def sequence_parallel(kb: KnowledgeBase, card: Card, model: str, resolution: str | None) -> Utilisation | None:
    """The model's own multi-GPU mode for one clip measured on ``card``'s architecture (a
    ``sequence-parallel-speedup`` row: Wan2.1's 8-GPU FSDP + Ulysses), or None."""
    return next((u for u in kb.utilisation if u.kind == "sequence-parallel-speedup" and model in u.models
                 and (u.resolution is None or u.resolution == resolution)
                 and any(a in card.architecture for a in u.architectures)), None)


def _rows(kb: KnowledgeBase, model: str) -> list[Utilisation]:
    return [u for u in kb.utilisation if u.kind == "media-rate" and model in u.models]


def _at(rows: list[Utilisation], resolution: str | None) -> tuple[list[Utilisation], I18n | None]:
    """The rows timed at ``resolution``; where none is, those of the smallest larger resolution
    (more latent tokens per clip: their time is a ceiling, said so) — never a smaller one."""
    if resolution is None or all(u.resolution is None for u in rows):
        return rows, None
    exact = [u for u in rows if u.resolution == resolution]
    if exact:
        return exact, None
    larger = sorted({u.resolution for u in rows if u.resolution
                     and RESOLUTIONS.index(u.resolution) > RESOLUTIONS.index(resolution)}, key=RESOLUTIONS.index)
    if not larger:
        return [], None
    used = larger[0]
    return [u for u in rows if u.resolution == used], I18n(
        en=f"No {resolution} clip time is published for this model: the {used} time is used — a "
           f"{resolution} clip has fewer latent tokens, so the hours and cost here are a ceiling.",
        zh=f"该模型没有公布 {resolution} 视频的用时：按 {used} 的用时计——{resolution} 视频的潜空间 token "
           "更少，这里的时长与费用是上限。")


def measured(kb: KnowledgeBase, model: str | None, resolution: str | None = None) -> bool:
    """Whether any measurement covers ``model`` (at ``resolution`` or a larger one)."""
    return model is not None and bool(_at(_rows(kb, model), resolution)[0])


def rate(kb: KnowledgeBase, card: Card, task: str, model: str,
         resolution: str | None = None, clip_seconds: float | None = None) -> MediaRate | None:
    """``card``'s units per GPU-hour for ``model`` (None: nothing measured for the model, or a
    video model at a resolution larger than any it was timed at). A clip longer than the measured
    one is that many measured segments (rules.estimate.clip_length), each a clip's time."""
    rows, larger = _at(_rows(kb, model), resolution)
    if not rows:
        return None
    got = _rate(kb, card, task, rows)
    parts = clip_length.segments(kb.models_by_id.get(model), clip_seconds) if task == "video" else 1
    got = replace(got, per_gpu_hour=got.per_gpu_hour / parts)
    if larger is None:
        return got
    scaled = _smaller_clip(kb, model, resolution, rows[0].resolution)
    if scaled is None:
        return replace(got, larger=larger)
    ratio, note = scaled
    return replace(got, per_gpu_hour=got.per_gpu_hour / ratio, larger=note)


def _smaller_clip(kb: KnowledgeBase, model: str, asked: str | None, timed: str | None) -> tuple[float, I18n] | None:
    """A clip timed only at a larger size, scaled to the asked one by the denoiser's work per step: 2·N·T for the
    weights and 4·layers·width·T² for full attention over T latent tokens (review 44 M3: Wan2.1-14B's 480p clips
    were timed at 720p, about 4× too long). None where the model's shape is not on record."""
    from rules.estimate import media

    record = kb.models_by_id.get(model)
    if record is None or not record.denoiser_hidden or not record.denoiser_layers or not asked or not timed:
        return None
    frames = record.clip_frames or media.VIDEO_FRAMES
    small, _en, _zh = media.tokens("video", asked, frames)
    big, _en, _zh = media.tokens("video", timed, frames)

    ratio = clip_length.denoiser_work(record, small) / clip_length.denoiser_work(record, big)
    return ratio, I18n(
        en=f"No {asked} clip time is published for this model: the {timed} time is scaled by the denoiser's work per "
           f"step (2·N·T for the weights + 4 × {record.denoiser_layers} layers × {record.denoiser_hidden:,} × T² for "
           f"attention; {small:,} against {big:,} latent tokens: {ratio:.2f}×, {record.denoiser_source}) — an "
           "estimate from the model's shape, not a measurement.",
        zh=f"该模型没有公布 {asked} 视频的用时：按 {timed} 的用时，以去噪网络每步的计算量折算（权重 2·N·T + 注意力 4 × "
           f"{record.denoiser_layers} 层 × {record.denoiser_hidden:,} × T²；潜空间 token {small:,} 对 {big:,}："
           f"{ratio:.2f} 倍，{record.denoiser_source}）——按模型结构估算，不是实测。")


def _how(row: Utilisation) -> str:
    """How the row's figure was measured, in a few words (its basis up to the first colon)."""
    if row.same_architecture_only:
        return f"the A100's time × the {row.reference_card}'s measured speed relative to it ({row.source})"
    return row.basis.split(":")[0]


def _own(card: Card, tflops: float, u: Utilisation) -> bool:
    """Whether ``u`` measured this card's own chip: a measured ratio of its architecture, or a row of its
    architecture at its TFLOPS (review 17 F4: the A100 measured slower than a 4090 at SDXL must not be
    credited the 4090's rate because it has more TFLOPS and bandwidth)."""
    if not any(a in card.architecture for a in u.architectures):
        return False
    return u.same_architecture_only or abs(tflops / float(u.reference_tflops or tflops) - 1.0) < 0.01


def _rate(kb: KnowledgeBase, card: Card, task: str, rows: list[Utilisation]) -> MediaRate:
    tflops, bandwidth = dense_tflops(card), card.bandwidth_gbs
    rows = [u for u in rows if _own(card, tflops, u)] or rows  # its own chip's measurements first
    unit_en, unit_zh = UNITS[task]

    def scaled(u: Utilisation) -> float:
        compute = tflops / float(u.reference_tflops or tflops)
        if u.same_architecture_only:  # a card's own measured ratio (rows *-from-ratio)
            memory = bandwidth / float(u.reference_bandwidth_gbs or bandwidth)
            if any(a in card.architecture for a in u.architectures):
                return min(1.0, compute, memory)
            return 1.0 if compute >= 1.0 and memory >= 1.0 else 0.0  # elsewhere a floor, or nothing
        if task in COMPUTE_BOUND and compute > 1.0 and u.reference_tflops:
            return _speedup(kb, tflops, float(u.reference_tflops))[0]
        memory = bandwidth / float(u.reference_bandwidth_gbs or bandwidth)
        return min(1.0, compute if task in COMPUTE_BOUND else min(compute, memory))

    # each measurement, scaled to this card; the best of them is credited — of those within
    # rounding of it, the one scaled least (a card's own measurement over a ratio's)
    best = max(u.value * scaled(u) for u in rows)
    near = [u for u in rows if u.value * scaled(u) * SAME_RATE >= best]
    row = min(near, key=lambda u: (abs(scaled(u) - 1.0), -u.value))
    scale = scaled(row)
    value = row.value * scale
    beats = tflops > float(row.reference_tflops or tflops) * 1.000001
    if scale > 1.0:
        factor, up = _speedup(kb, tflops, float(row.reference_tflops or tflops))
        assert up is not None
        capped = tflops > float(up.upper_tflops or 0) * 1.000001
        span = float(up.upper_tflops or 0) / float(up.reference_tflops or 1)
        cap_en = (f" {card.id} is beyond the faster card measured, so it is credited no more "
                  "than that card (a floor: nothing measured says how much faster it is)."
                  if capped else "")
        cap_zh = (f"{card.id} 超出实测过的更快的卡，按那张卡计（下限：没有实测说明它还能快多少）。"
                  if capped else "")
        return MediaRate(value, row, scale, I18n(
            en=f"{fmt(value)} {unit_en} per GPU-hour: the {row.reference_card}'s measured "
               f"{fmt(row.value)} × {scale:.2f}. No measurement of this model on a faster card is "
               f"on record; a diffusion job run the same way on both an A100 and an H100 "
               f"({up.source}) was {up.value:g}× faster for {span:.2f}× "
               f"the TFLOPS, and {card.id} is credited that share of its TFLOPS advantage."
               + cap_en,
            zh=f"每卡时 {fmt(value)} {unit_zh}：{row.reference_card} 实测 {fmt(row.value)} × "
               f"{scale:.2f}。该模型没有更快卡的实测；同一扩散任务在 A100 与 H100 上都实测过（{up.source}），"
               f"算力为 {span:.2f} 倍时快 "
               f"{up.value:g} 倍，{card.id} 按同样比例计入它的算力优势。" + cap_zh),
            floored=capped)
    if scale >= 1.0:
        what_en, what_zh = (("TFLOPS", "算力") if task in COMPUTE_BOUND and not row.same_architecture_only
                            else ("TFLOPS and bandwidth", "算力与带宽都"))
        floor_en = (" — a floor: no measurement says how much faster it is" if beats else "")
        floor_zh = ("——这是下限：没有实测说明它能快多少" if beats else "")
        return MediaRate(value, row, 1.0, I18n(
            en=f"{fmt(value)} {unit_en} per GPU-hour, measured on the {row.reference_card} "
               f"({_how(row)}); {card.id} matches or beats it in {what_en} "
               f"and is credited no more than that{floor_en}.",
            zh=f"每卡时 {fmt(value)} {unit_zh}，{row.reference_card} 实测；{card.id} 的{what_zh}"
               f"不低于它，按它计（不多算）{floor_zh}。"), floored=beats)
    by_tflops = task in COMPUTE_BOUND and not row.same_architecture_only
    by_en = "dense TFLOPS" if by_tflops else "weaker ratio of TFLOPS and bandwidth"
    by_zh = "稠密算力" if by_tflops else "算力与带宽中较弱的一项"
    return MediaRate(value, row, scale, I18n(
        en=f"{fmt(value)} {unit_en} per GPU-hour: the {row.reference_card}'s measured "
           f"{fmt(row.value)} × {scale:.2f} ({card.id}'s {by_en} against it).",
        zh=f"每卡时 {fmt(value)} {unit_zh}：{row.reference_card} 实测 {fmt(row.value)} × {scale:.2f}"
           f"（{card.id} 的{by_zh}与它之比）。"))


def wall_hours(units: float, per_gpu_hour: float, gpus: int) -> float:
    """Hours of wall clock for ``units`` of work on ``gpus`` GPUs working on separate files."""
    if units <= 0 or per_gpu_hour <= 0 or gpus < 1:
        raise ValueError("units and the rate must be > 0 and gpus ≥ 1")
    return units / (per_gpu_hour * gpus)
