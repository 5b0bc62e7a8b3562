"""A sized job on the cards the person has (review 84 c09): "I own two RTX 4090s … 40,000 SDXL images in 4 days — rent,
or use my own cards?" heard "the card you named: it is the enough pick below", a rental of one 4090 at Vast.ai taking
35 h for $16.60, where the two cards at home finish in about 18 h for the power alone. The verdict on owned cards is
theirs: how long the job takes on all of them (the picks' own rate and scaling), whether that keeps the deadline,
the energy at their board power, and the rental beside it for comparison."""

from __future__ import annotations

from typing import Any

from knowledge.schema import I18n
from knowledge.text import money
from rules.job_notes import hours_text, hours_text_zh
from rules.repeats import runs

OVERNIGHT = (4.0, 14.0)  # hours a job left running from evening to morning takes: said as "overnight"


def owned_job(card_id: str, count: int, result: Any, variant: Any, launch: Any) -> I18n | None:
    """The job's hours on ``count`` of the person's own ``card_id`` (a media job of known size, or a training job of
    known tokens), the deadline, the energy, and the cheapest rental's time and cost beside it; None where the job
    is not sized, the cards do not hold it as sized, or no rate applies. ``variant`` and ``launch`` are
    advisor_tui.named_cards' placement of the cards and their launch command."""
    from rules.placement import fits

    facts, kb = result.facts, getattr(result, "kb", None)
    if kb is None or card_id not in kb.cards_by_id or not count:
        return None
    view = next((f for f in result.fits if f.card == card_id), None)
    card = kb.card(card_id)
    hours = None
    if facts.media_units is not None and facts.model:
        from rules.estimate import media_job

        got = media_job.rate(kb, card, facts.task, str(facts.model), facts.resolution, facts.clip_seconds)
        if got is None or view is None or not view.fits:
            return None
        # each card takes its own share of the files (rules.jobplan.media_plan): one copy of the model on each
        hours = media_job.wall_hours(float(facts.media_units), got.per_gpu_hour, count)
        unit_en, unit_zh = media_job.UNITS[facts.task]
        what_en = f"{float(facts.media_units):,.6g} {unit_en}"
        what_zh = f"{float(facts.media_units):,.6g} {unit_zh}"
    elif facts.is_training and facts.total_train_tokens:
        from rules.jobplan import training_time

        got_fit = variant(kb, facts, card_id, count)
        if got_fit is None or not fits(got_fit[3]):
            return None
        changed, req, _card, placed, _eng = got_fit
        hours = training_time(kb, changed, req, card, placed.gpus,
                              placed.layout == "replicas" or placed.gpus == 1).wall_hours
        what_en = f"training on {float(facts.total_train_tokens) * runs(facts):,.0f} tokens in all"
        what_zh = f"共 {float(facts.total_train_tokens) * runs(facts):,.0f} token 的训练"
    if hours is None:
        return None
    some_en = "your one" if count == 1 else f"your {count} ×"
    some_zh = "你的一张" if count == 1 else f"你的 {count} 张"
    whose, verb = ("your card", "does") if count == 1 else ("your cards", "do")
    night_en, night_zh = (" (overnight)", "（一晚）") if OVERNIGHT[0] <= hours <= OVERNIGHT[1] else ("", "")
    en = f"→ {card_id}, {whose}: {some_en} {card_id} {verb} the job — {what_en} in about {hours_text(hours)}{night_en}"
    zh = f"→ 你自己的 {card_id}：{some_zh} {card_id} 就能做——{what_zh}约 {hours_text_zh(hours)}{night_zh}"
    if facts.deadline:
        if hours <= facts.deadline:
            en += f", within your {facts.deadline:,.0f} h deadline"
            zh += f"，在你的 {facts.deadline:,.0f} 小时期限内"
        else:
            en += f", past your {facts.deadline:,.0f} h deadline"
            zh += f"，超过你的 {facts.deadline:,.0f} 小时期限"
    en += ", nothing to rent"
    zh += "，不用租"
    if card.tdp_w:
        kwh = card.tdp_w * count * hours / 1000
        en += (f"; at their {card.tdp_w:,.0f} W board power that is at most about {kwh:,.0f} kWh of GPU energy "
               "(the rest of the machine on top; at your own electricity rate)")
        zh += f"；按每张 {card.tdp_w:,.0f} W 的板卡功耗，GPU 最多约耗电 {kwh:,.0f} 度（整机其余部分另计，按你的电价算）"
    command = launch(kb, facts, card_id, count)
    if command:
        en += f". Launch on them: {command}"
        zh += f"。在这些卡上启动：{command}"
    rental = next((p for p in result.picks if "enough" in p.roles and p.job is not None and p.job.total is not None),
                  None)
    if rental is not None and rental.offer is not None:
        cost = money(rental.job.total, rental.currency)
        where = rental.offer.provider_name
        en += (f". Renting instead, the cheapest plan below is {rental.gpus} × {rental.card} at {where}: "
               f"{cost} and {hours_text(rental.job.wall_hours)}")
        zh += (f"。若改租，下面最便宜的方案是 {where} 的 {rental.gpus} 张 {rental.card}："
               f"{cost}，{hours_text_zh(rental.job.wall_hours)}")
        if rental.job.wall_hours < hours:
            en += " — sooner, for that money"
            zh += "——更快，但要花这笔钱"
    return I18n(en=f"{en}.", zh=f"{zh}。")
