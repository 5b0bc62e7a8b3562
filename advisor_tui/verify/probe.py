"""Run the vendor's GPU tool and parse what it says into one ``Inventory``.

Each tool call has a recording name (``nvidia-smi-query.csv`` …): the live runner executes the
command with a timeout (a wedged driver can make ``nvidia-smi`` block for minutes), the replay
runner reads the file of that name from a folder — recorded on a real machine with
``verify --record DIR`` or written from the vendor's documented format for the tests — so every
check runs on a machine without a GPU. A missing recording means "tool not installed".

Formats read: ``nvidia-smi --query-gpu=… --format=csv,nounits`` (header row with ``[MiB]``-style
unit tags, ``[N/A]`` / ``[Not Supported]`` for absent values), ``nvidia-smi -q -d POWER,ECC``
(indented ``Key : Value`` blocks), ``nvidia-smi topo -m`` (tab-separated matrix and legend),
``rocm-smi … --json`` (one object per ``cardN``), and ``npu-smi info`` (the boxed table).
"""

from __future__ import annotations

import csv
import io
import json
import re
import shutil
import subprocess
from collections.abc import Callable
from dataclasses import dataclass, field
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


@dataclass
class Gpu:
    index: int
    name: str
    memory_total_mib: float | None = None
    memory_used_mib: float | None = None
    utilization_pct: float | None = None
    power_limit_w: float | None = None  # the limit in force (enforced / current)
    power_default_w: float | None = None
    power_max_w: float | None = None
    ecc_enabled: bool | None = None
    ecc_uncorrectable: int | None = None  # volatile (since the last driver load)
    pcie_gen: int | None = None
    pcie_gen_max: int | None = None
    pcie_width: int | None = None
    pcie_width_max: int | None = None
    bus_id: str = ""


@dataclass(frozen=True)
class Process:
    gpu: int | None
    pid: str
    name: str
    used_mib: float | None


@dataclass
class Inventory:
    vendor: str  # nvidia | amd | ascend
    tool: str
    runtime_name: str  # CUDA | ROCm | CANN
    driver: str | None = None
    runtime: str | None = None  # nvidia: the highest CUDA the driver supports
    gpus: list[Gpu] = field(default_factory=list)
    processes: list[Process] = field(default_factory=list)
    links: dict[tuple[int, int], str] = field(default_factory=dict)  # topology, i < j
    error: str | None = None  # the tool ran but failed (no driver, no device)


class NoGpuTool(Exception):
    """None of nvidia-smi, rocm-smi, npu-smi is installed."""


def probe(runner: Runner) -> Inventory:
    """Read the first vendor tool present; ``NoGpuTool`` when there is none."""
    if runner.has("nvidia-smi"):
        return probe_nvidia(runner)
    if runner.has("rocm-smi"):
        return probe_amd(runner)
    if runner.has("amd-smi"):  # AMD SMI is meant to replace rocm-smi (its docs)
        return probe_amd_smi(runner)
    if runner.has("npu-smi"):
        return probe_ascend(runner)
    raise NoGpuTool("no GPU tool found (nvidia-smi, rocm-smi, amd-smi, npu-smi)")


# ---- NVIDIA --------------------------------------------------------------------------------

_NA = {"", "[n/a]", "n/a", "[not supported]", "not supported", "[unknown error]", "[insufficient permissions]"}


def _num(text: str | None) -> float | None:
    if text is None or text.strip().lower() in _NA:
        return None
    m = re.search(r"-?\d+(?:\.\d+)?", text)
    return float(m.group()) if m else None


def _int(text: str | None) -> int | None:
    value = _num(text)
    return None if value is None else int(value)


def _csv_rows(text: str) -> list[dict[str, str]]:
    """CSV with a header row; header names lose their unit tags ('memory.total [MiB]')."""
    lines = [line for line in text.splitlines() if line.strip()]
    if not lines:
        return []
    reader = csv.reader(io.StringIO("\n".join(lines)), skipinitialspace=True)
    rows = list(reader)
    header = [re.sub(r"\s*\[.*?\]\s*$", "", h.strip()) for h in rows[0]]
    return [dict(zip(header, (v.strip() for v in row))) for row in rows[1:] if len(row) == len(header)]


def parse_nvidia_query(text: str) -> tuple[list[Gpu], str | None]:
    gpus, driver = [], None
    for row in _csv_rows(text):
        ecc = row.get("ecc.mode.current", "").strip().lower()
        limit = _num(row.get("enforced.power.limit"))
        gpus.append(Gpu(
            index=_int(row.get("index")) or len(gpus), name=row.get("name", "").strip(),
            memory_total_mib=_num(row.get("memory.total")), memory_used_mib=_num(row.get("memory.used")),
            utilization_pct=_num(row.get("utilization.gpu")),
            power_limit_w=limit if limit is not None else _num(row.get("power.limit")),
            power_default_w=_num(row.get("power.default_limit")), power_max_w=_num(row.get("power.max_limit")),
            ecc_enabled={"enabled": True, "disabled": False}.get(ecc),
            pcie_gen=_int(row.get("pcie.link.gen.current")), pcie_gen_max=_int(row.get("pcie.link.gen.max")),
            pcie_width=_int(row.get("pcie.link.width.current")),
            pcie_width_max=_int(row.get("pcie.link.width.max")), bus_id=row.get("pci.bus_id", "").strip()))
        driver = driver or (row.get("driver_version") or "").strip() or None
    return gpus, driver


def _norm_bus(bus: str) -> str:
    """'00000000:18:00.0' and '0000:18:00.0' name the same device."""
    parts = bus.strip().lower().split(":")
    return ":".join([parts[0][-4:], *parts[1:]]) if len(parts) == 3 else bus.strip().lower()


def parse_nvidia_q(text: str) -> tuple[str | None, str | None, dict[str, dict[str, str]]]:
    """``nvidia-smi -q`` → (driver, CUDA version, {bus id: {'Section/Key': value}})."""
    driver = cuda = None
    blocks: dict[str, dict[str, str]] = {}
    current: dict[str, str] | None = None
    stack: list[tuple[int, str]] = []
    for raw in text.splitlines():
        if not raw.strip():
            continue
        indent = len(raw) - len(raw.lstrip())
        line = raw.strip()
        m = re.match(r"^GPU ([0-9A-Fa-f]{4,8}:[0-9A-Fa-f]{2}:[0-9A-Fa-f]{2}\.\d)$", line)
        if m and indent == 0:
            current = blocks.setdefault(_norm_bus(m.group(1)), {})
            stack = []
            continue
        key, sep, value = line.partition(":")
        key, value = key.strip(), value.strip()
        if current is None:
            if key == "Driver Version":
                driver = value
            elif key == "CUDA Version":
                cuda = value
            continue
        while stack and stack[-1][0] >= indent:
            stack.pop()
        if sep and value:
            current["/".join([s for _, s in stack] + [key])] = value
        else:
            stack.append((indent, key))
    return driver, cuda, blocks


def _q_value(block: dict[str, str], *suffixes: str) -> str | None:
    for suffix in suffixes:
        for key, value in block.items():
            if key.endswith(suffix) and "Module Power" not in key and "Memory Power" not in key:
                return value
    return None


def _volatile_uncorrectable(block: dict[str, str]) -> int | None:
    """Uncorrectable errors since the driver loaded: 'DRAM Uncorrectable' … on current drivers,
    the 'Double Bit' group on older ones (its 'Total' when given, not added to its parts)."""
    groups: dict[str, dict[str, int]] = {}
    for key, value in block.items():
        if "ECC Errors/Volatile/" not in key or not ("Uncorrectable" in key or "Double Bit" in key):
            continue
        n = _int(value)
        if n is not None:
            group, _, leaf = key.rpartition("/")
            groups.setdefault(group if "Double Bit" in key else key, {})[leaf] = n
    if not groups:
        return None
    return sum(parts.get("Total", sum(parts.values())) for parts in groups.values())


def parse_nvidia_topo(text: str) -> dict[tuple[int, int], str]:
    """The GPU×GPU part of ``nvidia-smi topo -m`` → {(i, j): 'NV18' | 'PIX' | 'SYS' …}."""
    lines = [line for line in text.splitlines() if line.strip()]
    if not lines:
        return {}
    header = lines[0].split()
    cols = [i for i, h in enumerate(header) if re.fullmatch(r"GPU\d+", h)]
    links: dict[tuple[int, int], str] = {}
    for line in lines[1:]:
        cells = line.split()
        if not cells or not re.fullmatch(r"GPU\d+", cells[0]):
            continue
        row = int(cells[0][3:])
        values = cells[1:]
        for col in cols:
            if col < len(values):
                other = int(header[col][3:])
                if other > row:
                    links[(row, other)] = values[col]
    return links


def parse_nvidia_apps(text: str, bus_to_index: dict[str, int]) -> list[Process]:
    return [Process(bus_to_index.get(_norm_bus(row.get("gpu_bus_id", ""))), row.get("pid", ""),
                    row.get("process_name", ""), _num(row.get("used_gpu_memory") or row.get("used_memory")))
            for row in _csv_rows(text) if row.get("pid")]


def probe_nvidia(runner: Runner) -> Inventory:
    inv = Inventory(vendor="nvidia", tool="nvidia-smi", runtime_name="CUDA")
    query = runner.run("nvidia-smi-query.csv")
    if query is not None and query.rc != 0 and "valid field" in (query.stderr + query.stdout).lower():
        query = runner.run("nvidia-smi-query-basic.csv")
    if query is None or query.rc != 0:
        inv.error = query.first_error if query else "nvidia-smi gave no output"
        return inv
    inv.gpus, inv.driver = parse_nvidia_query(query.stdout)
    if not inv.gpus:
        inv.error = query.first_error if query.stdout.strip() else "nvidia-smi lists no GPU"
        return inv
    detail = runner.run("nvidia-smi-power-ecc.txt")
    if detail is not None and detail.rc == 0:
        driver, inv.runtime, blocks = parse_nvidia_q(detail.stdout)
        inv.driver = inv.driver or driver
        for gpu in inv.gpus:
            block = blocks.get(_norm_bus(gpu.bus_id)) or (
                list(blocks.values())[gpu.index] if gpu.index < len(blocks) else {})
            if gpu.power_limit_w is None:
                gpu.power_limit_w = _num(_q_value(block, "Enforced Power Limit", "Current Power Limit",
                                                  "Power Limit"))
            if gpu.power_default_w is None:
                gpu.power_default_w = _num(_q_value(block, "Default Power Limit"))
            if gpu.ecc_enabled is None:
                mode = (block.get("ECC Mode/Current") or "").lower()
                gpu.ecc_enabled = {"enabled": True, "disabled": False}.get(mode)
            gpu.ecc_uncorrectable = _volatile_uncorrectable(block)
    apps = runner.run("nvidia-smi-apps.csv")
    if apps is not None and apps.rc == 0:
        inv.processes = parse_nvidia_apps(apps.stdout, {_norm_bus(g.bus_id): g.index for g in inv.gpus})
    if len(inv.gpus) > 1:
        topo = runner.run("nvidia-smi-topo.txt")
        if topo is not None and topo.rc == 0:
            inv.links = parse_nvidia_topo(topo.stdout)
    return inv


# ---- AMD -----------------------------------------------------------------------------------

def _json(text: str) -> dict:
    # rocm-smi prints warnings before the JSON on some versions: start at the first brace
    start = text.find("{")
    try:
        value = json.loads(text[start:]) if start >= 0 else {}
    except json.JSONDecodeError:
        return {}
    return value if isinstance(value, dict) else {}


def _pick(record: dict, *needles: str) -> str | None:
    for key, value in record.items():
        lowered = key.lower()
        if all(n in lowered for n in needles):
            return str(value)
    return None


def probe_amd(runner: Runner) -> Inventory:
    inv = Inventory(vendor="amd", tool="rocm-smi", runtime_name="ROCm")
    out = runner.run("rocm-smi.json")
    if out is None or out.rc != 0:
        inv.error = out.first_error if out else "rocm-smi gave no output"
        return inv
    data = _json(out.stdout)
    cards = sorted(((int(k[4:]), v) for k, v in data.items()
                    if re.fullmatch(r"card\d+", k) and isinstance(v, dict)), key=lambda kv: kv[0])
    if not cards:
        inv.error = out.first_error if out.stdout.strip() else "rocm-smi lists no GPU"
        return inv
    system = data.get("system") if isinstance(data.get("system"), dict) else {}
    inv.driver = _pick(system, "driver version")
    for index, rec in cards:
        total = _num(_pick(rec, "vram total memory"))
        used = _num(_pick(rec, "vram total used"))
        inv.gpus.append(Gpu(
            index=index, name=(_pick(rec, "card series") or _pick(rec, "device name") or "").strip(),
            memory_total_mib=total / 2**20 if total else None,
            memory_used_mib=used / 2**20 if used is not None else None,
            utilization_pct=_num(_pick(rec, "gpu use")),
            power_limit_w=_num(_pick(rec, "max graphics package power")), bus_id=_pick(rec, "pci bus") or ""))
    version = runner.read("rocm-version.txt")
    inv.runtime = version.strip().split("-")[0] if version and version.strip() else None
    if len(inv.gpus) > 1:
        topo = runner.run("rocm-smi-topo.json")
        if topo is not None and topo.rc == 0:
            for rec in _json(topo.stdout).values():
                if not isinstance(rec, dict):
                    continue
                for key, value in rec.items():
                    m = re.search(r"between DRM devices (\d+) and (\d+)", key)
                    if m and "type" in key.lower() and int(m.group(1)) != int(m.group(2)):
                        pair = tuple(sorted((int(m.group(1)), int(m.group(2)))))
                        inv.links[pair] = str(value).upper()
    return inv


def _amd_quantity(value: object) -> float | None:
    """amd-smi's {"value": 196592, "unit": "MB"} (its MB are MiB) → MiB; watts stay watts."""
    if isinstance(value, dict):
        number = _num(str(value.get("value")))
        unit = str(value.get("unit", "")).upper()
        if number is None:
            return None
        return {"B": number / 2**20, "KB": number / 1024, "GB": number * 1024}.get(unit, number)
    return _num(None if value is None else str(value))


def probe_amd_smi(runner: Runner) -> Inventory:
    """``amd-smi static … --json``: a list of GPUs, or ``{"gpu_data": [...]}`` in newer releases."""
    inv = Inventory(vendor="amd", tool="amd-smi", runtime_name="ROCm")
    out = runner.run("amd-smi-static.json")
    if out is None or out.rc != 0:
        inv.error = out.first_error if out else "amd-smi gave no output"
        return inv
    start = min((i for i in (out.stdout.find("["), out.stdout.find("{")) if i >= 0), default=-1)
    try:
        data = json.loads(out.stdout[start:]) if start >= 0 else []
    except json.JSONDecodeError:
        data = []
    if isinstance(data, dict):
        data = data.get("gpu_data", [])
    for rec in data if isinstance(data, list) else []:
        if not isinstance(rec, dict):
            continue
        asic, vram = rec.get("asic") or {}, rec.get("vram") or {}
        driver, limit = rec.get("driver") or {}, rec.get("limit") or {}
        size = vram.get("size", vram.get("vram_size"))
        cap = next((limit[k] for k in ("max_power", "socket_power", "power_cap") if k in limit), None)
        inv.gpus.append(Gpu(index=int(rec.get("gpu", len(inv.gpus))), name=str(asic.get("market_name", "")).strip(),
                            memory_total_mib=_amd_quantity(size), power_limit_w=_amd_quantity(cap),
                            bus_id=str((rec.get("bus") or {}).get("bdf", ""))))
        inv.driver = inv.driver or driver.get("version") or driver.get("driver_version")
    if not inv.gpus:
        inv.error = "amd-smi lists no GPU"
    version = runner.read("rocm-version.txt")
    inv.runtime = version.strip().split("-")[0] if version and version.strip() else None
    return inv


# ---- Ascend --------------------------------------------------------------------------------

def parse_npu_smi(text: str) -> tuple[str | None, list[Gpu], list[Process]]:
    """``npu-smi info``: two table rows per NPU (name / health / power, then chip / bus /
    AICore % / memory / HBM used / total), then the process table."""
    version = None
    m = re.search(r"npu-smi\s+\S+\s+Version:\s*(\S+)", text)
    if m:
        version = m.group(1)
    rows = [[c.strip() for c in line.strip().strip("|").split("|")] for line in text.splitlines()
            if line.strip().startswith("|") and "|" in line.strip()[1:]]
    gpus: list[Gpu] = []
    processes: list[Process] = []
    pending: Gpu | None = None
    in_procs = False
    for cells in rows:
        first = cells[0].split()
        if cells[0].startswith("NPU") and len(cells) > 1 and "Process" in cells[1]:
            in_procs = True
            continue
        if in_procs:
            if len(cells) >= 4 and len(first) >= 2 and first[0].isdigit():
                processes.append(Process(int(first[0]), cells[1], cells[2], _num(cells[3])))
            continue
        if len(first) >= 2 and first[0].isdigit() and len(cells) >= 3 and not re.match(r"^\d+$", cells[0]):
            pending = Gpu(index=int(first[0]), name=" ".join(first[1:]))
            pending.power_limit_w = None
            continue
        if pending is not None and first and first[0].isdigit() and len(cells) >= 3:
            pending.bus_id = cells[1]
            nums = re.findall(r"(\d+(?:\.\d+)?)\s*/\s*(\d+(?:\.\d+)?)", cells[2])
            if nums:  # the last "used / total" pair is HBM (the first is DDR on 910 series)
                used, total = nums[-1]
                pending.memory_used_mib, pending.memory_total_mib = float(used), float(total)
            util = re.match(r"\s*(\d+(?:\.\d+)?)", cells[2])
            pending.utilization_pct = float(util.group(1)) if util else None
            gpus.append(pending)
            pending = None
    return version, gpus, processes


def probe_ascend(runner: Runner) -> Inventory:
    inv = Inventory(vendor="ascend", tool="npu-smi", runtime_name="CANN")
    out = runner.run("npu-smi-info.txt")
    if out is None or out.rc != 0:
        inv.error = out.first_error if out else "npu-smi gave no output"
        return inv
    inv.driver, inv.gpus, inv.processes = parse_npu_smi(out.stdout)
    if not inv.gpus:
        inv.error = "npu-smi lists no NPU"
    return inv
