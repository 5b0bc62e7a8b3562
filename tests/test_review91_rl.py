"""Review 91 c01: a GRPO run is sized with its rollout engine and launched with a command TRL accepts, whatever of its
shape was said; the reader takes the group size and the steps in their zh and en families, leaves the method unsaid
where only a library or a generic word names the training, and reaches the same job costing as the flags."""

from __future__ import annotations

import datetime

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import knowledge
from advisor_tui.understand import parse
from rules import rl_launch, rl_plan
from rules.estimate import rollout
from rules.estimate.capacity import capacity_gb
from rules.estimate.requirement import requirement
from rules.facts import resolve
from rules.pipeline import consult

KB = knowledge.load(user_file=False)
TODAY = datetime.date(2026, 12, 6)
C01 = ("我是研一学生，想用 GRPO 对 Qwen3-8B 做数学推理的强化学习（用 TRL），每步 64 个 prompt、每个生成 8 条，回答最长 "
       "2048 token，跑 500 步。在国内租卡，总预算 3000 元以内，两周内跑完，有什么推荐？")
CTL01B = ("用 GRPO 对 Qwen3-8B 做强化学习，每步 64 个 prompt，每个 prompt 采样 8 条回答（num_generations=8），回答最长 "
          "2048 token，500 步，国内，总预算 3000 元")
RUN = {"model": "qwen3-8b", "rl": "grpo", "rl_steps": 500, "prompts_per_step": 64, "output_tokens": 2048,
       "region": "cn", "budget": "3000/total", "currency": "CNY", "deadline": "14d"}


def _read(text):
    return parse(text, KB, strict=True, today=TODAY)


# ------------------------------------------------------------------------------------------------ the reader


def test_c01_reads_the_group_size_and_leaves_the_method_to_the_rl_run():
    u = _read(C01)
    shape = {k: u.facts.get(k) for k in ("rl", "rl_steps", "prompts_per_step", "generations", "output_tokens")}
    assert shape == {"rl": "grpo", "rl_steps": 500, "prompts_per_step": 64, "generations": 8, "output_tokens": 2048}
    assert "task" not in u.facts  # "TRL" names a library, not LoRA: rules.fact_rl assumes full fine-tuning, and says
    assert u.facts.get("engine") == "hf"  # TRL, a training engine beside the RL run (no "'hf' unavailable")
    said = " ".join(n.en for n in u.notes)
    assert "read as LoRA" not in said and "serving was mentioned" not in said  # "数学推理" is reasoning


def test_ctl01b_keeps_its_steps_and_says_no_serving():
    u = _read(CTL01B)
    assert (u.facts["rl_steps"], u.facts["generations"], u.facts["prompts_per_step"]) == (500, 8, 64)
    assert not any("no training was mentioned" in n.en for n in u.notes)
    assert resolve(u.facts, KB).task == "full-finetune"


@pytest.mark.parametrize(("text", "n"), [
    ("GRPO on Qwen3-8B, 64 prompts per step, 16 rollouts per prompt", 16),
    ("GRPO on Qwen3-8B with a group size of 4", 4),
    ("GRPO on Qwen3-8B, num_generations=8", 8),
    ("GRPO on Qwen3-8B, num_generations: 12", 12),
    ("OpenRLHF GRPO on Qwen3-8B, n_samples_per_prompt 8", 8),
    ("verl GRPO on Qwen3-8B, actor_rollout_ref.rollout.n=5", 5),
    ("GRPO 训练 Qwen3-8B，每步 64 个 prompt，每个生成 8 条", 8),
    ("GRPO 训练 Qwen3-8B，每步 64 个 prompt，每个采样 6 个", 6),
    ("GRPO 训练 Qwen3-8B，每条 prompt 采样 16 个", 16),
    ("GRPO 训练 Qwen3-8B，每道题生成 4 次", 4),
    ("GRPO 训练 Qwen3-8B，每组 8 条", 8),
])
def test_generations_per_prompt_in_their_families(text, n):
    assert _read(text).facts.get("generations") == n


@pytest.mark.parametrize(("text", "n"), [
    ("GRPO on Qwen3-8B, 500 steps", 500),
    ("GRPO on Qwen3-8B, max_steps 500, 64 prompts per step", 500),
    ("GRPO on Qwen3-8B with max_steps=1200", 1200),
    ("GRPO on Qwen3-8B, 2,000 training steps", 2000),
    ("用 GRPO 对 Qwen3-8B 做强化学习，500 步", 500),  # "，" before the count: read as "," (ctl01b lost it)
    ("GRPO 训练 Qwen3-8B，训练步数 800", 800),
    ("GRPO 训练 Qwen3-8B，总步数为 300", 300),
])
def test_the_run_s_steps_in_their_families(text, n):
    assert _read(text).facts.get("rl_steps") == n


@pytest.mark.parametrize(("text", "absent"), [
    ("GRPO Qwen3-8B，第 200 步开始 reward 不涨了，每 100 步存一次", "rl_steps"),  # the step one is at, a cadence
    ("GRPO 训练 Qwen3-8B，每个回答 300 token", "generations"),  # a length, no count of generations
    ("GRPO 训练 Qwen3-8B，每个生成 300 token", "generations"),
    ("Qwen3-8B 推理服务，每个生成 8 条摘要", "generations"),  # no RL run: nothing of its shape
    ("Qwen3-8B 推理服务，每个生成 8 条摘要", "rl"),
    ("SDXL, 30 steps per image, 2,000 images", "rl_steps"),
])
def test_phrasings_that_are_not_the_rl_shape(text, absent):
    assert absent not in _read(text).facts


@pytest.mark.parametrize(("text", "task"), [
    ("用 TRL + PEFT 做 GRPO，Qwen3-8B", "lora"),  # adapters named: a method
    ("GRPO LoRA on Qwen3-8B with TRL, 8 rollouts per prompt", "lora"),
    ("GRPO 全参训练 Qwen3-8B，每个 prompt 采样 8 条", "full-finetune"),
    ("用 TRL 微调 Qwen3-8B，5 万条样本", "lora"),  # no RL run: the rented fine-tune's LoRA, as before
    ("Qwen3-8B 部署，数学推理能力要好", "inference"),
    ("qwen3-8b 推理", "inference"),
])
def test_the_method_where_it_is_said_and_the_neighbours(text, task):
    assert _read(text).facts.get("task") == task


def test_no_method_said_is_assumed_full_and_said_so():
    f = resolve(_read("GRPO 训练 Qwen3-8B，训练步数 500，每步 64 个 prompt").facts, KB)
    assert f.task == "full-finetune" and ("task", "full-finetune") in f.assumed


# ------------------------------------------------------------------------------------------------ the engine


def test_the_group_size_unsaid_is_trl_s_default_and_said():
    f = resolve({k: v for k, v in RUN.items() if k != "budget"}, KB)
    assert f.generations == rollout.DEFAULT_GENERATIONS == 8 and ("generations", 8) in f.assumed
    assert f.samples == 500 * 64 * 8


def test_the_rollout_engine_is_counted_whatever_of_the_shape_is_said():
    """c01: without the group size the job was 21.5 GB and one RTX 3090 — its own command started a vLLM that holds
    a second copy of the weights."""
    for raw in ({"model": "qwen3-8b", "rl": "grpo", "task": "lora"},
                {"model": "qwen3-8b", "rl": "grpo", "task": "lora", "output_tokens": 2048}):
        req = requirement(resolve(raw, KB), KB)
        assert req.breakdown["kv_cache"] >= rollout.engine_weights_gb(8.2)
        assert any("Rollout engine" in n.en for n in req.notes)
    r = consult({**RUN, "task": "lora"}, KB)
    assert r.requirement.vram_gb > 45 and all(p.card != "rtx-3090" for p in r.picks)


def test_the_launch_passes_the_length_read_and_a_batch_trl_accepts():
    r = consult({**RUN, "task": "lora"}, KB)
    assert r.picks
    for p in r.picks:
        assert "--max_completion_length 2048" in p.launch and "--num_generations 8" in p.launch
        flags = p.launch.split()
        value = dict(zip(flags, flags[1:], strict=False))
        gpus = int(value.get("--num_processes", 1))
        batch = int(value["--per_device_train_batch_size"]) * gpus * int(value.get("--gradient_accumulation_steps", 1))
        assert batch % 8 == 0 and batch >= 64 * 8  # GRPOConfig: generation_batch_size divisible by num_generations


def test_the_engine_s_share_of_the_card_holds_at_least_its_weights():
    """c01 (c): 0.6 of a 24 GB card is 14.4 GB, under the 16.4 GB of weights vLLM loads."""
    r = consult({**RUN, "task": "lora"}, KB)
    f = r.facts
    for p in r.picks:
        share = float(p.launch.split("--vllm_gpu_memory_utilization ")[1].split()[0])
        card = KB.cards_by_id[p.card]
        assert share * capacity_gb(card) >= rollout.min_engine_gb(r.requirement, f) - 1e-6
    req = requirement(resolve({**RUN, "task": "lora"}, KB), KB)
    tight = rl_plan.engine_share(req, f, KB.cards_by_id["rtx-3090"], 1, True)
    assert tight * capacity_gb(KB.cards_by_id["rtx-3090"]) >= rollout.min_engine_gb(req, f)


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 16), st.integers(1, 8), st.integers(2, 16), st.one_of(st.none(), st.integers(1, 512)))
def test_the_accumulation_always_holds_whole_groups(gpus, micro, group, prompts):
    per_step = prompts * group if prompts else None
    steps = rl_launch.accumulation_steps(micro * gpus, group, per_step)
    assert (micro * gpus * steps) % group == 0
    assert per_step is None or micro * gpus * steps >= per_step


def test_free_text_reaches_the_flags_job_costing():
    """c01 (major): the free text priced "1 hour × 1 day"; the same facts as flags cost the job."""
    said = consult({**parse(C01, KB, today=TODAY).facts}, KB)
    flags = consult({**RUN, "generations": 8, "procure": "rent", "buyer": "individual"}, KB)
    assert said.picks and said.picks[0].job is not None
    assert (said.picks[0].card, said.picks[0].gpus) == (flags.picks[0].card, flags.picks[0].gpus)
    assert said.picks[0].job.total == pytest.approx(flags.picks[0].job.total)
    assert said.picks[0].job.wall_hours <= 336


def test_an_answer_asked_again_keeps_the_rl_run_s_assumptions():
    """The gradient-checkpointing lead asks again from what was said: the method and the run's size rules.fact_rl
    derived are derived again (with their notes), never shown as said."""
    r = consult(dict(RUN), KB)
    assert ("task", "full-finetune") in r.facts.assumed and ("generations", 8) in r.facts.assumed
    assert {"task", "samples", "tokens_per_sample"}.isdisjoint(r.facts.stated)
    assert any(n.en.startswith("RL run: 500 steps") for n in r.facts.notes)
