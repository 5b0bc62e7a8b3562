"""Constraints blind reviews 115 and 116 found dropped: each read as a family, with neighbours that must not read
the same, and the refusal of a seller carried end to end (--provider no-SELLER)."""

from __future__ import annotations

import datetime
import json

import pytest

from knowledge.errors import InputError
from rules.fact_seller import parse_providers
from tests.understand_helpers import read_on, run_cli

_read, _facts = read_on(datetime.date(2026, 12, 7))


def _providers(kb, text):
    return _facts(kb, text).get("providers")


def test_a_seller_refused_by_name_in_english(kb):
    # review 116 c7, c8, c10
    assert _providers(kb, "Any cloud is fine except Google Cloud, we had a bad experience with them.") == "no-gcp"
    assert _providers(kb, "Data must stay in the EU and we will not use AWS at all, company policy.") == "no-aws"
    assert _providers(kb, "No Microsoft Azure please, and the data should stay in the EU.") == "no-azure"
    assert _providers(kb, "Anything but Azure.") == "no-azure"
    assert _providers(kb, "We won't use AWS or Azure.") == "no-aws,no-azure"
    assert _providers(kb, "AWS is out, and Azure is a no-go.") == "no-aws,no-azure"
    # beside the seller rented from: both kept
    assert _providers(kb, "We have credits on RunPod, but no AWS please.") == "runpod,no-aws"


def test_a_seller_refused_by_name_in_chinese(kb):
    assert _providers(kb, "不用阿里云，别用腾讯云") == "no-aliyun,no-tencent-cloud"
    assert _providers(kb, "除了华为云都行") == "no-huawei-cloud"
    assert _providers(kb, "唔好用阿里雲") == "no-aliyun"
    assert _providers(kb, "阿里云不考虑，其他都可以") == "no-aliyun"


def test_a_seller_not_refused_reads_no_refusal(kb):
    assert _providers(kb, "we have credits on RunPod") == "runpod"  # the place rented from
    facts = _facts(kb, "no Chinese clouds please")  # a kind of seller: its own option
    assert facts.get("no_mainland_sellers") is True and "providers" not in facts
    # a yardstick, a comparison, an account, a question, "besides" rather than "except"
    assert "providers" not in _facts(kb, "We want AWS-level reliability but not AWS-level prices.")
    assert "providers" not in _facts(kb, "RunPod is cheaper than AWS for us")
    assert "providers" not in _facts(kb, "We have no AWS account yet.")
    assert "providers" not in _facts(kb, "不用阿里云可以吗？")
    assert _providers(kb, "除了阿里云，我们也在 AutoDL 上有账号") == "autodl"


def test_the_provider_option_refuses_sellers(kb):
    assert parse_providers("--provider", "no-aws,no-azure", kb) == "no-aws,no-azure"
    assert parse_providers("--provider", "runpod,no-Google Cloud", kb) == "runpod,no-gcp"
    assert parse_providers("--provider", "no-阿里云", kb) == "no-aliyun"
    # a seller named as without no-: a typo taken as the close seller, an unknown word near one refused
    assert parse_providers("--provider", "no-runpood", kb) == parse_providers("--provider", "no-runpod", kb)
    with pytest.raises(InputError):
        parse_providers("--provider", "no-", kb)


def test_a_refused_sellers_offers_are_set_aside_and_said(capsys, monkeypatch):
    out = run_cli(capsys, monkeypatch, "recommend", "--model", "qwen3-8b", "--task", "inference", "--users", "10",
                  "--provider", "no-runpod,no-gcp", "--json")
    plain = run_cli(capsys, monkeypatch, "recommend", "--model", "qwen3-8b", "--task", "inference", "--users", "10",
                    "--json")
    assert json.loads(plain)["picks"][0]["offer"]["provider"] == "runpod"  # the plain answer's pick is RunPod's
    assert all(p["offer"]["provider"] != "runpod" for p in json.loads(out)["picks"])
    text = run_cli(capsys, monkeypatch, "recommend", "--model", "qwen3-8b", "--task", "inference", "--users", "10",
                   "--provider", "no-runpod,no-gcp")
    assert "RunPod: set aside as you asked" in text
    assert "Google Cloud: none of its offers are on file here, so nothing was set aside" in text
    plain = run_cli(capsys, monkeypatch, "recommend", "--model", "qwen3-8b", "--task", "inference", "--users", "10")
    assert "set aside as you asked" not in plain


def test_a_refusal_said_is_echoed_and_applied(capsys, monkeypatch):
    out = run_cli(capsys, monkeypatch, "recommend", "--say", "Qwen3-8B chatbot for 10 users. We will not use "
                  "RunPod at all, company policy. Any cloud is fine except Google Cloud.")
    assert "Sellers you rent from: any but RunPod or Google Cloud" in out
    assert "RunPod: set aside as you asked" in out
    zh = run_cli(capsys, monkeypatch, "recommend", "--lang", "zh", "--say",
                 "用 Qwen3-8B 做客服，10 个人同时用，除了华为云都行，不用阿里云")
    assert "除 华为云、阿里云 之外都可以" in zh and "按你的要求不用 华为云、阿里云" in zh


def test_an_internal_service_also_opened_to_the_public_is_public_facing(kb):
    # review 115 C1-b: the taxpayers on the e-tax portal were dropped for "内部"
    said = ("我们是太原市税务局信息中心，准备上一个纳税咨询智能问答系统（内部给12366热线坐席和办税大厅用，"
            "也会挂到电子税务局上给纳税人用）。")
    assert _facts(kb, said)["public_service"] is True
    assert _facts(kb, "内部给客服用，也对外开放给市民用")["public_service"] is True
    assert _facts(kb, "医院内部医生用，同时上线到小程序给患者咨询")["public_service"] is True
    assert _facts(kb, "挂到公众号上给学生家长用")["public_service"] is True
    assert _facts(kb, "Internal tool for our caseworkers, and it will also be exposed to the public through our "
                      "portal.")["public_service"] is True
    abroad = _facts(kb, "Our team in Berlin uses it internally, and it will also be open to customers through our "
                        "website.")  # a public abroad is public all the same; the place stays abroad
    assert abroad["public_service"] is True and abroad["region"] == "intl"


def test_an_internal_service_not_opened_stays_internal(kb):
    assert _facts(kb, "只给内部员工用")["public_service"] is False
    assert _facts(kb, "内部用，不对外开放")["public_service"] is False
    assert _facts(kb, "挂到企业微信上给员工用")["public_service"] is False
    assert _facts(kb, "Internal staff only, not exposed to the public.")["public_service"] is False
