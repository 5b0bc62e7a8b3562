"""The wheel carries its data: build it, install it in a fresh venv, run the CLI there."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.slow
def test_wheel_installs_and_runs(tmp_path):
    dist = tmp_path / "dist"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
                    "-q", "-w", str(dist), str(ROOT)], check=True, capture_output=True)
    wheel = next(dist.glob("gpu_advisor-*.whl"))
    import zipfile

    names = set(zipfile.ZipFile(wheel).namelist())
    # the TUI's stylesheet travels with the screens it styles (advisor_tui/tui/)
    assert "advisor_tui/tui/app.tcss" in names, sorted(n for n in names if n.startswith("advisor_tui/tui"))
    # the OpenCC data --lang zh-Hant converts with, and its licence
    opencc = {f"advisor_tui/opencc/{n}" for n in ("STCharacters.txt", "STPhrases.txt", "TWVariants.txt", "LICENSE")}
    assert opencc <= names, sorted(n for n in names if n.startswith("advisor_tui/opencc"))
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=False).create(env_dir)  # no ensurepip (~6 s): this pip installs
    py = env_dir / "bin" / "python"
    # into it (pip >= 22.3); the dependencies come from pip's cache (durable-rules is compiled
    # once per machine)
    subprocess.run([sys.executable, "-m", "pip", "--python", str(py), "install", "-q",
                    "--disable-pip-version-check", str(wheel)], check=True, capture_output=True)
    exe = env_dir / "bin" / "gpu-advisor"
    clean = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    out = subprocess.run([str(exe), "cards", "--json"], check=True, capture_output=True,
                         text=True, cwd=tmp_path, env=clean)
    cards = json.loads(out.stdout)
    assert any(c["id"] == "rtx-4090" for c in cards)
    out = subprocess.run([str(exe), "recommend", "--model", "qwen3-8b", "--json"], check=True,
                         capture_output=True, text=True, cwd=tmp_path, env=clean)
    assert json.loads(out.stdout)["schema"] == "gpu-advisor/consultation/v1"
    out = subprocess.run([str(exe), "recommend", "--model", "qwen3-8b", "--lang", "zh-Hant"], check=True,
                         capture_output=True, text=True, cwd=tmp_path, env=clean)
    assert "顯存" in out.stdout and "显存" not in out.stdout


def test_python_dash_m_runs_the_same_program():
    """Review 15 m9: `python -m advisor_tui` failed ("is a package and cannot be directly executed")."""
    out = subprocess.run([sys.executable, "-m", "advisor_tui", "recommend", "--model", "qwen3-8b", "--json"],
                         check=True, capture_output=True, text=True, timeout=120)
    assert '"schema": "gpu-advisor/consultation/v1"' in out.stdout
