"""The dollars beside the person's own currency: an answer in euros or yen for an offer priced in dollars says the
offer's own figure and the rate it was converted at, and whose rate that is (review 109 C6: a Kraków startup that
thinks in euros, and a Fukuoka broadcaster who asked to see the cost in yen). Dollars and yuan — the currencies the
offers are priced in — need no figure beside them: their answers are as before."""

from __future__ import annotations

from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from knowledge.text import money
from rules.estimate.cost import convert
from rules.facts import Facts

PRICED_IN = ("USD", "CNY")


def rate_said(kb: KnowledgeBase, facts: Facts, display: str, other: str) -> I18n | None:
    """'1 EUR = 1.08 USD, your rate', '1 USD = 7.8 HKD, hkma-lers 2025-06-26': the rate between two currencies and
    where it came from, in the direction it was given."""
    for base, quote, rate in facts.fx:
        if {base, quote} == {display, other}:
            return I18n(en=f"1 {base} = {rate:g} {quote}, your rate", zh=f"1 {base} = {rate:g} {quote}，你给的汇率")
    held = kb.rate(other, display) or kb.rate(display, other)
    if held is None:
        return None
    return I18n(en=f"1 {held.base} = {held.rate:g} {held.quote}, {held.source} of {held.as_of}",
                zh=f"1 {held.base} = {held.rate:g} {held.quote}，{held.source}，{held.as_of}")


def offer_money_beside(kb: KnowledgeBase, facts: Facts, pick: Any, display: str) -> I18n:
    """'; $1,001/month at 1 EUR = 1.08 USD, your rate': the headline's cost in the offer's own currency, where the
    answer shows the person's third currency; empty otherwise."""
    offer = pick.offer
    if offer is None or display in PRICED_IN or offer.currency == display:
        return I18n(en="", zh="")
    rate = rate_said(kb, facts, display, offer.currency)
    if rate is None:
        return I18n(en="", zh="")
    job = pick.job if pick.job is not None and pick.job.is_job and pick.job.total is not None else None
    shown = job.total if job is not None else pick.monthly_cost if facts.days >= 28 else None
    back = convert(shown, display, offer.currency, kb, facts.fx) if shown is not None else None
    if back is None:
        return I18n(en=f"; at {rate.en}", zh=f"；按 {rate.zh}")
    figure = money(back.amount, offer.currency)
    if job is not None:
        return I18n(en=f"; {figure} in all at {rate.en}", zh=f"；合 {figure}，按 {rate.zh}")
    return I18n(en=f"; {figure}/month at {rate.en}", zh=f"；合每月 {figure}，按 {rate.zh}")
