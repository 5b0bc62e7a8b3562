"""Live transcription said with its monthly volume: a service for the streams at once, not the month's audio as one
batch (review 115 C9: "about 40 doctors dictating at the same time at peak, roughly 1,500 hours of audio per month"
was costed as a 33 GPU-hour batch, "€25.45/month at RunPod" — doctors dictating live wait for their text, so the
GPUs must be up while they dictate and keep up with 40 streams at once: rules.media_service's live streams).

An hour of audio a month that recurs is what the streams carry; a backlog said once (no runs a month) stays a batch,
whatever its parallelism.

    streams_not_volume(given, out, notes, label, task) -> None
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from knowledge.schema import I18n

MONTH_DAYS = 30.0


def _streams(given: Mapping[str, Any]) -> int:
    try:
        return int(float(given.get("concurrency") or 0))
    except (TypeError, ValueError):
        return 0


def streams_not_volume(given: Mapping[str, Any], out: dict[str, Any], notes: list[I18n],
                       label: Callable[[str], str], task: str) -> None:
    """Drop a recurring month's hours of audio where live streams at once are said: the streams size the service
    (rules.media_service), and the note says what share of their capacity the month's audio fills."""
    streams = _streams(given)
    if task != "transcribe" or streams <= 1 or "audio_hours" not in out or not out.get("runs_per_month"):
        return
    volume = float(out.pop("audio_hours")) * float(out.pop("runs_per_month"))
    hours = float(given.get("hours_per_day") or 24.0)
    capacity = streams * hours * MONTH_DAYS
    notes.append(I18n(
        en=f"{streams} live streams at once with {volume:,.0f} hours of audio a month: a live service, sized for the "
           f"{streams} streams and priced for the hours it is up — not the month's audio run as one batch, which "
           f"people dictating live would wait for. The month's audio fills {volume / capacity:.0%} of {streams} "
           f"streams × {hours:g} h × {MONTH_DAYS:g} days; {label('audio_hours')} alone (no --concurrency) prices a "
           "backlog as a batch.",
        zh=f"同时 {streams} 路实时音频，每月共 {volume:,.0f} 小时音频：这是实时服务，按 {streams} 路并发配卡、按在线"
           f"时长计价——而不是把整月音频当一批任务跑完，实时口述的人等不了。每月音频占 {streams} 路 × 每天 {hours:g} "
           f"小时 × {MONTH_DAYS:g} 天容量的 {volume / capacity:.0%}；只给 {label('audio_hours')}（不给 --concurrency）"
           "才按积压的批量任务计价。"))
