"""A saved verify result inside a consultation: validation of the file, the Markdown/HTML/JSON
report sections, `recommend --verify-result`, and the TUI's Why and Export screens."""

from __future__ import annotations

import json
from datetime import datetime
from functools import cache
from pathlib import Path

import pytest

from advisor_tui.cli import main
from advisor_tui.report import render
from advisor_tui.tui.screens.export import ExportScreen
from advisor_tui.tui.screens.why import WhyScreen
from advisor_tui.verify import attach
from knowledge.errors import InputError
from rules.pipeline import consult
from tests.test_tui_pilot import SENTENCE, SIZE, app_for, sync, type_text

DATA = Path(__file__).parent / "data" / "verify"
WHEN = datetime(2026, 12, 1, 9, 0)


@cache
def consultation():
    return consult({"model": "qwen3-8b", "context_tokens": "16k", "region": "intl"})


@pytest.fixture(scope="module")
def saved(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("verify") / "verify.json"
    assert main(["verify", "--lang", "en", "--from-dir", str(DATA / "rtx4090-power-capped"),
                 "--report", str(path)]) == 0
    return path


def test_saved_result_carries_both_languages(saved):
    data = attach.load(saved)
    power = next(c for c in data["checks"] if c["id"] == "power-limit")
    assert "250 W of 450 W" in power["texts"]["en"] and "功耗墙" in power["texts"]["zh"]
    assert power["text"] == power["texts"]["en"]


@pytest.mark.parametrize(("content", "message"), [
    ("not json", "not JSON"),
    ('{"schema": "gpu-advisor/consultation/v1"}', "not a gpu-advisor verify result"),
    ('{"schema": "gpu-advisor/verify/v1", "verdict": "ok", "checks": []}', "verdict must be"),
    ('{"schema": "gpu-advisor/verify/v1", "verdict": "pass", "checks": [{"id": "x", "status": "meh"}]}',
     "checks must be"),
])
def test_a_wrong_file_is_one_line(tmp_path, content, message):
    path = tmp_path / "v.json"
    path.write_text(content)
    with pytest.raises(InputError, match=message):
        attach.load(path)
    with pytest.raises(InputError, match="cannot read"):
        attach.load(tmp_path / "missing.json")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_markdown_and_html_sections(saved, lang):
    data = attach.load(saved)
    md = render(consultation(), "markdown", lang, generated=WHEN, verify=data)
    assert md.rstrip().endswith("|") and attach.title(lang) in md
    assert ("功耗墙" in md) == (lang == "zh") and "power-limit" in md
    page = render(consultation(), "html", lang, generated=WHEN, verify=data)
    assert page.index('<section id="verify">') < page.index("<footer>")
    assert 'class="verify-fail"' in page
    # without a verify result there is no such section
    assert attach.title(lang) not in render(consultation(), "markdown", lang, generated=WHEN)


def test_json_report_keeps_the_v1_contract_and_adds_verify(saved):
    data = attach.load(saved)
    out = json.loads(render(consultation(), "json", "en", verify=data))
    plain = json.loads(render(consultation(), "json", "en"))
    assert out["schema"] == plain["schema"] and out["verify"]["verdict"] == "fail"
    assert {k: v for k, v in out.items() if k != "verify"} == plain


def test_recommend_with_a_verify_result(saved, tmp_path, capsys):
    args = ["recommend", "--model", "qwen3-8b", "--context", "16k", "--region", "intl", "--lang", "en"]
    report = tmp_path / "r.md"
    assert main([*args, "--verify-result", str(saved), "--report", str(report)]) == 0
    out = capsys.readouterr().out
    assert "DAY-ONE VERIFICATION" in out and "✗ power-limit" in out
    assert "Power capped at 250 W" in report.read_text()
    assert main([*args, "--json", "--verify-result", str(saved)]) == 0
    assert json.loads(capsys.readouterr().out)["verify"]["card"] == "rtx-4090"
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    assert main([*args, "--verify-result", str(bad)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "not a gpu-advisor verify result" in err[0]


@sync
async def test_tui_why_and_export_show_the_verify_result(kb, tmp_path, saved):
    app = app_for(kb, tmp_path, verify_result=attach.load(saved))
    async with app.run_test(size=SIZE) as pilot:
        await type_text(pilot, SENTENCE)  # the live answer is there after one sentence
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, WhyScreen)
        assert "verify" in [o.id for o in app.screen._targets()]
        detail = str(app.screen.detail("verify"))
        assert "Day-one verification" in detail and "Power capped at 250 W" in detail
        await pilot.press("escape")
        await pilot.press("f4")
        await pilot.pause()
        assert isinstance(app.screen, ExportScreen)
        written = app.screen.write()
        assert written is not None and "Power capped at 250 W" in written.read_text(encoding="utf-8")
