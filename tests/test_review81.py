"""Review 81 (blind, 10 consultations, signed 5): its critical and majors, replayed."""

import re

from rules.pipeline import consult


def test_pretraining_is_launched_on_the_stack_its_hours_are_timed_on(kb):
    """c08 (critical): a 1B pre-train from scratch was timed at llm-foundry's utilisation and launched on run_clm.py
    (the plain Trainer: the tool's own plain figure put the single A800 past the 3-week deadline). Timed on the tuned
    stack, it is launched on Megatron-LM with the architecture rebuilt, Llama 2's schedule, and a ~1M-token global
    batch whose steps make the tokens costed — so each GPU syncs gradients over at least the tokens the scaling model
    assumed, not one micro-batch's."""
    from rules.estimate.job import TOKENS_PER_GPU_STEP

    r = consult({"task": "pretrain", "model": "llama-3.2-1b", "checkpoint": "scratch", "train_tokens": 4e10,
                 "deadline": 504, "region": "cn"}, kb)
    assert r.facts.engine == "megatron"
    for pick in r.picks:
        launch = pick.launch
        assert "pretrain_gpt.py" in launch and "run_clm.py" not in launch, launch
        assert "--num-layers 16 --hidden-size 2048 --ffn-hidden-size 8192 --num-attention-heads 32" in launch
        assert "--num-query-groups 8 --kv-channels 64" in launch and "--rotary-base 500000" in launch
        assert "--untie-embeddings-and-output-weights" not in launch  # Llama 3.2 1B ties its embeddings
        assert "--lr 0.0003 --min-lr 3e-05 --lr-decay-style cosine --lr-warmup-iters 2000" in launch
        micro = int(re.search(r"--micro-batch-size (\d+)", launch).group(1))
        batch = int(re.search(r"--global-batch-size (\d+)", launch).group(1))
        steps = int(re.search(r"--train-iters (\d+)", launch).group(1))
        seq = int(re.search(r"--seq-length (\d+)", launch).group(1))
        assert batch % (micro * pick.gpus) == 0 and abs(steps * batch * seq - 4e10) <= batch * seq
        assert batch * seq / pick.gpus >= TOKENS_PER_GPU_STEP
        assert any("implied MFU" in a.en for a in pick.job.assumptions)
    # the plain Trainer, said: its own line and its own (lower) utilisation
    plain = consult({"task": "pretrain", "model": "llama-3.2-1b", "checkpoint": "scratch", "train_tokens": 4e10,
                     "region": "cn", "engine": "hf", "only_cards": "a800-80g"}, kb).picks[0]
    tuned = next(p for p in r.picks if p.card == "a800-80g")
    # (the tuned plan is priced at the middle of its utilisation range, review 97 c02: 1.3× its measured end)
    assert "run_clm.py" in plain.launch and plain.job.gpu_hours > 1.2 * tuned.job.gpu_hours


def test_an_architecture_megatron_is_not_given_for_here_is_timed_as_the_trainer_it_runs_on(kb):
    """The other side of c08: a mixture of experts (Qwen3-30B-A3B) has no Megatron-LM line here, so it launches on the
    Trainer with DeepSpeed and is timed as that Trainer runs — ZeRO shards memory, not kernels."""
    from rules.estimate import job

    r = consult({"task": "pretrain", "model": "qwen3-30b-a3b", "train_tokens": 1e10, "region": "intl"}, kb)
    assert r.facts.engine == "deepspeed" and any("timed as that Trainer runs" in n.en for n in r.facts.notes)
    assert all("run_clm.py" in p.launch and "--deepspeed" in p.launch for p in r.picks)
    assert job.stack_of("pretrain", "deepspeed") == "hf" and job.stack_of("pretrain", "megatron") == "tuned"


def test_continued_pretraining_converts_the_released_weights_for_megatron(kb):
    """A released model pre-trained further on Megatron-LM starts from its weights (Megatron-Bridge's import, then
    --load … --finetune), with its own particulars: Qwen2's QKV bias, Qwen3's QK norm, its vocabulary exactly."""
    qwen25 = consult({"task": "pretrain", "model": "qwen2.5-7b", "train_tokens": 2e10, "region": "intl"}, kb,
                     what_if=False).picks[0].launch
    assert "convert_checkpoints.py import --hf-model Qwen/Qwen2.5-7B" in qwen25
    assert "--add-qkv-bias" in qwen25 and "--make-vocab-size-divisible-by 1188" in qwen25  # 152,064 = 128 × 1,188
    qwen3 = consult({"task": "pretrain", "model": "qwen3-8b", "train_tokens": 2e10, "region": "intl"}, kb,
                    what_if=False).picks[0].launch
    assert "--qk-layernorm" in qwen3 and "--rotary-base 1000000" in qwen3 and "--kv-channels 128" in qwen3


def test_an_ascend_910c_is_two_64_gb_devices_to_the_engine(kb):
    """c04: 8 × 910C launched with --tensor-parallel-size 8 (512 GB of dies for 694 GB of weights) and the FP8 release
    Ascend cannot run. Each card is two dies, each its own 64 GB device holding what a tensor-parallel rank holds —
    an MLA latent cache whole on each — so vLLM's tensor parallelism over one server does not hold DeepSeek-R1 at
    20 × 16k; the launch counts dies and loads ModelSlim's W8A8 weights with --quantization ascend, and the day-one
    check expects 64 GB devices."""
    import pytest

    from rules import estimate
    from rules.estimate.requirement import requirement
    from rules.facts import resolve

    # (39 at once with no length said: one at 16k and 38 at the half window hold the KV cache 20 at the full 16k did)
    # (tensor parallel: outside 信创; under it vLLM-Ascend's DP attention holds it on one server, review 106 C6)
    facts = resolve({"model": "deepseek-r1", "only_cards": "ascend-910c", "region": "cn", "engine": "vllm",
                     "context_tokens": 16384, "concurrency": 39, "max_gpus": 16, "procure": "buy"}, kb)
    req = requirement(facts, kb)
    card = kb.card("ascend-910c")
    one_server = estimate.fit(req, facts, card, 8, kb, one_copy=True)
    two = estimate.fit(req, facts, card, 16, kb, one_copy=True)
    assert not one_server.fits and two.fits
    # the card holds twice a die's share: the latent cache twice over
    kv = req.parts.kv_gb(16384, 39)
    assert one_server.split.breakdown["kv_cache"] == pytest.approx(2 * kv)
    # (the 910B, with a reported chip price, leads the same two servers since review 99 c07: the 910C asked alone)
    r = consult(resolve({"model": "deepseek-r1", "domestic_chips": True, "region": "cn", "engine": "vllm",
                         "context_tokens": 16384, "concurrency": 39, "max_gpus": 16, "procure": "buy",
                         "only_cards": "ascend-910c"}, kb), kb)
    pick = next(p for p in r.picks if p.card == "ascend-910c")
    # under 信创, vLLM-Ascend's DP attention (review 106 C6): one server, a data-parallel rank a die — the launch
    # still counts dies
    assert (pick.gpus, pick.replicas) == (8, 1)
    assert "--data-parallel-size 16 --enable-expert-parallel" in pick.launch and "--pipeline" not in pick.launch
    assert "<DeepSeek-R1 ModelSlim W8A8 weights>" in pick.launch and pick.launch.endswith("--quantization ascend")
    assert any("64 GB per device, 2 devices a card" in c.text.en for c in r.caveats)


def test_a_model_whose_licence_bars_the_use_hears_the_priced_licence_clean_sibling(kb):
    """c05: 50k FLUX.1 [dev] images to sell headlined at $172 with a caveat that the licence bars it, FLUX.1 [schnell]
    (Apache-2.0) named but never priced; it is asked again and said with its price when it saves."""
    r = consult({"task": "image", "model": "flux.1-dev", "images": 50000, "deadline": 168, "region": "intl",
                 "budget": {"amount": 300, "currency": "USD", "unit": "total"}}, kb)
    (w,) = [w for w in r.what_if if w.change.get("model")]
    assert "FLUX.1 [schnell] instead (its licence allows commercial use" in w.text.en
    assert w.saving is not None and w.saving > 0.5 * r.picks[0].job.total


def test_a_card_named_as_an_option_is_not_called_the_person_s_own(kb):
    """c09 (minor): "a reseller offered us H20 boxes … vs H100/MI300X?" answered the MI300X "on cards you have, nothing
    to rent". Cards are the person's where they say so ("我已经有两张3090", "we have 4 A100s", "an RTX 4090 at home");
    an option named is launched "to run it on them"."""
    from advisor_tui.named_cards import verdicts
    from advisor_tui.understand import parse

    assert parse("我已经有两张3090了（自己的），跑 QwQ-32B", kb).owned_cards() == {"rtx-3090"}
    assert parse("We have 4 A100s in the lab", kb).owned_cards() == {"a100-80g-sxm"}
    assert parse("I have an RTX 4090 at home", kb).owned_cards() == {"rtx-4090"}
    assert not parse("A reseller offered us H20 boxes cheap, is that a good idea vs H100/MI300X?", kb).owned_cards()
    assert not parse("用 4090 还是 A100 好", kb).owned_cards()
    r = consult({"task": "inference", "model": "qwq-32b", "precision": "int4", "context_tokens": 32768,
                 "concurrency": 1, "region": "cn", "budget": {"amount": 300, "currency": "CNY", "unit": "month"}}, kb)
    (option,) = verdicts([("rtx-3090", 2)], r)
    assert "to run it on them: vllm serve" in option.text.en and "cards you have" not in option.text.en
    (own,) = verdicts([("rtx-3090", 2)], r, owned=frozenset({"rtx-3090"}))
    assert "on cards you have, nothing to rent: vllm serve" in own.text.en


def test_copies_that_keep_a_speed_target_are_no_pcie_split(kb):
    """c07 (major): a box bought for Qwen3-30B-A3B at 32k × 5, ≥ 40 tokens/s each: one RTX PRO 6000 holds it at ≈ 39,
    two copies (three sequences each) at ≈ 59 — and those two were dropped as "a split over PCIe-only cards", so a
    $317,000 8-GPU HGX server led. Copies split nothing: they are kept, and lead. (With the sequences sized by what
    they hold on average one card now reads ≈ 48 a sequence: 50 asks for the two copies.)"""
    r = consult({"model": "qwen3-30b-a3b", "context_tokens": 32768, "concurrency": 5, "min_tps": 50,
                 "region": "intl", "procure": "buy", "buyer": "company"}, kb)
    top = r.picks[0]
    assert top.card == "rtx-pro-6000" and top.gpus_in_all == 2, (top.card, top.gpus_in_all)
    assert "--data-parallel-size 2" in top.launch and "--tensor-parallel-size" not in top.launch
    assert not any(x.card == "rtx-pro-6000" for x in r.rejected)
