"""The interview answers in the person's own money and keeps where the machines must be, as --say does: a budget said
in euros at the person's rate was shown as dollars, and "we're in Germany, EU only" under the region question dropped
the EU limit (note 50's run of `make run`)."""

from __future__ import annotations

from advisor_tui.tui.widgets.picks_summary import PicksSummary
from tests.test_tui_pilot import SIZE, app_for, finish_with_enter, settle, sync, type_text


@sync
async def test_a_budget_in_euros_is_answered_in_euros_and_the_eu_limit_kept(kb, tmp_path):
    app = app_for(kb, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        main = app.main
        await type_text(pilot, "LoRA fine-tune of Llama 3.1 8B on 50M tokens, under 100 euros total, "
                               "1 EUR = 1.17 USD")
        assert main.interview.raw["budget"]["currency"] == "EUR"
        assert main.interview.raw["budget"]["amount"] == 100.0
        while main.current_question() is not None and main.current_question().id != "region":
            await pilot.press("enter")
            await settle(pilot)
        await type_text(pilot, "we're in Germany, EU only")
        assert main.interview.raw.get("data_in") == "EU" and main.interview.raw.get("no_mainland_sellers") is True
        await finish_with_enter(pilot)
        result = main.consultation
        assert result is not None and result.picks
        assert result.facts.budget.currency == "EUR"
        assert all(p.currency == "EUR" for p in result.picks)
        shown = str(main.query_one(PicksSummary).render())
        assert "€" in shown and "$" not in shown
        assert not any("vast" in (p.offer.provider_name.lower() if p.offer else "") for p in result.picks)


@sync
async def test_a_cloud_region_named_in_a_reply_is_said_beside_the_picks(kb, tmp_path):
    # (review 109 C10b's line, on the CLI only until the fifty-first session: the TUI priced us-east-1 without a word)
    app = app_for(kb, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        main = app.main
        await type_text(pilot, "Transcribe 2,000 hours of Japanese broadcast audio with Whisper large-v3 on AWS only "
                               "(Tokyo region, ap-northeast-1), within a week")
        await finish_with_enter(pilot)
        result = main.consultation
        assert result is not None and result.picks
        lines = [a.en for a in result.answer if a.en.startswith("Cloud region:")]
        assert lines and "you named ap-northeast-1" in lines[0]
