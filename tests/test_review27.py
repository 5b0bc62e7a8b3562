"""Review 27's findings, pinned on the reviewer's own consultations: '公司采购' with a monthly budget is who pays, not a
purchase (C09); 'about 60 of us use it' is a head count sized at its busiest share, with the euro rate said beside
it used (C05); a detection job with a total budget says how many hours it buys at the card's real hourly price
(C10); two models 'never run at the same time' are not summed and the main one's task is kept (C07)."""

from __future__ import annotations

import json

import knowledge
from advisor_tui.cli import main
from advisor_tui.understand import parse

KB = knowledge.load(user_file=False)


def _json(args, capsys):
    assert main(["--lang", "en", "recommend", "--today", "2026-12-03", "--json", *args]) == 0
    return json.loads(capsys.readouterr().out)


def test_a_company_procurement_word_with_a_monthly_budget_is_no_purchase():
    facts = parse("我们是上海的一家金融科技公司，需要开增值税专用发票，公司采购，不要魔改卡。预算每月 3 万以内。",
                  KB).facts
    assert "procure" not in facts and facts["budget"].unit == "month"
    assert parse("学校采购一台服务器", KB).facts["procure"] == "buy"


def test_sixty_of_us_is_a_head_count_and_the_euro_rate_is_used(capsys):
    say = "Qwen2.5-32B for our docs, about 60 of us use it, up to 16k tokens, EUR/USD ≈ 1.08, budget €2k/month"
    data = _json(["--say", say], capsys)
    assert data["facts"]["users"] == 60 and data["facts"]["concurrency"] == 6
    # the budget stays in the euros it was said in, with the person's rate (review 109 C6: $2,160 before)
    assert data["facts"]["budget"] == {"amount": 2000.0, "currency": "EUR", "unit": "month"}
    assert ["EUR", "USD", 1.08] in [[r["base"], r["quote"], r["rate"]] for r in data["facts"]["fx"]]


def test_a_detection_job_with_a_total_budget_is_priced_as_the_job(capsys):
    # (priced at the card's hour — "your ¥300 buys 252 hours" — until its images and epochs sized the job: review 102)
    say = "YOLOv8m 目标检测训练，3 万张图，150 个 epoch，想租卡，总共预算 300 块"
    assert main(["--lang", "en", "recommend", "--today", "2026-12-03", "--say", say]) == 0
    (enough,) = [line for line in capsys.readouterr().out.splitlines() if line.strip().startswith("Enough")]
    assert "to finish the job" in enough and "buys" not in enough


def test_two_models_never_run_together_are_not_summed(capsys):
    say = "我想在家里装一台机器，主要跑 Qwen3 14B，偶尔用 SDXL 出图，两个不会同时跑，预算两万块以内，买卡不租"
    data = _json(["--say", say], capsys)
    assert data["facts"]["task"] == "inference" and data["facts"]["model"]["id"] == "qwen3-14b"
    assert not data["facts"]["models"]


def test_a_first_pick_whose_seller_never_states_single_gpus_says_the_whole_node_beside_it(capsys):
    data = _json(["--task", "inference", "--model", "deepseek-v3", "--precision", "fp8", "--context", "32k",
                  "--concurrency", "8", "--region", "intl"], capsys)
    first = data["answer"][0] if isinstance(data["answer"], list) else json.dumps(data["answer"])
    assert "MI300X" in first and "a whole 8-GPU node is $10,656 a month" in first


def test_a_vendor_refused_in_mainland_china_is_the_refusal_not_a_mainland_job():
    facts = parse("Vendor must not be located in mainland China.", KB).facts
    assert facts == {"no_mainland_sellers": True}


def test_a_cap_that_sets_aside_cheaper_offers_says_which(capsys):
    data = _json(["--model", "qwen3-32b", "--precision", "int4", "--context", "16k", "--concurrency", "4",
                  "--region", "intl", "--max-gpu-price", "0.5/hour"], capsys)
    (why,) = [r["why"][0]["text"] for r in data["rejected"] if r["card"] == "rtx-3090"]
    assert "at or under your $0.50" in why and "vast-ai: a P2P marketplace" in why


def test_the_same_card_faster_on_more_gpus_is_said_in_the_headline(capsys):
    data = _json(["--task", "full-finetune", "--model", "mistral-7b", "--train-tokens", "300M", "--epochs", "2",
                  "--deadline", "5d", "--budget", "1500/total", "--region", "intl", "--interruptible",
                  "--vendor", "nvidia"], capsys)
    assert [p["roles"] for p in data["picks"]] == [["enough", "best-value"]]
    (faster,) = [line for line in data["answer"] if line.startswith("Faster:")]
    assert "on more GPUs" in faster and "on 8 GPU(s)" in faster
