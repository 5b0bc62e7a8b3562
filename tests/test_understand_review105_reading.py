"""Review 105's reading (a blind ML-infra reviewer): facts stated wrong or dropped, taught as families — each with
neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def test_the_users_abroad_are_no_place_for_the_machines(kb):
    said = ("我们是北京一家做跨境电商客服 SaaS 的公司，想私有化部署 Qwen3-32B 做智能客服，上下文 16k，"
            "高峰大概 30 路并发，每条回复 400 token 左右，不要思考模式。预算每月 2 万元以内，"
            "需要开增值税专票，7x24 小时在线。"
            "终端用户都是海外买家，不是国内公众。")
    f = _facts(kb, said)
    assert (f["region"], f["users_in"], f["invoice"]) == ("cn", "intl", "vat-special")
    for text in ("我们是北京一家公司，终端用户都是海外买家。",
                 "我們是北京一家公司，終端用戶都是海外買家，不是國內公眾。",
                 "我们是北京一家公司，用户都在海外，不在国内。",
                 "我们是北京一家公司，终端用户都是海外买家，不面向国内用户。",
                 "We're a Beijing company; our users are overseas, not in China."):
        f = _facts(kb, text)
        assert (f.get("region"), f.get("users_in")) == ("cn", "intl"), text
    # neighbours: the machines' own place abroad stays the region, with or without the users'
    assert _facts(kb, "我们是北京一家公司，用户都在海外，机器要放海外。")["region"] == "intl"
    assert _facts(kb, "We're a Beijing company. Servers must be outside China.")["region"] == "intl"
    assert _facts(kb, "我们是北京一家公司，不要国内的机房。")["region"] == "intl"
    assert _facts(kb, "我们是北京一家公司，服务器不在国内。")["region"] == "intl"
    f = _facts(kb, "We're a Beijing company; our users are all overseas. Servers must be outside China.")
    assert (f["region"], f["users_in"]) == ("intl", "intl")
    # users at home say nothing of the users abroad
    assert "users_in" not in _facts(kb, "用户都在国内")
    # a place refused with no need leaves the users' the only one said (utterances_negation)
    assert _facts(kb, "no need for a China region, we serve US users")["region"] == "intl"

