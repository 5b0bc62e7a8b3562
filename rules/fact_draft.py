"""The speculative-decoding draft model (--draft-model MODEL, "speculative decoding with Llama 3.2 1B as the draft",
"用 Qwen3-0.6B 做投机解码的草稿模型"): blind review 97 c06 asked for Llama-3.3-70B with Llama-3.2-1B as its draft and
got a launch line without it. The draft is matched the way --model is (a catalogue id or name); an unknown one is an
error. Whether it can draft for the target (the same vocabulary: rules.draft_launch) is said by the answer, not here,
so that the fact the person gave still shows. Said of a training job, or with no model to draft for, it sizes nothing
and is said so."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from knowledge.errors import InputError
from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from rules.fact_resolve import resolve_model


def resolve_draft(given: Mapping[str, Any], out: dict[str, Any], notes: list[I18n], label: Callable[[str], str],
                  kb: KnowledgeBase) -> None:
    """--draft-model as a catalogue id, for a served language model only."""
    if given.get("draft_model") is None:
        return
    try:
        draft = resolve_model(kb, given["draft_model"], label("draft_model"))
    except InputError as e:  # --model's way on (--params, --config) sizes no draft: only the close names
        said = str(e)
        raise InputError(said.split("; not in the catalogue")[0] + ")" if "; not in the catalogue" in said
                         else said) from e
    if draft.kind != "llm":
        notes.append(I18n(en=f"{label('draft_model')} {draft.id} was not used: a draft model is a language model",
                          zh=f"{label('draft_model')} {draft.id} 未使用：草稿模型必须是语言模型"))
        return
    if out.get("task") != "inference" or not out.get("model") or out.get("model") == draft.id:
        why_en = "it drafts for a served model" + (", not for itself" if out.get("model") == draft.id else "")
        why_zh = "它只为部署的另一个模型做草稿" if out.get("model") == draft.id else "它只用于推理部署时的投机解码"
        notes.append(I18n(en=f"{label('draft_model')} {draft.id} was not used: {why_en}",
                          zh=f"{label('draft_model')} {draft.id} 未使用：{why_zh}"))
        return
    out["draft_model"] = draft.id
