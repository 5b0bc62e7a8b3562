"""Opening hours said, then the machine's own narrowed to a later start "until closing":
"店面是早上十點開到晚上十點沒錯，但機器只有下午兩點以後才用得到，一直開到打烊" (heldout84 #5)
read the shop's 12 hours, not the 8 the machine runs. The closing is the range's own end, so
the hours are from the new start to it. The same for "下午两点以后才用，到关门为止",
"从中午 12 点开始用到下班", "open 9am to 9pm, but the GPU is only needed from 1pm until closing",
"from 3pm till close". A start with no closing word ("下午两点以后人多"), or a window said busy
("from 3pm till close it is busy"), narrows nothing: that is the load's shape.
"""

from __future__ import annotations

from types import SimpleNamespace

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from advisor_tui.understand.usage import _CLOCK, _DAYPART, _HOUR, _range_hours

_CLOSING = (r"(?:打烊|关门|关店|下班|收工|收摊|收铺|收舖|收档|落闸|结束营业|停止营业|闭馆"
            r"|(?<![a-z])(?:clos(?:e|ing)(?: time)?|we close"
            r"|(?:the )?(?:shop|store|office|restaurant) closes|shutting)(?![a-z]))")
_NARROW = _lazy(
    rf"(?P<s>(?:{_DAYPART})?\s?(?:{_HOUR})(?::\d\d)?\s?(?:点|:00)?\s?半?)\s?(?:以后|之后|后|起|开始)"
    rf"[^。.!?\n]{{0,24}}?(?:到|至)\s?{_CLOSING}"
    rf"|(?<![a-z])(?:from|after)\s(?P<s2>(?:{_HOUR})(?::\d\d)?\s?(?:am|pm)?)\s(?:on(?:wards?)?\s)?"
    rf"(?:until|till|til|to|through)\s{_CLOSING}")
# the window's load, not the machine's hours: "from 3pm till close it is busy", "下午两点以后到打烊最忙"
_BUSY_AFTER = _lazy(r"[^。.!?\n;；]{0,16}?(?:忙|人多|高峰|峰值|(?<![a-z])(?:busy|busiest|peak|rush)(?![a-z]))")


def read_narrowed_hours(r: _Reader) -> None:
    """After the hours readers: a clock range's hours cut to a later start that runs to the range's own end."""
    said = [f for f in r.found if f.fact == "hours_per_day"]
    if len(said) != 1 or (m0 := _CLOCK.match(r.t, said[0].start)) is None or m0.group("mid"):
        return
    f = said[0]
    end_at = min(i for i in (m0.start("bd"), m0.start("bq"), m0.start("b")) if i >= 0)
    end_text = r.t[end_at:m0.end()]
    for m in _NARROW.finditer(r.t, f.end):
        start_text = (m.group("s") or m.group("s2")).strip()
        joined = f"{start_text} 到 {end_text}" if m.group("s") else f"from {start_text} to {end_text}"
        clock = _CLOCK.search(joined)
        hours = _range_hours(SimpleNamespace(t=joined), clock) if clock else None  # type: ignore[arg-type]
        if hours is None or not 1 <= hours < f.value or _BUSY_AFTER.match(r.t, m.end()):
            continue
        f.fact = "_narrowed"
        r.add(m.start(), m.end(), "hours_per_day", float(hours))
        r.note(f"“{r.quote(m.start(), m.end())}”: the machine runs {hours:g} hours a day, to the closing said",
               f"“{r.quote(m.start(), m.end())}”：机器每天只开 {hours:g} 小时，到打烊为止")
        return
