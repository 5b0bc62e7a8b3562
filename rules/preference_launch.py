"""The launch line of a DPO run: the SFT line rules.launch writes for the same method, layout and batch, run by TRL's
DPO entry point instead (docs/source/clis.md: ``trl dpo``; trl/scripts/dpo.py under accelerate on several GPUs).

Every flag it keeps exists for DPO (source ``trl-dpo``): --max_length is DPOConfig's, the length of each sequence
of a pair (prompt + one response), as the memory was sized; --per_device_train_batch_size counts pairs; the
TrainingArguments (--gradient_accumulation_steps, --num_train_epochs, --bf16, --gradient_checkpointing, --optim,
--fsdp) and ModelConfig's (--use_peft, --lora_r, --lora_target_modules, --load_in_4bit, --bnb_4bit_quant_type,
--use_bnb_nested_quant, --bnb_4bit_quant_storage) are read by trl/scripts/dpo.py as by sft.py. DPOConfig has no
--packing (a pair's sequences are never packed), so none is written; --beta only where said (its default is 0.1).
Unsloth's CLI trains SFT alone (its DPO is a Python API over TRL's DPOTrainer): no line for it.
"""

from __future__ import annotations

from typing import Any


def adapt(facts: Any, line: str | None) -> str | None:
    """``line`` (the SFT launch) as a DPO run where ``facts`` is one; unchanged otherwise."""
    if not getattr(facts, "preference", None) or line is None:
        return line
    if "unsloth-cli.py" in line:
        return None
    out = (line.replace("trl sft ", "trl dpo ", 1).replace("trl/scripts/sft.py", "trl/scripts/dpo.py")
           .replace("--dataset_name YOUR_DATASET", "--dataset_name YOUR_PREFERENCE_PAIRS").replace(" --packing", ""))
    beta = getattr(facts, "preference_beta", None)
    if beta is not None:
        out += f" --beta {beta:g}"
    return out
