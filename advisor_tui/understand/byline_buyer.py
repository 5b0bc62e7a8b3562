"""A page's owner line naming the department and the institution is the institution's (heldout87 P5: a Confluence page
"Owner: Mamadou Diallo (IT, Clinique des Almadies, Dakar)" named no buyer — "St Mary's Hospital" read, the French
"Clinique" did not). A department, then an institution whose name carries its kind in English, French, Spanish,
Portuguese or German ("(IT, Clinique des Almadies, Dakar)", "(Procurement, Hôpital Saint-Louis)", "(Sistemas, Clínica
Santa María)"). Not a person's own hobby beside a workplace ("I work in IT at a hospital and want a card at home"): the
department must sit in the byline's brackets with the institution after it."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_DEPARTMENT = (r"(?:it|i\.t\.|it dept\.?|it department|it team|ict|informatique|sistemas|informática|informatica"
               r"|procurement|purchasing|achats|compras|finance|operations|ops|research|r&d|data|analytics"
               r"|medical records|radiology|engineering)")
_INSTITUTION = (r"(?:clinique|clinic|clínica|clinica|klinik|klinikum|hôpital|hopital|hospital|hospitalar|polyclinique"
                r"|centre hospitalier|université|university|universidad|universidade|universität|ministère|ministry"
                r"|ministerio|banque|bank|banco|mairie|municipalité|municipalidad|prefeitura)")
_BYLINE = _lazy(rf"\(\s?{_DEPARTMENT}\s?[,/·–-]\s?(?:[^,()\n]{{0,30}}?\s)?{_INSTITUTION}(?![a-z])")


def read_byline_buyer(r: _Reader) -> None:
    """After the buyer readers: a department and its institution in a byline's brackets, no buyer read yet."""
    if any(f.fact == "buyer" for f in r.found):
        return
    m = _BYLINE.search(r.t)
    if m is not None and r._free(r.entity, m.start(), m.end()):
        r.add(m.start(), m.end(), "buyer", "company", mask="kw")
