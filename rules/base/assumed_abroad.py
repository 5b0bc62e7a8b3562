"""An answer for mainland China by assumption (the person wrote Chinese or RMB, and named no place) ranks within the
mainland (rules.base.market's cn-said-prefers-onshore); what renting abroad would have cost is said beside it as a
what-if, with the border it crosses (blind review 123 C5: a start-up's answer said "地区 中国大陆（cn）" and led with
8 × B200 at Vast.ai, a US peer-to-peer host, with no word on sending its 50B-token Chinese corpus abroad). Only
where abroad is cheaper, and never for a service whose users wait in China (the cn-serving rule ranks those after)."""

from __future__ import annotations

from collections.abc import Callable

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from knowledge.text import money
from rules import estimate
from rules.answer import pick_cost
from rules.base.whatif import what_if
from rules.consultation import Consultation, Pick, WhatIf
from rules.engine import Sink
from rules.facts import Facts, with_changes
from rules.pricing import INVOICE_OK
from rules.rentable import ask_over_rentable

CHEAPER_BY = 0.02  # abroad must save more than the drift of the prices themselves to be worth a line


def _asked_in_mainland_by_assumption(facts: Facts) -> bool:
    serving_users = facts.task == "inference" and bool(facts.rps or facts.public_service)
    # a mainland VAT invoice comes from no seller abroad: then abroad is no option to weigh
    return (facts.region == "cn" and not facts.region_stated and not facts.compliance and facts.procure != "buy"
            and not facts.no_rental and not serving_users and facts.based_in is None
            and facts.invoice not in INVOICE_OK)


def abroad_what_if(kb: KnowledgeBase, facts: Facts, picks: tuple[Pick, ...], sink: Sink, display: str,
                   ask: Callable[..., Consultation]) -> tuple[WhatIf, ...]:
    """The cheapest plan rented outside mainland China, beside a mainland answer that only assumed the mainland."""
    if not picks or not _asked_in_mainland_by_assumption(facts):
        return ()
    ours = next((p for p in picks if "enough" in p.roles), picks[0])
    our_cost = pick_cost(ours)
    if ours.offer is None or ours.offer.region != "cn" or our_cost is None:
        return ()  # the answer already rents abroad (nothing on the mainland holds it): its caveats say the border
    try:
        other = ask_over_rentable(ask, with_changes(facts, kb, region="intl"), kb, what_if=False, _variant=True)
    except Exception:  # noqa: BLE001 - a variant that is itself invalid is skipped
        return ()
    best = next((p for p in other.picks if "enough" in p.roles), None)
    cost = pick_cost(best) if best is not None else None
    if best is None or best.offer is None or cost is None:
        return ()
    converted = estimate.cost.convert(cost, other.display_currency, display, kb, facts.fx)
    if converted is None or converted.amount >= our_cost * (1 - CHEAPER_BY):
        return ()
    job = best.job is not None and best.job.is_job
    unit_en, unit_zh = ("for the job", "完成任务") if job else ("a month", "每月")
    price = money(converted.amount, display)
    saving = money(our_cost - converted.amount, display)
    n, seller = best.gpus_in_all, best.offer.provider_name
    text = I18n(
        en=f"Renting outside mainland China instead (this answer assumed the mainland — say --region intl if you are "
           f"not there): {n} × {best.card_name} at {seller}, {price} {unit_en}, {saving} less than the pick — but your "
           "data crosses the border: a corpus or documents holding personal information of people in China need a "
           "security assessment, standard contract or certification and their consent first (PIPL arts. 38–39), "
           "important data the CAC's export security assessment (数据出境安全评估办法); and you pay abroad, in "
           "foreign currency.",
        zh=f"若改在境外租（本答案默认在国内——不在的话请用 --region intl）：{seller} 的 {n} 张 {best.card_name}，"
           f"{unit_zh} {price}，比推荐便宜 {saving}——但数据要出境：语料或文档含境内个人信息的，要先通过安全评估、"
           "签标准合同或取得认证并取得个人同意（《个人信息保护法》第 38–39 条），重要数据要先申报数据出境安全评估"
           "（《数据出境安全评估办法》）；而且要境外付款、外币结算。")
    sink.step(what_if, {"change": {"region": "intl"}, "card": best.card}, text)
    return (WhatIf({"region": "intl"}, text, best.card, best.monthly_cost, None, n),)
