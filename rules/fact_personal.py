"""A person's own use, said or implied: the 8-hours-a-day default of one person's inference, a total budget
priced by the hour, and the 4-bit GGUF a home box runs (split from rules.fact_resolve)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from rules.fact_vocab import TRAINING_TASKS

PERSONAL_USE_NOTE = I18n(
    en="One person's own use, with no load or public service said: priced at 8 h a day (rented by the hour "
       "and stopped when idle); a service kept up all day is --hours-per-day 24.",
    zh="个人自用、没说负载也不对外服务：按每天 8 小时计价（按小时租、不用就关机）；要全天在线的服务"
       "请用 --hours-per-day 24。")


def bought_said(given: Mapping[str, Any]) -> bool:
    """The cards are bought: said (--procure buy), or implied by the box they go in with no procurement said (an office
    tower or a desktop, --office-box; review 120 C8-2: "used RTX 3090 … 750 W PSU, normal desktop board" was sized in
    bf16 under vLLM, 149.8 GB, because only a stated purchase made the box a home box)."""
    procure = str(given.get("procure", "")).strip().lower()
    return procure == "buy" or not procure and given.get("office_box") in (True, "true")


def own_bot(facts: Any) -> bool:
    """A person said to run it for themselves who asks for the cheapest thing, with nothing said to make it production
    (no public service, not said to stay up): a peer-to-peer box is their usual choice, with its caveat (review 69 C11:
    "hobby discord bot … cheapest thing under 40 cents an hour"). Without "cheapest" an indie dev's backend for ten
    people stays on sellers with machines of their own (review 55 K4)."""
    return ("buyer" in facts.stated and facts.buyer == "individual" and not facts.must_stay_up
            and "priority" in facts.stated and facts.priority == "cost")


def budget_buys_hours(given: Mapping[str, Any], out: dict[str, Any], assumed: list[tuple[str, Any]],
                      notes: list[I18n], task: str, media_sized: bool) -> None:
    """A total budget with no hours, days, job size or load said (found in a consultation: "$50 total to
    play with Llama 3.1 8B for a few weekends" was priced as 24 h × 30 days, and every card was ruled
    out): each card is priced for one hour, and each pick says how many hours the budget buys on it."""
    budget = out.get("budget")
    if budget is None or budget.unit != "total" or "hours_per_day" in given or "days" in given:
        return
    if ((task in TRAINING_TASKS and out.get("train_tokens")) or media_sized
            or out.get("generate_tokens") or out.get("rps") or out.get("requests_per_day")
            or given.get("public_service") or _count(given.get("concurrency")) > 1
            or bought_said(given)):
        return  # a sized job is costed as itself; a load or a service runs for its own hours; a box is bought
    out["hours_per_day"], out["days"] = 1.0, 1.0
    assumed[:] = [(k, 1.0 if k in ("hours_per_day", "days") else v) for k, v in assumed]
    # the 8-hours-a-day note of a person's own use no longer holds
    notes[:] = [n for n in notes if n is not PERSONAL_USE_NOTE]
    notes.append(I18n(
        en="A total budget with no hours or days said: each card is priced for one hour, and each pick "
           "says how many hours your budget buys on it (give --hours-per-day and --days to cost a plan).",
        zh="只给了总预算、没说每天几小时和用几天：每张卡按一小时计价，每个推荐都说明你的预算能买它多少小时"
           "（给出 --hours-per-day 与 --days 即按计划计价）。"))


def _count(value: Any) -> int:
    try:
        return int(value or 0)
    except (TypeError, ValueError):
        return 0  # a bad value is refused where the fact is read


def budget_bought_hours(facts: Any) -> bool:
    """Whether ``facts`` price one hour against a total budget (``budget_buys_hours``)."""
    assumed = dict(getattr(facts, "assumed", ()))
    return (facts.budget is not None and facts.budget.unit == "total" and assumed.get("hours_per_day") == 1.0
            and assumed.get("days") == 1.0)


# the largest model a home box runs in 4 bits: source 3's largest home card (48 GB) runs a 70B in Q4 at
# short context; a 671B model in Q4 is ~400 GB, a server's, not a home rig's
HOME_MODEL_MAX_B = 75.0


def home_box(given: Mapping[str, Any], task: str, out: Mapping[str, Any], kb: KnowledgeBase) -> bool:
    """A language model of home size served on a box one person buys for themselves, its precision
    unsaid."""
    model = kb.models_by_id.get(out["model"]) if out.get("model") else None
    params = float(out.get("params_b") or (model.params_b if model is not None else 0) or 0)
    return (task == "inference" and "precision" not in given and "engine" not in given
            and bought_said(given) and given.get("buyer") == "individual"
            and (model is None or model.kind == "llm") and 0 < params <= HOME_MODEL_MAX_B
            and out.get("precision") in ("bf16", "fp16", "fp8"))


def personal_use(given: Mapping[str, Any], task: str) -> bool:
    """Inference said to be one person's own (review 11 M5: a student's 「推理测试」 priced as a
    service up 24 h a day read the card they named as over budget): a stated individual buyer with
    no load, no public, nobody else at once, nothing that must stay up, and nothing bought."""
    return (given.get("buyer") == "individual" and given.get("rps") is None
            and not given.get("public_service") and not bought_said(given)
            and given.get("interruptible") not in (False, "false", "no")
            and str(given.get("concurrency", 1)).strip() in ("1", "")
            and task == "inference")

