"""A pipeline's two parts against its one budget and one deadline: a teacher generates the data, the student is trained
on it ("…批量生成 1 亿 token 的数学推理数据，然后用这些数据全参微调 Qwen3-4B，整个流程一周内做完，总预算 5000 块").
The person gave one total and one deadline for the whole; review 97 c05 found the answer sizing the training alone.

The training is the answer and runs second; the generation runs first and is sized within what the training leaves
(the budget less the training's cost, the deadline less its hours) — a split said in the line, never made in
silence. The line adds both parts' costs and hours and compares them with the budget and deadline as said."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from advisor_tui.i18n import tr
from knowledge.text import money


def _job(result: Any) -> tuple[float, float, str] | None:
    """The first pick's whole cost, wall hours and currency, where it is a one-off job of known size."""
    pick = next(iter(getattr(result, "picks", None) or ()), None)
    job = getattr(pick, "job", None)
    if job is None or not job.is_job or job.total is None:
        return None
    return job.total, job.wall_hours, pick.currency


def left(raw: Mapping[str, Any], main: Any) -> tuple[Any, float | None]:
    """What the training (``main``, its answer) leaves of the total budget and of the deadline: (the budget left or
    None, the hours left or None). None where the training's cost is unknown, the budget is not one total in the
    answer's currency, or nothing would be left."""
    job = _job(main)
    if job is None:
        return None, None
    cost, hours, currency = job
    budget = raw.get("budget")
    money_left = None
    if getattr(budget, "unit", None) == "total" and budget.currency == currency and budget.amount > cost:
        # (whole units: the command line the part prints says "¥4,919", not "¥4,919.57")
        money_left = dataclasses.replace(budget, amount=float(int(budget.amount - cost)))
    deadline = raw.get("deadline")
    hours_left = float(int(deadline - hours)) if isinstance(deadline, (int, float)) and deadline > hours else None
    return money_left, hours_left


def _hours(h: float) -> str:
    return f"{h:.1f}" if h < 10 else f"{h:,.0f}"


def summary(raw: Mapping[str, Any], main: Any, generation: Any) -> dict[str, Any] | None:
    """Both parts' cost and hours, with the budget and deadline they are held against (the JSON's ``pipeline``)."""
    train, gen = _job(main), _job(generation)
    if train is None or gen is None:
        return None
    budget, deadline = raw.get("budget"), raw.get("deadline")
    total = round(train[0] + gen[0], 2) if train[2] == gen[2] else None
    said = budget if getattr(budget, "unit", None) == "total" and getattr(budget, "currency", None) == train[2] \
        else None
    return {"training_cost": round(train[0], 2), "generation_cost": round(gen[0], 2), "total_cost": total,
            "currency": train[2], "budget": None if said is None else said.amount,
            "within_budget": None if said is None or total is None else total <= said.amount,
            "training_hours": round(train[1], 2), "generation_hours": round(gen[1], 2),
            "hours": round(train[1] + gen[1], 2),
            "deadline_hours": deadline if isinstance(deadline, (int, float)) else None,
            "within_deadline": None if not isinstance(deadline, (int, float)) else train[1] + gen[1] <= deadline,
            "order": ["generation", "training"]}


def line(raw: Mapping[str, Any], main: Any, generation: Any, part_raw: Mapping[str, Any], lang: str) -> str | None:
    """"Both parts: ¥80 + ¥104 = ¥184 of your ¥5,000, about 15 h of your 168 h — the generation first, then the
    training", with the split the generation was sized within."""
    s = summary(raw, main, generation)
    if s is None:
        return None
    cur = s["currency"]
    if s["total_cost"] is None:  # two currencies: each said, no sum
        cost_en = cost_zh = f"{money(s['training_cost'], cur)} + {money(s['generation_cost'], cur)}"
    else:
        cost_en = cost_zh = (f"{money(s['training_cost'], cur)} + {money(s['generation_cost'], cur)} = "
                             f"{money(s['total_cost'], cur)}")
        if s["budget"] is not None:
            b = money(s["budget"], cur)
            cost_en += f" of your {b}" if s["within_budget"] else f", over your {b}"
            cost_zh += f"，在你的 {b} 之内" if s["within_budget"] else f"，超出你的 {b}"
    h, d = _hours(s["hours"]), s["deadline_hours"]
    hours_en, hours_zh = f"about {h} h", f"约 {h} 小时"
    if d is not None:
        hours_en += f" of your {d:g} h" if s["within_deadline"] else f", past your {d:g} h"
        hours_zh += f"，在你的 {d:g} 小时之内" if s["within_deadline"] else f"，超过你的 {d:g} 小时"
    text = tr(lang, f"Both parts: {cost_en}, {hours_en} — the generation first, then the training.",
              f"两部分合计：{cost_zh}；{hours_zh}——先生成数据，再训练。")
    split_en, split_zh = [], []
    budget = part_raw.get("budget")
    if getattr(budget, "unit", None) == "total" and s["budget"] is not None:
        split_en.append(f"{money(budget.amount, cur)} of the budget")
        split_zh.append(f"预算 {money(budget.amount, cur)}")
    if part_raw.get("deadline") is not None and d is not None:
        split_en.append(f"{_hours(part_raw['deadline'])} h of the deadline")
        split_zh.append(f"期限 {_hours(part_raw['deadline'])} 小时")
    if split_en:
        text += tr(lang, f" The generation was sized within what the training leaves: {' and '.join(split_en)}.",
                   f"生成部分按训练之后剩下的{'、'.join(split_zh)}估算。")
    return text
