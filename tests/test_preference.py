"""DPO as its own fact (--preference dpo): the pairs' memory and compute as TRL's DPOTrainer runs them, pinned to hand
computations, and the launch line (rules.estimate.preference, rules.fact_preference, rules.preference_launch)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from knowledge.errors import InputError
from rules import jobplan
from rules.estimate import preference
from rules.estimate.requirement import requirement
from rules.facts import resolve
from rules.pipeline import consult

# the problem's consultation: Llama-3.1-8B (8.03 B, 32 layers, hidden 4096, vocabulary 128,256), 20k pairs of ~1k
DPO_8B = {"model": "llama-3.1-8b", "preference": "dpo", "samples": 20_000, "tokens_per_sample": 1000, "epochs": 2,
          "task": "full-finetune", "gradient_checkpointing": False, "region": "intl"}


def test_a_pass_is_pairs_times_two_sequences(kb):
    f = resolve(DPO_8B, kb)
    assert f.train_tokens == 20_000 * 2 * 1000 and f.total_train_tokens == 80_000_000
    assert f.preference == "dpo" and "preference" in f.stated and f.context_tokens == 1000
    assert any("ONE sequence" in n.en for n in f.notes)


def test_the_pure_formulas_by_hand():
    assert preference.pair_tokens(20_000, 1000) == 40_000_000
    # full: (6 + 2 recompute + 2 reference)·N·T on both sequences: 10 × 8e9 × 1000 × 2
    assert preference.pair_flops(8.0, 1000, "full", True) == pytest.approx(1.6e14)
    # LoRA without recompute: (4 + 2)·N·T × 2; precomputed reference: 4·N·T × 2
    assert preference.pair_flops(8.0, 1000, "lora", False) == pytest.approx(9.6e13)
    assert preference.pair_flops(8.0, 1000, "lora", False, reference=False) == pytest.approx(6.4e13)
    assert preference.reference_gb(8.0, "full-finetune") == 32.0 and preference.reference_gb(8.0, "lora") == 0.0
    # per token of a pair: 2 × (a sequence's bytes + the reference's float32 logits 4·V)
    assert preference.activation_bytes_per_pair_token(5_482_496, 128_256) == 2 * (5_482_496 + 4 * 128_256)


def test_memory_of_the_8b_run_by_hand(kb):
    req = requirement(resolve(DPO_8B, kb), kb)
    sft = requirement(resolve({k: v for k, v in DPO_8B.items() if k != "preference"}, kb), kb)
    bd = req.breakdown
    # the reference: 8.03 B × 4 bytes (TRL's CLI loads it float32, like the policy)
    assert bd["weights"] - sft.breakdown["weights"] == pytest.approx(8.03 * 4, rel=0.01)
    # activations: 1,000 tokens × 2 × (34·32·4096 + 8·128,256 + 4·128,256) bytes = 11.99 GB (SFT: 5.48 GB)
    assert sft.breakdown["activations"] == pytest.approx(5.48, abs=0.01)
    assert bd["activations"] == pytest.approx(1000 * 2 * (34 * 32 * 4096 + 12 * 128_256) / 1e9, rel=1e-3)
    assert req.vram_gb == pytest.approx(173.6, abs=0.1)
    assert any("Reference model 32.12 GB" in n.en for n in req.notes)
    assert "reference model 32.12" in req.formula.en and "2 sequences a pair" in req.formula.en


def test_lora_and_qlora_add_no_reference_copy(kb):
    for task in ("lora", "qlora"):
        f = resolve({**DPO_8B, "task": task}, kb)
        sft = resolve({k: v for k, v in {**DPO_8B, "task": task}.items() if k != "preference"}, kb)
        assert requirement(f, kb).breakdown["weights"] == pytest.approx(requirement(sft, kb).breakdown["weights"])
        assert any("adapter disabled" in n.en for n in requirement(f, kb).notes)


def test_the_job_line_names_the_pairs_and_the_reference_forward(kb):
    out = consult(DPO_8B, kb).to_dict()
    job = " ".join(out["picks"][0]["job"]["assumptions"])
    assert "20,000 pairs × 2 sequences × 1,000 tokens × 2 epochs" in job
    assert "6·N + 2·N reference forward" in job and "5.14e+18 FLOPs" in job  # 8 × 8.03e9 × 8e7
    launch = out["picks"][0]["launch"]
    assert launch.startswith("trl dpo ") or "trl/scripts/dpo.py" in launch
    assert "--max_length 1000" in launch and "--num_train_epochs 2" in launch and "--packing" not in launch
    assert "trl sft" not in launch and "sft.py" not in launch


def test_qlora_launch_keeps_its_peft_flags_and_a_said_beta(kb):
    f = {"model": "qwen2.5-14b", "preference": "dpo", "task": "qlora", "samples": 30_000, "tokens_per_sample": 1500,
         "epochs": 2, "preference_beta": 0.05, "region": "cn"}
    launch = consult(f, kb).to_dict()["picks"][0]["launch"]
    assert "trl dpo" in launch or "trl/scripts/dpo.py" in launch
    for flag in ("--use_peft", "--lora_r 16", "--load_in_4bit", "--bnb_4bit_quant_type nf4", "--beta 0.05",
                 "--max_length 1500"):
        assert flag in launch


def test_unsaid_method_is_full_finetuning_and_said_so(kb):
    f = resolve({"model": "qwen2.5-7b", "preference": "dpo", "samples": 1000, "tokens_per_sample": 512}, kb)
    assert f.task == "full-finetune" and ("task", "full-finetune") in f.assumed and "task" not in f.stated


def test_no_length_said_takes_dpo_config_max_length(kb):
    f = resolve({"model": "qwen2.5-7b", "preference": "dpo", "task": "lora", "samples": 1000}, kb)
    assert f.context_tokens == 1024 and f.train_tokens == 1000 * 2 * 1024


@pytest.mark.parametrize("bad", [
    {"preference": "orpo"},
    {"preference": "dpo", "rl": "grpo"},
    {"preference": "dpo", "task": "pretrain"},
    {"preference_beta": 0.1},
])
def test_invalid_preference_facts_are_refused(kb, bad):
    with pytest.raises(InputError):
        resolve({"model": "qwen2.5-7b", "samples": 1000, "tokens_per_sample": 512, **bad}, kb)


def test_an_inference_task_beside_dpo_reads_as_training(kb):
    f = resolve({"model": "qwen2.5-7b", "preference": "dpo", "task": "inference", "samples": 1000,
                 "tokens_per_sample": 512}, kb)
    assert f.task == "full-finetune"


@settings(max_examples=25, deadline=None)
@given(task=st.sampled_from(["full-finetune", "lora", "qlora"]), pairs=st.integers(100, 200_000),
       tokens=st.integers(128, 4096), batch=st.integers(1, 4), ckpt=st.booleans())
def test_dpo_never_needs_less_than_the_same_sft(kb, task, pairs, tokens, batch, ckpt):
    base = {"model": "qwen2.5-7b", "task": task, "samples": pairs, "tokens_per_sample": tokens, "batch": batch,
            "gradient_checkpointing": ckpt}
    sft, dpo = resolve(base, kb), resolve({**base, "preference": "dpo"}, kb)
    rs, rd = requirement(sft, kb), requirement(dpo, kb)
    assert rd.vram_gb >= rs.vram_gb
    assert dpo.total_train_tokens >= sft.total_train_tokens
    card = kb.cards_by_id["h100-sxm"]
    assert (jobplan.training_time(kb, dpo, rd, card, 1, True).executed_flops
            >= jobplan.training_time(kb, sft, rs, card, 1, True).executed_flops)
    if task != "full-finetune":  # LoRA / QLoRA: the base with the adapter off is the reference, no copy
        assert rd.breakdown["weights"] == pytest.approx(rs.breakdown["weights"])
