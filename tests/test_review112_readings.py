"""Review 112's readings (the blind reviewer's findings C2, C5, C7, C10): each family with neighbours that must not
read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def test_a_mainland_cloud_refused_beside_customers_there(kb):
    said = "啲客人喺香港同內地都有，唔想用內地雲。"
    assert _facts(kb, said) == {"region": "intl", "no_mainland_sellers": True}
    u = _read(kb, "我们是澳门一家旅行社，客人在香港和内地都有，不想用内地云。")
    assert u.facts["region"] == "intl" and u.facts["no_mainland_sellers"] and not u.conflicts
    assert _facts(kb, "我们的客户在内地，不用国内云")["region"] == "intl"
    assert _facts(kb, "内地客人为主，不要内地的云")["region"] == "intl"
    # a wish against a mainland cloud is a refusal, as "唔用內地雲" is
    for refusal in ("唔想用內地雲", "不想用国内云", "我们不想用大陆的云", "不打算用内地的云平台"):
        assert _facts(kb, refusal)["no_mainland_sellers"] is True, refusal
    # neighbours: customers in the mainland alone, or the machines' place said, stay where they are
    assert _facts(kb, "客人喺內地")["region"] == "cn"
    assert _facts(kb, "机器放内地，不用阿里云")["region"] == "cn"
    assert "no_mainland_sellers" not in _facts(kb, "不想用太贵的云")


def test_a_macau_company_not_a_mainland_one(kb):
    u = _read(kb, "我哋係澳門公司唔係內地公司，機器放香港或者新加坡都得，唔好用內地雲。")
    assert u.facts["region"] == "intl" and u.facts["no_mainland_sellers"] and not u.conflicts
    assert _facts(kb, "我哋係澳門一間細旅行社，想整個客服機械人")["region"] == "intl"


def test_a_rate_said_with_about_alone(kb):
    f = _facts(kb, "每個月預算大概五千蚊澳門幣左右（1 MOP 大約 0.124 USD）")
    assert (round(f["budget"].amount), f["budget"].currency, f["budget"].unit) == (620, "USD", "month")
    assert _read(kb, "每个月预算两万蚊港币，1 HKD 大概 0.128 USD").budget_said_in[:2] == ("HKD", 20000.0)
    assert round(_facts(kb, "预算每月 3000 新币，1 SGD 约 0.74 美元")["budget"].amount) == 2220
    assert round(_facts(kb, "五千蚊港幣一個月，1 HKD 差不多 0.128 USD")["budget"].amount) == 640
    # neighbours: a rate with no amount is no budget; an amount in patacas with no rate is asked about, not yuan
    assert "budget" not in _facts(kb, "1 SGD 约 0.74 美元")
    u = _read(kb, "每个月预算五千块澳门币")
    assert "budget" not in u.facts and [x.kind for x in u.unresolved] == ["budget"]
    assert _facts(kb, "预算五千蚊")["budget"].currency == "CNY"
    # the yuan named after 蚊 is said, not filled in
    u = _read(kb, "预算两三千蚊人民币，唔使开发票。")
    assert u.facts["budget"].currency == "CNY" and not any("没写币种" in n.zh for n in u.notes)


def test_a_requests_tokens_said_with_in_and_out(kb):
    said = "Qwen3-14B，繁忙時段每秒2個請求，1500 token入、300 token出，第一個字兩秒內出，唔要思考模式。"
    f = _facts(kb, said)
    assert (f["input_tokens"], f["output_tokens"], f["max_ttft_s"]) == (1500, 300, 2)
    for text in ("每個問題大概1500 token入、300 token出", "入1500 token，出300 token",
                 "每次大概1500 token入，300 token出", "入 1500 token / 出 300 token"):
        f = _facts(kb, text)
        assert (f["input_tokens"], f["output_tokens"]) == (1500, 300), text
    assert _facts(kb, "输入1500、输出300")["output_tokens"] == 300
    # neighbours: "出头" is "a little over", a pair with no token word says nothing of tokens
    assert "output_tokens" not in _facts(kb, "1500 token出头")
    assert "input_tokens" not in _facts(kb, "1500入300出")


def test_an_invoice_said_not_to_be_needed(kb):
    for said in ("唔使开发票", "唔使開發票", "唔駛開發票", "不用开发票", "不需要开发票", "唔需要發票", "无需发票",
                 "免开发票", "冇需要发票", "不开发票也行", "发票唔使开", "发票不用开"):
        assert "invoice" not in _facts(kb, f"预算两三千蚊人民币，{said}。"), said
    u = _read(kb, "预算两三千蚊人民币，唔使开发票。")
    assert any("唔使开发票" in n.zh for n in u.notes)
    # neighbours: an invoice wanted, the ordinary one kept beside a special one refused, sellers with none refused
    assert _facts(kb, "要开发票")["invoice"] == "vat"
    assert _facts(kb, "需要开专票")["invoice"] == "vat-special"
    assert _facts(kb, "不用开专票，普票就行")["invoice"] == "vat"
    assert _facts(kb, "不能开发票的平台不考虑")["invoice"] == "vat"


def test_which_is_cheapest_asks_for_the_cheapest(kb):
    said = "我喺广州做服装批发，想用FLUX.1-dev出两万张图，预算两三千蚊人民币。租边度张卡最抵？要几耐先做得完？"
    u = _read(kb, said)
    assert u.facts["priority"] == "cost"
    assert not any("最抵" in n.zh and "不涉及" in n.zh for n in u.notes)
    assert _facts(kb, "租哪张卡最便宜？")["priority"] == "cost"
    assert _facts(kb, "边间平台最平？")["priority"] == "cost"
    # neighbours: a comparison asked sets no priority; 最平稳 is steadiest
    assert "priority" not in _facts(kb, "A100 和 H100 哪个更便宜？")
    assert "priority" not in _facts(kb, "要最平稳的方案")


def test_a_residency_in_either_of_two_places(kb):
    u = _read(kb, "Our bill is in ringgit. Data must stay in Malaysia or Singapore, and please no peer-to-peer "
                  "marketplaces.")
    assert u.implied()["data_in"] == "Malaysia or Singapore" and u.implied()["no_mainland_sellers"]
    assert _read(kb, "Data must stay in HK or SG.").implied()["data_in"] == "HK or SG"
    hk_or_sg = _read(kb, "資料要留喺香港或者新加坡").implied()
    assert hk_or_sg["data_in"] == "香港或者新加坡" and "no_mainland_sellers" not in hk_or_sg  # (cn-hongkong regions)
    assert _read(kb, "数据必须留在新加坡或者日本").implied()["data_in"] == "新加坡或者日本"
    # neighbours: no place after "or", one place alone
    assert _read(kb, "Data must stay in Malaysia, or we lose the licence.").implied()["data_in"] == "Malaysia"
    assert _read(kb, "数据必须留在香港").implied()["data_in"] == "香港"


def test_buying_asked_with_renting_refused_is_a_purchase(kb):
    said = ("Architecture firm in Zurich, 40 staff. We want one box in the office running Qwen3-32B. Client data must "
            "never leave the office, so no cloud. Budget about 25,000 CHF, 1 CHF = 1.25 USD. Should we buy, and "
            "which cards?")
    u = _read(kb, said)
    assert u.facts["procure"] == "buy" and u.implied()["no_rental"] is True
    assert (u.facts["budget"].amount, u.facts["budget"].unit) == (31250, "total")  # a purchase's money, once
    assert _facts(kb, "数据不能出公司，不用云。要不要买？")["procure"] == "buy"
    assert _facts(kb, "We won't rent anything. Which GPUs should we buy?")["procure"] == "buy"
    # neighbours: buying asked with renting not refused, or the person's own cards beside the refusal
    assert "procure" not in _facts(kb, "Should we buy, and which cards?")
    assert "procure" not in _facts(kb, "要不要买卡？")
    assert _facts(kb, "no cloud, we have two 4090s. Should we buy more?").get("procure") != "buy"


def test_power_given_to_the_whole_machine_is_its_limit(kb):
    follow_up = ("Qwen3-32B + Whisper large-v3 + bge-m3 on one office tower, 8 users at once, 16k context, 2,000 W for "
                 "the whole machine.")
    first = "It sits in a normal office tower on a 230V 10A circuit, so roughly 2,000 W max for the whole machine."
    assert _facts(kb, follow_up)["power_limit_w"] == _facts(kb, first)["power_limit_w"] == 1600
    assert _facts(kb, "We have 1,500 W available for the entire box.")["power_limit_w"] == 1100
    # neighbours: what a box was measured to draw, or a card's rating, is no limit
    assert "power_limit_w" not in _facts(kb, "our last box drew 1,200 W for the whole machine under load")
    assert "power_limit_w" not in _facts(kb, "It pulls about 900 W for the whole system.")


def test_a_month_said_before_a_hedged_foreign_amount_is_its_period(kb):
    # (the c2 answer said "預算沒寫週期：按每月理解" of "每個月預算大概五千蚊澳門幣": the month was said, then a hedge)
    from advisor_tui.understand import describe, parse

    for said in ("每個月預算大概五千蚊澳門幣左右（1 MOP 大約 0.124 USD）", "每个月预算大概五千蚊港币"):
        u = parse(said, kb, strict=True)
        assert u.facts["budget"].unit == "month"
        assert not any("without a period" in line for line in describe(u, "en"))
