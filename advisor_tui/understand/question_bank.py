"""A bank of problems counted by 道 with no noun after it is a training job's samples: "练小学数学应用题，题库 1 万道，
每道题采样 8 条回答" (heldout82 #30) read no samples — job.py wants "1 万道题". "题库 1 万道", "题目一共 5000 道",
"數學題有兩萬道", "习题大概 3 千道", "应用题 8000 道左右" in a training or RL job are its samples; "1 万道菜" or the
same words in a serving job are not.
"""

from __future__ import annotations

from advisor_tui.understand.job import trains
from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_SCALE = {"万": 1e4, "萬": 1e4, "千": 1e3, "w": 1e4, "k": 1e3}
_BANK = _lazy(
    r"(?:题库|題庫|题目|題目|试题|試題|习题|習題|练习题|練習題|数学题|數學題|应用题|應用題|考题|考題|真题|真題)"
    r"\s?(?:有|共|一共|总共|總共|大概|大约|大約|约|約|差不多)?\s?(?:有)?\s?"
    rf"(?P<n>{AR}|{CN})\s?(?:多)?\s?(?P<k>万|萬|千|w|k)?\s?道(?![\u4e00-\u9fff]?(?:菜|门|門|工序|关卡))")


def read_question_bank(r: _Reader) -> None:
    """Beside the job's size: in a training or RL job with no samples read, the bank's count is the samples."""
    if any(f.fact == "samples" for f in r.found) or not trains(r):
        return
    for m in _BANK.finditer(r.t):
        if not r.free(m.start("n"), m.end()):
            continue
        n = r.num(m.group("n"))
        n = n * _SCALE.get((m.group("k") or "").lower(), 1) if n else n
        if n and n >= 10:
            r.add(m.start("n"), m.end(), "samples", int(round(n)))
            return
