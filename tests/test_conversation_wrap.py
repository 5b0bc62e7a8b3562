"""The conversation's line wrapping: a line that fits is returned whole without tokenising (the
first screen's question), and that shortcut gives what the tokenising wrap gives."""

from __future__ import annotations

import random

from advisor_tui.tui.widgets.conversation import _wrap_tokens, wrap

PIECES = ("GPU", "qwen3", "32b", " ", "  ", "，", "。", "显卡", "上下文", "预算", "%", "”", "\n",
          "a-very-long-token-without-spaces", "3000", "CNY", "—", "\t")


def test_a_line_that_fits_is_returned_whole_and_stripped():
    assert wrap("  What is the job?  ", 40) == ["What is the job?"]
    assert wrap("国内部署 qwen3 32b", 20, first=2) == ["国内部署 qwen3 32b"]
    assert wrap("one two three four five", 10) == ["one two", "three four", "five"]
    # a CJK line breaks between any two characters, never before closing punctuation
    assert wrap("国内部署，每月预算三千元", 8) == ["国内部", "署，每月", "预算三千", "元"]


def test_the_shortcut_gives_what_the_tokens_give():
    rng = random.Random(18)
    for _ in range(3000):
        text = "".join(rng.choice(PIECES) for _ in range(rng.randint(0, 12)))
        width, first = rng.randint(4, 60), rng.randint(0, 10)
        assert wrap(text, width, first) == _wrap_tokens(text, width, first), (text, width, first)
