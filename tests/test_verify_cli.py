"""`gpu-advisor verify` as a person (or a script) runs it: exit codes, one-line errors, JSON,
both languages, --report, --record, and no Textual import on a bare rented box."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from advisor_tui.cli import main

DATA = Path(__file__).parent / "data" / "verify"
ROOT = Path(__file__).parent.parent
CASES = sorted(p.name for p in DATA.iterdir() if p.is_dir())


def _env(path: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "GPU_ADVISOR_VERIFY_DIR"}
    env.update(PATH=path, PYTHONPATH=str(ROOT), GPU_ADVISOR_LANG="en")
    return env


def test_no_gpu_tool_exits_2_with_one_line(tmp_path):
    proc = subprocess.run([sys.executable, "-m", "advisor_tui.cli", "verify"], capture_output=True, text=True,
                          env=_env(str(tmp_path)), cwd=ROOT, timeout=120)
    assert proc.returncode == 2 and proc.stdout == ""
    assert len(proc.stderr.strip().splitlines()) == 1 and "no GPU tool found" in proc.stderr


def test_cli_path_never_imports_textual(tmp_path):
    report = str(tmp_path / "v.json")
    code = ("import sys; from advisor_tui.cli import main; "
            f"rc = main(['verify', '--from-dir', {str(DATA / 'h100-sxm-8x-healthy')!r}, '--json', "
            f"'--report', {report!r}]); "
            "bad = sorted(m for m in sys.modules if m.split('.')[0] == 'textual'); "
            "print('RESULT', rc, bad)")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120,
                          env=_env(os.environ.get("PATH", "")))
    assert proc.stdout.strip().splitlines()[-1] == "RESULT 0 []", proc.stderr


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_fixture_renders(case, lang, capsys):
    assert main(["verify", "--lang", lang, "--from-dir", str(DATA / case)]) == 0
    out = capsys.readouterr().out
    assert ("结论：" if lang == "zh" else "Verdict: ") in out


@pytest.mark.parametrize(("case", "card", "verdict"), [
    ("h100-sxm-8x-healthy", None, "pass"), ("rtx4090-healthy", "rtx-4090", "pass"),
    ("rtx4090-power-capped", None, "fail"), ("h100-pcie-wrong-card", "h100-sxm", "fail"),
    ("nvidia-driver-missing", None, "fail"), ("a100-busy", None, "fail"), ("rtx4090-2x-pcie", None, "pass"),
    ("rtx5090-old-driver", None, "fail"), ("mi300x-2x", None, "pass"), ("mi300x-amd-smi", "mi300x", "pass"),
    ("ascend-910b-2x", None, "pass"), ("t4-old-driver", "t4", "pass"),
])
def test_json_verdicts(case, card, verdict, capsys):
    argv = ["verify", "--json", "--from-dir", str(DATA / case)] + (["--card", card] if card else [])
    assert main(argv) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["schema"] == "gpu-advisor/verify/v1" and data["verdict"] == verdict


def test_env_var_replays_and_report_is_written(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("GPU_ADVISOR_VERIFY_DIR", str(DATA / "rtx4090-power-capped"))
    report = tmp_path / "verify.json"
    assert main(["verify", "--lang", "en", "--report", str(report)]) == 0
    assert "Power capped at 250 W of 450 W" in capsys.readouterr().out
    assert json.loads(report.read_text())["card"] == "rtx-4090"


def test_bad_options_are_one_line(tmp_path, capsys):
    assert main(["verify", "--from-dir", str(tmp_path / "nope")]) == 2
    assert main(["verify", "--from-dir", str(DATA / "rtx4090-healthy"), "--card", "zz9000"]) == 2
    assert main(["verify", "--from-dir", str(DATA / "rtx4090-healthy"), "--report", str(tmp_path / "a" / "b")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 3 and all(line.startswith("gpu-advisor:") for line in err)


FAKE_SMI = """#!/bin/sh
case "$*" in
  *--query-gpu*) cat "$FIXTURE/nvidia-smi-query.csv" ;;
  *--query-compute-apps*) cat "$FIXTURE/nvidia-smi-apps.csv" ;;
  *"-q -d POWER,ECC"*) cat "$FIXTURE/nvidia-smi-power-ecc.txt" ;;
  *topo*) cat "$FIXTURE/nvidia-smi-topo.txt" ;;
  *) exit 2 ;;
esac
"""


def test_live_run_against_a_stand_in_nvidia_smi_records_a_fixture(tmp_path):
    """The live runner end to end: real subprocesses, the commands verify issues, recorded outputs
    that replay to the same verdict."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    smi = bin_dir / "nvidia-smi"
    smi.write_text(FAKE_SMI)
    smi.chmod(0o755)
    case = DATA / "rtx4090-2x-pcie"
    env = _env(f"{bin_dir}:/usr/bin:/bin") | {"FIXTURE": str(case)}
    record = tmp_path / "rec"
    proc = subprocess.run([sys.executable, "-m", "advisor_tui.cli", "verify", "--quick", "--json",
                           "--record", str(record)], capture_output=True, text=True, env=env, cwd=ROOT, timeout=120)
    assert proc.returncode == 0, proc.stderr
    live = json.loads(proc.stdout)
    assert live["card"] == "rtx-4090" and live["verdict"] == "pass"
    for name in ("nvidia-smi-query.csv", "nvidia-smi-power-ecc.txt", "nvidia-smi-apps.csv", "nvidia-smi-topo.txt"):
        assert (record / name).read_text() == (case / name).read_text()
