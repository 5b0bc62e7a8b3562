"""AMD: ``rocm-smi … --json`` (one object per ``cardN``) or its successor ``amd-smi … --json``,
read into one ``Inventory``.
"""

from __future__ import annotations

import json
import re

from advisor_tui.verify.inventory import Gpu, Inventory, num
from advisor_tui.verify.runners import Runner


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
        total = num(_pick(rec, "vram total memory"))
        used = num(_pick(rec, "vram total used"))
        inv.gpus.append(Gpu(
            index=index, name=(_pick(rec, "card series") or _pick(rec, "device name") or "").strip(),
            memory_total_mib=total / 2**20 if total else None,
            memory_used_mib=used / 2**20 if used is not None else None,
            utilization_pct=num(_pick(rec, "gpu use")),
            power_limit_w=num(_pick(rec, "max graphics package power")), bus_id=_pick(rec, "pci bus") or ""))
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
        number = num(str(value.get("value")))
        unit = str(value.get("unit", "")).upper()
        if number is None:
            return None
        return {"B": number / 2**20, "KB": number / 1024, "GB": number * 1024}.get(unit, number)
    return num(None if value is None else str(value))


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
