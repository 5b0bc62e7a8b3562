"""Embedding and rerank encoders (review 18 M2: "serve bge-m3 embeddings plus bge-reranker-v2-m3" was read
as a training job and asked for a number of samples; the names vanished without a word).

The catalogue holds generative models (chat LLMs, image, video, speech) and sizes them by their decoding and
KV cache; an encoder (BGE, E5, GTE, Jina, a sentence-transformers model, a reranker) has neither, so no
figure here would be right for it. A name or a word for one is said back as not covered — never matched to
a catalogue model by a near spelling ("qwen3-embedding-8b" is not Qwen3-8B). Read before model names.
"""

from __future__ import annotations

import re

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_NAMED = _lazy(
    r"(?<![a-z0-9])(?:bge|bce|gte|m3e|jina|nomic|mxbai|stella|colbert|splade|minilm|all-minilm|mpnet|all-mpnet"
    r"|multilingual-e5|e5|text-embedding|sentence[- ]transformers?|conan-embedding|piccolo|acge)"
    r"(?:[-_.][a-z0-9]+)+(?![a-z0-9])"
    # a spaced name ("bge reranker": a config's "bge_reranker" as read) is one name, not a bare "bge" — the embedder
    # (heldout76 #18: a reranker service was sized as the embedder and the reranker together)
    r"|(?<![a-z0-9])bge\s(?:re-?rank(?:er)?s?|embed(?:ding)?s?)(?![a-z0-9])"
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


def _catalogue(r: _Reader, name: str) -> tuple[str, bool] | None:
    """The catalogue encoder ``name`` is (id, assumed): an alias exactly, or a bare "bge" / "bge reranker" taken as
    the catalogue's embedder / reranker (assumed, said); None: a model the catalogue does not hold."""
    key = re.sub(r"[\s_]+", "-", name.strip().lower())
    encoders = [m for m in r.kb.models if m.kind == "encoder"]
    for m in encoders:
        if key == m.id or key in {re.sub(r"[\s_]+", "-", a.lower()) for a in m.aliases}:
            return m.id, False
    role = "rerank" if re.search(r"re-?rank|cross-encoder|重排|精排", key) else "embed"
    if re.fullmatch(r"bge(?:-re-?rank(?:er)?s?)?|bge-embeddings?", key) or _GENERIC.fullmatch(name.lower()):
        m = next((m for m in encoders if m.encoder_role == role), None)
        return (m.id, True) if m is not None else None
    return None


_SERVED = _lazy(r"(?<![a-z])(?:host|hosting|serve|serving|deploy|deploying|api|endpoint)(?![a-z])|部署|上线|在线服务")
# a reranker's candidates a query: "reranks 50 passages", "top-100 candidates", "50 candidates per query"
_CANDIDATES = _lazy(r"(?<![a-z])(?:re-?rank(?:s|ing)?|scores?|scoring)\s(?:the\s)?(?:top[- ]?)?(\d{1,4})\s"
                    r"(?:passages|candidates|docs|documents|results|chunks|hits)(?![a-z])"
                    r"|(?<![a-z])top[- ]?k?\s?(?:=\s?)?(\d{1,4})\s?"
                    r"(?:passages|candidates|docs|documents|results|chunks|hits)(?![a-z])"
                    r"|(?<![a-z0-9])(\d{1,4})\s(?:candidates|passages)\s(?:per|a|each|for each)\squery"
                    # "每个查询重排 top 100 个候选段落" (review 111 c01: the 100 read as nothing, the default 50 used)
                    r"|重排\s?(?:前|top)?\s?(\d{1,4})\s?(?:条|个|篇|段|份)"
                    r"|(?<![a-z])top[- ]?k?\s?(\d{1,4})\s?(?:个|条|篇|段)?\s?(?:候选|段落|文档|结果)"
                    r"|候选(?:段落|文档|结果)?\s?(\d{1,4})\s?(?:条|个|篇|段|份)")
# the count changed in the same words wins over the one first said: "重排候选从 100 个降到 20 个吧", "cut the candidates
# from 100 down to 20" (review 111 c01b: the 100 and the 20 both read as nothing)
_CANDIDATES_CHANGED = _lazy(
    r"(?:候选|重排|top[- ]?k?)[^，。；,.;]{0,8}?从\s?\d{1,4}\s?(?:个|条|篇|段)?\s?"
    r"(?:降到|减到|改成|改为|调到|变成|降为|减为|缩到)\s?(\d{1,4})\s?(?:个|条|篇|段)?"
    r"|(?<![a-z])(?:candidates|passages|top[- ]?k|re-?rank(?:ing)?)[^.,;]{0,24}?"
    r"\bfrom\s\d{1,4}\s(?:down\s)?to\s(\d{1,4})(?![\d.])")


def rerank_candidates(text: str) -> tuple[int, int, int] | None:
    """(start, end, count) of the passages reranked per query as said — a change said later wins — or None."""
    for rx in (_CANDIDATES_CHANGED, _CANDIDATES):
        m = rx.search(text)
        if m is not None:
            g = next(i for i in range(1, (m.re.groups or 0) + 1) if m.group(i))
            return m.start(g), m.end(g), int(m.group(g))
    return None
# a service said to stay up: one GPU more than the load takes (N+1, rules.encoder_service)
_RELIABLE = _lazy(r"(?<![a-z])(?:reliabl[ey]|reliability|production|highly available|high availability|ha|no downtime"
                  r"|failover|redundan(?:t|cy)|sla)(?![a-z])|高可用|不能停|不能中断|稳定可靠|生产环境")
# an encoder's batch over documents (indexing, a backfill): a one-off job, not a service (review 39 M6)
_BATCH = _lazy(r"(?<![a-z])(?:embed(?:ding)?\s(?!models?(?![a-z]))|backfill|index(?:ing)?\s|re-?index)|向量化|入库")


def encoder_service(r: _Reader) -> None:
    """After every reader: encoders that are the whole job and served online (a query rate, or hosting words) are
    placed as an embedding service (task embedding, the model or the embedder + reranker pair) instead of "not
    covered" — each name only where the catalogue holds it (rules.encoder_service). A batch job over documents, a
    chat model beside them, or an encoder the catalogue lacks keeps the "not covered" answer."""
    said = [u for u in r.unresolved if u.kind == "model" and u.note.en.startswith("embedding / rerank encoders")]
    if not said or any(f.fact in ("model", "vram_gb", "models") for f in r.found):
        return
    rate = any(f.fact in ("rps", "requests_per_day") for f in r.found)
    if any(f.fact in _JOB_FACTS for f in r.found) or not (rate or _SERVED.search(r.t) and not _BATCH.search(r.t)):
        return
    spans = [(m.start(), m.end()) for rx in (_NAMED, _GENERIC) for m in rx.finditer(r.t)]
    placed: dict[str, tuple[int, int, bool]] = {}
    for s, e in sorted(spans):
        got = _catalogue(r, r.t[s:e])
        if got is None and _NAMED.fullmatch(r.t[s:e]):
            return  # a named encoder outside the catalogue: its figures would be another model's
        if got is not None:
            placed.setdefault(got[0], (s, e, got[1]))
    roles = {r.kb.models_by_id[i].encoder_role for i in placed}
    if not placed or len(placed) != len(roles):
        return  # two embedders (or two rerankers) named: which one is asked, as before
    sizes = [f for f in r.found if f.fact == "params_b"]
    if any(all(abs(float(f.value) - r.kb.models_by_id[i].params_b) > 0.25 * r.kb.models_by_id[i].params_b
               for i in placed) for f in sizes):
        return  # a size no encoder named has: not this model
    for f in sizes:
        f.fact = "_dropped"  # "bge-reranker-v2-m3 ~568M params": the catalogue's own size, said again
    r.unresolved = [u for u in r.unresolved if u not in said]
    for f in r.found:
        if f.fact == "task":
            f.fact = "_dropped"  # "host" read as chat serving: the service is the encoders'
    ids = sorted(placed, key=lambda i: r.kb.models_by_id[i].encoder_role != "embed")
    first, last = min(v[0] for v in placed.values()), max(v[1] for v in placed.values())
    # (no task finding: the encoder names its task, rules.facts — as an image or speech model does)
    if len(ids) == 1:
        r.add(first, last, "model", ids[0], mask="entity")
    else:
        r.add(first, last, "models", ",".join(ids), mask="entity")
    if "rerank" in roles and (said_count := rerank_candidates(r.t)) is not None:
        r.add(said_count[0], said_count[1], "rerank_candidates", said_count[2])
    m = _RELIABLE.search(r.t)
    if m is not None and not any(f.fact == "interruptible" for f in r.found):
        r.add(m.start(), m.end(), "interruptible", False, mask="kw")
    for i, (_s, _e, assumed) in placed.items():
        if assumed:
            name = r.kb.models_by_id[i].name
            r.note(f"no {r.kb.models_by_id[i].encoder_role} model named: {name} assumed (say --model for yours)",
                   f"没有说明具体的{'重排' if r.kb.models_by_id[i].encoder_role == 'rerank' else '向量'}模型："
                   f"按 {name} 估算（可用 --model 指定你的模型）")


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
