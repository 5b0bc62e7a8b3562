"""Export dialog: Tab-Tab-Enter never closes it unwritten, a second export the same day gets a new
name, and writing over an existing file asks first (issue 17)."""

from __future__ import annotations

import datetime as dt

from textual.widgets import Input

from advisor_tui.tui.screens.export import ExportScreen, default_name
from tests.test_tui_pilot import SENTENCE, app_for, finish_with_enter, sync, type_text


def test_default_name_skips_taken_names(tmp_path):
    day = dt.date(2026, 12, 1)
    assert default_name("md", day, tmp_path) == "gpu-advisor-2026-12-01.md"
    (tmp_path / "gpu-advisor-2026-12-01.md").write_text("first")
    (tmp_path / "gpu-advisor-2026-12-01-2.md").write_text("second")
    assert default_name("md", day, tmp_path) == "gpu-advisor-2026-12-01-3.md"
    assert default_name("html", day, tmp_path) == "gpu-advisor-2026-12-01.html"


@sync
async def test_tab_tab_enter_does_not_close_unwritten(kb, tmp_path):
    app = app_for(kb, tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await type_text(pilot, SENTENCE)
        await finish_with_enter(pilot)
        await pilot.press("f4")
        await pilot.pause()
        await pilot.press("tab", "tab", "enter")
        await pilot.pause()
        assert isinstance(app.screen, ExportScreen)  # still open: the person has not written yet


@sync
async def test_an_existing_file_is_replaced_only_when_asked_twice(kb, tmp_path):
    target = tmp_path / "plan.md"
    target.write_text("my notes", encoding="utf-8")
    app = app_for(kb, tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await type_text(pilot, SENTENCE)
        await finish_with_enter(pilot)
        await pilot.press("f4")
        await pilot.pause()
        path_input = app.screen.query_one("#export-path", Input)
        path_input.value = "plan.md"
        path_input.focus()
        await pilot.press("enter")
        await pilot.pause()
        assert target.read_text(encoding="utf-8") == "my notes"
        assert "exists" in str(app.screen.query_one("#export-result").render())
        await pilot.press("enter")
        await pilot.pause()
        assert "Qwen3-32B" in target.read_text(encoding="utf-8")
