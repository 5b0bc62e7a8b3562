"""The caveats people hit in practice (DESIGN §6), each raised only when it applies to a pick."""

# ruff: noqa: E712 - durable-rules conditions compare with == True / == False
from __future__ import annotations

from collections.abc import Mapping, Sequence

from knowledge.loader import KnowledgeBase
from rules.base._common import I18n, c, caveat, declared, info, m, rule
from rules.consultation import Pick
from rules.engine import Sink
from rules.estimate.requirement import Requirement
from rules.facts import Facts
from rules.pricing import Priced

PICK = "pick"


def _pick(**conds):
    expr = m.kind == PICK
    for key, value in conds.items():
        expr = expr & (getattr(m, key) == value)
    return expr


# the vendor's tools per ecosystem: status, power, topology, what topology should show (en, zh),
# and the software stack (en, zh)
_TOOLS = {"cuda": ("nvidia-smi", "nvidia-smi -q -d POWER", "nvidia-smi topo -m",
                   "NV# links, not PIX/PHB", "NV#，不是 PIX/PHB", "driver, CUDA", "驱动、CUDA"),
          "rocm": ("rocm-smi / amd-smi", "rocm-smi --showmaxpower", "rocm-smi --showtopo",
                   "XGMI links between the GPUs", "卡间为 XGMI 链路", "driver, ROCm", "驱动、ROCm"),
          "cann": ("npu-smi info", "npu-smi info -t power -i 0", "npu-smi info -t topo",
                   "HCCS links between the NPUs", "卡间为 HCCS 链路", "driver, CANN", "驱动、CANN")}


@rule(id="blackwell-software", concern="caveats", source="seed-002", pri=50,
      doc=I18n(en="A Blackwell pick needs new CUDA / PyTorch.",
               zh="选中 Blackwell 卡时提醒需要新版 CUDA / PyTorch。"),
      when=lambda: [c.p << _pick(blackwell=True)],
      shows={"p": ("card", "blackwell")},
      caveat="blackwell-software", show_order=190)
def blackwell_software(f):
    return caveat(f, (
        "{card} is Blackwell: it needs a recent driver, CUDA 12.8+ and a PyTorch built for it; "
        "check nvidia-smi before installing frameworks (source 3)."), (
        "{card} 是 Blackwell 架构：需要较新的驱动、CUDA 12.8+ 与对应的 PyTorch；装框架前先看 "
        "nvidia-smi（来源 3）。"),
        card=f.p["card"])


@rule(id="legacy-architecture", concern="caveats", source="seed-001", pri=50,
      doc=I18n(en="A Pascal / Volta / Turing pick lacks BF16 and newer kernels.",
               zh="选中 Pascal / Volta / Turing 卡时提醒缺少 BF16 与新内核。"),
      when=lambda: [c.p << _pick(legacy=True)],
      shows={"p": ("card", "arch")},
      caveat="legacy-architecture", show_order=280, per_card=True)
def legacy_architecture(f):
    arch = info(f, "p", "arch")
    family = info(f, "p", "generation")
    if family == "Pascal":
        extra_en = ("and Pascal is below vLLM's minimum compute capability 7.0 — plan on "
                    "llama.cpp or older framework builds")
        extra_zh = "且 Pascal 低于 vLLM 要求的计算能力 7.0——请用 llama.cpp 或旧版框架"
    else:
        extra_en = (f"no MXFP4/FP8 kernels; vLLM still runs {family} in FP16 with its older "
                    "attention backends, slower at long context")
        extra_zh = f"也没有 MXFP4/FP8 内核；vLLM 仍可在 {family} 上以 FP16 运行较旧的注意力后端，长上下文更慢"
    return caveat(f, (
        "{card} is {arch}: no BF16 (bf16 weights run as FP16), no FlashAttention-2, {extra_en} "
        "(source 2 lists it as the tight-budget choice)."), (
        "{card} 是 {arch} 架构：不支持 BF16（bf16 权重按 FP16 运行）、不支持 FlashAttention-2，"
        "{extra_zh}（来源 2 把它列为预算紧时的选择）。"),
        card=f.p["card"], arch=arch, extra_en=extra_en, extra_zh=extra_zh)


@rule(id="no-nvlink-pooling", concern="caveats", source="seed-000", pri=50,
      doc=I18n(en="A pick split over PCIe-only cards: memory does not pool.",
               zh="选中的多卡方案没有 NVLink：显存不能合并。"),
      when=lambda: [c.p << _pick(mode="pcie-split")],
      shows={"p": ("card", "gpus", "mode")},
      caveat="no-nvlink-pooling", show_order=40)
def no_nvlink_pooling(f):
    return caveat(f, (
        "{gpus} × {card} have no NVLink: their memory does not pool into one {total:g} GB card. "
        "Splitting the model over PCIe works for serving but each token crosses PCIe; source 1 "
        "warns this can be very slow, and training this way scales poorly (source 4: 4 cards, 1.2× one)."), (
        "{gpus} 张 {card} 没有 NVLink：显存不能合并成一张 {total:g} GB 的卡。推理可经 PCIe 拆分，"
        "但每个 token 都要跨 PCIe；来源 1 提醒这可能慢到失去意义，训练更是扩展很差（来源 4：4 卡只快 1.2 倍）。"),
        card=f.p["card"], gpus=f.p["gpus"], total=f.p["vram"] * f.p["gpus"])


@rule(id="ecc", concern="caveats", source="seed-000", pri=50,
      doc=I18n(en="Long training on a card without ECC.",
               zh="在无 ECC 的卡上长时间训练。"),
      when=lambda: [c.job << (m.kind == "job") & (m.training == True)
                    & (m.usage_hours >= 24),
                    c.p << _pick(ecc=False)],
      shows={"job": ("task", "usage_hours"), "p": ("card", "ecc")},
      caveat="ecc", show_order=220)
def ecc(f):
    return caveat(f, (
        "{card} has no ECC memory: on a long training run a bit flip crashes the job instead of "
        "being corrected — checkpoint often (source 1)."), (
        "{card} 没有 ECC 显存：长时间训练遇到显存位翻转只能崩掉重跑——请勤存 checkpoint（来源 1）。"),
        card=f.p["card"])


@rule(id="promo-price", concern="caveats", source="seed-001", pri=50,
      doc=I18n(en="The chosen offer is a promotional / limited price.",
               zh="所选报价是活动价 / 限购价。"),
      when=lambda: [c.p << _pick(promo=True)],
      shows={"p": ("card", "provider")},
      caveat="promo-price", show_order=170)
def promo_price(f):
    return caveat(f, (
        "{provider}'s price for {card} is an activity / limited price: do not take it as a "
        "long-term baseline; check renewal terms and quotas (source 2)."), (
        "{provider} 的 {card} 是活动价 / 限购价：不能当长期采购基准，确认续费规则与台数上限（来源 2）。"),
        card=f.p["card"], provider=info(f, "p", "provider_name"))


@rule(id="p2p-marketplace", concern="caveats", source="seed-001", pri=50,
      doc=I18n(en="The chosen offer is on a peer-to-peer marketplace.",
               zh="所选报价来自 P2P 市场。"),
      when=lambda: [c.p << _pick(p2p=True)],
      shows={"p": ("card", "provider")},
      caveat="p2p-marketplace", show_order=150)
def p2p_marketplace(f):
    return caveat(f, (
        "{provider} is a peer-to-peer marketplace: low prices can vanish and stability is on "
        "you; fine for interruptible work, not for production (source 2). A third party owns the "
        "machine: keep personal or confidential data off it, or use the seller's vetted datacenter tier."), (
        "{provider} 属于 P2P 市场：低价可能随时消失，稳定性自己承担；适合可中断任务，不适合生产"
        "（来源 2）。机器归第三方所有：个人信息和保密数据别放上去，或改用平台审核过的数据中心档。"),
        provider=info(f, "p", "provider_name"))


@rule(id="spot-production", concern="caveats", source="seed-001", pri=50,
      doc=I18n(en="Uninterruptible work on spot / P2P capacity.",
               zh="不能中断的任务用了竞价 / P2P 资源。"),
      when=lambda: [c.job << (m.kind == "job") & (m.interruptible == False),
                    c.p << (m.kind == PICK) & ((m.spot == True) | (m.p2p == True))],
      shows={"job": ("interruptible", "task"), "p": ("card", "provider")},
      caveat="spot-production", show_order=160)
def spot_production(f):
    if f.job["task"] == "inference" or f.job["rps"]:  # a service at a rate (an encoder's, a detector's) serves too
        return caveat(f, (
            "You did not say the job may be interrupted: do not run production serving on spot / "
            "peer-to-peer capacity ({provider}) (source 2)."), (
            "你没有说任务可以中断：不要用竞价 / P2P 实例（{provider}）跑不能中断的生产推理（来源 2）。"),
            provider=info(f, "p", "provider_name"))
    return caveat(f, (  # a training or batch job: a reclaimed machine costs the work since the last save
        "You did not say the job may be interrupted: spot / peer-to-peer machines ({provider}) can "
        "be reclaimed mid-run — save checkpoints often (or process files in resumable chunks) and "
        "resume elsewhere, or pick an on-demand offer (source 2).{alt}"), (
        "你没有说任务可以中断：竞价 / P2P 机器（{provider}）可能中途被收回——要经常保存检查点（或把文件分批、"
        "可续跑地处理）以便换机续跑，或改选按需实例（来源 2）。{alt_zh}"),
        provider=info(f, "p", "provider_name"), alt=info(f, "p", "on_demand_en"),
        alt_zh=info(f, "p", "on_demand_zh"))


@rule(id="whole-machine-price", concern="caveats", source="seed-001", pri=50,
      doc=I18n(en="The chosen offer is priced on a whole-machine basis.",
               zh="所选报价按整机口径计价。"),
      # a purchase with no renting prices no machine by the hour (review 102 c07: Alibaba's node under "不想上云")
      when=lambda: [c.job << (m.kind == "job") & (m.no_rental == False), c.p << _pick(whole_machine=True)],
      shows={"p": ("card", "provider", "machine")},
      caveat="whole-machine-price", show_order=180)
def whole_machine_price(f):
    if info(f, "p", "count_unstated"):  # review 68 C1: a price per instance of unknown size is no per-card share
        return caveat(f, (
            "{provider}'s figure is an instance's price ({machine}), CPU and RAM included; the source does not say "
            "how many {card} cards the instance has, so it is taken as one: check the instance's size before you "
            "order, and do not line it up directly with bare GPU hourly prices (source 2)."), (
            "{provider} 的价格是整台实例的价格（{machine}），含 CPU 与内存；来源没有写这台实例有几张 {card}，这里"
            "按 1 张计：下单前先核对实例规格，也不能直接和纯 GPU 时租对齐（来源 2）。"),
            provider=info(f, "p", "provider_name"), machine=info(f, "p", "machine"), card=f.p["card"])
    return caveat(f, (
        "{provider}'s figure is a per-card share of a whole-machine price ({machine}) that "
        "includes CPU and RAM: do not line it up directly with bare GPU hourly prices "
        "(source 2)."), (
        "{provider} 的价格按整机口径（{machine}）折算到单卡，含 CPU 与内存，不能直接和纯 GPU 时租"
        "对齐（来源 2）。"),
        provider=info(f, "p", "provider_name"), machine=info(f, "p", "machine") or "8-GPU machine")


@rule(id="datacenter-availability", concern="caveats", source="seed-000", pri=50,
      doc=I18n(en="The picked card is only in some datacenters of its provider.",
               zh="所选卡只在该平台的部分机房有货。"),
      when=lambda: [c.p << _pick(dc_limited=True)],
      shows={"p": ("card", "provider", "dc_text")},
      caveat="datacenter-availability", show_order=240)
def datacenter_availability(f):
    return caveat(f, (
        "{card} is not in every datacenter of {provider}: {where}. Check stock and reserve ahead "
        "(source 1)."), (
        "{card} 不是每个机房都有（{provider}）：{where}。先查库存，建议提前预订（来源 1）。"),
        card=f.p["card"], provider=info(f, "p", "provider_name"), where=info(f, "p", "dc_text"))


@rule(id="public-load-unstated", concern="caveats", source="seed-002", pri=50,
      doc=I18n(en="A public service sized for one conversation at a time because no load was "
                  "given: say what each more costs in memory and ask for the load.",
               zh="面向公众的服务没给负载、按一次一个会话估算时：说明每多一路要多少显存，并请给出负载。"),
      when=lambda: [c.job << (m.kind == "job") & (m.public_service == True)
                    & (m.load_unstated == True) & (m.llm == True)],
      shows={"job": ("public_service", "load_unstated", "kv_gb")},
      caveat="public-load-unstated", show_order=45)
def public_load_unstated(f):
    return caveat(f, (
        "Sized for one conversation at a time (no load given), but a public service serves many at "
        "once: each more at this context adds {kv:g} GB of KV cache (source 3). Give the load (--rps "
        "with --input-tokens / --output-tokens) or --concurrency and the answer sizes the GPUs for it."), (
        "按一次一个会话估算（没有给负载），但面向公众的服务会同时服务很多人：在这个上下文下每多一路就多 "
        "{kv:g} GB KV cache（来源 3）。给出负载（--rps 加 --input-tokens / --output-tokens）或 --concurrency，"
        "答案会按它配卡。"),
        kv=f.job["kv_gb"])


@rule(id="cross-border-latency", concern="caveats", source="seed-000", pri=50,
      doc=I18n(en="Renting from China in an overseas datacenter.",
               zh="在国内使用境外机房。"),
      when=lambda: [c.job << (m.kind == "job") & (m.region == "cn"),
                    c.p << _pick(offer_region="intl")],
      shows={"job": ("region",), "p": ("card", "provider", "offer_region")},
      caveat="cross-border-latency", show_order=250)
def cross_border_latency(f):
    unknown = info(f, "p", "hosting_unknown")  # review 26 m4: a seller listed abroad that never says where it runs
    return caveat(f, (
        "{provider} " + ("is listed abroad but does not say where its machines are: if outside mainland China, expect"
                         if unknown else "is outside mainland China: expect") + " 140–190 ms round trips from China — "
        "fine for training and batch jobs, laggy for SSH typing and Jupyter (source 1) — and it bills "
        "in foreign currency: you need a way to pay abroad."), (
        "{provider} " + ("登记在境外，但没写机器在哪里：如果在境外，" if unknown else "在境外：") + "从国内访问往返 "
        "140–190 ms——训练、微调、批量推理不受影响，SSH 逐字符输入与 Jupyter 会有迟滞（来源 1）；而且按外币结算："
        "需要能境外支付的方式。"),
        provider=info(f, "p", "provider_name"))


@rule(id="cross-border-data", concern="caveats", source="pipl-2021", pri=50,
      doc=I18n(en="Renting outside mainland China for a job in mainland China — a company's, or any training job's "
                  "corpus: data sent there is a cross-border transfer (PIPL; the export security assessment).",
               zh="国内的任务在境外机房跑（企业的任务，或任何训练任务的语料）：数据传过去就是出境（个人信息保护法；"
                  "数据出境安全评估）。"),
      when=lambda: [c.job << (m.kind == "job") & (m.region == "cn")
                    # a training corpus leaves the country whoever uploads it (review 123 M11: a 50B-token Chinese
                    # corpus sent to a US P2P host with no word on 数据出境)
                    & ((m.buyer == "company") | (m.training == True)),
                    c.p << _pick(offer_region="intl")],
      shows={"job": ("region", "buyer", "training"), "p": ("card", "provider", "offer_region")},
      caveat="cross-border-data", show_order=251)
def cross_border_data(f):
    return caveat(f, (
        "{provider} runs outside mainland China: the job's data goes there (a training corpus, chat logs, user "
        "documents). Personal information of people in China sent abroad is a cross-border transfer — PIPL arts. "
        "38–39 require a CAC security assessment, a standard contract or a certification, and the people's separate "
        "consent; important data, or personal information at the scale the CAC sets, must pass its data export "
        "security assessment first (数据出境安全评估办法, in force 2022-09-01). Check what the data holds, or keep "
        "it on a mainland platform."),
        "{provider} 在境外：任务数据要传过去（训练语料、对话记录、用户文档）。含境内个人信息的即属于个人信息出境——"
        "《个人信息保护法》第 38–39 条要求通过网信办安全评估、签订标准合同或取得认证，并取得个人单独同意；"
        "含重要数据、或个人信息达到网信办规定数量的，出境前要先申报数据出境安全评估（《数据出境安全评估办法》，"
        "2022-09-01 施行）。先查清数据里有什么，或留在境内平台。",
        provider=info(f, "p", "provider_name"))


@rule(id="billing-breakeven", concern="caveats", source="seed-000", pri=50,
      doc=I18n(en="Hourly vs day / week / month plans for the stated usage.",
               zh="按所述用量比较按量与包日 / 包周 / 包月。"),
      when=lambda: [c.job << (m.kind == "job") & (m.sized_job == False),
                    c.p << (m.kind == PICK) & (m.breakeven_days > 0)],
      shows={"job": ("hours_per_day", "days", "sized_job"),
             "p": ("card", "breakeven_days", "plan_cheaper")},
      caveat="billing-breakeven", show_order=140)
def billing_breakeven(f):
    p = f.p
    return caveat(f, (
        "{card}: on-demand {hourly} vs {period} {plan}; the {period} plan pays off after "
        "{days:.1f} days of round-the-clock use; at your {hours:g} h/day {verdict} (source 1: "
        "monthly ÷ hourly ÷ 24; source 2: under ~8 h/day prefer on-demand)."), (
        "{card}：按量 {hourly}，{period_zh} {plan_zh}；全天使用约 {days:.1f} 天回本——按你每天 "
        "{hours:g} 小时，{verdict_zh}（来源 1：月租 ÷ 时价 ÷ 24；来源 2：日均低于 8 小时优先按量）。"),
        card=p["card"], hourly=info(f, "p", "hourly_text"), plan=info(f, "p", "plan_text"),
        plan_zh=info(f, "p", "plan_text_zh"), days=p["breakeven_days"],
        hours=f.job["hours_per_day"], period=info(f, "p", "plan_unit"), period_zh=info(f, "p", "plan_unit_zh"),
        verdict=("the plan is cheaper" if p["plan_cheaper"] else "on-demand is cheaper"),
        verdict_zh=("包周期更划算" if p["plan_cheaper"] else "按量更划算"))


@rule(id="verify-rental", concern="caveats", source="seed-004", pri=50,
      doc=I18n(en="Day-one checks for the recommended card, with its expected figures.",
               zh="为推荐的卡给出上机第一天的检查项与应达数值。"),
      when=lambda: [c.p << _pick(top=True), c.job << (m.kind == "job")],
      shows={"p": ("card", "bw", "fp16", "tdp", "fast_link"), "job": ("procure",)},
      caveat="verify-rental", show_order=340)
def verify_rental(f):
    p = f.p
    tool, power, topo, links, links_zh, stack, stack_zh = _TOOLS.get(p["ecosystem"],
                                                                     _TOOLS["cuda"])
    if p["ecosystem"] == "cuda" and not p["fast_link"]:  # PCIe cards: NV# would be a false alarm
        links = "PIX / PXB between PCIe cards is expected; SYS means they sit on different CPU sockets"
        links_zh = "PCIe 卡之间为 PIX / PXB 属正常；SYS 表示分在不同 CPU 插槽上"
    return caveat(f, (
        "{day_one} {card}: {tool} ({stack}, no other processes; {vram}), "
        "{power} (power limit should be {tdp}, not capped), "
        "{topo} for multi-GPU ({links}), a copy test ≥ 70–80 % of "
        "{bw:,.0f} GB/s and a matmul ≥ 70–80 % of {tflops:,.1f} TFLOPS dense (source 4){other}."), (
        "{day_one_zh} {card}：{tool}（{stack_zh}、无其他进程；{vram_zh}），"
        "{power}（功耗上限应为 {tdp_zh}，没有被压），多卡跑 {topo}"
        "（应为 {links_zh}），拷贝测带宽 ≥ 标称 {bw:,.0f} GB/s 的 70–80%，FP16 矩阵乘 ≥ "
        "稠密 {tflops:,.1f} TFLOPS 的 70–80%（来源 4）{other_zh}。"),
        # review 14 M4: source 4's matmul line is NVIDIA's; an MI300X or Ascend often measures lower
        other="" if p["ecosystem"] == "cuda" else " — a line set for NVIDIA cards: on this platform a "
        "PyTorch matmul often measures lower, so a shortfall alone is no fault",
        other_zh="" if p["ecosystem"] == "cuda" else "——这是给 NVIDIA 卡的标准：这个平台上 PyTorch 矩阵乘常常测得更低，"
        "仅此不算故障",
        # a purchase is checked on delivery, before it is accepted (review 84 c01: "day one" read as a rental's)
        day_one="Acceptance test on delivery of" if f.job["procure"] == "buy" else "Day one on",
        day_one_zh="到货验收时检查" if f.job["procure"] == "buy" else "第一天上机检查",
        tool=tool, power=power, topo=topo, links=links, links_zh=links_zh, stack=stack,
        stack_zh=stack_zh,
        card=p["card"], bw=p["bw"], tflops=p["fp16"],
        # an Ascend 910C is two dies, each listed as its own 64 GB device (review 81 c04: "128 GB" made a sound
        # machine look faulty)
        vram=(f"{p['vram'] / p['devices']:g} GB per device, {p['devices']} devices a card" if p["devices"] > 1
              else f"{p['vram']:g} GB"),
        vram_zh=(f"每个设备 {p['vram'] / p['devices']:g} GB，每张卡 {p['devices']} 个设备" if p["devices"] > 1
                 else f"{p['vram']:g} GB"),
        tdp=f"{p['tdp']:g} W" if p["tdp"] else "the card's rated TDP",
        tdp_zh=f"{p['tdp']:g} W" if p["tdp"] else "该卡的额定功耗")


@rule(id="kv-cache-growth", concern="caveats", source="seed-002", pri=50,
      doc=I18n(en="LLM serving where the KV cache is a large share or context is long.",
               zh="KV cache 占比大或上下文长的大模型推理。"),
      when=lambda: [c.job << (m.kind == "job") & (m.task == "inference") & (m.kv_gb > 0)  # review 74 c12: a
                    & ((m.kv_share >= 0.1) | (m.context >= 16384)),  # stated or summed need has no KV part to say
                    c.p << _pick(top=True)],
      shows={"job": ("kv_gb", "need_gb", "context", "load_tokens"), "p": ("card", "max_context")},
      caveat="kv-cache-growth", show_order=30)
def kv_cache_growth(f):
    p, job = f.p, f.job
    if job["load_tokens"]:  # the others at what they hold on average (held_tokens): the longest ONE request
        return caveat(f, (
            "Context eats memory: the KV cache is {kv:.1f} GB of the {need:.1f} GB need and grows "
            "linearly with context × concurrent sequences; on {card} one request of up to ~{ctx:,} "
            "tokens fits beside the others at {load:,} each on average within the engine's memory budget "
            "(source 3)."), (
            "上下文吃显存：KV cache 占 {need:.1f} GB 需求中的 {kv:.1f} GB，随上下文 × 并发线性增长；"
            "{card} 在推理引擎的显存预算内，其余请求按平均 {load:,} token 计时，单个请求最长约 "
            "{ctx:,} token（来源 3）。"),
            kv=job["kv_gb"], need=job["need_gb"], card=p["card"], ctx=p["max_context"],
            load=job["load_tokens"])
    # (the figure is one request's longest beside the others at the context sized — fit's _longest_context — not
    # every sequence's: "at most ~131,072 tokens fit at your concurrency" for 25 at 6,644 on 4 × A100 read as 25 × 131k)
    return caveat(f, (
        "Context eats memory: the KV cache is {kv:.1f} GB of the {need:.1f} GB need and grows "
        "linearly with context × concurrent sequences; on {card} one request of at most ~{ctx:,} tokens fits "
        "beside the others at {context:,} each within the engine's memory budget (source 3)."), (
        "上下文吃显存：KV cache 占 {need:.1f} GB 需求中的 {kv:.1f} GB，随上下文 × 并发线性增长；"
        "{card} 在推理引擎的显存预算内，其余请求各按 {context:,} token 计，单个请求最长约 {ctx:,} token（来源 3）。"),
        kv=job["kv_gb"], need=job["need_gb"], card=p["card"], ctx=p["max_context"], context=job["context"])


def same_speed_as(kb: KnowledgeBase, facts: Facts, pick: Pick,
                  priced: Mapping[str, Priced]) -> str:
    """vram-not-speed's condition, computed when the pick fact is built (it compares the pick
    with every priced card): a bigger, pricier card with no more bandwidth, which would not
    generate faster (seed 002). Serving only; '' when there is none."""
    if facts.task != "inference":
        return ""
    card = kb.card(pick.card)
    cost = pick.monthly_cost or 0
    tempting = []  # review 19 m2: a card at several times the price is no upgrade anyone weighs
    for cid, p in priced.items():
        other = kb.card(cid)
        if (cid != pick.card and p.choice is not None and p.choice.monthly_display is not None
                and p.gpus == pick.gpus and other.vram_gb > card.vram_gb
                and other.bandwidth_gbs <= card.bandwidth_gbs * 1.02
                and cost < p.choice.monthly_display <= cost * UPGRADE_WITHIN):
            tempting.append((p.choice.monthly_display, cid))
    return min(tempting)[1] if tempting else ""


UPGRADE_WITHIN = 1.5  # a pricier card within this of the pick's cost is an upgrade someone might weigh


@rule(id="vram-not-speed", concern="caveats", source="seed-002", pri=50,
      doc=I18n(en="A pricier card with more memory but no more bandwidth than a pick "
       "would not be faster.",
               zh="比推荐的卡显存更大、带宽却不更高的贵卡并不会更快。"),
      when=lambda: [c.p << (m.kind == PICK) & (m.same_speed_as != "")],
      shows={"p": ("card", "same_speed_as")},
      caveat="vram-not-speed", show_order=210)
def vram_not_speed(f):
    return caveat(f, (
        "More memory is not more speed: {other} has more VRAM than {card} but no more bandwidth, "
        "so for a model that already fits it costs more without generating faster (source 3)."), (
        "大显存不等于更快：{other} 比 {card} 显存大，但带宽不更高；模型本来就放得下时，换它只会"
        "让账单变高，不会更快（来源 3）。"),
        card=f.p["card"], other=f.p["same_speed_as"])


@rule(id="sparse-tflops", concern="caveats", source="seed-004", pri=50,
      doc=I18n(en="Compute-bound jobs: say that TFLOPS are dense figures.",
               zh="算力密集任务：说明 TFLOPS 用的是稠密口径。"),
      when=lambda: [c.job << (m.kind == "job") & ((m.training == True)
                                                 | (m.priority == "speed")),
                    c.p << _pick(top=True)],
      shows={"job": ("task", "priority", "training"), "p": ("card", "fp16")},
      caveat="sparse-tflops", show_order=200)
def sparse_tflops(f):
    # review 111 C2: FP8 training is routine on Hopper, Ada and Blackwell; only the 2:4-sparse figures are out of reach
    return caveat(f, (
        "TFLOPS here are dense FP16/BF16 tensor figures ({card}: {tflops:,.0f}); vendor pages "
        "often quote 2:4-sparse figures (double the dense), which your {job} will not reach, and FP8 figures, "
        "reached only by work run in FP8 (FP8 mixed-precision training with Transformer Engine is routine on "
        "Hopper, Ada and Blackwell cards; the times here are at 16-bit) (source 4)."), (
        "这里的 TFLOPS 都是稠密 FP16/BF16 Tensor 算力（{card}：{tflops:,.0f}）；宣传页常写 2:4 稀疏"
        "数字（稠密的两倍），{job_zh}用不到；FP8 数字只有按 FP8 运行时才达得到（Hopper、Ada、Blackwell 卡上用 "
        "Transformer Engine 做 FP8 混合精度训练是常规做法；这里的时长按 16 位计）（来源 4）。"),
        card=f.p["card"], tflops=f.p["fp16"],
        job="training" if f.job["training"] else "job", job_zh="训练" if f.job["training"] else "任务")


@rule(id="build-vs-rent", concern="caveats", source="seed-001", pri=50,
      doc=I18n(en="Long, steady, high-utilisation use: compare buying.",
               zh="长期、稳定、高利用率：比较自建。"),
      when=lambda: [c.job << (m.kind == "job") & (m.utilisation >= 0.6) & (m.days >= 90),
                    c.p << _pick(top=True)],
      shows={"job": ("utilisation", "days")},
      caveat="build-vs-rent", show_order=260)
def build_vs_rent(f):
    return caveat(f, (
        "At {util:.0%} utilisation for {days:g} days, buying may beat renting: a single-GPU "
        "workstation starts around $5,500 and an 8-GPU HGX system exceeds $350,000; above "
        "60–70 % steady utilisation, self-hosting can be cheaper (source 2)."), (
        "利用率 {util:.0%}、持续 {days:g} 天，自建可能比租更省：单卡工作站约 $5,500 起，8 卡 HGX "
        "超过 $350,000；长期利用率超过 60%–70% 且规模稳定时自建可能更省（来源 2）。"),
        util=f.job["utilisation"], days=f.job["days"])


def near_miss(kb: KnowledgeBase, facts: Facts, req: Requirement, sink: Sink,
              picks: Sequence[Pick]) -> bool:
    """cpu-offload's condition, computed when the outcome fact is built (it reads the rejected
    cards): offloading is worth a warning when nothing fits, or when a smaller consumer card
    than the answer (one people own) missed the memory gate by less than 2× — seed 000's "can
    my 4090 run 70B with offload?"."""
    if facts.task != "inference":
        return False  # seed 000's warning is about serving: a few tokens per second
    if not picks:
        # only when memory is what rules cards out — no card holds the job: a budget, a deadline or
        # a market rule is not fixed by offloading (review 3 F15)
        return not sink.feasible_cards
    top_vram = kb.card(picks[0].card).vram_gb
    return any(r.rule == "memory-gate" and kb.card(cid).card_class == "consumer"
               and kb.card(cid).vram_gb < top_vram and req.vram_gb <= 2 * kb.card(cid).vram_gb
               for cid, reasons in sink.rejected.items() for r in reasons[:1])


@rule(id="cpu-offload", concern="caveats", source="seed-000", pri=50,
      doc=I18n(en="When the need is beyond the cards in reach, offloading is not a fix.",
               zh="需求超出可选的卡时，offload 不是解决办法。"),
      when=lambda: [c.o << (m.kind == "outcome") & (m.near_miss == True)],
      shows={"o": ("picks", "near_miss")},
      caveat="cpu-offload", show_order=230)
def cpu_offload(f):
    return caveat(f, (
        "Offloading layers to CPU RAM or disk makes a too-small card run, but an order of "
        "magnitude slower (a few tokens/s) — an emergency measure, not a deployment "
        "(sources 1, 4)."), (
        "把部分层 offload 到内存或硬盘能让小卡跑起来，但慢一个数量级（每秒几个 token）——只能应急，"
        "不能当部署方案（来源 1、4）。"))


RULES = declared(__name__)
