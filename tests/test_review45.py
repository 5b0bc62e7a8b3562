"""Review 45 (12 consultations written before any run, on 0ac4e98): the answers a senior engineer would not sign,
replayed — each what-if and line must agree with what the same program answers when asked directly."""

from __future__ import annotations

import pytest

import knowledge
from rules.facts import resolve
from rules.pipeline import consult


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


def test_all_at_once_names_the_unpriced_card_that_holds_it(kb):
    """C11: 信创, Qwen2.5-72B at 32k for ~50 people: the what-if said "no card here holds 50 sequences at 32,768
    tokens", while asked directly (--concurrency 50 --domestic-chips) 8 × Ascend 910C hold 685.6 GB."""
    # documents that fill the 32k window: every one of the 50 holds the full context (the worst case)
    facts = resolve({"model": "qwen2.5-72b", "context_tokens": 32768, "input_tokens": 32768, "users": 50,
                     "domestic_chips": True, "invoice": "vat-special", "buyer": "company", "region": "cn"}, kb)
    result = consult(facts, kb)
    line = next(w for w in result.what_if if w.change == {"concurrency": 50})
    direct = consult({"model": "qwen2.5-72b", "context_tokens": 32768, "input_tokens": 32768, "concurrency": 50,
                      "domestic_chips": True, "region": "cn"}, kb)
    held = next(c for c in direct.caveats if c.id == "domestic-chips-fit" and "910c" in c.text.en)
    # (since review 81 c04 each 910C is two 64 GB dies and the 8 KV heads split over 8 of its 16: one copy over a
    # server no longer holds 50 × 32k — two copies of 4 cards (8 dies each, the KV heads split whole) do, 25 each, on
    # the same one server: rules.base.copies, review 95 c10; before, two servers. The what-if, held to the chat's
    # 10 tokens/s each, would take 20 cards as copies, where one copy over two servers takes 16: that stands)
    assert "2 copies of 4 × ascend-910c" in held.text.en and "one 8-card server runs them all" in held.text.en
    assert "no card here holds" not in line.text.en and "16 × Huawei Ascend 910C over two servers" in line.text.en
    assert "两台服务器共 16 张" in line.text.zh


def test_a_buying_what_if_offers_no_card_ranked_out_for_the_buyer(kb):
    """C9: a company buying a Qwen3-32B box for ¥200,000 was told GeForce is no server part, then offered
    "with context 8,192: 8 × GeForce RTX 4090 D is enough, to buy ¥103,992 — within your budget" (bare cards)."""
    company = {"model": "qwen3-32b", "context_tokens": 32768, "concurrency": 8, "region": "cn", "procure": "buy",
               "buyer": "company", "budget": {"amount": 200000, "currency": "CNY", "unit": "total"}}
    result = consult(company, kb)
    geforce = {c.id for c in kb.cards if c.card_class == "consumer"}
    assert not [w.text.en for w in result.what_if if w.card in geforce]
    person = consult({**company, "buyer": "individual"}, kb)
    bare = [w.text for w in person.what_if if w.card in geforce and w.gpus >= 2]
    assert bare and all("the cards alone" in t.en and "仅显卡" in t.zh for t in bare)


def test_a_reasoning_model_is_served_at_its_publishers_generation_length(kb):
    """C10: DeepSeek-R1-Distill-Qwen-7B was launched with --max-model-len 8192; DeepSeek sets every R1 model's
    generation length to 32,768 tokens (deepseek-r1-readme), so the default context is that, said as a note."""
    result = consult({"model": "deepseek-r1-distill-qwen-7b", "region": "cn"}, kb)
    assert result.facts.context_tokens == 32768 and ("context_tokens", 32768) in result.facts.assumed
    assert any("reasoning model" in n.en and "32,768" in n.en and "推理模型" in n.zh for n in result.facts.notes)
    assert "--max-model-len 32768" in result.picks[0].launch
    given = consult({"model": "deepseek-r1-distill-qwen-7b", "region": "cn", "context_tokens": 4096}, kb)
    assert given.facts.context_tokens == 4096 and not any("reasoning model" in n.en for n in given.facts.notes)
    plain = consult({"model": "qwen2.5-7b", "region": "cn"}, kb)
    assert plain.facts.context_tokens == 8192
    # each generation length is its publisher's: DeepSeek's for the R1 family, Qwen's (the Qwen3 README's Thinking-2507
    # example, the 235B Thinking-2507 card) for the Qwen3 Thinking-2507 releases
    publishers = {"deepseek-r1-readme", "qwen3-2507-readme", "hf-qwen3-235b-a22b-thinking-2507-card"}
    for model in kb.models:
        if model.reasoning_tokens:
            assert publishers & set(model.source) and model.reasoning_tokens <= (model.max_context or 1 << 30)


def test_a_shorter_context_for_a_reasoning_model_says_its_thinking_is_cut(kb):
    """The what-if that makes a reasoning model fit by cutting its context says what that costs the answers."""
    home = {"model": "deepseek-r1-distill-qwen-32b", "procure": "buy", "buyer": "individual", "region": "cn",
            "budget": {"amount": 15000, "currency": "CNY", "unit": "total"},
            "max_gpus": 1}  # one card: 2 × RTX 5060 Ti 16GB would hold the full 32k in the budget, no what-if needed
    shorter = [w for w in consult(home, kb).what_if if w.change.get("context_tokens", 1 << 30) < 32768]
    assert shorter and all("cut off before its answer" in w.text.en and "截断" in w.text.zh for w in shorter)


def test_a_picked_price_far_under_the_market_is_flagged(kb):
    """C4/C8/C9/C10 and review 46 C3: AutoDL's A100 80GB at ¥3.30 an hour (seed 001) headlined answers beside UCloud's
    ¥10.75 and RunPod's $1.39 for the same card, never flagged; it now ranks after cards priced in line with the
    market, and where it is still the pick (nothing else in the budget) the answer says to confirm it. A price merely
    under the world's (mainland) is not flagged."""
    from rules.facts import resolve as resolve_facts
    from rules.price_outlier import outlier_fields

    result = consult({"model": "qwen3-32b", "region": "cn", "precision": "bf16"}, kb)
    assert result.picks[0].card != "a100-80g-sxm"
    ranked_after = next(r for r in result.rejected if r.card == "a100-80g-sxm")
    assert any(w.rule == "price-outlier-ranked-after" and "34% of what the other sellers ask" in w.text.en
               for w in ranked_after.why)
    only = consult({"model": "qwen3-32b", "region": "cn", "precision": "bf16", "budget": "2500/month",
                    "stock_only": True, "max_gpus": 1}, kb)
    assert (only.picks[0].card, only.picks[0].offer.provider) == ("a100-80g-sxm", "autodl")
    flag = next(c for c in only.caveats if c.id == "price-outlier")
    assert "AutoDL's price for a100-80g-sxm is 34%" in flag.text.en and "confirm the listing" in flag.text.en
    assert "核实" in flag.text.zh
    facts = resolve_facts({"model": "qwen3-8b", "region": "cn"}, kb)
    flagged = {o.id for o in kb.offers if outlier_fields(kb, facts, o, "CNY")["price_outlier"]}
    assert flagged == {"autodl/a100-80g-sxm/hour"}, flagged  # AutoDL's 5090 at ¥2.40: 76 % of UCloud's ¥3.16


def test_a_plan_using_most_of_the_deadline_says_its_time_is_an_estimate(kb):
    """C7: 10,000 FLUX.1 [dev] images in 24 h were planned on 2 × RTX 6000 Ada in 20.6 h, on a rate scaled from an
    A100's, with no margin warning, while 4 cost 0.6 % more and took 10.4 h: of counts costing the same, one that
    leaves a quarter of the deadline is taken; where none may (--max-gpus 2), the answer says how to ask for room."""
    facts = {"model": "flux.1-dev", "task": "image", "images": 10000, "deadline": 24, "region": "intl",
             "currency": "USD"}
    result = consult(facts, kb)
    top = result.picks[0]
    assert top.card == "rtx-6000-ada" and top.job.wall_hours <= 0.75 * 24
    assert not any(c.id == "deadline-margin" for c in result.caveats)
    capped = consult({**facts, "max_gpus": 2}, kb)
    assert capped.picks[0].job.wall_hours > 0.75 * 24
    margin = next(c for c in capped.caveats if c.id == "deadline-margin")
    assert "--deadline 18 --max-gpus 4" in margin.text.en and "--deadline 18 --max-gpus 4" in margin.text.zh
    roomy = consult({**facts, "deadline": 18, "max_gpus": 4}, kb).picks[0]
    assert roomy.job.wall_hours <= 18


def test_several_sequences_at_the_full_context_are_said_to_be_the_worst_case(kb):
    """C1: 20 users at 32k were sized at 171.8 GB of KV cache, all at once, without saying so; an engine that
    allocates the cache as tokens arrive is sized by what requests hold (rules.estimate.held_tokens) and hears the
    worst case beside it, llama.cpp (allocated up front) does not."""
    def kv_line(facts):  # the note that says how the KV cache is sized (the formula's own line where it is all)
        notes = [n for n in consult(facts, kb, what_if=False).requirement.notes if n.en.startswith("KV cache")]
        return next((n for n in notes if "(the worst case) would be" in n.en), notes[0])

    # vLLM (the default) holds what requests hold: one at the full 32k + 19 at half of it on average,
    # (32,768 + 19 × 16,384) × 262,144 B = 90.19 GB, with all 20 at the full window said as the worst case
    line = kv_line({"model": "qwen3-32b", "context_tokens": 32768, "concurrency": 20, "region": "cn"})
    assert "the other 19 16,384 each: 90.19 GB" in line.en
    assert "All 20 at the full context (the worst case) would be 171.80 GB" in line.en
    assert "最坏情况" in line.zh and "171.80 GB" in line.zh
    assert "worst case" not in kv_line({"model": "qwen3-32b", "context_tokens": 32768, "concurrency": 20,
                                        "engine": "llama.cpp", "region": "cn"}).en
    assert "worst case" not in kv_line({"model": "qwen3-32b", "context_tokens": 32768, "region": "cn"}).en
