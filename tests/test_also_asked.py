"""A message that asks two things — train a model, then serve it — is answered for both: the training is sized
with the training's own words, and the serving part (its window, users, load) is answered beside it with the command
for its whole answer (reviews 86 c04 / c08: the second question was dropped; a serving window of 8k sized 500-token
training samples as 8,192 tokens, 69 GB on a B200 for a 21 GB job)."""

from __future__ import annotations

import json
import shlex

import pytest

import knowledge
from advisor_tui.also_asked import command_line, serving_part
from advisor_tui.cli import build_parser, main
from advisor_tui.fact_options import FLAGS, raw_facts
from advisor_tui.understand import parse
from rules.facts import resolve

TICKETS_EN = ("We want to LoRA fine-tune Qwen3-8B on 20k support tickets (about 500 tokens each, 3 epochs) and then "
              "serve it to 30 concurrent users at 8k context. US, budget around $2000/month.")
TICKETS_ZH = ("先用 LoRA 微调 Qwen3-14B，2 万条数据每条大概 800 token，跑 3 个 epoch，"
              "然后部署给公司 50 个人同时用，上下文 16k。国内，每月预算 8000 元。")


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


@pytest.mark.parametrize("text, kept, part", [
    (TICKETS_EN, {"tokens_per_sample": 500}, {"context_tokens": 8192, "concurrency": 30}),
    (TICKETS_ZH, {"tokens_per_sample": 800}, {"context_tokens": 16384, "concurrency": 50}),
    # the serving part first, the training after it: the part ends where the training words begin
    ("Serve Qwen3-8B to 20 concurrent users at 32k context; we also want to LoRA fine-tune it first on 10k samples "
     "of 1k tokens.", {"tokens_per_sample": 1000}, {"context_tokens": 32768, "concurrency": 20}),
])
def test_the_serving_parts_words_are_set_aside_from_the_training(kb, text, kept, part):
    u = parse(text, kb)
    assert u.facts["task"] == "lora"
    assert all(u.facts[k] == v for k, v in kept.items())
    assert not any(k in u.facts for k in part), u.facts
    assert u.serving_part == part


def test_a_window_said_of_the_training_stays_the_trainings(kb):
    """Neighbour: "with 8k context" is said before the serving words — the training's length, not the service's."""
    u = parse("LoRA fine-tune Qwen3-8B with 8k context, 5k samples, then deploy it for our team", kb)
    assert u.facts["context_tokens"] == 8192
    assert u.serving_part == {}


def test_training_alone_has_no_serving_part(kb):
    u = parse("QLoRA Qwen3-8B on 20k samples of 500 tokens, 3 epochs, budget $50 total", kb)
    assert u.serving_part == {}
    assert serving_part({**u.facts}, u) is None


def test_the_serving_part_keeps_what_both_share_and_not_the_trainings_own(kb):
    u = parse(TICKETS_EN, kb)
    raw = {**u.facts, "precision": "nf4", "engine": "unsloth", "hours_per_day": 8}
    part = serving_part(raw, u)
    assert part is not None
    assert part.raw["task"] == "inference" and part.raw["model"] == "qwen3-8b" and part.raw["region"] == "intl"
    assert part.raw["budget"].unit == "month"
    for own in ("precision", "engine", "hours_per_day", "samples", "epochs", "tokens_per_sample"):
        assert own not in part.raw


def test_a_total_budget_is_the_training_jobs_money(kb):
    u = parse("LoRA Qwen3-8B on 10k samples of 600 tokens for $80 total, then serve it to 10 users at 8k context",
              kb)
    part = serving_part(dict(u.facts), u)
    assert part is not None and "budget" not in part.raw


@pytest.mark.parametrize("text", [TICKETS_ZH, TICKETS_EN])
def test_the_command_gives_the_same_facts_back(kb, text):
    u = parse(text, kb)
    part = serving_part(dict(u.facts), u)
    words = shlex.split(part.command)
    assert words[:2] == ["gpu-advisor", "recommend"]
    args = build_parser().parse_args(words[1:])
    again = resolve(raw_facts(args), kb, names=FLAGS)
    first = resolve(part.raw, kb, names=FLAGS)
    assert again.to_dict(kb) == first.to_dict(kb)


def test_command_line_writes_flags_and_values():
    from rules.fact_parse import Budget

    line = command_line({"task": "inference", "model": "qwen3-8b", "public_service": True, "no_quantization": False,
                         "budget": Budget(3000.0, "CNY", "month"), "vendors": ("nvidia",)})
    assert line == ("gpu-advisor recommend --task inference --model qwen3-8b --budget '3000 CNY/month' "
                    "--public-service --vendor nvidia")


def test_the_cli_answers_both_parts(capsys):
    assert main(["recommend", "--say", TICKETS_EN]) == 0
    out = capsys.readouterr().out
    training, _, serving = out.partition("ALSO ASKED")
    assert "at s = 500" in training and "s = 8,192" not in training  # the samples' length sized the training
    assert serving, out
    assert "8,192 tokens · 30 concurrent" in serving
    assert "gpu-advisor recommend --task inference --model qwen3-8b --context 8192 --concurrency 30" in serving
    assert "--budget '~2000 USD/month'" in serving  # the round figure stays one


def test_the_json_answer_carries_the_serving_part(capsys):
    assert main(["recommend", "--json", "--say", TICKETS_EN]) == 0
    data = json.loads(capsys.readouterr().out)
    also = data["also_asked"]
    assert also["part"] == "serving" and also["command"].startswith("gpu-advisor recommend --task inference")
    assert also["consultation"]["facts"]["task"] == "inference"
    assert also["consultation"]["picks"]
    assert data["understood"]["serving_part"] == {"context_tokens": 8192, "concurrency": 30}
    assert data["facts"]["task"] == "lora"


def test_the_report_says_the_serving_part(tmp_path, capsys):
    path = tmp_path / "r.md"
    assert main(["recommend", "--say", TICKETS_EN, "--report", str(path)]) == 0
    text = path.read_text(encoding="utf-8")
    assert "Also asked, the serving part:" in text and "--concurrency 30" in text


def test_a_head_count_said_of_the_serving_part_sizes_it(kb):
    """"先 LoRA 微调 … 再上线给 100 人用": the 100 people are the service's (its busiest share at once), not the
    training's."""
    text = ("想用 Qwen3-32B 做客服，先 LoRA 微调 5 万条对话（每条 800 token，2 个 epoch），"
            "再上线给 100 人用，32k 上下文，国内，每月 2 万元")
    u = parse(text, kb)
    part = serving_part(dict(u.facts), u)
    assert part is not None and part.raw["users"] == 100 and "--users 100" in part.command
