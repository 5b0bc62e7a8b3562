"""An image or video service's peak (review 30 M2): "高峰一分钟 20 张", "at peak maybe 30 images a
minute", "最忙的时候每小时 600 张" — the rate its GPUs are sized for (rules.media_service), read as
so many a second. Beside a peak, or beside a service named ("出图服务", "an image generation API",
"users generate avatars"), a day's count is the service's daily volume (``requests_per_day``), not a
month of work priced as one batch job.
"""

from __future__ import annotations

from advisor_tui.understand.media import _SCALE_WORDS, RATE
from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

_UNIT = (r"(?:张|幅|条|个视频|段视频|(?<![a-z])(?:images?|imgs?|pictures?|pics|photos?|renders?|avatars?|clips?"
         r"|videos?)(?![a-z]))")
_SECONDS = {"分钟": 60, "分": 60, "秒": 1, "秒钟": 1, "小时": 3600, "钟头": 3600, "minute": 60, "min": 60,
            "second": 1, "sec": 1, "hour": 3600, "hr": 3600}
_PEAK = (r"(?:高峰期?|峰值|最忙|忙的时候|忙时|最集中|最多的时候|人最多"
         # a crowd said: "国庆黄金周那几天最挤，一分钟能到一百八十条" (heldout94 C2)
         r"|最挤|最旺|最火爆|最火|最密集|挤爆|爆满"
         r"|(?<![a-z])(?:peak(?:s|ing)?|busiest|rush)(?![a-z]))")
# "高峰一分钟 20 张", "峰值每秒 2 张", "最忙的时候每小时 600 张左右", "开播前最集中，一分钟能到 90 张" (heldout38 #27)
_PEAK_ZH = _lazy(rf"{_PEAK}[^，。,.;；!?\n]{{0,8}}?[,，]?\s?(?:每|一)\s?(?:个)?\s?(?P<per>分钟|分|秒钟|秒|小时|钟头)\s?"
                 r"(?:内)?\s?"
                 rf"(?:大概|大约|约|要|能|会|有|出|生成|来|差不多|到|达到){{0,3}}\s?(?P<n>{AR}|{CN})\s?(?P<k>{_SCALE_WORDS})?"
                 rf"\s?(?:多|余|来)?\s?(?P<u>{_UNIT})")
# "30 images a minute at peak", "peak of 30 images per minute", "at the busiest hour, 600 pictures an hour"
_RATE_EN = _lazy(rf"(?P<n>{AR})\s?(?P<k>k)?\s?(?:[a-z-]+\s){{0,2}}?(?P<u>{_UNIT})\s?(?:a|an|per|/|each|every)\s?"
                 r"(?P<per>minute|min|second|sec|hour|hr)(?![a-z])")
_PEAK_NEAR = _lazy(_PEAK)
_SERVICE = _lazy(
    r"(?:出图|生图|作图|绘图|画图|图片生成|图像生成|文生图|图生图|生成图片|视频生成|文生视频|图生视频|生视频|写真|头像)\s?"
    # ("AI 写真/头像微信小程序", review 76 c05)
    r"(?:[/、]\s?(?:写真|头像|证件照)\s?)?(?:的)?\s?(?:微信|支付宝|抖音)?\s?(?:服务|接口|api|平台|小程序|app|功能)"
    r"|(?:给|让|供)\s?(?:用户|客户|玩家|会员|网友)\s?(?:在线|实时|自己)?\s?(?:生成|出图|生图|画图|做图)"
    r"|(?:用户|客户|玩家|会员)\s?(?:在线|实时|自己)?\s?(?:生成|出图|生图|上传)"
    r"|(?<![a-z])(?:image|picture|photo|avatar|art|video|clip)[- ](?:generation|gen|generator)\s"
    r"(?:service|api|endpoint|app|feature|backend|bot)(?![a-z])"
    # "we run an AI avatar app" (review 33 C1)
    r"|(?<![a-z])(?:avatar|selfie|portrait|headshot|sticker|photo|image|art|anime)s?\s(?:apps?|services?|apis?|website"
    r"|platform|feature)(?![a-z])"
    r"|(?<![a-z])(?:users?|customers?|players?|members|visitors)\s(?:can\s)?(?:generate|create|make)(?![a-z])")


# an app, a mini-program or a site people use: a day's pictures beside its peak ("每天大概 3000 张，晚上 8 点到 12 点是
# 高峰", review 76 c05 — read as a batch run 30 times a month) are its users' load, the peak said with no rate
_USED_APP = _lazy(r"小程序|公众号|网站|(?:商用|对外)\s?收费"
                  r"|(?<![a-z])(?:apps?|web ?apps?|website|mini-?programs?|storefront)(?![a-z])")


# the unit said once, before or not at all: "anime avatars w/ sdxl, ~800 a day, peak maybe 15 a min" (heldout37 #43)
# ("mornings are busiest, maybe 30 a minute", heldout65 #28)
_BARE_PEAK = _lazy(rf"(?<![a-z])(?:peaks?|peaking|busiest|rush)(?:'s)?"
                   rf"(?:,?\s(?:is|was|maybe|about|around|of|at|like|hits?))*\s?~?\s?"
                   rf"(?P<n>{AR})\s?(?P<k>k)?\s?"
                   r"(?:a|an|per|/)\s?(?P<per>minute|min|second|sec|hour|hr)(?![a-z])")
# any currency's sign: "₦450,000 per day" is a price
_MONEY_BEFORE = _lazy(r"(?<![a-z])(?:budget|spend|spending|afford|pay|paying|cost|costs|max|at most|up to)(?![a-z])"
                      r"[^,;.!?]{0,6}$|[$¥€£₹₩฿₱₺₫₪₦₴₸৳]\s?$|预算|花")
_BARE_DAY = _lazy(rf"(?<![\d.,])~?\s?(?P<n>{AR})\s?(?P<k>k)?\s(?:(?:a|per|/)\s?day|over (?:a|the) (?:whole |full )?day"
                  r"|in (?:a|one) day)(?![a-z])"
                  # the day said first: "Over a whole day it's about 40k" (heldout51 #8)
                  # ("a normal day is around 40k", heldout67 #13; "each day ~25,000")
                  r"|(?<![a-z])(?:(?:over|across|in|for) (?:a|the|one) (?:whole |full |entire )?day"
                  r"|(?:on )?(?:a|an|the) (?:normal|typical|regular|average|ordinary|usual|quiet|slow) day"
                  r"|(?:each|every|per) day"
                  # "the whole day ~60k" beside a peak (heldout69 #27, Hinglish 'poore din mein ~60k')
                  r"|(?<![a-z])(?:the |a )?(?:whole|full|entire) day(?:'s total)?(?! long)),? "
                  r"(?:(?:it'?s|it is|that'?s|is|was|sees|gets|has|comes to|we (?:get|see|do|handle)|there are) )?"
                  r"(?:about|around|roughly|maybe|~)?"
                  rf"\s?(?P<n2>{AR})\s?(?P<k2>k)?"
                  r"(?![a-z0-9])"
                  # ("it runs the whole day, 24 hours": a length or a clock, no count)
                  r"(?![:：]\d|\s?(?:hours?|hrs?|h|minutes?|mins?|days?|weeks?|gpus?|cards?|people|users|tokens?"
                  r"|am|pm)(?![a-z]))"
                  # "预计日均 1.2 万次对话", "一天也就三百条左右" beside a peak (heldout46 #40, #11)
                  # (not "人均每天 4 次对话", one person's; not "每天 8:00–20:00", the hours)
                  rf"|(?<!人均)(?<!每人)(?<!平均每人)(?:日均|每天|一天)\s?(?:大概|大约|约|也就)?\s?(?P<zn>{AR})\s?"
                  r"(?P<zk>万|千)?\s?(?:(?:次|条|个)\s?(?:对话|请求|调用|提问|消息|咨询|批改)?|对话|请求|调用|提问|消息)")


def read_media_peak(r: _Reader) -> None:
    """A media service's peak rate: so many images or clips a second (``rps``)."""
    for m in _PEAK_ZH.finditer(r.t):
        if _add_rate(r, m, m.start(), m.end()):
            return
    for m in _RATE_EN.finditer(r.t):
        near = r.t[max(0, m.start() - 40):m.start()] + " " + r.t[m.end():m.end() + 24]
        if _PEAK_NEAR.search(near) and _add_rate(r, m, m.start(), m.end()):
            return


def day_beside_peak(r: _Reader) -> None:
    """After the load readers: a bare "~800 a day" beside a peak rate is the day's requests (or images), not
    $800 a day (heldout37 #43)."""
    if not any(f.fact == "rps" for f in r.found):  # "the peak was about 12 a second" (heldout37 #32)
        for m in _BARE_PEAK.finditer(r.t):
            if _add_rate(r, m, m.start(), m.end()):
                break
    if not any(f.fact == "rps" for f in r.found) or any(f.fact == "requests_per_day" for f in r.found):
        return
    day = next((d for d in _BARE_DAY.finditer(r.t) if r.free(d.start(), d.end())
                and not _MONEY_BEFORE.search(r.t, max(0, d.start() - 16), d.start())), None)
    n = None
    if day is not None and (day.group("n") or day.group("n2")):
        n = _n(r, day.group("n") or day.group("n2"), day.group("k") or day.group("k2"))
    elif day is not None:
        n = _n(r, day.group("zn"), None)
        n = n * {"万": 10_000, "千": 1_000}.get(day.group("zk") or "", 1) if n else None
    if day is not None and n and n >= 1:
        r.add(day.start(), day.end(), "requests_per_day", int(round(n)))


def _add_rate(r: _Reader, m, s: int, e: int) -> bool:
    if not r.free(m.start("n"), e):
        return False
    n = _n(r, m.group("n"), m.group("k"))
    seconds = _SECONDS.get(m.group("per"))
    if not n or n <= 0 or seconds is None:
        return False
    r.add(s, e, "rps", round(n / seconds, 6))
    return True


# "Evening peak … is roughly 3x the average rate", "高峰是平均的 3 倍" (review 33 C1): the peak as a multiple of the day
_PEAK_TIMES = _lazy(r"(?<![a-z])peak[^.;!?\n]{0,40}?(?P<x>\d{1,2}(?:\.\d)?)\s?(?:x|×|times)\s(?:the\s)?"
                    r"(?:average|mean|daily average)(?![a-z])"
                    r"|(?:高峰|峰值)[^。；;!?\n]{0,12}?(?:是)?(?:平均|均值)(?:的)?\s?(?P<x2>\d{1,2}(?:\.\d)?)\s?倍")


def _peak_from_multiple(r: _Reader, per_day: int) -> None:
    m = _PEAK_TIMES.search(r.t)
    if m is None or any(f.fact == "rps" for f in r.found):
        return
    x = float(m.group("x") or m.group("x2"))
    if 1 <= x <= 50:
        r.add(m.start(), m.end(), "rps", round(x * per_day / 86400, 6))
        r.note(f"“{r.quote(m.start(), m.end())}”: {x:g} × the day's average ({per_day:,} ÷ 24 h) = "
               f"{x * per_day / 86400:.3g} a second at the peak",
               f"“{r.quote(m.start(), m.end())}”：全天平均（{per_day:,} ÷ 24 小时）的 {x:g} 倍 = 高峰每秒 "
               f"{x * per_day / 86400:.3g}")


def daily_volume(r: _Reader) -> None:
    """A day's images or clips beside a service's peak, or beside a service named: its daily volume
    (rules.day_load estimates the busiest hour from it where no peak was said)."""
    if any(f.fact == "requests_per_day" for f in r.found):
        return
    peak = any(f.fact == "rps" for f in r.found)
    if not peak and not _SERVICE.search(r.t) and not (_PEAK_NEAR.search(r.t) and _USED_APP.search(r.t)):
        return
    for f in r.found:
        if f.fact != RATE or f.value[0] not in ("images", "videos"):
            continue
        _fact, n, per = f.value
        f.fact, f.value = "requests_per_day", int(round(n / per))
        if not peak:
            _peak_from_multiple(r, f.value)
            peak = any(g.fact == "rps" for g in r.found)
        said = r.quote(f.start, f.end)
        if peak:
            r.note(f"“{said}”: the service's daily volume; its GPUs are sized for the peak",
                   f"“{said}”：服务每天的量；按高峰配卡")
        else:
            r.note(f"“{said}”: a service's daily volume, sized at its busiest hour as an estimate — say your peak "
                   "(how many a minute at the busiest time)",
                   f"“{said}”：服务每天的量，按估算的最忙时段配卡——请说明高峰（最忙时每分钟多少张）")
        return


# a range, then the figure the person takes from it: "Roughly 80–120k requests a day (say 100k)" (review 67 C6: sized
# at 120k) — the figure said replaces the range's top
_SAY_PICK = _lazy(r"[^()\n.;!?]{0,30}?\(\s?(?:say|call it|let'?s say|so|i\.e\.|roughly|~|≈|约|按)\s?"
                  r"(?P<n>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(?P<k>k|m|万)?\s?\)")
_SCALE = {"k": 1e3, "m": 1e6, "万": 1e4}
_PICKED_FACTS = ("requests_per_day", "concurrency", "rps", "users")


def settle_said_picks(r: _Reader) -> None:
    for f in [g for g in r.found if g.fact in _PICKED_FACTS]:
        m = _SAY_PICK.match(r.t, f.end)
        if m is None or not r.free(m.start("n"), m.end("n")):
            continue
        said = float(m.group("n").replace(",", "")) * _SCALE.get(m.group("k") or "", 1.0)
        if f.fact == "rps" or said <= 0:
            continue  # (a rate's unit is in its own words; only counts are replaced)
        r.claim(r.numeric, m.start("n"), m.end())
        f.value = int(round(said))
        r.note(f"“{r.quote(f.start, m.end())}”: {f.value:,} as you put it", f"“{r.quote(f.start, m.end())}”：按你说的 "
               f"{f.value:,} 计")


def peak_from_day_multiple(r: _Reader) -> None:
    """A service's day with its peak said as a multiple of the average ("the evening peak is about 3x the daily
    average", review 67 C6): the peak rate, where no peak rate was said."""
    days = [f for f in r.found if f.fact == "requests_per_day"]
    if days and not any(f.fact == "rps" for f in r.found):
        _peak_from_multiple(r, max(int(f.value) for f in days))
