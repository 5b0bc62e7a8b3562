"""What each feasible card costs for this job: price the offers, plan a sized job or a load.

Step rules: they run in plain Python after the memory rules (offers can be thousands), and
every step they take is appended to the trace. rules.pricing and rules.jobplan compute; the
decisions — which offer is kept, which card misses the deadline, how the job is sized — and
what is said about them are here.
"""

from __future__ import annotations

from collections.abc import Mapping

from knowledge.loader import KnowledgeBase
from knowledge.schema import Card
from knowledge.text import money
from rules import detection_service, encoder_job, encoder_service, jobplan, media_service, vision_training_plan
from rules.answer import cost_phrase, r2
from rules.base._common import I18n, declared, step
from rules.base.interconnect import UNPOOLED_SPLITS, pool_limit
from rules.engine import Sink
from rules.estimate.load import TARGET_BUSY
from rules.estimate.requirement import Requirement
from rules.estimate.tei import tei_image
from rules.facts import DEFAULT_MAX_GPUS, Facts
from rules.generation import generation_plan
from rules.gpu_limit import gpu_limit
from rules.launch import NODE_GPUS
from rules.named_seller import unsold_reason
from rules.place_power import binding_power
from rules.pricing import Priced, price_card
from rules.seats import held_for_hours
from rules.set_aside import set_aside_text


@step(id="price-offers", concern="pricing", source="seed-001",
      doc=I18n(en="For each feasible card, price every eligible offer for the stated usage "
                  "(hours per day × days) under its billing unit and rounding, and keep the "
                  "cheapest; regions, compliance, spot and reference-only rows decide which "
                  "offers are eligible.",
               zh="对每张可行的卡，按所述用量（每天小时数 × 天数）和各报价的计费单位、取整规则计算"
                  "费用，取最便宜的；地区、合规、竞价与仅供参考的行情价决定哪些报价可用。"))
def price_offers(kb: KnowledgeBase, facts: Facts, sink: Sink, survivors: list[Card],
                 plans: Mapping[str, jobplan.Plan], cache: dict[tuple[str, int], Priced],
                 display: str) -> dict[str, Priced]:
    """Each survivor's cheapest usable offer (a sized job's plan already priced it)."""
    priced: dict[str, Priced] = {}
    for card in survivors:
        gpus, _mode = sink.feasible_cards[card.id]
        if card.id in plans:
            priced[card.id] = plans[card.id].priced
            continue
        if (card.id, gpus) not in cache:
            cache[(card.id, gpus)] = price_card(kb, facts, card.id, gpus)
        priced[card.id] = cache[(card.id, gpus)]
    for cid, p in priced.items():
        if p.choice is None:
            continue
        ch = p.choice
        # the cost said as the answer says it, on the person's own days and hours (review 103 #8: "$4,241 per month"
        # was 30 days of a 22-weekday use beside its own "264 hour(s) … = $3,110")
        cost_en, cost_zh = cost_phrase(facts, ch.monthly_cost, ch.currency, plans.get(cid), ch)
        hours = ((f" ({facts.hours_per_day:g} h/day)", f"（每天 {facts.hours_per_day:g} 小时）")
                 if facts.days >= 28 and cid not in plans else ("", ""))  # a shorter use says its days and hours
        sink.step(price_offers, {"card": cid, "gpus": p.gpus, "offer": ch.offer_id,
                                 "monthly_display": None if ch.monthly_display is None
                                 else r2(ch.monthly_display), "currency": display},
                  I18n(en=f"{cid}: cheapest usable offer {ch.offer_id} → {cost_en}{hours[0]}: {ch.usage_text.en}.",
                       zh=f"{cid}：最便宜的可用报价 {ch.offer_id} → {cost_zh}{hours[1]}：{ch.usage_text.zh}。"),
                  source=ch.source)
    return priced


def no_usable_offer(facts: Facts, sink: Sink, priced: Mapping[str, Priced], kb: KnowledgeBase | None = None) -> None:
    """price-offers: a card none of whose offers is eligible is ruled out, saying why."""
    for p in priced.values():
        if p.choice is None and p.card not in sink.rejected:
            unsold = None if kb is None else unsold_reason(kb, facts, p.excluded)
            if unsold is not None:  # --provider: the seller named does not rent it (rules.named_seller)
                sink.reject(p.card, price_offers, unsold)
                continue
            invoice = any(": invoice" in x for x in p.excluded)
            if any(x.endswith(": credits spent only at their site") for x in p.excluded):
                sink.reject(p.card, price_offers, I18n(
                    en="your budget is ₮ site credit, spendable only at the site that sells it, and this card "
                       "is not rented there.",
                    zh="你的预算是 ₮ 站内余额，只能在发行它的平台消费，而这张卡不在那里出租。"))
                continue
            invoices = [x for x in p.excluded if ": invoice" in x]
            if invoices and all(x.endswith(", abroad") for x in invoices):
                # review 16 m4: the region is what bit — a seller abroad issues no mainland invoice
                kind_zh = "专票" if facts.invoice == "vat-special" else "普票"
                where_en, where_zh = (("you rent outside mainland China", "你在境外租用") if facts.region == "intl"
                                      else ("rented only outside mainland China here", "这里只有境外平台出租"))
                sink.reject(p.card, price_offers, I18n(
                    en=f"{where_en}, and a seller abroad issues no mainland VAT invoice ({facts.invoice}).",
                    zh=f"{where_zh}，而境外平台开不了国内增值税发票（{kind_zh}）。"))
                continue
            cap = facts.gpu_hour_price
            if cap is not None and any(x.endswith(": over your price per GPU-hour") for x in p.excluded):
                limit = money(cap.amount, cap.currency)
                # review 27 m: cheaper offers set aside as P2P or mainland-oriented are said, not hidden
                aside_en, aside_zh = set_aside_text(tuple(x for x in p.excluded
                                                          if not x.endswith(": over your price per GPU-hour")))
                sink.reject(p.card, price_offers, I18n(
                    en=f"no offer at or under your {limit} per GPU-hour (or none a rate converts to "
                       f"{cap.currency}) for your region / compliance / interruptibility{aside_en}.",
                    zh=f"没有不超过你单卡每小时 {limit} 的报价（或无法换算成 {cap.currency}），在你的地区 / 合规 / "
                       f"可中断要求下{aside_zh}。"))
                continue
            sink.reject(p.card, price_offers, I18n(
                en="no offer usable for your region / compliance / interruptibility"
                   + (f"; none is known to give a {facts.invoice} invoice (ask the seller, "
                      "or record `invoice:` in a --knowledge file)" if invoice else "") + ".",
                zh="没有符合你的地区 / 合规 / 可中断要求的报价"
                   + (f"；没有已知能开 {facts.invoice} 发票的报价（向平台确认，或在 --knowledge "
                      "文件中写明 invoice:）" if invoice else "") + "。"))


@step(id="job-plan", concern="pricing", source="llm-foundry-benchmarks",
      doc=I18n(en="A training job of known size is costed by its own duration: FLOPs "
                  "(6·N·T full, 4·N·T LoRA/QLoRA, + 2·N·T recomputed with gradient "
                  "checkpointing, QLoRA's dequantisation 1.35×) ÷ (dense peak × published "
                  "utilisation × multi-GPU speedup by interconnect) = wall hours, priced under "
                  "each offer's billing unit; the GPU count is the cheapest (the fewest GPUs of "
                  "near-ties), "
                  "the soonest under --priority speed; --deadline drops counts that finish late.",
               zh="已知规模的训练任务按它自己的时长计费：FLOPs（全参 6·N·T，LoRA/QLoRA 4·N·T，"
                  "梯度检查点重算再加 2·N·T，QLoRA 反量化 1.35 倍）÷（稠密峰值 × 公开实测利用率 × "
                  "按互联的多卡加速比）= 墙钟小时数，按各报价的计费单位计价；卡数取最便宜的（价格相近取卡数少的"
                  "），--priority speed 取最快的，--deadline 只会增加卡数。"))
def job_plan(kb: KnowledgeBase, facts: Facts, req: Requirement, sink: Sink,
             survivors: list[Card]) -> dict[str, jobplan.Plan]:
    """Each surviving card's plan for a sized training job or a serving load; a card late for
    --deadline is ruled out (deadline-missed)."""
    kind = None if held_for_hours(facts) else jobplan.sized(facts, req, kb)  # a class's seats: the time held
    if kind is None:
        return {}
    out = {}
    for card in survivors:
        gpus, mode = sink.feasible_cards[card.id]
        most = max(gpus, gpu_limit(card, facts))  # --max-gpus, and what --max-power leaves
        if kind == "training":
            limit = min(most, pool_limit(card, facts)) if mode not in UNPOOLED_SPLITS else gpus
            if mode == "single":
                # copies of a model that fits one card sync only gradients (the adapters' alone for LoRA): no link
                # domain limits data parallelism (review 14 M5; review 60 C11: a 0.6B model's pretraining)
                limit = most
            plan = vision_training_plan.training_plan(kb, facts, req, card, gpus, limit)
            if deadline_missed(facts, sink, card, plan):
                continue
            deadline_tight(facts, sink, card, plan)
            sink.feasible_cards[card.id] = (plan.gpus, mode)
            rule = job_plan
        elif kind == "generation":
            plan = _widest_useful_copy(kb, facts, req, card, gpus, most, mode)
            if plan is None:
                sink.reject(card.id, job_plan, I18n(
                    en=f"{gpus} GPU(s) hold the weights but leave no memory for a sequence.",
                    zh=f"{gpus} 张卡装得下权重，但没有留给任何一路请求的显存。"))
                continue
            if deadline_missed(facts, sink, card, plan):
                continue
            deadline_tight(facts, sink, card, plan)
            sink.feasible_cards[card.id] = (plan.gpus, mode)
            rule = job_plan
        elif kind == "media-service":
            plan = media_service_plan(kb, facts, card, gpus)
            sink.feasible_cards[card.id] = (plan.gpus, mode)
            rule = media_service_plan
        elif kind == "encoder-service":
            plan = encoder_service_plan(kb, facts, card, gpus, sink)
            if plan is None or deadline_missed(facts, sink, card, plan):
                continue
            sink.feasible_cards[card.id] = (plan.gpus, mode)
            rule = encoder_service_plan
        elif kind == "detection-service":
            plan = detection_service_plan(kb, facts, card, gpus, most, sink)
            if plan is None:
                continue
            sink.feasible_cards[card.id] = (plan.gpus, mode)
            rule = detection_service_plan
        elif kind == "media":
            plan = media_job_plan(kb, facts, card, gpus)
            if deadline_missed(facts, sink, card, plan):
                continue
            deadline_tight(facts, sink, card, plan)
            sink.feasible_cards[card.id] = (plan.gpus, mode)
            rule = media_job_plan
        else:
            plan = serve_load(kb, facts, req, card, gpus)
            # a copy that leaves the engine no room for the load's sequences takes more GPUs over
            # the card's fast link (tensor parallel); a copy that serves it grows while a wider one
            # serves the load on fewer GPUs in all (review 4 F2: 24 single-A800 copies were priced
            # where TP=2 copies need a fraction of them)
            limit = min(most, pool_limit(card, facts, kb)) if mode not in UNPOOLED_SPLITS else gpus
            if (limit == NODE_GPUS and card.max_pool_gpus >= NODE_GPUS
                    and ("max_gpus", DEFAULT_MAX_GPUS) in facts.assumed):
                # a copy may span two nodes (tensor parallel inside, pipeline across) where that
                # serves the load on fewer GPUs in all: one 8-GPU copy of DeepSeek-R1 on H20s
                # has no room left for the load's sequences, so 2 rps took 11 such copies (88
                # GPUs) where one 16-GPU copy does (review 6 F1; SGLang's 2 × 8 × H20 recipe)
                limit = 2 * NODE_GPUS
            while gpus * 2 <= limit:
                wider = serve_load(kb, facts, req, card, gpus * 2)
                if plan is not None and (wider is None
                                         or wider.gpus * wider.replicas >= plan.gpus * plan.replicas):
                    break
                gpus, mode = gpus * 2, "pooled"
                plan = wider
            if plan is None:
                sink.reject(card.id, serve_load, I18n(
                    en=f"{gpus} GPU(s) hold the weights, but under the engine's memory limit no "
                       "room is left for the load's sequences, and no larger copy fits the card's "
                       "link domain or --max-gpus.",
                    zh=f"{gpus} 张卡装得下权重，但在推理引擎的显存上限下已没有空间容纳负载的请求，"
                       "而更大的副本超出了这张卡的互联范围或 --max-gpus。"))
                continue
            if binding_power(facts)[0] and plan.gpus * plan.replicas > most:  # more than --max-power allows
                sink.reject(card.id, serve_load, I18n(
                    en=f"the load takes {plan.replicas * plan.gpus} GPUs, {plan.replicas * plan.gpus} × "
                       f"{card.tdp_w:g} W = {plan.replicas * plan.gpus * card.tdp_w:,.0f} W of rated board power, "
                       f"over your {facts.power_limit_w:g} W limit for the GPUs together.",
                    zh=f"这个负载要 {plan.replicas * plan.gpus} 张卡，{plan.replicas * plan.gpus} × "
                       f"{card.tdp_w:g} W = 合计 {plan.replicas * plan.gpus * card.tdp_w:,.0f} W 额定板卡功耗，"
                       f"超过你给显卡合计的 {facts.power_limit_w:g} W 上限。"))
                continue
            sink.feasible_cards[card.id] = (plan.gpus, mode)
            rule = serve_load
        out[card.id] = plan
        sink.step(rule, {"card": card.id, "gpus": plan.gpus, "replicas": plan.replicas,
                         "wall_hours": r2(plan.wall_hours), "gpu_hours": r2(plan.gpu_hours)},
                  I18n(en=f"{card.id}: {plan.replicas} × {plan.gpus} GPU(s), "
                          f"{plan.wall_hours:,.1f} h wall, {plan.gpu_hours:,.1f} GPU-hours.",
                       zh=f"{card.id}：{plan.replicas} × {plan.gpus} 张卡，墙钟 "
                          f"{plan.wall_hours:,.1f} 小时，{plan.gpu_hours:,.1f} 卡时。"))
    return out


@step(id="media-job-plan", concern="pricing", source="faster-whisper-benchmark",
      doc=I18n(en="A transcription, image or video job of known size (--audio-hours, --images, "
                  "--videos) is costed by its own duration: the work ÷ the card's measured rate "
                  "(hours of audio, images or clips at the stated resolution per GPU-hour; a weaker "
                  "card is scaled down, a faster one is "
                  "credited for diffusion only the published A100 → H100 ratio and beyond the "
                  "H100 no more, with the time shown as a ceiling) ÷ GPUs, which split the files "
                  "with no link between them; priced under each offer's billing unit, the "
                  "cheapest count (the fewest of near-ties), the soonest under --priority speed, "
                  "and the fewest that meet --deadline.",
               zh="已知规模的转写、出图或视频任务（--audio-hours、--images、--videos）按它自己的时长计费："
                  "工作量 ÷ 这张卡的实测速率（每卡时的音频小时数、图片数或所述分辨率下的视频条数；"
                  "更弱的卡按比例折减，更快的卡出图只按"
                  "已发表的 A100 → H100 比例计入，超过 H100 的不再多算并注明时间是上限）"
                  "÷ 卡数（各卡分头处理文件，无需互联）；按各报价的计费单位计价，取最便宜的卡数（价格相近取"
                  "卡数少的），--priority speed 取最快的，--deadline 取按时完成的最少卡数。"))
def media_job_plan(kb: KnowledgeBase, facts: Facts, card: Card, gpus: int) -> jobplan.Plan:
    return jobplan.media_plan(kb, facts, card, gpus, media_limit(facts, max(gpus, gpu_limit(card, facts))))


def media_limit(facts: Facts, limit: int) -> int:
    """The most GPUs a media job's files may spread over: one machine's ``limit``, or — with no GPU limit said —
    separate machines: no link domain caps them (review 33 M2: the default 8 forced 8 × MI300X abroad for 5,000 clips
    in two weeks where 16 × A100 onshore met it for half)."""
    if ("max_gpus", DEFAULT_MAX_GPUS) in facts.assumed and not binding_power(facts)[0]:
        return max(limit, MEDIA_GPU_LIMIT)
    return limit


MEDIA_GPU_LIMIT = 64  # separate single-GPU machines a media batch may take when no --max-gpus was said


@step(id="media-service-plan", concern="pricing", source="seed-004",
      doc=I18n(en="An image or video service with a peak rate (--rps images or clips a second, or a day's "
                  "total's busiest hour) takes as many GPUs as keep up with the peak, each at most 80 % "
                  "busy at the card's measured rate, one copy of the model on each; priced for the hours a "
                  "day they run (24 unless said), not as one batch of the month's volume. Live transcription of "
                  "--concurrency streams at once is an hour of audio a stream each hour, over the GPU's measured "
                  "hours of audio a GPU-hour (a batch's rate: a floor).",
               zh="给出高峰速率的出图或视频服务（--rps 每秒张数或条数，或按全天总量估算的最忙时段）：按这张卡的"
                  "实测速率，用能扛住高峰、每张最多 80% 繁忙的卡数，每张卡各跑一份模型；按每天运行的时长计价"
                  "（未说明则 24 小时），而不是把一个月的量当成一次批量任务。实时转写同时 --concurrency 路音频："
                  "每路每小时一小时音频，按该卡实测的每卡时转写小时数配卡（批量速率：下限）。"))
def media_service_plan(kb: KnowledgeBase, facts: Facts, card: Card, gpus: int) -> jobplan.Plan:
    return media_service.service_plan(kb, facts, card, gpus)


@step(id="encoder-service-plan", concern="pricing", source="narayanan-2021-megatron",
      doc=I18n(en="An embedding / rerank service with a peak rate (--rps queries a second) takes as many GPUs as "
                  "carry its encoders' forward passes: tokens/s (queries × query tokens to embed; queries × "
                  "--rerank-candidates × (query + --passage-tokens) to rerank) × FLOPs per token (2 × the layers' "
                  "weights + 4·L·s·h attention) ÷ (dense FP16 TFLOPS × an assumed 35 % utilisation × 80 % busy), "
                  "an embedder and a reranker summed on the same GPUs, one GPU more (N+1) where the service must "
                  "stay up; documents by a --deadline are a one-off job: the fewest GPUs that finish them in time, "
                  "priced for the job's hours (rules.encoder_job); a card Hugging Face TEI publishes no image for "
                  "(Volta and older, AMD, Ascend, Blackwell Ultra) is out.",
               zh="给出高峰速率（--rps 每秒查询数）的向量 / 重排服务：按编码器前向计算配卡——token/s（向量：查询数 × "
                  "查询 token；重排：查询数 × --rerank-candidates ×（查询 + --passage-tokens））× 每 token FLOPs（2 × "
                  "各层权重 + 注意力 4·L·s·h）÷（稠密 FP16 TFLOPS × 假设利用率 35% × 80% 繁忙）；向量模型与重排模型"
                  "在同一批卡上相加；需持续在线的服务多配一张（N+1）；限期完成的一批文档是一次性任务：按时跑完所需的最少卡数，"
                  "按任务用时计价；Hugging Face TEI 没有发布镜像的卡（Volta 及更早、"
                  "AMD、昇腾、Blackwell Ultra）排除。"))
def encoder_service_plan(kb: KnowledgeBase, facts: Facts, card: Card, gpus: int, sink: Sink | None = None
                         ) -> jobplan.Plan | None:
    if tei_image(card) is None:
        if sink is not None:
            sink.reject(card.id, encoder_service_plan, I18n(
                en=f"Hugging Face text-embeddings-inference publishes no image for the {card.architecture} "
                   "(its README: Volta not supported; AMD ROCm experimental, built from source).",
                zh=f"Hugging Face text-embeddings-inference 没有为 {card.architecture} 发布镜像（README：不支持 "
                   "Volta；AMD ROCm 为实验性支持，需自行构建）。"))
        return None
    batch = encoder_job.batch_plan(kb, facts, card, gpus, media_limit(facts, max(gpus, gpu_limit(card, facts))))
    return batch or encoder_service.service_plan(kb, facts, card, gpus)


@step(id="detection-service-plan", concern="pricing", source="ultralytics-yolov8-docs",
      doc=I18n(en="A detection model served at a rate (--rps images a second: cameras × frames a second) takes as "
                  "many cards as carry it: one card's images/s = 1000 ÷ the publisher's ms per image on its "
                  "reference card (TensorRT, batch 1) × the card's dense FP16 TFLOPS ÷ the reference card's, each card "
                  "at most 80 % busy, one more (N+1) where the service must stay up; a card whose count exceeds "
                  "--max-gpus or the --max-power left is out. Smaller models of the family that need fewer cards "
                  "are offered beside it.",
               zh="按速率提供服务的检测模型（--rps 每秒图片数：摄像头路数 × 每秒帧数）按能扛住的卡数配卡：一张卡每秒"
                  "张数 = 1000 ÷ 发布方在参考卡上的每张毫秒数（TensorRT，batch 1）× 该卡稠密 FP16 TFLOPS ÷ 参考卡的；"
                  "每张最多 80% 繁忙，需持续在线的多配一张（N+1）；所需卡数超过 --max-gpus 或 --max-power 允许的卡"
                  "排除。同系列更小、需要卡更少的模型一并给出。"))
def detection_service_plan(kb: KnowledgeBase, facts: Facts, card: Card, gpus: int, most: int | None = None,
                           sink: Sink | None = None) -> jobplan.Plan | None:
    plan = detection_service.service_plan(kb, facts, card, gpus)
    if most is not None and plan.replicas * plan.gpus > most:
        if sink is not None:
            n = plan.replicas * plan.gpus
            sink.reject(card.id, detection_service_plan, I18n(
                en=f"the rate takes {n} of them (each at most {TARGET_BUSY:.0%} busy), over the {most} that "
                   "--max-gpus / --max-power allow.",
                zh=f"这个速率要 {n} 张（每张最多 {TARGET_BUSY:.0%} 繁忙），超过 --max-gpus / --max-power 允许的 "
                   f"{most} 张。"))
        return None
    return plan


def _widest_useful_copy(kb: KnowledgeBase, facts: Facts, req: Requirement, card: Card, gpus: int, most: int,
                        mode: str) -> jobplan.Plan | None:
    """A batch job's plan on copies of ``gpus`` — or of 2×, 4× … as many over the card's fast link where a copy
    that only just holds the weights leaves too little memory for a batch (review 37 c11: 2 × A800 per copy of a
    72B model took 1,363 h; 4 per copy finish in 121 h for a twentieth of the cost). The plan on time and
    cheapest wins, else the soonest."""
    widths, w = [gpus], gpus * 2
    limit = min(most, pool_limit(card, facts, kb)) if mode not in UNPOOLED_SPLITS else gpus
    while w <= limit:
        widths.append(w)
        w *= 2
    plans = [p for p in (generation_plan(kb, facts, req, card, w, most) for w in widths) if p is not None]
    if not plans:
        return None
    on_time = [p for p in plans if not p.late]  # narrowest first: a wider copy must save a fifth to be worth it
    if on_time:
        best = on_time[0]
        for p in on_time[1:]:
            if p.total is not None and (best.total is None or p.total < best.total * 0.8):
                best = p
        return best
    return min(plans, key=lambda p: p.wall_hours)


@step(id="deadline-missed", concern="pricing", source="seed-004",
      doc=I18n(en="A card that cannot finish the training or media job within --deadline, even "
                  "with the most GPUs its link domain and --max-gpus allow, is out.",
               zh="即使用到互联域与 --max-gpus 允许的最多卡数也无法在 --deadline 内完成训练的卡"
                  "排除。"))
def deadline_missed(facts: Facts, sink: Sink, card: Card, plan: jobplan.Plan) -> bool:
    if not plan.late:
        return False
    if plan.gpus == 1:  # review 12 m4: "even on 1 GPUs" of a card not scaled past one
        pcie_training = card.interconnect == "pcie" and facts.is_training  # a batch's copies need no link
        why_en = ("on one GPU — more of these PCIe cards are not counted on to speed it up (source 4: "
                  "4 × RTX 4090 trained 1.2× one card)" if pcie_training else "on one GPU")
        why_zh = "单卡——这种 PCIe 卡多卡训练不计提速（来源 4：4 卡 4090 只快 1.2 倍）" if pcie_training else "单卡"
        en, zh = f"needs {plan.wall_hours:,.0f} h {why_en}", f"{why_zh}要 {plan.wall_hours:,.0f} 小时"
    else:
        en = f"needs {plan.wall_hours:,.0f} h even on {plan.gpus} GPUs"
        zh = f"即使用 {plan.gpus} 张卡也要 {plan.wall_hours:,.0f} 小时"
    sink.reject(card.id, deadline_missed, I18n(en=f"{en}; the deadline is {facts.deadline:g} h.",
                                               zh=f"{zh}；期限是 {facts.deadline:g} 小时。"))
    return True


@step(id="deadline-tight", concern="pricing", source="seed-004",
      doc=I18n(en="A card whose cheapest plan finishes the job in the last 10 % of --deadline ranks "
                  "after cards that leave time for a restart after a failure.",
               zh="最便宜方案要用掉 --deadline 最后 10% 才完成的卡，排在留出故障重启时间的卡之后。"))
def deadline_tight(facts: Facts, sink: Sink, card: Card, plan: jobplan.Plan) -> None:
    if facts.deadline is None or plan.late or plan.wall_hours <= jobplan.TIGHT_DEADLINE * facts.deadline:
        return
    # found reading a QLoRA consultation: an RTX 4090 at 23.3 of 24 h headlined as "enough" for
    # $7.71 while one B200 finished in 2.2 h for $9.30
    sink.demote(card.id, deadline_tight, I18n(
        en=f"finishes in {plan.wall_hours:,.1f} h of the {facts.deadline:g} h deadline on {plan.gpus} "
           f"GPU(s): no time left for a restart after a failure, so it ranks after cards that leave it.",
        zh=f"用 {plan.gpus} 张卡要 {plan.wall_hours:,.1f} 小时，期限 {facts.deadline:g} 小时：没有留出故障后"
           f"重启的时间，排在留有余量的卡之后。"))


@step(id="serve-load", concern="pricing", source="seed-002",
      doc=I18n(en="With --rps, each card serves the load with as many copies of the model as "
                  "it takes: prefill at the compute bound, batched decode with the calibrated "
                  "step the speed line uses (source 4's 70 % line where no measurement "
                  "calibrates the engine), sequences in flight by Little's law, the memory left "
                  "after the weights holding them, and each sequence kept at ≥ 10 tokens/s "
                  "(MLPerf Inference's server limits); the copies are priced together.",
               zh="给出 --rps 时，每张卡按负载需要的模型副本数来服务：预填充按算力上限、批量解码按"
                  "速度行所用的校准步长（没有实测校准的引擎按来源 4 的 70 % 线）、在途请求数按利特尔"
                  "定律、由权重之外剩余的显存容纳，并保证每路 ≥ 10 token/s（MLPerf Inference "
                  "服务器场景上限）；副本一起计价。"))
def serve_load(kb: KnowledgeBase, facts: Facts, req: Requirement, card: Card,
               gpus: int) -> jobplan.Plan | None:
    try:
        return jobplan.serving_plan(kb, facts, req, card, gpus)
    except ValueError:
        return None  # no room for one sequence: the memory rules already said so


RULES = declared(__name__)
