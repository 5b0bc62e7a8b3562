"""Review 38 (12 consultations written before any run, on 0adb619): each finding replayed as the reviewer ran it."""

from __future__ import annotations

import subprocess
import sys

import pytest

import knowledge
from rules import consult


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


def _cli(*args: str) -> str:
    run = subprocess.run([sys.executable, "-m", "advisor_tui", "recommend", "--today", "2026-12-03", *args],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    return run.stdout


def test_m1_a_purchase_budget_with_no_period_is_the_total():
    """"--budget 12000 --procure buy" read as "$12,000 a month ($144,000 over 12 months)"."""
    out = _cli("--procure", "buy", "--task", "qlora", "--model", "llama-3.3-70b", "--region", "intl",
               "--budget", "12000", "--currency", "USD", "--buyer", "company")
    assert "a month" not in out.split("RULED OUT")[0] and "over 12 months" not in out
    assert "within your $12,000 budget (the card alone" in out
    assert "Budget period total" in out


def test_m1_a_service_budget_with_no_period_is_a_month_and_says_so(kb):
    c = consult({"model": "qwen3-8b", "budget": "1000", "region": "intl"}, kb, what_if=False)
    assert c.facts.budget.unit == "month" and ("budget_unit", "month") in c.facts.assumed
    job = consult({"task": "lora", "model": "qwen3-8b", "train_tokens": "20M", "budget": "50", "region": "intl"},
                  kb, what_if=False)
    assert job.facts.budget.unit == "total" and ("budget_unit", "total") in job.facts.assumed


def test_m5_a_plan_sold_by_the_month_is_not_an_hourly_price():
    """"rtx-3080ti: feasible at ¥500 an hour: your ¥500 buys 1 hours" — UCloud's ¥500 a month."""
    out = _cli("--task", "detection", "--model", "yolov8x", "--region", "cn", "--budget", "500/total",
               "--currency", "CNY")
    line = next(x for x in out.splitlines() if x.strip().startswith("rtx-3080ti:"))
    assert "¥500 a month (sold by the month only): your ¥500 buys 1 month of it" in line
    own = line.split(", but ")[0]  # (what beats it follows, in the picks' own terms: an hourly pick is hourly)
    assert "an hour" not in own


def test_m2_a_what_if_for_weekdays_is_priced_for_those_days():
    """The FP8 what-if said "$252/month (saves $252/month)" for 22 weekdays whose direct run costs $185."""
    out = _cli("--model", "llama-3.1-8b", "--rps", "3", "--input-tokens", "3000", "--output-tokens", "300",
               "--hours-per-day", "10", "--days", "22", "--region", "intl", "--budget", "4000/month")
    line = next(x for x in out.splitlines() if "With weights in fp8, KV cache in fp8" in x)
    assert "for your usage (22 d × 10 h)" in line and "/month" not in line


def _read(text: str, kb):
    from advisor_tui.understand import parse

    return parse(text, kb, strict=True, today="2026-12-03")


def test_c1_a_service_with_its_load_beside_loras_is_sized_as_the_service(kb):
    u = _read("[#gpu-planning] Dana: ok so for the product-shot feature we need to (1) train ~40 LoRAs on FLUX.1-dev, "
              "one per client brand, ~30 photos each, ~1500 steps, and (2) serve generation, roughly 2,000 images/day "
              "at 1024x1024, peaks of maybe 5 images a minute.\nDana: total budget is ~$1,500/month for all of it. "
              "Our customers are in the EU, so no Chinese clouds please.", kb)
    assert u.facts["task"] == "image" and u.facts["requests_per_day"] == 2000
    assert u.facts["rps"] == pytest.approx(5 / 60, rel=1e-3) and "images" not in u.facts
    assert any("LoRA training is a separate one-off job" in n.en for n in u.notes)


def test_c2_generating_a_fine_tuning_dataset_is_a_batch_job_not_a_fine_tune(kb):
    u = _read("Hi — I'm a solo dev in Berlin building a fine-tuning dataset. I want to generate about 150M tokens of "
              "synthetic instruction data with Llama 3.3 70B (prompts ~300 tokens, answers ~500 tokens each). It needs "
              "to be done within 5 days.", kb)
    assert u.facts["task"] == "inference" and u.facts["generate_tokens"] == 150_000_000
    assert (u.facts["input_tokens"], u.facts["output_tokens"]) == (300, 500)
    assert "train_tokens" not in u.facts and not u.unresolved


def test_c3_cantonese_fine_tuning_of_whisper_with_its_hosting_rules(kb):
    u = _read("Hello～我係香港某大學嘅RA，想用我哋自己標注嘅大約300小時粵語語音，全參數微調\n"
              "whisper-large-v3（唔係LoRA），"
              "大概 3 個 epoch。數據係研究參與者錄音，學校規定唔可以上傳到\n內地伺服器，亦唔可以用 P2P 平台。", kb)
    assert u.facts["task"] == "full-finetune" and u.facts["model"] == "whisper-large-v3"
    assert u.facts["region"] == "intl" and u.facts["no_marketplace"] is True and u.facts["epochs"] == 3
    assert u.implied().get("no_mainland_sellers") is True


def test_m4_hipaa_refuses_marketplaces_and_phi_is_no_model(kb):
    u = _read("We want to self-host Llama 3.1 8B for clinical note summarization. Data is PHI so we need a provider "
              "that will sign a HIPAA BAA — no community/marketplace hosts.", kb)
    assert u.facts["model"] == "llama-3.1-8b" and u.facts["no_marketplace"] is True
    assert not any(x.kind == "model" for x in u.unresolved)
    assert any("Business Associate Agreement" in n.en for n in u.notes)
    from rules.pricing import marketplace

    job = {"task": "lora", "model": "llama-3.1-8b", "train_tokens": "20M", "region": "intl", "interruptible": True}
    open_market = consult(job, kb, what_if=False)
    assert any(marketplace(kb, p.offer) for p in open_market.picks)  # a marketplace would be picked otherwise
    c = consult({**job, "no_marketplace": True}, kb, what_if=False)
    assert c.picks and not any(marketplace(kb, p.offer) for p in c.picks)


def test_m6_the_time_of_one_epoch_is_no_epoch_count(kb):
    u = _read("打算训300个epoch，实验室只有一张1080Ti，跑一个epoch要40分钟根本来不及", kb)
    assert u.facts.get("epochs") == 300 and not u.conflicts


@pytest.mark.parametrize("text", [
    "Budget is S/ 9,000 in total.", "Budget: ৳1,500,000 total from our donor grant.",
    "Budget is QAR 8,000 per month.", "About 400,000 forint for the whole thing",
])
def test_currencies_without_prices_are_asked_never_dollars(kb, text):
    u = _read("qwen3 8b. " + text, kb)
    assert "budget" not in u.facts and any(x.kind == "budget" for x in u.unresolved)


def test_a_price_per_item_and_a_cost_centre_are_no_budget(kb):
    assert "budget" not in _read("qwen3 8b batch. Our previous vendor charged $0.004 per itinerary.", kb).facts
    assert "budget" not in _read("qwen3 8b, internal only (cost centre 4410).", kb).facts


def test_c5_a_price_seen_to_buy_a_card_prices_the_purchase_and_breaks_the_budget_aloud():
    """"闲鱼上有魔改的 4090 48G 卖 1.8 万左右，预算最多 2 万": the pick was 2 of those cards "ask a vendor", and
    2 × ¥18,000 against ¥20,000 was never said; --quote refused a purchase price."""
    out = _cli("--say", "想在家里跑 gpt-oss-120b 当私人助手（主要我自己用，上下文 16k 左右就够），看到闲鱼上有魔改的 "
                        "4090 48G 卖 1.8 万左右，预算最多 2 万。一张 48G 够不够？"
                        "不够的话是买两张还是直接租云更划算？人在杭州。")
    head = out.split("MEMORY")[0]
    assert "2 × ¥18,000" in head and "¥36,000" in head and "OVER your ¥20,000 budget by ¥16,000" in head
    flags = _cli("--model", "gpt-oss-120b", "--context", "16k", "--region", "cn", "--procure", "buy", "--budget",
                 "20000/total", "--currency", "CNY", "--quote", "rtx-4090-48g=18000cny/total")
    assert "2 × ¥18,000" in flags and "OVER your ¥20,000 budget by ¥16,000" in flags


def test_m2_ascend_servers_say_no_smaller_box_and_the_chips_reported_price():
    """2 × 910C ranked "fewest cards (a smaller box to buy)" though both Ascend parts are sold as 8-NPU servers, and
    the 910B's reported ¥120,000 a chip (8 = ¥960,000, over the ¥800,000) stayed in the trace."""
    out = _cli("--model", "deepseek-r1-distill-qwen-32b", "--context", "8k", "--concurrency", "30", "--region", "cn",
               "--domestic-chips", "--procure", "buy", "--buyer", "company", "--budget", "800000/total",
               "--currency", "CNY")
    assert "a smaller box to buy" not in out and "sold as 8-GPU servers, so no smaller box" in out
    # (review 112 C1-a: the 910B, priced, now leads the unpriced 910C sold the same way; its chips' price is said there)
    line = next(x for x in out.splitlines() if "8-NPU Atlas servers" in x and "8 × ¥120,000" in x)
    assert "= ¥960,000, above your ¥800,000" in line
    unpriced = next(x for x in out.splitlines() if x.strip().startswith("ascend-910c:"))
    assert "very likely over your budget too" in unpriced
