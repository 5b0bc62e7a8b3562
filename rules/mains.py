"""Which household mains a bought box plugs into, from what the person said: mainland China's 220 V sockets
(GB/T 1002), North America's 120 V circuits (NEC 210.20), or 230 V mains elsewhere (AS/NZS 3112, BS 1363) — and ''
when nothing said tells (review 106 C4: a hobbyist in Sydney was held to the US 15 A / 120 V rule)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rules.facts import Facts

# currencies of places on 220–240 V mains: a budget in one says where the box stands
MAINS_230V_CURRENCIES = frozenset({"EUR", "GBP", "AUD", "NZD", "CHF", "SEK", "NOK", "DKK", "PLN", "CZK", "HUF",
                                   "INR", "SGD", "HKD", "ZAR"})
MAINS_120V_CURRENCIES = frozenset({"CAD"})  # (USD is everyone's converted currency: it says nothing of a place)


def mains(region: str, based_in: str, currency: str) -> str:
    """'cn', 'na', '230v', or '' (unknown) for a box bought by a person in ``region`` / ``based_in`` whose money
    is ``currency``."""
    if (based_in or region) == "cn":
        return "cn"
    if currency in MAINS_230V_CURRENCIES:
        return "230v"
    if currency in MAINS_120V_CURRENCIES:
        return "na"
    return ""


# 230 V sockets under the same 80 % margin NEC 210.20 sets for a load that runs for hours
SOCKET_10A_W = 10 * 230 * 0.8  # AS/NZS 3112's standard socket: 2,300 W
SOCKET_13A_W = 13 * 230 * 0.8  # BS 1363: 2,990 W


def mains_230v(box: float, circuit_120v: float, en: str, zh: str, said: bool) -> tuple[str, str]:
    """The circuit line of a box drawing ``box`` W outside mainland China: on 230 V mains where the person's money
    says so (``said``), else North America's rule named as its own beside the 230 V sockets'."""
    if said and box > SOCKET_10A_W:
        en += (f" On 230 V mains that is over what a 10 A socket (AS/NZS 3112) carries for hours ({SOCKET_10A_W:,.0f} "
               "W: 80 % of 2,300 W)" + (f" and a 13 A one (BS 1363: {SOCKET_13A_W:,.0f} W)" if box > SOCKET_13A_W
                                         else f"; a 13 A socket (BS 1363) carries {SOCKET_13A_W:,.0f} W")
               + " — a 15–16 A circuit or the load split over two, and a power supply rated for it.")
        zh += (f"在 230 V 电网下，超过 10 A 插座（AS/NZS 3112）长时间满载的 {SOCKET_10A_W:,.0f} W（2,300 W 的 80%）"
               + (f"，也超过 13 A 插座（BS 1363）的 {SOCKET_13A_W:,.0f} W" if box > SOCKET_13A_W
                  else f"；13 A 插座（BS 1363）可带 {SOCKET_13A_W:,.0f} W")
               + "——需要 15–16 A 线路或把负载分到两路，以及相应额定功率的电源。")
    elif not said and box > circuit_120v:
        en += (f" In North America that is over what one 15 A / 120 V household circuit carries for hours "
               f"({circuit_120v:,.0f} W: 80 % of 1,800 W, NEC 210.20 — that rule is North America's): a 240 V circuit "
               f"or the load split there. On 230 V mains a 10 A socket (AS/NZS 3112) carries {SOCKET_10A_W:,.0f} W "
               "for hours at the same 80 %" + (" — also short of this box." if box > SOCKET_10A_W else "."))
        zh += (f"在北美，这超过一路 15 A/120 V 家用电路长时间满载的 {circuit_120v:,.0f} W（1,800 W 的 80%，NEC 210.20——"
               "这是北美的规定）：在那里需要 240 V 线路或分路供电。在 230 V 电网下，"
               f"10 A 插座（AS/NZS 3112）按同样 80% 可长时间带 {SOCKET_10A_W:,.0f} W"
               + ("——同样不够这台机器。" if box > SOCKET_10A_W else "。"))
    return en, zh


def mains_of(facts: Facts) -> str:
    """``mains`` from the facts: the budget's currency, the display currency or a rate's base currency."""
    said = {facts.currency or "", facts.budget.currency if facts.budget is not None else ""}
    said |= {base for base, _quote, _rate in facts.fx}
    currency = next((c for c in sorted(said) if c in MAINS_230V_CURRENCIES | MAINS_120V_CURRENCIES), "")
    return mains(facts.region or "intl", facts.based_in or "", currency)
