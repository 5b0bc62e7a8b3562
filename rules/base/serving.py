"""DESIGN §8 caveats about the engine and the precision: `tight-fit` (the pick fits by less than
~10 % under the engine's own memory model: the flag that makes it work, or the next card) and
`fp8-option` (FP8 weights + FP8 KV would run the job on fewer GPUs of the same card)."""

# ruff: noqa: E712 - durable-rules conditions compare with == True / == False
from __future__ import annotations

from rules.base._common import I18n, c, caveat, conclude, declared, demote, info, m, reject, rule
from rules.estimate import calibration
from rules.estimate.job import PCIE_BYTES_PER_S
from rules.estimate.precision import QUALITY_NOTE_NATIVE
from rules.pcie_prefill import ALLREDUCES_PER_LAYER


@rule(id="tight-fit", concern="caveats", source="vllm-memory-docs", pri=50,
      doc=I18n(en="The pick fits by less than ~10 % under the engine's own memory model: say "
                  "the engine flag that makes it work, or the next card.",
               zh="在推理引擎自己的显存模型下余量不足约 10%：给出能让它跑起来的引擎参数，或换更大的卡。"),
      when=lambda: [c.p << (m.kind == "pick") & (m.tight == True)],
      shows={"p": ("card", "gpus", "tight")},
      caveat="tight-fit", show_order=10)
def tight_fit(f):
    text = I18n(en=info(f, "p", "tight_en"), zh=info(f, "p", "tight_zh"))
    f.sink.caveat(f.rule.caveat, f.rule, text, f.p["card"])
    return text


@rule(id="fp8-option", concern="caveats", source="vllm-fp8-docs", pri=50,
      doc=I18n(en="The person did not fix the precision and FP8 weights + KV would run a "
                  "pick on fewer GPUs of a card with FP8 tensor cores.",
               zh="用户没有指定精度，而 FP8 权重与 KV 能让首选方案在支持 FP8 的同款卡上少用几张卡。"),
      when=lambda: [c.job << (m.kind == "job") & (m.fp8_candidate == True),
                    c.p << (m.kind == "pick") & (m.fp8_native == True)
                    & (m.fp8_gpus > 0) & (m.fp8_gpus < m.gpus)],
      shows={"job": ("precision",), "p": ("card", "gpus", "fp8_gpus")},
      caveat="fp8-option", show_order=20)
def fp8_option(f):
    return caveat(f, (
        "FP8 option: {card} runs FP8 natively; with FP8 weights and FP8 KV cache the job needs "
        "{need:g} GB and fits {n} × {card} instead of {gpus}. " + QUALITY_NOTE_NATIVE.en), (
        "FP8 选项：{card} 原生支持 FP8；权重与 KV cache 都用 FP8 时任务需要 {need:g} GB，"
        "{n} 张 {card} 即可，而不是 {gpus} 张。" + QUALITY_NOTE_NATIVE.zh),
        card=f.p["card"], n=f.p["fp8_gpus"], gpus=f.p["gpus"], need=info(f, "p", "fp8_need"))


@rule(id="fp8-weight-only", concern="caveats", source="vllm-fp8-docs", pri=50,
      doc=I18n(en="FP8 (or gpt-oss's MXFP4) weights on a card with no FP8 tensor cores (Ampere): vLLM keeps "
                  "them small and computes in 16-bit (W8A16 / W4A16 through Marlin) — the memory shrinks, "
                  "the compute does not.",
               zh="在没有 FP8 Tensor Core 的卡（Ampere）上跑 FP8（或 gpt-oss 的 MXFP4）权重：vLLM 以低位存储、"
                  "按 16 位计算（Marlin 的 W8A16 / W4A16）——显存变小，算力不变。"),
      when=lambda: [c.job << (m.kind == "job") & ((m.precision == "fp8") | (m.precision == "mxfp4"))
                    & (m.task == "inference"),
                    c.p << (m.kind == "pick") & (m.fp8_native == False)],
      shows={"job": ("precision",), "p": ("card", "fp8_native")},
      caveat="fp8-weight-only", show_order=24, per_card=True)
def fp8_weight_only(f):
    if f.job["precision"] == "mxfp4":  # review 20 m12: the A100 got this note for FP8, not for MXFP4
        return caveat(f, (
            "{card} has no FP4 or FP8 tensor cores: vLLM keeps the MXFP4 weights in 4 bits and computes in "
            "16-bit (Marlin's W4A16 MoE kernels, vLLM's GPT-OSS recipe) — MXFP4's memory, BF16's speed for "
            "prefill and large batches; a Blackwell card computes FP4 natively."), (
            "{card} 没有 FP4 / FP8 Tensor Core：vLLM 以 4 位存储 MXFP4 权重、按 16 位计算（vLLM GPT-OSS "
            "指南里的 Marlin W4A16 MoE 内核）——显存按 MXFP4，prefill 和大批量按 BF16 的速度；Blackwell "
            "的卡才原生按 FP4 计算。"), card=f.p["card"])
    return caveat(f, (
        "{card} has no FP8 tensor cores: vLLM stores the FP8 weights and computes in 16-bit (W8A16 "
        "through Marlin) — half the weight memory, but prefill and large batches run at BF16 speed, "
        "not FP8's; a card with FP8 tensor cores (Ada, Hopper, Blackwell, MI300X) computes in FP8."), (
        "{card} 没有 FP8 Tensor Core：vLLM 以 FP8 存储权重、按 16 位计算（Marlin 的 W8A16）——"
        "权重显存减半，但 prefill 和大批量按 BF16 的速度跑，而不是 FP8；有 FP8 Tensor Core 的卡"
        "（Ada、Hopper、Blackwell、MI300X）才按 FP8 计算。"), card=f.p["card"])


@rule(id="load-beyond-concurrency", concern="caveats", source="vllm-memory-docs", pri=50,
      doc=I18n(en="A stated load keeps more sequences in flight on a copy than the concurrency the "
                  "person gave: the launch admits the load's number, and the answer says why.",
               zh="给出的负载让每份副本同时在途的请求数多于用户给的并发：启动命令按负载的数量放行，并说明原因。"),
      when=lambda: [c.job << (m.kind == "job") & (m.concurrency_stated == True)
                    & ((m.engine == "") | (m.engine == "vllm")),  # the --max-num-seqs it names
                    c.p << (m.kind == "pick") & (m.in_flight > c.job.concurrency)],
      shows={"job": ("concurrency", "rps"), "p": ("card", "in_flight")},
      caveat="load-beyond-concurrency", show_order=26)
def load_beyond_concurrency(f):
    return caveat(f, (
        "At {rps:.3g} requests/s each copy on {card} has about {n} sequences in flight (Little's law), "
        "more than the {c} at once you gave: an engine capped at {c} would queue the rest and the "
        "wait would grow without bound, so the launch admits {n} (--max-num-seqs {n}). The memory "
        "check sizes the {c} you gave; at the load's average length the {n} in flight take less "
        "KV cache (the pick's 'KV cache at this load')."), (
        "每秒 {rps:.3g} 个请求时，{card} 每份副本同时在途约 {n} 路（利特尔定律），多于你给的并发 {c}："
        "引擎若限制在 {c} 路，其余请求会排队、等待越来越长，所以启动命令放行 {n} 路（--max-num-seqs {n}）。"
        "显存核算按你给的 {c} 路；按负载的平均长度，在途的 {n} 路占用的 KV cache 更少"
        "（见该推荐的「此负载下 KV cache」）。"),
        card=f.p["card"], n=f.p["in_flight"], c=f.job["concurrency"], rps=f.job["rps"])


@rule(id="speed-target", concern="memory", source="seed-002", pri=12,
      doc=I18n(en="--min-tps: a card whose expected decode speed per sequence stays under the target on every "
                  "GPU count up to --max-gpus is out (decode is bandwidth-bound: more GPUs per copy read "
                  "faster, until the link and the engine's per-step floor stop it).",
               zh="--min-tps：在 --max-gpus 以内任何卡数下，单路预计生成速度都达不到目标的卡排除（生成受带宽限制："
                  "每份副本用更多卡读得更快，直到互联和引擎每步的固定开销成为瓶颈）。"),
      when=lambda: [c.card << (m.kind == "card") & (m.speed_short == True)],
      shows={"card": ("card", "speed_tps", "speed_gpus", "speed_target", "speed_spread", "ttft_queued")})
def speed_target(f):
    card = f.card
    if card["ttft_queued"]:  # the prompts in flight take the GPUs' compute: more bandwidth is not what it lacks
        return reject(f, card["card"],
                      "≈ {tps:,.1f} tokens/s per sequence at best ({n} GPUs), under your {target:g} tokens/s: "
                      "reading the prompts of the {q} requests in flight takes most of the GPUs' time — it is compute "
                      "the load lacks (shorter prompts, prefix caching of shared documents, FP8 weights, or fewer at "
                      "once).",
                      "单路最多约 {tps:,.1f} token/s（{n} 张卡），达不到你要的 {target:g} token/s：同时在途的 {q} 个"
                      "请求光是读提示就占去了卡的大部分时间——缺的是算力（缩短提示、对共用文档做前缀缓存、FP8 权重，"
                      "或减少同时请求数）。",
                      tps=card["speed_tps"], n=card["speed_gpus"], target=card["speed_target"], q=card["ttft_queued"])
    if card["speed_spread"] > 1:  # a MoE model over several GPUs: even at the most its class's runs beat the estimate
        # by (review 85 C02: 8 × H20 at ≈18 was out beside a B300 kept at ≈15, the class of each unsaid)
        return reject(f, card["card"],
                      "≈ {tps:,.1f} tokens/s per sequence at best ({n} GPUs), under your {target:g} tokens/s — and "
                      "still under it at the {spread:g}× published MoE runs on cards of its class reached above our "
                      "estimate (≈ {most:,.1f}).",
                      "单路最多约 {tps:,.1f} token/s（{n} 张卡），达不到你要的 {target:g} token/s——即使按同类卡上 MoE "
                      "模型公开实测最多高出估算的 {spread:g} 倍（约 {most:,.1f}）也达不到。",
                      tps=card["speed_tps"], n=card["speed_gpus"], target=card["speed_target"],
                      spread=card["speed_spread"], most=card["speed_tps"] * card["speed_spread"])
    return reject(f, card["card"],
                  "≈ {tps:,.1f} tokens/s per sequence at best ({n} GPUs), under your {target:g} tokens/s "
                  "— a card with more memory bandwidth keeps it.",
                  "单路最多约 {tps:,.1f} token/s（{n} 张卡），达不到你要的 {target:g} token/s——"
                  "需要显存带宽更高的卡。",
                  tps=card["speed_tps"], n=card["speed_gpus"], target=card["speed_target"])


@rule(id="speed-target-more-gpus", concern="memory", source="seed-002", pri=14,
      doc=I18n(en="--min-tps: a card that keeps the target only on more GPUs than memory needs is taken on "
                  "those, and says why.",
               zh="--min-tps：只有用比显存所需更多的卡才能达到目标速度时，按那个卡数计，并说明原因。"),
      when=lambda: [c.card << (m.kind == "card") & (m.speed_more_gpus == True)],
      shows={"card": ("card", "gpus_needed", "speed_tps", "speed_target", "speed_uncertain")})
def speed_target_more_gpus(f):
    card = f.card
    if card["fits1"]:  # one GPU holds it (memory-fits said so): the copy spreads over the GPUs that keep the speed
        # — or copies of it, each on one card serving fewer sequences, which split nothing over PCIe (review 81 c07:
        # 2 × RTX PRO 6000 as two copies were dropped as "a split over PCIe", and a $317,000 HGX server led)
        f.sink.feasible(card["card"], card["gpus_needed"], "pooled" if card["pool"] >= card["gpus_needed"]
                        else "single" if card.get("speed_copies") else "pcie-split", f.rule)
    if card["speed_alone"]:  # a load (--rps): the copies are sized to keep it; each copy's width is what this says
        en = ("copies of at least {n} GPUs for your speed: one sequence alone decodes ≈ {tps:,.1f} tokens/s on {n}, "
              "over your {target:g} tokens/s (on fewer it is slower at any load).")
        zh = ("为了速度，每份副本至少 {n} 张卡：{n} 张卡上单独一路约 {tps:,.1f} token/s，达到你要的 {target:g} "
              "token/s（更少的卡在任何负载下都更慢）。")
    elif card["speed_uncertain"]:  # kept within the MoE runs' spread: never said as kept by the estimate printed
        # (review 104 c10: "≈ 13.6 tokens/s per sequence keeps your 20")
        en = ("{n} GPUs for your speed: our estimate is ≈ {tps:,.1f} tokens/s per sequence, under your {target:g} "
              "tokens/s — taken on the published MoE runs' spread (see the caveat), not on the estimate.")
        zh = ("为了速度用 {n} 张卡：我们估算单路约 {tps:,.1f} token/s，低于你要的 {target:g} token/s——"
              "依据的是 MoE 模型公开实测的幅度（见注意事项），而不是这个估算。")
    else:
        en = ("{n} GPUs for your speed: ≈ {tps:,.1f} tokens/s per sequence keeps your {target:g} tokens/s "
              "(fewer GPUs hold the job but decode slower).")
        zh = ("为了速度用 {n} 张卡：单路约 {tps:,.1f} token/s，达到你要的 {target:g} token/s（更少的卡也装得下，"
              "但生成更慢）。")
    text = conclude(en, zh, n=card["gpus_needed"], tps=card["speed_tps"], target=card["speed_target"])
    f.sink.note(card["card"], f.rule, text)
    return text


@rule(id="speed-uncertain", concern="caveats", source="mlenergy-leaderboard-v3", pri=50,
      doc=I18n(en="--min-tps: a pick kept although its estimate is under the target, because a MoE model over several "
                  "GPUs has run faster than the estimate in published measurements by enough to keep it — said, with "
                  "the measurement, so the person measures before committing.",
               zh="--min-tps：估算低于目标、但因为多卡 MoE 模型在公开实测中比估算快得足以达标而保留的推荐——说明"
                  "这一点和实测依据，提醒签约前先实测。"),
      when=lambda: [c.p << (m.kind == "pick"),
                    c.card << (m.kind == "card") & (m.card == c.p.card) & (m.speed_uncertain == True)],
      shows={"card": ("card", "speed_tps", "speed_target", "speed_spread", "gpus_needed")},
      caveat="speed-uncertain", show_order=305, per_card=True)
def speed_uncertain(f):
    card = f.card
    # the published run behind the spread of the card's class: an H100's compute and up, or slower NVIDIA cards
    # (rules.estimate.calibration.moe_spread; review 85 C02)
    fast = card["speed_spread"] >= calibration.load().moe_tp_spread.get("vllm", 0.0)
    run_en, run_zh = (("ML.ENERGY: Qwen3-235B-A22B on 8 × H100, 49.4 tokens/s at batch 8 against our ~22",
                       "ML.ENERGY：Qwen3-235B-A22B 在 8 × H100 上批量 8 时实测 49.4 token/s，我们估约 22") if fast else
                      ("vLLM issue 20890: Qwen3-235B-A22B on 8 × A800, 28.1 tokens/s at batch 32 against our ~21 — "
                       "the one such run on a card below an H100's compute",
                       "vLLM issue 20890：Qwen3-235B-A22B 在 8 × A800 上批量 32 时实测 28.1 token/s，我们估约 21——"
                       "算力低于 H100 的卡上唯一的这类实测"))
    return caveat(
        f,
        "{card}: our estimate is ≈ {tps:,.1f} tokens/s per sequence on {n} GPUs, under your {target:g}; it is kept "
        "because a MoE model spread over several GPUs of its class has decoded up to {spread:g}× our estimate in "
        "published runs ({run}, experts in parallel — launch with --enable-expert-parallel). Measure tokens/s in the "
        "first hour before you commit to a month.",
        "{card}：我们估算 {n} 张卡单路约 {tps:,.1f} token/s，低于你要的 {target:g}；仍保留，是因为同类卡上多卡 MoE "
        "模型在公开实测中最多跑到我们估算的 {spread:g} 倍（{run_zh}；专家并行——启动时加 --enable-expert-parallel）。"
        "签一个月之前先在第一个小时实测 token/s。",
        card=card["card"], tps=card["speed_tps"], n=card["gpus_needed"], target=card["speed_target"],
        spread=card["speed_spread"], run=run_en, run_zh=run_zh)


# the one ROCm vLLM measurement held ran at this share of our estimate (throughput.yaml
# vllm-8xmi300x-llama-3.1-405b-fp8: 36 tokens/s measured, ~67 expected); every calibration row is an NVIDIA run
ROCM_MEASURED_SHARE = 36 / 67


@rule(id="speed-unmeasured-rocm", concern="caveats", source="oracle-oci-mi300x-405b-2024-10", pri=50,
      doc=I18n(en="--min-tps on a ROCm pick: our speed is calibrated on NVIDIA runs only, and the one ROCm run held "
                  "measured about half our estimate — where that share misses the target, say so and measure first.",
               zh="--min-tps 的 ROCm 推荐：速度只按 NVIDIA 实测校准，库里唯一的 ROCm 实测约为估算的一半——"
                  "按这个比例达不到目标时说明，并先实测。"),
      when=lambda: [c.p << (m.kind == "pick") & (m.ecosystem == "rocm"),
                    c.card << (m.kind == "card") & (m.card == c.p.card) & (m.speed_target > 0)],
      shows={"card": ("card", "speed_tps", "speed_target")},
      caveat="speed-unmeasured-rocm", show_order=306, per_card=True)
def speed_unmeasured_rocm(f):
    card = f.card
    tps = f.p.get("decode_tps") or card["speed_tps"]  # the pick's own speed at its load, else the check's
    if tps * ROCM_MEASURED_SHARE >= card["speed_target"]:
        return None
    # review 82 C02: 8 × MI300X led a 20 tokens/s SLO at an estimated 22, inside the known error, unsaid
    return caveat(
        f,
        "{card}: ≈ {tps:,.1f} tokens/s per sequence is our estimate from NVIDIA measurements only; the one ROCm "
        "vLLM run held (Llama-3.1-405B on 8 × MI300X) decoded at {share:.0%} of our estimate — at that share "
        "≈ {low:,.1f}, under your {target:g}. Benchmark your prompts on it for an hour before you commit, and keep a "
        "CUDA plan that meets the target on calibrated numbers as the fallback.",
        "{card}：单路约 {tps:,.1f} token/s 是只按 NVIDIA 实测校准的估算；库里唯一的 ROCm vLLM 实测（8 × MI300X "
        "跑 Llama-3.1-405B）只有我们估算的 {share:.0%}——按这个比例约 {low:,.1f}，达不到你要的 {target:g}。"
        "签约前先用你的提示词实测一小时，并把按校准数据能达标的 CUDA 方案留作后备。",
        card=card["card"], tps=tps, target=card["speed_target"], share=ROCM_MEASURED_SHARE,
        low=tps * ROCM_MEASURED_SHARE)


@rule(id="rocm-speed-unproven", concern="ecosystem", source="oracle-oci-mi300x-405b-2024-10", pri=31,
      doc=I18n(en="--min-tps: a ROCm card that keeps the target only on our NVIDIA-calibrated estimate — at the share "
                  "of it the one ROCm run held measured, it misses — ranks after cards that keep it on calibrated "
                  "numbers.",
               zh="--min-tps：ROCm 卡只按 NVIDIA 校准的估算达标——按库里唯一的 ROCm 实测所占比例则达不到——"
                  "排在按校准数据能达标的卡之后。"),
      when=lambda: [c.card << (m.kind == "card") & (m.ecosystem == "rocm") & (m.speed_target > 0)
                    & (m.speed_short == False)],
      shows={"card": ("card", "speed_tps", "speed_target")})
def rocm_speed_unproven(f):
    # review 97 c06: 8 × MI300X led a 25 tokens/s SLO at an estimated 32.9 beside its own caveat's ≈ 17.7 measured
    # share, with 4 × B200 and 8 × H100 inside the budget; a cheaper card on an unproven speed is a pilot, not a lead
    card = f.card
    low = card["speed_tps"] * ROCM_MEASURED_SHARE
    if low >= card["speed_target"]:
        return None
    return demote(f, card["card"],
        "{card} keeps your {target:g} tokens/s only on our estimate from NVIDIA measurements (≈ {tps:,.1f}); the one "
        "ROCm vLLM run held decoded at {share:.0%} of our estimate — ≈ {low:,.1f} at that share — so it ranks after "
        "cards that keep the target on calibrated numbers: pilot it for an hour before you count on it.",
        "{card} 只按 NVIDIA 实测校准的估算（约 {tps:,.1f}）达到你要的 {target:g} token/s；库里唯一的 ROCm vLLM 实测"
        "只有估算的 {share:.0%}——按这个比例约 {low:,.1f}，所以排在按校准数据能达标的卡之后：先实测一小时再依赖它。",
        tps=card["speed_tps"], target=card["speed_target"], share=ROCM_MEASURED_SHARE, low=low)


@rule(id="first-token-target", concern="memory", source="seed-002", pri=12,
      doc=I18n(en="--max-ttft: a card whose prefill of the prompt takes longer than the limit on every GPU count up to "
                  "--max-gpus is out (prefill is compute-bound: a copy on more GPUs reads the prompt faster).",
               zh="--max-ttft：在 --max-gpus 以内任何卡数下，预填充提示词都超过时限的卡排除（预填充受算力限制："
                  "每份副本用更多卡读得更快）。"),
      when=lambda: [c.card << (m.kind == "card") & (m.ttft_short == True)],
      shows={"card": ("card", "ttft_s", "ttft_gpus", "ttft_target", "ttft_tokens", "ttft_queued", "ttft_cached",
                       "ttft_split")})
def first_token_target(f):
    card = f.card
    split = card.get("ttft_split") or [0, 0, 0]  # (one copy over more PCIe cards: its read, its cards, the bus's part)
    if card.get("ttft_cached"):  # the prefix is cached already (rules.prefix_load): only compute is left to say
        return reject(f, card["card"], "first token ≈ {s:,.3g} s at best ({n} GPUs) for a request's {tokens:,} new "
                      "tokens after its cached prefix, over your {target:g} s — a card with more compute keeps it.",
                      "首字约 {s:,.3g} 秒（{n} 张卡，读缓存前缀之后新增的 {tokens:,} token），超过你要的 {target:g} 秒"
                      "——需要算力更高的卡。", s=card["ttft_s"], n=card["ttft_gpus"], tokens=card["ttft_tokens"],
                      target=card["ttft_target"])
    return reject(f, card["card"],
                  "first token ≈ {s:,.3g} s at best ({n} GPUs) for a {tokens:,}-token prompt" + _ahead(card, "en")
                  + _bus(card, "en") + ", over your {target:g} s — a card with more compute keeps it, or prefix "
                  "caching (only the new part of a prompt is read).",
                  "首字约 {s:,.3g} 秒（{n} 张卡，{tokens:,} token 的提示词" + _ahead(card, "zh") + _bus(card, "zh")
                  + "），超过你要的 {target:g} 秒——需要算力更高的卡，或开前缀缓存（只读提示词里新的部分）。",
                  s=card["ttft_s"], n=card["ttft_gpus"], tokens=card["ttft_tokens"], target=card["ttft_target"],
                  q=card.get("ttft_queued", 0), split=split[0], m=split[1], bus=split[2])


# the all-reduces said as pcie_prefill counts them
_BUS = (f"({ALLREDUCES_PER_LAYER} a layer, {PCIE_BYTES_PER_S / 1e9:g} GB/s)",
        f"（每层 {ALLREDUCES_PER_LAYER} 次，{PCIE_BYTES_PER_S / 1e9:g} GB/s）")


def _bus(card: dict, lang: str) -> str:
    """A copy split over PCIe cards (no NVLink): the bus's share of its read (review 119 C4-3: "at best (1 GPUs)"
    never said that two cards were weighed, nor why they do not halve the read)."""
    split = card.get("ttft_split") or [0, 0, 0]
    if not split[1]:
        return ""
    if split[1] == card.get("ttft_gpus"):
        return ("; one copy split across PCIe, ≈ {bus:,.2g} s of it each layer's activations all-reduced over the "
                "bus " + _BUS[0] if lang == "en"
                else "；一份副本跨 PCIe 拆分，其中约 {bus:,.2g} 秒是每层激活值在总线上的 all-reduce" + _BUS[1])
    return ("; split over {m} across PCIe it reads no faster, ≈ {split:,.3g} s, ≈ {bus:,.2g} s of it each layer's "
            "activations all-reduced over the bus " + _BUS[0] if lang == "en"
            else "；跨 PCIe 拆到 {m} 张也不更快，约 {split:,.3g} 秒，其中约 {bus:,.2g} 秒是每层激活值在总线上的 "
            "all-reduce" + _BUS[1])


def _ahead(card: dict, lang: str) -> str:
    """The first token's wait for the prompts ahead, where several requests are said to be in flight (review 74 C1)."""
    if not card.get("ttft_queued"):
        return ""
    return (", at the peak: {q} requests in flight, each prompt waiting for those ahead" if lang == "en"
            else "，高峰时同时 {q} 个请求，每个提示词要等前面的读完")


@rule(id="several-models-chat-checked", concern="memory", source="seed-002", pri=15,
      doc=I18n(en="Several models on one box under --max-ttft / --min-tps: the chat model's own first token and speed "
                  "on the card, checked alone at the load (the others' compute on the same GPUs not counted).",
               zh="一台机器跑多个模型、给了 --max-ttft / --min-tps：对话模型单独在该负载下于这张卡上的首字延迟和"
                  "速度（同一批卡上其他模型占用的算力不计）。"),
      when=lambda: [c.card << (m.kind == "card") & (m.chat_checked == True)],
      shows={"card": ("card", "chat_name", "gpus_needed", "ttft_s", "ttft_target", "ttft_tokens", "speed_tps",
                       "speed_target")})
def several_models_chat_checked(f):
    card = f.card
    parts_en, parts_zh = [], []
    if card["ttft_target"]:
        ms, limit = f"{card['ttft_s'] * 1000:,.0f}", f"{card['ttft_target'] * 1000:,.0f}"
        parts_en.append(f"first token ≈ {ms} ms for a {card['ttft_tokens']:,}-token prompt, within your {limit} ms")
        parts_zh.append(f"{card['ttft_tokens']:,} token 的提示词约 {ms} 毫秒出首字，在你要的 {limit} 毫秒以内")
    if card["speed_target"]:
        parts_en.append(f"≈ {card['speed_tps']:,.1f} tokens/s per sequence, your {card['speed_target']:g}")
        parts_zh.append(f"单路约 {card['speed_tps']:,.1f} token/s，你要的是 {card['speed_target']:g}")
    text = conclude("{chat} alone on {n} × {card}: {what} — the other models' compute on the same GPUs is not "
                    "counted.", "{chat} 单独在 {n} 张 {card} 上：{what_zh}——同一批卡上其他模型占用的算力未计入。",
                    chat=card["chat_name"], n=card["gpus_needed"], card=card["card"], what="; ".join(parts_en),
                    what_zh="；".join(parts_zh))
    f.sink.note(card["card"], f.rule, text)
    return text


@rule(id="first-token-more-gpus", concern="memory", source="seed-002", pri=14,
      doc=I18n(en="--max-ttft: a card that prefills the prompt in time only on more GPUs than memory (and --min-tps) "
                  "need is taken on those, and says why.",
               zh="--max-ttft：只有用比显存（和 --min-tps）所需更多的卡才能按时出首字时，按那个卡数计，并说明原因。"),
      when=lambda: [c.card << (m.kind == "card") & (m.ttft_more_gpus == True)],
      shows={"card": ("card", "gpus_needed", "ttft_s", "ttft_target", "ttft_tokens", "ttft_queued", "ttft_cached",
                      "load_copies")})
def first_token_more_gpus(f):
    card = f.card
    copies = card.get("load_copies", 1)
    if card["fits1"]:  # the chat model's copies, each whole on its GPUs, split nothing over PCIe
        f.sink.feasible(card["card"], card["gpus_needed"], "pooled" if card["pool"] >= card["gpus_needed"]
                        else "single" if copies > 1 else "pcie-split", f.rule)
    if copies > 1:  # several models on one box, the chat model's request rate (rules.several_speed; review 104 c07)
        text = conclude("{n} GPUs for your load: the chat model alone takes {copies} copies of {w} GPU(s) to carry "
                        "{rps:g} requests/s within your limits (one copy holds the models but queues the prompts): "
                        "one per GPU behind a load balancer, the other models beside one of them — or, as launched "
                        "here, one tensor-parallel server over all of them.",
                        "为了负载用 {n} 张卡：对话模型单独就要 {copies} 份副本（每份 {w} 张卡）才能在你的时延要求内"
                        "撑住每秒 {rps:g} 个请求（一份副本装得下这些模型，但提示词会排队）："
                        "每张卡一份、前面加负载均衡，其他模型跟其中一份放在一起——或者像这里的启动命令那样，一个张量并行的服务跨全部卡。",
                        n=card["gpus_needed"], copies=copies, w=card["gpus_needed"] // copies, rps=card["load_rps"])
    elif card.get("ttft_queued"):
        text = conclude("{n} GPUs for your first-token time: with {q} requests in flight, a {tokens:,}-token prompt's "
                        "first token comes in ≈ {s:,.2f} s at the peak (its read and the wait for the prompts ahead), "
                        "within your {target:g} s (fewer GPUs hold the job but read the prompts slower).",
                        "为了首字延迟用 {n} 张卡：同时 {q} 个请求时，{tokens:,} token 的提示词高峰时约 {s:,.2f} 秒"
                        "出首字（读完它再加上等前面的提示词），在你要的 {target:g} 秒以内"
                        "（更少的卡也装得下，但读提示词更慢）。",
                        n=card["gpus_needed"], s=card["ttft_s"], tokens=card["ttft_tokens"],
                        target=card["ttft_target"], q=card["ttft_queued"])
    else:
        read_en, read_zh = (("a request's {tokens:,} new tokens after its cached prefix are read",
                             "缓存前缀之后新增的 {tokens:,} token") if card.get("ttft_cached")
                            else ("a {tokens:,}-token prompt prefills", "{tokens:,} token 的提示词"))
        text = conclude("{n} GPUs for your first-token time: " + read_en + " in ≈ {s:,.2f} s, "
                        "within your {target:g} s (fewer GPUs hold the job but read the prompt slower).",
                        "为了首字延迟用 {n} 张卡：" + read_zh + "约 {s:,.2f} 秒读完，在你要的 {target:g} 秒"
                        "以内（更少的卡也装得下，但读提示词更慢）。",
                        n=card["gpus_needed"], s=card["ttft_s"], tokens=card["ttft_tokens"], target=card["ttft_target"])
    f.sink.note(card["card"], f.rule, text)
    return text


@rule(id="first-token-one-copy", concern="memory", source="seed-002", pri=14,
      doc=I18n(en="--max-ttft: where memory would place copies of the model one GPU wide and one such copy reads the "
                  "prompt past the limit, the same GPUs are taken as one copy split across them (tensor parallel), "
                  "which reads it on all of them — and the answer says why.",
               zh="--max-ttft：按显存本可每卡放一份模型副本、但一份副本读提示词超过时限时，同样的卡改为一份副本"
                  "跨卡拆分（张量并行），所有卡一起读提示词——并说明原因。"),
      when=lambda: [c.card << (m.kind == "card") & (m.ttft_one_copy == True)],
      shows={"card": ("card", "gpus_needed", "ttft_s", "ttft_copies_s", "ttft_target", "ttft_tokens")})
def first_token_one_copy(f):
    # review 103 c06: 2 × B200 passed a 20 s limit split over both (≈ 12.8 s), then launched as two copies (≈ 25.6 s)
    card = f.card
    text = conclude("{n} GPUs as one copy of the model split across them (tensor parallel), not {n} copies of one GPU: "
                    "a copy on one GPU reads a {tokens:,}-token prompt in ≈ {alone:,.1f} s, over your {target:g} s; "
                    "split over {n} it reads it in ≈ {s:,.1f} s.",
                    "{n} 张卡按一份模型副本跨卡拆分（张量并行），而不是每卡一份：单卡一份副本读 {tokens:,} token 的"
                    "提示词约 {alone:,.1f} 秒，超过你要的 {target:g} 秒；拆到 {n} 张卡约 {s:,.1f} 秒。",
                    n=card["gpus_needed"], tokens=card["ttft_tokens"], alone=card["ttft_copies_s"],
                    target=card["ttft_target"], s=card["ttft_s"])
    f.sink.note(card["card"], f.rule, text)
    return text


@rule(id="single-copy", concern="caveats", source="seed-001", pri=50,
      doc=I18n(en="A service people wait on, sized to one copy of the model: a GPU fault, a driver hang or the host's "
                  "maintenance is an outage (source 2: serving that must stay up looks at the SLA) — say what a "
                  "second copy (N+1) costs.",
               zh="有人在等回复的服务只配了一份模型副本：一次 GPU 故障、驱动卡死或宿主机维护就是停服"
                  "（来源 2：要一直在线的推理服务要看 SLA）——说明加一份副本（N+1）要多少钱。"),
      when=lambda: [c.job << (m.kind == "job") & (m.serving_users == True),
                    c.p << (m.kind == "pick") & (m.replicas == 1) & (m.top == True) & (m.rented == True)],
      shows={"job": ("serving_users",), "p": ("card", "gpus", "replicas")},
      caveat="single-copy", show_order=252)
def single_copy(f):
    return caveat(f, (
        "{card}: one copy carries the whole peak — a GPU fault, a driver hang or the host's maintenance takes the "
        "service down. A second copy for failover (N+1) is about {both} a month in all, or keep a fallback (an API, a "
        "smaller model) for the minutes it is down."), (
        "{card}：一份副本扛全部高峰——一次 GPU 故障、驱动卡死或宿主机维护，服务就停了。加一份副本做故障切换（N+1）"
        "合计每月约 {both}；或者准备停机时的兜底（API、更小的模型）。"),
        card=f.p["card"], both=info(f, "p", "n_plus_one"))


RULES = declared(__name__)
