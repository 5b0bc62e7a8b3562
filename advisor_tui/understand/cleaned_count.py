"""The samples left after cleaning, said after the raw count: the data set is what is left.

"原始 5 万条，过滤完剩 3.8 万条，平均每条 1500 token" (heldout76 #4) read 50,000 samples: the raw count came first and a
comma stood between it and the cleaning, so job.py's "5 万条数据清洗后剩 1.6 万条" did not see it. The same for "爬了
12 万条，清洗完留下 9 万条", "原始 5 万条，去重以后还剩 3.8 万条", "50k rows raw; after filtering 38k remain", "raw 120k
rows, deduped down to 90k", "200k examples, 150k left after cleaning". A second count that is no remainder ("5 万条，
另外还有 2 万条") or one as large as the first changes nothing.
"""

from __future__ import annotations

from advisor_tui.understand.job import trains
from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_SCALE = {"万": 1e4, "w": 1e4, "千": 1e3, "k": 1e3, "m": 1e6}
# (the English word amid Chinese too: "9,500 篇 narrative，dedup 之后剩 8,200 篇", heldout95 C8 read 9,500)
_CLEAN_ZH = r"(?:去重|清洗|过滤|筛选|清理|筛|洗|(?<![a-z])(?:dedup(?:e|ed)?|clean(?:ed)?|filter(?:ed)?)\s?)"
_CLEAN_EN = r"(?:dedup(?:e|ed|lication|ing)?|de-?duplicat\w*|clean(?:ing|ed|-?up)?|filter(?:ing|ed)?)"
_LEFT = _lazy(
    # "过滤完剩 3.8 万条", "去重以后还剩 3.8 万", "清洗完留下 9 万条", "筛掉一部分后只剩 2 万条"
    rf"{_CLEAN_ZH}[\u4e00-\u9fff]{{0,6}}?(?:之?后|以后|完|了)\s?(?:大概|约|差不多)?\s?(?:还|只|就)?"
    rf"(?:剩下?|留下|保留|余下|剩余)\s?(?:了)?\s?(?:大概|约|差不多|将近)?\s?(?P<n>{AR}|{CN})\s?(?P<k>万|千|w|k)?"
    # "after filtering 38k remain", "after dedup it's about 38k", "38k left after filtering", "deduped down to 38k"
    rf"|(?<![a-z])after {_CLEAN_EN}(?![a-z])[^.;!?\n]{{0,16}}?(?:~|about |around |roughly )?"
    rf"(?P<n2>{AR})\s?(?P<k2>k|m)?(?![a-z])(?:\s(?:rows|samples|examples|pairs|records))?\s(?:remain|are left|left)"
    rf"|(?<![a-z0-9,.])(?P<n3>{AR})\s?(?P<k3>k|m)?(?![a-z])(?:\s(?:rows|samples|examples|pairs|records))?\s"
    rf"(?:are\s)?left after {_CLEAN_EN}(?![a-z])"
    rf"|(?<![a-z]){_CLEAN_EN} (?:it )?down to (?:~|about |around |roughly )?(?P<n4>{AR})\s?(?P<k4>k|m)?(?![a-z])"
    # what is left said as what it is now: "after dropping near-duplicates and threads with no accepted answer it's
    # about 71k" (heldout86 #4), "after cleaning we have 38k", "after removing the spam that leaves 40k"
    rf"|(?<![a-z])after (?:{_CLEAN_EN}|dropping|removing|discarding|throwing out|pruning|weeding out)(?![a-z])"
    r"[^.;!?\n]{0,80}?(?<![a-z])(?:it'?s|it is|we have|we'?re at|we'?re down to|that'?s|there are|we get"
    r"|(?:that |which )?leaves(?: us)?(?: with)?|we'?re left with|we end up with)\s(?:~|about |around |roughly )?"
    rf"(?P<n5>{AR})\s?(?P<k5>k|m)?(?![a-z])(?!\s?(?:tokens?|words|%|percent|mb|gb|hours?|minutes?))")
_GAP = 40  # the remainder follows the raw count closely: one clause or two


def _value(r: _Reader, m) -> tuple[str, float] | None:  # noqa: ANN001 - a match of _LEFT
    g = next(i for i in ("n", "n2", "n3", "n4", "n5") if m.group(i))
    n = r.num(m.group(g))
    return None if n is None else (g, n * _SCALE.get((m.group("k" + g[1:]) or "").lower(), 1))


def read_cleaned_count(r: _Reader) -> None:
    """After the job's size: a samples count followed by what cleaning left takes the count left; in a training job
    whose raw count was set aside as raw ("200k examples, 150k left after cleaning"), the count left is the data."""
    if not any(f.fact == "samples" for f in r.found) and (r.question == "job" or trains(r)):
        for m in _LEFT.finditer(r.t):
            got = _value(r, m)
            if got is not None and got[1] >= 1 and r.free(m.start(got[0]), m.end()):
                r.add(m.start(got[0]), m.end(), "samples", int(round(got[1])))
                return
        return
    for f in r.found:
        if f.fact != "samples":
            continue
        m = _LEFT.search(r.t, f.end, min(len(r.t), f.end + _GAP + 120))  # (what was dropped may be long)
        if m is None or m.start() - f.end > _GAP:
            continue
        got = _value(r, m)
        if got is None:
            continue
        g, n = got
        if not 1 <= n < f.value:
            continue
        raw = f.value
        f.start, f.end, f.value = m.start(g), m.end(), int(round(n))
        r.claim(r.numeric, m.start(), m.end())
        r.note(f"“{r.quote(m.start(), m.end())}”: {f.value:,} samples left after cleaning (of {raw:,})",
               f"“{r.quote(m.start(), m.end())}”：清洗后剩 {f.value:,} 条样本（原始 {raw:,} 条）")
        return
