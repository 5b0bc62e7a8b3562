"""An image or video service (review 30 M2): GPUs sized for the peak rate of images (clips) a
second and billed for the hours they run — not a month's volume priced as one batch.

"搭一个出图服务，每天 5000 张，高峰一分钟 20 张" was answered "8 × RTX 4090 finish the month's
150,000 images in 16.6 h for ¥252": a person whose users wait for each picture needs a GPU up all
day, and at the peak as many as the rate takes. One GPU generates its images one after another, so
the peak takes ceil(peak rate ÷ (one GPU's rate × the busy target)) GPUs, each its own copy of the
model (no link between them).

    service_plan(kb, facts, card, first) -> Plan
"""

from __future__ import annotations

import math

from knowledge.loader import KnowledgeBase
from knowledge.schema import Card, I18n
from knowledge.text import money, rate_text
from rules.estimate import media_job
from rules.estimate.load import TARGET_BUSY
from rules.fact_vocab import SERVICE_UNITS
from rules.facts import Facts
from rules.jobplan import Plan, total_for
from rules.pricing import Priced, price_card


def service_plan(kb: KnowledgeBase, facts: Facts, card: Card, first: int) -> Plan:
    """GPUs of ``card`` (in copies of ``first``) that keep up with --rps images or clips a second at
    the peak, each at most TARGET_BUSY busy, priced for the hours a day they run."""
    got = media_job.rate(kb, card, facts.task, str(facts.model), facts.resolution, facts.clip_seconds)
    assert got is not None  # jobplan.sized() said the model was measured
    if facts.task == "transcribe":
        return _live_streams(kb, facts, card, first, got)
    unit_en, unit_zh, each = SERVICE_UNITS[facts.task]
    per_gpu = got.per_gpu_hour
    peak = float(facts.rps or 0) * 3600  # units an hour at the peak
    gpus, copies, p, hours, busy, hours_given = _copies_for(kb, facts, card, first, peak, per_gpu)
    seconds = 3600 / per_gpu
    notes = [
        I18n(en=f"Load: {rate_text(facts.rps)} {unit_en} a second at the peak ({peak:,.0f} an hour); one {card.id} "
                f"makes one in {seconds:,.1f} s. {got.basis.en}",
             zh=f"负载：高峰每秒 {rate_text(facts.rps)} {unit_zh}（每小时 {peak:,.0f}）；一张 {card.id} 出一{each}"
                f"要 {seconds:,.1f} 秒。{got.basis.zh}"),
        I18n(en=f"→ {gpus} GPU(s) for the peak, {busy:.0%} busy there (at most {TARGET_BUSY:.0%}: a request "
                f"waits behind the ones before it)" + _fewer(gpus, first, peak, per_gpu, "en"),
             zh=f"→ 高峰需要 {gpus} 张卡，{busy:.0%} 繁忙（最多 {TARGET_BUSY:.0%}：请求要排在前面的后面）"
                + _fewer(gpus, first, peak, per_gpu, "zh")),
        I18n(en="Each GPU runs its own copy of the model: separate single-GPU machines serve as well as one "
                "machine. " + (f"They run {facts.hours_per_day:g} h a day." if hours_given else
                                "They run for the peak all day (24 h): if the busy hours are fewer, say how many "
                                "(--hours-per-day), and on-demand GPUs for them cost less."),
             zh="每张卡各跑一份模型：分开租几台单卡机器与一台多卡机器一样。"
                + (f"每天运行 {facts.hours_per_day:g} 小时。" if hours_given else
                   "按高峰全天（24 小时）运行：如果忙的时段没那么长，请说明时长（--hours-per-day），"
                   "按量租用忙时的卡更便宜。")),
    ]
    if facts.requests_per_day:
        day_hours = facts.requests_per_day / per_gpu
        steady = max(first, math.ceil(day_hours / (24 * TARGET_BUSY) - 1e-9))  # the day's work, queued
        steady = math.ceil(steady / first) * first
        total = total_for(p, facts.days)
        queued = "" if steady >= gpus or total is None else money(total * steady / gpus, p.choice.display_currency)
        day_en = (f"Your {facts.requests_per_day:,} {unit_en} a day take {day_hours:,.1f} GPU-hours, "
                  f"{day_hours / 24:,.1f} GPUs' worth of a day")
        day_zh = (f"你每天 {facts.requests_per_day:,} {unit_zh}要 {day_hours:,.1f} 卡时，"
                  f"相当于 {day_hours / 24:,.1f} 张卡跑满一天")
        if steady >= gpus:  # the peak's own GPUs are what the day takes: nothing to add or take away
            notes.append(I18n(en=day_en + ".", zh=day_zh + "。"))
        else:
            notes.append(I18n(
                en=day_en + f": the peak's GPUs sit idle much of the day — keep {steady} running and add the others "
                   "for the busy hours (billed by the hour)"
                   + (f"; if people can wait at the peak, {steady} GPU(s) queue the day's work and finish it "
                      f"within the day ({queued} for your usage)." if queued else "."),
                zh=day_zh + f"：按高峰配的卡很多时候闲着——平时开 {steady} 张，忙时再按小时加开"
                   + (f"；如果高峰时可以排队等，{steady} 张卡排队也能当天做完（按你的用量 {queued}）。"
                      if queued else "。")))
    if got.larger is not None:
        notes.append(got.larger)
    return Plan("media-service", card.id, first, copies, p, total_for(p, facts.days), hours, hours * gpus,
                tuple(notes), speed_floor=got.floored)


def _fewer(gpus: int, first: int, peak: float, per_gpu: float, lang: str) -> str:
    """The end of the GPUs' sentence: what one copy fewer would do at the peak."""
    n = gpus - first
    if n < 1:
        return "." if lang == "en" else "。"
    load = peak / (n * per_gpu)
    if load <= 1 and gpus > 8:
        return "." if lang == "en" else "。"  # one GPU of many changes little
    if load <= 1:
        return (f" ({n} would carry it at {load:.0%} busy, for {n}/{gpus} of the cost: the wait grows as a GPU "
                "nears full)." if lang == "en" else
                f"（{n} 张也扛得住，{load:.0%} 繁忙，费用为 {n}/{gpus}：越接近满载等得越久）。")
    return (f" ({n} would be {load:.0%} busy: the queue would grow all through the peak)." if lang == "en" else
            f"（{n} 张会 {load:.0%} 繁忙：高峰期间队列一直变长）。")


def _live_streams(kb: KnowledgeBase, facts: Facts, card: Card, first: int, got: media_job.MediaRate) -> Plan:
    """Live transcription of --concurrency streams at once (review 92 c09: "80 agents on calls at once … live
    transcription of every call with Whisper large-v3" was one RTX 3090 for 8 h a day): each stream is an hour of
    audio every hour, so the streams take ceil(streams ÷ (one GPU's hours of audio a GPU-hour × the busy target))
    GPUs. The rate is a batch's (files read whole); a live stream is cut into short windows, often overlapping, and
    decoded as it comes, which reads some audio twice and batches less — said as a floor, to measure."""
    per_gpu = got.per_gpu_hour
    streams = float(facts.concurrency)  # hours of audio an hour
    gpus, copies, p, hours, busy, hours_given = _copies_for(kb, facts, card, first, streams, per_gpu)
    notes = [
        I18n(en=f"Load: {streams:,.0f} live streams at once, an hour of audio each every hour; one {card.id} "
                f"transcribes {per_gpu:,.1f} hours of audio a GPU-hour. {got.basis.en}",
             zh=f"负载：同时 {streams:,.0f} 路实时音频，每路每小时一小时音频；一张 {card.id} 每卡时转写 "
                f"{per_gpu:,.1f} 小时音频。{got.basis.zh}"),
        I18n(en=f"→ {gpus} GPU(s) for the streams, {busy:.0%} busy (at most {TARGET_BUSY:.0%}). That rate is a "
                "batch's, files read whole: live audio is cut into short windows, often overlapping, and decoded "
                "as it arrives — some audio is read twice and batches are smaller, so this count is a floor: run "
                "your streaming stack (e.g. faster-whisper or a Whisper server with a VAD) on one GPU at the peak "
                "and count the streams it keeps up with before you rent.",
             zh=f"→ 需要 {gpus} 张卡，{busy:.0%} 繁忙（最多 {TARGET_BUSY:.0%}）。这个速率是整段文件批量转写的："
                "实时音频要切成短窗口（常有重叠）边到边转，部分音频会转两遍、批也更小，所以这是下限——"
                "租之前先在一张卡上用你的流式方案（如 faster-whisper 或带 VAD 的 Whisper 服务）"
                "在高峰时实测能跟上几路。"),
        I18n(en="Each GPU runs its own copy of the model and takes a share of the streams. "
                + (f"They run {facts.hours_per_day:g} h a day." if hours_given else
                   f"They are priced for {hours / facts.days:g} h a day (assumed): say the hours the calls run "
                   "(--hours-per-day)."),
             zh="每张卡各跑一份模型，分担一部分音频流。"
                + (f"每天运行 {facts.hours_per_day:g} 小时。" if hours_given else
                   f"按每天 {hours / facts.days:g} 小时计价（假设）：请说明通话的时段（--hours-per-day）。")),
    ]
    return Plan("media-service", card.id, first, copies, p, total_for(p, facts.days), hours, hours * gpus,
                tuple(notes), speed_floor=True)


def _copies_for(kb: KnowledgeBase, facts: Facts, card: Card, first: int, load: float, per_gpu: float
                ) -> tuple[int, int, Priced, float, float, bool]:
    """(GPUs, copies of ``first``, their price, hours billed, busy share, hours said) for ``load`` units an hour on
    GPUs that each make ``per_gpu`` an hour, each at most TARGET_BUSY busy."""
    copies = math.ceil(max(first, math.ceil(load / (per_gpu * TARGET_BUSY) - 1e-9)) / first)
    gpus = copies * first
    hours = (facts.hours_per_day or 24.0) * facts.days
    hours_given = "hours_per_day" not in {name for name, _v in facts.assumed}
    return gpus, copies, price_card(kb, facts, card.id, gpus), hours, load / (gpus * per_gpu), hours_given
