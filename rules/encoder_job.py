"""An encoder's documents by a deadline costed as the one-off job they are: the fewest GPUs that finish them in time
(with a restart's margin where a count can), billed for the job's hours — not GPUs held for the whole window
(review 115 C6: 30M × 500-token passages with bge-m3 "within a week" were priced as a week of 24 h rental, ¥185 on
an RTX 3090 ranked before ¥403 on an RTX 5090, where the job itself takes 109.5 h on the 3090 and 37 h on the 5090,
and the 5090 finishes it for about the same money; 50M passages on one T4 take 199 h of a 168 h week).

The work is the encoder service's estimate at the deadline's steady rate (rules.encoder_service.works) times the
deadline's seconds: items × tokens × the encoder's FLOPs a token; each GPU, its own copy, runs flat out at its dense
FP16 TFLOPS × the assumed utilisation on its share of the documents. The count is picked as a media batch's is
(rules.job_count.split_job).

    batch_plan(kb, facts, card, first, limit, cost_cap) -> Plan | None
"""

from __future__ import annotations

import math

from knowledge.loader import KnowledgeBase
from knowledge.schema import Card, I18n
from rules.encoder_batch import batch_figures, said_batch
from rules.encoder_service import works
from rules.estimate import encoder
from rules.estimate import job as job_est
from rules.estimate.capacity import dense_tflops
from rules.estimate.encoder_need import encoder_models
from rules.facts import Facts
from rules.job_count import ROOM, TIGHT_DEADLINE, split_job
from rules.job_notes import billed_note, hours_text, hours_text_zh, setup_note, tight_note
from rules.jobplan import Plan
from rules.pricing import price_card


def batch_plan(kb: KnowledgeBase, facts: Facts, card: Card, first: int, limit: int,
               cost_cap: float | None = None) -> Plan | None:
    """The batch's plan on ``card`` (``first`` GPUs at least, ``limit`` at most; within ``cost_cap``, the "faster"
    pick's, where a count is), or None for a query service."""
    parts = works(kb, facts)
    flops_per_s = sum(w.flops_per_s for _n, w in parts)
    tokens_per_s = sum(w.tokens_per_s for _n, w in parts)
    whole = batch_figures(facts, flops_per_s, tokens_per_s, card, 1)
    if whole is None or facts.deadline is None:
        return None
    weights_gb = sum(float(m.params_b or 0) for m in encoder_models(facts, kb)) * 2  # 16-bit checkpoints
    setup = job_est.setup_hours(weights_gb)
    limit = max(first, limit)
    counts = set(job_est.gpu_counts(first, limit))
    for hours in (facts.deadline, facts.deadline * TIGHT_DEADLINE, facts.deadline * ROOM):
        need = math.ceil(whole.hours / max(1e-6, hours - setup) - 1e-9)  # the fewest that finish within it
        if first <= need <= limit:
            counts.add(need)
    n, wall, usage, total, late, _sooner = split_job(kb, facts, card.id, counts,
                                                     lambda k: whole.hours / k + setup, cost_cap=cost_cap)
    p = price_card(kb, usage, card.id, n)
    b = batch_figures(facts, flops_per_s, tokens_per_s, card, n)
    assert b is not None
    said = said_batch(b, card.id)
    notes = [setup_note(setup, weights_gb),
             I18n(en=f"{said.en}. Each GPU runs its own copy on its share of the documents, flat out: "
                     f"{n} × {card.id} at {dense_tflops(card):,.0f} dense FP16 TFLOPS × "
                     f"{encoder.ENCODER_UTILISATION:.0%} (an assumed utilisation for a batched encoder forward, not a "
                     "measurement: check it with TEI on the rented card). Priced for the job's hours, not for "
                     "GPUs held through the whole deadline; the deadline sets the fewest GPUs that finish in time.",
                  zh=f"{said.zh}。每张卡跑一份副本，满负荷处理自己那份文档：{n} 张 {card.id}，稠密 FP16 "
                     f"{dense_tflops(card):,.0f} TFLOPS × {encoder.ENCODER_UTILISATION:.0%}（批量编码前向的假设利用率，"
                     "并非实测：租到后用 TEI 实测）。按任务实际用的时长计价，而不是整个期限都租着；"
                     "期限只决定按时跑完所需的最少卡数。"),
             I18n(en=f"{n} GPU(s) → {hours_text(wall)} with the start-up. Shard the input: separate single-GPU "
                     "machines work as well as one machine, and a lost interruptible machine reruns only its shard.",
                  zh=f"{n} 张卡 → 含启动共 {hours_text_zh(wall)}。把输入分片：分开租几台单卡机器与一台多卡机器一样，"
                     "丢失的竞价机器只需重跑自己的分片。")]
    if p.choice is not None:
        notes.append(billed_note(p.choice, wall, kb))
    if late:
        notes.append(I18n(en=f"Misses the {facts.deadline:g} h deadline even on {n} GPUs (--max-gpus {limit}).",
                          zh=f"即使用 {n} 张卡（--max-gpus {limit}）也赶不上 {facts.deadline:g} 小时的期限。"))
    elif wall > TIGHT_DEADLINE * facts.deadline:
        notes.append(tight_note(wall, facts.deadline))
    return Plan("encoder-batch", card.id, n, 1, p, total, wall, wall * n, tuple(notes), late=late)

__all__ = ["batch_plan"]
