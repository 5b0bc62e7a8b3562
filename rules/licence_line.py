"""The licence said first where it forbids what the person is doing: a company's own run of weights released for
non-commercial use (FLUX.1 [dev], FLUX.2 [klein] 9B) is commercial use, and no card choice changes that — review 66
C7 found the licence only among the caveats while the headline rented cards to run the model for a business."""

from __future__ import annotations

from knowledge.schema import I18n
from rules.consultation import Caveat
from rules.facts import Facts

_COMMERCIAL_CAVEAT = "licence-restricts-commercial"


def licence_first_line(facts: Facts, caveats: tuple[Caveat, ...]) -> I18n | None:
    """The licence caveat as the answer's first line, for a company's run (the caveat itself names the remedy and,
    where the catalogue has one, the commercially licensed model of the same family)."""
    if facts.buyer != "company":
        return None
    said = next((c for c in caveats if c.id == _COMMERCIAL_CAVEAT), None)
    if said is None:
        return None
    return I18n(en="Licence first — the cards below only size the job: " + said.text.en,
                zh="先看许可——下面的卡只是按任务估算：" + said.text.zh)
