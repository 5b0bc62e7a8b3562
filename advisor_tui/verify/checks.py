"""The day-one checks: each compares what the machine shows with what the card should have.

Every check is ``pass | warn | fail | skipped`` with the figure measured, the figure expected and
one sentence (zh or en) that says what it means and what to do. Expected figures come from the
card record (vram_gb, tdp_w, ecc, interconnect, bandwidth_gbs, dense FP16 TFLOPS); the pass lines
of the copy and matmul tests are seed 004's "70–80 % of the nominal figure is normal".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from advisor_tui.i18n import tr
from advisor_tui.verify.identify import MEMORY_LOW, Identified, memory_fits
from advisor_tui.verify.probe import Gpu, Inventory
from knowledge.schema import Card

STATUSES = ("pass", "warn", "fail", "skipped")
_RANK = {"skipped": 0, "pass": 1, "warn": 2, "fail": 3}

# Lowest CUDA the driver must support for the architecture's native code (nvidia-smi's
# "CUDA Version" is the newest runtime the installed driver can run).
CUDA_MIN = {
    "Blackwell": ((12, 8), "nvidia-blackwell-compat"),
    "Hopper": ((11, 8), "nvidia-hopper-compat"),
    "Ada Lovelace": ((11, 8), "nvidia-ada-compat"),
}
POWER_PASS, POWER_WARN = 0.95, 0.80  # share of the card's TDP in force
BUSY_MIB = 1024  # memory other processes may hold before it counts (driver/context ≈ hundreds)
# npu-smi's HBM-Usage counts memory the NPU's own firmware/OS keeps (Huawei's server docs: the
# device OS occupies some chips' memory), so an idle 910B shows a few GB in use. 4 GiB is a
# judgement, not a published figure: check it against a recording from a real idle 910B.
BUSY_MIB_BY_VENDOR = {"ascend": 4096}
BUSY_FAIL = 0.25  # share of memory held by others that makes the card not what was paid for
# seed 004 §4.3: a copy test reaching 70–80 % of the nominal bandwidth is normal; half of it
# (its A100 at 900 of 2,000 GB/s, a 4090 at 400–500 GB/s) is a shared or faulty card.
MEASURE_PASS, MEASURE_FAIL = 0.70, 0.50


@dataclass(frozen=True)
class Check:
    id: str
    status: str
    measured: Any
    expected: Any
    text: str
    unit: str = ""
    source: str = ""

    def as_json(self) -> dict[str, Any]:
        out = {"id": self.id, "status": self.status, "measured": self.measured,
               "expected": self.expected, "text": self.text}
        if self.unit:
            out["unit"] = self.unit
        if self.source:
            out["source"] = self.source
        return out


def worst(checks: list[Check]) -> str:
    top = max((_RANK[c.status] for c in checks), default=1)
    return "fail" if top == 3 else "warn" if top == 2 else "pass"


def _w(value: float | None) -> str:
    return "?" if value is None else f"{value:,.0f}"


def _version(text: str | None) -> tuple[int, ...] | None:
    if not text:
        return None
    parts = []
    for piece in text.strip().split("."):
        digits = "".join(ch for ch in piece if ch.isdigit())
        if not digits:
            break
        parts.append(int(digits))
    return tuple(parts) or None


# ---- identity ------------------------------------------------------------------------------

def card_check(lang: str, found: list[Identified], rented: Card | None, rented_query: str | None) -> Check:
    names = sorted({f.product for f in found})
    ids = sorted({f.card.id for f in found if f.card})
    measured = f"{len(found)} × {', '.join(names)}"
    expected = rented.id if rented else None
    if rented is not None:
        unsure = [f for f in found if f.card is None]
        wrong = [f for f in found if f.card is not None and f.card.id != rented.id]
        if unsure and not wrong and all(memory_fits(rented, f.memory_gib) for f in unsure):
            return Check("card", "warn", measured, expected, tr(
                lang, f"'{unsure[0].product}' is not a name the knowledge base knows, but its memory matches "
                      f"{rented.name}: checked as {rented.id}. Confirm the part with the provider.",
                f"“{unsure[0].product}”不是知识库认识的型号名，但显存与 {rented.name} 相符，按 {rented.id} 检查；"
                "请向平台确认具体型号。"))
        wrong += [f for f in unsure if not memory_fits(rented, f.memory_gib)]
        if wrong:
            got = ", ".join(sorted({f.card.id if f.card else f.product for f in wrong}))
            return Check("card", "fail", measured, expected, tr(
                lang, f"You rented {rented.name} ({rented.id}); this machine has {got}. "
                      "Stop here and ask the provider for the card you paid for. The checks below "
                      "compare the machine with the card it has.",
                f"租的是 {rented.name}（{rented.id}），这台机器上是 {got}。先别跑任务，找平台换成付费的卡型。"
                "以下各项按机器上实际的卡型对照。"))
        return Check("card", "pass", measured, expected, tr(
            lang, f"The card is the {rented.name} you rented.", f"卡型与所租的 {rented.name} 一致。"))
    if len(set(names)) > 1 or len(ids) > 1:
        return Check("card", "warn", measured, None, tr(
            lang, "Different cards in one machine: a multi-GPU job runs at the pace of the slowest.",
            "同一台机器里卡型不一致：多卡任务会被最慢的那张拖住。"))
    if not ids:
        near = ", ".join(found[0].candidates) if found and found[0].candidates else "—"
        return Check("card", "warn", measured, None, tr(
            lang, f"'{names[0] if names else '?'}' is not a card in the knowledge base (closest: {near}); "
                  "the checks below that need datasheet figures are skipped. Pass --card ID to compare.",
            f"“{names[0] if names else '?'}”不在知识库的卡型中（最接近：{near}）；需要规格数据的检查将跳过。"
            "可用 --card ID 指定要对照的卡型。"))
    card = found[0].card
    return Check("card", "pass", measured, card.id, tr(
        lang, f"Identified as {card.name} ({card.id}). Pass --card with the card you rented to "
              "check it is that one.",
        f"识别为 {card.name}（{card.id}）。用 --card 指定所租卡型可核对是否一致。"))


# ---- driver and runtime --------------------------------------------------------------------

def driver_check(lang: str, inv: Inventory, card: Card | None) -> Check:
    rt = inv.runtime_name
    if inv.error:
        return Check("driver", "fail", inv.error, None, tr(
            lang, f"{inv.tool} runs but cannot reach the GPU (its message is above). The driver is missing, "
                  "not loaded, or the container was started without the GPU: ask the provider.",
            f"{inv.tool} 能运行但访问不到 GPU（报错见上）。驱动没装、没加载，或容器启动时没挂 GPU：找平台处理。"))
    runtime = f", {rt} {inv.runtime}" if inv.runtime else ""
    measured = f"driver {inv.driver or '?'}{runtime}"  # the same in every language: a saved result is shown in both
    arch = card.architecture if card else ""
    rule = next(((need, src) for name, (need, src) in CUDA_MIN.items() if arch.startswith(name)), None)
    if inv.vendor != "nvidia" or rule is None:
        return Check("driver", "skipped", measured, None, tr(
            lang, f"No minimum {rt} version on file for {arch or 'this card'}: check the one your "
                  "framework build needs.",
            f"知识库里没有 {arch or '这张卡'} 的最低 {rt} 版本：请按所用框架版本的要求核对。"))
    need, src = rule
    have = _version(inv.runtime)
    want = ".".join(map(str, need))
    if have is None:
        return Check("driver", "warn", measured, f"CUDA ≥ {want}", tr(
            lang, "nvidia-smi did not say which CUDA version the driver supports.",
            "nvidia-smi 没有给出驱动支持的 CUDA 版本。"), source=src)
    if have[:2] < need:
        return Check("driver", "fail", measured, f"CUDA ≥ {want}", tr(
            lang, f"{arch} needs a driver for CUDA {want} or newer; this one stops at {inv.runtime}. "
                  "Frameworks will not run on the card: ask for a newer driver or another image.",
            f"{arch} 需要支持 CUDA {want} 及以上的驱动，这台只到 {inv.runtime}，框架跑不起来："
            "请平台升级驱动或换镜像。"),
            source=src)
    return Check("driver", "pass", measured, f"CUDA ≥ {want}", tr(
        lang, f"The driver supports CUDA {inv.runtime}; {arch} needs {want}+.",
        f"驱动支持 CUDA {inv.runtime}，{arch} 需要 {want} 及以上。"), source=src)


# ---- per GPU -------------------------------------------------------------------------------

def memory_check(lang: str, gpus: list[Gpu], card: Card | None) -> Check:
    sizes = [g.memory_total_mib for g in gpus]
    if card is None or any(s is None for s in sizes):
        return Check("memory", "skipped", None, None, tr(
            lang, "No card figure (or no memory reading) to compare with.", "没有可对照的卡型规格或显存读数。"))
    low = min(s for s in sizes if s is not None) / 1024
    measured = round(low, 1)
    if low < MEMORY_LOW * card.vram_gb:
        return Check("memory", "fail", measured, card.vram_gb, tr(
            lang, f"Only {low:.1f} GiB visible of {card.vram_gb:g} GB: a MIG slice, a vGPU share or a "
                  "smaller card. Models sized for the full card will not fit.",
            f"只能看到 {low:.1f} GiB，标称 {card.vram_gb:g} GB：可能是 MIG 切片、vGPU 分片或更小的卡，"
            "按整卡估算的模型放不下。"), unit="GiB", source=card.source[0] if card.source else "")
    return Check("memory", "pass", measured, card.vram_gb, tr(
        lang, f"{low:.1f} GiB per GPU, as the {card.vram_gb:g} GB card should show (the driver, and ECC where "
              "it is on, keep a little).",
        f"每卡 {low:.1f} GiB，与 {card.vram_gb:g} GB 的卡相符（驱动和开启的 ECC 会占一小部分）。"),
        unit="GiB", source=card.source[0] if card.source else "")


def power_check(lang: str, gpus: list[Gpu], card: Card | None) -> Check:
    limits = [g.power_limit_w for g in gpus if g.power_limit_w is not None]
    if card is None or card.tdp_w is None or not limits:
        why = (tr(lang, "the tool gives no power limit", "工具没有给出功耗上限") if card and card.tdp_w
               else tr(lang, "no TDP on file for the card", "知识库里没有这张卡的 TDP"))
        return Check("power-limit", "skipped", min(limits) if limits else None, card.tdp_w if card else None,
                     tr(lang, f"Not checked: {why}.", f"未检查：{why}。"), unit="W")
    limit = min(limits)
    tdp = card.tdp_w
    share = limit / tdp
    src = card.source[0] if card.source else ""
    if share >= POWER_PASS:
        return Check("power-limit", "pass", limit, tdp, tr(
            lang, f"Power limit {_w(limit)} W of the card's {_w(tdp)} W TDP.",
            f"功耗上限 {_w(limit)} W，卡的 TDP 为 {_w(tdp)} W。"), unit="W", source=src)
    status = "warn" if share >= POWER_WARN else "fail"
    return Check("power-limit", status, limit, tdp, tr(
        lang, f"Power capped at {_w(limit)} W of {_w(tdp)} W ({share * 100:.0f} %): the card cannot hold its clocks "
              "under load (source 4: a 4090 held to 300 W runs at about 70 % of its compute). Ask the "
              "provider to lift the cap or move you, or expect less than the datasheet; the matmul "
              "below shows how much.",
        f"功耗墙压在 {_w(limit)} W（TDP {_w(tdp)} W 的 {share * 100:.0f} %）：满载时频率上不去"
        "（来源 4：4090 只给 300 W 时算力约打七折）。找客服要不限功耗的实例或换平台，"
        "否则按低于标称的算力预估；下面的矩阵乘法测试给出实际差多少。"), unit="W", source="seed-004")


def ecc_check(lang: str, gpus: list[Gpu], card: Card | None) -> Check:
    if card is not None and not card.ecc:
        return Check("ecc", "skipped", None, None, tr(
            lang, f"{card.name} has no ECC on its memory.", f"{card.name} 的显存不带 ECC。"))
    errors = sum(g.ecc_uncorrectable or 0 for g in gpus)
    modes = {g.ecc_enabled for g in gpus}
    if errors:
        return Check("ecc", "fail", f"{errors} uncorrectable errors", "enabled, 0 errors", tr(
            lang, f"{errors} uncorrectable memory errors since the driver loaded: a failing card. "
                  "Ask for another machine before a long job.",
            f"驱动加载以来已有 {errors} 个不可纠正的显存错误：卡有故障，长任务前先要求换机。"), source="seed-004")
    if modes == {True}:
        return Check("ecc", "pass", "enabled", "enabled", tr(
            lang, "ECC is on and has counted no uncorrectable error.", "ECC 已开启，没有不可纠正错误。"),
            source="seed-004")
    if False in modes:
        return Check("ecc", "warn", "disabled", "enabled", tr(
            lang, "ECC is off on a card that has it: a memory bit-flip can end a long training run "
                  "(source 4). For long jobs ask the provider to enable it (needs a reboot).",
            "卡支持 ECC 但未开启：长时间训练时显存偶发错误可能让任务中断（来源 4）。"
            "长任务请平台开启（需重启）。"),
            source="seed-004")
    return Check("ecc", "skipped", None, "enabled" if card else None, tr(
        lang, "The tool does not report the ECC state.", "工具没有报告 ECC 状态。"))


def processes_check(lang: str, inv: Inventory) -> Check:
    held = [(g.memory_used_mib or 0.0, g.memory_total_mib or 0.0, g) for g in inv.gpus]
    busiest = max(held, key=lambda h: h[0] / h[1] if h[1] else 0, default=None)
    others = inv.processes
    if busiest is None or busiest[2].memory_used_mib is None:
        return Check("processes", "skipped", None, None, tr(
            lang, "No memory-use reading.", "没有显存占用读数。"))
    used, total, gpu = busiest
    measured = round(used)
    allowance = BUSY_MIB_BY_VENDOR.get(inv.vendor, BUSY_MIB)
    expected = f"≤ {allowance:,}"
    names = ", ".join(sorted({f"{p.name} ({p.pid})" for p in others}))[:160]
    if total and used / total >= BUSY_FAIL:
        return Check("processes", "fail", measured, expected, tr(
            lang, f"GPU {gpu.index}: {used:,.0f} MiB of {total:,.0f} already held by other processes "
                  f"({names or 'not visible from this container'}): the card is shared or a job was left "
                  "running. Ask the provider for an idle card.",
            f"GPU {gpu.index}：{total:,.0f} MiB 中已有 {used:,.0f} MiB 被其他进程占用"
            f"（{names or '容器内看不到进程'}）：卡被共享或有残留任务，请平台换一张空闲卡。"), unit="MiB",
            source="seed-004")
    if used > allowance or others:
        return Check("processes", "warn", measured, expected, tr(
            lang, f"GPU {gpu.index}: {used:,.0f} MiB in use before you started"
                  f"{' by ' + names if names else ''}. Find out whose it is before sizing a model to the card.",
            f"GPU {gpu.index}：开始前已有 {used:,.0f} MiB 被占用{('（' + names + '）') if names else ''}，"
            "按整卡规划模型前先查清是谁的。"), unit="MiB", source="seed-004")
    idle = tr(lang, " (npu-smi counts what the NPU's firmware keeps as in use: a few GB on an idle card)",
              "（npu-smi 会把 NPU 固件自留的部分算作占用：空闲卡也有几 GB）") if inv.vendor == "ascend" else ""
    return Check("processes", "pass", measured, expected, tr(
        lang, f"No other process holds GPU memory{idle}.", f"没有其他进程占用显存{idle}。"), unit="MiB",
        source="seed-004")


def _link_kind(link: str) -> str:
    link = link.upper()
    if link.startswith("NV") or link in ("XGMI", "HCCS"):
        return "fast"
    if link == "SYS":
        return "sys"
    return "pcie"


def topology_check(lang: str, inv: Inventory, card: Card | None) -> Check:
    if len(inv.gpus) < 2:
        return Check("topology", "skipped", None, None, tr(lang, "One GPU: no GPU-to-GPU link to check.",
                                                           "单卡：没有卡间互联要检查。"))
    if not inv.links:
        return Check("topology", "skipped", None, card.interconnect if card else None, tr(
            lang, f"{inv.tool} gave no topology matrix.", f"{inv.tool} 没有给出拓扑矩阵。"))
    kinds = {pair: _link_kind(link) for pair, link in inv.links.items()}
    counts: dict[str, int] = {}
    for link in inv.links.values():
        counts[link] = counts.get(link, 0) + 1
    measured = ", ".join(f"{link} × {n}" for link, n in sorted(counts.items(), key=lambda kv: -kv[1]))
    expected = card.interconnect if card else None
    slow = sorted(p for p, k in kinds.items() if k != "fast")
    if card is not None and card.interconnect in ("nvlink", "infinity-fabric", "hccs") and slow:
        return Check("topology", "fail", measured, expected, tr(
            lang, f"{len(slow)} GPU pairs talk over PCIe although {card.name} machines are built with "
                  f"{card.interconnect}: the link is down or this is not the part you rented. All-reduce "
                  "will be a fraction of the rated speed; ask the provider.",
            f"{len(slow)} 对 GPU 之间走 PCIe，而 {card.name} 整机本应是 {card.interconnect} 直连："
            "链路故障或不是所租的型号。多卡通信只有标称的零头，请找平台处理。"), source="seed-004")
    if not slow:
        return Check("topology", "pass", measured, expected, tr(
            lang, "Every GPU pair has a direct fast link (NVLink / Infinity Fabric).",
            "所有卡之间都是高速直连（NVLink / Infinity Fabric）。"), source="seed-004")
    cross = [p for p in slow if kinds[p] == "sys"]
    if cross:
        return Check("topology", "warn", measured, expected, tr(
            lang, f"{len(cross)} GPU pairs sit on different CPU sockets (SYS): their traffic crosses the "
                  "CPU interconnect, slower than PCIe under one switch. Prefer tensor parallelism within a "
                  "socket, or ask for GPUs on one socket.",
            f"{len(cross)} 对 GPU 分属不同 CPU 插槽（SYS）：通信要跨 CPU 互联，比同一 PCIe 交换机下更慢。"
            "张量并行尽量放在同一插槽内，或请平台分配同一插槽的卡。"), source="seed-004")
    return Check("topology", "pass", measured, expected, tr(
        lang, "GPUs talk over PCIe (no NVLink): tens of GB/s between cards (source 4). Fine for inference "
              "with tensor parallelism; multi-GPU training will scale poorly.",
        "卡间走 PCIe（无 NVLink）：卡间只有几十 GB/s（来源 4）。张量并行推理尚可，多卡训练加速比会很差。"),
        source="seed-004")


def pcie_check(lang: str, gpus: list[Gpu]) -> Check:
    rows = [g for g in gpus if g.pcie_width is not None and g.pcie_width_max is not None]
    if not rows:
        return Check("pcie-link", "skipped", None, None, tr(
            lang, "The tool gives no PCIe link reading.", "工具没有给出 PCIe 链路读数。"))
    narrow = [g for g in rows if g.pcie_width < g.pcie_width_max]
    g0 = narrow[0] if narrow else rows[0]
    measured = f"gen{g0.pcie_gen or '?'} x{g0.pcie_width}"
    expected = f"gen{g0.pcie_gen_max or '?'} x{g0.pcie_width_max}"
    if narrow:
        return Check("pcie-link", "warn", measured, expected, tr(
            lang, f"GPU {g0.index} runs its PCIe link at x{g0.pcie_width} of x{g0.pcie_width_max}: loading "
                  "weights and host↔GPU copies take proportionally longer (a riser or a half-width slot).",
            f"GPU {g0.index} 的 PCIe 只跑在 x{g0.pcie_width}（应为 x{g0.pcie_width_max}）："
            "加载权重和主机↔显卡拷贝会相应变慢（转接卡或半宽插槽）。"))
    low_gen = [g for g in rows if g.pcie_gen is not None and g.pcie_gen_max is not None and g.pcie_gen < g.pcie_gen_max]
    note = tr(lang, " An idle GPU trains its link down to a lower generation; it returns under load.",
              " 空闲时链路会降到较低代数，负载时恢复。") if low_gen else ""
    return Check("pcie-link", "pass", measured, expected, tr(
        lang, f"Full-width PCIe links.{note}", f"PCIe 链路为满宽度。{note}"))


# ---- measurements --------------------------------------------------------------------------

def measured_check(lang: str, check_id: str, value: float | None, nominal: float | None, unit: str,
                   what_en: str, what_zh: str, skipped_why: str, src: str) -> Check:
    if value is None:
        return Check(check_id, "skipped", None, nominal, skipped_why, unit=unit)
    if not nominal:
        return Check(check_id, "skipped", round(value, 1), None, tr(
            lang, f"{what_en}: {value:,.0f} {unit}; no datasheet figure to compare with.",
            f"{what_zh}：{value:,.0f} {unit}；没有标称值可对照。"), unit=unit)
    share = value / nominal
    head_en = f"{what_en}: {value:,.0f} {unit}, {share * 100:.0f} % of the {nominal:,.0f} {unit} nominal"
    head_zh = f"{what_zh}：{value:,.0f} {unit}，为标称 {nominal:,.0f} {unit} 的 {share * 100:.0f} %"
    if share >= MEASURE_PASS:
        text = tr(lang, f"{head_en} — normal (source 4: 70–80 % or more).",
                  f"{head_zh}——正常（来源 4：七八成以上即正常）。")
        status = "pass"
    elif share >= MEASURE_FAIL:
        text = tr(lang, f"{head_en} — below the 70 % line: a power cap, heat, or a shared card. Check the "
                        "power limit above, rerun once warm, then ask the provider.",
                  f"{head_zh}——低于七成：功耗墙、散热或共享资源。先看上面的功耗上限，预热后重测，仍低就找平台。")
        status = "warn"
    else:
        text = tr(lang, f"{head_en} — about half or less: a shared or faulty card (source 4's case). Ask "
                        "for another machine before running the job.",
                  f"{head_zh}——只有一半左右：共享带宽或残次卡（来源 4 的案例）。跑任务前要求换机。")
        status = "fail"
    return Check(check_id, status, round(value, 1), round(nominal, 1), text, unit=unit, source=src)
