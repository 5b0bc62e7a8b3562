"""heldout87's families (its Chinese rows, second half): readings a real user's other phrasings share with the batch's
rows, each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


def test_a_business_intro_with_english_words_between(kb):
    said = "我们是上海一家 mid-size 的会计师事务所，想给 audit team 搭个内部助手。"
    assert _facts(kb, said)["buyer"] == "company"
    assert _facts(kb, "我们是北京一家 boutique 的律所，想做合同审查。")["buyer"] == "company"
    assert _facts(kb, "我们是深圳一家 small 的诊所")["buyer"] == "company"
    # neighbours: a place the person works at, or a trade only named later in a long sentence, names no buyer
    assert "buyer" not in _facts(kb, "我在上海一家 mid-size 的会计师事务所上班，想自己搭个助手。")


def test_the_training_datas_origin_is_no_audience(kb):
    said = "我們想拿內部累積的 Verilog / SystemVerilog 程式碼對 Qwen2.5 Coder 32B 做 QLoRA，rank 64。"
    assert "public_service" not in _facts(kb, said)
    assert "public_service" not in _facts(kb, "我们想拿内部积累的代码对 Qwen2.5 7B 做 LoRA")
    assert "public_service" not in _facts(kb, "用公司内部沉淀的工单数据对 qwen2.5 7b 做 LoRA")
    assert "public_service" not in _facts(kb, "We want to QLoRA Qwen2.5 7B on our internal Verilog code.")
    # neighbours: who uses the model after training is its audience
    assert _facts(kb, "QLoRA 微调 Qwen2.5 7B，训完只给内部用")["public_service"] is False
    assert _facts(kb, "We want to LoRA Qwen2.5 7B for an internal code assistant.")["public_service"] is False


def test_renting_a_machine_said_in_cantonese(kb):
    assert _facts(kb, "病人資料唔可以出香港，要喺香港租機，唔好放大陸。")["procure"] == "rent"
    assert _facts(kb, "租部機喺新加坡跑就得")["procure"] == "rent"
    assert _facts(kb, "我哋想租機，唔買")["procure"] == "rent"
    # neighbours: refused, asked as a choice, or a rack, a seat, a ticket — no GPUs rented
    assert "procure" not in _facts(kb, "唔想租機")
    assert _facts(kb, "我们不租机，买一台放机房")["procure"] == "buy"
    assert _facts(kb, "租機定買機好？")["procure"] == _facts(kb, "租机器还是买机器？")["procure"]
    assert "procure" not in _facts(kb, "租机位")
    assert "procure" not in _facts(kb, "订好了租机票")
