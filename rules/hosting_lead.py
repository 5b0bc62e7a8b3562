"""Whether an answer abroad may lead with a seller that does not say where its machines are.

Outside mainland China a seller addressing mainland buyers whose hosting is unknown is the last resort (rules.pricing
.known_hosting_wanted): the market rules rank it after every other plan. But a plan ruled out — over the budget, too
slow for the speed asked, past the deadline — is no plan to rank before it, so when every other card fails on such a
limit the last resort became the headline (review 60 C1: a Berlin legal-tech's client contracts on a China-market H20
at CloudGPU, $929 within $1,000, where a seller that says where it hosts needed $1,210; C9: a voice assistant abroad
with a 300 ms first-token target). The answer then leads as if such sellers were set aside — its own "no", what the
budget or a smaller precision would take — and the last resort stays, priced, as a what-if: the person's call to make,
with its risk said, never the headline by default.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from knowledge.text import money
from rules.answer import cost_phrase
from rules.consultation import Consultation, WhatIf
from rules.precision_lead import led_facts, ranked_after
from rules.pricing import known_hosting_wanted

SET_ASIDE = {"no_mainland_sellers": True}


def lead(kb: KnowledgeBase, result: Consultation, ask: Callable[..., Consultation]) -> Consultation | None:
    """``result`` asked again without sellers addressing mainland buyers, or None when it should stand."""
    facts = result.facts
    if (not result.picks or facts.procure == "buy" or "no_mainland_sellers" in facts.stated
            or facts.no_mainland_sellers or not known_hosting_wanted(facts)):
        return None
    top = result.picks[0]
    if "unknown-hosting-ranked-after" not in ranked_after(top) or top.offer is None:
        return None
    seller, name, n = top.offer.provider_name, kb.card(top.card).name, top.gpus_in_all
    note = I18n(en=f"Sellers addressing mainland buyers set aside (not said): the plan that led within your limits "
                   f"was {n} × {name} at {seller}, which does not say where its machines are (see What if) — say "
                   "--allow-mainland-sellers to rank it with the rest.",
                zh=f"已排除面向国内的云平台（你未指定）：在你的限制内排第一的方案是 {seller} 的 {n} 张 {name}，"
                   "而它没写机器在哪里（见“如果……”）——要把它和其他方案一起排，请用 --allow-mainland-sellers。")
    new = led_facts(kb, facts, SET_ASIDE, result.picks)
    again = ask(dataclasses.replace(new, notes=(*new.notes, note)), kb)
    first = again.picks[0] if again.picks else None
    if first is not None and "unknown-hosting-ranked-after" in ranked_after(first):
        return None
    total = top.job.total if top.job is not None and top.job.is_job else None
    if total is not None:
        money_said = money(total, result.display_currency)
        price, price_zh = f"{money_said} for the job", f"完成任务共 {money_said}"
    elif top.monthly_cost is not None:
        price, price_zh = cost_phrase(facts, top.monthly_cost, result.display_currency)  # the person's days and hours
    else:
        price = price_zh = ""
    market = kb.card(top.card).market == "china"
    part_en = f" — the {name} is a China-market part" if market else ""
    part_zh = f"——{name} 是面向中国市场的型号" if market else ""
    text = I18n(en=f"Allowing sellers that address mainland buyers: {n} × {name} at {seller}"
                   + (f", {price}" if price else "") + f"{part_en}. {seller} does not say where its machines are: ask "
                   "before you put data or users on it (latency and data transfer across the border).",
                zh=f"若允许面向国内的云平台：{seller} 的 {n} 张 {name}" + (f"，{price_zh}" if price_zh else "")
                   + f"{part_zh}。{seller} 没写机器在哪里：放数据或用户上去之前先问清（跨境的延迟与数据出境）。")
    kept = WhatIf({"no_mainland_sellers": False}, text, top.card, top.monthly_cost, None, n)
    return dataclasses.replace(again, what_if=(kept, *again.what_if))
