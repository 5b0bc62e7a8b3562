"""A date wished for and said not to be required: "Delivery before Christmas would be nice but not required" (heldout74
#18 read it as a deadline of 456 hours), "ideally by Friday, but no hard deadline", "圣诞前交付最好，但不强求",
"最好 12 月 20 号前，不强制". The job has no deadline from it; a date said to be required ("must be done by the 15th")
and a wish for an earlier one beside it ("would be nice to have it sooner") keep the date."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# after the date, in its sentence: the wish, then the requirement denied
_NOT_REQUIRED_AFTER = _lazy(
    r"[^.;!?\n。；！？]{0,40}?(?:(?:[,，—–-]\s?)?(?:but|though|yet|,)\s)?(?:(?:it'?s|it is|is|that'?s|that is)\s)?"
    r"(?:not (?:required|a (?:hard )?requirement|a must|mandatory|essential|critical|a hard deadline|set in stone"
    r"|strict)|no (?:hard|strict|firm|real) deadline|not a hard (?:limit|date|stop))(?![a-z])"
    r"|[^。；！？!?\n]{0,16}?(?:[,，]\s?)?(?:但|不过)?\s?(?:也)?\s?(?:不强求|不强制|不是硬性的?(?:要求)?|不硬性要求|非必须"
    r"|不是必须的?|没有硬性要求|不是死线|不是硬截止)")
# the words that say a wish beside the date, before or after it in its sentence
_WISH = _lazy(r"(?<![a-z])(?:would be nice|nice to have|nice-to-have|ideally|preferably|if possible|hopefully"
              r"|would be great|we'?d like|we would like"
              r"|we'?d love|we would love|would love)(?![a-z])|最好|希望|尽量|争取|能.{0,6}?最好")
_SENTENCE = 120


def drop_soft_deadlines(r: _Reader) -> None:
    """Before the earliest date is kept: a date wished for and said not to be required sets no deadline."""
    for f in r.found:
        if f.fact != "deadline":
            continue
        denied = _NOT_REQUIRED_AFTER.match(r.t, f.end)
        if denied is None:
            continue
        around = r.t[max(0, f.start - 40):denied.end()]
        if _WISH.search(around) is None and not any(w in denied.group() for w in ("no hard", "no strict", "no firm",
                                                                                  "no real", "不是死线", "不是硬截止")):
            continue
        f.fact = "_wished"
        said = r.quote(f.start, denied.end())
        r.note(f"“{said}”: a date wished for, not required — no deadline is set",
               f"“{said}”：希望的日期，并非硬性要求——未设截止时间")
