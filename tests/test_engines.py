"""DESIGN §8 / issue 14: FP8 capability, the engines' memory models, expected decode calibrated on
published measurements (each within 8 %), tight-fit, fp8-option and launch commands."""

from __future__ import annotations

import pytest

import knowledge
from rules.estimate import calibration
from rules.estimate.fit import dense_tflops, fit
from rules.estimate.precision import fp8_support, precision_matrix
from rules.estimate.requirement import requirement
from rules.facts import resolve
from rules.pipeline import consult
from rules.placement import MIN_HEADROOM


@pytest.fixture(scope="module")
def kb():
    return knowledge.load()


@pytest.mark.parametrize(("card", "want"), [
    ("l20", "native"), ("rtx-4090", "native"), ("h20", "native"), ("h100-sxm", "native"),
    ("b200", "native"), ("mi300x", "native"), ("a100-80g-sxm", "weight-only"),
    ("v100", "no"), ("p40", "no"), ("ascend-910b", "no")])
def test_fp8_support_follows_the_architecture_generation(kb, card, want):
    assert fp8_support(kb.card(card)) == want


def test_l20_and_4090_are_both_offered_for_fp8(kb):
    result = consult({"model": "qwen2.5-14b", "precision": "fp8"}, kb, what_if=False)
    rejected = {r.card: {w.rule for w in r.why} for r in result.rejected}
    for card in ("l20", "rtx-4090"):
        assert "precision-unsupported" not in rejected.get(card, set())
        assert precision_matrix(kb.card(card))["weights"]["fp8"] == "native"
    assert "precision-unsupported" in rejected["v100"]


@pytest.mark.parametrize("record", calibration.load().measurements, ids=lambda r: r["id"])
def test_published_measurement_within_8_percent(kb, record):
    assert record["source"] in kb.sources_by_id
    got = calibration.predict_measurement(record, kb)
    assert got == pytest.approx(record["measured_tokens_per_s"], rel=0.08)


def test_every_calibration_constant_names_its_source(kb):
    for key, source in calibration.load().sources.items():
        assert source == "assumption" or source in kb.sources_by_id, key


def _expected(kb, model, card, gpus, precision):
    facts = resolve({"model": model, "task": "inference", "precision": precision}, kb)
    req = requirement(facts, kb)
    placed = type("Placed", (), {"gpus": gpus,
                                 "layout": "tensor-parallel" if gpus > 1 else "single"})()
    return calibration.expected(req, placed, kb.card(card), "vllm", dense_tflops(kb.card(card)))


@pytest.mark.parametrize(("model", "precision"), [("qwen2.5-7b", "int4"), ("qwen3-0.6b", "bf16"),
                                                  ("llama-3.2-1b", "bf16")])
@pytest.mark.parametrize("card", ["b200", "h100-sxm", "rtx-5090", "mi300x"])
def test_a_small_model_on_a_fast_card_stops_at_the_engines_step_floor(kb, model, card, precision):
    # review 3 F10: 7B INT4 on a B200 showed ~700 tok/s per sequence; vLLM measured 238 for
    # Qwen3-0.6B on an A100 (4.2 ms a step), so nothing one sequence decodes beats 1 ÷ floor
    floor_ms = calibration.load().step_floor_ms["vllm"]
    got = _expected(kb, model, card, 1, precision)
    assert got.single_stream_tokens_per_s <= 1000 / floor_ms
    assert got.single_stream_tokens_per_s > 0.6 * 1000 / floor_ms  # the bandwidth is no limit here


def test_r1_on_8_h20_decodes_at_tens_not_hundreds(kb):
    # sglang#3656 (R1, 2 × 8 × H100: 19 tok/s SGLang, 30 vLLM), vllm#30832 (V3.2, 8 × H20: 30)
    exp = _expected(kb, "deepseek-r1", "h20", 8, "fp8")
    assert 19 <= exp.decode_tokens_per_s <= 35
    assert exp.decode_tokens_per_s < 0.1 * 812  # the bound the old column showed


def test_70b_on_2_h100_within_published_efficiency(kb):
    # bound ≈ 47 tok/s; vLLM reaches ~77 % of the roofline on one GPU (johnmusgrave-vllm-a100-sweep)
    exp = _expected(kb, "llama-3.1-70b", "h100-sxm", 2, "bf16")
    assert 30 <= exp.decode_tokens_per_s <= 40


def test_aggregate_grows_with_concurrency_but_each_sequence_slows(kb):
    card = kb.card("h100-sxm")
    placed = type("Placed", (), {"gpus": 1, "layout": "single"})()
    got = {}
    for n in (1, 64):
        facts = resolve({"model": "qwen2.5-7b", "task": "inference", "concurrency": n}, kb)
        got[n] = calibration.expected(requirement(facts, kb), placed, card, "vllm",
                                      dense_tflops(card))
    assert got[64].aggregate_tokens_per_s > 5 * got[1].aggregate_tokens_per_s
    assert got[64].decode_tokens_per_s < got[1].decode_tokens_per_s
    pick = consult({"model": "qwen2.5-7b"}, kb, what_if=False).picks[0]
    assert pick.throughput["decode_tokens_per_s"] < pick.throughput["decode_tokens_per_s_max"]


def test_qwen_72b_compliant_serving_offers_fp8_on_one_h20(kb):
    result = consult({"model": "qwen2.5-72b", "compliance": True}, kb)
    assert any(p.card == "h20" and p.gpus == 2 for p in result.picks)
    fp8 = next(c for c in result.caveats if c.id == "fp8-option")
    assert fp8.card == "h20" and "1 × h20 instead of 2" in fp8.text.en
    assert any(w.change.get("precision") == "fp8" for w in result.what_if)


def test_fixed_precision_gets_no_fp8_caveat_but_the_what_if_still_says_it(kb):
    """A stated BF16 is not nudged by the fp8-option caveat, but FP8 is a what-if as int4 is
    (review 12 C1: 'can one H20 run it in FP16?' heard int4 and not FP8)."""
    result = consult({"model": "qwen2.5-72b", "compliance": True, "precision": "bf16"}, kb)
    assert all(c.id != "fp8-option" for c in result.caveats)
    assert any(w.change.get("precision") == "fp8" for w in result.what_if)
    fixed = consult({"model": "qwen2.5-72b", "compliance": True, "precision": "int8"}, kb)
    assert all(w.change.get("precision") != "fp8" for w in fixed.what_if)


def test_mixtral_on_a_96_gb_card_is_a_tight_fit_with_the_vllm_flag(kb):
    result = consult({"model": "mixtral-8x7b"}, kb, what_if=False)
    pick = next(p for p in result.picks if kb.card(p.card).vram_gb == 96 and p.gpus == 1)
    tight = next(c for c in result.caveats if c.id == "tight-fit")
    assert tight.card == pick.card and "--gpu-memory-utilization 0.95" in tight.text.en
    assert "--gpu-memory-utilization 0.95" in pick.launch


def test_launch_follows_the_placement_and_the_engine(kb):
    tp = consult({"model": "qwen2.5-72b", "compliance": True}, kb, what_if=False).picks[0]
    assert tp.launch.startswith("vllm serve Qwen/Qwen2.5-72B")
    assert f"--tensor-parallel-size {tp.gpus}" in tp.launch and "--max-model-len 8192" in tp.launch
    gguf = consult({"model": "llama-3.1-8b", "precision": "q4_k_m", "engine": "llama.cpp"}, kb,
                   what_if=False).picks[0]
    assert gguf.launch.startswith("llama-server -hf bartowski/") and ":Q4_K_M" in gguf.launch
    sg = consult({"model": "qwen2.5-7b", "engine": "sglang"}, kb, what_if=False).picks[0]
    assert sg.launch.startswith("python -m sglang.launch_server") and "--mem-fraction-static" in sg.launch
    train = consult({"model": "qwen2.5-7b", "task": "lora", "engine": "unsloth"}, kb,
                    what_if=False).picks[0]
    assert train.launch.startswith("python unsloth-cli.py") and train.throughput is None


def test_online_fp8_is_launched_only_where_the_16_bit_weights_load(kb):
    """Review F7: vLLM's --quantization fp8 loads the BF16 weights before quantising (its FP8
    docs: "you need enough memory to load the whole model"): 70B's 141 GB on one 80 GB card
    would OOM at load, so that pick names an FP8 checkpoint and leaves the flag out."""
    picks = consult({"model": "llama-3.1-70b", "precision": "fp8", "region": "intl"}, kb,
                    what_if=False).picks
    for pick in picks:
        share = 70.6 * 2 / pick.gpus / kb.card(pick.card).vram_gb
        if 0.95 < share < 1.05:
            continue  # at the card's size the usable memory decides, not this round figure
        loads = share < 1
        assert ("--quantization fp8" in pick.launch) == loads, pick.launch
        # the checkpoint Meta does not publish, Red Hat does (vllm-fp8-checkpoints): named only where it is needed
        assert ("RedHatAI/Meta-Llama-3.1-70B-Instruct-FP8" in pick.launch) == (not loads), pick.launch
    small = consult({"model": "llama-3.1-8b", "precision": "fp8", "region": "intl"}, kb,
                    what_if=False).picks[0]
    assert "--quantization fp8" in small.launch
    # review 5 F13: 405B's 203 GB of BF16 per GPU on 4 × MI300X (205 GB usable) leaves nothing to
    # load with; the engine's own share (0.9) decides
    big = consult({"model": "llama-3.1-405b", "precision": "fp8", "context_tokens": 32768,
                   "concurrency": 8, "region": "intl"}, kb, what_if=False).picks
    for pick in big:
        if 405.85 * 2 / pick.gpus > 0.9 * 205:
            # (an FP8 checkpoint published for it — neuralmagic-llama-3.1-405b-instruct-fp8 — is the one named)
            assert "--quantization fp8" not in pick.launch
            assert "neuralmagic/Meta-Llama-3.1-405B-Instruct-FP8" in pick.launch


def test_a_publisher_s_own_fp8_and_awq_checkpoints_are_launched_by_name(kb):
    """Review 77 C08: `<Qwen3-30B-A3B FP8 checkpoint>` where Qwen publishes Qwen/Qwen3-30B-A3B-FP8 (its docs: "the
    same as the original models except for the name change"); the checkpoint's config names its quantisation, so no
    online --quantization flag; a model without one keeps the online flag or the placeholder."""
    for model, precision, repo in (("qwen3-30b-a3b", "fp8", "Qwen/Qwen3-30B-A3B-FP8"),
                                   ("qwen3-8b", "fp8", "Qwen/Qwen3-8B-FP8"),
                                   ("qwen3-32b", "int4", "Qwen/Qwen3-32B-AWQ")):
        for engine, head in (("vllm", "vllm serve "), ("sglang", "python -m sglang.launch_server --model-path ")):
            picks = consult({"model": model, "precision": precision, "engine": engine, "region": "intl"}, kb,
                            what_if=False).picks
            assert picks
            for pick in picks:
                assert pick.launch.startswith(head + repo + " "), pick.launch
                assert "--quantization fp8" not in pick.launch and "checkpoint>" not in pick.launch
    # the AWQ checkpoint still runs through the AWQ kernels, named as before
    awq = consult({"model": "qwen3-32b", "precision": "int4", "region": "intl"}, kb, what_if=False).picks[0]
    assert "--quantization awq" in awq.launch


def test_a_block_fp8_moe_split_below_whole_blocks_launches_expert_parallel(kb):
    """Qwen's vLLM docs: a tensor-parallel size that cuts an expert's gate/up width below the 128 block fails to load
    ("= 192 is not divisible by weight quantization block_n = 128") — add --enable-expert-parallel. Qwen3-30B-A3B's
    768-wide experts split over 4 GPUs are 192 wide; over 2 they are 384, three whole blocks."""
    from rules.launch import _expert_parallel
    model = kb.model("qwen3-30b-a3b")
    assert _expert_parallel(model, "fp8", 4) and _expert_parallel(model, "fp8", 8)
    assert not _expert_parallel(model, "fp8", 2) and not _expert_parallel(model, "fp8", 1)
    assert not _expert_parallel(model, "bf16", 4)  # online or 16-bit weights have no blocks to keep whole
    assert not _expert_parallel(kb.model("qwen3-235b-a22b"), "fp8", 4)  # 1536 / 4 = 384
    assert _expert_parallel(kb.model("qwen3-235b-a22b"), "fp8", 8)  # 1536 / 8 = 192
    assert not _expert_parallel(kb.model("mixtral-8x7b"), "fp8", 8)  # no publisher's FP8 checkpoint recorded
    # four prompts that fill the 128k window: every one holds the full context
    eight = consult({"model": "qwen3-235b-a22b", "precision": "fp8", "context_tokens": 131072, "concurrency": 4,
                     "input_tokens": 131072, "region": "intl", "only_cards": "h100-sxm"}, kb, what_if=False).picks[0]
    assert "--tensor-parallel-size 8 --enable-expert-parallel" in eight.launch, eight.launch
    four = consult({"model": "qwen3-235b-a22b", "precision": "fp8", "context_tokens": 131072, "concurrency": 16,
                    "region": "intl"}, kb, what_if=False).picks[0]
    assert "--tensor-parallel-size 4" in four.launch and "expert-parallel" not in four.launch, four.launch


def test_qwen3_moe_at_four_bits_loads_its_publishers_gptq_checkpoint(kb):
    """Review 80 c05: Qwen releases its MoE models at 4 bits as GPTQ-Int4, not AWQ (qwen3-docs-prequantized): the
    command names Qwen/Qwen3-30B-A3B-GPTQ-Int4 with GPTQ's kernels — --quantization awq_marlin would refuse a GPTQ
    config — and Marlin is CUDA's, so ROCm takes plain gptq; a TP split that cuts the 768-wide experts below whole
    128-wide groups adds expert parallelism, as for the FP8 blocks."""
    from rules.launch import _expert_parallel

    for card, flag in (("rtx-4090", " --quantization gptq_marlin"), ("mi300x", " --quantization gptq")):
        pick = consult({"model": "qwen3-30b-a3b", "precision": "int4", "region": "intl", "only_cards": card,
                        "context_tokens": 32768, "concurrency": 4}, kb, what_if=False).picks[0]
        assert pick.launch.startswith("vllm serve Qwen/Qwen3-30B-A3B-GPTQ-Int4 "), pick.launch
        assert pick.launch.endswith(flag) and "awq" not in pick.launch, pick.launch
    model = kb.model("qwen3-30b-a3b")
    assert _expert_parallel(model, "int4", 4) and not _expert_parallel(model, "int4", 2)
    assert not _expert_parallel(kb.model("qwen3-32b"), "int4", 4)  # a dense model's AWQ: no experts to keep whole


def test_a_serving_copy_of_several_gpus_launches_tensor_parallel(kb):
    """Review 5 F12: a 2-GPU MI300X copy sized for the load launched on one GPU (no
    --tensor-parallel-size 2): every copy of n > 1 GPUs says so in its command."""
    picks = consult({"model": "mixtral-8x22b", "precision": "fp8", "rps": 3, "input_tokens": 3000,
                     "output_tokens": 400, "priority": "speed", "region": "intl"}, kb,
                    what_if=False).picks
    assert picks
    for pick in picks:
        if pick.gpus > 1:
            assert f"--tensor-parallel-size {min(pick.gpus, 8)}" in pick.launch, pick.launch


def test_estimate_engine_shows_the_breakdown(kb, capsys):
    from advisor_tui.cli import main

    assert main(["estimate", "--model", "mixtral-8x7b", "--engine", "vllm", "--card", "h20"]) == 0
    out = capsys.readouterr().out
    assert "ENGINE: vllm" in out and "[tight-fit]" in out and "vllm serve" in out
    assert main(["estimate", "--model", "qwen2.5-7b", "--engine", "transformers", "--card",
                 "rtx-4090", "--context", "32768"]) == 0
    assert "no chunked prefill" in capsys.readouterr().out


def test_moe_batches_read_more_experts_but_never_more_than_the_model():
    read = [calibration.moe_weights_read_gb(38.0, 680.0, 256, 8, n) for n in (1, 8, 64, 10_000)]
    assert read[0] == 38.0 and read == sorted(read) and read[-1] <= 680.0 + 1e-9


def test_uncalibrated_engine_shows_the_bound_only(kb):
    pick = consult({"model": "qwen2.5-7b", "engine": "transformers"}, kb, what_if=False).picks[0]
    assert pick.throughput is None and pick.decode_tokens_per_s_max


def test_sglang_is_ranked_by_vllms_calibration_and_says_so(kb):
    """Review 9 F3: with no SGLang measurement its picks were ranked by the bare bandwidth bound
    (≤ 907 tok/s per sequence at 32k × 16) and 8 × H100 won 'faster' on it; vLLM's calibration
    stands in, labelled."""
    pick = consult({"model": "qwen2.5-7b", "engine": "sglang"}, kb, what_if=False).picks[0]
    assert pick.throughput is not None and "vLLM's calibration stands in" in pick.throughput["basis"]
    assert pick.throughput["decode_tokens_per_s"] < pick.throughput["decode_tokens_per_s_max"]


def test_estimate_engine_json_has_the_precision_matrix(kb, capsys):
    import json

    from advisor_tui.cli import main

    assert main(["estimate", "--model", "qwen2.5-72b", "--engine", "vllm", "--card", "l20",
                 "--json"]) == 0
    row = json.loads(capsys.readouterr().out)["cards"][0]
    assert row["engine"]["precision_matrix"]["weights"]["fp8"] == "native"
    assert row["engine"]["launch"].startswith("vllm serve")


def test_launch_commands_load_what_the_sizing_assumed():
    """The reviewer's defects: INT4 under vLLM was launched from the 16-bit repository (it does not
    start) and pretraining from scratch with TRL's SFT (which loads pretrained weights)."""
    import knowledge
    from rules.pipeline import consult

    kb = knowledge.load()
    int4 = consult({"model": "qwen2.5-32b", "precision": "int4", "region": "cn"}, kb, what_if=False)
    cmd = int4.picks[0].launch
    assert "--quantization awq_marlin" in cmd and "vllm serve Qwen/Qwen2.5-32B-Instruct-AWQ " in cmd
    # nobody publishes an AWQ Mixtral-8x7B: the placeholder says how to make one
    mix = consult({"model": "mixtral-8x7b", "precision": "int4", "region": "intl"}, kb, what_if=False).picks[0].launch
    assert "<Mixtral-8x7B-v0.1 AWQ INT4 checkpoint: quantise it yourself with AutoAWQ" in mix, mix
    assert "vllm serve Qwen/Qwen2.5-32B " not in cmd
    pre = consult({"task": "pretrain", "params_b": 1, "train_tokens": "20B", "region": "intl"}, kb,
                  what_if=False)
    cmd = pre.picks[0].launch
    # from scratch on the tuned stack the hours assume (review 81 c08): Megatron-LM, the architecture the person's
    assert "pretrain_gpt.py" in cmd and "--num-layers YOUR_LAYERS" in cmd and "sft" not in cmd
    plain = consult({"task": "pretrain", "params_b": 1, "train_tokens": "20B", "region": "intl", "engine": "hf"}, kb,
                    what_if=False).picks[0].launch
    assert "run_clm.py --config_name" in plain and "--do_train" in plain and "sft" not in plain


def test_a_context_beyond_the_native_one_launches_with_yarn(kb):
    """Review 4 F4: Qwen3-32B at 128k had no rope-scaling caveat and a launch vLLM rejects
    (--max-model-len 131072 beyond its 40,960 positions): the cards give 32,768 native, 131,072
    with YaRN factor 4 — the caveat fires and the launch carries the override."""
    r = consult({"model": "qwen3-32b", "context_tokens": "128k", "region": "intl"}, kb, what_if=False)
    assert any(c.id == "rope-scaling" for c in r.caveats)
    launch = r.picks[0].launch
    assert '"rope_type":"yarn"' in launch and '"original_max_position_embeddings":32768' in launch
    short = consult({"model": "qwen3-32b", "context_tokens": "16k", "region": "intl"}, kb,
                    what_if=False).picks[0]
    assert "rope_scaling" not in short.launch


def test_a_copy_past_one_node_launches_tensor_parallel_inside_and_pipeline_across(kb):
    """Review 4 F6: 16 GPUs were launched as --tensor-parallel-size 16 'over NVLink', which ends at
    the node; vLLM gets TP 8 × PP 2."""
    r = consult({"model": "deepseek-r1", "region": "cn", "max_gpus": 16, "concurrency": 16,
                 "context_tokens": "32k"}, kb, what_if=False)
    big = [p for p in r.picks if p.gpus > 8 and p.launch and "vllm serve" in p.launch]
    for pick in big:
        assert "--tensor-parallel-size 8 --pipeline-parallel-size" in pick.launch
    assert big


def test_full_training_on_several_gpus_launches_sharded(kb):
    """Read as an engineer: 2 × B200 for a 14B full fine-tune (240 GB of states) was launched as
    plain data parallel — every GPU holding all of it, out of memory; the memory model shards
    (FSDP full_shard / ZeRO-3), and the launch now does too."""
    raw = {"task": "full-finetune", "model": "qwen2.5-14b", "train_tokens": "300M", "region": "intl"}
    pick = consult(raw, kb, what_if=False).picks[0]
    assert pick.gpus > 1 and '--fsdp "full_shard auto_wrap"' in pick.launch
    ds = consult({**raw, "engine": "deepspeed"}, kb, what_if=False).picks[0]
    assert "--use_deepspeed --zero_stage 3" in ds.launch
    one = consult({"task": "lora", "model": "qwen2.5-7b", "region": "intl"}, kb, what_if=False).picks[0]
    assert "--fsdp" not in one.launch


def test_a_serving_launch_loads_the_instruction_tuned_weights_a_fine_tune_the_base(kb):
    """Review 6 F10: `vllm serve meta-llama/Llama-3.1-70B` served the base model to a chat
    workload; a model whose catalogue config is a base model's names its instruct repository
    when served (same architecture, same memory) and keeps the base one for fine-tuning."""
    for model in ("llama-3.1-70b", "qwen2.5-7b", "mixtral-8x7b"):
        served = consult({"model": model, "region": "intl"}, kb, what_if=False).picks[0]
        chat = kb.models_by_id[model].chat_repo
        assert chat and f" {chat} " in f" {served.launch} "
    tuned = consult({"model": "qwen2.5-7b", "task": "lora", "region": "intl"}, kb, what_if=False).picks[0]
    assert "Qwen/Qwen2.5-7B " in tuned.launch and "Instruct" not in tuned.launch


def test_a_card_no_allowed_count_holds_says_what_each_gpu_would_need(kb):
    """Review 7 F5: "even 8 of these 141 GB cards cannot hold 749.6 GB" read as false (8 × 141 >
    749.6); the gate now says what each GPU would need against its usable memory, and that an MLA
    model's KV cache sits whole on every GPU under tensor parallelism."""
    r = consult({"model": "deepseek-r1", "concurrency": 32, "context_tokens": "32k", "input_tokens": 32768,
                 "region": "cn", "compliance": True, "buyer": "company"}, kb, what_if=False)  # 32 full windows
    # (the H20-141G now serves the 32 as two copies of 8, 16 each: rules.base.copies, review 95 c10; the 96 GB H20,
    # whose copy holds not one sequence, is still ruled out with what each GPU would need)
    gate = [w.text.en for x in r.rejected if x.card == "h20" for w in x.why if w.rule == "memory-gate"]
    assert gate and "each would need" in gate[0] and "every GPU holds all of it" in gate[0]


def test_sglang_dp_attention_splits_the_mla_kv_by_request(kb):
    """Review 7 F5: DeepSeek-R1 at 32 × 32k on 8 × H20-141G. Under vLLM's tensor parallelism every
    GPU keeps the whole MLA latent KV (~74 GB) and it does not fit; SGLang's DP attention (its
    DeepSeek recipe) keeps the attention / dense / shared-expert weights whole on each GPU and only
    the KV of the GPU's own requests — and it does."""
    from rules.estimate.split import layout_breakdown

    base = {"model": "deepseek-r1", "task": "inference", "concurrency": 32, "context_tokens": "32k",
            "input_tokens": 32768, "region": "cn", "compliance": True, "buyer": "company"}  # 32 full windows
    sg = requirement(resolve({**base, "engine": "sglang"}, kb), kb)
    vl = requirement(resolve(base, kb), kb)
    whole = sg.parts.dp_attention_replicated_gb
    assert vl.parts.dp_attention_replicated_gb == 0 and 10 < whole < 25  # ~16 B params kept whole, FP8
    per_sg = layout_breakdown(sg, "tensor-parallel", 8)
    per_vl = layout_breakdown(vl, "tensor-parallel", 8)
    assert abs(per_sg["weights"] - ((sg.breakdown["weights"] - whole) / 8 + whole)) < 1e-6
    assert abs(per_sg["kv_cache"] * 8 - vl.breakdown["kv_cache"]) < 1e-6  # 4 sequences' KV per GPU
    assert per_vl["kv_cache"] == vl.breakdown["kv_cache"]  # vLLM: the whole latent KV on each GPU

    r = consult({**base, "engine": "sglang"}, kb, what_if=False)
    pick = r.picks[0]
    assert pick.card == "h20-141g" and pick.gpus == 8
    assert "--enable-dp-attention" in pick.launch and "--dp 8" in pick.launch
    # vLLM said, one node: no copy of 8 holds all 32 (the whole latent KV on every GPU), two copies of 8 hold 16 each
    # (rules.base.copies, review 95 c10; before, nothing, with DP attention as the what-if)
    v = consult({**base, "engine": "vllm", "max_gpus": 8}, kb, what_if=False)
    assert (v.picks[0].card, v.picks[0].gpus, v.picks[0].replicas) == ("h20-141g", 8, 2)
    assert "--tensor-parallel-size 8" in v.picks[0].launch and "--max-num-seqs 16" in v.picks[0].launch
    # no engine said: both engines are sized on vLLM's calibrated step since review 99 c02 (SGLang's load had a bare
    # bound: "830 tokens/s per sequence at the load" beside 184 alone): 32 prompts of 32k in flight leave one DP-
    # attention copy ~3.5 tokens/s a sequence and vLLM's two copies ~6.4 — the answer leads with the one that keeps
    # its users nearer the chat floor, and the other engine, at half the price, is the first what-if
    led = consult(base, kb)
    assert (led.picks[0].card, led.picks[0].gpus) == ("h20-141g", 8)
    other = {"vllm": "sglang", "sglang": "vllm"}[led.facts.engine]
    assert led.what_if[0].change == {"engine": other}


def test_dp_attention_is_only_for_mla_mixtures_of_experts(kb):
    for model in ("qwen3-235b-a22b", "llama-3.1-70b"):
        req = requirement(resolve({"model": model, "engine": "sglang"}, kb), kb)
        assert req.parts.dp_attention_replicated_gb == 0


def test_the_longest_context_said_is_within_the_engines_budget(kb):
    """Review 8 F4: 'at most ~N tokens fit' used all of the usable memory while the launch line
    pre-allocates vLLM's 0.9: the caveat's figure is the engine's, below the physical one."""
    r = consult({"model": "llama-3.1-70b", "precision": "fp8", "concurrency": 32, "context_tokens": "8k",
                 "input_tokens": 8192, "region": "intl"}, kb, what_if=False)  # the others at the full 8k too
    pick = r.picks[0]
    text = next(c for c in r.caveats if c.id == "kv-cache-growth").text.en
    said = int(text.split("at most ~")[1].split(" tokens")[0].replace(",", ""))
    assert 8192 < said < pick.max_context_tokens
    # the same tokens per GB as the physical spare, on vLLM's spare: 0.9 of the card less the
    # need per GPU and the CUDA graphs
    from rules.estimate.capacity import capacity_gb
    from rules.estimate.engines import CUDA_GRAPHS_GB, VLLM_UTILIZATION

    per_gb = (pick.max_context_tokens - 8192) / pick.headroom_gb
    spare = VLLM_UTILIZATION * capacity_gb(kb.card(pick.card)) - pick.per_gpu_need_gb - CUDA_GRAPHS_GB
    assert abs(said - (8192 + per_gb * spare)) < 0.01 * said


def test_llama_cpp_launches_an_mxfp4_model_from_its_mxfp4_gguf(kb):
    """Review 9 F10: gpt-oss was sized as its MXFP4 file but launched from a Q4_K_M one."""
    pick = consult({"model": "gpt-oss-20b", "engine": "llama.cpp", "region": "intl"}, kb, what_if=False).picks[0]
    assert "MXFP4 GGUF" in pick.launch and "Q4_K_M" not in pick.launch


def test_four_bit_under_llama_cpp_is_sized_as_the_gguf_its_launch_loads():
    """Review 10 M1: 'with 4-bit quant in llama.cpp' was sized as AWQ INT4 (17.1 GB) while the
    launch loads Qwen3-30B-A3B's Q4_K_M file (18.56 GB published)."""
    import knowledge
    from rules.facts import resolve

    kb = knowledge.load(user_file=False)
    facts = resolve({"model": "qwen3-30b-a3b", "precision": "int4", "engine": "llama.cpp"}, kb)
    assert facts.precision == "q4_k_m" and any("Q4_K_M" in n.en for n in facts.notes)
    assert resolve({"model": "qwen3-30b-a3b", "precision": "int8", "engine": "llama.cpp"}, kb).precision == "q8_0"
    assert resolve({"model": "qwen3-30b-a3b", "precision": "int4", "engine": "vllm"}, kb).precision == "int4"


def test_llama_cpp_splits_layers_over_pcie_without_tensor_parallel_overheads(kb):
    """Review 12 C2: two RTX 3090s for Llama-3.1-70B Q4_K_M under llama.cpp were sized with vLLM's
    tensor-parallel NCCL buffers and 8,192-token prefill workspace ("4 would"). llama.cpp splits
    whole layers (--split-mode layer): each card holds half the weights and KV plus its own
    compute buffer, and two fit (≈ 23.4 of 25.8 GB)."""
    facts = {"model": "llama-3.1-70b", "precision": "q4_k_m", "engine": "llama.cpp", "context_tokens": 4096}
    result = consult(facts, kb, what_if=False)
    assert result.requirement.breakdown["activations"] < 0.5  # the compute buffer, not a prefill chunk
    pick = next(p for p in result.picks if p.card == "rtx-3090")
    assert pick.gpus == 2 and "--split-mode layer --tensor-split 1,1" in pick.launch
    placed = fit(result.requirement, None, kb.card("rtx-3090"), 2, kb, MIN_HEADROOM, inverse=False)
    assert placed.split.layout == "layer-split" and not placed.split.pooled
    half = result.requirement.breakdown["weights"] / 2
    assert placed.per_gpu_need_gb == pytest.approx(half + result.requirement.breakdown["kv_cache"] / 2
                                                   + result.requirement.breakdown["activations"]
                                                   + result.requirement.breakdown["overhead"])
    # one card's speed: the cards take each token in turn
    one = fit(result.requirement, None, kb.card("rtx-3090"), 1, kb, MIN_HEADROOM, inverse=False)
    assert placed.decode_tokens_per_s_max == pytest.approx(one.decode_tokens_per_s_max)
    # vLLM still splits by tensor parallelism
    vllm = consult({**facts, "precision": "int4", "engine": "vllm"}, kb, what_if=False)
    tp = fit(vllm.requirement, None, kb.card("rtx-3090"), 4, kb, MIN_HEADROOM, inverse=False)
    assert tp.split.layout == "tensor-parallel"


def test_copies_on_a_fast_linked_card_keep_room_or_share_one_model(kb):
    """Review 13 m1: two MI300X copies of Llama-3.1-70B FP16 at 32k × 8 started only at 0.93 of the
    card; over Infinity Fabric one tensor-parallel copy leaves ~100 GB free at the same price."""
    r = consult({"model": "llama-3.1-70b", "precision": "fp16", "context_tokens": "32k", "concurrency": 8,
                 "input_tokens": 32768, "vendors": "amd", "region": "intl"}, kb, what_if=False)  # 8 full windows
    pick = r.picks[0]
    assert pick.card == "mi300x" and pick.gpus == 2
    assert "--tensor-parallel-size 2" in pick.launch and "0.93" not in pick.launch
    # the placement itself is one tensor-parallel copy over both GPUs
    placed = fit(r.requirement, None, kb.card("mi300x"), 2, kb, MIN_HEADROOM, inverse=False)
    assert placed.split.layout == "tensor-parallel"


def test_the_kv_cache_alone_in_fp8_is_a_what_if_where_the_cache_is_most_of_the_need(kb):
    """Review 14 M3: keeping 16-bit weights for quality, an FP8 KV cache is the change a serving
    engineer tries first when long contexts fill the card; offered only where it can save (the
    cache a large share of the need)."""
    from rules.base.whatif import variants
    from rules.facts import resolve as resolve_facts

    long = resolve_facts({"model": "qwen3-8b", "context_tokens": "128k", "concurrency": 16, "region": "intl"}, kb)
    assert {"kv_precision": "fp8"} in variants(long, kb)
    small = consult({"model": "llama-3.1-70b", "precision": "fp16", "context_tokens": "8k", "concurrency": 5,
                     "region": "intl"}, kb)
    assert not any(w.change == {"kv_precision": "fp8"} for w in small.what_if)  # 13 of 158 GB: no saving


def test_adapters_on_a_base_sharded_over_gpus_launch_fsdp_qlora(kb):
    """A 32B QLoRA needing 26 GB went on 2 × RTX 4090 with a plain data-parallel launch: every rank
    loads the whole 4-bit base and activations (~24 GB) and runs out of memory. The memory model
    shards the base (FSDP-QLoRA), so the launch does: FSDP per transformer block, 4-bit weights
    stored in bf16 (bitsandbytes' guide); ZeRO-3 under DeepSpeed. Copies of a base that fits one GPU
    stay plain data parallel."""
    raw = {"task": "qlora", "model": "qwen2.5-32b", "train_tokens": "20M", "region": "intl",
           "max_gpus": 2}
    pairs = frozenset({"rtx-4090", "rtx-3090"})  # a single larger card is preferred when there is one
    pick = consult(raw, kb, what_if=False, _cards=pairs).picks[0]
    assert pick.gpus == 2 and pick.card in pairs
    assert "--use_fsdp --fsdp_auto_wrap_policy TRANSFORMER_BASED_WRAP" in pick.launch
    assert ("--load_in_4bit --bnb_4bit_quant_type nf4 --use_bnb_nested_quant --bnb_4bit_quant_storage bfloat16"
            in pick.launch)
    ds = consult({**raw, "engine": "deepspeed"}, kb, what_if=False, _cards=pairs).picks[0]
    assert "--use_deepspeed --zero_stage 3" in ds.launch and "--bnb_4bit_quant_storage bfloat16" in ds.launch
    copies = consult({"task": "qlora", "model": "qwen2.5-7b", "train_tokens": "200M", "deadline": "6h",
                      "region": "intl"}, kb, what_if=False).picks[0]
    assert copies.gpus > 1 and "--use_fsdp" not in copies.launch and "quant_storage" not in copies.launch


def test_pipeline_stages_across_nodes_split_the_kv_cache(kb):
    """Review 15 C1: past one node the launch is tensor parallel 8 inside × pipeline stages across
    nodes, and a stage holds only its own layers' cache; DeepSeek-R1 (32 × 32k) on 16 GPUs counted
    the whole 73.7 GB MLA cache on every GPU and priced 16 × H20-141G at ¥832k where 16 × H20 96GB
    (≈ 83 GB a GPU: 42.1 weights + 36.8 cache + the rest) does."""
    from rules.estimate.split import layout_breakdown

    r1 = requirement(resolve({"model": "deepseek-r1", "concurrency": 32, "context_tokens": "32k",  # 32 full windows
                              "input_tokens": 32768}, kb), kb)
    whole = r1.at(r1.context_tokens, r1.sequences)["kv_cache"]
    assert layout_breakdown(r1, "tensor-parallel", 8)["kv_cache"] == pytest.approx(whole)
    per = layout_breakdown(r1, "tensor-parallel", 16)
    assert per["kv_cache"] == pytest.approx(whole / 2)
    assert 80 < sum(per.values()) < 86
    gqa = requirement(resolve({"model": "llama-3.1-70b", "concurrency": 64, "context_tokens": "32k"}, kb), kb)
    total = gqa.at(gqa.context_tokens, gqa.sequences)["kv_cache"]
    assert layout_breakdown(gqa, "tensor-parallel", 16)["kv_cache"] == pytest.approx(total / 16)
    r = consult({"model": "deepseek-r1", "concurrency": 32, "context_tokens": "32k", "input_tokens": 32768,
                 "region": "cn", "compliance": True, "buyer": "company", "max_gpus": 16}, kb, what_if=False)
    assert r.picks and r.picks[0].card == "h20" and r.picks[0].gpus == 16
    assert "--tensor-parallel-size 8 --pipeline-parallel-size 2" in r.picks[0].launch


def test_a_published_checkpoint_is_what_the_launch_line_loads(kb):
    """Blind review: `vllm serve <Qwen2.5-32B AWQ INT4 checkpoint>` where Qwen publishes Qwen/Qwen2.5-32B-Instruct-AWQ
    is not a command to copy. The publisher's checkpoint is loaded by name (vLLM and SGLang alike); a quantiser's
    the vLLM / SGLang docs point to (hugging-quants, RedHatAI) only where a checkpoint is needed."""
    def launch(**job):
        return consult({"context_tokens": 8192, "concurrency": 5, "region": "intl", **job}, kb,
                       what_if=False).picks[0].launch

    line = launch(model="qwen2.5-32b", precision="int4")
    assert line.startswith("vllm serve Qwen/Qwen2.5-32B-Instruct-AWQ ") and "--quantization awq_marlin" in line
    line = launch(model="qwen2.5-32b", precision="int4", engine="sglang")
    assert "--model-path Qwen/Qwen2.5-32B-Instruct-AWQ " in line, line
    assert launch(model="llama-3.1-70b", precision="int4").startswith(
        "vllm serve hugging-quants/Meta-Llama-3.1-70B-Instruct-AWQ-INT4 ")
    assert launch(model="qwen2.5-vl-7b", precision="int4").startswith("vllm serve Qwen/Qwen2.5-VL-7B-Instruct-AWQ ")
    # the publisher's FP8 checkpoint names its quantisation in its config: no online --quantization fp8
    line = launch(model="qwen3-30b-a3b-instruct-2507", precision="fp8")
    assert line.startswith("vllm serve Qwen/Qwen3-30B-A3B-Instruct-2507-FP8 ") and "--quantization" not in line
    # RedHatAI's FP8 Llama-3.1-8B is not Meta's: the 16-bit weights load on one card, so they are quantised online
    line = launch(model="llama-3.1-8b", precision="fp8")
    assert "meta-llama/Llama-3.1-8B-Instruct" in line and "--quantization fp8" in line and "RedHatAI" not in line


def test_a_checkpoint_nobody_publishes_says_how_to_make_it(kb):
    """Mixtral-8x7B has no AWQ checkpoint from Mistral AI or the quantisers the engines' docs name: the placeholder
    names the tool, and the rule checkpoint-to-make says what to run and where the folder goes, in en and zh."""
    ask = {"model": "mixtral-8x7b", "precision": "int4", "context_tokens": 8192, "concurrency": 5, "region": "intl"}
    answer = consult(ask, kb, what_if=False)
    assert "<Mixtral-8x7B-v0.1 AWQ INT4 checkpoint: quantise it yourself with AutoAWQ>" in answer.picks[0].launch
    made = next(c for c in answer.caveats if c.id == "checkpoint-to-make").text
    assert "AutoAWQ" in made.get("en") and "folder's path" in made.get("en")
    assert "AutoAWQ" in made.get("zh") and "目录路径" in made.get("zh")
    # the Qwen AWQ checkpoint is published: nothing to make
    qwen = consult({**ask, "model": "qwen2.5-32b"}, kb, what_if=False)
    assert not any(c.id == "checkpoint-to-make" for c in qwen.caveats)


def test_int8_serving_loads_8_bit_weights(kb):
    """INT8 is sized as 8-bit weights (group-128 scales); the 16-bit repository it used to launch loads at twice
    that. Qwen publishes GPTQ-Int8 for every Qwen2.5 size (qwen2.5-docs-prequantized): vLLM reads the quantisation
    from its config. With none published the command names the checkpoint to make (checkpoint-to-make)."""
    ask = {"model": "qwen2.5-32b", "precision": "int8", "context_tokens": 8192, "concurrency": 5, "region": "intl"}
    line = consult(ask, kb, what_if=False).picks[0].launch
    assert line.startswith("vllm serve Qwen/Qwen2.5-32B-Instruct-GPTQ-Int8 ") and "--quantization" not in line, line
    mix = consult({**ask, "model": "mixtral-8x7b"}, kb, what_if=False)
    assert "<Mixtral-8x7B-v0.1 INT8 checkpoint: quantise it yourself with LLM Compressor W8A16>" in mix.picks[0].launch
    assert "W8A16" in next(c for c in mix.caveats if c.id == "checkpoint-to-make").text.get("en")
