"""Buying new hardware (--procure buy), pinned on review 7's consultations: what a purchase starts
from (current parts, sold the way the job needs them, sellable where the machines will be)."""

from __future__ import annotations

from rules.pipeline import consult

OLD_GENERATIONS = {"rtx-3080ti", "rtx-3090", "rtx-a5000", "rtx-a6000", "a40", "a10", "t4", "v100",
                   "v100s-32g", "p40", "a100-40g", "a100-80g-pcie", "a100-80g-sxm", "a800-80g"}


def rejected(result, card):
    return [r.rule for rej in result.rejected if rej.card == card for r in rej.why]


def test_a_school_buying_with_a_special_invoice_gets_a_sellable_current_part():
    """Review 7 F3: a lab buying for Qwen3-32B with a 专票 got rentals of a 3090, a 3080 Ti and a
    V100. A 专票 goes to an organisation; export-restricted parts cannot be sold new on the mainland;
    Ampere and older are end-of-line. What is left is the L20 (48 GB, China-market, PCIe)."""
    r = consult({"model": "qwen3-32b", "region": "cn", "procure": "buy", "invoice": "vat-special",
                 "budget": "200000/total CNY"}, what_if=False)
    assert r.facts.buyer == "company" and ("buyer", "company") in r.facts.assumed
    assert [p.card for p in r.picks] == ["l20"]
    for card in ("rtx-4090", "rtx-5090", "l40s", "h100-pcie"):
        assert rejected(r, card) == ["buy-cn-export-restricted"]
    assert "buy-current-generation" in rejected(r, "v100")


def test_a_company_abroad_buying_for_fp8_is_not_sold_an_end_of_line_hgx():
    """Review 7 F2: buying to serve Llama-3.3-70B in FP8 picked 8 × A100 40GB SXM4 (Ampere, end of
    line, no FP8 math) and dropped every PCIe split 'because an NVLink set also does it'."""
    r = consult({"model": "llama-3.3-70b", "precision": "fp8", "concurrency": 32, "context_tokens": "16k",
                 "region": "intl", "procure": "buy", "buyer": "company"}, what_if=False)
    assert r.picks and not {p.card for p in r.picks} & OLD_GENERATIONS
    assert "prefer-single-card" not in rejected(r, "rtx-pro-6000")
    assert rejected(r, "a100-40g") == ["buy-current-generation"]


def test_a_person_buying_is_told_a_used_card_may_still_do():
    r = consult({"task": "learn", "procure": "buy", "region": "intl", "buyer": "individual"},
                what_if=False)
    why = next(w for x in r.rejected if x.card == "rtx-3090" for w in x.why)
    assert why.rule == "buy-current-generation" and "used one" in why.text.en and "二手" in why.text.zh
    # a person in the mainland may still buy a pre-ban card: ranked after, not ruled out
    cn = consult({"task": "learn", "procure": "buy", "region": "cn", "buyer": "individual"},
                 what_if=False)
    why = next(w for x in cn.rejected if x.card == "rtx-4090" for w in x.why)
    assert why.rule == "buy-cn-export-restricted" and "ranks after them" in why.text.en


def test_renting_is_not_touched_by_the_buying_rules():
    for facts in ({"model": "qwen3-32b", "region": "cn", "invoice": "vat-special"},
                  {"model": "llama-3.3-70b", "precision": "fp8", "region": "intl", "buyer": "company"}):
        r = consult(facts, what_if=False)
        fired = {t.rule for t in r.trace} | {w.rule for x in r.rejected for w in x.why}
        assert not fired & {"buy-current-generation", "buy-cn-export-restricted"}


def test_a_single_card_a_market_rule_demoted_does_not_drop_a_split():
    """prefer-single-card compares a PCIe split with cards that rank before it: a demoted one
    (an end-of-line part to buy) is no reason to leave the split out."""
    r = consult({"model": "llama-3.3-70b", "precision": "fp8", "concurrency": 32, "context_tokens": "16k",
                 "region": "intl", "procure": "buy", "buyer": "company"}, what_if=False)
    assert not any(w.rule == "prefer-single-card" for x in r.rejected for w in x.why)


def test_a_company_buying_a_server_gets_few_large_current_parts_not_geforce():
    """Review 8 F1: a company buying a box for Qwen3-32B at 32k × 8 got 8 × L4 over PCIe as
    'enough' (the cheapest rent) and 8 × RTX 5090 as best value. Buying, the fewest cards that hold
    the job come first, and GeForce cards (licence: no datacenter deployment) rank after."""
    r = consult({"model": "qwen3-32b", "procure": "buy", "buyer": "company", "concurrency": 8,
                 "context_tokens": "32k", "region": "intl"}, what_if=False)
    enough = next(p for p in r.picks if "enough" in p.roles)
    assert (enough.card, enough.gpus) == ("rtx-pro-6000", 2)
    assert not {p.card for p in r.picks} & {"rtx-5090", "rtx-4090", "rtx-3090"}
    assert rejected(r, "rtx-5090")[0] == "buy-geforce-company"  # (and eight of them need a GPU server: review 43)
    # a person buying for a desktop is not told off for GeForce
    me = consult({"model": "qwen3-8b", "procure": "buy", "region": "intl", "buyer": "individual"},
                 what_if=False)
    assert all(w.rule != "buy-geforce-company" for x in me.rejected for w in x.why)


def test_a_domestic_chip_purchase_is_not_told_an_hgx_price():
    """Review 8 F11: a 信创 purchase cited an 8-card HGX above $350,000, which says nothing about
    Ascend; it is told Ascend sells as 8-NPU Atlas servers and to ask for a quote."""
    r = consult({"model": "deepseek-r1", "procure": "buy", "domestic_chips": True, "region": "cn",
                 "buyer": "company"}, what_if=False)
    text = next(c for c in r.caveats if c.id == "buying-priced-as-renting").text
    assert "Atlas" in text.en and "HGX" not in text.en and "Atlas" in text.zh


def test_a_buy_answers_what_if_compares_what_the_boxes_cost_to_buy():
    """A what-if in a buy answer said "is enough at $468/month (saves $1,332/month)" of a card with
    no purchase price: a buyer compares what the boxes cost, and hears when it is still over."""
    r = consult({"model": "qwen3-32b", "procure": "buy", "buyer": "individual", "region": "intl",
                 "budget": "1500 USD total", "context_tokens": 32768, "precision": "bf16"})
    top = r.picks[0]
    assert top.purchase is not None and top.purchase.total_display > 1500
    assert r.what_if
    for w in r.what_if:
        assert "/month" not in w.text.en and "to buy $" in w.text.en and "购买" in w.text.zh
        assert w.saving is not None and 0 < w.saving < top.purchase.total_display
        assert "still over your budget by" in w.text.en


def test_an_hgx_system_for_a_job_that_needs_fewer_is_ranked_after_not_ruled_out():
    """An 8-GPU baseboard system for a job that needs 2 or 4 was ruled out while an Ascend Atlas
    server in the same place was ranked after: both are whole systems to grow into."""
    r = consult({"model": "llama-3.1-70b", "precision": "fp16", "procure": "buy", "buyer": "company",
                 "region": "intl", "context_tokens": 16384, "concurrency": 16}, what_if=False)
    assert r.picks and r.picks[0].card not in ("h100-sxm", "h200")
    why = {rej.card: [w.rule for w in rej.why] for rej in r.rejected}
    assert "buy-baseboard" in why["h100-sxm"]
    text = next(w.text.en for rej in r.rejected if rej.card == "h100-sxm" for w in rej.why
                if w.rule == "buy-baseboard")
    assert "ranked after parts sold by the card" in text


def test_a_persons_own_card_is_not_pushed_out_for_vllm_start_up_headroom():
    """Review 13 M4: '想自己买显卡在家跑 Qwen2.5-32B int4，预算 2 万' headlined an unpriced
    board-modified 4090D 48G while the RTX 4090 D at ¥12,999 (in budget) was ranked after for
    starting under vLLM only with a raised memory share. A person's own card hears it instead.
    Since the mid-range GeForce cards are catalogued, the cheapest enough purchase is 2 × RTX 5060 Ti
    16GB ($858, about ¥6,000) split over PCIe — also a tight vLLM start, also heard, not pushed out;
    the RTX 4090 D is ranked after it on cost ('dominated'), never for the headroom."""
    r = consult({"model": "qwen2.5-32b", "precision": "int4", "procure": "buy", "buyer": "individual",
                 "region": "cn", "budget": "20000 CNY total"}, what_if=False)
    top = r.picks[0]
    assert (top.card, top.gpus) == ("rtx-5060ti-16g", 2) and top.purchase is not None and top.purchase.fits_budget
    assert any(w.rule == "buy-headroom" and "one person's" in w.text.en for w in top.why)
    assert "buy-headroom" not in rejected(r, "rtx-4090d")


def test_a_purchase_several_times_the_budget_is_answered_no_first(capsys):
    """Review 17 F1: 「个人玩家，想本地跑 deepseek r1 671b，预算5万人民币买卡，有没有可能」 led with
    "8 × RTX PRO 6000 … ¥480,990, OVER your ¥50,000 budget" and never said no. A near miss keeps
    its plain over-budget line."""
    from advisor_tui.cli import main

    main(["--lang", "zh", "recommend", "--say", "个人玩家，想本地跑 deepseek r1 671b，预算5万人民币买卡，有没有可能"])
    out = capsys.readouterr().out
    assert "不行：你的 ¥50,000 买不到装得下这个任务" in out and "倍。可以按小时租用" in out
    main(["recommend", "--model", "qwen3-8b", "--procure", "buy", "--budget", "1400/total", "--region", "intl"])
    assert "No: nothing your" not in capsys.readouterr().out


def test_a_much_cheaper_split_to_run_a_model_is_bought_over_one_large_card():
    """Review 20 M2: a home 70B INT4 box was one $8,565 RTX PRO 6000 'enough' while 2 × RTX 5090
    ($3,998) hold it; running a model over PCIe is acceptable (seed 004 §6.3). Renting keeps one
    large card, and a fine-tune never takes the split."""
    job = {"model": "llama-3.1-70b", "precision": "int4", "context_tokens": "32k", "region": "intl",
           "buyer": "individual"}
    bought = consult({**job, "procure": "buy"}, what_if=False)
    top = bought.picks[0]
    assert (top.card, top.gpus) == ("rtx-5090", 2)
    assert any("at least a fifth under the box with the fewest cards" in w.text.en for w in top.why)
    single = [p for p in bought.picks if p.gpus == 1 and p.purchase is not None]
    assert all(top.purchase.total_display <= 0.8 * p.purchase.total_display for p in single)
    rented = consult(job, what_if=False)
    assert "prefer-single-card" in rejected(rented, "rtx-5090")
    tuned = consult({**job, "task": "qlora", "procure": "buy"}, what_if=False)
    assert all(p.mode not in ("pcie-split", "pcie-fsdp") for p in tuned.picks)


def test_a_box_with_no_purchase_price_is_never_said_to_save_against_one():
    # found running the TUI: "lowest purchase cost, at least a fifth under … (4 × NVIDIA L20, ¥inf)"
    r = consult({"model": "qwen3-32b", "context_tokens": "32k", "concurrency": 5, "region": "cn", "procure": "buy",
                 "buyer": "company", "budget": "80000/total CNY", "power_limit_w": 1500}, what_if=False)
    assert r.picks
    assert not any("inf" in w.text.en or "inf" in w.text.zh for p in r.picks for w in p.why)


def test_a_stated_span_of_use_gets_a_verdict_on_buy_or_rent():
    """Review 30 M5: 'renting is the cheaper way to start' beside 'pays for itself after 18.8 months' of a stated
    two years, and no verdict. Over the span said, the break-even decides which comes out ahead."""
    # one card: two RTX 5060 Ti 16GB (no rental offer held, so no break-even) would otherwise top this
    facts = {"model": "qwen3-32b", "precision": "int4", "procure": "buy", "region": "intl", "currency": "USD",
             "buyer": "individual", "max_gpus": 1}
    for hours, days in ((6, 730), (20, 730), (6, 60)):
        r = consult({**facts, "hours_per_day": hours, "days": days}, what_if=False)
        line = next(c.text.en for c in r.caveats if c.id == "buy-breakeven")
        months = float(line.split("pays for itself after about ")[1].split(" months")[0].replace(",", ""))
        assert (months <= days / 30) == ("buying comes out ahead" in line), line
        assert (months > days / 30) == ("renting costs less" in line), line
    unstated = consult({**facts, "hours_per_day": 6}, what_if=False)
    line = next(c.text.en for c in unstated.caveats if c.id == "buy-breakeven")
    assert "you plan to use it" not in line  # the 30 days assumed are no plan
