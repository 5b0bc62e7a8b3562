"""On-policy RL post-training (GRPO with TRL, review 87 c10): what an RL run adds to the same tokens trained as SFT.

Per completion of T = prompt + completion tokens, TRL's GRPOTrainer (trl/trainer/grpo_trainer.py, GRPOConfig; source
``trl-grpo``) runs:
  - the rollout: vLLM (``use_vllm``, colocated on the training GPUs: ``vllm_mode colocate``) prefills the prompt and
    decodes the completion — costed with the load model's decode step (rules.estimate.load: each step reads the
    weights once and every running sequence's KV cache, never faster than the compute bound 2·N a token), each GPU
    its own engine (``vllm_tensor_parallel_size`` 1, the default) generating its share of the step's completions in
    one batch, as many at once as its memory left holds (at most the engine's batch limit);
  - one forward pass for the old policy's log-probabilities, always computed when vLLM generates (its
    importance-sampling correction, ``vllm_importance_sampling_correction``, on by default): 2·N·T;
  - the reference model's forward pass, 2·N·T, only where the KL term is on: ``beta`` defaults to 0.0 in current TRL
    ("the reference model is not loaded"), so it is counted only when a beta is said;
  - the policy's forward and backward, 6·N·T (+ 2·N·T recompute: GRPOConfig turns gradient checkpointing on).
Memory adds, on every GPU, the rollout engine's own bf16 copy of the weights and the KV cache of at least one whole
sequence (vLLM will not start with less), and the reference model's bf16 weights (sharded like the policy's) when
the KL term is on and every weight trains (a LoRA's reference is its base with the adapter off: no copy).
Every completion is taken at its full length (``max_completion_length``): the upper end of the decode time.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from knowledge.schema import I18n
from rules.estimate import load as load_est
from rules.estimate.memory import kv_bytes_per_token

TRL_SOURCE = "trl-grpo"
# GRPOConfig.max_completion_length's default: 512 since huggingface/trl#6264 (2026-07-23, "Change default
# `max_completion_length` from 256 to 512"), 256 before
DEFAULT_COMPLETION = 512
# GRPOConfig.num_generations' default (trl/trainer/grpo_config.py: "num_generations … defaults to `8`"): a GRPO run
# with no group size said samples this many completions a prompt, and its rollout engine is there whatever is said
DEFAULT_GENERATIONS = 8
DEFAULT_BETA = 0.0  # GRPOConfig.beta's default: no reference model
BF16_BYTES = 2


def beta(facts: Any) -> float:
    """The KL coefficient: said, else GRPOConfig's default."""
    said = getattr(facts, "rl_beta", None)
    return float(said) if said is not None else DEFAULT_BETA


def has_reference(facts: Any) -> bool:
    """A reference model runs: the KL term is on (PPO keeps its KL penalty to the reference whatever is said)."""
    rl = getattr(facts, "rl", None)
    return rl == "ppo" or bool(rl) and beta(facts) > 0


# PPO's two more models (review 92 c04: "neither is sized here", the cost ~45 % low), each taken at the policy's size,
# as OpenRLHF and verl start them (the critic from the policy or the reward model): the critic trained in full with
# AdamW (bf16 weights and gradients + fp32 master weights and two moments: 16 bytes a parameter, sharded like the
# policy's), the reward model frozen in bf16; a step trains the critic on each token (6·N: three forward passes' worth)
# and scores each completion with the reward model (2·N: one)
CRITIC_BYTES = 16
PPO_FORWARDS = 3 + 1


def extra_forwards(facts: Any) -> int:
    """2·N·T forward passes an RL step adds to the policy's training pass: the old log-probabilities (vLLM's
    importance-sampling correction), with the KL term on the reference model's, and PPO's critic and reward model."""
    if not getattr(facts, "rl", None):
        return 0
    return 1 + (1 if has_reference(facts) else 0) + (PPO_FORWARDS if facts.rl == "ppo" else 0)


def ppo_models_gb(params_b: float, facts: Any) -> tuple[float, float]:
    """(critic's training state, reward model's bf16 weights) of a PPO run, 0 for GRPO."""
    if getattr(facts, "rl", None) != "ppo":
        return 0.0, 0.0
    return params_b * CRITIC_BYTES, params_b * BF16_BYTES


def lengths(facts: Any) -> tuple[int, int]:
    """(prompt tokens, completion tokens) of one completion of an RL run, whether or not the run's size is known: the
    completion as said (else GRPOConfig's default), the prompt as said (else what a sample holds beyond it)."""
    out = int(facts.output_tokens or DEFAULT_COMPLETION)
    per = int(facts.tokens_per_sample or 0)
    return (int(facts.input_tokens) if facts.input_tokens else max(0, per - out)), out


def shape(facts: Any) -> tuple[int, int, int] | None:
    """(completions in the run, prompt tokens, completion tokens) of an RL run; None where not an RL run of known
    size."""
    if not getattr(facts, "rl", None):
        return None
    prompt, out = lengths(facts)
    if facts.samples:
        n = int(facts.samples)
    elif facts.train_tokens and prompt + out > 0:
        n = int(facts.train_tokens) // (prompt + out)
    else:
        return None
    epochs = float(facts.epochs or 1)
    return int(n * epochs), prompt, out


def engine_weights_gb(params_b: float) -> float:
    return params_b * BF16_BYTES


def min_engine_gb(req: Any, facts: Any) -> float:
    """The rollout engine on each GPU at the least it starts with: its bf16 weights + one whole sequence's KV — counted
    for every RL run, its size known or not (review 91 c01: a GRPO run with no group size said was sized with no
    engine, while its own launch line started one)."""
    arch = req.arch
    if not getattr(facts, "rl", None) or arch is None:
        return 0.0
    prompt, completion = lengths(facts)
    return engine_weights_gb(float(req.params_b or 0)) + kv_bytes_per_token(arch) * (prompt + completion) / 1e9


def with_rollout(req: Any, facts: Any) -> Any:
    """``req`` with the RL run's memory: the rollout engine (in the kv_cache part, whole on every GPU) and the
    reference model (in the weights, sharded like them)."""
    engine = min_engine_gb(req, facts)
    ref = engine_weights_gb(float(req.params_b or 0)) if has_reference(facts) and req.task == "full-finetune" else 0.0
    critic, reward = ppo_models_gb(float(req.params_b or 0), facts)
    if engine <= 0 and ref <= 0 and critic <= 0:
        return req
    parts = replace(req.parts, rollout_gb=engine, reference_gb=ref + critic + reward)
    bd = parts.breakdown(req.context_tokens, req.sequences)
    total = sum(bd.values())
    seq = sum(lengths(facts))
    en = (f"Rollout engine {engine:,.2f} GB on every GPU: vLLM colocated with the trainer (TRL's use_vllm, "
          f"vllm_mode colocate) holds its own bf16 copy of the weights ({engine_weights_gb(float(req.params_b)):,.2f} "
          f"GB) and at least one {seq:,}-token sequence's KV cache; the more memory is left beside training, the "
          "more completions it decodes at once (the time assumes what is left).")
    zh = (f"生成（rollout）引擎每张卡 {engine:,.2f} GB：vLLM 与训练同卡（TRL 的 use_vllm、vllm_mode colocate），"
          f"自带一份 bf16 权重（{engine_weights_gb(float(req.params_b)):,.2f} GB）"
          f"和至少一条 {seq:,} token 序列的 KV 缓存；"
          "训练之外剩的显存越多，一次并行生成的补全越多（时长按剩余显存计）。")
    if ref:
        en += f" Reference model {ref:,.2f} GB (bf16, frozen: the KL term is on)."
        zh += f" 参考模型 {ref:,.2f} GB（bf16，冻结：KL 项开启）。"
    else:
        en += (" No reference model: TRL's GRPO loads none while beta is 0.0, its default (say the KL coefficient "
               "if you use one).") if req.task == "full-finetune" or not has_reference(facts) else \
              " The reference is the base with the adapter turned off: no second copy."
        zh += ("无参考模型：TRL 的 GRPO 在 beta 为 0.0（默认）时不加载参考模型（若用 KL 项请给出系数）。"
               if req.task == "full-finetune" or not has_reference(facts)
               else "参考模型即关掉适配器的基座：无第二份权重。")
    if critic:
        en += (f" PPO's critic {critic:,.2f} GB (a value model of the policy's size trained in full: "
               f"{CRITIC_BYTES} bytes a parameter with AdamW) and reward model {reward:,.2f} GB (bf16, frozen) — "
               "taken at the policy's size, as OpenRLHF and verl start them; sharded like the policy.")
        zh += (f" PPO 的价值模型（critic）{critic:,.2f} GB（与策略同大小、全参训练：AdamW 每参数 {CRITIC_BYTES} 字节）"
               f"和奖励模型 {reward:,.2f} GB（bf16，冻结）——按与策略同大小计（OpenRLHF、verl 的常见做法），"
               "与策略一样分片。")
    more_en = (f" + reference {ref:,.2f}" if ref else "") + (f" + critic {critic:,.2f} + reward {reward:,.2f}"
                                                            if critic else "")
    more_zh = (f" + 参考模型 {ref:,.2f}" if ref else "") + (f" + 价值模型 {critic:,.2f} + 奖励模型 {reward:,.2f}"
                                                          if critic else "")
    formula = I18n(en=f"{req.formula.en} + rollout engine {engine:,.2f}{more_en} = {total:,.2f} GB",
                   zh=f"{req.formula.zh} + 生成引擎 {engine:,.2f}{more_zh} = {total:,.2f} GB")
    return replace(req, parts=parts, breakdown=bd, vram_gb=total, notes=(*req.notes, I18n(en=en, zh=zh)),
                   formula=formula)


@dataclass(frozen=True)
class Rollout:
    """The rollouts of an RL run: their hours, completions and tokens, and the decode batch that sets them."""

    hours: float  # wall clock of all the rollouts on the GPUs together
    completions: int
    tokens: int  # completion tokens decoded in all
    batch: int  # completions one GPU decodes at once
    tokens_per_s: float  # completion tokens a second on one GPU at that batch
    room_gb: float  # KV cache room beside training on one GPU
    calibrated: bool = False  # the decode step is vLLM's as published measurements calibrate it on the card


def rollout_time(*, completions: int, prompt: int, completion: int, gpus: int, per_step: int | None,
                 bandwidth_gbs: float, tflops: float, bandwidth_efficiency: float, compute_efficiency: float,
                 params_b: float, kv_bytes_token: float, room_gb: float, engine_cap: int,
                 attention_width: float = 0.0, calibrated_step: Any = None) -> Rollout:
    """The rollouts of ``completions`` completions on ``gpus`` GPUs, each its own engine decoding its share of a
    step's completions (``per_step`` in all, or as many as fit) with ``room_gb`` of KV cache beside training;
    ``calibrated_step``: vLLM's decode step as published measurements calibrate it on the card (None: the bounds)."""
    replica = load_est.Replica(
        bandwidth_gbs=bandwidth_gbs, tflops=tflops, weights_gb=engine_weights_gb(params_b), kv_room_gb=room_gb,
        active_params_b=params_b, bandwidth_efficiency=bandwidth_efficiency, compute_efficiency=compute_efficiency,
        attention_width=attention_width, calibrated_step=calibrated_step)
    ld = load_est.Load(0.0, prompt, completion, kv_bytes_token)
    one = kv_bytes_token * (prompt + completion) / 1e9  # the memory gate kept room for one whole sequence
    replica = replace(replica, kv_room_gb=max(room_gb, one))
    share = -(-per_step // gpus) if per_step else engine_cap
    cap = max(1, min(engine_cap, share))
    batch = max(1, min(cap, load_est.max_sequences(replica, ld)))
    rate = max(1e-9, load_est.max_rps(replica, ld, batch))  # completions a second on one GPU
    hours = completions / (gpus * rate) / 3600
    return Rollout(hours, completions, completions * completion, batch, rate * completion, room_gb,
                   calibrated_step is not None)
