"""Review 83 (blind, 10 consultations, signed 4): its majors in the rules, replayed (the reader's in
tests/test_understand_review83.py)."""

from rules.pipeline import consult


def test_an_eight_card_pcie_server_is_weighed_for_a_purchase_not_dropped_for_an_unpriced_single(kb):
    """c08 (major): buying to serve Qwen2.5-72B at 16k × 20 in mainland China, 8 × L20 (the usual compliant PCIe box)
    was dropped as "a split over PCIe — start with one large card", while every NVLink card was set aside for buying
    and the 910B left had only its chips' price: the L20 server is kept, to quote, with the bar its quote must beat."""
    r = consult({"task": "inference", "model": "qwen2.5-72b", "context_tokens": 16384, "concurrency": 20,
                 "region": "cn", "procure": "buy", "buyer": "company", "days": 1095, "invoice": "vat-special",
                 "public_service": True}, kb)
    assert not any(x.card == "l20" and any(w.rule == "prefer-single-card" for w in x.why) for x in r.rejected)
    l20 = next(p for p in r.picks if p.card == "l20")
    assert l20.gpus_in_all == 8
    # 1,095 days are three years: 36 months of ¥14,968 (review 121 C1-b: a year is 12 months; it was 37 billed months)
    assert any("owning comes out ahead only if the box" in line.en and "costs less than ¥538,848" in line.en
               for line in r.answer)


def test_a_reasoning_model_s_faster_pick_counts_its_thinking(kb):
    """c02 (major): R1-Distill-Qwen-32B at 32k × 10: 2 × A800 (≈ 20 tokens/s) was "faster" than 2 × H20 (≈ 39) by a
    300-token reply after the prompt's read — a reasoning model writes ~1,000 tokens of thinking first (the
    reasoning-latency caveat's figure), past which the H20's decode wins."""
    r = consult({"task": "inference", "model": "deepseek-r1-distill-qwen-32b", "context_tokens": 32768,
                 "concurrency": 10, "region": "cn", "budget": {"amount": 20000, "currency": "CNY", "unit": "month"}},
                kb)
    faster = next(p for p in r.picks if "faster" in p.roles)
    assert faster.card == "h20", [(p.card, p.roles) for p in r.picks]
    said = consult({"task": "inference", "model": "deepseek-r1-distill-qwen-32b", "context_tokens": 32768,
                    "concurrency": 10, "region": "cn", "output_tokens": 200,
                    "budget": {"amount": 20000, "currency": "CNY", "unit": "month"}}, kb)
    assert next(p for p in said.picks if "faster" in p.roles).card == "a800-80g"  # a short reply said: the read wins


def test_a_sample_length_said_is_the_cut_and_the_answer_says_so(kb):
    """c03 (major): "avg maybe 900 tokens" became --max_length 900 — the end cut off about half the examples, unsaid.
    The length said is what is sized and launched, and the answer says longer samples are cut there and how to size
    for the longest; a context given says nothing of the kind."""
    r = consult({"task": "qlora", "model": "llama-3.1-8b", "samples": 18000, "tokens_per_sample": 900, "epochs": 3,
                 "region": "intl"}, kb, what_if=False)
    assert "--max_length 900" in r.picks[0].launch
    assert any("longer samples are cut there" in n.en and "--context" in n.en for n in r.facts.notes)
    longest = consult({"task": "qlora", "model": "llama-3.1-8b", "samples": 18000, "tokens_per_sample": 900,
                       "epochs": 3, "context_tokens": 2048, "region": "intl"}, kb, what_if=False)
    assert not any("longer samples are cut there" in n.en for n in longest.facts.notes)


def test_a_model_that_thinks_says_so_when_nothing_is_picked(kb):
    """c01 (major, in part): Qwen3-32B at 8 requests/s of 6k prompts over a $7,000 budget picked nothing, and the
    warning that it thinks before every answer — which raises the load the what-ifs were sized for — was dropped."""
    r = consult({"task": "inference", "model": "qwen3-32b", "rps": 8, "input_tokens": 6000, "output_tokens": 300,
                 "max_ttft_s": 1.5, "region": "intl", "budget": {"amount": 7000, "currency": "USD",
                                                                  "unit": "month"}}, kb)
    assert not r.picks
    assert any(c.id == "thinking-by-default" for c in r.caveats)


def test_a_corpus_counted_in_tokens_is_packed_to_the_length_sized(kb):
    """Read as an engineer after review 83: a full fine-tune on "about 1B tokens of German legal text" launched TRL's
    SFT at --max_length 2048 unpacked — every document past 2,048 tokens cut there, far fewer tokens trained than the
    2B costed. A corpus said in tokens is packed; samples said as samples stay whole examples."""
    corpus = consult({"task": "full-finetune", "model": "mistral-7b", "train_tokens": 1e9, "epochs": 2,
                      "region": "intl"}, kb, what_if=False).picks[0].launch
    assert "--max_length 2048 --packing" in corpus
    samples = consult({"task": "lora", "model": "qwen3-8b", "samples": 20000, "tokens_per_sample": 800,
                       "region": "cn"}, kb, what_if=False).picks[0].launch
    assert "--packing" not in samples
