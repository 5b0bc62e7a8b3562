"""heldout79's families, second helper: readings a real user's other phrasings share with the batch's rows, each with
neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


def test_who_pays_alone_is_no_one_using_it_alone(kb):
    said = ("I run a hobby site for board-game rules and want a bot that anyone can ask questions, no account needed. "
            "Thinking gemma 3 12b. Traffic's small — about 3,000 questions a day. It's just me paying, so I'd like "
            "to stay under $150/month.")
    f = _facts(kb, said)
    assert "concurrency" not in f and f["buyer"] == "individual" and f["public_service"] is True
    assert "concurrency" not in _facts(kb, "It's just me footing the bill, about 500 chats a day")
    assert "concurrency" not in _facts(kb, "就我自己出钱，公司不报销")
    # neighbours: the one user said stays one at a time
    assert _facts(kb, "it's just me using it")["concurrency"] == 1
    assert _facts(kb, "只有我自己用，跑 qwen3 8b")["concurrency"] == 1
    assert _facts(kb, "就我自己，一个人用")["concurrency"] == 1


def test_a_list_written_up_internally_names_no_audience(kb):
    said = ("需求（内部整理）：\n1. 用途：客服电话录音转写，转完做质检\n2. 存量：约 1.8 万通，平均每通 6 分钟\n"
            "3. 模型：whisper large-v3")
    assert "public_service" not in _facts(kb, said)
    assert "public_service" not in _facts(kb, "内部汇总的需求如下：qwen2.5 7b 做客服录音摘要")
    assert "public_service" not in _facts(kb, "（内部草稿）用 whisper 转写 300 小时会议录音")
    # neighbours: a service for the firm's own people stays internal
    assert _facts(kb, "需求（内部整理）：给客服团队内部用的知识库")["public_service"] is False
    assert _facts(kb, "做个内部用的知识库问答，qwen2.5 14b")["public_service"] is False


def test_a_used_card_of_a_refused_kind(kb):
    said = "我係香港嘅大學生，想買張卡返屋企學 PyTorch。唔好推二手礦卡，驚冇保養。"
    f = _facts(kb, said)
    assert f["stock_only"] is True and f["buyer"] == "individual" and f["max_gpus"] == 1
    assert _facts(kb, "想买张卡入门，不要二手矿卡")["stock_only"] is True
    assert _facts(kb, "别推二手的魔改卡")["stock_only"] is True
    # neighbours: a used card allowed is no rule
    assert "stock_only" not in _facts(kb, "二手也行，想买张 3090 学深度学习")


def test_a_student_at_a_university_pays_as_a_person(kb):
    assert _facts(kb, "我是北京的大学生，想买张卡学深度学习")["buyer"] == "individual"
    assert _facts(kb, "我是某大学的学生，想自己买卡学 pytorch")["buyer"] == "individual"
    # neighbours: the institution introducing itself is the buyer
    assert _facts(kb, "我们是某省属高校图书馆，想做一个论文问答 RAG 服务")["buyer"] == "company"
    assert _facts(kb, "我们是某大学，想采购一台推理服务器，走学校的账")["buyer"] == "company"


def test_a_card_bought_with_its_one_left_out(kb):
    assert _facts(kb, "想买张显卡学深度学习")["max_gpus"] == 1
    assert _facts(kb, "搞张卡在家跑跑 sdxl")["max_gpus"] == 1
    # neighbours: cards counted stay counted; a card named by its model is no limit of its own
    assert _facts(kb, "最多 2 张卡，想买来学深度学习")["max_gpus"] == 2
    assert "max_gpus" not in _facts(kb, "想买张 4090 学深度学习")
