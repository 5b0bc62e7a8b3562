"""write_report: the format follows the extension, JSON is exactly the v1 contract, writes are
atomic, and every path that cannot be written is one InputError line naming it, leaving nothing."""

from __future__ import annotations

import io
import json
import os
from contextlib import redirect_stderr, redirect_stdout
from datetime import datetime
from functools import cache

import pytest

import advisor_tui.report.files as files
from advisor_tui import report
from advisor_tui.cli import main
from advisor_tui.report import format_for, render, write_report
from knowledge.errors import InputError
from rules.pipeline import consult

WHEN = datetime(2026, 12, 1, 9, 0)


@cache
def result():
    return consult({"model": "qwen3-8b", "context_tokens": "16k", "region": "intl"})


def _leftovers(directory):
    return sorted(p.name for p in directory.iterdir() if p.name.startswith("."))


@pytest.mark.parametrize("name, fmt", [
    ("r.md", "markdown"), ("r.markdown", "markdown"), ("R.MD", "markdown"), ("r.html", "html"),
    ("r.htm", "html"), ("r.HTML", "html"), ("r.json", "json"), ("a.b.json", "json"),
])
def test_the_extension_picks_the_format(tmp_path, name, fmt):
    assert format_for(name) == fmt
    out = write_report(result(), tmp_path / name, "en", generated=WHEN)
    assert out == tmp_path / name
    assert out.read_text(encoding="utf-8") == render(result(), fmt, "en", generated=WHEN)
    assert _leftovers(tmp_path) == []
    assert (out.stat().st_mode & 0o777) == files.FILE_MODE


@pytest.mark.parametrize("name", ["report.txt", "report", "report.pdf", "report.md.bak", ".md"])
def test_other_extensions_are_refused_naming_the_accepted_ones(tmp_path, name):
    with pytest.raises(InputError) as err:
        write_report(result(), tmp_path / name, "en")
    message = str(err.value)
    assert "\n" not in message and name in message
    for ext in (".md", ".markdown", ".html", ".htm", ".json"):
        assert ext in message
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_json_is_exactly_the_v1_contract(tmp_path, lang):
    out = write_report(result(), tmp_path / "r.json", lang)
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data == result().to_dict(lang)
    assert data["schema"] == "gpu-advisor/consultation/v1"
    assert out.read_text(encoding="utf-8") == json.dumps(result().to_dict(lang), ensure_ascii=False, indent=2) + "\n"
    if lang == "zh":
        assert "\\u" not in out.read_text(encoding="utf-8")  # Chinese stays readable


def test_generated_defaults_to_now(tmp_path):
    before = datetime.now().strftime("%Y-%m-%d")
    text = write_report(result(), tmp_path / "r.md", "en").read_text(encoding="utf-8")
    assert before in text.splitlines()[2]


def test_bad_format_and_language_are_input_errors():
    with pytest.raises(InputError):
        render(result(), "pdf", "en")
    with pytest.raises(InputError):
        render(result(), "markdown", "fr")


def test_missing_directory(tmp_path):
    path = tmp_path / "no" / "such" / "r.md"
    with pytest.raises(InputError) as err:
        write_report(result(), path, "en")
    assert str(path) in str(err.value) and "\n" not in str(err.value)
    assert list(tmp_path.iterdir()) == []


def test_a_directory_as_the_path(tmp_path):
    target = tmp_path / "reports.html"
    target.mkdir()
    with pytest.raises(InputError) as err:
        write_report(result(), target, "en")
    assert str(target) in str(err.value)
    assert list(target.iterdir()) == [] and _leftovers(tmp_path) == []


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root ignores directory permissions")
def test_permission_denied_for_real(tmp_path):
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        with pytest.raises(InputError) as err:
            write_report(result(), locked / "r.md", "en")
        assert str(locked / "r.md") in str(err.value)
        assert list(locked.iterdir()) == []
    finally:
        locked.chmod(0o700)


def test_permission_denied_creating_the_temporary_file(tmp_path, monkeypatch):
    def denied(*_a, **_k):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(files.tempfile, "mkstemp", denied)
    with pytest.raises(InputError) as err:
        write_report(result(), tmp_path / "r.md", "en")
    assert "Permission denied" in str(err.value) and str(tmp_path / "r.md") in str(err.value)
    assert list(tmp_path.iterdir()) == []


def test_an_existing_report_survives_a_failing_renderer(tmp_path, monkeypatch):
    path = tmp_path / "r.md"
    path.write_text("the old report\n", encoding="utf-8")

    def broken(_view):
        raise RuntimeError("renderer bug")

    import advisor_tui.report.markdown as markdown

    monkeypatch.setattr(markdown, "render", broken)
    with pytest.raises(RuntimeError):
        write_report(result(), path, "en")
    assert path.read_text(encoding="utf-8") == "the old report\n"
    assert _leftovers(tmp_path) == []


@pytest.mark.parametrize("step", ["fsync", "replace"])
def test_an_existing_report_survives_a_failing_write(tmp_path, monkeypatch, step):
    path = tmp_path / "r.html"
    path.write_text("<p>old</p>\n", encoding="utf-8")

    def fail(*_a, **_k):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(files.os, step, fail)
    with pytest.raises(InputError) as err:
        write_report(result(), path, "en")
    assert "No space left on device" in str(err.value) and str(path) in str(err.value)
    assert path.read_text(encoding="utf-8") == "<p>old</p>\n"
    assert _leftovers(tmp_path) == []


def test_an_interrupted_write_leaves_no_temporary_file(tmp_path, monkeypatch):
    def interrupted(*_a, **_k):
        raise KeyboardInterrupt

    monkeypatch.setattr(files.os, "replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        write_report(result(), tmp_path / "r.json", "en")
    assert list(tmp_path.iterdir()) == []


def test_package_exports():
    assert set(report.__all__) >= {"write_report", "render"}


def _cli(argv):
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        try:
            rc = main(argv)
        except SystemExit as exc:
            rc = exc.code
    return rc, out.getvalue(), err.getvalue()


def test_cli_writes_the_report(tmp_path):
    path = tmp_path / "r.html"
    rc, out, err = _cli(["recommend", "--model", "qwen3-8b", "--lang", "en", "--report", str(path)])
    assert rc == 0, err
    assert f"report written: {path}" in err
    assert path.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")


@pytest.mark.parametrize("name", ["r.txt", "missing/r.md"])
def test_cli_refuses_an_unwritable_report_with_exit_2(tmp_path, name):
    rc, _out, err = _cli(["recommend", "--model", "qwen3-8b", "--lang", "en", "--report", str(tmp_path / name)])
    assert rc == 2
    assert len(err.strip().splitlines()) == 1 and str(tmp_path / name) in err
    assert "Traceback" not in err
    assert list(tmp_path.iterdir()) == []
