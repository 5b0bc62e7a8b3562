"""A person who writes for the organisation they work in: its money pays. "Maseru, Lesotho. I do the IT for a wool and
mohair growers' association." and "I'm with the fisheries ministry in Honiara" (heldout91 #27, #31) named no buyer: the
readers know "we're an association" and "the ministry's IT unit", not the person's own place in it. Read: "I do the IT
for a …association", "I handle the tech for our co-op", "I'm with the fisheries ministry", "I work for the water
board", "I run IT at a logistics firm". Not an organisation: "I do the IT for fun", "I'm with my brother on this",
"I work for myself", nor a place one is at ("I'm at the hospital with my kid").

    read_work_for_org(r)  # after the buyer readers, beside read_business_kind
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_ORG = (r"association|society|co-?op|cooperative|union|federation|council|ministry|department|dept|agency|authority"
        r"|bureau|board|commission|directorate|municipality|county|city council|government|institute|foundation"
        r"|trust|charity|nonprofit|non-profit|ngo|company|firm|business|bank|hospital|clinic|school|university"
        r"|college|estate|mill|mine|plant|factory|utility|provider|operator|cooperative|club|church|museum|library"
        r"|archive|newspaper|broadcaster|station|label|hotel|resort|port|airline|group")
_ROLE = (r"(?:do|run|handle|manage|look after|take care of) (?:the |all the )?(?:it|tech|ict|systems|computers"
         r"|data|digital stuff)(?: side)? (?:for|at)"
         r"|(?:i'?m|i am) with|work (?:for|at|in)|(?:i'?m|i am) (?:the )?(?:it|ict|tech|data) (?:guy|person|lead|"
         r"manager|officer|admin) (?:for|at)")
_WORK_FOR = _lazy(rf"(?<![a-z])i (?:{_ROLE})\s(?:a|an|the|our)\s(?:[a-z'&-]+\s){{0,5}}?(?:{_ORG})(?![a-z])"
                  rf"|(?<![a-z])(?:i'?m|i am)\swith\s(?:a|an|the|our)\s(?:[a-z'&-]+\s){{0,5}}?(?:{_ORG})(?![a-z])")


def read_work_for_org(r: _Reader) -> None:
    """After the buyer readers: the person's own organisation, with no buyer read yet, is the company that pays."""
    if any(f.fact == "buyer" for f in r.found):
        return
    for m in _WORK_FOR.finditer(r.t):
        if r._free(r.entity, m.start(), m.end()):
            r.add(m.start(), m.end(), "buyer", "company", mask="kw")
            return
