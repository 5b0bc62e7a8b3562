"""Which plan leads when the cheapest one runs on ROCm or CANN and the person never said their stack does (review 103
#9: an eval sweep of gpt-oss-120b led with "1 × MI300X at Vultr, $5.17" and put the B200 at $8.27 second, "if your
stack needs CUDA" — $3.10 apart on a CAD 700 budget). An engineer leads with the CUDA card unless the ROCm saving is
material; the ROCm plan is named beside it with what it saves and the flag that makes it the answer. Where the saving
is material — half price or better, or 2 % of the budget or more, or no budget to weigh it against (DeepSeek V3 on
4 × MI300X at $5,328 a month against 4 × B200 at $16,963) — the ROCm plan keeps the lead, with the CUDA line under
it (rules.cuda_line)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from knowledge.text import money
from rules.answer import cost_phrase, pick_cost
from rules.consultation import Consultation
from rules.cuda_line import cheapest_cuda, cuda_line
from rules.facts import FACT_NAMES, with_changes
from rules.precision_lead import asked_with, led_facts
from rules.rentable import ask_over_rentable

# A ROCm / CANN plan gives up the headline only where its saving is small on both counts. Under 2 % of the budget the
# person said, it changes nothing they can afford — less than porting a stack to ROCm and checking its numbers costs
# in an engineer's time; at half the CUDA plan's cost or less, the other stack is a different class of deal, said
# first whatever the amount. With no budget to weigh the money against, nothing says it is small: the ROCm plan
# keeps the lead (a policy, not a sourced figure). A one-off job's saving is had once, where a month's recurs every
# month the service runs, and the porting costs the same: a one-off job weighs it against 5 % of its total (a full
# fine-tune of Qwen2.5-14B on $2,500 led with 4 × MI300X to save $54 — 2.2 % — over 2 × B200: note 47).
SMALL_SHARE_OF_CUDA = 0.5
SMALL_SHARE_OF_BUDGET = 0.02
SMALL_SHARE_OF_ONE_OFF_BUDGET = 0.05


def with_cuda(kb: KnowledgeBase, result: Consultation, display: str, ask: Callable[..., Consultation]
              ) -> Consultation:
    """``result`` led by its CUDA plan where the ROCm saving is small (said beside it), else with the CUDA line."""
    ask = _asked_once(ask)  # the CUDA-only variant both weigh is one consultation, not two
    led = _cuda_led(kb, result, display, ask)
    if led is not None:
        return led
    said = cuda_line(kb, result.facts, result.picks, result.what_if, display, ask, result.answer)
    if said is None:
        return result
    line, follows = said
    lines = list(result.answer)
    at = next((i + 1 for i, x in enumerate(lines) if follows is not None and x == follows), 1)
    return dataclasses.replace(result, answer=(*lines[:at], line, *lines[at:]))


def _asked_once(ask: Callable[..., Consultation]) -> Callable[..., Consultation]:
    """``ask`` remembering its answers by the facts and options asked (frozen Facts hash by value)."""
    seen: dict[object, Consultation] = {}

    def asked(facts: Any, kb: KnowledgeBase, **options: Any) -> Consultation:
        try:
            key = (facts, tuple(sorted(options.items())))
            hash(key)
        except TypeError:
            return ask(facts, kb, **options)
        if key not in seen:
            seen[key] = ask(facts, kb, **options)
        return seen[key]

    return asked


def small_saving(saving: float, cuda_cost: float, budget: float | None, one_off: bool = False) -> bool:
    """Whether a ROCm plan's saving over the CUDA plan is too small to lead with (``budget``: in the same terms — a
    month's, or ``one_off`` a job's total)."""
    share = SMALL_SHARE_OF_ONE_OFF_BUDGET if one_off else SMALL_SHARE_OF_BUDGET
    return budget is not None and saving < SMALL_SHARE_OF_CUDA * cuda_cost and saving < share * budget


def _kept_leads(kb: KnowledgeBase, facts: Any) -> dict[str, Any]:
    """CUDA required, and what the answer's own leads chose that a fresh resolve of the person's words would not (the
    saving was weighed with them: a full fine-tune whose activations are kept was led on CUDA with them recomputed,
    $184 where the line weighed said $160)."""
    fresh = led_facts(kb, facts, {"cuda_required": True})  # (a lead's own choice is in both assumed and stated)
    return {"cuda_required": True, **{k: getattr(facts, k) for k in dict(facts.assumed)
                                      if k in FACT_NAMES and k != "cuda_required"
                                      and (k in facts.stated or getattr(fresh, k, None) != getattr(facts, k))}}


def _cuda_led(kb: KnowledgeBase, result: Consultation, display: str, ask: Callable[..., Consultation]
              ) -> Consultation | None:
    facts = result.facts
    if (facts.cuda_required is not None or facts.procure == "buy" or not result.picks or facts.domestic_chips
            or (facts.vendors and "nvidia" not in facts.vendors)):
        return None
    top = result.picks[0]
    theirs = pick_cost(top)
    if kb.card(top.card).ecosystem == "cuda" or theirs is None or top.offer is None:
        return None
    try:
        other = ask_over_rentable(ask, with_changes(facts, kb, cuda_required=True), kb, what_if=False, _variant=True)
    except Exception:  # noqa: BLE001 - a variant that is itself invalid says nothing
        return None
    best = cheapest_cuda(kb, other.picks, result.picks)
    ours = None if best is None else pick_cost(best)
    if ours is None or other.display_currency != display or ours <= theirs:
        return None
    job = top.job is not None and top.job.is_job
    b = facts.budget
    budget = b.amount if b is not None and b.currency == display and b.unit == ("total" if job else "month") else None
    saving = ours - theirs
    if not small_saving(saving, ours, budget, one_off=job):
        return None
    scale = 1.0 if job or facts.days >= 28 else facts.days / 30  # the money as the answer says it (cost_phrase)
    n, name, seller = top.gpus_in_all, kb.card(top.card).name, top.offer.provider_name
    stack = {"rocm": "ROCm", "cann": "CANN"}.get(kb.card(top.card).ecosystem, kb.card(top.card).ecosystem)
    if job:
        cost, cost_zh = f" finishes the job for {money(theirs, display)}", f"，完成任务共 {money(theirs, display)}"
    else:
        phrase = cost_phrase(facts, theirs, display, top.job, top.offer)
        cost, cost_zh = f", {phrase[0]}", f"，{phrase[1]}"
    said = money(saving * scale, display)
    share = f"{saving / ours:.0%} of the CUDA plan, {saving / budget:.1%} of your budget"
    share_zh = f"CUDA 方案的 {saving / ours:.0%}，你预算的 {saving / budget:.1%}"
    note = I18n(en=f"CUDA leads (you did not say ROCm / CANN is fine): {n} × {name} ({stack}) at {seller} would save "
                   f"{said} ({share}) — too little to port and check a stack for; say --no-cuda-required to lead "
                   "with it.",
                zh=f"默认 CUDA 方案在前（你没说 ROCm / CANN 可以）：{n} 张 {name}（{stack}，{seller}）只省 {said}"
                   f"（{share_zh}）——不值得为此移植并验证软件栈；要按它作答请用 --no-cuda-required。")
    again = asked_with(kb, facts, _kept_leads(kb, facts), note, ask)
    if not again.picks:
        return None
    line = I18n(en=f"Saves {said} if your stack runs on {stack}: {n} × {name} at {seller}{cost} — say "
                   "--no-cuda-required to make it the answer.",
                zh=f"如果你的软件栈能用 {stack}，可省 {said}：{n} 张 {name}（{seller}）{cost_zh}——要按它作答请用 "
                   "--no-cuda-required。")
    lines = list(again.answer)  # (its own what-if, "With accept ROCm / CANN", keeps the ROCm plan too)
    return dataclasses.replace(again, answer=(*lines[:1], line, *lines[1:]))

