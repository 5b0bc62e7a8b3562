"""Snapshots of the TUI at 120×40 in English and Chinese: the interview mid-way, the answer, Why?,
FAQ and Cards. Deterministic: no clock, no randomness, cursor blink off, workers awaited.

Update only after looking at the SVGs: ``pytest tests/test_tui_snapshots.py --snapshot-update``.
"""

from __future__ import annotations

import datetime as _dt
from pathlib import Path

import pytest
from textual.widgets import Input

from advisor_tui.tui.app import make_app

SIZE = (120, 40)
SENTENCE = {"en": "serve qwen3 32b, 32k context, in China, ~3000 CNY a month",
            "zh": "国内部署 qwen3 32b，32k 上下文，每月预算 3000 元"}
FAQ_QUERY = {"en": "can two 4090s act as one 48 GB card", "zh": "两张 4090 能当 48G 用吗"}
LANGS = pytest.mark.parametrize("lang", ["en", "zh"])


async def settle(pilot) -> None:
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


def no_blink(pilot) -> None:
    for widget in pilot.app.screen.query(Input):
        widget.cursor_blink = False


async def say(pilot, text: str) -> None:
    await pilot.pause()  # auto_pilot may start before the first screen is composed
    pilot.app.main.query_one("#say", Input).value = text
    await pilot.press("enter")
    await settle(pilot)


async def midway(pilot, lang: str) -> None:
    await say(pilot, SENTENCE[lang])
    await pilot.press("enter")  # the task: run / serve a model
    await settle(pilot)


async def answered(pilot, lang: str) -> None:
    await midway(pilot, lang)
    while pilot.app.main.current_question() is not None:
        await pilot.press("enter")
        await settle(pilot)


def app_for(kb, tmp_path, lang):
    return make_app(kb=kb, lang=lang, state_dir=tmp_path, export_dir=tmp_path)


@LANGS
def test_interview_midway(snap_compare, kb, tmp_path, lang):
    async def run_before(pilot):
        await midway(pilot, lang)
        no_blink(pilot)

    assert snap_compare(app_for(kb, tmp_path, lang), terminal_size=SIZE, run_before=run_before)


@LANGS
def test_answer(snap_compare, kb, tmp_path, lang):
    async def run_before(pilot):
        await answered(pilot, lang)
        no_blink(pilot)

    assert snap_compare(app_for(kb, tmp_path, lang), terminal_size=SIZE, run_before=run_before)


@LANGS
def test_why(snap_compare, kb, tmp_path, lang):
    async def run_before(pilot):
        await answered(pilot, lang)
        await pilot.press("f1")
        await pilot.pause()
        no_blink(pilot)

    assert snap_compare(app_for(kb, tmp_path, lang), terminal_size=SIZE, run_before=run_before)


@LANGS
def test_faq(snap_compare, kb, tmp_path, lang):
    async def run_before(pilot):
        await pilot.press("f2")
        await pilot.pause()
        pilot.app.screen.query_one("#faq-query", Input).value = FAQ_QUERY[lang]
        await pilot.pause()
        no_blink(pilot)

    assert snap_compare(app_for(kb, tmp_path, lang), terminal_size=SIZE, run_before=run_before)


@LANGS
def test_cards(snap_compare, kb, tmp_path, lang):
    async def run_before(pilot):
        await pilot.press("f3")
        await pilot.pause()
        no_blink(pilot)

    assert snap_compare(app_for(kb, tmp_path, lang), terminal_size=SIZE, run_before=run_before)


# ------------------------------------------------------------------------------------ 80×24
# The smallest terminal the product supports (issue 17): every screen must stay readable — the
# picks table keeps its provider column, the footer is not cut, Cards keeps its columns, the
# "Why:" line and the input's placeholder are whole.
SMALL = (80, 24)


@LANGS
def test_small_first_question(snap_compare, kb, tmp_path, lang):
    async def run_before(pilot):
        await pilot.pause()
        no_blink(pilot)

    assert snap_compare(app_for(kb, tmp_path, lang), terminal_size=SMALL, run_before=run_before)


@LANGS
def test_small_answer(snap_compare, kb, tmp_path, lang):
    async def run_before(pilot):
        await answered(pilot, lang)
        no_blink(pilot)

    assert snap_compare(app_for(kb, tmp_path, lang), terminal_size=SMALL, run_before=run_before)


@LANGS
def test_small_why(snap_compare, kb, tmp_path, lang):
    async def run_before(pilot):
        await answered(pilot, lang)
        await pilot.press("f1")
        await pilot.pause()
        no_blink(pilot)

    assert snap_compare(app_for(kb, tmp_path, lang), terminal_size=SMALL, run_before=run_before)


@LANGS
def test_small_cards(snap_compare, kb, tmp_path, lang):
    async def run_before(pilot):
        await pilot.press("f3")
        await pilot.pause()
        no_blink(pilot)

    assert snap_compare(app_for(kb, tmp_path, lang), terminal_size=SMALL, run_before=run_before)


@LANGS
def test_small_export(snap_compare, kb, tmp_path, lang, monkeypatch):
    # the dialog shows the folder and a dated name: both fixed here (nothing is written)
    from advisor_tui.tui.screens import export

    dated = export.default_name
    monkeypatch.setattr(export, "default_name",
                        lambda ext, today=None, folder=None: dated(ext, _dt.date(2026, 12, 1), folder))

    async def run_before(pilot):
        await answered(pilot, lang)
        await pilot.press("f4")
        await pilot.pause()
        no_blink(pilot)

    app = make_app(kb=kb, lang=lang, state_dir=tmp_path, export_dir=Path("/srv/reports"))
    assert snap_compare(app, terminal_size=SMALL, run_before=run_before)


@LANGS
def test_small_faq(snap_compare, kb, tmp_path, lang):
    async def run_before(pilot):
        await pilot.press("f2")
        await pilot.pause()
        pilot.app.screen.query_one("#faq-query", Input).value = FAQ_QUERY[lang]
        await pilot.pause()
        no_blink(pilot)

    assert snap_compare(app_for(kb, tmp_path, lang), terminal_size=SMALL, run_before=run_before)
