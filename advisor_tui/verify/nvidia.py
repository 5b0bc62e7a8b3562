"""NVIDIA: ``nvidia-smi --query-gpu=… --format=csv,nounits`` (header row with ``[MiB]``-style unit
tags, ``[N/A]`` / ``[Not Supported]`` for absent values), ``nvidia-smi -q -d POWER,ECC`` (indented
``Key : Value`` blocks), ``nvidia-smi topo -m`` (tab-separated matrix and legend) and the compute
apps list, read into one ``Inventory``.
"""

from __future__ import annotations

import csv
import io
import re

from advisor_tui.verify.inventory import Gpu, Inventory, Process, num, whole
from advisor_tui.verify.runners import Runner


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
        limit = num(row.get("enforced.power.limit"))
        gpus.append(Gpu(
            index=whole(row.get("index")) or len(gpus), name=row.get("name", "").strip(),
            memory_total_mib=num(row.get("memory.total")), memory_used_mib=num(row.get("memory.used")),
            utilization_pct=num(row.get("utilization.gpu")),
            power_limit_w=limit if limit is not None else num(row.get("power.limit")),
            power_default_w=num(row.get("power.default_limit")), power_max_w=num(row.get("power.max_limit")),
            ecc_enabled={"enabled": True, "disabled": False}.get(ecc),
            pcie_gen=whole(row.get("pcie.link.gen.current")), pcie_gen_max=whole(row.get("pcie.link.gen.max")),
            pcie_width=whole(row.get("pcie.link.width.current")),
            pcie_width_max=whole(row.get("pcie.link.width.max")), bus_id=row.get("pci.bus_id", "").strip()))
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


def q_value(block: dict[str, str], *suffixes: str) -> str | None:
    for suffix in suffixes:
        for key, value in block.items():
            if key.endswith(suffix) and "Module Power" not in key and "Memory Power" not in key:
                return value
    return None


def volatile_uncorrectable(block: dict[str, str]) -> int | None:
    """Uncorrectable errors since the driver loaded: 'DRAM Uncorrectable' … on current drivers,
    the 'Double Bit' group on older ones (its 'Total' when given, not added to its parts)."""
    groups: dict[str, dict[str, int]] = {}
    for key, value in block.items():
        if "ECC Errors/Volatile/" not in key or not ("Uncorrectable" in key or "Double Bit" in key):
            continue
        n = whole(value)
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
                    row.get("process_name", ""), num(row.get("used_gpu_memory") or row.get("used_memory")))
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
                gpu.power_limit_w = num(q_value(block, "Enforced Power Limit", "Current Power Limit",
                                                  "Power Limit"))
            if gpu.power_default_w is None:
                gpu.power_default_w = num(q_value(block, "Default Power Limit"))
            if gpu.ecc_enabled is None:
                mode = (block.get("ECC Mode/Current") or "").lower()
                gpu.ecc_enabled = {"enabled": True, "disabled": False}.get(mode)
            gpu.ecc_uncorrectable = volatile_uncorrectable(block)
    apps = runner.run("nvidia-smi-apps.csv")
    if apps is not None and apps.rc == 0:
        inv.processes = parse_nvidia_apps(apps.stdout, {_norm_bus(g.bus_id): g.index for g in inv.gpus})
    if len(inv.gpus) > 1:
        topo = runner.run("nvidia-smi-topo.txt")
        if topo is not None and topo.rc == 0:
            inv.links = parse_nvidia_topo(topo.stdout)
    return inv
