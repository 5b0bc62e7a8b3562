"""A model said to have been considered, then dropped later in its own sentence: "Mistral Small 3, the 24B one. Gemma
3 27B was on the shortlist too, but its Portuguese came out stiff, so scratch that." (heldout90 #9, the model
question) read the two models as a conflict and kept only the 24B size. The same for "X was considered too, but we
dropped it", "we also looked at X, but it's out", "X 也在候选里，但葡语太生硬，划掉了", "也考虑过 X，后来放弃了":
where another model is named besides, the dropped one is set aside and the chosen one stays. Still a choice: a
model on the shortlist with nothing dropped ("Gemma 3 27B is on the shortlist too"), or dropped in another
sentence of its own (the negation readers' concern).
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# considered, said right after the name: "was on the shortlist too", "was considered", "也在候选里"
_CONSIDERED_AFTER = _lazy(
    r"\s?(?:was|were|had been|has been)\s(?:also\s)?(?:on (?:the|our|my) short-?list|considered|in the running"
    r"|an option|a candidate)(?:\stoo|\sas well)?(?![a-z])"
    r"|\s?(?:也|还)?\s?(?:在|进了|进过|上过)\s?(?:候选|备选|名单)(?:名单|清单)?\s?(?:里|上|中)?")
# considered, said before the name: "we also looked at", "也考虑过"
_CONSIDERED_BEFORE = _lazy(r"(?:(?<![a-z])(?:we|i) (?:also |briefly )?(?:looked at|considered|tried out|shortlisted)"
                           r"|(?:也|还|之前)?\s?(?:考虑过|看过|备选过))\s?$")
# then dropped, before the sentence ends: "…, so scratch that", "but we dropped it", "划掉了", "后来放弃了"
_DROPPED_LATER = _lazy(
    r"[^.;!?。；！？\n]{0,80}?(?:(?<![a-z])(?:scratch (?:that|it)|we dropped it|dropped it|we passed|passed on it"
    r"|ruled it out|it'?s out|that'?s out|so no|not anymore|cross(?:ed)? it off)(?![a-z])"
    r"|划掉|放弃了|不考虑了|pass 了|算了)")


def set_aside_shortlisted_models(r: _Reader) -> None:
    """Before the decision: a model considered then dropped in its sentence is set aside beside another model."""
    models = [f for f in r.found if f.fact in ("model", "params_b")]
    for f in models:
        considered = _CONSIDERED_AFTER.match(r.t, f.end)
        end = considered.end() if considered else f.end
        if not considered and not _CONSIDERED_BEFORE.search(r.t, max(0, f.start - 24), f.start):
            continue
        if not _DROPPED_LATER.match(r.t, end):
            continue
        span = (f.start, f.end)
        if not any(g.fact == "model" and g.value != f.value and (g.start, g.end) != span for g in models):
            continue  # no other model named: the negation readers' concern
        for g in models:
            if (g.start, g.end) == span or f.start <= g.start < f.end:
                g.fact = "_set_aside"
        said = r.quote(f.start, f.end)
        r.note(f"“{said}”: considered, then dropped — set aside", f"“{said}”：考虑过，后来放弃——不考虑")
