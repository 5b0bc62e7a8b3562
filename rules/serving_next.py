"""A training job with its serving said beside it (review 34 M6: "LoRA 微调 Qwen3-32B…；之后上线推理，高峰10 QPS…" was
answered for the LoRA alone, the 10 QPS set aside in a note, though it decides which cards to get): the serving that
follows is consulted too, at the load said, and said in one line after the training answer — what it takes and costs
by the month, to be asked on its own for its budget.

    serving_next_line(kb, facts, ask) -> I18n | None
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from knowledge.text import money
from rules.facts import LLM_TASKS, Facts, with_changes
from rules.rentable import ask_over_rentable


def serving_next_line(kb: KnowledgeBase, facts: Facts, ask: Callable[..., Any]) -> I18n | None:
    """The serving said after a language model's training: its pick at the stated load, by the month."""
    if not facts.is_training or facts.task not in LLM_TASKS or facts.rps is None or not facts.model:
        return None
    try:  # the model served as released: the adapter merges into it, and the month's budget is its own
        other = ask_over_rentable(ask, with_changes(facts, kb, task="inference", budget=None, deadline=None,
                                                    train_tokens=None, samples=None, tokens_per_sample=None,
                                                    epochs=None, procure="rent",
                                                    hours_per_day=24.0, days=30.0),  # a service is up all day
                                  kb, what_if=False, _variant=True)
    except Exception:  # noqa: BLE001 - a variant that is itself invalid says nothing
        return None
    best = next((p for p in other.picks if "enough" in p.roles), None)
    if best is None or best.offer is None or best.monthly_cost is None:
        return None
    n = best.gpus_in_all
    cost = money(best.monthly_cost, other.display_currency)
    return I18n(
        en=f"Serving it after, at the {facts.rps:g} requests/s you said: {n} × {best.card_name} at "
           f"{best.offer.provider_name}, {cost}/month — ask again with --task inference for its own budget "
           "and sizing.",
        zh=f"之后上线推理，按你说的每秒 {facts.rps:g} 个请求：{n} 张 {best.card_name}（{best.offer.provider_name}），"
           f"每月 {cost}——用 --task inference 再问一次，按它自己的预算细算。")
