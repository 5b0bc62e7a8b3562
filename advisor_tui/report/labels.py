"""Every heading and label of the report, in English and Chinese.

Texts that come from the consultation (answers, reasons, caveats) are already bilingual; these are
the report's own words. ``label(lang, key)`` picks one; a missing key is a bug (KeyError).
"""

from __future__ import annotations

from typing import Any

from advisor_tui.vocabulary import FACT_LABELS, PART_LABELS, ROLE_NAMES, TASK_NAMES, UNIT_NAMES

LANGS = ("en", "zh")

LABELS: dict[str, tuple[str, str]] = {
    # document
    "title": ("GPU rental report", "GPU 租用建议报告"),
    "title_buy": ("GPU purchase report", "GPU 采购建议报告"),
    "generated": ("Generated {date} by gpu-advisor {version}",
                  "由 gpu-advisor {version} 生成于 {date}"),
    "contents": ("Contents", "目录"),
    # sections
    "answer": ("The answer", "结论"),
    "facts": ("What you told me", "你提供的信息"),
    "assumed": ("What I assumed (you did not say)", "我假设的默认值（你未提供）"),
    "facts_notes": ("Notes on your facts", "关于你提供的信息"),
    "nothing_told": ("Nothing beyond the defaults below.", "除下列默认值外没有其他信息。"),
    "memory": ("Memory requirement", "显存需求"),
    "picks": ("Picks", "推荐"),
    "why": ("Why: the reasoning, step by step", "为什么：逐步推理"),
    "rejected": ("Ruled out", "已排除的卡"),
    "caveats": ("Caveats", "注意事项"),
    "what_if": ("What if", "如果……"),
    "checklist": ("Day-one checklist for {card}", "{card} 上机第一天检查清单"),
    "sources": ("Sources", "来源"),
    "charts": ("Charts", "图表"),
    # memory
    "need": ("Need", "需求"),
    "total": ("Total", "合计"),
    "part": ("Part", "组成"),
    "gb": ("GB", "GB"),
    "share": ("Share", "占比"),
    "formula": ("Formula", "公式"),
    "inputs": ("Numbers put in", "代入的数值"),
    "input": ("Input", "输入"),
    "value": ("Value", "数值"),
    "thumb": ("Source 1's rule of thumb (weights × 1.2)", "来源 1 的经验估算（权重 × 1.2）"),
    "thumb_note": ("{thumb} GB, beside {need} GB from the breakdown above.",
                   "{thumb} GB，对照上面分项估算的 {need} GB。"),
    "comfortable": ("Comfortable (upper end of the stated range)", "宽裕（来源区间上限）"),
    "weights_source": ("Weights from", "权重依据"),
    "estimate_notes": ("How each part was sized", "各项怎么算的"),
    **PART_LABELS,  # the parts of the memory estimate
    # picks
    "rank": ("#", "#"),
    "role": ("Role", "角色"),
    "card": ("Card", "卡型"),
    "gpus": ("GPUs", "卡数"),
    "provider": ("Provider", "平台"),
    "price": ("Price", "价格"),
    "monthly": ("Cost for your usage", "按你的用量的费用"),
    "headroom": ("Spare memory", "显存余量"),
    "decode": ("Decode speed", "解码速度"),
    "decode_value": ("≤ {value} tokens/s per sequence", "单路 ≤ {value} token/s"),
    "decode_at_load": ("≈ {value} tokens/s per sequence × {flight} in flight per copy, {total} in "
                       "all at the stated load (one alone ≈ {alone}, per-sequence bound ≤ {bound})",
                       "给定负载下单路约 {value} token/s × 每份副本同时 {flight} 路，合计 {total}"
                       "（单独一路约 {alone}，单路上限 ≤ {bound}）"),
    "decode_expected": ("≈ {value} tokens/s per sequence, {total} in all (per-sequence bound ≤ {bound})",
                        "单路约 {value} token/s，合计 {total}（单路上限 ≤ {bound}）"),
    # (review 90 c04: "19 ms" for R1's 4k prompt on 8 × B200 is the compute alone; published runs read hundreds)
    "first_token": ("First token: ≈ {ms} ms to read the {tokens}-token prompt (your limit {limit} ms; with no other "
                    "prompt queued ahead; the compute alone — the engine's steps, MoE routing and the network add to "
                    "it: the round trip from your users to the data centre counts against the limit too (light in "
                    "fibre: about 1 ms of round trip per 100 km — rent in the region nearest your requests); measure "
                    "the 95th percentile under load in a pilot)",
                    "首 token：读入 {tokens} token 提示约 {ms} 毫秒（你的上限 {limit} 毫秒；前面没有排队的提示时；"
                    "只算了计算——引擎调度、MoE 路由和网络还会再加：用户到机房的往返也算在上限里"
                    "（光纤里每 100 公里约 1 毫秒往返——选离请求最近的地区租）；上线前在负载下实测 P95）"),
    # a request whose prefix is in the cache reads only its new tokens (review 99 c02; rules.prefix_load)
    "first_token_cached": ("First token: ≈ {ms} ms to read a request's {tokens} new tokens after its {cached}-token "
                           "cached prefix (your limit {limit} ms; a cache miss reads the whole prompt; the compute "
                           "alone — the engine's steps, MoE routing and the network add to it: measure the 95th "
                           "percentile under load in a pilot)",
                           "首 token：读入缓存前缀（{cached} token）之后新增的 {tokens} token 约 {ms} 毫秒（你的上限 "
                           "{limit} 毫秒；缓存未命中时要读整段提示；只算了计算——引擎调度、MoE 路由和网络还会再加："
                           "上线前在负载下实测 P95）"),
    "first_token_queued": ("First token: ≈ {ms} ms at the peak — {read} ms to read the {tokens}-token prompt, the "
                           "rest waiting for the prompts ahead of it with {flight} requests in flight (your limit "
                           "{limit} ms; the compute alone — the engine's steps, MoE routing and the network add to "
                           "it, and the round trip from your users to the data centre counts against the limit too: "
                           "measure the 95th percentile under load in a pilot)",
                           "首 token：高峰时约 {ms} 毫秒——读入 {tokens} token 提示约 {read} 毫秒，其余是同时 {flight} "
                           "个请求时等前面的提示读完（你的上限 {limit} 毫秒；只算了计算——引擎调度、MoE 路由和网络"
                           "还会再加，用户到机房的往返也算在上限里：上线前在负载下实测 P95）"),
    "launch": ("Launch", "启动命令"),
    "per_gpu_need": ("Need per GPU", "每卡需求"),
    "max_context": ("Longest context that fits", "可容纳的最长上下文"),
    "within_engine": (" ({value} within the serving engine's memory budget, at your concurrency)",
                      "（按你的并发、在推理引擎的显存预算内约 {value}）"),
    "tokens": ("{value} tokens", "{value} token"),
    "billing": ("Billing for your usage", "按你的用量计费"),
    "conversion": ("Currency", "币种换算"),
    "to_buy": ("To buy", "购买"),
    "within_budget": ("within your {budget} budget", "在 {budget} 预算内"),
    "over_budget": ("OVER your {budget} budget by {over}", "超出 {budget} 预算 {over}"),
    "break_even": ("buying equals {months} months of this rent (power, hosting and resale not counted)",
                   "相当于按此租金租 {months} 个月（不含电费、托管与残值）"),
    "price_date": ("Price as of", "报价日期"),
    "flags": ("Offer flags", "报价标记"),
    "basis": ("Basis", "计价方式"),
    "no_picks": ("No card meets every requirement; see the what-if section for what would change that.",
                 "没有同时满足全部条件的卡；看「如果……」一节，改什么条件可行。"),
    "none": ("None.", "无。"),
    "dash": ("—", "—"),
    # roles
    **ROLE_NAMES,
    # modes
    "single": ("one GPU", "单卡"),
    "whole_copy_each": ("each holds the whole model", "每张卡放完整模型"),
    "pooled": ("pooled over a fast link", "高速互联合并"),
    "pcie-split": ("split over PCIe", "经 PCIe 切分"),
    "multi-node": ("sharded across nodes (fast link inside, InfiniBand between)",
                   "跨节点分片（节点内高速互联，节点间 InfiniBand）"),
    "pcie-fsdp": ("sharded over PCIe (FSDP)", "经 PCIe 分片（FSDP）"),
    "separate": ("each on its own share of the files", "各卡分头处理文件"),
    # trace / rejected / caveats
    "step": ("Step", "步骤"),
    "rule": ("Rule", "规则"),
    "concluded": ("Concluded", "结论"),
    "source": ("Source", "来源"),
    "reasons": ("Why", "理由"),
    "rejected_intro": ("{n} of {total} cards were ruled out; every card in the knowledge base is either "
                       "a pick or listed here.",
                       "知识库中 {total} 款卡排除了 {n} 款；每款卡要么在推荐里，要么在这里。"),
    "trace_more": ("… and {n} more like these: {cards}", "……另有 {n} 条同类：{cards}"),
    "trace_intro": ("Every rule that fired, in order, with the knowledge it rests on.",
                    "每条触发的规则，按顺序，附其依据。"),
    "caveat_card": ("applies to {card}", "针对 {card}"),
    # checklist
    "check_intro": ("Run these in the first hour, before you commit to a longer plan (source 4 §4). "
                    "The pass line is 70–80 % of the card's published figure.",
                    "在开通更长的套餐前，第一个小时内跑完这些检查（来源 4 第 4 节）。"
                    "合格线是这张卡标称值的 70–80 %。"),
    "check": ("Check", "检查"),
    "command": ("Command", "命令"),
    "expect": ("Expect", "预期"),
    "check_smi": ("Card, memory, driver", "卡型、显存、驱动"),
    "check_smi_expect": ("{gpus} × {card} with about {vram} GB each; driver and CUDA version new enough for "
                         "your PyTorch; no other process holding memory.",
                         "{gpus} 张 {card}，每张约 {vram} GB；驱动与 CUDA 版本满足你的 PyTorch；"
                         "没有其他进程占用显存。"),
    "check_power": ("Power cap", "功耗墙"),
    "check_power_expect": ("Max Power Limit close to the card's {tdp} W TDP; a cap well below it "
                           "(e.g. {low} W) costs speed — ask for another instance.",
                           "Max Power Limit 应接近这张卡的 TDP {tdp} W；明显更低（如 {low} W）"
                           "说明被限功耗，速度会打折，请换实例。"),
    "check_power_unknown": ("No published TDP for this card: compare Max Power Limit with the provider's "
                            "stated board power.",
                            "这张卡没有公开的 TDP：把 Max Power Limit 与平台标称功耗比较。"),
    "check_matmul": ("FP16 matmul", "FP16 矩阵乘"),
    "check_matmul_expect": ("≥ {low}–{high} TFLOPS of {spec} (dense FP16) per GPU.",
                            "每张卡 ≥ {low}–{high} TFLOPS（标称稠密 FP16 {spec}）。"),
    "check_copy": ("Memory bandwidth (copy)", "显存带宽（拷贝）"),
    "check_copy_expect": ("≥ {low}–{high} GB/s of {spec} per GPU; far below means a shared or "
                          "throttled card.",
                          "每张卡 ≥ {low}–{high} GB/s（标称 {spec}）；远低于此说明带宽被共享或限速。"),
    "check_topo": ("GPU topology", "多卡拓扑"),
    "check_smi_expect_rocm": ("{gpus} × {card} with about {vram} GB each; driver and ROCm version new enough "
                              "for your PyTorch (a ROCm build of it); no other process holding memory.",
                              "{gpus} 张 {card}，每张约 {vram} GB；驱动与 ROCm 版本满足你的 PyTorch（ROCm 版）；"
                              "没有其他进程占用显存。"),
    "check_smi_expect_cann": ("{gpus} × {card} with about {vram} GB each; driver and CANN version matching "
                              "your torch_npu; no other process holding memory.",
                              "{gpus} 张 {card}，每张约 {vram} GB；驱动与 CANN 版本匹配你的 torch_npu；"
                              "没有其他进程占用显存。"),
    "check_topo_xgmi": ("XGMI between every pair of the {gpus} GPUs (Infinity Fabric); PCIE means the "
                        "cards talk over PCIe only, and multi-GPU speed will suffer.",
                        "{gpus} 张卡两两之间为 XGMI（Infinity Fabric）；显示 PCIE 说明只走 PCIe，多卡加速会打折。"),
    "check_topo_hccs": ("HCCS between the {gpus} NPUs of the server; a PCIe-only link means the "
                        "cards will not pool.", "服务器内 {gpus} 颗 NPU 之间为 HCCS；只有 PCIe 说明无法合并显存。"),
    "check_matmul_expect_other": ("{low}–{high} TFLOPS of {spec} (dense FP16) per GPU is source 4's line for "
                                  "NVIDIA cards; on this platform a PyTorch matmul often measures lower, so a "
                                  "shortfall alone is no fault — compare cards of the same kind.",
                                  "每张卡 {low}–{high} TFLOPS（标称稠密 FP16 {spec}）是来源 4 给 NVIDIA 卡的标准；"
                                  "这个平台上 PyTorch 矩阵乘常常测得更低，仅此不算故障——和同型号的卡比较。"),
    "check_topo_nvlink": ("NV# between every pair of the {gpus} GPUs (NVLink); PIX / PHB / SYS means "
                          "PCIe only, and multi-GPU speed will suffer.",
                          "{gpus} 张卡两两之间显示 NV#（NVLink）；显示 PIX / PHB / SYS 说明只走 PCIe，"
                          "多卡加速会打折。"),
    "check_topo_pcie": ("PIX (same PCIe switch) is the best this card offers: it has no NVLink; "
                        "SYS means traffic crosses CPU sockets.",
                        "这张卡没有 NVLink，最好是 PIX（同一 PCIe 交换机）；SYS 说明要跨 CPU 插槽。"),
    "check_script": ("The matmul and copy tests in one script (PyTorch):",
                     "矩阵乘与拷贝测试合在一个脚本里（PyTorch）："),
    "check_script_ref": ("script below", "见下方脚本"),
    "check_script_note": ("The copy figure counts the read and the write (2 × the bytes): source 4's "
                          "one-way count would read half and fail a healthy card.",
                          "拷贝带宽按读 + 写（2 倍字节数）计：来源 4 的脚本只计一次，得数减半，"
                          "会把正常的卡判成不合格。"),
    # sources
    "title_col": ("Title", "标题"),
    "as_of": ("As of", "日期"),
    "kind": ("Kind", "类型"),
    "url": ("Address", "地址"),
    "unknown": ("unknown", "未知"),
    "unknown_source": ("(not in the knowledge base)", "（不在知识库中）"),
    "stale_price": ("{card} at {provider}: the price is from {as_of}, {days} days before this report — "
                    "check it before you rent.",
                    "{card}（{provider}）：报价日期 {as_of}，距本报告 {days} 天，租用前请核实。"),
    "undated_price": ("{card} at {provider}: the price's date is unknown — check it before you rent.",
                      "{card}（{provider}）：报价日期未知，租用前请核实。"),
    "price_warnings": ("Price dates", "报价时效"),
    "prices_fresh": ("Every price in the picks is less than {days} days old.",
                     "推荐中的报价都在 {days} 天以内。"),
    # charts
    "chart_memory": ("Memory needed per GPU against each card's usable memory",
                     "每卡显存需求与各卡可用显存"),
    "chart_memory_desc": ("The top bar is the need, split into its parts; each card row shows its usable "
                          "memory per GPU (light) with the need per GPU drawn inside it (dark).",
                          "最上面一条是需求及其组成；每行一款卡，浅色为每卡可用显存，深色为每卡需求。"),
    "chart_cost": ("Monthly cost for your usage", "按你的用量每月费用"),
    "chart_cost_buy": ("What the priced picks cost to buy", "有购买价的推荐：购买费用"),
    "chart_cost_buy_desc": ("Each bar is a pick's purchase in {currency} (dated, sourced prices; the cards "
                            "without one need a quote).", "每条是一个推荐的购买价（{currency}，带日期和来源；"
                            "没有购买价的卡需询价）。"),
    "chart_cost_rent_instead": ("No purchase priced — renting instead: monthly cost for your usage",
                                "没有可用的购买价——若改为租用：按你的用量每月费用"),
    "to_buy_amount": ("to buy {amount}", "购买 {amount}"),
    "chart_job": ("Your job: time and cost per pick", "你的任务：每个推荐的时长与费用"),
    "chart_job_desc": ("For each pick, the upper bar is the wall-clock hours to finish the job and "
                       "the lower bar its total cost in {currency}.",
                       "每个推荐上面一条是完成任务的墙钟小时数，下面一条是总费用（{currency}）。"),
    "job_line": ("Job: {wall} h wall clock on {gpus} GPU(s) ({copies} cop(ies)), {gpu_hours} "
                 "GPU-hours, {total} in all",
                 "任务：{gpus} 张卡（{copies} 份副本）墙钟 {wall} 小时，{gpu_hours} 卡时，共 {total}"),
    "job_line_one": ("Job: {wall} h wall clock on {gpus} GPU(s), {gpu_hours} GPU-hours, {total} in all",
                     "任务：{gpus} 张卡墙钟 {wall} 小时，{gpu_hours} 卡时，共 {total}"),
    "hours_bar": ("{hours} h", "{hours} 小时"),
    "chart_cost_desc": ("Each bar is a candidate's monthly cost in {currency}.",
                        "每条是一个候选的月费用（{currency}）。"),
    "fits_yes": ("fits", "装得下"),
    "fits_no": ("does not fit", "装不下"),
    "fit_text": ("{need} of {usable} GB", "{need} / {usable} GB"),
    "fit_text_n": ("{need} of {usable} GB per GPU", "每卡 {need} / {usable} GB"),
    "fit_title": ("{name} ({vram} GB card): needs {need} GB per GPU, {usable} GB usable",
                  "{name}（{vram} GB 卡）：每卡需要 {need} GB，可用 {usable} GB"),
    "gb_note": ("GB here are 10⁹ bytes: a card sold as “80 GB” holds 80 GiB, about 85.9 GB, less what the "
                "driver (and ECC on GDDR datacenter cards) keeps.",
                "这里的 GB 指 10⁹ 字节：标称「80 GB」的卡有 80 GiB，约 85.9 GB，再减去驱动"
                "（以及数据中心 GDDR 卡的 ECC）占用的部分。"),
    "budget_line": ("budget {amount}", "预算 {amount}"),
    "pick_tag": ("pick", "推荐"),
    "ruled_out_tag": ("ruled out", "已排除"),
    # fact names: advisor_tui.vocabulary (one table for the interview, the reader and the report)
    **{f"f_{name}": pair for name, pair in FACT_LABELS.items()},
    # fact values
    "v_yes": ("yes", "是"),
    "v_no": ("no", "否"),
    "v_cn": ("mainland China (cn)", "中国大陆（cn）"),
    "v_intl": ("outside mainland China (intl)", "中国大陆以外（intl）"),
    "v_any": ("any: platforms in and outside mainland China", "不限：国内外平台都算"),
    "v_cost": ("cost: the cheapest card that is enough", "成本：够用的最便宜的卡"),
    "v_speed": ("speed: the fastest within budget", "速度：预算内最快"),
    "v_hours": ("{value} h", "{value} 小时"),
    "v_days": ("{value} days", "{value} 天"),
    "v_gb": ("{value} GB", "{value} GB"),
    "v_b": ("{value} B", "{value} B"),
    "v_budget": ("{amount} per {unit}", "每{unit} {amount}"),
    "v_budget_total": ("{amount} in total", "总计 {amount}"),
    # tasks
    **{f"t_{name}": pair for name, pair in TASK_NAMES.items()},
    # offer flags
    "o_promo": ("promotional price", "活动价"),
    "o_p2p-marketplace": ("peer-to-peer marketplace", "点对点市场"),
    "o_spot": ("spot (interruptible)", "竞价（可被中断）"),
    "o_stock-limited": ("limited stock", "限购 / 库存有限"),
    "o_from-price": ("from-price (cheapest configuration)", "起价（最便宜配置）"),
    "o_approximate": ("approximate", "约数"),
    "o_list-price": ("list price", "原价"),
    "o_market-rate": ("market rate", "市场行情价"),
    "o_per-second": ("billed per second", "按秒计费"),
    "o_suspect": ("as the source writes it, likely a slip there (never priced)",
                  "按来源原文记录，疑为来源笔误（不参与计价）"),
    # source kinds
    "k_seed": ("source article", "来源文章"),
    "k_official": ("official", "官方"),
    "k_vendor": ("vendor", "厂商"),
    "k_paper": ("paper", "论文"),
    "k_reference": ("reference", "参考"),
    "k_documentation": ("documentation", "文档"),
    "k_dataset": ("dataset", "数据集"),
    # units (billing)
    **{f"u_{unit}": pair for unit, pair in UNIT_NAMES.items()},
    "per_unit": ("{price} / {unit}", "{price} / {unit}"),
    "per_month": ("{amount} / month", "每月 {amount}"),
    "per_card": ("per card", "每卡"),
    "whole_machine": ("per-card share of a whole machine", "整机价格折算到每卡"),
}

# Requirement inputs people recognise; other keys are shown as they are.
INPUT_LABELS: dict[str, tuple[str, str]] = {
    "params_b": ("parameters (B)", "参数量（B）"),
    "active_params_b": ("active parameters (B)", "激活参数（B）"),
    "precision": ("weight precision", "权重精度"),
    "kv_precision": ("KV cache precision", "KV 缓存精度"),
    "context_tokens": ("context tokens", "上下文 token"),
    "concurrency": ("concurrent sequences", "并发"),
    "layers": ("layers", "层数"),
    "hidden": ("hidden size", "隐藏维度"),
    "heads": ("query heads", "查询头数"),
    "kv_heads": ("KV heads", "KV 头数"),
    "head_dim": ("head dimension", "头维度"),
    "attention": ("attention", "注意力"),
    "kv_bytes_per_token": ("KV bytes per token", "每 token KV 字节"),
    "kv_bytes_per_value": ("KV bytes per value", "KV 每值字节"),
    "prefill_chunk_tokens": ("prefill chunk (tokens)", "预填充分块（token）"),
    "vocab": ("vocabulary", "词表"),
    "architecture": ("architecture from", "架构依据"),
    "bits_per_weight": ("bits per weight", "每参数位数"),
    "sequence_tokens": ("sequence length (tokens)", "序列长度（token）"),
    "micro_batch": ("micro-batch", "微批大小"),
    "gradient_checkpointing": ("gradient checkpointing", "梯度检查点"),
    "optimizer": ("optimizer", "优化器"),
    "flash_attention": ("FlashAttention", "FlashAttention"),
    "lora_rank": ("LoRA rank", "LoRA 秩"),
    "adapter_params_m": ("adapter parameters (M)", "适配器参数（M）"),
    "lora_targets": ("LoRA target layers", "LoRA 目标层"),
    "stated_min_gb": ("stated need, low (GB)", "来源需求下限（GB）"),
    "stated_max_gb": ("stated need, high (GB)", "来源需求上限（GB）"),
    "stated_source": ("stated by", "数据来源"),
    "stated_precision": ("stated at precision", "来源精度"),
}


def label(lang: str, key: str, **params: Any) -> str:
    en, zh = LABELS[key]
    text = zh if lang == "zh" else en
    return text.format(**params) if params else text


def input_label(lang: str, key: str) -> str:
    pair = INPUT_LABELS.get(key)
    if pair is None:
        return key
    return pair[1] if lang == "zh" else pair[0]


def first_token_label(lang: str, t: dict[str, Any]) -> str:
    """A pick's first token against --max-ttft: the prompt's read alone, or at the peak behind the prompts ahead."""
    ms, limit = f"{t['first_token_s'] * 1000:,.0f}", f"{t['first_token_limit_s'] * 1000:,.0f}"
    if "first_token_read_s" in t:
        return label(lang, "first_token_queued", ms=ms, read=f"{t['first_token_read_s'] * 1000:,.0f}",
                     tokens=f"{t['prompt_tokens']:,}", flight=t["prompts_in_flight"], limit=limit)
    if t.get("prompt_cached"):
        return label(lang, "first_token_cached", ms=ms, tokens=f"{t['prompt_tokens'] - t['prompt_cached']:,}",
                     cached=f"{t['prompt_cached']:,}", limit=limit)
    return label(lang, "first_token", ms=ms, tokens=f"{t['prompt_tokens']:,}", limit=limit)


def label_or(lang: str, key: str, fallback: str) -> str:
    """A label when there is one (task, flag or unit names), else ``fallback`` as it is."""
    return label(lang, key) if key in LABELS else fallback


def colon(lang: str) -> str:
    return "：" if lang == "zh" else ": "


def sep(lang: str) -> str:
    return "；" if lang == "zh" else "; "


def paren(lang: str, text: str) -> str:
    return f"（{text}）" if lang == "zh" else f" ({text})"
