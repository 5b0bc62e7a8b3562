"""A business named by its trade is a company: "我們是香港一間會計師行" (heldout80 #28), "我们影楼想用 SDXL
批量出婚纱照的背景图" (#17), "我们是杭州一个三个人的外包小团队" (#39) named no buyer. A firm of accountants or
solicitors (会计师行, 律师行), a photo studio (影楼, 照相馆, 婚纱摄影店), an outsourcing team or a small team that works
for clients (外包团队, 接单的小团队) pays as a firm does. A person's own one ("我一个人接外包") is left alone; a buyer
already read wins.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_TRADE = _lazy(
    # "一间会计师行", "我们律师行", "一家影楼", "我们影楼", "我们婚纱摄影店"
    r"(?:我们|咱们|本|一[家间个])\s?(?:的)?\s?[\u4e00-\u9fff]{0,8}?(?:会计师行|律师行|核数师行|地产代理行|地产行|影楼"
    r"|照相馆|摄影店|摄影工作室|婚纱店|婚纱摄影)"
    # "我们是杭州一个三个人的外包小团队", "我们是个接外包的小团队" (a team that works for clients)
    r"|(?:我们|咱们)是\s?[\u4e00-\u9fff\d ]{0,12}?(?:外包|接单|接项目|做项目)[\u4e00-\u9fff]{0,3}?"
    r"(?:团队|小团队|工作室|小组)"
    r"|(?<![a-z])(?:an? |our )(?:small )?(?:accounting|accountancy|law|legal|audit|photography|wedding photo"
    r"|outsourcing) (?:firm|practice|studio)(?![a-z])")
_ONE_PERSON = _lazy(r"(?:我|本人)\s?一个人\s?(?:接|做|开)|个人接单"
                    r"|(?<![a-z])(?:one-(?:person|man|woman)|solo)(?![a-z])")


def read_trade_buyer(r: _Reader) -> None:
    """After the buyer readers: a firm named by its trade, with no buyer read yet, is the company that pays."""
    if any(f.fact == "buyer" for f in r.found) or _ONE_PERSON.search(r.t):
        return
    for m in _TRADE.finditer(r.t):
        if r._free(r.entity, m.start(), m.end()):
            r.add(m.start(), m.end(), "buyer", "company", mask="kw")
            return
