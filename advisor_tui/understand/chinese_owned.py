"""Sellers refused by who owns them, the owners named after the sellers or the refusal put as where to place the job:
"Our CISO ruled out providers owned by Chinese companies, wherever the servers sit" (heldout79 #2), "don't put us on
anything Chinese-owned" (heldout79 #18) — no mainland sellers, as "no Chinese-owned clouds" already reads. Not a
place ("servers in China are fine" names none) nor an owner said without a refusal ("a provider owned by a Chinese
company quoted us")."""

from __future__ import annotations

_REFUSE = (r"(?:no|not|never|avoid(?:ing)?|exclud(?:e|es|ed|ing)|without|skip(?:ping)?|ban(?:s|ned)?|forbids?"
           r"|rul(?:e|es|ed|ing) out|(?:won'?t|will not|can'?t|cannot|don'?t|do not) (?:use|go with|touch|rent from))")
_SELLERS = r"(?:clouds?|providers?|platforms?|hosts?|vendors?|sellers?|suppliers?|companies|services)"
_OWNED = r"(?:owned|run|operated|controlled|headquartered|backed)"
_CHINESE = r"(?:mainland )?(?:chinese|china-based|prc)"
CHINESE_OWNED_REFUSED = (
    # "ruled out providers owned by Chinese companies"
    rf"(?<![a-z]){_REFUSE} (?:any |all |the )?{_SELLERS} {_OWNED} by (?:a |any )?{_CHINESE}"
    r" (?:compan(?:y|ies)|firms?|entities|corporations?|groups?|owners?|parents?)(?![a-z])"
    # "don't put us on anything Chinese-owned", "avoid anything Chinese-run"
    rf"|(?<![a-z])(?:(?:don'?t|do not|never) (?:put|place|host|run) (?:us|me|it|this|them|the job) on|{_REFUSE})"
    rf" (?:anything|any(?:one)?|something) (?:that'?s |that is )?{_CHINESE}[- ]{_OWNED}(?![a-z])"
    # the owner after "by": "We just won't use anything run by Chinese companies" (heldout87 #10)
    rf"|(?<![a-z]){_REFUSE} (?:anything|any(?:one)?|something) (?:that'?s |that is |that'?s been )?{_OWNED} by "
    rf"(?:a |any )?{_CHINESE} (?:compan(?:y|ies)|firms?|entities|corporations?|groups?|owners?)(?![a-z])")
