"""How many cards a box of the person's own holds (review 117 C5-2, review 116 c1b): a person buying for themselves
builds on a desktop board, which takes two double-width cards; an office tower or workstation (--office-box) four;
past that, a GPU server chassis (Dell's tower: dell-poweredge-t620-gpu — four 300 W double-wide cards with two
processors, two with one, a double-wide card covering the slot beside it). 0: no box of one's own is being bought (a
company's servers, or renting). A person's desktop is one said: the buyer said to be a person, or their own power supply
or a used card spoken of — the default buyer alone is no home (review 66: "10 researchers … 3 kW for the GPUs")."""

from __future__ import annotations

from typing import Any

WORKSTATION_GPUS = 4  # a workstation board and case take four double-width cards at most; past that, a GPU server
DESK_GPUS = 2  # a one-processor desktop board


def _persons_own(facts: Any) -> bool:
    """A person said to buy for themselves: their tower is a desktop board, whatever it is called (review 120 C8-2:
    "normal desktop board", a used 3090, 750 W, "just me" was taken for a four-card office workstation)."""
    return facts.buyer == "individual" and "buyer" in facts.stated


def box_cards(facts: Any) -> int:
    if facts.procure != "buy":
        return 0
    if facts.office_box and not _persons_own(facts):
        return WORKSTATION_GPUS
    said = "buyer" in facts.stated or facts.psu_w or facts.used_ok
    return DESK_GPUS if facts.buyer == "individual" and said else 0


def box_said(facts: Any) -> tuple[str, str]:
    """The person's box in words, English and Chinese."""
    return (("an office tower or workstation", "办公室塔式机或工作站") if box_cards(facts) == WORKSTATION_GPUS
            else ("a desktop board", "台式机主板"))
