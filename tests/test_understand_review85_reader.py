"""Review 85's reader families: a prompt's size said as such is each request's input, not the context; renting for a
span set beside buying, and which is cheaper asked, is the comparison (a purchase priced with the rents beside it)."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 5))  # (kb: the session's, tests/conftest.py)

_SERVE = "Llama 3.1 70B serving for our team, 10 concurrent users. "
_SERVE_ZH = "Llama 3.1 70B 推理服务，10 个人同时用。"


def test_a_prompts_size_is_each_requests_input(kb):
    # "~Nk" counts in 1,024s, as the table reads input lengths ("2k" is 2,048)
    for text, tokens in (("Prompts are big, ~60k tokens (full case files pasted in), replies ~500 tokens.", 61440),
                         ("Prompts are quite large, about 40k tokens.", 40960),
                         ("Our prompts: ~50k tokens (whole reports go in).", 51200),
                         ("Each prompt is around 30k tokens.", 30720),
                         ("Every request carries ~20k tokens of documents.", 20480)):
        f = _facts(kb, _SERVE + text)
        assert f["input_tokens"] == tokens and "context_tokens" not in f, text
    for text, tokens in (("提示词大概 3 万 token，回复 500 token 左右", 30000),
                         ("提示词很长，大概 5 万 token", 50000),
                         ("每次输入约 2 万 token", 20000)):
        f = _facts(kb, _SERVE_ZH + text)
        assert f["input_tokens"] == tokens and "context_tokens" not in f and "train_tokens" not in f, text


def test_a_window_said_as_such_stays_the_context(kb):
    for text, window in (("context 32k", 32768), ("128k window", 131072),
                         ("prompts are short but context 32k", 32768)):
        f = _facts(kb, _SERVE + text + ".")
        assert f["context_tokens"] == window and "input_tokens" not in f, text
    f = _facts(kb, _SERVE_ZH + "上下文 16k")
    assert f["context_tokens"] == 16384 and "input_tokens" not in f
    # a training set's size is no prompt
    assert _facts(kb, "用 3 万 token 的数据 LoRA 微调 qwen3 8b")["train_tokens"] == 30000


def test_renting_for_a_span_beside_buying_asks_to_compare(kb):
    for text in ("租三个月和直接买卡哪个划算？",
                 "租 3 个月和买卡，哪个更便宜？",
                 "租半年跟买一张 4090 比，哪个划算？",
                 "买卡和租卡哪个合算",
                 "Compare renting for 3 months with buying a card.",
                 "Rent for 3 months or just buy a card — which is cheaper?"):
        u = _read(kb, "qwen3 8b 推理。" + text)
        assert u.facts["procure"] == "buy" and not u.conflicts, text
        assert any("asks to compare" in n.en for n in u.notes), text


def test_the_jobs_own_span_keeps_beside_the_question(kb):
    f = _facts(kb, "想用 QLoRA 微调 Qwen3-32B，大概做 3 个月，每天跑 8 小时。租三个月和直接买卡哪个划算？")
    assert f["procure"] == "buy" and f["days"] == 90 and f["hours_per_day"] == 8


def test_no_comparison_where_none_is_asked(kb):
    assert _facts(kb, "qwen3 8b 推理，租卡和买卡我都算过了，还是租吧")["procure"] == "rent"
    # two cards to rent, compared: renting
    assert _facts(kb, "qwen3 8b 推理，租 4090 和租 A100 哪个划算")["procure"] == "rent"
    assert _facts(kb, "qwen3 8b 推理，不想买卡，租 3 个月，A100 和 H100 哪个划算")["procure"] == "rent"
