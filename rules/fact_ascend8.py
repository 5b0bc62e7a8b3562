"""An 8-bit precision asked on domestic chips: Ascend's 8-bit path is W8A8 INT8, never FP8.

Review 98 c02: "FP8 可以接受" on a 信创 purchase was sized and described as FP8 E4M3 weights on the 910B, which has no
FP8 datapath; its 8-bit path is W8A8 INT8 (msModelSlim weights served by MindIE / vLLM Ascend — the launch in
rules.launch already names them for int8 on CANN). The bytes are the same; the name decides which checkpoint a team
goes looking for. A model *shipped* in FP8 was already turned to INT8 here (rules.fact_resolve, review 5 F6); this
covers the FP8 the person said themselves.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from knowledge.schema import I18n


def eight_bit_on_domestic(given: Mapping[str, Any], out: dict[str, Any], notes: list[I18n]) -> None:
    """An FP8 said for a job on domestic chips becomes INT8 (W8A8), said so."""
    if not out.get("domestic_chips") or "precision" not in given or out.get("precision") != "fp8":
        return
    out["precision"] = "int8"
    notes.append(I18n(
        en="FP8 asked on domestic chips: Ascend has no FP8 datapath — its 8-bit path is W8A8 INT8 (weights quantised "
           "with msModelSlim, served by MindIE or vLLM Ascend); sized and launched as INT8 (8 bits "
           "a weight, as FP8; its scales are counted as group-128, a little over W8A8's per-channel ones).",
        zh="国产芯片上要 FP8：昇腾没有 FP8 计算通路——它的 8 位方案是 W8A8 INT8（用 msModelSlim 量化权重，MindIE 或 "
           "vLLM Ascend 部署）；按 INT8 估算并给出启动命令（每个权重同样 8 位；缩放因子按 group-128 计，"
           "略多于 W8A8 的按通道缩放）。"))
