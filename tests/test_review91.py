"""Review 91 (an independent engineer's ten consultations): what was wrong, and what a careful answer says."""

from __future__ import annotations

import datetime

import knowledge
from rules.pipeline import consult
from tests.understand_helpers import read_on

KB = knowledge.load(user_file=False)
_read, _ = read_on(datetime.date(2026, 12, 6))

CONTINUED = {"task": "pretrain", "model": "llama-3.1-8b", "train_tokens": "20B", "context_tokens": 8192,
             "region": "intl", "interruptible": True, "engine": "megatron",
             "budget": {"amount": 15_000, "currency": "USD", "unit": "total"}}


def test_a_continued_pretraining_resumes_from_its_own_checkpoints():
    # c07: "--load checkpoints/base --finetune" restarted a preempted spot run from the base model at step 0
    launch = consult(CONTINUED, KB, what_if=False).picks[0].launch
    assert "--pretrained-checkpoint checkpoints/base --load checkpoints/out --save checkpoints/out" in launch
    assert "--finetune" not in launch


def test_the_checkpoint_interval_said_reaches_the_megatron_command():
    # c07: --save-steps 500 (and "we checkpoint every 500 steps") printed --save-interval 953
    said = consult({**CONTINUED, "save_steps": 500}, KB, what_if=False).picks[0].launch
    assert said.endswith("--save-interval 500")
    assert not consult(CONTINUED, KB, what_if=False).picks[0].launch.endswith("--save-interval 500")


def test_an_interval_in_steps_is_no_runs_length():
    for text, steps in (("continued pretraining of Llama 3.1 8B on 20B tokens, spot is fine, we checkpoint every "
                         "500 steps", 500),
                        ("全参微调 qwen3 8b，每 1000 步保存一次检查点，可以用抢占式实例", 1000)):
        u = _read(KB, text)
        assert u.facts.get("save_steps") == steps, text
        assert not any("run's length in steps" in n.en for n in u.notes), text
    logged = _read(KB, "full finetune of qwen3 8b, we log every 10 steps")
    assert "save_steps" not in logged.facts


def test_a_samplers_steps_for_a_synthetic_training_set_are_no_runs_length():
    # c09: "1 million SDXL images (1024x1024, 30 steps) as a synthetic training dataset" — 30 steps said back as a run
    u = _read(KB, "We need to generate 1 million SDXL images (1024x1024, 30 steps) as a synthetic training dataset "
                   "within 5 days")
    assert not any("run's length in steps" in n.en for n in u.notes)
    trained = _read(KB, "SDXL LoRA, about 3000 training steps on our product photos")
    assert any("run's length in steps" in n.en for n in trained.notes)


def test_a_deadline_taken_to_its_last_hours_on_one_node_hears_the_two_node_plan():
    # c04: 8 × H20 in 70.1 of 72 h — 16 × A800 (two nodes) finished in 13.5 h for a third of the price, unsaid
    r = consult({"task": "full-finetune", "model": "deepseek-r1-distill-qwen-32b", "train_tokens": "200M",
                 "epochs": 2, "context_tokens": 8192, "deadline": 72, "region": "cn", "buyer": "company",
                 "invoice": "vat-special", "procure": "rent",
                 "budget": {"amount": 50_000, "currency": "CNY", "unit": "total"}})
    top = r.picks[0]
    assert top.gpus == 8 and top.job.wall_hours > 0.75 * 72
    (cluster,) = [w for w in r.what_if if w.change.get("max_gpus", 0) > 8]
    assert cluster.saving > 0.5 * top.job.total and "2 nodes of 8" in cluster.text.en


def test_an_fp8_405b_launches_a_published_checkpoint_not_a_placeholder():
    # c10: "--model <Llama-3.1-405B FP8 checkpoint>" in a command meant to be copied
    r = consult({"task": "inference", "model": "llama-3.1-405b", "precision": "fp8", "region": "intl"}, KB,
                what_if=False)
    assert "neuralmagic/Meta-Llama-3.1-405B-Instruct-FP8" in r.picks[0].launch and "<" not in r.picks[0].launch


def test_a_chat_no_plan_keeps_readable_within_the_budget_says_it_is_slow():
    # review 92 c07: 8 × A100 at ≈ 4 tokens/s to each of 150 (100 s a 400-token answer) within $9,100, with no word
    r = consult({"task": "inference", "model": "llama-3.3-70b", "concurrency": 150, "input_tokens": 6144,
                 "output_tokens": 400, "region": "intl", "budget": "9100/month", "no_marketplace": True}, KB)
    slow = [line for line in r.answer if line.en.startswith("Slow:")]
    assert len(slow) == 1 and "within your budget" in slow[0].en and "under the 10 tokens/s" in slow[0].en
    fast = consult({"task": "inference", "model": "llama-3.1-8b", "concurrency": 20, "region": "intl"}, KB)
    assert not any(line.en.startswith("Slow:") for line in fast.answer)


def test_live_transcription_of_calls_at_once_takes_the_gpus_the_streams_need():
    # review 92 c09: "80 agents on calls at once … live transcription … Whisper large-v3" was one RTX 3090
    r = consult({"task": "transcribe", "model": "whisper-large-v3", "concurrency": 80, "region": "intl"}, KB,
                what_if=False)
    top = r.picks[0]
    per_hour = top.job.gpu_hours / top.job.wall_hours  # GPUs
    assert top.gpus_in_all >= 2 and per_hour == top.gpus_in_all
    notes = " ".join(n.en for n in top.job.assumptions)
    assert "80 live streams at once" in notes and "this count is a floor" in notes
    more = consult({"task": "transcribe", "model": "whisper-large-v3", "concurrency": 160, "region": "intl"}, KB,
                   what_if=False).picks[0]
    assert more.gpus_in_all >= top.gpus_in_all if more.card == top.card else True
    batch = consult({"task": "transcribe", "model": "whisper-large-v3", "audio_hours": 100, "region": "intl"}, KB,
                    what_if=False).picks[0]
    assert batch.job.kind == "media"


def test_ppo_sizes_its_critic_and_reward_model_and_names_a_framework_with_vllm_rollouts():
    # review 92 c04: PPO's value and reward models were "not sized here" (the cost ~45 % low) and TRL was assumed
    grpo = {"task": "full-finetune", "model": "qwen2.5-7b", "rl": "grpo", "rl_steps": 500, "prompts_per_step": 64,
            "generations": 4, "output_tokens": 1024, "region": "cn"}
    ppo = consult({**grpo, "rl": "ppo"}, KB, what_if=False)
    g = consult(grpo, KB, what_if=False)
    params = 7.61
    assert ppo.requirement.vram_gb - g.requirement.vram_gb >= params * (16 + 2) - 1e-6  # critic + reward at least
    assert ppo.picks[0].job.gpu_hours > g.picks[0].job.gpu_hours
    notes = " ".join(n.en for n in ppo.picks[0].job.assumptions)
    assert "OpenRLHF or verl" in notes


def test_hours_of_audio_stay_a_batch_job_beside_a_count_at_once():
    # a recorded batch said with people at once is still the batch's hours, not live streams
    r = consult({"task": "transcribe", "model": "whisper-large-v3", "audio_hours": 500, "concurrency": 10,
                 "region": "intl"}, KB, what_if=False)
    assert r.picks[0].job.kind == "media"
