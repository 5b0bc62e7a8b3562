"""How the vendor tools are run: live with a timeout (a wedged driver can make ``nvidia-smi`` block
for minutes), optionally recording each output, or replayed from a folder of recordings. Each tool
call has a recording name (``nvidia-smi-query.csv`` …); a missing recording means "tool not
installed".
"""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

TOOL_TIMEOUT_S = 20.0  # nvidia-smi on 8 GPUs answers in about a second; a hung driver never does

BASIC_FIELDS = ("index", "name", "pci.bus_id", "driver_version", "memory.total", "memory.used")
NVIDIA_FIELDS = ("index", "name", "pci.bus_id", "driver_version", "memory.total", "memory.used",
                 "utilization.gpu", "power.limit", "power.default_limit", "power.max_limit",
                 "enforced.power.limit", "ecc.mode.current", "pcie.link.gen.current",
                 "pcie.link.gen.max", "pcie.link.width.current", "pcie.link.width.max")

# (recording name, command) for each call; the replay runner reads the recording name.
CALLS: dict[str, tuple[str, ...]] = {
    "nvidia-smi-query.csv": ("nvidia-smi", f"--query-gpu={','.join(NVIDIA_FIELDS)}",
                             "--format=csv,nounits"),
    # a driver too old for one of the fields refuses the whole query: ask again for the basics
    "nvidia-smi-query-basic.csv": ("nvidia-smi", f"--query-gpu={','.join(BASIC_FIELDS)}",
                                   "--format=csv,nounits"),
    "nvidia-smi-power-ecc.txt": ("nvidia-smi", "-q", "-d", "POWER,ECC"),
    "nvidia-smi-apps.csv": ("nvidia-smi", "--query-compute-apps=gpu_bus_id,pid,process_name,used_memory",
                            "--format=csv,nounits"),
    "nvidia-smi-topo.txt": ("nvidia-smi", "topo", "-m"),
    "rocm-smi.json": ("rocm-smi", "--showproductname", "--showmeminfo", "vram", "--showmaxpower",
                      "--showuse", "--showdriverversion", "--showbus", "--json"),
    "rocm-smi-topo.json": ("rocm-smi", "--showtopotype", "--json"),
    "amd-smi-static.json": ("amd-smi", "static", "--asic", "--bus", "--vram", "--driver", "--limit", "--json"),
    "npu-smi-info.txt": ("npu-smi", "info"),
}
# Version files read directly (no command); recorded under these names.
FILES: dict[str, str] = {
    "rocm-version.txt": "/opt/rocm/.info/version",
}
TOOLS = ("nvidia-smi", "rocm-smi", "amd-smi", "npu-smi")


@dataclass(frozen=True)
class ToolOutput:
    rc: int
    stdout: str
    stderr: str = ""

    @property
    def first_error(self) -> str:
        for text in (self.stderr, self.stdout):
            for line in text.splitlines():
                if line.strip():
                    return line.strip()[:200]
        return f"exit status {self.rc}"


class LiveRunner:
    """Runs the real tools. ``record`` (a folder) keeps each output under its recording name, so
    a support case or a new machine becomes a fixture."""

    def __init__(self, timeout_s: float = TOOL_TIMEOUT_S, record: Path | None = None,
                 which: Callable[[str], str | None] = shutil.which) -> None:
        self.timeout_s = timeout_s
        self.record = record
        self.which = which

    def has(self, tool: str) -> bool:
        return self.which(tool) is not None

    def run(self, name: str) -> ToolOutput | None:
        argv = CALLS[name]
        exe = self.which(argv[0])
        if exe is None:
            return None
        out = run_with_timeout([exe, *argv[1:]], self.timeout_s)
        self._keep(name, out)
        return out

    def read(self, name: str) -> str | None:
        try:
            text = Path(FILES[name]).read_text(encoding="utf-8", errors="replace")
        except OSError:
            return None
        self._keep(name, ToolOutput(0, text))
        return text

    def _keep(self, name: str, out: ToolOutput) -> None:
        if self.record is None:
            return
        self.record.mkdir(parents=True, exist_ok=True)
        (self.record / name).write_text(out.stdout, encoding="utf-8")
        if out.rc:
            (self.record / f"{name}.rc").write_text(f"{out.rc}\n", encoding="utf-8")


def run_with_timeout(argv: list[str], timeout_s: float) -> ToolOutput:
    """Run ``argv``; on timeout kill it and give up waiting after a short grace, so a process
    stuck in the kernel (uninterruptible driver call) cannot hang verify."""
    try:
        proc = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True, errors="replace")
    except OSError as exc:
        return ToolOutput(127, "", f"{argv[0]}: {exc.strerror or exc}")
    try:
        stdout, stderr = proc.communicate(timeout=timeout_s)
    except subprocess.TimeoutExpired:
        proc.kill()
        try:
            proc.communicate(timeout=2)
        except subprocess.TimeoutExpired:
            pass  # left to the OS: a D-state process cannot be reaped now
        return ToolOutput(124, "", f"{Path(argv[0]).name} did not answer within {timeout_s:g} s")
    return ToolOutput(proc.returncode, stdout, stderr)


class ReplayRunner:
    """Reads recorded outputs from ``folder``: ``NAME`` is the output, ``NAME.rc`` its exit
    status (0 when absent). A tool is present when any of its recordings is."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def has(self, tool: str) -> bool:
        return any((self.folder / name).exists() for name, argv in CALLS.items() if argv[0] == tool)

    def run(self, name: str) -> ToolOutput | None:
        path = self.folder / name
        if not path.exists():
            return None
        rc_path = self.folder / f"{name}.rc"
        rc = int(rc_path.read_text(encoding="utf-8").strip() or 0) if rc_path.exists() else 0
        text = path.read_text(encoding="utf-8", errors="replace")
        return ToolOutput(rc, "" if rc else text, text if rc else "")

    def read(self, name: str) -> str | None:
        path = self.folder / name
        return path.read_text(encoding="utf-8", errors="replace") if path.exists() else None


Runner = LiveRunner | ReplayRunner
