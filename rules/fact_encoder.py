"""The facts of an embedding / rerank service (task ``embedding``): the encoder models, the load's
tokens, and the reranker's candidates — each default stated as assumed (rules.estimate.encoder).

An embedder and a reranker named together (``--models bge-m3,bge-reranker-v2-m3``) are one service
on the same GPU(s): their work is summed (rules.encoder_service), not their memory turned into a
stated need as several chat models' is (rules.several_models)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from knowledge.errors import InputError
from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from rules.estimate.encoder import DEFAULT_CANDIDATES, DEFAULT_PASSAGE_TOKENS, DEFAULT_QUERY_TOKENS
from rules.fact_parse import parse_count
from rules.fact_vocab import ENCODER_TASKS, LIMITS

ENCODER_FACTS = ("rerank_candidates", "passage_tokens")
MAX_CANDIDATES = 1000


def resolve_encoder_load(given: Mapping[str, Any], out: dict[str, Any], assumed: list[tuple[str, Any]],
                         notes: list[I18n], task: str, label: Callable[[str], str], kb: KnowledgeBase) -> None:
    """Settle an embedding service's tokens and candidates in ``out`` (the other tasks: said unused)."""
    if task not in ENCODER_TASKS:
        unused = [k for k in ENCODER_FACTS if k in given]
        if unused:
            notes.append(I18n(en=f"{label(unused[0])} was not used: it sizes an embedding / rerank service "
                                 f"({label('task')} embedding)",
                              zh=f"{label(unused[0])} 未使用：它只用于向量 / 重排服务（{label('task')} embedding）"))
        return
    model = kb.models_by_id.get(str(out.get("model") or ""))
    if (model is None or model.kind != "encoder") and "vram_gb" not in given:
        names = ", ".join(m.id for m in kb.models if m.kind == "encoder")
        raise InputError(f"missing {label('model')}: an embedding / rerank service is sized from its encoder's "
                         f"config — give {label('model')} with one of {names} (or {label('vram_gb')} GB when you "
                         "know the need)")
    reranks = model is not None and model.encoder_role == "rerank"
    if "rps" in out and "input_tokens" not in out:
        out["input_tokens"] = DEFAULT_QUERY_TOKENS
        assumed.append(("input_tokens", DEFAULT_QUERY_TOKENS))
    if "rerank_candidates" in given:
        out["rerank_candidates"] = parse_count(label("rerank_candidates"), given["rerank_candidates"],
                                               (1, MAX_CANDIDATES))
    elif reranks and "rps" in out:
        out["rerank_candidates"] = DEFAULT_CANDIDATES
        assumed.append(("rerank_candidates", DEFAULT_CANDIDATES))
    if "passage_tokens" in given:
        out["passage_tokens"] = parse_count(label("passage_tokens"), given["passage_tokens"],
                                            (1, LIMITS["context_tokens"][1]))
    elif reranks and "rps" in out:
        out["passage_tokens"] = DEFAULT_PASSAGE_TOKENS
        assumed.append(("passage_tokens", DEFAULT_PASSAGE_TOKENS))
    if not reranks and "rerank_candidates" in out and model is not None:
        notes.append(I18n(en=f"{label('rerank_candidates')} sizes a reranker; {model.name} embeds each query once",
                          zh=f"{label('rerank_candidates')} 用于重排模型；{model.name} 每个查询只编码一次"))
    seq = int(out.get("input_tokens") or 0) + int(out.get("passage_tokens") or 0)
    if model is not None and model.max_context and seq > model.max_context:
        raise InputError(f"invalid {label('input_tokens')}: {seq:,} tokens a sequence exceed {model.name}'s "
                         f"{model.max_context:,}-token window")


def resolve_encoders(given: Mapping[str, Any], ids: tuple[str, ...], kb: KnowledgeBase,
                     resolve: Callable[[Mapping[str, Any]], Any]) -> Any:
    """Facts of one service running every encoder in ``ids`` (an embedder and a reranker): resolved with the
    reranker (so its candidates and passages are settled), then the pair set as ``models``."""
    records = [kb.models_by_id[i] for i in ids]
    roles = [m.encoder_role for m in records]
    if roles.count("embed") > 1 or roles.count("rerank") > 1:
        raise InputError("models: an embedding service runs one embedding model and at most one reranker")
    lead = next((m for m in records if m.encoder_role == "rerank"), records[0])
    own = {k: v for k, v in given.items() if k not in ("models", "model", "params_b", "task", "vram_gb")}
    facts = resolve({**own, "model": lead.id, "task": "embedding"})
    out = object.__new__(type(facts))  # as rules.several_models: a frozen record, copied
    out.__dict__.update(facts.__dict__)
    names = " + ".join(m.name for m in records)
    note = I18n(en=f"One embedding / rerank service: {names} run on the same GPU(s), one TEI process each; the GPUs "
                   "are sized for their work together.",
                zh=f"同一个向量 / 重排服务：{names} 跑在同一批 GPU 上，每个模型一个 TEI 进程；按两者的工作量之和配卡。")
    out.__dict__.update(models=",".join(ids), model=None, params_b=None, stated=facts.stated | {"models"},
                        assumed=tuple(a for a in facts.assumed if a[0] != "task"), notes=(*facts.notes, note))
    return out

