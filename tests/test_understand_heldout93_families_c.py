"""heldout93's families (its chat messages, C1–C20): readings a real user's other phrasings share with the batch's
rows, each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on, unresolved_kinds

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def test_a_currency_first_met_here_read_at_the_persons_rate(kb):
    assert budget_of(_facts(kb, "SSP 6,400,000 total; we use 3,200 South Sudanese pounds to the dollar.")) == (
        2000, "USD", "total")
    assert budget_of(_facts(kb, "SOS 5,710,000 all in, at 571 shillings to the dollar.")) == (10000, "USD", "total")
    assert budget_of(_facts(kb, "AFN 63,000 total; we convert at 70 afghani to the dollar.")) == (900, "USD", "total")
    assert budget_of(_facts(kb, "63,000 AFN total, 70 AFN to the dollar.")) == (900, "USD", "total")
    said = "Budget 4,500 balboas a month — the balboa is pegged one to one to the US dollar."
    assert budget_of(_facts(kb, said)) == (4500, "USD", "month")
    assert budget_of(_facts(kb, "BYN 96,000 total; finance uses 3.2 roubles to the dollar.")) == (30000, "USD", "total")
    # neighbours: with no rate said each is asked about, never read as dollars; Russia's roubles stay Russia's; a call
    # for help is no money; a people's name is no currency
    for said in ("SOS 5,710,000 all in.", "AFN 63,000 total.", "Budget 4,500 balboas a month."):
        p = _read(kb, said)
        assert "budget" not in p.facts and "budget" in unresolved_kinds(p)
    assert budget_of(_facts(kb, "RUB 500,000 total; we use 90 roubles to the dollar.")) == (5555.56, "USD", "total")
    p = _read(kb, "We got an SOS 3 times from the cluster. Budget $500 total.")
    assert budget_of(p.facts) == (500, "USD", "total") and not unresolved_kinds(p)
    assert budget_of(_facts(kb, "We help Afghani refugees with a chatbot, budget $800 total.")) == (800, "USD", "total")


def test_tens_of_wan_and_thousands_said_apart(kb):
    said = "本所擬購置伺服器一台。預算澳門幣 64 萬 8 千元，按 8.1 澳門元兌 1 美元計算。"
    assert budget_of(_facts(kb, said)) == (80000, "USD", "total")
    assert budget_of(_facts(kb, "预算 12万5千元")) == (125000, "CNY", "month")
    assert _facts(kb, "一共 12 万 5 千条数据，每条 500 token")["samples"] == 125000
    # neighbours: one digit before 万 reads as before; 万 alone keeps its own
    assert budget_of(_facts(kb, "预算 3 万 5 千元")) == (35000, "CNY", "month")
    assert budget_of(_facts(kb, "预算 64 万元")) == (640000, "CNY", "month")


def test_a_server_bought_in_taiwan_and_hong_kong_words(kb):
    assert _facts(kb, "本所擬購置伺服器一台置於所內機房")["procure"] == "buy"
    assert _facts(kb, "我們打算採購兩台 GPU 伺服器放公司")["procure"] == "buy"
    # neighbour: a server rented
    assert _facts(kb, "我們想租一台伺服器")["procure"] == "rent"


def test_somalia_afghanistan_and_sudan_are_abroad(kb):
    assert _facts(kb, "Port Sudan. We're a shipping agency. We rent.")["region"] == "intl"
    assert _facts(kb, "Kabul — we rent, fastest wins.")["region"] == "intl"
    assert _facts(kb, "Mogadishu, Somalia. We rent.")["region"] == "intl"
    assert _facts(kb, "我们在喀布尔，想租卡")["region"] == "intl"
    # neighbours: a currency or a language named after the country is no place; 苏丹红 is a dye
    assert "region" not in _facts(kb, "Budget is about 3 million Sudanese pounds.")
    assert "region" not in _facts(kb, "Our annotators speak Somali and Dari. We rent.")
    assert _facts(kb, "菜里不能有苏丹红。租国内的卡。")["region"] == "cn"


def test_a_business_said_after_its_town_and_a_dash(kb):
    for said in ("Kingston, Jamaica — small ad agency. We need SDXL pictures.",
                 "Koror, Palau — visitors authority. We want a public Q&A.",
                 "Tarawa, Kiribati — fisheries observer programme. We want to train YOLO11m.",
                 "Kabul — small architecture office. We need a render.",
                 "Mogadishu, Somalia — data team at a telecom. We want to pretrain."):
        assert _facts(kb, said)["buyer"] == "company", said
    # neighbours: a person there, a one-person studio, a course of study, a dash in a sentence
    assert _facts(kb, "Kabul — architecture student. I need a render.")["buyer"] == "individual"
    assert _facts(kb, "Lagos — freelance designer. I need SDXL pictures.")["buyer"] == "individual"
    assert "buyer" not in _facts(kb, "Berlin — one-person studio. I need SDXL pictures.")
    assert "buyer" not in _facts(kb, "Leeds — master's programme. I need to fine-tune a model.")
    assert "buyer" not in _facts(kb, "Update — small change: we need 40 images not 30.")


def test_an_enterprise_or_a_station_opening_the_message(kb):
    assert _facts(kb, "安溪一家做铁观音的茶企，想在小程序里加个问答。")["buyer"] == "company"
    assert _facts(kb, "宜宾一家酒企，想做个客服问答。")["buyer"] == "company"
    assert _facts(kb, "延边一家朝鲜语广播电台的资料室，想把老节目录音转成文字。")["buyer"] == "company"
    assert _facts(kb, "我们电台想把节目转成文字。")["buyer"] == "company"
    # neighbours: a place the person works at, a client, a station listened to, a person's own
    assert "buyer" not in _facts(kb, "我在一家茶企上班，自己想学着跑个模型。")
    assert _facts(kb, "帮一家茶企做个问答小程序，我是外包的个人开发者。")["buyer"] == "individual"
    assert "buyer" not in _facts(kb, "听电台的时候想到的，想用 whisper 转写播客。")
    assert "buyer" not in _facts(kb, "我一个人开的小茶企，想出点图。")
