"""Blind review 121's reading criticals (c7, c7b; c3, c3b): the families a real user's other phrasings share with the
review's rows, each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

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
