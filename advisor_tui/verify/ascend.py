"""Huawei Ascend: ``npu-smi info`` (the boxed table), read into one ``Inventory``."""

from __future__ import annotations

import re

from advisor_tui.verify.inventory import Gpu, Inventory, Process, num
from advisor_tui.verify.runners import Runner


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
                processes.append(Process(int(first[0]), cells[1], cells[2], num(cells[3])))
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
