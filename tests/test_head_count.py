"""A head count is not how many use it at once (review 25 M6): "about 50 of us" was sized as one person. The busiest
share is assumed and said (rules.head_count), all of them at once is priced beside it, and a stated concurrency or load
always wins."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

import knowledge
from advisor_tui.cli import main
from rules.facts import resolve
from rules.head_count import busiest_share
from rules.pipeline import consult

KB = knowledge.load(user_file=False)
KB_SAY = "公司内部知识库，用 Qwen2.5-32B，大概50个人用，上下文 16k，要专票，每月预算 8000 以内，不要魔改卡"


def _json(args, capsys):
    assert main(["--lang", "en", "recommend", "--today", "2026-12-03", "--json", *args]) == 0
    return json.loads(capsys.readouterr().out)


def test_a_team_of_fifty_is_sized_for_five_at_once_and_says_so(capsys):
    data = _json(["--say", KB_SAY], capsys)
    assert data["facts"]["concurrency"] == 5 and data["facts"]["users"] == 50
    assert {"fact": "concurrency", "value": 5} in data["facts"]["assumed"]  # an assumption, never "understood"
    assert main(["--lang", "en", "recommend", "--today", "2026-12-03", "--say", KB_SAY]) == 0
    assert "50 people use it, not all at once: sized for 5 at the same time" in capsys.readouterr().out
    # sized for one, the same words picked a single A100 holding ~2 full-length sessions
    one = consult(resolve({"model": "qwen2.5-32b", "context_tokens": "16k", "region": "cn"}, KB), KB)
    # the four others at half the 16k window on average: 4 × 8,192 tokens × 262,144 B = 8.59 GB more KV cache
    assert data["requirement"]["vram_gb"] > one.requirement.vram_gb + 8.5
    # and the whole team at once is priced beside it, against the budget
    (all_at_once,) = [w for w in data["what_if"] if w["change"] == {"concurrency": 50}]
    assert all_at_once["text"].startswith("If all 50 use it at the same time:")
    assert "over your ¥8,000 a month" in all_at_once["text"] and all_at_once["monthly_cost"] > 8000


def test_a_stated_concurrency_or_load_wins_over_the_head_count(capsys):
    told = _json(["--model", "qwen3-8b", "--users", "50", "--concurrency", "3"], capsys)
    assert told["facts"]["concurrency"] == 3
    assert not [w for w in told["what_if"] if w["change"] == {"concurrency": 50}]
    loaded = resolve({"model": "qwen3-8b", "users": 50, "rps": 2}, KB)
    assert loaded.concurrency == 1 and loaded.users == 50  # a load sizes the sequences in flight itself


def test_a_small_head_count_and_bad_values(capsys):
    assert resolve({"model": "qwen3-8b", "users": 12}, KB).concurrency == 5  # as a group of 5 is sized
    assert resolve({"model": "qwen3-8b", "users": 3}, KB).concurrency == 3
    assert resolve({"model": "qwen3-8b", "users": 1}, KB).concurrency == 1
    assert resolve({"task": "lora", "model": "qwen3-8b", "users": 40}, KB).concurrency == 1  # training serves nobody
    rc = main(["--lang", "en", "recommend", "--model", "qwen3-8b", "--users", "-5"])
    err = capsys.readouterr().err
    assert rc == 2 and "--users" in err and err.count("\n") == 1


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=1, max_value=10**9))
def test_the_busiest_share_is_never_more_than_everyone_nor_less_than_a_small_group(users):
    at_once = busiest_share(users)
    assert 1 <= at_once <= users
    assert at_once >= min(users, 5) and at_once >= min(users / 10, 20) and at_once <= 20
    assert busiest_share(users + 1) >= at_once


def test_the_interview_sizes_a_head_count_until_the_question_about_it_is_answered():
    from advisor_tui import interview as flow
    from advisor_tui import replies

    iv = flow.Interview()
    replies.answer(iv, "Our company knowledge base: Qwen2.5-32B, about 60 people use it, 16k context, in China", KB)
    assert iv.raw["users"] == 60 and iv.raw.get("concurrency") is None
    assert resolve(iv.raw, KB).concurrency == 6  # assumed while "how many at the same time?" is open
    while (q := iv.next_question(KB)) is not None and q.id != "concurrency":
        replies.answer(iv, "skip", KB)
    assert q is not None
    replies.answer(iv, "about 8 at the busiest, maybe 10", KB)
    assert resolve(iv.raw, KB).concurrency == 10  # said wins


def test_buying_for_a_team_prices_all_at_once_as_a_purchase(capsys):
    # read again: a company buying for 40 people heard "if all 40 at once: … at CoreWeave, $3,600 a month"
    data = _json(["--model", "qwen3-32b", "--users", "40", "--procure", "buy", "--region", "intl",
                  "--buyer", "company", "--budget", "10000/total", "--currency", "USD"], capsys)
    (all_at_once,) = [w for w in data["what_if"] if w["change"] == {"concurrency": 40}]
    assert "to buy" in all_at_once["text"] and "a month" not in all_at_once["text"]
    assert "over your $10,000" in all_at_once["text"]
