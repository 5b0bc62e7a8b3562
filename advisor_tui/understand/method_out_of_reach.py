"""A method set aside as out of reach, beside the one chosen: "QLoRA, rank 64 — hmm, no, 32 is plenty for our data.
Full fine-tuning isn't in the budget, and plain 16-bit LoRA didn't fit on anything we can rent cheaply." (heldout90
#11, the method question) read a full fine-tune in 16-bit on rented machines — the two methods named only to be set
aside, and the words of their clause (the 16-bit, the renting they could not do) taken for the job's. The same for
"full fine-tuning is out of budget", "LoRA wouldn't fit in 24 GB", "全参不在预算内", "LoRA 显存装不下": where another
method is named and not set aside, the refused one goes, and with it the width and the way said in its clause.
Still the job's: the method with nothing out of reach said after it, or a method refused with no other named.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_METHODS = ("lora", "qlora", "full-finetune")
# the methods by their words (one may already be dropped by its own "didn't"): "plain 16-bit LoRA", "全参"
_METHOD_WORDS = _lazy(r"(?<![a-z])(?:q?lora|full[- ]fine-?tun(?:e|ing)|full[- ]ft|full[- ]parameter(?: fine-?tuning)?)"
                      r"(?![a-z])|全参(?:数)?(?:微调)?|全量微调|q?lora")
# out of reach, right after the method's name: "isn't in the budget", "didn't fit on anything we can rent"
_OUT_OF_REACH = _lazy(
    r"\s(?:(?:is|was)\s?n'?t|is not|was not) (?:in|within) (?:the |our )?budget"
    r"|\s(?:is|was|'s) (?:out of|over|beyond|outside) (?:the |our )?budget"
    r"|\s(?:did|does|would|will|could|can)\s?(?:n'?t|not) fit(?:\s(?:on|in|into)\s[^.;!?\n]{0,60})?"
    r"|\s?(?:不在预算(?:内|里|之内)|超(?:出)?预算了?|预算不够|(?:显存)?(?:装不下|放不下|跑不下|塞不下))")

def _clause_start(t: str, at: int) -> int:
    i = at
    while i > 0 and t[i - 1] not in ",;.!?\n—–，；。！？":
        i -= 1
    return i


def set_aside_methods_out_of_reach(r: _Reader) -> None:
    """Before the decision: a method said to be out of budget or not to fit is set aside beside another method."""
    for w in _METHOD_WORDS.finditer(r.t):
        m = _OUT_OF_REACH.match(r.t, w.end())
        if m is None:
            continue
        start, end = _clause_start(r.t, w.start()), m.end()
        others = [f for f in r.found if f.fact in ("task", "_corrected") and f.value in _METHODS
                  and not start <= f.start < end]
        if not others:
            continue  # no other method named: the negation readers' concern
        for g in r.found:
            if start <= g.start and g.end <= end and (g.fact == "task" and g.value in _METHODS
                                                      or g.fact in ("precision", "procure")):
                g.fact = "_set_aside"
        if not any(f.fact == "task" for f in others):
            # ("QLoRA, rank 64 — hmm, no, 32 …": the "no" corrected the rank, not the method a refused one replaced)
            max(others, key=lambda f: f.start).fact = "task"
        r.unresolved = [u for u in r.unresolved if not (u.kind == "budget" and start <= u.start < end)]
        said = r.quote(w.start(), end)
        r.note(f"“{said}”: out of reach — set aside", f"“{said}”：做不到——不考虑")
