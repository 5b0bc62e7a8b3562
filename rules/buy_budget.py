"""The budget a purchase is judged against (review 98 c06). A purchase is paid once: a budget said per period
("$40k for the year", read as $3,333 a month) is, for a person buying, the whole amount over the time they said they
will use the box — $40,000 for the cards, not a month of it. Renting prices never judge a card to buy (a card is
bought on its purchase price; rules.pricing.purchase_budget), and a rental aside says only what its figure pays for.

Pure functions: rules.base.buying and rules.buy_text read them."""

from __future__ import annotations

from knowledge.text import money
from rules.facts import Facts

# days in a budget's period (rules.pricing.PERIOD_DAYS; kept here so that pricing can read this module)
_PERIOD_DAYS = {"month": 30.0, "week": 7.0, "day": 1.0}


def whole_budget(facts: Facts) -> float | None:
    """The amount a purchase is judged against, in the budget's currency: a `total` budget as said; a budget said per
    month (week, day) while buying, times the periods of the use said ("for the next 12 months"); None when no
    horizon was said (a purchase is then weighed as months of the budget, not checked against it)."""
    b = facts.budget
    if b is None or facts.procure != "buy":
        return None
    if b.unit == "total":
        return b.amount
    if b.unit in _PERIOD_DAYS and "days" in facts.stated and facts.days > 0:
        return round(b.amount * facts.days / _PERIOD_DAYS[b.unit], 2)
    return None


def whole_budget_text(facts: Facts) -> tuple[str, str] | None:
    """(en, zh) of a periodic budget read as a whole for a purchase ('$40,000 for the 12 months (your $3,333 a month ×
    12: a purchase is paid once, so it is judged against the whole amount)'); None for a `total` budget or none."""
    b, whole = facts.budget, whole_budget(facts)
    if b is None or whole is None or b.unit == "total":
        return None
    periods = facts.days / _PERIOD_DAYS[b.unit]
    unit_zh = {"month": "个月", "week": "周", "day": "天"}[b.unit]
    span = f"{periods:g} {b.unit}{'s' if periods != 1 else ''}"
    return (f"{money(whole, b.currency)} for the {span} (your {money(b.amount, b.currency)} a {b.unit} × {periods:g}: "
            "a purchase is paid once, so it is judged against the whole amount)",
            f"{periods:g} {unit_zh}共 {money(whole, b.currency)}"
            f"（每{unit_zh.lstrip('个')} {money(b.amount, b.currency)} × "
            f"{periods:g}：购买是一次付清，所以按总额核对）")


def rental_aside(gpus: int, gpus_priced: int, min_gpus: int | None) -> tuple[str, str] | None:
    """What a rental figure of ``gpus`` pays for where its seller rents whole nodes (review 98 c06: '$3,600/month
    (2 GPUs; a whole 8-GPU node)' was two GPUs at the per-GPU rate, and a whole node $14,400): the node, when the
    figure pays for it; else the per-GPU rate, with the seller's unit said beside it."""
    unit = min_gpus or 1
    if gpus_priced > gpus:
        return f"a whole {gpus_priced}-GPU node", f"须整台 {gpus_priced} 卡起租"
    if unit > gpus:
        return (f"{gpus} at the per-GPU rate; its seller rents only whole {unit}-GPU nodes",
                f"按单卡价计 {gpus} 张；该平台只整台 {unit} 卡起租")
    return None
