"""A model's own dimensions said outright (rules.facts.resolve): --layers / --kv-heads / --head-dim, --config (an
official config.json, read offline), --scene and an image or video family's released precision."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from knowledge.loader import KnowledgeBase
from rules.estimate import hfconfig
from rules.fact_parse import fail, parse_choice, parse_number
from rules.fact_vocab import LIMITS, SCENES

Label = Callable[[str], str]


def resolve_shape(given: Mapping[str, Any], out: dict[str, Any], label: Label,
                   kb: KnowledgeBase) -> None:
    """--layers / --kv-heads / --head-dim / --config: the model's own dimensions."""
    for key in ("layers", "kv_heads", "head_dim"):
        if key in given:
            out[key] = int(parse_number(label(key), given[key], integer=True,
                                        bounds=LIMITS["shape"]))
    if "scene" in given:
        out["scene"] = parse_choice(label("scene"), given["scene"], SCENES)
    if "family" in given and "model" not in out:
        families = sorted({m.family for m in kb.models if m.family and m.kind != "llm"})
        out["family"] = parse_choice(label("family"), given["family"], tuple(families))
        dtypes = {m.native_dtype for m in kb.models if m.family == out["family"]}
        if "precision" not in given and len(dtypes) == 1 and (dtype := dtypes.pop()) != "fp32":
            out["precision"] = dtype  # the family's released weights, e.g. FLUX in bf16
            out["_assumed_precision"] = dtype
    if "config" not in given:
        return
    value = given["config"]
    if isinstance(value, str):
        cfg = hfconfig.read(value)
    elif isinstance(value, (Mapping, tuple, list)):  # already read (what-if variants, JSON)
        try:
            cfg = dict(value.items() if isinstance(value, Mapping) else value)
        except (TypeError, ValueError):
            raise fail(label("config"), value, "the path of a config.json") from None
        if not all(isinstance(cfg.get(k), int) for k in ("layers", "hidden", "heads")):
            raise fail(label("config"), value, "the path of a config.json")
    else:
        raise fail(label("config"), value, "the path of a config.json")
    out["config"] = tuple(sorted(cfg.items()))
    if "params_b" not in out:
        out["params_b"] = round(hfconfig.params_b(cfg), 3)
