"""Text pairs counted by 对 in a training job are its samples: "LoRA 微調 Qwen2.5 14B…平行語料大約 6 萬對句子，每對 120
token 左右" (heldout88 #23) read the length and no count. job.py reads "2 万对" with nothing after, or with 偏好数据 /
样本 after, and image_pairs.py 图文对; sentence pairs, question–answer pairs, parallel text and instruction pairs
named after 对 ("6 万对句子", "5 万对问答", "3 万对中英平行语料", "8000 对指令数据") are the data set's size the
same way.

Only in a job that trains: "每天 6 万对句子要翻译" is a load, not samples; a count under a hundred ("两对句子") is an
example, not a data set.
"""

from __future__ import annotations

from advisor_tui.understand.job import trains
from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

_PAIRS = _lazy(rf"(?<!\d,)(?<![\d.])(?P<n>{AR}|{CN})\s?(?P<k>万|千|k|w)?\s?对\s?[\u4e00-\u9fff]{{0,4}}?"
               r"(?:句子|句对|问答|平行语料|语料|译文|翻译|文本|指令|(?<![a-z])qa(?![a-z])|q&a)")
_PER_DAY = _lazy(r"(?:每天|每日|一天|每周|每月|一个月)\s?$")


def read_text_pairs(r: _Reader) -> None:
    """After the samples readers: text pairs counted by 对, in a training job with no samples read, are its samples."""
    if any(f.fact == "samples" for f in r.found) or not trains(r):
        return
    for m in _PAIRS.finditer(r.t):
        n = _n(r, m.group("n"), m.group("k"))
        if not n or n < 100 or _PER_DAY.search(r.t, max(0, m.start() - 6), m.start()) \
                or not r.free(m.start(), m.end()):
            continue
        r.add(m.start(), m.end(), "samples", int(round(n)))
        r.note(f"“{r.quote(m.start(), m.end())}”: the training data's {int(round(n)):,} pairs, each a sample",
               f"“{r.quote(m.start(), m.end())}”：训练数据 {int(round(n)):,} 对，每对一条样本")
        return
