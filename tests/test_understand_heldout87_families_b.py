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


def test_a_school_subject_is_no_pupil(kb):
    assert "buyer" not in _facts(kb, "初中生物 3000 道题，高中生物 2000 道")
    assert "buyer" not in _facts(kb, "大学生物学课的题库，一共 5000 道")
    # neighbours: the pupil said is the one paying
    assert _facts(kb, "我是初中生，想自己跑个模型")["buyer"] == "individual"
    assert _facts(kb, "我是大学生，想自己跑个模型")["buyer"] == "individual"


def test_a_refusal_on_the_line_before_refuses_nothing_after(kb):
    assert _facts(kb, "初中生物\t3000\t300\t已外包，不用跑\n\n我们是做 K12 在线辅导的公司。")["buyer"] == "company"
    assert _facts(kb, "不用跑\n我们是做在线教育的公司。")["buyer"] == "company"
    # neighbour: on the same line it still refuses
    assert _facts(kb, "我们不是公司，是个人")["buyer"] == "individual"


def test_a_width_tried_and_dropped_beside_no_quantisation(kb):
    f = _facts(kb, "模型用 qwen3 32b，不要量化，之前 int4 的版本步骤老跳。")
    assert f["precision"] == "bf16" and f["no_quantization"] is True
    assert _facts(kb, "Qwen3 32B, no quantization — the AWQ build we tried skipped steps.")["precision"] == "bf16"
    said = "Qwen2.5 72B，只部署原版权重，不接受任何量化版本（评估过 int4，引用出错）。"
    assert _facts(kb, said)["precision"] == "bf16"
    # neighbours: a width chosen stays; "no 4-bit" alone is no refusal of every width
    assert _facts(kb, "Qwen3 32B 用 int8 跑就行")["precision"] == "int8"
    assert "precision" not in _facts(kb, "qwen3 32b，不要 4bit")


def test_a_sheets_worked_solutions_summed_with_rows_taken_out(kb):
    said = ("从腾讯文档里复制出来的，下学期要上线的题库解析：\n\n学科\t题目数\t每题解析(token)\t备注\n"
            "初中数学\t12000\t400\t\n初中物理\t8000\t450\t\n初中化学\t6000\t350\t\n初中生物\t3000\t300\t已外包，不用跑\n\n"
            "我们是做 K12 在线辅导的公司。每道题喂进去的题干加答案加解题规范大概 600 token。模型用 qwen3 32b。")
    f = _facts(kb, said)
    assert f["generate_tokens"] == 12000 * 400 + 8000 * 450 + 6000 * 350 and f["input_tokens"] == 600
    sheet = "课程\t题数\t答案(token)\n语文\t1000\t200\n英语\t500\t300\n\n用 qwen3 8b 跑一遍。"
    assert _facts(kb, sheet)["generate_tokens"] == 1000 * 200 + 500 * 300
    skipped = ("课程\t题数\t答案(token)\t备注\n语文\t1000\t200\t\n英语\t500\t300\tskip\n数学\t400\t100\t\n\n"
               "用 qwen3 8b 跑一遍。")
    assert _facts(kb, skipped)["generate_tokens"] == 1000 * 200 + 400 * 100
    # neighbour: a sheet of the inputs' lengths writes nothing
    inputs = "课程\t题数\t题干(token)\n语文\t1000\t200\n英语\t500\t300\n\n用 qwen3 8b 跑一遍。"
    assert "generate_tokens" not in _facts(kb, inputs)


def test_a_launch_date_in_a_prds_table_row(kb):
    assert _facts(kb, "| 上线 | 2027-01-18（春节活动前） |")["deadline"] == 1032
    assert _facts(kb, "计划上线：2027/1/18")["deadline"] == 1032
    assert _facts(kb, "| Go-live | 2027-01-18 |")["deadline"] == 1032
    # neighbours: another field's date, or a past launch, is no deadline
    assert "deadline" not in _facts(kb, "| 创建 | 2026-12-01 |")
    assert "deadline" not in _facts(kb, "| 下线 | 2027-01-18 |")
    assert "deadline" not in _facts(kb, "2026-11-20 上线的旧版本太慢")


def test_a_chain_and_its_stores_pay(kb):
    assert _facts(kb, "**背景**：连锁健身品牌「燃擎健身」，全国 46 家门店。")["buyer"] == "company"
    assert _facts(kb, "旗下 12 家分店，想做个会员助手")["buyer"] == "company"
    assert _facts(kb, "We have 46 stores across Malaysia.")["buyer"] == "company"
    # neighbours: a customer of a chain, a rival's stores, a client's, or shops nearby name no buyer
    assert "buyer" not in _facts(kb, "我办了一张连锁健身品牌的会员卡")
    assert "buyer" not in _facts(kb, "竞品在全国有 200 家门店")
    assert "buyer" not in _facts(kb, "Our client has 40 stores.")
    assert "buyer" not in _facts(kb, "附近有 3 家门店")


def test_a_longest_length_is_no_money(kb):
    said = "上下文：最长 40k 左右，按 64k 配\n预算：每月 3 万以内"
    f = _facts(kb, said)
    assert f["context_tokens"] == 65536 and (f["budget"].amount, f["budget"].unit) == (30000, "month")
    assert _facts(kb, "上下文最长 40k 左右。")["context_tokens"] == 40960
    # neighbour: money said with its period stays money
    assert _facts(kb, "预算最多 4 万一个月")["budget"].amount == 40000
