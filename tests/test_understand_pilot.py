"""Issue 15's interview problems replayed in the TUI (Textual's Pilot), in the Chinese session where
they were seen: a context answer that replaced the budget, a change that is asked about, natural
replies, and the Edit-facts budget box that refused its own examples."""

from __future__ import annotations

import re

from textual.widgets import Input

from advisor_tui import interview as flow
from advisor_tui.tui.app import make_app
from advisor_tui.tui.screens.fact_edit import FactEditScreen
from tests.test_tui_pilot import SIZE, settle, sync


async def type_text(pilot, text: str) -> None:
    pilot.app.main.query_one("#say", Input).value = text
    await pilot.press("enter")
    await settle(pilot)


def app_for(kb, tmp_path):
    return make_app(kb=kb, lang="zh", state_dir=tmp_path / "state", export_dir=tmp_path)


@sync
async def test_context_reply_keeps_the_budget_and_a_change_is_asked(kb, tmp_path):
    app = app_for(kb, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        main = app.main
        await type_text(pilot, "国内部署 qwen3 32b，总共 300 块")
        budget = {"amount": 300.0, "currency": "CNY", "unit": "total"}
        assert main.interview.raw["budget"] == budget
        await pilot.press("enter")  # precision: the first quick reply
        await settle(pilot)
        assert main.current_question().id == "context"
        await type_text(pilot, "大概 2k 左右吧")
        assert main.error is None
        assert main.interview.raw["context_tokens"] == 2048
        assert main.interview.raw["budget"] == budget  # never replaced silently
        assert main.current_question().id == "concurrency"  # the context question is answered
        await type_text(pilot, "每月 2000 元")
        q = main.current_question()
        assert q.id == "confirm" and "300" in q.text.zh and "2,000" in q.text.zh
        assert "300" in str(main.query_one("#question-text").render())
        assert main.interview.raw["budget"] == budget
        await type_text(pilot, "是")
        assert main.interview.raw["budget"] == {"amount": 2000.0, "currency": "CNY", "unit": "month"}
        assert main.current_question().id == "concurrency"


@sync
async def test_natural_replies_and_chinese_errors(kb, tmp_path):
    app = app_for(kb, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        main = app.main
        await type_text(pilot, "部署 qwen3 8b，bf16，一般 8k，偶尔要 32k")
        assert main.interview.raw["context_tokens"] == 32768
        assert main.current_question().id == "concurrency"
        await type_text(pilot, "abc")
        assert main.error and re.search(r"[\u4e00-\u9fff]", main.error) and "invalid" not in main.error
        await type_text(pilot, "about 10 people, maybe 8 at once")
        assert main.interview.raw["concurrency"] == 8
        await type_text(pilot, "我们不在国内")
        assert main.interview.raw["region"] == "intl"
        assert main.current_question().id == "cuda"
        await type_text(pilot, "we just use vLLM, no custom kernels")
        assert main.interview.raw["cuda_required"] is False and main.interview.raw["engine"] == "vllm"
        assert any("来自" in e["zh"] for e in main.interview.transcript if e["who"] == "facts")


@sync
async def test_edit_facts_budget_box_takes_its_own_examples(kb, tmp_path):
    app = app_for(kb, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        main = app.main
        await type_text(pilot, "部署 qwen3 8b")
        assert "budget" not in main.interview.raw and "region" not in main.interview.raw
        for said, budget in (("300/total", (300.0, "CNY", "total")),  # a Chinese session: yuan
                             ("每月 3000 元", (3000.0, "CNY", "month")),
                             ("总共 500 美元", (500.0, "USD", "total"))):
            # what selecting the budget in the facts list opens (a budget not given yet is not listed)
            app.push_screen(FactEditScreen(flow.question("budget", main.interview.raw, kb), "budget",
                                           dict(main.interview.raw)), main.edit_fact)
            await pilot.pause()
            assert isinstance(app.screen, FactEditScreen)
            box = app.screen.query_one("#edit-value", Input)
            box.focus()
            box.value = said
            await pilot.press("enter")
            await settle(pilot)
            assert app.screen is main, said
            got = main.interview.raw["budget"]
            assert (got["amount"], got["currency"], got["unit"]) == budget, said


@sync
async def test_a_head_count_shows_as_such_until_the_load_is_said(kb, tmp_path):
    # "大概50个人用" sizes the answer at 5 at once (rules.head_count): the concurrency question's skip
    # offers that, not "1 路", and the facts panel says where the 5 came from, not "（默认）"
    app = app_for(kb, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        main = app.main
        await type_text(pilot, "部署 qwen3 32b，bf16，16k 上下文，大概50个人用")
        assert main.interview.raw["users"] == 50
        assert main.current_question().id == "concurrency"
        skip = main.current_question().skip
        assert "5" in skip.zh and "50" in skip.zh and "1 路" not in skip.zh
        panel = [str(o.prompt) for o in main.query_one("#facts").options]
        assert any("50 人" in line for line in panel)
        assert any(line.startswith("并发") and "5 路" in line and "按使用人数估算" in line for line in panel)
        await type_text(pilot, "同时一般 3 个")
        assert main.interview.raw["concurrency"] == 3
        panel = [str(o.prompt) for o in main.query_one("#facts").options]
        assert any(line.startswith("并发") and "3 路" in line and "估算" not in line for line in panel)
