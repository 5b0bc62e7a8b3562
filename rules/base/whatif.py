"""What-if: a small change to the facts that would make a much cheaper card enough.

One step rule. Its decision: which changes are worth asking about for this job (`variants`),
when a changed answer is worth saying (it saves at least 20 %), and how it is said. The changed
consultation itself is run by the pipeline's ``consult``, passed in as ``ask``.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Mapping
from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.text import money
from rules import estimate
from rules.answer import cost_phrase, month_of_runs, pick_cost
from rules.base._common import I18n, declared, step
from rules.base.peak_whatif import peak_what_if, queued_what_if
from rules.base.whatif_fewest import fewest_said
from rules.base.whatif_refine import fp8_first_when_best, most_sequences, price_held
from rules.base.whatif_variants import variants
from rules.box_lead import boxed_best, into_box
from rules.buy_terms import cards_alone, passive_said, ruled_out_for_buyer
from rules.change_text import describe_change
from rules.chat_floor import held_to_chat_floor
from rules.cluster_floor import floor_parens
from rules.consultation import Consultation, Pick, WhatIf
from rules.copies_span import copies_text, instance_gpus
from rules.engine import Sink
from rules.estimate import precision as precision_mod
from rules.estimate.engines import engine_fit
from rules.facts import Facts, with_changes
from rules.fewer_gpus_prefill import prompt_read_said
from rules.job_count import ROOM as DEADLINE_ROOM
from rules.jobplan import TIGHT_DEADLINE
from rules.media_precision import precision_note
from rules.placement import MIN_HEADROOM
from rules.pricing import (
    MONTH_DAYS,
    Priced,
    cheapest_monthly,
    multipliers_monotone,
    serves_others,
    unit_unstated,
    whole_nodes_monthly,
)
from rules.reasoning_context import with_truncation
from rules.rentable import ask_over_rentable, nothing_to_rent, rentable_cards
from rules.serving import engine_of

WHAT_IF_SAVING = 0.2  # mention a what-if only when it saves at least 20 %
# an FP8 KV cache alone keeps the weights as they are (vLLM --kv-cache-dtype fp8): said from a tenth saved when it
# also takes fewer GPUs (review 39 M2: 2 × A100 at $2,002 beside 4 × RTX 6000 Ada at $2,419, faster, went unsaid)
KV_ONLY_SAVING = 0.1


def _node_bound(facts: Facts, picks: tuple[Pick, ...], change: Mapping[str, Any]) -> bool:
    """Serving on a whole node at the default GPU limit: two nodes of a cheaper card may hold it for
    far less (review 18 M3: DeepSeek-R1 at 16 × 32k took 8 × H20-141G at ¥416k/month where 16 × A800
    held it for ¥60k), so the two-node variant is asked even though one node fits."""
    if ("max_gpus", facts.max_gpus) not in facts.assumed:
        return False
    if change.get("max_gpus") == 16 and facts.task == "inference":
        return any("enough" in p.roles and p.gpus >= facts.max_gpus for p in picks)
    # a sized job on every GPU of the one node assumed, past the deadline-margin's three quarters of --deadline (review
    # 91 c04: 8 × H20 in 70.1 of 72 h for ¥3,960 — 16 × A800 did it in 13.5 h for ¥1,343 and no line said so)
    return bool(change.get("max_gpus", 0) > 8 and facts.deadline and any(
        "enough" in p.roles and p.gpus >= facts.max_gpus and p.job is not None and p.job.is_job
        and p.job.wall_hours > DEADLINE_ROOM * facts.deadline for p in picks))


def _round_the_clock(facts: Facts) -> bool:
    """A service whose hours are not the person's to cut: a stated load, the public, one that must stay up, or
    several people at once (review 24: "2 h a day" was offered for an app's backend serving 5 at once), or one said
    to run all day (review 32 M5: "int4, 2 h a day" for a Discord bot read as up 24 h)."""
    said_all_day = "hours_per_day" in facts.stated and (facts.hours_per_day or 0) >= 24
    return facts.task == "inference" and (facts.must_stay_up or serves_others(facts) or said_all_day)


def _job_terms(facts: Facts, best: Pick) -> I18n:
    """What a job what-if must say to be signed (review 5 F9): its hours against the deadline, and
    past one node, the nodes and the fabric between them."""
    job = best.job
    assert job is not None
    en, zh = f", in {job.wall_hours:,.0f} h", f"，用时 {job.wall_hours:,.0f} 小时"
    if facts.deadline:
        en += f" of the {facts.deadline:g} h deadline"
        zh += f"（期限 {facts.deadline:g} 小时）"
        if job.wall_hours > TIGHT_DEADLINE * facts.deadline:  # review 5 F17: a 1-hour margin
            en += " — under 10 % left for restarts and failures: tight"
            zh += "——留给重启与故障的时间不到 10%：很紧"
    if facts.runs_per_month and job.total is not None and best.offer is not None:
        runs, month = month_of_runs(facts, job.total, best.offer.display_currency, job)
        en, zh = f"{en}; {month} a month of {runs} runs", f"{zh}；每月 {runs} 次共 {month}"
    if instance_gpus(job) <= 8 < best.gpus * job.replicas:
        return I18n(en=en + copies_text(job, best.gpus * job.replicas).en,
                    zh=zh + copies_text(job, best.gpus * job.replicas).zh)
    if best.gpus > 8:
        nodes = -(-best.gpus // 8)
        en += (f"; {nodes} nodes of 8 that need InfiniBand / RoCE between them (ask the seller for "
               "a cluster; per-GPU speed past one node taken at 98.5 %, llm-foundry)")
        zh += (f"；{nodes} 个 8 卡节点，节点间需要 InfiniBand / RoCE（向平台要集群；跨节点每卡速度按 "
               "98.5 % 计，llm-foundry）")
    return I18n(en=en, zh=zh)


def _affordable_hours(facts: Facts, sink: Sink, prices: Mapping[tuple[str, int], Priced],
                      answered: bool) -> list[dict[str, Any]]:
    """The hours a day the budget buys on the cheapest card that fails on the budget alone (review
    5 F11: a student's $20 a month under an assumed 8 h a day was "infeasible", while one RTX 3090
    fits at 3 h a day). Only where halving the hours is not already enough; the changed answer is
    consulted like any other what-if, so a monthly plan that does not shrink never shows."""
    budget = facts.budget
    if answered or budget is None or facts.one_off_job or budget.unit in ("hour", "minute"):
        return []
    hours = facts.hours_per_day or 24
    costs = [p.budget_cost for (card, gpus), p in prices.items()
             if gpus == 1 and p.over_budget and p.budget_cost
             and {r.rule for r in sink.rejected.get(card, ())} == {"budget-exceeded"}]
    if not costs:
        return []
    afford = math.floor(hours * budget.amount / min(costs) * 2) / 2  # half-hour steps
    return [{"hours_per_day": afford}] if 0.5 <= afford < hours / 2 else []


_ROUNDING = 1e-9  # one price computed two ways (the offer's amount, its full costing) may differ in the last digits


def _dear_split(kb: KnowledgeBase, changed: Facts, picks: tuple[Pick, ...], split: Consultation,
                cheap: frozenset[str], limit: float, prices: dict[tuple[str, int], Priced],
                ask: Callable[..., Consultation]) -> bool:
    """Whether the changed facts' answer over every card would save too little, decided without
    asking every card. ``split`` is the answer over the ``cheap`` cards alone, with a PCIe split.

    Every cheap candidate is then a split (prefer-single-card keeps splits only when nothing else
    is a candidate). A card outside ``cheap`` costs at least its one-GPU price, which is at or over
    ``limit`` (the caller saw none within rounding of it): more GPUs never cost less under one
    offer (billed units, multi-card multipliers — checked below), and past one GPU only a subset
    of the offers is priced (NVLink bridges, multi-node fabric). Over every card, the "enough"
    pick is either such a card — no what-if — or a cheap one; a cheap one only when no card
    outside ``cheap`` is a candidate without a split (prefer-single-card would drop every split),
    and then it is ``split``'s own "enough" pick (the same candidates and rows; demotion only
    narrows the rows it is the cheapest of). So no what-if follows when ``split``'s pick already
    costs over ``limit``, or when a card outside ``cheap`` that the original answer picked is a
    candidate without a split for the changed facts (asked over those cards alone)."""
    if not multipliers_monotone(kb):
        return False
    enough = next((p for p in split.picks if "enough" in p.roles), None)
    cost = pick_cost(enough) if enough is not None else None
    if cost is not None and cost > limit:
        return True
    dear = frozenset(p.card for p in picks) - cheap
    if not dear:
        return False
    single = ask(changed, kb, what_if=False, _prices=prices, _variant=True, _cards=dear)
    return any(p.mode != "pcie-split" for p in single.picks)


@step(id="what-if", concern="ranking", source="seed-002",
      doc=I18n(en="When a small change (shorter context, INT4, fewer concurrent sequences, "
                  "QLoRA instead of LoRA, fewer hours) would make a much cheaper card enough, "
                  "say so with the saving.",
               zh="当小改动（更短上下文、INT4、更少并发、用 QLoRA 代替 LoRA、更少时长）能让便宜"
                  "得多的卡够用时，说明并给出能省多少。"))
def what_if(kb: KnowledgeBase, facts: Facts, picks: tuple[Pick, ...], sink: Sink, display: str,
            prices: dict[tuple[str, int], Priced], ask: Callable[..., Consultation]
            ) -> list[WhatIf]:
    # the saving is against the cheapest pick ("enough"), also when --priority speed ranks the faster one first
    buying = facts.procure == "buy"  # compared by what the box costs to buy, never by rent
    cost_of = purchase_total if buying else pick_cost
    current = cost_of(next((p for p in picks if "enough" in p.roles), picks[0])) if picks else None
    out: list[WhatIf] = []
    after: set[int] = set()  # the what-ifs whose card a rule ranks after
    need = sink.need_gb
    # (the cards that can change the answer, the price limit, a card at the limit within rounding) by the saving a
    # change must make: the FP8 KV cache alone from a tenth, every other change from a fifth
    by_saving: dict[float, tuple[frozenset[str] | None, float, bool]] = {
        s: (None, math.inf, False) for s in (WHAT_IF_SAVING, KV_ONLY_SAVING)}
    sized = bool(picks) and picks[0].job is not None and picks[0].job.is_job
    if current is not None and not sized and not buying:  # a job's total is no month's price
        # only a card whose one-GPU price is under the saving threshold can change the answer
        monthly_of = {}
        for card in kb.cards:
            known = prices.get((card.id, 1))
            if known is None:  # the comparison needs the cheapest offer's figure, not its costing
                monthly_of[card.id] = cheapest_monthly(kb, facts, card.id, 1)
            else:
                monthly_of[card.id] = known.choice.monthly_display if known.choice is not None else None
        priced = [(cid, m) for cid, m in monthly_of.items() if m is not None]
        for saving in by_saving:
            limit = current * (1 - saving)
            by_saving[saving] = (frozenset(cid for cid, m in priced if m < limit), limit,
                                 any(limit <= m <= limit * (1 + _ROUNDING) for _cid, m in priced))
        if not by_saving[KV_ONLY_SAVING][0]:
            return []
    for change in variants(facts, kb) + _affordable_hours(facts, sink, prices, bool(picks)):
        cheap, limit, near = by_saving[KV_ONLY_SAVING if change == {"kv_precision": "fp8"} else WHAT_IF_SAVING]
        if cheap is not None and not cheap:
            continue  # no card under this change's saving threshold: it cannot change the answer
        if (("hours_per_day" in change or change.get("max_gpus", 0) > 8) and picks
                and not _node_bound(facts, picks, change)):
            continue  # fewer hours / a cluster only matter when nothing fits the budget / deadline
        if "hours_per_day" in change and _round_the_clock(facts):
            continue  # review 9 F8: a stated load or a public service does not run 2 h a day
        if "cuda_required" in change and cheap is not None and all(
                kb.card(cid).ecosystem == "cuda" for cid in cheap):
            continue  # only a ROCm / CANN card can be what accepting them buys
        try:
            # a chat's speed per user holds in a what-if as in the answer (rules.chat_floor)
            changed = held_to_chat_floor(with_changes(facts, kb, **change), kb, picks)
            if buying and facts.budget is not None:  # the cheapest box to buy, said against the budget below
                changed = with_changes(changed, kb, budget=None)
            # (SGLang's DP attention leaves the need as it is and splits the MLA cache by request: review 58 C10)
            if (not {"cuda_required", "max_gpus", "hours_per_day", "invoice", "gradient_checkpointing", "model"}
                    & set(change)
                    and change.get("engine") not in ("deepspeed", "sglang") and picks
                    and change.get("kv_precision") not in ("int8", "q4")  # a few GB can take a home box off a card
                    and estimate.requirement(changed, kb).vram_gb > need * (1 - WHAT_IF_SAVING)):
                continue  # the need barely shrinks: no much cheaper card can become enough
            same_usage = all(getattr(changed, k) == getattr(facts, k) for k in
                             ("hours_per_day", "days", "budget", "region", "compliance",
                              "interruptible", "fx", "invoice"))
            if nothing_to_rent(kb, changed, (c.id for c in kb.cards), prices if same_usage else None):
                continue  # no card has an offer to rent under the change: its answer has no pick
            other = ask(changed, kb, what_if=False, _prices=prices if same_usage else None, _variant=True,
                        _cards=cheap if same_usage and cheap is not None else rentable_cards(
                            kb, changed, (c.id for c in kb.cards), prices if same_usage else None))
            if same_usage and cheap is not None and any(p.mode == "pcie-split" for p in other.picks):
                # a PCIe split among the cheap cards alone: the answer to the changed facts would
                # prefer a single larger card (prefer-single-card), so ask it with every rentable card —
                # unless that answer provably saves too little
                if not near and _dear_split(kb, changed, picks, other, cheap, limit, prices, ask):
                    continue
                other = ask_over_rentable(ask, changed, kb, what_if=False, _prices=prices, _variant=True)
        except Exception:  # noqa: BLE001, S112 - a variant that is itself invalid is skipped
            continue
        if not other.picks or other.display_currency != display:  # its money would be said under another label
            continue
        # the changed answer's own "enough" pick: the cheapest the ranking rules allow (a demoted
        # offshore or China-market card is not offered by the back door)
        best = next((p for p in other.picks if "enough" in p.roles),
                    min(other.picks, key=lambda p: (cost_of(p) or math.inf, p.card)))
        if buying:  # a card with no purchase price says nothing about what the change saves
            best = boxed_best(kb, facts, picks, other.picks, min((p for p in other.picks if not ruled_out_for_buyer(
                p)), default=None, key=lambda p: (cost_of(p) or math.inf, p.card)))  # a box's own first (C8-1)
        if best is not None and change.get("precision") == "fp8" and precision_mod.fp8_support(
                kb.card(best.card)) == "no":
            continue  # review 99 c07: "with FP8 weights, 1 × 910C" — an Ascend runs 8 bits as W8A8 INT8 (its own line)
        best_cost = cost_of(best) if best is not None else None
        if (best_cost is None and buying and best is not None and not ruled_out_for_buyer(best)
                and (not picks or _fewer_unpriced(picks, best) or into_box(kb, facts, picks[0], best))):
            # nothing held as asked, or held only on more unpriced GPUs (review 89 c01: copies over 12 × 910C, where
            # W8A8 and a C8 cache fit one 8 × 910B server): what does, to quote
            held = _holds_unpriced(facts, best, change, need, float(other.requirement.vram_gb))
            out.append(dataclasses.replace(held, text=passive_said(kb, best.card, held.text)))
            sink.step(what_if, {"change": dict(change), "card": best.card}, out[-1].text)
            continue
        if best_cost is None or not price_held(best):
            continue
        if "cuda_required" in change and kb.card(best.card).ecosystem == "cuda":
            continue  # a CUDA card the cheap-card ranking let through is not ROCm / CANN's doing
        if "max_gpus" in change and best.gpus * (getattr(best, "replicas", 1) or 1) <= facts.max_gpus:
            continue  # more GPUs allowed, but the changed answer does not use them: no change
        if ("invoice" in change and facts.invoice in ("vat-special", "vat") and best.offer is not None
                and best.offer.region != "cn"):
            continue  # a mainland VAT invoice comes only from a mainland seller (review 4 F5)
        fewer = bool(picks) and set(change) == {"kv_precision"} and best.gpus < picks[0].gpus
        if current is not None and best_cost > current * (1 - (KV_ONLY_SAVING if fewer else WHAT_IF_SAVING)) and not (
                buying and into_box(kb, facts, picks[0], best)):  # into the box: said at any price (review 120 C8-1)
            continue
        change = most_sequences(kb, facts, change, best.card, best.gpus, ask) if best.replicas <= 1 else change
        en, zh = describe_change(change)
        cost = money(best_cost, display)
        # GPUs in all: a serving load may take several copies of the model
        copies = getattr(best, "replicas", 1) or 1
        n_en, n_zh = f"{best.gpus * copies}", f"{best.gpus * copies}"
        name_en = best.card_name + (f" ({copies} copies of {best.gpus})" if copies > 1 else "")
        name_zh = best.card_name + (f"（{copies} 份副本，每份 {best.gpus} 张）" if copies > 1 else "")
        if buying:
            saving = None if current is None or best_cost > current else current - best_cost
            budget = facts.budget
            over = (best_cost - budget.amount if budget is not None and budget.unit == "total"
                    and budget.currency == display and best_cost > budget.amount else None)
            keeps = None if budget is None or budget.unit != "total" or budget.currency != display else over is None
            within = money(budget.amount, display) if keeps else ""
            alone = cards_alone(best)
            # a job's hours on the cards bought (review 51 C7: a weekend's deadline, the what-if gave no time)
            hours = _job_terms(facts, best) if best.job is not None and best.job.is_job else I18n(en="", zh="")
            text = I18n(en=f"With {en}: {n_en} × {name_en} is enough, to buy {cost}{alone[0]}"
                           + ("" if saving is None else f" (saves {money(saving, display)})") + hours.en
                           + ("" if over is None else f" — still over your budget by {money(over, display)}")
                           + (f" — within your {within} budget" if keeps else "") + ".",
                        zh=f"若{zh}：{n_zh} 张 {name_zh} 就够用，购买 {cost}{alone[1]}"
                           + ("" if saving is None else f"（省 {money(saving, display)}）") + hours.zh
                           + ("" if over is None else f"——仍超预算 {money(over, display)}")
                           + (f"——在你的 {within} 预算内" if keeps else "") + "。")
            text = fewest_said(kb, facts, sink, change, other.picks, best, text, display, buying)  # (review 101)
            if change.get("precision") == "fp8":
                note = _fp8_note(kb, facts, best.card)
                text = I18n(en=f"{text.en} {note.en}", zh=f"{text.zh}{note.zh}")
            text = _with_place(facts, best, _with_stack(kb, best.card, picks, text, change))
            text = passive_said(kb, best.card, text)  # a server card offered for a box to buy (review 97 c08)
            sink.step(what_if, {"change": dict(change), "card": best.card}, text)
            out.append(WhatIf(dict(change), text, best.card, best.monthly_cost, saving, best.gpus * copies, keeps))
            continue
        if best.job is not None and best.job.is_job:
            saving = None if current is None else current - best_cost
            # a batch job's copies are GPUs too (review 20 m4: "1 × MI300X" meant 8 copies of one)
            text = I18n(en=f"With {en}: {n_en} × {name_en} finishes the job for {cost}"
                           + ("" if saving is None else f" (saves {money(saving, display)})")
                           + _job_terms(facts, best).en + floor_parens(kb, best).en + ".",
                        zh=f"若{zh}：{n_zh} 张 {name_zh} 完成任务共 {cost}"
                           + ("" if saving is None else f"（省 {money(saving, display)}）")
                           + _job_terms(facts, best).zh + floor_parens(kb, best).zh + "。")
            text = _with_place(facts, best, _with_stack(kb, best.card, picks, text, change))
            sink.step(what_if, {"change": dict(change), "card": best.card}, text)
            out.append(WhatIf(dict(change), text, best.card, best.monthly_cost, saving, best.gpus * copies,
                          span=instance_gpus(best.job) if best.job is not None else best.gpus, job=best.job))
            continue
        if current is None and facts.budget is not None and facts.budget.unit == "total":
            # review 31 c08: "$444/month" (a month of the 1 h a day assumed) beside a $500 total: say the hourly
            # rate of all the GPUs and the hours the total buys
            hourly = best_cost / (float(other.facts.hours_per_day or 24.0) * MONTH_DAYS)
            hours = facts.budget.amount / hourly if facts.budget.currency == display and hourly > 0 else None
            budget_text = money(facts.budget.amount, display)
            buys_en = f" — your {budget_text} buys about {hours:,.0f} hours of it" if hours else ""
            buys_zh = f"——你的 {budget_text} 约能用 {hours:,.0f} 小时" if hours else ""
            text = I18n(en=f"With {en}: {n_en} × {name_en} becomes feasible at {money(hourly, display)} an hour for "
                           f"all {n_en}{buys_en}.",
                        zh=f"若{zh}：{n_zh} 张 {name_zh} 即可行，合计每小时 {money(hourly, display)}{buys_zh}。")
            saving = None
        elif current is None:
            text = I18n(en=f"With {en}: {n_en} × {name_en} becomes feasible at "
                           f"{cost}/month.",
                        zh=f"若{zh}：{n_zh} 张 {name_zh} 即可行，每月 {cost}。")
            saving = None
        elif facts.days < 28:  # review 38 m2: 22 weekdays priced as 30 days ("$252/month" beside a $370 pick)
            saving = current - best.monthly_cost
            use_en, use_zh = cost_phrase(facts, best.monthly_cost, display, None, best.offer)
            part = facts.days / MONTH_DAYS
            text = I18n(en=f"With {en}: {n_en} × {name_en} is enough at {use_en} "
                           f"(saves {money(saving * part, display)}).",
                        zh=f"若{zh}：{n_zh} 张 {name_zh} 就够用，{use_zh}（省 {money(saving * part, display)}）。")
        else:
            saving = current - best.monthly_cost
            text = I18n(en=f"With {en}: {n_en} × {name_en} is enough at {cost}/month "
                           f"(saves {money(saving, display)}/month).",
                        zh=f"若{zh}：{n_zh} 张 {name_zh} 就够用，每月 {cost}"
                           f"（每月省 {money(saving, display)}）。")
        text = _unit_caution(kb, best.card, best.gpus * copies, best.offer, best.monthly_cost,
                             display, text)
        if best.offer is not None and {"promo", "stock-limited"} & set(best.offer.flags or ()):
            # review 15 m1: a campaign price is no long-term baseline (source 2)
            text = I18n(en=f"{text.en} That is a promotional, stock-limited price — not a long-term "
                           "baseline (source 2).",
                        zh=f"{text.zh}这是限量活动价，不能当长期价格参考（来源 2）。")
        if change.get("precision") == "fp8" or "precision" in change and facts.task in ("image", "video"):
            note = _fp8_note(kb, facts, best.card, str(change["precision"]))
            text = I18n(en=f"{text.en} {note.en}", zh=f"{text.zh}{note.zh}")
        elif change.get("precision") == "int4" and facts.task == "inference":  # review 85 C10: FP8 said it, 4 bits not
            text = I18n(en=f"{text.en} 4-bit weights lose more accuracy than 8-bit ones: check them on your own "
                           "evals before production use.",
                        zh=f"{text.zh}4 位权重的精度损失比 8 位大：上线前用自己的评测集核对。")
        text = fewest_said(kb, facts, sink, change, other.picks, best, _engine_caution(kb, changed, other, best, text),
                           display, buying)
        text = prompt_read_said(kb, facts, picks[0] if picks else None, best, copies, change, text)
        if change.get("max_gpus", 0) > 8 and best.gpus > 8 and facts.task == "inference":
            text = I18n(en=f"{text.en} That is {-(-best.gpus // 8)} nodes: tensor parallel 8 in each, pipeline "
                           "parallel across them — ask the seller for InfiniBand / RoCE between the nodes.",
                        zh=f"{text.zh}这是 {-(-best.gpus // 8)} 台机器：每台内 8 卡张量并行、机器之间流水线并行——"
                           "向平台确认机器之间有 InfiniBand / RoCE。")
        text = _with_place(facts, best, _with_stack(kb, best.card, picks, text, change))
        text = _ranked_after(best, text)
        sink.step(what_if, {"change": dict(change), "card": best.card}, text)
        out.append(WhatIf(dict(change), text, best.card, best.monthly_cost, saving, best.gpus * copies,
                          span=instance_gpus(best.job) if best.job is not None else best.gpus))
        if best.ranked_after:
            after.add(id(out[-1]))
    # a change whose card a rule ranks after (an old pinned engine, a seller of unknown hosting) comes after those
    # whose card is clean: the first what-if is the one an answer leads with (review 84 c02)
    out.sort(key=lambda w: id(w) in after)
    return (fp8_first_when_best(with_truncation(kb, facts, out), facts.stated, kb, after)
            + peak_what_if(kb, facts, picks, sink, display, ask, step=what_if)
            + queued_what_if(kb, facts, picks, sink, display, ask, step=what_if))


def _fewer_unpriced(picks: tuple[Pick, ...], best: Any) -> bool:
    """A purchase whose picks have no price, and a changed answer that takes fewer GPUs in all: with no price to
    compare, the GPUs are the comparison."""
    top = picks[0]
    return purchase_total(top) is None and best.gpus * (getattr(best, "replicas", 1) or 1) < top.gpus_in_all


def _holds_unpriced(facts: Facts, best: Any, change: Mapping[str, Any], need: float, got: float) -> WhatIf:
    """A purchase nothing held as asked, made to fit by a change, on a card with no dated price (Ascend servers): the
    change and the cards that hold it, to quote (review 89 c01: a 信创 buyer got no what-if, as none had a price)."""
    en, zh = describe_change(change)
    n = best.gpus * (getattr(best, "replicas", 1) or 1)
    size_en, size_zh = (f" ({got:,.1f} GB, not {need:,.1f})", f"（需 {got:,.1f} GB，原为 {need:,.1f} GB）") \
        if abs(got - need) > 0.05 else ("", "")
    text = I18n(en=f"With {en}: {n} × {best.card_name} hold it{size_en} — no dated purchase price is known: ask "
                   "for a quote.",
                zh=f"若{zh}：{n} 张 {best.card_name} 就装得下{size_zh}——没有带日期的购买价：请询价。")
    if change.get("kv_precision") == "int8" and facts.domestic_chips:
        text = I18n(en=f"{text.en} An INT8 (C8) KV cache on Ascend is experimental and supported for named models "
                       "only (Huawei Cloud ModelArts; MindIE: with W8A8 weights on Atlas 800I A2): check yours.",
                    zh=f"{text.zh}昇腾上的 INT8（C8）KV cache 是实验特性，只支持部分模型（华为云 ModelArts；MindIE："
                       "须搭配 W8A8 权重、Atlas 800I A2）：请先确认你的模型。")
    return WhatIf(dict(change), text, best.card, None, None, n)


def _with_stack(kb: KnowledgeBase, card_id: str, picks: Any, text: I18n, change: Mapping[str, Any]) -> I18n:
    """A what-if on a card outside CUDA says so where no pick carries the ecosystem's caveat (review 30 M3: "64 ×
    MI300X finishes the job for $78,967" was the only option shown, with no word of ROCm)."""
    eco = kb.card(card_id).ecosystem
    if eco == "cuda" or "cuda_required" in change or any(kb.card(p.card).ecosystem == eco for p in picks):
        return text
    stack = {"rocm": "ROCm", "cann": "CANN"}.get(eco, eco)
    return I18n(en=f"{text.en} {card_id} runs {stack}, not CUDA: check that your stack (PyTorch / vLLM builds, "
                   "custom kernels) runs on it before you plan on it.",
                zh=f"{text.zh}{card_id} 用的是 {stack}，不是 CUDA：先确认你的技术栈（PyTorch / vLLM 版本、自定义算子）"
                   "能在上面跑，再按它做计划。")


def _ranked_after(best: Any, text: I18n) -> I18n:
    """A what-if whose card is there only because every card the change allows was ranked after says why, as the
    ruled-out list says it of a card not picked (review 84 c02: "4 × V100S with an FP8 cache, ¥3,400" led the answer
    with no word that current vLLM does not run a V100S)."""
    reasons = getattr(best, "ranked_after", ())
    if not reasons:
        return text
    first = reasons[0].text
    return I18n(en=f"{text.en} But {first.en[0].lower()}{first.en[1:]}",
                zh=f"{text.zh}但要注意：{first.zh}")


def _with_place(facts: Facts, best: Any, text: I18n) -> I18n:
    """A what-if rented abroad for a mainland answer, said or assumed, says so (review 32 C4; review 123 C5)."""
    if not (facts.region == "cn" and (offer := getattr(best, "offer", None)) is not None and offer.region != "cn"):
        return text
    said = ("where you said the machines run", "而你说机器要在国内") if facts.region_stated else (
        "and this answer assumed the mainland", "而本答案默认在国内")
    return I18n(en=f"{text.en} It is rented outside mainland China ({offer.provider}), {said[0]}: your data and "
                   "weights would cross the border.",
                zh=f"{text.zh}这是在境外租（{offer.provider}），{said[1]}：数据和权重要出境。")


def _fp8_note(kb: KnowledgeBase, facts: Facts, card_id: str, precision: str = "fp8") -> I18n:
    if facts.task in ("image", "video"):  # a checkpoint, its time not on record (review 17 m11, review 122 M7)
        return precision_note(kb, facts, card_id, precision)
    return precision_mod.quality_note(kb.card(card_id))


def purchase_total(pick: Pick) -> float | None:
    """A buy answer's pick by its purchase in the display currency; None with no complete price."""
    got = pick.purchase
    if got is None or not got.complete or got.total_display is None:
        return None
    return got.total_display


def _unit_caution(kb: KnowledgeBase, card_id: str, gpus: int, offer: Any, monthly: float | None,
                  display: str, text: I18n) -> I18n:
    """A what-if on fewer than 8 GPUs of a baseboard part (SXM / OAM) from a seller that never
    states its smallest unit says what whole nodes would cost, as the unit-unknown caveat does
    for a pick (review 4 F16)."""
    if offer is None or monthly is None or not unit_unstated(kb, card_id, gpus, offer.min_gpus):
        return text
    node = money(whole_nodes_monthly(monthly, gpus), display)
    return I18n(en=f"{text.en} (The seller does not state its smallest unit: as a whole 8-GPU node "
                   f"this is {node}/month.)",
                zh=f"{text.zh}（该平台没写最小起租单位：按整台 8 卡计为每月 {node}。）")


def _engine_caution(kb: KnowledgeBase, facts: Facts, other: Consultation, best: Pick,
                    text: I18n) -> I18n:
    """A what-if pick that only starts with an engine flag says so (DESIGN §8 tight-fit)."""
    req = other.requirement
    if req.kind != "llm" or req.is_training:
        return text
    card = kb.card(best.card)
    placed = estimate.fit(req, facts, card, best.gpus, kb, MIN_HEADROOM, inverse=False)
    eng = engine_fit(req, placed, card, engine_of(facts))
    if not eng.tight:
        return text
    fix_en = f"start it with {eng.fix_flag}" if eng.fix_flag else "it needs the next card up"
    fix_zh = f"启动时加 {eng.fix_flag}" if eng.fix_flag else "需要更大一档的卡"
    return I18n(en=f"{text.en} Tight under {eng.engine}: {fix_en}.",
                zh=f"{text.zh}在 {eng.engine} 下余量紧张：{fix_zh}。")


RULES = declared(__name__)
