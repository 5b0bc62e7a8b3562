"""A one-off job's time said again with "still": "Change of plans: the director wants 10-second clips, not 5, and 720p,
still 300 clips with Wan2.1 14B, still 3 days." (review 107) read 3 days of GPU use; in a follow-up that restates a job
of its own size (clips, pictures, hours of audio, a training set), the time kept from before is the deadline it was
given: "still 3 days" is within 72 hours, as "still within 3 days" already read. The same for "still a week",
'还是 3 天', '仍然 3 天内', '照样两周'. A schedule ("still 3 days a week", '还是每周 3 天') and a service's time (no job
of its own size) stay days of use.

    read_still_days(r)  # after the duration and deadline readers
"""

from __future__ import annotations

from advisor_tui.understand.numbers import CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "ten": 10, "a": 1}
_STILL = _lazy(
    r"(?<![a-z])(?:still|again)\s(?:within\s|in\s|under\s|about\s)?(?P<n>\d{1,3}|one|two|three|four|five|six|seven"
    r"|ten|a)\s(?P<u>days?|weeks?)(?![a-z])(?!\s(?:a|per|each|every)\s(?:week|month|year)(?![a-z]))(?!\s?/)"
    rf"|(?:还是|仍然|仍是|依然|依旧|照样|照旧)\s?(?:在|是)?\s?(?P<n2>\d{{1,3}}|{CN})\s?(?:个)?\s?(?P<u2>天|周|星期|礼拜)"
    r"(?:之内|以内|内)?(?!\s?(?:一次|一趟|/|每))")
# a job of its own size: what was counted to make, hear or train on
_ONE_OFF = ("videos", "images", "audio_hours", "generate_tokens", "samples", "train_tokens", "epochs")
_SCHEDULE_BEFORE = _lazy(r"(?:每周|每星期|每个星期|一周|a week|per week|每月|一个月)\s?$")


def read_still_days(r: _Reader) -> None:
    """After the duration and deadline readers: "still N days" in a one-off job is its deadline."""
    if not any(f.fact in _ONE_OFF for f in r.found) or any(f.fact == "deadline" for f in r.found):
        return
    for m in _STILL.finditer(r.t):
        if _SCHEDULE_BEFORE.search(r.t, max(0, m.start() - 8), m.start()):
            continue
        said = m.group("n") or m.group("n2")
        n = _WORDS.get(said) or r.num(said)
        if not n:
            continue
        unit = m.group("u") or m.group("u2")
        hours = n * (168 if unit.startswith(("week", "周", "星期", "礼拜")) else 24)
        days = [f for f in r.found if f.fact == "days" and m.start() <= f.start < m.end()]
        if not days and not r.free(m.start(), m.end()):
            continue
        for f in days:
            f.fact = "_dropped"
        r.add(m.start(), m.end(), "deadline", float(hours))
        quoted = r.quote(m.start(), m.end())
        r.note(f"“{quoted}”: the job's time kept from before, a deadline of {hours:g} h",
               f"“{quoted}”：沿用之前的期限，{hours:g} 小时内完成")
        return
