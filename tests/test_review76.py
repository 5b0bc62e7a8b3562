"""Review 76's findings outside the reader and the launch lines: a per-GPU price for GPUs that are not whole nodes of
an 8-GPU part, at a seller that never states its unit."""

from __future__ import annotations

import knowledge
from rules.pipeline import consult

KB = knowledge.load(user_file=False)


def test_twelve_gpus_of_an_eight_gpu_part_are_priced_as_two_nodes_where_the_unit_is_unknown():
    # C07 (major): 12 × MI300X (3 copies of 4) at Vultr, $6,660 "within your $8k", where Vultr never says it rents
    # fewer than a node: as whole nodes it is 16 GPUs, $8,880 — the unit rules fired only below 8 GPUs
    r = consult({"task": "inference", "model": "llama-3.3-70b", "region": "intl", "hours_per_day": 10.0, "rps": 3.0,
                 "input_tokens": 8192, "output_tokens": 500, "min_tps": 25.0, "buyer": "company", "max_ttft_s": 2.0,
                 "budget": {"amount": 8000, "currency": "USD", "unit": "month", "approx": True}}, KB)
    (pick,) = [p for p in r.picks if p.card == "mi300x"]
    assert pick.gpus * (pick.replicas or 1) == 12
    unit = next(c for c in r.caveats if c.id == "unit-unknown")
    assert "8,880" in unit.text.en  # 16 GPUs × $1.85 × 300 h
    said = " ".join(line.en for line in r.answer)
    assert "whole node breaks your budget" in said
    # the within-budget plan if the seller rents only whole nodes: CUDA at FP8, as the reviewer found by hand
    assert "3 × NVIDIA B200" in said and "5,301" in said


def test_a_public_picture_service_in_the_mainland_is_told_its_deep_synthesis_duties():
    # C05 (major): a paid WeChat portrait app on FLUX.1-dev had no word of 深度合成 or a face's separate consent
    facts = {"task": "image", "model": "flux.1-dev", "requests_per_day": 3000, "region": "cn"}
    public = consult({**facts, "public_service": True}, KB)
    (deep,) = [c for c in public.caveats if c.id == "deep-synthesis-service"]
    assert "separate consent" in deep.text.en and "第十四条" in deep.text.zh
    assert not any(c.id == "deep-synthesis-service" for c in consult(facts, KB).caveats)  # an internal tool
    chat = consult({"task": "inference", "model": "qwen3-8b", "region": "cn", "public_service": True}, KB)
    assert not any(c.id == "deep-synthesis-service" for c in chat.caveats)  # text only: the filing caveat alone


def test_an_mla_model_that_fits_nowhere_under_tensor_parallelism_is_asked_under_dp_attention():
    # C03 (major): DeepSeek-R1 in INT8 for 20 × 32k, domestic chips only, bought: "no card; 2 × 8 910C servers" under
    # vLLM's tensor parallelism (every card keeps the whole MLA cache), where one 8 × 910C server holds it with each
    # card keeping its own requests' cache — an extra ¥1.5–3M of servers for a 信创 purchase. (At 16k: since review 81
    # c04 each 910C is two 64 GB dies, each holding a rank's replicated parts, and at 32k one server no longer holds
    # it either way — SGLang's own guide lists INT8 DeepSeek on 4 × Atlas 800I A3.)
    # (39 at once with no length said: one at 16k and 38 at the half window hold the KV cache 20 at the full 16k did)
    r = consult({"task": "inference", "model": "deepseek-r1", "precision": "int8", "context_tokens": 16384,
                 "concurrency": 39, "region": "cn", "domestic_chips": True, "procure": "buy", "buyer": "company",
                 "budget": {"amount": 4_000_000, "currency": "CNY", "unit": "total"}}, KB)
    # (review 106 C6: under 信创 vLLM-Ascend runs DeepSeek's attention data parallel and its experts expert parallel,
    # vllm-ascend-dp-attention — the one server it holds on, with no engine lead; two dies a 910C card, a rank each)
    assert r.facts.engine == "vllm" and r.picks
    top = r.picks[0]
    assert (top.card, top.gpus, top.replicas) == ("ascend-910c", 8, 1)
    assert "--data-parallel-size 16 --enable-expert-parallel" in top.launch and "ModelSlim W8A8" in top.launch
    assert "--tensor-parallel-size" not in top.launch and top.launch.endswith("--quantization ascend")


def test_owned_cards_that_hold_the_job_at_a_smaller_precision_get_its_launch_line():
    # C04 (major): the owner of 2 × RTX 4090 asked which precision and how to launch; the answer said "with FP8 … 2
    # would hold it" and stopped
    from advisor_tui.named_cards import verdicts

    r = consult({"task": "inference", "model": "qwen3-30b-a3b", "context_tokens": 16384, "concurrency": 1,
                 "region": "cn"}, KB)
    (said,) = verdicts([("rtx-4090", 2)], r)
    assert "2 would hold it. Launch: vllm serve" in said.text.en
    assert "--tensor-parallel-size 2" in said.text.en and "--kv-cache-dtype fp8" in said.text.en
    assert "启动：vllm serve" in said.text.zh


def test_only_h20_or_domestic_chips_admits_no_other_card():
    # review 75 C12 (left then): "只能用 H20 或者国产卡" was read as mainland compliance, which admits an A800; the
    # person named the cards they accept
    from advisor_tui.understand import merge, parse

    u = parse("公司部署 Qwen3-32B，只能用 H20 或者国产卡，同时 20 人，32k 上下文，预算每月 3 万", KB)
    facts = dict(merge({}, u))
    assert facts["only_cards"] == "h20,h20-141g,ascend-910b,ascend-910c" and facts["compliance"] is True
    r = consult(facts, KB)
    assert r.facts.only_cards == "h20,h20-141g,ascend-910b,ascend-910c"
    assert r.picks and all(p.card in ("h20", "h20-141g", "ascend-910b", "ascend-910c") for p in r.picks)
    out = {x.card: {w.rule for w in x.why} for x in r.rejected}
    assert "only-cards" in out["a800-80g"]
    # said the other way round and in English, and as the CLI's option
    assert dict(merge({}, parse("Domestic chips or an H20 only, serving Llama 3.1 70B", KB)))["only_cards"] \
        == "h20,h20-141g,ascend-910b,ascend-910c"
    from rules.facts import resolve

    assert resolve({"model": "qwen3-8b", "only_cards": "A800, domestic"}, KB).only_cards \
        == "a800-80g,ascend-910b,ascend-910c"


def test_a_model_that_thinks_by_default_is_told_how_to_answer_directly():
    # c02 (minor): Qwen3-32B serving 400-token customer-service answers, sized with no word that its chat template
    # thinks first (enable_thinking defaults to True) — the answers and the load grow by the thinking block
    r = consult({"task": "inference", "model": "qwen3-32b", "region": "cn", "rps": 5, "input_tokens": 3000,
                 "output_tokens": 400}, KB)
    (thinking,) = [c for c in r.caveats if c.id == "thinking-by-default"]
    assert '"enable_thinking": false' in thinking.text.en and "~400-token answer" in thinking.text.en
    assert "/no_think" in thinking.text.zh
    for plain in ("qwen2.5-32b", "llama-3.1-8b"):  # no hybrid thinking: nothing to turn off
        assert not any(c.id == "thinking-by-default" for c in consult({"model": plain}, KB).caveats)
    assert not any(c.id == "thinking-by-default"
                   for c in consult({"task": "lora", "model": "qwen3-8b"}, KB).caveats)  # training


def test_copies_of_a_model_on_one_node_launch_in_one_command():
    # c02 (minor): 8 × A800 as 2 copies of 4 was launched as one TP-4 copy — the other four GPUs idle
    r = consult({"task": "inference", "model": "qwen3-32b", "region": "cn", "rps": 5, "input_tokens": 3000,
                 "output_tokens": 400, "max_ttft_s": 1.5, "min_tps": 20,
                 "budget": {"amount": 30000, "currency": "CNY", "unit": "month"}}, KB)
    top = r.picks[0]
    assert (top.replicas or 1) > 1
    assert f"--tensor-parallel-size {top.gpus} --data-parallel-size {top.replicas}" in top.launch


def test_data_that_must_stay_in_a_country_sets_peer_to_peer_marketplaces_aside():
    # c08 (minor): "licensed data that must stay in the EU" — the answer's own note said to confirm the region, yet the
    # faster pick and the CUDA line were Vast.ai, whose hosts' machines can be in any country
    facts = {"task": "pretrain", "params_b": 1.3, "train_tokens": 26_000_000_000, "context_tokens": 2048,
             "region": "intl", "deadline": 504, "interruptible": True, "buyer": "company"}
    r = consult({**facts, "data_in": "the EU"}, KB)
    assert r.facts.no_marketplace is True and ("no_marketplace", True) in r.facts.assumed
    assert r.picks and not any(p.offer is not None and p.offer.provider == "vast-ai" for p in r.picks)
    assert "Peer-to-peer marketplaces are set aside" in " ".join(line.en for line in r.answer)
    said = consult({**facts, "data_in": "the EU", "no_marketplace": False}, KB)  # said otherwise: kept
    assert said.facts.no_marketplace is False
