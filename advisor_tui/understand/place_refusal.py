"""A place turned down after the reason for it (heldout75 #14): "境外机房延迟太高，不要", "海外的节点太慢了，不考虑",
"overseas servers are too slow, no". The reason sits between the place and the refusal, so the refusal words do not
follow the place at once (negation._PLACE_REFUSED_AFTER reads those).

And the country read before the rest of its own name: "中國大陸不行，香港也先不要" (heldout90 #8, traditional) read
中国 as the mainland wanted beside the 大陆 refused, the two in conflict and no region at all — the refusal after
中国大陆 / 中国内地 is the whole name's ("中国大陆的不要", "中国内地不可以").
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy

# the place's own noun, then a short reason ("延迟太高", "太慢了", "网络不稳定", "too slow"), then the refusal
REFUSED_AFTER_REASON = _lazy(
    r"\s?的?\s?(?:机房|机器|服务器|节点|云|区域|地区|数据中心)?\s?"
    r"(?:[^。；;!?！？,，]{0,8}?(?:太|过于|特别|非常|很)\s?(?:高|慢|贵|卡|远|大|差|麻烦|不稳定?)"
    r"|[^。；;!?！？,，]{0,8}?(?:不稳定|跟不上|受不了))了?\s?[,，]\s?(?:所以|就|还是)?\s?"
    r"(?:不要|不行|不考虑|不用|算了|pass|免了|免谈|排除|别考虑)"
    r"|-?\s?(?:(?:hosted|based)\s)?(?:hosting|servers?|data\s?cent(?:er|re)s?|regions?|clouds?|machines|nodes)?\s?"
    r"(?:is|are)\s(?:too|way too)\s(?:slow|laggy|far|expensive|far away)(?:\sfor us)?\s?[,;—-]\s?"
    r"(?:so\s)?(?:no|not an option|skip (?:it|them)|pass)(?![a-z])")


_REST_OF_NAME = _lazy(r"\s?(?:大陆|内地|本土)")


def whole_place_end(t: str, end: int) -> int:
    """Where a place read as its country alone ("中国") ends with the rest of its name (中国大陆, 中国内地)."""
    m = _REST_OF_NAME.match(t, end)
    return m.end() if m else end
