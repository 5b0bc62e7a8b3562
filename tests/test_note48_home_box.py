"""One person's own box, hours not said: the rent it is weighed against is read at a working day too (review 105
c4/c8: a student's coding box "comes out ahead only if the box runs longer than those 2 months" — of rent round the
clock, where nobody codes 24 h a day)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from advisor_tui.cli import main

STUDENT = ("CS student in São Paulo. I want to buy one GPU for my desktop to run Qwen3-14B locally for coding help "
           "(16k context, just me). Budget about US$1,400 for the card, my PSU is 650W, used is ok.")


def _buy_or_rent(capsys, *args: str) -> str:
    assert main(["recommend", "--lang", "en", *args]) == 0
    out = capsys.readouterr().out
    return next(line for line in out.splitlines() if "Buy or rent:" in line)


def test_a_students_box_says_the_break_even_at_a_working_day(capsys):
    line = _buy_or_rent(capsys, "--say", STUDENT)
    assert "longer than those 2 months (5 months if it runs 8 h a day)" in line


def test_hours_said_or_a_company_box_keep_the_one_figure(capsys):
    assert "8 h a day" not in _buy_or_rent(capsys, "--say", STUDENT, "--hours", "24")
    assert "8 h a day" not in _buy_or_rent(capsys, "--say", STUDENT, "--buyer", "company")


@settings(max_examples=25, deadline=None)
@given(months=st.floats(0.1, 100))
def test_the_working_day_break_even_is_three_times_round_the_clock(months):
    """Law: at a working day's 8 h the same purchase takes three times the months it takes at 24 h."""
    import knowledge
    from rules.facts import resolve
    from rules.rent_instead import _working_days

    facts = resolve({"task": "inference", "model": "qwen3-14b", "procure": "buy", "buyer": "individual",
                     "concurrency": 1}, knowledge.load())
    en, _ = _working_days(facts, months, 1.0)
    assert en == f" ({months * 3:,.0f} months if it runs 8 h a day)"
