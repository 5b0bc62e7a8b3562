"""The size of the one server or workstation the person asks to buy (--server-gpus, '一台8卡服务器', 'an 8-GPU
server', 'a 4-GPU workstation'): blind review 84 c01 asked for "一台8卡服务器" and heard the 8-GPU H20 server ranked
after for being sold only as 8 GPUs — the box asked for.

The box is a purchase: said with no --procure it buys (stated as assumed), and beside a rental it is set aside and
said so. It caps the GPUs every pick may take (--max-gpus, unless a smaller one is given; a larger one contradicts
it): a job that needs more than the box holds is ruled out saying so, never sized over two boxes."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from knowledge.errors import InputError
from knowledge.schema import I18n
from rules.fact_parse import fail
from rules.fact_vocab import DEFAULT_MAX_GPUS, LIMITS


def parse_server_gpus(name: str, value: Any) -> int:
    """A whole number of GPUs from 1 to 16: 8, '8', 8.0; anything else is one line naming the option."""
    lo, hi = LIMITS["server_gpus"]
    expected = f"the GPUs in the one server or workstation to buy: a whole number from {lo} to {hi}, such as 8"
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise fail(name, value, expected)
    text = str(value).strip()
    if not re.fullmatch(r"\d{1,3}(?:\.0+)?", text) or not lo <= int(float(text)) <= hi:
        raise fail(name, value, expected)
    return int(float(text))


def box_bought(given: dict[str, Any], assumed: list[tuple[str, Any]]) -> dict[str, Any]:
    """A box asked for with no --procure is bought, stated as assumed: before the budget and the hours, which read
    whether the cards are bought (a bare budget is then the total to spend)."""
    if given.get("server_gpus") is None or given.get("procure") is not None:
        return given
    assumed.append(("procure", "buy"))
    return {**given, "procure": "buy"}


def resolve_box(given: Mapping[str, Any], out: dict[str, Any], assumed: list[tuple[str, Any]],
                notes: list[I18n], label: Callable[[str], str]) -> None:
    """--server-gpus with what it implies for --procure and --max-gpus (after rules.fact_resolve.resolve_market)."""
    if given.get("server_gpus") is None:
        return
    n = parse_server_gpus(label("server_gpus"), given["server_gpus"])
    if "procure" in given and out.get("procure") != "buy":
        notes.append(I18n(en=f"{label('server_gpus')} {n} was not used: it sizes a server to buy, and this answer "
                             "rents",
                          zh=f"{label('server_gpus')} {n} 未使用：它是要买的服务器的卡数，而这里是租用"))
        return
    if "max_gpus" in given and out["max_gpus"] > n:
        raise InputError(f"{label('max_gpus')} {out['max_gpus']} contradicts {label('server_gpus')} {n}: the server "
                         f"to buy holds {n} GPUs; drop one of them")
    if "max_gpus" not in given:
        out["max_gpus"] = n
        assumed[:] = [a for a in assumed if a != ("max_gpus", DEFAULT_MAX_GPUS)]
    out["server_gpus"] = n
