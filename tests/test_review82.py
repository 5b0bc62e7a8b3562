"""Review 82 (blind, 10 consultations, signed 3): its majors in the rules, replayed (the reader's in
tests/test_understand_review82.py)."""

import re

from rules.pipeline import consult


def _tp(launch: str) -> int:
    return int(re.search(r"--tensor-model-parallel-size (\d+)", launch).group(1))


def test_megatron_tensor_parallelism_divides_the_heads_and_kv_groups_and_is_sized_by_memory(kb):
    """C09 (major): Qwen2.5-7B (28 heads, 4 KV groups) launched at --tensor-model-parallel-size 8 — Megatron-core's
    Attention asserts both divide, so every rank aborts. The size is the smallest that divides both and holds a
    rank's share (the Adam states over every rank by the distributed optimiser): 8-way data parallel where one
    GPU's weights and gradients fit, as on a 96 GB H20."""
    for card in ("h20", "a100-80g-sxm", "h100-sxm", "rtx-4090"):
        r = consult({"task": "pretrain", "model": "qwen2.5-7b", "train_tokens": 2e10, "region": "cn" if card == "h20"
                     else "intl", "only_cards": card, "max_gpus": 8}, kb, what_if=False)
        for pick in r.picks:
            tp = _tp(pick.launch)
            assert 28 % tp == 0 and 4 % tp == 0, (card, pick.launch)
    seventy = consult({"task": "pretrain", "model": "llama-3.1-70b", "train_tokens": 5e10, "region": "intl",
                       "max_gpus": 64, "only_cards": "h100-sxm"}, kb, what_if=False).picks[0].launch
    assert _tp(seventy) == 8 and 64 % 8 == 0  # 64 heads, 8 groups: the widest inside the node


def test_a_continued_pretrain_starts_at_a_tenth_of_the_from_scratch_peak(kb):
    """C09 (minor): a released model pre-trained further on one domain took the from-scratch 3e-4."""
    more = consult({"task": "pretrain", "model": "qwen2.5-7b", "train_tokens": 2e10, "region": "intl"}, kb,
                   what_if=False).picks[0].launch
    fresh = consult({"task": "pretrain", "model": "qwen2.5-7b", "checkpoint": "scratch", "train_tokens": 2e10,
                     "region": "intl"}, kb, what_if=False).picks[0].launch
    assert "--lr 3e-05 --min-lr 3e-06" in more and "--lr 0.0003 --min-lr 3e-05" in fresh


def test_pretraining_on_ascend_runs_mindspeed_over_every_die_and_says_training_not_serving(kb):
    """C09 (major): 2 × 910C pre-training ran stock Megatron with 2 processes — each 910C is two NPU devices and
    training there is Huawei's MindSpeed-LLM; the migration caveat spoke of vllm serve."""
    r = consult({"task": "pretrain", "model": "qwen2.5-7b", "train_tokens": 2e10, "region": "cn",
                 "only_cards": "ascend-910c", "procure": "buy", "buyer": "company"}, kb)
    pick = r.picks[0]
    assert "MindSpeed-LLM" in pick.launch
    procs = int(re.search(r"--nproc_per_node (\d+)", pick.launch).group(1))
    assert procs == 2 * min(pick.gpus, 8)
    ranks = procs * max(1, -(-pick.gpus // 8))
    tp = _tp(pick.launch)
    assert ranks % tp == 0 and 28 % tp == 0
    cann = next(c for c in r.caveats if c.id == "cann-migration")
    assert "MindSpeed-LLM" in cann.text.en and "vllm serve" not in cann.text.en


def test_machines_asked_for_in_mainland_china_take_two_nodes_there_before_one_abroad(kb):
    """C05 (major): "国内租卡", a 1.5B pre-train in 3 weeks: within the 8-GPU limit nobody said only Vultr's MI300X and
    RunPod's B200 finished in time (8 × A800 by 514 h of 504), so a mainland startup was sent abroad in USD with its
    corpus. Two onshore nodes do it — 16 × A800 at UCloud — and lead; the offshore node is a what-if. A region not
    said, or a GPU limit said, leaves the answer as it was."""
    raw = {"task": "pretrain", "params_b": 1.5, "train_tokens": 3e11, "deadline": 504, "region": "cn",
           "budget": {"amount": 500000, "currency": "CNY", "unit": "total"}}
    r = consult(raw, kb)
    top = r.picks[0]
    assert top.offer.region == "cn" and top.gpus_in_all == 16 and top.job.wall_hours <= 504
    assert any("you asked for machines in mainland China" in n.en for n in r.facts.notes)
    assert any(w.change == {"max_gpus": 8} and "rented abroad" in w.text.en for w in r.what_if)
    kept = consult({**raw, "max_gpus": 8}, kb)
    assert kept.picks and kept.picks[0].offer.region != "cn"


def test_the_servers_said_to_hold_a_domestic_purchase_say_what_their_chips_cost_against_the_budget(kb):
    """C03 (major): a ¥3,000,000 信创 purchase of DeepSeek-R1 was told "4 nodes × 8 910B can" — 32 chips at the ¥120,000
    held, ¥3,840,000 before any server — without a word on the budget."""
    # (39 at once with no length said: one at 32k and 38 at the half window hold the KV cache 20 at the full 32k did)
    r = consult({"task": "inference", "model": "deepseek-r1", "precision": "int8", "context_tokens": 32768,
                 "concurrency": 39, "domestic_chips": True, "procure": "buy", "buyer": "company", "region": "cn",
                 "budget": {"amount": 3_000_000, "currency": "CNY", "unit": "total"}}, kb)
    fit = next(c for c in r.caveats if c.id == "domestic-chips-fit")
    assert "4 nodes × 8 ascend-910b can" in fit.text.en
    assert "Their 32 chips alone at 32 × ¥120,000" in fit.text.en
    assert "= ¥3,840,000, over your ¥3,000,000" in fit.text.en


def test_a_rocm_pick_kept_by_a_speed_target_inside_the_known_error_says_so(kb):
    """C02 (major): 8 × MI300X led a 20 tokens/s SLO at an estimated ≈ 22 — every calibration row is an NVIDIA run,
    and the one ROCm run held decoded at 54 % of our estimate. Said, with the measured share and a CUDA fallback; a
    ROCm pick far above the target, or one with no target, says nothing."""
    say = {"task": "inference", "model": "llama-3.1-70b", "rps": 8, "input_tokens": 2000, "output_tokens": 300,
           "max_ttft_s": 1, "min_tps": 20, "region": "intl", "no_mainland_sellers": True,
           "budget": {"amount": 15000, "currency": "USD", "unit": "month"}}
    r = consult(say, kb)
    assert r.picks[0].card == "mi300x"
    (c,) = [c for c in r.caveats if c.id == "speed-unmeasured-rocm"]
    assert "decoded at 54% of our estimate" in c.text.en and "under your 20" in c.text.en
    easy = consult({**say, "min_tps": 5}, kb)
    assert not any(c.id == "speed-unmeasured-rocm" for c in easy.caveats)


def test_two_owned_24_gb_cards_hear_fsdp_qlora_with_cpu_offload_for_a_70b(kb):
    """C04 (major): "two RTX 3090s … QLoRA Llama 3.1 70B … can I do it on what I have?" heard "ruled out, 4 would";
    FSDP + QLoRA with the 4-bit base offloaded to CPU RAM (Answer.AI's fsdp_qlora) was made for exactly that. Said,
    with the cards' share, the compute hours as a floor and fsdp_qlora's launch; never for a card that is no consumer
    part or for one card."""
    from advisor_tui.named_cards import verdicts

    r = consult({"task": "qlora", "model": "llama-3.1-70b", "samples": 5000, "tokens_per_sample": 800, "epochs": 2,
                 "deadline": 48, "region": "intl"}, kb)
    (said,) = verdicts([("rtx-3090", 2)], r, owned=frozenset({"rtx-3090"}))
    assert said.verdict == "works" and "2 can train it" in said.text.en
    assert "--train_type qlora --use_gradient_checkpointing true --use_cpu_offload true" in said.text.en
    assert "not measured here" in said.text.en
    (one,) = verdicts([("rtx-3090", 1)], r)
    assert "use_cpu_offload" not in one.text.en
