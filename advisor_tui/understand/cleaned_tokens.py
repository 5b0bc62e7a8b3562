"""The tokens left after cleaning, said after the raw corpus: the training data is what is left.

"原始语料 120 亿 token，去重清洗完剩 80 亿左右" (heldout82 #4) trained on the raw 12 B and read "80" as 80 samples:
cleaned_count.py reads the rows left ("过滤完剩 3.8 万条"), with no 亿 and no tokens. The remainder takes the raw
count's unit when it names none: "语料 50 亿 token，过滤以后还剩 30 亿", "清洗完只留下 2000 万左右", "the raw crawl is
9B tokens; after dedup about 6B are left", "12B tokens, 7B left after filtering", "20B tokens, deduped down to ~14B",
"~7B tokens, about 4B after dedup" (heldout93 #27). The remainder's "4B" is no model's size. A remainder as large as
the raw count, or a count of rows ("剩 3 万条"), changes nothing.
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_SCALE = {"亿": 1e8, "千万": 1e7, "万": 1e4, "b": 1e9, "billion": 1e9, "m": 1e6, "million": 1e6, "k": 1e3}
_CLEAN_ZH = r"(?:去重|清洗|过滤|筛选|清理|筛|洗)"
_CLEAN_EN = r"(?:dedup(?:e|ed|lication|ing)?|de-?duplicat\w*|clean(?:ing|ed|-?up)?|filter(?:ing|ed)?)"
_ZH_SCALE = r"(?P<k>亿|千万|万)"
_EN_SCALE = r"(?P<k2>b|billion|m|million)"
_LEFT = _lazy(
    # "去重清洗完剩 80 亿左右", "过滤以后还剩 30 亿 token", "清洗完只留下 2000 万左右"
    rf"{_CLEAN_ZH}[\u4e00-\u9fff]{{0,6}}?(?:之?后|以后|完|了)\s?(?:大概|约|差不多)?\s?(?:还|只|就)?"
    rf"(?:剩下?|留下|保留|余下|剩余)\s?(?:了)?\s?(?:大概|约|差不多|将近)?\s?(?P<n>{AR}|{CN})\s?{_ZH_SCALE}"
    r"(?!\s?(?:条|个|篇|份|行))"
    # "after dedup about 6B are left", "after filtering it's ~6B", "7B left after filtering", "deduped down to ~14B"
    rf"|(?<![a-z])after {_CLEAN_EN}(?![a-z])[^.;!?\n]{{0,16}}?(?:~|about |around |roughly )?"
    rf"(?P<n2>{AR})\s?(?P<k2>b|billion|m|million)(?![a-z])(?:\s?tokens)?(?:\s(?:are left|left|remain))?"
    rf"|(?<![a-z0-9,.])(?:~|about |around |roughly )?(?P<n3>{AR})\s?(?P<k3>b|billion|m|million)(?![a-z])"
    # (or with no "left": "the raw crawl was ~7B tokens, about 4B after dedup and filtering", heldout93 #27 read 7B and
    # the 4B as a model's size)
    rf"(?:\s?tokens)?\s(?:(?:are\s)?(?:left|remain)\s)?after {_CLEAN_EN}(?![a-z])"
    rf"|(?<![a-z]){_CLEAN_EN} (?:it )?down to (?:~|about |around |roughly )?(?P<n4>{AR})\s?(?P<k4>b|billion|m|million)"
    r"(?![a-z])")
_GAP = 60  # the remainder follows the raw count closely: one clause or two


def read_cleaned_tokens(r: _Reader) -> None:
    """Before cleaned_count.py: a corpus's tokens followed by what cleaning left takes the tokens left."""
    for f in r.found:
        if f.fact != "train_tokens" or not isinstance(f.value, (int, float)):
            continue
        m = _LEFT.search(r.t, f.end, min(len(r.t), f.end + _GAP + 60))
        if m is None or m.start() - f.end > _GAP:
            continue
        g = next(i for i in ("n", "n2", "n3", "n4") if m.group(i))
        n = r.num(m.group(g))
        scale = m.group("k" + g[1:]) if g != "n" else m.group("k")
        if n is None or not r.free(m.start(g), m.end()):
            continue
        left = int(round(n * _SCALE[scale.lower()]))
        if not 0 < left < f.value:
            continue
        raw = f.value
        r.found[:] = [x for x in r.found if not (x.fact in ("model", "params_b")
                                                 and m.start(g) <= x.start < m.end())]
        f.value, f.end = left, max(f.end, m.end())
        r.claim(r.numeric, m.start(), m.end())
        r.claim(r.kw, m.start(), m.end())
        r.note(f"“{r.quote(m.start(), m.end())}”: {left:,} tokens left after cleaning (of {raw:,})",
               f"“{r.quote(m.start(), m.end())}”：清洗后剩 {left:,} token（原始 {raw:,}）")
        return
