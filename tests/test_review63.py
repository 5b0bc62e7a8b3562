"""Review 63's findings outside the reader's table (its reader rows are in tests/data/utterances_review.yaml)."""

from __future__ import annotations

import re

import knowledge
from rules.pipeline import consult
from rules.set_aside import set_aside_text

KB = knowledge.load(user_file=False)


def test_every_set_aside_reason_is_said_in_chinese():
    # C10 minor: "（cloudgpu：a seller addressing mainland buyers, which you ruled out）" inside a Chinese answer
    r = consult({"task": "qlora", "model": "qwen2.5-72b", "region": "intl", "no_mainland_sellers": True,
                 "train_tokens": 80_000_000, "deadline": 168, "budget": "150/total", "currency": "USD"}, KB)
    asides = re.findall(r"其他报价已排除（([^）]*)）", r.to_json("zh"))
    assert asides, "the consultation sets an offer aside"
    for inside in asides:
        for part in inside.split("；"):
            assert not re.search(r"[a-z]{4,} [a-z]{4,}", part.split("：", 1)[1]), part


def test_a_known_reason_is_said_in_both_languages():
    en, zh = set_aside_text(("acme/h100/hour: spot",))
    assert en.endswith("(acme: spot capacity)") and zh.endswith("（acme：竞价实例）")


def test_an_unsure_reply_in_ones_own_words_skips_to_the_default():
    # found in this session's tmux run: "no idea, whatever is released" under the precision question was refused
    # ("invalid precision"), though "no idea" alone skips
    from advisor_tui import interview as flow
    from advisor_tui import replies

    for text in ("no idea, whatever is released", "不知道，按原版吧", "you pick"):
        iv = flow.Interview(raw={"task": "inference", "model": "qwen3-8b"}, answered=["task", "model"])
        q = iv.next_question(KB)
        assert q.id == "precision"
        reply = replies.answer(iv, text, KB)
        assert reply.error is None
        assert any("default" in e["en"] for e in iv.transcript[-2:])  # the skip says the default it takes
        assert iv.next_question(KB).id != "precision"
        assert iv.raw.get("precision") is None  # the default (the released precision) stays a default
    iv = flow.Interview(raw={"task": "inference", "model": "qwen3-8b"}, answered=["task", "model"])
    assert replies.answer(iv, "purple", KB).error is not None  # neither a precision nor unsure: still refused
