"""The TUI's first screen against a bare Textual app: time from process start until the first
screen is mounted and has processed its messages, headless (``App.run_test``). Target: ≤ 1.3× the
bare app (DESIGN §1: "TUI start is close to a bare Textual app's"; heavy imports are lazy).

Each run is a fresh interpreter (``python -m bench.tui_start --child advisor|bare``) that starts
the app as a person would (``gpu-advisor tui``, or ``App().run()``) and prints the monotonic clock
when the first screen is ready; the parent subtracts the moment it started the process, so
interpreter start-up and every import count, and teardown does not. Runs
alternate between the two apps and the medians are compared.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from bench import ROOT, Row, child_env, monotonic_ns

RATIO_MAX = 1.3


def child(which: str, state_dir: str) -> None:
    """Start the app the way a person does, headless: ``gpu-advisor tui`` through the CLI (its
    parser, context and lazy knowledge loader included), or a bare ``App().run()``. ``App.run`` is
    replaced by a headless ``run_test`` that prints the clock once the first screen is ready."""
    from textual.app import App

    def run_headless(self: App[Any], *args: Any, **kwargs: Any) -> Any:
        async def first_screen() -> None:
            async with self.run_test(headless=True, size=(100, 32)) as pilot:
                await pilot.pause()
                print(monotonic_ns(), flush=True)

        asyncio.run(first_screen())
        return self.return_value

    App.run = run_headless  # type: ignore[method-assign]
    if which == "bare":
        App().run()
        return
    from advisor_tui.cli import main
    from advisor_tui.commands import tui

    tui._has_terminal = lambda: True  # headless on purpose: no terminal to refuse  # noqa: SLF001
    rc = main(["tui"])
    if rc:
        raise SystemExit(rc)


def once(which: str, env: dict[str, str], state_dir: str) -> tuple[float | None, str]:
    start = monotonic_ns()
    proc = subprocess.run([sys.executable, "-m", "bench.tui_start", "--child", which, state_dir],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120, check=False)
    lines = proc.stdout.strip().splitlines()
    if proc.returncode != 0 or not lines or not lines[-1].isdigit():
        return None, (proc.stderr.strip() or proc.stdout.strip())[-400:]
    return (int(lines[-1]) - start) / 1e6, ""


def run(quick: bool = False, runs: int | None = None) -> list[Row]:
    runs = runs if runs is not None else (1 if quick else 7)
    bare: list[float] = []
    advisor: list[float] = []
    errors: list[str] = []
    with tempfile.TemporaryDirectory(prefix="gpu-advisor-bench-") as tmp:
        env = child_env(Path(tmp))
        state = str(Path(tmp) / "state")
        once("bare", env, state)  # warm the OS file cache and bytecode for both
        once("advisor", env, state)
        for _ in range(runs):
            for which, into in (("bare", bare), ("advisor", advisor)):
                ms, err = once(which, env, state)
                if ms is None:
                    errors.append(f"{which}: {err}")
                else:
                    into.append(ms)
    if not bare or not advisor:
        return [Row("tui start", "first screen (failed)", None, "", f"≤ {RATIO_MAX}× bare", False,
                    {"errors": errors[:2]})]
    b, a = statistics.median(bare), statistics.median(advisor)
    ratio = a / b
    return [
        Row("tui start", "bare Textual app: first screen", b, "ms", detail={"runs_ms": [round(x, 1) for x in bare]}),
        Row("tui start", "gpu-advisor TUI: first screen", a, "ms",
            detail={"runs_ms": [round(x, 1) for x in advisor], "errors": errors[:2]}),
        Row("tui start", "TUI / bare Textual app", ratio, "×", f"≤ {RATIO_MAX}×", ratio <= RATIO_MAX),
    ]


if __name__ == "__main__":
    parser = argparse.ArgumentParser(prog="python -m bench.tui_start")
    parser.add_argument("--child", choices=("advisor", "bare"), required=True)
    parser.add_argument("state_dir")
    ns = parser.parse_args()
    child(ns.child, ns.state_dir)
