"""Review 89 (an independent engineer's ten consultations): what was wrong, and what a careful answer says."""

from __future__ import annotations

import knowledge
from advisor_tui.cli import main
from rules.pipeline import consult

KB = knowledge.load(user_file=False)

XINCHUANG = ("我们是省属国企，必须信创国产化，不能用英伟达。要私有化部署 Qwen2.5-72B 给内部大概 2000 名员工用，"
             "32k 上下文，高峰期估计 60 人同时在用。打算直接采购服务器，预算 300 万人民币以内，需要增值税专票。")
RAG = ("Singapore team. Choosing between MI300X and H100 for a long-context RAG service on Llama 3.3 70B, 128k "
       "context, ~20 concurrent users. We use vLLM. Which one and why?")


def test_a_card_not_sold_new_in_china_is_no_purchase_pick_beside_cards_that_are_merely_old():
    # c03: an RTX 5090 was a student's "faster / best value" purchase while the answer said it cannot be sold new there
    r = consult({"task": "lora", "model": "sdxl-1.0", "procure": "buy", "buyer": "individual", "region": "cn",
                 "budget": "5000 CNY total"}, KB)
    picked = {p.card for p in r.picks}
    restricted = {c.id for c in KB.cards if c.china_status == "export-restricted"}
    assert picked and not picked & restricted, picked


def test_the_h100_named_beside_the_mi300x_is_answered_with_the_weights_that_fit_it(capsys):
    # c07: "H100 ruled out — needs 1003.4 GB", where 8 × H100 hold it with FP8 weights and cache
    assert main(["recommend", "--say", RAG, "--input-tokens", "131072"]) == 0  # retrieval that fills the window
    out = capsys.readouterr().out
    line = next(x for x in out.splitlines() if "h100-sxm, the card you named" in x)
    assert "With FP8 weights and KV cache" in line and "8 would hold it" in line
    assert "--kv-cache-dtype fp8" in line and "Rent: $" in line


def test_a_long_window_pick_says_how_long_a_full_prompt_takes_to_read():
    # c07: the MI300X pick showed only ≈ 31 tokens/s; a full 128k prompt reads in ~10 s there
    r = consult({"task": "inference", "model": "llama-3.3-70b", "context_tokens": 131072, "concurrency": 20,
                 "region": "intl", "engine": "vllm"}, KB)
    # 20 at 128k hold one full window + 19 × half of it (595 GB): 8 × A100 lead, whose read the slow-prefill
    # caveat already says; the B200 beside it hears the reads a minute and the last one's wait
    said = {c.card: c.text.en for c in r.caveats if c.id in ("long-prompt-first-token", "slow-prefill")}
    assert all("one full 131,072-token prompt" in said[p.card] for p in r.picks)
    full = [c.text.en for c in r.caveats if c.id == "long-prompt-first-token"]
    assert full and any(p.card in full[0] for p in r.picks)
    assert "prompts a minute" in full[0] and "the last waits about" in full[0]


def test_no_first_token_line_for_a_short_window_or_a_stated_rate():
    short = consult({"task": "inference", "model": "llama-3.3-70b", "context_tokens": 8192, "concurrency": 20,
                     "region": "intl"}, KB)
    assert not any(c.id == "long-prompt-first-token" for c in short.caveats)
    rated = consult({"task": "inference", "model": "llama-3.1-8b", "context_tokens": 65536, "rps": 1,
                     "input_tokens": 60000, "output_tokens": 300, "region": "intl"}, KB)
    assert not any(c.id == "long-prompt-first-token" for c in rated.caveats)


def test_a_domestic_purchase_nothing_holds_is_told_the_eight_bit_route_one_server_takes(capsys):
    # c01: no pick and no what-if; one Atlas 800I A2 (8 × 910B) holds it with W8A8 weights and an INT8 (C8) cache
    # every one of the 60 at the full 32k (the worst case): 793 GB, which no 8-card server holds at 16 bits
    assert main(["--lang", "zh", "recommend", "--say", XINCHUANG, "--input-tokens", "32768"]) == 0
    out = capsys.readouterr().out
    line = next(x for x in out.splitlines() if "若权重用 int8" in x)
    assert "C8" in line and "8 张 Huawei Ascend 910B" in line and "请询价" in line and "实验特性" in line
    assert "若KV cache 用 fp8" not in out  # no FP8 on Ascend


def test_the_ascend_launch_carries_the_eight_bit_cache_it_was_sized_with(capsys):
    assert main(["recommend", "--say", XINCHUANG, "--precision", "int8", "--kv-precision", "int8"]) == 0
    launch = next(x for x in capsys.readouterr().out.splitlines() if "vllm serve" in x)
    assert "--quantization ascend --kv-cache-dtype int8" in launch


def test_a_measured_card_a_little_dearer_leads_a_training_job_over_a_best_case_speed():
    # c08: 8 × MI300X led a 1B pre-train at $415 against 8 × B200's $445, on a speed the answer called a ceiling
    r = consult({"task": "pretrain", "params_b": 1.236, "checkpoint": "scratch", "train_tokens": 50e9,
                 "budget": "6000 USD total", "deadline": 240, "region": "intl"}, KB)
    enough = next(p for p in r.picks if "enough" in p.roles)
    assert enough.card != "mi300x"
    why = " ".join(w.text.en for w in enough.why if w.rule == "rank-enough")
    assert "MI300X would cost" in why and "pilot" in why


def test_an_offline_batch_job_launches_run_batch_one_process_per_copy():
    # c09: `vllm serve` for 2M documents to summarise offline: a server to start and feed over HTTP for nothing
    r = consult({"task": "inference", "model": "llama-3.1-8b", "generate_tokens": 400e6, "input_tokens": 3000,
                 "output_tokens": 200, "deadline": 168, "region": "intl"}, KB)
    launches = [p.launch for p in r.picks if p.launch]
    assert launches and all("vllm serve" not in x and "vllm run-batch -i" in x for x in launches)
    for pick in r.picks:
        if (pick.replicas or 1) > 1:
            assert f"for i in $(seq 0 {pick.replicas - 1})" in pick.launch and "--data-parallel-size" not in pick.launch


def test_a_service_at_a_load_in_china_asks_who_sees_its_answers():
    # c02: "给我们的 SaaS 产品做后端，峰值 20 QPS" in mainland China — the generative-AI filing never came up
    facts = {"task": "inference", "model": "qwen3-8b", "rps": 5, "input_tokens": 1000, "output_tokens": 300,
             "region": "cn"}
    asked = [c for c in consult(facts, KB).caveats if c.id == "generative-ai-filing-ask"]
    assert asked and "--public-service" in asked[0].text.en
    for said in ({"public_service": True}, {"public_service": False}):  # said either way: answered, not asked
        assert not any(c.id == "generative-ai-filing-ask" for c in consult({**facts, **said}, KB).caveats)
    abroad = consult({**facts, "region": "intl"}, KB)
    assert not any(c.id == "generative-ai-filing-ask" for c in abroad.caveats)


def test_an_a800_bought_new_in_china_is_ranked_after_as_needing_a_licence_since_the_2023_rule():
    # read again after c03's weighting: new A800s need a US licence since the October 2023 rule (NVIDIA's 8-K names
    # it), as the H20's have since April 2025 — a purchase of either ranks after parts that can be ordered
    r = consult({"task": "inference", "model": "qwen2.5-72b", "context_tokens": 32768, "concurrency": 8,
                 "region": "cn", "procure": "buy", "buyer": "company", "compliance": True}, KB)
    why = {x.card: x.why for x in r.rejected}
    a800 = [w for w in why.get("a800-80g", ()) if w.rule == "buy-cn-licence-uncertain"] or [
        w for p in r.picks if p.card == "a800-80g" for w in p.why if w.rule == "buy-cn-licence-uncertain"]
    assert a800 and "since November 2023" in a800[0].text.en


def test_the_budget_a_training_job_needs_is_said_on_a_measured_card():
    # c08 read again: "with a budget of $1,577, 8 × MI300X would do the job" rested on its best-case rate, while the
    # answer itself leads with a measured card within a quarter of it
    r = consult({"task": "full-finetune", "model": "llama-3.1-70b", "train_tokens": "2B", "budget": "1000/total",
                 "currency": "USD", "region": "intl", "deadline": "10d"}, KB)
    raised = next(w for w in r.what_if if "budget" in w.change)
    assert raised.card != "mi300x"
