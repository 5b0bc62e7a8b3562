"""Review 106's reading (a blind review by a senior ML-infra engineer): facts the person stated that the reader
dropped or misread, taught as the families real users say them in, each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)

_H100 = "h100-pcie,h100-sxm"


def test_one_card_said_as_the_only_one_is_only_cards(kb):
    said = ("我們是香港一間保險公司，想用 Qwen2.5-32B 做 LoRA 微調，訓練資料大約 5 萬條對話，"
            "每條約 2000 個 token，跑 3 個 epoch。要在 5 天內完成，這是一次性項目，總預算港幣 2 萬元。"
            "資料不能放在中國大陸的伺服器上。我們只用 H100。")
    u = _read(kb, said)
    assert u.facts["only_cards"] == _H100 and "vendors" not in u.facts
    assert not [x for x in u.unresolved if x.kind == "card"]
    assert _facts(kb, "我们只用 H100")["only_cards"] == _H100
    assert _facts(kb, "We only use H100s.")["only_cards"] == _H100
    assert _facts(kb, "H100 only, please.")["only_cards"] == _H100
    assert _facts(kb, "只要 H100 的机器")["only_cards"] == _H100
    assert _facts(kb, "只用 A100")["only_cards"] == "a100-40g,a100-80g-pcie,a100-80g-sxm"
    assert _facts(kb, "只想要 A100 别的卡不考虑")["only_cards"] == "a100-40g,a100-80g-pcie,a100-80g-sxm"
    assert _facts(kb, "只租 H100 SXM")["only_cards"] == "h100-sxm"  # a form said is that one
    assert _facts(kb, "只要 H20 96G")["only_cards"] == "h20"  # a memory said too
    # neighbours: owned cards, a question, a condition, "as long as", "not only" and a count restrict nothing
    for other in ("我们有 H100", "我们手上只有一张 H100", "We only have H100s in the lab.", "只用 H100 行吗？",
                  "如果只用 H100 要几天", "只要 4090 能跑就行", "不只用 H100", "只用一张 H100 训练",
                  "Could we only use H100s?", "别给我推 H100"):
        assert "only_cards" not in _facts(kb, other), other


def test_a_cap_on_the_cards_said_with_can(kb):
    said = ("我们是杭州一家做法律大模型的创业公司，想在 Qwen2.5-7B base 上做 continued pretraining，"
            "语料大约 20B tokens，sequence length 4096，用 Megatron，要求 7 天内训完。总预算 20 万人民币（一次性），"
            "在国内租卡，需要开增值税专票。可以接受 spot 实例，会定期存 checkpoint。最多可以用 16 张卡。")
    assert _facts(kb, said)["max_gpus"] == 16
    assert _facts(kb, "最多可用 8 张卡")["max_gpus"] == 8
    assert _facts(kb, "最多能够用 32 张显卡")["max_gpus"] == 32
    assert _facts(kb, "最多可以租 16 张 A800")["max_gpus"] == 16
    assert _facts(kb, "最多能用 16 张 A800")["max_gpus"] == 16
    assert _facts(kb, "We can use up to 16 A800s.")["max_gpus"] == 16
    assert _facts(kb, "We're capped at 16 GPUs.")["max_gpus"] == 16
    assert _facts(kb, "We can't go beyond 16 GPUs.")["max_gpus"] == 16
    assert _facts(kb, "16 cards is our limit.")["max_gpus"] == 16
    # neighbours: cards owned, and other things capped, are no cap on the cards
    for other in ("16 张卡的集群我们有", "最多可以用 16 天", "We're capped at 16 users.", "16 users is our limit.",
                  "最多可以用 16 个人"):
        assert "max_gpus" not in _facts(kb, other), other


def test_a_budgets_period_named_before_it(kb):
    said = ("Paris-based media company. On one rented server we want to run Whisper large-v3 for transcription, "
            "Qwen3-14B to summarise the transcripts, and bge-m3 for search, all together. About 40 journalists use it "
            "during office hours, 8k context. The audio contains personal data of EU residents, so the data must stay "
            "in the EU (GDPR). Monthly budget is 1,500 EUR, I use 1 EUR = 1.08 USD. CUDA please.")
    assert budget_of(_facts(kb, said)) == (1620.0, "USD", "month")
    office = "Used during office hours. "  # (days of use said: a budget with no period would be the job's total)
    assert budget_of(_facts(kb, office + "Our monthly spend limit: $2k")) == (2000.0, "USD", "month")
    assert budget_of(_facts(kb, office + "Budget per month is around $3000.")) == (3000.0, "USD", "month")
    assert budget_of(_facts(kb, office + "Our monthly budget is EUR 1,500, 1 EUR = 1.08 USD.")) == (
        1620.0, "USD", "month")
    assert budget_of(_facts(kb, "上班时间用。每个月的预算是 2 万元")) == (20000.0, "CNY", "month")
    assert budget_of(_facts(kb, "年预算 24 万")) == (20000.0, "CNY", "month")  # a year's: a twelfth a month
    assert budget_of(_facts(kb, office + "Yearly budget is $24,000.")) == (2000.0, "USD", "month")
    # neighbours: once or in total is the total; a month said of something else leaves the budget bare
    assert budget_of(_facts(kb, "A one-off budget of $1,500 for the fine-tune.")) == (1500.0, "USD", "total")
    assert budget_of(_facts(kb, office + "A one-time budget of $1,500.")) == (1500.0, "USD", "total")
    assert budget_of(_facts(kb, office + "Total budget is $1,500.")) == (1500.0, "USD", "total")
    assert budget_of(_facts(kb, office + "We have 5000 monthly active users. Budget $1,500.")) == (
        1500.0, "USD", "total")
    assert budget_of(_facts(kb, "今年预算 24 万，做完这个项目")) != (20000.0, "CNY", "month")


def test_a_normal_rate_beside_a_span_of_days_at_a_peak_rate(kb):
    said = ("我们是上海一家电商的客服团队，想用 Qwen3-30B-A3B 做智能客服，不要思考模式。平时高峰每秒 2 个请求，"
            "双十一期间 5 天每秒 8 个请求。每次输入约 2000 token（含历史对话和知识库片段），输出约 200 token。"
            "首字延迟要在 1 秒以内，每个用户生成速度不低于 30 token/s。每月预算 2 万元人民币，国内租卡，需要专票，"
            "面向公众提供服务。")
    f = _facts(kb, said)
    assert (f["rps"], f["normal_rps"], f["peak_days"]) == (8, 2, 5) and "days" not in f
    assert budget_of(f) == (20000.0, "CNY", "month")
    f = _facts(kb, "平时每秒 2 个请求，双十一那 5 天每秒 8 个请求。")
    assert (f["rps"], f["normal_rps"], f["peak_days"]) == (8, 2, 5) and "days" not in f
    f = _facts(kb, "平时 QPS 3 左右，大促那一周 QPS 20。")
    assert (f["rps"], f["normal_rps"], f["peak_days"]) == (20, 3, 7)
    f = _facts(kb, "Normally 2 requests per second; during the 5 peak days we get 8 rps.")
    assert (f["rps"], f["normal_rps"], f["peak_days"]) == (8, 2, 5) and "days" not in f
    # neighbours: a job of some days is its days of use; a span that rents, or money that rises, is no peak of load
    f = _facts(kb, "只跑 5 天，每秒 8 个请求")
    assert (f["days"], f["rps"]) == (5, 8) and "peak_days" not in f and "normal_rps" not in f
    f = _facts(kb, "平时每秒 2 个请求，只租 5 天，每秒 8 个请求")
    assert f["days"] == 5 and "peak_days" not in f
    assert "peak_days" not in _facts(kb, "平时每秒 2 个请求，双十一那 5 天成本翻倍")


def test_dollars_of_a_country_named_in_words(kb):
    # review 106 C4: "Total budget AUD 4,500 for the GPUs" — no Australian dollar rate is held, so it is asked for
    # (as for every currency with no stated rate); "4,500 Australian dollars" had lost its amount altogether
    u = _read(kb, "Total budget AUD 4,500 for the GPUs.")
    assert "budget" not in u.facts and [x.text.strip() for x in u.unresolved if x.kind == "budget"] == ["AUD 4,500"]
    u = _read(kb, "Budget is 4,500 Australian dollars.")
    assert [x.text for x in u.unresolved if x.kind == "budget"] == ["4,500 Australian dollars"]
    assert budget_of(_facts(kb, "Budget is 4,500 Australian dollars in total, 1 AUD = 0.65 USD")) == (
        2925.0, "USD", "total")
    assert budget_of(_facts(kb, "Total budget AUD 4,500 for the GPUs, 1 AUD = 0.65 USD.")) == (2925.0, "USD", "total")
    assert budget_of(_facts(kb, "Budget 4,500 Canadian dollars in total; 1 CAD = 0.74 USD")) == (
        3330.0, "USD", "total")
    # neighbours: US dollars are dollars; a country's dollars with no amount are no budget
    assert budget_of(_facts(kb, "Budget is 3000 US dollars in total")) == (3000.0, "USD", "total")
    assert "budget" not in _facts(kb, "We pay in Australian dollars.")
