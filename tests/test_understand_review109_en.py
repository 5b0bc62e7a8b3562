"""Review 109's English criticals: a user constraint dropped or a confident wrong fact, each read as a family with
neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)

_COLOMBO_AGAIN = (
    "Colombo lab again. Two changes: we'd rather pretrain the Llama 3.2 3B architecture from scratch on 60B tokens "
    "(seq 4096), and the university finance office cannot pay peer-to-peer marketplaces like Vast.ai - only a proper "
    "cloud with an invoice (AWS, Google Cloud or Lambda). Grant is still about US$3,000 total, 3 weeks deadline, "
    "Megatron/CUDA, spot is OK.")
_PORT_OF_SPAIN = (
    "Hey, I run a small creative agency in Port of Spain, Trinidad and Tobago. For a Carnival tourism campaign we "
    "need about 300 short AI video clips, 5 seconds each at 720p, using Wan 2.1 14B (open weights, commercial use OK). "
    "Budget is around US$600 total for the GPUs and we need everything rendered within 10 days. We'd rent in the US "
    "since it's closest.")


def _spans(u, fact):
    return [u.text[s.start:s.end] for s in u.spans if s.fact == fact]


def test_sellers_allowed_said_by_their_kind_then_named(kb):
    f = _facts(kb, _COLOMBO_AGAIN)
    assert set(f["providers"].split(",")) == {"aws", "gcp", "lambda"}
    assert f["no_marketplace"] is True
    assert budget_of(f) == (3000, "USD", "total")
    assert set(_facts(kb, "We can use only big clouds like AWS or Azure.")["providers"].split(",")) == {"aws", "azure"}
    assert set(_facts(kb, "It must be a hyperscaler such as AWS or GCP.")["providers"].split(",")) == {"aws", "gcp"}
    assert set(_facts(kb, "公司规定只能用大厂的云，比如阿里云或者腾讯云。")["providers"].split(",")) == {
        "aliyun", "tencent-cloud"}
    # neighbours: the kind negated or set against the names, a preference, names of what is refused, no names
    assert "providers" not in _facts(kb, "Not only big clouds like AWS or Azure, anything works.")
    # (the names refused are a refusal since session 52's review 116: "--provider no-aws,no-lambda")
    assert _facts(kb, "We can use only clouds other than AWS or Lambda.")["providers"] == "no-aws,no-lambda"
    assert "providers" not in _facts(kb, "Preferably a big cloud like AWS.")
    assert "providers" not in _facts(kb, "No marketplaces like Vast.ai, please.")
    assert "providers" not in _facts(kb, "Only a proper cloud with an invoice works for us.")


def test_a_payer_who_cannot_pay_marketplaces(kb):
    assert _facts(kb, "Our finance team can't be billed by P2P marketplaces.")["no_marketplace"] is True
    assert _facts(kb, "We can't rent from community marketplaces, policy.")["no_marketplace"] is True
    # neighbours: marketplaces that can be paid, an amount that cannot be passed
    assert "no_marketplace" not in _facts(kb, "We can pay peer-to-peer marketplaces like Vast.ai, no problem.")
    f = _facts(kb, "We cannot pay more than $3,000 for the whole run.")
    assert "no_marketplace" not in f and budget_of(f) == (3000, "USD", "total")


def test_a_place_whose_name_holds_another_place(kb):
    u = _read(kb, _PORT_OF_SPAIN)
    assert u.facts["region"] == "intl" and "users_in" not in u.facts
    assert _spans(u, "region")[0] == "Port of Spain" and "Spain" not in _spans(u, "region")
    assert budget_of(u.facts) == (600, "USD", "total")
    u = _read(kb, "Our customers are all in Port of Spain, so the data must stay in Port of Spain.")
    assert u.residency == "data must stay in Port of Spain"
    assert _spans(_read(kb, "Our lab is in Guinea-Bissau."), "region") == ["Guinea-Bissau"]
    assert _spans(_read(kb, "Our office is in Kuwait City."), "region") == ["Kuwait City"]
    assert "Wales" not in _spans(_read(kb, "A hospital in Sydney, New South Wales."), "region")
    # neighbours: the country itself keeps its name; a place named as no place of theirs reads nothing
    assert _spans(_read(kb, "We are a studio in Spain."), "region") == ["Spain"]
    assert _read(kb, "The data must stay in Spain.").residency == "data must stay in Spain"
    assert "region" not in _facts(kb, "Guinea-Bissau won the match yesterday, anyway we want to fine-tune Qwen 7B.")


def test_a_one_time_grant_in_us_dollars_is_a_total(kb):
    said = ("Hello from Colombo, Sri Lanka. Our university NLP lab wants to pretrain a small Sinhala+Tamil+English "
            "language model from scratch using the Llama 3.2 1B architecture, on about 20B tokens, sequence length "
            "4096. We have a one-time grant of about US$3,000 for compute and must finish within 3 weeks. "
            "Spot/preemptible instances are fine if we checkpoint. CUDA please, our code is Megatron-based.")
    assert budget_of(_facts(kb, said)) == (3000, "USD", "total")
    assert budget_of(_facts(kb, "We have a one-time grant of about US$3,000 for compute.")) == (3000, "USD", "total")
    assert budget_of(_facts(kb, "A one-off grant of $3,000 for compute.")) == (3000, "USD", "total")
    # neighbours: a grant said monthly, a grant with no period, a one-off said of something else
    assert budget_of(_facts(kb, "We have a monthly grant of US$3,000 for compute.")) == (3000, "USD", "month")
    assert budget_of(_facts(kb, "Our grant is $3,000.")) == (3000, "USD", "month")
    assert budget_of(_facts(kb, "A one-time setup; our grant is $3,000.")) == (3000, "USD", "month")
