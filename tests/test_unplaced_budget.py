"""A budget the reader could not place is said before the answer (review 92 c06, c07)."""

from __future__ import annotations

from advisor_tui.cli import main


def _out(capsys, *args):
    code = main(["--lang", args[0], "recommend", "--today", "2026-12-06", "--say", args[1]])
    return code, capsys.readouterr().out


def test_a_budget_in_a_currency_with_no_rate_is_said_unchecked_with_the_picks_cost(capsys):
    code, out = _out(capsys, "en", "Discord bot on gpt-oss-20b, 20-30 at the same time, 8k context, I'm in the UK, "
                                   "budget is £60 a month, rent not buy")
    assert code == 0
    (warning,) = [line for line in out.splitlines() if line.startswith("⚠ Your budget")]
    assert "“£60”" in warning and "ranked with no budget (the first pick: $" in warning and "--fx" in warning


def test_a_placed_budget_or_none_says_nothing(capsys):
    for text in ("Discord bot on gpt-oss-20b, 8k context, budget $200 a month",
                 "Discord bot on gpt-oss-20b, 8k context, £60 a month at 1.27 dollars to the pound",
                 "Discord bot on gpt-oss-20b, 8k context"):
        _code, out = _out(capsys, "en", text)
        assert "⚠ Your budget" not in out, text
    _code, out = _out(capsys, "zh", "每月预算 500 林吉特，跑 qwen3 8b 推理")
    assert "⚠ 你的预算“500 林吉特”下面没有核对" in out
