"""A two-part message typed into the interview ("LoRA-tune Qwen3-8B on our tickets, then serve it to 30 users at 8k"):
the training is the answer and the serving part is answered under it, as the CLI's ALSO ASKED does (the TUI said only
"serving was mentioned too … ask again")."""

from __future__ import annotations

from advisor_tui.interview.session import Interview
from tests.test_tui_pilot import SIZE, app_for, settle, sync, type_text

TWO_PARTS = ("LoRA-tune Qwen3-8B on 20k support tickets of about 500 tokens each, 2 epochs, then serve it to 30 "
             "users at once with 8k context, in the US")


@sync
async def test_the_serving_part_is_answered_under_the_training_answer(kb, tmp_path):
    app = app_for(kb, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        main = app.main
        await type_text(pilot, TWO_PARTS)
        assert main.interview.raw["task"] == "lora"
        assert main.interview.serving_part.get("context_tokens") == 8192
        while main.current_question() is not None:
            await pilot.press("ctrl+n")
            await settle(pilot)
        text = str(main.query_one("#answer-lines").render())
        assert "Also asked — the serving part:" in text
        assert "Its whole answer: describe the serving on its own" in text and "gpu-advisor recommend" not in text
        assert main.also["zh"] and "完整答案" in main.also["zh"][-1]


def test_the_serving_part_survives_a_restart():
    iv = Interview(raw={"task": "lora", "model": "qwen3-8b"}, serving_part={"context_tokens": 8192, "concurrency": 30})
    again = Interview.from_dict(iv.to_dict())
    assert again.serving_part == {"context_tokens": 8192, "concurrency": 30}
    bad = {**iv.to_dict(), "serving_part": {"context_tokens": True, "nonsense": 3, "concurrency": [1]}}
    assert Interview.from_dict(bad).serving_part == {}


DISTIL = ("Generate 50M tokens of synthetic data with Qwen3-32B, then fine-tune Qwen3-8B on it with LoRA, 3 epochs, "
          "US, budget $500 total, done in 5 days.")


@sync
async def test_the_teachers_generation_is_answered_under_the_training_answer(kb, tmp_path):
    """Review 97 c05: the teacher's batch generation and both parts' sum, as the CLI's ALSO ASKED says them."""
    app = app_for(kb, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        main = app.main
        await type_text(pilot, DISTIL)
        assert main.interview.generation_part == {"model": "qwen3-32b", "generate_tokens": 50_000_000}
        while main.current_question() is not None:
            await pilot.press("ctrl+n")
            await settle(pilot)
        text = str(main.query_one("#answer-lines").render())
        assert "Also asked — the data-generation part:" in text and "Both parts:" in text
        assert any("两部分合计" in line for line in main.also["zh"])
