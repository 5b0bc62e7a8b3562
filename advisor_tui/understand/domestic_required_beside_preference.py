"""Domestic chips required and preferred in one message say one thing: "集团要求走信创，尽量用国产算力（昇腾）"
(review 120 C2-1) read 信创 as required (只用国产芯片：是) and still said back "“国产算力”是优先而非必须：
不限定国产芯片" — two lines that contradict. 信创 said as a requirement is domestic chips required (the table's
convention: heldout92 C3 "国企 + 信创 + 政府采购", heldout91 A10), and a 尽量 / 优先 beside it only says how to
meet it; the preference's "not required" note is then replaced by one that agrees. A preference with no
requirement ("尽量用国产算力"), or beside one refused ("信创不强制，尽量用国产算力"), keeps its note. Read after the
negations are settled.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from advisor_tui.understand.result import Note

# compliance.read_compliance's note for a domestic preference: "“国产算力…” is a preference: domestic chips are …"
_PREFERENCE_NOTE = _lazy(r"“(?P<said>[^”]*)…” is a preference: domestic chips are not required")


def agree_domestic_preference(r: _Reader) -> None:
    """After the negations: a preference said beside a domestic requirement is noted as meeting it."""
    required = next((f for f in r.found if f.fact == "domestic_chips" and f.value is True), None)
    if required is None:
        return
    why = r.quote(required.start, required.end)
    for i, n in enumerate(r.notes):
        m = _PREFERENCE_NOTE.match(n.en)
        if m is None:
            continue
        said = m.group("said")
        r.notes[i] = Note(f"“{said}…”: domestic chips are required (“{why}”) — this preference says which to use",
                          f"“{said}”：已按“{why}”限定国产芯片，“尽量”只说明选哪种")
