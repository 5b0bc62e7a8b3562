"""Run every check on one machine (or a recording of one) and hold the verdict.

``run_verify`` is the whole command without argparse: probe → identify → checks → measurements,
all injected (runner, torch, clock) so tests drive it from fixtures. ``VerifyResult.as_json`` is
the contract of DESIGN §8 (``gpu-advisor/verify/v1``); ``render_text`` is what a person reads.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from advisor_tui.i18n import tr
from advisor_tui.verify import checks as ck
from advisor_tui.verify import measure as ms
from advisor_tui.verify.identify import Identified, identify
from advisor_tui.verify.probe import Inventory, Runner
from knowledge.loader import KnowledgeBase
from knowledge.schema import Card

SCHEMA = "gpu-advisor/verify/v1"
MEASUREMENTS_FILE = "measurements.json"  # recorded figures beside the tool outputs
PCIE5_X16_GBS = 64.0  # PCIe 5.0 x16, one direction: an all-reduce faster than this used a GPU link


@dataclass
class VerifyResult:
    lang: str
    inventory: Inventory
    card: Card | None
    checks: list[ck.Check]
    measurements: dict[str, Any] = field(default_factory=dict)
    rented: Card | None = None  # --card; ``card`` is the card found on the machine when known

    @property
    def verdict(self) -> str:
        return ck.worst(self.checks)

    def as_json(self, other: VerifyResult | None = None) -> dict[str, Any]:
        """The v1 JSON; with ``other`` (the same run in the other language) each check also
        carries ``texts: {en, zh}`` so a report in either language can show it."""
        inv = self.inventory
        checks = [c.as_json() for c in self.checks]
        if other is not None and [c.id for c in other.checks] == [c.id for c in self.checks]:
            for out, mine, theirs in zip(checks, self.checks, other.checks):
                out["texts"] = {self.lang: mine.text, other.lang: theirs.text}
        return {
            "schema": SCHEMA,
            "card": self.card.id if self.card else None,
            "rented": self.rented.id if self.rented else None,
            "checks": checks,
            "verdict": self.verdict,
            "machine": {"vendor": inv.vendor, "tool": inv.tool, "driver": inv.driver,
                        "runtime": {"name": inv.runtime_name, "version": inv.runtime},
                        "gpus": [{"index": g.index, "name": g.name, "memory_mib": g.memory_total_mib}
                                 for g in inv.gpus]},
            "measurements": self.measurements,
            "lang": self.lang,
        }


def _framework_check(lang: str, info: dict[str, Any]) -> ck.Check | None:
    """PyTorch built for the card? A build without kernels for the GPU's compute capability
    (a CUDA 12.4 wheel on a Blackwell sm_120 card) fails at the first kernel."""
    cap, archs, cuda = info.get("capability"), info.get("arch_list"), info.get("cuda")
    if not cap or not archs or info.get("hip"):
        return None  # ROCm builds list gfx targets, not compute capabilities
    sm = f"sm_{cap[0]}{cap[1]}"
    measured = f"torch {info.get('version', '?')} (CUDA {cuda or '?'}), arch list {' '.join(archs)}"
    number = cap[0] * 10 + cap[1]

    def arch_number(arch: str, prefix: str) -> int | None:
        digits = arch[len(prefix):].rstrip("af")
        return int(digits) if arch.startswith(prefix) and digits.isdigit() else None

    # a cubin (sm_XY) runs on GPUs of the same major version and an equal or higher minor
    # (sm_86 code on an sm_89 card); PTX (compute_XY) is compiled on load for any newer GPU
    cubin = [a for a in archs if (n := arch_number(a, "sm_")) is not None and n // 10 == cap[0] and n <= number]
    ptx = [a for a in archs if (n := arch_number(a, "compute_")) is not None and n <= number]
    if cubin or ptx:
        return ck.Check("framework", "pass", measured, sm, tr(
            lang, f"This PyTorch build can run on the GPU ({sm}: {(cubin or ptx)[-1]} code).",
            f"当前 PyTorch 可在该 GPU（{sm}）上运行（含 {(cubin or ptx)[-1]} 代码）。"))
    return ck.Check("framework", "fail", measured, sm, tr(
        lang, f"This PyTorch build has no kernels for {sm}: install a build for a newer CUDA "
              "(Blackwell needs CUDA 12.8+ wheels).",
        f"当前 PyTorch 没有 {sm} 的内核：请安装对应更新 CUDA 的版本（Blackwell 需要 CUDA 12.8+ 的包）。"),
        source="nvidia-blackwell-compat" if cap[0] >= 10 else "")


def _run_measurements(inv: Inventory, torch: Any, card: Card | None,
                      clock: Callable[[], float]) -> dict[str, Any]:
    """Copy and matmul on every GPU (the lowest counts: one weak card slows a multi-GPU job),
    all-reduce across them."""
    out: dict[str, Any] = {}
    devices = [f"cuda:{i}" for i in range(torch.cuda.device_count())]
    copies, mats = [], []
    # cards without fast FP16 (the P40: 0.18 TFLOPS FP16, 12 FP32) are held to FP32, as
    # estimate's dense_tflops does
    fp32 = card is not None and (card.fp32_tflops or 0) > card.fp16_tflops
    for dev in devices:
        copies.append(ms.copy_bandwidth(torch, dev, clock=clock))
        mats.append(ms.matmul_tflops(torch, dev, dtype=torch.float32 if fp32 else None, clock=clock))
    if copies:
        low = min(copies, key=lambda m: m.value)
        out["copy_gbs"], out["copy_detail"] = low.value, low.detail
        low = min(mats, key=lambda m: m.value)
        out["matmul_tflops"], out["matmul_detail"] = low.value, low.detail
    if len(devices) > 1:
        red = ms.allreduce_busbw(torch, devices, clock=clock)
        out["allreduce_busbw_gbs"], out["allreduce_detail"] = red.value, red.detail
    cap = torch.cuda.get_device_capability(0)
    out["torch"] = {"version": str(torch.__version__), "cuda": torch.version.cuda,
                    "hip": getattr(torch.version, "hip", None),
                    "capability": list(cap), "arch_list": list(torch.cuda.get_arch_list())}
    return out


def run_verify(kb: KnowledgeBase, runner: Runner, inv: Inventory, lang: str, card_query: str | None = None,
               quick: bool = False, torch_loader: Callable[[], tuple[Any, str]] = ms.load_torch,
               recorded: Path | None = None, clock: Callable[[], float] | None = None,
               given: dict[str, Any] | None = None) -> VerifyResult:
    """All checks for ``inv``. ``recorded``: a folder whose measurements.json replaces running
    the measurements (replaying a recorded machine); ``given``: measurements already taken (the
    same run rendered in the other language)."""
    import time

    rented = None
    if card_query:
        from knowledge.match import resolve_card

        hit, near = resolve_card(kb, card_query)
        if hit is None:
            from knowledge.errors import InputError

            hint = f" (did you mean {', '.join(m.id for m in near[:3])}?)" if near else ""
            raise InputError(f"--card: unknown card '{card_query}'{hint}; see `gpu-advisor cards`")
        rented = next(c for c in kb.cards if c.id == hit.id)
    found: list[Identified] = [identify(kb, g.name, g.memory_total_mib) for g in inv.gpus]
    ids = {f.card.id for f in found if f.card}
    on_machine = next(f.card for f in found if f.card) if len(ids) == 1 else None
    # a wrong card fails the card check; the other checks then describe the card that is there
    card = on_machine or rented
    checks: list[ck.Check] = []
    if inv.error:
        checks.append(ck.driver_check(lang, inv, card))
        return VerifyResult(lang, inv, card, checks, rented=rented)
    checks.append(ck.card_check(lang, found, rented, card_query))
    checks.append(ck.driver_check(lang, inv, card))
    checks.append(ck.memory_check(lang, inv.gpus, card))
    checks.append(ck.power_check(lang, inv.gpus, card))
    checks.append(ck.ecc_check(lang, inv.gpus, card))
    checks.append(ck.processes_check(lang, inv))
    checks.append(ck.topology_check(lang, inv, card))
    checks.append(ck.pcie_check(lang, inv.gpus))

    measurements: dict[str, Any] = {}
    if given is not None:
        measurements = given
    elif quick:
        measurements = {"skipped": "quick"}
    elif recorded is not None:
        path = recorded / MEASUREMENTS_FILE
        measurements = (json.loads(path.read_text(encoding="utf-8")) if path.exists()
                        else {"skipped": "replay"})
    elif inv.vendor == "ascend":
        measurements = {"skipped": "ascend"}
    else:
        torch, reason = torch_loader()
        if torch is None:
            measurements = {"skipped": reason}
        else:
            try:
                measurements = _run_measurements(inv, torch, card, clock or time.perf_counter)
            except Exception as exc:  # noqa: BLE001 - out of memory on a busy card, a driver fault …
                message = " ".join(f"{type(exc).__name__}: {exc}".split())[:200]
                measurements = {"skipped": f"error: {message}"}
    why = _why_not_measured(lang, str(measurements.get("skipped", "")), inv)
    skipped = why
    if measurements.get("torch"):
        fw = _framework_check(lang, measurements["torch"])
        if fw:
            checks.append(fw)
    bw = card.bandwidth_gbs if card else None
    from rules.estimate.fit import dense_tflops

    tf = dense_tflops(card) if card else None
    src = card.source[0] if card and card.source else ""
    checks.append(ck.measured_check(lang, "copy-bandwidth", measurements.get("copy_gbs"), bw, "GB/s",
                                    "Device copy", "显存拷贝", skipped, src))
    kind = "FP32" if "float32" in str(measurements.get("matmul_detail", "")) else "FP16/BF16"
    checks.append(ck.measured_check(lang, "matmul", measurements.get("matmul_tflops"), tf, "TFLOPS",
                                    f"Dense {kind} matmul", f"{kind} 稠密矩阵乘法", skipped, src))
    if len(inv.gpus) > 1:
        checks.append(_allreduce_check(lang, inv, measurements.get("allreduce_busbw_gbs"), skipped))
    return VerifyResult(lang, inv, card, checks, measurements, rented)


def _why_not_measured(lang: str, code: str, inv: Inventory) -> str:
    """Why the copy / matmul lines are skipped, from the code kept in the measurements (so the
    same run reads the same in both languages)."""
    rt = inv.runtime_name
    if code == "quick":
        return tr(lang, "--quick: measurements not run.", "--quick：未运行实测。")
    if code == "replay":
        return tr(lang, "Replaying recorded tool outputs: no recorded measurements.",
                  "回放录制的工具输出：没有录制的实测数据。")
    if code == "ascend":
        return tr(lang, "Measurements on Ascend need torch_npu, which this version does not drive yet; "
                        "run the copy and matmul tests of source 4 with torch_npu by hand.",
                  "昇腾上的实测需要 torch_npu，本版本尚未支持；"
                  "请用 torch_npu 手动运行来源 4 的拷贝与矩阵乘法测试。")
    if code in (ms.NO_TORCH, ms.NO_DEVICE) or code.startswith(("error: importing", "error: torch")):
        said = {ms.NO_TORCH: tr(lang, "PyTorch is not installed", "未安装 PyTorch"),
                ms.NO_DEVICE: tr(lang, "PyTorch is installed but sees no GPU (a CPU-only build?)",
                                 "已安装 PyTorch，但它看不到 GPU（装的是 CPU 版？）")}.get(code, code)
        return tr(lang, f"{said}: measurements skipped. Install the PyTorch build for the {rt} version "
                        f"above (pip install torch, choosing the {rt} wheel) and rerun; the checks above "
                        "still hold.",
                  f"{said}：跳过实测。请安装与上面 {rt} 版本对应的 PyTorch（pip install torch，选 {rt} "
                  "对应的包）后重跑；上面的检查结果仍然有效。")
    if code.startswith("error: "):
        message = code.removeprefix("error: ")
        return tr(lang, f"The measurement failed ({message}): often the memory is held by another "
                        "process (see processes above) or the driver is broken.",
                  f"实测失败（{message}）：常见原因是显存被其他进程占用（见上面的 processes）或驱动异常。")
    return tr(lang, "Not measured.", "未实测。")


def _allreduce_check(lang: str, inv: Inventory, busbw: float | None, skipped: str) -> ck.Check:
    if busbw is None:
        return ck.Check("allreduce", "skipped", None, None, skipped, unit="GB/s")
    fast = bool(inv.links) and all(ck._link_kind(v) == "fast" for v in inv.links.values())
    value = round(busbw, 1)
    if fast and busbw < PCIE5_X16_GBS:
        return ck.Check("allreduce", "warn", value, f"> {PCIE5_X16_GBS:g}", tr(
            lang, f"All-reduce bus bandwidth {busbw:,.0f} GB/s on GPUs the topology shows as linked: no "
                  "more than PCIe carries, so the fast link is not used (NCCL_P2P_DISABLE set? NVLink or "
                  "fabric manager down?).",
            f"拓扑显示卡间直连，但 all-reduce 总线带宽只有 {busbw:,.0f} GB/s，不超过 PCIe：高速互联没有用上"
            "（是否设置了 NCCL_P2P_DISABLE？NVLink 或 fabric manager 异常？）。"), unit="GB/s", source="seed-004")
    return ck.Check("allreduce", "pass", value, None, tr(
        lang, f"All-reduce bus bandwidth {busbw:,.0f} GB/s ({'GPU links' if fast else 'PCIe'}).",
        f"all-reduce 总线带宽 {busbw:,.0f} GB/s（{'卡间直连' if fast else 'PCIe'}）。"), unit="GB/s", source="seed-004")


_MARK = {"pass": "PASS", "warn": "WARN", "fail": "FAIL", "skipped": "SKIP"}


def figure(value: Any, unit: str) -> str:
    """A measured or expected figure with its unit: '1,008 GB/s', '905.3 GB/s', '—'."""
    if value is None:
        return "—"
    if isinstance(value, float):
        value = f"{value:,.1f}".rstrip("0").rstrip(".")
    elif isinstance(value, int) and not isinstance(value, bool):
        value = f"{value:,}"
    return f"{value} {unit}".strip()


def render_text(result: VerifyResult) -> str:
    lang = result.lang
    inv = result.inventory
    names = sorted({g.name for g in inv.gpus})
    head = f"{len(inv.gpus)} × {', '.join(names)}" if inv.gpus else tr(lang, "no GPU listed", "未列出 GPU")
    card = f" → {result.card.id} ({result.card.name})" if result.card else ""
    lines = [tr(lang, f"gpu-advisor verify — {inv.tool}: {head}{card}",
                f"gpu-advisor verify — {inv.tool}：{head}{card}"), ""]
    width = max((len(c.id) for c in result.checks), default=8)
    for c in result.checks:
        figures = ""
        if c.measured is not None or c.expected is not None:
            figures = tr(lang, f"  measured {figure(c.measured, c.unit)} · expected {figure(c.expected, c.unit)}",
                         f"  实测 {figure(c.measured, c.unit)} · 应为 {figure(c.expected, c.unit)}")
        lines.append(f"[{_MARK[c.status]}] {c.id.ljust(width)}{figures}")
        lines.append(f"       {c.text}")
    verdict = result.verdict
    todo = [c for c in result.checks if c.status in ("fail", "warn")]
    lines.append("")
    word = {"pass": tr(lang, "PASS — nothing wrong found.", "通过——没有发现问题。"),
            "warn": tr(lang, "WARN — usable, with the caveats above.", "警告——可以用，但注意上面的问题。"),
            "fail": tr(lang, "FAIL — not what was paid for: raise it with the provider before the job.",
                       "不通过——与所付费的不符：跑任务前先找平台解决。")}[verdict]
    lines.append(tr(lang, f"Verdict: {word}", f"结论：{word}"))
    if todo:
        lines.append(tr(lang, "First: " + "; ".join(c.id for c in todo if c.status == "fail") if any(
            c.status == "fail" for c in todo) else "Look at: " + ", ".join(c.id for c in todo),
            "优先处理：" + "、".join(c.id for c in todo if c.status == "fail") if any(
                c.status == "fail" for c in todo) else "留意：" + "、".join(c.id for c in todo)))
    return "\n".join(lines)
