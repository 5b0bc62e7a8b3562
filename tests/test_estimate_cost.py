"""Cost: the seeds' break-even days, per-GB and per-TFLOPS tables, billing-unit rules,
multi-card multipliers, and currency conversion that always says how."""

from __future__ import annotations

import pytest

from knowledge.schema import Card, Offer, Provider, Rate, build
from rules.estimate import (
    best_plan,
    breakeven_days,
    convert,
    monthly_equivalent,
    per_gb_month,
    per_tflops_month,
    seed_tflops,
    usage_cost,
)
from tests import factories


def provider(pid: str, **kw) -> Provider:
    base = {"id": pid, "name": pid, "region": "intl", "kind": "specialist", "source": "seed-000"}
    base.update(kw)
    return build(Provider, base)


def offer(provider_id: str, card_id: str, price: float, unit: str, currency: str = "T-CREDIT",
          **kw) -> Offer:
    base = {"id": f"{provider_id}/{card_id}/{unit}", "provider": provider_id, "card": card_id,
            "price": price, "currency": currency, "unit": unit, "basis": "per-card",
            "region": "intl", "source": "seed-000", "as_of": "unknown"}
    base.update(kw)
    return build(Offer, base)


def card(cid: str, vram: float, tflops: float = 100.0, seed_figure: float | None = None) -> Card:
    figures = [] if seed_figure is None else [
        {"field": "fp16_tflops", "value": seed_figure, "source": "seed-000"}]
    return factories.card(cid, cls="datacenter", vram_gb=vram, memory_type="HBM3",
                          fp16_tflops=tflops, ecc=True, other_figures=figures)


# Seed 000's host: weekly and monthly plans only, 7-day minimum, multi-card multipliers.
SEED000_HOST = provider("seed000-host", min_billing_hours=168, billing_rounding="week",
                        multipliers=[{"gpus": 2, "factor": 1.98}, {"gpus": 4, "factor": 3.92},
                                     {"gpus": 8, "factor": 7.6}])
# Seed 002's CloudGPU: per minute, rounded up, at least one minute.
CLOUDGPU = provider("cloudgpu", min_billing_hours=1 / 60, billing_rounding="minute",
                    source="seed-002")
# Seed 001's 优云智算: billed by the second (no rounding stated), day and month plans.
COMPSHARE = provider("ucloud-compshare", region="cn", source="seed-001")


# ------------------------------------------------------------------------- seed 000


def test_seed000_breakeven_days():
    # "月租 ÷ 按小时单价 ÷ 24，RTX 4090 代入 ₮1.2 / 小时约 12.8 天，H100 SXM 代入 ₮4.0 / 小时约 20 天".
    assert breakeven_days(1.2, 369) == pytest.approx(12.8, abs=0.05)
    assert breakeven_days(4.0, 1899) == pytest.approx(19.8, abs=0.05)
    assert round(breakeven_days(4.0, 1899)) == 20
    # At 8 hours a day the month plan needs three times as many days.
    assert breakeven_days(1.2, 369, hours_per_day=8) == pytest.approx(3 * 12.8125)
    with pytest.raises(ValueError):
        breakeven_days(0, 369)


# (card, VRAM GB, month ₮, seed's TFLOPS, seed's ₮/GB, seed's ₮/TFLOPS) — seed 000's table.
SEED000_TABLE = [
    ("a40", 48, 319, 37, 6.65, 8.62),
    ("rtx-a6000", 48, 389, 77, 8.10, 5.05),
    ("mi300x", 192, 1699, 1307, 8.85, 1.30),
    ("rtx-a5000", 24, 219, 54, 9.13, 4.06),
    ("l4", 24, 239, 121, 9.96, 1.98),
    ("rtx-3090", 24, 249, 71, 10.38, 3.51),
    ("a100-80g-pcie", 80, 899, 312, 11.24, 2.88),
    ("rtx-6000-ada", 48, 579, 91, 12.06, 6.36),
    ("l40s", 48, 649, 362, 13.52, 1.79),
    ("a100-80g-sxm", 80, 1099, 312, 13.74, 3.52),
    ("rtx-4090", 24, 369, 82, 15.38, 4.50),
    ("rtx-5090", 32, 499, 105, 15.59, 4.75),
    ("h200", 141, 2599, 989, 18.43, 2.63),
    ("h100-pcie", 80, 1549, 756, 19.36, 2.05),
    ("b200", 180, 3899, 2250, 21.66, 1.73),
    ("h100-sxm", 80, 1899, 989, 23.74, 1.92),
]


@pytest.mark.parametrize(("cid", "vram", "month", "tflops", "per_gb", "per_tf"), SEED000_TABLE)
def test_seed000_unit_cost_table(cid, vram, month, tflops, per_gb, per_tf):
    c = card(cid, vram, seed_figure=tflops)
    o = offer("seed000-host", cid, month, "month")
    assert per_gb_month(o, c) == pytest.approx(per_gb, abs=0.006)
    assert per_tflops_month(o, c, seed_tflops(c)) == pytest.approx(per_tf, abs=0.006)


def test_per_tflops_defaults_to_the_dense_figure():
    c = card("rtx-4090", 24, tflops=165.2, seed_figure=82)
    o = offer("seed000-host", "rtx-4090", 369, "month")
    # Seed 000's 82 is the FP32-class figure; dense FP16 tensor (165.2) halves the unit cost.
    assert per_tflops_month(o, c) == pytest.approx(369 / 165.2)


def test_seed000_week_and_month_plans():
    week = offer("seed000-host", "rtx-4090", 109, "week")
    month = offer("seed000-host", "rtx-4090", 369, "month")
    # Two hours a day for 30 days: 5 whole weeks (545) vs one month (369).
    five_weeks = usage_cost(week, SEED000_HOST, 2, 30)
    assert five_weeks.units_billed == 5 and five_weeks.amount == pytest.approx(545)
    assert five_weeks.idle_fraction > 0.9  # "等于为闲置付钱"
    assert best_plan([week, month], SEED000_HOST, 2, 30).offer is month
    # Ten days: two weeks (218) beat a month; one day still costs the 7-day minimum.
    assert best_plan([week, month], SEED000_HOST, 24, 10).amount == pytest.approx(218)
    assert usage_cost(week, SEED000_HOST, 2, 1).amount == pytest.approx(109)
    assert usage_cost(month, SEED000_HOST, 24, 31).amount == pytest.approx(2 * 369)
    assert usage_cost(month, SEED000_HOST, 0, 30).amount == 0


def test_seed000_multi_card_multipliers():
    # "2 × A100 SXM = 1,099 × 1.98 = ₮2,176，8 × H100 SXM = 1,899 × 7.6 = ₮14,432".
    a100 = offer("seed000-host", "a100-80g-sxm", 1099, "month")
    h100 = offer("seed000-host", "h100-sxm", 1899, "month")
    assert usage_cost(a100, SEED000_HOST, 24, 30, gpus=2).amount == pytest.approx(2176.02)
    assert usage_cost(h100, SEED000_HOST, 24, 30, gpus=8).amount == pytest.approx(14432.4)
    three = usage_cost(a100, SEED000_HOST, 24, 30, gpus=3)
    assert three.amount == pytest.approx(3 * 1099)
    assert any("no multiplier" in n.en for n in three.notes)


# ---------------------------------------------------------------- seeds 001 and 002


@pytest.mark.parametrize(("price", "day"), [
    # Seed 002: 8 hours at the listed prices: 4090 $2.64, 5090 $4.72, 4090 48G $5.20,
    # A800 80G $8.72, A100 80G $11.92.
    (0.33, 2.64), (0.59, 4.72), (0.65, 5.20), (1.09, 8.72), (1.49, 11.92)])
def test_seed002_working_day(price, day):
    o = offer("cloudgpu", "x", price, "hour", currency="USD", source="seed-002")
    assert usage_cost(o, CLOUDGPU, 8, 1).amount == pytest.approx(day)


def test_per_minute_rounding_up():
    o = offer("cloudgpu", "rtx-4090", 0.33, "hour", currency="USD", source="seed-002")
    # 8 h 05 min 20 s a day → 486 whole minutes a day.
    cost = usage_cost(o, CLOUDGPU, 8 + 5 / 60 + 20 / 3600, 2)
    assert cost.hours_billed == pytest.approx(2 * 486 / 60)
    assert cost.amount == pytest.approx(0.33 * 2 * 486 / 60)
    # 10 seconds still pay a minute.
    assert usage_cost(o, CLOUDGPU, 10 / 3600, 1).hours_billed == pytest.approx(1 / 60)


def test_seed001_lora_job_costs():
    # Seed 001: 7B LoRA on a 4090 ≈ 3 hours: RunPod ≈ $2, 优云智算 ≈ ¥6.
    runpod = provider("runpod", source="seed-001")
    assert usage_cost(offer("runpod", "rtx-4090", 0.69, "hour", currency="USD"), runpod, 3,
                      1).amount == pytest.approx(2.07)
    assert usage_cost(offer("ucloud-compshare", "rtx-4090", 1.98, "hour", currency="CNY"),
                      COMPSHARE, 3, 1).amount == pytest.approx(5.94)


def test_compshare_best_plan_by_usage():
    hour = offer("ucloud-compshare", "rtx-4090", 1.98, "hour", currency="CNY")
    day = offer("ucloud-compshare", "rtx-4090", 43.66, "day", currency="CNY")
    month = offer("ucloud-compshare", "rtx-4090", 1191, "month", currency="CNY")
    plans = [hour, day, month]
    # Seed 001: "日均使用低于 8 小时优先按量 … 稳定负载超过半个月适合包月".
    assert best_plan(plans, COMPSHARE, 8, 30).offer is hour
    assert best_plan(plans, COMPSHARE, 24, 5).offer is day
    assert best_plan(plans, COMPSHARE, 24, 30).offer is month
    assert monthly_equivalent(hour, COMPSHARE, 24) == pytest.approx(1.98 * 720)
    assert usage_cost(day, COMPSHARE, 8, 3).units_billed == 3  # whole days
    with pytest.raises(ValueError):
        best_plan([hour, offer("ucloud-compshare", "rtx-4090", 1, "hour", currency="USD",
                               id="ucloud-compshare/rtx-4090/usd")], COMPSHARE, 8, 30)


def test_whole_machine_basis_is_noted():
    aliyun = provider("aliyun", region="cn", kind="hyperscaler", source="seed-001")
    o = offer("aliyun", "h20", 50.32, "hour", currency="CNY", basis="whole-machine",
              machine="192 核 / 1024GB / 8 卡整机")
    cost = usage_cost(o, aliyun, 10, 1)
    assert cost.amount == pytest.approx(503.2)  # already per card-hour
    assert any("whole-machine" in n.en and "整机" in n.zh for n in cost.notes)


def test_bundle_offers_charge_whole_bundles():
    o = offer("coreweave", "h100-sxm", 49.24, "hour", currency="USD", gpus=8)
    cost = usage_cost(o, provider("coreweave"), 1, 1, gpus=2)
    assert cost.amount == pytest.approx(49.24)
    assert per_gb_month(o, card("h100-sxm", 80)) == pytest.approx(49.24 * 720 / 8 / 80)


def test_usage_is_validated():
    o = offer("cloudgpu", "x", 1, "hour", currency="USD")
    for bad in ((25, 1, 1), (-1, 1, 1), (1, -1, 1), (1, 1, 0), (float("nan"), 1, 1)):
        with pytest.raises(ValueError):
            usage_cost(o, CLOUDGPU, *bad)
    with pytest.raises(ValueError):
        usage_cost(o, SEED000_HOST, 1, 1)  # the offer is not this provider's


# ------------------------------------------------------------------------- currencies


KB = factories.kb_of(rates=(Rate(base="USD", quote="CNY", rate=7.0197, as_of="2026-01-08",
                                 source="cfets-usdcny-2026-01-08"),))


def test_convert_through_the_dated_reference_rate_both_ways():
    to_cny = convert(1.49, "USD", "CNY", KB)
    assert to_cny.amount == pytest.approx(1.49 * 7.0197)
    assert (to_cny.as_of, to_cny.source) == ("2026-01-08", "cfets-usdcny-2026-01-08")
    assert "7.0197" in to_cny.note.en and "2026-01-08" in to_cny.note.zh
    to_usd = convert(10.75, "CNY", "USD", KB)
    assert to_usd.amount == pytest.approx(10.75 / 7.0197)
    assert to_usd.rate == pytest.approx(1 / 7.0197)
    assert convert(5, "CNY", "CNY", KB).amount == 5


def test_site_credits_never_convert_without_a_user_rate():
    assert convert(369, "T-CREDIT", "USD", KB) is None
    assert convert(369, "USD", "T-CREDIT", KB) is None
    own = convert(369, "T-CREDIT", "USD", KB, [("T-CREDIT", "USD", 0.5)])
    assert own.amount == pytest.approx(184.5) and own.source == "your rate"
    back = convert(10, "USD", "T-CREDIT", KB, [("T-CREDIT", "USD", 0.5)])
    assert back.amount == pytest.approx(20)


def test_the_persons_rate_wins_and_no_chaining():
    assert convert(1, "USD", "CNY", KB, [("USD", "CNY", 7.1)]).amount == pytest.approx(7.1)
    assert convert(1, "EUR", "CNY", KB) is None


# ------------------------------------------------------------------ the bundled catalogue


@pytest.fixture(scope="module")
def bundled():
    import knowledge

    kb = knowledge.load(user_file=False)  # a broken bundled catalogue fails here
    assert "seed000-host" in kb.providers_by_id, "seed 000's host left the catalogue"
    return kb


def test_catalogue_reproduces_seed000_unit_costs(bundled):
    table = {row[0]: row for row in SEED000_TABLE}
    monthly = [o for o in bundled.offers if o.provider == "seed000-host" and o.unit == "month"]
    assert {o.card for o in monthly} == set(table)
    for o in monthly:
        c = bundled.card(o.card)
        _, _, month, tflops, per_gb, per_tf = table[o.card]
        assert o.price == month and o.currency == "T-CREDIT"
        assert per_gb_month(o, c) == pytest.approx(per_gb, abs=0.006)
        assert seed_tflops(c) == tflops
        assert per_tflops_month(o, c, seed_tflops(c)) == pytest.approx(per_tf, abs=0.006)


def test_catalogue_breakeven(bundled):
    def price(offer_id):
        return next(o.price for o in bundled.offers if o.id == offer_id)

    days = breakeven_days(price("market-reference/rtx-4090/hour-seed000"),
                          price("seed000-host/rtx-4090/month"))
    assert days == pytest.approx(12.8, abs=0.05)
    days = breakeven_days(price("market-reference/h100-sxm/hour-seed000"),
                          price("seed000-host/h100-sxm/month"))
    assert round(days) == 20
