"""Review 73's findings outside the reader's table (its reader rows are in tests/data/utterances_review.yaml)."""

from __future__ import annotations

import knowledge
from advisor_tui.understand import parse
from rules.pipeline import consult

KB = knowledge.load(user_file=False)
LIBRARY = ("我们是某省属高校图书馆，想做一个论文问答 RAG 服务，模型用 Qwen2.5-14B，检索后拼进去的上下文大概 6 万 "
           "token，同时在线提问的大概 10 个人，每月预算 6000 元以内，学校财务要求能开增值税专票。")


def _consult(text: str):
    u = parse(text, KB)
    return consult({**u.facts, **u.implied()}, KB)


def test_with_long_prompts_faster_means_the_sooner_answer_not_the_faster_decode():
    # C1 (critical): "更快 / 最划算：1 张 H20 ¥4,500" over an A800 at ¥3,742 by decode alone (41 vs 21 tok/s), where
    # the H20 reads a 60k-token prompt in ~44 s against ~17 s: ~51 s an answer against ~31
    # (the retrieved context spliced in is each question's prompt, ~60k tokens: the reader keeps it as the window, so
    # the prompt is said — with no length said a paged-KV engine would average half the window)
    u = parse(LIBRARY, KB)
    r = consult({**u.facts, **u.implied(), "input_tokens": 60000}, KB)
    assert r.facts.buyer == "company"  # (a library, not a student's thesis: review 73 c03's conflict)
    assert next(p for p in r.picks if "faster" in p.roles).card == "a800-80g"
    h20 = next(x for x in r.rejected if x.card == "h20")
    assert any(w.rule == "dominated" and "s an answer: the long prompt's read, then the reply" in w.text.en
               for w in h20.why)


def test_the_fp8_option_under_a_stated_load_is_sized_for_the_sequences_in_flight():
    # c01 (major): "fits 1 × h100-sxm instead of 4" held one sequence where the load keeps ~25 in flight
    r = consult({"task": "inference", "model": "llama-3.3-70b", "rps": 2, "input_tokens": 3000, "output_tokens": 400,
                 "max_ttft_s": 1.5, "min_tps": 20, "region": "intl", "priority": "speed"}, KB)
    fp8 = next((c.text.en for c in r.caveats if c.id == "fp8-option"), "")
    assert "fits 1 × h100-sxm" not in fp8
    assert not fp8 or "fits 2 × h100-sxm" in fp8


def test_buy_or_rent_says_the_payback_where_the_rent_is_already_your_hours():
    # c08 (major): "at your 42% use, keep renting" beside "buying pays for itself after about 11.4 months", the rent
    # a share of an 8-GPU node its seller rents only whole
    r = consult({"task": "inference", "model": "qwen2.5-32b", "users": 40, "context_tokens": 16384, "hours_per_day": 10,
                 "procure": "buy", "region": "intl", "budget": "15000/total USD", "buyer": "company"}, KB)
    line = next(a.en for a in r.answer if "Buy or rent:" in a.en)
    assert "keep renting" not in line and "buying pays for itself in about" in line


def test_a_data_residency_said_as_such_sets_mainland_sellers_aside_and_is_said_back():
    # the final review's Berlin startup: "we need EU data residency" went unread, the answer silent on it
    for said, where in (("We need EU data residency.", "EU data residency"),
                        ("Data residency in Canada is required.", "Data residency in Canada")):
        u = parse(f"Self-host Llama 3.3 70B for 40 developers, 12k-token prompts. {said}", KB)
        assert u.residency == where
        assert u.implied().get("no_mainland_sellers") is True
    assert parse("serve qwen3-32b, data residency in China", KB).residency == ""
    assert parse("serve qwen3-32b, we don't care about data residency", KB).residency == ""


def test_the_payback_names_the_rent_it_is_against():
    """Review 99 c08: "pays for itself in about 13 months of your rent" beside buy-breakeven's "14.3 months" against a
    node-only seller's per-GPU rate: the headline's months name their rent and seller."""
    r = consult({"task": "full-finetune", "model": "qwen3-8b", "context_tokens": 8192, "procure": "buy",
                 "server_gpus": 4, "power_limit_w": 2000, "region": "intl", "budget": "60000/total USD",
                 "buyer": "company"}, KB)
    line = next(a.en for a in r.answer if "Buy or rent:" in a.en and "pays for itself" in a.en)
    assert "/month at " in line
