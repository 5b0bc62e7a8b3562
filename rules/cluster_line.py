"""A second node said beside the answer when it is far cheaper (review 50 C3, review 18 M3): DeepSeek-R1 in FP8 at
32k × 16 headlined 8 × H20 141GB at ¥416,102 a month, and only a what-if said that two 8-GPU nodes of A800 hold it
for ¥59,872. The GPU limit of one node is an assumption, not the person's; where lifting it saves half or more, the
line right after the headline says so and how to make it the answer.

    cluster_line(kb, facts, picks, what_ifs, display) -> I18n | None
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from knowledge.schema import I18n
from knowledge.text import money
from rules.copies_span import pick_span, several_machines
from rules.estimate.job import NODE_GPUS

SAVING = 0.5  # half the monthly cost or more
HORIZON_DAYS = 365  # a purchase planned for a year or more is held against renting for as long (buy-vs-rent-horizon)


def cluster_line(kb: Any, facts: Any, picks: Sequence[Any], what_ifs: Sequence[Any], display: str) -> I18n | None:
    if not picks or ("max_gpus", facts.max_gpus) not in facts.assumed or picks[0].monthly_cost is None:
        return None
    top = picks[0]
    if _whole_job(top):
        return _job_line(kb, facts, top, what_ifs, display)
    wider = [w for w in what_ifs if set(w.change) == {"max_gpus"} and w.change["max_gpus"] > facts.max_gpus
             and w.card and w.monthly_cost is not None and w.monthly_cost <= top.monthly_cost * (1 - SAVING)]
    if not wider:
        return None
    w = min(wider, key=lambda x: x.monthly_cost)
    cost, saves = money(w.monthly_cost, display), money(top.monthly_cost - w.monthly_cost, display)
    n, name = w.change["max_gpus"], kb.card(w.card).name
    line = I18n(
        en=f"Past one node it costs far less: {w.gpus} × {name} at {cost}/month (saves {saves}/month) — several "
           f"8-GPU machines joined over InfiniBand / RoCE; say --max-gpus {n} to make it the answer.",
        zh=f"跨出单机会便宜得多：{w.gpus} 张 {name}，每月 {cost}（每月省 {saves}）——多台 8 卡机器经 InfiniBand / RoCE "
           f"互联；要按它作答请用 --max-gpus {n}。")
    if 0 < w.span <= NODE_GPUS:  # copies of the model, each within one machine: no fabric between them (review 103 c05)
        line = I18n(
            en=f"Past one node it costs far less: {w.gpus} × {name} at {cost}/month (saves {saves}/month) — "
               f"independent copies on separate machines, no link between them; say --max-gpus {n} to make it the "
               "answer.",
            zh=f"跨出单机会便宜得多：{w.gpus} 张 {name}，每月 {cost}（每月省 {saves}）——各自独立的副本，分开租几台"
               f"机器即可，机器之间不需要互联；要按它作答请用 --max-gpus {n}。")
    if facts.procure == "buy" and facts.days >= HORIZON_DAYS:  # the bar a purchase must beat (buy-vs-rent-horizon)
        total = money(w.monthly_cost * facts.days / 30, display)
        line = I18n(en=f"{line.en} Over your {facts.days:,.0f} days: about {total}.",
                    zh=f"{line.zh}按你的 {facts.days:,.0f} 天约 {total}。")
    return line


def _whole_job(pick: Any) -> bool:
    job = getattr(pick, "job", None)
    return job is not None and job.is_job and job.total is not None and job.gpu_hours > 0


def _job_line(kb: Any, facts: Any, top: Any, what_ifs: Sequence[Any], display: str) -> I18n | None:
    """A one-off job is priced as the job, never by the month (review 104 c08: a 10-day batch job's wider plan read
    "¥86,400 a month, saves ¥329,702 a month" while the job cost ¥4,292 and saved ¥33,175); and the saving is put
    down to what made it — the other seller's price per card-hour or the card-hours — not to the extra node alone
    (there, 90 % of it was UCloud's ¥7.50 a card-hour against Alibaba Cloud's ¥72.24)."""
    wider = [w for w in what_ifs if set(w.change) == {"max_gpus"} and w.change["max_gpus"] > facts.max_gpus
             and w.card and _whole_job(w) and w.job.total <= top.job.total * (1 - SAVING)]
    if not wider:
        return None
    w = min(wider, key=lambda x: x.job.total)
    n, name = w.change["max_gpus"], kb.card(w.card).name
    cost, saves = money(w.job.total, display), money(top.job.total - w.job.total, display)
    ours, theirs = top.job.priced.choice, w.job.priced.choice
    rate, their_rate = top.job.total / top.job.gpu_hours, w.job.total / w.job.gpu_hours
    hours, their_hours = f"{top.job.gpu_hours:,.0f}", f"{w.job.gpu_hours:,.0f}"
    seller = theirs.provider_name if theirs is not None else name
    by_price = math.log(rate / their_rate) >= math.log(top.job.gpu_hours / w.job.gpu_hours)
    own = ours.provider_name if ours is not None else kb.card(top.card).name
    pair_en = (f"{money(their_rate, display)} a card-hour at {seller} against {money(rate, display)} at {own}, "
               f"over {their_hours} card-hours against {hours}")
    pair_zh = (f"{seller} 单卡每小时 {money(their_rate, display)}，对比 {own} 的 {money(rate, display)}；"
               f"卡时 {their_hours} 对 {hours}")
    why_en, why_zh = ((f"the saving comes mostly from the seller's price, not the second node: {pair_en}",
                       f"省下的主要来自卖家的价格，而不是多一台机器：{pair_zh}") if by_price else
                      (f"the saving comes mostly from fewer card-hours: {pair_en}",
                       f"省下的主要来自更少的卡时：{pair_zh}"))
    head_en, head_zh = (("Another seller past one node costs far less", "换个卖家、跨出单机会便宜得多") if by_price
                        else ("Past one node it costs far less", "跨出单机会便宜得多"))
    return I18n(
        en=f"{head_en}: {w.gpus} × {name} at {seller} finishes the job for {cost} (saves "
           f"{saves}) — {why_en}; several 8-GPU machines joined over InfiniBand / RoCE; say --max-gpus {n} to make "
           "it the answer.",
        zh=f"{head_zh}：{w.gpus} 张 {name}（{seller}）完成任务共 {cost}（省 {saves}）——{why_zh}；"
           f"多台 8 卡机器经 InfiniBand / RoCE 互联；要按它作答请用 --max-gpus {n}。")


def lead(kb: Any, result: Any, ask: Any) -> Any:
    """Nothing holds the job within one node's GPUs, a limit the person never gave, and a what-if holds it on more:
    that plan is the answer, the one-node outcome a what-if (review 77 C03: DeepSeek-R1 for 200 people under a
    ¥300,000 monthly budget headlined "nothing fits", with 16 × A800 at ¥59,872 a what-if with no launch line and no
    speed). Rented serving, and a sized training job with a deadline; a purchase's cluster stays the what-if its rules
    word."""
    from rules import checkpointing_lead
    from rules.precision_lead import instead_of_nothing

    facts = result.facts
    # a sized training job that no single node finishes by its deadline leads the same way (review 79 C08: a 1T-token
    # pre-train "happy to go multi-node" headlined "the deadline rules everything out" with 72 GPUs a what-if)
    sized = facts.is_training and facts.total_train_tokens and facts.deadline is not None
    if (result.picks or ("max_gpus", facts.max_gpus) not in facts.assumed
            or not (facts.task == "inference" or sized) or facts.procure == "buy"):
        return None
    wider = [w for w in result.what_if if set(w.change) == {"max_gpus"} and w.change["max_gpus"] > facts.max_gpus
             and w.card and w.monthly_cost is not None]
    if not wider:
        return None
    cheapest = min(wider, key=lambda w: w.monthly_cost)
    n, one = cheapest.change["max_gpus"], facts.max_gpus
    why_en, why_zh = (("finishes the job by your deadline", "赶不上你的期限") if sized
                      else ("holds the job", "装不下"))
    how = several_machines(cheapest.span, one)  # copies within a node each need no fabric (review 103 c05)
    note = I18n(en=f"At most {n} GPUs (not said): no card {why_en} within one {one}-GPU node within your limits, "
                   f"so the answer takes several {how.en} — say --max-gpus {one} to keep one machine.",
                zh=f"最多 {n} 张卡（你未指定）：单台 {one} 卡机器在你的条件下{why_zh}，所以按{how.zh}"
                   f"作答——只要一台机器请用 --max-gpus {one}。")
    text = I18n(en=f"Within one {one}-GPU node: no card {why_en} within your limits.",
                zh=f"限定单台 {one} 卡机器：在你的条件下没有卡{'能在期限内完成' if sized else '装得下'}。")
    widened = instead_of_nothing(kb, result, ask, {"max_gpus": n}, note, {"max_gpus": one}, text)
    # the nodes keep the activations where they have room, as one node would (rules.checkpointing_lead)
    return (checkpointing_lead.lead(kb, widened, ask, led=(("max_gpus", n),), led_notes=(note,))
            if widened is not None else None) or widened


def onshore_lead(kb: Any, result: Any, ask: Any) -> Any:
    """Machines in mainland China were asked for ("国内租卡") and every card that finishes within one node's GPUs — a
    limit never said — is rented abroad: where two nodes of an onshore card do it, they are the answer and the
    offshore node a what-if (review 82 C05: a mainland startup's 1.5B pre-train went to Vultr and RunPod in USD, its
    corpus shipped abroad, while 16 × A800 at UCloud finished it in time for ¥24,149)."""
    import dataclasses

    from rules.consultation import WhatIf
    from rules.precision_lead import asked_with

    facts, picks = result.facts, result.picks
    if (not picks or facts.region != "cn" or "region" not in facts.stated
            or ("max_gpus", facts.max_gpus) not in facts.assumed or facts.procure == "buy"
            or any(p.offer is None or p.offer.region == "cn" for p in picks)):
        return None
    one, n = facts.max_gpus, 2 * facts.max_gpus
    # asked first without its what-ifs, which change none of its picks (nor does a lead: none is asked for): nearly
    # always the first pick is still rented abroad and the answer stands (16 of 18 re-asks over the bench's 400
    # consultations), and the what-ifs of the answer thrown away were most of its cost
    probe = asked_with(kb, facts, {"max_gpus": n}, _onshore_note(one, n, 0), ask, result.picks, what_if=False)
    first = probe.picks[0] if probe.picks else None
    if first is None or first.offer is None or first.offer.region != "cn":
        return None
    note = _onshore_note(one, n, pick_span(first))  # copies within a node each need no fabric (review 103 c05)
    again = asked_with(kb, facts, {"max_gpus": n}, note, ask, result.picks)
    top = picks[0]
    text = I18n(en=f"Within one {one}-GPU node: {top.gpus_in_all} × {kb.card(top.card).name} rented abroad "
                   f"({top.offer.provider_name}).",
                zh=f"限定单台 {one} 卡机器：境外租的 {top.gpus_in_all} 张 {kb.card(top.card).name}"
                   f"（{top.offer.provider_name}）。")
    return dataclasses.replace(again, what_if=(WhatIf({"max_gpus": one}, text, top.card, top.monthly_cost, None,
                                                      top.gpus_in_all), *again.what_if))


def _onshore_note(one: int, n: int, span: int) -> I18n:
    if 0 < span <= one:
        return I18n(en=f"At most {n} GPUs (not said): within one {one}-GPU node only cards rented abroad do the job, "
                       "and you asked for machines in mainland China — so the answer takes two machines of a card "
                       "rented there, each running its own copies of the model (nothing crosses between them: no "
                       f"InfiniBand / RoCE needed); say --max-gpus {one} to keep one machine.",
                    zh=f"最多 {n} 张卡（你未指定）：单台 {one} 卡机器能完成的只有境外租的卡，而你要国内的机器——"
                       "所以按两台国内机器作答，各跑自己的模型副本（机器之间不传数据，不需要 InfiniBand / RoCE）；"
                       f"只要一台机器请用 --max-gpus {one}。")
    return I18n(en=f"At most {n} GPUs (not said): within one {one}-GPU node only cards rented abroad do the job, and "
                   "you asked for machines in mainland China — so the answer takes two nodes of a card rented there, "
                   f"joined over InfiniBand / RoCE; say --max-gpus {one} to keep one machine.",
                zh=f"最多 {n} 张卡（你未指定）：单台 {one} 卡机器能完成的只有境外租的卡，而你要国内的机器——"
                   f"所以按两台国内机器经 InfiniBand / RoCE 互联作答；只要一台机器请用 --max-gpus {one}。")
