"""Review 101 (a blind ML-infra engineer's review): every money line the answer prints holds against the budget."""

from __future__ import annotations

import math
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import knowledge
from rules.budget_verdict import verdict_text
from rules.fact_parse import Budget
from rules.pipeline import consult


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


# #8: a Hangzhou studio's FLUX.1-dev storyboards, 3,000 images a day in 10 hours, ¥8,000 a month, 专票 required
STUDIO = {"task": "image", "model": "flux.1-dev", "images": 3000, "hours_per_day": 10, "runs_per_month": 30,
          "invoice": "vat-special", "region": "cn", "buyer": "company", "currency": "CNY"}


def _budget(amount: float) -> dict:
    return {"amount": amount, "currency": "CNY", "unit": "month"}


def _money(text: str) -> float:
    return float(text.lstrip("¥$").replace(",", ""))


def test_the_invoice_sellers_month_of_runs_is_said_over_the_budget_and_the_headline_says_so(kb):
    """#8: the one seller on record as issuing 专票 cost ¥16,251 a month at the 30 runs, twice the ¥8,000 budget, and
    nothing said so — the headline (AutoDL, invoicing unknown) read as a plan the studio could sign."""
    r = consult({**STUDIO, "budget": _budget(8000)}, kb)
    assert all(p.offer is not None and p.offer.invoice is None for p in r.picks)
    line = next(x for x in r.answer if "recorded as issuing" in x.en)
    month = re.search(r"30 runs a month: (¥[\d,]+)/month — over your ¥8,000 budget by (¥[\d,]+)", line.en)
    assert month is not None, line.en
    assert _money(month.group(1)) > 8000
    assert _money(month.group(2)) == pytest.approx(_money(month.group(1)) - 8000, abs=1)
    # said plainly, first: the plan above cannot be signed if its seller cannot invoice
    assert line.en.startswith("No seller recorded as issuing the VAT special invoice (专票) fits your ¥8,000 budget")
    assert f"if {r.picks[0].offer.provider_name}" in line.en and "cannot be signed" in line.en
    assert line.zh.startswith("知识库记录能开专票的平台都超出你的 ¥8,000 预算") and "签不了" in line.zh
    assert "超出你的 ¥8,000 预算" in line.zh and "每月 30 次" in line.zh
    # the caveat that prices the same seller says the month and the verdict too
    cav = next(c for c in r.caveats if c.id == "invoice-unconfirmed")
    assert "30 runs a month:" in cav.text.en and "over your ¥8,000 budget by" in cav.text.en
    assert "超出你的 ¥8,000 预算" in cav.text.zh


def test_an_invoice_seller_within_the_budget_is_said_within_and_not_led_by_a_warning(kb):
    r = consult({**STUDIO, "budget": _budget(20000)}, kb)
    line = next(x for x in r.answer if "recorded as issuing" in x.en)
    assert line.en.startswith("At a seller recorded as issuing") and "within your ¥20,000 budget" in line.en
    assert "在你的 ¥20,000 预算内" in line.zh


WITHIN = re.compile(r"(¥[\d,.]+)(?:/month)?(?:, | — |; )within your (¥[\d,.]+) budget")
OVER = re.compile(r"(¥[\d,.]+)(?:/month)?(?:, | — |; )over your (¥[\d,.]+) budget by (¥[\d,.]+)")


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(amount=st.integers(min_value=3000, max_value=40000), runs=st.sampled_from([4, 22, 30]))
def test_no_money_line_claims_within_a_budget_it_is_above(kb, amount, runs):
    r = consult({**STUDIO, "runs_per_month": runs, "budget": _budget(float(amount))}, kb)
    texts = [x.en for x in r.answer] + [c.text.en for c in r.caveats]
    said = sum(len(WITHIN.findall(t)) + len(OVER.findall(t)) for t in texts)
    assert said >= 2, texts  # the invoice seller's line and its caveat both give their verdict
    for text in texts:
        for cost, said in WITHIN.findall(text):
            assert _money(cost) <= _money(said) * 1.0001, text
        for cost, said, by in OVER.findall(text):
            assert _money(cost) > _money(said) and _money(by) == pytest.approx(_money(cost) - _money(said), abs=1)


@given(amount=st.floats(min_value=1, max_value=1e6), cost=st.floats(min_value=0, max_value=2e6),
       approx=st.booleans())
def test_the_verdict_says_within_only_at_or_below_the_figure_written(amount, cost, approx):
    class F:  # the one fact the verdict reads
        budget = Budget(amount, "CNY", "month", approx=approx)
    en, zh = verdict_text(F(), cost, "CNY")  # type: ignore[arg-type]
    assert ("within" in en) == (cost <= amount * 1.0001) and ("预算内" in zh) == ("within" in en)
    assert ("over" in en) != ("within" in en)


# #2: an office PC for Qwen3-14B, 3 at once, bought within $2,500 — no renting
OFFICE = {"model": "qwen3-14b", "concurrency": 3, "office_box": True, "no_rental": True, "procure": "buy",
          "buyer": "company", "currency": "USD", "budget": {"amount": 2500, "currency": "USD", "unit": "total"}}


def _geforce_demoted(r) -> dict[str, str]:
    out = {}
    for item in (*r.rejected, *r.picks):
        for w in item.why:
            if w.rule == "buy-geforce-company":
                out[item.card] = w.text.en
    return out


def test_an_office_pc_does_not_demote_geforce_cards_a_desktop_board_takes(kb):
    """The demotion is for a company's servers — its own line says a desktop workstation is fine; past a consumer
    board's two cards the box is a server-class build again, and it says so."""
    r = consult(OFFICE, kb)  # 16-bit: one RTX 5090 cannot hold it, two can; the 16 GB cards take four
    demoted = _geforce_demoted(r)
    assert "rtx-5090" not in demoted
    assert "4 of them are more than a desktop board takes" in demoted["rtx-5060ti-16g"]
    fp8 = consult({**OFFICE, "precision": "fp8", "kv_precision": "fp8"}, kb)  # one 5090, two 5060 Ti
    assert not {"rtx-5090", "rtx-5060ti-16g"} & set(_geforce_demoted(fp8))
    server = consult({**OFFICE, "office_box": False}, kb)  # the same purchase for a server still is
    assert "rtx-5090" in _geforce_demoted(server)
    assert "fine in a desktop workstation" in _geforce_demoted(server)["rtx-5090"]


def test_the_fp8_what_if_names_the_fewest_cards_of_any_card_within_the_budget(kb):
    """FP8 holds the 14B on one RTX 5090 within $2,500; the what-if said only 2 × RTX 5060 Ti, and the headline kept
    4 cards over PCIe on a board that holds two with no word of either."""
    r = consult(OFFICE, kb)
    top = r.picks[0]
    assert top.gpus >= 4 and top.card == "rtx-5060ti-16g"  # 16-bit as the model ships, on 4 cards
    fp8 = next(w for w in r.what_if if w.change.get("precision") == "fp8")
    assert "On the fewest cards: 1 × NVIDIA GeForce RTX 5090, to buy $1,999 — within your $2,500 budget" in fp8.text.en
    assert "卡数最少的方案：1 张 NVIDIA GeForce RTX 5090" in fp8.text.zh
    assert any(x.en.startswith("Fewer cards:") and "1 × NVIDIA GeForce RTX 5090" in x.en for x in r.answer)
    cav = next(c for c in r.caveats if c.id == "fp8-option")
    assert "as few as 1 × NVIDIA GeForce RTX 5090" in cav.text.en and "最少 1 张" in cav.text.zh


def test_the_fewest_cards_are_never_offered_over_a_total_budget(kb):
    """Below the RTX 5090's $1,999 the single card is not offered as the fewest — over the budget is no plan."""
    r = consult({**OFFICE, "budget": {"amount": 1800, "currency": "USD", "unit": "total"}}, kb)
    assert any(w.change.get("precision") == "fp8" and "2 × NVIDIA GeForce RTX 5060 Ti" in w.text.en for w in r.what_if)
    for w in r.what_if:
        assert "RTX 5090, to buy $1,999" not in w.text.en


# #10: 800 prompts of 15,000 tokens through Qwen3-32B, 30 runs a month, abroad
BATCH = {"model": "qwen3-32b", "prompts": 800, "input_tokens": 15000, "output_tokens": 800, "runs_per_month": 30,
         "region": "intl", "budget": {"amount": 2500, "currency": "USD", "unit": "month"}}


def test_a_whole_node_figure_includes_every_gpus_start_up(kb):
    """"about $1.85 for the job on all 8 GPUs (about 0.1 h)": 8 GPUs cannot finish in 6 minutes when each starts for
    13 — and all 8 bill that start-up."""
    r = consult(BATCH, kb)
    cav = next(c for c in r.caveats if c.id == "unit-unknown")
    got = re.search(r"about \$([\d,.]+) for the job on all 8 GPUs \(about ([\d.]+) h, with each GPU's (\d+) min "
                    r"start-up\)", cav.text.en)
    assert got is not None, cav.text.en
    top = next(p for p in r.picks if p.card in cav.text.en and p.job is not None)
    cost, hours, start = float(got.group(1).replace(",", "")), float(got.group(2)), int(got.group(3))
    assert hours * 60 >= start  # never sooner than the start-up alone
    assert top.gpus_in_all < 8 and cost > top.job.total  # 8 start-ups billed, not one
    assert f"含每张卡 {start} 分钟启动" in cav.text.zh


# #1: a full fine-tune of Qwen3-8B on 40M tokens × 3 epochs, $2,000 in all
FINETUNE = {"task": "full-finetune", "model": "qwen3-8b", "train_tokens": 40_000_000, "epochs": 3,
            "context_tokens": 4096, "deadline": 120, "region": "intl", "priority": "speed",
            "budget": {"amount": 2000, "currency": "USD", "unit": "total"}}


def test_a_jobs_billing_says_how_finely_it_is_billed(kb):
    """"Billed for 0.4 h of wall clock under the offer's unit (hour)" read as whole hours — 8 GPU-hours for 8 × B200 —
    while the price was 3.2: pro rata is said as the assumption, with what whole hours would cost."""
    r = consult(FINETUNE, kb)
    top = r.picks[0]
    assert top.job is not None and top.offer is not None and top.offer.unit == "hour"
    note = next(a for a in top.job.assumptions if "pro rata" in a.en)
    assert f"how finely {top.offer.provider_name} bills is not on record" in note.en
    whole = re.search(r"each GPU pays (\d+) hours?, \$([\d,.]+) in all", note.en)
    assert whole is not None, note.en
    hours = int(whole.group(1))
    assert hours >= top.job.wall_hours and hours == math.ceil(top.job.wall_hours - 1e-9)
    assert float(whole.group(2).replace(",", "")) == pytest.approx(top.offer.price * hours * top.gpus_in_all, rel=0.01)
    assert "计费粒度没有记录" in note.zh


def test_a_sellers_rounding_on_record_is_said_as_its_rule(kb):
    from rules.job_notes import billed_note

    class Choice:
        unit, provider, provider_name, usage_cost, currency = "hour", "cloudgpu", "CloudGPU", 10.0, "USD"
        usage_text = type("T", (), {"en": "x", "zh": "x"})()
    said = billed_note(Choice(), 0.4, kb)
    assert "rounded up to the minute" in said.en and "not on record" not in said.en


BOUGHT_WITHIN = re.compile(r"to buy (\$[\d,.]+)(?: \([^)]*\))?(?: \(saves [^)]*\))? — within your (\$[\d,.]+) budget")


@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(amount=st.integers(min_value=900, max_value=4000))
def test_no_purchase_line_claims_within_a_budget_it_is_above(kb, amount):
    r = consult({**OFFICE, "budget": {"amount": float(amount), "currency": "USD", "unit": "total"}}, kb)
    texts = [x.en for x in r.answer] + [w.text.en for w in r.what_if]
    said = [m for t in texts for m in BOUGHT_WITHIN.findall(t)]
    for cost, budget in said:
        assert _money(cost) <= _money(budget) * 1.0001, texts
