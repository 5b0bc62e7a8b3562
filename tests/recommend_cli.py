"""The CLI's ``recommend`` run as a person runs it, in a fresh process on the fixed day the tests answer for."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def recommend(*args: str, timeout: int = 600) -> str:
    """``recommend`` with ``args``: its standard output (the run must succeed)."""
    env = {"PYTHONPATH": str(ROOT), "GPU_ADVISOR_TODAY": "2026-12-06", "PATH": "/usr/bin:/bin"}
    out = subprocess.run([sys.executable, "-c", "import sys; from advisor_tui.cli import main; sys.exit(main())",
                          "recommend", *args], capture_output=True, text=True, env=env, cwd=ROOT, timeout=timeout)
    assert out.returncode == 0, out.stderr
    return out.stdout
