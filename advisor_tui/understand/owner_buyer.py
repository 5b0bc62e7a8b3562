"""An organisation that owns the machines is the company that pays: "公司自己有一台双卡4090的机器", "我们单位现在有两台
A800 服务器", "實驗室已經有一台 8 卡機", "our company has a box with two 4090s", "the firm already owns an 8×A100
server" (review 98 c05: "公司自己有…给内部大概30个人用" set no buyer, and a company service was answered with a
board-modified card "按个人买家（默认）"; "公司要" was caught in c01, "公司自己有" was not).

The organisation word, then having or owning, then a machine or cards: the buyer is ``company`` (the table's convention
for a firm, a lab, a unit). A buyer already read wins; a person's own machine ("我自己有一台") is left alone.

    read_owner_buyer(r)
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_OWNS = _lazy(
    # "公司自己有一台…机器", "我们单位现在有两台 A800 服务器", "实验室已经有一台 8 卡机", "院里本身有几张 V100"
    r"(?:公司|单位|实验室|课题组|研究所|研究院|医院|学校|学院|部门|院里|所里|组里|集团|工作室|行里|厂里)\s?"
    r"(?:自己|自己就|本身|本来|已经|现在|目前|手上|手里|内部|里)?\s?(?:就)?\s?(?:有|买了|买过|采购了|配了|搭了)\s?"
    r"(?:一|两|二|三|四|五|六|七|八|九|十|几|\d{1,3})?\s?(?:台|张|块|套|个|批)?\s?[\u4e00-\u9fff\d×x ]{0,12}?"
    r"(?:机器|服务器|主机|工作站|卡|显卡|gpu|集群|机子|节点)"
    # "our company has a box with two 4090s", "the firm already owns an 8×A100 server", "our lab runs 4 A6000s"
    r"|(?<![a-z])(?:our|the)\s(?:company|firm|lab|laboratory|hospital|agency|startup|department|team|organi[sz]ation"
    r"|institute|university|school|bank)\s(?:already\s|currently\s)?(?:has|owns|runs|bought|operates)\s"
    r"(?:[a-z0-9×-]+\s){0,5}?(?:box|machine|server|servers|workstation|cluster|node|nodes|rig|gpus?|cards?"
    r"|(?:rtx\s?)?\d{4}s?|a100s?|h100s?|a6000s?|l40s?)(?![a-z])")


def read_owner_buyer(r: _Reader) -> None:
    """After the buyer readers: an organisation that owns the machines, with no buyer read yet, is the company."""
    if any(f.fact == "buyer" for f in r.found):
        return
    m = _OWNS.search(r.t)
    if m is not None:
        r.add(m.start(), m.end(), "buyer", "company", mask="kw")
