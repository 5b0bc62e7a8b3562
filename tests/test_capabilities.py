"""Issue 21 (and issue 14's last bullet), each case as a consultation: capability gates, real
weights of image/video models, non-LLM sizing by size, rendering, QLoRA over PCIe, slow prefill
and the legacy caveat per card."""

from __future__ import annotations

import pytest

import knowledge
from advisor_tui.understand import merge, parse
from rules.facts import resolve
from rules.pipeline import consult

KB = knowledge.load()


def rejected(result, card):
    return [r.rule for rej in result.rejected if rej.card == card for r in rej.why]


def caveats(result):
    return [c for c in result.caveats]


def picked(result):
    return [p.card for p in result.picks]


# ------------------------------------------------------------------ image / video weights

def test_wan21_14b_bf16_is_never_picked_on_a_24gb_card():
    r = consult({"model": "wan2.1-14b"}, KB)
    assert r.facts.task == "video" and r.facts.precision == "bf16"
    assert r.requirement.vram_gb >= 28.0  # 14 B × 2 bytes of DiT weights alone
    assert all(KB.card(p.card).vram_gb > 24 for p in r.picks)
    for cid in ("rtx-4090", "rtx-3090", "rtx-a5000", "l4"):
        assert "memory-gate" in rejected(r, cid)


def test_flux_dev_bf16_on_24gb_says_offload_or_fp8_and_its_licence():
    r = consult({"model": "flux.1-dev"}, KB)
    assert "memory-gate" in rejected(r, "rtx-4090")
    assert any("offload" in n.en and "FP8" in n.en for n in r.requirement.notes)
    assert any(c.id == "licence-restricts-commercial" for c in r.caveats)
    fp8 = consult({"model": "flux.1-dev", "precision": "fp8"}, KB)
    assert any(KB.card(p.card).vram_gb == 24 for p in fp8.picks)  # seed 001: FP8 on a 4090


def test_a_bare_flux_is_not_sized_as_sdxl():
    u = parse("flux 出图", KB)
    r = consult(resolve(merge({}, u), KB), KB)
    sdxl = consult({"task": "image"}, KB)
    assert r.requirement.vram_gb > 24 > sdxl.requirement.vram_gb


def test_image_model_by_params_has_no_kv_cache_and_no_tokens_per_second():
    r = consult({"task": "image", "params_b": 8.1}, KB)
    assert r.requirement.kv_bytes_per_token is None
    assert r.requirement.breakdown["kv_cache"] == 0
    assert r.requirement.breakdown["activations"] > 0
    assert 16.2 <= r.requirement.vram_gb < 20  # 8.1 B × 2 bytes + one block's activations
    assert all(p.decode_tokens_per_s_max is None for p in r.picks)
    video = consult({"task": "video", "params_b": 14}, KB)
    assert video.requirement.breakdown["activations"] > r.requirement.breakdown["activations"]


# ------------------------------------------------------------------------- rendering

def test_big_archviz_scenes_need_48gb_and_no_card_without_rt_cores():
    u = parse("Blender Cycles, big archviz scenes", KB)
    r = consult(resolve(merge({}, u), KB), KB)
    assert r.facts.task == "render" and r.facts.scene == "large"
    assert r.requirement.vram_gb == pytest.approx(45.6)  # what the seed's 48 GB A40 holds (review 62 C8)
    assert "memory-gate" in rejected(r, "rtx-4090")
    assert "render-needs-rt-cores" in rejected(r, "b200")
    assert all(KB.card(p.card).rt_cores for p in r.picks)
    assert r.metric == "render"


def test_small_scenes_keep_the_16gb_gate():
    r = consult({"task": "render", "scene": "small"}, KB)
    assert r.requirement.vram_gb == pytest.approx(16)


# ------------------------------------------------------------------- capability gates

def test_bf16_training_is_not_put_on_volta_turing_or_pascal():
    r = consult({"task": "lora", "model": "qwen2.5-7b", "precision": "bf16"}, KB)
    for cid in ("v100", "v100s-32g", "t4", "p40"):
        assert "bf16-unsupported" in rejected(r, cid) or "memory-gate" in rejected(r, cid)
    assert "bf16-unsupported" in rejected(r, "v100s-32g")


def test_long_context_is_not_put_on_cards_without_flash_attention_2():
    r = consult({"model": "qwen2.5-7b", "context_tokens": "64k", "precision": "int4"}, KB)
    for cid in ("v100", "v100s-32g", "t4", "p40"):
        assert "long-context-no-flash-attention" in rejected(r, cid)
    short = consult({"model": "qwen2.5-7b", "context_tokens": "4k", "precision": "int4"}, KB)
    assert "long-context-no-flash-attention" not in rejected(short, "v100s-32g")


def test_gpt_oss_mxfp4_is_not_put_on_v100():
    r = consult({"model": "gpt-oss-20b", "max_gpus": 1}, KB)
    assert "mxfp4-unsupported" in rejected(r, "v100s-32g")
    gguf = consult({"model": "gpt-oss-20b", "max_gpus": 1, "engine": "llama.cpp"}, KB)
    assert "mxfp4-unsupported" not in rejected(gguf, "v100s-32g")


def test_qwen25_beyond_32k_needs_yarn():
    r = consult({"model": "qwen2.5-32b", "context_tokens": "64k"}, KB)
    rope = [c for c in r.caveats if c.id == "rope-scaling"]
    assert rope and "yarn" in rope[0].text.en
    assert not any(c.id == "rope-scaling"
                   for c in consult({"model": "qwen2.5-32b", "context_tokens": "32k"}, KB).caveats)


# ------------------------------------------------------------------------ interconnect

def test_qlora_70b_may_shard_over_pcie_with_the_measured_slowdown():
    # abroad, one A100 80GB holds a 70B QLoRA: seed 004's "start with one large card" sets four
    # 3090s sharded over PCIe aside (review 15 M4); under a price per GPU-hour only they meet, they are
    # the answer, with Answer.AI's measured slowdown said
    one = consult({"task": "qlora", "model": "llama-3.1-70b", "region": "intl"}, KB)
    assert one.picks[0].gpus == 1 and "prefer-single-card" in rejected(one, "rtx-3090")
    r = consult({"task": "qlora", "model": "llama-3.1-70b", "region": "intl", "budget": "300/month",
                 "gpu_hour_price": "0.3/hour"}, KB)
    modes = {p.card: p.mode for p in r.picks}
    assert "pcie-fsdp" in modes.values()
    cav = next(c for c in r.caveats if c.id == "pcie-sharded-training")
    assert "4,399" in cav.text.en and cav.source == "answerai-fsdp-qlora-bench"
    full = consult({"task": "full-finetune", "model": "qwen2.5-7b"}, KB)
    assert "prefer-single-card" in rejected(full, "rtx-4090")  # 8 × 4090 over PCIe where one A800 pair holds it


# ----------------------------------------------------------------------------- caveats

def test_h20_long_prompt_serving_states_prefill_time_per_request():
    # (the H20 alone: at 64k it is no pick beside the A800 since its prompt read counts in "faster" — review 73 C1)
    r = consult({"model": "qwen2.5-72b", "precision": "int4", "context_tokens": "64k",
                 "region": "cn", "compliance": True}, KB, _cards=frozenset({"h20"}))
    (slow,) = [c for c in r.caveats if c.id == "slow-prefill"]  # one caveat, a sentence per card it concerns
    h20 = slow.text.en[slow.text.en.index("h20 has"):]
    # the full peak counts attention too (review 60 C1): 2·N·T + 2·L·h·T² = 1.52e16 FLOPs at 148 TFLOPS
    assert "about 190 s" in h20 and "would be 102 s" in h20 and "H100" in h20


def test_two_copies_read_a_prompt_each_against_one_h100():
    """Review 51 C9: 2 × A100 holding two copies of an 8B at 128k read each prompt on one card (~31 s) — compared
    with two H100s' time (6 s), the wait was never said against one H100's ~12 s, which decided the pick."""
    r = consult({"model": "llama-3.1-8b", "context_tokens": "128k", "concurrency": 5, "region": "intl",
                 "budget": "1000/month", "currency": "USD", "hours_per_day": 10, "days": 22}, KB)
    cav = next(c for c in r.caveats if c.id == "slow-prefill")
    assert "a100-80g-sxm has" in cav.text.en and "about 12.4 s on 1 × H100" in cav.text.en
    assert "h200 has" not in cav.text.en  # an H100's compute: no slower than the yardstick


def test_h20_prefill_wait_is_read_at_tuned_kernels_not_the_full_peak():
    """A 72B INT4 prompt of 8k on one H20 is 8 s at the full dense peak and ~16 s at Hopper's measured tuned
    utilisation (54 %) — the wait a user sees; the caveat said nothing while it counted the peak alone."""
    r = consult({"model": "qwen2.5-72b", "precision": "int4", "context_tokens": "8k",
                 "region": "cn", "compliance": True}, KB)
    cav = next(c for c in r.caveats if c.id == "slow-prefill")
    assert "h20 has" in cav.text.en and "about 16 s" in cav.text.en and "about 2.4 s on 1 × H100" in cav.text.en
    assert "约 16 秒" in cav.text.zh
    short = consult({"model": "qwen2.5-72b", "precision": "int4", "context_tokens": "2k",
                     "region": "cn", "compliance": True}, KB)
    assert not any(c.id == "slow-prefill" for c in short.caveats)


def test_legacy_caveat_once_per_card_with_its_own_architecture():
    # under transformers (vLLM itself needs compute capability 7.0+, so a P40 is no vLLM pick)
    r = consult({"params_b": 13, "precision": "int8", "engine": "transformers"}, KB)
    legacy = [c for c in r.caveats if c.id == "legacy-architecture"]
    assert len(legacy) == 1  # one id per answer (v1), one sentence per legacy pick
    text = legacy[0].text.en
    olds = [p.card for p in r.picks if p.card in ("p40", "v100", "v100s-32g", "t4")]
    assert olds  # p40 is enough (best value went to the 3090 once ranked by expected speed)
    for card in olds:
        arch = KB.card(card).architecture
        assert f"{card} is {arch}" in text
    assert text.count("minimum compute capability 7.0") == sum(
        KB.card(c).architecture.startswith("Pascal") for c in olds)


def test_a_per_card_caveat_says_one_sentence_for_each_card_it_concerns():
    """Two legacy picks share the one legacy-architecture caveat (v1: one id per answer), each
    with its own sentence — the collector joins what the per-card rule raises for each."""
    from knowledge.schema import I18n
    from rules.base import RULES_BY_ID
    from rules.collect import Collector

    sink = Collector()
    rule = RULES_BY_ID["legacy-architecture"]
    assert rule.per_card
    sink.caveat("legacy-architecture", rule, I18n(en="p40 is Pascal.", zh="p40 是 Pascal。"), "p40")
    sink.caveat("legacy-architecture", rule, I18n(en="v100 is Volta.", zh="v100 是 Volta。"), "v100")
    sink.caveat("legacy-architecture", rule, I18n(en="p40 is Pascal.", zh="p40 是 Pascal。"), "p40")
    (only,) = sink.caveats.values()
    assert only.text.en == "p40 is Pascal. v100 is Volta." and only.card == "p40"


def test_wan21_14b_needs_its_activations_and_rules_out_a_32gb_card():
    """Review 5 F5 (C21): the 14B was "enough" on a 32 GB RTX 5090 counting only the DiT. The
    README's efficiency table: 69.1 GB peak for 720P (75,600 latent tokens) on one GPU with
    --offload_model True; activations scale to a 480P clip (32,760 tokens). Review 7 F7: with no
    resolution said, the official generate.py's default (1280*720) is sized: the measured peak."""
    default = consult({"model": "wan2.1-14b", "region": "cn", "buyer": "individual"}, KB)
    assert default.requirement.vram_gb == pytest.approx(69.1, abs=0.05)
    assert ("resolution", "720p") in default.facts.assumed
    r = consult({"model": "wan2.1-14b", "region": "cn", "buyer": "individual", "resolution": "480p"}, KB)
    from rules.estimate.memory import RUNTIME_OVERHEAD_GB

    dit = 14 * 2.0  # GB of BF16 DiT weights

    act_720p = 69.1 - dit - RUNTIME_OVERHEAD_GB
    assert r.requirement.vram_gb == pytest.approx(dit + RUNTIME_OVERHEAD_GB + act_720p * 32760 / 75600,
                                                  rel=0.01)
    assert 44 < r.requirement.vram_gb < 48 < r.requirement.comfortable_gb == pytest.approx(69.1)
    assert "memory-gate" in rejected(r, "rtx-5090")
    assert all(KB.card(p.card).vram_gb >= 48 for p in r.picks)
    text = " ".join(n.en for n in r.requirement.notes)
    assert "69.1" in text and "--t5_cpu" in text and "720P" in text
    assert "--t5_cpu" in " ".join(n.zh for n in r.requirement.notes)
    # FP8 weights halve the DiT but not the activations: still more than a 32 GB card holds
    fp8 = consult({"model": "wan2.1-14b", "precision": "fp8", "region": "cn"}, KB)
    assert fp8.requirement.vram_gb > 32


def test_a_multi_gpu_pick_is_compared_with_as_many_h100s_for_prefill():
    """Review 9 F4: 4 × H20 at 128k was never 'slow to the first token' because four of them were
    compared with one H100; against four H100s (a seventh of the compute each) they are."""
    from rules.pipeline import consult

    r = consult({"model": "qwen2.5-72b", "context_tokens": "128k", "concurrency": 4, "kv_precision": "fp8",
                 "region": "cn", "compliance": True, "invoice": "vat-special", "buyer": "company"},
                what_if=False, _cards=frozenset({"h20"}))  # (the H20 alone: review 73 C1 ranks others first)
    h20 = next(p for p in r.picks if p.card == "h20")
    assert h20.gpus == 4
    cav = next(c for c in r.caveats if c.id == "slow-prefill")
    h20_en, h20_zh = cav.text.en[cav.text.en.index("h20 has"):], cav.text.zh[cav.text.zh.index("h20 相对"):]
    assert "4 × H100 SXM" in h20_en and "4 张 H100" in h20_zh


def test_qlora_on_rocm_says_where_its_4_bit_layers_come_from():
    """Review 16 M3: a 70B QLoRA went to one MI300X with only the generic ROCm caveat; its NF4
    layers are bitsandbytes', whose AMD builds became official in v0.50 (v0.48: experimental)."""
    # (a 70B's single MI300X ranks after since review 42 M2: as a whole node, its job costs more than a B200's)
    r = consult({"task": "qlora", "model": "deepseek-v3", "train_tokens": "20M", "region": "intl"}, KB)
    assert r.picks[0].card == "mi300x"
    cav = next(c for c in r.caveats if c.id == "rocm-qlora")
    assert "bitsandbytes" in cav.text.en and "v0.50" in cav.text.en and cav.source == "bitsandbytes-install"
    lora = consult({"task": "lora", "model": "llama-3.3-70b", "train_tokens": "20M", "region": "intl"}, KB)
    assert not any(c.id == "rocm-qlora" for c in lora.caveats)
