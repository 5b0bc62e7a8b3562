"""`media-fleet` (reviews 105, 107, 108): how far a media batch's "faster" pick spreads over separate machines, and
what a pick past one machine must say. With no --max-gpus said a batch's files may go to several machines (review 33
M2, review 85 C04), and the "faster" pick took all 64 allowed: 64 × H100 at RunPod for 300 Wan2.1 clips, 2.5 h
instead of the enough pick's 46.6 h — 64 instances to stand up and watch, in a stock no offer on file records.
"Faster" now spreads past one machine only to a small fleet (two machines' worth) or as far as the enough pick
itself does; a pick past one machine says its count is stock to confirm, and how --max-gpus lifts the cap."""

from __future__ import annotations

from typing import Any

from knowledge.text import I18n
from rules.base._common import declared, step
from rules.estimate.job import NODE_GPUS

CAVEAT_ID = "media-fleet"
FLEET_MACHINES = 2  # "faster" past one machine: a small fleet to rent and watch, not dozens of instances


def faster_media_limit(wide: int, one_machine: int, enough_gpus: int) -> int:
    """The most GPUs a media batch's "faster" plan may take: ``wide`` (the separate machines a batch may use) held
    to two machines' worth, or to the enough pick's own count where it spreads further (a deadline's need)."""
    if wide <= one_machine:  # --max-gpus or a power limit said: the person's own cap stands
        return wide
    return min(wide, max(FLEET_MACHINES * one_machine, enough_gpus))


def _fleet_gpus(pick: Any) -> int:
    """The GPUs a media pick spreads over: its own, or those of its "faster on more GPUs" plan (the same card sooner
    on more GPUs, which its why-line says; rules.base.ranking hands the count over as ``sooner_gpus``)."""
    if pick.job is None or pick.job.kind != "media":
        return 0
    return max(pick.gpus_in_all, pick.sooner_gpus)


@step(id="media-fleet", concern="pricing", source="seed-004", caveat=CAVEAT_ID, show_order=345,
      doc=I18n(en="A media batch's pick on more GPUs than one machine holds says no offer on file records that "
                  "many in stock (machines of 8 or single-GPU instances to confirm first); the \"faster\" pick spreads "
                  "past one machine only to two machines' worth or the enough pick's own count, and says --max-gpus "
                  "N lifts it.",
               zh="出图、视频或转写批量任务的推荐超过一台机器的卡数时，说明知识库里没有任何报价记录这么多卡的库存"
                  "（几台 8 卡机或多台单卡实例，先确认）；「更快」方案超出一台机器时最多两台机器的量或「够用」方案"
                  "自己的卡数，并说明用 --max-gpus N 放宽。"))
def media_fleet(facts: Any, picks: Any, sink: Any = None) -> I18n | None:
    wide = [(p, _fleet_gpus(p)) for p in picks if _fleet_gpus(p) > NODE_GPUS]
    if not wide:
        return None
    names = ", ".join(f"{n} × {p.card} at {p.offer.provider_name if p.offer else '—'}" for p, n in wide)
    names_zh = "、".join(f"{n} 张 {p.card}（{p.offer.provider_name if p.offer else '—'}）" for p, n in wide)
    most = max(n for _p, n in wide)
    machines = -(-most // NODE_GPUS)
    text = I18n(
        en=f"{names}: more GPUs than one machine holds, and no seller's offer on file records how many it has free — "
           f"confirm the seller can give you that many (as {machines} machines of {NODE_GPUS}, or as many "
           "single-GPU instances, each one more to start and watch) before you count on the time. The \"faster\" "
           f"pick spreads past one machine only to {FLEET_MACHINES * NODE_GPUS} GPUs or the enough pick's own count; "
           f"say --max-gpus N to allow more (or --max-gpus {NODE_GPUS} to keep to one machine).",
        zh=f"{names_zh}：超过一台机器的卡数，而知识库里没有哪个平台的报价记录了它有多少空闲——先确认平台能给到这么多"
           f"（{machines} 台 {NODE_GPUS} 卡机，或同样多的单卡实例，每多一台就多一台要开、要盯），再按这个时长安排。"
           f"「更快」方案超出一台机器时最多用 {FLEET_MACHINES * NODE_GPUS} 张卡或「够用」方案自己的卡数；"
           f"要更多用 --max-gpus N（只用一台机器用 --max-gpus {NODE_GPUS}）。")
    if sink is not None:
        sink.caveat(CAVEAT_ID, media_fleet, text, wide[0][0].card)
        sink.step(media_fleet, {"picks": [{"card": p.card, "gpus": n} for p, n in wide],
                                "most": most}, text)
    return text



def beyond_fleet(facts: Any, plans: Any, enough_gpus: int) -> set[str]:
    """Cards whose media plan for "faster" — their soonest within the cap, else their own cheapest — still takes
    more GPUs than the fleet allows (review 85 C04: 49 × H20, billed by the day, its cheapest plan 49 instances)."""
    from rules.base.offers import media_limit

    fleet = faster_media_limit(media_limit(facts, NODE_GPUS), NODE_GPUS, enough_gpus)
    return {card for card, plan in plans.items() if plan.kind == "media" and plan.gpus > fleet}


RULES = declared(__name__)
