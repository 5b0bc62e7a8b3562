"""Two cards the person named and asked to choose between, for a job of known size, answered head to head (blind
review 123 c09: "考虑包月租8卡的A800或者H20，哪个划算？" got a line per card against the pick, never the two against
each other — 8 × A800 包月 ¥29,936 against 8 × H20 包月 ¥36,000, 312 against 148 dense TFLOPS, 5 days against 12.6).
Each side: the count said (before the pair, "8卡的A800或者H20", or each its own), the job's wall clock on it
(rules.jobplan's plan at that count), its cost under the billing said (包月 / monthly: whole months of the cheapest
monthly plan; else the job at the cheapest billing), and its dense 16-bit compute per yuan; then which is the better
buy, and where a month plan pays for more month than the job takes, what the job costs by the hour or day."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Any

from advisor_tui.named_cards import NamedCard
from knowledge.schema import I18n
from knowledge.text import money

_ASKED = re.compile(r"哪个|哪一个|哪款|哪种|哪家|还是|划算|比较|对比|\bwhich\b|\bvs\.?(?=\s)|\bversus\b|\bcompare"
                    r"|\bbetter\b|\bcheaper\b", re.IGNORECASE)
_MONTHLY = re.compile(r"包月|月租|按月|\bmonthly\b|\bper month\b|\bmonth(?:ly)? plan", re.IGNORECASE)
# a count said before the pair applies to both: "8卡的A800或者H20", "8 张 A800 还是 H20", "8x A800 or H20", "8-GPU"
_PAIR_COUNT = re.compile(r"(\d{1,3})\s?(?:卡|张|块|x|×|-?GPUs?\b|-?gpu\b|cards?\b)", re.IGNORECASE)
_BEFORE = 12  # characters before the first card's name where the pair's count is said
_LEADING_COUNT = re.compile(r"^\s*\d{1,3}\s?(?:张|块|卡|x|×|-?GPUs?)?\s*", re.IGNORECASE)  # "8 张 A800" → "A800"
MONTH_HOURS = 30 * 24.0
PLAN_KINDS = ("training", "media")


@dataclass(frozen=True)
class _Side:
    card: Any
    label: str  # as the person wrote it ("A800"): the verdict's name for it
    gpus: int
    wall_hours: float
    cost: float  # under the billing said, display currency
    job_cost: float | None  # the job at the cheapest billing
    month: tuple[float, str] | None  # (a month of the GPUs, the seller) where a month was said
    per_card_unit: float  # what one card costs per unit the comparison uses (a month, or a GPU-hour)
    late: bool


def pair_line(understanding: Any, result: Any) -> NamedCard | None:
    """One line comparing the first two cards named, where the person asks which of them, for a training or media
    job of known size that is rented; None otherwise."""
    facts, kb = result.facts, getattr(result, "kb", None)
    if kb is None or understanding is None or facts.procure == "buy" or facts.no_rental:
        return None
    named = [c for c in understanding.mentioned_cards if c.card and not c.refused and not c.owned and not c.family]
    ids = list(dict.fromkeys(c.card for c in named))
    text = understanding.text
    if len(ids) < 2 or not _ASKED.search(text):
        return None
    from rules import jobplan

    if jobplan.sized(facts, result.requirement, kb) not in PLAN_KINDS:
        return None
    mentions = [next(c for c in named if c.card == card_id) for card_id in ids[:2]]
    first = min(mentions, key=lambda c: c.start)
    said = _PAIR_COUNT.search(text[max(0, first.start - _BEFORE):first.start])
    counts = [c.count or (int(said.group(1)) if said else None) for c in mentions]
    # one count said for the pair ("8x A800 or H20") is both sides'; none said, both at the larger of the answer's
    # counts — like for like
    common = next((n for n in counts if n), None) or max(_answer_count(result, c.card) for c in mentions)
    monthly = bool(_MONTHLY.search(text))
    sides = []
    for mention, count in zip(mentions, counts):
        label = _LEADING_COUNT.sub("", mention.text).strip() or mention.card
        side = _side(kb, result, mention.card, label, count or common, monthly)
        if side is None:
            return None
        sides.append(side)
    return _line(facts, result.display_currency, sides[0], sides[1], monthly)


def _answer_count(result: Any, card_id: str) -> int:
    """The answer's own count for the card (its pick), else the fewest that hold the job."""
    pick = next((p for p in result.picks if p.card == card_id), None)
    if pick is not None:
        return pick.gpus_in_all
    fit = next((f for f in result.fits if f.card == card_id), None)
    return fit.gpus if fit is not None and fit.fits else 1


def _side(kb: Any, result: Any, card_id: str, label: str, gpus: int, monthly: bool) -> _Side | None:
    from rules import estimate, jobplan, vision_training_plan
    from rules.estimate.fit import dense_tflops
    from rules.pricing import billed_gpus, eligible_offers

    facts, req, display = result.facts, result.requirement, result.display_currency
    fit = next((f for f in result.fits if f.card == card_id), None)
    if fit is None or not fit.fits or gpus < fit.gpus:
        return None  # the count said does not hold the job: the card's own verdict says so
    card = kb.card(card_id)
    try:
        if jobplan.sized(facts, req, kb) == "training":
            plan = vision_training_plan.training_plan(kb, facts, req, card, gpus, gpus)
        else:
            plan = jobplan.media_plan(kb, facts, card, gpus, gpus)
    except Exception:  # noqa: BLE001 - a count the plans cannot take says nothing
        return None
    if plan is None or plan.wall_hours <= 0 or plan.gpu_hours <= 0 or dense_tflops(card) <= 0:
        return None
    late = facts.deadline is not None and plan.wall_hours > facts.deadline
    month = None
    if monthly:
        offers, _ = eligible_offers(kb, facts, card_id)
        best = None
        for offer in offers:
            if offer.unit != "month":
                continue
            got = estimate.convert(offer.price, offer.currency, display, kb, facts.fx)
            if got is None:
                continue
            billed = billed_gpus(offer, gpus, kb.provider(offer.provider).min_gpus)
            if best is None or got.amount * billed < best[0]:
                best = (got.amount * billed, kb.provider(offer.provider).name)
        if best is None:
            return None  # no month plan on file to compare: the cards' own verdicts stand
        month = best
        cost = best[0] * max(1, math.ceil(plan.wall_hours / MONTH_HOURS - 1e-9))
        per_card = best[0] / gpus
    else:
        if plan.total is None:
            return None
        cost, per_card = plan.total, plan.total / plan.gpu_hours
    return _Side(card, label, gpus, plan.wall_hours, cost, plan.total, month, per_card, late)


def _hours(h: float) -> tuple[str, str]:
    return (f"{h:,.0f} h ({h / 24:.1f} days)", f"{h:,.0f} 小时（{h / 24:.1f} 天）") if h >= 48 else (
        f"{h:,.1f} h", f"{h:,.1f} 小时")


def _line(facts: Any, display: str, a: _Side, b: _Side, monthly: bool) -> NamedCard:
    from rules.estimate.fit import dense_tflops

    parts_en, parts_zh = [], []
    for s in (a, b):
        h_en, h_zh = _hours(s.wall_hours)
        late_en = f", past your {facts.deadline:g} h deadline" if s.late else ""
        late_zh = f"，赶不上 {facts.deadline:g} 小时的期限" if s.late else ""
        if s.month is not None:
            each = money(s.month[0] / s.gpus, display)
            parts_en.append(f"{s.gpus} × {s.card.name} on a month plan {money(s.month[0], display)} a month "
                            f"({s.month[1]}, {each} a card), the job in {h_en}{late_en}")
            parts_zh.append(f"{s.gpus} 张 {s.card.name} 包月每月 {money(s.month[0], display)}（{s.month[1]}，"
                            f"每卡 {each}），{h_zh}跑完{late_zh}")
        else:
            parts_en.append(f"{s.gpus} × {s.card.name}: {money(s.cost, display)} for the job in {h_en}{late_en}")
            parts_zh.append(f"{s.gpus} 张 {s.card.name}：完成任务 {money(s.cost, display)}，{h_zh}{late_zh}")
    ta, tb = dense_tflops(a.card), dense_tflops(b.card)
    # compute per unit of money: a card's dense 16-bit TFLOPS over what one card costs per month (or GPU-hour)
    ratio = (ta / a.per_card_unit) / (tb / b.per_card_unit)
    better, worse = (a, b) if ratio >= 1 else (b, a)
    times = ratio if ratio >= 1 else 1 / ratio
    flops_en = (f"dense 16-bit compute {ta:,.0f} against {tb:,.0f} TFLOPS a card: for the same money {better.label} "
                f"gives {times:.1f}× the compute of {worse.label}")
    flops_zh = (f"每卡稠密 16 位算力 {ta:,.0f} 对 {tb:,.0f} TFLOPS：同样的钱 {better.label} 的算力是 "
                f"{worse.label} 的 {times:.1f} 倍")
    cheap, fast = min((a, b), key=lambda s: s.cost), min((a, b), key=lambda s: s.wall_hours)
    if cheap is fast and not cheap.late:
        verdict_en, verdict_zh = (f"{cheap.label} is the better buy: cheaper and sooner",
                                  f"{cheap.label} 更划算：更省也更快")
    elif not cheap.late:
        verdict_en = f"{cheap.label} costs less, {fast.label} finishes sooner"
        verdict_zh = f"{cheap.label} 更省，{fast.label} 更快"
    else:
        verdict_en = f"only {fast.label} meets your deadline"
        verdict_zh = f"只有 {fast.label} 赶得上期限"
    tail_en = tail_zh = ""
    pick = cheap if not cheap.late else fast
    if monthly and pick.job_cost is not None and pick.wall_hours < MONTH_HOURS * 0.75:
        # a month plan bills the month: the job that takes days is cheaper by the hour or day
        h_en, h_zh = _hours(pick.wall_hours)
        tail_en = (f" The job takes only {h_en}: a month plan bills the whole month — by the hour or day the same "
                   f"{pick.gpus} × {pick.card.name} finish it for {money(pick.job_cost, display)}.")
        tail_zh = (f"这个任务只要 {h_zh}：包月要付满一个月——按小时或按天租，同样 {pick.gpus} 张 {pick.card.name} "
                   f"完成任务只要 {money(pick.job_cost, display)}。")
    billing_en, billing_zh = (", on month plans", "，包月") if monthly else ("", "")
    en = (f"→ {a.card.id} or {b.card.id}, the two you asked about{billing_en}: {parts_en[0]}; {parts_en[1]}. "
          f"{flops_en[0].upper()}{flops_en[1:]} — {verdict_en}.{tail_en}")
    zh = (f"→ 你问的 {a.card.id} 还是 {b.card.id}{billing_zh}：{parts_zh[0]}；{parts_zh[1]}。{flops_zh}——"
          f"{verdict_zh}。{tail_zh}")
    return NamedCard(f"{a.card.id}+{b.card.id}", "compared", I18n(en=en, zh=zh))
