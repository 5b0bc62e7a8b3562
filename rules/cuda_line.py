"""The CUDA plan said beside a headline on ROCm or CANN that the person never accepted (review 51 C2, C5): a
support-ticket summariser headlined 3 × MI300X and a 7B pre-training run 32 × MI300X over four nodes, while the
cheapest CUDA plans (FP8 on RTX 6000 Ada; 16 × B200 for $71,568, inside the $120k) took a flag to find. Whether a
stack runs on ROCm is the person's to say; until they do, the answer names the plan that runs on what nearly every
stack runs on, what it costs more, and the flag that makes it the answer.

    cuda_line(kb, facts, picks, what_ifs, display, ask) -> (I18n, headline text it follows) | None
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from knowledge.text import money
from rules.answer import pick_cost
from rules.facts import Facts, with_changes
from rules.rentable import ask_over_rentable


def cuda_line(kb: KnowledgeBase, facts: Facts, picks: Sequence[Any], what_ifs: Sequence[Any], display: str,
              ask: Callable[..., Any], headline: Sequence[I18n] = ()) -> tuple[I18n, I18n | None] | None:
    """The cheapest CUDA plan for the headline's job, and the headline line it follows (None: the first)."""
    # 信创 takes domestic chips, so CANN, whatever was said of CUDA (review 109 C4b): no CUDA what-if
    if (facts.cuda_required is not None or facts.procure == "buy" or facts.domestic_chips
            or (facts.vendors and "nvidia" not in facts.vendors)):
        return None
    if picks:
        card, change, follows, cost = picks[0].card, {}, None, pick_cost(picks[0])
    elif what_ifs and what_ifs[0].card:  # nothing fits as asked: the change the headline offers instead
        w = what_ifs[0]
        card, change, follows, cost = w.card, dict(w.change), w.text, None
    else:
        return None
    if kb.card(card).ecosystem == "cuda" or "cuda_required" in change:
        return None
    try:  # (with_changes keeps the headline's own recompute choice: review 54 M8)
        other = ask_over_rentable(ask, with_changes(facts, kb, cuda_required=True, **change), kb, what_if=False,
                                  _variant=True)
        if not picks:  # the what-if's own plan, costed the same way as the CUDA one (a job's total, or a month)
            rocm = ask_over_rentable(ask, with_changes(facts, kb, **change), kb, what_if=False, _variant=True)
            first = next((p for p in rocm.picks if "enough" in p.roles), None)
            cost = pick_cost(first) if first is not None and first.card == card else None
    except Exception:  # noqa: BLE001 - a variant that is itself invalid says nothing
        return None
    # (a variant ranks the fewest GPUs that fit; the answer's own CUDA picks — "Faster: 8 × B200" — may cost less)
    best = cheapest_cuda(kb, other.picks, picks)
    recompute = ""
    if facts.is_training and facts.total_train_tokens and "gradient_checkpointing" in dict(facts.assumed) \
            and not facts.gradient_checkpointing and "gradient_checkpointing" not in change:
        # the answer keeps the activations where they fit; a CUDA card that holds the job only with them recomputed
        # is the plan a CUDA stack takes (review 52 C6: 8 × H100 at $181 hidden behind a marketplace's B200s)
        try:
            again = ask_over_rentable(ask, with_changes(facts, kb, cuda_required=True, gradient_checkpointing=True,
                                                        **change), kb, what_if=False, _variant=True)
        except Exception:  # noqa: BLE001 - a variant that is itself invalid says nothing
            again = None
        on = _cheapest(again.picks) if again is not None else None
        if on is not None and pick_cost(on) is not None and (best is None or pick_cost(best) is None
                                                            or pick_cost(on) < pick_cost(best)):
            best, other, recompute = on, again, " with gradient checkpointing"
    if best is None:
        line, shown = _none_on_cuda(kb, facts, what_ifs, headline, change)
        over = None if shown is not None else _over_budget(kb, facts, ask, change, display)
        return (over, follows) if over is not None else (line, shown or follows)
    if best.offer is None or best.monthly_cost is None or other.display_currency != display:
        return None
    theirs = pick_cost(best)
    # like with like (review 52 C6: a month's rent less a job's total read "$706 more" for $23.77)
    more = "" if cost is None or theirs is None or theirs <= cost else money(theirs - cost, display)
    flags = _flags(change, *(["--gradient-checkpointing"] if recompute else []))
    n, name, seller = best.gpus_in_all, best.card_name, best.offer.provider_name
    p2p = "p2p-marketplace" in (best.offer.flags or ())  # (review 52 C6: said as if a datacenter's)
    seller_en, seller_zh = ((f"{seller} (a peer-to-peer marketplace)", f"{seller}，P2P 算力平台") if p2p
                            else (seller, seller))
    if best.job is not None and best.job.is_job and best.job.total is not None:
        total = money(best.job.total, display)
        h = best.job.wall_hours
        hours = f"{h:,.1f}" if h < 10 else f"{h:,.0f}"
        en = f"{n} × {name} at {seller_en}{recompute} finishes the job for {total}, in {hours} h"
        zh = (f"{n} 张 {name}（{seller_zh}）{'，开梯度检查点，' if recompute else ''}完成任务共 {total}，"
              f"用时 {hours} 小时")
    else:
        monthly = money(best.monthly_cost, display)
        en, zh = f"{n} × {name} at {seller_en}, {monthly}/month", f"{n} 张 {name}（{seller_zh}），每月 {monthly}"
    more_en, more_zh = (f" ({more} more)", f"（多 {more}）") if more else ("", "")
    return I18n(
        en=f"If your stack needs CUDA (you did not say ROCm / CANN is fine): {en}{more_en} — say {flags} to make it "
           "the answer.",
        zh=f"如果你的软件栈必须用 CUDA（你没说 ROCm / CANN 可以）：{zh}{more_zh}——要按它作答请用 {flags}。"), follows


def _over_budget(kb: KnowledgeBase, facts: Facts, ask: Callable[..., Any], change: dict[str, Any],
                 display: str) -> I18n | None:
    """The cheapest CUDA plan where the budget alone rules every CUDA card out, with how far over it is (review 78 c10:
    "no CUDA plan holds the job" where 6 × B200 serve it for $25,445 a month against $25,000)."""
    if facts.budget is None or "budget" in change:
        return None
    try:
        free = ask_over_rentable(ask, with_changes(facts, kb, cuda_required=True, budget=None, **change), kb,
                                 what_if=False, _variant=True)
    except Exception:  # noqa: BLE001 - a variant that is itself invalid says nothing
        return None
    best = _cheapest(free.picks)
    cost = pick_cost(best) if best is not None else None
    if cost is None or best.offer is None or free.display_currency != display:
        return None
    job = best.job is not None and best.job.is_job
    b = facts.budget
    like = b.currency == display and b.unit == ("total" if job else "month")
    over = cost - b.amount if like else None  # (said in the budget's own terms only)
    n, name, seller = best.gpus_in_all, best.card_name, best.offer.provider_name
    said_en = f"{money(cost, display)}" + ("" if job else "/month")
    said_zh = ("" if job else "每月 ") + money(cost, display)
    more_en = f", {money(over, display)} over your budget" if over and over > 0 else ", over your budget"
    more_zh = f"，超出预算 {money(over, display)}" if over and over > 0 else "，超出预算"
    flags = _flags(change)
    return I18n(
        en=f"If your stack needs CUDA (you did not say ROCm / CANN is fine): the cheapest CUDA plan is {n} × {name} at "
           f"{seller}, {said_en}{more_en} — say {flags} to see it.",
        zh=f"如果你的软件栈必须用 CUDA（你没说 ROCm / CANN 可以）：最便宜的 CUDA 方案是 {n} 张 {name}（{seller}），"
           f"{said_zh}{more_zh}——用 {flags} 可看详情。")


def cheapest_cuda(kb: KnowledgeBase, cuda_picks: Sequence[Any], picks: Sequence[Any]) -> Any:
    """The cheapest of a CUDA-only answer's picks and the answer's own CUDA picks (rules.cuda_lead weighs it too)."""
    return _cheapest([*cuda_picks, *(p for p in picks if kb.card(p.card).ecosystem == "cuda")])


def _cheapest(picks: Sequence[Any]) -> Any:
    """The CUDA plan that costs least, whatever its role (found reading a fresh answer: "1 × B200 … $38.60" was named
    beside "Faster: 8 × B200 … $35.98" — more GPUs for a job bill fewer GPU-hours where NVLink scales them)."""
    priced = [p for p in picks if pick_cost(p) is not None]
    return min(priced, key=pick_cost, default=None) if priced else next(iter(picks), None)


def _flags(change: dict[str, Any], *more: str) -> str:
    """The options that make the CUDA plan the answer: --cuda-required, the headline's own change, and more."""
    return " ".join(["--cuda-required", *(f"--{k.replace('_', '-')} {v}" for k, v in change.items()), *more])


def _none_on_cuda(kb: KnowledgeBase, facts: Facts, what_ifs: Sequence[Any], headline: Sequence[I18n],
                  change: dict[str, Any]) -> tuple[I18n, I18n | None]:
    """No CUDA card holds the job as asked: said, with the CUDA plan the headline already offers, if any (review 51
    C2: the FP8 plan on RTX 6000 Ada was the only CUDA answer inside the budget, read as a mere fallback)."""
    shown = next((w for w in what_ifs if w.card and kb.card(w.card).ecosystem == "cuda" and w.text in headline),
                 None)
    flags = _flags(change)
    what = f"at {facts.precision}" if facts.precision else "as asked"
    what_zh = f"按 {facts.precision}" if facts.precision else "按你给的条件"
    if shown is not None:
        name = kb.card(shown.card).name
        return I18n(en=f"If your stack needs CUDA (you did not say ROCm / CANN is fine): no CUDA plan holds the job "
                       f"{what} within your limits — the plan on {name} above does ({flags} shows the rest).",
                    zh=f"如果你的软件栈必须用 CUDA（你没说 ROCm / CANN 可以）：{what_zh}没有 CUDA 方案在你的限制内"
                       f"装得下——上面 {name} 的方案可以（{flags} 可看其余）。"), shown.text
    return I18n(en=f"If your stack needs CUDA (you did not say ROCm / CANN is fine): no CUDA plan holds the job {what} "
                   f"within your limits — say {flags} to see what rules each out.",
                zh=f"如果你的软件栈必须用 CUDA（你没说 ROCm / CANN 可以）：{what_zh}没有 CUDA 方案在你的限制内装得下——"
                   f"用 {flags} 可看每款卡被排除的原因。"), None
