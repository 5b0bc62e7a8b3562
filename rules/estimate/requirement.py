"""`requirement(facts, kb)`: the memory one GPU needs to hold the whole job, with its breakdown,
the formula with the numbers in, and every assumption said in both languages.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from knowledge.errors import InputError
from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n, Model
from rules.estimate import arch as arch_mod
from rules.estimate import detection, draft_need, encoder_need, media, media_training, preference, rollout, stated
from rules.estimate.arch import Arch
from rules.estimate.assumed import assumed_shape
from rules.estimate.held_tokens import held_tokens
from rules.estimate.inference_notes import (
    RULE_OF_THUMB_FACTOR,
    activations_note,
    kv_formula_term,
    load_kv_note,
    rule_of_thumb_note,
    sized_text,
)
from rules.estimate.kv_text import HELD, kv_cache_note
from rules.estimate.memory import (
    PREFILL_CHUNK_TOKENS,
    RUNTIME_OVERHEAD_GB,
    inference_workspace_gb,
    kv_bytes_per_layer_token,
    kv_bytes_per_token,
    kv_bytes_per_token_over,
    logits_gb_per_sequence,
    seed000_kv_gb,
    weight_plan,
)
from rules.estimate.parts import BREAKDOWN_KEYS, Parts, dp_attention_whole_gb
from rules.estimate.training import training_estimate
from rules.estimate.units import kv_bytes
from rules.estimate.whole_model import whole_model
from rules.fact_vocab import (
    DEFAULT_INFERENCE_CONTEXT,
    DEFAULT_SERVING_ENGINE,
    DEFAULT_TRAINING_SEQUENCE,
    LLM_TASKS,
    TRAINING_TASKS,
)
from rules.lora_serving import with_adapter_slots

if TYPE_CHECKING:  # rules.facts reads config.json through rules.estimate: no runtime import
    from rules.facts import Facts

# Defaults for facts built by hand (rules.facts.resolve fills them and says so).
DEFAULT_CONTEXT = DEFAULT_INFERENCE_CONTEXT
DEFAULT_SEQUENCE = DEFAULT_TRAINING_SEQUENCE

STATED_SOURCE = "stated need"
YOUR_FIGURE = "your figure"


@dataclass(frozen=True)
class Requirement:
    """Memory need of one job on ONE GPU holding everything (GB = 10^9 bytes)."""

    task: str
    vram_gb: float
    breakdown: dict[str, float]
    notes: tuple[I18n, ...]
    formula: I18n
    inputs: dict[str, Any]
    rule_of_thumb_gb: float | None
    kv_bytes_per_token: int | None
    weights_source: str | None  # published file size / bits-per-weight estimate / stated need …
    parts: Parts = field(repr=False, compare=False)
    kind: str = "llm"  # "llm" (built from parts) or "stated" (a whole figure)
    precision: str | None = None
    kv_precision: str | None = None
    context_tokens: int | None = None
    sequences: int = 1  # inference: concurrency; training: micro-batch
    params_b: float | None = None
    active_params_b: float | None = None
    active_weights_gb: float | None = None  # bytes read per decoded token, in GB
    model_id: str | None = None
    model_max_context: int | None = None
    comfortable_gb: float | None = None  # a stated range's upper end

    @property
    def is_llm(self) -> bool:
        return self.kind == "llm"

    @property
    def is_training(self) -> bool:
        return self.task in TRAINING_TASKS

    @property
    def arch(self) -> Arch | None:
        return self.parts.arch

    def kv_bytes_per_token_at(self, tokens: float) -> float:
        """KV bytes per token averaged over a sequence of ``tokens`` (sliding-window layers stop at their window)."""
        return kv_bytes_per_token_over(self.parts.arch, float(self.kv_bytes_per_token or 0), tokens)

    def at(self, context: int | None = None, sequences: int | None = None) -> dict[str, float]:
        """The breakdown at another context / number of sequences (same model and precision)."""
        if not self.parts.varies:
            return dict(self.breakdown)
        ctx = self.context_tokens if context is None else context
        seqs = self.sequences if sequences is None else sequences
        return self.parts.breakdown(ctx, seqs)

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        """The JSON ``requirement`` object (DESIGN §5), single-GPU placement, plus extensions."""
        return {
            "vram_gb": round(self.vram_gb, 3),
            "per_gpu_vram_gb": round(self.vram_gb, 3),
            "gpus": 1,
            "breakdown": {k: round(self.breakdown[k], 3) for k in BREAKDOWN_KEYS},
            "notes": [n.get(lang) for n in self.notes],
            "formula": self.formula.get(lang),
            "rule_of_thumb_gb": None if self.rule_of_thumb_gb is None
            else round(self.rule_of_thumb_gb, 3),
            "comfortable_gb": None if self.comfortable_gb is None
            else round(self.comfortable_gb, 3),
            "kv_bytes_per_token": self.kv_bytes_per_token,
            "weights_source": self.weights_source,
            "inputs": dict(self.inputs),
        }


# ------------------------------------------------------------------------------- dispatch

# What the estimates derive from one requirement alone (a layout on N GPUs, a fit on a card): pure functions of an
# immutable input, computed once per requirement. Keyed by the object itself, held here so that its id cannot be
# reused, and only the last few are kept (a consultation and its what-if variants).
_DERIVED: dict[int, tuple[Requirement, dict[Any, Any]]] = {}
_DERIVED_MAX = 16


def derived(req: Requirement) -> dict[Any, Any]:
    """The memo of results derived from ``req`` (see ``rules.estimate.split`` and ``fit``)."""
    entry = _DERIVED.get(id(req))
    if entry is None or entry[0] is not req:
        if len(_DERIVED) >= _DERIVED_MAX:
            _DERIVED.clear()
        entry = _DERIVED[id(req)] = (req, {})
    return entry[1]


# The last requirements, by their facts: a what-if variant's are asked for by the what-if step, its consultation and
# its re-ask with every card; one object also keeps the fits derived from it.
_REQUIREMENTS: dict[tuple[Any, ...], tuple[KnowledgeBase, Requirement]] = {}
_REQUIREMENTS_MAX = 32


def requirement(facts: Facts, kb: KnowledgeBase) -> Requirement:
    """The memory need of ``facts`` (validated ``rules.facts.Facts``) on one GPU."""
    key = (id(kb), facts, facts.assumed, facts.notes)  # the last two are not in Facts' equality
    try:
        known = _REQUIREMENTS.get(key)
    except TypeError:  # a fact holds something unhashable (a stated config's value)
        return draft_need.with_draft(_requirement(facts, kb), facts, kb)
    if known is not None and known[0] is kb:
        return known[1]
    req = draft_need.with_draft(_requirement(facts, kb), facts, kb)  # a speculative draft beside the model
    if len(_REQUIREMENTS) >= _REQUIREMENTS_MAX:
        _REQUIREMENTS.clear()
    _REQUIREMENTS[key] = (kb, req)
    return req


def _requirement(facts: Facts, kb: KnowledgeBase) -> Requirement:
    model = facts.model_record(kb) if facts.model else None
    if facts.model and model is None:
        raise InputError(f"unknown model {facts.model!r}")
    task = facts.task
    if facts.vram_gb is not None:
        return _known_need(facts, kb, model)
    if task == "embedding" or detection.serving(facts):  # an encoder service; a detector at a rate (inference)
        return Requirement(**(encoder_need if task == "embedding" else detection).fields(facts, kb))
    if model is not None and model.kind != "llm":
        return _stated(facts, kb, model)
    if task in media.MEDIA_TASKS and facts.params_b is not None:
        return _media(facts, kb)
    if task in LLM_TASKS or model is not None or facts.params_b is not None:  # (RL: its rollout engine; DPO: pairs)
        return (rollout.with_rollout if facts.rl else preference.with_pairs)(_llm(facts, model, kb), facts)
    return _stated(facts, kb, None)


def _arch(facts: Facts, model: Model | None,
          kb: KnowledgeBase | None = None) -> tuple[Arch, list[I18n]]:
    notes: list[I18n] = []
    if model is not None:
        found = arch_mod.from_model(model, facts.params_b)
        if found is not None:
            return found, notes
        notes.append(I18n(
            en=f"{model.name}'s configuration lacks layer/head dimensions: sized as an unknown "
               "architecture.",
            zh=f"{model.name} 的配置缺少层数/注意力头维度：按未知架构估算。"))
    params = facts.params_b if facts.params_b is not None else (model.params_b if model else None)
    if params is None:
        raise InputError("missing model: give --model NAME or --params B (or --vram GB)")
    shape, note = assumed_shape(facts, params, kb)
    notes.append(note)
    return shape, notes


def _precision(facts: Facts, model: Model | None) -> str:
    if facts.precision:
        return facts.precision
    if facts.task == "qlora":
        return "nf4"
    if facts.task in TRAINING_TASKS:
        return "bf16"
    return model.native_dtype if model is not None else "fp16"


def _llm(facts: Facts, model: Model | None, kb: KnowledgeBase | None = None) -> Requirement:
    arch, notes = _arch(facts, model, kb)
    precision = _precision(facts, model)
    if facts.task in TRAINING_TASKS:
        return _training(facts, arch, model, precision, notes)
    if facts.task != "inference":
        notes.append(I18n(
            en=f"--task {facts.task} with a language model: sized as LLM inference.",
            zh=f"--task {facts.task} 搭配语言模型：按大模型推理估算。"))
    return _inference(facts, arch, model, precision, notes)


# ------------------------------------------------------------------------------- inference


def _inference(facts: Facts, arch: Arch, model: Model | None, precision: str,
               notes: list[I18n]) -> Requirement:
    context = facts.context_tokens or DEFAULT_CONTEXT
    seqs = facts.concurrency or 1
    kv_precision = facts.kv_precision or "fp16"
    plan = with_adapter_slots(weight_plan(arch, precision, arch.params_b, arch.active_params_b, model), arch, facts)
    bpl = kv_bytes_per_layer_token(arch, kv_precision)
    held = held_tokens(facts, model, context=context, sequences=seqs)
    parts = Parts(kind="inference", weights_gb=plan.gb, overhead_gb=RUNTIME_OVERHEAD_GB,
                  fixed_activations_gb=inference_workspace_gb(arch, facts.engine),
                  seq_activations_gb=logits_gb_per_sequence(arch, facts.engine),
                  layer_split=facts.engine == "llama.cpp",
                  kv_layer_token_gb=bpl / 1e9, arch=arch, load_tokens=held.tokens,
                  dp_attention_replicated_gb=dp_attention_whole_gb(facts.engine, arch, plan.gb, facts.domestic_chips))
    bd = parts.breakdown(context, seqs)
    total = sum(bd.values())
    kv_tok = kv_bytes_per_token(arch, kv_precision)

    notes = [plan.text, *notes]
    for size, src in plan.alternatives:
        notes.append(I18n(en=f"{src} quotes {size:g} GB for the same {precision.upper()} file.",
                          zh=f"{src} 给出的同一 {precision.upper()} 文件大小为 {size:g} GB。"))
    if arch.is_moe:
        notes.append(I18n(
            en=f"Mixture of experts: memory holds all {arch.params_b:,.4g} B parameters; each "
               f"token reads only the {arch.active_params_b:,.4g} B active ones "
               f"({plan.active_gb:,.2f} GB), which is what bounds speed.",
            zh=f"混合专家（MoE）：显存要装下全部 {arch.params_b:,.4g} B 参数；每个 token 只读取 "
               f"{arch.active_params_b:,.4g} B 激活参数（{plan.active_gb:,.2f} GB），速度由它决定。"))
    worst_kv = parts.worst_kv_gb(context, seqs)
    load_note = load_kv_note(parts, context, seqs, facts.engine or DEFAULT_SERVING_ENGINE, held)
    engine = HELD if load_note is not None else facts.engine or DEFAULT_SERVING_ENGINE
    kv_eff, kv_note = kv_cache_note(arch, kv_precision, kv_tok, context, seqs, worst_kv, engine)
    notes.extend((kv_note,) if load_note is None else (kv_note, load_note))
    if arch.window and arch.window_layers and not (context > arch.window):
        notes.append(I18n(
            en=f"{arch.window_layers} of {arch.layers} layers use a {arch.window:,}-token sliding "
               "window and cache at most that many tokens.",
            zh=f"{arch.layers} 层中有 {arch.window_layers} 层使用 {arch.window:,} token 滑动窗口，"
               "最多只缓存这么多 token。"))
    seed_kv = seed000_kv_gb(arch.layers, arch.hidden, context, seqs, kv_bytes(kv_precision))
    if not arch.fallback and seed_kv > 1.5 * worst_kv and worst_kv > 0:
        why_en = ("MLA caches one compressed latent per layer" if arch.attention == "mla" else
                  f"{arch.kv_heads} KV heads serve {arch.heads} query heads (GQA)")
        why_zh = ("MLA 每层只缓存一个压缩潜向量" if arch.attention == "mla" else
                  f"{arch.kv_heads} 个 KV 头服务 {arch.heads} 个查询头（GQA）")
        notes.append(I18n(
            en=f"Source 1's KV formula (2 × layers × hidden × context × concurrency × bytes) would "
               f"give {seed_kv:,.1f} GB here, {seed_kv / worst_kv:,.1f}× too much: "
               f"{why_en}.",
            zh=f"来源 1 的 KV 公式（2 × 层数 × 隐藏维度 × 上下文 × 并发 × 字节）在此得 "
               f"{seed_kv:,.1f} GB，多算 {seed_kv / worst_kv:,.1f} 倍：{why_zh}。"))
    notes.append(activations_note(arch, bd["activations"], facts.engine))
    notes.append(rule_of_thumb_note(plan.gb, total, sized_text(parts, context, seqs)))
    thumb = plan.gb * RULE_OF_THUMB_FACTOR
    kv_term = kv_formula_term(parts, kv_eff, context, seqs)
    formula = I18n(
        en=f"weights {bd['weights']:,.2f} + {kv_term.en} = "
           f"{bd['kv_cache']:,.2f} + activations {bd['activations']:,.2f} + overhead "
           f"{bd['overhead']:,.2f} = {total:,.2f} GB",
        zh=f"权重 {bd['weights']:,.2f} + {kv_term.zh} = "
           f"{bd['kv_cache']:,.2f} + 激活 {bd['activations']:,.2f} + 开销 {bd['overhead']:,.2f} "
           f"= {total:,.2f} GB")
    inputs: dict[str, Any] = {
        "params_b": arch.params_b, "active_params_b": arch.active_params_b,
        "precision": precision, "kv_precision": kv_precision, "context_tokens": context,
        "concurrency": seqs, "layers": arch.layers, "hidden": arch.hidden, "heads": arch.heads,
        "kv_heads": arch.kv_heads, "head_dim": arch.head_dim, "attention": arch.attention,
        "kv_bytes_per_token": kv_tok, "kv_bytes_per_value": kv_bytes(kv_precision),
        "prefill_chunk_tokens": PREFILL_CHUNK_TOKENS, "vocab": arch.vocab,
        "architecture": "assumed" if arch.fallback else "official config",
        **plan.inputs}
    if arch.window:
        inputs.update({"sliding_window": arch.window, "window_layers": arch.window_layers})
    if arch.attention == "mla":
        inputs.update({"kv_lora_rank": arch.kv_lora_rank,
                       "qk_rope_head_dim": arch.qk_rope_head_dim})
    return Requirement(
        task=facts.task, vram_gb=total, breakdown=bd, notes=tuple(notes), formula=formula,
        inputs=inputs, rule_of_thumb_gb=thumb, kv_bytes_per_token=kv_tok,
        weights_source=plan.source, parts=parts, kind="llm", precision=precision,
        kv_precision=kv_precision, context_tokens=context, sequences=seqs,
        params_b=arch.params_b, active_params_b=arch.active_params_b,
        active_weights_gb=plan.active_gb, model_id=arch.model_id,
        model_max_context=model.max_context if model is not None else None)


# -------------------------------------------------------------------------------- training


def _training(facts: Facts, arch: Arch, model: Model | None, precision: str,
              notes: list[I18n]) -> Requirement:
    seq = facts.context_tokens or DEFAULT_SEQUENCE
    batch = facts.batch or 1
    est = training_estimate(facts.task, arch, model, precision=precision,
                            optimizer=facts.optimizer or "adamw", seq=seq, batch=batch,
                            checkpointing=facts.gradient_checkpointing,
                            lora_rank=facts.lora_rank)
    bd = est.parts.breakdown(seq, batch)
    total = sum(bd.values())
    all_notes = [*est.notes, *notes]
    all_notes.append(I18n(
        en=f"Overhead {RUNTIME_OVERHEAD_GB:.2f} GB: CUDA context, framework and allocator slack.",
        zh=f"开销 {RUNTIME_OVERHEAD_GB:.2f} GB：CUDA 上下文、框架与分配器余量。"))
    if est.rule_of_thumb_gb is not None:
        all_notes.append(I18n(
            en=f"Source 1's rule for full fine-tuning, parameters × 16 bytes = "
               f"{est.rule_of_thumb_gb:,.1f} GB, counts model states only; activations and "
               "overhead come on top.",
            zh=f"来源 1 的全参微调公式「参数量 × 16 字节」= {est.rule_of_thumb_gb:,.1f} GB，"
               "只算模型状态；激活与开销另计。"))
    en_terms = " + ".join(t[0] for t in est.formula_terms)
    zh_terms = " + ".join(t[1] for t in est.formula_terms)
    formula = I18n(
        en=f"{en_terms} + overhead {bd['overhead']:,.2f} = weights {bd['weights']:,.2f} + "
           f"gradients {bd['gradients']:,.2f} + optimizer {bd['optimizer']:,.2f} + activations "
           f"{bd['activations']:,.2f} + overhead {bd['overhead']:,.2f} = {total:,.2f} GB",
        zh=f"{zh_terms} + 开销 {bd['overhead']:,.2f} = 权重 {bd['weights']:,.2f} + 梯度 "
           f"{bd['gradients']:,.2f} + 优化器 {bd['optimizer']:,.2f} + 激活 "
           f"{bd['activations']:,.2f} + 开销 {bd['overhead']:,.2f} = {total:,.2f} GB")
    inputs = {"precision": precision, "architecture": "assumed" if arch.fallback
              else "official config", **est.inputs}
    return Requirement(
        task=facts.task, vram_gb=total, breakdown=bd, notes=tuple(all_notes), formula=formula,
        inputs=inputs, rule_of_thumb_gb=est.rule_of_thumb_gb, kv_bytes_per_token=None,
        weights_source=est.weights.source if est.weights else "bytes per parameter",
        parts=est.parts, kind="llm", precision=precision, kv_precision=None,
        context_tokens=seq, sequences=batch, params_b=arch.params_b,
        active_params_b=arch.active_params_b, active_weights_gb=None, model_id=arch.model_id,
        model_max_context=model.max_context if model is not None else None)


# ---------------------------------------------------------------------------- stated needs


def _stated_requirement(facts: Facts, need_gb: float, top_gb: float | None, source: str,
                        notes: list[I18n], inputs: dict[str, Any], formula: I18n,
                        shardable: bool, precision: str | None,
                        active_weights_gb: float | None = None,
                        model_id: str | None = None, whole_gb: float = 0.0) -> Requirement:
    parts = Parts(kind="stated", weights_gb=need_gb, shardable=shardable, whole_gb=whole_gb)
    bd = parts.breakdown(None, 1)
    notes.append(I18n(
        en="The whole figure is shown under weights: the source does not split it into model, "
           "activations and runtime.",
        zh="整个数字记在「权重」一栏：来源没有把它拆成模型、激活与运行开销。"))
    return Requirement(
        task=facts.task, vram_gb=need_gb, breakdown=bd, notes=tuple(notes), formula=formula,
        inputs=inputs, rule_of_thumb_gb=None, kv_bytes_per_token=None, weights_source=source,
        parts=parts, kind="stated", precision=precision, context_tokens=None, sequences=1,
        active_weights_gb=active_weights_gb, model_id=model_id, comfortable_gb=top_gb)


def _stated(facts: Facts, kb: KnowledgeBase, model: Model | None) -> Requirement:
    precision = _precision(facts, model)
    need = stated.from_model(model, precision, getattr(facts, "resolution", None)) if model is not None else None
    family = getattr(facts, "family", None) if model is None else None
    members = [m for m in kb.models if family and m.family == family and m.kind != "llm"]
    if need is None:
        named = next((m.id for m in members for w in stated.workload_rows(kb, facts.task)
                      if m.id in w.models), None)
        need = stated.from_workload(kb, facts.task, model.id if model else named)
    notes = list(need.notes)
    floors = [(f, m) for m in members if (f := media.resident_floor(m, precision))]
    if floors:
        (gate, text), heaviest = max(floors, key=lambda x: x[0][0])
        notes.insert(0, I18n(en=f"{family} without a model name: sized by its family's row and "
                                f"its heaviest member, {heaviest.name}.",
                             zh=f"只说了 {family} 没说具体模型：按该系列的任务行与其中最重的 "
                                f"{heaviest.name} 估算。"))
        if gate > need.min_gb:
            need = dataclasses.replace(need, min_gb=gate, max_gb=max(need.max_gb, gate),
                                       source="resident weights")
            notes.insert(1, text)
    if facts.task == "render" and model is None:
        need, scene_note = media.render_scene(need, getattr(facts, "scene", None))
        notes.insert(0, scene_note)
    floor = media.resident_floor(model, precision, facts.resolution) if model is not None else None
    if floor is not None and floor[0] > need.min_gb:
        need = dataclasses.replace(need, min_gb=floor[0], max_gb=max(need.max_gb, floor[0]),
                                   source="resident weights")
        notes.insert(0, floor[1])
    if facts.task in TRAINING_TASKS and model is not None:  # review C4: from its parameters, the stated need a floor
        t = media_training.from_facts(facts, kb, model, precision, need)
        return Requirement(
            task=facts.task, vram_gb=t.total_gb, breakdown=t.parts.breakdown(None, 1), notes=t.notes,
            formula=t.formula, inputs={"precision": precision, **t.inputs}, rule_of_thumb_gb=t.rule_of_thumb_gb,
            kv_bytes_per_token=None, weights_source="bytes per parameter", parts=t.parts, kind="stated",
            precision=precision, context_tokens=None, sequences=1, params_b=model.params_b, model_id=model.id,
            comfortable_gb=t.comfortable_gb)
    if facts.task in TRAINING_TASKS:
        notes.insert(0, media_training.unsized_note(facts.task, need.min_gb))
    formula = I18n(
        en=f"stated need {need.min_gb:,.2f} GB ({need.label.en}, {need.source}); comfortable "
           f"{need.max_gb:,.2f} GB",
        zh=f"标注需求 {need.min_gb:,.2f} GB（{need.label.zh}，{need.source}）；宽裕 "
           f"{need.max_gb:,.2f} GB")
    inputs = {"precision": precision, **need.inputs}
    return _stated_requirement(facts, need.min_gb, need.max_gb, STATED_SOURCE, notes, inputs,
                               formula, shardable=False, precision=precision,
                               model_id=model.id if model else None)


def _media(facts: Facts, kb: KnowledgeBase) -> Requirement:
    """An image / video / detection / speech model known by its size (rules.estimate.media)."""
    precision = _precision(facts, None)
    got = media.by_params(facts.task, facts.params_b, precision, facts.batch or 1)
    notes = list(got["notes"])
    total = got["weights"] + got["activations"] + got["overhead"]
    top = None
    rows = stated.workload_rows(kb, facts.task)
    if rows:
        row = rows[0]
        top = max(row.vram_max_gb, total)
        if facts.task in ("detection", "transcribe") and row.vram_min_gb > total:
            notes.append(I18n(en=f"{row.name.en}: {row.vram_min_gb:g} GB ({row.source}) is the "
                                 "floor for the whole job.",
                              zh=f"{row.name.zh}：整个任务以 {row.vram_min_gb:g} GB（{row.source}）"
                                 "为下限。"))
            got["weights"] += row.vram_min_gb - total
            total = row.vram_min_gb
    parts = Parts(kind="stated", weights_gb=got["weights"],
                  fixed_activations_gb=got["activations"], overhead_gb=got["overhead"],
                  shardable=False)
    bd = parts.breakdown(None, 1)
    formula = I18n(
        en=f"weights {bd['weights']:,.2f} + activations {bd['activations']:,.2f} + overhead "
           f"{bd['overhead']:,.2f} = {total:,.2f} GB",
        zh=f"权重 {bd['weights']:,.2f} + 激活 {bd['activations']:,.2f} + 开销 {bd['overhead']:,.2f} "
           f"= {total:,.2f} GB")
    return Requirement(
        task=facts.task, vram_gb=total, breakdown=bd, notes=tuple(notes), formula=formula,
        inputs={"params_b": facts.params_b, "precision": precision, "batch": facts.batch or 1,
                "architecture": "assumed"},
        rule_of_thumb_gb=None, kv_bytes_per_token=None, weights_source="bits-per-weight estimate",
        parts=parts, kind="stated", precision=precision, context_tokens=None, sequences=1,
        params_b=facts.params_b, comfortable_gb=top)


def _known_need(facts: Facts, kb: KnowledgeBase, model: Model | None) -> Requirement:
    need = float(facts.vram_gb)
    notes = [I18n(en=f"Your stated need, {need:,.2f} GB, replaces the estimate.",
                  zh=f"以你给出的 {need:,.2f} GB 代替估算。") if not facts.models else
             I18n(en=f"The models' needs summed, {need:,.2f} GB (each sized alone: see the note).",
                  zh=f"各模型需求之和 {need:,.2f} GB（每个单独估算：见说明）。")]
    active = None
    llm = facts.task in LLM_TASKS and (model is None or model.kind == "llm")
    if llm and (model is not None or facts.params_b is not None):
        plain = _llm(_without_vram(facts), model, kb)
        active = plain.active_weights_gb
        notes.append(I18n(
            en=f"For comparison, the estimate from the model would be {plain.vram_gb:,.2f} GB.",
            zh=f"作为对照，按模型估算为 {plain.vram_gb:,.2f} GB。"))
    if llm:
        notes.append(I18n(
            en="Across several GPUs it is assumed to divide evenly (tensor parallel / ZeRO-3).",
            zh="多卡时假定它能平均切分（张量并行 / ZeRO-3）。"))
    formula = I18n(en=f"your stated need {need:,.2f} GB", zh=f"你给出的需求 {need:,.2f} GB")
    whole, note = whole_model(facts, kb, requirement) if facts.models and llm else (0.0, None)
    return _stated_requirement(facts, need, None, YOUR_FIGURE, notes + ([note] if note else []), {"stated_gb": need},
                               formula, shardable=llm, precision=facts.precision, active_weights_gb=active,
                               model_id=model.id if model is not None else None, whole_gb=whole)


def _without_vram(facts: Facts) -> Facts:
    return dataclasses.replace(facts, vram_gb=None)
