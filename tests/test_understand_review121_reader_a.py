"""Blind review 121's reading criticals (c7, c7b; c3, c3b): the families a real user's other phrasings share with the
review's rows, each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def _sellers(kb, text):
    return set(_facts(kb, text).get("providers", "").split(",")) - {""}


def test_a_refusal_scopes_over_the_whole_list_of_sellers(kb):
    said = ("Data must stay in the EU and we will NOT use any US-owned cloud provider (no AWS, Azure, Google, "
            "no US neoclouds) because of the CLOUD Act.")
    assert _sellers(kb, said) == {"no-aws", "no-azure", "no-gcp"}
    said = ("Sorry, to be clear: we must NOT use Azure, AWS, Google, RunPod, Lambda or CoreWeave - only "
            "European-owned providers like OVHcloud, Scaleway or Hetzner.")
    got = _sellers(kb, said)
    assert {"no-azure", "no-aws", "no-gcp", "no-runpod", "no-lambda", "no-coreweave"} <= got
    assert not got & {"azure", "aws", "runpod", "lambda", "coreweave"}  # none of them rented from
    assert _sellers(kb, "no AWS, Azure or Google") == {"no-aws", "no-azure", "no-gcp"}
    assert _sellers(kb, "We can't use AWS, Azure or Google Cloud; RunPod is fine.") == {"no-aws", "no-azure", "no-gcp"}
    assert _sellers(kb, "Avoid CoreWeave/Lambda/RunPod") == {"no-coreweave", "no-lambda", "no-runpod"}
    assert _sellers(kb, "no AWS, no Azure, nor Lambda please") == {"no-aws", "no-azure", "no-lambda"}
    assert _sellers(kb, "We rent on RunPod, not AWS or Azure.") == {"runpod", "no-aws", "no-azure"}
    assert _sellers(kb, "不用阿里云、腾讯云、华为云") == {"no-aliyun", "no-tencent-cloud", "no-huawei-cloud"}
    assert _sellers(kb, "唔好用阿里雲、騰訊雲同華為雲") == {"no-aliyun", "no-tencent-cloud", "no-huawei-cloud"}
    assert _sellers(kb, "不考虑 AWS、Azure 和谷歌云，用 AutoDL") == {"autodl", "no-aws", "no-azure", "no-gcp"}
    # neighbours: a seller after the list's end, or said allowed, is not refused
    assert _sellers(kb, "No AWS; Azure is fine.") == {"no-aws"}
    assert _sellers(kb, "我们不用阿里云，华为云也可以") == {"no-aliyun"}
    assert _sellers(kb, "不用阿里云，用华为云") == {"no-aliyun", "huawei-cloud"}
    assert _sellers(kb, "不用阿里云，腾讯云更便宜") == {"no-aliyun"}
    assert _sellers(kb, "No AWS, Google Docs is where the specs are.") == {"no-aws"}
    assert _sellers(kb, "We have credits on Lambda, but no AWS, no Azure.") == {"lambda", "no-aws", "no-azure"}
    assert "no-azure" not in _sellers(kb, "No AWS account, so we use Azure.")
    # a bare "Google" outside a refused list is no seller
    assert "providers" not in _facts(kb, "We tried Google's Gemma 2 9B on our laptops.")


def test_sellers_the_catalogue_lacks_are_said_unpriced_never_another(kb):
    said = ("we must NOT use Azure, AWS, Google, RunPod, Lambda or CoreWeave - only European-owned providers like "
            "OVHcloud, Scaleway or Hetzner.")
    got = _sellers(kb, said)
    assert {"ovh", "scaleway", "hetzner"} <= got  # rules.unpriced_seller: named back with no prices on file
    parsed = _read(kb, said)
    assert any("OVHcloud, Scaleway, Hetzner: no prices on file" in n.en for n in parsed.notes)


def _cards(parsed):
    return [(c.text, c.card) for c in parsed.mentioned_cards]


def _said_not_held(parsed, text):
    return [n.en for n in parsed.notes if n.en.startswith(f"“{text}”: not in the catalogue")]


def test_a_card_the_catalogue_lacks_is_no_other_card(kb):
    p = _read(kb, "闲鱼上二手 2080 Ti 22G 魔改版大概两千出头，全新 4060 Ti 16G 要三千二左右，哪个够用？")
    assert ("2080 Ti 22G", None) in _cards(p) and ("4060 Ti 16G", "rtx-4060ti-16g") in _cards(p)
    assert "(RTX 2080 Ti 22 GB, a board-modified card)" in _said_not_held(p, "2080 Ti 22G")[0]
    p = _read(kb, "我就想知道二手 RTX 2080 Ti 22G（魔改）能不能跑？")
    assert _cards(p) == [("RTX 2080 Ti 22G", None)]
    assert "(RTX 2080 Ti 22 GB, a board-modified card)" in _said_not_held(p, "RTX 2080 Ti 22G")[0]
    p = _read(kb, "Is an RTX 4070 Ti 12GB enough for this?")
    assert _cards(p) == [("RTX 4070 Ti 12GB", None)]  # not the 4060 Ti 16 GB, one digit apart
    assert "(RTX 4070 Ti 12 GB)" in _said_not_held(p, "RTX 4070 Ti 12GB")[0]  # not said modified
    # neighbours: a card on file keeps its id, a misstated memory its own note; a bare size is no card named
    assert _cards(_read(kb, "RTX 3080 Ti 12GB 够吗")) == [("RTX 3080 Ti 12GB", "rtx-3080ti")]
    p = _read(kb, "RTX 5090 48GB")
    assert _cards(p) == [("RTX 5090 48GB", "rtx-5090")] and not _said_not_held(p, "RTX 5090 48GB")
    p = _read(kb, "还是要 128 GB 的卡？")
    assert not any("not in the catalogue" in n.en for n in p.notes)


def test_a_card_number_never_fuzzy_matches_another(kb):
    from knowledge import match

    for said in ("rtx 2080 ti", "2080 ti 22g", "rtx 4070 ti", "rtx 3070", "rtx 4080"):
        assert match.resolve_card(kb, said)[0] is None, said
    for said, card in (("3080 ti", "rtx-3080ti"), ("4060ti", "rtx-4060ti-16g"), ("a100 40gb", "a100-40g"),
                       ("910b", "ascend-910b"), ("rtx pro 6000", "rtx-pro-6000"), ("4090d", "rtx-4090d")):
        assert match.resolve_card(kb, said)[0].id == card, said


def _quotes(parsed):
    return [(c.card, c.quote) for c in parsed.mentioned_cards if c.quote]


def test_a_cards_price_in_chinese_numerals_keeps_its_last_digit(kb):
    p = _read(kb, "全新 4060 Ti 16G 要三千二左右，哪个够用？预算最多三千五，只买显卡。")
    assert _quotes(p) == [("rtx-4060ti-16g", (3200.0, None, "total"))]
    assert budget_of(p.facts) == (3500.0, "CNY", "total")
    assert _quotes(_read(kb, "4090 现在三千一一张")) == [("rtx-4090", (3100.0, None, "total"))]
    assert _quotes(_read(kb, "5090 市场价两万三左右")) == [("rtx-5090", (23000.0, None, "total"))]
    assert _quotes(_read(kb, "4090 现在一万二")) == [("rtx-4090", (12000.0, None, "total"))]
    # neighbours: the 一 of a card counted after it is the count's, a period after it makes no price to buy
    assert _quotes(_read(kb, "4090 现在两万一张")) == [("rtx-4090", (20000.0, None, "total"))]
    assert _quotes(_read(kb, "4060 Ti 16G 要三千一个月")) == []
    assert _quotes(_read(kb, "3090 要三千一小时")) == []


def test_a_new_cards_price_in_brackets_is_its_price_to_buy(kb):
    p = _read(kb, "和全新 4060 Ti 16G（3200 元）比哪个好？预算 3500 元只买显卡，其他配件我有。")
    assert _quotes(p) == [("rtx-4060ti-16g", (3200.0, "CNY", "total"))]
    assert budget_of(p.facts) == (3500.0, "CNY", "total") and not p.unresolved
    said = "a brand new RTX 4090 (1800 dollars) or rent?"
    assert _quotes(_read(kb, said)) == [("rtx-4090", (1800.0, "USD", "total"))]
    # neighbours: a period said keeps it a rent; no amount beside the card is no price
    assert _quotes(_read(kb, "全新 4090（每小时 2 元）")) == [("rtx-4090", (2.0, "CNY", "hour"))]
    assert _quotes(_read(kb, "全新的 4090 有 24G 显存，预算 3000 元")) == []


def _owner_notes(parsed):
    return [n.en for n in parsed.notes if "who owns each seller is not on file" in n.en]


def test_sellers_refused_by_their_owners_country_are_said_unapplied(kb):
    p = _read(kb, "we will NOT use any US-owned cloud provider (no AWS, Azure, Google, no US neoclouds)")
    assert _owner_notes(p) and _sellers(kb, p.text) == {"no-aws", "no-azure", "no-gcp"}
    assert _owner_notes(_read(kb, "no US neoclouds please"))
    assert _owner_notes(_read(kb, "不用美国的云厂商"))
    # neighbours: a place for the machines, an owner paying, a question: no seller refused by owner
    assert not _owner_notes(_read(kb, "We need US-based servers only."))
    assert not _owner_notes(_read(kb, "our US-owned parent pays"))
    assert not _owner_notes(_read(kb, "Is a US cloud provider OK?"))
