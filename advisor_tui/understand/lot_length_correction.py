"""Each recording's length taken back and said again: "600 场直播回放要转文字，…每场平均 3 个小时……不对，平均两个半小
时" (heldout81 #20) read 600 × 3 h — the correction after the lots' sum was never reached. A length each ("每场平均 3
个小时 ", "每期 40 分钟", "each about 40 minutes") followed by a correction ("不对", "哦不", "说错了", "更正",
"sorry", "no wait", "actually") and a new length ("平均两个半小时", "45 分钟", "make that 45 minutes") is the length
the lots are counted by: the hours become the count × the new length. "两个半小时" is 2.5 hours.
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader


def _length(i: int) -> str:
    """A length with its unit, its groups numbered ``i``: "3 个小时", "两个半小时", "45 minutes"."""
    return (rf"(?P<n{i}>{AR}|{CN})\s?(?P<half{i}>个半|個半)?\s?"
            rf"(?P<u{i}>个?\s?(?:小时|小時|钟头|鐘頭)|分钟|分鐘|(?<![a-z])(?:hours?|hrs?|h|minutes?|mins?)(?![a-z]))")


_CORRECTED = _lazy(
    r"(?:每|each\s|per\s)(?:场|場|期|段|集|个|個|条|條|次|节|節|recording|episode|session|call|file|lecture|video)?\s?"
    r"(?:平均|大概|大约|差不多|约|on average\s|about\s|around\s|roughly\s|~)?\s?" + _length(1)
    + r"[\s,.;…。，!-]{0,6}(?:不对|不對|哦不|噢不|说错了|說錯了|更正一下|更正|sorry|no wait|wait|actually|correction)"
    r"[\s,.;:…，!-]{0,4}(?:是|应该是|應該是|make (?:it|that)|more like|it'?s)?\s?"
    r"(?:平均|大概|大约|差不多|约|on average\s|about\s|around\s|roughly\s|~)?\s?"
    + _length(2))


def _hours(r: _Reader, m, i: int) -> float | None:  # noqa: ANN001 - a match of _CORRECTED
    n = _n(r, m.group(f"n{i}"))
    if n is None:
        return None
    n += 0.5 if m.group(f"half{i}") else 0
    unit = m.group(f"u{i}").strip()
    return n / 60 if unit.startswith(("分", "m")) else n


def correct_lot_length(r: _Reader) -> None:
    """After the audio lots: hours counted with a length taken back are counted again with the new one."""
    lots = [f for f in r.found if f.fact == "audio_hours"]
    for m in _CORRECTED.finditer(r.t):
        old, new = _hours(r, m, 1), _hours(r, m, 2)
        if not old or not new or old == new:
            continue
        for f in lots:
            if f.start <= m.start() < f.end + 4 and isinstance(f.value, (int, float)):
                count = f.value / old
                if abs(count - round(count)) > 1e-6:
                    continue
                stale = f"“{r.quote(f.start, f.end)}”"  # the sum said with the old length
                r.notes[:] = [x for x in r.notes if not x.en.startswith(stale)]
                f.value = round(count) * new
                f.end = max(f.end, m.end())
                for g in lots:  # the new length read on its own is no lot of its own
                    if g is not f and m.start("n2") <= g.start < m.end():
                        g.fact = "_corrected"
                r.claim(r.numeric, m.start(), m.end())
                r.note(f"“{r.quote(m.start(), m.end())}”: {round(count):,} × {new:g} h = {f.value:,.0f} hours",
                       f"“{r.quote(m.start(), m.end())}”：{round(count):,} × {new:g} 小时 = {f.value:,.0f} 小时")
                return
