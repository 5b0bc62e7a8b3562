"""Samples counted in thousands said in words (review 103 c09): "QLoRA fine-tuning Llama 3.2 3B on small datasets (few
thousand examples, 1k tokens each)" was echoed "Training samples: 1,000 (from 'thousand examples')" — the number
word alone. "A few / several / some / many thousand examples" is vague, as '数据几千条，没数过' is (heldout9): the
samples are asked about, never 1,000. A count said with it is read whole: "a couple (of) thousand examples" 2,000
(as heldout78's "a couple thousand chats a day" reads), "3 thousand examples" 3,000, "five hundred pairs" 500.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_ROWS = (r"(?:(?!thousand|hundred|million|billion)[a-z&-]+\s){0,2}?"
         r"(?:examples|samples|rows|pairs|records|conversations|dialogues|instructions"
         r"|transcripts|documents|tickets|q&a pairs)(?![a-z])")
_VAGUE = _lazy(r"(?<![a-z])(?:a\s)?(?:few|several|some|many|a good few|multiple)\s(?:tens of\s)?(?:thousand|hundred)\s"
               r"(?:of\s)?" + _ROWS)
_WORDS = {"a couple": 2, "couple": 2, "a couple of": 2, "couple of": 2, "two": 2, "three": 3, "four": 4, "five": 5,
          "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
# (never a part of a bigger number: "two hundred thousand samples", "Forty-eight thousand instruction pairs")
_COUNTED = _lazy(r"(?<![a-z\d.,-])(?P<n>\d{1,3}(?:\.\d+)?|a couple of|a couple|couple of|couple|two|three|four|five|six"
                 r"|seven|eight|nine|ten)\s(?P<s>thousand|hundred)\s" + _ROWS)


def read_thousands_said(r: _Reader) -> None:
    """Before the job's size readers: vague thousands asked about, counted ones read whole."""
    for m in _VAGUE.finditer(r.t):
        if r.free(m.start(), m.end()):
            r.unplaced("samples", m.start(), m.end(),
                       f"“{r.quote(m.start(), m.end())}”: about how many samples?",
                       f"“{r.quote(m.start(), m.end())}”：大约多少条样本？")
            r.claim(r.numeric, m.start(), m.end())
    for m in _COUNTED.finditer(r.t):
        if not r.free(m.start(), m.end()):
            continue
        said = m.group("n")
        n = float(said) if said[0].isdigit() else _WORDS[said]
        total = int(round(n * (1000 if m.group("s") == "thousand" else 100)))
        r.add(m.start(), m.end(), "samples", total)
        r.claim(r.numeric, m.start(), m.end())
