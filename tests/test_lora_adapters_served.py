"""Many LoRA adapters served on one base model (blind review 87 c01: "同时挂 200 个客户各自的 LoRA（rank 16），高峰 20
个并发" was read as a LoRA fine-tune priced at 8 h a day, launched with `trl sft`; served, the adapters' memory and the
engine's multi-LoRA flags were missing, and "how many adapters can one card hold" went unanswered)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import knowledge
from advisor_tui.cli import main
from advisor_tui.understand import parse
from rules import estimate
from rules.estimate.arch import from_model
from rules.facts import resolve
from rules.lora_serving import adapter_gb, slot_rank, slots
from rules.pipeline import consult

KB = knowledge.load(user_file=False)
SAAS_ZH = ("我们做 SaaS，基座用 Qwen3-8B，要同时挂 200 个客户各自的 LoRA（rank 16），高峰 20 个并发，每个请求输入 2000 "
           "token、输出 300 token，上下文 8k，国内部署。用 vLLM 一张卡能挂多少个 LoRA？")
SERVED = {"task": "inference", "model": "qwen3-8b", "lora_adapters": 200, "lora_rank": 16, "concurrency": 20,
          "context_tokens": 8192, "region": "intl"}


@pytest.mark.parametrize("text, count", [
    (SAAS_ZH, 200),
    ("We serve 200 customer LoRAs on one Llama 3.1 8B base, about 30 requests at once, 4k context, US.", 200),
    ("host up to 50 fine-tuned LoRA adapters on Qwen3-14B for our tenants, peak 10 concurrent", 50),
    ("部署 Qwen3-14B，加载 30 个 LoRA 适配器给不同部门用，并发 10", 30),
    ("1.2k LoRA adapters served from one Qwen3-8B, 40 users at once", 1200),
])
def test_adapters_served_are_serving_counted(text, count):
    u = parse(text, KB)
    assert u.facts["task"] == "inference"
    assert u.facts["lora_adapters"] == count


def test_the_served_adapters_rank_sizes_their_slots():
    u = parse(SAAS_ZH, KB)
    assert u.facts["lora_rank"] == 16


@pytest.mark.parametrize("text", [
    "train 50 LoRAs on qwen3 8b, one per customer",
    "微调 200 个 LoRA 太贵了吗",
    "fine-tune 30 LoRA adapters on Qwen3-14B, one per department",
])
def test_adapters_trained_are_not_served(text):
    u = parse(text, KB)
    assert "lora_adapters" not in u.facts
    assert u.facts.get("task") == "lora"


def test_training_then_serving_the_adapters_sets_the_count_aside_for_the_serving_part():
    u = parse("我们先给每个客户微调 LoRA，每个客户 5000 条数据每条 500 token，"
              "然后挂 200 个 LoRA 在线服务，20 个并发", KB)
    assert u.facts["task"] == "lora" and "lora_adapters" not in u.facts
    assert u.serving_part == {"concurrency": 20, "lora_adapters": 200}


def test_one_slot_is_the_adapters_rank_on_every_linear_layer():
    """Hu et al. 2021 §4.1: r × (in + out) per adapted Linear; Qwen3-8B's q, k, v, o, gate, up, down over 36 layers at
    rank 16 is 43.6 M parameters (the reviewer's own count), 87 MB in bf16."""
    arch = from_model(KB.models_by_id["qwen3-8b"])
    assert adapter_gb(arch, 16) == pytest.approx(0.0872, abs=0.0005)
    assert adapter_gb(arch, 24) == pytest.approx(2 * adapter_gb(arch, 16))  # vLLM preallocates rank 32


@pytest.mark.parametrize("rank, slot", [(1, 1), (8, 8), (12, 16), (16, 16), (24, 32), (300, 320), (4096, 512)])
def test_the_slot_rank_is_one_vllm_accepts(rank, slot):
    assert slot_rank(rank) == slot


def test_the_gpu_holds_one_slot_per_sequence_in_flight_never_more_than_the_adapters():
    assert slots(resolve(SERVED, KB)) == 20
    assert slots(resolve({**SERVED, "lora_adapters": 5}, KB)) == 5
    assert slots(resolve({**SERVED, "concurrency": None}, KB)) == 1


def test_the_slots_are_counted_in_memory_and_the_engine_flags_follow():
    with_adapters = estimate.requirement(resolve(SERVED, KB), KB)
    without = estimate.requirement(resolve({**SERVED, "lora_adapters": None}, KB), KB)
    assert with_adapters.vram_gb - without.vram_gb == pytest.approx(20 * 0.0872, abs=0.02)
    assert "--max-cpu-loras 200" in with_adapters.notes[0].en and "host RAM, 17.5 GB" in with_adapters.notes[0].en
    r = consult(SERVED, KB)
    launch = next(p.launch for p in r.picks if p.launch)
    for flag in ("--enable-lora", "--max-loras 20", "--max-lora-rank 16", "--max-cpu-loras 200", "--lora-modules"):
        assert flag in launch


def test_sglang_takes_its_own_flags():
    r = consult({**SERVED, "engine": "sglang"}, KB)
    launch = next(p.launch for p in r.picks if p.launch)
    assert "--enable-lora" in launch and "--max-loras-per-batch 20" in launch and "--max-loaded-loras 200" in launch
    assert "--max-cpu-loras" not in launch


def test_a_training_job_ignores_the_count_and_says_so():
    f = resolve({"task": "lora", "model": "qwen3-8b", "lora_adapters": 30}, KB)
    assert f.lora_adapters is None
    assert any("was not used" in n.en for n in f.notes)


@settings(max_examples=25, deadline=None)
@given(n=st.integers(1, 5000), more=st.integers(0, 5000), seqs=st.integers(1, 64))
def test_more_adapters_never_need_less_memory(n, more, seqs):
    def need(k: int) -> float:
        return estimate.requirement(resolve({**SERVED, "lora_adapters": k, "concurrency": seqs}, KB), KB).vram_gb

    assert need(n + more) >= need(n) >= estimate.requirement(
        resolve({**SERVED, "lora_adapters": None, "concurrency": seqs}, KB), KB).vram_gb


def test_the_cli_rejects_a_count_that_is_not_one(capsys):
    assert main(["recommend", "--model", "qwen3-8b", "--lora-adapters", "abc"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "--lora-adapters" in err[0]


@pytest.mark.parametrize("text, count", [
    # review 88 C06: the adapters trained before, one per customer, served together
    ("我们做SaaS,给200家客户每家训练了一个LoRA(rank 16),底座是 Llama-3.1-8B,"
     "想在一套机器上服务所有 adapter,高峰每秒15个请求", 200),
    ("200家客户每家有一个自己的LoRA适配器,底座是 Llama-3.1-8B,想部署服务所有 adapter,高峰每秒15个请求", 200),
    ("each of our 200 customers has their own LoRA on Llama 3.1 8B; we want to serve them all at 15 requests/s", 200),
    ("We trained a LoRA for each of our 50 clients on Qwen3-8B and now need to serve them, 10 at once", 50),
])
def test_adapters_in_hand_one_per_owner_are_served(text, count):
    u = parse(text, KB)
    assert u.facts["task"] == "inference" and u.facts["lora_adapters"] == count


def test_adapters_still_to_train_per_owner_are_the_training():
    u = parse("要给 200 家客户每家训练一个 LoRA，基座 qwen3 8b，每家 2000 条数据", KB)
    assert u.facts.get("task") == "lora" and "lora_adapters" not in u.facts
