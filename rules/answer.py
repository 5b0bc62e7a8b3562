"""The words of an answer (its summary, cost phrases and metric phrases): text over what the rules concluded."""

from __future__ import annotations

from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import Card, I18n
from knowledge.text import UNIT_ZH, money, rate_text
from rules import jobplan
from rules.answer_time import ANSWER_UNIT, answer_time_text
from rules.box_none_line import box_none_line, pick_label
from rules.buy_text import buy_summary, purchase_phrase
from rules.by_the_token import sold_by_the_token
from rules.change_text import describe_change
from rules.cluster_floor import floor_note, floor_parens
from rules.consultation import Pick, Rejection, WhatIf, nearest
from rules.deadline_gates import deadline_gates_line
from rules.estimate.fit import dense_tflops
from rules.estimate.months import usage_months
from rules.estimate.requirement import Requirement
from rules.fact_parse import budget_texts
from rules.fact_personal import budget_bought_hours
from rules.fact_vocab import SERVICE_UNITS
from rules.facts import Facts
from rules.memory_only import role_words, speed_unchecked_line
from rules.node_only_rent import node_only_rent
from rules.precision_lead import fewer_bought, fewer_cards
from rules.pricing import NODE_GPUS, unit_unstated, whole_nodes_monthly
from rules.run_billing import billed_runs, period_paid_phrase
from rules.said_invoice import said_invoice_end
from rules.shown_currency import offer_money_beside


def r2(value: float, digits: int = 2) -> float:
    """Numbers as the trace and the engine facts carry them."""
    return round(float(value), digits)


def metric_value(metric: str, card: Card, gpus: int, fit: object, kb: KnowledgeBase | None = None) -> float:
    """A card's figure for the workload's metric (rules/base/workload.py decides which). Several
    cards without a fast link add up only at the measured PCIe speed-up (seed 004: four 4090s
    ≈ 1.2× one), not × their count (review 3 F12)."""
    if metric == "bandwidth":
        value = getattr(fit, "decode_tokens_per_s_max", None)
        return float(value) if value else card.bandwidth_gbs * gpus / 1000.0
    if metric == "memory-bandwidth":  # a stated need: no weights to turn bandwidth into tokens/s
        return card.bandwidth_gbs * gpus
    if metric == "render":  # rules/base/workload.py priority-render: shader FP32, not tensor
        return (card.fp32_tflops or 0.0) * gpus
    if gpus > 1 and kb is not None:
        from rules.estimate import job as job_est

        return dense_tflops(card) * job_est.speedup(kb, card, gpus)
    return dense_tflops(card) * gpus


# the ranking's metric for a measured diffusion model: (what an hour makes, one unit of it)
MEDIA_RATE = {"image-rate": (("images", "张图"), ("image an hour", "张/小时")),
              "video-rate": (("clips", "条视频"), ("clip an hour", "条/小时"))}


def metric_text(metric: str, value: float, plan: jobplan.Plan | None = None, gpus: int = 1
                ) -> tuple[str, str]:
    """The metric as the answer says it; a figure summed over several GPUs says so (review 15 m8:
    '186 dense FP16 TFLOPS' for two 165-TFLOPS RTX 4090s over PCIe read as one card's spec)."""
    if plan is not None and plan.is_job:
        return (f"finishes in {plan.wall_hours:,.1f} h", f"{plan.wall_hours:,.1f} 小时完成")
    if metric == "answer-time":
        return answer_time_text(value)
    if plan is not None and plan.kind == "media-service" and metric in MEDIA_RATE and value > 0:
        one_en, one_zh = {"video-rate": ("a clip", "每条")}.get(metric, ("an image", "每张"))
        return (f"≈ {3600 / value:,.1f} s {one_en} on one GPU, measured or scaled from a measurement",
                f"单卡{one_zh}约 {3600 / value:,.1f} 秒（实测或按实测折算）")
    if metric == "bandwidth":
        return f"≤ {value:,.0f} tokens/s per sequence", f"单路 ≤ {value:,.0f} token/s"
    if metric == "expected" and plan is not None and plan.served is not None:
        return (f"≈ {value:,.0f} tokens/s per sequence at the stated load",
                f"给定负载下单路约 {value:,.0f} token/s")
    if metric == "expected":  # the calibrated decode the picks table shows (rules.estimate.calibration)
        return f"≈ {value:,.0f} tokens/s per sequence", f"单路约 {value:,.0f} token/s"
    en_n, zh_n = (f" on {gpus} GPUs together", f"（{gpus} 张合计）") if gpus > 1 else ("", "")
    if metric in MEDIA_RATE:  # the measured rate (rules.estimate.media_job), not a spec sheet's TFLOPS
        (en, zh), _ = MEDIA_RATE[metric]
        return f"≈ {value:,.0f} {en} an hour, measured or scaled from a measurement{en_n}", \
            f"每小时约 {value:,.0f} {zh}（实测或按实测折算）{zh_n}"
    if metric == "render":
        return f"{value:,.0f} FP32 shader TFLOPS{en_n}", f"{value:,.0f} FP32 着色 TFLOPS{zh_n}"
    if metric == "memory-bandwidth":
        return f"{value:,.0f} GB/s of memory bandwidth{en_n}", f"显存带宽 {value:,.0f} GB/s{zh_n}"
    return f"{value:,.0f} dense FP16 TFLOPS{en_n}", f"{value:,.0f} 稠密 FP16 TFLOPS{zh_n}"


def metric_unit(metric: str) -> tuple[str, str]:
    """One unit of the metric, for a cost per unit ('¥3.17 a month per dense FP16 TFLOPS')."""
    if metric in MEDIA_RATE:
        return MEDIA_RATE[metric][1]
    return {"bandwidth": ("token/s", "token/s"), "expected": ("token/s", "token/s"), "answer-time": ANSWER_UNIT,
            "render": ("FP32 shader TFLOPS", "FP32 着色 TFLOPS"),
            "memory-bandwidth": ("GB/s", "GB/s")}.get(metric, ("dense FP16 TFLOPS", "稠密 FP16 TFLOPS"))


def pick_cost(pick: Pick) -> float | None:
    """What a pick is compared by: a sized training job's total, otherwise its monthly cost."""
    if pick.job is not None and pick.job.is_job:
        return pick.job.total
    return pick.monthly_cost


def rent_over_days(facts: Facts, pick: Any) -> float:
    """What renting ``pick`` for the person's whole period costs: a sized job's runs in it, each at the job's own
    total — the job once where no runs a month are said — else its month's rent for the days (review 79 C12: a
    monthly fine-tune "rented for 1,095 days" was $154,545, the job every day, where 36 runs cost $5,100)."""
    plan = getattr(pick, "job", None)
    if plan is not None and plan.is_job and plan.total is not None:
        return plan.total * (billed_runs(facts, plan) * usage_months(facts.days) if facts.runs_per_month else 1.0)
    return (pick.monthly_cost or 0.0) * usage_months(facts.days)


def month_of_runs(facts: Facts, total: float, currency: str, plan: Any = None) -> tuple[str, str]:
    """("30", "¥138"): the runs a month of a job run again and again, and what they cost together (``plan``: the run's
    plan, whose billing period may hold several runs)."""
    return f"{facts.runs_per_month:,.3g}", money(total * billed_runs(facts, plan), currency)


def cost_phrase(facts: Facts, monthly: float, display: str,
                plan: jobplan.Plan | None = None, offer: Any = None) -> tuple[str, str]:
    """'¥720/month for your usage', or for a short job the total: '¥3.57 for your usage (1 d × 3 h)';
    a sized training job: its total and duration. ``offer``: the offer priced (its billing unit)."""
    if plan is not None and plan.is_job and plan.total is not None:
        total = money(plan.total, display)
        gpu_hours = f"{plan.gpu_hours:,.1f}" if plan.gpu_hours < 10 else f"{plan.gpu_hours:,.0f}"
        gpus = plan.gpus * (plan.replicas if plan.kind == "generation" else 1)  # a batch job's copies
        en, zh = (f"{total} to finish the job ({plan.wall_hours:,.1f} h on {gpus} GPU(s), {gpu_hours} GPU-hours)",
                  f"完成任务共 {total}（{gpus} 张卡 {plan.wall_hours:,.1f} 小时，{gpu_hours} 卡时）")
        if (paid := period_paid_phrase(facts, plan, display, gpus, gpu_hours)) is not None:
            return paid  # runs inside one billed period: the period's charge first (leftovers50 #5)
        if facts.runs_per_month:  # "every night": what the month of runs costs
            runs, month = month_of_runs(facts, plan.total, display, plan)
            word = "run" if facts.runs_per_month == 1 else "runs"
            return (f"{en}; {runs} {word} a month: {month}/month", f"{zh}；每月 {runs} 次：每月 {month}")
        return en, zh
    if plan is not None and plan.replicas > 1:
        en, zh = cost_phrase(facts, monthly, display)
        if plan.kind == "copies":  # a concurrency on copies (rules.base.copies)
            share = -(-int(facts.concurrency) // plan.replicas)
            return (f"{en}, for {facts.concurrency} at once: ~{share} sequences a copy behind a load balancer",
                    f"{zh}，承载同时 {facts.concurrency} 路：每份副本约 {share} 路，前面放负载均衡")
        if facts.rps is None:  # live transcription's streams at once (rules.media_service)
            return f"{en}, for {facts.concurrency} live streams", f"{zh}，承载同时 {facts.concurrency} 路实时音频"
        unit_en, unit_zh, _each = SERVICE_UNITS.get(facts.task, SERVICE_UNITS["inference"])
        return (f"{en}, for {rate_text(facts.rps)} {unit_en}/s", f"{zh}，承载每秒 {rate_text(facts.rps)} {unit_zh}")
    if facts.is_training and not facts.total_train_tokens and facts.days >= 28 and facts.context_tokens:
        cost = money(monthly, display)
        # only what was assumed is said to be (review 47 C11: "10 h/day … assumed" of a stated 10 hours a day)
        guessed = [k for k in ("hours_per_day", "days") if k in dict(facts.assumed)]
        said_en = "" if not guessed else " assumed" if len(guessed) == 2 else (
            ", the hours assumed" if guessed == ["hours_per_day"] else ", the days assumed")
        said_zh = "" if not guessed else "，均为假设" if len(guessed) == 2 else (
            "，小时数为假设" if guessed == ["hours_per_day"] else "，天数为假设")
        return (f"{cost}/month as rental ({facts.hours_per_day:g} h/day × {facts.days:g} days{said_en}: the job's "
                "size was not given — --train-tokens costs the job itself)",
                f"按租用每月 {cost}（每天 {facts.hours_per_day:g} 小时 × {facts.days:g} 天{said_zh}："
                f"未给出任务规模——给出 --train-tokens 即按任务本身计费）")
    assumed = dict(facts.assumed)
    # (an image or video model's training, a LoRA of SDXL, has no token count to cost it by either: review 46 C7)
    if ((facts.task == "detection" and not facts.rps or (facts.is_training and not facts.context_tokens))
            and "hours_per_day" in assumed and "days" in assumed
            and not budget_bought_hours(facts)):  # (a total budget says how many hours it buys, below)
        # review 26 M2: "2万张图，训100个epoch" priced as a month of 8-hour days, 25–50× the job; the month is
        # 30 days of the assumed hours (review 27 C10: divided by the assumed days it read ¥35.70 an hour)
        hour, cost = money(monthly / (facts.hours_per_day * 30), display), money(monthly, display)
        return (f"{hour} an hour (training time not estimated: {cost}/month at the assumed {facts.hours_per_day:g} h × "
                f"{facts.days:g} days)",
                f"每小时 {hour}（训练时长不做估算：按假设的每天 {facts.hours_per_day:g} 小时 × {facts.days:g} 天为每月 "
                f"{cost}）")
    if facts.days >= 28:
        cost = money(monthly, display)
        return f"{cost}/month for your usage", f"按你的用量每月 {cost}"
    if budget_bought_hours(facts):
        hour = monthly / 30.0
        budget = facts.budget.amount if facts.budget.currency == display else None
        unit = getattr(offer, "unit", "hour")
        if budget is not None and hour > 0 and unit in ("day", "week", "month"):
            # review 38 M5: "¥500 an hour: your ¥500 buys 1 hours" of a plan sold only by the month
            n, zh_unit = budget / hour, UNIT_ZH[unit]
            return (f"{money(hour, display)} a {unit} (sold by the {unit} only): your {money(budget, display)} buys "
                    f"{n:,.0f} {unit}{'' if round(n) == 1 else 's'} of it",
                    f"每{zh_unit} {money(hour, display)}（只按{zh_unit}卖）：你的 {money(budget, display)} 能用 "
                    f"{n:,.0f} 个{zh_unit}")
        if budget is not None and hour > 0:
            hours = budget / hour
            return (f"{money(hour, display)} an hour: your {money(budget, display)} buys {hours:,.0f} hours of it",
                    f"每小时 {money(hour, display)}：你的 {money(budget, display)} 能用 {hours:,.0f} 小时")
    total = money(monthly * usage_months(facts.days), display)
    return (f"{total} for your usage ({facts.days:g} d × {facts.hours_per_day:g} h)",
            f"按你的用量共 {total}（{facts.days:g} 天 × 每天 {facts.hours_per_day:g} 小时）")


def used_line(pick: Pick) -> I18n | None:
    """A card offered used (rules.base.buy_used): its line says so, with what it must cost to beat the pick."""
    said = next((w.text for w in pick.why if w.rule == "buy-used-old-generation"), None)
    return None if said is None else I18n(en=f"Used, to quote: {pick.gpus_in_all} × {pick.card_name} — {said.en}",
                                          zh=f"二手、待询价：{pick.gpus_in_all} 张 {pick.card_name}——{said.zh}")


def buy_line(facts: Facts, pick: Pick, display: str) -> I18n:
    """A buy answer's pick line: what buying it costs (dated, sourced, against a `total` budget)
    and, beside it, what renting it would cost (rules.base.buying ranked it)."""
    role_en, role_zh = pick_label(pick)
    buy_en, buy_zh = purchase_phrase(facts, pick.purchase, display)
    rent_en = rent_zh = ""
    if pick.offer is not None and pick.monthly_cost is not None and not facts.no_rental:
        cost_en, cost_zh = cost_phrase(facts, pick.monthly_cost, display, pick.job, pick.offer)
        rent_en = f"; renting it instead: {cost_en} at {pick.offer.provider_name}"
        rent_zh = f"；改为租用：{pick.offer.provider_name}，{cost_zh}"
        if (pick.offer.min_gpus or 1) > pick.gpus:  # review 6 F7: a rate the seller never rents by
            node = pick.monthly_cost * pick.offer.min_gpus / max(1, pick.gpus)
            rent_en, rent_zh = node_only_rent(pick, display, cost_phrase(facts, node, display, pick.job, pick.offer))
    return I18n(en=f"{role_en[:1].upper() + role_en[1:]}: {pick.gpus_in_all} × {pick.card_name} — "
                   f"{buy_en}{rent_en}.",
                zh=f"{role_zh}：{pick.gpus_in_all} 张 {pick.card_name}——{buy_zh}{rent_zh}。")


INVOICE_NAMES = {"vat-special": ("VAT special invoice", "专票"), "vat": ("VAT invoice", "普票")}


OUT_OF_REACH = 3.0  # a purchase this many times the budget is no near miss: the answer says no first
HYBRID_MIN_PARAMS_B = 200.0  # a MoE this large with few active parameters is run from system RAM at home
HYBRID_ACTIVE_SHARE = 0.1


def _out_of_reach(kb: KnowledgeBase, facts: Facts, picks: tuple[Pick, ...], need: str) -> I18n | None:
    """Buying with a total budget that the cheapest priced purchase exceeds several times over."""
    budget = facts.budget
    if budget is None or budget.unit != "total":
        return None
    totals = [p.purchase.total_display for p in picks
              if p.purchase is not None and p.purchase.complete and p.purchase.total_display is not None
              and p.purchase.display_currency == budget.currency]
    if not totals or min(totals) < OUT_OF_REACH * budget.amount:
        return None
    cheapest = money(min(totals), budget.currency)
    ratio = min(totals) / budget.amount
    said, said_zh = budget_texts(budget)
    said, said_zh = said.removesuffix("/total"), said_zh.removesuffix("/总计")
    # at the default 16 bits nobody asked for, smaller weights are the other way out (review 110 C10-b: "No" while
    # the person's own 4090 plus one more held the job in 4-bit weights)
    default = any(k == "precision" for k, _v in facts.assumed) and facts.precision in ("fp16", "bf16")
    at_en, at_zh = (" at bf16/fp16, the default", "，按默认精度 bf16/fp16") if default else ("", "")
    or_en, or_zh = (", run smaller weights (WHAT IF)", "、用更小的权重精度（见“如果……”）") if default else ("", "")
    verdict = I18n(en=f"No: nothing your {said} buys holds this job ({need} GB{at_en}) — the cheapest priced purchase "
                      f"is {cheapest}, {ratio:,.1f}× your budget. Rent by the hour, use a hosted API{or_en}, or take a "
                      "smaller model.",
                   zh=f"不行：你的 {said_zh} 买不到装得下这个任务（{need} GB{at_zh}）的卡——"
                      f"最便宜的有价方案要 {cheapest}，是预算的 {ratio:,.1f} 倍。"
                      f"可以按小时租用、用托管 API{or_zh}，或换更小的模型。")
    model = facts.model_record(kb) if facts.model else None
    active = model.active_params_b if model is not None else None
    if (facts.task == "inference" and model is not None and active
            and model.params_b >= HYBRID_MIN_PARAMS_B and active <= HYBRID_ACTIVE_SHARE * model.params_b):
        # review 25 c11: the route people take for a 671B MoE at home is RAM, not GPUs
        verdict = I18n(
            en=f"{verdict.en} Or the home route for a large MoE model: its experts in system RAM and only attention "
               "and the KV cache on one 24 GB GPU — KTransformers ran DeepSeek-R1/V3 at Q4_K_M in 382 GB of DRAM "
               "plus 14 GB of VRAM at 8.7–13.7 tokens/s on a Xeon server (ktransformers-deepseek-r1-v3-tutorial, "
               "2025-02); that costs a server's memory, which is not priced here.",
            zh=f"{verdict.zh}或者走大 MoE 模型在家里的常见路线：专家层放在内存里，"
               "只把注意力和 KV cache 放在一张 24 GB 卡上——KTransformers 用 382 GB 内存 + 14 GB 显存"
               "在至强服务器上跑 DeepSeek-R1/V3 Q4_K_M，解码 8.7–13.7 "
               "token/s（ktransformers-deepseek-r1-v3-tutorial，2025-02）；花的是服务器内存的钱，这里没有报价。")
    return verdict


def _fewer_cards(kb: KnowledgeBase, facts: Facts, picks: tuple[Pick, ...], what_ifs: tuple[WhatIf, ...],
                 display: str) -> I18n | None:
    """Review 22 M1: a precision the person said splits the model over four or more consumer cards, and a smaller one
    holds it on half as many for less: the headline says so (left unsaid, rules.precision_lead leads with it)."""
    w = fewer_cards(kb, facts, picks, what_ifs) or fewer_bought(kb, facts, picks, what_ifs)
    if w is None:
        return None
    first = picks[0]
    if first.job is not None or facts.procure == "buy":  # a job's cost or a purchase, as its what-if says it
        return I18n(en="Fewer cards: " + w.text.en, zh="更少的卡：" + w.text.zh)
    en, zh = describe_change(w.change)
    name, (cost, cost_zh) = kb.card(str(w.card)).name, cost_phrase(facts, w.monthly_cost or 0.0, display)
    return I18n(en=f"Fewer cards: with {en}, {w.gpus} × {name} at {cost} instead of {first.gpus_in_all} "
                   "consumer cards split over PCIe (see What if).",
                zh=f"更少的卡：若{zh}，{w.gpus} 张 {name}，{cost_zh}，而不是把模型拆到 {first.gpus_in_all} 张"
                   "消费级卡上走 PCIe（见“如果……”）。")


def _node_unstated(kb: KnowledgeBase, facts: Facts, pick: Pick, display: str) -> tuple[str, str]:
    """With no budget to break, the first pick's price still holds only if its seller rents fewer GPUs than a node,
    which it never says: the whole node's month said beside it (reviews 25 c08, 27 C03: 4 × MI300X at $5,328 where
    Vultr's node is $10,656)."""
    offer = pick.offer
    if (offer is None or pick.rank != 1 or facts.one_off_job or pick.monthly_cost is None
            or not unit_unstated(kb, pick.card, pick.gpus_in_all, offer.min_gpus)):
        return ".", "。"
    node = money(whole_nodes_monthly(pick.monthly_cost, pick.gpus_in_all), display)
    return (f" — if the seller rents it by the GPU, which it does not state; a whole {NODE_GPUS}-GPU node is {node} a "
            "month (see the caveats).",
            f"——前提是该平台按单卡出租，而它没有写明；整台 {NODE_GPUS} 卡节点每月 {node}（见注意事项）。")


def answer(kb: KnowledgeBase, facts: Facts, req: Requirement, picks: tuple[Pick, ...],
           rejected: tuple[Rejection, ...], what_ifs: tuple[WhatIf, ...],
           display: str) -> tuple[I18n, ...]:
    """The answer in at most three lines: the first picks, or what rules everything out."""
    need = f"{req.vram_gb:.1f}"
    lines = []
    for pick in picks[:2]:
        offer = pick.offer
        if facts.procure == "buy":
            lines.append(used_line(pick) or buy_line(facts, pick, display))
            continue
        assert offer is not None
        monthly = pick.monthly_cost or 0.0
        price = money(offer.price, offer.currency)
        unit_zh = UNIT_ZH[offer.unit]
        cost_en, cost_zh = cost_phrase(facts, monthly, display, pick.job, offer)
        beside = offer_money_beside(kb, facts, pick, display)  # the dollars beside euros or yen
        floor = floor_note(kb, pick)  # several machines from a one-machine price: a floor (review 120 C4-2)
        role_en, role_zh = role_words(facts, pick.roles)  # a memory-only job: what was checked (review 120 C5-1)
        copies_en = f" ({pick.replicas} copies of {pick.gpus})" if pick.replicas > 1 else ""
        copies_zh = f"（{pick.replicas} 份副本，每份 {pick.gpus} 张）" if pick.replicas > 1 else ""
        # the price holds only if the seller rents fewer GPUs than a node, which it never says,
        # and a node would break the budget: said where the price is (review 7 F15)
        unsure = any(w.rule == "unit-unknown-over-budget" for w in pick.why)
        end_en, end_zh = ((" — only if the seller rents it by the GPU, which it does not state (a whole node breaks "
                           "your budget; see the caveats).",
                           "——前提是该平台按单卡出租，而它没有写明（整台节点会超出预算，见注意事项）。")
                          if unsure else _node_unstated(kb, facts, pick, display))
        said = said_invoice_end(kb, facts, offer)  # review 109 C4b: the person's word for their quote's invoice
        if said is not None:
            end_en, end_zh = said[0] if end_en == "." else said[0][:-1] + ";" + end_en[2:], said[1]
        if facts.invoice in ("vat-special", "vat") and offer.invoice is None:  # review 53 C1: said only in a caveat
            inv_en, inv_zh = INVOICE_NAMES[str(facts.invoice)]
            end_en = (f" — whether {offer.provider_name} issues a {inv_en} ({inv_zh}) is not recorded: ask before you "
                      "sign"
                      + ("." if end_en == "." else ";" + end_en[2:]))
            end_zh = (f"——{offer.provider_name} 能否开{inv_zh}没有记录：签约前先问清"
                      + ("。" if end_zh == "。" else "；" + end_zh[2:]))
        lines.append(I18n(
            en=f"{role_en[:1].upper() + role_en[1:]}: {pick.gpus_in_all} × {pick.card_name}{copies_en} at "
               f"{offer.provider_name}, {cost_en} ({price} per card per {offer.unit}{beside.en}{floor.en})" + end_en,
            zh=f"{role_zh}：{pick.gpus_in_all} 张 {pick.card_name}{copies_zh}（{offer.provider_name}），"
               f"{cost_zh}（单卡 {price}/{unit_zh}{beside.zh}{floor.zh}）" + end_zh))
    unchecked = speed_unchecked_line(facts, picks)
    lines = lines if unchecked is None else [*lines[:1], unchecked, *lines[1:]]
    faster = next((w for w in picks[0].why if w.rule == "rank-faster"), None) if picks else None
    if faster is not None and not any("faster" in p.roles for p in picks):
        # the same card is faster on more GPUs (its why-line says how): said in the headline too, or the 8-GPU
        # plan that finishes 8× sooner for a few percent more is found only in the reasons
        more = floor_parens(kb, picks[0])  # more GPUs from the same offer than its floor's: a floor too
        lines.append(I18n(en=f"Faster: {picks[0].card_name} on more GPUs — {faster.text.en.rstrip('.')}{more.en}.",
                          zh=f"更快：{picks[0].card_name} 用更多卡——{faster.text.zh.rstrip('。')}{more.zh}。"))
    home = next((w for w in what_ifs if "region" in w.change), None)
    if len(picks) == 1 and home is not None and facts.procure != "buy" and not home.sides \
            and not facts.compare_regions:  # rented abroad, priced where you are
        lines.append(home.text)
    fallback = next((w for w in what_ifs if w.fallback), None)
    if picks and fallback is not None:  # the first pick's price may not hold: the plan that does, in the headline
        lines.insert(1, fallback.text)
    fewer = _fewer_cards(kb, facts, picks, what_ifs, display)
    if fewer is not None:
        lines.insert(1, fewer)
    weighed = next((w for w in what_ifs if w.sides), None)
    if weighed is not None:  # mainland or abroad: both sides' plans and the verdict under the headline
        lines.insert(min(1, len(lines)), weighed.text)
        what_ifs = tuple(w for w in what_ifs if "region" not in w.change)  # (said: no "nearest change" again)
    if picks and facts.procure == "buy":
        summary = buy_summary(facts, picks, rejected)
        lines.extend(summary)
        keeps = next((w for w in what_ifs if w.fits_budget), None)
        verdict = _out_of_reach(kb, facts, picks, need) if keeps is None else None
        if verdict is not None:  # review 17 F1: "有没有可能" for R1 671B on ¥50k led with a ¥481k box
            lines.insert(0, verdict)
        if summary and keeps is not None:  # nothing priced fits as asked: what does, before a second pick
            lines = [lines[0], *summary, keeps.text]  # (review 22 M2: it fell past the three lines)
        boxed = box_none_line(kb, facts, picks, what_ifs)  # review 120 C8-1: no box of the person's own holds it
        lines = lines if boxed is None else [boxed, *lines]
    over = [r.card for r in rejected if r.why and r.why[0].rule == "budget-exceeded"]
    if not picks and over and facts.budget is not None:
        budget, budget_zh = budget_texts(facts.budget)
        invoice = facts.invoice in ("vat-special", "vat")
        inv_en, inv_zh = INVOICE_NAMES.get(str(facts.invoice), ("", ""))
        # review 50 C2: a peak load priced round the clock, the hours not said — the "no" rests on that
        peak_all_day = (facts.rps is not None and facts.task == "inference"
                        and "hours_per_day" in {name for name, _v in facts.assumed})
        gated = sum(1 for r in rejected if r.why and r.why[0].rule == "memory-gate")
        # review 54 M4: one node is a wall too, where more GPUs would hold it (a what-if says so)
        capped = bool(gated) and "max_gpus" in dict(facts.assumed) and any(
            w.card and w.change.get("max_gpus", 0) > facts.max_gpus for w in what_ifs)
        lead_en = (f"Your budget ({budget}) rules out the {len(over)} card(s) that have the memory for the job "
                   f"({need} GB) within one node, and the other {gated} cannot hold it on one ({facts.max_gpus} GPUs, "
                   "assumed: --max-gpus — see What if for more GPUs or a smaller cache)" if capped else
                   f"Your budget ({budget}) is what rules everything out: {len(over)} card(s) have the memory for the "
                   f"job ({need} GB) but cost more")
        lead_zh = (f"在一台机器内，预算（{budget_zh}）排除了显存够用的 {len(over)} 款卡（任务需要 {need} GB），"
                   f"其余 {gated} 款一台机器（{facts.max_gpus} 张卡，默认值：--max-gpus）装不下——"
                   "更多卡或更小的缓存见“如果……”"
                   if capped else
                   f"排除一切的是预算（{budget_zh}）：有 {len(over)} 款卡显存够用（任务需要 {need} GB），但都超出预算")
        lines.append(I18n(en=lead_en
                             + (f" from mainland sellers (an offshore seller gives no {inv_en})."
                                if invoice else ".")
                             + (" The copies for your peak are priced to run 24 h a day: if the peak lasts only "
                                "some hours, say how many (--hours-per-day)." if peak_all_day else ""),
                          zh=lead_zh
                             + (f"——只计入了国内平台的报价（境外平台开不了{inv_zh}）。"
                                if invoice else "。")
                             + ("按高峰负载的副本是按每天 24 小时计价的：如果高峰只持续几个小时，请说明时长"
                                "（--hours-per-day）。" if peak_all_day else "")))
        slow = sum(1 for r in rejected if r.why and r.why[0].rule == "first-token-target")
        if facts.max_ttft_s and slow:  # review 41 M1: the first-token limit, not the budget alone, is the wall
            lines.append(I18n(en=f"Together with your first-token limit ({facts.max_ttft_s:g} s): it rules out "
                                 f"{slow} card(s) and takes more GPUs on the others.",
                              zh=f"再加上首字延迟上限（{facts.max_ttft_s:g} 秒）：它排除了 {slow} 款卡，"
                                 "其余的卡也要用更多张。"))
        if what_ifs:
            lines.append(nearest(what_ifs, facts.concurrency).text)
    elif not picks and facts.domestic_chips:
        bought = facts.procure == "buy"  # review 74 C8: a buyer of servers was told of rentals
        lines.append(I18n(en=f"Domestic chips only (信创): no Ascend {'server' if bought else 'rental'} is priced "
                             f"here — the caveats say how many cards hold the job ({need} GB) and, for a sized job, "
                             "its card-hours to ask a quote for.",
                          zh=f"只用国产芯片（信创）：知识库里没有昇腾{'整机' if bought else '租用'}的标价——注意事项"
                             f"里写了几张卡装得下任务（{need} GB），有规模的任务还写了要多少卡时——按它询价。"))
    elif not picks and facts.deadline and any(
            r.why and r.why[0].rule == "deadline-missed" for r in rejected):
        lines.append(deadline_gates_line(kb, facts, req, rejected))  # each gate with its cards (review 120 C4-3)
        if what_ifs:
            lines.append(what_ifs[0].text)
    elif not picks:
        lines.append(I18n(en=f"No card in the knowledge base meets all your requirements "
                             f"(the job needs {need} GB).",
                          zh=f"知识库中没有同时满足全部条件的卡（任务需要 {need} GB）。"))
        if what_ifs:
            lines.append(what_ifs[0].text)
    if not picks and facts.task == "inference" and facts.model:
        lines.extend(sold_by_the_token(kb, facts))
    served = picks[0].job.served if picks and picks[0].job is not None else None
    load_en = load_zh = ""
    if served is not None and served.kv_gb_at_load > 0.05:  # review 22 m9: one sequence's need beside the load's
        # (review 87 c08: "194.5 GB for one sequence" was 40 at once — the sequences the memory was sized for)
        seqs = int(req.sequences or 1)
        load_en = (f" for {'one sequence' if seqs == 1 else f'{seqs} at once'}, and each copy holds "
                   f"{served.sequences_in_flight:,.1f} in flight at your load "
                   f"(KV cache {served.kv_gb_at_load:,.1f} GB)")
        load_zh = (f"（{'单路' if seqs == 1 else f'同时 {seqs} 路'}；按你的负载每份副本同时 "
                   f"{served.sequences_in_flight:,.1f} 路，KV cache {served.kv_gb_at_load:,.1f} GB）")
    lines.append(I18n(en=f"Memory first: the job needs {need} GB{load_en}; {len(rejected)} of "
                         f"{len(kb.cards)} cards were ruled out, each with its reason.",
                      zh=f"先看显存：任务需要 {need} GB{load_zh}；{len(kb.cards)} 款卡中排除了 "
                         f"{len(rejected)} 款，各有理由。"))
    return tuple(lines[:3])
