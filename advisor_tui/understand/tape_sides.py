"""Recordings with two sides, each side's length said: "老采访磁带一共 210 盘，每盘 A、B 两面，每面 45 分钟左右"
(heldout82 #12) read 210 × 45 minutes, one side a tape. A tape, cassette or record that has N sides, its length said a
side ("每盘两面，每面 45 分钟", "每盒正反两面，一面 30 分钟", "each cassette has two sides of about 45 minutes", "45
minutes a side, both sides"), is N × that length an item; a share taken off the count ("其中 30 盘……不用再转") is
taken off in the same items. Where a whole item's length is said too ("两面一共 90 分钟"), a lot read a side an item
(media.py reads "40 盒磁带 … 每面 30 分钟" as 40 × 30 minutes) takes the whole's length instead (heldout83: the tapes
counted by 盒 and 卷 as by 盘).
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

_ITEM_ZH = r"(?:盘|盒|卷|张|个|套)"
_ITEM_EN = r"(?:tapes?|cassettes?|reels?|records?|discs?|lps?)"
_SIDES = _lazy(
    rf"每{_ITEM_ZH}\s?(?:都(?:有|是)?|有)?\s?(?:(?:a\s?[,/和与]\s?b|正反|ab)\s?)?(?P<n>两|二|三|四|\d)\s?面\s?[,，;]?\s?"
    rf"(?:每面|一面|单面|每一面)\s?(?:都)?\s?(?:大概|大约|约|差不多|平均)?\s?(?P<len>{AR}|{CN})\s?分钟"
    rf"|(?<![a-z])(?:each|every)\s{_ITEM_EN}\s(?:has|have|is)\s(?P<en>two|2|both)\ssides?,?\s(?:each\s)?(?:of\s)?"
    rf"(?:about\s|around\s|roughly\s|~)?(?P<len2>{AR})\s?(?:minutes?|mins?)(?![a-z])"
    rf"|(?<![a-z])(?:about\s|around\s|roughly\s|~)?(?P<len3>{AR})\s?(?:minutes?|mins?)\s(?:a|per|each)\sside,?\s"
    r"(?:both sides|(?P<en3>two|2) sides)(?![a-z])")
_WHOLE_SAID = _lazy(r"^[^.;!?\n。；]{0,12}?(?:两面|双面)?\s?(?:一共|共|总共|合计)"
                    r"|^[^.;!?\n]{0,16}?(?:in total|total|altogether)")
_WORDS = {"两": 2, "二": 2, "三": 3, "四": 4, "two": 2, "both": 2}
_WHOLE_MINUTES = _lazy(rf"^[^.;!?\n。；]{{0,12}}?(?:两面|双面)?\s?(?:一共|共|总共|合计)\s?(?:大概|约)?\s?"
                       rf"(?P<w>{AR}|{CN})\s?分钟")
_COUNT_AT = _lazy(rf"(?P<n>{AR}|{CN})")


def read_tape_sides(r: _Reader) -> None:
    """After the audio lots and their shares: an item's sides, each side's length said, multiply its hours."""
    m = _SIDES.search(r.t)
    if m is None:
        return
    if _WHOLE_SAID.search(r.t[m.end():]):
        _take_the_whole(r, m)
        return
    sides_said = m.group("n") or m.group("en") or m.group("en3") or "2"
    sides = _WORDS.get(sides_said) or int(sides_said)
    side = _n(r, m.group("len") or m.group("len2") or m.group("len3"))
    if not side or sides < 2:
        return
    for f in r.found:
        if f.fact != "audio_hours" or not isinstance(f.value, (int, float)) or not f.start <= m.start() <= f.end + 40:
            continue
        items = f.value * 60 / side
        if abs(items - round(items)) > 1e-6:
            continue  # the hours are not so many sides: read some other way
        f.value = round(f.value * sides, 4)
        f.end = max(f.end, m.end())
        r.claim(r.numeric, m.start(), m.end())
        r.note(f"“{r.quote(m.start(), m.end())}”: {sides} sides of {side:g} minutes an item — {f.value:g} hours in all",
               f"“{r.quote(m.start(), m.end())}”：每件 {sides} 面，每面 {side:g} 分钟——共 {f.value:g} 小时")
        return


def _take_the_whole(r: _Reader, m) -> None:  # noqa: ANN001 - a match of _SIDES
    """The whole item's length said after its sides: a lot read at one side's length an item takes the whole's."""
    whole = _WHOLE_MINUTES.match(r.t[m.end():])
    side = _n(r, m.group("len") or m.group("len2") or m.group("len3"))
    w = _n(r, whole.group("w")) if whole else None
    if not side or not w or w <= side:
        return
    for f in r.found:
        if f.fact != "audio_hours" or not isinstance(f.value, (int, float)) or not f.start <= m.start() <= f.end + 40:
            continue
        count = _COUNT_AT.match(r.t, f.start)
        items = _n(r, count.group("n")) if count else None
        if items and abs(f.value - items * side / 60) < 1e-6:
            f.value = round(items * w / 60, 4)
            r.claim(r.numeric, m.end(), m.end() + whole.end())
        return
