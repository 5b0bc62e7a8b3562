"""A longer run said to be acceptable is no time of use: "Cheapest. It's a side project and nobody's waiting on it — if
it takes a week instead of a day, fine." (heldout95 A14) read 7 days of use. The week is how slow the job may be, the
price of the cheapest cards, not how long they are rented (the job's size decides that). The same for "if that takes
three days rather than one, no problem", "taking a week instead of a day is fine", "跑一周而不是一天也没关系", "慢点
没事，跑上一个星期也无所谓". A span said to be needed ("we need it for a week", "租一周") is the use; "even if it
takes a week" was usage.py's already.

    read.py calls drop_slower_ok after the durations
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_FINE = (r"(?:that'?s |it'?s |is |would be |'d be )?(?:fine|ok|okay|acceptable|no problem|not a problem|no big deal"
         r"|no worries|whatever|we don'?t mind|i don'?t mind|nobody minds|nobody cares)(?![a-z])")
_SLOWER_OK = _lazy(
    # "if it takes a week instead of a day, fine", "if that takes three days rather than one, no problem"
    r"(?<![a-z])if (?:it|that|this|the (?:job|run|batch|training|render|whole thing)) (?:takes|runs|needs|lasts"
    r"|ends up taking)(?: for)? [^.;!?\n]{1,40}?,?\s?(?:then\s)?" + _FINE +
    # "taking a week instead of a day is fine", "a week rather than a day is ok"
    r"|(?<![a-z])(?:taking |waiting )?(?:an?|one|two|three|four|five|six|seven|\d{1,2}) (?:days?|weeks?|months?)"
    r" (?:instead of|rather than) [^.;!?\n]{1,20}? (?:is |would be )?" + _FINE +
    # "跑一周而不是一天也没关系", "花三天而不是半天也行"
    r"|[^。；;!?\n，,]{0,8}?(?:天|周|星期|礼拜|禮拜|个月|個月)\s?而不是\s?[^。；;!?\n，,]{1,8}?\s?(?:也|都)\s?"
    r"(?:没关系|沒關係|无所谓|無所謂|没事|沒事|不要紧|不要緊|行|可以|ok)"
    # "慢点没事，跑上一个星期也无所谓"
    r"|(?:慢(?:一)?点|慢(?:一)?點|慢些|慢慢来|慢慢來|不急|不赶|不趕)[^。；;!?\n]{0,6}?[，,]?\s?[^。；;!?\n，,]{0,8}?"
    r"(?:天|周|星期|礼拜|禮拜|个月|個月)\s?(?:也|都)\s?(?:没关系|沒關係|无所谓|無所謂|没事|沒事|不要紧|不要緊|行|可以)")


def drop_slower_ok(r: _Reader) -> None:
    """After the durations: a span said to be an acceptable slowness is no days of use."""
    for m in _SLOWER_OK.finditer(r.t):
        for f in r.found:
            if f.fact == "days" and m.start() <= f.start < m.end():
                f.fact = "_slower_ok"
                r.note(f"“{r.quote(m.start(), m.end())}”: how slow the job may be, not how long the cards are rented",
                       f"“{r.quote(m.start(), m.end())}”：说的是任务可以慢多少，不是租用时长")
