"""What the families tests of the held-out batches share: the batches' day and a strict read."""

from __future__ import annotations

import datetime
import json

from advisor_tui.cli import main
from advisor_tui.understand import parse

# the day every held-out batch since heldout15 was written on (a Wednesday): "by Friday" = 48 h
TODAY = datetime.date(2026, 12, 2)


def read_facts(kb, text, **kw):
    """The facts of ``text`` read strictly on TODAY (``question=``, ``currency=`` as the interview)."""
    return parse(text, kb, strict=True, today=TODAY, **kw).facts


def read_on(day: datetime.date):
    """(read, read_facts) on ``day``, strict: the batch's own day (heldout64 on: Saturday 2026-12-05)."""
    def read(kb, text, **kw):
        return parse(text, kb, strict=True, today=day, **kw)

    return read, lambda kb, text, **kw: read(kb, text, **kw).facts


def budget_of(facts):
    """(amount, currency, unit) of the budget read."""
    b = facts["budget"]
    return b.amount, b.currency, b.unit


def budget_or_none(facts):
    """(amount, currency, unit) of the budget read, or None where none was."""
    return budget_of(facts) if "budget" in facts else None


def unresolved_kinds(parsed):
    """The kinds of what a parse left unresolved (``budget`` for money in a currency with no rate said)."""
    return {u.kind for u in parsed.unresolved}


def run_cli(capsys, monkeypatch, *args, today="2026-12-06"):
    """What ``advisor_tui.cli.main(args)`` prints on ``today``, as a user runs it (exit status 0 checked)."""
    monkeypatch.setenv("GPU_ADVISOR_TODAY", today)
    assert main(list(args)) == 0
    return capsys.readouterr().out


def picks_of(out):
    """(card, GPUs, total cost) of each pick in a ``--json`` answer."""
    return [(p["card"], p["gpus"], round(p["job"]["total_cost"], 2)) for p in json.loads(out)["picks"]]
