"""Issue 13 `api-alternative`: the vendor API's bill for the stated load from dated, sourced list
prices (knowledge/data/api_prices.yaml), beside the rental."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import knowledge
from knowledge import api_prices
from knowledge.errors import KnowledgeError
from rules.estimate import api_cost


@pytest.fixture(scope="module")
def kb():
    return knowledge.load()


@pytest.fixture(scope="module")
def prices(kb):
    return {p.id: p for p in api_prices.load(kb)}


def test_every_price_is_sourced_dated_and_for_a_catalogue_vendor(kb, prices):
    assert prices
    for p in prices.values():
        src = kb.source(p.source)
        assert src.as_of == p.as_of and src.url.startswith("https://api-docs.deepseek.com/")
        assert f"{p.output_per_m:g}" in src.covers.replace("$", "").replace("元", "")
        assert not p.same_weights  # DeepSeek's API serves V4, not the R1/V3 weights


def test_published_figures_v4_pro_one_million_each_way(prices):
    # deepseek-api-pricing: V4-Pro peak $1.32 (cache miss) + $3.96 output per 1M; off-peak half
    pro = prices["deepseek-v4-pro-usd"]
    assert api_cost.token_cost(pro, 1e6, 1e6) == pytest.approx(5.28)
    assert api_cost.token_cost(pro, 1e6, 1e6, peak_share=0) == pytest.approx(2.64)
    # every input token from cache: $0.044 + $3.96
    assert api_cost.token_cost(pro, 1e6, 1e6, cache_hit_share=1) == pytest.approx(4.004)


def test_monthly_load_flash(prices):
    # 1 request/s, 1,000 in / 500 out, 8 h a day, 30 days = 864,000 requests: 864 M in, 432 M out
    flash = prices["deepseek-flash-usd"]
    t = api_cost.load_tokens(rps=1, input_tokens=1000, output_tokens=500, hours_per_day=8,
                             days=30)
    assert (t.input, t.output) == (864e6, 432e6)
    got = api_cost.monthly_api_cost(flash, rps=1, input_tokens=1000, output_tokens=500,
                                    hours_per_day=8, days=30)
    assert got == pytest.approx(864 * 0.30 + 432 * 1.20)  # $777.60 at peak list price


def test_round_the_clock_load_pays_peak_for_35_of_168_hours(prices):
    # deepseek-api-pricing: peak 01:00-04:00 and 06:00-10:00 UTC on weekdays = 35 h of 168
    flash = prices["deepseek-flash-usd"]
    share = api_cost.round_the_clock_peak_share(flash)
    assert share == pytest.approx(35 / 168)
    even = api_cost.token_cost(flash, 1e6, 1e6, peak_share=share)
    assert even == pytest.approx(1.5 * (share + (1 - share) * 0.5))
    assert api_cost.token_cost(flash, 1e6, 1e6, peak_share=0) < even < 1.5


def test_usd_and_cny_tables_are_the_same_tier(prices):
    for model in ("flash", "v4-pro"):
        usd, cny = prices[f"deepseek-{model}-usd"], prices[f"deepseek-{model}-cny"]
        for fld in ("input_per_m", "output_per_m"):
            assert 6.0 < getattr(cny, fld) / getattr(usd, fld) < 8.0


def test_compare_says_which_is_cheaper_and_the_break_even(prices):
    pro = prices["deepseek-v4-pro-cny"]
    # a rental of ¥30,000 a month against 0.2 requests/s of 2,000 in / 1,000 out around the clock
    alt = api_cost.compare(pro, 30_000, "CNY", rps=0.2, input_tokens=2000, output_tokens=1000)
    monthly = api_cost.monthly_api_cost(pro, rps=0.2, input_tokens=2000, output_tokens=1000)
    assert alt.api_cost == pytest.approx(monthly) and alt.cheaper == "api"
    assert alt.ratio == pytest.approx(30_000 / monthly)
    assert api_cost.monthly_api_cost(pro, rps=alt.break_even_rps, input_tokens=2000,
                                     output_tokens=1000) == pytest.approx(30_000)
    assert "a newer model" in alt.text.en and "更新的模型" in alt.text.zh
    assert "2026-10-27" in alt.text.en and "¥" in alt.text.en
    busy = api_cost.compare(pro, 30_000, "CNY", rps=alt.break_even_rps * 2, input_tokens=2000,
                            output_tokens=1000)
    assert busy.cheaper == "rental" and busy.ratio == pytest.approx(2.0)


def test_no_currency_guessing(prices):
    assert api_cost.compare(prices["deepseek-flash-usd"], 100, "CNY", rps=1, input_tokens=1,
                            output_tokens=1) is None


def test_for_model_picks_the_vendor_and_currency(prices):
    got = api_prices.for_model(prices.values(), "deepseek-r1", "CNY")
    assert {p.id for p in got} == {"deepseek-flash-cny", "deepseek-v4-pro-cny"}
    assert api_prices.for_model(prices.values(), "llama-3.1-70b") == ()
    # a currency nobody quotes keeps every currency rather than nothing
    assert len(api_prices.for_model(prices.values(), "deepseek-v3", "T-CREDIT")) == 4


@pytest.mark.parametrize(("bad", "message"), [
    ({"input_per_m": -1}, "input_per_m: expected a price"),
    ({"output_per_m": float("nan")}, "output_per_m: expected a price"),
    ({"as_of": "last week"}, "as_of: expected YYYY-MM-DD"),
    ({"off_peak_factor": 0}, "off_peak_factor"),
    ({"peak_hours_per_week": 200}, "peak_hours_per_week"),
    ({"cached_input_per_m": 5.0}, "cached_input_per_m: is above"),
    ({"colour": "blue"}, "unknown field 'colour'"),
    ({"source": None}, "source: required")])
def test_bad_records_stop_with_one_line(bad, message):
    good = {"id": "x", "provider": "P", "api_model": "m", "currency": "USD", "input_per_m": 1.0,
            "output_per_m": 2.0, "cached_input_per_m": 0.1, "source": "deepseek-api-pricing",
            "as_of": "2026-10-27"}
    with pytest.raises(KnowledgeError, match=message) as err:
        api_prices.build({**good, **bad}, 0)
    assert "\n" not in str(err.value) and "api_prices[0] (x)" in str(err.value)


def test_references_must_resolve(kb):
    text = ("api_prices:\n  - {id: x, provider: P, api_model: m, currency: USD, input_per_m: 1,"
            " output_per_m: 2, source: nowhere, as_of: '2026-10-27'}\n")
    with pytest.raises(KnowledgeError, match="unknown source 'nowhere'"):
        api_prices.validate(api_prices.parse(text), kb)
    text2 = text.replace("nowhere", "deepseek-api-pricing").replace("USD", "XYZ")
    with pytest.raises(KnowledgeError, match="unknown currency 'XYZ'"):
        api_prices.validate(api_prices.parse(text2), kb)


def test_bad_load_raises_value_error(prices):
    with pytest.raises(ValueError, match="hours_per_day"):
        api_cost.load_tokens(rps=1, input_tokens=1, output_tokens=1, hours_per_day=25, days=1)
    with pytest.raises(ValueError, match="rps"):
        api_cost.monthly_api_cost(prices["deepseek-flash-usd"], rps=-1, input_tokens=1,
                                  output_tokens=1)


LOAD = st.floats(min_value=0, max_value=1e3, allow_nan=False)
TOK = st.floats(min_value=0, max_value=1e5, allow_nan=False)


@settings(max_examples=60, deadline=None)
@given(rps=LOAD, extra=LOAD, inp=TOK, out=TOK, hours=st.floats(0, 24), share=st.floats(0, 1),
       peak=st.floats(0, 1))
def test_more_load_never_costs_less(rps, extra, inp, out, hours, share, peak):
    price = api_prices.load()[0]
    kw = dict(input_tokens=inp, output_tokens=out, hours_per_day=hours, days=30,
              cache_hit_share=share, peak_share=peak)
    low = api_cost.monthly_api_cost(price, rps=rps, **kw)
    high = api_cost.monthly_api_cost(price, rps=rps + extra, **kw)
    assert 0 <= low <= high * (1 + 1e-12) + 1e-12
    # off-peak and cached tokens never cost more than the list price
    assert low <= api_cost.monthly_api_cost(price, rps=rps, input_tokens=inp, output_tokens=out,
                                            hours_per_day=hours, days=30) * (1 + 1e-12) + 1e-12


@settings(max_examples=40, deadline=None)
@given(rental=st.floats(min_value=1, max_value=1e6), inp=st.floats(1, 1e5),
       out=st.floats(1, 1e5))
def test_break_even_is_where_the_bills_meet(rental, inp, out):
    price = api_prices.load()[1]
    even = api_cost.break_even_rps(price, rental, input_tokens=inp, output_tokens=out)
    assert math.isfinite(even) and even > 0
    bill = api_cost.monthly_api_cost(price, rps=even, input_tokens=inp, output_tokens=out)
    assert bill == pytest.approx(rental, rel=1e-9)
