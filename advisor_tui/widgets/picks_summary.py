"""The current picks in the side panel: role, card, and what it costs a month."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.widgets import Static

ROLE = {"enough": ("enough", "够用"), "faster": ("faster", "更快"), "best-value": ("best value", "最划算")}


def role_text(roles: tuple[str, ...] | list[str], lang: str) -> str:
    return "/".join(ROLE.get(r, (r, r))[lang == "zh"] for r in roles)


def cost_text(pick: Any, lang: str, days: float = 30.0) -> str:
    """'¥374/mo' for a month or more of use; for a shorter job what the stated usage costs in total
    ('¥7.14 for 3 d'), in the same display currency as the monthly figure."""
    from knowledge.text import money

    job = getattr(pick, "job", None)
    if job is not None and job.kind == "training" and job.total is not None:
        # a sized training job is priced by its own duration: the job's total, as the answer says
        return f"{money(job.total, pick.currency)}" + ("（整个任务）" if lang == "zh" else " for the job")
    if pick.monthly_cost is None:
        return "—"
    offer = pick.offer
    if days < 30 and offer is not None and offer.monthly_cost > 0:
        total = pick.monthly_cost * offer.usage_cost / offer.monthly_cost
        unit = f"{days:g} 天" if lang == "zh" else f"{days:g} d"
        return f"{money(total, pick.currency)}/{unit}"
    return f"{money(pick.monthly_cost, pick.currency)}/{'月' if lang == 'zh' else 'mo'}"


def card_text(pick: Any) -> str:
    from advisor_tui.widgets.memory_bar import short_name

    name = short_name(pick.card_name)
    return name if pick.gpus == 1 else f"{pick.gpus} × {name}"


class PicksSummary(Static):
    def show(self, consultation: Any, lang: str) -> None:
        if not consultation.picks:
            # "nothing fits" and, when the engine found one, what would make it feasible
            lines = [line.get(lang) for line in consultation.answer[:-1]] or [
                line.get(lang) for line in consultation.answer]
            out = Text()
            for i, line in enumerate(lines):
                out.append(("✗ " if i == 0 else "→ ") + line + ("\n" if i < len(lines) - 1 else ""),
                           style="italic" if i == 0 else "")
            self.update(out)
            return
        out = Text()
        for pick in consultation.picks:
            if out:
                out.append("\n")
            out.append(f"{pick.rank} ", style="bold")
            out.append(role_text(pick.roles, lang) + ("：" if lang == "zh" else ": "), style="bold")
            out.append(f"{card_text(pick)}  {cost_text(pick, lang, consultation.facts.days)}")
        self.update(out)
