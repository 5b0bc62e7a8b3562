"""The GGUF file a llama.cpp launch line loads (review 94 c04: "Mixtral-8x7B-Instruct Q4_K_M" chatted through
`llama-server -hf TheBloke/Mixtral-8x7B-v0.1-GGUF`, the base model, even with --checkpoint instruct): a catalogued GGUF
repository of other weights than the ones served — a base model's quantisation beside an instruction-tuned chat
release — is never the chat model's; the command then names the file to fetch instead."""

from __future__ import annotations

from typing import Any

from knowledge.schema import Model


def gguf_ref(model: Model, repos: list[str], tag: str, checkpoint: str | None) -> str:
    """``repo:tag`` of the first GGUF repository of the weights served, or a named placeholder. The weights served are
    the chat release (``chat_repo``) unless the base model was asked for; a GGUF repository is of those weights where
    its name holds the release's ("bartowski/Meta-Llama-3.1-8B-Instruct-GGUF" of "meta-llama/Llama-3.1-8B-Instruct")."""
    served = None if checkpoint == "base" or not model.chat_repo else model.chat_repo.split("/")[-1].lower()
    for repo in repos:
        if served is None or served in repo.lower():
            return f"{repo}:{tag}"
    name = model.chat_repo.split("/")[-1] if served else model.name
    return f"<{name} {tag} GGUF>"


def hf_repos(kb: Any, source_ids: list[str]) -> list[str]:
    """The Hugging Face repositories (owner/name) the sources point to, in order."""
    out = []
    for sid in source_ids:
        url = getattr(kb.sources_by_id.get(sid), "url", "") or ""
        parts = url[len("https://huggingface.co/"):].split("/") if url.startswith("https://huggingface.co/") else []
        if len(parts) >= 2 and parts[0] not in ("docs", "spaces", "datasets"):
            out.append(f"{parts[0]}/{parts[1]}")
    return out
