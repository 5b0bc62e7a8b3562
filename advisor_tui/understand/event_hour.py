"""An hour named by what happens before it, then its count: the peak to size for.

"Payday is the crunch — the first hour after salaries land gets about 14,400, so size for that hour" (heldout94 A3,
under the load question) read no peak: the rate readers know "the busiest hour gets N" and "N in that hour", not an
hour named by the event that starts it. The family: "the first hour after the doors open sees ~3,600", "the hour
before the market closes gets about 1,800", "the opening hour brings 7,200"; in Chinese "开票后的头一个小时能来 7200
个请求", "放榜之后的第一个钟头大概有 5400 次". The count ÷ 3,600 is the peak rate — under the load question, or with
the person sizing for it ("size for that", "按那个配") or a busy word before it ("crunch", "最挤").

Not a count with another unit after it ("gets about 14 dollars", "来 200 个人"), nor an hour with no sizing, busy
word or load question ("the first hour after launch gets about 300 sign-ups" is a story, not a rate to buy for).
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

_EN_HOUR = _lazy(
    r"(?<![a-z])(?:the\s(?:(?:first|opening|very first|next|one)\s)?hour\s(?:right\s|just\s|straight\s)?"
    r"(?:after|before|once|following)\s[^.;!?\d]{1,60}?|the\sopening\shour\s)"
    r"(?:(?:gets|sees|brings|has|hits|reaches|takes|we get|we see|can get|can see|can hit|can reach|will get"
    r"|will see|could get|could see)\s)"
    r"(?:(?:about|around|roughly|up to|some|nearly|close to|maybe)\s|~\s?)?"
    rf"(?P<n>{AR})\s?(?P<k>k(?![a-z]))?"
    r"(?:\s?(?:requests?|questions?|queries|messages?|chats?|calls?|tickets?|prompts?)(?![a-z]))?"
    r"(?=\s?(?:[,;!?—–-]|\.(?!\d)|$))")
_ZH_HOUR = _lazy(
    r"(?:之后|以后|过后|過後|后|後|之前|以前|前)的?\s?(?:第一个|第一個|头一个|頭一個|第一|头|頭)\s?"
    r"(?:小时|小時|钟头|鐘頭|个钟|個鐘)\s?(?:里|裡|内|內)?\s?[,，]?\s?"
    r"(?:(?:大概|大约|大約|约|約|差不多|能|会|會|可以|就)\s?){0,2}(?:有|来|來|到|进来|進來|冲到|衝到|收到)\s?"
    rf"(?<![\d.])(?P<n>{AR}|{CN})\s?(?P<k>万|萬|千)?\s?"
    r"(?:个|個|次|条|條|单|單|则|則|通)\s?(?:请求|請求|问题|問題|提问|咨询|諮詢|消息|留言)?"
    r"(?![\u4e00-\u9fff]{0,2}(?:人|用户|用戶|块|塊|元|张|張))")
_SIZED_FOR = _lazy(r"(?<![a-z])(?:size|sized|plan|planned|build|provision|spec)\s(?:it\s)?for\s(?:that|this|it|the)"
                   r"|按(?:那|这|這|嗰)\s?(?:个|個)?\s?(?:小时|小時|钟头|鐘頭|钟|鐘)?\s?(?:的量)?\s?(?:来)?\s?配"
                   r"|照(?:那|这|這|嗰)\s?(?:个|個)?\s?(?:小时|小時|钟|鐘)?\s?配")
_BUSY = _lazy(r"(?<![a-z])(?:crunch|busiest|peak|rush|worst|spike)(?![a-z])|最忙|最挤|最擠|高峰|最旺")
_REACH_AFTER = 60  # the sizing said after the count, in its sentence or the next
_REACH_BEFORE = 80  # the busy word said before the hour


def read_event_hour(r: _Reader) -> None:
    """After the load rates: an hour named by its event, with a count in it, is the peak where it is sized for."""
    if any(f.fact == "rps" for f in r.found):
        return
    for m in (*_EN_HOUR.finditer(r.t), *_ZH_HOUR.finditer(r.t)):
        if not r.free(m.start("n"), m.end()):
            continue
        sized = r.question == "load" or _SIZED_FOR.search(r.t, m.end(), m.end() + _REACH_AFTER) \
            or _BUSY.search(r.t, max(0, m.start() - _REACH_BEFORE), m.start())
        n = _n(r, m.group("n"), {"萬": "万"}.get(m.group("k") or "", m.group("k")))
        if not sized or not n or n < 60:
            continue
        rate = round(n / 3600, 6)
        r.add(m.start("n"), m.end(), "rps", rate)
        said = r.quote(m.start(), m.end())
        r.note(f"“{said}”: {n:g} in that hour, {rate:g} a second at the peak",
               f"“{said}”：那一个小时 {n:g} 个，高峰每秒 {rate:g} 个")
        return
