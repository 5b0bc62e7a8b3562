"""Review 103 (a blind ML-infra engineer's review).

c08: a class whose students each hold their own GPU for the lab hours said is rented for that time — 30 seats × 6 h a
week × 15 weeks — not for the four minutes its QLoRA exercise computes ($1.74 for the class against a $3,000 budget);
one person's one-off job is still priced as its own duration.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import knowledge
from advisor_tui.cli import main
from knowledge.text import money
from rules.pipeline import consult

C08 = ("I teach an applied ML course at a community college in Texas. 30 students, each one needs their own GPU for "
       "weekly labs: QLoRA fine-tuning Llama 3.2 3B on small datasets (few thousand examples, 1k tokens each) and then "
       "chatting with it. About 6 hours per student per week for 15 weeks. Whole-semester budget is $3,000. Students "
       "are beginners so it has to be simple to set up.")
LAB = {"task": "qlora", "model": "llama-3.2-3b", "samples": 3000, "tokens_per_sample": 1000, "region": "intl"}


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


def _run(capsys, monkeypatch, *args):
    monkeypatch.setenv("GPU_ADVISOR_TODAY", "2026-12-06")
    assert main(list(args)) == 0
    return capsys.readouterr().out


def _everyone(answer):
    return next(x for x in answer if x.en.startswith("For all "))


def test_a_class_is_rented_for_its_lab_hours_not_its_exercise(capsys, monkeypatch):
    out = json.loads(_run(capsys, monkeypatch, "recommend", "--say", C08, "--json"))
    top = next(p for p in out["picks"] if "enough" in p["roles"])
    assert top["offer"]["unit"] == "hour" and top["job"] is None  # priced as usage, not as a one-off job
    held = top["offer"]["price"] * 6 * 15 * 30  # 30 seats × 6 h × 15 weekly sessions
    text = _run(capsys, monkeypatch, "recommend", "--say", C08)
    line = next(x for x in text.splitlines() if "For all 30 people" in x)
    assert money(held, "USD") in line and "(15 days × 6 h each)" in line and "everyone's jobs" not in line
    assert "your budget: $3,000 in all" in line and held > 500  # hundreds of GPU-hours, not $1.74
    assert "The rent is the time each GPU is held; one run of the training job" in line and "of a 6 h session" in line


def test_the_flags_say_the_same_use(kb):
    """The reviewer's flags: 0.86 h a day for 105 days (≈ 6 h a week for 15 weeks) for 30 seats."""
    r = consult({**LAB, "seats": 30, "hours_per_day": 0.86, "days": 105,
                 "budget": {"amount": 3000, "currency": "USD", "unit": "total"}}, kb)
    top = next(p for p in r.picks if "enough" in p.roles)
    assert top.job is None or not top.job.is_job
    line = _everyone(r.answer).en
    assert money(top.monthly_cost * 105 / 30 * 30, "USD") in line and "/month" not in line.split(" — ")[0]


def test_one_person_s_one_off_job_is_still_its_own_duration(kb):
    r = consult({**LAB, "budget": {"amount": 100, "currency": "USD", "unit": "total"}}, kb)
    top = next(p for p in r.picks if "enough" in p.roles)
    assert top.job is not None and top.job.is_job and top.job.wall_hours < 2 and top.job.total < 5


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seats=st.integers(2, 60), hours=st.sampled_from([1.5, 3.0, 6.0]), weeks=st.integers(4, 16))
def test_seats_held_cost_seats_times_hours_times_the_price(kb, seats, hours, weeks):
    """Law: the class's rent is seats × hours × sessions × the per-GPU-hour price, whatever the exercise computes."""
    r = consult({**LAB, "seats": seats, "hours_per_day": hours, "days": weeks}, kb)
    top = next(p for p in r.picks if "enough" in p.roles)
    assert top.job is None or not top.job.is_job
    if top.offer.unit == "hour":
        assert top.monthly_cost == pytest.approx(top.offer.price * hours * 30 * top.gpus, rel=0.02)
    assert money(top.monthly_cost * weeks / 30 * seats, "USD") in _everyone(r.answer).en
