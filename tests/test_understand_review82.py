"""Review 82's reader findings (c09, c10, c06), replayed with the facts they read: "公司采购" beside a one-off job,
sized or due by a date, is who pays and not cards to buy (c09); "about 4 runs a month" of a sized training job is
runs per month (c10); a question that asks to compare renting with buying is no conflict (c06)."""

from __future__ import annotations

import datetime

import pytest

from advisor_tui.understand import parse

TODAY = datetime.date(2026, 12, 5)
C09 = ("我们在北京，做医疗垂域大模型，打算在 Qwen2.5-7B 基础上做继续预训练，语料 20B token，要求一个月内完成，"
       "公司采购，需要专票，只能用 H20 或者国产卡。")


def _read(kb, text):  # (kb: the session's, tests/conftest.py)
    return parse(text, kb, strict=True, today=TODAY)


def test_c09_keeps_the_job_its_deadline_and_the_invoice(kb):
    facts = _read(kb, C09).facts
    assert (facts["train_tokens"], facts["deadline"], facts["invoice"]) == (20_000_000_000, 720, "vat-special")


@pytest.mark.parametrize("said", [
    C09,
    "公司采购，要专票，LoRA 微调 qwen3 8b，5 万条样本，每条 1k token",  # sized, no deadline
    "单位采购，开专票，whisper 转写 3000 小时录音，两个月内转完",
    "学校统一采购，全参微调 qwen2.5 14b，数据 3 亿 token",
])
def test_the_payer_of_a_sized_one_off_job_rents(kb, said):
    u = _read(kb, said)
    assert "procure" not in u.facts and u.facts["buyer"] == "company"
    assert any("采购" in n.en and "one-off job" in n.en for n in u.notes)


@pytest.mark.parametrize("said", [
    "公司采购，需要专票，想买两台服务器做继续预训练，语料 20B token",  # a machine bought
    "公司采购 H20 卡，做继续预训练，语料 20B token，一个月内完成",  # the cards are what is procured
    "公司采购，一次性买断，继续预训练，语料 20B token",
    "公司采购，要专票，部署 qwen3 32b 给 50 个人用",  # a service, no job that ends
    "公司采购，要专票，每天 8 小时跑 qwen3 32b 推理，用三年",  # steady use over years
    "公司采购，每个月都要全参微调一次 qwen2.5 7b，数据 2 亿 token",  # the job comes back every month
])
def test_a_purchase_beside_a_machine_or_steady_use_still_buys(kb, said):
    assert _read(kb, said).facts.get("procure") == "buy"


C10 = ("University lab in the UK. We'd like to buy GPUs for full fine-tuning of Llama 3.1 8B on ~200M tokens, about 4 "
       "runs a month, vs renting. Horizon 3 years. Budget GBP 60k capex. Power limit 3kW in our server room.")


def test_c10_reads_four_runs_a_month_over_a_three_year_horizon(kb):
    facts = _read(kb, C10).facts
    assert (facts["runs_per_month"], facts["days"], facts["procure"]) == (4, 1095, "buy")


@pytest.mark.parametrize(("said", "runs"), [
    ("Full fine-tune of qwen2.5 7b on 300M tokens; we do two training runs per month", 2),
    ("LoRA on qwen3 8b, 50k samples of 1k tokens, roughly 3 fine-tunes a month", 3),
    ("We retrain a qwen3 8b LoRA 4 times a month on 50k samples of 1k tokens", 4),
    ("全参微调 qwen2.5 7b，数据 2 亿 token，每个月跑 4 次", 4),
    ("LoRA 微调 qwen3 8b，3 万条样本，每条 800 token，一个月训练三次", 3),
])
def test_a_sized_training_run_said_so_many_times_a_month(kb, said, runs):
    assert _read(kb, said).facts["runs_per_month"] == runs


C06 = ("Enterprise in Singapore. Want to self-host Qwen3-235B-A22B for an internal coding assistant, 32k context, ~40 "
       "concurrent users, FP8 is fine. Should we rent (H100 vs H200 vs MI300X) or buy a server? Compare over 3 years.")


@pytest.mark.parametrize(("said", "days"), [
    (C06, 1095),
    ("Should we rent (8x H100 SXM or 8x H200 SXM on RunPod) or buy our own server? qwen3 32b", None),
    ("qwen3 32b 推理，买还是租划算？", None),
    ("qwen3 32b 推理，租还是买，三年算下来哪个便宜", 1095),
    ("qwen3 32b inference, rent vs buy over 2 years?", 730),
])
def test_rent_or_buy_asked_is_a_purchase_with_the_rents_beside_it(kb, said, days):
    u = _read(kb, said)
    assert u.facts["procure"] == "buy" and not u.conflicts and u.facts.get("days") == days
    assert any("asks to compare" in n.en for n in u.notes)
