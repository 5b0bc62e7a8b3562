"""How long one clip takes, said beside a video service's answer: every request waits at least that long, whatever
the GPU count (review 77 C11: a public 720p Wan2.1 app was priced by GPUs for the peak, and nobody was told that one
5-second clip takes about 56 minutes on an A800 — a fact that decides whether the product works at all).

    clip_time_line(kb, facts, fits) -> I18n | None
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from rules.estimate import media_job
from rules.facts import Facts


def _minutes(seconds: float) -> tuple[str, str]:
    if seconds < 120:
        return f"{seconds:,.0f} s", f"{seconds:,.0f} 秒"
    return f"{seconds / 60:,.0f} min", f"{seconds / 60:,.0f} 分钟"


def clip_time_line(kb: KnowledgeBase, facts: Facts, fits: Sequence[Any], picks: Sequence[Any] = (),
                   rejected: Sequence[Any] = ()) -> I18n | None:
    """The time of one clip on the fastest measured card that holds the model on one GPU — among the picks and the
    cards only the budget ruled out, where there are any — and on the model's own multi-GPU mode where it is
    measured: the least a request waits."""
    if facts.task != "video" or not facts.media_service or not facts.model:
        return None
    usable = {p.card for p in picks} | {r.card for r in rejected
                                        if r.why and all(w.rule.startswith("budget") for w in r.why)}
    views = [v for v in fits if v.fits and v.gpus == 1 and v.card in kb.cards_by_id]
    views = [v for v in views if v.card in usable] or views
    model = str(facts.model)
    one, split = [], []
    for view in views:
        card = kb.card(view.card)
        got = media_job.rate(kb, card, facts.task, model, facts.resolution, facts.clip_seconds)
        if got is None or got.per_gpu_hour <= 0:
            continue
        seconds = 3600 / got.per_gpu_hour
        one.append((seconds, card))
        row = media_job.sequence_parallel(kb, card, model, facts.resolution)
        if row is not None:
            split.append((seconds / row.value, card, row))
    if not one:
        return None
    seconds, card = min(one, key=lambda x: x[0])
    at = f" at {facts.resolution}" if facts.resolution else ""
    at_zh = f"（{facts.resolution}）" if facts.resolution else ""
    en, zh = _minutes(seconds)
    line = I18n(en=f"One clip{at} takes about {en} on one {card.name}, the fastest card here that holds it: every "
                   "request waits at least that long on one GPU.",
                zh=f"一条视频{at_zh}在一张 {card.name}（这里装得下它的最快的卡）上约要 {zh}：单卡生成时每个请求至少要等"
                   "这么久。")
    if split:
        fast, fcard, row = min(split, key=lambda x: x[0])
        en8, zh8 = _minutes(fast)
        line = I18n(en=f"{line.en} Split over {row.gpus} GPUs (Wan2.1's --dit_fsdp --t5_fsdp --ulysses_size "
                       f"{row.gpus}: {row.value:g}× sooner in its README) one comes in about {en8} on "
                       f"{row.gpus} × {fcard.name} — {row.gpus} GPUs for each request at a time.",
                    zh=f"{line.zh}拆到 {row.gpus} 张卡上（Wan2.1 的 --dit_fsdp --t5_fsdp --ulysses_size {row.gpus}："
                       f"其 README 实测快 {row.value:g} 倍），{row.gpus} 张 {fcard.name} 约 {zh8}出一条——每个请求同时"
                       f"占 {row.gpus} 张卡。")
    return line
