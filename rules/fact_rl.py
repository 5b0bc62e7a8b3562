"""On-policy RL post-training facts (review 87 c10): a GRPO run said as steps × prompts per step × generations per
prompt × (prompt + completion) tokens is a training job of known size — its completions are the samples trained, each
prompt + completion tokens long — so the deadline applies and the rollouts are costed (rules.estimate.rollout).

    rl_job(given, out, assumed, notes, label) -> (given, derived)   (before the task and the job's size are resolved)

What it derives (the run's size, its method) is no fact the person gave: ``derived`` names it, kept out of
``Facts.stated``, so an answer asked again from what was said (rules.precision_lead.led_facts) derives it again, with
its assumptions and notes (review 91 c01: the led answer showed an assumed full fine-tune as said, and lost its notes).

The method (full fine-tuning, LoRA) stays what the person said; an RL run with no method said is full fine-tuning,
as TRL's GRPOTrainer trains unless given a PEFT config — assumed, and said. A GRPO run with no group size said
samples TRL's default num_generations a prompt (rules.estimate.rollout.DEFAULT_GENERATIONS) — assumed, and said
(review 91 c01: without it the run went unsized and uncosted, while its steps and prompts a step were known).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from knowledge.schema import I18n
from rules.estimate.rollout import DEFAULT_GENERATIONS
from rules.fact_parse import fail, parse_choice, parse_count, parse_number, parse_tokens
from rules.fact_vocab import LIMITS, RL_METHODS, TRAINING_TASKS

Label = Callable[[str], str]
SHAPE = ("rl_steps", "prompts_per_step", "generations")


def rl_job(given: Mapping[str, Any], out: dict[str, Any], assumed: list[tuple[str, Any]], notes: list[I18n],
           label: Label) -> tuple[Mapping[str, Any], set[str]]:
    """``given`` with the run's size and method derived (see _derive), and the keys derived."""
    new = _derive(given, out, assumed, notes, label)
    return new, {k for k in new if k not in given or new[k] != given[k]}


def _derive(given: Mapping[str, Any], out: dict[str, Any], assumed: list[tuple[str, Any]], notes: list[I18n],
            label: Label) -> Mapping[str, Any]:
    """``given`` with the run's size as samples × tokens per sample where the RL shape is whole; the RL facts are
    validated into ``out``. Without --rl the RL shape facts are refused (they size nothing else)."""
    present = [k for k in (*SHAPE, "rl_beta") if k in given]
    if "rl" not in given:
        if present:
            raise fail(label(present[0]), given[present[0]], f"only with {label('rl')} {' / '.join(RL_METHODS)}")
        if "save_steps" in given:
            out["save_steps"] = parse_count(label("save_steps"), given["save_steps"], LIMITS["rl_steps"])
        return given
    out["rl"] = parse_choice(label("rl"), str(given["rl"]).lower(), RL_METHODS)
    for key in (*SHAPE, "save_steps"):
        if key in given:
            out[key] = parse_count(label(key), given[key], LIMITS.get(key, LIMITS["rl_steps"]))
    if out["rl"] == "grpo" and "generations" not in out:
        out["generations"] = DEFAULT_GENERATIONS  # GRPOConfig.num_generations' default (source trl-grpo)
        assumed.append(("generations", DEFAULT_GENERATIONS))
    if "rl_beta" in given:
        out["rl_beta"] = parse_number(label("rl_beta"), given["rl_beta"], bounds=LIMITS["rl_beta"],
                                     allow_zero=True)
    new = dict(given)
    if new.get("task") == "inference":
        # an RL run trains: a model named with no method reads as serving it (review 88 C09: "a GRPO run on Qwen3-8B"
        # stopped with "invalid --task: 'inference'") — trained as below, and said
        new.pop("task")
        notes.append(I18n(en="An RL run trains the model: read as training it, not serving it.",
                          zh="强化学习要训练模型：按训练理解，而不是部署推理。"))
    if new.get("task") not in TRAINING_TASKS:
        if "task" in new:
            raise fail(label("task"), new["task"], f"a training task with {label('rl')} (full-finetune, lora, qlora)")
        new["task"] = "full-finetune"
        assumed.append(("task", "full-finetune"))
    completions = None
    if all(k in out for k in SHAPE):
        completions = out["rl_steps"] * out["prompts_per_step"] * out["generations"]
    if completions and "samples" not in new:
        new["samples"] = completions
    if "input_tokens" in new and "output_tokens" in new and "tokens_per_sample" not in new:
        new["tokens_per_sample"] = (parse_tokens(label("input_tokens"), new["input_tokens"])
                                    + parse_tokens(label("output_tokens"), new["output_tokens"]))
    elif completions and "output_tokens" in new and not {"tokens_per_sample", "train_tokens"} & set(new):
        # the completion's length said, the prompt's not (review 91 c01: "回答最长 2048 token"): each completion trained
        # at that length alone — a short prompt (a maths problem) adds little — and said, rather than a sample "taken
        # as a full training sequence, the upper end"
        new["tokens_per_sample"] = out_len = parse_tokens(label("output_tokens"), new["output_tokens"])
        notes.append(I18n(
            en=f"No prompt length said: each completion is trained at its {out_len:,} tokens alone; say the prompts' "
               "length (--input-tokens) to add their tokens",
            zh=f"未给 prompt 长度：每条补全按其 {out_len:,} token 训练（不含 prompt）；"
               "说明 prompt 长度（--input-tokens）即加上 prompt 的 token"))
    if "samples" in new and "tokens_per_sample" in new and "train_tokens" in new and completions:
        del new["train_tokens"]  # the shape's own product; a rounded figure said beside it is checked below
        _agrees(given["train_tokens"], completions * int(new["tokens_per_sample"]), label)
    if completions and "tokens_per_sample" in new:
        per = int(new["tokens_per_sample"])
        what_en, what_zh = ("prompt + completion", "prompt + 补全") if "input_tokens" in new else ("completion", "补全")
        notes.append(I18n(
            en=f"RL run: {out['rl_steps']:,} steps × {out['prompts_per_step']:,} prompts × {out['generations']:,} "
               f"generations = {completions:,} completions trained, each {per:,} tokens ({what_en}) = "
               f"{completions * per:,} tokens",
            zh=f"RL 训练：{out['rl_steps']:,} 步 × 每步 {out['prompts_per_step']:,} 个 prompt × 每个 "
               f"{out['generations']:,} 条生成 = 训练 {completions:,} 条补全，每条 {per:,} token（{what_zh}）= "
               f"{completions * per:,} token"))
    elif not completions:
        missing = ", ".join(label(k) for k in SHAPE if k not in out)
        notes.append(I18n(
            en=f"The RL run's size needs steps, prompts per step and generations per prompt ({missing} not given): "
               "without them its rollouts are costed only where the training tokens are given",
            zh=f"RL 训练的规模需要步数、每步 prompt 数与每个 prompt 的生成数（未给出：{missing}）："
               "没有这些，只有给出训练 token 时才估算生成（rollout）"))
    return new


def rl_size_missing(out: Mapping[str, Any], label: Label) -> str | None:
    """What an RL run lacks to be sized, and how to say it (review 119 C6: a PPO run said with no steps read stopped
    with "missing --samples: the job size is samples × tokens per sample", a size no RL run is said in); None where
    no RL run is asked or its shape is whole."""
    missing = [k for k in SHAPE if k not in out] if "rl" in out else []
    if not missing:
        return None
    return (f"missing {', '.join(label(k) for k in missing)}: an RL run's size is steps × prompts per step × "
            "generations per prompt — say them in words (“800 PPO steps, 128 prompts per step, 4 generations "
            f"each”), or give {label('train_tokens')}")


def _agrees(said: Any, product: int, label: Label) -> None:
    value = parse_count(label("train_tokens"), said, LIMITS["train_tokens"])
    if abs(value - product) > 0.02 * product:
        raise fail(label("train_tokens"), said, f"about {product:,}: the RL run's steps × prompts × generations × "
                   "(prompt + completion) tokens; give one or the other")
