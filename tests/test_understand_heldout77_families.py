"""heldout77's families: readings a real user's other phrasings share with the batch's rows, each with neighbours
that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


def test_a_half_years_total_is_a_sixth_a_month(kb):
    f = _facts(kb, "半年一共 6 万，课题组经费。", question="budget", currency="CNY")
    assert budget_of(f) == (10000, "CNY", "month") and f["buyer"] == "company" and "days" not in f
    assert budget_of(_facts(kb, "半年总共 3 万", question="budget", currency="CNY")) == (5000, "CNY", "month")
    assert budget_of(_facts(kb, "半年 6 万", question="budget", currency="CNY")) == (10000, "CNY", "month")
    # neighbours: a total with the half-year said after it as how long it is used stays a total
    assert budget_of(_facts(kb, "一共 6 万，用半年", question="budget", currency="CNY"))[2] == "total"


def test_a_gpu_count_taken_back_and_capped(kb):
    f = _facts(kb, "llama 3.1 70b lora, rank 32, 8 gpus — no wait, cap it at 4")
    assert f["max_gpus"] == 4 and f["lora_rank"] == 32
    assert _facts(kb, "rent 4 cards, actually limit it to 2")["max_gpus"] == 2
    # neighbours: a cap on something else after the cards is no card limit
    assert "max_gpus" not in _facts(kb, "8 gpus, cap it at 4 days")
    assert "max_gpus" not in _facts(kb, "8 gpus for 3 days, cap it at 4 hours")


def test_camera_streams_at_once_with_their_kind(kb):
    f = _facts(kb, "工地上 8 路监控摄像头同时接进来，用 YOLOv8 实时识别没戴安全帽的人。", question="task")
    assert f["concurrency"] == 8 and f["task"] == "detection"
    assert _facts(kb, "4 路高清视频流同时跑 yolov8")["concurrency"] == 4
    assert _facts(kb, "工厂质检，yolov8 实时检测，产线 12 路摄像头同时跑")["concurrency"] == 12
    # neighbours: cameras counted with nothing at once, or set up together, are no width
    assert "concurrency" not in _facts(kb, "8 路监控摄像头，用 YOLOv8 实时识别")
    assert "concurrency" not in _facts(kb, "买了 8 路监控摄像头，一起装好了")


def test_a_method_said_as_a_past_verb_is_set_aside(kb):
    said = "QLoRA, rank 16. We full-fine-tuned the 3B last spring and it overfit badly, so not that again."
    u = _read(kb, said, question="method")
    assert u.facts["task"] == "qlora" and "params_b" not in u.facts and not u.conflicts
    assert _facts(kb, "LoRA this time. We fine-tuned the 7B last year and it was fine.")["task"] == "lora"
    # neighbours: a full fine-tune wanted now, or a past run with no time said, still stands against QLoRA
    assert any(c.fact == "task" for c in _read(kb, "QLoRA, rank 16. We want to full fine-tune the 3B").conflicts)
    assert any(c.fact == "task" for c in _read(kb, "We full-fine-tuned the 3B, QLoRA now").conflicts)


def test_an_internal_tool_for_our_staff_is_a_companys(kb):
    said = "RM 3,000 a month, gemma 3 27b as an internal helpdesk bot for our staff, ~15 of them on it at once"
    u = _read(kb, said)
    assert u.facts["buyer"] == "company" and u.facts["public_service"] is False and u.facts["concurrency"] == 15
    assert any(x.kind == "budget" for x in u.unresolved)
    assert _facts(kb, "qwen3 8b as a search assistant used by our employees")["buyer"] == "company"
    # neighbours: a bot for customers names no buyer
    assert "buyer" not in _facts(kb, "a chatbot for our customers")


def test_a_trainers_save_interval_key(kb):
    said = ("# conf/train.yaml\nmodel:\n  name_or_path: Qwen/Qwen3-1.7B     # 全参数微调，不用 LoRA\ntrainer:\n"
            "  num_train_epochs: 2\n  save_steps: 500\n")
    assert _facts(kb, said)["save_steps"] == 500
    assert _facts(kb, "--save_steps 500 --num_train_epochs 2")["save_steps"] == 500
    assert _facts(kb, "trainer.save_freq=100 trainer.total_epochs=3")["save_steps"] == 100
    # neighbours: a disabled save, other intervals and the checkpoints kept are no save interval
    for said in ("trainer.save_freq=-1", "logging_steps: 10", "eval_steps: 500", "save_total_limit: 3",
                 "Spot is fine, I checkpoint every 10 min."):
        assert "save_steps" not in _facts(kb, said)


def test_a_share_with_a_possessive_and_a_lot_after_it(kb):
    said = ("85 dishes. Each gets a hero shot and a top-down shot, and the 12 chef's specials also get a close-up. "
            "Plus 5 banners for the menu board.")
    assert _facts(kb, said, question="images")["images"] == 187
    assert _facts(kb, said.rsplit(" Plus", 1)[0], question="images")["images"] == 182
    assert _facts(kb, "250 listings, 6 photos each. The 40 featured listings also get 2 lifestyle shots on top.",
                  question="images")["images"] == 1580
    # neighbours: a lot offered instead is no addition
    assert _facts(kb, "85 dishes, 2 shots each; the 12 chef's specials also get a close-up — or 5 banners instead?",
                  question="images").get("images") != 187


def test_a_business_or_a_bodys_grant_pays(kb):
    assert _facts(kb, "Up to US$1,500 for the card; the farm pays")["buyer"] == "company"
    assert _facts(kb, "the winery will pay for it")["buyer"] == "company"
    assert _facts(kb, "經費是研究資助局項目撥款，上限港幣 7,800")["buyer"] == "company"
    assert _facts(kb, "经费是国家自然科学基金资助的")["buyer"] == "company"
    # neighbours: the business paying the person, a person's own money
    assert _facts(kb, "the farm pays us in eggs, I pay for the GPU myself").get("buyer") != "company"
    assert "buyer" not in _facts(kb, "经费是个人资助")
    # (a fans' club paying, the table's Nightfall Esports row, names no buyer)
    assert "buyer" not in _facts(kb, "the club pays, we have maybe $250/mo for it")
