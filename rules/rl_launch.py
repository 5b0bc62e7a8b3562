"""The launch line of an RL post-training run (review 87 c10: a GRPO run was launched with TRL's SFT script).

TRL's own CLI, ``trl grpo`` (docs/source/clis.md: the training commands dpo, grpo, kto, sft; accelerate's flags such
as --num_processes and a predefined --accelerate_config profile pass through), with GRPOConfig's options (source
``trl-grpo``): the generations per prompt (num_generations), the completion length (max_completion_length), vLLM
colocated on the training GPUs (use_vllm, vllm_mode colocate) with the share of each GPU the rollout time assumed
(vllm_gpu_memory_utilization), beta only where a KL term was said (its default 0.0 loads no reference model), and a
step of prompts × generations completions: per_device_train_batch_size × GPUs × gradient_accumulation_steps (the
generation batch defaults to that, one generation a step). That batch must hold whole groups: GRPOConfig's
__post_init__ raises "generation_batch_size (…) must be divisible by num_generations" otherwise (review 91 c01: one
GPU × 1 × 1 against the default 8), so num_generations is always written and the accumulation rounded up to divide.
Every weight trained on several GPUs shards under DeepSpeed ZeRO-3 (--accelerate_config zero3; GRPOConfig's
ds3_gather_for_generation gathers the weights for vLLM), as the memory model's sharded layout assumes. PPO has no
such command (its value model is outside TRL's CLI): none.
"""

from __future__ import annotations

from typing import Any

from rules import rl_plan
from rules.estimate import rollout


def rl_line(facts: Any, req: Any, ref: str, gpus: int, layout: str | None, card: Any) -> str | None:
    """``trl grpo`` for ``facts``' run on ``gpus`` × ``card`` under ``layout``; None for PPO."""
    if facts.rl != "grpo":
        return None
    _prompt, completion = rollout.lengths(facts)
    micro = max(1, int(req.sequences or 1))
    group = int(facts.generations or rollout.DEFAULT_GENERATIONS)
    per_step = facts.prompts_per_step * group if facts.prompts_per_step else None
    parts = [f"trl grpo --model_name_or_path {ref} --dataset_name YOUR_PROMPTS --reward_funcs your_module.your_reward"]
    parts.append(f"--num_generations {group}")
    parts.append(f"--max_completion_length {completion}")
    parts.append(f"--per_device_train_batch_size {micro}")
    accumulation = accumulation_steps(micro * gpus, group, per_step)
    if accumulation > 1:
        parts.append(f"--gradient_accumulation_steps {accumulation}")
    parts.append(f"--max_steps {facts.rl_steps}" if facts.rl_steps else "--num_train_epochs 1")
    replicated = gpus <= 1 or layout in ("data-parallel", "replicas")
    share = rl_plan.engine_share(req, facts, card, gpus, replicated) if card is not None else 0.3
    parts.append(f"--use_vllm --vllm_mode colocate --vllm_gpu_memory_utilization {share:g}")
    if rollout.beta(facts) > 0:
        parts.append(f"--beta {rollout.beta(facts):g}")
    if req.task in ("lora", "qlora"):
        parts.append(f"--use_peft --lora_r {getattr(facts, 'lora_rank', None) or 16} --lora_target_modules all-linear"
                     + (" --load_in_4bit --bnb_4bit_quant_type nf4" if req.task == "qlora" else ""))
    parts.append("--bf16" + ("" if facts.gradient_checkpointing else " --gradient_checkpointing False"))
    if facts.save_steps:
        parts.append(f"--save_strategy steps --save_steps {facts.save_steps} --save_total_limit 2")
    parts.append("--output_dir out")
    if gpus > 1:
        parts.append(f"--num_processes {gpus}" + ("" if replicated else " --accelerate_config zero3"))
    return " ".join(parts)


def accumulation_steps(batch: int, group: int, per_step: int | None) -> int:
    """gradient_accumulation_steps for ``batch`` sequences a micro-step over all GPUs: enough for a step's ``per_step``
    completions where said, and the least above it whose batch × steps holds whole groups of ``group``."""
    steps = max(1, -(-per_step // batch)) if per_step else 1
    while (batch * steps) % group:
        steps += 1
    return steps
