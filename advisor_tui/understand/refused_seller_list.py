"""A refusal scopes over the whole list of sellers after it: "no AWS, Azure, Google, no US neoclouds", "we must NOT use
Azure, AWS, Google, RunPod, Lambda or CoreWeave", "不用阿里云、腾讯云、华为云" → every seller of the list refused
(no-<id>), none of them a seller rented from.

Blind review 121 c7 / c7b (the worst failure: a constraint inverted): only the first seller after "no" was refused and
the rest, each alone after a comma, were read as the sellers rented from ("providers: azure,no-aws", "Sellers you rent
from: RunPod, AWS; not Microsoft Azure"). Inside such a list a bare "Google" is Google Cloud.

A list ends where something other than a seller joins: "no AWS; Azure is fine", "not AWS but Azure",
"不用阿里云，用华为云", "no AWS, Azure is where we rent" (a comma-joined name with more words after it is the next
clause's), and a Chinese comma joins none ("不用阿里云，腾讯云" may name the one used: unsure, so not refused).

    refused_list_after(t, orig, refused) -> [(start, end, id)]   (refused_seller.py reads the first seller refused)
    inside_refused_list(start, end, spans) -> bool
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.seller_list import _NAMES as SELLER_NAMES

_NAMES = [*SELLER_NAMES,
          # a bare "Google" among sellers refused is its cloud (never read outside such a list)
          (r"(?<![a-z])google(?![a-z])(?!\s(?:docs|drive|sheets|colab|search|maps|ads|gemini))", "gcp")]
_NAME = _lazy("|".join(f"(?P<n{i}>{rx})" for i, (rx, _id) in enumerate(_NAMES)))
# what joins the next seller of the list, its own "no" allowed ("no AWS, no Azure"), "nor" too
_JOIN_WORD = _lazy(r"\s?(?:,?\s(?:and|or|nor|&)\s|/|、|和|或者?|以及|及|跟|同)\s?(?:(?:no|not|nor)\s)?(?:the\s)?")
_JOIN_COMMA = _lazy(r"\s?,\s?(?:(?:and|or|nor)\s)?(?:(?:no|not)\s)?(?:the\s)?")
# a comma-joined seller ends the list, or joins the next: any other words after it are a new clause's
_LIST_GOES_ON = _lazy(r"\s?(?:[,;.)\]!?\n]|$|\s?[-–—]\s|\s(?:and|or|nor|&)\s|/|和|或者?|以及|及|跟|同"
                      r"|\s(?:because|since|as|due|either|at\sall|please|whatsoever)(?![a-z]))")


def _next_name(t: str, orig: str, at: int) -> tuple[int, int, str] | None:
    for join, comma in ((_JOIN_WORD, False), (_JOIN_COMMA, True)):
        j = join.match(t, at)
        # "不用阿里云，腾讯云": after a Chinese comma the next seller may be the one used — unsure, not refused
        if j is None or comma and "，" in orig[at:j.end()]:
            continue
        m = _NAME.match(t, j.end())
        if m is None or not m.lastgroup:
            continue
        if comma and not _LIST_GOES_ON.match(t, m.end()):
            return None
        return m.start(), m.end(), _NAMES[int(m.lastgroup[1:])][1]
    return None


def refused_list_after(t: str, orig: str, refused: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """The sellers listed after each one refused, as (start, end, id): every one refused with it."""
    more: list[tuple[int, int, str]] = []
    seen = {i for _s, _e, i in refused}
    for _start, end, _ident in sorted(refused):
        # a refusal said after the name ("AWS is out", "除了华为云都行") heads no list after it
        if _NAME.search(t, max(0, end - 40), end) is None or not any(
                m.end() == end for m in _NAME.finditer(t, max(0, end - 40), end)):
            continue
        at = end
        while (name := _next_name(t, orig, at)) is not None:
            if name[2] not in seen:
                seen.add(name[2])
                more.append(name)
            at = name[1]
    return more


def inside_refused_list(start: int, end: int, spans: list[tuple[int, int, str]]) -> bool:
    """A seller said at ``start``–``end`` is one of the sellers refused (not one rented from)."""
    return any(s <= start and end <= e or start <= s < end for s, e, _i in spans)
