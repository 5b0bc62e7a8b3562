"""Hostile knowledge and autosave files in the TUI (issue 19), driven by Pilot.

- Rich markup (``[/]``, ``[bold]``) and escape sequences in knowledge text (a card name, a FAQ
  question and answer, a model name) are shown as text on F1 / F2 / F3, never a MarkupError.
- The autosave file replaced by a link to ``/dev/zero`` or by a FIFO is refused in one notice
  (never read, never waited on); a huge entry in it is cut so quitting stays fast; an escape
  sequence in its transcript is shown inert on --resume.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import os
import signal
import sys
import time

import pytest
from textual.widgets import DataTable, Input

from advisor_tui.tui.app import make_app
from advisor_tui.tui.screens.cards import CardsScreen
from advisor_tui.tui.screens.faq import FaqScreen
from advisor_tui.tui.screens.why import WhyScreen
from knowledge.loader import load_texts

SIZE = (120, 40)
HANG_S = 60
MARKUP = "[/] [bold]x[/bold] [link=javascript:alert(1)]y[/link] [@click=app.quit]z[/]"
SENTENCE = "serve qwen3 8b, 8k context, in China, ~3000 CNY a month"


class Hung(BaseException):
    """Not an OSError: the code under test must not be able to catch it as a read error."""


@contextlib.contextmanager
def memory_cap(extra: int = 2 << 30):
    """This process may grow by ``extra`` bytes of address space, no more, while the block runs:
    a regression that reads /dev/zero fails with MemoryError instead of taking the machine."""
    try:
        import resource

        with open("/proc/self/status", encoding="ascii") as status:
            size = next(int(line.split()[1]) * 1024 for line in status if line.startswith("VmSize:"))
    except (ImportError, OSError, StopIteration):
        yield
        return
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    cap = size + extra
    if hard != resource.RLIM_INFINITY:
        cap = min(cap, hard)
    resource.setrlimit(resource.RLIMIT_AS, (cap, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))


def sync(test):
    """Run an async test; on POSIX an alarm turns a hang (a FIFO read, a runaway loop) into a
    failure instead of a stuck suite."""
    @functools.wraps(test)
    def wrapper(*args, **kwargs):
        if not hasattr(signal, "SIGALRM"):
            return asyncio.run(test(*args, **kwargs))

        def hung(signum, frame):
            raise Hung(f"{test.__name__} hung for {HANG_S} s")

        old = signal.signal(signal.SIGALRM, hung)
        signal.alarm(HANG_S)
        try:
            with memory_cap():
                return asyncio.run(test(*args, **kwargs))
        finally:
            signal.alarm(0)
            signal.signal(signal.SIGALRM, old)

    return wrapper


def hostile_kb():
    card = {"id": "rtx-4090", "name": "RTX 4090 " + MARKUP}
    text = json.dumps(MARKUP)
    return load_texts([("hostile.yaml", f"""
faq:
  - id: vram-is-a-hard-limit
    kind: rule
    source: seed-000
    question: {{en: {json.dumps("Why VRAM? " + MARKUP)}, zh: {json.dumps("显存 " + MARKUP)}}}
    answer: {{en: {text}, zh: {text}}}
    keywords: [VRAM, 显存]
"""), ("hostile-card.yaml", _card_yaml(card)), ("hostile-model.yaml", _model_yaml())])


def _card_yaml(over: dict) -> str:
    import knowledge

    base = knowledge.load(user_file=False).cards_by_id["rtx-4090"]
    from dataclasses import asdict

    raw = asdict(base)
    raw["class"] = raw.pop("card_class")
    raw.update(over)
    raw = {k: v for k, v in raw.items() if v not in (None, (), "")}
    for k, v in list(raw.items()):
        if isinstance(v, tuple):
            raw[k] = [asdict(x) if hasattr(x, "__dataclass_fields__") else x for x in v]
        elif hasattr(v, "__dataclass_fields__"):
            raw[k] = asdict(v)
    return json.dumps({"cards": [raw]})


def _model_yaml() -> str:
    return json.dumps({"models": [{
        "id": "qwen3-8b", "name": "Qwen3-8B " + MARKUP, "kind": "llm", "family": "qwen3",
        "params_b": 8.2, "native_dtype": "bf16", "source": ["seed-000"], "layers": 36,
        "hidden": 4096, "heads": 32, "kv_heads": 8, "head_dim": 128, "attention": "gqa",
        "intermediate_size": 12288, "vocab": 151936, "max_context": 32768}]})


def app_for(kb, tmp_path, **kw):
    return make_app(kb=kb, state_dir=tmp_path / "state", export_dir=tmp_path, **kw)


async def settle(pilot) -> None:
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


def visible_text(app) -> str:
    """Everything the screen would draw, as plain text."""
    return "\n".join("".join(seg.text for seg in strip) for strip in app.screen._compositor.render_strips())


@sync
async def test_markup_in_knowledge_text_is_shown_as_text_on_f1_f2_f3(tmp_path):
    kb = hostile_kb()
    app = app_for(kb, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        pilot.app.main.query_one("#say", Input).value = SENTENCE
        await pilot.press("enter")
        await settle(pilot)
        assert app.main.consultation is not None
        await pilot.press("f1")
        await settle(pilot)
        assert isinstance(app.screen, WhyScreen)
        for i in range(6):  # walk the options: every detail renders
            await pilot.press("down")
            await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("f2")
        await settle(pilot)
        assert isinstance(app.screen, FaqScreen)
        app.screen.query_one("#faq-query", Input).value = "VRAM [/] 显存"
        await pilot.press("enter")
        await settle(pilot)
        await pilot.pause()
        shown = visible_text(app)
        assert "[/]" in shown and "\x1b" not in shown
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("f3")
        await settle(pilot)
        assert isinstance(app.screen, CardsScreen)
        table = app.screen.query_one(DataTable)
        assert table.row_count > 0
        shown = visible_text(app)
        assert "RTX 4090 [/]" in shown and "\x1b" not in shown
        await pilot.press("escape")
        await pilot.pause()
    assert app.return_code in (None, 0)


def _notices(app) -> list[str]:
    return [str(n.message) for n in app._notifications]


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX devices and FIFOs")
@pytest.mark.parametrize("kind", ["dev-zero", "fifo", "directory"])
@sync
async def test_autosave_that_is_not_a_regular_file_is_a_notice(kb, tmp_path, kind):
    state = tmp_path / "state"
    state.mkdir()
    path = state / "interview.json"
    if kind == "dev-zero":
        path.symlink_to("/dev/zero")
    elif kind == "fifo":
        os.mkfifo(path)
    else:
        path.mkdir()
    app = app_for(kb, tmp_path, resume=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.screen is app.main and app.main.current_question().id == "task"
        assert any("ignored" in n for n in _notices(app)), _notices(app)
        await pilot.press("ctrl+q")
        await pilot.pause()
    assert app.return_code == 0


def _saved(entries: list[dict]) -> dict:
    return {"version": 1, "raw": {"task": "inference"}, "answered": ["task"],
            "transcript": entries, "current": "model", "lang": "en"}


@sync
async def test_a_huge_autosave_entry_keeps_quit_fast(kb, tmp_path):
    from advisor_tui.interview import STATE_VERSION

    state = tmp_path / "state"
    state.mkdir()
    data = _saved([{"who": "you", "en": "x" * 200_000 + " y" * 500_000, "zh": "x" * 200_000}])
    data["version"] = STATE_VERSION
    (state / "interview.json").write_text(json.dumps(data), encoding="utf-8")
    assert (state / "interview.json").stat().st_size > 1_000_000
    app = app_for(kb, tmp_path, resume=True)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert app.main.interview.raw.get("task") == "inference"
        assert max(len(e["en"]) for e in app.main.interview.transcript) <= 4_000
        start = time.monotonic()
        await pilot.press("ctrl+q")
        await pilot.pause()
    assert app.return_code == 0
    assert time.monotonic() - start < 5


@sync
async def test_an_escape_in_the_autosave_transcript_is_inert_on_resume(kb, tmp_path):
    from advisor_tui.interview import STATE_VERSION

    state = tmp_path / "state"
    state.mkdir()
    data = _saved([{"who": "you", "en": "hi \x1b]0;PWNED\x07 [/] there\r\x85",
                    "zh": "hi \x1b]0;PWNED\x07 [/] there"}])
    data["version"] = STATE_VERSION
    (state / "interview.json").write_text(json.dumps(data), encoding="utf-8")
    app = app_for(kb, tmp_path, resume=True)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        shown = visible_text(app)
        assert "PWNED" in shown
        assert "\x1b" not in shown and "\x07" not in shown and "\x85" not in shown
        await pilot.press("ctrl+q")
        await pilot.pause()
    assert app.return_code == 0


@sync
async def test_markup_in_a_saved_fact_is_a_notice_not_a_crash(kb, tmp_path):
    from advisor_tui.interview import STATE_VERSION

    state = tmp_path / "state"
    state.mkdir()
    data = _saved([{"who": "you", "en": "[/] [bold]", "zh": "[/]"}])
    data["version"] = STATE_VERSION
    data["raw"] = {"task": "inference", "model": "[/] \x1b]0;PWNED\x07", "budget": "[/]/month"}
    (state / "interview.json").write_text(json.dumps(data), encoding="utf-8")
    app = app_for(kb, tmp_path, resume=True)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert "\x1b" not in visible_text(app)
        await pilot.press("ctrl+q")
        await pilot.pause()
    assert app.return_code == 0
