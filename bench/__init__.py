"""Speed and memory benchmarks of gpu-advisor: ``make bench`` (= ``python -m bench``).

One module per measurement; each has ``run(quick: bool = False, **counts) -> list[Row]`` and never
asserts on time (the machines are shared and noisy): a row states its target and whether this run
met it. ``python -m bench`` prints the rows as a table and writes them, with the machine they ran
on, to ``bench/results.json``. Process-level measurements (cold start, the TUI's first screen)
are reported as ratios against a floor measured in the same run, interleaved, so that a busy
machine slows both sides alike.

This module holds what the measurements share: the row type, percentiles, timing and the
machine description.
"""

from __future__ import annotations

import datetime as _dt
import math
import os
import platform
import subprocess
import sys
import time
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


@dataclass
class Row:
    """One measured figure with its target (``ok`` is None when there is no target)."""

    group: str
    name: str
    value: float | None
    unit: str
    target: str = ""
    ok: bool | None = None
    detail: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def percentile(values: Iterable[float], q: float) -> float:
    """The q-th percentile (0–100) with linear interpolation between closest ranks."""
    data = sorted(values)
    if not data:
        return math.nan
    if len(data) == 1:
        return data[0]
    pos = (len(data) - 1) * q / 100.0
    lo = math.floor(pos)
    hi = min(lo + 1, len(data) - 1)
    return data[lo] + (data[hi] - data[lo]) * (pos - lo)


def summary_ms(samples_ms: list[float]) -> dict[str, float]:
    return {"n": len(samples_ms), "p50": percentile(samples_ms, 50), "p99": percentile(samples_ms, 99),
            "mean": sum(samples_ms) / len(samples_ms) if samples_ms else math.nan,
            "max": max(samples_ms) if samples_ms else math.nan}


def time_each(fn: Callable[[Any], Any], items: Iterable[Any]) -> tuple[list[float], list[str]]:
    """Milliseconds per call of ``fn(item)``; calls that raise are not timed but their errors are
    collected (a benchmark reports a broken pipeline, it does not hide it)."""
    samples: list[float] = []
    errors: list[str] = []
    clock = time.perf_counter
    for item in items:
        start = clock()
        try:
            fn(item)
        except Exception as exc:  # noqa: BLE001 - reported in the row's detail
            errors.append(f"{type(exc).__name__}: {str(exc)[:200]}")
            continue
        samples.append((clock() - start) * 1000.0)
    return samples, errors


def at_most(value: float, limit: float) -> bool | None:
    return None if value is None or math.isnan(value) else value <= limit


def child_env(tmp: Path) -> dict[str, str]:
    """Environment for measured subprocesses: the repository importable, no user config or state
    (the person's own knowledge.yaml would change what is measured), English output."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)
    env["GPU_ADVISOR_CONFIG_DIR"] = str(tmp / "config")
    env["GPU_ADVISOR_STATE_DIR"] = str(tmp / "state")
    env["GPU_ADVISOR_CACHE_DIR"] = str(tmp / "cache")  # filled by each bench's warm-up run
    env["GPU_ADVISOR_LANG"] = "en"
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def monotonic_ns() -> int:
    """A clock shared by every process of the machine (CLOCK_MONOTONIC), so a child can report
    when it became ready and the parent can subtract the moment it started the child."""
    return time.clock_gettime_ns(time.CLOCK_MONOTONIC)


def usable_cpus() -> int:
    """CPUs this process may run on (a container or taskset may allow fewer than the machine has)."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def machine_info() -> dict[str, Any]:
    info: dict[str, Any] = {
        "platform": platform.platform(),
        "machine": platform.machine(),
        "processor": platform.processor() or _cpu_model(),
        "cpu_count": os.cpu_count(),
        "cpus_usable": usable_cpus(),
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "executable": sys.executable,
        "date": _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds"),
    }
    try:
        info["load_average"] = [round(x, 2) for x in os.getloadavg()]
    except OSError:
        pass
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                                text=True, timeout=5, check=False).stdout.strip()
        if commit:
            info["commit"] = commit
    except (OSError, subprocess.SubprocessError):
        pass
    return info


def _cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text(encoding="utf-8").splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return ""
