"""A reranker's or an embedder's latency target is said back, not checked: "p95 latency for the rerank step must stay
under 250 ms", "p95 under 250 ms", "重排延迟要在 200 毫秒以内" (review 117 c3/c3b: never placed nor echoed, so the
person could not tell it was ignored).

No fact holds it: ``max_ttft_s`` is a generative model's first token (latency_limit.py), and the encoder service sizes
its GPUs by throughput alone, giving one query's compute time in a "Latency" line. Reading the target into
``max_ttft_s`` would echo a check that never runs, so it is claimed (nothing else reads its number) and said back
as not checked, pointing at that line. A latency measured ("p95 is 400 ms today") is no target; without a reranker or
an embedder the sentence stays latency_limit.py's.

    read_encoder_latency_target(r)
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_ENCODER = _lazy(r"re-?rank|cross-encoder|重排|精排|embedding|embedder|向量化|bge-|\be5-|gte-|jina-")
_UNDER_EN = r"(?:under|below|within|<|≤|<=|less than|at most|no more than|not over)"
_TARGET = _lazy(
    # "p95 latency for the rerank step must stay under 250 ms", "p95 under 250 ms", "rerank latency < 300 ms"
    r"(?<![a-z0-9])(?:(?:p(?:50|90|95|99)|tail)(?:\s(?:end-to-end\s)?latency)?|latency)"
    r"(?:\s(?:for|of|on)\s(?:the\s|each\s|a\s)?[a-z-]+(?:\s(?:step|stage|call|request|query))?)?"
    rf"\s(?:(?:has to|must|needs to|should)\s(?:be\s|stay\s|remain\s)?|(?:is|at|target|of)\s)?{_UNDER_EN}\s?"
    r"(?:~|about\s)?(?P<n>\d{1,4}(?:\.\d{1,2})?)\s?(?P<u>ms|milliseconds?|s|secs?|seconds?)(?![a-z])"
    # "重排延迟要在 200 毫秒以内", "p95 延迟 250ms 以内"
    r"|(?:p(?:50|90|95|99)\s?)?(?:延迟|时延|延时|時延|延遲)\s?(?:要|需要|必须|必須|得)?\s?(?:在|控制在|压到|壓到|保持在|不能超过|不超过"
    r"|不能超過|不超過|小于|小於|低于|低於)?\s?(?P<n2>\d{1,4}(?:\.\d{1,2})?)\s?(?P<u2>毫秒|ms|秒|s)\s?(?:以内|以內|之内|之內|内|內|以下)")


def _generative_model_named(r: _Reader) -> bool:
    """A chat model named beside the encoder: the latency is its answer's (a RAG pipeline's), latency_limit.py's."""
    kinds = {m.id: m.kind for m in r.kb.models}
    return any(f.fact == "model" and kinds.get(f.value, "llm") != "encoder" for f in r.found)


def read_encoder_latency_target(r: _Reader) -> None:
    """A latency target beside a reranker or an embedder: claimed and said back as not checked."""
    if _ENCODER.search(r.t) is None or _generative_model_named(r):
        return
    for m in _TARGET.finditer(r.t):
        g = "n" if m.group("n") else "n2"
        if not r.free(m.start(g), m.end(g)):
            continue
        r.claim(r.numeric, m.start(), m.end())
        said = r.quote(m.start(), m.end())
        r.note(f"“{said}”: a reranker's or embedder's latency target is not checked here — the GPUs are sized by "
               "throughput; compare your target with the answer's “Latency” line (one query's compute, before "
               "queueing) and measure it on the rented card",
               f"“{said}”：重排或向量模型的延迟目标这里不核对——卡数按吞吐量算；请把它和回答里的“延迟”一行"
               "（一个查询的计算时间，不含排队）对照，并在租到的卡上实测")
        return
