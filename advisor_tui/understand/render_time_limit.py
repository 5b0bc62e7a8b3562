"""How long a clip may take to make is no clip's length: "Each clip must render in 40 seconds".

A leftover row: "Each clip must render in 40 seconds" read clip_seconds 40 — a confident wrong fact: 40 seconds is the
time each clip may take to render or generate, not how long it plays. The family: a making verb then "in / within /
under / in less than" the seconds ("must render in 40 seconds", "has to be generated within 40 s", "should take under
a minute"), and in Chinese the seconds as the limit of the making ("要在 40 秒内渲染完", "生成不能超过 40 秒", "40
秒内出一条"). The seconds are claimed and no clip length is read (the reader has no time-per-clip fact for media
jobs); a length said as one ("Each clip is 40 seconds long", "每段 40 秒的视频", "40-second clips") is still read.
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN, EN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_MAKE_EN = (r"(?:render(?:ed|s|ing)?|generat(?:e|ed|es|ing)|produc(?:e|ed|es|ing)|(?:be )?(?:done|ready|finished)"
            r"|process(?:ed)?|take|takes|finish|complete(?:d)?)")
_LIMIT_EN = _lazy(rf"(?<![a-z]){_MAKE_EN}\s(?:in|within|under|in under|in less than|inside|at most|no more than)"
                  rf"\s(?:about\s|around\s|~)?(?:(?P<n>{AR})\s?(?:seconds?|secs?|s)(?![a-z0-9])"
                  rf"|(?P<w>{EN})\s(?:seconds?|secs?)(?![a-z]))")
_MAKE_ZH = r"(?:渲染|生成|出图|出片|出|跑|处理|做)"
_LIMIT_ZH = _lazy(rf"(?:在|于)?\s?(?P<n>{AR}|{CN})\s?(?:秒钟?|s)\s?(?:内|以内|之内)\s?(?:要|得|必须)?\s?{_MAKE_ZH}"
                  rf"|{_MAKE_ZH}(?:一条|一段|一个|每条|每段|每个)?\s?(?:时间)?\s?(?:不能|不要|不得|别|最好不要)?\s?"
                  rf"(?:超过|多于|超出|大于)\s?(?P<n2>{AR}|{CN})\s?(?:秒钟?|s)")


def claim_render_time_limits(r: _Reader) -> None:
    """Before the video reader: the seconds a clip may take to make are claimed, never its length."""
    for rx in (_LIMIT_EN, _LIMIT_ZH):
        for m in rx.finditer(r.t):
            if r.free(m.start(), m.end()):
                r.claim(r.numeric, m.start(), m.end())
                said = r.quote(m.start(), m.end())
                r.note(f"“{said}”: how long each clip may take to make, not how long it plays — no clip length read",
                       f"“{said}”：这是每条的生成/渲染时限，不是视频时长——未按时长理解")
