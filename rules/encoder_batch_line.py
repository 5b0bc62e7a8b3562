"""Beside the headline of an encoder's batch by a deadline: its time on the pick, its cost billed by the hour, against
the deadline (review 100 c05; the figures are rules.encoder_batch's, on the encoder service's own load).

    encoder_batch_line(kb, facts, picks, display) -> I18n | None
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from knowledge.text import money
from rules.encoder_batch import batch_figures, said_batch
from rules.encoder_service import works
from rules.facts import Facts


def encoder_batch_line(kb: KnowledgeBase, facts: Facts, picks: Sequence[Any], display: str) -> I18n | None:
    """The batch's time and cost on the headline's GPUs, or None where no batch by a deadline is said."""
    if not picks or not facts.deadline:
        return None
    top = picks[0]
    plan = top.job
    if plan is None or plan.total is None or not plan.wall_hours:
        return None
    parts = works(kb, facts)
    card = kb.card(top.card)
    b = batch_figures(facts, sum(w.flops_per_s for _n, w in parts), sum(w.tokens_per_s for _n, w in parts), card,
                      top.gpus_in_all)
    if b is None:
        return None
    cost = plan.total * min(1.0, b.hours / plan.wall_hours)  # the usage's cost for the hours the batch runs
    said = said_batch(b, card.name)
    if plan.is_job:  # already priced for the batch's own hours (rules.encoder_job): no window's cost to set against
        return I18n(en=f"{said.en}. Shard the input so a lost spot machine resumes its own shard.",
                    zh=f"{said.zh}。把输入分片，丢失的竞价机器只需重跑自己的分片。")
    return I18n(
        en=f"{said.en}; billed by the hour that is {money(cost, display)} (the {money(plan.total, display)} above "
           "keeps the GPUs up for the whole deadline). Shard the input so a lost spot machine resumes its own shard.",
        zh=f"{said.zh}；按小时计费约 {money(cost, display)}（上面的 {money(plan.total, display)} 是整个期限都开着的"
           "费用）。把输入分片，丢失的竞价机器只需重跑自己的分片。")
