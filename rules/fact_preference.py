"""Offline preference tuning facts (DPO): a run on chosen / rejected pairs, as TRL's DPOTrainer trains it — a
reference model beside the policy, both responses of a pair in one forward (rules.estimate.preference). Not the rl
fact: that is on-policy RL with rollouts (GRPO, PPO); DPO samples nothing.

    preference_job(given, out, assumed, notes, label) -> (given, derived)   (before the task and the job's size)

The method stays what the person said (full fine-tuning, LoRA, QLoRA); a DPO run with no method said is full
fine-tuning, as DPOTrainer trains every weight unless given a PEFT config — assumed, and said. A sample is a pair,
and its "tokens per sample" one of its two sequences, prompt + one response (what DPOConfig.max_length bounds):
rules.fact_resolve counts a pass as pairs × 2 × tokens. With no length said, DPOConfig.max_length's default (1024)
is the sequence, assumed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from knowledge.schema import I18n
from rules.estimate.preference import DEFAULT_MAX_LENGTH
from rules.fact_parse import fail, parse_choice, parse_number
from rules.fact_vocab import FINETUNE_TASKS, LIMITS, PREFERENCE_METHODS

Label = Callable[[str], str]


def preference_job(given: Mapping[str, Any], out: dict[str, Any], assumed: list[tuple[str, Any]], notes: list[I18n],
                   label: Label, derived: Iterable[str] = ()) -> tuple[Mapping[str, Any], set[str]]:
    """``given`` with a preference run's method and sequence derived, and the keys derived (with ``derived``, those an
    earlier step derived); the preference facts validated into ``out``."""
    derived = set(derived)
    if "preference" not in given:
        if "preference_beta" in given:
            raise fail(label("preference_beta"), given["preference_beta"],
                       f"only with {label('preference')} {' / '.join(PREFERENCE_METHODS)}")
        return given, derived
    out["preference"] = parse_choice(label("preference"), str(given["preference"]).lower(), PREFERENCE_METHODS)
    if given.get("rl") is not None:
        raise fail(label("preference"), given["preference"], f"not with {label('rl')}: DPO trains offline on pairs, "
                   "an RL run samples rollouts; give one or the other")
    if "preference_beta" in given:
        out["preference_beta"] = parse_number(label("preference_beta"), given["preference_beta"],
                                              bounds=LIMITS["preference_beta"], allow_zero=True)
    new = dict(given)
    if new.get("task") == "inference":  # "DPO Llama-3.1-8B": a model named with no method trains, it is not served
        new.pop("task")
        notes.append(I18n(en="A DPO run trains the model: read as training it, not serving it.",
                          zh="DPO 要训练模型：按训练理解，而不是部署推理。"))
    if new.get("task") not in FINETUNE_TASKS:
        if "task" in new:
            raise fail(label("task"), new["task"],
                       f"a fine-tuning task with {label('preference')} ({', '.join(FINETUNE_TASKS)})")
        new["task"] = "full-finetune"  # DPOTrainer with no peft_config trains every weight (source trl-dpo)
        assumed.append(("task", "full-finetune"))
    if "context_tokens" not in new and "tokens_per_sample" not in new:
        new["context_tokens"] = DEFAULT_MAX_LENGTH  # DPOConfig.max_length's default
        assumed.append(("context_tokens", DEFAULT_MAX_LENGTH))
    if "tokens_per_sample" in new or "samples" in new:
        notes.append(I18n(
            en="Preference data: a sample is one pair (a prompt with a chosen and a rejected response) and its tokens "
               "per sample are ONE sequence, prompt + one response — what TRL's max_length bounds; both sequences "
               "train, so a pass is pairs × 2 × tokens (say the whole pair's length halved if you counted both).",
            zh="偏好数据：一条样本是一个偏好对（一个 prompt 配 chosen 与 rejected 两个回答），每条样本的 token 数指其中"
               "一条序列，即 prompt + 一个回答——TRL 的 max_length 限制的就是它；两条序列都要训练，所以一遍数据 = "
               "对数 × 2 × token 数（若你给的是整对的长度，请减半）。"))
    elif "train_tokens" in new:
        notes.append(I18n(
            en="Preference data given as training tokens: taken as the tokens one pass trains — both sequences "
               "(prompt + chosen, prompt + rejected) of every pair.",
            zh="偏好数据按训练 token 给出：视为一遍数据实际训练的 token——每个偏好对的两条序列（prompt + chosen、"
               "prompt + rejected）都算在内。"))
    return new, derived | {k for k in new if k not in given or new[k] != given[k]}
