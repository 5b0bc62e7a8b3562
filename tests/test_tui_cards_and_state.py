"""The Cards screen speaks the session's currency and prices hourly offers too (issue 17)."""

from __future__ import annotations

import asyncio

import pytest
from textual.widgets import DataTable, Static

from advisor_tui.tui.app import make_app
from advisor_tui.tui.screens.cards import card_rows


def _open_cards(kb, tmp_path, lang):
    async def run():
        app = make_app(kb=kb, lang=lang, state_dir=tmp_path)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.press("f3")
            await pilot.pause()
            screen = app.screen
            table = screen.query_one(DataTable)
            cells = {str(table.get_row_at(i)[0]): table.get_row_at(i) for i in range(table.row_count)}
            return screen.currency, cells, str(screen.query_one("#cards-note", Static).render())
    return asyncio.run(run())


@pytest.mark.parametrize("lang, currency, symbol", [("en", "USD", "$"), ("zh", "CNY", "¥")])
def test_cards_open_in_the_sessions_currency(kb, tmp_path, lang, currency, symbol):
    shown, cells, note = _open_cards(kb, tmp_path, lang)
    assert shown == currency
    # the RTX 4090 is sold by the hour abroad and by the month in China: priced either way
    assert cells["RTX 4090"][4].startswith(symbol)
    assert ("restricted" in note) if lang == "en" else ("出口管制" in note)


def test_hourly_offers_count_as_a_month_of_round_the_clock_use(kb):
    usd = {r.id: r for r in card_rows(kb, "USD")}
    hourly = [o for o in kb.offers_for("rtx-4090") if o.currency == "USD" and o.unit in ("hour", "minute")]
    assert hourly and usd["rtx-4090"].per_gb is not None
    cheapest_hour = min(o.price * (60 if o.unit == "minute" else 1) for o in hourly)
    assert usd["rtx-4090"].per_gb * 24 <= cheapest_hour * 24 * 30 * 1.0001


def test_the_saved_interview_belongs_to_its_project(tmp_path, monkeypatch):
    from advisor_tui.state import project_state_dir

    monkeypatch.setenv("GPU_ADVISOR_STATE_DIR", str(tmp_path / "state"))
    one, two = tmp_path / "alpha", tmp_path / "beta"
    one.mkdir()
    two.mkdir()
    assert project_state_dir(one) != project_state_dir(two)
    assert project_state_dir(one) == project_state_dir(one / ".." / "alpha")
    assert project_state_dir(one).is_relative_to(tmp_path / "state")
    monkeypatch.chdir(two)
    assert make_app(lang="en").state_dir == project_state_dir(two)


def test_a_sized_training_job_shows_its_total_not_a_month(kb):
    from advisor_tui.tui.widgets.picks_summary import cost_text
    from rules.pipeline import consult

    c = consult({"task": "qlora", "model": "llama-3.1-8b", "train_tokens": "20M", "epochs": 3,
                 "region": "intl"}, kb)
    pick = c.picks[0]
    assert pick.job is not None and pick.job.total is not None
    text = cost_text(pick, "en", c.facts.days)
    assert text.endswith("for the job") and "/mo" not in text
