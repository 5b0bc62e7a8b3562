"""Several training methods or models listed as all run — "主要做 Qwen2.5-7B/14B 的 LoRA 和全参微调", "LoRA and full
fine-tuning of Qwen2.5 7B and 14B" — not as a choice between them ("LoRA 还是全参微调？", "Qwen2.5-7B 或 14B 哪个够用",
"qwen3 8b or 14b, not sure"). Both stay conflicts (which one to rent is a real question); the ones listed as all run
are marked ``together``, so a box bought for them all is sized for the most demanding (advisor_tui.shared_box, review
93 c02: a lab's shared server was refused twice, one ambiguity at a time)."""

from __future__ import annotations

import dataclasses
import re

from advisor_tui.understand.reader import _Reader
from advisor_tui.understand.result import Conflict

# between two items of a list: a joining word, nothing that chooses, no sentence break
_JOIN = re.compile(r"/|、|和|与|及|跟|加上|,|，|&|\+|(?<![a-z])(?:and|plus|as well as)(?![a-z])")
_CHOICE = re.compile(r"或|还是|要么|哪|[。；;?？\n]|(?<![a-z])(?:or|vs|versus|either|which)(?![a-z])")
# after the list, in its clause or the next: the person still choosing
_UNDECIDED = re.compile(r"哪个(?!卡|显卡|gpu|服务器|机器)|哪一个|哪种|选哪|还是|没定|没想好|不确定|纠结|二选一"
                        r"|(?<![a-z])(?:which one|which is|whichever|not sure|undecided|haven't decided|either|or|vs)"
                        r"(?![a-z])")
_CLAUSE_END = re.compile(r"[,，。;；!?！？\n]|\.(?!\d)")


def _tail(r: _Reader, at: int) -> str:
    """From ``at`` to the end of the next clause."""
    ends = [m.start() for m in _CLAUSE_END.finditer(r.t, at)]
    return r.t[at:ends[1] if len(ends) > 1 else len(r.t)]


def mark_several_jobs(r: _Reader, conflicts: list[Conflict]) -> None:
    """After deciding: the task and model conflicts whose values were listed as all run, marked ``together``."""
    for i, c in enumerate(conflicts):
        if c.fact not in ("task", "model"):
            continue
        facts = ("task",) if c.fact == "task" else ("model", "params_b")
        found = sorted((f for f in r.found if f.fact in facts and f.value in c.values), key=lambda f: f.start)
        if len({f.value for f in found}) != len(c.values) or len(found) < 2:
            continue
        joined = all(0 <= b.start - a.end <= 12 and _JOIN.search(r.t, a.end, b.start)
                     and not _CHOICE.search(r.t, a.end, b.start) for a, b in zip(found, found[1:]) if b.start > a.end)
        if joined and not _UNDECIDED.search(_tail(r, found[-1].end)):
            conflicts[i] = dataclasses.replace(c, together=True)
