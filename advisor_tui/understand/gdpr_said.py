"""The job's data said to be under the GDPR (review 123 M10: "Recordings contain personal data so they must stay in the
UK/EU under GDPR" gave no GDPR caveat — the answer's one followed only --users-in eu): the words (``r.gdpr_said``),
from which the understanding implies ``gdpr`` — the seller renting the GPUs processes that data for the person
(rules.base.gdpr). "GDPR", "UK GDPR", "GDPR-compliant", "DSGVO", "RGPD", "General Data Protection Regulation", "EU
personal data", "personal data of EU citizens", "欧盟《通用数据保护条例》".

Not the GDPR's data: the law said not to apply ("no GDPR concerns", "not subject to GDPR", "GDPR doesn't apply",
"GDPR is not an issue"), or named as a question ("does GDPR apply?")."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_LAW = r"(?:uk[- ])?(?:gdpr|dsgvo|rgpd)"
_GDPR = _lazy(
    rf"(?<![a-z]){_LAW}(?![a-z])|general data protection regulation|datenschutz-?grundverordnung"
    r"|(?<![a-z])(?:eu|european)\s(?:(?:citizens|residents|customers|users|patients|clients)'?\s)?personal data"
    r"|personal data of (?:eu|european|uk) (?:citizens|residents|customers|users|patients|clients)"
    r"|欧盟的?《?通用数据保护条例》?")
# the law said not to apply, or asked about: "no GDPR concerns", "not subject to GDPR", "GDPR doesn't apply to it"
_NOT_BEFORE = _lazy(r"(?:(?<![a-z])(?:no|not|without|never)|n't)\s(?:[a-z-]+\s){0,3}$")
_NOT_AFTER = _lazy(r"\s(?:(?:really|even|actually|still)\s)?(?:doesn'?t|does not|won'?t|will not|isn'?t|is not|"
                   r"shouldn'?t|should not)\s(?:apply|matter|an issue|a concern|relevant|needed)")
_ASKED_BEFORE = _lazy(r"(?<![a-z])(?:does|do|is|would|will)\s(?:the\s)?$")


def read_gdpr_said(r: _Reader) -> None:
    """After the hosting rules: the GDPR named of the job's data, neither refused nor asked about, is the fact."""
    if r.gdpr_said:
        return
    for m in _GDPR.finditer(r.t):
        before = r.t[max(0, m.start() - 40):m.start()]
        before = before[max(before.rfind("\n"), before.rfind("."), before.rfind(";")) + 1:]
        if _NOT_BEFORE.search(before) or _NOT_AFTER.match(r.t, m.end()) or _ASKED_BEFORE.search(before):
            continue
        r.gdpr_said = r.quote(m.start(), m.end())
        return
