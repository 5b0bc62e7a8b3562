"""Review 51 (12 consultations written before any run, on 3733d7b, 10/12 signed): a brand read as a city, a vendor's
price with the board between the card and the amount, "not int4" read as "no quantisation", and a buyer told no
purchase fits where an 8-bit optimizer state holds the job on one priced card."""

from __future__ import annotations

import pytest

import knowledge
from advisor_tui.understand import parse

C4 = ("我们是一家国企，要部署 Qwen2.5-72B-Instruct 做内部知识库问答，全公司大约 200 人会用，上下文 8k 就够。"
      "国产化优先（能用昇腾最好，不行也可以用合规的英伟达卡），必须开增值税专用发票，预算每月 3 万元以内。")
C8 = ("供应商给我们报了 4090 48G 魔改卡，一张每月 4500 元。我们公司想用它跑 Qwen3-32B 的 AWQ int4 量化版做内部客服，"
      "大概 10 个并发，上下文 16k。这个价格合理吗？需要开专票。")


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


@pytest.mark.parametrize("said", [C4, "租两张英伟达卡跑 Qwen3-8B 推理", "雷达卡顿的问题先不管，部署 qwen3-8b",
                                  "国内这里昂贵吗？部署 qwen3-8b"])
def test_a_brand_or_a_word_is_never_a_city_abroad(kb, said):
    """C4: "英伟达卡" (an NVIDIA card) held 达卡 (Dhaka) — the region became "abroad", and with 合规 the answer was
    refused for a contradiction the person never made; "这里昂贵" holds 里昂 (Lyon) the same way."""
    u = parse(said, kb)
    assert u.facts.get("region") != "intl"
    assert not [c for c in u.conflicts if c.fact == "region"]
    assert parse("我们在达卡，部署 qwen3-8b", kb).facts.get("region") == "intl"


def test_a_vendor_price_with_the_board_between_card_and_amount_is_a_quote(kb):
    """C8: "报了 4090 48G 魔改卡，一张每月 4500 元 … 这个价格合理吗？" asked "is ¥4,500 your budget?" — the quote, the
    person's only question, was never priced against the market."""
    u = parse(C8, kb)
    (card,) = u.mentioned_cards
    assert card.card == "rtx-4090-48g" and card.quote == (4500.0, "CNY", "month")
    assert "budget" not in u.facts and not u.unresolved
