"""Sellers allowed said by their kind first, then named: "the university finance office cannot pay peer-to-peer
marketplaces like Vast.ai - only a proper cloud with an invoice (AWS, Google Cloud or Lambda)" (review 109 C7-1: no
seller restriction was read and the pick rented at Vast.ai). The same with "only big clouds like AWS or Azure",
"must be a hyperscaler such as AWS or GCP", "只能用大厂的云，比如阿里云或者腾讯云": the named sellers are the only ones
priced (providers, as seller_list reads "only AWS or Lambda").

Not read: the kind refused or set against them ("not only big clouds like AWS", "only clouds other than AWS"), a
list said as examples of what is refused ("no marketplaces like Vast.ai"), or a preference ("preferably a big cloud
like AWS": seller_list's, a preference ranks every seller).

    read_seller_kind_list(r)  # after read_seller_list: nothing where it read this list
"""

from __future__ import annotations

import re

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from advisor_tui.understand.seller_list import _names, restrict_to

_KIND_EN = (r"(?:clouds?|cloud (?:providers?|vendors?|companies)|providers?|vendors?|sellers?|hyperscalers?"
            r"|platforms?|hosts?|data ?cent(?:er|re)s?)")
# the restriction, a few words of the kind's qualities, then the names: "only a proper cloud with an invoice (",
# "only big clouds like", "must be a hyperscaler such as", "只能用大厂的云，比如"
_KIND_THEN_NAMES = _lazy(
    r"(?<![a-z])(?:only|must be|has to be|have to be|restricted to|limited to)\s"
    rf"(?P<kind>(?:[a-z][a-z'-]*\s){{0,3}}?{_KIND_EN}(?:\s(?:with|that|which)(?:\s[a-z][a-z'-]*){{1,4}})?)"
    r"\s?(?:\(|,?\s(?:like|such as|e\.g\.,?|i\.e\.,?|for example|for instance)\s|:\s?|\s[-–—]\s)"
    r"|(?:只能|只可以|只允许|必须|仅限)(?:用|在|选|是)?\s?(?P<kind_zh>[^，。；,;!！?？\n]{0,8}?(?:云|平台|厂商|供应商))"
    r"\s?(?:[，,]\s?)?(?:比如|例如|像|如|（|\()\s?")
# the kind said against the names: "only clouds other than", "not only", "except"
_AGAINST = _lazy(r"(?<![a-z])(?:other than|except|besides|apart from|not|no)(?![a-z])|除了|以外|之外|不")
_NOT_BEFORE = re.compile(r"(?<![a-z])(?:not|don'?t|never)\s$|[不非别]$")


def read_seller_kind_list(r: _Reader) -> None:
    """Sellers named after the kind of seller allowed: every one of them, the only ones priced."""
    for cue in _KIND_THEN_NAMES.finditer(r.t):
        kind = cue.group("kind") or cue.group("kind_zh") or ""
        if _AGAINST.search(kind) or _NOT_BEFORE.search(r.t, max(0, cue.start() - 7), cue.start()):
            continue
        names, end = _names(r, cue.end())
        if not names:
            continue
        if r.t[end:end + 1] in ")）":
            end += 1
        if any(f.fact == "providers" and f.start < end and cue.start() < f.end for f in r.found):
            return  # seller_list read this list already
        restrict_to(r, cue.start(), end, names)
        return
