"""A pipeline whose teacher generates the data the trained model learns from ("先用 Qwen3-32B 当老师批量生成 1 亿 token
…，然后用这些数据全参微调 Qwen3-4B … 一周内 … 总预算 5000 块") is answered for both parts: the training is the answer,
the teacher's batch generation is answered under ALSO ASKED, and one line adds both against the one budget and
deadline (review 97 c05: the teacher was set aside with "ask again"). A demo after a training job is its serving part
(review 97 c04)."""

from __future__ import annotations

import json

import pytest

import knowledge
from advisor_tui.also_asked import generation_part, serving_part
from advisor_tui.cli import main
from advisor_tui.understand import parse

C05 = ("做蒸馏：先用 Qwen3-32B 当老师，在 AutoDL 上批量生成 1 亿 token 的数学推理数据，然后用这些数据全参微调 Qwen3-4B "
       "学生模型，序列长度 8k，训 2 个 epoch，整个流程一周内做完，个人出钱，总预算 5000 块")
EN = ("Generate 50M tokens of synthetic data with Qwen3-32B, then fine-tune Qwen3-8B on it with LoRA, 3 epochs, US, "
      "budget $500 total, done in 5 days.")
C04 = "我們三個人週末要參加 48 小時黑客松，想用 LoRA 微調 Gemma-3-12B ，比賽結束前要能 demo"


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


@pytest.mark.parametrize("text, student, teacher, tokens", [
    (C05, "qwen3-4b", "qwen3-32b", 100_000_000),
    ("用 Qwen3-32B 蒸馏 Qwen3-4B，生成 5000 万 token 的数据，全参微调 2 个 epoch，预算 3000 元",
     "qwen3-4b", "qwen3-32b", 50_000_000),
    ("先用 Qwen3-32B 生成 2000 万 token 的合成数据，然后用这些数据 LoRA 微调 Qwen3-8B，三天内完成",
     "qwen3-8b", "qwen3-32b", 20_000_000),
    # the tokens from the training's samples, said as an assumption
    ("把 Qwen3-32B 蒸馏到 Qwen3-4B 上，全参微调，2 万条样本每条 2000 token", "qwen3-4b", "qwen3-32b", 40_000_000),
    (EN, "qwen3-8b", "qwen3-32b", 50_000_000),
    # the tokens from the training's tokens per epoch, said as an assumption
    ("We want to distil Qwen3-32B into Qwen3-4B: full fine-tune on 100M tokens, 2 epochs, budget $800 total.",
     "qwen3-4b", "qwen3-32b", 100_000_000),
    ("Distill Qwen3-32B into Qwen3-8B with LoRA on 20k samples of 1k tokens, budget $300 total.",
     "qwen3-8b", "qwen3-32b", 20_000_000),
])
def test_the_teachers_generation_is_kept_as_a_part(kb, text, student, teacher, tokens):
    u = parse(text, kb)
    assert u.facts["model"] == student and not u.conflicts
    assert u.generation_part == {"model": teacher, "generate_tokens": tokens}
    assert any("ALSO ASKED" in n.en and "也问了" in n.zh for n in u.notes)
    assert not any("ask again" in n.en for n in u.notes)


def test_an_assumed_token_count_is_said_as_one(kb):
    u = parse("Distill Qwen3-32B into Qwen3-8B with LoRA on 20k samples of 1k tokens", kb)
    assert any("assumed the training's samples" in n.en for n in u.notes)
    u = parse(C05, kb)
    assert any("as said" in n.en for n in u.notes) and any("按你说的" in n.zh for n in u.notes)


@pytest.mark.parametrize("text, model", [
    # a model's lineage, not a job: "distilled from R1"
    ("LoRA fine-tune DeepSeek-R1-Distill-Qwen-7B (distilled from R1) on 10k samples of 2k tokens, budget $100 total",
     "deepseek-r1-distill-qwen-7b"),
    # a teacher named with nothing said of its generating: set aside as before
    ("全参微调 Qwen3-4B，教师模型是 Qwen3-32B，做蒸馏，1 亿 token", "qwen3-4b"),
    ("用 deepseek r1 蒸馏 32b 做 LoRA 微调，1 万条数据每条 1000 token", "deepseek-r1-distill-qwen-32b"),
    # one model generating and trained: no second part
    ("LoRA fine-tune Qwen3-8B on 20k generated samples of 500 tokens", "qwen3-8b"),
])
def test_no_generation_part_where_no_model_generates_for_another(kb, text, model):
    u = parse(text, kb)
    assert u.facts.get("model") == model
    assert u.generation_part == {}


def test_the_part_shares_the_market_and_not_the_trainings_own(kb):
    u = parse(C05, kb)
    part = generation_part(dict(u.facts), u)
    assert part is not None and part.kind == "generation"
    raw = part.raw
    assert raw["task"] == "inference" and raw["model"] == "qwen3-32b" and raw["generate_tokens"] == 100_000_000
    assert raw["region"] == "cn" and raw["buyer"] == "individual"
    for own in ("epochs", "train_tokens", "context_tokens", "deadline"):
        assert own not in raw  # (the deadline and budget only as what the training leaves: see the CLI's)
    assert "budget" not in raw  # a total with the training's cost unknown is not split in silence
    assert "--generate-tokens 100000000" in part.command and "--model qwen3-32b" in part.command


def _run(capsys, *args):
    code = main([*args])
    out = capsys.readouterr().out
    assert code == 0
    return out


@pytest.fixture(autouse=True)
def _today(monkeypatch):
    monkeypatch.setenv("GPU_ADVISOR_TODAY", "2026-12-06")


def test_the_cli_answers_both_parts_and_sums_them_zh(capsys):
    out = _run(capsys, "--lang", "zh", "recommend", "--say", C05)
    assert "也问了——数据生成部分" in out
    block = out[out.index("也问了——数据生成部分"):]
    assert "Qwen3-32B" in block and "批量生成 100,000,000 个输出 token" in block
    assert "完整答案：gpu-advisor recommend --task inference --model qwen3-32b" in block
    both = next(line for line in block.splitlines() if "两部分合计" in line)
    assert "在你的 ¥5,000 之内" in both and "在你的 168 小时之内" in both and "先生成数据，再训练" in both
    assert "训练之后剩下的" in both  # the split the generation was sized within, said
    assert "可单独再问" not in out


def test_the_cli_answers_both_parts_and_sums_them_en(capsys):
    out = _run(capsys, "recommend", "--say", EN)
    block = out[out.index("ALSO ASKED — THE DATA-GENERATION PART"):]
    both = next(line for line in block.splitlines() if line.strip().startswith("Both parts:"))
    assert "of your $500" in both and "of your 120 h" in both and "the generation first, then the training" in both
    assert "Its whole answer: gpu-advisor recommend --task inference --model qwen3-32b" in block
    assert "--deadline 110h" in block  # what the training leaves of the 120 h, in the unit --deadline takes


def test_the_json_carries_the_part_and_the_sum(capsys):
    data = json.loads(_run(capsys, "recommend", "--json", "--say", C05))
    assert data["also_asked"]["part"] == "generation"
    assert data["also_asked_parts"] == [data["also_asked"]]
    part = data["also_asked"]
    assert part["generate_tokens"] == 100_000_000 and part["consultation"]["picks"]
    p = part["pipeline"]
    assert p["currency"] == "CNY" and p["budget"] == 5000 and p["within_budget"] is True
    assert p["total_cost"] == pytest.approx(p["training_cost"] + p["generation_cost"], abs=0.02)  # each rounded
    assert p["deadline_hours"] == 168 and p["within_deadline"] is True and p["order"] == ["generation", "training"]
    assert data["understood"]["generation_part"] == {"model": "qwen3-32b", "generate_tokens": 100_000_000}


def test_without_a_token_count_the_part_asks_for_one(capsys):
    out = _run(capsys, "recommend", "--say", "Distill Qwen3-32B into Qwen3-8B with LoRA, 3 epochs, US")
    block = out[out.index("ALSO ASKED — THE DATA-GENERATION PART"):]
    assert "Not sized from the words alone" in block and "--generate-tokens N" in block
    assert "Both parts" not in block


# ---- a demo after a training job is its serving part (review 97 c04)

@pytest.mark.parametrize("text, days", [
    (C04, 2),
    ("LoRA fine-tune Qwen3-8B on 5k samples of 1k tokens, then serve it for the demo day", 2),
    ("用 LoRA 微调 Qwen3-8B，1 万条数据每条 500 token，然后部署给评委试用", None),
    ("QLoRA Qwen3-14B on 3k examples of 800 tokens, then demo it to our investors", None),
])
def test_a_demo_is_a_serving_part_for_a_few(kb, text, days):
    u = parse(text, kb)
    assert u.facts["task"] in ("lora", "qlora")
    assert u.serving_part.get("concurrency") == 4
    assert u.serving_part.get("days") == days
    assert any("demo" in n.en and "concurrent assumed" in n.en for n in u.notes)
    assert not any("ask again for serving" in n.en for n in u.notes)
    part = serving_part(dict(u.facts), u)
    assert part is not None and part.raw["task"] == "inference"


@pytest.mark.parametrize("text", [
    "LoRA fine-tune Qwen3-8B on 5k samples of 1k tokens",
    "我们有个 demo，想用 LoRA 微调 Qwen3-8B，1 万条数据每条 500 token",  # the demo said before the training
    "Serve our demo of Qwen3-8B to 5 users",
])
def test_no_demo_part_without_a_demo_after_training(kb, text):
    assert parse(text, kb).serving_part.get("concurrency") != 4


def test_the_cli_prints_the_demo_under_also_asked(capsys):
    out = _run(capsys, "--lang", "zh", "recommend", "--say", C04)
    block = out[out.index("也问了——部署部分"):]
    assert "Gemma-3-12B" in block and "并发 4" in block and "2 天" in block
    assert "--concurrency 4" in block


# ---- the interview (TUI) shows the generation part under the training answer, as the CLI does

def test_the_generation_part_survives_a_restart():
    from advisor_tui.interview.session import Interview

    iv = Interview(raw={"task": "full-finetune", "model": "qwen3-4b"},
                   generation_part={"model": "qwen3-32b", "generate_tokens": 100_000_000})
    assert Interview.from_dict(iv.to_dict()).generation_part == {"model": "qwen3-32b", "generate_tokens": 100_000_000}
    bad = {**iv.to_dict(), "generation_part": {"generate_tokens": True, "nonsense": 1}}
    assert Interview.from_dict(bad).generation_part == {}


def test_the_report_says_the_generation_part(capsys, tmp_path):
    path = tmp_path / "r.md"
    _run(capsys, "recommend", "--say", EN, "--report", str(path))
    text = path.read_text(encoding="utf-8")
    assert "Also asked, the data-generation part: " in text and "Both parts:" in text
