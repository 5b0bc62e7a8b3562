"""Spot refused by the work it makes: "dont want to babysit spot instances" (review 123 C3: read as "spot is fine: yes",
and a production chat app was put on a Vast.ai spot box). The negation reader looks a few words back from "spot" for a
"not", and a verb of looking after it ("babysit", "deal with", "盯着", "处理") pushes the "don't" out of its reach. Not
wanting to look after spot machines — or having no time or people to — is refusing them: "don't want to babysit spot
instances", "no time to babysit preemptible boxes", "we can't deal with spot interruptions", "tired of babysitting spot
nodes", "不想天天盯着抢占式实例", "不想处理竞价实例被回收", "没人手盯竞价实例", "懒得折腾抢占式" set ``interruptible``
false.

Said the other way ("we don't mind spot instances", "don't mind babysitting spot", "不介意抢占式") it is a yes — the
negation reader had turned the "don't" of "don't mind" into a no. Neighbours read as before: "happy to babysit spot
instances", "spot is fine, we can babysit it" (yes), "no spot" (no).

Both findings carry their own negation (``generic="refusal"``), so the negation reader does not turn them again."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_SPOT_EN = (r"(?:spot|preemptible|pre-emptible|preemptable|interruptible)(?:\s(?:instances?|gpus?|vms?|boxes|box|nodes?"
            r"|machines?|capacity|pricing|market|interruptions?|reclaims?|evictions?))?(?![a-z])")
_SPOT_ZH = r"(?:抢占式|可抢占|竞价|可中断|spot|preemptible)(?:实例|机器|gpu|卡|云主机)?"
_HASSLE_EN = (r"(?:babysit(?:ting)?|deal(?:ing)? with|handl(?:e|ing)|manag(?:e|ing)|worry(?:ing)? about|bother(?:ing)?"
              r" with|mess(?:ing)? (?:around )?with|fiddl(?:e|ing) (?:around )?with|wrangl(?:e|ing)|juggl(?:e|ing)"
              r"|nurs(?:e|ing)|watch(?:ing)?|monitor(?:ing)?|restart(?:ing)?|put(?:ting)? up with"
              r"|fight(?:ing)?(?: with)?|cop(?:e|ing) with|think(?:ing)? about|gambl(?:e|ing) on|rely(?:ing)? on"
              r"|depend(?:ing)? on|be on|run(?:ning)? on|hand-?hold(?:ing)?)")
# the refusal before the verb: "don't want to", "no time to", "can't afford to", "nobody here has time to"
_NOT_EN = (r"(?:don'?t|do not|won'?t|will not|wouldn'?t|would rather not|(?:i|we)'?d rather not|rather not"
           r"|not (?:going|willing|about|able) to|refuse to|can'?t|cannot|can not|never want to|hate to"
           r"|(?:have |has )?no (?:time|bandwidth|capacity|one|people|staff|ops(?: team)?|appetite|desire|interest"
           r"|energy)(?: (?:left|here|on the team))?(?: to| for)?"
           r"|(?:nobody|no one)(?: [a-z]+){0,3}? (?:can|will|wants to|has time to|is going to)"
           r"|(?:hate|tired of|sick of|fed up with|done with|had enough of))")
_WORDS = r"(?:\s(?:[a-z']+))"
_NOT_MIND = r"(?!\s(?:really\s)?mind(?![a-z]))"  # ("don't mind babysitting spot": a yes, below)
_REFUSED_EN = _lazy(rf"(?<![a-z]){_NOT_EN}{_NOT_MIND}{_WORDS}{{0,4}}?\s{_HASSLE_EN}"
                    rf"(?:\s(?:the|a|any|some|our|with|all|those|these))*\s{_SPOT_EN}"
                    # "tired of spot interruptions", "sick of preemptible boxes": the machines themselves
                    rf"|(?<![a-z])(?:tired of|sick of|fed up with|done with|had enough of)\s{_SPOT_EN}")
_NOT_ZH = r"(?:不想|不愿意?|懒得|没时间|没空|没精力|没人手?|没人力|没工夫|受不了|不希望|不打算|没法|没办法)"
_HASSLE_ZH = r"(?:盯着?|看着|守着|照看|伺候|处理|管|折腾|应付|操心|重启|重跑)"
_REFUSED_ZH = _lazy(rf"{_NOT_ZH}[^,，。;；!！?？\n]{{0,6}}?{_HASSLE_ZH}[^,，。;；!！?？\n]{{0,6}}?{_SPOT_ZH}")
# ... or minded not at all: "we don't mind spot", "don't mind babysitting spot instances", "不介意抢占式"
_ACCEPTED = _lazy(rf"(?<![a-z])(?:don'?t|do not|wouldn'?t|won'?t|would not) mind(?:{_WORDS}{{0,2}}?\s{_HASSLE_EN})?"
                  rf"(?:\s(?:the|a|any|some|using|being on|running on))*\s{_SPOT_EN}"
                  rf"|不介意[^,，。;；!！?？\n]{{0,6}}?{_SPOT_ZH}")


def read_spot_hassle(r: _Reader) -> None:
    """Before the keywords: spot refused by the looking-after it needs is no spot; minded not at all, it is."""
    for rx, value in ((_REFUSED_EN, False), (_REFUSED_ZH, False), (_ACCEPTED, True)):
        for m in rx.finditer(r.t):
            if r.free(m.start(), m.end(), keyword=True):
                r.add(m.start(), m.end(), "interruptible", value, mask="kw", generic="refusal")
                return
