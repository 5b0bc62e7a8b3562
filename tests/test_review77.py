"""Review 77's findings outside the reader: a per-user speed target checked on the speed the answer prints."""

from __future__ import annotations

import knowledge
from rules.pipeline import consult

KB = knowledge.load(user_file=False)


def test_a_speed_target_is_kept_with_the_prompts_reads_counted():
    # C02 (critical): Llama 3.3 70B, 40 chats in flight with 3k-token prompts, ≥ 20 tokens/s each: 4 × A100 was
    # "enough" at 32 tokens/s decoding alone while its own speed line said ≈ 10 once the prompts' reads are counted
    # (and an A40 beside it was ruled out at 19.6)
    r = consult({"task": "inference", "model": "llama-3.3-70b", "concurrency": 40, "input_tokens": 3000,
                 "output_tokens": 300, "max_ttft_s": 1.5, "min_tps": 20, "region": "intl", "hours_per_day": 24,
                 "budget": {"amount": 8000, "currency": "USD", "unit": "month", "approx": True}}, KB)
    assert r.picks
    for p in r.picks:  # every pick keeps the target by the speed it shows
        assert p.throughput["decode_tokens_per_s"] >= 20, (p.card, p.throughput)
