"""Run the vendor's GPU tool and parse what it says into one ``Inventory``.

Each tool call has a recording name (``nvidia-smi-query.csv`` …): the live runner executes the
command with a timeout (a wedged driver can make ``nvidia-smi`` block for minutes), the replay
runner reads the file of that name from a folder — recorded on a real machine with
``verify --record DIR`` or written from the vendor's documented format for the tests — so every
check runs on a machine without a GPU. A missing recording means "tool not installed".

The runners are in ``runners``, the records in ``inventory``, one parser per vendor (and the
formats it reads) in ``nvidia``, ``amd`` and ``ascend``; their names stay importable from here.
"""

from __future__ import annotations

from advisor_tui.verify.amd import probe_amd, probe_amd_smi
from advisor_tui.verify.ascend import parse_npu_smi, probe_ascend
from advisor_tui.verify.inventory import Gpu, Inventory, NoGpuTool, Process, num, whole
from advisor_tui.verify.nvidia import (
    parse_nvidia_apps,
    parse_nvidia_q,
    parse_nvidia_query,
    parse_nvidia_topo,
    probe_nvidia,
    q_value,
    volatile_uncorrectable,
)
from advisor_tui.verify.runners import (
    BASIC_FIELDS,
    CALLS,
    FILES,
    NVIDIA_FIELDS,
    TOOL_TIMEOUT_S,
    TOOLS,
    LiveRunner,
    ReplayRunner,
    Runner,
    ToolOutput,
    run_with_timeout,
)

# the names the tests have always used
_num, _int, _q_value, _volatile_uncorrectable = num, whole, q_value, volatile_uncorrectable

__all__ = [
    "BASIC_FIELDS", "CALLS", "FILES", "NVIDIA_FIELDS", "TOOLS", "TOOL_TIMEOUT_S", "Gpu", "Inventory",
    "LiveRunner", "NoGpuTool", "Process", "ReplayRunner", "Runner", "ToolOutput", "parse_npu_smi",
    "parse_nvidia_apps", "parse_nvidia_q", "parse_nvidia_query", "parse_nvidia_topo", "probe",
    "probe_amd", "probe_amd_smi", "probe_ascend", "probe_nvidia", "run_with_timeout",
]


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
