"""Cold start of the CLI: ``gpu-advisor recommend --json --model qwen3-32b`` as a whole process,
against the floor of importing its heavy dependencies (``python -c "import durable.lang, yaml,
rapidfuzz, platformdirs"``). Runs alternate between the two and the medians are compared, so a
busy machine slows both alike. Reported as a ratio: the floor is what any implementation pays,
the rest is ours. Target: ≤ 2.0× the floor (issue 18).
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench import ROOT, Row, child_env

FLOOR = [sys.executable, "-c", "import durable.lang, yaml, rapidfuzz, platformdirs"]
ARGS = ["recommend", "--json", "--model", "qwen3-32b"]
RATIO_MAX = 2.0  # issue 18


def cli_command() -> list[str]:
    """The installed console script when there is one (what a person runs), else the module."""
    script = Path(sys.executable).with_name("gpu-advisor")
    if script.exists():
        return [str(script), *ARGS]
    return [sys.executable, "-m", "advisor_tui.cli", *ARGS]


def wall_s(cmd: list[str], env: dict[str, str]) -> tuple[float, int, str]:
    start = time.perf_counter()
    proc = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120,
                          check=False)
    return time.perf_counter() - start, proc.returncode, proc.stderr.strip()[-300:]


def run(quick: bool = False, runs: int | None = None) -> list[Row]:
    runs = runs if runs is not None else (1 if quick else 9)
    floor: list[float] = []
    cli: list[float] = []
    failures: list[str] = []
    with tempfile.TemporaryDirectory(prefix="gpu-advisor-bench-") as tmp:
        env = child_env(Path(tmp))
        cmd = cli_command()
        wall_s(FLOOR, env)  # warm the OS file cache for both before measuring
        wall_s(cmd, env)
        for _ in range(runs):
            t, rc, err = wall_s(FLOOR, env)
            floor.append(t)
            t, rc, err = wall_s(cmd, env)
            if rc != 0:
                failures.append(f"exit {rc}: {err}")
            cli.append(t)
    f_med, c_med = statistics.median(floor), statistics.median(cli)
    ratio = c_med / f_med if f_med > 0 else None
    detail = {"runs": runs, "floor_ms": [round(x * 1000, 1) for x in floor],
              "cli_ms": [round(x * 1000, 1) for x in cli], "command": " ".join(["gpu-advisor", *ARGS]),
              "failures": len(failures), "first_failures": failures[:2]}
    return [
        Row("cold start", "import floor (durable, yaml, rapidfuzz, platformdirs)", f_med * 1000, "ms",
            detail={"runs": runs}),
        Row("cold start", "gpu-advisor recommend --json --model qwen3-32b", c_med * 1000, "ms",
            detail=detail),
        Row("cold start", "recommend / import floor", ratio, "×", f"≤ {RATIO_MAX:g}×",
            not failures and ratio is not None and ratio <= RATIO_MAX,
            {"failures": failures[:2]} if failures else {}),
    ]
