"""Recordings counted with a length in seconds, or counted as "N of them" after their name (heldout75 #4): "Mostly
voicemails — about 3,400 of them at roughly 45 seconds each. Then there are the 12 board meetings from this year,
about two and a half hours apiece" is 3,400 × 45 s + 12 × 2.5 h = 72.5 hours of audio (read as 30: the voicemails'
seconds were no length), "2,000 voice notes, ~30 sec each", "3400 条语音留言，每条 45 秒左右". The lots said after the
first ("then there are", "另外") are added, each read as media reads a lot. Runs before media's own lots.
"""

from __future__ import annotations

import re

from advisor_tui.understand.media import _ANOTHER_LOT, _RECORDINGS, _TRANSCRIBING, _lot_minutes
from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader
from advisor_tui.understand.share_out import share_of_lot

_NOUN_EN = (r"voicemails?|voice notes?|voice messages?|voice memos?|recordings?|calls?|clips?|interviews?|episodes?"
            r"|meetings?|lectures?|sermons?|dictations?|podcasts?|audio files|files|snippets|messages")
_NOUN_ZH = r"语音留言|留言|语音消息|语音条|语音|录音|通话|电话|音频|片段|采访|访谈|会议"
_HEDGE = r"(?:(?:about|around|roughly|approx\.?|approximately|~|on average|averaging|avg\.?)\s?)?"
_LEN_EN = (r"(?:(?P<s>\d{1,4}(?:\.\d)?)\s?(?:seconds?|secs?|s)(?![a-z])"
           r"|(?P<m>\d{1,3}(?:\.\d)?)\s?(?:minutes?|mins?)(?![a-z])"
           r"|(?P<h>\d(?:\.\d{1,2})?)\s?(?:hours?|hrs?)(?![a-z]))")
_EACH_EN = r"\s?(?:each|apiece|a piece|long|on average|per (?:message|call|file|clip|recording|voicemail))(?![a-z])"
# "3,400 voicemails at roughly 45 seconds each", "2,000 voice notes, ~30 sec each"
_LOT_EN = _lazy(
    rf"(?<![\d.,])(?P<n>{AR})\s?(?P<k>k)?\s(?:[a-z-]+\s){{0,2}}?(?:{_NOUN_EN})(?![a-z])"
    rf"(?:\s?(?:,|—|–|-|\()?\s?(?:at|of|averaging|that (?:run|are|last)|running)?\s?){_HEDGE}{_LEN_EN}{_EACH_EN}")
# "voicemails — about 3,400 of them at roughly 45 seconds each"
_LOT_OF_THEM = _lazy(
    rf"(?<![a-z])(?:{_NOUN_EN})\s?(?:—|–|-|:|,)\s?{_HEDGE}(?P<n2>{AR})\s?(?P<k2>k)?\s(?:of them|in all|in total)"
    rf"(?:\s?(?:,|—|–|-|\()?\s?(?:at|of|averaging|each|running)?\s?){_HEDGE}{_LEN_EN}{_EACH_EN}")
_LOT_ZH = _lazy(
    rf"(?P<n>{AR}|{CN})\s?(?P<k>万|千)?\s?(?:多|余)?\s?(?:条|段|通|个)\s?(?:{_NOUN_ZH})\s?[,，]?\s?"
    r"(?:每(?:条|段|通|个)\s?)?(?:平均|大概|大约|约|差不多)?\s?(?P<s>\d{1,4})\s?秒")

# places or people each with so many hours recorded: "14 个调查点，每点约 6 小时录音" (heldout95 P6 read 6 hours),
# "30 位老人，每人约 40 分钟录音", "14 survey sites, about 6 hours of recordings each" — the 每 word the unit's own (点
# of 调查点)
_PER_PLACE_ZH = _lazy(
    rf"(?P<n>{AR}|{CN})\s?(?:个|處|处|位|名|家|所|座)\s?(?P<unit>[\u4e00-\u9fff]{{1,4}}?)\s?[,，、]\s?"
    r"每(?:个|处|位|名|家|所|座)?\s?(?P<each>[\u4e00-\u9fff]{1,3}?)\s?(?:都)?\s?(?:有|录了)?\s?"
    rf"(?:平均|大概|大约|约|差不多)?\s?(?:(?P<h>\d{{1,3}}(?:\.\d)?|{CN})\s?(?:个)?\s?(?:小时|钟头)"
    r"|(?P<m>\d{1,3})\s?分钟)\s?(?:左右|上下)?\s?(?:的)?\s?(?:录音|音频|语音|采访录音|访谈录音)")
_PER_PLACE_EN = _lazy(
    rf"(?<![\d.,])(?P<n>{AR})\s(?:[a-z-]+\s){{0,2}}?(?P<unit>[a-z]{{3,}}s)(?:,\s|\s)(?P<before>each with\s|with\s)?"
    rf"{_HEDGE}(?:(?P<h>\d{{1,3}}(?:\.\d)?)\s?(?:hours?|hrs?)|(?P<m>\d{{1,3}})\s?(?:minutes?|mins?))\sof\s"
    r"(?:[a-z-]+\s)?(?:recordings?|audio|speech|interviews?|tape)(?P<after>\s(?:each|apiece|per\s[a-z]+))?(?![a-z])")


def _read_places_recorded(r: _Reader) -> bool:
    for rx in (_PER_PLACE_ZH, _PER_PLACE_EN):
        for m in rx.finditer(r.t):
            g = m.groupdict()
            if rx is _PER_PLACE_ZH and not g["unit"].endswith(g["each"]) \
                    or rx is _PER_PLACE_EN and not (g["after"] or g["before"] == "each with "):
                continue
            n = _n(r, g["n"], None)
            minutes = float(g["m"]) if g["m"] else (_n(r, g["h"], None) or 0) * 60
            if not n or n < 2 or minutes <= 0 or not r.free(m.start(), m.end()):
                continue
            hours, end, said = n * minutes / 60, m.end(), f"{n:,g} × {_length(minutes)}"
            if (share := share_of_lot(r, end, n, minutes)) is not None:  # "其中 3 个点已人工转写，不用再转"
                hours, end, said = hours - share[0], share[1], f"{said} − {share[0]:,g} h"
            hours = round(hours, 1)
            r.add(m.start(), end, "audio_hours", hours)
            r.claim(r.numeric, m.start(), end)
            r.note(f"“{r.quote(m.start(), end)}”: {said} = {hours:,g} hours of audio",
                   f"“{r.quote(m.start(), end)}”：{said.replace('min', '分钟')} = {hours:,g} 小时音频")
            return True
    return False


def read_audio_lots(r: _Reader) -> None:
    if r.question != "audio" and not _TRANSCRIBING.search(r.t) or any(f.fact == "audio_hours" for f in r.found):
        return
    if _read_places_recorded(r):
        return
    for rx in (_LOT_EN, _LOT_OF_THEM, _LOT_ZH):
        for m in rx.finditer(r.t):
            g = m.groupdict()
            n = _n(r, g.get("n") or g.get("n2"), g.get("k") or g.get("k2"))
            if g.get("s"):
                minutes = float(g["s"]) / 60
            elif g.get("m"):
                minutes = float(g["m"])
            else:
                minutes = float(g["h"]) * 60
            if not n or n < 1 or minutes <= 0 or not r.free(m.start(), m.end()):
                continue
            if not (g.get("s") or g.get("n2")):
                continue  # a count beside its name with minutes or hours: media's own lot
            _add_lots(r, m, n, minutes)
            return


def _add_lots(r: _Reader, m: re.Match[str], n: float, minutes: float) -> None:
    hours, end = n * minutes / 60, m.end()
    lots = [f"{n:,g} × {_length(minutes)}"]
    while _ANOTHER_LOT.search(r.t[end:end + 40]):
        found = next(((rx, x) for rx in (_LOT_EN, _LOT_OF_THEM, _LOT_ZH, _RECORDINGS)
                      if (x := rx.search(r.t, end)) is not None and x.start() - end <= 60
                      and r.free(x.start(), x.end())), None)
        if found is None:
            break
        rx, more = found
        if rx is _RECORDINGS:
            k, each = _lot_minutes(r, more)
        else:
            g = more.groupdict()
            k = _n(r, g.get("n") or g.get("n2"), g.get("k") or g.get("k2")) or 0.0
            each = float(g["s"]) / 60 if g.get("s") else float(g["m"]) if g.get("m") else float(g["h"]) * 60
        if k < 1 or each <= 0:
            break
        hours, end = hours + k * each / 60, more.end()
        lots.append(f"{k:,g} × {_length(each)}")
    hours = round(hours, 1)
    r.add(m.start(), end, "audio_hours", hours)
    r.claim(r.numeric, m.start(), end)
    said = " + ".join(lots)
    r.note(f"“{r.quote(m.start(), end)}”: {said} = {hours:,g} hours of audio",
           f"“{r.quote(m.start(), end)}”：{said.replace('min', '分钟').replace(' s', ' 秒')} = {hours:,g} 小时音频")


def _length(minutes: float) -> str:
    return f"{minutes * 60:g} s" if minutes < 1 or minutes != int(minutes) and minutes < 10 else f"{minutes:g} min"
