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


def test_a_whisper_runners_checkpoint_flag(kb):
    said = ("```\n$ whisperx ./fieldwork/*.wav --model large-v3 --language zh --batch_size 16 --diarize\n```\n"
            "上面是我们在实验室那台 3060 上试的命令，太慢了。田野录音一共 600 段，平均每段 40 分钟左右。")
    f = _facts(kb, said)
    assert f["model"] == "whisper-large-v3" and f["task"] == "transcribe" and "batch" not in f
    assert _facts(kb, "whisper.cpp -m models/ggml-large-v3.bin -f a.wav")["model"] == "whisper-large-v3"
    assert _facts(kb, "insanely-fast-whisper --model-name openai/whisper-large-v3 --batch-size 24")[
        "model"] == "whisper-large-v3"
    # neighbours: another checkpoint on the flag is asked about, not read as large-v3; a training batch stays
    for other in ("whisper a.wav --model medium", "whisperx a.wav --model large-v3-turbo"):
        u = _read(kb, other)
        assert "model" not in u.facts and [x.kind for x in u.unresolved] == ["model"]
    assert _facts(kb, "LoRA 微调 whisper large-v3，batch size 16，3 个 epoch")["batch"] == 16
