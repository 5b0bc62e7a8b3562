"""A form's field with its unit in brackets after its name: "5. 平均每条长度（token）：900", "6. 训练轮数（epoch）：3"
(heldout92 #40, a 腾讯问卷 sheet) read neither — the keyed readers take "训练轮数：3" and "每条 900 token", and the
bracketed unit stood between the name and its colon. The field's name says the fact, its unit confirms it: a
sample's length in tokens ("平均每条长度（token）", "单条样本长度（tokens）") is tokens_per_sample, a context's
("上下文长度（token）") context_tokens, a count of rounds ("训练轮数（epoch）", "训练轮次（轮）") epochs. A field whose
value is no bare figure ("（token）：约 900–1200") or whose unit is another ("平均每条长度（字）") is left alone.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# the field: its name, its unit in brackets, a colon and a bare figure that ends the line or its clause
_FIELD = _lazy(r"(?P<name>[\u4e00-\u9fff]{2,12})\s?\(\s?(?P<unit>tokens?|token\s?数|epochs?|轮|轮次)\s?\)\s?[:：]\s?"
               r"(?:约|大约|大概|~)?\s?(?P<n>\d{1,3}(?:,\d{3})+|\d+)(?![\d.,]|\s?[-–~到至]\s?\d)")
_SAMPLE_LENGTH = _lazy(r"(?:每条|单条|每笔|每个样本|单个样本|样本|平均)[\u4e00-\u9fff]{0,4}?(?:长度|长)")
_CONTEXT = _lazy(r"上下文|最大长度|序列长度")
_ROUNDS = _lazy(r"轮数|轮次|训练轮|遍数")
_RANGE = {"tokens_per_sample": (8, 200_000), "context_tokens": (128, 2_000_000), "epochs": (1, 100)}


def read_field_units(r: _Reader) -> None:
    """Before the job's keyed readers: a form's field named with its unit in brackets, read as the fact it names."""
    if "(" not in r.t:
        return
    for m in _FIELD.finditer(r.t):
        name, unit = m.group("name"), m.group("unit")
        if unit.startswith("token"):
            fact = "tokens_per_sample" if _SAMPLE_LENGTH.search(name) else \
                "context_tokens" if _CONTEXT.search(name) else None
        else:
            fact = "epochs" if _ROUNDS.search(name) else None
        if fact is None or any(f.fact == fact for f in r.found) or not r.free(m.start("n"), m.end("n")):
            continue
        n = int(m.group("n").replace(",", ""))
        low, high = _RANGE[fact]
        if not low <= n <= high:
            continue
        r.add(m.start(), m.end(), fact, float(n) if fact == "epochs" else n)
        r.claim(r.kw, m.start(), m.end())
        r.claim(r.numeric, m.start(), m.end())
