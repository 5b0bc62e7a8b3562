"""A count said again after a correction, with its own unit or none: "大約 3 千張，1024x1024。啊不對，是 3 萬張" (review
117 c10: the images read 3,000 — the correction found no count of pictures to put right, and the 3 万 went
unread), "不对不对，是 3 万张", "about 3,000 images. Sorry, I mean 30,000", "600 clips — scratch that, 1,200 clips",
"12,000 条样本……说错了，是 12 万条". The later count is added as the same fact; settle_corrections_and_hedges then
keeps it (the one said before the mark is the corrected one).

The count must come right after the mark (a "是" / "I mean" / "make that" between) and carry the corrected
count's unit — or, in English, no unit at all before the clause ends. A figure of another kind after the mark
("不对，是 3 万块", "sorry, I mean 2 GPUs") corrects something else and is left to its readers.
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

# the counts a correction may put right, and the units each is said in
_UNITS = {
    "images": r"张|張|幅|(?<![a-z])(?:images?|pictures?|photos?|illustrations?)(?![a-z])",
    "videos": r"条视频|條視頻|段视频|段視頻|个视频|個視頻|支|(?<![a-z])(?:clips?|videos?)(?![a-z])",
    "samples": r"条|條|筆|笔|(?<![a-z])(?:samples?|examples?|rows?)(?![a-z])",
    "audio_hours": r"个?小时|個?小時|钟头|鐘頭|(?<![a-z])(?:hours?|hrs?)(?![a-z])",
}
_MARK = _lazy(r"(?:啊|哦|噢|呃)?\s?(?:不对|不對)(?:\s?[,，]?\s?(?:不对|不對))?"
              r"|说错了|說錯了|打错了|打錯了|更正一下|更正"
              r"|(?<![a-z])(?:sorry,?\s(?:i\s)?mean|sorry|i mean|i meant|scratch that|no wait|wait,?\sno|correction)"
              r"(?![a-z])")
_AGAIN = _lazy(rf"[\s,，:：!！…—–-]{{0,4}}"
               r"(?:是|应该是|應該是|其实是|其實是|(?:i\s)?mean|make (?:it|that)|it'?s|that'?s)?"
               rf"\s?(?:大概|大約|大约|约|約|about|around|~)?\s?(?P<n>{AR}|{CN})\s?(?P<k>k|w|万|萬|千)?\s?(?:多|余|餘|来|來)?")
_CLAUSE_END = _lazy(r"\s?(?:[.,;!?。，；！？\n]|$)")
_REACH = 80  # characters from the count said to the mark that corrects it


def read_counts_corrected(r: _Reader) -> None:
    """After the count readers, before the corrections are settled: the count said again is read."""
    for fact, unit in _UNITS.items():
        said = [f for f in r.found if f.fact == fact]
        if len(said) != 1:
            continue
        first = said[0]
        for mark in _MARK.finditer(r.t, first.end, min(len(r.t), first.end + _REACH)):
            again = _AGAIN.match(r.t, mark.end())
            if again is None or not r.free(again.start("n"), again.end("n")):
                continue
            unit_m = _lazy(rf"\s?(?:{unit})").match(r.t, again.end())
            english_bare = unit_m is None and r.t[again.start("n")].isdigit() and mark.group().isascii() \
                and _CLAUSE_END.match(r.t, again.end())
            if unit_m is None and not english_bare:
                break
            value = _n(r, again.group("n"), {"w": "万", "萬": "万"}.get(again.group("k") or "", again.group("k")))
            if not value or value == first.value:
                break
            end = unit_m.end() if unit_m else again.end()
            r.add(again.start("n"), end, fact, int(value) if isinstance(first.value, int) else float(value))
            break
