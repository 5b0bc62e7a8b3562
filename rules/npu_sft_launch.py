"""The launch line of a fine-tune on Ascend (review 109 C4b: a 信创 LoRA on a 910B was told to run `trl sft … --bf16`,
a CUDA command). LLaMA-Factory runs on Ascend through torch-npu with no change but the device variable —
``ASCEND_RT_VISIBLE_DEVICES`` for ``CUDA_VISIBLE_DEVICES`` (LLaMA-Factory docs, "华为 NPU 适配",
https://llamafactory.readthedocs.io/zh-cn/latest/advanced/npu.html) — and ``llamafactory-cli train`` takes its
arguments on the command line when no YAML is given (src/llamafactory/hparams/parser.py, read_args). The flags are
the hours' and the memory's: every linear layer adapted (``lora_target all``), the rank, the length, the batch and the
accumulation the CUDA line uses (rules.launch), LLaMA-Factory's own default of gradient checkpointing on unless the
plan keeps activations. A 4-bit base (QLoRA's bitsandbytes) has no NPU build: no line for it. Only the SFT methods:
pre-training on Ascend runs MindSpeed-LLM (rules.megatron)."""

from __future__ import annotations

from typing import Any

from rules import preference_launch

# LLaMA-Factory's chat template by model family (its src/llamafactory/data/template.py names); others are to be said
TEMPLATES = {"qwen2.5": "qwen", "qwen2.5-coder": "qwen", "qwq": "qwen", "qwen3": "qwen3", "qwen3-2507": "qwen3",
             "llama-3": "llama3", "llama-3.1": "llama3", "llama-3.2": "llama3", "llama-3.3": "llama3",
             "llama-2": "llama2", "mistral": "mistral", "mixtral": "mistral", "gemma-2": "gemma", "gemma-3": "gemma3",
             "glm-4": "glm4", "deepseek-r1-distill": "deepseekr1", "yi": "yi", "phi-4": "phi4"}
METHODS = {"lora": "lora", "full-finetune": "full"}


def on_card(line: str | None, facts: Any, model: Any, task: str, card: Any, gpus: int) -> str | None:
    """The training ``line`` rules.launch wrote, as it runs on ``card``: LLaMA-Factory on Ascend (but pre-training,
    MindSpeed-LLM's already), the DPO form of an SFT line elsewhere (rules.preference_launch)."""
    if getattr(card, "ecosystem", "") == "cann" and task != "pretrain":
        return npu_sft_line(line, facts, model, task, card, gpus)
    return preference_launch.adapt(facts, line)


def npu_sft_line(sft_line: str | None, facts: Any, model: Any, task: str, card: Any, gpus: int) -> str | None:
    """The LLaMA-Factory line for ``task`` on ``gpus`` Ascend ``card`` (each ``card.devices`` NPUs), read off the
    CUDA ``sft_line`` the same plan gives (its length, batch, accumulation and epochs); None for a method that has no
    NPU path here."""
    if sft_line is None or task not in METHODS:
        return None
    flags = _flags(sft_line)
    if "max_length" not in flags or "model_name_or_path" not in flags:  # not a TRL line (Unsloth's CLI)
        return None
    devices = ",".join(str(i) for i in range(max(1, gpus) * max(1, getattr(card, "devices", 1) or 1)))
    template = TEMPLATES.get(getattr(model, "family", "") or "", "YOUR_TEMPLATE")
    stage = "dpo" if getattr(facts, "preference", None) else "sft"
    line = (f"ASCEND_RT_VISIBLE_DEVICES={devices} llamafactory-cli train --stage {stage} --do_train true "
            f"--model_name_or_path {flags['model_name_or_path']} --dataset YOUR_DATASET --template {template} "
            f"--finetuning_type {METHODS[task]}")
    if task == "lora":
        line += f" --lora_rank {flags.get('lora_r', '16')} --lora_target all"
    line += (f" --cutoff_len {flags['max_length']} --per_device_train_batch_size "
             f"{flags['per_device_train_batch_size']}")
    if "gradient_accumulation_steps" in flags:
        line += f" --gradient_accumulation_steps {flags['gradient_accumulation_steps']}"
    line += f" --num_train_epochs {flags.get('num_train_epochs', '1')} --bf16 true"
    if flags.get("gradient_checkpointing") == "False":
        line += " --disable_gradient_checkpointing true"
    if task == "full-finetune" and gpus > 1:  # every weight sharded over the cards, as the memory was sized
        line += " --deepspeed examples/deepspeed/ds_z3_config.json"
    if stage == "dpo" and getattr(facts, "preference_beta", None) is not None:
        line += f" --pref_beta {facts.preference_beta:g}"
    return line + f" --output_dir saves/{METHODS[task]}"


def _flags(line: str) -> dict[str, str]:
    """``--name value`` pairs of a launch line; a flag with no value reads "true"."""
    words = line.split()
    out: dict[str, str] = {}
    for i, w in enumerate(words):
        if w.startswith("--"):
            nxt = words[i + 1] if i + 1 < len(words) else ""
            out[w[2:]] = "true" if not nxt or nxt.startswith("--") else nxt
    return out
