"""``python -m bench [--quick] [--only NAME ...] [--out FILE]``: run the measurements, print a table,
write the rows and the machine description to ``bench/results.json``.

Misses are reported, never fatal: the exit status is 1 only when a measurement itself crashed.
``--quick`` runs every measurement with tiny counts (a smoke test of the bench code, seconds not
minutes); its figures mean nothing and it writes no file unless ``--out`` is given.
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import sys
import time
import traceback
from pathlib import Path
from typing import Any

from bench import ROOT, Row, machine_info

MEASUREMENTS = ("latency", "growth", "faq_search", "cold_start", "tui_start", "memory")
MODULES = {"latency": "bench.latency", "growth": "bench.growth", "faq_search": "bench.faq_search",
           "cold_start": "bench.cold_start", "tui_start": "bench.tui_start", "memory": "bench.memory"}


def run_all(names: tuple[str, ...], quick: bool, progress: Any = None, memory_seconds: float | None = None
            ) -> tuple[list[Row], dict[str, float], bool]:
    """Run the measurements one after another (a 2-core machine has no core to spare: a
    measurement running beside another measures the contention)."""
    rows: list[Row] = []
    seconds: dict[str, float] = {}
    crashed = False
    for name in names:
        if progress:
            progress(f"bench: {name} …")
        start = time.perf_counter()
        kwargs: dict[str, Any] = {"quick": quick}
        if name == "memory" and memory_seconds is not None:
            kwargs["max_seconds"] = memory_seconds
        try:
            rows.extend(importlib.import_module(MODULES[name]).run(**kwargs))
        except Exception:  # noqa: BLE001 - one broken measurement must not hide the others
            crashed = True
            exc = sys.exc_info()[1]
            rows.append(Row(name, "crashed", None, "", "", False,
                            {"error": f"{type(exc).__name__}: {exc}", "traceback": traceback.format_exc()[-2000:]}))
        seconds[name] = round(time.perf_counter() - start, 2)
    return rows, seconds, crashed


def _fmt(value: float | None, unit: str) -> str:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "—"
    if unit == "×":
        return f"{value:.2f}×"
    if unit == "":
        return f"{value:.2f}"
    return f"{value:,.2f} {unit}"


def _errors(row: Row) -> str:
    """Calls that raised are not timed; say so next to the figure they would have changed."""
    errors = row.detail.get("errors")
    count = len(errors) if isinstance(errors, list) else errors
    return f" ({count} errors)" if count else ""


def table(rows: list[Row]) -> str:
    body = [(r.group, r.name, _fmt(r.value, r.unit), r.target or "",
             {True: "pass", False: "MISS", None: ""}[r.ok] + _errors(r)) for r in rows]
    head = ("group", "measurement", "value", "target", "result")
    widths = [max(len(str(x[i])) for x in (head, *body)) for i in range(len(head))]
    aligns = "<<><<"

    def line(cells: tuple[str, ...]) -> str:
        return "  ".join(f"{c:{a}{w}}" for c, a, w in zip(cells, aligns, widths, strict=True)).rstrip()

    rule = "  ".join("-" * w for w in widths)
    return "\n".join([line(head), rule, *(line(b) for b in body)])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench",
        description="Speed and memory benchmarks of gpu-advisor: prints a table and writes bench/results.json "
                    "(misses are reported, never fatal).")
    parser.add_argument("--quick", action="store_true", help="tiny counts: a smoke run of the bench code")
    parser.add_argument("--only", nargs="+", choices=MEASUREMENTS, metavar="NAME",
                        help="run only these: " + ", ".join(MEASUREMENTS))
    parser.add_argument("--memory-seconds", type=float, metavar="S",
                        help="time cap of the 10,000-consultation memory run (default 100; 0: none)")
    parser.add_argument("--out", type=Path, help="results file (default bench/results.json; none for --quick)")
    args = parser.parse_args(argv)
    names = tuple(args.only or MEASUREMENTS)
    start = time.perf_counter()
    rows, seconds, crashed = run_all(names, args.quick,
                                     progress=lambda msg: print(msg, file=sys.stderr, flush=True),
                                     memory_seconds=args.memory_seconds)
    total = time.perf_counter() - start
    print(table(rows))
    misses = [r for r in rows if r.ok is False]
    print(f"\n{len(misses)} target(s) missed; {total:.0f} s" + (" (quick: figures are meaningless)"
                                                               if args.quick else ""))
    out = args.out if args.out is not None else (None if args.quick else ROOT / "bench" / "results.json")
    if out is not None:
        data = {"schema": "gpu-advisor/bench/v1", "quick": args.quick, "machine": machine_info(),
                "seconds": {**seconds, "total": round(total, 2)}, "rows": [r.to_dict() for r in rows]}
        out.write_text(json.dumps(data, ensure_ascii=False, indent=2, default=str) + "\n", encoding="utf-8")
        print(f"wrote {out}")
    return 1 if crashed else 0


if __name__ == "__main__":
    sys.exit(main())
