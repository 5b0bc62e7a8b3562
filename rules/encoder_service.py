"""An embedding / rerank service (task ``embedding``): GPUs sized for the peak queries a second by the
encoders' compute, each GPU running its own copy of every model (Hugging Face text-embeddings-inference,
TEI), priced for the hours a day they run.

The work is compute-bound at batch: tokens a second × forward FLOPs per token (rules.estimate.encoder)
÷ (the card's dense FP16 TFLOPS × the stated utilisation assumption × the 80 % busy target that
leaves room for bursts). An embedder and a reranker on the same GPUs sum their work. A service that
must stay up (said reliable / production / not interruptible) gets one GPU more than the load takes
(N+1), so losing one still carries the peak.

    service_plan(kb, facts, card, first) -> Plan
"""

from __future__ import annotations

from knowledge.loader import KnowledgeBase
from knowledge.schema import Card, I18n
from knowledge.text import rate_text
from rules.encoder_batch import batch_note
from rules.estimate import encoder
from rules.estimate.capacity import dense_tflops
from rules.estimate.encoder_need import encoder_models, shape_of
from rules.estimate.load import TARGET_BUSY
from rules.estimate.tei import tei_image
from rules.facts import Facts
from rules.jobplan import Plan, total_for
from rules.pricing import price_card


def works(kb: KnowledgeBase, facts: Facts) -> list[tuple[str, encoder.Work]]:
    """Each encoder's share of the load: (model name, work)."""
    qps = float(facts.rps or 0)
    query = float(facts.input_tokens or encoder.DEFAULT_QUERY_TOKENS)
    out = []
    for m in encoder_models(facts, kb):
        if m.encoder_role == "rerank":
            w = encoder.rerank_work(shape_of(m), qps, int(facts.rerank_candidates or encoder.DEFAULT_CANDIDATES),
                                    query, float(facts.passage_tokens or encoder.DEFAULT_PASSAGE_TOKENS))
        else:
            w = encoder.embed_work(shape_of(m), qps, query)
        out.append((m.name, w))
    return out


def spare(facts: Facts) -> int:
    """One GPU more than the load takes where the service must stay up (N+1)."""
    return 1 if facts.must_stay_up else 0


def service_plan(kb: KnowledgeBase, facts: Facts, card: Card, first: int) -> Plan:
    """GPUs of ``card`` that carry the peak's encoder work at most TARGET_BUSY busy (+1 where it must stay
    up), each with a copy of every model, priced for the hours a day they run."""
    parts = works(kb, facts)
    flops = sum(w.flops_per_s for _n, w in parts)
    tflops = dense_tflops(card)
    load_gpus = encoder.gpus_needed(flops, tflops, TARGET_BUSY) if flops > 0 else 1
    gpus = max(first, load_gpus + spare(facts))
    p = price_card(kb, facts, card.id, gpus)
    hours = (facts.hours_per_day or 24.0) * facts.days
    per_gpu = encoder.gpu_flops(tflops)
    busy = flops / (gpus * per_gpu)
    notes = [_load_note(facts, parts), _gpus_note(card, tflops, per_gpu, flops, load_gpus, gpus, busy, facts)]
    tokens = sum(w.tokens_per_s for _n, w in parts)
    notes += [n for n in (batch_note(facts, flops, tokens, card, gpus),) if n is not None]  # a batch: its time
    notes.append(_latency_note(kb, facts, card, tflops))
    image = tei_image(card)
    if image is not None and image[1]:
        notes.append(I18n(en=f"TEI's image for this card ({image[0]}) is marked experimental in its README.",
                          zh=f"TEI 为这张卡提供的镜像（{image[0]}）在其 README 中标为实验性。"))
    if len(parts) > 1:
        notes.append(I18n(
            en=f"{' and '.join(n for n, _w in parts)} share the same GPU(s): each GPU runs both (one TEI process "
               f"per model), so the GPUs are sized for their work together, not one set per model.",
            zh=f"{' 和 '.join(n for n, _w in parts)} 共用同一批 GPU：每张卡都跑这两个模型（每个模型一个 TEI 进程），"
               f"按两者的工作量之和配卡，而不是每个模型各配一批。"))
    hours_given = "hours_per_day" not in {name for name, _v in facts.assumed}
    notes.append(I18n(
        en="Each GPU is its own copy: separate single-GPU machines behind a load balancer serve as well as one "
           "machine. " + (f"They run {facts.hours_per_day:g} h a day." if hours_given else
                          "They run all day (24 h): say the busy hours (--hours-per-day) if fewer."),
        zh="每张卡是一份独立副本：负载均衡后面放几台单卡机器与一台多卡机器一样。"
           + (f"每天运行 {facts.hours_per_day:g} 小时。" if hours_given else
              "按全天（24 小时）运行：如果忙的时段更短，请说明（--hours-per-day）。")))
    return Plan("encoder-service", card.id, 1, gpus, p, total_for(p, facts.days), hours, hours * gpus, tuple(notes))


def _load_note(facts: Facts, parts: list[tuple[str, encoder.Work]]) -> I18n:
    en, zh = [], []
    for name, w in parts:
        if w.role == "rerank":
            en.append(f"{name} scores {int(facts.rerank_candidates or 0):,} candidates a query, each "
                      f"{int(facts.input_tokens or 0):,} + {int(facts.passage_tokens or 0):,} tokens: "
                      f"{w.sequences_per_s:,.0f} pairs/s = {w.tokens_per_s:,.0f} tokens/s × "
                      f"{w.flops_per_token / 1e6:,.0f} MFLOPs a token")
            zh.append(f"{name} 每个查询打分 {int(facts.rerank_candidates or 0):,} 个候选，每对 "
                      f"{int(facts.input_tokens or 0):,} + {int(facts.passage_tokens or 0):,} token：每秒 "
                      f"{w.sequences_per_s:,.0f} 对 = {w.tokens_per_s:,.0f} token/s × 每 token "
                      f"{w.flops_per_token / 1e6:,.0f} MFLOPs")
        else:
            en.append(f"{name} embeds each query ({w.seq_tokens:,.0f} tokens): {w.tokens_per_s:,.0f} tokens/s × "
                      f"{w.flops_per_token / 1e6:,.0f} MFLOPs a token")
            zh.append(f"{name} 每个查询编码一次（{w.seq_tokens:,.0f} token）：{w.tokens_per_s:,.0f} token/s × 每 token "
                      f"{w.flops_per_token / 1e6:,.0f} MFLOPs")
    total = sum(w.flops_per_s for _n, w in parts)
    batch = bool(facts.deadline)  # documents by a deadline: the steady rate that meets it, not a query peak
    lead = (f"Load: {rate_text(facts.rps)} queries a second at the peak. " if not batch else
            f"At the steady rate that meets the deadline: {rate_text(facts.rps)} documents a second. ")
    return I18n(
        en=lead + "; ".join(en)
           + f" (2 × the layers' weights + 4·L·s·h attention: Narayanan et al. 2021) = {total / 1e12:,.1f} TFLOP/s "
             "in all." + ("" if batch else " Indexing your documents is a separate batch job, not in this figure."),
        zh=("负载：高峰" if not batch else "按满足期限的稳定速率：") + f"每秒 {rate_text(facts.rps)} 个"
           + ("查询。" if not batch else "文档。")
           + "；".join(zh) + f"（2 × 各层权重 + 注意力 4·L·s·h：Narayanan 等 2021）= 合计 {total / 1e12:,.1f} TFLOP/s。"
           + ("" if batch else "文档入库的向量化是另一项批处理任务，不在此数内。"))


def _gpus_note(card: Card, tflops: float, per_gpu: float, flops: float, load_gpus: int, gpus: int, busy: float,
               facts: Facts) -> I18n:
    extra_en = (f" + 1 spare so the service survives losing a GPU (N+1, for a service that must stay up) = {gpus}"
                if spare(facts) else "")
    extra_zh = f" + 1 张备用卡，坏一张仍扛得住（N+1，需持续在线的服务）= {gpus}" if spare(facts) else ""
    return I18n(
        en=f"→ one {card.id} gives {tflops:,.0f} dense FP16 TFLOPS × {encoder.ENCODER_UTILISATION:.0%} "
           f"(an assumed utilisation for a batched encoder forward, not a measurement: check it with TEI on "
           f"the rented card) = {per_gpu / 1e12:,.0f} TFLOP/s; the load needs {flops / per_gpu:,.2f} of them, "
           f"at most {TARGET_BUSY:.0%} busy for bursts: {load_gpus} GPU(s){extra_en}, {busy:.0%} busy at the peak.",
        zh=f"→ 一张 {card.id} 稠密 FP16 {tflops:,.0f} TFLOPS × {encoder.ENCODER_UTILISATION:.0%}（批量编码前向的"
           f"假设利用率，并非实测：租到后用 TEI 实测）= {per_gpu / 1e12:,.0f} TFLOP/s；"
           f"负载需要 {flops / per_gpu:,.2f} 张，"
           f"每张最多 {TARGET_BUSY:.0%} 繁忙以留出突发余量：{load_gpus} 张{extra_zh}，高峰 {busy:.0%} 繁忙。")


def _latency_note(kb: KnowledgeBase, facts: Facts, card: Card, tflops: float) -> I18n:
    """One query's compute on one GPU (queueing aside), and a full TEI batch's."""
    parts = works(kb, facts)
    one = 0.0
    for _n, w in parts:
        per_query = w.tokens_per_s / float(facts.rps) if facts.rps else w.seq_tokens
        one += per_query * w.flops_per_token / encoder.gpu_flops(tflops)
    longest = max(w.seq_tokens for _n, w in parts)
    model = encoder_models(facts, kb)[0]
    full = encoder.batch_seconds(shape_of(model), longest, tflops)
    return I18n(
        en=f"Latency: one query's work takes ≈ {one * 1e3:,.0f} ms of one {card.id}'s compute before any queueing; "
           f"a full {encoder.MAX_BATCH_TOKENS:,}-token batch ≈ {full * 1e3:,.0f} ms. Spread a query's candidates "
           "over the GPUs (or lower --max-batch-tokens) if that is above your latency target.",
        zh=f"延迟：一个查询的计算在一张 {card.id} 上约 {one * 1e3:,.0f} ms（不含排队）；一整批 "
           f"{encoder.MAX_BATCH_TOKENS:,} token 约 {full * 1e3:,.0f} ms。"
           "若超过你的延迟目标，可把一个查询的候选分到多张卡"
           "（或调小 --max-batch-tokens）。")


__all__ = ["service_plan", "spare", "works"]
