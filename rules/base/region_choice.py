"""Renting in mainland China or abroad, weighed by the person (--compare-regions: "纠结是在国内租 H20，还是在新加坡租
H100/H200"): both sides priced, each from its own region's sellers, each side's best plan, the verdict and what each
side brings — review 101 #6: the question was settled silently on Singapore ("已更正"), the H20 priced at a foreign
reseller's rate and the mainland's own H20 offers left out "because you are renting abroad"."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from knowledge.text import money
from rules import estimate
from rules.answer import pick_cost
from rules.base._common import declared, step
from rules.consultation import Consultation, Pick, WhatIf
from rules.engine import Sink
from rules.estimate.precision import fp8_candidate
from rules.fact_seller import named_sellers, refused_sellers
from rules.facts import Facts, with_changes

SIDES = ("cn", "intl")
_SIDE = {"cn": ("Renting in mainland China", "在国内租"), "intl": ("Renting outside mainland China", "在境外租")}
# what each side brings beside its price: the account, the payment and the distance; the law, by where the users are
_BRINGS = {
    "cn": ("a mainland real-name account paid in CNY (for a company: a business licence, bank transfer, VAT invoice)",
           "国内实名账号、人民币结算（公司：营业执照、对公转账、可开增值税发票）"),
    "intl": ("an overseas account paid in foreign currency (a card or wire abroad)",
             "境外账号、外币结算（境外信用卡或电汇）"),
}
_USERS = {  # (users in mainland China, users abroad): what the side means for them
    "cn": (("no personal data leaves the country; the service is filed with the CAC before launch if it is public",
            "个人信息不出境；面向公众的服务上线前要做生成式 AI 备案"),
           ("every request from users abroad crosses the border (140–190 ms round trips to the US, source 1)",
            "海外用户的每个请求都要跨境（到美国往返 140–190 ms，来源 1）")),
    "intl": (("users' personal data leaves the country (PIPL art. 38–40: security assessment, standard contract or "
              "certification first) and every request crosses the border",
              "用户个人信息出境（《个人信息保护法》第 38–40 条：须先通过安全评估、签标准合同或认证），"
              "每个请求都要跨境"),
             ("requests from users abroad do not cross the mainland's border, and a public abroad needs no mainland "
              "filing either way", "海外用户的请求不经过中国大陆的出入境网络；面向海外公众，两边都不需要国内备案")),
}


def _supply(kb: KnowledgeBase, region: str, other: Consultation) -> tuple[str, str]:
    """What the side's sellers rent among the cards with the memory for the job, from the offers on file: the
    export-controlled datacenter cards rented only abroad, and on the mainland the China-market and domestic parts and
    older stock instead (cards' china_status, market)."""
    here = {o.card for o in kb.offers if o.region == region and "market-rate" not in o.flags}  # rentable, not a rate
    # (a variant lists only the cards past the memory gate: those picked or ruled out for another reason)
    held = {p.card for p in other.picks} | {r.card for r in other.rejected
                                            if not any(w.rule == "memory-gate" for w in r.why)}
    big = [c for c in kb.cards if c.card_class == "datacenter" and c.id in held]
    barred = [c.id for c in big if c.china_status == "export-restricted" and c.id not in
              {o.card for o in kb.offers if o.region == "cn" and "market-rate" not in o.flags}]
    if region == "cn":
        local = [c.id for c in big if c.id in here and c.market == "china"]
        old = [c.id for c in big if c.id in here and c.china_status == "export-restricted"]
        en = [f"China-market and domestic parts ({', '.join(local)})"] if local else []
        zh = [f"中国市场版本和国产卡（{'、'.join(local)}）"] if local else []
        if old:
            en.append(f"older stock ({', '.join(old)})")
            zh.append(f"存量的 {'、'.join(old)}")
        if not en:
            return "", ""
        return (f"mainland sellers here rent {' and '.join(en)}"
                + (f", not the export-controlled {', '.join(barred)}" if barred else ""),
                f"国内平台这里租的是{'和'.join(zh)}" + (f"，租不到出口管制的 {'、'.join(barred)}" if barred else ""))
    rented = [i for i in barred if i in here]
    if not rented:
        return "", ""
    return (f"sellers abroad rent the global parts too ({', '.join(rented)})",
            f"境外平台也租全球版本（{'、'.join(rented)}）")


def _low(text: str) -> str:
    return text[:1].lower() + text[1:]


def _enough(picks: tuple[Pick, ...]) -> Pick | None:
    return next((p for p in picks if "enough" in p.roles), picks[0] if picks else None)


def _side(kb: KnowledgeBase, facts: Facts, region: str, ask: Callable[..., Consultation]
          ) -> tuple[Consultation | None, Pick | None, bool]:
    """The side's best plan: as asked; else with FP8 weights and cache where the model allows; else the cheapest
    over the budget (the flag says it is over). Only the side's own sellers: asked in mainland China, a card with
    no mainland offer would be priced abroad (rules.pricing), so the sellers are those with offers there."""
    named, refused = named_sellers(facts, kb) or None, refused_sellers(facts)
    own = [p.id for p in kb.providers if any(o.provider == p.id and o.region == region for o in kb.offers)
           and (named is None or p.id in named) and p.id not in refused]
    if not own:
        return None, None, False
    tries: list[dict[str, Any]] = [{}]
    if fp8_candidate(facts, facts.model_record(kb) if facts.model else None):
        tries.append(_FP8)
    if facts.budget is not None:
        tries.append({"budget": None})
    for change in tries:
        other, best = _ask(kb, facts, region, own, change, ask)
        if other is not None and best is not None:
            return other, best, "budget" in change
    return None, None, False


_FP8 = {"precision": "fp8", "kv_precision": "fp8"}


def _ask(kb: KnowledgeBase, facts: Facts, region: str, own: list[str], change: dict[str, Any],
         ask: Callable[..., Consultation]) -> tuple[Consultation | None, Pick | None]:
    try:
        other = ask(with_changes(facts, kb, region=region, compare_regions=False, providers=",".join(own), **change),
                    kb, what_if=False, _variant=True)
    except Exception:  # noqa: BLE001 - a variant that is itself invalid is skipped
        return None, None
    best = _enough(other.picks)
    if best is None or best.offer is None or pick_cost(best) is None:
        return None, None
    return other, best


def _fp8_plan(kb: KnowledgeBase, facts: Facts, region: str, other: Consultation, best: Pick, display: str,
              ask: Callable[..., Consultation]) -> tuple[I18n, dict[str, Any]] | None:
    """The side's plan with FP8 weights and cache, where the model allows it and it is at least a twentieth cheaper
    than the side's plan at the precision asked (review 101 #6: 8 × H20 at FP8 is the mainland's plan in budget)."""
    if other.facts.precision != facts.precision or not fp8_candidate(facts, facts.model_record(kb)
                                                                    if facts.model else None):
        return None
    own = sorted({o.provider for o in kb.offers if o.region == region}
                 & set(named_sellers(facts, kb) or {p.id for p in kb.providers}) - set(refused_sellers(facts)))
    small, cheap = _ask(kb, facts, region, own, _FP8, ask)
    if small is None or cheap is None or (pick_cost(cheap) or 0) >= 0.95 * (pick_cost(best) or 0):
        return None
    plan, amount = _plan_text(facts, small, cheap, display, kb, False, said_width=False)
    return plan, {"card": cheap.card, "gpus": cheap.gpus_in_all, "provider": cheap.offer.provider if cheap.offer
                  else None, "monthly_cost": None if amount is None else round(amount, 2)}


def _doubt(best: Pick) -> tuple[str, str]:
    """What the side's price rests on, where the answer doubts it: an outlier, a rentable unit never said."""
    rules = {w.rule for w in best.why}
    if "price-outlier-ranked-after" in rules:
        return " (far below the other sellers' price for the card: confirm it)", "（远低于其他平台同卡价格：先核实）"
    if rules & {"unit-unknown-over-budget", "unit-unknown-ranked-after"}:
        return (" (if the seller rents single GPUs, which it does not say)",
                "（前提是该平台按单卡出租，它没有写明）")
    return "", ""


def _plan_text(facts: Facts, other: Consultation, best: Pick, display: str, kb: KnowledgeBase,
               over: bool, said_width: bool = True) -> tuple[I18n, float | None]:
    cost = pick_cost(best)
    converted = estimate.cost.convert(cost, other.display_currency, display, kb, facts.fx) if cost else None
    amount = converted.amount if converted is not None else None
    price = money(cost, other.display_currency)
    if other.display_currency != display and amount is not None:
        price += f" (≈ {money(amount, display)})"
    job = best.job is not None and best.job.is_job
    unit_en, unit_zh = ("for the job", "完成任务") if job else ("a month", "每月")
    width = "" if other.facts.precision == facts.precision or not said_width else other.facts.precision.upper()
    budget_en = budget_zh = ""
    if facts.budget is not None:
        budget_en = " — over your budget" if over else " — within your budget"
        budget_zh = "——超出预算" if over else "——在预算内"
    n, card, seller = best.gpus_in_all, best.card_name, best.offer.provider_name if best.offer else ""
    en = f"{n} × {card}{f' ({width} weights)' if width else ''} at {seller}, {price} {unit_en}{budget_en}"
    price_zh = price.replace(" (", "（").replace(")", "）")
    zh = f"{seller} 的 {n} 张 {card}{f'（{width} 权重）' if width else ''}，{unit_zh} {price_zh}{budget_zh}"
    return I18n(en=en, zh=zh), amount


@step(id="region-choice", concern="ranking", source="seed-001",
      doc=I18n(en="Weighing renting in mainland China against renting abroad: each side priced from its own region's "
                  "sellers (as asked, else FP8, else the cheapest over the budget), which is cheaper and within the "
                  "budget, and what each side brings — the account and payment, the border and the users' law.",
               zh="在国内租还是境外租：两边各按本地区平台报价（按原设定，不行再用 FP8，再不行给出超预算的最便宜方案），"
                  "说明哪边更便宜、是否在预算内，以及两边各自的账号与支付、跨境与用户所在地的法律要求。"))
def region_choice(kb: KnowledgeBase, facts: Facts, picks: tuple[Pick, ...], sink: Sink, display: str,
                  ask: Callable[..., Consultation]) -> tuple[WhatIf, ...]:
    """Both sides of "mainland or abroad?", the verdict first (its ``sides`` the JSON's ``region_choice``)."""
    if not facts.compare_regions or facts.procure == "buy" or facts.compliance or facts.domestic_chips:
        return ()
    users_abroad = facts.users_in in ("intl", "eu")
    lines: list[WhatIf] = []
    plans: list[tuple[str, I18n]] = []
    sides: list[dict[str, Any]] = []
    for region in SIDES:
        other, best, over = _side(kb, facts, region, ask)
        head_en, head_zh = _SIDE[region]
        if other is None or best is None or best.offer is None:
            text = I18n(en=f"{head_en}: nothing on file holds the job.",
                        zh=f"{head_zh}：知识库里没有能跑这个任务的方案。")
            lines.append(WhatIf({"region": region}, text, None, None, None))
            sides.append({"region": region, "card": None})
            continue
        plan, amount = _plan_text(facts, other, best, display, kb, over)
        doubt = _doubt(best)
        plan = I18n(en=plan.en + doubt[0], zh=plan.zh + doubt[1])
        fp8 = _fp8_plan(kb, facts, region, other, best, display, ask)
        if fp8 is not None:
            plan = I18n(en=f"{plan.en}; with FP8 weights and KV cache, {fp8[0].en}",
                        zh=f"{plan.zh}；权重与 KV cache 用 FP8 时，{fp8[0].zh}")
        plans.append((region, plan))
        brings = [_BRINGS[region], _USERS[region][1 if users_abroad else 0] if facts.public_service or users_abroad
                  else None]
        if facts.users_in == "eu":
            brings.append(("EU users' data leaves the EEA: GDPR Chapter V (standard contractual clauses, see the "
                           "caveat)",
                           "欧盟用户数据离开欧洲经济区：GDPR 第五章（标准合同条款，见注意事项）"))
        brings.append(_supply(kb, region, other))
        said = [b for b in brings if b is not None and b[0]]
        text = I18n(en=f"{head_en}: {plan.en}; it brings " + "; ".join(b[0] for b in said) + ".",
                    zh=f"{head_zh}：{plan.zh}；" + "；".join(b[1] for b in said) + "。")
        lines.append(WhatIf({"region": region}, text, best.card, best.monthly_cost, None, best.gpus_in_all))
        sides.append({"region": region, "card": best.card, "gpus": best.gpus_in_all,
                      "provider": best.offer.provider, "offer_region": best.offer.region,
                      "precision": other.facts.precision, "monthly_cost": None if amount is None else round(amount, 2),
                      "currency": display, "within_budget": None if facts.budget is None else not over,
                      "fp8": None if fp8 is None else fp8[1], "text": text})
    priced = [s for s in sides if s.get("monthly_cost") is not None]
    if len(priced) < 2:
        verdict = I18n(en="Mainland or abroad: only one side has a plan on file (below).",
                       zh="国内还是境外：只有一边有可用方案（见下）。")
        cheaper = priced[0]["region"] if priced else None
    else:
        low, high = sorted(priced, key=lambda s: s["monthly_cost"])
        cheaper = low["region"]
        gap = high["monthly_cost"] - low["monthly_cost"]
        fits_en = fits_zh = ""
        if facts.budget is not None:
            inside = [s for s in priced if s["within_budget"]]
            fits_en = (" Both fit the budget." if len(inside) == 2 else " Only it fits the budget." if inside == [low]
                       else " Neither fits the budget at the stated settings.")
            fits_zh = ("两边都在预算内。" if len(inside) == 2 else "只有它在预算内。" if inside == [low]
                       else "按原设定两边都超出预算。")
        where = {r: _SIDE[r] for r in SIDES}
        if gap < 0.005 * high["monthly_cost"]:
            cheaper = None
            said_en, said_zh = "both sides cost the same.", "两边价格相当。"
        elif gap < 0.05 * high["monthly_cost"]:  # within a twentieth: a quote or a unit unconfirmed outweighs it
            said_en = (f"{_low(where[cheaper][0])} is slightly cheaper, by {money(gap, display)} a month (under 5 %: "
                       "confirm both prices before it decides).")
            said_zh = f"{where[cheaper][1]}略便宜，每月少 {money(gap, display)}（不到 5%：两边的价格都核实后再定）。"
        else:
            said_en = f"{_low(where[cheaper][0])} is cheaper by {money(gap, display)} a month."
            said_zh = f"{where[cheaper][1]}更便宜，每月少 {money(gap, display)}。"
        both_en = "; ".join(f"{_low(_SIDE[r][0])}, {p.en}" for r, p in plans)
        both_zh = "；".join(f"{_SIDE[r][1]}，{p.zh}" for r, p in plans)
        small = min((s for s in priced if s.get("fp8") and s["fp8"]["monthly_cost"] is not None),
                    key=lambda s: s["fp8"]["monthly_cost"], default=None)
        if small is not None and small["fp8"]["monthly_cost"] < low["monthly_cost"]:  # a smaller width changes it
            fits_en += (f" With FP8 weights and cache, {_low(where[small['region']][0])} is the cheapest: "
                        f"{money(small['fp8']['monthly_cost'], display)} a month.")
            fits_zh += (f"权重与 KV cache 用 FP8 时，{where[small['region']][1]}最便宜："
                        f"每月 {money(small['fp8']['monthly_cost'], display)}。")
        verdict = I18n(
            en=f"Mainland or abroad, each priced from its own region's sellers: {both_en}. So {said_en}{fits_en} "
               "The price is not all: the account, the border and where your users are — each side under What if.",
            zh=f"国内还是境外（两边各按本地区平台报价）：{both_zh}。所以{said_zh}{fits_zh}"
               "价格之外，账号与支付、跨境、用户所在地的法律同样要紧——两边各自的情况见“如果……”。")
    sink.step(region_choice, {"sides": [s["region"] for s in sides], "cheaper": cheaper}, verdict)
    other_side = next(r for r in SIDES if r != facts.region) if facts.region in SIDES else "cn"
    head = WhatIf({"region": other_side}, verdict, None, None, None, sides=tuple(sides), cheaper=cheaper)
    return (head, *lines)


RULES = declared(__name__)
