"""The memory of an embedding / rerank service (task ``embedding``): one copy of each encoder it runs
— weights, one batch's activations, runtime overhead (rules.estimate.encoder) — as a Requirement the
memory gate reads first, like every other job's. Encoders hold no KV cache.

    fields(facts, kb) -> the Requirement's fields (rules.estimate.requirement builds it)
    encoder_models(facts, kb) -> the encoders the service runs
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from knowledge.errors import InputError
from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n, Model
from rules.estimate import encoder
from rules.estimate.parts import Parts

if TYPE_CHECKING:
    from rules.facts import Facts

TEI_DTYPES = {"fp16": 2, "bf16": 2, "fp32": 4}  # TEI's --dtype: float16 / float32 (source tei-readme)


def shape_of(model: Model) -> encoder.Shape:
    assert model.layers and model.hidden and model.intermediate_size  # the schema requires them of an encoder
    return encoder.Shape(model.layers, model.hidden, model.intermediate_size, model.params_b)


def encoder_models(facts: Any, kb: KnowledgeBase) -> list[Model]:
    """The encoder models an embedding service runs: ``models`` (embedder and reranker) or ``model``."""
    ids = str(facts.models).split(",") if facts.models else [facts.model] if facts.model else []
    return [kb.models_by_id[i] for i in ids if i in kb.models_by_id and kb.models_by_id[i].kind == "encoder"]


def fields(facts: Facts, kb: KnowledgeBase) -> dict[str, Any]:
    """The memory Requirement's fields for the service's encoders, one copy of each."""
    models = encoder_models(facts, kb)
    if not models:
        names = ", ".join(m.id for m in kb.models if m.kind == "encoder")
        raise InputError(f"missing model: an embedding / rerank service is sized from its encoder's config — give "
                         f"--model with one of {names} (or --vram GB when you know the need)")
    precision = facts.precision if facts.precision in TEI_DTYPES else "fp16"
    notes: list[I18n] = []
    if facts.precision and facts.precision not in TEI_DTYPES:
        notes.append(I18n(en=f"{facts.precision} is not a TEI dtype (float16 / float32): sized in fp16.",
                          zh=f"{facts.precision} 不是 TEI 支持的精度（float16 / float32）：按 fp16 估算。"))
    size = TEI_DTYPES[precision]
    weights = sum(encoder.weights_gb(m.params_b, size) for m in models)
    # each model is its own TEI process: its own batch of activations and its own runtime
    activations = sum(encoder.activations_gb(shape_of(m)) for m in models)
    overhead = encoder.memory_gb(shape_of(models[0]), size)["overhead"] * len(models)
    total = weights + activations + overhead
    names = " + ".join(m.name for m in models)
    notes.append(I18n(
        en=f"{names}: weights {sum(m.params_b for m in models) * 1e3:,.0f} M parameters × {size} bytes "
           f"({precision}) = {weights:,.2f} GB; activations of one {encoder.MAX_BATCH_TOKENS:,}-token batch "
           f"(TEI's --max-batch-tokens default) per model, one layer at a time, = {activations:,.2f} GB; "
           f"runtime {overhead:,.2f} GB. No KV cache: an encoder reads each text once.",
        zh=f"{names}：权重 {sum(m.params_b for m in models) * 1e3:,.0f} M 参数 × {size} 字节（{precision}）"
           f"= {weights:,.2f} GB；每个模型一批 {encoder.MAX_BATCH_TOKENS:,} token（TEI --max-batch-tokens 默认值）"
           f"的激活，逐层计算，= {activations:,.2f} GB；运行开销 {overhead:,.2f} GB。"
           "没有 KV 缓存：编码器每段文本只读一遍。"))
    parts = Parts(kind="stated", weights_gb=weights, fixed_activations_gb=activations, overhead_gb=overhead,
                  shardable=False)
    bd = parts.breakdown(None, 1)
    formula = I18n(
        en=f"weights {weights:,.2f} + activations {activations:,.2f} + overhead {overhead:,.2f} = {total:,.2f} GB",
        zh=f"权重 {weights:,.2f} + 激活 {activations:,.2f} + 开销 {overhead:,.2f} = {total:,.2f} GB")
    return dict(
        task=facts.task, vram_gb=total, breakdown=bd, notes=tuple(notes), formula=formula,
        inputs={"precision": precision, "models": [m.id for m in models],
                "max_batch_tokens": encoder.MAX_BATCH_TOKENS},
        rule_of_thumb_gb=None, kv_bytes_per_token=None, weights_source="parameters × bytes (config.json)",
        parts=parts, kind="stated", precision=precision, context_tokens=None, sequences=1,
        params_b=sum(m.params_b for m in models), model_id=models[0].id)
