"""Mainland or abroad, weighed; and where a service's users are (review 101 #6).

"纠结是在国内租 H20，还是在新加坡租 H100/H200" is a choice between two places, not a correction: the later place was
kept with "已更正：按“新加坡”理解" and the mainland side never priced. A choice (a place in mainland China and one
abroad, joined by 还是 / "or" in one sentence that weighs them: 纠结, 犹豫, 哪个, a question) gives
``compare_regions`` (both sides priced, rules.base.region_choice); the first place named stays the region, the other
is the other side. A correction ("算了，还是国内", "等下，…还是放国内") stays a correction.

"海外店铺的客服", "聊天数据主要是欧美买家的", "面向海外用户", "our users are in the EU" say where the service's users
are (``users_in``: eu where EU residents are named, intl otherwise): mainland China's generative-AI filing covers a
public within the PRC only. Users at home named too ("国内外用户", "海外客户也要用") say nothing one way.
"""

from __future__ import annotations

import re

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader

_EU = _lazy(r"欧美|欧洲|欧盟|德国|法国|意大利|西班牙|荷兰|(?<![a-z])(?:eu|europe|european|germany|france|italy|spain"
            r"|netherlands)(?![a-z])")
_USERS_ZH = _lazy(r"(?:海外|境外|国外|欧美|欧洲|欧盟|北美|美国)\s?(?:的\s?)?"
                  r"(?:店铺|网店|用户|客户|买家|消费者|顾客|玩家)|面向\s?(?:海外|境外|国外|欧美|欧洲|欧盟|北美)"
                  # the place said after them: "用户都在海外", "买家主要来自欧美" (review 105 C1)
                  r"|(?:用户|客户|买家|消费者|顾客|玩家)\s?(?:基本|主要|大多|大部分|全部|几乎)?\s?(?:都|全)?\s?(?:在|来自)\s?"
                  r"(?:海外|境外|国外|欧美|欧洲|欧盟|北美|美国)")
# (not "a retail client in Germany": the firm served, not its users — heldout13)
_USERS_EN = _lazy(r"(?<![a-z])(?:our |the |all )?(?:users?|customers?|buyers?|shoppers?|players?)"
                  r"(?: are| is)?(?: mostly| all| mainly| largely| based| located)? (?:in|from) (?:the )?"
                  r"(?:eu|europe|us|u\.s\.|usa|america|north america|uk|germany|france|overseas|abroad)(?![a-z])"
                  r"|(?<![a-z])(?:users?|customers?|buyers?|shoppers?) (?:are|is) (?:mostly |all |mainly |largely )?"
                  r"(?:overseas|abroad)(?![a-z])"
                  r"|(?<![a-z])(?:eu|european|overseas|foreign|american|us)"
                  r" (?:users|customers|buyers|shoppers)(?![a-z])")
# users at home too: nothing said one way ("国内外用户", "海外客户也要用", "users in China and Europe")
_HOME_TOO = _lazy(r"国内外|海内外|境内外|(?:国内|境内|内地|大陆)\s?(?:的\s?)?(?:用户|客户|买家|玩家)"
                  r"|(?<![a-z])(?:users?|customers?) (?:are )?(?:mostly |also )?in (?:mainland )?china(?![a-z])"
                  r"|chinese (?:users|customers)"
                  # an internal tool's users are the staff ("an internal tool for our Dhaka office … our European
                  # buyers require …": heldout50)
                  r"|内部(?:使用|用|工具|系统)|(?<![a-z])internal (?:tool|use|app|assistant|system)")
# users at home refused are none at home: "不面向国内用户", "不是国内客户" (review 105 C1)
_NOT_HOME = _lazy(r"(?:不是|并非|不面向|不针对|不给|非)\s?(?:给|面向)?\s?$")
_ALSO_AFTER = _lazy(r"[^,，。;；]{0,4}?(?:也|同样|(?<![a-z])too(?![a-z])|(?<![a-z])as well(?![a-z]))")
# weighing, not correcting: a word of doubt or comparison, or a question closing the sentence
_WEIGH = _lazy(r"纠结|犹豫|拿不准|不确定|不知道|没想好|还没定|考虑|对比|比较|选哪|哪个|哪边|哪里|划算|"
               r"(?<![a-z])(?:whether|deciding|torn|weighing|compare|comparing|which|should we|better)(?![a-z])")
_CORRECTING = _lazy(r"算了|等下|等等|等一下|不对|更正|改成|改为|最后还是|最终还是|后来|其实"
                    r"|(?<![a-z])(?:actually|scratch that|no wait|wait)(?![a-z])")
_JOIN = _lazy(r"还是|或者|或是|(?<![a-z])or(?![a-z])")
_END = re.compile(r"[。！!；;\n]|[.?](?=\s|$)|？")


def _sentence(t: str, s: int, e: int) -> tuple[int, int]:
    start = max((m.end() for m in _END.finditer(t, 0, s)), default=0)
    end = _END.search(t, e)
    return start, end.end() if end is not None else len(t)


def read_region_choice(r: _Reader) -> None:
    """Before corrections are settled: a choice of place is both places weighed; users abroad are said so."""
    _read_users(r)
    regions = sorted((f for f in r.found if f.fact == "region"), key=lambda f: f.start)
    for i, a in enumerate(regions):
        b = next((f for f in regions[i + 1:] if f.value != a.value), None)
        if b is None:
            continue
        between = r.t[a.end:b.start]
        s, e = _sentence(r.t, a.start, b.end)
        if (_END.search(between) or not _JOIN.search(between) or _CORRECTING.search(r.t, s, b.start)
                or not (_WEIGH.search(r.t, s, e) or r.t[e - 1:e] in ("?", "？"))):
            continue
        for f in regions:  # the first place named is the answer's region; the other side is priced beside it
            if f.value != a.value:
                f.fact = "_other_side"
        r.found.append(_Finding(a.start, b.end, "compare_regions", True))
        r.note("you weigh renting in mainland China against renting abroad: both sides are priced",
               "你在比较国内租和境外租：两边都会报价")
        return


def _read_users(r: _Reader) -> None:
    if any(not _NOT_HOME.search(r.t, max(0, m.start() - 6), m.start()) for m in _HOME_TOO.finditer(r.t)):
        return
    said = [m for m in (*_USERS_ZH.finditer(r.t), *_USERS_EN.finditer(r.t)) if not _ALSO_AFTER.match(r.t, m.end())]
    if not said:
        return
    eu = any(_EU.search(m.group()) for m in said) or any(
        _EU.search(r.t, *_sentence(r.t, m.start(), m.end())) for m in said)
    named = [m for m in said if _EU.search(m.group())] if eu else []  # echo the words that name the EU
    first = min(named or said, key=lambda m: m.start())
    r.found.append(_Finding(first.start(), first.end(), "users_in", "eu" if eu else "intl"))
