"""Review 87's reader items: each a wrong fact stated confidently, fixed as a family."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 5))  # (kb: the session's, tests/conftest.py)


# c07: a rate said against the yuan converts to yuan, never to dollars at the yuan's figure
def test_a_rate_against_the_yuan_converts_to_yuan(kb):
    f = _facts(kb, "我们是香港注册的公司，模型 Qwen3-32B，高峰 30 个并发。预算每月 3 万港币（按 1 港币=0.92 人民币）。")
    assert budget_of(f) == (27600, "CNY", "month")
    f = _facts(kb, "Qwen3 32B chatbot, budget HK$30k a month at 0.92 CNY per HKD")
    assert budget_of(f) == (27600, "CNY", "month")
    f = _facts(kb, "Llama 3.1 8B inference, budget €5,000 a month (1 EUR = 7.7 CNY)")
    assert budget_of(f) == (38500, "CNY", "month")
    f = _facts(kb, "qwen3 8b 推理，预算每月 3 万港币，按 0.92 人民币一港币")
    assert budget_of(f) == (27600, "CNY", "month")
    f = _facts(kb, "qwen3 8b 推理，预算每月 3 万港币，按 1 港币=0.92 元")
    assert budget_of(f) == (27600, "CNY", "month")


def test_a_rate_against_the_yuan_the_other_way_round(kb):
    f = _facts(kb, "qwen3 8b 推理，预算每月 2 万港币，按 1 人民币 = 1.25 港币")
    assert budget_of(f) == (16000, "CNY", "month")
    f = _facts(kb, "Llama 3.1 8B, budget £4,000/month, at 9.1 yuan to the pound")
    assert budget_of(f) == (36400, "CNY", "month")


def test_a_rate_against_the_dollar_still_gives_dollars(kb):
    f = _facts(kb, "Llama 3.1 8B inference, budget €5,000 a month (1 EUR = 1.17 USD)")
    assert budget_of(f) == (5850, "USD", "month")
    f = _facts(kb, "qwen3 8b 推理，预算每月 3 万港币，按 7.8 港币兑 1 美元")
    assert budget_of(f)[1] == "USD" and round(budget_of(f)[0]) == 3846


def test_a_rate_against_a_currency_not_priced_is_no_dollar_rate(kb):
    # (neighbour: "1 EUR = 1.17 CHF" once read 1.17 as dollars)
    f = _facts(kb, "Llama 3.1 8B inference, budget €5,000 a month (1 EUR = 1.17 CHF)")
    assert "budget" not in f
    # (neighbour: "一块" counts a card, no yuan: "8000 港币一块卡" is no rate of 8,000 HKD to the yuan)
    f = _facts(kb, "qwen3 8b 推理，预算 8000 港币一块卡")
    assert f.get("budget") is None or budget_of(f)[1] != "CNY"


# c02: the items a service works through in a day are its requests a day
_INVOICES = ("We need to read about 30,000 scanned invoices a day with Qwen2.5-VL-7B (about 8.3B params, a "
             "vision-language model), each page is ~1,500 image tokens plus 200 prompt tokens, output ~400 tokens of "
             "JSON. Only office hours, 8 hours a day. Budget $1,500/month, we're in the US.")


def test_items_a_day_are_the_days_requests(kb):
    f = _facts(kb, _INVOICES)
    assert f["requests_per_day"] == 30000 and "images" not in f
    f = _facts(kb, "Qwen2.5 14B summarising 5k support tickets per day, 1000 tokens in, 300 out")
    assert f["requests_per_day"] == 5000
    f = _facts(kb, "Llama 3.1 8B to triage roughly 12,000 incoming customer emails a day")
    assert f["requests_per_day"] == 12000
    f = _facts(kb, "每天 3 万张扫描发票，用 Qwen2.5-VL-7B 识别，输出 300 token")
    assert f["requests_per_day"] == 30000
    f = _facts(kb, "qwen2.5 14b 做合同审查，一天要审 2000 份合同")
    assert f["requests_per_day"] == 2000


def test_items_without_a_day_or_to_train_on_are_no_load(kb):
    f = _facts(kb, "We label 500 invoices a day to fine-tune Qwen2.5 7B")
    assert "requests_per_day" not in f
    f = _facts(kb, "Qwen2.5 14B, we have 30,000 scanned invoices to summarise by Friday")
    assert "requests_per_day" not in f


def test_image_tokens_are_input_never_images(kb):
    f = _facts(kb, _INVOICES)
    assert f["input_tokens"] == 1700 and "images" not in f
    f = _facts(kb, "Qwen2.5-VL-7B reading receipts: ~1,000 vision tokens + 150 text tokens each, 200 tokens out")
    assert f["input_tokens"] == 1150 and "images" not in f
    f = _facts(kb, "用 Qwen2.5-VL-7B 看商品图，每张图大约 1200 个视觉 token 加 100 个提示词 token，输出 300 token")
    assert f["input_tokens"] == 1300 and "images" not in f


def test_images_to_make_still_read(kb):
    f = _facts(kb, "generate 1,500 images with SDXL by Friday")
    assert f["images"] == 1500 and "input_tokens" not in f


def test_a_parameter_count_beside_an_unknown_name_is_its_size(kb):
    # Qwen2.5-VL-7B was unknown when this was written; catalogued since the forty-second session, it is the model
    f = _facts(kb, _INVOICES)
    assert f["model"] == "qwen2.5-vl-7b" and "params_b" not in f
    f = _facts(kb, "Serving InternVL2-8B, it has 8.1 billion parameters, 20 concurrent users")
    assert f["params_b"] == 8.1
    f = _facts(kb, "部署 MiniCPM-V-8B（参数量约 8.7B），并发 10")
    assert f["params_b"] == 8.7


def test_two_sizes_said_apart_stay_a_conflict(kb):
    u = _read(kb, "Serving InternVL2-8B or a 26B model, 20 concurrent users")
    assert "params_b" not in u.facts and any(c.fact == "params_b" for c in u.conflicts)
    u = _read(kb, "Serving InternVL2-8B; 13B params, or 26B params, 20 concurrent users")
    assert "params_b" not in u.facts


# c04: weekly hours shown as a week's, and "rent or buy?" shown as a comparison, not a decision
def test_weekly_hours_and_rent_or_buy_are_said_back_as_said(kb):
    from advisor_tui.understand.output import describe

    u = _read(kb, "60 students each need a GPU for about 4 weeks, roughly 10 hours a week, to LoRA fine-tune Llama "
                  "3.2 3B. Total budget $6,000. We're in the US. Rent or buy?")
    lines = describe(u, "en")
    assert any(line.startswith("Hours of use: 10 h a week") for line in lines)
    assert not any(line.startswith("Hours a day") for line in lines)
    assert any(line.startswith("Rent or buy: compare buying with renting") for line in lines)
    zh = describe(_read(kb, "qwen3 8b LoRA 微调，租还是买？每周 10 小时"), "zh")
    assert any(line.startswith("使用时长：每周 10 小时") for line in zh)
    assert any(line.startswith("租用还是购买：比较买和租") for line in zh)


def test_hours_a_day_and_a_decision_to_buy_stay_as_they_were(kb):
    from advisor_tui.understand.output import describe

    lines = describe(_read(kb, "We want to buy one 4090 for Qwen3 8B LoRA, 10 hours a day"), "en")
    assert any(line.startswith("Hours a day: 10 h") for line in lines)
    assert any(line.startswith("Rent or buy: buy the hardware") for line in lines)


# c07: where the machines go is the region; the users' place and the firm's seat are not
def test_the_machines_place_is_the_region_not_the_users(kb):
    f = _facts(kb, "我们是香港注册的公司，机器放在香港，给内地用户做一个面向公众的聊天机器人，模型 Qwen3-32B")
    assert f["region"] == "intl"
    f = _facts(kb, "给内地用户做聊天机器人，模型 Qwen3-32B，机器放在香港")
    assert f["region"] == "intl"
    f = _facts(kb, "Chatbot on Qwen3 32B for mainland users, servers hosted in Singapore")
    assert f["region"] == "intl"
    f = _facts(kb, "We are a Hong Kong-registered company; Qwen3 32B chatbot, GPUs in Shanghai")
    assert f["region"] == "cn"


def test_machines_at_home_for_home_users_and_an_asked_place(kb):
    assert _facts(kb, "给内地用户做聊天机器人，模型 Qwen3-32B，机器放在国内")["region"] == "cn"
    # (neighbour: the place asked, "放香港还是内地？", is a choice weighed: both sides priced — review 101 #6 — the
    # first named leading the answer, the other priced beside it)
    u = _read(kb, "我们是香港注册的公司，想给内地用户做聊天机器人，模型 Qwen3-32B。机器放香港还是内地？")
    assert u.facts.get("compare_regions") is True and u.facts.get("region") == "intl"


def test_a_question_whether_filing_is_needed_is_no_compliance(kb):
    assert "compliance" not in _facts(kb, "qwen3 32b 做面向公众的聊天机器人，需要备案吗？")
    assert "compliance" not in _facts(kb, "qwen3 32b 做聊天机器人，是否需要备案")
    assert _facts(kb, "qwen3 32b 做聊天机器人，需要备案，预算 2 万")["compliance"] is True
    assert _facts(kb, "qwen3 32b 做聊天机器人，需要走备案。有什么卡推荐？")["compliance"] is True


# c01: a question about what one card holds is no limit of one card
def test_how_many_one_card_holds_is_no_limit(kb):
    assert "max_gpus" not in _facts(kb, "基座用 Qwen3-8B，国内部署。用 vLLM 一张卡能挂多少个 LoRA？")
    assert "max_gpus" not in _facts(kb, "qwen3 8b 推理，单卡能撑几路并发？")
    assert "max_gpus" not in _facts(kb, "Serving Qwen3 8B: how many LoRAs can a single GPU serve?")
    assert "max_gpus" not in _facts(kb, "Llama 3.1 8B chat, how many users could one GPU handle?")


def test_one_card_said_as_a_limit_stays(kb):
    assert _facts(kb, "qwen3 8b 推理，只能用一张卡，并发多少合适？")["max_gpus"] == 1
    assert _facts(kb, "Serve Llama 3.1 8B on a single GPU, 20 users")["max_gpus"] == 1
