"""A night batch's start and its finish said apart, the work between: "每天晚上 11 点开跑，把当天大概 2 万条用户
评论做摘要，…，早上 8 点前跑完就行" (heldout78 #31 read no hours: usage.py reads the two only side by side,
"晚上 11 点开跑，早上 8 点前跑完"). The window is the hours a day the machine runs: 23:00 to 08:00, 9 hours.
The same for "starts at 11pm every night … has to be done by 8am", "It starts at midnight and must be done by
6am" (heldout79 #26). A finish with no start said, or a start with no
finish, is no window. Cantonese and looser finishes too (review 101 #10: "晚上 11 點開始跑，朝早 7 點前一定要完成" read
no window, each run assumed to have the whole day): "夜晚 11 點開始跑，聽朝 7 點前要搞掂", "7 点前必须做完", "starts at
11pm and has to finish before 7am"; a finish with no part of the day is the nearer of its two hours ("下午 1 点开始，
5 点前跑完": 4 hours, not 16).
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader

_HOUR = r"1[0-9]|2[0-4]|0?[0-9]|十[一二]?|[一二两三四五六七八九十]"
_ZH_HOURS = {"一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10,
             "十一": 11, "十二": 12}
_LATE = ("下午", "晚上", "夜里", "夜晚", "傍晚", "pm")
_START = _lazy(rf"(?P<part>下午|晚上|夜里|夜晚|半夜|凌晨|傍晚)\s?(?P<h>{_HOUR})\s?点(?P<half>半)?\s?(?:钟)?\s?"
               r"(?:开跑|开始跑|开始|启动|跑起来|开机|自动跑|定时跑)"
               r"|(?<![a-z])(?:starts?|starting|kicks? off|kicking off|runs?|begins?|launch(?:es)?)"
               r"(?: (?:it|the (?:job|run|batch)))? (?:at )?"
               rf"(?:(?P<h2>{_HOUR}[0-9]?)"
               # ("It starts at midnight", heldout79 #26)
               r"(?::(?P<m2>\d\d))?\s?(?P<ap>pm|am)|(?P<mid>midnight))(?![a-z])")
_END = _lazy(rf"(?:第二天|次日|隔天|翌日)?\s?(?P<part>早上|上午|凌晨|中午|下午)?\s?"
             rf"(?<![\d.])(?P<h>{_HOUR})\s?点(?P<half>半)?\s?"
             r"(?:之?前|以前)\s?(?:(?:一定|必须|要|得|需要|务必|就)\s?){0,2}"
             # ("晚上 10 点开始，12 点前出完": the notes put out, heldout93 #18)
             r"(?:跑完|结束|完成|搞定|出结果|停|做完|弄完|处理完|搞完|搞掂|整完|跑好|做好|完工|出完|生成完)"
             r"|(?<![a-z])(?:done|finished|finish|complete|completed|wrapped up|over|ready) (?:by|before)"
             rf" (?P<h2>{_HOUR}[0-9]?)"
             r"(?::(?P<m2>\d\d))?\s?(?P<ap>am|pm)(?![a-z])")
_FAR = 160


def _hour(m, late: bool) -> float | None:  # noqa: ANN001 - a match of _START or _END
    if m.groupdict().get("mid"):
        return 0.0
    h = m.group("h") or m.group("h2")
    n = _ZH_HOURS.get(h) if h in _ZH_HOURS else int(h) if h.isdigit() else None
    if n is None or n > 24:
        return None
    if late and n < 12:
        n += 12
    if not late and n == 12:
        n = 0
    half = 0.5 if m.groupdict().get("half") else int(m.group("m2") or 0) / 60 if m.group("h2") else 0
    return n + half


def read_batch_window(r: _Reader) -> None:
    """After the hours a day are read, none found: a start and a finish said apart in one text are the window."""
    if any(f.fact == "hours_per_day" for f in r.found):
        return
    for s in _START.finditer(r.t):
        e = _END.search(r.t, s.end(), min(len(r.t), s.end() + _FAR))
        if e is None or not r.free(s.start(), s.end()) or not r.free(e.start(), e.end()):
            continue
        a = _hour(s, (s.group("part") or s.group("ap") or "") in _LATE)
        b = _hour(e, (e.group("part") or e.group("ap") or "") in _LATE)
        if a is None or b is None:
            continue
        hours = (b - a) % 24
        if not (e.group("part") or e.group("ap")) and b < 12:  # "5 点前": 5 am or 5 pm, whichever comes first
            hours = min(hours, (b + 12 - a) % 24)
        if not 1 <= hours <= 20:
            continue
        r.found.append(_Finding(s.start(), e.end(), "hours_per_day", float(hours)))  # (the work between stays free)
        r.claim(r.numeric, s.start(), s.end())
        r.claim(r.numeric, e.start(), e.end())
        said = f"{r.quote(s.start(), s.end())} … {r.quote(e.start(), e.end())}"
        r.note(f"“{said}”: {hours:g} hours a day", f"“{said}”：每天 {hours:g} 小时")
        return
