"""Training data counted in sentences: "整理了大約 2 萬 3 千句對照，其中 3 千句是重複的，要刪掉，每句 80 token 左右"
(heldout94 C10, a QLoRA for Amis–Mandarin translation) read no samples and no sample length — the readers knew 条, 对
and 篇, not 句. In a training job, sentences (句, 句对, 句子), parallel or not, are the samples ("1.5 万句平行语料",
"3 万个句对"), and "每句 80 token" each one's length; a share thrown away after them is samples_dropped.py's.

Not in a job that trains nothing ("合成 2000 句播报" is speech to make), nor a few sentences ("三句话", fewer than 100),
nor a sentence's length in characters ("每句 30 字"). Read after the training job's own counts, where none was read.
"""

from __future__ import annotations

from advisor_tui.understand.job import trains
from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

_SENTENCES = _lazy(rf"(?P<n>{AR}|{CN})\s?(?P<k>万|千|w|k)?\s?(?:多|来|余)?\s?(?:个)?\s?句(?:对|子)?(?!话)")
_EACH = _lazy(r"(?:平均)?每(?:一)?句(?:话|对|子)?\s?(?:都)?\s?(?:大概|大约|约|平均|差不多|~)?\s?"
              r"(?P<n>\d{1,3}(?:,\d{3})+|\d++(?:\.\d++)?)\s?(?P<k>k)?\s?(?:个)?\s?tokens?(?:\s?左右|\s?上下)?")


def read_sentence_samples(r: _Reader) -> None:
    """After the job's counts: sentences trained on are the samples, "每句 N token" each one's length."""
    if not trains(r):
        return
    if not any(f.fact == "samples" for f in r.found):
        for m in _SENTENCES.finditer(r.t):
            n = _n(r, m.group("n"), m.group("k"))
            if n and n >= 100 and r.free(m.start(), m.end()):
                r.add(m.start(), m.end(), "samples", int(round(n)))
                break
    if any(f.fact == "samples" for f in r.found) and not any(f.fact == "tokens_per_sample" for f in r.found):
        m = _EACH.search(r.t)
        if m is not None and r.free(m.start(), m.end()) and (n := _n(r, m.group("n"), m.group("k"))):
            r.add(m.start(), m.end(), "tokens_per_sample", int(round(n)))
