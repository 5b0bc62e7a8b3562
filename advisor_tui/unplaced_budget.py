"""A budget the reader saw but could not place, said where the answer starts (review 92 c06, c07: "£60 a month" and "INR
8 lakh" were "not placed" in the reading above it, and the answer led with a pick 3.5× and 17 % over them with no word).
No exchange rate is held for most currencies (knowledge/data/currencies.yaml): the person's own rate places it."""

from __future__ import annotations

from typing import Any

from advisor_tui.i18n import tr
from knowledge.text import money


def line(understanding: Any, result: Any, lang: str) -> str | None:
    """The warning before an answer ranked with no budget while one was said and left unplaced; None otherwise."""
    if understanding is None or result.facts.budget is not None:
        return None
    said = next((u for u in understanding.unresolved if u.kind == "budget"), None)
    if said is None:
        return None
    top = result.picks[0] if result.picks else None
    cost = None
    if top is not None:
        total = top.job.total if top.job is not None and top.job.is_job else None
        bought = top.purchase.total_display if result.facts.procure == "buy" and top.purchase is not None else None
        if bought is not None:
            return _said(said.text.strip(), tr(lang, f" (the first pick: {money(bought, result.display_currency)} "
                                                     "to buy)",
                                               f"（第一个推荐：购买 {money(bought, result.display_currency)}）"), lang)
        cost = (tr(lang, f" (the first pick: {money(total, result.display_currency)} for the job)",
                   f"（第一个推荐：整个任务 {money(total, result.display_currency)}）") if total is not None else
                tr(lang, f" (the first pick: {money(top.monthly_cost, result.display_currency)} a month)",
                   f"（第一个推荐：每月 {money(top.monthly_cost, result.display_currency)}）")
                if top.monthly_cost is not None else "")
    return _said(said.text.strip(), cost or "", lang)


def _said(name: str, cost: str, lang: str) -> str:
    if name[:1] in "-−－负":  # "budget -500 CNY" (review 98, bad input): refused, no currency to blame
        return tr(lang, f"⚠ Your budget “{name}” is below zero, so the picks are ranked with no budget{cost} — "
                        "give the amount you can spend (--budget).",
                  f"⚠ 你的预算“{name}”是负数，推荐是按无预算排的{cost}——请用 --budget 给出你能花的金额。")
    return tr(lang,
              f"⚠ Your budget “{name}” is not checked below: no rate for its currency is held, so the picks are "
              f"ranked with no budget{cost} — give your rate with --budget (--fx CUR/USD=RATE, e.g. "
              "GBP/USD=1.27) to rank within it.",
              f"⚠ 你的预算“{name}”下面没有核对：知识库没有它的币种汇率，推荐是按无预算排的{cost}——"
              "用 --budget 加上你的汇率（--fx 币种/USD=汇率，如 GBP/USD=1.27）即可按预算排。")
