"""Issue 12: who sells what, where, under which rules — pinned on real consultations.

The consultation day is 2026-12-01 (tests/conftest.py sets GPU_ADVISOR_TODAY); a test that needs
another day says so with the `today` fact.
"""

from __future__ import annotations

import json
import re

import pytest
import yaml

import knowledge
from advisor_tui.cli import main
from knowledge.loader import DATA_PACKAGE, load_texts
from rules.pipeline import consult
from rules.pricing import price_card


def caveats(result):
    return {c.id: c for c in result.caveats}


def fired(result):
    return {t.rule for t in result.trace} | {r.rule for rej in result.rejected for r in rej.why}


def rejected(result, card):
    return [r.rule for rej in result.rejected if rej.card == card for r in rej.why]


def offer_of(kb, pick):
    return next(o for o in kb.offers_for(pick.card) if o.id == pick.offer.offer_id)


# ------------------------------------------------------------------ international 70B serving


@pytest.mark.parametrize("precision", ["bf16", "fp8", "int4"])
def test_intl_70b_serving_never_hands_a_china_market_part_over_silently(kb, precision):
    r = consult({"model": "llama-3.1-70b", "precision": precision, "region": "intl"}, kb)
    assert r.picks
    for pick in r.picks:
        card, offer = kb.card(pick.card), offer_of(kb, pick)
        if card.market == "china" or offer.hosted_in == "cn":
            assert "china-market-part" in caveats(r)
    # a global part does the job here, so the China-market parts rank after it
    assert all(kb.card(p.card).market != "china" for p in r.picks)
    for cid in ("a800-80g", "h20"):
        reasons = rejected(r, cid)
        if "market-intl-prefers-global" in fired(r) and reasons:
            assert reasons[0] in ("market-intl-prefers-global", "memory-gate",
                                  "prefer-single-card", "offers-only-in-mainland")


def test_intl_user_who_can_only_afford_an_h20_is_not_headlined_it(kb):
    # CUDA, one GPU, > 80 GB: within $1,000/month only CloudGPU's H20 is left — a seller that does not say where
    # its machines are is no headline abroad (review 60 C1): the answer says no, and keeps the H20 as a what-if
    r = consult({"model": "llama-3.1-70b", "precision": "fp8", "context_tokens": "16k",
                 "region": "intl", "cuda_required": True, "max_gpus": 1,
                 "budget": "1000/month"}, kb)
    assert not r.picks and r.facts.no_mainland_sellers and ("no_mainland_sellers", True) in r.facts.assumed
    kept = next(w for w in r.what_if if w.change == {"no_mainland_sellers": False})
    assert kept.card == "h20" and "China-market part" in kept.text.en and "does not say where" in kept.text.en
    assert any("set aside" in n.en for n in r.facts.notes)


def test_intl_user_who_allows_mainland_sellers_is_told_what_the_h20_is(kb):
    r = consult({"model": "llama-3.1-70b", "precision": "fp8", "context_tokens": "16k",
                 "region": "intl", "cuda_required": True, "max_gpus": 1,
                 "budget": "1000/month", "no_mainland_sellers": False}, kb)
    assert [p.card for p in r.picks] == ["h20"]
    text = caveats(r)["china-market-part"].text.en
    assert "mainland-China market" in text and "H100 SXM" in text and "15 %" in text
    # CloudGPU: a Chinese-language seller that does not say where its machines are
    assert "does not say where" in text


def test_seed002_host_is_filed_as_addressing_mainland_buyers(kb):
    cloudgpu = kb.provider("cloudgpu")
    assert cloudgpu.home_market == "cn"
    assert all(o.hosted_in is None for o in kb.offers if o.provider == "cloudgpu")


# ------------------------------------------------------- compliant 72B: a company, a student


def test_compliant_72b_for_a_company_never_picks_a_modified_board(kb):
    r = consult({"model": "qwen2.5-72b", "precision": "int4", "compliance": True}, kb)
    assert ("buyer", "company") in r.facts.assumed and ("procure", "rent") in r.facts.assumed
    assert r.picks and all(kb.card(p.card).market != "modified" for p in r.picks)
    assert rejected(r, "rtx-4090d-48g")[0] == "company-no-modified-board"
    assert "renting" not in caveats(r)["domestic-procurement"].text.en  # says "rent", not a guess
    assert "rent existing stock" in caveats(r)["domestic-procurement"].text.en


def test_compliant_72b_for_a_student_may_get_the_modified_card_with_the_caveat(kb):
    r = consult({"model": "qwen2.5-72b", "precision": "int4", "compliance": True,
                 "buyer": "individual"}, kb)
    assert "company-no-modified-board" not in fired(r)
    assert r.picks[0].card == "rtx-4090d-48g"
    assert "no NVIDIA warranty" in caveats(r)["modified-board"].text.en


def test_buying_new_hardware_is_a_different_assumption(kb):
    r = consult({"model": "qwen2.5-72b", "precision": "int4", "compliance": True,
                 "procure": "buy"}, kb)
    text = caveats(r)["domestic-procurement"].text.en
    assert "buy new hardware" in text and "Ascend 910B/910C" in text  # (new exports of A800: a licence)


def test_ascend_is_picked_for_a_compliant_job_when_its_price_is_known(kb):
    mine = """
offers:
  - id: mine/ascend-910b/hour
    provider: huawei-cloud
    card: ascend-910b
    price: 0.8
    currency: CNY
    unit: hour
    basis: per-card
    region: cn
    source: seed-001
    as_of: "2026-11-20"
    min_gpus: 1
"""
    kb2 = load_texts([("mine.yaml", mine)])
    r = consult({"model": "qwen2.5-72b", "precision": "int4", "compliance": True}, kb2)
    assert r.picks[0].card == "ascend-910b"
    text = caveats(r)["verify-rental"].text.en
    assert "npu-smi" in text and "nvidia-smi" not in text


# --------------------------------------------------------------------- two rented RTX 3090s


def test_two_rented_3090s_do_not_pool_unless_the_offer_fits_the_bridge(kb):
    facts = {"model": "qwen2.5-32b", "precision": "int8", "region": "cn",
             "budget": "1500/month CNY"}
    r = consult(facts, kb)
    pair = next(p for p in r.picks if p.card == "rtx-3090")
    assert pair.gpus == 2 and pair.mode == "pcie-split"
    assert not any(t.rule == "pool-over-nvlink" and t.matched.get("card", {}).get("card")
                   == "rtx-3090" for t in r.trace)
    assert any("bridge" in w.text.en for w in pair.why)

    bridged = """
offers:
  - id: mine/rtx-3090/month-bridged
    provider: ucloud-compshare
    card: rtx-3090
    price: 700
    currency: CNY
    unit: month
    basis: per-card
    region: cn
    source: seed-001
    as_of: "2026-11-20"
    nvlink: true
"""
    r2 = consult(facts, load_texts([("mine.yaml", bridged)]))
    pair2 = next(p for p in r2.picks if p.card == "rtx-3090")
    assert pair2.mode == "pooled" and pair2.offer.offer_id == "mine/rtx-3090/month-bridged"


# -------------------------------------------------------------- CoreWeave from a price list


COREWEAVE_LIST = """
sources:
  - id: my-coreweave-quote
    title: "A CoreWeave quote I was sent"
    kind: reference
    as_of: "2026-11-25"
    covers: "per-GPU prices of HGX nodes"
offers:
  - id: mine/coreweave-h200/hour
    provider: coreweave
    card: h200
    price: 0.5
    currency: USD
    unit: hour
    basis: per-card
    region: intl
    source: my-coreweave-quote
    as_of: "2026-11-25"
"""


def test_coreweave_from_a_user_price_list_costs_the_whole_node(kb):
    kb2 = load_texts([("mine.yaml", COREWEAVE_LIST)])
    facts = {"model": "llama-3.1-70b", "region": "intl", "cuda_required": True}
    r = consult(facts, kb2, _cards=frozenset({"h200"}))
    pick = r.picks[0]
    assert pick.gpus == 2 and pick.offer.offer_id == "mine/coreweave-h200/hour"
    assert pick.offer.gpus_priced == 8  # the row did not say; CoreWeave rents 8-GPU nodes
    assert pick.monthly_cost == pytest.approx(0.5 * 8 * 24 * 30)
    assert "whole 8-GPU nodes" in caveats(r)["whole-node"].text.en


def test_the_bundled_whole_node_prices_are_node_prices(kb):
    from rules.facts import resolve

    facts = resolve({"model": "qwen2.5-7b", "region": "intl"}, kb)
    priced = price_card(kb, facts, "rtx-pro-6000", 1)
    assert priced.choice.provider == "coreweave" and priced.choice.gpus_priced == 8
    assert priced.choice.monthly_cost == pytest.approx(20.0 * 24 * 30)



def test_a_one_gpu_job_over_budget_on_a_node_only_offer_says_the_node(kb):
    # a 27B FP8 on one RTX PRO 6000 for 3 days: CoreWeave rents only the 8-GPU node, $20/h, so
    # $1,440 against $800 — without the node said, the figure reads as a wrong $2.50/h price
    r = consult({"model": "gemma-3-27b", "precision": "fp8", "context_tokens": "16k", "region": "intl",
                 "cuda_required": True, "days": 3, "budget": "800/month", "currency": "USD"}, kb)
    why = [w.text.en for rej in r.rejected if rej.card == "rtx-pro-6000" for w in rej.why
           if w.rule == "budget-exceeded"]
    assert why and "a whole 8-GPU node" in why[0] and "$1,440" in why[0]

# ------------------------------------------------------------------------- a 16-GPU job


def test_a_16_gpu_set_spans_nodes_and_is_never_one_nvlink_pool(kb):
    r = consult({"model": "llama-3.1-405b", "precision": "bf16", "max_gpus": 16,
                 "cuda_required": True, "region": "intl"}, kb)
    big = [p for p in r.picks if p.gpus > 8]
    assert big, "the cheapest CUDA answer is 16 × A100 80GB"
    for p in big:
        assert p.mode == "multi-node"
        assert not any("memory pools" in w.text.en for w in p.why)
        assert any("span 2 nodes" in w.text.en for w in p.why)
    assert "multi-node" in caveats(r)
    for t in r.trace:
        if t.rule == "pool-over-nvlink" and t.matched["req"]["gpus"] > 8:
            assert "not one pooled" in t.concluded.en


# ---------------------------------------------------------------------- MI300X day one


# Vultr's MI300X (the only MI300X seller held) does not state its unit: it ranks after known units,
# so it is picked where a budget leaves only it (one GPU, $2,000 a month)
MI300X_ONLY = {"model": "llama-3.1-70b", "region": "intl", "max_gpus": 1, "budget": "2000/month"}


def test_mi300x_day_one_checks_name_rocm_tools(kb):
    r = consult(MI300X_ONLY, kb)
    assert r.picks[0].card == "mi300x"
    text = caveats(r)["verify-rental"].text.en
    assert "rocm-smi" in text and "amd-smi" in text and "nvidia-smi" not in text
    assert "rocm-ecosystem" in caveats(r)


# ---------------------------------------------------------------------- budget-limited


def test_when_the_budget_rules_everything_out_the_answer_says_so(kb):
    r = consult({"model": "qwen2.5-72b", "region": "intl", "budget": "200/month"}, kb)
    assert not r.picks
    first = r.answer[0].en
    assert first.startswith("Your budget ($200/month) is what rules everything out")
    assert "预算" in r.answer[0].zh


# --------------------------------------------------------------- invoices, SLA, filings


def test_vat_special_invoice_keeps_recorded_and_unknown_mainland_sellers(kb):
    """Review 5 F3: "invoice unknown" was "excluded", so only Aliyun survived a 专票 job, at 6–11×
    the mainland platforms' price. Unknown mainland sellers stay, each pick with an unrecorded
    invoice says to confirm before signing (seed 001), and an offshore seller never gives one."""
    r = consult({"model": "qwen3-32b", "region": "cn", "invoice": "vat-special", "buyer": "company",
                 "context_tokens": 32768, "concurrency": 20}, kb)
    plain = consult({"model": "qwen3-32b", "region": "cn", "buyer": "company",
                     "context_tokens": 32768, "concurrency": 20}, kb, what_if=False)
    assert r.picks
    for pick in r.picks:
        assert pick.offer.invoice == "vat-special" or (pick.offer.invoice is None
                                                        and pick.offer.region == "cn")
    unconfirmed = [p for p in r.picks if p.offer.invoice is None]
    assert bool(unconfirmed) == any(c.id == "invoice-unconfirmed" for c in r.caveats)
    assert r.picks[0].monthly_cost <= 1.01 * plain.picks[0].monthly_cost  # no 6–11× premium
    intl = consult({"model": "qwen2.5-7b", "invoice": "vat-special", "region": "intl"}, kb,
                   what_if=False)
    reasons = [w.text.en for rej in intl.rejected for w in rej.why if w.rule == "price-offers"]
    assert not intl.picks and any("a seller abroad issues no mainland VAT invoice (vat-special)" in t
                                  for t in reasons)


def test_serving_avoids_no_sla_offers_and_says_so_when_only_they_sell(kb):
    no_sla = """
offers:
  - id: mine/b300/hour-nosla
    provider: runpod
    card: b300
    price: 0.5
    currency: USD
    unit: hour
    basis: per-card
    region: intl
    source: seed-001
    as_of: "2026-11-20"
    sla: false
"""
    kb2 = load_texts([("mine.yaml", no_sla)])
    r = consult({"model": "llama-3.1-70b", "region": "intl"}, kb2, _cards=frozenset({"b300"}))
    # b300 has another offer (RunPod, SLA unknown): serving is priced there, not at the no-SLA row
    assert r.picks[0].offer.offer_id != "mine/b300/hour-nosla"
    only = """
offers:
  - id: mine/h20-141g/hour-nosla
    provider: runpod
    card: h20-141g
    price: 0.5
    currency: USD
    unit: hour
    basis: per-card
    region: intl
    source: seed-001
    as_of: "2026-11-20"
    sla: false
"""
    kb3 = load_texts([("mine.yaml", only)])
    r3 = consult({"model": "llama-3.1-70b", "region": "intl"}, kb3,
                 _cards=frozenset({"h20-141g"}))
    assert r3.picks[0].offer.offer_id == "mine/h20-141g/hour-nosla"
    assert "no SLA" in caveats(r3)["no-sla"].text.en
    r4 = consult({"model": "llama-3.1-70b", "region": "intl", "interruptible": True}, kb3,
                 _cards=frozenset({"h20-141g"}))
    assert "no-sla" not in caveats(r4)


def test_a_public_generative_ai_service_in_china_gets_the_filings(kb):
    r = consult({"model": "qwen2.5-7b", "region": "cn", "public_service": True}, kb)
    c = caveats(r)["generative-ai-filing"]
    for name in ("Interim Measures for the Management of Generative AI Services",
                 "Algorithmic Recommendation", "Personal Information Protection Law",
                 "security assessment"):
        assert name in c.text.en
    assert c.source in kb.sources_by_id and kb.source(c.source).url.startswith("https://www.cac")
    assert "generative-ai-filing" not in caveats(consult({"model": "qwen2.5-7b",
                                                          "region": "cn"}, kb))


# ------------------------------------------------------------------------- price freshness


def test_stale_price_is_one_caveat_naming_the_oldest_date(kb):
    r = consult(MI300X_ONLY, kb)
    assert r.picks[0].card == "mi300x"
    text = caveats(r)["stale-price"].text.en
    assert "2026-05-18" in text and "--knowledge" in text and "197 days" in text
    assert [c.id for c in r.caveats].count("stale-price") == 1
    fresh = consult({**MI300X_ONLY, "today": "2026-06-01"}, kb)
    assert "stale-price" not in caveats(fresh)


def test_seed_prices_are_not_stale_on_the_consultation_day(kb):
    # seed 001 (2026-09-04) is 88 days old on 2026-12-01: no noise on the common answers
    for facts in ({"model": "qwen2.5-7b", "region": "cn"},
                  {"model": "qwen3-32b", "region": "cn"},
                  {"model": "qwen2.5-72b", "precision": "int4", "compliance": True}):
        assert "stale-price" not in caveats(consult(facts, kb))


def test_today_is_validated(kb):
    from knowledge.errors import InputError

    with pytest.raises(InputError, match="today"):
        consult({"model": "qwen2.5-7b", "today": "yesterday"}, kb)


# ---------------------------------------------------------------------------- FP8 capability


def test_fp8_capability_is_a_card_field_not_a_missing_number(kb):
    l20 = kb.card("l20")
    assert l20.fp8_tflops is None and l20.fp8 == "native"  # Ada, like the 4090
    r = consult({"model": "qwen3-32b", "precision": "fp8", "region": "cn", "compliance": True},
                kb)
    assert "precision-unsupported" not in rejected(r, "l20")
    assert "precision-unsupported" in rejected(r, "v100s-32g") or "v100s-32g" not in {
        p.card for p in r.picks}


# ------------------------------------------------------------------- every record is filed


def _raw(name):
    from importlib import resources

    return yaml.safe_load(resources.files(DATA_PACKAGE).joinpath(name).read_text("utf-8"))


def test_every_offer_card_and_provider_carries_the_new_fields():
    for offer in _raw("offers.yaml")["offers"]:
        missing = {"hosted_in", "min_gpus", "nvlink", "sla", "invoice"} - set(offer)
        assert not missing, (offer["id"], missing)
    for card in _raw("cards.yaml")["cards"]:
        assert {"market", "fp8"} <= set(card), card["id"]
    for provider in _raw("providers.yaml")["providers"]:
        assert {"home_market", "min_gpus"} <= set(provider), provider["id"]


def test_offers_command_shows_where_and_how(capsys):
    assert main(["offers", "--card", "rtx pro 6000"]) == 0
    out = capsys.readouterr().out
    assert "hosted" in out and "min" in out and "SLA" in out and "invoice" in out
    assert "coreweave" in out and " 8 " in out
    assert main(["cards"]) == 0
    assert "modified" in capsys.readouterr().out


def test_new_flags_parse_and_bad_values_exit_2(capsys):
    assert main(["recommend", "--model", "qwen2.5-7b", "--region", "cn", "--invoice",
                 "vat-special", "--buyer", "company", "--procure", "buy",
                 "--public-service"]) == 0
    assert "generative-ai-filing" in capsys.readouterr().out
    assert main(["recommend", "--model", "qwen2.5-7b", "--invoice", "paper"]) == 2
    assert "--invoice" in capsys.readouterr().err


def test_asking_for_stock_cards_rules_out_board_modified_ones_for_anyone():
    """Review 2026-12-01: '不要魔改卡' was dropped and a 48 GB 4090 (board-modified) was picked."""
    import knowledge
    from advisor_tui.understand import parse

    kb = knowledge.load(user_file=False)
    said = parse("国内渲染大场景blender，10天每天10小时，不要魔改卡", kb)
    assert said.facts["stock_only"] is True
    result = consult({**said.facts}, kb, what_if=False)
    assert result.picks and all(kb.card(p.card).market != "modified" for p in result.picks)
    assert any(w.rule == "stock-cards-only" for r in result.rejected for w in r.why)
    loose = consult({k: v for k, v in said.facts.items() if k != "stock_only"}, kb, what_if=False)
    assert any(kb.card(p.card).market == "modified" for p in loose.picks)


# ------------------------------------------------------------------ buying with rental prices


@pytest.mark.parametrize("hours, busy", [(8, "33 %"), (24, "100 %")])
def test_a_buyer_is_told_the_prices_are_rentals_and_when_owning_pays(kb, hours, busy):
    r = consult({"task": "learn", "procure": "buy", "hours_per_day": hours,
                 "budget": "3000/total", "region": "cn"}, kb)
    assert r.picks
    text = caveats(r)["buying-priced-as-renting"].text
    # purchase prices are dated and sourced now (knowledge/data/purchase_prices.yaml): the caveat
    # says what they are, and the pick lines price the purchase, with the rent beside it
    assert "dated, sourced" in text.en and "60–70 %" in text.en and busy in text.en
    assert "购买价" in text.zh and "询价" in text.zh
    assert "to buy:" in r.answer[0].en or "ask a vendor for a quote" in r.answer[0].en
    # the rent beside it: on the pick's own line where the card is rented out, else the next line names the
    # cheapest rental (the RTX 3060 12GB that ¥3,000 buys since the mid-range GeForce cards are catalogued has
    # no rental offer held)
    en, zh = " ".join(line.en for line in r.answer[:2]), " ".join(line.zh for line in r.answer[:2])
    assert ("renting it instead" in en or "Renting instead" in en) and "改为租用" in zh


def test_a_renter_is_not_told_about_buying(kb):
    r = consult({"task": "learn", "region": "cn"}, kb)
    assert "buying-priced-as-renting" not in caveats(r)
    assert all("to rent" not in line.en for line in r.answer)


# ------------------------------------------------------------------ 信创: domestic chips only


def test_xinchuang_takes_domestic_chips_not_export_compliant_nvidia(kb):
    r = consult({"model": "qwen2.5-72b", "precision": "int4", "concurrency": 10,
                 "domestic_chips": True}, kb)
    assert r.facts.region == "cn"  # assumed: domestic chips run on the mainland
    assert all(kb.card(p.card).vendor == "huawei" for p in r.picks)
    for card in ("h20", "a800-80g", "l20", "rtx-4090d", "mi300x"):
        assert rejected(r, card)[0] == "domestic-chips-only"
    fit = caveats(r)["domestic-chips-fit"].text.en
    # 10 at 8k hold one full window + 9 × half of it: (8,192 + 9 × 4,096) × 327,680 B = 14.76 GB of KV, 60.36 GB in
    # all: one 910C with room, one 64 GB 910B only tight
    assert "1 × ascend-910c" in fit and "1 × ascend-910b" in fit and "tight; take 2 cards for room" in fit
    assert "quote" in caveats(r)["domestic-chips-quote"].text.en
    assert "domestic-compliance" not in caveats(r)  # its "prefer H20, A800 …" would contradict
    assert "信创" in r.answer[0].zh and "Ascend" in r.answer[0].en


def test_export_compliance_alone_still_offers_the_h20(kb):
    r = consult({"model": "qwen2.5-72b", "precision": "int4", "concurrency": 10,
                 "compliance": True}, kb)
    assert r.picks and "domestic-chips-only" not in fired(r)
    assert any(kb.card(p.card).vendor == "nvidia" for p in r.picks)


def test_domestic_chips_with_a_price_list_of_ones_own_are_picked(kb, tmp_path):
    extra = tmp_path / "ascend.yaml"
    extra.write_text(yaml.safe_dump({"offers": [{
        "id": "my-quote/ascend-910c/hour", "provider": "huawei-cloud", "card": "ascend-910c",
        "price": 9.5, "currency": "CNY", "unit": "hour", "basis": "per-card", "region": "cn",
        "source": "my-quote", "as_of": "2026-11-30"}],
        "sources": [{"id": "my-quote", "title": "a quote we got", "kind": "vendor",
                     "as_of": "2026-11-30", "covers": "our Ascend price"}]}),
        encoding="utf-8")
    own = load_texts([(str(extra), extra.read_text(encoding="utf-8"))])
    r = consult({"model": "qwen2.5-72b", "precision": "int4", "concurrency": 10,
                 "domestic_chips": True}, own)
    assert [p.card for p in r.picks][:1] == ["ascend-910c"]


def test_a_baseboard_part_from_a_seller_with_no_stated_unit_is_flagged():
    """Review 3 F9: one MI300X at $1.85/h headlined the answer though the seller never says it
    rents fewer than a whole 8-GPU node: the answer says what the node would cost."""
    r = consult({"model": "llama-3.1-70b", "precision": "fp8", "context_tokens": "128k",
                 "region": "intl", "max_gpus": 1, "budget": "3000/month"}, what_if=False)
    pick = next(p for p in r.picks if p.card == "mi300x")
    cav = next(c for c in r.caveats if c.id == "unit-unknown")
    assert pick.gpus < 8 and "whole node" in cav.text.en and "$" in cav.text.en
    # a seller that states its unit is not flagged
    r2 = consult({"model": "llama-3.1-8b", "region": "intl"}, what_if=False)
    assert all(c.id != "unit-unknown" for c in r2.caveats)


def test_buying_never_picks_one_card_of_an_8_gpu_baseboard_part():
    """Review 3 F3: '--procure buy' answered with one MI300X, a part sold only in 8-GPU OAM
    platforms; a buyer of one or two GPUs gets PCIe cards, and a job needing 8 keeps SXM."""
    r = consult({"model": "llama-3.3-70b", "precision": "int4", "procure": "buy", "buyer": "company",
                 "concurrency": 16, "region": "intl"}, what_if=False)
    assert r.picks
    for pick in r.picks:
        assert pick.card not in ("mi300x", "h100-sxm", "h200", "b200", "b300", "a100-80g-sxm")
    assert any(w.rule == "buy-baseboard" for x in r.rejected for w in x.why)


def test_a_public_service_on_a_seller_with_no_recorded_sla_is_told_to_ask():
    """Review 3 F22: a public chatbot on AutoDL got no word that the platform records no SLA."""
    r = consult({"model": "qwen3-14b", "region": "cn", "rps": 2, "public_service": True},
                what_if=False)
    assert any(c.id == "sla-unknown" for c in r.caveats)
    internal = consult({"model": "qwen3-14b", "region": "cn", "rps": 2}, what_if=False)
    assert all(c.id != "sla-unknown" for c in internal.caveats)


def test_a_mainland_launch_from_the_hugging_face_hub_says_how_to_download():
    """Review 4 F10: every mainland launch pulls from huggingface.co; the answer says to use
    ModelScope (vLLM / SGLang document the switch) or a mirror — abroad it says nothing."""
    cn = consult({"model": "qwen3-8b", "region": "cn"}, what_if=False)
    cav = next(c for c in cn.caveats if c.id == "hub-download-mainland")
    assert "VLLM_USE_MODELSCOPE" in cav.text.en and "魔搭" in cav.text.zh
    intl = consult({"model": "qwen3-8b", "region": "intl"}, what_if=False)
    assert all(c.id != "hub-download-mainland" for c in intl.caveats)


def test_the_invoice_what_if_never_names_an_offshore_seller():
    """Review 4 F5: a 专票 job was offered '8 × MI300X if the platform can invoice' — only offshore
    sellers have MI300X, and a mainland VAT invoice comes only from a mainland seller."""
    r = consult({"task": "full-finetune", "model": "qwen2.5-72b", "region": "cn", "train_tokens": "1B",
                 "deadline": 336, "buyer": "company", "invoice": "vat-special"})
    for w in r.what_if:
        if "invoice" in w.change:
            assert w.card not in ("mi300x",)


def test_a_what_if_on_a_seller_with_no_stated_unit_says_what_a_node_costs():
    """Review 4 F16: the unit-unknown caveat was on picks only; a what-if offering 2 × MI300X from
    a seller that never states its unit now says what whole 8-GPU nodes would cost."""
    r = consult({"model": "gemma-3-27b", "rps": 10, "input_tokens": 1500, "output_tokens": 400,
                 "region": "intl", "budget": "3000/month USD"})
    amd = [w for w in r.what_if if w.card == "mi300x"]
    assert amd and all("whole 8-GPU node" in w.text.en and "整台 8 卡" in w.text.zh for w in amd)


def test_a_one_off_jobs_whole_node_is_the_job_on_eight_gpus_not_a_month():
    """Review 5 F8: the unit-unknown caveat priced a 9-hour fine-tune's whole node as 30 days
    ($4,100); on a whole node the job runs on all 8 GPUs, for about the job's own bill."""
    # (a job whose node costs more than a known unit's ranks after since review 42 M2: DeepSeek-V3's QLoRA needs
    # four MI300X, and even their whole node is the cheapest plan)
    r = consult({"task": "qlora", "model": "deepseek-v3", "train_tokens": "20M", "region": "intl"}, what_if=False)
    pick = next(p for p in r.picks if p.card == "mi300x")
    cav = next(c for c in r.caveats if c.id == "unit-unknown")
    node = float(cav.text.en.split("as a whole node, $")[1].split(" ")[0].replace(",", ""))
    assert "all 8 GPUs" in cav.text.en and "8 张卡一起跑这个任务" in cav.text.zh
    assert node < 3 * pick.job.total  # about the same GPU-hours, not a month of a node


def test_an_unconfirmed_unit_whose_node_breaks_the_budget_ranks_after_known_units():
    """Review 5 F7: one Vultr MI300X at $1,332 headlined a $3,000/month budget while a whole
    node (the unit many sellers rent it by, never stated) would be $10,656; a card whose unit is
    known and that fits the budget now comes first, and the MI300X says why it does not."""
    r = consult({"model": "gpt-oss-120b", "rps": 5, "input_tokens": 2000, "output_tokens": 500,
                 "region": "intl", "budget": "3000/month USD"}, what_if=False)
    assert r.picks and r.picks[0].card != "mi300x"
    why = [w for x in r.rejected if x.card == "mi300x" for w in x.why]
    why += [w for p in r.picks if p.card == "mi300x" for w in p.why]
    assert any(w.rule == "unit-unknown-over-budget" for w in why)


def test_a_company_abroad_rents_from_sellers_that_say_where_their_machines_are():
    """Review 5 F16 / F21: a company's job not called interruptible is not put on a peer-to-peer
    marketplace, nor on a mainland-oriented seller with unknown hosting where the card has
    another seller."""
    for facts in ({"task": "qlora", "model": "llama-3.1-70b", "train_tokens": "50M", "epochs": 2,
                   "region": "intl", "buyer": "company"},
                  {"model": "llama-3.1-8b", "region": "intl", "buyer": "company"}):
        r = consult(facts, what_if=False)
        assert r.picks
        for pick in r.picks:
            assert "p2p-marketplace" not in pick.offer.flags and pick.offer.provider != "vast-ai"
            assert pick.offer.provider != "cloudgpu" or all(
                o.provider == "cloudgpu" for o in r.kb.offers_for(pick.card))


def test_a_service_said_to_stay_up_hears_about_an_unrecorded_sla():
    """Review 6 F8: "we need an SLA" was dropped without a word; it is read as a service that
    must stay up, and a pick whose seller records no SLA says to ask for one — a job nobody
    called interruptible or not stays quiet."""
    said = consult({"model": "qwen3-14b", "region": "cn", "rps": 2, "interruptible": False},
                   what_if=False)
    assert any(c.id == "sla-unknown" for c in said.caveats)
    quiet = consult({"model": "qwen3-14b", "region": "cn", "rps": 2}, what_if=False)
    assert all(c.id != "sla-unknown" for c in quiet.caveats)


def test_a_purchase_budget_is_checked_against_purchase_prices_not_met_by_a_month_of_rent():
    """Review 6 F7: buying with $8,000 was "met" by $1,800 a month of rent at a per-GPU rate the
    seller never rents by. No card is ruled out by comparing rent with a purchase budget; the
    dated purchase prices are compared with it instead (the RTX PRO 6000's $8,565 is over it,
    said with the amount), and a card with no purchase price is answered with a quote — after the priced
    ones (review 33 M4: an unpriced H100 PCIe had headlined a $8,000 purchase)."""
    r = consult({"model": "qwen3-32b", "procure": "buy", "buyer": "company", "region": "intl",
                 "budget": "8000/total USD"}, what_if=False)
    assert r.picks
    assert all(w.rule != "budget-exceeded" for x in r.rejected for w in x.why)
    pro = next(x for x in r.rejected if x.card == "rtx-pro-6000")
    assert pro.why[-1].rule == "buy-over-budget" and "by $565" in pro.why[-1].text.en
    top = r.picks[0]
    assert top.purchase is not None and top.purchase.fits_budget
    assert any("$8,565" in why.text.en for why in top.why)  # the one-card box it beat, with its price
    quote = next(x for x in r.rejected + tuple(r.picks) if getattr(x, "card", None) == "h100-pcie")
    assert quote is not r.picks[0]
    if top.offer is not None and (top.offer.min_gpus or 1) > top.gpus:
        assert "rented only as" in r.answer[0].en


def test_a_public_service_with_no_load_says_what_each_more_conversation_costs():
    """Read as an engineer: a public customer-service bot was sized for one conversation at a time
    (the default) without a word; the answer says what each more costs and asks for the load."""
    r = consult({"model": "qwen3-32b", "region": "cn", "public_service": True, "context_tokens": "32k"},
                what_if=False)
    cav = next(c for c in r.caveats if c.id == "public-load-unstated")
    assert "--rps" in cav.text.en and "GB of KV cache" in cav.text.en
    for told in ({"concurrency": 20}, {"rps": 2}):
        r2 = consult({"model": "qwen3-32b", "region": "cn", "public_service": True, **told}, what_if=False)
        assert all(c.id != "public-load-unstated" for c in r2.caveats)


def test_copies_of_an_unconfirmed_unit_share_whole_nodes():
    """Review 7 F4: copies of one GPU each were priced as one 8-GPU node per copy ($31,968 where
    one node is $10,656); copies share nodes."""
    r = consult({"model": "llama-3.1-8b", "rps": 20, "input_tokens": 2000, "output_tokens": 300,
                 "region": "intl"}, what_if=False)
    pick = next((p for p in r.picks if p.card == "mi300x" and (p.replicas or 1) > 1), None)
    if pick is None:
        pytest.skip("no multi-copy MI300X pick in this answer")
    cav = next(c for c in r.caveats if c.id == "unit-unknown")
    node = float(cav.text.en.split("costs $")[1].split(".")[0].replace(",", ""))
    in_all = pick.gpus * pick.replicas
    assert node == pytest.approx(pick.monthly_cost * 8 * -(-in_all // 8) / in_all, rel=0.01)


def test_machines_said_to_be_in_china_rank_offshore_only_cards_after_onshore_ones():
    """Review 7 F11: "国内平台" was said, and the faster pick was 8 × B200 on Vast.ai; a region the
    person states ranks cards rented only abroad after onshore ones (they stay as the fallback
    when nothing onshore does the job); a region only assumed keeps the old fallback order."""
    said = consult({"task": "lora", "model": "qwen3-8b", "samples": 20000, "tokens_per_sample": 1000,
                    "epochs": 3, "region": "cn", "budget": "200/total CNY"}, what_if=False)
    assert said.picks and all(p.offer.region == "cn" for p in said.picks)
    assert any(w.rule == "cn-said-prefers-onshore" for x in said.rejected for w in x.why)


def test_a_card_the_person_names_is_answered_directly(capsys):
    """Review 7 F12: "is a 4090 ok?" was never answered; the card named gets a line of its own:
    picked, or why not — with what one of it holds against the need."""
    assert main(["--lang", "zh", "recommend", "--say", "4090 跑得动 Qwen3-32B 吗，32k 上下文"]) == 0
    out = capsys.readouterr().out
    line = next(x for x in out.splitlines() if "你提到的 rtx-4090" in x)
    assert "装不下" in line and "24 GB" in line
    assert main(["--lang", "en", "recommend", "--say", "is one rtx 4090 ok for qwen2.5 7b inference?"]) == 0
    out = capsys.readouterr().out
    assert "rtx-4090, the card you named" in out


def test_a_headline_on_an_unconfirmed_unit_says_the_price_depends_on_it():
    """Read as an engineer: a company's only in-budget pick was one MI300X from a seller that never
    states its unit, while a whole node breaks the budget; the headline itself says so."""
    r = consult({"model": "gemma-3-27b", "rps": 3, "input_tokens": 1500, "output_tokens": 300,
                 "region": "intl", "buyer": "company", "budget": "2500/month USD"}, what_if=False)
    top = r.picks[0]
    if any(w.rule == "unit-unknown-over-budget" for w in top.why):
        assert "only if the seller rents it by the GPU" in r.answer[0].en
        assert "按单卡出租" in r.answer[0].zh
    else:
        assert "only if the seller" not in r.answer[0].en


def test_nvlink_from_a_listing_that_does_not_say_sxm_is_said_to_be_assumed():
    """Review 7 F9: '2 张卡经 nvlink 互联…显存可以合并使用' on AutoDL's A100, whose listing (seed 001's
    table) names no form factor: the answer says the SXM part is assumed and how to check it."""
    r = consult({"model": "qwen3-30b-a3b", "region": "cn", "context_tokens": "32k", "concurrency": 16,
                 "input_tokens": 32768, "budget": "5000/month CNY"}, what_if=False)  # 16 full windows
    top = r.picks[0]
    assert top.card == "a100-80g-sxm" and top.gpus > 1
    cav = caveats(r)["link-assumed"]
    assert "topo -m" in cav.text.en and "SXM" in cav.text.zh and "serving" in cav.text.en
    trained = consult({"task": "full-finetune", "model": "qwen3-8b", "region": "cn", "train_tokens": "200M",
                       "deadline": 24}, what_if=False)
    for pick in trained.picks:
        if pick.gpus > 1 and pick.card == "a100-80g-sxm":
            assert "training" in caveats(trained)["link-assumed"].text.en
    # a multi-GPU pick from a listing that states the part says nothing
    stated = consult({"model": "deepseek-r1", "region": "intl", "precision": "fp8"}, what_if=False)
    assert stated.picks[0].gpus > 1 and "link-assumed" not in caveats(stated)


def test_a_card_the_person_names_is_in_the_json(capsys):
    assert main(["--lang", "en", "recommend", "--json", "--say", "is a 4090 ok for qwen3 32b?"]) == 0
    data = json.loads(capsys.readouterr().out)
    (named,) = data["named_cards"]
    # one 4090 runs a 32B at 4 bits (source 3): since review 77 C08 a count that holds it so "works", said how
    assert named["card"] == "rtx-4090" and named["verdict"] == "works" and "24 GB" in named["text"]
    assert "4-bit weights" in named["text"]


def test_an_unconfirmed_unit_ranks_after_known_units_without_a_budget_too():
    """Review 8 F2: 1 × MI300X at Vultr ($1,332) headlined a 24/7 service although, as the answer
    said itself, a whole node is $10,656; it now ranks after offers whose unit is known, with the
    node price in its line, and a budget is no longer needed for that."""
    r = consult({"model": "llama-3.1-70b", "precision": "fp8", "concurrency": 32, "context_tokens": "8k",
                 "region": "intl"}, what_if=False)
    assert r.picks and all(p.card != "mi300x" for p in r.picks)
    why = next(w for x in r.rejected if x.card == "mi300x" for w in x.why)
    assert why.rule == "unit-unknown-ranked-after" and "$10,656/month" in why.text.en


def test_a_service_abroad_avoids_mainland_oriented_sellers_with_unknown_hosting(kb):
    """Review 8 F3: CloudGPU (a Chinese-language site, hosting unknown) headlined a German team's
    internal service; like a company's, a service for other people abroad uses a seller that says
    where its machines are, where the card has one."""
    from rules.facts import resolve
    from rules.pricing import eligible_offers

    for facts in ({"model": "llama-3.1-8b", "region": "intl", "concurrency": 20},
                  {"model": "llama-3.1-8b", "region": "intl", "rps": 2}):
        offers, excluded = eligible_offers(kb, resolve(facts, kb), "rtx-3090")
        assert offers and all(o.provider != "cloudgpu" for o in offers)
        assert any("mainland-oriented" in e for e in excluded)
    # one person's experiments too (reviews 40 M2, 42 M9: a student in Brazil was sent to CloudGPU)
    alone, aside = eligible_offers(kb, resolve({"model": "llama-3.1-8b", "region": "intl",
                                                "task": "lora"}, kb), "rtx-3090")
    assert alone and all(o.provider != "cloudgpu" for o in alone)
    assert any("mainland-oriented" in e for e in aside)


def test_round_the_clock_at_an_hourly_price_with_no_plan_says_to_ask_for_one():
    """Review 8 F9: ¥416k a month at Aliyun's hourly rate for a 24/7 service, with no word that a
    monthly plan is usually cheaper; a seller whose plan is recorded gets the breakeven instead."""
    r = consult({"model": "deepseek-r1", "context_tokens": "32k", "concurrency": 8, "compliance": True,
                 "invoice": "vat-special"}, what_if=False)
    text = caveats(r)["ask-for-a-plan"].text
    assert "16 %" in text.en and "包月" in text.zh
    part_time = consult({"model": "deepseek-r1", "context_tokens": "32k", "concurrency": 8,
                         "compliance": True, "invoice": "vat-special", "hours_per_day": 8}, what_if=False)
    assert "ask-for-a-plan" not in caveats(part_time)


def test_flux_dev_for_a_company_says_its_own_run_is_commercial_use():
    """Review 8 F10: 'outputs themselves are not restricted' undersold the risk of a company's batch."""
    r = consult({"task": "image", "model": "flux.1-dev", "images": 20000, "deadline": 48, "buyer": "company",
                 "region": "intl"}, what_if=False)
    text = caveats(r)["licence-restricts-commercial"].text
    assert "using them commercially" in text.en and "schnell" in text.en.lower() and "商业使用" in text.zh
    me = consult({"task": "image", "model": "flux.1-dev", "images": 200, "region": "intl"}, what_if=False)
    # review 75 C06: a person's text names the business use too, and no longer says "outputs … not restricted"
    text = caveats(me)["licence-restricts-commercial"].text.en
    assert "any business activity" in text and "not restricted" not in text


def test_an_assumed_link_under_qlora_costs_a_few_per_cent_not_the_scaling():
    """Review 8 F7: QLoRA all-reduces only the adapters' gradients: PCIe is not the 1.2× of
    seed 004's full training."""
    r = consult({"task": "qlora", "model": "llama-3.1-70b", "samples": 20000, "tokens_per_sample": 2048,
                 "epochs": 2, "region": "cn", "budget": "2000/total CNY"}, what_if=False)
    text = caveats(r)["link-assumed"].text.en
    assert "adapters' gradients" in text and "1.2×" not in text


def test_a_credits_only_reason_names_the_offers_set_aside():
    """Review 8 F6: 'only priced in T-CREDIT' where USD offers existed but were set aside (a P2P
    marketplace, a mainland-oriented seller) for a company's service."""
    r = consult({"model": "qwen3-32b", "rps": 5, "input_tokens": 2000, "output_tokens": 500, "region": "intl",
                 "buyer": "company"}, what_if=False)
    why = next(w for x in r.rejected if x.card == "rtx-3090" for w in x.why)
    assert why.rule == "currency-not-comparable"
    assert "its only usable offer is priced in T-CREDIT" in why.text.en and "vast-ai: a P2P marketplace" in why.text.en
    assert "P2P 平台" in why.text.zh
    only = next(w for x in r.rejected if x.card == "rtx-a5000" for w in x.why)
    assert only.text.en.startswith("only priced in T-CREDIT")


def test_a_vat_invoice_places_the_job_on_the_mainland():
    """Review 9 F2: '要专票' with no place said left the region abroad, where no seller issues a
    mainland VAT invoice, so every card was ruled out."""
    from knowledge.loader import load
    from rules.facts import resolve

    kb = load()
    for invoice in ("vat-special", "vat"):
        facts = resolve({"model": "qwen3-8b", "invoice": invoice, "buyer": "company"}, kb)
        assert facts.region == "cn" and ("region", "cn") in facts.assumed
    assert resolve({"model": "qwen3-8b", "invoice": "vat-special", "region": "intl"}, kb).region == "intl"
    assert consult({"model": "qwen3-8b", "invoice": "vat-special", "buyer": "company"}, what_if=False).picks


def test_an_image_batch_over_several_gpus_needs_no_link_check():
    """Review 9 F13: a media job's prompts split across GPUs without any interconnect: no NVLink
    caveat on its 8 × A100 from a listing that names no form factor."""
    r = consult({"task": "image", "model": "sdxl", "images": 50000, "region": "cn",
                 "budget": "500/total CNY"}, what_if=False)
    assert r.picks[0].gpus > 1 and "link-assumed" not in caveats(r)


def test_a_pick_resting_on_an_unconfirmed_unit_names_the_confirmed_alternative():
    """Review 7 F6 (left open then): the only in-budget pick, Vultr's MI300X, holds only if Vultr
    rents single GPUs; the answer now names the cheapest card whose unit is known and the budget
    it takes — a global part before a China-market one abroad."""
    r = consult({"model": "llama-3.1-70b", "region": "intl", "rps": 4, "input_tokens": 1500,
                 "output_tokens": 300, "budget": "6000/month USD", "buyer": "company", "public_service": True})
    assert r.picks[0].card == "mi300x"
    alt = next(w for w in r.what_if if "budget" in w.change)
    assert alt.text.en.startswith("If Vultr rents only whole nodes: with a budget of $")
    assert alt.card not in ("mi300x", "a800-80g") and "只整台出租" in alt.text.zh


def test_a_whole_node_cheaper_than_every_known_unit_offer_is_not_ranked_after():
    """Review 10 F2: DeepSeek-R1 FP8 was 4 × B300 at $21,283 while 8 × MI300X, even as a whole
    Vultr node ($10,656), costs half: 'cheaper only if single GPUs' contradicted the numbers."""
    r = consult({"model": "deepseek-r1", "precision": "fp8", "context_tokens": "8k", "concurrency": 20,
                 "region": "intl", "engine": "sglang", "interruptible": False}, what_if=False)
    assert r.picks[0].card == "mi300x"
    assert "unit-unknown" in caveats(r)  # the unit is still unconfirmed, and said so
    assert all(w.rule != "unit-unknown-ranked-after" for x in r.rejected for w in x.why)


def test_amd_only_keeps_only_amd_cards_and_says_why_the_others_are_out(capsys):
    """Review 10 F1 (critical): 'AMD only please … MI300X … vLLM ROCm' was answered with 4 × A100."""
    r = consult({"model": "llama-3.1-70b", "precision": "bf16", "context_tokens": "16k", "concurrency": 8,
                 "region": "intl", "vendors": "amd"}, what_if=False)
    assert r.picks and {p.card for p in r.picks} == {"mi300x"}
    a100 = next(x for x in r.rejected if x.card == "a100-80g-sxm")
    assert any(w.rule == "vendor-only" and "AMD only" in w.text.en for w in a100.why)
    assert main(["--lang", "en", "recommend", "--json", "--say",
                 "AMD only please - serve Llama 3.1 70B in BF16 on MI300X with vLLM ROCm, 16k context, "
                 "8 concurrent users, US"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["facts"]["vendors"] == "amd" and data["picks"][0]["card"] == "mi300x"


def test_no_nvidia_leaves_the_other_makers_and_contradictions_are_refused():
    from knowledge.errors import InputError

    r = consult({"model": "qwen3-8b", "region": "intl", "vendors": "no-nvidia"}, what_if=False)
    assert r.facts.vendors == "amd,huawei" and all(p.card in ("mi300x",) for p in r.picks)
    with pytest.raises(InputError, match="CUDA runs only on NVIDIA"):
        consult({"model": "qwen3-8b", "vendors": "amd", "cuda_required": True})
    with pytest.raises(InputError, match="contradicts"):
        consult({"model": "qwen3-8b", "vendors": "nvidia", "domestic_chips": True})
    with pytest.raises(InputError, match="one or more of nvidia, amd, huawei"):
        consult({"model": "qwen3-8b", "vendors": "intel"})


def test_someone_abroad_renting_mainland_machines_is_told_what_the_account_and_distance_take():
    """Review 10 F3: 'I'm in Germany … rent at AutoDL' switched to the mainland and lost every
    caveat an international renter gets: real-name accounts, CNY payment, the border."""
    r = consult({"model": "qwen3-14b", "region": "cn", "based_in": "intl", "hours_per_day": 4},
                what_if=False)
    text = caveats(r)["mainland-platform-from-abroad"].text
    assert "art. 24" in text.en and "140–190 ms" in text.en and "GDPR" in text.en
    assert "实名" in text.zh
    home = consult({"model": "qwen3-14b", "region": "cn", "hours_per_day": 4}, what_if=False)
    assert "mainland-platform-from-abroad" not in caveats(home)


def test_two_models_for_one_box_are_summed_not_refused(capsys):
    """Review 10 F6: 'one box serving both Llama 3.1 8B and Qwen2.5 7B' exited 2 (unclear model)."""
    say = ("one box serving both Llama 3.1 8B (chat) and Qwen2.5 7B (coding) in FP16, 8k context each, "
           "~10 concurrent users total, office hours only 9-6 weekdays, budget $600/month")
    assert main(["--lang", "en", "recommend", "--json", "--say", say]) == 0
    data = json.loads(capsys.readouterr().out)
    from rules.estimate.requirement import requirement
    from rules.facts import resolve
    kb = knowledge.load(user_file=False)
    each = [requirement(resolve({"model": m, "precision": "fp16", "context_tokens": "8k", "concurrency": 10,
                                 "region": "intl"}, kb), kb).vram_gb for m in ("llama-3.1-8b", "qwen2.5-7b")]
    assert data["facts"]["vram_gb"] == pytest.approx(sum(each), abs=0.06)
    assert "Several models on one box" in data["combined_models"] and data["picks"]


def test_a_stated_need_ranks_faster_by_bandwidth_not_by_made_up_tokens():
    """Review 10 M4: --vram with serving said 'fastest (≤ 2 tokens/s per sequence)' — TB/s."""
    r = consult({"vram_gb": 38, "task": "inference", "concurrency": 10, "region": "intl"}, what_if=False)
    lines = [w.text.en for p in r.picks for w in p.why if w.rule in ("rank-faster", "rank-best-value")]
    assert lines and all("tokens/s" not in t for t in lines) and any("GB/s" in t for t in lines)


def test_every_pick_from_a_seller_with_unrecorded_invoicing_is_flagged():
    """Review 10 M5: with 专票 required only the first pick's seller was named."""
    r = consult({"model": "qwen3-8b", "region": "cn", "invoice": "vat-special", "buyer": "company",
                 "hours_per_day": 8, "days": 22}, what_if=False)
    sellers = {p.card: p.offer.provider_name for p in r.picks}
    assert len(sellers) == 2 and "aliyun" not in {p.offer.provider for p in r.picks}
    text = caveats(r)["invoice-unconfirmed"].text.en
    assert all(f"{name} does not record whether it issues the VAT invoice you need for {card}" in text
               for card, name in sellers.items())


def test_a_chat_model_and_whisper_said_to_run_together_are_summed(capsys):
    """Review 11 M3: 'is a 4090 enough for qwen3-8b and whisper large v3 at the same time' sized
    Whisper alone and called the 4090 the best-value pick."""
    say = ("is a 4090 enough to run qwen3-8b and whisper large v3 at the same time on one box? "
           "for a small side project, maybe 2-3 users")
    assert main(["--lang", "en", "recommend", "--json", "--say", say]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["facts"]["vram_gb"] > 24 and "Whisper large-v3" in data["combined_models"]
    (named,) = data["named_cards"]
    assert named["card"] == "rtx-4090" and named["verdict"] == "ruled-out"
    # said apart, a chat model and an image model are not summed: one at a time is the reading
    assert main(["--lang", "en", "recommend", "--json", "--say",
                 "I'm a hobbyist, want to buy one GPU for home to run Qwen3-30B-A3B and SDXL"]) == 0
    data = json.loads(capsys.readouterr().out)
    # … and the box is sized for the larger of the two (review 28 C1: it had been sized for SDXL alone)
    assert "combined_models" not in data and data["facts"]["model"]["id"] == "qwen3-30b-a3b"


def test_someone_abroad_hears_about_mainland_accounts_even_when_nothing_fits():
    """Review 11 M4: with every card over budget the mainland-account caveat disappeared."""
    r = consult({"model": "qwen3-14b", "context_tokens": "16k", "concurrency": 4, "region": "cn",
                 "based_in": "intl", "budget": "200/month USD"}, what_if=False)
    assert not r.picks and "mainland-platform-from-abroad" in caveats(r)


# ---------------------------------------------------------- personal use (review 11 M5)


def test_a_students_own_inference_test_is_priced_by_the_hours_a_person_uses(kb):
    """「研一学生 4090 跑 qwen3 8b 推理测试 预算每月500」: a person's own test is not a service up
    24 h a day; priced at 8 h, the card they named fits the ¥500 a month."""
    given = {"model": "qwen3-8b", "region": "cn", "budget": "500 CNY/month", "buyer": "individual"}
    r = consult(given, kb)
    assert r.facts.hours_per_day == 8
    assert ("hours_per_day", 8.0) in r.facts.assumed
    assert any("8 h a day" in n.en and "8 小时" in n.zh for n in r.facts.notes)
    assert r.picks and rejected(r, "rtx-4090") in (["dominated"], [])
    # all day costs three times as much: the same card is over the budget then
    day = consult({**given, "hours_per_day": 24}, kb)
    assert "budget-exceeded" in rejected(day, "rtx-4090")


@pytest.mark.parametrize("more", [{"rps": 2}, {"public_service": True}, {"concurrency": 4},
                                  {"buyer": "company"}, {"interruptible": False}, {"procure": "buy"}])
def test_a_service_or_a_companys_inference_is_still_priced_all_day(kb, more):
    r = consult({"model": "qwen3-8b", "region": "cn", "buyer": "individual", **more}, kb)
    assert r.facts.hours_per_day == 24
    assert not any("8 h a day" in n.en for n in r.facts.notes)


def test_an_unstated_buyer_is_not_taken_for_personal_use(kb):
    assert consult({"model": "qwen3-8b", "region": "intl"}, kb).facts.hours_per_day == 24


def test_an_over_budget_price_from_abroad_says_where_it_is_rented(kb):
    """A mainland job's RTX PRO 6000 read "over budget: ¥101,084/month" with no word that the only
    plan is a whole 8-GPU node abroad; a card rented on the mainland keeps the plain figure."""
    r = consult({"model": "qwen3-8b", "region": "cn", "budget": "500 CNY/month", "hours_per_day": 24}, kb)
    why = {rej.card: rej.why[0] for rej in r.rejected}
    assert why["rtx-pro-6000"].rule == "budget-exceeded"
    assert "($14,400 at 7.02 CNY/USD; rented outside mainland China, a whole 8-GPU node)" in why["rtx-pro-6000"].text.en
    assert "中国大陆以外的报价" in why["rtx-pro-6000"].text.zh
    assert why["l20"].rule == "budget-exceeded" and "rented" not in why["l20"].text.en


def test_one_named_card_picked_as_two_is_answered_no_first(capsys):
    """Review 12 C1: 「一张 H20 能不能跑 Llama 3.1 70B FP16？」 was told "the h20 you named is the pick
    below" of 2 × H20. One holds 102.6 GB against 147 GB: no — two would, and FP8 fits one."""
    say = "can one H20 run Llama 3.1 70B in FP16? company, compliant procurement, need VAT special invoice"
    assert main(["--lang", "en", "recommend", "--json", "--say", say]) == 0
    data = json.loads(capsys.readouterr().out)
    (named,) = data["named_cards"]
    assert named["card"] == "h20" and named["verdict"] == "too-few"
    assert named["text"].startswith("→ h20, the card you named: one is not enough")
    assert "With FP8 weights and KV cache" in named["text"] and "one would hold it" in named["text"]
    assert any(w["change"].get("precision") == "fp8" for w in data["what_if"])


def test_two_named_cards_that_hold_the_job_under_llama_cpp_are_said_to(capsys):
    """Review 12 C2: "are two RTX 3090s enough for Llama 3.1 70B Q4_K_M with llama.cpp" → "4 would"."""
    say = "are two RTX 3090s enough for Llama 3.1 70B Q4_K_M with llama.cpp, 4k context?"
    assert main(["--lang", "en", "recommend", "--json", "--say", say]) == 0
    data = json.loads(capsys.readouterr().out)
    (named,) = data["named_cards"]
    assert named["card"] == "rtx-3090"
    # abroad the 3090 is rented only from a seller of unknown hosting, so it may rank after (reviews
    # 40 M2, 42 M9); either way two of them are said to hold the job
    if named["verdict"] == "picked":
        assert next(p for p in data["picks"] if p["card"] == "rtx-3090")["gpus"] == 2
    else:
        assert "2 × rtx-3090 hold the job" in named["text"] and "cloudgpu: a mainland-oriented seller" in named["text"]


def test_a_us_service_does_not_headline_a_card_only_a_seller_of_unknown_hosting_rents(kb):
    """Review 12 M1: 'servers in the US' for an internal chatbot headlined 8 × RTX 4090 48GB at
    CloudGPU (a mainland-oriented seller that does not say where its machines are), while that
    seller's other cards' offers were set aside: the card ranks after cards of known hosting."""
    r = consult({"model": "llama-3.3-70b", "concurrency": 50, "context_tokens": 8192, "region": "intl",
                 "budget": "4000/month"}, kb)
    assert r.picks and all(p.card != "rtx-4090-48g" for p in r.picks)
    # (ranked after as a modified board rented abroad too, since review 23 F2: either reason comes first)
    assert "unknown-hosting-ranked-after" in rejected(r, "rtx-4090-48g")
    # one person's own use, the place not said: nothing to protect, the card stays in
    own = consult({"model": "qwen3-8b", "hours_per_day": 4}, kb, what_if=False)
    assert "unknown-hosting-ranked-after" not in fired(own)


def test_a_currency_without_a_budget_is_the_currency_prices_are_shown_in(capsys):
    """Review 12 m1: --currency CNY without --budget exited 2 ('it needs --budget')."""
    assert main(["--lang", "en", "recommend", "--model", "qwen3-8b", "--region", "intl", "--currency", "CNY",
                 "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["picks"] and data["picks"][0]["currency"] == "CNY" and data["picks"][0]["offer"]["conversion"]
    assert main(["recommend", "--model", "qwen3-8b", "--currency", "EUR"]) == 2
    err = capsys.readouterr().err
    assert "--currency" in err and "CNY or USD" in err and "Traceback" not in err


def test_a_card_that_holds_a_media_job_without_the_gates_headroom_is_not_called_oom(kb):
    """Review 12 m2: 'l40s: needs 46.4 GB on one GPU; this card has 48 GB — … fail (OOM)'."""
    r = consult({"model": "wan2.1-14b", "videos": 50, "resolution": "480p", "deadline": 48, "region": "cn"},
                kb, what_if=False)
    why = next(rej.why[0] for rej in r.rejected if rej.card == "l40s")
    assert why.rule == "memory-gate" and "OOM" not in why.text.en and "too tight to rely on" in why.text.en
    assert "太紧" in why.text.zh


def test_a_short_rentals_ruled_out_lines_are_in_its_own_usage_not_a_month(kb):
    """Review 12 m3: at 2 h × 10 days the pick read '$4.20' but the cards ruled out '$19.80/month'."""
    r = consult({"model": "llama-3.2-3b", "hours_per_day": 2, "days": 10, "region": "intl"}, kb, what_if=False)
    lines = [w.text.en for rej in r.rejected for w in rej.why if w.rule == "dominated"]
    assert lines and all("/month" not in t and "(10 d × 2 h)" in t for t in lines)


def test_a_mainland_a800_pair_says_its_nvlink_is_assumed(kb):
    """Review 12 m5: UCloud's 'A800 80GB' (no SXM or PCIe said; an A800 PCIe has no NVLink pool)
    was counted as NVLink-pooled with no word, while the same listing style at AutoDL was flagged."""
    r = consult({"model": "llama-3.1-70b", "precision": "fp16", "compliance": True, "invoice": "vat-special"},
                kb, what_if=False)
    pair = next(p for p in r.picks if p.card == "a800-80g")
    assert pair.gpus == 2
    assert any(c.id == "link-assumed" and c.card == "a800-80g" for c in r.caveats)


def test_parts_released_after_the_2023_rule_have_no_pre_rule_stock(kb):
    """Review 12 m10: H200 / B200 / MI300X were told 'domestic clouds may still rent stock installed
    before the rules' — they launched after the October 2023 rule."""
    r = consult({"model": "deepseek-r1", "compliance": True}, kb, what_if=False)
    why = {rej.card: rej.why[0].text.en for rej in r.rejected}
    for card in ("h200", "b200", "mi300x"):
        assert "released after the October 2023 rule" in why[card] and "may still rent" not in why[card]
        assert "2023-10-17" in why[card]  # review 13 m9: dated, as licensing has changed since
    older = consult({"model": "qwen3-8b", "compliance": True}, kb, what_if=False)
    h100 = next(rej.why[0] for rej in older.rejected if rej.card == "h100-sxm")
    assert h100.rule == "compliance-excludes-restricted" and "stock installed before the rules" in h100.text.en


def test_an_unknown_unit_node_cheaper_than_every_card_left_is_not_ranked_after(kb):
    """Found by the larger-need property: DeepSeek-R1 Q8_0 at 64 sequences put 4 × MI300X (a whole
    node $10,656/month) after 4 × B300 ($21,283) because an H20 node that a China-market rule later
    set aside was the 'cheapest known unit'; at 512 sequences MI300X won. The node is judged against
    the cards still in the running."""
    base = {"task": "inference", "model": "deepseek-r1", "precision": "q8_0", "context_tokens": 125,
            "region": "intl", "interruptible": True, "days": 1.0}
    for concurrency in (64, 512):
        r = consult({**base, "concurrency": concurrency}, kb, what_if=False)
        top = r.picks[0]
        assert top.card == "mi300x", concurrency
        lifted = [w for w in top.why if w.rule == "unit-unknown-ranked-after"]
        assert all("not ranked after" in w.text.en for w in lifted)


def test_a_peak_service_over_budget_is_not_told_to_run_two_hours_a_day(kb):
    """Review 13 M1: a 20 requests/s service at $600/month heard 'Closest to your budget: int4, 2 h a
    day, … $202/month — still over your $600/month'. A stated load is not cut to 2 h a day, nothing
    under the budget is said to be over it, and beside a plan that holds only if its seller rents
    by the GPU the cheapest plan of a seller that states its unit is named."""
    r = consult({"model": "llama-3.1-8b", "engine": "vllm", "rps": 20, "input_tokens": 1000,
                 "output_tokens": 300, "region": "intl", "budget": "600/month"}, kb)
    assert not r.picks
    texts = [w.text.en for w in r.what_if]
    assert not any("2 h a day" in t for t in texts)
    assert not any("still over" in t and w.monthly_cost is not None and w.monthly_cost <= 600
                   for t, w in zip(texts, r.what_if))
    assert any("Of sellers that state their unit: 3 × NVIDIA A100 80GB SXM" in t for t in texts)


def test_a_volta_card_is_ranked_after_cards_current_vllm_runs(kb):
    """Review 13 M6: 2 × V100S headlined a 24/7 service with a current `vllm serve` launch, while the
    project's own source says current vLLM needs compute capability 7.5."""
    r = consult({"model": "qwen3-8b", "requests_per_day": "500k", "input_tokens": 800, "output_tokens": 200,
                 "region": "cn", "budget": "5000/month"}, kb, what_if=False)
    assert r.picks and all(not p.card.startswith("v100") for p in r.picks)
    why = next(rej.why for rej in r.rejected if rej.card == "v100s-32g")
    assert why[0].rule == "vllm-needs-volta" and "older" in why[0].text.en
    p40 = next(rej.why for rej in r.rejected if rej.card == "p40")
    assert p40[0].rule == "vllm-needs-volta" and "cannot run vLLM" in p40[0].text.en


def test_one_4090_for_a_32b_hears_what_4_bit_does_on_it(capsys):
    """Review 13 M3: "is one 4090 enough for Qwen3-32B at 32k" was answered only at BF16. At 4-bit
    (30.7 GB at 32k) one still does not hold it, but holds about 8k of context — source 3's own
    figure ("32B 的 Q4 能跑，但只剩约 8k 上下文")."""
    say = "is one RTX 4090 enough for Qwen3-32B with 32k context, just for myself"
    assert main(["--lang", "en", "recommend", "--json", "--say", say]) == 0
    (named,) = json.loads(capsys.readouterr().out)["named_cards"]
    assert "Even with 4-bit weights" in named["text"] and "8,192 tokens of context" in named["text"]
    short = "is one RTX 4090 enough for Qwen3-32B with 8k context"
    assert main(["--lang", "en", "recommend", "--json", "--say", short]) == 0
    (named,) = json.loads(capsys.readouterr().out)["named_cards"]
    assert "With 4-bit weights" in named["text"] and "one would hold it" in named["text"]


def test_someone_abroad_serving_mainland_users_hears_pipl_for_their_own_access():
    """Review 13 M5: a Germany-based operator with users in mainland China heard only GDPR (the
    users are in China) — administering their data from abroad is PIPL's cross-border provision."""
    r = consult({"model": "qwen2.5-14b", "region": "cn", "based_in": "intl", "rps": 5}, what_if=False)
    text = caveats(r)["mainland-platform-from-abroad"].text
    assert "PIPL art. 38–40" in text.en and "remote access" in text.en and "GDPR" in text.en
    assert "第三十八至四十条" in text.zh


def test_a_site_credit_budget_is_spent_only_at_its_site_even_with_a_rate(kb):
    """Review 13 M7: with --fx T-CREDIT/USD=1 a ₮400 balance was 'spent' at RunPod (₮75.60)."""
    given = {"model": "flux.1-dev", "budget": "400 T-CREDIT/month", "hours_per_day": 3}
    with_rate = consult({**given, "fx": "T-CREDIT/USD=1"}, kb, what_if=False)
    assert with_rate.picks and all(p.offer.currency == "T-CREDIT" for p in with_rate.picks)
    assert with_rate.picks[0].card == consult(given, kb, what_if=False).picks[0].card
    why = next(rej.why[0].text.en for rej in with_rate.rejected if rej.card == "rtx-pro-6000")
    assert "site credit" in why  # a card the ₮ site does not rent


def test_a_card_also_rented_by_a_seller_of_known_hosting_is_not_said_to_be_rented_only_abroad_unknown(kb):
    """Review 13 m2: 'rtx-5090 is rented here only from CloudGPU' while RunPod and Vast list it: the
    known-hosting offer is the one used, and the card is not ranked after."""
    r = consult({"model": "qwen3-8b", "region": "intl", "concurrency": 4}, kb, what_if=False)
    assert "unknown-hosting-ranked-after" not in rejected(r, "rtx-5090")
    five = next((p for p in r.picks if p.card == "rtx-5090"), None)
    assert five is None or five.offer.provider != "cloudgpu"
    alone = consult({"model": "qwen3-8b", "region": "intl"}, kb, what_if=False)  # one person: cheapest
    assert "unknown-hosting-ranked-after" not in rejected(alone, "rtx-5090")


def test_a_monthly_budget_is_compared_with_the_months_use_not_every_day_of_it(kb):
    """Review 14 C1: 6 hours a week (6 h on 4.29 days) on a $20/month budget was compared as
    $37.81 — 6 h on all 30 days — and 'the budget rules everything out'; the month's use is $5.41."""
    r = consult({"model": "qwen3-8b", "hours_per_day": 6, "days": 4.29, "budget": "20/month", "region": "intl"}, kb)
    assert r.picks  # compared as 30 days of 6 h, nothing was within $20
    ten = consult({"model": "qwen3-8b", "hours_per_day": 24, "days": 10, "budget": "300/month", "region": "intl"},
                  kb, what_if=False)
    assert ten.picks  # ten days of use cost what ten days cost, within the month's budget
    sixty = consult({"model": "qwen3-8b", "hours_per_day": 24, "days": 60, "budget": "100/month", "region": "intl"},
                    kb, what_if=False)
    assert "budget-exceeded" in rejected(sixty, "l4")  # 60 days: a month of them is over $100


def test_a_named_card_ruled_out_by_a_buying_rule_still_hears_that_it_holds_the_job(capsys):
    """Review 14 M2: '买一张 3090 还是 4090 够不够' heard only the buying rules that ruled both out,
    though each holds the job (20.7 of 25.6 GB)."""
    say = "家里想用 llama.cpp 跑 Qwen3-30B-A3B Q4_K_M，买一张 3090 还是 4090 够不够？个人用，每天两三个小时"
    assert main(["--lang", "en", "recommend", "--region", "cn", "--json", "--say", say]) == 0
    named = {n["card"]: n["text"] for n in json.loads(capsys.readouterr().out)["named_cards"]}
    for card in ("rtx-3090", "rtx-4090"):
        assert f"one {card} holds the job (20.7 of 25.6 GB)" in named[card]


def test_a_what_if_on_a_campaign_price_says_so():
    """Review 15 m1: "若权重用 int4：1 张 T4 就够用，每月 ¥395" quoted UCloud's 2.3-折 activity price
    (promo, stock-limited) as if it were the rent; the pick's promo-price caveat never covers a
    what-if's card. (A budget by the month sets promotions aside altogether — review 34 M5 — so the
    campaign price is met with a total budget here.)"""
    r = consult({"model": "qwen2.5-7b", "concurrency": 10, "context_tokens": "4k", "region": "cn",
                 "budget": "1500/total CNY", "buyer": "individual"})
    promo = [w for w in r.what_if if w.card in ("t4", "rtx-3080ti")]
    assert promo and all("promotional" in w.text.en and "活动价" in w.text.zh for w in promo)
    plain = [w for w in r.what_if if w.card not in ("t4", "rtx-3080ti")]
    assert all("promotional" not in w.text.en for w in plain)


def test_a_metric_summed_over_gpus_says_so():
    """Review 15 m8: "rtx-4090: 可行，每月 ¥1,140（186 稠密 FP16 TFLOPS）" was two PCIe cards' figure,
    read as the card's own (165)."""
    from rules.answer import metric_text

    assert metric_text("tflops", 186.0, None, 2) == ("186 dense FP16 TFLOPS on 2 GPUs together",
                                                      "186 稠密 FP16 TFLOPS（2 张合计）")
    assert metric_text("tflops", 165.2, None, 1)[0] == "165 dense FP16 TFLOPS"


def test_a_marketplace_pick_for_work_that_must_not_stop_prices_the_on_demand_way_out():
    """Issue 13 leftover (review 9 F11): a 1B pre-train due in three weeks went to 8 × B200 on
    Vast.ai with "pick an on-demand offer" and no figure; the caveat now prices the same card and
    count from a seller that is not a marketplace, and says nothing of the kind when the person
    said the work may be interrupted."""
    raw = {"task": "pretrain", "params_b": 1, "train_tokens": "100B", "deadline": "3w", "region": "intl",
           "vendors": "nvidia", "budget": "30000/total"}  # NVIDIA: the marketplace B200, not Vultr's MI300X
    r = consult(raw)
    top = r.picks[0]
    assert top.offer.provider == "vast-ai"
    text = next(c for c in r.caveats if c.id == "spot-production").text
    assert f"On demand instead: {top.gpus} × {top.card} at RunPod" in text.en and "for the job" in text.en
    assert "改用按需实例" in text.zh
    assert not any(c.id == "spot-production" for c in consult({**raw, "interruptible": True}).caveats)


def test_an_hourly_budget_hears_no_fewer_hours():
    """Review 16 M5: Mixtral 8x7B at "around $1/hour" led with "int4, 2 h a day: RTX 5090 $35.40/month"
    — the hours change nothing against an hourly budget that int4 alone keeps."""
    r = consult({"model": "mixtral-8x7b", "budget": "around 1/hour", "interruptible": True, "region": "intl"})
    assert r.what_if and not any("hours_per_day" in w.change for w in r.what_if)
    assert any(w.change == {"precision": "int4"} and w.card == "rtx-5090" for w in r.what_if)
    monthly = consult({"model": "mixtral-8x7b", "budget": "40/month", "region": "intl", "buyer": "individual"})
    assert any("hours_per_day" in w.change for w in monthly.what_if)


def test_a_card_rented_only_abroad_says_the_region_is_what_bars_the_invoice():
    """Review 16 m4: for a mainland company needing a 专票, cards rented only abroad read "none is
    known to give a vat-special invoice (ask the seller…)" — asking would not help: a seller abroad
    issues no mainland VAT invoice."""
    r = consult({"task": "full-finetune", "model": "qwen2.5-14b", "train_tokens": "200M", "deadline": "7d",
                 "region": "cn", "buyer": "company", "invoice": "vat-special"}, what_if=False)
    why = {x.card: x.why[0].text for x in r.rejected}
    assert "a seller abroad issues no mainland VAT invoice" in why["h100-sxm"].en
    assert "境外平台开不了国内增值税发票（专票）" in why["h100-sxm"].zh


def test_a_dominated_node_only_price_says_it_is_a_whole_node():
    # review 20 m2: "rtx-pro-6000: feasible at $14,400/month" was 8 GPUs' rent beside one card's need
    r = consult({"task": "inference", "model": "llama-3.1-8b", "precision": "bf16", "context_tokens": "8k",
                 "concurrency": 16, "region": "intl"}, what_if=False)
    for rej in r.rejected:
        for w in rej.why:
            if w.rule == "dominated" and "feasible at" in w.text.en:
                node = re.search(r"as a whole (\d+)-GPU node", w.text.en)
                priced = next((c for c in (r.fits or ()) if c.card == rej.card), None)
                assert node is None or priced is None or int(node.group(1)) > priced.gpus
    assert any("as a whole 8-GPU node" in w.text.en for rej in r.rejected for w in rej.why)
