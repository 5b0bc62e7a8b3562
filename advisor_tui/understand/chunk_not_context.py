"""A retrieved chunk's or passage's length is not the chat model's context.

Review 121 C5-b (traditional): "bge-reranker-v2-m3 重排（每次 top-50，段落大概 300 token），再用 Qwen3-8B 回答" read
"上下文：300 tokens（來自“300 token”）", and the launch line became ``--max-model-len 300`` — a limit that rejects every
RAG prompt, which carries the question and several such passages. Where a reranker is named, passage_length.py reads
the length as the reranked passage's; here, with or without one, a length said of a chunk / passage / 段落 / 切片 that
some reader took as the context is dropped and said back: the context stays the default (or what else was said, "上下文
8k"). Only where the chunks are retrieved for a model to answer from (RAG, 检索, 知识库, 回答, "answer"): an encoder's
own job over chunks ("run a 568M-parameter encoder over 20 million chunks of 300 tokens", review table) reads its input
length as its context, and an embedder's input read from it (heldout77 #27 '每段約 400 token' beside bge-m3) is left
alone: only a context is dropped.

    drop_chunk_context(r)
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_LEN = rf"{AR}\s?k?\s?(?:个)?\s?tokens?"
_HEDGE_ZH = r"(?:大小|长度|平均|大约|约|大概|差不多|大致|都是|一般|在|是|长|切成|切到|控制在)"
_UNIT_ZH = r"(?:段落|切片|分块|文本块|知识块|文档块|片段|chunks?|passages?)"
_HEDGE_EN = r"(?:about|around|roughly|approx\.?|approximately|~|≈|avg\.?|average|averaging|on average|up to|of|at)"
_UNIT_EN = r"(?:chunks?|passages?|snippets?|paragraphs?|splits?)"
# the chunks are retrieved for a model that answers from them
_RETRIEVED_FOR_ANSWERS = _lazy(r"(?<![a-z])(?:rag|retriev\w*|answer\w*|q&a|chatbot)(?![a-z])"
                               r"|检索|召回|知识库|问答|回答|客服")
_CHUNK_LENGTH = (
    # "段落大概 300 token", "每个 chunk 512 token", "切片长度 512 token"
    _lazy(rf"(?:每(?:个|一个|一)?\s?)?{_UNIT_ZH}\s?(?:的)?\s?(?:{_HEDGE_ZH}\s?){{0,3}}{_LEN}"),
    # "切成 500 token 的段落", "500 token 左右一个 chunk"
    _lazy(rf"{_LEN}\s?(?:左右|上下)?\s?(?:的|一个|一段|一块)\s?(?:{_UNIT_ZH}|块|段)"),
    # "chunks of about 300 tokens", "each chunk is ~512 tokens", "512-token chunks", "chunk size of 512 tokens"
    _lazy(rf"(?<![a-z]){_UNIT_EN}(?:\s(?:is|are|run|averag\w+|length|size)(?:\sis)?)?\s?(?:{_HEDGE_EN}\s?){{1,3}}"
          rf"{_LEN}(?![a-z])"),
    _lazy(rf"(?<![a-z0-9]){AR}\s?k?[- ]tokens?\s{_UNIT_EN}(?![a-z])"),
    _lazy(rf"(?<![a-z])(?:chunk|passage)\s(?:size|length)\s(?:is\s|of\s|=\s?|:\s?)?(?:{_HEDGE_EN}\s?)?{_LEN}(?![a-z])"))


def drop_chunk_context(r: _Reader) -> None:
    """After the context readers: a context read from a chunk's or passage's length is dropped and said back."""
    if _RETRIEVED_FOR_ANSWERS.search(r.t) is None:
        return
    for f in r.found:
        if f.fact != "context_tokens":
            continue
        said = next((m for rx in _CHUNK_LENGTH for m in rx.finditer(r.t) if m.start() <= f.start < m.end()), None)
        if said is None:
            continue
        f.fact = "_dropped"
        quoted = r.quote(said.start(), said.end())
        r.note(f"“{quoted}”: a retrieved chunk's length, not the model's context (a request carries the question and "
               "several chunks) — the context is left as said elsewhere or the default",
               f"“{quoted}”：是检索段落的长度，不是模型的上下文（一次请求要装下问题和多个段落）——上下文按别处所说或默认值")
