"""What naming a seller set aside (``--provider``; rules.fact_seller): said in one line, only where it matters.

A person who rents at one place ("we have credits on RunPod", "想在 AutoDL 上租卡") is answered there — their
account, credits, data and images are there (blind expert review: the "faster" pick came from a seller they never
named, with no word about it). A senior engineer then says what the cheapest plan elsewhere would be only where it is
materially cheaper — at least a fifth less for the same job — or where none of the named sellers has a card that
fits at all; never a list of every other seller.

    elsewhere_line(kb, facts, picks, display, ask) -> I18n | None   # the answer's line after its headline
    unsold_reason(kb, facts, excluded) -> I18n | None   # why a card is ruled out: the seller named does not rent it
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from knowledge.text import money
from rules.answer import cost_phrase
from rules.fact_seller import QUOTE_SELLER, named_sellers, seller_names, unpriced_sellers
from rules.facts import Facts, with_changes
from rules.refused_seller import refused_line
from rules.rentable import ask_over_rentable
from rules.run_billing import billed_runs
from rules.unpriced_seller import unpriced_line

CHEAPER = 0.8  # said when the plan elsewhere costs at most four fifths of the plan at the sellers named
NOT_NAMED = ": not a seller you named"  # rules.fact_seller.at_named_sellers' reason


def _cost(pick: Any) -> tuple[float | None, bool]:
    """(what the pick costs, whether that is the whole job's total rather than a month's)."""
    if pick.job is not None and pick.job.is_job and pick.job.total is not None:
        return float(pick.job.total), True
    return pick.monthly_cost, False


def _enough(picks: Any) -> Any:
    return next((p for p in picks if "enough" in p.roles), picks[0]) if picks else None


def elsewhere_line(kb: KnowledgeBase, facts: Facts, picks: Any, display: str, ask: Callable[..., Any]) -> I18n | None:
    """The sellers refused (rules.refused_seller), the named sellers with no prices on file (rules.unpriced_seller),
    then the cheapest enough plan at a seller not named where it is at least a fifth cheaper than the plan at the
    sellers named, or where they have none."""
    named = named_sellers(facts, kb)
    on_file = (seller_names(kb, named), seller_names(kb, named, "zh")) if named else ("", "")
    missing = unpriced_line(*on_file, unpriced_sellers(facts, kb), any(p.id == QUOTE_SELLER for p in kb.providers))
    said = [x for x in (refused_line(kb, facts), missing, _elsewhere(kb, facts, picks, display, ask)) if x]
    if not said:
        return None
    return I18n(en=" ".join(x.en for x in said), zh="".join(x.zh for x in said))


def _elsewhere(kb: KnowledgeBase, facts: Facts, picks: Any, display: str, ask: Callable[..., Any]) -> I18n | None:
    """The cheapest enough plan at a seller not named, where it is at least a fifth cheaper than the plan at the
    sellers named, or where they have none; None otherwise (and always when buying, or no seller was named)."""
    named = named_sellers(facts, kb)
    if not named or facts.procure == "buy":
        return None
    try:
        other = ask_over_rentable(ask, with_changes(facts, kb, providers=None), kb, what_if=False, _variant=True)
    except Exception:  # noqa: BLE001 - a variant that is itself invalid says nothing
        return None
    best = _enough(other.picks)
    if best is None or best.offer is None or best.offer.provider in named or other.display_currency != display:
        return None
    theirs, whole_job = _cost(best)
    if theirs is None:
        return None
    ours = _enough(picks)
    where_en, where_zh = seller_names(kb, named), seller_names(kb, named, "zh")
    said = money(theirs, display)
    # the same horizon as the plan it is set against: a whole job, or the person's use as the headline prices it
    # ("10 天 × 每天 6 小时" — review 99 c09: a month of AutoDL against Alibaba's 10 days)
    price_en, price_zh = (f"{said} for the job", f"完成任务共 {said}") if whole_job else cost_phrase(facts, theirs,
                                                                                                    display)
    if whole_job and facts.runs_per_month:  # runs a month: set month against month (a plan by the month holds them all)
        price_en, price_zh = cost_phrase(facts, theirs, display, best.job)
    plan_en = f"{best.gpus_in_all} × {best.card_name} at {best.offer.provider_name}, {price_en}"
    plan_zh = f"{kb.provider(best.offer.provider).name_zh or best.offer.provider_name} 的 {best.gpus_in_all} 张 " \
              f"{best.card_name}，{price_zh}"
    if ours is None:
        # (with a budget or a speed said, a card there may hold the job and fail those: "fits" would be untrue — the
        # Warsaw chatbot's B200 at Lambda holds it at $6.4k a month against $4,320)
        limits = facts.budget is not None or facts.min_tps or facts.max_ttft_s
        fits_en, fits_zh = ("meets this job's limits (budget, speed)", "满足这个任务的条件（预算、速度）的卡") \
            if limits else ("fits this job", "装得下这个任务的卡")
        return I18n(en=f"No card at {where_en} {fits_en}: the cheapest plan elsewhere is {plan_en} — set aside "
                       f"because you rent at {where_en} (drop --provider to rank every seller; the cards there are "
                       "under RULED OUT with their reasons).",
                    zh=f"{where_zh} 没有{fits_zh}：别处最便宜的方案是 {plan_zh}——因为你指定在 {where_zh} "
                       "租用，未列入推荐（去掉 --provider 可比较所有平台；那里的卡及原因见「已排除」）。")
    mine, mine_whole = _cost(ours)
    if mine is None or mine_whole != whole_job or mine <= 0 or theirs > CHEAPER * mine:
        return None
    if whole_job and facts.runs_per_month:  # (leftovers50 #5: ¥19.57 a night was "99 % less" than ¥3,636 a month)
        theirs, mine = theirs * billed_runs(facts, best.job), mine * billed_runs(facts, ours.job)
        if theirs > CHEAPER * mine:
            return None
    less = round(100 * (1 - theirs / mine))
    return I18n(en=f"Elsewhere: {plan_en}, {less} % less than at {where_en} — set aside because that is where you "
                   "rent (your account, credits and data are there); drop --provider to rank it.",
                zh=f"别处更便宜：{plan_zh}，比 {where_zh} 便宜 {less}%——因为你指定在那里租用（账号、余额和数据"
                   "都在那里），未列入推荐；去掉 --provider 可一起比较。")


def unsold_reason(kb: KnowledgeBase, facts: Facts, excluded: tuple[str, ...]) -> I18n | None:
    """A card with no usable offer because none of the sellers named rents it (its offers elsewhere say so);
    None where a named seller has an offer set aside for another reason (the usual reason is said then)."""
    named = named_sellers(facts, kb)
    if not named or any(x.split("/", 1)[0] in named for x in excluded):
        return None
    others = tuple(dict.fromkeys(x.split("/", 1)[0] for x in excluded if x.endswith(NOT_NAMED)))
    if not others:
        return None
    where_en, where_zh = seller_names(kb, named), seller_names(kb, named, "zh")
    at = seller_names(kb, others, "en", "and")
    # no price on file is not "not rented": a marketplace's stock moves, and only some of its prices are recorded
    # (review 99 c03: AutoDL lists more cards than the three priced here)
    return I18n(en=f"no price on file at {where_en}, the seller you named (it is priced at {at}) — ask {where_en}, "
                   "or add its price with --quote.",
                zh=f"知识库里没有你指定的 {where_zh} 对这张卡的报价（{seller_names(kb, others, 'zh', 'and')} 有）——"
                   f"可以向 {where_zh} 询价，或用 --quote 加上它的价格。")
