"""A service with a normal level and a peak of some days: the base sized at the normal level all month, the extra
copies rented for the peak's days alone, against the peak all month (review 98 c01; rules.base.peak_plan)."""

from __future__ import annotations

import io
import json
from contextlib import redirect_stderr, redirect_stdout

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import knowledge
from advisor_tui.cli import main
from rules import consult

K12 = ["--model", "qwen3-14b", "--region", "cn", "--invoice", "vat-special", "--buyer", "company",
       "--budget", "15000/month", "--input-tokens", "1500", "--output-tokens", "800", "--no-thinking",
       "--requests-per-day", "150000"]


def _cli(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        try:
            rc = main(argv)
        except SystemExit as exc:
            rc = exc.code if isinstance(exc.code, int) else 2
    return rc, out.getvalue(), err.getvalue()


@pytest.fixture(scope="module")
def kb():
    return knowledge.load()


def test_k12_essays_keep_one_card_all_month_and_add_one_for_the_two_exam_weeks():
    rc, out, _ = _cli(["recommend", *K12, "--normal-requests-per-day", "20000", "--peak-days", "14", "--json"])
    assert rc == 0
    data = json.loads(out)
    plan = data["peak_plan"]
    assert plan["card"] == data["peak_plan"]["peak_all_month"]["card"] == "a800-80g"
    assert (plan["base"]["gpus"], plan["extra"]["gpus"], plan["extra"]["days"]) == (1, 1, 14)
    assert plan["base"]["offer"]["unit"] == "month"  # the steady base on a monthly plan (source 2)
    assert plan["extra"]["offer"]["unit"] in ("hour", "day", "week")  # 14 days: never a whole month
    assert plan["peak_all_month"]["gpus"] == 2
    assert plan["month_total"] == pytest.approx(plan["base"]["monthly_cost"] + plan["extra"]["cost"], abs=0.02)
    assert plan["month_total"] < plan["peak_all_month"]["monthly_cost"]
    assert plan["saving"] > 0
    assert "peak-supply" in {c["id"] for c in data["caveats"]}
    assert any(t["rule"] == "peak-extra-cards" for t in data["trace"])
    assert plan["text"] in data["answer"]  # said in the answer, right after the picks


def test_the_plan_is_said_in_both_languages():
    flags = ["recommend", *K12, "--normal-requests-per-day", "20000", "--peak-days", "14"]
    rc, zh, _ = _cli([*flags, "--lang", "zh"])
    assert rc == 0
    line = next(x for x in zh.splitlines() if "高峰临时加卡" in x)
    assert "平时 1 张" in line and "高峰那 14 天再加 1 张" in line and "省 ¥" in line
    assert "[peak-supply]" in zh and "缺货" in zh
    rc, en, _ = _cli([*flags, "--lang", "en"])
    line = next(x for x in en.splitlines() if "Adding cards for the peak" in x)
    assert "keep 1 ×" in line and "for the 14 peak days add 1 more" in line and "less" in line


def test_only_the_peak_changes_nothing():
    rc, out, _ = _cli(["recommend", *K12, "--json"])
    data = json.loads(out)
    assert data["peak_plan"] is None
    assert "peak-supply" not in {c["id"] for c in data["caveats"]}
    assert data["picks"][0]["gpus"] * data["picks"][0]["replicas"] == 2


def test_a_peak_with_no_length_or_as_long_as_the_days_of_use_gives_no_plan():
    rc, out, _ = _cli(["recommend", *K12, "--normal-requests-per-day", "20000", "--json"])
    assert rc == 0 and json.loads(out)["peak_plan"] is None
    rc, out, _ = _cli(["recommend", *K12, "--normal-requests-per-day", "20000", "--peak-days", "30", "--json"])
    data = json.loads(out)
    assert rc == 0 and data["peak_plan"] is None
    assert data["facts"]["peak_days"] == 30


def test_a_normal_level_above_the_peak_is_refused_in_one_line():
    rc, _, err = _cli(["recommend", *K12, "--normal-requests-per-day", "200000", "--peak-days", "14"])
    assert rc == 2
    assert err.strip().count("\n") == 0 and "--normal-requests-per-day" in err and "Traceback" not in err


def test_a_normal_rate_gives_the_same_base_as_its_day():
    """The normal level as its own busiest rate: the day's 20,000 peak at 0.442/s over 16 waking hours."""
    rc, out, _ = _cli(["recommend", *K12, "--normal-rps", "0.442", "--peak-days", "14", "--json"])
    plan = json.loads(out)["peak_plan"]
    assert (plan["base"]["gpus"], plan["extra"]["gpus"]) == (1, 1)


C06 = ["--model", "qwen3-32b", "--region", "cn", "--invoice", "vat-special", "--buyer", "company",
       "--input-tokens", "1500", "--output-tokens", "300", "--no-thinking", "--requests-per-day", "1500000",
       "--normal-requests-per-day", "200000", "--peak-days", "5", "--budget", "30000/month"]


def test_a_monthly_budget_is_held_against_the_month_with_the_peak():
    """Review 100 c06: a ¥30,000 monthly budget was held against the peak's 28 cards all month ("raise it to
    ¥66,528"); the month with the peak is the base all month plus the cards added for the five days."""
    rc, out, _ = _cli(["recommend", *C06, "--json"])
    assert rc == 0
    data = json.loads(out)
    plan = data["peak_plan"]
    assert plan is not None and data["facts"]["budget"] is not None
    assert plan["base"]["monthly_cost"] < 30000 < plan["peak_all_month"]["monthly_cost"]
    assert "held against the month with the peak" in data["answer"][0]
    assert not any("budget" in w["change"] for w in data["what_if"])  # no "raise the budget" on the peak fleet
    for lang, said in (("zh", "按有高峰的那个月核对"), ("en", "held against the month with the peak")):
        rc, text, _ = _cli(["recommend", *C06, "--lang", lang])
        line = next(x for x in text.splitlines() if said in x)
        month = f"¥{plan['month_total']:,.0f}"
        assert month in line and f"¥{plan['base']['monthly_cost']:,.0f}" in line


def test_a_price_set_aside_as_an_outlier_is_no_budget_to_raise_to():
    """The budget what-if never rests on a listing the ranking calls an outlier (AutoDL's A100 at ¥3.30/h)."""
    rc, out, _ = _cli(["recommend", *C06[:-8], "--requests-per-day", "1500000", "--budget", "30000/month", "--json"])
    data = json.loads(out)
    raise_to = [w for w in data["what_if"] if "budget" in w["change"]]
    assert raise_to and all(w["card"] != "a100-80g-sxm" for w in raise_to)


_SETTINGS = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@_SETTINGS
@given(peak=st.integers(30_000, 400_000), share=st.floats(0.05, 0.9), days=st.floats(1, 29),
       region=st.sampled_from(["cn", "intl"]))
def test_the_peak_plan_costs_between_the_base_alone_and_the_peak_all_month(kb, peak, share, days, region):
    normal = max(1, int(peak * share))
    c = consult({"model": "qwen3-14b", "region": region, "requests_per_day": peak, "normal_requests_per_day": normal,
                 "peak_days": days, "input_tokens": 1500, "output_tokens": 800, "no_thinking": True}, kb)
    plan = c.peak_plan
    if plan is None:
        return
    assert plan.base_monthly <= plan.month_total + 1e-6
    assert plan.month_total <= plan.peak_monthly + 1e-6
    assert plan.extra_replicas >= 0 and plan.peak_days == pytest.approx(days)
    if plan.extra_offer is not None and plan.month_total < plan.peak_monthly:
        # the extra copies cost their offer's usage for the peak's days, in the answer's currency
        assert plan.extra_offer.monthly_display * days / 30 == pytest.approx(plan.extra_cost)
        assert plan.month_total == pytest.approx(plan.base_monthly + plan.extra_cost)
