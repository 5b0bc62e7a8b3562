"""LoRA adapters served on one base model (--lora-adapters N, "挂 200 个客户各自的 LoRA", "serve 50 LoRA adapters"):
blind review 87 c01 asked a SaaS's question — one Qwen3-8B, an adapter per customer, 20 requests at once — and heard a
LoRA *training* job priced at 8 hours a day with a `trl sft` line. Served adapters are serving: the base model's
memory and speed, plus the adapters' GPU slots (rules.lora_serving), and the engine's multi-LoRA flags.

The count is the adapters kept ready, not the ones in a batch: that is the sequences in flight, capped by the count.
Said of a training job it sizes nothing, and is said so."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from knowledge.schema import I18n
from rules.fact_parse import parse_count
from rules.fact_vocab import DEFAULT_LORA_RANK, LIMITS


def resolve_adapters(given: Mapping[str, Any], out: dict[str, Any], assumed: list[tuple[str, Any]],
                     notes: list[I18n], label: Callable[[str], str]) -> None:
    """--lora-adapters with the rank it implies (assumed when not given), for a serving job only."""
    if given.get("lora_adapters") is None:
        return
    n = parse_count(label("lora_adapters"), given["lora_adapters"], LIMITS["lora_adapters"])
    if out.get("task") != "inference":
        task = out.get("task")
        notes.append(I18n(en=f"{label('lora_adapters')} {n} was not used: it counts the adapters a served model "
                             f"carries, and this job is {task}",
                          zh=f"{label('lora_adapters')} {n} 未使用：它是部署时挂载的适配器数，而这里是 {task}"))
        return
    out["lora_adapters"] = n
    if "lora_rank" not in given:
        assumed.append(("lora_rank", DEFAULT_LORA_RANK))
