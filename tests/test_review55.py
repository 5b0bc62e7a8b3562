"""Review 55 (12 consultations written before any run, on 8ad0c92, 8/12 signed): "10 万 token" read as ten tokens,
and the answers beside it."""

from __future__ import annotations

import json

import pytest

import knowledge
from advisor_tui.understand import parse
from rules.pipeline import consult

C3 = ("创业公司，用 GLM-4-9B-chat 做长文档问答，上下文 128k，同时大概 8 个请求，每个请求输入大概 10 万 token，"
      "输出 1000 token，首字 10 秒内，每月预算 2 万，要开专票")


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


def test_ten_thousands_of_tokens_are_read_as_such(kb):
    """K1: "输入大概 10 万 token" was 10 input tokens, and a 5090 met a 10 s first token it could not."""
    u = parse(C3, kb)
    assert u.facts["input_tokens"] == 100_000 and u.facts["output_tokens"] == 1000
    assert parse("部署 qwen3 32b，每条输入 1.5 万 token，输出 800 token", kb).facts.get("input_tokens") == 15_000
    r = consult({**u.facts, **u.implied()}, kb)
    top = r.picks[0]
    assert top.card != "rtx-5090" and top.gpus_in_all >= 2


C10 = ("Hey! indie dev in Lisbon – want to self-host Qwen2.5-Coder-32B (AWQ int4 is fine) as backend for my little "
       "coding assistant. ~10 ppl concurrently, 32k ctx each bc they paste whole files. NO AMD pls, we tried ROCm once "
       "and never again lol. budget ~1.5k USD/mo, 24/7")


def test_an_fp8_cache_leads_where_16_bits_fit_only_a_card_ranked_after(kb):
    """K4: a coder in Lisbon was headlined 2 × A800 (China-market) at a seller that does not say where it runs,
    over budget, while one A100 with an FP8 KV cache did the job for $1,001."""
    u = parse(C10, kb)
    # (whole files pasted: prompts that fill the 32k window, so every sequence holds it — at the half window a paged-KV
    # engine averages when no length is said, one A100 holds the 16-bit cache)
    said = {**u.facts, **u.implied(), "input_tokens": 32768}
    r = consult(said, kb)
    top = r.picks[0]
    assert r.facts.kv_precision == "fp8" and top.card != "a800-80g"
    assert not {w.rule for w in top.why} & {"market-intl-prefers-global", "unknown-hosting-ranked-after"}
    assert any(w.change.get("kv_precision") == "fp16" for w in r.what_if)
    kept = consult({**said, "kv_precision": "fp16"}, kb)  # said: the person's
    assert kept.facts.kv_precision == "fp16"
    plain = consult({"model": "qwen3-32b", "region": "intl", "context_tokens": "16k"}, kb)  # nothing ranked after
    assert plain.facts.kv_precision in (None, "fp16")


def test_an_encoder_s_size_is_not_sized_as_a_chat_model(kb, capsys):
    """K2: "a reranker bge-reranker-v2-m3 ~568M params" was sized as a 0.568 B chat model with an invented load."""
    from advisor_tui.cli import main

    u = parse("solo dev, host a reranker bge-reranker-v2-m3 ~568M params, 40 queries/sec, each query reranks 50 "
              "passages, p95 latency under 300ms", kb)
    # the catalogue now holds the reranker: an embedding service sized by its encoder's compute, never a chat model
    assert u.facts.get("model") == "bge-reranker-v2-m3" and "params_b" not in u.facts
    assert u.facts.get("rerank_candidates") == 50 and not u.unresolved
    said = "host a reranker bge-reranker-v2-m3 ~568M params, 40 queries/sec"
    assert main(["recommend", "--say", said, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["facts"]["task"] == "embedding" and "text-embeddings-inference" in out["picks"][0]["launch"]
    # --params sizes a chat model's weights and KV cache, which an encoder has not (review 70 C2): refused; a
    # measured need, --vram, sizes a card for it
    assert main(["recommend", "--say", "host a reranker bge-reranker-v2-m3", "--params", "0.568"]) == 2
    assert main(["recommend", "--say", "host a reranker bge-reranker-v2-m3", "--vram", "3"]) == 0
    capsys.readouterr()


C5 = ("个人做短视频号，想用 CogVideoX-5B 每天批量生成 100 条 6 秒的视频 (720x480, 默认 50 steps)，晚上跑白天发。"
      "每个月预算 3000 RMB 左右，租国内的卡，不用发票")


def test_a_sampler_s_steps_are_no_training_length(kb):
    """M1: "默认 50 steps" of a video model was read as a training run's length, and the hours asked for."""
    assert not any("length in steps" in n.en for n in parse(C5, kb).notes)
    assert any("length in steps" in n.en for n in parse("train a LoRA on sdxl for 3000 steps", kb).notes)


def test_a_monthly_plan_holds_a_month_of_nightly_runs_once(kb):
    """M2: a card rented only by the month was charged a month per nightly run (¥161,580 for a ¥5,386 card)."""
    u = parse(C5, kb)
    r = consult({**u.facts, **u.implied()}, kb)
    over = [x.en for c in r.rejected if c.card == "rtx-4090-48g" for x in (w.text for w in c.why)]
    assert over and all("161,580" not in x for x in over)


def test_an_unpriced_purchase_is_never_called_the_best_value(kb):
    """K3: 4 × Ascend 910C with no purchase price was "enough / faster / best value" under a hard ¥1.2M cap."""
    r = consult({"model": "deepseek-r1-distill-llama-70b", "context_tokens": "32k", "concurrency": 30,
                 "procure": "buy", "budget": "1200000/total", "currency": "CNY", "compliance": True,
                 "invoice": "vat-special", "buyer": "company"}, kb)
    for pick in r.picks:
        if pick.purchase is None or not pick.purchase.complete:
            assert "best-value" not in pick.roles


def test_a_reluctance_about_vast_refuses_marketplaces(kb):
    """M3: "I'd rather not use vast" was dropped."""
    assert parse("serve qwen3 8b, I'd rather not use vast", kb).facts.get("no_marketplace") is True
    assert "no_marketplace" not in parse("a vast majority of our users are in Europe, serve qwen3 8b", kb).facts


def test_support_scripts_trained_on_are_no_service(kb):
    """Left from the last session: "客服话术" (the scripts a LoRA learns from) added a public service and a "serving
    was mentioned too" note."""
    u = parse("想用我们的客服话术做 LoRA 微调 qwen2.5 7b，数据 2 万条", kb)
    assert u.facts["task"] == "lora" and "public_service" not in u.facts
    assert not any("serving was mentioned" in n.en for n in u.notes)
    assert parse("做个客服机器人，qwen3 8b", kb).facts.get("public_service") is True


def test_an_ascend_pick_says_how_its_launch_line_runs(kb):
    """M6: a plain `vllm serve` on Ascend with no word on vllm-ascend or MindIE."""
    r = consult({"model": "qwen3-32b", "region": "cn", "procure": "buy", "domestic_chips": True}, kb)
    texts = [c.text.en for c in r.caveats if c.id == "cann-migration"]
    assert texts and all("vllm-ascend" in t and "MindIE" in t for t in texts)
