"""Review 120's reading criticals as families: a load said unchanged, 信创 required beside a 尽量, a one-off said
"一次過", a picture count before its size, two 8-card machines planned, a budget while buying a card, a rate said
against a held currency — each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def _notes(parsed):
    return [n.en for n in parsed.notes]


def test_a_load_said_unchanged_is_that_load(kb):
    said = ("还是海口那家跨境电商，Qwen3-32B客服：老板改主意了，上下文8k就够，并发还是40，首字2秒内。"
            "另外集团要求走信创，尽量用国产算力（昇腾），数据不出境，要专票，每月一万五。")
    assert _facts(kb, said)["concurrency"] == 40
    assert _facts(kb, "Qwen3-32B客服，并发仍是 40")["concurrency"] == 40
    assert _facts(kb, "Qwen3-32B客服，并发依然是40个")["concurrency"] == 40
    assert _facts(kb, "Qwen3-32B客服，並發仍然係40")["concurrency"] == 40
    assert _facts(kb, "Qwen3-32B chatbot, concurrency is still 40")["concurrency"] == 40
    assert _facts(kb, "Qwen3-32B chatbot, concurrent users remain around 40")["concurrency"] == 40
    assert _facts(kb, "Qwen3-32B chatbot, still 40 concurrent")["concurrency"] == 40
    # neighbours: one of two asked, GPUs, a count no longer so, a price, a word between no count
    assert "concurrency" not in _facts(kb, "Qwen3-32B客服，并发还是40还是80没定")
    assert "concurrency" not in _facts(kb, "Qwen3-32B客服，并发还是4张卡")
    assert "concurrency" not in _facts(kb, "Qwen3-32B客服，并发不再是40")
    assert "concurrency" not in _facts(kb, "Qwen3-32B客服，价格还是40")
    # (a range after it reads as the range does without "still": its upper end, the load reader's)
    assert _facts(kb, "Qwen3-32B chatbot, concurrency still 40 or 80?")["concurrency"] == _facts(
        kb, "Qwen3-32B chatbot, concurrency 40 or 80?")["concurrency"]


def test_domestic_chips_required_beside_a_preference_say_one_thing(kb):
    said = "Qwen3-32B客服，集团要求走信创，尽量用国产算力（昇腾）"
    parsed = _read(kb, said)
    assert parsed.facts["domestic_chips"] is True
    assert not any("not required" in n for n in _notes(parsed))
    assert any("domestic chips are required" in n for n in _notes(parsed))
    parsed = _read(kb, "Qwen3-32B chatbot, must be xinchuang, domestic chips preferred")
    assert parsed.facts["domestic_chips"] is True and not any("not required" in n for n in _notes(parsed))
    # neighbours: a preference alone, or beside a requirement refused, stays a preference
    parsed = _read(kb, "Qwen3-32B客服，尽量用国产算力（昇腾）")
    assert "domestic_chips" not in parsed.facts and any("not required" in n for n in _notes(parsed))
    parsed = _read(kb, "Qwen3-32B客服，信创不强制，尽量用国产算力")
    assert parsed.facts["domestic_chips"] is False and any("not required" in n for n in _notes(parsed))
    assert "domestic_chips" not in _facts(kb, "Qwen3-32B客服，信创优先")
