"""`gpu-advisor verify`: run on the rented machine; checks it against the card that was paid for.

Reads the vendor tool (nvidia-smi, rocm-smi, npu-smi), checks driver and runtime, memory, power
limit against the card's TDP, ECC, other processes, topology and PCIe link, then — when PyTorch
sees the GPU and --quick is not given — times a device copy and a dense matmul (seed 004 §4).
Exit 0 whenever it ran, whatever the verdict; 2 when there is no GPU tool at all (DESIGN §8).
Imports nothing of Textual: it must start on a bare rented box.

``--from-dir DIR`` (or GPU_ADVISOR_VERIFY_DIR) replays tool outputs recorded with ``--record DIR``
(or written from the vendors' formats): a support case can be rerun anywhere.
"""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path

from advisor_tui.context import Context
from advisor_tui.i18n import tr
from advisor_tui.verify.probe import LiveRunner, NoGpuTool, ReplayRunner, probe
from advisor_tui.verify.result import MEASUREMENTS_FILE, render_text, run_verify
from knowledge.errors import InputError

ENV_DIR = "GPU_ADVISOR_VERIFY_DIR"


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--card", metavar="ID",
                        help="the card you rented (id or name, e.g. h100-sxm, '4090'); a different card "
                             "on the machine is the first failure")
    parser.add_argument("--json", action="store_true",
                        help="machine-readable result (schema gpu-advisor/verify/v1)")
    parser.add_argument("--quick", action="store_true",
                        help="the tool checks only (seconds); skip the copy / matmul / all-reduce tests")
    parser.add_argument("--report", metavar="FILE",
                        help="also write the JSON result to FILE (atomically); give it to "
                             "`recommend --verify-result FILE` to add it to a consultation's report")
    parser.add_argument("--from-dir", metavar="DIR", default=None,
                        help=f"replay vendor-tool outputs recorded in DIR instead of running the tools "
                             f"(also ${ENV_DIR})")
    parser.add_argument("--record", metavar="DIR",
                        help="keep each vendor-tool output (and the measurements) in DIR, for support "
                             "or a new test fixture")


def run(args: argparse.Namespace, ctx: Context) -> int:
    folder = args.from_dir or os.environ.get(ENV_DIR) or None
    if folder:
        path = Path(folder)
        if not path.is_dir():
            raise InputError(f"--from-dir: {folder} is not a directory")
        runner = ReplayRunner(path)
    else:
        runner = LiveRunner(record=Path(args.record) if args.record else None)
    try:
        inv = probe(runner)
    except NoGpuTool:
        ctx.err.write("gpu-advisor: " + tr(
            ctx.lang, "no GPU tool found (nvidia-smi, rocm-smi, amd-smi, npu-smi): this machine has no GPU "
                      "driver installed, or the tools are not on PATH",
            "没有找到 GPU 工具（nvidia-smi、rocm-smi、amd-smi、npu-smi）：这台机器没有装 GPU 驱动，"
            "或这些工具不在 PATH 中") + "\n")
        return 2
    result = run_verify(ctx.kb, runner, inv, ctx.lang, card_query=args.card, quick=args.quick,
                        recorded=Path(folder) if folder else None)
    # the same checks in the other language (no second measurement), so a saved result reads
    # right in a report of either language
    other = run_verify(ctx.kb, runner, inv, "en" if ctx.lang == "zh" else "zh", card_query=args.card,
                       quick=args.quick, given=result.measurements)
    payload = json.dumps(result.as_json(other), ensure_ascii=False, indent=2)
    if args.record and not folder and result.measurements:
        (Path(args.record) / MEASUREMENTS_FILE).write_text(
            json.dumps(result.measurements, indent=2), encoding="utf-8")
    if args.report:
        from advisor_tui.report.files import atomic_write

        atomic_write(Path(args.report), payload + "\n")
    ctx.print(payload if args.json else render_text(result))
    return 0
