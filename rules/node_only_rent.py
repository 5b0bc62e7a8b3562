"""A purchase's rent beside it when the only rental of the card on file is a whole node (leftovers50 #2).

Review 108's buyer of one RTX PRO 6000 read "$1,800/month for your usage at CoreWeave" as the yardstick, a per-GPU
share of an 8-GPU node that no one rents alone (review 47 C11 had added the node's price in brackets): the line now says
first that no seller on file rents the card alone, then what the node costs, the share last.
"""

from __future__ import annotations

from typing import Any

from knowledge.text import money


def node_only_rent(pick: Any, display: str, node_cost: tuple[str, str]) -> tuple[str, str]:
    """The rent clause of a buy line whose seller rents only whole nodes larger than the GPUs bought;
    ``node_cost``: the whole node's cost for the usage, as answer.cost_phrase says it."""
    unit, (node_en, node_zh) = pick.offer.min_gpus, node_cost
    share = money(pick.monthly_cost, display)
    gpus = "GPU" if pick.gpus == 1 else f"{pick.gpus} GPUs"
    alone_en = "one alone" if pick.gpus == 1 else f"{pick.gpus} alone"
    alone_zh = "单独租一张" if pick.gpus == 1 else f"单独租 {pick.gpus} 张"
    return (f"; renting {alone_en}: no seller on file rents it so — {pick.offer.provider_name} rents it only as whole "
            f"{unit}-GPU nodes; a node: {node_en}; the share of your {gpus}: {share}",
            f"；{alone_zh}：没有记录到单独出租它的平台——{pick.offer.provider_name} 只整台 {unit} 卡出租，每台"
            f"{node_zh}（你的 {pick.gpus} 张折合 {share}）")
