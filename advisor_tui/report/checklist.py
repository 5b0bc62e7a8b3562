"""The day-one checklist for the top pick (seed 004 §4): what to run on a rented machine in its first
hour, with the numbers a healthy card of this kind should show.

The pass line is seed 004's "实测带宽只要达到标称值的百分之七八十以上，可以认为正常", applied to the
card's published dense FP16 TFLOPS and memory bandwidth. The copy test counts both the read and the
write: seed 004's script divides one copy's bytes by the time, which reports about half of what the
memory moves, so a healthy card would miss its own pass line.
"""

from __future__ import annotations

from dataclasses import dataclass

from advisor_tui.report.labels import label
from knowledge.schema import Card

PASS_LOW, PASS_HIGH = 0.70, 0.80
THROTTLED_SHARE = 2 / 3  # seed 004's example: a 450 W RTX 4090 capped at 300 W

# (status, power cap, topology) commands per software ecosystem
COMMANDS = {
    "cuda": ("nvidia-smi", "nvidia-smi -q -d POWER", "nvidia-smi topo -m"),
    "rocm": ("rocm-smi", "rocm-smi --showmaxpower", "rocm-smi --showtopo"),
    "cann": ("npu-smi info", "npu-smi info -t power -i 0", "npu-smi info -t topo"),
}

_SCRIPT = """\
import time
import torch{extra_import}

def seconds(fn, n=20):
    fn()
    torch.{dev}.synchronize()
    start = time.perf_counter()
    for _ in range(n):
        fn()
    torch.{dev}.synchronize()
    return (time.perf_counter() - start) / n

for i in range(torch.{dev}.device_count()):
    torch.{dev}.set_device(i)
    a = torch.randn(8192, 8192, dtype=torch.float16, device="{dev}")
    b = torch.randn_like(a)
    tflops = 2 * 8192**3 / seconds(lambda: a @ b) / 1e12
    x = torch.empty(2**28, dtype=torch.float32, device="{dev}")  # 1 GiB
    y = torch.empty_like(x)
    gbs = 2 * x.numel() * 4 / seconds(lambda: y.copy_(x)) / 1e9  # read + write
    print(f"GPU {{i}}: FP16 matmul {{tflops:,.0f}} TFLOPS, copy {{gbs:,.0f}} GB/s")
"""


@dataclass(frozen=True)
class Check:
    title: str
    command: str  # what to type; "" when it is the script below the list
    expect: str


@dataclass(frozen=True)
class Checklist:
    card_id: str
    card_name: str
    checks: tuple[Check, ...]
    script: str
    script_note: str


def _num(value: float) -> str:
    """Figures as people quote them: 1,008 GB/s, 165.2 TFLOPS, 45.5 TFLOPS."""
    return f"{value:,.1f}".removesuffix(".0") if value < 100 else f"{value:,.0f}"


def pass_line(spec: float) -> tuple[str, str, str]:
    """(low, high, spec) as text: 70 % and 80 % of the published figure."""
    return _num(spec * PASS_LOW), _num(spec * PASS_HIGH), f"{spec:,g}"


def script(ecosystem: str) -> str:
    if ecosystem == "cann":
        return _SCRIPT.format(dev="npu", extra_import="\nimport torch_npu  # noqa: F401")
    return _SCRIPT.format(dev="cuda", extra_import="")


def build(card: Card, gpus: int, lang: str) -> Checklist:
    status, power, topo = COMMANDS.get(card.ecosystem, COMMANDS["cuda"])
    # review 14 M4: an MI300X's checklist asked for a CUDA version and NVLink "NV#" links
    other = card.ecosystem if card.ecosystem in ("rocm", "cann") else ""
    checks = [Check(label(lang, "check_smi"), status,
                    label(lang, f"check_smi_expect_{other}" if other else "check_smi_expect", gpus=gpus,
                          card=card.name, vram=f"{card.vram_gb:g}"))]
    if card.tdp_w:
        checks.append(Check(label(lang, "check_power"), power, label(
            lang, "check_power_expect", tdp=f"{card.tdp_w:,g}",
            low=f"{round(card.tdp_w * THROTTLED_SHARE, -1):,.0f}")))
    else:
        checks.append(Check(label(lang, "check_power"), power, label(lang, "check_power_unknown")))
    low, high, spec = pass_line(card.fp16_tflops)
    checks.append(Check(label(lang, "check_matmul"), "",
                        label(lang, "check_matmul_expect_other" if other else "check_matmul_expect",
                              low=low, high=high, spec=spec)))
    low, high, spec = pass_line(card.bandwidth_gbs)
    checks.append(Check(label(lang, "check_copy"), "",
                        label(lang, "check_copy_expect", low=low, high=high, spec=spec)))
    if gpus > 1:
        key = "check_topo_pcie" if card.interconnect == "pcie" else {
            "infinity-fabric": "check_topo_xgmi", "hccs": "check_topo_hccs"}.get(card.interconnect, "check_topo_nvlink")
        checks.append(Check(label(lang, "check_topo"), topo, label(lang, key, gpus=gpus)))
    return Checklist(card.id, card.name, tuple(checks), script(card.ecosystem),
                     label(lang, "check_script_note"))
