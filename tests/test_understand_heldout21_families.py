"""The families of phrasing heldout21 exposed — a batch generation job's size (tokens to write, not to train on);
who pays said by an institution's funds or a studio; buying asked about from the renting side; a procurement
form's field; one named card to buy; a day's pictures counted in 张 or "imgs"; summaries as output and a day's
requests after a slash; a region refused with hosting words or "any region except"; another seller's price
compared; customer recordings as data; a hedge that "could go to" a higher cap; "looking at" a budget; a ticket
number that looks like 24/7 — in both languages and in wordings beyond the batch's, so that the family is what
is read, not the batch's rows."""

from __future__ import annotations

import pytest

import knowledge
from tests.understand_helpers import read_facts as _facts


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


# task B (review 15 M6's job): tokens to be generated are the job's output, costed by rules.generation
@pytest.mark.parametrize("text, tokens", [
    ("we want to generate about 20M tokens of synthetic QA pairs with qwen3 8b", 20_000_000),
    ("need to synthesize 200 million tokens of dialogue data", 200_000_000),
    ("用 qwen3-32b 批量生成 2 亿 token 的数据", 200_000_000),
    ("离线推理大概 3000 万 token，跑完就行", 30_000_000),
    ("batch inference over 80M tokens", 80_000_000),
    ("合成数据 1 亿 token", 100_000_000),
])
def test_tokens_to_generate_are_a_batch_inference_job(kb, text, tokens):
    facts = _facts(kb, text)
    assert facts.get("generate_tokens") == tokens and facts.get("task") == "inference"
    assert "train_tokens" not in facts


@pytest.mark.parametrize("text, hours", [
    ("generate 10M tokens of synthetic data by Friday", 48),
    ("一周内生成 5000 万 token 的合成数据", 168),
])
def test_a_generation_job_keeps_its_deadline(kb, text, hours):
    facts = _facts(kb, text)
    assert facts.get("generate_tokens") and facts.get("deadline") == hours


@pytest.mark.parametrize("text", [
    "50M tokens of synthetic data, then LoRA on qwen3 8b",  # two jobs: the training size stands
    "微调 qwen3 8b，训练数据 5 亿 token",
    "pretrain on 2B tokens",
])
def test_training_data_is_not_a_generation_job(kb, text):
    assert "generate_tokens" not in _facts(kb, text)


# heldout21 #2, #35, #36, #48, #52: who pays said by an institution's funds, a studio, a ministry, one's own bills
@pytest.mark.parametrize("text, buyer", [
    ("课题组，经费支付，想训一个 7b", "company"),
    ("项目经费报销，租卡跑 qwen3 8b", "company"),
    ("团队出钱，想租两张 4090", "company"),
    ("部门来付款，部署 glm4 9b", "company"),
    ("the hardware is paid by the agency", "company"),
    ("paid for by the university, we need 4 GPUs", "company"),
    ("freelancer here and I pay for it myself", "individual"),
    ("solo, I pay my own way on this one", "individual"),
])
def test_who_pays_in_more_words(kb, text, buyer):
    assert _facts(kb, text).get("buyer") == buyer


def test_no_funds_is_no_payer(kb):
    assert "buyer" not in _facts(kb, "没有经费支付")


# heldout21 #29, #30, #48: buying asked about from the renting side, a form's field, a purchase named
@pytest.mark.parametrize("text", [
    "现在一直在租，值不值得自己买卡？",
    "一直在租卡，有没有必要直接买两张 4090",
    "we rent on vast today, should we buy our own gpus?",
    "we rent by the hour now; is it worth buying our own boxes at this volume?",
    "采购方式：一次性采购",
    "This is a hardware purchase for our lab",
])
def test_buying_asked_or_filed_is_a_purchase(kb, text):
    assert _facts(kb, text).get("procure") == "buy"


def test_buying_refused_stays_renting(kb):
    assert _facts(kb, "不要买卡，租就行").get("procure") == "rent"


# heldout21 #74: one named card to buy is at most one GPU; two cards named are a choice
@pytest.mark.parametrize("text", ["planning to buy one 5090 for flux", "想入手一张 4090 跑 sdxl",
                                  "getting a single 3090 for my homelab"])
def test_one_card_bought_is_one_gpu(kb, text):
    assert _facts(kb, text).get("max_gpus") == 1


def test_two_cards_named_are_no_limit(kb):
    assert "max_gpus" not in _facts(kb, "buy one 4090 or two 3090s?")


# heldout21 #18, #65: a day's pictures counted in 张 alone or in "imgs" — each day's a run of its own, 30 a month
# (30 ÷ 7 a week; review 42 M5)
@pytest.mark.parametrize("text, images, runs", [
    ("商品图，每天大概 500 张", 500, 30),
    ("海报每周 70 张左右", 70, 30 / 7),
    ("~300 imgs a day with flux", 300, 30),
    ("about 1k img/day on sdxl", 1000, 30),
])
def test_a_day_of_pictures_is_a_run_a_day(kb, text, images, runs):
    facts = _facts(kb, text)
    assert facts.get("images") == images and facts.get("runs_per_month") == pytest.approx(runs)


def test_sheets_of_cards_are_no_pictures(kb):
    assert "images" not in _facts(kb, "每天 300 张卡")


# heldout21 #39: summaries are the output; a day's requests after a slash
@pytest.mark.parametrize("text, fact, value", [
    ("inputs ~2,000 tokens, summary ~300 tokens", "output_tokens", 300),
    ("about 50k requests/day from the app", "requests_per_day", 50000),
    ("roughly 8k calls/day", "requests_per_day", 8000),
])
def test_summaries_and_a_days_requests(kb, text, fact, value):
    assert _facts(kb, text).get(fact) == value


# heldout21 #37, #50: the mainland refused with hosting words, or excepted from "any region"
@pytest.mark.parametrize("text", [
    "China-based servers are not allowed for this data",
    "mainland China data centers are out",
    "any region but mainland China works",
    "any region except China",
])
def test_the_mainland_refused_is_abroad(kb, text):
    assert _facts(kb, text).get("region") == "intl"


def test_any_region_alone_sets_none(kb):
    assert "region" not in _facts(kb, "any region is fine")


# heldout21 #52: another seller's price compared is no priority of the person's
@pytest.mark.parametrize("text", ["Lambda quoted $2.49/h, RunPod is cheaper", "阿里云报价太高，AutoDL 更便宜"])
def test_a_seller_said_cheaper_is_no_priority(kb, text):
    assert "priority" not in _facts(kb, text)


def test_cheaper_wished_is_still_cost(kb):
    assert _facts(kb, "cheaper is better for us").get("priority") == "cost"


# heldout21 #26: recordings of customers are the data, not customers using a service
@pytest.mark.parametrize("text", ["transcribe 500 hours of customer call recordings",
                                  "summarise our customer call transcripts with qwen3 8b"])
def test_customer_recordings_are_data(kb, text):
    assert "public_service" not in _facts(kb, text)


def test_customers_calling_a_service_are_public(kb):
    assert _facts(kb, "customers call the API directly").get("public_service") is True


# heldout21 #32, #34: "looking at" a budget; a cap that "could go to" more
@pytest.mark.parametrize("text, amount", [
    ("we're looking at $200/mo tops", 200),
    ("$2k/month is the ceiling, could go to 2.5k for something clearly faster", 2500),
    ("budget 1k a month, can push to 1.2k", 1200),
])
def test_budget_looked_at_or_stretched(kb, text, amount):
    budget = _facts(kb, text).get("budget")
    assert budget is not None and budget.amount == amount and budget.unit == "month"


# heldout21 #48: a reference number is no around-the-clock use; 24/7 itself still is
@pytest.mark.parametrize("text, hours", [("ref. ABC/24/7731, please advise", None), ("it runs 24/7", 24)])
def test_a_reference_number_is_no_24_7(kb, text, hours):
    assert _facts(kb, text).get("hours_per_day") == hours


# heldout21 #43: modded cards refused as "ones"
@pytest.mark.parametrize("text", ["new cards only, no modded ones", "no modified boards please"])
def test_no_modded_ones_is_stock_only(kb, text):
    assert _facts(kb, text).get("stock_only") is True


# heldout21 #2: 一次性 before the amount at the budget question is a total
def test_a_one_off_amount_is_a_total(kb):
    budget = _facts(kb, "一次性 5 万", question="budget", currency="CNY").get("budget")
    assert budget is not None and budget.amount == 50000 and budget.unit == "total"


# a research group acting is an organisation buying; a person's own money said outright still decides
@pytest.mark.parametrize(("text", "want"), [
    ("我们课题组打算租几张卡跑 qwen3 32b", "company"), ("研究组需要部署一个 70b 模型", "company"),
    ("our research lab is looking to rent 8 GPUs", "company"),
    ("实验室的卡排不上，只能自己掏钱租一张", "individual"), ("my home lab needs a cheap gpu", None),
])
def test_a_research_group_acting_is_the_buyer(kb, text, want):
    assert _facts(kb, text).get("buyer") == want
