"""Mainland-China procurement (seed 001): export-restricted cards are out; H20 / Ascend /
A800-class / 4090D / L20 are the compliant choices; overseas rentals are not domestic procurement."""

# ruff: noqa: E712 - durable-rules conditions compare with == True / == False
from __future__ import annotations

import math

from rules.ascend_dp_launch import dp_attention_how
from rules.base._common import I18n, c, caveat, conclude, declared, m, reject, rule
from rules.estimate.engines import TIGHT_FRACTION as TIGHT_SHARE
from rules.estimate.engines import VLLM_UTILIZATION as ENGINE_SHARE
from rules.estimate.units import GB, GiB
from rules.unpriced_time import quoted_cards

GIB_IN_GB = GiB / GB


@rule(id="compliance-excludes-restricted", concern="compliance", source="seed-001", pri=30,
      doc=I18n(en="With --compliance, export-restricted cards are ruled out.",
               zh="--compliance 时排除受出口管制的卡。"),
      when=lambda: [c.job << (m.kind == "job") & (m.compliance == True),
                    c.card << (m.kind == "card") & (m.china == "export-restricted")],
      shows={"job": ("compliance",), "card": ("card", "china", "post_rule")})
def compliance_excludes_restricted(f):
    if f.card["post_rule"]:  # review 12 m10: no pre-rule stock of a part released after the rule
        return reject(
            f, f.card["card"],
            "export-restricted for mainland China and released after the October 2023 rule: no stock "
            "was installed there before it, so no domestic cloud has pre-rule stock — under "
            "--compliance it is left out (export licensing has changed since the rule, 2023-10-17: "
            "check the part's current status); source 2 steers compliant work to H20 / Ascend.",
            "属于对华出口管制型号，且在 2023 年 10 月的规定之后才发布：国内没有规定前装机的存量——按 --compliance "
            "不予考虑（该规定为 2023-10-17，此后出口许可有变化：请核实该型号的现状）；"
            "来源 2 建议合规场景用 H20 / 昇腾。")
    return reject(
        f, f.card["card"],
        "export-restricted for mainland China: new units cannot be procured there, and under "
        "--compliance (regulated or state procurement) it is left out — domestic clouds may still "
        "rent stock installed before the rules; source 2 steers compliant work to H20 / Ascend.",
        "属于对华出口管制型号：国内无法采购新卡，按 --compliance（受监管或国企采购）不予考虑——国内云上"
        "管制前已装机的存量仍可能租到；来源 2 建议合规场景用 H20 / 昇腾。")


@rule(id="compliance-needs-domestic-offer", concern="compliance", source="seed-001", pri=30,
      doc=I18n(en="With --compliance, a card rented needs an offer from a mainland platform (a "
                  "purchase goes through a domestic vendor instead: review 11 M2).",
               zh="--compliance 时，租用的卡必须有国内平台的报价（采购则走国内供应商）。"),
      when=lambda: [c.job << (m.kind == "job") & (m.compliance == True) & (m.procure != "buy"),
                    c.card << (m.kind == "card") & (m.china != "export-restricted")
                    & (m.has_cn_offer == False)],
      shows={"job": ("compliance", "procure"), "card": ("card", "has_cn_offer")})
def compliance_needs_domestic_offer(f):
    if f.card.get("rate_only"):  # review 62 C7: "no mainland offer" beside a domestic seller's market reference
        return reject(
            f, f.card["card"],
            "only a market-rate reference is recorded for it (see `gpu-advisor offers`), not a plan to order, and "
            "compliant procurement means a domestic platform's contract (invoice, SLA): ask the seller it names "
            "for a quote, or add your own price list with --knowledge.",
            "知识库里只有它的市场参考价（见 `gpu-advisor offers`），不是可以下单的套餐，而合规采购要走国内平台的合同"
            "（发票、SLA）：请向参考价所属的平台询价，或用 --knowledge 加入你自己的价目表。")
    return reject(
        f, f.card["card"],
        "no mainland-China offer in the knowledge base, and compliant procurement means a "
        "domestic platform (invoice, SLA); add one with --knowledge if you have it.",
        "知识库里没有国内平台的报价，而合规采购要走国内平台（发票、SLA）；"
        "有报价可用 --knowledge 补充。")


@rule(id="domestic-compliance", concern="compliance", source="seed-001", pri=30,
      doc=I18n(en="Mainland procurement: say which cards are the compliant choices.",
               zh="国内合规采购：说明哪些卡是合规选择。"),
      when=lambda: [c.job << (m.kind == "job") & (m.compliance == True)
                    & (m.domestic_chips == False)],
      shows={"job": ("compliance", "region")},
      caveat="domestic-compliance", show_order=60)
def domestic_compliance(f):
    f.sink.caveat(f.rule.caveat, f.rule, conclude(
        "Mainland compliance: prefer H20 (96 GB), Ascend 910B/910C, A800, RTX 4090D and L20; "
        "H100/H200/A100/B200/4090 are export-restricted. Confirm invoices, SLA and renewal terms "
        "before signing; moving CUDA code to Ascend's CANN costs engineering time (source 2).",
        "国内合规：优先 H20（96 GB）、昇腾 910B/910C、A800、RTX 4090D、L20；H100/H200/A100/"
        "B200/4090 受出口管制。签约前确认发票、SLA 与续费规则；CUDA 代码迁到昇腾 CANN 要预留"
        "工程排期（来源 2）。"))
    return None


DOMESTIC_VENDORS = ("huawei",)  # the domestic accelerators the knowledge base holds (Ascend)


@rule(id="domestic-chips-only", concern="compliance", source="seed-001", pri=30,
      doc=I18n(en="信创 / 国产化 (--domestic-chips): only domestic accelerators; NVIDIA and AMD "
                  "parts are out whatever their export status.",
               zh="信创 / 国产化（--domestic-chips）：只用国产加速卡；英伟达、AMD 不论是否受出口管制都排除。"),
      when=lambda: [c.job << (m.kind == "job") & (m.domestic_chips == True),
                    c.card << (m.kind == "card") & (m.vendor != DOMESTIC_VENDORS[0])],
      shows={"job": ("domestic_chips",), "card": ("card", "vendor")})
def domestic_chips_only(f):
    return reject(
        f, f.card["card"],
        "not a domestic accelerator: 信创 / 国产化 procurement takes domestic chips (Ascend here), "
        "not NVIDIA or AMD parts, whatever their export status (--compliance alone keeps only "
        "the export rules).",
        "不是国产加速卡：信创 / 国产化采购只认国产芯片（本知识库中为昇腾），英伟达、AMD 不论是否受出口"
        "管制都不在其列（只要出口管制合规请用 --compliance）。")


@rule(id="domestic-chips-quote", concern="compliance", source="seed-001", pri=30,
      doc=I18n(en="信创: Ascend rentals need a quote, and CUDA code a port to CANN.",
               zh="信创：昇腾租用需要询价，CUDA 代码要迁移到 CANN。"),
      when=lambda: [c.job << (m.kind == "job") & (m.domestic_chips == True)],
      shows={"job": ("domestic_chips", "training")},
      caveat="domestic-chips-quote", show_order=54)
def domestic_chips_quote(f):
    # the Ascend stack for the job: training (MindSpeed on torch-npu / CANN) or serving
    stack_en = "MindSpeed / torch-npu for training" if f.job["training"] else "MindIE / vLLM-Ascend"
    stack_zh = "训练用 MindSpeed / torch-npu" if f.job["training"] else "MindIE / vLLM-Ascend"
    quoted = quoted_cards(f.sink.info)
    if quoted:  # review 109 C4b: "ask for a quote" after the person gave one
        return caveat(
            f, "信创 / 国产化: priced at the quote you gave for {cards}; the knowledge base holds no list price for "
               "the other Ascend cards. Plan the CUDA → CANN port ({stack}) before you commit (sources 2 and 4).",
            "信创 / 国产化：按你给的 {cards} 报价计价；其他昇腾卡知识库里没有标价。签约前为 CUDA → CANN 迁移"
            "（{stack_zh}）预留工程排期（来源 2、4）。",
            cards=", ".join(quoted), stack=stack_en, stack_zh=stack_zh)
    return caveat(
        f, "信创 / 国产化: the knowledge base holds no list price for Ascend rentals (source 2 gives "
        "910C only as an equivalent ≈ $0.72/h, a market reference): ask Huawei Cloud or a domestic "
        "platform for a quote, and plan the CUDA → CANN port ({stack}) before you commit (sources "
        "2 and 4).",
        "信创 / 国产化：知识库里没有昇腾租用的标价（来源 2 只给了 910C 等效约 $0.72/时，属市场参考价）："
        "请向华为云或国内平台询价，并在签约前为 CUDA → CANN 迁移（{stack_zh}）预留工程排期（来源 2、4）。",
        stack=stack_en, stack_zh=stack_zh)


@rule(id="domestic-chips-fit", concern="compliance", source="seed-001", pri=30,
      doc=I18n(en="信创: say how many of each Ascend card hold the job.",
               zh="信创：说明每种昇腾卡要几张才装得下任务。"),
      when=lambda: [c.job << (m.kind == "job") & (m.domestic_chips == True),
                    c.card << (m.kind == "card") & (m.vendor == DOMESTIC_VENDORS[0])],
      shows={"job": ("domestic_chips", "need_gb", "training"), "card": ("card", "gpus_needed", "vram", "replicas")},
      caveat="domestic-chips-fit", show_order=55, per_card=True)
def domestic_chips_fit(f):
    card, need = f.card, f.job["need_gb"]
    if card["gpus_needed"] and card.get("replicas", 1) > 1:  # copies, each its share (rules.base.copies)
        r, n = card["replicas"], card["gpus_needed"]
        return caveat(f, "{r} copies of {n} × {card} ({vram:g} GB per card), {total} cards in all, hold the job's "
                         "{need:g} GB — each copy its share of the sequences, on the fewest cards that hold it "
                         "and keep any speed or first-token limit, behind a load balancer ({servers}).",
                      "{r} 份副本、每份 {n} 张 {card}（每张 {vram:g} GB），共 {total} 张，装得下任务的 {need:g} GB——"
                      "每份承担一部分并发，用装得下这一份、并满足速度或首字延迟要求的最少卡数，前面放负载均衡（{servers_zh}）。",
                      r=r, n=n, card=card["card"], vram=card["vram"], need=need, total=r * n,
                      servers="one 8-card server runs them all" if r * n <= 8 else f"{-(-r * n // 8)} servers",
                      servers_zh="一台 8 卡服务器就能全跑" if r * n <= 8 else f"{-(-r * n // 8)} 台服务器")
    if card["gpus_needed"]:
        n = card["gpus_needed"]
        # review 18 m4: 2 × 910B held 110.9 GB with ~4 % to spare after the engine's 0.9 reservation
        per = card["need_n"] if n > 1 else card["need1"]
        # the need is in 10^9 bytes and the card's memory in GiB (review 30 M6: 116 GB of a 128 GiB 910C read as
        # past the engine's 0.9, while the launch line, in the same units as the need, started at it)
        cap = card["vram"] * GIB_IN_GB
        spare = cap * ENGINE_SHARE - per
        flag = math.ceil((per / cap + 0.01) * 100) / 100  # the share that starts it, 1 % over
        tight_en = tight_zh = ""
        if f.job["training"]:
            # a training run: no serving engine's share to raise (review 58 C2: a pre-training job was told to start
            # vLLM-Ascend with --gpu-memory-utilization), and its card count is set by the hours it has
            if spare < TIGHT_SHARE * cap:
                tight_en = " — with little room for activations: take {more} cards"
                tight_zh = "——激活值的余量很小：请用 {more} 张"
            info = f.sink.info.get(("card", card["card"]), {})
            timed = info.get("media_time")  # card-hours, unpriced
            if info.get("quoted"):  # priced at the person's quote: the plan above sizes and times it
                return caveat(
                    f, "{n} × {card} ({vram:g} GB per card) can hold the training job's {need:g} GB" + tight_en
                    + "; at your quote, the plan above gives the card count, hours and cost.",
                    "{n} 张 {card}（每张 {vram:g} GB）装得下训练任务的 {need:g} GB" + tight_zh
                    + "；按你的报价，卡数、时长和费用见上面的方案。",
                    n=n, card=card["card"], vram=card["vram"], need=need, more=2 * n)
            return caveat(
                f, "{n} × {card} ({vram:g} GB per card) can hold the training job's {need:g} GB" + tight_en
                + "; a training run's deadline sets the card count — give a quote (--quote {card}=PRICE/hour) and "
                  "the answer sizes and times the cards for it.{timed}",
                "{n} 张 {card}（每张 {vram:g} GB）装得下训练任务的 {need:g} GB" + tight_zh
                + "；训练的卡数由期限决定——给出报价（--quote {card}=价格/hour）即可按期限算卡数和时长。{timed_zh}",
                n=n, card=card["card"], vram=card["vram"], need=need, more=2 * n,
                timed=timed.en if timed else "", timed_zh=timed.zh if timed else "")
        if 0 <= spare < TIGHT_SHARE * cap:
            tight_en = (" — with {left:.1f} GB a card left inside the serving engine's usual 0.9 of the memory, "
                        "under 10 %: tight; take {more} cards for room")
            tight_zh = ("——在推理引擎通常占用的 0.9 显存内每张只剩 {left:.1f} GB，不到 10 %：偏紧；"
                        "要留余量请用 {more} 张")
        elif spare < 0 and flag <= 0.95:
            tight_en = (" — only with more than vLLM-Ascend's default 0.9 of the memory: launch with "
                        "--gpu-memory-utilization {flag:.2f}, or take {more} cards")
            tight_zh = ("——但要超过 vLLM-Ascend 默认的 0.9 显存：启动时加 --gpu-memory-utilization {flag:.2f}，"
                        "或用 {more} 张")
        elif spare < 0:
            tight_en = (" — but only with more than 0.95 of each card's memory ({per:.1f} GB a card): too tight to "
                        "run; take {more} cards")
            tight_zh = "——但每张要占 0.95 以上的显存（每张 {per:.1f} GB）：太紧，跑不稳；请用 {more} 张"
        timed = f.sink.info.get(("card", card["card"]), {}).get("media_time")  # a media job's hours, unpriced
        return caveat(f, "{n} × {card} ({vram:g} GB per card) can hold the job's {need:g} GB" + tight_en + ".{timed}",
                      "{n} 张 {card}（每张 {vram:g} GB）装得下任务的 {need:g} GB" + tight_zh + "。{timed_zh}",
                      n=n, card=card["card"], vram=card["vram"], need=need, left=max(0.0, spare), flag=flag,
                      per=per, more=2 * n, timed=timed.en if timed else "", timed_zh=timed.zh if timed else "")
    # past one node: the fewest whole 8-card servers whose cards hold it under the same fit a --max-gpus answer runs
    # (review 74 C8) — at least two: one node was just found too small (review 14 M1: "cannot within one node; 1
    # node can" — the total fits 8 cards, but each card also holds parts that do not divide, MLA's KV)
    nodes, four, chips = f.sink.info.get(("card-nodes", card["card"]), (0, 0.0, None))
    # review 74 C8: one server at 4 bits, where wider weights take two, was never said
    four_en = (" With 4-bit weights (--precision int4) the job needs {four:g} GB and one 8-card server holds it — "
               "check the accuracy on your own evals first.") if four else ""
    four_zh = ("如果权重用 4 位（--precision int4），任务只需 {four:g} GB，一台 8 卡服务器就装得下——"
               "先用自己的评测集核对精度。") if four else ""
    if nodes:  # review 5 F6: the standard 2-node 910B setup for DeepSeek-R1 W8A8 was never said
        how_en, how_zh = ("tensor parallel over HCCS inside a node, pipeline parallel over RoCE between nodes",
                          "节点内经 HCCS 张量并行，节点间经 RoCE 流水线并行")
        whole = f.sink.info.get(("job", ""), {}).get("dp_attention_gb", 0.0)
        if whole:  # review 106 C6: vLLM-Ascend's DP attention, as the memory was sized (rules.ascend_dp_launch)
            how_en, how_zh = dp_attention_how(card["card"], whole, f.sink.info.get(("card-most", card["card"])) or {})
        return caveat(
            f, "{card} cannot hold the job's {need:g} GB within one 8-card node (your GPU limit); "
               "{nodes} nodes × 8 {card} can (--max-gpus {gpus}: {how})." + (chips.en if chips else "") + four_en,
            "在一台 8 卡节点（你的卡数上限）内 {card} 装不下任务的 {need:g} GB；{nodes} 台 × 8 张 {card} "
            "可以（--max-gpus {gpus}：{how_zh}）。" + (chips.zh if chips else "") + four_zh,
            card=card["card"], need=need, nodes=nodes, gpus=nodes * 8, four=round(four, 1), how=how_en, how_zh=how_zh)
    return caveat(f, "{card} cannot hold the job's {need:g} GB within your GPU limit, nor on four 8-card servers."
                  + four_en, "在你的卡数上限内 {card} 装不下任务的 {need:g} GB，4 台 8 卡服务器也不行。" + four_zh,
                  card=card["card"], need=need, four=round(four, 1))


@rule(id="ascend-quantised", concern="caveats", source="vllm-ascend-quantization-guide", pri=50,
      doc=I18n(en="Quantised LLM weights on domestic (Ascend) chips: they load ModelSlim or "
                  "LLM-Compressor output with --quantization ascend, not a CUDA AWQ / GPTQ checkpoint.",
               zh="国产（昇腾）芯片上的量化权重：加载 ModelSlim 或 LLM-Compressor 量化的权重（--quantization "
                  "ascend），而不是给 CUDA 做的 AWQ / GPTQ 权重。"),
      when=lambda: [c.job << (m.kind == "job") & (m.domestic_chips == True) & (m.llm == True)
                    & ((m.precision == "int8") | (m.precision == "int4"))],
      shows={"job": ("precision", "domestic_chips")},
      caveat="ascend-quantised", show_order=22)
def ascend_quantised(f):
    # review 12 m7: the NPU counts were for 4-bit weights while the path said is W8A8
    four_en = (" The NPU counts in this answer are for 4-bit weights; a W8A8 model holds about twice "
               "the weight memory — size it with --precision int8 before you order.") \
        if f.job["precision"] == "int4" else ""
    four_zh = "本答案的 NPU 数量按 4 位权重计算；W8A8 模型的权重显存约为两倍——下单前请用 --precision int8 重新估算。" \
        if f.job["precision"] == "int4" else ""
    return caveat(f, (
        "{precision} on Ascend: vLLM Ascend loads weights quantised by Huawei's ModelSlim (W8A8 is its "
        "worked example) or LLM-Compressor, with --quantization ascend — an AWQ / GPTQ checkpoint made "
        "for CUDA is not it. Quantise the 16-bit weights with ModelSlim (it needs ample CPU RAM) or "
        "take a pre-quantised ModelScope upload (vllm-ascend/…-W8A8)." + four_en), (
        "昇腾上跑 {precision}：vLLM Ascend 加载的是华为 ModelSlim（示例为 W8A8）或 LLM-Compressor 量化的权重，"
        "启动加 --quantization ascend——给 CUDA 做的 AWQ / GPTQ 权重不行。用 ModelSlim 从 16 位权重量化（需要"
        "较大的内存），或直接用魔搭上的预量化版本（vllm-ascend/…-W8A8）。" + four_zh),
        precision=f.job["precision"].upper())


RULES = declared(__name__)
