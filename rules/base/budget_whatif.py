"""What-ifs when nothing fits the budget: the budget the job takes (the cheapest card that failed
on cost alone, beside the cheapest whose seller states its unit), and the closest a person can get
with the changes people try together on a tight budget."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import SimpleNamespace
from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from knowledge.text import UNIT_ZH, money
from rules.answer import pick_cost, r2
from rules.base.capability import SLOW_PREFILL_S
from rules.base.measured_first import best_case_weight
from rules.base.media_precision_whatif import closest_media_service
from rules.base.ranking import FASTER_COST_CAP
from rules.base.whatif import (
    WHAT_IF_SAVING,
    _ranked_after,
    _round_the_clock,
    _unit_caution,
    describe_change,
    variants,
    what_if,
)
from rules.consultation import Consultation, Pick, WhatIf
from rules.engine import Sink
from rules.estimate import precision as precision_mod
from rules.facts import Facts, with_changes
from rules.facts_for_usage import with_usage
from rules.media_precision import no_cheaper, precision_note
from rules.price_outlier import priced_outlier
from rules.pricing import (
    Priced,
    budget_cost,
    known_hosting_wanted,
    mainland_unknown,
    unit_unstated,
    whole_nodes_monthly,
)
from rules.rentable import ask_over_rentable

# the market rules that rank a card after for its place, not its price or its fit
_PLACE_RULES = frozenset({"cn-serving-prefers-onshore", "cn-said-prefers-onshore", "cn-public-service-onshore",
                          "market-intl-prefers-global"})


def budget_what_if(kb: KnowledgeBase, facts: Facts, sink: Sink,
                   priced: Mapping[str, Priced], display: str,
                   unconfirmed: str | None = None) -> tuple[WhatIf, ...]:
    """what-if, when nothing fits the budget — or only a pick whose seller (``unconfirmed``) never
    says it rents single GPUs: the cheapest card that failed only on cost, and what it costs."""
    if facts.budget is None:
        return ()
    only_cost = [p for cid, p in priced.items() if p.over_budget and p.budget_cost is not None
                 and all(r.rule == "budget-exceeded" for r in sink.rejected.get(cid, ()))
                 # a price the ranking sets aside as an outlier is no basis for the budget to raise to (review 100
                 # c06: "raise it to ¥66,528" on AutoDL's A100 at ¥3.30/h, 34 % of what the other sellers ask)
                 and not (p.choice is not None and priced_outlier(kb, facts, p.card, p.choice.offer_id, display))]
    if not only_cost:
        return ()
    # prefer-single-card holds here too: a PCIe split is named only when no single card or NVLink
    # set would do the job for more money (8 × RTX 3090 over PCIe is not what to raise a budget for)
    whole = [p for p in only_cost if sink.feasible_cards.get(p.card, (0, ""))[1] != "pcie-split"]
    # and a card a market rule ranks after (a China-market part abroad) only when nothing else is within a step up
    # of it: past 3× the cheapest, the budget would already buy an answer long before it reached that card (review
    # 103 c05: "raise it to ¥1,262,679: 33 × H20 141GB" where 12 × A800, tight against the deadline, cost ¥49,396)
    pool = whole or only_cost
    weighed = {p.card: p.budget_cost * best_case_weight(kb, facts, p.card) for p in pool}
    best = min(pool, key=lambda p: (p.card in sink.demoted, weighed[p.card], p.card))
    # (never a card ranked after for where it rents or whom it is made for: a mainland answer led by an MI300X
    # rented only abroad — review 51 C10's two domestic nodes lost their line to it)
    placed = [p for p in pool if not any(r.rule in _PLACE_RULES for r in sink.demotions.get(p.card, ()))]
    cheapest = min(placed or [best], key=lambda p: (weighed[p.card], p.card))
    passed_over = weighed[best.card] > FASTER_COST_CAP * weighed[cheapest.card]
    if passed_over:
        best = cheapest
    assert best.budget_cost is not None
    unit = facts.budget.unit
    amount = money(best.budget_cost, display)
    name = kb.card(best.card).name
    text = I18n(en=f"With a budget of {amount}/{unit}: {best.gpus} × {name} would do the job.",
                zh=f"若预算提高到 {amount}/{UNIT_ZH[unit]}：{best.gpus} 张 {name} 即可胜任。")
    if unconfirmed:
        text = I18n(en=f"If {unconfirmed} rents only whole nodes: {text.en[0].lower()}{text.en[1:]}",
                    zh=f"如果 {unconfirmed} 只整台出租：{text.zh}")
    if facts.one_off_job and best.choice is not None and unit_unstated(kb, best.card, best.gpus, best.choice.min_gpus):
        # a job on whole machines is its GPUs rounded up to machines for its own hours, not a month of a node
        # (review 123 C4: "$8.09/total … as a whole 8-GPU node this is $1,941/month")
        node = f"{money(whole_nodes_monthly(best.budget_cost, best.gpus), display)}/"
        text = I18n(en=f"{text.en} (The seller does not state its smallest unit: on whole 8-GPU machines for the "
                       f"job's hours this is {node}{unit}.)",
                    zh=f"{text.zh}（该平台没写最小起租单位：按整台 8 卡计、租满这个任务的时长为 "
                       f"{node}{UNIT_ZH[unit]}。）")
    else:
        text = _unit_caution(kb, best.card, best.gpus, best.choice,
                             best.choice.monthly_display if best.choice else None, display, text)
    # review 13 M1: the plan a seller confirms, beside one that holds only if it rents by the GPU
    stated = [p for p in whole or only_cost if p.choice is not None
              and not (known_hosting_wanted(facts) and mainland_unknown(kb, p.choice))
              and not unit_unstated(kb, p.card, p.gpus, p.choice.min_gpus)]
    alt = min(stated, key=lambda p: (p.card in sink.demoted, p.budget_cost, p.card), default=None)
    if alt is not None and alt is not best and text is not None and "(The seller" in text.en:
        alt_cost = money(alt.budget_cost or 0.0, display)
        alt_name = kb.card(alt.card).name
        text = I18n(en=f"{text.en} Of sellers that state their unit: {alt.gpus} × {alt_name} at {alt_cost}/{unit}.",
                    zh=f"{text.zh}写明起租单位的平台中：{alt.gpus} 张 {alt_name}，{alt_cost}/{UNIT_ZH[unit]}。")
    if passed_over:  # what the answer would say of it, as a what-if on a ranked-after card says it
        text = _ranked_after(SimpleNamespace(ranked_after=tuple(sink.demotions.get(best.card, ()))), text)
    text = _with_slow_prefill(facts, sink, best.card, text)
    if facts.invoice in ("vat-special", "vat") and best.choice is not None and best.choice.invoice is None:
        # review 71 c03, c12: a what-if at a seller whose invoicing is not recorded, said to a buyer who needs one
        seller = best.choice.provider_name
        text = I18n(en=f"{text.en} (Ask whether {seller} issues the VAT invoice you need: not recorded.)",
                    zh=f"{text.zh}（{seller} 能否开你需要的增值税发票没有记录，先问清。）")
    sink.step(what_if, {"change": {"budget": r2(best.budget_cost)}, "card": best.card}, text)
    monthly = best.choice.monthly_display if best.choice else None
    return (WhatIf({"budget": f"{r2(best.budget_cost)}/{unit}"}, text, best.card, monthly, None),)


def _with_slow_prefill(facts: Facts, sink: Sink, card: str, text: I18n) -> I18n:
    """The slow-prefill caveat's figure beside a card named only in a what-if, as the caveat would say it of a pick
    (review 71 c12: "4 × H20 would do the job" for 128k contracts, a first token ~100 s away, said with no word)."""
    wait, ref, n = sink.info.get(("card", card), {}).get("prefill", (0.0, 0.0, 1))
    if facts.task != "inference" or wait < SLOW_PREFILL_S or wait < 2 * ref:
        return text
    ctx = facts.context_tokens or 0
    return I18n(en=f"{text.en} (Reading one full {ctx:,}-token prompt takes it about {wait:,.0f} s before the first "
                   f"token, against about {ref:,.1f} s on {n} × H100 SXM.)",
                zh=f"{text.zh}（读入一个完整的 {ctx:,} token 提示约需 {wait:,.0f} 秒才出第一个 token，{n} 张 H100 SXM "
                   f"约 {ref:,.1f} 秒。）")


def closest_what_if(kb: KnowledgeBase, facts: Facts, sink: Sink, display: str,
                    ask: Callable[..., Consultation], needed: tuple[WhatIf, ...]) -> tuple[WhatIf, ...]:
    """Nothing fits the budget and no single change makes it fit: the cheapest the person can do
    with the changes people try together on a tight budget (4-bit weights, fewer hours), said as
    still over the budget — not only the budget the job takes unchanged (review 11: Llama-3.1-405B
    for $50 was told $10,656/month; int4 at 2 h a day is $334)."""
    if facts.budget is None or not needed:
        return ()
    if facts.is_training and facts.one_off_job:  # the lighter method first (LoRA, QLoRA)
        return _closest_job(kb, facts, sink, display, ask, needed[0], "task")
    if facts.task in ("image", "video") and facts.one_off_job:  # FP8 weights on a 24 GB card (review 24 M1)
        return _closest_job(kb, facts, sink, display, ask, needed[0], "precision")
    if facts.task in ("image", "video"):  # a service: its smaller precision beside the 16-bit budget (review 122 M7)
        return closest_media_service(kb, facts, sink, display, ask, needed)
    if facts.task != "inference" or needed[0].monthly_cost is None:
        return ()
    # a stated load or a public service is not one to run a few hours a day (review 13 M1: a
    # 20-requests/s peak was told '2 h a day … still over' at a cost under the budget)
    together = [] if _round_the_clock(facts) else \
        [v for v in variants(facts, kb) if "precision" in v and "hours_per_day" in v]
    tries = together or [v for v in variants(facts, kb) if v.get("precision") == "int4" and "hours_per_day" not in v]
    if facts.max_gpus == 8 and ("max_gpus", 8) in facts.assumed:
        # two nodes of a card rented by the GPU (review 51 C10: DeepSeek-V3 for ¥20k was told ¥416,102 for one
        # 8 × H20 141GB machine; 16 × H20 96GB hold it for ¥72,000)
        tries = [*tries, {"max_gpus": 16}]
    best = _cheapest_without_budget(kb, facts, ask, tries)
    if best is None or best[0] > needed[0].monthly_cost * (1 - WHAT_IF_SAVING):
        return ()
    cost, change, pick = best
    # in the budget's own unit, for the usage said (review 40 C2: "$1,668/month" was 30 days of a 22-weekday
    # plan, set beside "$3.00/hour")
    usage = with_usage(facts, hours_per_day=float(change.get("hours_per_day") or facts.hours_per_day or 24.0),
                       days=facts.days)
    in_unit = budget_cost(usage, cost)
    if facts.budget.currency == display and in_unit <= facts.budget.amount:
        return ()  # within the budget after all: the what-ifs above say it, not "still over"
    en, zh = describe_change(change)
    budget = money(facts.budget.amount, facts.budget.currency)
    unit_zh = UNIT_ZH[facts.budget.unit]
    text = I18n(en=f"Closest to your budget: with {en}, {pick.gpus_in_all} × {pick.card_name} at "
                   f"{money(in_unit, display)}/{facts.budget.unit} — still over your {budget}/{facts.budget.unit}.",
                zh=f"最接近你预算的做法：若{zh}，{pick.gpus_in_all} 张 {pick.card_name}，"
                   f"{money(in_unit, display)}/{unit_zh}——仍超出你的 {budget}/{unit_zh}。")
    sink.step(what_if, {"change": dict(change), "card": pick.card}, text)
    return (WhatIf(dict(change), text, pick.card, pick.monthly_cost, None),)


def _closest_job(kb: KnowledgeBase, facts: Facts, sink: Sink, display: str,
                 ask: Callable[..., Consultation], needed: WhatIf, changing: str) -> tuple[WhatIf, ...]:
    """A sized job over its budget: its cost with the ``changing`` fact's variants (a lighter training method;
    a smaller precision for an image or video model), still over (review 19 m3: a full fine-tune of a 70B on 2B
    tokens for $1,000 was told only 'a budget of $1,571', LoRA, the first thing people try, shown only when it
    fit the budget; review 24 M1: FLUX.1-dev's 20,000 images for $50 were told '$69.56 on RTX 6000 Adas' while
    FP8 on RTX 4090s did it for $54.56)."""
    assert facts.budget is not None
    try:
        raised = float(str(needed.change.get("budget", "")).split("/")[0])
    except ValueError:
        return ()
    best = _cheapest_without_budget(kb, facts, ask, [v for v in variants(facts, kb) if changing in v])
    if best is None or facts.budget.currency != display:
        return ()
    cost, change, pick = best
    cheaper = cost <= raised * (1 - WHAT_IF_SAVING)
    # an image or video model's smaller precision is said even where it saves nothing (review 122 M7): why not
    media = facts.task in ("image", "video") and "precision" in change
    if cost <= facts.budget.amount or not (cheaper or media):
        return ()  # within the budget after all (the what-ifs above say it), or no nearer
    en, zh = describe_change(change)
    budget = money(facts.budget.amount, facts.budget.currency)
    hours = f"{pick.job.wall_hours:,.1f}" if pick.job is not None else "?"
    lead_en, lead_zh = ("Closest to your budget: with", "最接近你预算的做法：若") if cheaper else ("With", "若")
    text = I18n(en=f"{lead_en} {en}, {pick.gpus_in_all} × {pick.card_name} finishes the job in "
                   f"{hours} h for {money(cost, display)} — still over your {budget}.",
                zh=f"{lead_zh}{zh}，{pick.gpus_in_all} 张 {pick.card_name} {hours} 小时完成任务，共 "
                   f"{money(cost, display)}——仍超出你的 {budget}。")
    if media:  # its checkpoint and its time
        note = precision_note(kb, facts, pick.card, str(change["precision"]))
        same = I18n(en="", zh="") if cheaper else no_cheaper(facts.task)
        text = I18n(en=f"{text.en}{same.en} {note.en}", zh=f"{text.zh}{same.zh}{note.zh}")
    sink.step(what_if, {"change": dict(change), "card": pick.card}, text)
    return (WhatIf(dict(change), text, pick.card, pick.monthly_cost, None),)


def _cheapest_without_budget(kb: KnowledgeBase, facts: Facts, ask: Callable[..., Consultation],
                             tries: list[dict[str, Any]]) -> tuple[float, dict[str, Any], Pick] | None:
    """(cost, change, enough pick) of the cheapest of ``tries`` asked with no budget; None if none answers."""
    best: tuple[float, dict[str, Any], Pick] | None = None
    for change in tries:
        try:
            other = ask_over_rentable(ask, with_changes(facts, kb, **change, budget=None), kb, what_if=False,
                                      _variant=True)
        except Exception:  # noqa: BLE001, S112 - a variant that is itself invalid is skipped
            continue
        pick = next((p for p in other.picks if "enough" in p.roles), None)
        cost = pick_cost(pick) if pick is not None else None
        if pick is not None and cost is not None and (best is None or cost < best[0]):
            best = (cost, change, pick)
    return best


def confirmed_precision_what_if(kb: KnowledgeBase, facts: Facts, sink: Sink, display: str,
                                ask: Callable[..., Consultation], top: Pick) -> tuple[WhatIf, ...]:
    """The first pick fits the budget only if its seller rents single GPUs, which it never says: the plan to
    fall back on within the budget, at a smaller precision on a seller whose price holds as quoted (a Toronto
    startup's Mistral Small 24B at 8 requests/s for about $3,000 was told only that a whole B200 node takes
    $4,241, while FP8 on RTX 6000 Adas at RunPod held the load for less than the first pick)."""
    if facts.budget is None or facts.task != "inference" or top.offer is None:
        return ()
    tries = [v for v in variants(facts, kb) if "precision" in v and set(v) <= {"precision", "kv_precision"}]
    for change in tries:  # the least lossy first (FP8 before 4 bits)
        excluded = {top.card}
        for _attempt in range(3):  # a changed answer may lead with another unconfirmed plan: set it aside
            cards = frozenset(c.id for c in kb.cards if c.id not in excluded)
            try:
                other = ask_over_rentable(ask, with_changes(facts, kb, **change), kb, what_if=False, _variant=True,
                                          _cards=cards)
            except Exception:  # noqa: BLE001, S112 - a variant that is itself invalid is skipped
                break
            pick = next((p for p in other.picks if "enough" in p.roles), None)
            if pick is None or pick.monthly_cost is None or pick.offer is None:
                break
            if unit_unstated(kb, pick.card, pick.gpus_in_all, pick.offer.min_gpus) or _set_aside(kb, facts, pick):
                excluded.add(pick.card)
                continue
            en, zh = describe_change(change)
            cost = money(pick.monthly_cost, display)
            seller, name, n = pick.offer.provider_name, pick.card_name, pick.gpus_in_all
            text = I18n(en=f"If {top.offer.provider_name} rents only whole nodes — within your budget: with {en}, "
                           f"{n} × {name} at {seller} is enough at {cost}/month.",
                        zh=f"如果 {top.offer.provider_name} 只整台出租——在你的预算内：若{zh}，{seller} 的 {n} 张 "
                           f"{name} 就够用，每月 {cost}。")
            if change.get("precision") == "fp8":
                note = precision_mod.quality_note(kb.card(pick.card))
                text = I18n(en=f"{text.en} {note.en}", zh=f"{text.zh}{note.zh}")
            sink.step(what_if, {"change": dict(change), "card": pick.card}, text)
            return (WhatIf(dict(change), text, pick.card, pick.monthly_cost, None, n, fallback=True),)
    return ()


# review 26 C3: a fallback is what the person would end up renting, so never a card the market rules put last (a
# China-market or board-modified part abroad) nor a mainland-oriented seller of unknown hosting where that matters
_LAST_RESORT_RULES = frozenset({"market-intl-prefers-global", "unknown-hosting-ranked-after"})


def _set_aside(kb: KnowledgeBase, facts: Facts, pick: Pick) -> bool:
    if any(w.rule in _LAST_RESORT_RULES for w in pick.why):
        return True
    return pick.offer is not None and known_hosting_wanted(facts) and mainland_unknown(kb, pick.offer)
