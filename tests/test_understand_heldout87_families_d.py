"""heldout87's last three families: weekends over a span, a figure planned for after a clause of its own, and a
byline's department at its institution — each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))


def test_weekends_over_a_span_are_two_days_each(kb):
    said = "Every Saturday and Sunday for five weekends in a row, plus New Year's Day — the office is shut then."
    assert _facts(kb, said, question="days") == {"days": 11}
    assert _facts(kb, "every weekend for five weeks", question="days")["days"] == 10  # was the 35 days of the weeks
    assert _facts(kb, "每周六、周日用，连续 4 周", question="days")["days"] == 8
    assert _facts(kb, "连续五个周末跑，再加上元旦", question="days")["days"] == 11
    # neighbours: the weeks alone are their days; weekdays over numbered weeks keep their count; a weekend alone is two
    assert _facts(kb, "for five weeks", question="days")["days"] == 35
    assert _facts(kb, "第 15—18 周，每周二、周四下午上机", question="days")["days"] == 8
    assert _facts(kb, "for like a weekend", question="days")["days"] == 2


def test_the_figure_planned_for_after_a_clause_of_its_own(kb):
    said = "Peak is ~25 concurrent today; a big client onboards in January and we expect ~60, so plan for 60."
    assert _facts(kb, said)["concurrency"] == 60
    assert _facts(kb, "at most 20 at once; plan for 30 to be safe")["concurrency"] == 30
    # neighbours: a size in another unit, and a smaller figure, do not replace the count said
    assert _facts(kb, "about 25 at once today; next year maybe more, but plan for 40 GB of data")["concurrency"] == 25
    assert _facts(kb, "25 concurrent now; budget is tight, so plan for 20")["concurrency"] == 25


def test_a_bylines_department_at_its_institution_pays(kb):
    assert _facts(kb, "Owner: Mamadou Diallo (IT, Clinique des Almadies, Dakar)")["buyer"] == "company"
    assert _facts(kb, "Owner: Ana Ruiz (Sistemas, Clínica Santa María, Lima)")["buyer"] == "company"
    # neighbours: a person's own card beside a workplace, and a homelab in brackets, are the person's
    said = "I work in IT at a hospital and want to play with Qwen3 8B at home on my own card"
    assert _facts(kb, said)["buyer"] == "individual"
    assert _facts(kb, "(IT, my own homelab)").get("buyer") != "company"
