"""A closed terminal ends the interview. Seen: after its tmux window was killed, a TUI started by
`make run` kept running at 80 % CPU: the hang-up went to the shell and make, not to make's child,
and Textual's input loop then spun on the dead terminal (EIO) forever."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LAUNCHER = """
import os, sys
open(sys.argv[1], "w").write(str(os.getpid()))
os.execv(sys.executable, [sys.executable, "-m", "advisor_tui.cli"])
"""


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie is gone for our purpose
        return Path(f"/proc/{pid}/status").read_text().find("State:\tZ") < 0
    except OSError:
        return True


@pytest.mark.skipif(shutil.which("tmux") is None or shutil.which("make") is None
                    or sys.platform == "win32", reason="needs tmux and make")
def test_the_tui_leaves_when_its_terminal_window_is_closed(tmp_path):
    pidfile = tmp_path / "pid"
    launcher = tmp_path / "launch.py"
    launcher.write_text(LAUNCHER)
    makefile = tmp_path / "Makefile"
    makefile.write_text(f"run:\n\t{sys.executable} {launcher} {pidfile}\n")
    sock = f"gpu-advisor-test-{os.getpid()}"
    command = f"cd {ROOT} && make -s -f {makefile} run"
    subprocess.run(["tmux", "-L", sock, "new-session", "-d", "-x", "100", "-y", "30", command],
                   check=True, env={**os.environ, "TERM": "xterm-256color"})
    try:
        deadline = time.monotonic() + 60
        while not pidfile.exists() or not pidfile.read_text():
            assert time.monotonic() < deadline, "the TUI did not start"
            time.sleep(0.1)
        tui = int(pidfile.read_text())
        time.sleep(4)  # its first screen is up
    finally:
        subprocess.run(["tmux", "-L", sock, "kill-server"], check=False)  # the window goes away
    deadline = time.monotonic() + 15
    while _alive(tui) and time.monotonic() < deadline:
        time.sleep(0.2)
    if _alive(tui):
        os.kill(tui, signal.SIGKILL)
        pytest.fail("the TUI kept running after its terminal window was closed")
