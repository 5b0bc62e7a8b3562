"""A break inside the day's hours, the window said first and the break word after it: "店是早上十一點開到晚上九點，
但兩點到五點是午休，那段不用開機" (heldout86 #5) read the shop's 10 hours, not the 7 the machine runs; "早上九点到下午
六点，十二点到一点是午饭时间，机器关掉" added the hour (10, the window taken for a second shift). The same for "open 9am
to 6pm with a lunch break from 12 to 1" ("午休 12 点到 1 点" with the word first is usage.py's) and "8am to 8pm, but
1 to 3pm is our break and the box is off", "早上七點開工，下午四點收工；中午十二點到一點大家去吃飯，機器也關掉"
(heldout92 #5: the day by its start and end verbs, who goes to eat before the break word), "朝早十點開舖，夜晚十點收舖；
下晝三點到四點我哋執倉，部機都會熄埋佢" (heldout93 #5: no break word, the machine said off).

Breaks said later, one or several, in a sentence that says the power or the machine is off then: "From 6 in the morning
until 11 at night. … the floor power is cut for the two cleaning breaks, 10 to 10:30 and 3 to 3:30, so it's off then"
(heldout95 A5 read 17: the breaks were a sentence away), "早上6点到晚上11点；中间两次保洁停电，10点到10点半、下午3点到
3点半，那时候关机" — each taken off (read_breaks_listed).
The break is off time where a break word or the machine off is said after
it; a window inside the day said busy ("十二点到一点最忙", "12 to 1 is the rush") is the load's shape: it cuts
nothing and adds nothing (it was added as a second shift), nor does a break the machine runs through ("大家去吃饭，
机器照开").
"""

from __future__ import annotations

import re

from advisor_tui.understand.numbers import _number
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from advisor_tui.understand.usage import _CLOCK, _range_hours

# between the day's range and the break's: "，但", ", but", " with a lunch break from", "，中间"
_LEAD = _lazy(r"\s?(?:[,，;；]\s?)?(?:但是?|可是|不过|其中|中间|(?<![a-z])(?:but|except|with|and)(?![a-z]))?\s?"
              r"(?:(?:a\s)?(?:lunch\s|midday\s)?break\s(?:from|between)\s|(?:a\s)?lunch\s(?:from|between)\s"
              r"|(?:a\s)?lunch(?:\sbreak)?\s(?:is\s)?(?=\d)|(?:中午|午休|午饭|吃饭)\s?"
              # the machine said off before the break's range: "but the machine can go off between 1 and 2 when the
              # office closes for lunch" (heldout94 A5), "但机器中午 12 点到 1 点可以关"
              r"|(?P<off>(?<![a-z])(?:the|our) (?:box|machine|server|computer|pc|gpu) "
              r"(?:can|could|may|will|is able to)?\s?"
              r"(?:go|be (?:switched|turned|shut)|be|switch|shut)? ?(?:off|down) (?:from|between)\s"
              r"|(?:机器|機器|服务器|伺服器|电脑|電腦|部机|部機)\s?(?:在|喺)?\s?(?:中午|中間|中间)?\s?))?")
# after the break's range: "是午休", "是午饭时间", "休息", "is our break", "for lunch", "关机", "the box is off"
# (who goes between: "十二點到一點大家去吃飯，機器也關掉" — heldout92 #5)
_BREAK_AFTER = _lazy(r"\s?(?:是|为|要)?\s?(?:(?:大家|我们|人|员工|工人|师傅们?)\s?(?:都|也)?\s?(?:去|要去|出去)?\s?)?"
                     r"(?:午休|午饭时间|午饭|吃饭时间|吃饭|休息"
                     r"|關機|关机|停机|停|关掉|關掉|不用开|不開|食饭"
                     r"|(?:可以|能|會|会)\s?(?:关|關|熄|停))"
                     r"|\s?(?:is|are)?\s?(?:(?:our|the|a)\s)?(?:lunch(?:\sbreak)?|break|closed|off|down)(?![a-z])"
                     r"|\s?for\slunch(?![a-z])")
# the machine said to stay on through the break
_KEPT_ON = _lazy(r"(?:机器|电脑|服务器|机子|部机)\s?(?:也|还|都)?\s?"
                 r"(?:照开|照常开|照跑|开着|不关|不用关|别关|继续跑|一直开)"
                 r"|也不关机|(?<![a-z])(?:keeps? running|stays? on|left on)(?![a-z])")
# the verb ending the work after the day's second clock time: "收工", "下班", "关门"
_WORK_ENDS = _lazy(r"\s?(?:半|整)?\s?(?:收工|下班|关门|關門|关机|停工|打烊|收档|收檔|收铺|收舖|放工|结束|結束)")
# the machine said off in the break's clause, whatever the people do then: "下晝三點到四點我哋執倉，部機都會熄埋佢"
# (heldout93 #5: stock-taking is no break word), "2 to 3 we do inventory and the box is shut down"
_MACHINE_OFF = _lazy(r"[^。；;\n]{0,24}?(?:(?:(?:部|个|個|台)(?:机|機)|机器|機器|电脑|電腦|服务器|伺服器|机子|機子)"
                     r"\s?(?:都|也)?\s?"
                     r"(?:会|會|要)?\s?(?:熄|关|關|停)"
                     r"|(?<![a-z])(?:the|our) (?:box|machine|server|computer|pc|gpu) (?:is|goes|will be|gets) "
                     r"(?:off|down|shut down|switched off|turned off)(?![a-z]))")
# the break's bare hours after "between": "between 1 and 2" (the usage reader's clock reads "and" only beside am / pm)
_BETWEEN_AND = _lazy(r"(?P<a>\d{1,2})(?::(?P<am>[0-5]\d))? and (?P<b>\d{1,2})(?::(?P<bm>[0-5]\d))?"
                     r"(?![\d:])(?!\s?(?:am|pm|a\.m|p\.m|%|k|people|users|gpus?|cards?)(?![a-z]))")
_BUSY_AFTER = _lazy(r"\s?(?:是|为|(?<![a-z])(?:is|are)\s)?\s?"
                    r"(?:高峰|峰值|最忙|最多|最集中|最挤|(?:the\s)?(?:peak|rush|busiest))")


def read_day_break(r: _Reader) -> None:
    """After the hours readers: the day's clock range less a break said inside it, the break word after it."""
    said = [f for f in r.found if f.fact == "hours_per_day"]
    if len(said) != 1 or (m0 := _CLOCK.match(r.t, said[0].start)) is None or m0.group("mid"):
        return
    f = said[0]
    day = _range_hours(r, m0)
    # the day said by its start and its end, each with its verb: "早上七點開工，下午四點收工" (heldout92 #5)
    end = close.end() if (close := _WORK_ENDS.match(r.t, m0.end())) else m0.end()
    lead = _LEAD.match(r.t, end)
    more = _CLOCK.match(r.t, lead.end()) if lead is not None else None
    if more is None and lead is not None and (lead.group("off") or "").endswith("between "):
        more = _BETWEEN_AND.match(r.t, lead.end())
    if day is None or more is None or (gap := _gap_hours(r, more)) is None or not 0 < gap < day \
            or f.value not in (day, day + gap):
        return
    if _BUSY_AFTER.match(r.t, more.end()):  # "早上九点到下午六点，十二点到一点最忙": the day's 9, no second shift
        f.value, f.end = float(day), end
        r.claim(r.numeric, more.start(), more.end())
        return
    has_word = any(w in lead.group() for w in ("break", "lunch", "午休", "午饭", "吃饭")) or bool(
        lead.group("off") and lead.group("off").endswith(" "))
    if not has_word and _BREAK_AFTER.match(r.t, more.end()) is None and not _MACHINE_OFF.match(r.t, more.end()):
        return
    if _KEPT_ON.search(r.t, more.end(), more.end() + 40):
        return  # "十二点到一点大家去吃饭，机器照开": the people break, the machine runs on

    f.value, f.end = float(day - gap), max(f.end, more.end())
    r.claim(r.numeric, more.start(), more.end())
    r.note(f"“{r.quote(f.start, f.end)}”: the break off, {day:g} − {gap:g} = {day - gap:g} hours a day",
           f"“{r.quote(f.start, f.end)}”：中间休息关机，{day:g} − {gap:g} = 每天 {day - gap:g} 小时")


# a sentence saying the machine, the power or the floor is off for the ranges it lists (or a break word and no busy one)
_OFF_SENTENCE = _lazy(r"(?<![a-z])(?:power|electricity|machine|box|server|it)(?:'s| is| gets| goes| will be| stays)?"
                      r"\s(?:(?:cut|off|down|shut(?: down| off)?|switched off|turned off|powered off)(?![a-z]))"
                      r"|(?<![a-z])(?:cleaning|lunch|tea|maintenance|shift[- ]change) breaks?(?![a-z])"
                      r"|(?<![a-z])(?:it'?s|is) off then(?![a-z])"
                      r"|停电|停電|断电|斷電|关机|關機|停机|停機|关掉|關掉|不开机|不開機|保洁|保潔|午休|休息时间|休息時間")
_BUSY_IN = _lazy(r"高峰|最忙|最多|最挤|(?<![a-z])(?:peak|busiest|rush)(?![a-z])")
_SENTENCE_STOP = _lazy(r"[。；;!?！？\n]|\.(?!\d)")
# between two listed ranges: ", and", "、", "和", " and "
_LIST_JOIN = _lazy(r"\s?(?:,|，|、|和|及|以及|(?<![a-z])and(?![a-z]))\s?(?:and\s)?(?:then\s)?")


def read_breaks_listed(r: _Reader) -> None:
    """After read_day_break: breaks listed later in a sentence that says the machine is off then, each taken off the
    day's one clock range (read_day_break reads a break said right after the range)."""
    said = [f for f in r.found if f.fact == "hours_per_day"]
    if len(said) != 1 or (m0 := _CLOCK.match(r.t, said[0].start)) is None or m0.group("mid"):
        return
    f, day = said[0], _range_hours(r, m0)
    if day is None or f.value != day:
        return
    for stop in [None, *_SENTENCE_STOP.finditer(r.t, m0.end())]:
        lo = m0.end() if stop is None else stop.end()
        end = _SENTENCE_STOP.search(r.t, lo)
        hi = end.start() if end else len(r.t)
        sentence = r.t[lo:hi]
        if not _OFF_SENTENCE.search(sentence) or _BUSY_IN.search(sentence) or _KEPT_ON.search(sentence):
            continue
        breaks = _listed_breaks(r, lo, hi)
        gaps = [g for g in (_short_gap(m) for m in breaks) if g]
        if not gaps or len(gaps) != len(breaks) or not 0 < sum(gaps) < day:
            continue
        off = sum(gaps)
        f.value = float(day - off)
        for m in breaks:
            r.claim(r.numeric, m.start(), m.end())
        shown, said = " + ".join(f"{g:g}" for g in gaps), r.quote(breaks[0].start(), breaks[-1].end())
        r.note(f"“{said}”: off then, {day:g} − {shown} = {f.value:g} hours a day",
               f"“{said}”：这些时段关机，{day:g} − {shown} = 每天 {f.value:g} 小时")
        return


def _listed_breaks(r: _Reader, lo: int, hi: int) -> list[re.Match[str]]:
    """The clock ranges listed one after another between lo and hi (the first list only)."""
    found: list[re.Match[str]] = []
    at = lo
    while (m := _CLOCK.search(r.t, at, hi)) is not None:
        if found and not _LIST_JOIN.fullmatch(r.t, found[-1].end(), m.start()):
            break
        found.append(m)
        at = m.end()
    return found


def _short_gap(m: re.Match[str]) -> float | None:
    """A break's length from its two clock times on the 12-hour dial ("10 to 10:30" is half an hour, "12 to 1" one)."""
    a, b = _clock_hours(m.group("a"), m.group("am"), m.group("ah")), _clock_hours(m.group("b"), m.group("bm"),
                                                                               m.group("bh"))
    if a is None or b is None:
        return None
    gap = (b - a) % 12
    return gap if 0 < gap <= 3 else None


def _clock_hours(hour: str | None, minutes: str | None, half: str | None) -> float | None:
    n = _number(hour) if hour else None
    return None if n is None else n % 12 + int(minutes or 0) / 60 + (0.5 if half else 0)


def _gap_hours(r: _Reader, m: re.Match[str]) -> float | None:
    """The break's length: a clock range's hours, or "between 1 and 2"'s (on the 12-hour dial)."""
    if set(m.re.groupindex) != {"a", "am", "b", "bm"}:
        return _range_hours(r, m)
    start = int(m.group("a")) + int(m.group("am") or 0) / 60
    end = int(m.group("b")) + int(m.group("bm") or 0) / 60
    return (end - start) % 12 or None
