"""What a vendor tool says about the machine, as one ``Inventory`` of GPUs, processes and links,
and the reading of the tools' values ("[N/A]", "81559 MiB") shared by every vendor's parser.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field


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


_NA = {"", "[n/a]", "n/a", "[not supported]", "not supported", "[unknown error]", "[insufficient permissions]"}


def num(text: str | None) -> float | None:
    if text is None or text.strip().lower() in _NA:
        return None
    m = re.search(r"-?\d+(?:\.\d+)?", text)
    return float(m.group()) if m else None


def whole(text: str | None) -> int | None:
    value = num(text)
    return None if value is None else int(value)
