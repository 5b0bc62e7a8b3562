"""Review 64's findings outside the reader's table (its reader rows are in tests/data/utterances_review.yaml)."""

from __future__ import annotations

import pytest

import knowledge
from advisor_tui.commands.recommend import render
from knowledge.errors import InputError
from rules.facts import resolve
from rules.pipeline import consult

KB = knowledge.load(user_file=False)


def _reasons(result, card):
    return [why.text.en for x in result.rejected if x.card == card for why in x.why]


def test_ascend_does_not_load_gpt_oss_mxfp4_weights_and_says_what_does():
    # C9 (critical): one 910C was said to hold gpt-oss-120b's MXFP4 file; vLLM Ascend has no FP4 (vllm-ascend #7131)
    r = consult({"model": "gpt-oss-120b", "region": "cn", "concurrency": 32, "context_tokens": 8192}, KB)
    for card in ("ascend-910c", "ascend-910b"):
        assert card not in {p.card for p in r.picks}
        assert any("vllm-ascend #7131" in reason and "--precision bf16" in reason for reason in _reasons(r, card))
    # the BF16 release is not refused for the FP4 reason
    bf16 = consult({"model": "gpt-oss-120b", "precision": "bf16", "region": "cn", "domestic_chips": True}, KB)
    assert not any("#7131" in reason for card in ("ascend-910c", "ascend-910b") for reason in _reasons(bf16, card))


def test_a_pound_or_yen_budget_takes_the_persons_rate_on_the_command_line_too():
    # review 64: "--currency JPY" was refused, so the flags could not carry a yen budget either
    yen = resolve({"model": "qwen3-8b", "budget": "400000/month", "currency": "JPY",
                   "fx": ["JPY/USD=0.006667"]}, KB)
    assert (yen.budget.currency, yen.budget.amount, yen.currency) == ("JPY", 400000, "JPY")
    r = consult({"model": "qwen3-8b", "budget": "300/month", "currency": "GBP", "fx": ["GBP/USD=1.27"],
                 "region": "intl"}, KB)
    assert r.picks and "£" in r.to_json("en")
    with pytest.raises(InputError, match="GBP.*fx GBP/USD="):  # no rate: asked for, never guessed
        resolve({"model": "qwen3-8b", "budget": "300/month", "currency": "GBP"}, KB)


def test_a_training_plan_at_a_tuned_stacks_utilisation_says_when_a_plain_script_leaves_no_room():
    # C4 (major): 8 × A800 in 231.6 of 336 h at 56 % MFU; at a plain script's 40 % it takes 322 h, no room to restart
    raw = {"task": "pretrain", "model": "llama-3.2-3b", "train_tokens": "60B", "context_tokens": 4096,
           "deadline": "14d", "region": "cn", "budget": "60000/total", "currency": "CNY", "max_gpus": 16}
    r = consult(raw, KB)
    top = r.picks[0]
    assert top.job.wall_hours < 0.75 * 336 and top.job.mfu > 0.45  # the middle of its range (review 97 c02)
    typical = top.job.wall_hours * top.job.mfu / 0.40
    said = next((c for c in r.caveats if c.id == "deadline-margin"), None)
    if typical > 0.9 * 336:  # (priced at the middle of its utilisation range since review 97 c02, it may have room)
        assert f"{typical:,.0f} h" in said.text.en and "no room for a restart" in said.text.en
    else:
        assert said is None
    tight = consult({**raw, "deadline": "11d"}, KB)  # the same job against a deadline the 40 % would miss
    t = tight.picks[0].job
    if t.wall_hours <= 0.75 * 264 and t.wall_hours * t.mfu / 0.40 > 0.9 * 264:
        assert any(c.id == "deadline-margin" for c in tight.caveats)
    # a plan with room at a plain script's rate too says nothing
    roomy = consult({**raw, "deadline": "30d"}, KB)
    assert not any(c.id == "deadline-margin" and "plain training script" in c.text.en for c in roomy.caveats)


def test_a_card_only_ranked_after_is_not_listed_as_ruled_out():
    # minor: "a100-80g-sxm: … 排在价格正常的卡之后" was under 已排除 (ruled out), its own text saying ranked after
    r = consult({"model": "qwen2.5-32b", "region": "cn", "context_tokens": "16k", "concurrency": 10,
                 "budget": "8000/month"}, KB)
    after = [x for x in r.rejected if x.ranked_after]
    assert any(w.rule == "price-outlier-ranked-after" for x in after for w in x.why)
    assert not any(x.ranked_after for x in r.rejected if any(w.rule == "memory-gate" for w in x.why))
    text = render(r, "en")
    assert f"RANKED AFTER ({len(after)})" in text and "ranked after — " in text
