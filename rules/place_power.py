"""A power limit is a fact of the person's own place — a socket, an office circuit, a dorm, a power supply — so it
limits the GPUs they run there, which are GPUs they buy; a rented GPU runs on its cloud's power (review 115 C10-a:
"宿舍限电，插座最多 800W" ruled the RTX 4090 out of AutoDL rentals). Where renting was said, the limit is kept in the
facts (a what-if that buys holds to it, and the rent-instead line of a purchase drops it) but binds no card.

    binding_power(facts) -> (W for the GPUs together, W per GPU), 0 where none binds
    resolve_power(given, out, notes, label) — the limits read, and said to hold a bought box only beside renting
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from knowledge.schema import I18n
from rules.fact_parse import parse_number
from rules.fact_vocab import LIMITS

if TYPE_CHECKING:
    from rules.facts import Facts


def rents(facts: Facts) -> bool:
    """Renting was said (not the default: a limit given with nothing said of renting is a box the person runs)."""
    return facts.procure == "rent" and "procure" in facts.stated


def binding_power(facts: Facts) -> tuple[float, float]:
    """The power limits that bind the cards of this answer: none on a rental said as one."""
    if rents(facts):
        return 0.0, 0.0
    return float(facts.power_limit_w or 0.0), float(facts.gpu_power_w or 0.0)


def resolve_power(given: Mapping[str, Any], out: dict[str, Any], notes: list[I18n],
                  label: Callable[[str], str]) -> None:
    """--max-power, --max-gpu-power and --psu ("300W", "300 watts": the unit the option names); where renting was
    said beside one, a note that it holds a bought box only (after the procurement is resolved)."""
    for key in ("power_limit_w", "gpu_power_w", "psu_w"):
        if key in given:
            value = re.sub(r"\s*(?:w|watts?|瓦)$", "", given[key].strip(), flags=re.I) \
                if isinstance(given[key], str) else given[key]
            out[key] = parse_number(label(key), value, bounds=LIMITS[key])
    if out.get("procure") != "rent" or "procure" not in given:
        return
    limit = out.get("power_limit_w") or out.get("gpu_power_w")
    if not limit:
        return
    notes.append(I18n(
        en=f"the {limit:g} W power limit is for a machine at your place: it limits a card you buy, not a rented "
           "cloud GPU (the cloud's own power feeds it) — the rentals below are not held to it",
        zh=f"{limit:g} W 的功耗上限是你自己那里（插座、电路、电源）的限制：它限制你买来自己跑的卡，"
           "不限制租用的云上 GPU（由云平台供电）——下面的租用方案不受它约束"))
