"""Memory first (seed 000, rule 01): a hard gate, not a matter of degree."""

# ruff: noqa: E712 - durable-rules conditions compare with == True / == False
from __future__ import annotations

from rules.base._common import I18n, c, conclude, declared, info, m, reject, rule
from rules.placement import MIN_HEADROOM


@rule(id="prefill-too-slow", concern="memory", source="seed-004", pri=12,
      doc=I18n(en="A serving card whose compute needs over five minutes to read the full prompt "
                  "(prefill ≈ 2 × active parameters × tokens ÷ dense TFLOPS) is ruled out.",
               zh="读入完整提示（预填充 ≈ 2 × 激活参数 × token 数 ÷ 稠密 TFLOPS）超过五分钟的卡，"
                  "不适合做推理服务。"),
      when=lambda: [c.job << (m.kind == "job") & (m.task == "inference"),
                    c.card << (m.kind == "card") & (m.prefill_s > 300)],
      shows={"job": ("context",), "card": ("card", "prefill_s")})
def prefill_too_slow(f):
    card, job = f.card, f.job
    return reject(
        f, card["card"],
        "too slow to read a full {ctx:,}-token prompt: at its compute the prefill alone takes "
        "≥ {secs:,.0f} s before the first token (the limit for serving: 5 minutes).",
        "算力不足以读入完整的 {ctx:,} token 提示：仅预填充就要 ≥ {secs:,.0f} 秒才出第一个 token"
        "（推理服务上限 5 分钟）。",
        ctx=job["context"], secs=card["prefill_s"])


@rule(id="precision-unsupported", concern="memory", source="seed-004", pri=12,
      doc=I18n(en="FP8 weights need FP8 tensor cores (Ada, Hopper, Blackwell, CDNA 3) or "
                  "Ampere's weight-only kernels; older cards are ruled out for FP8.",
               zh="FP8 权重需要 FP8 Tensor Core（Ada、Hopper、Blackwell、CDNA 3）或 Ampere 的"
                  "仅权重内核；更老的卡不能跑 FP8。"),
      when=lambda: [c.job << (m.kind == "job") & (m.precision == "fp8"),
                    c.card << (m.kind == "card") & (m.fp8 == "no")],
      shows={"job": ("precision",), "card": ("card", "arch", "fp8")})
def precision_unsupported(f):
    card = f.card
    return reject(
        f, card["card"],
        "cannot run FP8 weights: its architecture ({arch}) has neither FP8 tensor cores nor "
        "the W8A16 kernels Ampere uses; choose FP16 or INT8/INT4 on it.",
        "无法运行 FP8 权重：{arch} 架构既没有 FP8 Tensor Core，也没有 Ampere 可用的 W8A16 内核；"
        "在这张卡上请用 FP16 或 INT8/INT4。",
        arch=info(f, "card", "arch"))


@rule(id="memory-fits", concern="memory", source="seed-000", pri=10,
      doc=I18n(en="A card is feasible when the per-GPU need fits its memory with headroom.",
               zh="每卡需求连同余量装得进显存，这张卡才可行。"),
      when=lambda: [c.job << (m.kind == "job"),
                    c.card << (m.kind == "card") & (m.fits1 == True)],
      shows={"job": ("need_gb",), "card": ("card", "vram", "headroom1")})
def memory_fits(f):
    card, job = f.card, f.job
    f.sink.feasible(card["card"], 1, "single", f.rule)
    return conclude(
        "{card}: the job needs {need:.1f} GB and one {vram:g} GB card holds it "
        "({headroom:.1f} GB to spare).",
        "{card}：任务需要 {need:.1f} GB，一张 {vram:g} GB 卡装得下（余 {headroom:.1f} GB）。",
        card=card["card"], need=job["need_gb"], vram=card["vram"], headroom=card["headroom1"])


@rule(id="memory-gate", concern="memory", source="seed-000", pri=10,
      doc=I18n(en="Memory is a hard gate: a card (or allowed set of cards) that cannot hold "
                  "the job is ruled out, whatever its speed or price.",
               zh="显存是硬门槛：装不下的卡（或允许的多卡组合）直接排除，不论多快多便宜。"),
      when=lambda: [c.job << (m.kind == "job"),
                    c.card << (m.kind == "card") & (m.fits1 == False)
                    & (m.gpus_needed == 0)],
      shows={"job": ("need_gb", "max_gpus"), "card": ("card", "vram", "single_only", "headroom1")})
def memory_gate(f):
    card, job = f.card, f.job
    if card["single_only"] and card["headroom1"] >= 0:  # review 12 m2: "does not fit (OOM)" of 46.4 in 48 GB
        usable = job["need_gb"] + card["headroom1"]
        return reject(
            f, card["card"],
            "needs {need:.1f} GB on one GPU; this card's {usable:.1f} GB usable hold it with only "
            "{spare:.1f} GB ({pct:.1f} %) to spare — under the {gate:.0f} % the memory gate keeps for "
            "fragmentation and peaks, too tight to rely on.",
            "单卡需要 {need:.1f} GB；这张卡可用 {usable:.1f} GB，只余 {spare:.1f} GB（{pct:.1f}%）——低于显存"
            "门槛为碎片和峰值留的 {gate:.0f}%，太紧，不可靠。",
            need=job["need_gb"], usable=usable, spare=card["headroom1"],
            pct=100 * card["headroom1"] / usable if usable else 0.0, gate=100 * MIN_HEADROOM)
    if card["single_only"]:
        return reject(
            f, card["card"],
            "needs {need:.1f} GB on one GPU; this card has {vram:g} GB — weights and "
            "activations that do not fit make the job fail (OOM), not run slower.",
            "单卡需要 {need:.1f} GB，这张卡只有 {vram:g} GB——装不下就是 OOM 直接退出，"
            "不是「慢一点跑完」。",
            need=job["need_gb"], vram=card["vram"])
    most = getattr(f.sink, "info", {}).get(("card-most", card["card"]))
    if most is not None and most["gpus"] * most["usable"] >= job["need_gb"]:
        # the GPUs together have the memory, but the share per GPU is what fails: parts of the
        # need do not divide across GPUs (or leave under the gate's headroom: review 14 M1)
        tight = most["per_gpu"] <= most["usable"]
        tight_en = f", under the {100 * MIN_HEADROOM:.0f} % the memory gate keeps free" if tight else ""
        tight_zh = f"，余量低于显存门槛要留的 {100 * MIN_HEADROOM:.0f}%" if tight else ""
        mla_en = (" (an MLA model's compressed KV cache is not split by tensor parallelism: every "
                  "GPU holds all of it)") if most["mla"] else ""
        mla_zh = "（MLA 模型的压缩 KV cache 不随张量并行切分：每张卡都存一整份）" if most["mla"] else ""
        if most.get("dp_attention_gb"):  # each GPU its own requests' cache: what stays whole is weights (review 106 C6)
            whole = most["dp_attention_gb"]
            mla_en = (" (under DP attention each GPU keeps only its own requests' MLA cache, but the "
                      f"{whole:,.1f} GB of attention / dense / shared-expert weights whole — twice on a two-die card "
                      "such as the 910C)")
            mla_zh = ("（DP attention 下每卡只存自己那部分请求的 MLA 缓存，但注意力 / 稠密层 / 共享专家权重 "
                      f"{whole:,.1f} GB 每卡各存一份——910C 这样的双 die 卡存两份）")
        if most.get("sharded"):  # training over PCIe cards: ZeRO-3's share, and what offloading does
            mla_en = (" even sharded with ZeRO-3 (and training over PCIe is slow: source 4's 4 × 4090 ran 1.2× one "
                      "card)")
            mla_zh = "，即使用 ZeRO-3 分片也一样（且 PCIe 上训练很慢：来源 4 的 4 张 4090 只有单卡 1.2 倍）"
            if most.get("offload_fits"):
                mla_en += "; offloading the optimizer states to CPU memory (ZeRO-Offload) would fit, far slower"
                mla_zh += "；把优化器状态卸载到 CPU 内存（ZeRO-Offload）能装下，但慢得多"
        holds, seqs, ctx = most.get("holds", 0), most.get("sequences", 1), most.get("context", 0)
        load = most.get("load", 0)  # the need's own occupancy, as the headline counts it (review 110 C1-a)
        basis_en = (f"one sequence at the full {ctx:,} and the rest at {load:,} each" if load
                    else f"every sequence at the full {ctx:,}")
        basis_zh = f"1 路用满 {ctx:,}、其余每路 {load:,}" if load else f"每路都用满 {ctx:,}"
        holds_en = (f" At {seqs} at once their engine holds {holds:,} tokens a sequence ({holds * seqs:,} in all) — "
                    f"enough if requests average that; the need above is {basis_en} (give "
                    "the load, --rps with tokens per request, to size by the tokens in flight).") if holds else ""
        holds_zh = (f"按同时 {seqs} 路，推理引擎每路能放 {holds:,} token（共 {holds * seqs:,}）——请求平均不超过"
                    f"这个长度就够；上面的需求按{basis_zh}计（给出负载 --rps 和每个请求的 token 数，"
                    "可按在途 token 估算）。") if holds else ""
        return reject(
            f, card["card"],
            "needs {need:.1f} GB; on {gpus} of these {vram:g} GiB cards (the limit of --max-gpus / "
            "one node) each would need {per:.1f} GB of its {usable:.1f} GB (10^9 bytes) usable{tight} — activations, "
            "runtime memory and the replicated parts do not divide across GPUs{mla}.{holds}",
            "需要 {need:.1f} GB；即使用 {gpus} 张 {vram:g} GiB 卡（--max-gpus 或单节点上限），每张也要 "
            "{per:.1f} GB，而可用只有 {usable:.1f} GB（10⁹ 字节）{tight_zh}"
            "——激活、运行时开销和各卡都要存的部分不能均摊{mla_zh}。"
            "{holds_zh}",
            need=job["need_gb"], gpus=most["gpus"], vram=card["vram"], per=most["per_gpu"],
            usable=most["usable"], mla=mla_en, mla_zh=mla_zh, tight=tight_en, tight_zh=tight_zh,
            holds=holds_en, holds_zh=holds_zh)
    return reject(
        f, card["card"],
        "needs {need:.1f} GB; even {gpus} of these {vram:g} GB cards (the limit of "
        "--max-gpus / one node) cannot hold it.",
        "需要 {need:.1f} GB；即使 {gpus} 张 {vram:g} GB 卡（--max-gpus 或单节点上限）也装不下。",
        need=job["need_gb"], gpus=job["max_gpus"], vram=card["vram"])


@rule(id="memory-needs-several", concern="memory", source="seed-000", pri=10,
      doc=I18n(en="When one card is too small but several could hold the job, ask whether "
                  "this card can pool memory (next: the interconnect rules).",
               zh="一张不够、多张够时，再看这种卡能否合并显存（交给互联规则判断）。"),
      when=lambda: [c.card << (m.kind == "card") & (m.fits1 == False)
                    & (m.gpus_needed > 1)],
      shows={"card": ("card", "vram", "gpus_needed", "need_n", "copies", "layer_split")})
def memory_needs_several(f):
    card = f.card
    f.derive("pool-request", card=card["card"], gpus=card["gpus_needed"],
             per_gpu=card["need_n"], copies=card["copies"], layer_split=card["layer_split"])
    return conclude(
        "{card}: one card is not enough; {gpus} cards would hold {per:.1f} GB each if the "
        "model can be split across them.",
        "{card}：一张不够；若模型能拆到多卡上，需要 {gpus} 张、每张 {per:.1f} GB。",
        card=card["card"], gpus=card["gpus_needed"], per=card["need_n"])


RULES = declared(__name__)
