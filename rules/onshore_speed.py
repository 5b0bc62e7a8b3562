"""Machines said to run in mainland China, a speed each user must get, and every pick rented abroad: the answer says
first that no onshore card keeps the speed, and how near the nearest comes (review 85 C02: "机器放在国内" and 30
tokens/s a user for Qwen3-235B-A22B were answered with B300 and B200 at RunPod, the 8 × H20 ruled out at ≈18 said
only in the list of cards set aside)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from knowledge.schema import I18n


def onshore_speed_line(facts: Any, picks: Iterable[Any], card_facts: Iterable[Mapping[str, Any]]) -> I18n | None:
    """The line, or None where the machines were not said to be in mainland China, a pick is rented there, no speed
    target applies, or no card rented there fell short of the speed alone."""
    picks = list(picks)
    if not (facts.region == "cn" and facts.region_stated and facts.min_tps and picks
            and facts.procure != "buy"):
        return None
    if any(p.offer is not None and p.offer.region == "cn" for p in picks):
        return None
    short = [f for f in card_facts if f.get("speed_short") and f.get("has_cn_offer")]
    if not short:
        return None
    near = min(short, key=lambda f: (-f["speed_tps"] * f.get("speed_spread", 1.0), f["card"]))
    most = near["speed_tps"] * near.get("speed_spread", 1.0)
    at_most_en = (f" (≈ {most:,.1f} at the most published MoE runs on cards of its class beat our estimate by)"
                  if most > near["speed_tps"] else "")
    at_most_zh = f"（按同类卡上 MoE 公开实测最多高出估算的倍数，约 {most:,.1f}）" if most > near["speed_tps"] else ""
    return I18n(
        en=f"No card rented in mainland China keeps {facts.min_tps:g} tokens/s a user here: the nearest, "
           f"{near['card']} on {near['speed_gpus']} GPUs, gives ≈ {near['speed_tps']:,.1f}{at_most_en}. The picks "
           "below are rented abroad — your data and weights would leave the mainland; to stay onshore, accept a lower "
           "speed per user (--min-tps) or measure the nearest card first.",
        zh=f"在中国大陆能租到的卡都达不到每路 {facts.min_tps:g} token/s：最接近的是 {near['speed_gpus']} 张 "
           f"{near['card']}，约 {near['speed_tps']:,.1f}{at_most_zh}。下面的推荐都在境外租——数据和权重要出境；"
           "要留在境内，就得接受更低的每路速度（--min-tps），或先实测最接近的这款卡。")
