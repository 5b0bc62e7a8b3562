"""Review 71's findings outside the reader's table (its reader rows are in tests/data/utterances_review.yaml)."""

from __future__ import annotations

import pytest

import knowledge
from advisor_tui.understand import parse
from rules.estimate import load, throughput
from rules.pipeline import consult

KB = knowledge.load(user_file=False)
CONTRACTS = ("公司要部署 Qwen3-235B-A22B 做合同审阅，长文档要 128k 上下文，同时大概 4 个人在用，权重用 FP8 就行。"
             "机器必须在国内，要开增值税专票，不用昇腾（团队不会 CANN）。预算一年 {budget} 万以内。")


def _consult(text: str, **more):
    u = parse(text, KB)
    return consult({**u.facts, **u.implied(), **more}, KB)


def test_prefill_attention_is_as_wide_as_the_query_heads_not_the_hidden_size():
    # c12 (major): 94 × 4096 (layers × hidden) where Qwen3-235B's 64 heads × 128 are 8,192 wide — a 128k prompt's
    # first token was said 32 s away at the full peak of 4 × H20, where it is about 54 s
    assert throughput.attention_width(94, 4096, 64, 128, "gqa") == 94 * 64 * 128
    # MLA: queries and keys 192 wide, values 128 (DeepSeek-V3)
    assert throughput.attention_width(61, 7168, 128, 192, "mla", 64) == 61 * 128 * (192 + 128) / 2
    # where the heads are unknown, layers × hidden as before
    assert throughput.attention_width(32, 4096) == 32 * 4096
    # (long contracts read whole: prompts that fill the 128k window, every sequence holding it)
    r = _consult(CONTRACTS.format(budget=22), input_tokens=131072)
    assert load.attention_width(r.requirement.inputs) == 94 * 64 * 128
    slow = next(c.text.zh for c in r.caveats if c.id == "slow-prefill")
    assert "即便满峰值也要 54 秒" in slow


def test_a_card_named_only_in_a_budget_what_if_carries_its_slow_first_token():
    # c12 (major): "若预算提高到 ¥18,000/月：4 张 H20 即可胜任" with no word that a full prompt waits ~100 s
    r = _consult(CONTRACTS.format(budget=15), input_tokens=131072)  # (prompts that fill the window, as above)
    assert not r.picks
    raised = next(w.text.zh for w in r.what_if if "budget" in w.change)
    assert "H20" in raised and "131,072 token 提示约需" in raised and "H100 SXM" in raised
    # c12 (minor): priced at a seller whose invoicing is not recorded, for a buyer who asked for 专票
    assert "增值税发票没有记录" in raised


@pytest.mark.parametrize("question", ["买卡划算还是租划算？", "是买卡划算还是租卡划算呢"])
def test_buy_or_rent_asked_is_answered_as_a_purchase_with_rents_beside(question):
    # c08 (major): "想自己买卡放家里 … 买卡划算还是租划算？" was read as renting from its last words
    u = parse(f"想自己买卡放家里跑 Qwen2.5-72B，int4 量化就行，就我一个人用。{question}", KB)
    assert u.facts["procure"] == "buy"
    assert parse("纠结了半天，算了不买了，还是租吧", KB).facts == {"procure": "rent"}  # a choice made after all


def test_a_rate_given_with_fx_prices_an_amount_said_in_the_text(capsys):
    # c02 (minor): "€1500 a month" with --fx EUR/USD=1.16 was "not placed", the flag's rate never used
    from advisor_tui.cli import main

    say = "self-host gpt-oss-120b, about 30 requests a minute, budget is about €1500 a month, no Chinese clouds"
    assert main(["recommend", "--lang", "en", "--json", "--say", say, "--fx", "EUR/USD=1.16"]) == 0
    out = capsys.readouterr().out
    assert '"amount": 1740' in out and "not placed" not in out
    assert parse("budget €1500 a month", KB, rates={"EUR": 1.16}).facts["budget"].amount == 1740
    assert parse("budget ¥150,000 total, that's yen", KB, rates={"JPY": 1 / 150}).facts["budget"].amount == 1000


def test_hedged_refusals_and_restarts_are_read():
    # c02, c06 (minor): "I'd rather not deal with ROCm" and "We can restart if a machine disappears" were dropped
    assert parse("I'd rather not deal with ROCm either.", KB).facts == {"cuda_required": True}
    assert parse("We can restart if a machine disappears.", KB).facts == {"interruptible": True}
    assert parse("we just requeue if a node dies", KB).facts == {"interruptible": True}
