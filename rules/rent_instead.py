"""Buy or rent, answered with the cheapest rental (review 33 C3: "买还是租？" for DeepSeek-R1 put the purchase pick's
own rent beside it — 8 × H20 141GB at Alibaba Cloud, ¥416,102 a month — while the same job rents on 8 × H20 96GB
for ¥36,000; renting looked twelve times dearer than it is). The rent side of a purchase is the cheapest plan that
rents the job, whichever card it takes, said beside the purchase pick.

    cheapest_rental(kb, facts, picks, display, ask) -> the rental's enough pick | None
    rent_instead_line(kb, facts, picks, display, best) -> I18n | None
    with_horizon(caveats, facts, picks, best, display) -> caveats, the buy-vs-rent horizon against that rental
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from knowledge.text import money
from rules.answer import rent_over_days
from rules.fact_vocab import DEFAULT_DAYS, WEEKDAYS_A_MONTH, month_share
from rules.facts import Facts, with_changes
from rules.pricing import unit_unstated
from rules.rentable import ask_over_rentable
from rules.run_billing import billed_runs

CHEAPER = 0.8  # said when the cheapest rental is at least a fifth below the purchase pick's own
PAYS_BACK_MONTHS = 24  # a purchase that equals at most two years of the rent it replaces: said as paying back


def cheapest_rental(kb: KnowledgeBase, facts: Facts, picks: Any, display: str, ask: Callable[..., Any]) -> Any:
    """The cheapest rental of a purchase's job (its "enough" pick asked as a rental), None where none is priced."""
    if facts.procure != "buy" or not picks or facts.no_rental:  # (renting no option: review 100 c07)
        return None
    ours = next((p for p in picks if "enough" in p.roles), picks[0])
    # a job of known size is rented for the job (review 34 C2: a LoRA of 19 wall-hours was rented as 19 h a day
    # for 30 days, ¥7,467 "a month", where the job costs ¥249); else the same usage as the purchase's rent line,
    # whatever a total budget would assume for a rental
    one_off = ours.job is not None and ours.job.is_job
    usage = {} if one_off else {"hours_per_day": facts.hours_per_day, "days": facts.days}
    try:
        other = ask_over_rentable(ask, with_changes(facts, kb, procure="rent", **usage), kb, what_if=False,
                                  _variant=True)
    except Exception:  # noqa: BLE001 - a variant that is itself invalid says nothing
        return None
    best = next((p for p in other.picks if "enough" in p.roles), None)
    if best is None or best.offer is None or best.monthly_cost is None or other.display_currency != display:
        return None
    if unit_unstated(kb, best.card, best.gpus_in_all, best.offer.min_gpus):
        # a share of a node its seller may rent only whole is no rent to set a purchase against (review 73 c08:
        # $750 a month for one GPU of CoreWeave's 8-GPU node): the cheapest priced pick that is a rent as quoted
        held = [p for p in other.picks if p.offer is not None and p.monthly_cost is not None
                and not unit_unstated(kb, p.card, p.gpus_in_all, p.offer.min_gpus)]
        best = min(held, key=lambda p: p.monthly_cost) if held else best
    return best


def with_horizon(caveats: tuple[Any, ...], facts: Facts, picks: Any, best: Any, display: str,
                 kb: KnowledgeBase | None = None, what_ifs: Any = ()) -> tuple[Any, ...]:
    """The buy-vs-rent-horizon caveat held against the cheapest rental where it is cheaper than the pick's own rent
    (review 72 M2: ¥73,657 a year for Aliyun's L20 share set the bar where an A800 rents for ¥22,428) — past one node
    too, where the GPU limit was not the person's (review 78 c09: ¥15.2M of renting 8 × H20 141GB for three years
    was the bar, where 16 × H20 96GB rent for ¥2.66M over the same days)."""
    ours = next((p for p in picks if "enough" in p.roles), picks[0]) if picks else None
    unsignable = ours is not None and ours.offer is not None and (ours.offer.min_gpus or 1) > ours.gpus
    said = rent_instead_line(kb, facts, picks, display, best) if kb is not None and unsignable else None
    if said is not None and re.search(r"\d months", said.en):
        # one break-even in an answer, against a plan that can be rented: the caveat's rent is a node-only seller's
        # per-GPU rate (review 102 c03: "pays for itself after about 4.8 months" of it beside "equals 8.6 months of
        # rent" of a RunPod A100)
        caveats = tuple(c for c in caveats if c.id != "buy-breakeven")
    if ours is None or ours.monthly_cost is None:
        return caveats
    plans = []  # (rent over the period, GPUs, card name, seller or "")
    if best is not None:
        plans.append((rent_over_days(facts, best), best.gpus_in_all, best.card_name, best.offer.provider_name))
    if kb is not None and ("max_gpus", facts.max_gpus) in facts.assumed:
        plans += [(w.monthly_cost * facts.days / 30, w.gpus, kb.card(w.card).name, "") for w in what_ifs
                  if set(w.change) == {"max_gpus"} and w.change["max_gpus"] > facts.max_gpus and w.card
                  and w.monthly_cost is not None]
    cost, n, card, seller = min(plans, default=(None, 0, "", ""), key=lambda x: x[0])
    if cost is None or cost >= rent_over_days(facts, ours):
        return caveats
    total = money(cost, display)
    at_en, at_zh = (f" at {seller}", f"，{seller}") if seller else (" over several nodes", "，多台机器")
    text = I18n(en=f"Renting the cheapest plan for this job, {n} × {card}{at_en}, for your {facts.days:,.0f} days "
                   f"would cost about {total}: a purchase (with power, hosting and your own operations) has to come "
                   "in under that to pay off.",
                zh=f"按你计划的 {facts.days:,.0f} 天租用这个任务最便宜的方案（{n} 张 {card}{at_zh}），"
                   f"总计约 {total}：采购（加上电费、托管与自己运维）要低于这个数才划算。")
    return tuple(replace(c, text=text) if c.id == "buy-vs-rent-horizon" else c for c in caveats)


def rent_instead_line(kb: KnowledgeBase, facts: Facts, picks: Any, display: str, best: Any) -> I18n | None:
    """The cheapest rental of the job (``best``, from cheapest_rental) beside a purchase, when it is not the
    purchase pick's own rent."""
    if best is None:
        return None
    ours = next((p for p in picks if "enough" in p.roles), picks[0])
    one_off = ours.job is not None and ours.job.is_job
    if ours.monthly_cost is not None and (best.card == ours.card or not _rents_for_less(ours, best)):
        if one_off:
            return None
        got = ours.purchase  # the pick's own rent is the comparison: the verdict alone, by the months it equals
        rent = best.monthly_cost * month_share(facts.days)
        months = (got.total_display / rent if got is not None and got.total_display
                  and got.display_currency == display and rent > 0 else None)
        # the rent it is against, said (review 99 c08: "about 13 months" here, "14.3" in buy-breakeven against a
        # node-only seller's per-GPU rate, with neither rent named here)
        seller = best.offer.provider_name if best.offer is not None else ""
        at = (f"{money(rent, display)}/month" + (f" at {seller}" if seller else "")
              + f" for {best.gpus_in_all} × {best.card_name}",
              (f"{seller} " if seller else "") + f"{best.gpus_in_all} 张 {best.card_name} 每月 {money(rent, display)}")
        en, zh = _verdict(facts, months, rent_said=at)
        return I18n(en=f"Buy or rent: {en}.", zh=f"买还是租：{zh}。")
    if one_off and best.job is not None and best.job.is_job and best.job.total is not None:
        return _invoice_unrecorded(facts, best, _job_line(facts, best, display, ours))
    if "days" in facts.stated and facts.days < DEFAULT_DAYS and facts.days != WEEKDAYS_A_MONTH:
        return _invoice_unrecorded(facts, best, _short_use_line(facts, best, ours, display))
    rent = best.monthly_cost * month_share(facts.days)  # a month of this use (22 weekdays: not 30 days of it)
    monthly = money(rent, display)
    budget = facts.budget
    months_en = months_zh = ""
    if budget is not None and budget.unit == "total" and budget.currency == display and rent > 0:
        months = budget.amount / rent
        months_en = f" — your {money(budget.amount, display)} covers {months:,.0f} months of it"
        months_zh = f"——你的 {money(budget.amount, display)} 够租 {months:,.0f} 个月"
    # the break-even against this rent, which can be signed (review 34 M1: the caveat's was a node-only seller's
    # per-GPU rate, 4.8 months, where the cheapest rental put it at 10.7)
    got = ours.purchase
    even_en = even_zh = ""
    months = None
    if got is not None and got.total_display and got.display_currency == display and rent > 0:
        months = got.total_display / rent
        # a bare chip's reference price is a floor: the server around the chips comes on top (review 57 c3: "buying
        # may come out ahead" beside ¥960,000 of chips against ¥18,000 a month of rent)
        least_en, least_zh = ("at least ", "至少 ") if not got.complete else ("", "")
        what_en, what_zh = (" for the chips alone", "（仅芯片）") if not got.complete else ("", "")
        even_en = (f"; against it, buying {ours.gpus_in_all} × {ours.card_name} ({least_en}"
                   f"{money(got.total_display, display)}{what_en}) equals {least_en}{months:,.1f} months of rent, "
                   "before power and hosting")
        even_zh = (f"；以此计，买 {ours.gpus_in_all} 张 {ours.card_name}（{least_zh}{money(got.total_display, display)}"
                   f"{what_zh}）相当于租 {least_zh}{months:,.1f} 个月（未计电费与托管）")
    n = best.gpus_in_all
    verdict_en, verdict_zh = _verdict(facts, months, money(rent_over_days(facts, best), display))
    return _invoice_unrecorded(facts, best, I18n(
        en=f"Renting instead, the cheapest plan for this job: {n} × {best.card_name} at {best.offer.provider_name}, "
           f"{monthly}/month for your usage{months_en}{even_en}. Buy or rent: {verdict_en}.",
        zh=f"改为租用，这个任务最便宜的方案：{n} 张 {best.card_name}（{best.offer.provider_name}），按你的用量每月 "
           f"{monthly}{months_zh}{even_zh}。买还是租：{verdict_zh}。"))


def _rents_for_less(ours: Any, best: Any) -> bool:
    """The cheapest rental at least a fifth under the purchase pick's own rent: a job that ends by what the whole job
    costs (review 122 C3: 8 × B200 for $1,001 against 4 × RTX 6000 Ada for $1,871 was passed over, its price an hour
    for eight cards being above four cards' — never said beside a $27k purchase), else by the month."""
    if ours.job is not None and ours.job.is_job and best.job is not None and best.job.is_job \
            and ours.job.total is not None and best.job.total is not None:
        return best.job.total < CHEAPER * ours.job.total
    return best.monthly_cost < CHEAPER * ours.monthly_cost


def _short_use_line(facts: Facts, best: Any, ours: Any, display: str) -> I18n:
    """Renting for a use shorter than a month, summed (review 87 c04: a course's 4 sessions of 10 h were "$81.00/month
    for your usage" — 30 days of 10 h — and buying a $1,199 card "paid for itself in about 15 months"; the whole
    use rents for $10.80, a hundredth of the card)."""
    whole = rent_over_days(facts, best)
    use_en = f"{facts.days:g} d × {facts.hours_per_day:g} h"
    use_zh = f"{facts.days:g} 天 × {facts.hours_per_day:g} 小时"
    got = ours.purchase
    buy_en = buy_zh = ""
    if got is not None and got.total_display and got.display_currency == display and whole > 0:
        times = got.total_display / whole
        buy_en = (f"; buying {ours.gpus_in_all} × {ours.card_name} ({money(got.total_display, display)}) costs "
                  f"{times:,.0f}× that. Buy or rent: rent — " + ("buying pays back only past that much use"
                                                                   if times > 1 else "buying costs no more"))
        buy_zh = (f"；买 {ours.gpus_in_all} 张 {ours.card_name}（{money(got.total_display, display)}）是它的 "
                  f"{times:,.0f} 倍。买还是租：租——" + ("要用到这么多倍才回本" if times > 1 else "买也不更贵"))
    n = best.gpus_in_all
    return I18n(en=f"Renting instead, the cheapest plan for this job: {n} × {best.card_name} at "
                   f"{best.offer.provider_name}, {money(whole, display)} for your whole use ({use_en}){buy_en}.",
                zh=f"改为租用，这个任务最便宜的方案：{n} 张 {best.card_name}（{best.offer.provider_name}），"
                   f"你全部的用量（{use_zh}）共 {money(whole, display)}{buy_zh}。")


def _invoice_unrecorded(facts: Facts, best: Any, text: I18n) -> I18n:
    """The rental said with a word where its seller's VAT invoicing is not recorded and the buyer needs one (review
    72 M1: a public institution reimbursed only against 专票 was pointed at UCloud Compshare, invoice unknown)."""
    if facts.invoice not in ("vat-special", "vat") or best.offer is None or best.offer.invoice is not None:
        return text
    seller = best.offer.provider_name
    return I18n(en=f"{text.en} Ask whether {seller} issues the VAT invoice you need: it is not recorded.",
                zh=f"{text.zh}{seller} 能否开你需要的增值税发票没有记录，先问清。")


def _working_days(facts: Facts, months: float, use: float) -> tuple[str, str]:
    """The same break-even at a working day's 8 h, where one person's own box has no hours said (review 105 c4/c8: a
    student's coding box "comes out ahead after 2 months" of rent round the clock — nobody codes 24 h a day)."""
    if "hours_per_day" in facts.stated or (facts.concurrency or 1) > 1 or facts.buyer != "individual":
        return "", ""
    at_eight = months * use / (8 / 24)
    return (f" ({at_eight:,.0f} months if it runs 8 h a day)", f"（若每天只用 8 小时，要 {at_eight:,.0f} 个月）")


def _verdict(facts: Facts, months: float | None = None, bar: str = "",
             rent_said: tuple[str, str] = ("", "")) -> tuple[str, str]:
    """Buy or rent, in words, by the use said (review 47 C11: "Buy or keep renting?" got two purchase picks, and the
    answer — keep renting at 42 % use — only in a caveat). Source 2: owning pays above 60–70 % steady utilisation;
    with the months of rent the purchase equals, only if the box runs longer than that."""
    use = (facts.hours_per_day or 24.0) / 24.0 * min(facts.days, 30.0) / 30.0
    said = "hours_per_day" in facts.stated or "days" in facts.stated
    at_en, at_zh = (f"at your {use:.0%} use", f"按你 {use:.0%} 的使用率") if said else (
        f"at the {use:.0%} use assumed", f"按假设的 {use:.0%} 使用率")
    if months is not None and months <= PAYS_BACK_MONTHS and use < 0.7:
        # the rent is already your hours' (review 73 c08: "keep renting" at 42 % use beside a payback of 11.4 months):
        # source 2's 60–70 % is for a box against renting round the clock
        rent_en = f" ({rent_said[0]})" if rent_said[0] else ""
        rent_zh = f"（{rent_said[1]}）" if rent_said[1] else ""
        return (f"{at_en}, buying pays for itself in about {months:,.0f} months of your rent{rent_en} (before power, "
                "hosting and the rest of the box): buy if you will run it for longer than that",
                f"{at_zh}，买卡约 {months:,.0f} 个月的租金{rent_zh}就能回本（未计电费、托管与整机其余部件）："
                "预计用得比这更久就买")
    if use >= 0.7 and months is not None:
        day_en, day_zh = _working_days(facts, months, use)
        # the rent it is against, said here too (review 122 M15: "94 months" beside buy-breakeven's "38.9" against
        # the same cards' own rent, neither named — this one is the cheapest rental that does the job)
        rent_en = f" of {rent_said[0]}" if rent_said[0] else ""
        rent_zh = f"（对比 {rent_said[1]} 的租金）" if rent_said[1] else ""
        return (f"{at_en}, owning comes out ahead only if the box runs longer than those {months:,.0f} months"
                f"{rent_en}{day_en} (source 2: and only above 60–70 % steady utilisation)",
                f"{at_zh}，机器要用满 {months:,.0f} 个月{rent_zh}以上买卡才更省{day_zh}"
                "（来源 2：且长期稳定利用率在 60–70% 以上）")
    if use >= 0.7 and bar and "days" not in facts.stated:
        # no span said: a month's rent is no bar for a box kept for years (review 100 c07: "buy only below ¥14,968 —
        # this rent for your 30 days"); the quote is set against the months it will run
        return (f"{at_en}, a quote for the box (with power and hosting) pays for itself in quote ÷ {bar} months of "
                "this rent: buy if you will run it longer than that (say how long with --days; source 2: and only "
                "above 60–70 % steady utilisation)",
                f"{at_zh}，整机报价（含电费与托管）÷ {bar} 就是按此租金的回本月数：预计用得比这更久就买（用 --days "
                "说明打算用多久；来源 2：且长期稳定利用率在 60–70% 以上）")
    if use >= 0.7 and bar:  # no purchase price held: the figure a quote must beat, not a guess (review 79 C06)
        return (f"{at_en}, owning comes out ahead only if the box, with power and hosting, costs less than {bar} — "
                f"this rent for your {facts.days:,.0f} days; get a quote to set against it (source 2: and only "
                "above 60–70 % steady utilisation)",
                f"{at_zh}，只有整机（含电费与托管）低于 {bar}——即按此租满你的 {facts.days:,.0f} 天——买才更省；"
                "拿报价来比（来源 2：且长期稳定利用率在 60–70% 以上）")
    if use >= 0.7:
        return (f"{at_en}, owning can come out ahead (source 2: above 60–70 % steady utilisation)",
                f"{at_zh}，买卡可能更省（来源 2：长期稳定利用率 60–70% 以上）")
    if use < 0.6:
        # the span said, summed (review 85 C09: "rent three months or buy?" heard a rate and a share, not ¥1,728 in
        # all, the sum a purchase has to beat)
        span_en, span_zh = ((f" — this rent for your {facts.days:,.0f} days is {bar} in all, what a purchase (with "
                             "power and hosting) would have to beat",
                             f"——按此租满你的 {facts.days:,.0f} 天共 {bar}，买卡（含电费与托管）要低于这个数才划算")
                            if bar and "days" in facts.stated else ("", ""))
        return (f"{at_en}, keep renting: owning pays only above 60–70 % steady utilisation (source 2){span_en}",
                f"{at_zh}，继续租更省：长期稳定利用率 60–70% 以上买卡才划算（来源 2）{span_zh}")
    return (f"{at_en} it is close: owning pays above 60–70 % steady utilisation (source 2)",
            f"{at_zh}，两者接近：长期稳定利用率 60–70% 以上买卡才划算（来源 2）")


def _job_line(facts: Facts, best: Any, display: str, ours: Any) -> I18n:
    """The cheapest rental of a one-off job: its total, said against a total budget — or, for a job run again and
    again, the month of runs against the purchase."""
    from rules.answer import cost_phrase

    en, zh = cost_phrase(facts, best.monthly_cost, display, best.job, best.offer)
    n = best.gpus_in_all
    if facts.runs_per_month:
        return _recurring_line(facts, best, display, ours, en, zh)
    budget = facts.budget
    fit_en = fit_zh = ""
    if budget is not None and budget.unit == "total" and budget.currency == display and budget.amount > 0:
        share = best.job.total / budget.amount
        pct = "under 1 %" if share < 0.01 else f"{share:.0%}"
        fit_en = f" — {pct} of your {money(budget.amount, display)}"
        fit_zh = f"——占你 {money(budget.amount, display)} 的{'不到 1%' if share < 0.01 else f'{share:.0%}'}"
    return I18n(en=f"Renting instead, the cheapest plan for this job: {n} × {best.card_name} at "
                   f"{best.offer.provider_name}, {en}{fit_en}. A job that ends is rented: buying pays off only "
                   "for steady use (source 2: above 60–70 % utilisation, long term).",
                zh=f"改为租用，这个任务最便宜的方案：{n} 张 {best.card_name}（{best.offer.provider_name}），"
                   f"{zh}{fit_zh}。"
                   "一次性的任务适合租：买卡只在长期稳定使用时划算（来源 2：长期利用率 60–70% 以上）。")


def _recurring_line(facts: Facts, best: Any, display: str, ours: Any, en: str, zh: str) -> I18n:
    """A job run again and again ("每天要出 150 条"): renting it costs the month of runs; the purchase is weighed by
    the months of that rent it equals and by how busy the runs keep the bought cards (review 42 M5: a daily job
    was told "a job that ends is rented")."""
    runs = float(facts.runs_per_month or 0)
    monthly = best.job.total * billed_runs(facts, best.job)
    n = best.gpus_in_all
    lead_en = (f"Renting instead, the cheapest plan for each run: {n} × {best.card_name} at "
               f"{best.offer.provider_name}, {en}")
    lead_zh = f"改为租用，每次最便宜的方案：{n} 张 {best.card_name}（{best.offer.provider_name}），{zh}"
    got = ours.purchase
    if got is None or not got.complete or not got.total_display or got.display_currency != display or monthly <= 0:
        return I18n(en=f"{lead_en}.", zh=f"{lead_zh}。")
    months = got.total_display / monthly
    busy = ours.job.wall_hours * runs if ours.job is not None and ours.job.is_job else None
    use_en = use_zh = ""
    if busy is not None:
        share = busy / (30 * 24)
        steady = share >= 0.6
        use_en = (f"; the runs keep the bought {ours.gpus_in_all} × {ours.card_name} busy {busy:,.0f} hours a month "
                  f"({share:.0%}) — " + ("steady enough to own (source 2: above 60–70 % utilisation, long term)"
                                        if steady else "below the 60–70 % at which owning pays (source 2): renting "
                                                       "stays the cheaper way unless the volume grows"))
        use_zh = (f"；这些任务让买来的 {ours.gpus_in_all} 张 {ours.card_name} 每月忙 {busy:,.0f} 小时（{share:.0%}）——"
                  + ("够稳定，适合买（来源 2：长期利用率 60–70% 以上）" if steady
                     else "低于买卡划算所需的 60–70%（来源 2）：除非量再涨，租更省"))
    buy = money(got.total_display, display)
    return I18n(
        en=f"{lead_en}; buying {ours.gpus_in_all} × {ours.card_name} ({buy}) equals {months:,.1f} months of those "
           f"runs' rent, before power and hosting{use_en}.",
        zh=f"{lead_zh}；买 {ours.gpus_in_all} 张 {ours.card_name}（{buy}）相当于租 {months:,.1f} 个月（未计电费与托管）"
           f"{use_zh}。")
