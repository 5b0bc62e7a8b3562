"""Items counted by a counter word, with each one's length said later by the same counter: the samples.

"想拿以前写的 1.6 万份权利要求书做 LoRA，模型选 Qwen3 14B，每份平均 1500 token 左右" (heldout80 #16) read the tokens
per sample but no samples: job.py takes "1.6 万份…" only when "每份" follows at once. The counter said again
(每份 after 份, 每篇 after 篇) ties the count to the length however far apart they are in the message:
"3000 篇论文摘要拿来微调 Qwen3 8B，跑 3 轮，每篇 800 token". Only in a training job with no samples read; a count
with another counter ("1.6 万份…每条 1500 token") is left to the other readers.
"""

from __future__ import annotations

from advisor_tui.understand.job import trains
from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_SCALE = {"万": 1e4, "千": 1e3, "w": 1e4, "k": 1e3}
_COUNT = _lazy(rf"(?P<n>{AR}|{CN})\s?(?:多)?\s?(?P<k>万|千|w|k)?\s?(?P<c>份|篇|道|段|首|则)"
               r"(?![\u4e00-\u9fff]?(?:钟|时|天))")
_EACH = _lazy(r"每\s?(?P<c>份|篇|道|段|首|则)")
_CLAUSE_END = _lazy(r"[,，。;；:：\n]")
_REACH = 120  # the length follows within a few clauses


def read_counted_items(r: _Reader) -> None:
    """After the job's size: in a training job with its tokens per sample said by "每<counter>" and no samples, an
    earlier count with that counter is the samples."""
    if any(f.fact == "samples" for f in r.found) or not (trains(r) or r.question == "job"):
        return
    per = next((f for f in r.found if f.fact == "tokens_per_sample"), None)
    if per is None:
        return
    # (what each holds may stand between: "每首连注释大概 300 token", heldout89 #40)
    each = next((e for e in _EACH.finditer(r.t, max(0, per.start - 24), per.end)
                 if not _CLAUSE_END.search(r.t, e.end(), per.start)), None)
    if each is None:
        return
    for m in _COUNT.finditer(r.t, max(0, each.start() - _REACH), each.start()):
        if m.group("c") != each.group("c") or not r.free(m.start(), m.end()):
            continue
        n = r.num(m.group("n"))
        n = n * _SCALE.get((m.group("k") or "").lower(), 1) if n else n
        if not n or n < 10:
            continue
        r.add(m.start(), m.end(), "samples", int(round(n)))
        r.note(f"“{r.quote(m.start(), m.end())}” … “{r.quote(each.start(), per.end)}”: {int(n):,} samples",
               f"“{r.quote(m.start(), m.end())}” … “{r.quote(each.start(), per.end)}”：{int(n):,} 条样本")
        return
