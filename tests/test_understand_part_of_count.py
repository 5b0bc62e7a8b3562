"""A bare "2k" that is a share of a count said before it is no context (rd31's note on heldout94 C12's kind of text:
"36k transcripts, 2k of them internal test chats" read a 2,048-token context with a confident ✓)."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))


def test_a_share_of_a_count_is_no_context(kb):
    assert "context_tokens" not in _facts(kb, "36k transcripts, 2k of them internal test chats. Fine-tune qwen3-8b "
                                              "with LoRA")
    assert "context_tokens" not in _facts(kb, "fine-tune qwen3-8b on 50k chats, 5k of which are spam")


def test_a_bare_context_is_still_read(kb):
    assert _facts(kb, "serve qwen3-8b, 8k")["context_tokens"] == 8192
    assert _facts(kb, "qwen3-8b chat, 2k of context is fine")["context_tokens"] == 2048
