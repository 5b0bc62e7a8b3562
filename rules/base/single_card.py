"""One large card before a PCIe split (seed 004: multi-card consumer setups pay for every step they
talk over PCIe) — unless, for running a model, the split is much cheaper (review 20 M2: a home user
running Llama 3.1 70B at 4-bit was told to buy one $8,565 RTX PRO 6000 where 2 × RTX 5090 at $3,998
hold it; seed 004 §6.3 itself: "推理时通信频率较低，PCIe还能勉强接受")."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from knowledge.schema import Card
from knowledge.text import money
from rules.base._common import I18n, declared, step
from rules.base.buying import purchase_cost
from rules.box_size import WORKSTATION_GPUS
from rules.engine import Sink
from rules.estimate.purchase import Purchase
from rules.facts import Facts
from rules.jobplan import Plan
from rules.pricing import Priced

# a split is worth its PCIe hops only when it saves at least this much against the cheapest single
# card (or NVLink set): the same share that makes a what-if worth saying (rules.base.whatif)
SPLIT_SAVING = 0.2
SPLITS = ("pcie-split", "pcie-fsdp")
# a split bought instead of one large card is one workstation tower (WORKSTATION_GPUS, rules.box_size); past that
# it is a server, where multi-GPU serving means a fast link (an 8-card PCIe box against a complete HGX server priced
# the cards alone against a whole machine) …and a PCIe server takes eight: the 8 × L20 / 8 × RTX 4090 serving boxes
# sold in mainland China are that chassis
# (review 83 c08: 8 × L20, the usual compliant box for a 72B, was dropped for 8 × 910B at ≥ ¥960,000 in chips alone)
PCIE_SERVER_GPUS = 8


@step(id="prefer-single-card", concern="ranking", source="seed-004",
      doc=I18n(en="When one card (or an NVLink-pooled set) can do the job within budget, a split over "
                  "PCIe-only cards is not recommended: start with one large card — unless a box is bought "
                  "to run a model (no training) and the split, one workstation of up to four cards, costs "
                  "at least a fifth less than the cheapest single card: its PCIe hops cost some speed per "
                  "token, not the job.",
               zh="单卡（或 NVLink 组合）能在预算内完成时，不推荐经 PCIe 拆分的多卡方案：先从单卡大显存开始——"
                  "除非是购买机器来运行模型（不训练），且拆分方案（一台最多四卡的工作站）比最便宜的单卡"
                  "至少便宜五分之一：PCIe 通信只让每个 "
                  "token 慢一些，不影响任务本身。"))
def prefer_single_card(candidates: list[Card], sink: Sink, costs: Mapping[str, float] | None = None,
                       display: str = "USD", within: set[str] | None = None) -> list[Card]:
    """``costs``: each candidate's purchase cost, given only when a box is bought to run a model — a
    fine-tune sharded over PCIe is dropped whatever it saves
    (review 15 M4: 2 × RTX 3090 at ¥714 beat one RTX 5090 holding the whole 13B LoRA at ¥720)."""
    split = [c for c in candidates if sink.feasible_cards[c.id][1] in SPLITS]
    # (cards are told apart by id: a card's dataclass equality compares every one of its fields)
    split_ids = {c.id for c in split}
    # a single card a market rule demoted (an older generation to buy, a China-market part abroad)
    # is no reason to drop a split that ranks before it
    if not split or all(c.id in split_ids or c.id in sink.demoted for c in candidates):
        return candidates
    if within is not None and not any(c.id in within for c in candidates if c.id not in split_ids):
        # review 37 c03: 8 × L20 dropped for 8 × Ascend 910B whose chips alone broke the ¥600,000 — a single card
        # (or an NVLink set) the budget cannot pay for is no reason to drop the split that might
        return candidates
    singles = [costs.get(c.id, float("inf")) for c in candidates
               if c.id not in split_ids and c.id not in sink.demoted] if costs is not None else []
    cheapest_single = min(singles, default=float("inf"))
    dropped: set[str] = set()
    for card in split:
        gpus, mode = sink.feasible_cards[card.id][:2]
        cost = costs.get(card.id, float("inf")) if costs is not None else float("inf")
        if (gpus <= PCIE_SERVER_GPUS and cheapest_single < float("inf")
                and cost <= cheapest_single * (1 - SPLIT_SAVING)):
            box_en, box_zh = (("", "") if gpus <= WORKSTATION_GPUS else
                              (" (an 8-card PCIe server: the cards alone here, the chassis on top)",
                               "（8 卡 PCIe 服务器：这里只算卡，机箱另计）"))
            text = I18n(
                en=f"a split over {gpus} PCIe-only cards{box_en} at {money(cost, display)} against "
                   f"{money(cheapest_single, display)} for the cheapest single card: at least a fifth less, "
                   "so it is kept — running a model talks over PCIe little (source 4), at some speed per token.",
                zh=f"拆到 {gpus} 张卡经 PCIe 运行{box_zh}，{money(cost, display)}，最便宜的单卡要 "
                   f"{money(cheapest_single, display)}：至少便宜五分之一，所以保留——运行模型时 PCIe 通信少"
                   "（来源 4），只是每个 token 慢一些。")
            sink.step(prefer_single_card, {"card": card.id, "gpus": gpus, "kept": True}, text)
            continue
        if costs is not None and gpus <= PCIE_SERVER_GPUS and cheapest_single == float("inf"):
            # buying to run a model and no single card (or NVLink set) has a full price to prefer over the split:
            # both are quotes to get, and the split is the usual box (review 83 c08: 8 × L20 against 8 × 910B whose
            # chips alone are ≥ ¥960,000)
            text = I18n(
                en=f"a split over {gpus} PCIe-only cards (a PCIe server), kept: no single card or NVLink set here has "
                   "a full purchase price to prefer over it — get quotes for both; running a model talks over PCIe "
                   "little (source 4), at some speed per token.",
                zh=f"拆到 {gpus} 张卡经 PCIe 运行（一台 PCIe 服务器），保留：这里没有哪种单卡或 NVLink 组合有完整的"
                   "购买价可以优先于它——两边都要询价；运行模型时 PCIe 通信少（来源 4），只是每个 token 慢一些。")
            sink.step(prefer_single_card, {"card": card.id, "gpus": gpus, "kept": True}, text)
            continue
        what_en, what_zh = (("training sharded (FSDP) over", "经 PCIe 分片（FSDP）训练，用") if mode == "pcie-fsdp"
                            else ("a split over", "拆到"))
        text = I18n(
            en=f"{what_en} {gpus} PCIe-only cards is possible, but other cards do the job on one card (or an "
               f"NVLink set): start with one large card (source 4).",
            zh=f"可以{what_zh} {gpus} 张卡经 PCIe 运行，但另有型号一张（或一组 NVLink 互联的卡）就能胜任："
               f"先从单卡大显存开始（来源 4）。")
        sink.reject(card.id, prefer_single_card, text)
        sink.step(prefer_single_card, {"card": card.id, "gpus": gpus}, text)
        dropped.add(card.id)
    return [c for c in candidates if c.id not in dropped]


def split_costs(candidates: list[Card], priced: Mapping[str, Priced], plans: Mapping[str, Plan],
                  purchases: Mapping[str, Purchase | None]) -> dict[str, float]:
    """Each candidate's cost as the ranking compares it: the purchase, a job's total, or the month."""
    out = {}
    for card in candidates:
        plan, p = plans.get(card.id), priced[card.id]
        if purchases:
            out[card.id] = purchase_cost(purchases.get(card.id))
        elif plan is not None and plan.is_job and plan.total is not None:
            out[card.id] = plan.total
        elif p.choice is not None and p.choice.monthly_display is not None:
            out[card.id] = p.choice.monthly_display
    return out


RULES = declared(__name__)


def within_budget(facts: Facts, candidates: list[Card], priced: Mapping[str, Priced],
                   purchases: Mapping[str, Any], buying: bool) -> set[str] | None:
    """The candidates known to keep the budget (None: no budget said, every one does): rented at a price
    within it, or bought complete at a total within it."""
    if facts.budget is None:
        return None
    out = set()
    for card in candidates:
        if buying:
            got = purchases.get(card.id)
            if got is not None and got.complete and got.total_display is not None and (
                    got.budget is None or got.total_display <= got.budget + 1e-9):
                out.add(card.id)
        elif (p := priced.get(card.id)) is not None and p.choice is not None and not p.over_budget:
            out.add(card.id)
    return out
