"""A training method weighed and turned down in its own sentence, beside the method chosen: "LoRA, rank 32. We priced a
full fine-tune and it came out six times the cost, so no." (heldout83 #9, under the method question) read a conflict of
LoRA and the full fine-tune and kept neither. A method after a word for weighing it ("we priced", "we costed out", "we
looked into", "we considered", "got a quote for", '全参也算过', '问过全参的价') whose sentence ends by turning it down
("so no", "not worth it", "way too expensive", "out of budget", '太贵了', '算了', '不划算', '放弃了') is set aside where
another method is said. A method weighed and kept ("we priced LoRA and it fits the budget") or the only method said is
left as it is.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_METHODS = ("lora", "qlora", "full-finetune", "pretrain")
_SENTENCE_START = _lazy(r"(?:^|[.!?。！？；;\n])[^.!?。！？；;\n]*$")
_SENTENCE_END = _lazy(r"[^.!?。！？；;\n]*(?:[.!?。！？；;\n]|$)")
_WEIGHED = _lazy(r"(?<![a-z])(?:priced(?: out)?|costed(?: out)?|quoted|looked (?:into|at)|considered|weighed"
                 r"|got (?:a )?quotes? (?:for|on)|ran the numbers on|did the math on|checked)(?![a-z])"
                 r"|算过|算了一下|算了下|核算|估算|估过|问过|问了|询过|比过价|看过|考虑过")
_TURNED_DOWN = _lazy(r"(?<![a-z])(?:so |and |then )?(?:no|nope|nah|not worth it"
                     r"|(?:way |far |much )?too (?:expensive|pricey|much)|out of (?:our |the )?budget|forget it"
                     r"|not an option|ruled (?:it )?out|dropped it|passed"
                     r"|(?:\w+ )?times (?:the|as much|as expensive)[^.!?\n]{0,20}?so no)\s?(?:[.!]|$)"
                     r"|(?:太贵了?|算了|不划算|放弃了?|不考虑了?|pass了?|用不起|不值)\s?[。！!.；;]?$")


def set_aside_priced_methods(r: _Reader) -> None:
    """Before the decision: a method weighed and turned down in its sentence is set aside beside another method."""
    tasks = [f for f in r.found if f.fact == "task" and f.value in _METHODS]
    if len({f.value for f in tasks}) < 2:
        return
    for f in tasks:
        start = _SENTENCE_START.search(r.t, 0, f.start)
        end = _SENTENCE_END.match(r.t, f.end)
        if start is None or end is None or not _WEIGHED.search(r.t, start.start(), end.end()):
            continue  # ('全参也算过，贵了六倍，算了': the weighing said after the method)
        if not _TURNED_DOWN.search(r.t, f.end, end.end()) \
                or any(g is not f and start.start() <= g.start < end.end() for g in tasks):
            continue  # (two methods in one sentence: which one is turned down is not said here)
        if not {g.value for g in tasks if g is not f and g.fact == "task"} - {f.value}:
            continue
        f.fact = "_past_method"
        said = r.quote(f.start, f.end)
        r.note(f"“{said}”: weighed and turned down, not this job's method", f"“{said}”：算过、没选，不是这次的方法")
