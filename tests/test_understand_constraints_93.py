"""Review 93's constraints said naturally (c06: a card chosen; c07, c10: the machines' country), each family with
neighbours that must not read the same."""

from __future__ import annotations

import datetime

from advisor_tui.understand import describe, parse
from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


def _makers(kb, text):
    f = _facts(kb, text)
    return f.get("vendors"), f.get("cuda_required")


def test_a_card_chosen_is_its_maker_accepted(kb):
    said = ("We're a US startup and our team is ROCm-savvy, so we want AMD MI300X on purpose. Serve Mixtral 8x22B in "
            "FP16 to about 60 concurrent users at 16k context, budget $12,000 a month, renting in the US")
    u = _read(kb, said)
    assert u.facts["vendors"] == "amd" and u.facts["cuda_required"] is False
    lines = describe(u, "en")
    assert not any("not a need of the job" in line for line in lines)
    assert any(line.startswith("card wanted: mi300x") for line in lines)
    assert any(line.startswith("指定的卡：mi300x") for line in describe(u, "zh"))
    for text in ("Serve Mixtral 8x22B in FP16 on AMD MI300X only (we use ROCm)", "we want MI300X by choice",
                 "We deliberately chose the MI300X", "only on MI300X, 16k context", "it must be MI300X",
                 "we use MI300X for serving", "we'll go with MI300X", "our team is ROCm-savvy, so MI300X it is",
                 "我们用的是 MI300X", "就要 MI300X", "指定 MI300X", "非 MI300X 不可"):
        assert _makers(kb, text) == ("amd", False), text
    for text in ("we want H100s by choice", "it has to run on H100s", "就要 H100，别的免谈", "我们公司用的是 A100"):
        assert _facts(kb, text).get("vendors") == "nvidia", text
    assert _makers(kb, "指定 910B 跑 qwen3 32b 推理") == ("huawei", False)


def test_a_maker_chosen_by_its_stack(kb):
    for text in ("we're an AMD shop", "our whole stack is ROCm", "we use ROCm for everything", "我们用的是 A 卡",
                 "就用 A 卡", "非 A 卡不可"):
        assert _makers(kb, text) == ("amd", False), text
    assert _facts(kb, "非英伟达不可")["vendors"] == "nvidia"
    assert _facts(kb, "我们团队用的都是 N 卡")["vendors"] == "nvidia"
    # neighbours: both stacks, or a skill alone, choose no maker
    assert "vendors" not in _facts(kb, "we use ROCm and CUDA")
    assert "vendors" not in _facts(kb, "our team is ROCm-savvy")


def test_a_card_compared_asked_about_or_run_today_stays_a_mention(kb):
    for text in ("we currently run on A10s", "is a 4090 enough?", "cheaper than an H100?", "就要 H100 吗？",
                 "我们现在用的是 A10，想换个便宜的", "we use A10s but they're too slow",
                 "MI300X only has 192 GB, right",
                 "we're migrating off the A100s we use", "目前用的是 4090", "4090 能跑 qwen3 32b 吗",
                 "we don't want H100s on purpose, they're overkill", "do we need an H100 for this?",
                 "we'll go with an A100 if it's enough?", "if it is an H100, fine"):
        u = _read(kb, text)
        assert "vendors" not in u.facts, text
        assert not any(c.chosen for c in u.mentioned_cards), text
    u = _read(kb, "we currently run on A10s")
    assert any("not a need of the job" in line for line in describe(u, "en"))


def test_the_machines_country_is_where_the_data_stays(kb):
    said = ("One rented box in Germany to host our internal platform: Llama 3.1 8B for chat, Whisper large-v3 for "
            "meeting audio and bge-m3 embeddings, all at the same time, about 25 users, budget 1,500 EUR a month at "
            "1.08 USD per EUR")
    u = _read(kb, said)
    assert u.facts["region"] == "intl"
    assert u.implied() == {"no_mainland_sellers": True, "data_in": "Germany", "users": 25}
    places = {"rent in the EU": "EU", "hosted in Frankfurt": "Frankfurt", "the GPUs located in Canada": "Canada",
              "renting a box in Japan": "Japan", "servers in the UK only": "UK", "renting in the US": "US",
              "服务器要放在新加坡": "新加坡", "机器部署在东京": "东京", "在德国租两张卡": "德国",
              "租新加坡的服务器": "新加坡", "数据不能出欧盟": "欧盟"}
    for text, place in places.items():
        u = _read(kb, text)
        assert u.facts.get("region") == "intl", text
        assert u.implied().get("data_in") == place and u.implied().get("no_mainland_sellers"), text
    # a region already read keeps the place it names first (review 78: "must stay in Germany")
    u = _read(kb, "rent in the EU; the audio must stay in Germany")
    assert u.implied()["data_in"] == "Germany"


def test_a_persons_or_customers_place_is_no_machines_place(kb):
    for text in ("we're a German company", "customers in Germany", "I'm from Toronto", "we're based in Germany",
                 "我们团队在德国", "客户在德国", "我在新加坡", "users in the EU", "GPUs are cheaper in the US?"):
        u = _read(kb, text)
        assert u.facts.get("region") == "intl" and not u.residency, text
        assert "data_in" not in u.implied(), text
    # either of two places, or a place refused, names none
    for text in ("renting in the US or EU", "we don't need servers in the US", "服务器放在新加坡或者日本都行"):
        assert "data_in" not in _read(kb, text).implied(), text
    # a mainland place is no residency abroad
    u = _read(kb, "服务器放在上海")
    assert u.facts.get("region") == "cn" and "data_in" not in u.implied()


def test_a_rate_after_an_amounts_own_currency_code_reads_the_amount(kb):
    """The final user pass: "budget 1,200 EUR at 1.08 USD per EUR" read "EUR at 1.08 USD" as the rate's own form
    (the euro valued at so many dollars) and took the amount's EUR with it — the budget was dropped; with a comma it
    was read."""
    said = parse("Solo dev in Berlin, buying one card for gpt-oss-20b, budget 1,200 EUR at 1.08 USD per EUR", kb)
    assert said.facts["budget"].amount == 1296 and said.facts["budget"].currency == "USD"
    assert parse("budget 900 GBP at 1.27 USD per GBP", kb).facts["budget"].amount == 1143
    # the currency valued at so many dollars, said apart from the amount, still reads
    assert parse("we take the euro at $1.08, budget 5,000 EUR a month", kb).facts["budget"].amount == 5400
