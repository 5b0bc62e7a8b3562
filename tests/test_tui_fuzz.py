"""The TUI never crashes, whatever keys arrive and whenever (issue 20).

Hypothesis drives the whole app through Pilot with random sequences of typed text (English,
Chinese, punctuation), Enter, Escape, Tab, the app's bindings (F1–F4, Ctrl+F/L/R/N/P), arrows,
Backspace and terminal resizes between 80×24 and 200×60, some pressed one at a time and some
typed ahead in a burst, from a fresh start, from a saved interview (the resume prompt) and from a
resumed one. After every step: no exception reached the app and the screen stack is not empty;
at the end Ctrl+Q quits with exit status 0.

``make test`` runs a small, derandomized set (a few seconds each); ``make fuzz`` (or
``GPU_ADVISOR_FUZZ_EXAMPLES=400``) runs a larger, random one.

Worker results arriving after their screen closed are engineered deterministically at the end:
the consultation's message is posted by hand while Why? or Export is open, after they closed, and
after the language switched.
"""

from __future__ import annotations

import asyncio
import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from textual.widgets import Input

from advisor_tui.tui.app import make_app
from advisor_tui.tui.screens.confirm import ConfirmScreen
from advisor_tui.tui.screens.export import ExportScreen
from advisor_tui.tui.screens.fact_edit import FactEditScreen
from advisor_tui.tui.screens.interview import ConsultationFailed, ConsultationUpdated
from advisor_tui.tui.screens.why import WhyScreen
from tests.tui_keys import type_ahead

EXAMPLES_ENV = "GPU_ADVISOR_FUZZ_EXAMPLES"
BIG = os.environ.get(EXAMPLES_ENV)
EXAMPLES = int(BIG) if BIG else 4
FUZZ = settings(max_examples=EXAMPLES, deadline=None, derandomize=not BIG, print_blob=True,
                database=None if not BIG else settings.default.database,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
SIZE = (120, 40)

KEYS = ["enter", "enter", "escape", "tab", "shift+tab", "up", "down", "left", "right", "backspace",
        "home", "end", "pageup", "pagedown", "space",
        "f1", "f2", "f3", "f4", "ctrl+f", "ctrl+l", "ctrl+r", "ctrl+n", "ctrl+p", "y", "n", "r", "s", "c"]
WORDS = ["qwen3 32b", "inference", "32k context", "in china", "lora", "8 gpus", "budget 3000 CNY",
         "国内部署", "每月预算 1000 元", "skip", "不知道", "4090", "quit", "export html", "language",
         "why", "faq", "cards", "restart", "1e309", "-1", "0", "abc", "[b]bold[/b]", "[/]", "Ω≈√"]
text = st.one_of(st.sampled_from(WORDS),
                 st.text(st.characters(codec="utf-8", categories=("L", "N", "P", "S", "Zs")), min_size=1,
                         max_size=12))
step = st.one_of(
    st.tuples(st.just("press"), st.sampled_from(KEYS)),
    st.tuples(st.just("type"), text),          # typed one key at a time, waiting in between
    st.tuples(st.just("burst"), st.lists(st.one_of(st.sampled_from(KEYS), text), min_size=1, max_size=5)),
    st.tuples(st.just("resize"), st.tuples(st.integers(80, 200), st.integers(24, 60))),
    st.tuples(st.just("settle"), st.none()),   # let the consultation finish
)
steps = st.lists(step, min_size=1, max_size=20)


def save_an_unfinished_interview(folder: Path) -> None:
    from advisor_tui.interview import Interview
    from advisor_tui.state import save_interview

    interview = Interview()
    interview.say("serve qwen3 8b")
    interview.apply({"task": "inference", "model": "qwen3-8b"}, ["task", "model"])
    save_interview(interview.to_dict(current="precision"), folder)


def keys_of(item: str) -> list[str]:
    return [item] if item in KEYS and len(item) > 1 else list(item)


def check(app, done: list[str]) -> None:
    assert app._exception is None, f"after {done}: {app._exception!r}"
    if app.return_code is None:
        assert app.screen_stack, f"after {done}: the screen stack is empty"


async def drive(kb, start: str, plan: list[tuple[str, object]]) -> None:
    with tempfile.TemporaryDirectory(prefix="gpu-advisor-fuzz-") as tmp:
        folder = Path(tmp)
        if start != "fresh":
            save_an_unfinished_interview(folder / "state")
        app = make_app(kb=kb, state_dir=folder / "state", export_dir=folder, resume=start == "resumed")
        app.deliver_screenshot = lambda *a, **k: None  # the palette's "Screenshot" writes to ~/Downloads
        done: list[str] = []
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            for kind, value in plan:
                if app.return_code is not None:
                    break  # the palette's own "Quit" command, typed and chosen: a clean exit is fine
                done.append(f"{kind}:{value!r}")
                if kind == "press":
                    await pilot.press(value)
                elif kind == "type":
                    await pilot.press(*keys_of(value))
                elif kind == "burst":
                    type_ahead(app, *[k for item in value for k in keys_of(item)])
                    await pilot.pause()
                elif kind == "resize":
                    await pilot.resize_terminal(*value)
                else:
                    await app.workers.wait_for_complete()
                    await pilot.pause()
                check(app, done)
            await app.workers.wait_for_complete()
            await pilot.pause()
            check(app, done)
            if app.return_code is None:
                await pilot.press("ctrl+q")
                await pilot.pause()
        assert app._exception is None, f"after {done}: {app._exception!r}"
        assert app.return_code == 0, f"after {done}: exit {app.return_code}"


@pytest.mark.parametrize("start", ["fresh", "saved", "resumed"])
def test_no_key_sequence_crashes_the_app(kb, start):
    @FUZZ
    @given(plan=steps)
    def run(plan):
        asyncio.run(drive(kb, start, plan))

    run()


# ------------------------------------------------------------------ worker results, late
def sync(test):
    import functools

    @functools.wraps(test)
    def wrapper(*args, **kwargs):
        return asyncio.run(test(*args, **kwargs))

    return wrapper


async def settle(pilot) -> None:
    for _ in range(3):  # keys typed ahead bubble up through several queues
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()


async def answered(pilot) -> None:
    """One sentence: enough for a consultation (picks in the side panel, something to export)."""
    main = pilot.app.main
    main.query_one("#say", Input).value = "serve qwen3 32b, 32k context, in China, ~3000 CNY a month"
    await pilot.press("enter")
    await settle(pilot)
    assert main.consultation is not None and main.consultation.picks


async def open_fact_editor(pilot) -> None:
    facts = pilot.app.main.query_one("#facts")
    await pilot.press("ctrl+f")
    await pilot.pause()
    facts.highlighted = next(i for i in range(facts.option_count)
                             if facts.get_option_at_index(i).id == "fact-precision")
    await pilot.press("enter")
    await pilot.pause()


def app_for(kb, tmp_path, **kw):
    app = make_app(kb=kb, state_dir=tmp_path / "state", export_dir=tmp_path, **kw)
    app.deliver_screenshot = lambda *a, **k: None
    return app


def late(main, consultation, failed: bool = False):
    """The message the worker posts when it finishes, for the request now in flight."""
    main.pending = True
    main._seq += 1
    return ConsultationFailed(main._seq, "engine went away") if failed else ConsultationUpdated(main._seq, consultation)


@pytest.mark.parametrize("screen_key", ["f1", "f4", "f2", "f3"])
@sync
async def test_a_consultation_finishing_while_a_viewer_is_open(kb, tmp_path, screen_key):
    app = app_for(kb, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await answered(pilot)
        main, consultation = app.main, app.main.consultation
        await pilot.press(screen_key)
        await pilot.pause()
        viewer = app.screen
        assert viewer is not main
        main.post_message(late(main, consultation))
        await pilot.pause()
        assert app._exception is None and app.screen is viewer
        assert main.consultation is consultation and not main.pending
        main.post_message(late(main, None, failed=True))
        await pilot.pause()
        assert app._exception is None and app.screen is viewer
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is main and main.error == "engine went away"
        await pilot.press("ctrl+q")
    assert app.return_code == 0


@pytest.mark.parametrize("screen_key", ["f1", "f4"])
@sync
async def test_a_consultation_finishing_after_its_screen_closed_and_the_language_switched(kb, tmp_path, screen_key):
    app = app_for(kb, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await answered(pilot)
        main, consultation = app.main, app.main.consultation
        message = late(main, consultation)
        await pilot.press(screen_key)
        await pilot.pause()
        viewer = app.screen
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is main
        await pilot.press("ctrl+l")
        await pilot.pause()
        viewer.post_message(ConsultationUpdated(main._seq, consultation))  # to the closed screen
        main.post_message(message)
        await pilot.pause()
        assert app._exception is None and app.lang == "zh" and app.screen is main
        assert main.consultation is consultation and not main.pending
        assert str(main.query_one("#picks").render()).split("\n")[0] == "推荐"  # the section's title
        await pilot.press("ctrl+q")
    assert app.return_code == 0


@sync
async def test_real_consultations_finishing_while_why_export_or_a_language_switch_happen(kb, tmp_path):
    """No hand-posted message: an answer starts the worker, and a key typed ahead acts before it ends."""
    app = app_for(kb, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await answered(pilot)
        main, say = app.main, app.main.query_one("#say", Input)
        before = main.consultation
        say.value = "int4"
        type_ahead(app, "enter", "f1")
        await settle(pilot)
        assert app._exception is None and isinstance(app.screen, WhyScreen)
        assert main.consultation is not before and main.consultation.facts.precision == "int4"
        await pilot.press("escape")
        assert main.current_question().id == "concurrency"
        say.value = "16"
        type_ahead(app, "enter", "f4")
        await settle(pilot)
        assert app._exception is None and isinstance(app.screen, ExportScreen)
        assert main.consultation.facts.concurrency == 16 and not main.pending
        await pilot.press("escape")
        before = main.consultation
        say.value = "skip"
        type_ahead(app, "enter", "ctrl+l")
        await settle(pilot)
        assert app._exception is None and app.lang == "zh" and app.screen is main
        assert main.consultation is not before and not main.pending
        assert str(main.query_one("#picks").render()).split("\n")[0] == "推荐"  # the section's title
        await pilot.press("ctrl+q")
    assert app.return_code == 0


# ------------------------------------------------------------------ named corners
@pytest.mark.parametrize("opener", ["resume", "restart", "export", "fact"])
@sync
async def test_ctrl_c_inside_a_dialog_quits_cleanly(kb, tmp_path, opener):
    if opener == "resume":
        save_an_unfinished_interview(tmp_path / "state")
    app = app_for(kb, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        if opener != "resume":
            await answered(pilot)
        if opener == "restart":
            await pilot.press("ctrl+r")
        elif opener == "export":
            await pilot.press("f4")
        elif opener == "fact":
            await open_fact_editor(pilot)
        await pilot.pause()
        wanted = {"resume": ConfirmScreen, "restart": ConfirmScreen, "export": ExportScreen,
                  "fact": FactEditScreen}[opener]
        assert isinstance(app.screen, wanted)
        await pilot.press("ctrl+c")
        await pilot.pause()
    assert app._exception is None and app.return_code == 0


@sync
async def test_escape_on_the_base_screen_does_nothing_harmful(kb, tmp_path):
    app = app_for(kb, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        type_ahead(app, *(["escape"] * 5))
        await pilot.pause()
        await pilot.press("escape", "escape")
        assert app._exception is None and app.screen is app.main and len(app.screen_stack) == 1
        await pilot.press("ctrl+q")
    assert app.return_code == 0


@pytest.mark.parametrize("opener", ["f4", "ctrl+r"])
@sync
async def test_the_palette_and_resizes_over_a_modal(kb, tmp_path, opener):
    app = app_for(kb, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await answered(pilot)
        await pilot.press(opener)
        await pilot.pause()
        modal = app.screen
        assert isinstance(modal, (ExportScreen, ConfirmScreen))
        for size in ((80, 24), (200, 60), (81, 25)):
            await pilot.resize_terminal(*size)
        assert app.screen is modal
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*"screen: why")
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        assert app._exception is None
        for _ in range(4):
            await pilot.press("escape")
            await pilot.pause()
        assert app._exception is None and app.screen is app.main
        await pilot.resize_terminal(80, 24)
        await pilot.press("ctrl+q")
    assert app.return_code == 0


@sync
async def test_a_viewer_opened_again_at_once(kb, tmp_path):
    # found by the fuzz: F1 over Why pushed a new screen with id "why" while the old one was
    # still being removed: DuplicateIds
    app = app_for(kb, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("f1")
        type_ahead(app, "f1", "f2", "f1", "f3", "f3", "f2", "f2", "f1")
        await settle(pilot)
        assert app._exception is None and isinstance(app.screen, WhyScreen)
        assert len(app.screen_stack) == 2
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is app.main
        await pilot.press("ctrl+q")
    assert app.return_code == 0
