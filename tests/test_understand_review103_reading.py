"""Review 103's reading criticals: facts echoed with a confident ✓ or ignored, each read as its family, with
neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


def test_c01_renting_in_ones_own_name_over_the_group(kb):
    said = ("我们是高校实验室，想在 Qwen2.5-7B 上做 GRPO，租国内的卡，AutoDL 或者别的都行，个人身份租，不需要发票。")
    assert _facts(kb, said)["buyer"] == "individual"
    assert _facts(kb, "我们是高校实验室，用个人账号租")["buyer"] == "individual"
    assert _facts(kb, "我们是高校实验室，以个人名义租，不要发票")["buyer"] == "individual"
    assert _facts(kb, "We're a university lab; renting in my own name, no invoice needed.")["buyer"] == "individual"
    assert _facts(kb, "We're a university lab, but I'll rent on my personal account.")["buyer"] == "individual"
    # neighbours: refused, or an identity checked, or a login — the group pays
    assert _facts(kb, "我们是高校实验室，不是个人身份租，要开发票")["buyer"] == "company"
    assert _facts(kb, "我们是高校实验室，要验证个人身份")["buyer"] == "company"
    assert _facts(kb, "公司账号租，个人账号登录就行")["buyer"] == "company"
