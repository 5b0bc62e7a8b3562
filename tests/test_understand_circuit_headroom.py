"""Power left free on the person's circuit is the box's limit (review 121 c10: "about 3 kW free on the circuit" was a
wattage unplaced, and a lab choosing a box of 8 cards never heard what its circuit carries)."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))


def test_power_free_on_the_circuit_is_the_box_limit(kb):
    # the whole box's 3 kW, less the rest of the machine's ~400 W, for the GPUs together (as "our circuit can take")
    assert _facts(kb, "The lab has normal office power, about 3 kW free on the circuit.")["power_limit_w"] == 2600
    assert _facts(kb, "our circuit can take about 3 kW")["power_limit_w"] == 2600
    assert _facts(kb, "we have 2 kW spare on the office circuit")["power_limit_w"] == 1600


def test_a_wattage_beside_the_circuit_that_is_no_headroom_is_not_a_limit(kb):
    assert "power_limit_w" not in _facts(kb, "we run a 1 kW heater on the circuit")
    assert "power_limit_w" not in _facts(kb, "the old box drew 1.2 kW on the circuit")
