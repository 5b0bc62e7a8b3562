"""Training memory: full fine-tuning / pre-training, LoRA and QLoRA, and the ZeRO formulas.

Sources: seed 000 formula three (全参微调 ≈ 参数量 × 16 字节: FP16 权重 2 + 梯度 2 + Adam 动量 8 +
FP32 主权重 4); the ZeRO paper (Rajbhandari et al. 2020, §3.1 and Fig. 1) and DeepSpeed's memory
estimators; Korthikanti et al. 2022 for activations (eq. 1 and §4: full recomputation stores only
each layer's input, 2·s·b·h bytes); LoRA (Hu et al. 2021) and QLoRA (Dettmers et al. 2023).
"""

from __future__ import annotations

from dataclasses import dataclass

from knowledge.schema import I18n, Model
from rules.estimate.arch import Arch
from rules.estimate.memory import RUNTIME_OVERHEAD_GB, WeightPlan, weight_plan
from rules.estimate.parts import Parts
from rules.estimate.units import FP32_MASTER_BYTES, OPTIMIZER_STATE_BYTES, gb
from rules.fact_vocab import FULL_TRAINING_TASKS

# Korthikanti et al. 2022, eq. 1: activations per layer = s·b·h·(34 + 5·a·s/h) bytes with 16-bit
# activations. We assume FlashAttention (the default attention of current training stacks: it
# keeps only O(s) softmax statistics, not the a·s² score, probability and dropout tensors), which
# removes the 5·a·s/h term. `attention_scores_gb` gives that term for stacks without it.
ACT_PER_LAYER = 34
# Full activation checkpointing stores each layer's input (2·s·b·h bytes) and recomputes one layer
# at a time in the backward pass, so one layer's full 34·s·b·h is alive on top.
ACT_CHECKPOINT_PER_LAYER = 2
# Output layer: FP32 logits 4·b·s·V bytes, and as much again for their gradient in training.
LOGITS_BYTES_TRAINING = 4 * 2
# LoRA adapters train in FP32 under autocast (PEFT's default): 4 bytes weight + 4 gradient +
# the optimizer's states (AdamW: 8) = 16 bytes per adapter parameter; no separate master copy.
ADAPTER_WEIGHT_BYTES = 4.0
ADAPTER_GRAD_BYTES = 4.0



@dataclass(frozen=True)
class TrainingEstimate:
    """The memory estimate of a training job: its parts, notes, formula and inputs."""

    parts: Parts
    notes: tuple[I18n, ...]
    formula_terms: tuple[tuple[str, str], ...]  # (en, zh) pieces of the formula
    inputs: dict[str, float | int | str | bool]
    weights: WeightPlan | None
    rule_of_thumb_gb: float | None


# FP8 mixed precision keeps FP32 master weights and BF16/FP32 optimizer states: the memory is bf16 mixed precision's.
# No published BF16/FP8 pair of one recipe on one card is in the knowledge base, so the FP8 speed-up is not credited.
FP8_TRAINING_NOTE = I18n(
    en="--precision fp8: FP8 mixed-precision training (Transformer Engine; Megatron --fp8-format hybrid) is routine "
       "on FP8 cards (Hopper, Ada, Blackwell). Its memory is about bf16 mixed precision's (FP32 master weights and "
       "optimizer states stay), as counted here; its speed-up over BF16 is not timed here (no published BF16 and FP8 "
       "run of one recipe on one card in the knowledge base), so the time shown is BF16's — FP8 should finish sooner.",
    zh="--precision fp8：FP8 混合精度训练（Transformer Engine；Megatron --fp8-format hybrid）在支持 FP8 的卡上"
       "（Hopper、Ada、Blackwell）是常规做法。显存与 bf16 混合精度大致相同（FP32 主权重和优化器状态不变），这里按此计；"
       "它比 BF16 快多少这里不计时（知识库里没有同一配方、同一张卡上 BF16 与 FP8 的公开实测），所以显示的是 BF16 的"
       "时长——FP8 应当更快完成。")


def full_state_bytes(precision: str, optimizer: str) -> tuple[float, float, float]:
    """(weights, gradients, optimizer) bytes per parameter for full training.

    16-bit mixed precision: 2 + 2 + (4 fp32 master + states); FP32 training: 4 + 4 + states.
    With AdamW that is 16 bytes either way (seed 000: 7B × 16 = 112 GB; 70B × 16 = 1,120 GB).
    """
    states = OPTIMIZER_STATE_BYTES[optimizer]
    if precision == "fp32":
        return 4.0, 4.0, states
    return 2.0, 2.0, FP32_MASTER_BYTES + states


def activation_bytes_per_token(arch: Arch, checkpointing: bool) -> float:
    """Training activation bytes per token of a micro-batch (× b × s), logits included."""
    if checkpointing:
        layers = ACT_CHECKPOINT_PER_LAYER * arch.layers + ACT_PER_LAYER
    else:
        layers = ACT_PER_LAYER * arch.layers
    return layers * arch.hidden + LOGITS_BYTES_TRAINING * arch.vocab


def attention_scores_gb(arch: Arch, seq: int, batch: int) -> float:
    """Korthikanti's 5·a·s²·b bytes per layer that attention without FlashAttention stores."""
    return gb(5 * arch.heads * seq * seq * batch * arch.layers)


def korthikanti_layer_gb(seq: int, batch: int, hidden: int, heads: int,
                         flash_attention: bool = False) -> float:
    """One layer's activations as Korthikanti et al. 2022 eq. 1 writes it: s·b·h·(34 + 5·a·s/h)."""
    extra = 0.0 if flash_attention else 5 * heads * seq / hidden
    return gb(seq * batch * hidden * (ACT_PER_LAYER + extra))


def zero_model_states_gb(params_b: float, gpus: int, stage: int,
                         optimizer_bytes: float = FP32_MASTER_BYTES + 8.0) -> float:
    """Model states per GPU under DeepSpeed ZeRO (Rajbhandari et al. 2020, Fig. 1), Ψ = params,
    K = optimizer bytes per parameter (12 for mixed-precision Adam):

    stage 0 (plain data parallel): (2 + 2 + K)·Ψ
    stage 1 (optimizer states partitioned): 2Ψ + 2Ψ + K·Ψ/N
    stage 2 (+ gradients partitioned): 2Ψ + (2 + K)·Ψ/N
    stage 3 (+ parameters partitioned, = FSDP full shard): (2 + 2 + K)·Ψ/N
    """
    if gpus < 1:
        raise ValueError("gpus must be at least 1")
    psi = params_b  # GB per byte-per-parameter
    k = optimizer_bytes
    if stage == 0:
        return (4 + k) * psi
    if stage == 1:
        return 4 * psi + k * psi / gpus
    if stage == 2:
        return 2 * psi + (2 + k) * psi / gpus
    if stage == 3:
        return (4 + k) * psi / gpus
    raise ValueError(f"ZeRO stage must be 0–3, got {stage}")


def training_estimate(task: str, arch: Arch, model: Model | None, *, precision: str,
                      optimizer: str, seq: int, batch: int, checkpointing: bool,
                      lora_rank: int) -> TrainingEstimate:
    notes: list[I18n] = []
    terms: list[tuple[str, str]] = []
    params = arch.params_b * 1e9
    inputs: dict[str, float | int | str | bool] = {
        "params_b": arch.params_b, "sequence_tokens": seq, "micro_batch": batch,
        "layers": arch.layers, "hidden": arch.hidden, "vocab": arch.vocab,
        "gradient_checkpointing": checkpointing, "optimizer": optimizer,
        "flash_attention": True}
    plan: WeightPlan | None = None
    rule_of_thumb: float | None = None
    opt_states = OPTIMIZER_STATE_BYTES[optimizer]

    if task in FULL_TRAINING_TASKS:
        train_precision = precision
        if precision == "fp8":  # review 111 C2: FP8 training is routine on Hopper, Ada and Blackwell
            train_precision = "bf16"
            notes.append(FP8_TRAINING_NOTE)
        elif precision not in ("fp32", "bf16", "fp16"):
            train_precision = "bf16"
            notes.append(I18n(
                en=f"Full training updates 16-bit weights: --precision {precision} is taken as "
                   "bf16 mixed precision (for a quantised frozen base use --task qlora).",
                zh=f"全参训练更新的是 16 位权重：--precision {precision} 按 bf16 混合精度计算"
                   "（要用量化的冻结底座请选 --task qlora）。"))
        w, g, o = full_state_bytes(train_precision, optimizer)
        weights = gb(params * w)
        grads = gb(params * g)
        opt = gb(params * o)
        rule_of_thumb = gb(params * 16)
        inputs.update({"bytes_per_param": w + g + o, "weight_bytes": w, "gradient_bytes": g,
                       "optimizer_bytes": o})
        master = "" if train_precision == "fp32" else " + 4 (fp32 master)"
        master_zh = "" if train_precision == "fp32" else " + 4（FP32 主权重）"
        states_en = {"adamw": "8 (Adam m, v fp32)", "adamw-8bit": "2 (8-bit Adam m, v)",
                     "sgd": "4 (SGD momentum fp32)"}[optimizer]
        states_zh = {"adamw": "8（Adam 一二阶矩 FP32）", "adamw-8bit": "2（8-bit Adam 矩）",
                     "sgd": "4（SGD 动量 FP32）"}[optimizer]
        notes.append(I18n(
            en=f"{'Pretraining' if task == 'pretrain' else 'Full fine-tuning'}: {w:g} (weights) + "
               f"{g:g} (gradients){master} + "
               f"{states_en} = {w + g + o:g} bytes per parameter × {arch.params_b:,.4g} B = "
               f"{weights + grads + opt:,.1f} GB of model states (source 1 formula three: "
               "parameters × 16 bytes for mixed-precision AdamW).",
            zh=f"全参{'预训练' if task == 'pretrain' else '微调'}：{w:g}（权重）+ {g:g}（梯度）"
               f"{master_zh} + {states_zh} = 每参数 {w + g + o:g} 字节 × {arch.params_b:,.4g} B = "
               f"{weights + grads + opt:,.1f} GB 模型状态（来源 1 公式三：AdamW 混合精度 = "
               "参数量 × 16 字节）。"))
        terms.append((f"states {arch.params_b:,.4g} B × {w + g + o:g} B/param",
                      f"模型状态 {arch.params_b:,.4g} B × 每参数 {w + g + o:g} 字节"))
    else:
        plan = weight_plan(arch, precision, arch.params_b, arch.active_params_b, model)
        adapters = arch.lora_adapter_params(lora_rank)
        weights = plan.gb + gb(adapters * ADAPTER_WEIGHT_BYTES)
        grads = gb(adapters * ADAPTER_GRAD_BYTES)
        opt = gb(adapters * opt_states)
        per_adapter = ADAPTER_WEIGHT_BYTES + ADAPTER_GRAD_BYTES + opt_states
        inputs.update({"lora_rank": lora_rank, "adapter_params_m": round(adapters / 1e6, 3),
                       "adapter_bytes_per_param": per_adapter,
                       "lora_targets": "q,k,v,o,gate,up,down",
                       "bits_per_weight": round(plan.bits, 4)})
        notes.append(plan.text)
        base = "QLoRA" if task == "qlora" else "LoRA"
        notes.append(I18n(
            en=f"{base}: the base stays frozen at {precision}; rank-{lora_rank} adapters on every "
               f"linear layer (q, k, v, o, gate, up, down) = {adapters / 1e6:,.1f} M parameters × "
               f"{per_adapter:g} bytes (fp32 weight 4 + gradient 4 + optimizer {opt_states:g}) "
               f"= {gb(adapters * per_adapter):,.2f} GB.",
            zh=f"{base}：底座以 {precision} 冻结；秩 {lora_rank} 的适配器挂在每个线性层（q、k、v、o、"
               f"gate、up、down）上，共 {adapters / 1e6:,.1f} M 参数 × 每参数 {per_adapter:g} 字节"
               f"（FP32 权重 4 + 梯度 4 + 优化器 {opt_states:g}）= "
               f"{gb(adapters * per_adapter):,.2f} GB。"))
        if task == "qlora" and precision != "nf4":
            notes.append(I18n(
                en=f"QLoRA normally loads the base in NF4; sized here at your {precision}.",
                zh=f"QLoRA 通常以 NF4 加载底座；此处按你给的 {precision} 计算。"))
        terms.append((f"base {plan.gb:,.2f} GB + adapters {adapters / 1e6:,.1f} M × "
                      f"{per_adapter:g} B",
                      f"底座 {plan.gb:,.2f} GB + 适配器 {adapters / 1e6:,.1f} M × {per_adapter:g} 字节"))

    act_factor = 2.0 if task in FULL_TRAINING_TASKS and precision == "fp32" else 1.0
    per_token = activation_bytes_per_token(arch, checkpointing) * act_factor
    token_act_gb = gb(per_token)
    act = token_act_gb * seq * batch
    inputs["activation_bytes_per_token"] = round(per_token)
    if checkpointing:
        notes.append(I18n(
            en=f"Activations with gradient checkpointing (Korthikanti et al. 2022): "
               f"{arch.layers} layers × 2·s·b·h (each layer's input) + one layer's 34·s·b·h "
               f"recomputed + logits 4·b·s·V × 2 = {act:,.2f} GB at s = {seq:,}, b = {batch}. "
               "FlashAttention assumed (no 5·a·s²·b score term).",
            zh=f"激活（梯度检查点，Korthikanti 等 2022）：{arch.layers} 层 × 2·s·b·h（每层输入）"
               f"+ 重算时一层的 34·s·b·h + logits 4·b·s·V × 2 = {act:,.2f} GB（s = {seq:,}，"
               f"b = {batch}）。假定使用 FlashAttention（无 5·a·s²·b 注意力分数项）。"))
    else:
        notes.append(I18n(
            en=f"Activations without checkpointing (Korthikanti et al. 2022): {arch.layers} layers "
               f"× 34·s·b·h + logits 4·b·s·V × 2 = {act:,.2f} GB at s = {seq:,}, b = {batch} — "
               "gradient checkpointing would cut this to about "
               f"{gb(activation_bytes_per_token(arch, True) * act_factor) * seq * batch:,.2f} GB "
               "for ~33 % more compute. FlashAttention assumed; without it add "
               f"{attention_scores_gb(arch, seq, batch):,.1f} GB of attention scores.",
            zh=f"激活（不开检查点，Korthikanti 等 2022）：{arch.layers} 层 × 34·s·b·h + logits "
               f"4·b·s·V × 2 = {act:,.2f} GB（s = {seq:,}，b = {batch}）——开梯度检查点可降到约 "
               f"{gb(activation_bytes_per_token(arch, True) * act_factor) * seq * batch:,.2f} GB，"
               "代价是多约 33 % 计算。假定使用 FlashAttention；不用则再加 "
               f"{attention_scores_gb(arch, seq, batch):,.1f} GB 注意力分数。"))
    terms.append((f"activations {act:,.2f} GB", f"激活 {act:,.2f} GB"))
    parts = Parts(kind="training", weights_gb=weights, gradients_gb=grads, optimizer_gb=opt,
                  overhead_gb=RUNTIME_OVERHEAD_GB, token_activations_gb=token_act_gb, arch=arch)
    return TrainingEstimate(parts, tuple(notes), tuple(terms), inputs, plan, rule_of_thumb)
