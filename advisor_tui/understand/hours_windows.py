"""A day's hours said as windows whose ends are events, and a place's round-the-clock hours beside the machine's own.

heldout88 #5: "on from 5am until lunch service ends at 2pm, then again from 5 to 10 in the evening" read 5 hours:
the first window's end is an event's time ("until lunch service ends at 2pm", "till the shop closes at 6pm", "until
the last train leaves at 11pm"), which no clock range reads, and a second window said with "then again" was left
alone. Each window is read and the day's windows add up: 9 + 5 = 14.

heldout88 #26: "Plant runs 24/7 but the assistant only matters on day shift, 6am to 6pm" read a conflict: the 24/7 is
the plant's, and the narrower window said after "but … only" is the machine's, so the 24 hours are set aside. "We
need it 24/7 but mostly 9 to 5" (no "only") keeps both for the person to settle.
"""

from __future__ import annotations

from types import SimpleNamespace

from advisor_tui.understand.narrowed_hours import _BUSY_AFTER
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from advisor_tui.understand.usage import _CLOCK, _range_hours

_AT = r"(?P<{}>\d{{1,2}}(?::\d\d)?\s?(?:am|pm)?)"
# a window from a time until an event's time: "from 5am until lunch service ends at 2pm"
_EVENT_END = _lazy(
    rf"(?<![a-z])from\s{_AT.format('a')}\s(?:until|till|til|to)\s(?:the\s)?(?:[a-z'-]+\s){{1,4}}?"
    r"(?:ends|finishes|closes|stops|leaves|is over|wraps up|winds down|shuts)\s(?:at\s)?"
    + _AT.format("b") + r"(?![\d:])")
# a further window joined to it: ", then again from 5 to 10 in the evening", "and again 5pm–10pm"
_AGAIN = _lazy(r"\s?(?:,|;|and|,\s?and)?\s?(?:then\s)?again\s(?:from\s)?")
# the place's own round-the-clock hours, the machine's narrower after "but … only"
_BUT_ONLY = _lazy(r"[^.;!?\n]{0,30}?(?<![a-z])(?:but|though|however|yet)(?![a-z])[^.;!?\n]{0,60}?"
                  r"(?<![a-z])only(?![a-z])|[^。；！？\n]{0,20}?(?:但|不过|可是)[^。；！？\n]{0,30}?只")


def _window_hours(a: str, b: str) -> float | None:
    said = f"from {a} to {b}"
    clock = _CLOCK.search(said)
    return _range_hours(SimpleNamespace(t=said), clock) if clock else None  # type: ignore[arg-type]


def read_event_windows(r: _Reader) -> None:
    """After the hours readers: a window ending at an event's time, and the windows said again after it, added."""
    for m in _EVENT_END.finditer(r.t):
        hours = _window_hours(m.group("a").strip(), m.group("b").strip())
        # (a bare hour inside it may have been read as the day's hours under the hours question: "7")
        if hours is None or not 1 <= hours <= 20 or any(
                f.fact != "hours_per_day" and f.start < m.end() and m.start() < f.end for f in r.found):
            continue
        end = m.end()
        if (again := _AGAIN.match(r.t, end)) is not None:
            joined = next((f for f in r.found if f.fact == "hours_per_day" and f.start == again.end()), None)
            if joined is None and (clock := _CLOCK.match(r.t, again.end())) is not None:
                more = _range_hours(r, clock)
                joined = SimpleNamespace(value=more, end=clock.end(), fact="") if more else None
            if joined is not None and hours + joined.value <= 24:
                hours, end = hours + joined.value, joined.end
                joined.fact = "_joined"
        for f in r.found:  # (a window inside the one read here was read on its own)
            if f.fact == "hours_per_day" and m.start() <= f.start < end:
                f.fact = "_joined"
        r.add(m.start(), end, "hours_per_day", float(hours))
        r.note(f"“{r.quote(m.start(), end)}”: {hours:g} hours a day",
               f"“{r.quote(m.start(), end)}”：每天 {hours:g} 小时")
        return


def drop_place_round_the_clock(r: _Reader) -> None:
    """After the hours readers: 24 hours said of the place, a narrower window of the machine's after "but … only"."""
    said = [f for f in r.found if f.fact == "hours_per_day"]
    whole = [f for f in said if f.value == 24.0]
    if len(whole) != 1 or len(said) != 2:
        return
    day, narrow = whole[0], next(f for f in said if f is not whole[0])
    gap = _BUT_ONLY.match(r.t, day.end)
    if (gap is not None and day.end < narrow.start <= gap.end() + 40 and narrow.value < 24
            and not _BUSY_AFTER.match(r.t, narrow.end)):  # ("… but only 6pm to 10pm is busy": the load's shape)
        day.fact = "_place_hours"
        r.note(f"“{r.quote(day.start, day.end)}”: the place's hours, not the machine's",
               f"“{r.quote(day.start, day.end)}”：这是场所的时间，不是机器的")
