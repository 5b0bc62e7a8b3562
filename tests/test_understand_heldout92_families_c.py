"""heldout92's families (its Chinese chat rows: simplified, Cantonese, traditional): readings a real user's other
phrasings share with the batch's rows, each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def test_a_scene_said_complex_with_any_degree_word(kb):
    said = "需以 Blender Cycles 渲染一段約 90 秒的片頭動畫，場景相當複雜，本地兩台工作站無法如期完成。"
    assert _facts(kb, said)["scene"] == "large"
    assert _facts(kb, "用 Blender 渲染，场景十分复杂")["scene"] == "large"
    assert _facts(kb, "用 Blender 渲染，場景好複雜")["scene"] == "large"
    assert _facts(kb, "Blender render, the scene is fairly complex")["scene"] == "large"
    assert _facts(kb, "用 Blender 渲染，场景相当简单")["scene"] == "small"
    # neighbours: a degree refused reads no size
    assert "scene" not in _facts(kb, "用 Blender 渲染，场景不太复杂")
    assert "scene" not in _facts(kb, "用 Blender 渲染，场景不是很复杂")


def test_cantonese_cheap_is_the_cost_priority(kb):
    said = "想用 SDXL 整一批產品相放網店。租香港嘅雲就得，唔使快，最平嗰個就得。"
    assert _facts(kb, said)["priority"] == "cost"
    assert _facts(kb, "用 SDXL 出图，最平嗰個就得")["priority"] == "cost"
    assert _facts(kb, "用 SDXL 出图，越平越好")["priority"] == "cost"
    assert _facts(kb, "用 SDXL 出图，平啲都得")["priority"] == "cost"
    assert _facts(kb, "用 SDXL 出图，想慳錢")["priority"] == "cost"
    assert _facts(kb, "用 SDXL 出图，唔使快。")["priority"] == "cost"
    # neighbours: a question, 平時 / 平均, and a wish for a little faster name no priority
    assert "priority" not in _facts(kb, "用 SDXL 出图，邊間雲最平嘅？")
    assert "priority" not in _facts(kb, "用 SDXL 出图，平時一日 200 張")
    assert "priority" not in _facts(kb, "用 SDXL 出图，要最平均嘅效果")
    assert "priority" not in _facts(kb, "用 SDXL 出图，唔使快啲，要準")
