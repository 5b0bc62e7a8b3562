"""Review 87 c10: GRPO post-training is a training job of known size — steps × prompts × generations × (prompt +
completion) tokens — whose rollouts, old-policy forward pass and (with a KL term) reference model are costed, whose
deadline applies, and whose launch line is TRL's GRPO, not its SFT script."""

from __future__ import annotations

import datetime

from hypothesis import given, settings
from hypothesis import strategies as st

from advisor_tui.understand import parse
from rules import jobplan
from rules.estimate import rollout
from rules.estimate.requirement import requirement
from rules.facts import resolve
from rules.pipeline import consult

TODAY = datetime.date(2026, 12, 5)
C10 = ("GRPO post-training of Qwen2.5-7B-Instruct, full fine-tune, about 2,000 steps, 256 prompts per step with 8 "
       "generations each, prompt 512 + completion 1,024 tokens. Spot / preemptible instances are fine, we checkpoint "
       "every 100 steps. Must finish within 5 days, budget $4,000 total. Which GPUs and how many?")
C10_ZH = ("用 GRPO 做强化学习，Qwen2.5-7B-Instruct 全参，训练 2000 步，每步 256 个 prompt，每个 prompt 采样 8 条，"
          "prompt 512 token，补全 1024 token，每 100 步存一次检查点，5 天内跑完，预算 3 万元")
RUN = {"task": "full-finetune", "model": "qwen2.5-7b", "rl": "grpo", "rl_steps": 2000, "prompts_per_step": 256,
       "generations": 8, "input_tokens": 512, "output_tokens": 1024}
TOKENS = 2000 * 256 * 8 * (512 + 1024)


def _read(kb, text):
    return parse(text, kb, strict=True, today=TODAY).facts


def test_the_c10_sentence_is_read_to_the_run_s_size(kb):
    facts = _read(kb, C10)
    shape = {k: facts.get(k) for k in ("rl", "rl_steps", "prompts_per_step", "generations", "input_tokens",
                                        "output_tokens", "save_steps", "task")}
    assert shape == {"rl": "grpo", "rl_steps": 2000, "prompts_per_step": 256, "generations": 8, "input_tokens": 512,
                     "output_tokens": 1024, "save_steps": 100, "task": "full-finetune"}
    resolved = resolve(facts, kb)
    assert resolved.train_tokens == TOKENS == 6_291_456_000
    assert resolved.samples == 4_096_000 and resolved.deadline == 120


def test_the_c10_run_in_chinese_reads_the_same_shape(kb):
    facts = _read(kb, C10_ZH)
    assert (facts["rl"], facts["rl_steps"], facts["prompts_per_step"], facts["generations"]) == ("grpo", 2000, 256, 8)
    assert (facts["input_tokens"], facts["output_tokens"], facts["save_steps"]) == (512, 1024, 100)
    assert resolve(facts, kb).train_tokens == TOKENS


def test_plain_sft_with_steps_is_unchanged(kb):
    """The neighbour: an SFT run's "about 3000 steps" is no RL run — said back as before, not costed."""
    u = parse("LoRA fine-tune Llama-3.1-8B on our support tickets, about 3000 steps, 50k samples of 1k tokens", kb,
              strict=True, today=TODAY)
    assert "rl" not in u.facts and "rl_steps" not in u.facts and u.facts["task"] == "lora"
    assert any("3000 steps" in n.en and "no measured steps per second" in n.en for n in u.notes)


def _time(kb, facts, card="h100-sxm", gpus=8):
    f = resolve(facts, kb)
    req = requirement(f, kb)
    return jobplan.training_time(kb, f, req, kb.cards_by_id[card], gpus, replicated=False).wall_hours


def test_the_time_adds_rollouts_and_is_never_under_sft_of_the_same_tokens(kb):
    sft = {"task": "full-finetune", "model": "qwen2.5-7b", "train_tokens": TOKENS, "context_tokens": 1536,
           "gradient_checkpointing": True}
    rl = {**RUN, "gradient_checkpointing": True}
    f = resolve(rl, kb)
    r = jobplan.rl_plan.rollout_for(kb, f, requirement(f, kb), kb.cards_by_id["h100-sxm"], 8, False)
    assert r is not None and r.tokens == 2000 * 256 * 8 * 1024 and r.batch == 256  # a step's 2,048 over 8 GPUs
    assert jobplan.rl_plan.calibrated(requirement(f, kb), kb.cards_by_id["h100-sxm"])  # vLLM's measured step
    assert _time(kb, rl) >= _time(kb, sft) + r.hours * 0.99


def test_a_kl_term_adds_the_reference_model_and_its_forward_pass(kb):
    plain, kl = resolve(RUN, kb), resolve({**RUN, "rl_beta": 0.04}, kb)
    assert rollout.extra_forwards(plain) == 1 and rollout.extra_forwards(kl) == 2  # TRL's default beta is 0.0
    assert requirement(kl, kb).breakdown["weights"] > requirement(plain, kb).breakdown["weights"] + 15
    assert _time(kb, {**RUN, "rl_beta": 0.04}) > _time(kb, RUN)


def test_the_rollout_engine_is_in_the_memory(kb):
    sft = requirement(resolve({"task": "full-finetune", "model": "qwen2.5-7b", "train_tokens": TOKENS,
                               "context_tokens": 1536}, kb), kb)
    rl = requirement(resolve(RUN, kb), kb)
    assert rl.vram_gb > sft.vram_gb + 15  # its own bf16 copy of 7.6 B weights, and a sequence's KV cache
    assert any("Rollout engine" in n.en for n in rl.notes)


@settings(max_examples=12, deadline=None)
@given(st.integers(min_value=1, max_value=15))
def test_more_generations_never_take_less_time(kb, g):
    few = _time(kb, {**RUN, "rl_steps": 50, "generations": g})
    more = _time(kb, {**RUN, "rl_steps": 50, "generations": g + 1})
    assert more >= few


def test_the_deadline_yields_enough_gpus_and_the_launch_is_grpo(kb):
    r = consult({**RUN, "checkpoint": "instruct", "deadline": "5d", "budget": "4000/total", "interruptible": True,
                 "save_steps": 100}, kb)
    assert r.picks
    for p in r.picks:
        assert p.job is not None and p.job.wall_hours <= 120, (p.card, p.gpus, p.job and p.job.wall_hours)
        assert p.launch and p.launch.startswith("trl grpo ") and "sft" not in p.launch
        for flag in ("--num_generations 8", "--max_completion_length 1024", "--use_vllm", "--vllm_mode colocate",
                     "--max_steps 2000", "--save_steps 100", "Qwen/Qwen2.5-7B-Instruct"):
            assert flag in p.launch, (flag, p.launch)
        assert "--beta" not in p.launch
    a100 = next((x for x in r.rejected if x.card == "a100-80g-sxm"), None)
    two = _time(kb, RUN, "a100-80g-sxm", 2)
    assert two > 120 and (a100 is not None or all(p.card != "a100-80g-sxm" or p.gpus > 2 for p in r.picks))


def test_an_rl_run_with_no_method_said_trains_and_keeps_its_kl_beta(kb):
    """review 88 C09: "a GRPO run on Qwen3-8B … KL beta 0.04." stopped with "invalid --task: 'inference'" (the model
    named with no method read as serving it), and the beta before a full stop was not read."""
    text = ("We need a GRPO run on Qwen3-8B for math reasoning: 1,000 steps, 128 prompts per step, 8 generations "
            "each, prompts ~300 tokens, completions up to 1,500 tokens, KL beta 0.04. Deadline: 4 days.")
    facts = _read(kb, text)
    assert "task" not in facts and facts["rl_beta"] == 0.04
    r = consult({**facts, "task": "inference", "region": "intl"}, kb)
    assert r.facts.task == "full-finetune"
    assert any("--beta 0.04" in (p.launch or "") for p in r.picks)
