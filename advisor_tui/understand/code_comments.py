"""A sentence in a code comment wrapped over lines (heldout75 #17, an Airflow DAG): "# The prompt per listing (raw
seller text\n# + style guide) is ~700 tokens." reads as one sentence — the line break and the next line's comment
marker become spaces (the text keeps its length, so quotes stay where they were). Only where the line before is a
comment too and plainly runs on: it ends with a comma or leaves a bracket open, or the next line opens with a word
that joins ("+", "and", "i.e.", "which", "to" …). Notes one a line ("-- spot_ok TRUE because …") stay apart."""

from __future__ import annotations

import re

_WRAPPED = re.compile(r"(?m)^(?P<lead>[ \t]*(?:#|//|--)[ \t]?)(?P<text>[^\n]*[^\s.!?:;。！？：；#/-])[ \t]*"
                      r"(?P<brk>\n[ \t]*(?:#|//|--))(?=[ \t]+[^\s#/-])")


_JOINS = re.compile(r"[ \t]+(?:\+|&|\(|(?:and|or|i\.e\.|e\.g\.|which|that|so|then|to|of|with|for|in|on|into"
                    r"|from|but|plus)(?![\w]))", re.I)


def _runs_on(prev: str, t: str, at: int) -> bool:
    return prev.endswith(",") or prev.count("(") > prev.count(")") or bool(_JOINS.match(t, at))


def join_wrapped_comments(t: str) -> str:
    if "\n" not in t:
        return t
    out, last = [], 0
    pos = 0
    while (m := _WRAPPED.search(t, pos)) is not None:
        if not _runs_on(m.group("text"), t, m.end("brk")):
            pos = m.end("brk") - len(m.group("brk")) + 1
            continue
        out.append(t[last:m.start("brk")])
        out.append(" " * len(m.group("brk")))
        last = m.end("brk")
        pos = m.end("brk") - len(m.group("brk")) + 1  # the next line may wrap on too
    out.append(t[last:])
    return "".join(out)
