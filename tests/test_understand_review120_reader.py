"""Review 120's reading criticals as families: a load said unchanged, 信创 required beside a 尽量, a one-off said
"一次過", a picture count before its size, two 8-card machines planned, a budget while buying a card, a rate said
against a held currency — each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on, unresolved_kinds

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def _notes(parsed):
    return [n.en for n in parsed.notes]


def test_a_load_said_unchanged_is_that_load(kb):
    said = ("还是海口那家跨境电商，Qwen3-32B客服：老板改主意了，上下文8k就够，并发还是40，首字2秒内。"
            "另外集团要求走信创，尽量用国产算力（昇腾），数据不出境，要专票，每月一万五。")
    assert _facts(kb, said)["concurrency"] == 40
    assert _facts(kb, "Qwen3-32B客服，并发仍是 40")["concurrency"] == 40
    assert _facts(kb, "Qwen3-32B客服，并发依然是40个")["concurrency"] == 40
    assert _facts(kb, "Qwen3-32B客服，並發仍然係40")["concurrency"] == 40
    assert _facts(kb, "Qwen3-32B chatbot, concurrency is still 40")["concurrency"] == 40
    assert _facts(kb, "Qwen3-32B chatbot, concurrent users remain around 40")["concurrency"] == 40
    assert _facts(kb, "Qwen3-32B chatbot, still 40 concurrent")["concurrency"] == 40
    # neighbours: one of two asked, GPUs, a count no longer so, a price, a word between no count
    assert "concurrency" not in _facts(kb, "Qwen3-32B客服，并发还是40还是80没定")
    assert "concurrency" not in _facts(kb, "Qwen3-32B客服，并发还是4张卡")
    assert "concurrency" not in _facts(kb, "Qwen3-32B客服，并发不再是40")
    assert "concurrency" not in _facts(kb, "Qwen3-32B客服，价格还是40")
    # (a range after it reads as the range does without "still": its upper end, the load reader's)
    assert _facts(kb, "Qwen3-32B chatbot, concurrency still 40 or 80?")["concurrency"] == _facts(
        kb, "Qwen3-32B chatbot, concurrency 40 or 80?")["concurrency"]


def test_domestic_chips_required_beside_a_preference_say_one_thing(kb):
    said = "Qwen3-32B客服，集团要求走信创，尽量用国产算力（昇腾）"
    parsed = _read(kb, said)
    assert parsed.facts["domestic_chips"] is True
    assert not any("not required" in n for n in _notes(parsed))
    assert any("domestic chips are required" in n for n in _notes(parsed))
    parsed = _read(kb, "Qwen3-32B chatbot, must be xinchuang, domestic chips preferred")
    assert parsed.facts["domestic_chips"] is True and not any("not required" in n for n in _notes(parsed))
    # neighbours: a preference alone, or beside a requirement refused, stays a preference
    parsed = _read(kb, "Qwen3-32B客服，尽量用国产算力（昇腾）")
    assert "domestic_chips" not in parsed.facts and any("not required" in n for n in _notes(parsed))
    parsed = _read(kb, "Qwen3-32B客服，信创不强制，尽量用国产算力")
    assert parsed.facts["domestic_chips"] is False and any("not required" in n for n in _notes(parsed))
    assert "domestic_chips" not in _facts(kb, "Qwen3-32B客服，信创优先")


def test_a_one_off_said_in_one_go_is_a_total(kb):
    said = ("香港中學STEM組，啱啱老師話想改用FLUX.1-dev，話質素好啲，每張圖用28步，仍然係5000張1024x1024，"
            "預算港幣三千一次過，唔用大陸嘅雲。")
    b = _facts(kb, said)["budget"]
    assert (round(b.amount * 7.8), b.unit) == (3000, "total")
    assert budget_of(_facts(kb, "FLUX.1-dev 出图，预算五千一次过付清")) == (5000, "CNY", "total")
    assert budget_of(_facts(kb, "FLUX.1-dev 出图，预算三千，一次过")) == (3000, "CNY", "total")
    assert budget_of(_facts(kb, "FLUX.1-dev 出图，预算 3000 一次过")) == (3000, "CNY", "total")
    assert budget_of(_facts(kb, "FLUX.1-dev 出圖，預算港幣三千一筆過"))[2] == "total"
    assert budget_of(_facts(kb, "FLUX.1-dev images, budget $3,000 paid in one go")) == (3000, "USD", "total")
    assert _facts(kb, "FLUX.1-dev images, budget HK$3,000 in one go")["budget"].unit == "total"
    # neighbours: 三千一 alone is 3,100, a month's 一 stays a month, "in one go" about something else is no total
    assert budget_of(_facts(kb, "FLUX.1-dev 出图，每月三千一")) == (3100, "CNY", "month")
    assert budget_of(_facts(kb, "FLUX.1-dev 出图，预算三千一个月")) == (3000, "CNY", "month")
    assert round(_facts(kb, "FLUX.1-dev 出圖，預算港幣三千一")["budget"].amount * 7.8) == 3100
    assert _facts(kb, "Qwen3-8B chatbot, budget $300, 20 users at once, they ask in one go")["budget"].unit == "month"


def test_a_picture_count_before_the_pictures_size(kb):
    said = "香港中學STEM組，FLUX.1-dev，每張圖用28步，仍然係5000張1024x1024，預算港幣三千一次過"
    assert _facts(kb, said)["images"] == 5000
    assert _facts(kb, "FLUX.1-dev 出图，3000 张 1024×1024 的")["images"] == 3000
    assert _facts(kb, "FLUX.1-dev 出图，两千张1024x1024")["images"] == 2000
    assert _facts(kb, "FLUX.1-dev, still 5,000 at 1024x1024")["images"] == 5000
    # neighbours: training pictures, cards, a size with no count
    assert "images" not in _facts(kb, "FLUX.1-dev LoRA 训练，500张1024x1024的训练图")
    assert "images" not in _facts(kb, "SDXL 出图，4张4090")
    assert "images" not in _facts(kb, "FLUX.1-dev 出图，每张1024x1024")
    # (a sampler's steps are no fact: the measured rates hold each model's default steps — training._SAMPLER)
    assert "steps" not in _facts(kb, said)


def test_machines_of_so_many_cards_planned_cap_the_gpus(kb):
    said = ("石家庄一家医药企业，要全参微调Qwen2.5-72B，做医药注册文档的领域模型。训练数据大约8亿token，"
            "每条样本4k长度，跑2个epoch。项目节点卡得很死，10天内必须训完。打算租两台8卡机（多机多卡），国内平台，要能开专票。预算总共30万以内。")
    parsed = _read(kb, said)
    assert parsed.facts["max_gpus"] == 16 and parsed.facts["procure"] == "rent"
    assert any("2 × 8 = 16 GPUs planned" in n for n in _notes(parsed))
    assert _facts(kb, "全参微调Qwen2.5-72B，租2台8卡服务器")["max_gpus"] == 16
    assert _facts(kb, "全参微调Qwen2.5-72B，用两个 8 卡 A800 节点")["max_gpus"] == 16
    assert _facts(kb, "全参微调Qwen2.5-72B，平台那边最多只能给我们两台8卡机")["max_gpus"] == 16
    assert _facts(kb, "full fine-tune Qwen2.5-72B, we plan to rent two 8-GPU nodes")["max_gpus"] == 16
    assert _facts(kb, "full fine-tune Qwen2.5-72B on a pair of 8xH100 boxes")["max_gpus"] == 16
    assert _facts(kb, "全参微调Qwen2.5-72B，四台4卡机")["max_gpus"] == 16
    # c4b's own words still read through its "最多16张卡"
    assert _facts(kb, "全参微调Qwen2.5-72B，最多只能给我们两台8卡机，也就是最多16张卡")["max_gpus"] == 16
    # neighbours: machines owned, refused, quoted, or one box, cap nothing here
    assert "max_gpus" not in _facts(kb, "全参微调Qwen2.5-72B，我们有两台8卡机")
    assert "max_gpus" not in _facts(kb, "full fine-tune Qwen2.5-72B, we have two 8-GPU nodes")
    assert "max_gpus" not in _facts(kb, "全参微调Qwen2.5-72B，不要两台8卡机")
    assert "max_gpus" not in _facts(kb, "全参微调Qwen2.5-72B，两台8卡机报价太贵")
    assert "max_gpus" not in _facts(kb, "full fine-tune Qwen2.5-72B, two 8-GPU nodes are quoted at $40/hr")
    assert "max_gpus" not in _facts(kb, "全参微调Qwen2.5-72B，租一台8卡服务器")


def _quote_of(parsed, card_word):
    return next(c.quote for c in parsed.mentioned_cards if card_word in c.text.lower())


def test_a_card_got_at_a_price_is_bought_and_its_budget_a_total(kb):
    said = ("Kyiv freelancer again. OK, new cards are too expensive. Used is fine, I can get a used RTX 3090 here for "
            "about 28 000 UAH each (1 USD = 41.5 UAH). Still Llama 3.3 70B, 16k context, just me, 750 W PSU, normal "
            "desktop board. Budget I can stretch to 60 000 UAH.")
    parsed = _read(kb, said)
    assert parsed.facts["procure"] == "buy"
    b = parsed.facts["budget"]
    assert (round(b.amount * 41.5), b.unit) == (60000, "total")  # the 28 000 is the card's price, no budget
    assert any("28 000 UAH each”: the card's price to buy" in n for n in _notes(parsed))
    assert _quote_of(parsed, "3090") == (round(28000 / 41.5, 2), "USD", "total")  # at the person's own rate
    parsed = _read(kb, "Llama 3.3 70B at home. I can get a used RTX 3090 for about 28 000 UAH each. Budget 60 000 UAH.")
    assert _quote_of(parsed, "3090") is None and any("is not compared as an offer" in n for n in _notes(parsed))
    parsed = _read(kb, "Llama 3.3 70B at home. I can get a used RTX 3090 for about $700 each. Budget $1,500.")
    assert budget_of(parsed.facts) == (1500, "USD", "total") and parsed.facts["procure"] == "buy"
    assert _quote_of(parsed, "3090") == (700, "USD", "total")
    parsed = _read(kb, "Llama 3.3 70B, 3090 二手能淘到 5500 一张，预算一万二")
    assert budget_of(parsed.facts) == (12000, "CNY", "total") and parsed.facts["procure"] == "buy"
    assert budget_of(_facts(kb, "Llama 3.3 70B 自己用，能收到二手 3090，一张 5500，预算一万二"))[2] == "total"
    # neighbours: a card already had, one heard of, a rental's quote, no card at all
    f = _facts(kb, "Llama 3.3 70B at home. I already have a used RTX 3090 I got for $700. Budget $1,500.")
    assert "procure" not in f
    f = _facts(kb, "Llama 3.3 70B. Someone said you can get a used RTX 3090 for $700. Budget $1,500.")
    assert "procure" not in f and f["budget"].unit == "month"
    f = _facts(kb, "Llama 3.3 70B chatbot. We can get an H100 for $2/hr. Budget $1,500.")
    assert "procure" not in f and f["budget"].unit == "month"
    assert _facts(kb, "Llama 3.3 70B chatbot. Budget $1,500.")["budget"].unit == "month"


_C7 = ("Hello from Reykjavik. I run a small Icelandic language-tech nonprofit. We want to do continued pretraining of "
       "Qwen2.5-7B on about 6 billion tokens of Icelandic text (news, parliament transcripts, sagas), sequence length "
       "4096, one epoch. Our grant gives us 4,5 million ISK in total for compute, and we convert at 1 EUR = 145 ISK. "
       "The data must stay in the EU/EEA. We need it done within 6 weeks.")


def test_a_rate_said_against_a_third_currency_places_the_amount_through_it(kb):
    # the euro's own rate said (or given with --fx): both steps, 4,5 million with its decimal comma
    parsed = _read(kb, _C7 + " We use 1 EUR = 1.08 USD.")
    assert budget_of(parsed.facts) == (round(4_500_000 / 145 * 1.08, 2), "USD", "total")
    assert any("(1 EUR = 145 ISK; 1 EUR = 1.08 USD)" in n for n in _notes(parsed))
    assert budget_of(_facts(kb, _C7, rates={"EUR": 1.08})) == (round(4_500_000 / 145 * 1.08, 2), "USD", "total")
    f = _facts(kb, "Qwen2.5-7B CPT, budget 4.5 million ISK total, 145 ISK per euro, and 1.08 USD per EUR")
    assert budget_of(f) == (round(4_500_000 / 145 * 1.08, 2), "USD", "total")
    f = _facts(kb, "Qwen2.5-7B CPT, budget 4,5 million ISK total, 1 ISK = 0.0069 EUR, 1 EUR = 1.08 USD")
    assert budget_of(f) == (round(4_500_000 * 0.0069 * 1.08, 2), "USD", "total")
    # a currency whose rate the knowledge holds (the Hong Kong dollar's link) carries it on its own
    f = _facts(kb, "Qwen2.5-7B CPT, budget 900,000 ISK total, at 1 HKD = 17.5 ISK")
    assert budget_of(f) == (round(900_000 / 17.5 / 7.8, 2), "USD", "total")
    # no euro rate is held (knowledge/data/currencies.yaml): unsaid, the amount stays unplaced and the one rate
    # still wanted is named — never the euro read at 145 dollars
    parsed = _read(kb, _C7)
    assert "budget" not in parsed.facts and "budget" in unresolved_kinds(parsed)
    assert any("no EUR rate is held here" in n for n in _notes(parsed))
    parsed = _read(kb, "Qwen2.5-7B CPT, budget €3,000 total, 1 EUR = 145 ISK")
    assert "budget" not in parsed.facts and "budget" in unresolved_kinds(parsed)
    # neighbours: a rate against the dollar alone, and an amount with thousands, stay as before
    assert budget_of(_facts(kb, "Qwen2.5-7B CPT, budget €3,000 total, 1 EUR = 1.08 USD")) == (3240, "USD", "total")
    assert budget_of(_facts(kb, "Qwen2.5-7B CPT, budget 4,500,000 ISK total, 1 USD = 135 ISK"))[0] == round(
        4_500_000 / 135, 2)
