"""A count taken back by "not X, (but) Y": the later one is the count. Review 114 c2b (a Taoyuan QLoRA):
"更正一下：資料不是1萬2千筆，是12萬筆" read 12,000 samples, the job sized 10× too small; c7b (a Casablanca call
centre): "it's more like 35k hours, not 20k" read no audio at all, so nothing was costed. The same for
"数据不是一万两千条，是十二万条", "not 20k hours but 35k", "35k hours, not 20k".

A count already read as a fact inside the refused X is moved to Y; in a transcription job, "N hours, not M" (or "not M
hours but N") with no fact read is the hours of audio. Not read: "不是 X，是 Y" about something else ("不是 8 卡，是 4
卡" is another reader's cap), nor Y of another unit than X's.
"""

from __future__ import annotations

from advisor_tui.understand.numbers import CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _n, _Reader

# (the text as normalised: "1萬2千" reads "12千", "12萬" "12万")
_NUM = rf"(?:\d[\d,.]*\s?[万千]?|{CN})"
_UNIT_ZH = r"条|筆|笔|个|张|份|篇|段|小时|万字"
_NOT_BUT_ZH = _lazy(rf"不是\s?(?P<a>{_NUM})\s?(?P<u>{_UNIT_ZH})\s?[,，]?\s?(?:而)?是\s?(?P<b>{_NUM})\s?(?P=u)")
_NOT_BUT_EN = _lazy(
    r"(?<![\w.])(?P<b>\d[\d,.]*)\s?(?P<kb>k)?\s(?P<u>hours|samples|examples|rows|tickets|images|clips)\s?,\s?"
    r"not\s(?P<a>\d[\d,.]*)\s?(?P<ka>k)?(?![\w])"
    r"|(?<![a-z])not\s(?P<a2>\d[\d,.]*)\s?(?P<ka2>k)?\s?(?P<u2>hours|samples|examples|rows|tickets|images|clips)?"
    r"\s?,?\s?but\s(?P<b2>\d[\d,.]*)\s?(?P<kb2>k)?(?:\s(?P=u2))?(?![\w])")
_FACT_OF_UNIT = {"hours": "audio_hours", "samples": "samples", "examples": "samples", "rows": "samples",
                 "tickets": "samples", "images": "images", "clips": "videos"}


def _count(r: _Reader, text: str | None, k: str | None) -> float | None:
    value = _n(r, text)
    return None if value is None else value * (1000 if k else 1)


def _zh_count(r: _Reader, text: str) -> float | None:
    text = text.replace(" ", "")
    if text[:1].isdigit():
        scale = {"万": 10_000, "千": 1_000}.get(text[-1], 1)
        try:
            return float(text.rstrip("万千").replace(",", "")) * scale
        except ValueError:
            return None
    return _n(r, text)


def settle_counts_taken_back(r: _Reader) -> None:
    """After the count readers: "不是 X，是 Y" / "Y, not X" — the fact read in X takes Y."""
    for m in _NOT_BUT_ZH.finditer(r.t):
        _move(r, m.start("a"), m.end("u"), m.start("b"), m.end(), _zh_count(r, m.group("b")), None)
    for m in _NOT_BUT_EN.finditer(r.t):
        if m.group("b") is not None:
            a_span, b_span = (m.start("a"), m.end()), (m.start("b"), m.end("u"))
            y, unit = _count(r, m.group("b"), m.group("kb")), m.group("u")
        else:
            a_span, b_span = (m.start("a2"), m.end("a2")), (m.start("b2"), m.end())
            y, unit = _count(r, m.group("b2"), m.group("kb2")), m.group("u2")
        _move(r, *a_span, *b_span, y, _FACT_OF_UNIT.get(unit or ""))


def _move(r: _Reader, a_start: int, a_end: int, b_start: int, b_end: int, y: float | None,
          fact_if_none: str | None) -> None:
    if not y:
        return
    refused = [f for f in r.found if isinstance(f.value, int | float) and not isinstance(f.value, bool)
               and f.start < a_end and a_start < f.end and not f.fact.startswith("_")]
    said = [f for f in r.found if f.start < b_end and b_start < f.end and not f.fact.startswith("_")]
    if refused:
        for f in refused:
            if any(g.fact == f.fact for g in said):
                f.fact = "_taken_back"  # (Y was read as the same fact already)
                continue
            f.value, f.start, f.end = int(y) if isinstance(f.value, int) else float(y), b_start, b_end
        r.note(f"“{r.quote(a_start, b_end)}”: the later count is used ({y:,g})",
               f"“{r.quote(a_start, b_end)}”：按后说的数（{y:,g}）")
        return
    if fact_if_none == "audio_hours" and not said and any(f.fact == "task" and f.value == "transcribe"
                                                          for f in r.found) \
            and not any(f.fact == "audio_hours" for f in r.found):
        r.found.append(_Finding(b_start, b_end, "audio_hours", float(y)))
        r.claim(r.numeric, a_start, a_end)
        r.note(f"“{r.quote(min(a_start, b_start), max(a_end, b_end))}”: {y:,g} hours of audio, the later count",
               f"“{r.quote(min(a_start, b_end), max(a_end, b_end))}”：音频 {y:,g} 小时，按后说的数")
