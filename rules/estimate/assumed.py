"""The shape of an LLM known only by its parameter count (and perhaps some of its dimensions).

New open models arrive every week, so "a 24B model" is the normal case, not the exception. We
assume the architecture of the catalogue's current open models of about that size rather than
2023's full multi-head attention (which overstates a GQA model's KV cache 4–8×):

- KV heads × head dimension: the most common value among the catalogue's dense GQA families
  (8 KV heads × 128: Llama-3.x, Qwen2.5 14B+/Qwen3, Mistral, Yi, Llama-2-70B);
- depth: the catalogue's dense models within 1.6× of the size, each scaled to the asked size by
  depth ∝ params^(1/3) (width and depth grow together: params ≈ 12·layers·hidden²), their
  geometric mean;
- hidden size from params ≈ 12·layers·hidden² (4h² attention + 8h² gated MLP per layer);
- best / worst case: the smallest and largest KV bytes per token of the models within 2.5× of the
  size, at their own depth or scaled (sliding-window models such as Gemma cache less than either
  at long context).

Whatever the person gives (``--layers``, ``--kv-heads``, ``--head-dim`` or a config.json)
replaces the assumption; with all three the KV cache is exact.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

import knowledge
from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n, Model
from rules.estimate import hfconfig
from rules.estimate.arch import FALLBACK_VOCAB, Arch, fallback, from_model

if TYPE_CHECKING:  # rules.facts imports rules.estimate (config.json): no runtime import
    from rules.facts import Facts

NEIGHBOUR_SPAN = 1.6  # catalogue models within this factor of the size inform the depth
RANGE_SPAN = 2.5  # and within this factor, the best / worst case
KV_BYTES = 2  # fp16/bf16 cache, for the stated range


@dataclass(frozen=True)
class Assumed:
    """A params-only shape and how it was chosen."""

    arch: Arch
    neighbours: tuple[str, ...]  # catalogue model names the depth came from
    best_kv_bytes: int  # per token, fp16, smallest plausible (all layers full attention)
    worst_kv_bytes: int
    given: tuple[str, ...]  # dimensions the person gave (layers, kv_heads, head_dim, config)


def _dims(a: Arch) -> tuple[int, int, int, int]:
    return a.layers, a.hidden, a.kv_heads, a.head_dim


# the references of the last catalogues (a tuple of frozen records, so one object is one catalogue): a params-only
# consultation asked for them once per requirement — a stated concurrency served by copies sizes ~50 shares, each
# walking every model (the slowest bench consultation, 34 B at 64 at once, spent a third of its time here)
_REFERENCES: dict[int, tuple[tuple[Model, ...], tuple[Arch, ...]]] = {}
_REFERENCES_MAX = 8


def reference(models: Iterable[Model], exclude: Iterable[str] = ()) -> list[Arch]:
    """Dense catalogue LLMs with grouped-query attention, one per distinct architecture (fine
    tunes and distills of one base count once), less those marked ``size_reference: false``.
    ``exclude``: model ids left out (tests hide a model from its own estimate, and every model that
    shares its architecture with it)."""
    if type(models) is not tuple or exclude:
        return _reference(models, exclude)
    known = _REFERENCES.get(id(models))
    if known is None or known[0] is not models:
        if len(_REFERENCES) >= _REFERENCES_MAX:
            _REFERENCES.clear()
        known = _REFERENCES[id(models)] = (models, tuple(_reference(models)))
    return list(known[1])


def _reference(models: Iterable[Model], exclude: Iterable[str] = ()) -> list[Arch]:
    skip = set(exclude)
    archs = [a for m in models if m.kind == "llm" and m.id not in skip and m.size_reference
             and (a := from_model(m)) is not None and not a.is_moe
             and a.attention in ("gqa", "mqa")]
    hidden = {_dims(a) for a in archs if a.model_id in skip}
    out: dict[tuple[int, int, int, int], Arch] = {}
    for a in sorted(archs, key=lambda a: a.model_id or ""):
        if _dims(a) not in hidden:
            out.setdefault(_dims(a), a)
    return list(out.values())


def _neighbours(params_b: float, refs: list[Arch]) -> list[Arch]:
    nb = [r for r in refs if abs(math.log(params_b / r.params_b)) <= math.log(NEIGHBOUR_SPAN)]
    return nb if len(nb) >= 2 else sorted(refs, key=lambda r: abs(math.log(params_b / r.params_b)))[:3]


def _depth(params_b: float, refs: list[Arch]) -> float:
    """The neighbours' depths, each scaled to ``params_b`` by depth ∝ params^(1/3), geometric mean."""
    import statistics  # here: a cold start that assumes no depth does not import it (with fractions, decimal)

    return math.exp(statistics.fmean(math.log(r.layers * (params_b / r.params_b) ** (1 / 3))
                                     for r in _neighbours(params_b, refs)))


DEPTH_GRID = 1.05  # step of the size grid on which the assumed depth is kept non-decreasing
DEPTH_GRID_FROM = 0.05  # B parameters: the grid's first size
_DEPTHS: dict[tuple[str | None, ...], list[int]] = {}


def _monotone_depth(params_b: float, refs: tuple[Arch, ...]) -> int:
    """The assumed depth, never below a smaller size's: the neighbour window moves in jumps as
    sizes cross catalogue models (deep, narrow Qwen3-0.6B / 1.7B put 23 layers at 1.0B and 21 at
    1.5B), and a bigger model must not get a smaller KV cache than a smaller one. The running
    maximum of the neighbours' depth on a 5 % size grid, read at the grid size at or below
    ``params_b`` (so exactly non-decreasing); computed once per set of references."""
    key = tuple(r.model_id for r in refs)
    table = _DEPTHS.get(key)
    if table is None:
        listed, table, best, size = list(refs), [], 0.0, DEPTH_GRID_FROM
        while size <= 20_000:
            best = max(best, _depth(size, listed))
            table.append(max(1, round(best)))
            size *= DEPTH_GRID
        _DEPTHS[key] = table
    return table[min(_cell(params_b), len(table) - 1)]


def _cell(params_b: float) -> int:
    return math.floor(math.log(max(params_b, DEPTH_GRID_FROM) / DEPTH_GRID_FROM) / math.log(DEPTH_GRID) + 1e-9)


def _raw_width(params_b: float, layers: int) -> float:
    return math.sqrt(params_b * 1e9 / (12 * layers))


_WIDTHS: dict[tuple[str | None, ...], list[float]] = {}


def _monotone_width(params_b: float, layers: int, refs: tuple[Arch, ...]) -> int:
    """The assumed width for the assumed depth, never below a smaller size's: where the depth steps up, the
    width the params imply steps down (a 172.83 B model at 103 layers had 11,776 against 11,904 at 102 for
    172.81 B — less activation memory for more parameters); the running maximum of each grid cell's widest at
    its upper edge, computed once per set of references as the depths are."""
    key = tuple(r.model_id for r in refs)
    below = _WIDTHS.get(key)
    if below is None:  # below[k]: the widest any cell under cell k reached
        _monotone_depth(params_b, refs)  # (builds the depth table)
        depths, widest, below = _DEPTHS[key], 0.0, []
        for j, depth in enumerate(depths):
            below.append(widest)
            widest = max(widest, _raw_width(DEPTH_GRID_FROM * DEPTH_GRID ** (j + 1), depth))
        _WIDTHS[key] = below
    return max(128, round(max(_raw_width(params_b, layers), below[min(_cell(params_b), len(below) - 1)]) / 128) * 128)


def _mode(values: list[int], default: int) -> int:
    import statistics  # as in _depth

    return statistics.mode(values) if values else default


def by_params(params_b: float, refs: list[Arch], *, layers: int | None = None,
              kv_heads: int | None = None, head_dim: int | None = None,
              config: Mapping[str, Any] | None = None) -> Assumed:
    """The assumed shape of a dense ``params_b`` B model (see the module docstring)."""
    cfg = dict(config or {})
    layers = layers or cfg.get("layers")
    kv_heads = kv_heads or cfg.get("kv_heads")
    head_dim = head_dim or cfg.get("head_dim")
    given = tuple(k for k, v in (("layers", layers), ("kv_heads", kv_heads),
                                 ("head_dim", head_dim)) if v)
    if not refs:  # a knowledge base without LLMs: the Llama-2 depth law, 8 × 128 GQA
        base = fallback(params_b)
        refs = [replace(base, kv_heads=8, attention="gqa", name="Llama-2 scaling")]
    nb = _neighbours(params_b, refs)

    def scale(r: Arch) -> float:
        return float((params_b / r.params_b) ** (1 / 3))

    typ_layers = _monotone_depth(params_b, tuple(refs))
    typ_kv = _mode([r.kv_heads for r in refs], 8)
    typ_hd = _mode([r.head_dim for r in refs], 128)
    n_layers = int(layers or typ_layers)
    n_kv = int(kv_heads or typ_kv)
    n_hd = int(head_dim or typ_hd)
    hidden = int(cfg.get("hidden") or (max(128, round(_raw_width(params_b, n_layers) / 128) * 128) if layers
                                       else _monotone_width(params_b, n_layers, tuple(refs))))
    heads = int(cfg.get("heads") or max(n_kv, hidden // n_hd))
    # the catalogue-wide typical vocabulary, not the neighbours': a neighbour's outsized one
    # (Gemma's 256k) would make a bigger unknown model need less memory than a smaller one
    vocab = int(cfg.get("vocab") or _mode([r.vocab for r in refs], FALLBACK_VOCAB))

    def kv_of(r: Arch) -> float:
        lay = layers or r.layers * scale(r)
        return 2 * KV_BYTES * lay * (kv_heads or r.kv_heads) * (head_dim or r.head_dim)

    exact = 2 * KV_BYTES * n_layers * n_kv * n_hd
    # The range looks wider (within RANGE_SPAN): a larger model may keep a smaller one's depth
    # and grow only in width (Mistral-Small-24B has the 40 layers of the 14B class), so the best
    # case takes neighbours' depths unscaled, the worst case scaled up.
    wide = [r for r in refs if abs(math.log(params_b / r.params_b)) <= math.log(RANGE_SPAN)] or nb

    def kv_unscaled(r: Arch) -> float:
        return 2 * KV_BYTES * (layers or r.layers) * (kv_heads or r.kv_heads) * (
            head_dim or r.head_dim)

    spread = [kv_of(r) for r in wide] + [kv_unscaled(r) for r in wide] + [exact]
    if len(given) == 3:
        spread = [exact]
    window = cfg.get("sliding_window")
    shape = Arch(
        params_b=params_b, active_params_b=_active(cfg, params_b),
        layers=n_layers, hidden=hidden, heads=heads, kv_heads=n_kv, head_dim=n_hd,
        attention="mha" if n_kv == heads else "gqa", vocab=vocab,
        intermediate=int(cfg.get("intermediate") or round(8 * hidden / 3)),
        tie_embeddings=bool(cfg.get("tie_embeddings", False)),
        window=int(window) if window else None,
        window_layers=int(cfg.get("window_layers") or (n_layers if window else 0)),
        fallback=True, name=f"{params_b:g}B (assumed architecture)")
    if cfg.get("experts"):
        shape = replace(shape, experts=int(cfg["experts"]),
                        experts_per_token=int(cfg.get("experts_per_token") or 0),
                        moe_intermediate=cfg.get("moe_intermediate"))
    return Assumed(shape, tuple(r.name for r in nb), round(min(spread)), round(max(spread)),
                   given + (("config",) if cfg else ()))


def _active(cfg: Mapping[str, Any], params_b: float) -> float:
    """A config's mixture of experts reads a share of its parameters per token (review 54 K4: Kimi-K2's 1,046 B were
    all "active", its decode bound a thirteenth of DeepSeek-V3's); a dense model reads all."""
    total = hfconfig.params_b(dict(cfg)) if cfg.get("experts") and cfg.get("layers") else None
    active = hfconfig.active_params_b(dict(cfg)) if total else None
    if not total or not active:
        return float(params_b)
    return float(params_b) * active / total  # the same share of a --params given beside the config


def assumed_shape(facts: Facts, params_b: float, kb: KnowledgeBase | None = None) -> tuple[Arch, I18n]:
    """The shape for ``facts`` (its --layers/--kv-heads/--head-dim/--config) and the note that
    states the assumption, its neighbours and the best / worst case."""
    if kb is None:
        kb = knowledge.load()
    cfg = dict(facts.config) if getattr(facts, "config", None) else None
    got = by_params(params_b, reference(kb.models), layers=getattr(facts, "layers", None),
                    kv_heads=getattr(facts, "kv_heads", None),
                    head_dim=getattr(facts, "head_dim", None), config=cfg)
    a = got.arch
    if cfg is not None:
        shape = _with_config(a, cfg)
        return shape, I18n(
            en=f"Architecture from your config.json: {shape.layers} layers, hidden "
               f"{shape.hidden:,}, {shape.heads} heads / {shape.kv_heads} KV heads × "
               f"{shape.head_dim}, vocabulary {shape.vocab:,}"
               + (f", {shape.experts} experts ({shape.experts_per_token} per token)"
                  if shape.experts else "") + f"; {params_b:,.4g} B parameters.",
            zh=f"架构取自你的 config.json：{shape.layers} 层、隐藏维度 {shape.hidden:,}、"
               f"{shape.heads} 个注意力头 / {shape.kv_heads} 个 KV 头 × {shape.head_dim}、"
               f"词表 {shape.vocab:,}" + (f"、{shape.experts} 个专家（每 token {shape.experts_per_token} 个）"
                                         if shape.experts else "") + f"；参数 {params_b:,.4g} B。")
    kv = 2 * KV_BYTES * a.layers * a.kv_heads * a.head_dim
    gave_en = ", ".join(f"--{g.replace('_', '-')}" for g in got.given)
    if len(got.given) == 3:
        return a, I18n(
            en=f"Architecture from your {gave_en}: {a.layers} layers × {a.kv_heads} KV heads × "
               f"{a.head_dim} = {kv:,} KV bytes per token at fp16 (exact); hidden {a.hidden:,} "
               f"and vocabulary {a.vocab:,} assumed from {params_b:g} B.",
            zh=f"架构按你给的 {gave_en}：{a.layers} 层 × {a.kv_heads} 个 KV 头 × {a.head_dim} = "
               f"每 token {kv:,} 字节 KV（fp16，精确）；隐藏维度 {a.hidden:,}、词表 {a.vocab:,} "
               f"按 {params_b:g} B 推定。")
    near = ", ".join(got.neighbours[:4])
    given_en = f" (from your {gave_en})" if got.given else ""
    return a, I18n(
        en=f"Unknown architecture{given_en}: assumed a current dense open model of {params_b:g} B "
           f"— {a.layers} layers (like {near}, scaled to this size), grouped-query attention "
           f"with {a.kv_heads} KV heads × {a.head_dim} (the catalogue's most common), hidden "
           f"{a.hidden:,}: {kv:,} KV bytes per token at fp16. Models of this size range from "
           f"{got.best_kv_bytes:,} (best case) to {got.worst_kv_bytes:,} (worst case) bytes per "
           "token; sliding-window models cache less at long context. Give --layers, --kv-heads "
           "and --head-dim, or --config config.json, for the exact figure.",
        zh=f"未知架构{('（按你给的 ' + gave_en + '）') if got.given else ''}：按当前 {params_b:g} B "
           f"稠密开源模型假设——{a.layers} 层（参照 {near}，按规模换算）、分组查询注意力 "
           f"{a.kv_heads} 个 KV 头 × {a.head_dim}（知识库中最常见）、隐藏维度 {a.hidden:,}：每 token "
           f"{kv:,} 字节 KV（fp16）。同规模模型从 {got.best_kv_bytes:,}（最好情况）到 "
           f"{got.worst_kv_bytes:,}（最坏情况）字节不等；滑动窗口模型在长上下文时缓存更少。给出 "
           "--layers、--kv-heads、--head-dim 或 --config config.json 可得精确值。")


def _with_config(a: Arch, cfg: Mapping[str, Any]) -> Arch:
    """The config's own dimensions, exact (MLA included)."""
    mla = bool(cfg.get("kv_lora_rank") and cfg.get("qk_rope_head_dim"))
    return replace(
        a, layers=int(cfg["layers"]), hidden=int(cfg["hidden"]), heads=int(cfg["heads"]),
        kv_heads=int(cfg["kv_heads"]), head_dim=int(cfg["head_dim"]),
        attention="mla" if mla else ("mha" if cfg["kv_heads"] == cfg["heads"] else "gqa"),
        kv_lora_rank=cfg.get("kv_lora_rank") if mla else None,
        qk_rope_head_dim=cfg.get("qk_rope_head_dim") if mla else None,
        name=f"{a.params_b:g}B (config.json)")
