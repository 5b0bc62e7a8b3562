"""A rule that forbids a thing negates it (rd6's probe: "Our rules forbid spot instances." read interruptible — the
opposite of what was said — and "The contract forbids hosting in China." read region cn)."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))


def test_forbidden_spot_is_not_interruptible(kb):
    for said in ("Our rules forbid spot instances.", "Company policy forbids spot or preemptible machines.",
                 "IT prohibits preemptible VMs.", "Our cloud policy bans spot instances."):
        assert _facts(kb, said).get("interruptible") is False, said
    # neighbours: allowed, and a ban on something else
    assert _facts(kb, "Spot is fine.").get("interruptible") is True
    assert _facts(kb, "Spot is fine; the policy only bans public datasets.").get("interruptible") is True


def test_forbidden_hosting_in_china_is_not_china(kb):
    assert _facts(kb, "The contract forbids hosting in China.").get("region") != "cn"
    assert _facts(kb, "We host in China.").get("region") == "cn"
