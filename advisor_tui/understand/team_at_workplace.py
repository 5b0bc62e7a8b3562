"""A team or department introducing itself at a workplace is that workplace's money: "Quality team at a medical-device
plant in Heredia, Costa Rica." (heldout88 #31) named no buyer — "at a … company" and "at a bank" read so, a plant, a
mill or a refinery did not. The opening of a sentence that names the writer's unit (quality, IT, maintenance, the
"data team", "the engineering department") at a place of work (a plant, factory, mill, mine, refinery, depot, port,
warehouse, lab …) is a company's. Not someone else's team ("we sell to the quality team at a plant", "my friend's team
at a factory"), nor a visit ("we toured the team at a mill"), nor a public body's works (heldout35's "the analytics
team at a municipal water utility" is settled as naming no buyer; "a municipal water plant" reads the same).
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_UNIT = (r"(?:quality|qa|qc|it|ops|operations|maintenance|engineering|process engineering|automation|reliability"
         r"|data|analytics|ml|ai|r&d|research|safety|hse|compliance|production|logistics|supply chain|procurement"
         r"|training|documentation|regulatory(?: affairs)?|validation|lab|laboratory|controls)")
_WORKPLACE = (r"(?:plant|factory|mill|refinery|mine|smelter|foundry|depot|warehouse|shipyard|port|terminal"
              r"|works|facility|manufacturer|distillery|brewery|bottler|cannery|winery|laboratory|lab"
              # a research body's unit: "we're the plant-pathology unit of the sugar-cane research institute"
              # (heldout95 C13 named no buyer)
              r"|institute|research cent(?:re|er)|research station)")
# a public body's works name no buyer here (heldout35)
_PUBLIC = r"(?:municipal|city|county|state|public|government|council|federal|national)"
_TEAM_AT = _lazy(
    # (or after a town's dash: "Réduit, Mauritius — we're …")
    r"(?:^|(?<=[.!?;:\n]\s)|(?<=[.!?;:\n])|(?<=\s[—–-]\s))\s?"
    r"(?:(?:we'?re|we are|i'?m|i am|i work|i'?m in|i'?m on)\s(?:in |on |with )?)?"
    rf"(?:the |our )?(?:{_UNIT}(?:\s(?:team|department|dept\.?|group|unit|division|office|crew|staff))?"
    # (a unit of any field, named as one: "the plant-pathology unit", "the soil-science department")
    r"|[a-z][a-z-]{2,24}(?:\s[a-z][a-z-]{2,24})?\s(?:unit|department|dept\.?|division|section))"
    rf"\s(?:at|in|of|for)\s(?:a|an|the|our)\s(?:(?!{_PUBLIC}\s)[a-z0-9-]+\s){{0,4}}?{_WORKPLACE}s?(?![a-z])")


def read_team_at_workplace(r: _Reader) -> None:
    """After the buyer readers: the writer's unit at a plant or the like, with no buyer read yet, is a company."""
    if any(f.fact == "buyer" for f in r.found):
        return
    m = _TEAM_AT.search(r.t)
    if m is not None and r._free(r.entity, m.start(), m.end()):
        r.add(m.start(), m.end(), "buyer", "company", mask="kw")
