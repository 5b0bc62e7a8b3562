"""Review 34 (independent, 12 consultations written before any run): what it found, replayed."""

from __future__ import annotations

import pytest

import knowledge
from advisor_tui.understand.read import parse
from rules.pipeline import consult


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


def _facts(kb, said):
    return dict(parse(said, kb, strict=True, today="2026-12-03").facts)


def test_a_daily_video_batch_names_its_model_and_runs_on_one_machine_s_worth_through_the_month(kb):
    """C1 (c05): 'Wan2.1 文生视频 14B 模型' asked which Wan2.1 (the size said apart, the catalogue's 19.7 B
    counting the text encoder) and fell back to 8 h a day for ¥792; resolved, a month of 200 clips a day was
    64 × A100 for 87 h, where 8 running through the month cost the same."""
    facts = _facts(kb, "我们是深圳一家短视频MCN公司，想用 Wan2.1 文生视频 14B 模型每天批量生成约200条5秒720p短视频，"
                       "不需要实时。每月预算2万元人民币，需要开增值税专票，数据不能出境。该租什么卡？")
    # (a day's 200 clips, run every day since review 42 M5, each run ending before the next)
    assert facts["model"] == "wan2.1-14b" and facts["videos"] == 200 and facts["runs_per_month"] == 30
    r = consult(facts, kb, what_if=False)
    enough = next(p for p in r.picks if "enough" in p.roles)
    assert enough.job is not None and enough.job.wall_hours <= 24
    assert enough.job.total * 30 <= 20000  # the month of runs within the ¥20,000 a month


def test_buy_or_rent_for_a_one_off_job_rents_the_job_not_a_month_of_its_hours(kb):
    """C2 (c12): the rent side of a 19-hour LoRA was its wall hours as hours a day for 30 days (¥7,467 'a month',
    '¥50,000 covers 7 months'); the job rents for ¥249."""
    facts = _facts(kb, "我们是北京一家做教育大模型的创业公司，要对 Qwen3-32B 做 LoRA 微调，数据20万条，大约2亿token，"
                       "两周内完成，训练总预算5万元。租还是买？需要增值税专票。")
    assert facts["procure"] == "buy"
    r = consult(facts, kb)
    line = next(x.en for x in r.answer if x.en.startswith("Renting instead"))
    assert "to finish the job" in line and "/month" not in line and "months of it" not in line
    # (the rent side keeps the answer's own recompute choice: review 54 M8)
    rented = consult({**facts, "procure": "rent", "gradient_checkpointing": r.facts.gradient_checkpointing}, kb,
                     what_if=False)
    cheapest = min(p.job.total for p in rented.picks if p.job is not None and p.job.total is not None)
    assert f"{cheapest:,.0f}" in line.replace("¥", "")


def test_a_promotional_first_order_price_is_not_a_service_s_monthly_cost(kb):
    """M5 (c10): a ¥452 first-order V100 price headlined a WeChat bot's ¥1,000 a month; it renews at ¥3,982."""
    facts = _facts(kb, "我是成都的个人开发者，想给自己的微信小程序上线一个基于 Qwen2.5-7B 的客服机器人，"
                       "高峰大概每秒2个请求，"
                       "每次回复约300字。每月预算1000元，该租什么卡？")
    r = consult(facts, kb, what_if=False)
    assert all(p.offer is None or "promo" not in p.offer.flags for p in r.picks)


def test_a_mainland_purchase_is_not_steered_to_the_h20_as_freely_sold(kb):
    """M7 (c12): the export-restricted line named the H20 among the parts a mainland purchase takes, though its
    new exports have needed a US licence since April 2025."""
    r = consult({"model": "qwen3-32b", "region": "cn", "procure": "buy", "buyer": "company"}, kb, what_if=False)
    line = next(w.text for x in r.rejected if x.card == "rtx-4090" for w in x.why
                if w.rule == "buy-cn-export-restricted")
    assert "licence since April 2025" in line.en and "2025 年 4 月" in line.zh


def test_a_procurement_budget_is_a_purchase(kb):
    """M2 (c07): '采购预算500万元…买什么？' was answered with rental quotes."""
    facts = _facts(kb, "我们是上海的一家金融国企，要在内网私有化部署 DeepSeek-R1 满血版（671B），必须满足信创要求，"
                       "采购预算500万元，需要13%专票。买什么？")
    assert facts["procure"] == "buy" and facts["budget"].unit == "total"


def test_an_unpriced_card_ranks_after_a_priced_one_that_only_breaks_the_budget(kb):
    """Review 33 M4 (c09b): a €8,000 buyer was headlined 4 × H100 PCIe, 'ask a vendor for a quote'."""
    r = consult({"model": "llama-3.3-70b", "procure": "buy", "buyer": "company", "region": "intl",
                 "budget": "8000/total EUR", "fx": "EUR/USD=1.16", "concurrency": 5}, kb, what_if=False)
    assert r.picks[0].purchase is not None and r.picks[0].purchase.complete
    assert sum("over your" in x.en.lower() or "budget" in x.en for x in r.answer) >= 1


def test_buy_or_just_rent_with_an_aside_is_the_comparison_and_a_model_given_sets_the_work(kb):
    """M4 (c09): 'Should I buy a GPU (5090?) or just rent?' was read as renting (the aside's question mark broke
    the comparison), and --model qwen2.5-32b beside 'Flux and SDXL' was refused as an image task."""
    from advisor_tui.understand import merge

    said = ("Hobbyist in Ohio. I play with Flux and SDXL in ComfyUI and run Qwen 32B locally, about 3 hours a day. "
            "I have $2,500 total. Should I buy a GPU (5090?) or just rent?")
    u = parse(said, kb, strict=True, today="2026-12-03")
    assert u.facts["procure"] == "buy"
    raw = merge({"model": "qwen2.5-32b"}, u)
    assert "task" not in raw
    r = consult(raw, kb, what_if=False)
    assert r.facts.task == "inference" and r.picks


def test_the_break_even_is_said_against_the_cheapest_rental_that_can_be_signed(kb):
    """M1 (c04): 'pays for itself after 4.8 months' was against a node-only seller's per-GPU rate ($18,000 a
    month); the cheapest rental the answer itself names ($8,006) puts it at 10.7 months."""
    r = consult({"task": "inference", "model": "llama-3.3-70b", "users": 2000, "rps": 3, "input_tokens": 2000,
                 "output_tokens": 400, "procure": "buy", "budget": "400000/total USD", "buyer": "company",
                 "region": "intl"}, kb)
    line = next(x.en for x in r.answer if x.en.startswith("Renting instead"))
    assert "months of rent, before power and hosting" in line


def test_a_media_service_over_budget_hears_what_queuing_the_day_costs(kb):
    """Read again as a user (a KTV chain's 5-second clips, 3,000 a day, 30 a minute at the peak, ¥20,000 a
    month): the peak takes 164 × RTX 4090 (¥195,324); queued within the day, the same clips fit the budget."""
    facts = _facts(kb, "我们是成都一家KTV连锁，想给包厢做个AI点歌MV小视频功能，客人扫码输一句话生成5秒视频，"
                       "模型用通义万相2.1 1.3B，480p，每天大概3000条，周五周六晚上高峰一分钟30条，"
                       "每月预算2万，要开专票")
    assert facts["requests_per_day"] == 3000 and facts["public_service"] is True
    r = consult(facts, kb)
    queued = next(w for w in r.what_if if "Queued instead of made at the peak" in w.text.en)
    assert queued.monthly_cost <= 20000 and "within your ¥20,000 a month" in queued.text.en
    peak = consult(facts, kb, what_if=False)
    assert not peak.picks or min(p.monthly_cost for p in peak.picks) > queued.monthly_cost


def test_a_media_service_is_not_asked_for_a_batch_count_and_hears_24_hours(kb):
    """Read again in the TUI: a video service with its peak said was asked 'How many clips…?' and told the
    default was 8 h a day while the facts panel said 24."""
    from advisor_tui.interview import flow

    raw = {"task": "video", "model": "wan2.1-1.3b", "rps": 0.5, "requests_per_day": 3000}
    assert "videos" not in flow.applicable(raw)
    assert flow.question("hours", raw, kb).skip.en == "24 h a day"
    assert flow.question("hours", {**raw, "rps": None, "requests_per_day": None}, kb).skip.en == "8 h a day"


def test_serving_said_after_a_training_job_is_sized_at_its_load(kb):
    """M6 (c12): 'LoRA 微调 … 之后上线推理，高峰10 QPS' set the 10 QPS aside in a note; the serving that follows
    decides which cards to get, so it is consulted too (12 × A100 round the clock, as c12b found by hand)."""
    r = consult({"task": "lora", "model": "qwen3-32b", "train_tokens": 200_000_000, "rps": 10, "output_tokens": 500,
                 "region": "cn", "invoice": "vat-special", "buyer": "company"}, kb)
    line = next(x for x in r.answer if x.en.startswith("Serving it after"))
    serving = consult({"task": "inference", "model": "qwen3-32b", "rps": 10, "output_tokens": 500, "region": "cn",
                       "invoice": "vat-special", "buyer": "company", "hours_per_day": 24}, kb, what_if=False)
    best = next(p for p in serving.picks if "enough" in p.roles)
    assert f"{best.gpus_in_all} × {best.card_name}" in line.en and f"{best.monthly_cost:,.0f}" in line.en
    assert not any(x.en.startswith("Serving it after") for x in consult(
        {"task": "lora", "model": "qwen3-32b", "train_tokens": 200_000_000}, kb).answer)



def test_a_fact_read_but_replaced_by_an_option_says_so(kb, capsys):
    """M4 follow-up (read again): 'Task: image generation (from “Flux”)' was echoed above an answer for --model
    qwen2.5-32b; a fact the options replaced is marked as not used."""
    from advisor_tui.cli import main

    assert main(["recommend", "--today", "2026-12-03", "--budget", "5000/month", "--say",
                 "deploy qwen3 32b in the US, about $3000 a month"]) == 0
    out = capsys.readouterr().out
    line = next(x for x in out.splitlines() if x.strip().startswith("Budget:"))
    assert "(not used: your options set it)" in line
    assert "(not used" not in next(x for x in out.splitlines() if x.strip().startswith("Model:"))
