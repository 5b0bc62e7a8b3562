"""Where the person is, beside where the cards run: when they differ (a person in Singapore renting on a
mainland platform, a mainland team renting abroad), the same job rented where the person is, priced beside
the pick — review 24 M3: "Is renting in China a good idea?" from Singapore got the mainland price alone, with
no figure abroad to weigh the mainland real-name account and the border crossing against."""

from __future__ import annotations

from collections.abc import Callable

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from knowledge.text import money
from rules import estimate
from rules.answer import pick_cost
from rules.base.assumed_abroad import abroad_what_if
from rules.base.region_choice import region_choice
from rules.base.whatif import what_if
from rules.consultation import Consultation, Pick, WhatIf
from rules.engine import Sink
from rules.facts import Facts, with_changes
from rules.rentable import ask_over_rentable

_WHERE = {"intl": ("outside mainland China", "境外"), "cn": ("in mainland China", "国内")}
_SPARED = {"intl": ("no mainland real-name account (Cybersecurity Law art. 24) or CNY payment to arrange",
                    "不用办国内实名账号、不用人民币付款"),
           "cn": ("no overseas account or foreign-card payment to arrange", "不用办境外账号、不用外币卡付款")}


def where_you_are_what_if(kb: KnowledgeBase, facts: Facts, picks: tuple[Pick, ...], sink: Sink, display: str,
                          ask: Callable[..., Consultation]) -> tuple[WhatIf, ...]:
    """The cheapest plan rented where the person is, when the answer rents elsewhere; both sides where the person
    weighs mainland against abroad (rules.base.region_choice)."""
    if facts.compare_regions:
        return region_choice(kb, facts, picks, sink, display, ask)
    home = facts.based_in
    if home is None:  # nowhere said: the answer's own region was assumed
        return abroad_what_if(kb, facts, picks, sink, display, ask)
    if not picks or home == facts.region or facts.compliance or facts.procure == "buy":
        return ()
    ours = next((p for p in picks if "enough" in p.roles), picks[0])
    our_cost = pick_cost(ours)
    try:
        other = ask_over_rentable(ask, with_changes(facts, kb, region=home), kb, what_if=False, _variant=True)
    except Exception:  # noqa: BLE001 - a variant that is itself invalid is skipped
        return ()
    best = next((p for p in other.picks if "enough" in p.roles), None)
    cost = pick_cost(best) if best is not None else None
    if best is None or best.offer is None or cost is None or our_cost is None:
        return ()
    converted = estimate.cost.convert(cost, other.display_currency, display, kb, facts.fx)
    if converted is None:
        return ()
    job = best.job is not None and best.job.is_job
    unit_en, unit_zh = ("for the job", "完成任务") if job else ("a month", "每月")
    price = price_zh = money(cost, other.display_currency)
    if other.display_currency != display:
        price += f" (≈ {money(converted.amount, display)})"
        price_zh += f"（≈ {money(converted.amount, display)}）"
    gap = converted.amount - our_cost
    where_en, where_zh = _WHERE[home]
    more_en = (f"{money(abs(gap), display)} {'more' if gap > 0 else 'less'} than the pick"
               if abs(gap) >= 0.005 * max(our_cost, 1e-9) else "the same as the pick")
    more_zh = (f"比推荐{'贵' if gap > 0 else '便宜'} {money(abs(gap), display)}"
               if abs(gap) >= 0.005 * max(our_cost, 1e-9) else "与推荐相当")
    n = best.gpus_in_all
    seller = best.offer.provider_name
    text = I18n(en=f"Renting where you are ({where_en}) instead: {n} × {best.card_name} at {seller}, "
                   f"{price} {unit_en} — {more_en}, with {_SPARED[home][0]}.",
                zh=f"改在你所在的地方（{where_zh}）租：{seller} 的 {n} 张 {best.card_name}，{unit_zh} "
                   f"{price_zh}——{more_zh}，{_SPARED[home][1]}。")
    if facts.public_service and facts.region == "cn" and facts.users_in not in ("intl", "eu"):  # users in China
        text = I18n(en=f"{text.en} But a public service for users in China would send their personal data abroad "
                       "(PIPL art. 38–40: a security assessment, certification or standard contract first).",
                    zh=f"{text.zh}但面向国内用户的公开服务放到境外，个人信息就要出境（《个人信息保护法》第 38–40 条："
                       "须先通过安全评估、认证或签标准合同）。")
    sink.step(what_if, {"change": {"region": home}, "card": best.card}, text)
    return (WhatIf({"region": home}, text, best.card, best.monthly_cost, None, n),)
