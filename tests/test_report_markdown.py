"""The Markdown report: golden files for three consultations (zh and en, picks and nothing-fits),
tables that keep their shape on GitHub / Gitee, and text from people escaped.

Regenerate the goldens after an intended change with ``UPDATE_GOLDEN=1 pytest tests/test_report_markdown.py``
and read the diff before keeping it.
"""

from __future__ import annotations

import difflib
import os
import re
from datetime import datetime
from functools import cache
from pathlib import Path

import pytest

from advisor_tui.report import render
from advisor_tui.report.markdown import md
from rules.pipeline import consult
from tests.hostile_knowledge import hostile_kb

GOLDEN = Path(__file__).parent / "golden"
CASES = {
    # mainland China, long context, a CNY budget; Chinese
    "report_zh_qwen3-32b_cn": ({"model": "qwen3-32b", "context_tokens": "32k", "region": "cn",
                                "budget": "¥3000/month"}, "zh", datetime(2026, 12, 1, 9, 0)),
    # several GPUs (topology check), 8 h a day, generated late enough that the prices are old;
    # CUDA required, or one 192 GB MI300X would hold the model (no topology to check)
    "report_en_llama-3.1-70b_intl": ({"model": "llama-3.1-70b", "precision": "bf16", "region": "intl",
                                      "hours_per_day": 8, "cuda_required": True}, "en",
                                     datetime(2027, 3, 1, 9, 0)),
    # nothing fits: no picks, the what-if says what would
    "report_en_llama-3.1-405b_nothing-fits": ({"model": "llama-3.1-405b", "precision": "bf16", "max_gpus": 2},
                                              "en", datetime(2026, 12, 1, 9, 0)),
}
EVIL = 'Qwen <script>alert(1)</script> | *x* _y_ [z](javascript:z) $1 and $2 `tick` #1 ~~no~~ &amp;'


@cache
def _markdown(name: str) -> str:
    raw, lang, when = CASES[name]
    return render(consult(raw), "markdown", lang, generated=when)


@pytest.mark.parametrize("name", sorted(CASES))
def test_markdown_matches_golden(name):
    text = _markdown(name)
    path = GOLDEN / f"{name}.md"
    if os.environ.get("UPDATE_GOLDEN"):
        path.parent.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"missing {path}: run with UPDATE_GOLDEN=1 and read it"
    expected = path.read_text(encoding="utf-8")
    if text != expected:
        diff = "".join(difflib.unified_diff(expected.splitlines(True), text.splitlines(True), str(path), "rendered",
                                            n=1))
        pytest.fail(f"report differs from {path.name} (UPDATE_GOLDEN=1 after reading the diff):\n{diff[:6000]}")


def _cells(row: str) -> list[str]:
    return re.split(r"(?<!\\)\|", row.strip())[1:-1]


def _tables(text: str) -> list[list[str]]:
    tables, current = [], []
    in_code = False
    for line in text.splitlines():
        if line.startswith("```"):
            in_code = not in_code
        if not in_code and line.startswith("|"):
            current.append(line)
        elif current:
            tables.append(current)
            current = []
    return tables + ([current] if current else [])


def check_markdown_shape(text: str) -> None:
    assert text.endswith("\n") and not text.endswith("\n\n")
    assert "<" not in re.sub(r"```.*?```", "", text, flags=re.S).replace("\\<", ""), "raw HTML in Markdown"
    for table in _tables(text):
        width = len(_cells(table[0]))
        assert re.fullmatch(r"\|( :?-{3,}:? \|)+", table[1]), table[1]
        for row in table:
            assert len(_cells(row)) == width, row
    assert text.count("```") % 2 == 0


@pytest.mark.parametrize("name", sorted(CASES))
def test_markdown_tables_keep_their_shape(name):
    check_markdown_shape(_markdown(name))


@pytest.mark.parametrize("lang, headings", [
    ("en", ["## The answer", "## What you told me", "## Memory requirement", "## Picks",
            "## Why: the reasoning, step by step", "## Ruled out", "## Caveats", "## What if",
            "## Day-one checklist for", "## Sources"]),
    ("zh", ["## 结论", "## 你提供的信息", "## 显存需求", "## 推荐", "## 为什么：逐步推理", "## 已排除的卡",
            "## 注意事项", "## 如果……", "上机第一天检查清单", "## 来源"]),
])
def test_every_section_in_both_languages(lang, headings):
    text = render(consult({"model": "qwen3-8b", "region": "intl"}), "markdown", lang,
                  generated=datetime(2026, 12, 1))
    positions = [text.index(h) for h in headings]
    assert positions == sorted(positions)
    assert ("gpu-advisor " + __import__("advisor_tui").__version__) in text


def test_memory_section_shows_formula_inputs_and_rule_of_thumb():
    c = consult(CASES["report_zh_qwen3-32b_cn"][0])
    text = _markdown("report_zh_qwen3-32b_cn")
    assert c.requirement.formula.zh.split(" ")[0] in text
    assert f"{c.requirement.rule_of_thumb_gb:,.1f} GB" in text
    assert "代入的数值" in text and "32,768" in text


def test_checklist_states_the_pass_line_as_numbers():
    text = _markdown("report_en_llama-3.1-70b_intl")
    assert "nvidia-smi -q -d POWER" in text and "nvidia-smi topo -m" in text
    assert re.search(r"≥ [\d,]+–[\d,]+ GB/s of [\d,]+", text)
    assert re.search(r"≥ [\d,.]+–[\d,.]+ TFLOPS of [\d,.]+", text)


def test_old_prices_are_warned_about():
    assert "days before this report" in _markdown("report_en_llama-3.1-70b_intl")
    assert "less than 90 days old" not in _markdown("report_en_llama-3.1-70b_intl")


@pytest.mark.parametrize("text, expected", [
    ("a | b", r"a \| b"),
    ("<script>", r"\<script\>"),
    ("$1 and $2", r"\$1 and \$2"),
    ("*x* _y_", r"\*x\* \_y\_"),
    ("[z](u)", r"\[z\](u)"),
    ("1. starts a list", r"1\. starts a list"),
    ("- starts a list", r"\- starts a list"),
    ("76.6 GB", "76.6 GB"),
    ("line\nbreak", "line break"),
])
def test_md_escapes_what_markdown_would_interpret(text, expected):
    assert md(text) == expected


def evil_kb():
    return hostile_kb(EVIL, "<img src=x onerror=alert(2)> | pipes | in a title")


def test_person_controlled_text_is_escaped_in_markdown():
    c = consult({"model": "qwen3-8b", "context_tokens": "64k"}, evil_kb())
    assert any("<script>" in n.en for n in c.facts.notes)  # the model name reached a note too
    for lang in ("en", "zh"):
        text = render(c, "markdown", lang, generated=datetime(2026, 12, 1))
        check_markdown_shape(text)
        assert not re.search(r"(?<!\\)<(script|img|/script)", text)
        assert r"\<script\>alert(1)\</script\>" in text
        assert not re.search(r"(?<!\\)\]\(<?javascript:", text)  # no link to it, only escaped text
