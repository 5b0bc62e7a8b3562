"""Embedding and rerank encoders (review 18 M2: "serve bge-m3 embeddings plus bge-reranker-v2-m3" was read
as a training job and asked for a number of samples; the names vanished without a word).

The catalogue holds generative models (chat LLMs, image, video, speech) and sizes them by their decoding and
KV cache; an encoder (BGE, E5, GTE, Jina, a sentence-transformers model, a reranker) has neither, so no
figure here would be right for it. A name or a word for one is said back as not covered — never matched to
a catalogue model by a near spelling ("qwen3-embedding-8b" is not Qwen3-8B). Read before model names.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_NAMED = _lazy(
    r"(?<![a-z0-9])(?:bge|bce|gte|m3e|jina|nomic|mxbai|stella|colbert|splade|minilm|all-minilm|mpnet|all-mpnet"
    r"|multilingual-e5|e5|text-embedding|sentence[- ]transformers?|conan-embedding|piccolo|acge)"
    r"(?:[-_.][a-z0-9]+)+(?![a-z0-9])"
    r"|(?<![a-z0-9])(?:bge|m3e|colbert|splade|sentence[- ]transformers?)(?![a-z0-9])"
    # a generative family's embedding or rerank model: "qwen3-embedding-8b", "Qwen3 Reranker 4B", "nv-embed-v2"
    r"|(?<![a-z0-9])(?:qwen\d*(?:\.\d)?|gte-qwen\d*(?:\.\d)?|nv|mistral|cohere|voyage|arctic|snowflake-arctic"
    r"|gemini|openai|llm2vec|e5-mistral)[-_ ]?(?:embed(?:ding)?|rerank(?:er)?)(?:[-_.][a-z0-9.]+)*"
    r"(?:\s\d+(?:\.\d+)?b)?(?![a-z0-9])")
_GENERIC = _lazy(r"向量模型|嵌入模型|向量化模型|embedding\s?模型|重排(?:序)?模型|精排模型|rerank(?:er)?\s?模型"
                 r"|(?<![a-z])(?:embedding models?|embeddings? model|text embeddings?|(?:re-?rank(?:er|ing)?)"
                 r"(?: models?)?|cross-encoders?|bi-encoders?|sentence embeddings?)(?![a-z])"
                 # review 69 C9: "run a 568M-parameter encoder over 20 million chunks" was priced as a chat server, the
                 # chunks dropped; "embed 20 million document chunks" is an encoder's job too (not Whisper's
                 # encoder-decoder, nor a pipeline's text or vision encoder)
                 r"|(?<![a-z0-9])\d[\d.]*\s?[mb][- ]param(?:eter)?s?[- ]encoder(?![a-z-])(?: models?)?"
                 r"|(?<![a-z])encoder(?:-only)?\s(?:models?\s)?(?:over|on|to embed|for (?:embeddings|retrieval|search))"
                 r"(?![a-z])"
                 r"|(?<![a-z])embed(?:ding)?\s(?:(?:all|our|the|~|about|around)\s?)?(?:\d[\d,.]*\s?(?:k|m|million|billion)?\s)?"
                 r"(?:[a-z-]+\s){0,2}(?:chunks|documents|docs|passages|texts|pages|sentences|records|paragraphs)(?![a-z])"
                 r"|(?:做|跑)?向量化")
_MESSAGE = ("embedding / rerank encoders ({x}) are not covered — the advisor sizes generative models (chat LLMs, "
            "image, video, speech) by their decoding and KV cache, which an encoder does not have, so no figure here "
            "would be right for them",
            "向量（embedding）/ 重排（rerank）编码器模型（{x}）不在覆盖范围内——这里按生成式模型（对话大模型、图像、"
            "视频、语音）的解码和 KV 缓存估算，编码器没有这些，这里的任何数字对它们都不准")


def read_encoders(r: _Reader) -> None:
    """Embedding / rerank models named or spoken of: said as not covered, and their words claimed."""
    spans: list[tuple[int, int]] = []
    for rx in (_NAMED, _GENERIC):
        for m in rx.finditer(r.t):
            if r._free(r.entity, m.start(), m.end()):
                spans.append((m.start(), m.end()))
                r.claim(r.entity, m.start(), m.end())
    if not spans:
        return
    spans.sort()
    names = list(dict.fromkeys(f"“{r.quote(s, e)}”" for s, e in spans))[:4]
    r.unplaced("model", spans[0][0], spans[-1][1], _MESSAGE[0].format(x=", ".join(names)),
               _MESSAGE[1].format(x="、".join(names)))


def encoder_said(unresolved) -> bool:  # noqa: ANN001 - an Unresolved of the reader's result
    """The "encoders are not covered" entry: a model left unplaced for that reason alone asks no "which one?"."""
    return unresolved.kind == "model" and unresolved.note.en.startswith(_MESSAGE[0].split("{")[0])


# a job's size read from the words around an encoder's work: "~40M docs, avg ~600 tokens each" to embed
_JOB_FACTS = ("tokens_per_sample", "samples", "train_tokens", "generate_tokens")


def encoder_job_only(r: _Reader) -> None:
    """After every reader: where an encoder is the only model, the sizes read around it are its batch's, which
    nothing here sizes — dropped, so the answer says plainly that encoders are not covered instead of asking for
    training samples or output tokens an embedding job does not have (review 39 M6)."""
    if not any(u.kind == "model" and u.note.en.startswith("embedding / rerank encoders") for u in r.unresolved):
        return
    if any(f.fact in ("model", "params_b", "vram_gb") for f in r.found):
        return
    for f in r.found:
        if f.fact in _JOB_FACTS:
            f.fact = "_dropped"
    r.unresolved = [u for u in r.unresolved if u.kind not in _JOB_FACTS]
