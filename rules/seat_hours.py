"""A class's seats held for the hours said, with the exercise run inside them (review 103 c08).

"30 students, each their own GPU, 6 hours a week for 15 weeks, QLoRA-tuning a 3B model" was priced as the
fine-tune's own four minutes ($1.74 for the class) where the seats are rented for 2,700 GPU-hours. The rental is
the time held (rules.seats.held_for_hours); the fine-tune is what one session spends of it, said here.

    seats_line(kb, facts, req, picks, display) -> I18n | None   (rules.seats' line, with the exercise's time)
"""

from __future__ import annotations

from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from rules import seats
from rules.jobplan import training_time


def seats_line(kb: KnowledgeBase, facts: Any, req: Any, picks: Any, display: str) -> I18n | None:
    """What all the people take; where they hold their GPUs for the hours said and a training job's size is known,
    how much of one session that job takes on the pick."""
    line = seats.seats_line(facts, picks, display)
    if line is None or not seats.held_for_hours(facts) or not (facts.is_training and facts.total_train_tokens):
        return line
    p = next((x for x in picks if "enough" in x.roles), picks[0])
    card = kb.cards_by_id.get(p.card)
    if card is None or not facts.hours_per_day:
        return line
    minutes = training_time(kb, facts, req, card, p.gpus, replicated=False).wall_hours * 60
    session = facts.hours_per_day * 60
    share = minutes / session
    fits_en = (f"{share:.0%} of a {facts.hours_per_day:g} h session" if share <= 1
               else f"longer than a {facts.hours_per_day:g} h session — split it over sessions or shrink the data")
    fits_zh = (f"占一次 {facts.hours_per_day:g} 小时上机的 {share:.0%}" if share <= 1
               else f"超过一次 {facts.hours_per_day:g} 小时的上机——分几次跑或减少数据")
    tokens = f"{facts.total_train_tokens:,}"
    return I18n(
        en=f"{line.en} The rent is the time each GPU is held; one run of the training job ({tokens} tokens) "
           f"takes about {minutes:,.0f} min on it, start-up included — {fits_en}.",
        zh=f"{line.zh}租金按每张卡被占用的时间计；训练任务跑一次（{tokens} token）在这张卡上约 {minutes:,.0f} 分钟"
           f"（含启动）——{fits_zh}。")
