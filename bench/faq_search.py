"""FAQ search latency per query (``knowledge.faq.search``): the bundled entries, and 5,000 generated
entries on top. Targets: p99 ≤ 2 ms at the bundled size, p99 ≤ 20 ms with 5,000 entries.

The queries mix Chinese, English, both, card names and typos (``bench.varied.FAQ_QUERIES``); each
is asked in both languages and with no language. The first search of a knowledge base may build
an index: it is timed separately ("first query") and not counted in the percentiles.
"""

from __future__ import annotations

import importlib
import inspect
import time
from collections.abc import Callable
from typing import Any

from bench import Row, at_most, summary_ms, time_each
from bench.varied import FAQ_QUERIES, faq_yaml

BUNDLED_P99_MS = 2.0
LARGE_P99_MS = 20.0
LARGE = 5_000


def searcher() -> Callable[..., Any] | None:
    try:
        module = importlib.import_module("knowledge.faq")
    except ImportError:
        return None
    return getattr(module, "search", None)


def _call(search: Callable[..., Any], kb: Any) -> Callable[[tuple[str, str | None]], Any]:
    params = inspect.signature(search).parameters

    def one(item: tuple[str, str | None]) -> Any:
        query, lang = item
        kwargs: dict[str, Any] = {}
        if "lang" in params:
            kwargs["lang"] = lang
        if "limit" in params:
            kwargs["limit"] = 5
        if "kb" in params:
            kwargs["kb"] = kb
        return search(query, **kwargs)

    return one


def measure(kb: Any, rounds: int) -> tuple[dict[str, float], float, list[str]]:
    search = searcher()
    assert search is not None
    one = _call(search, kb)
    items = [(q, lang) for _ in range(rounds) for q in FAQ_QUERIES for lang in ("en", "zh", None)]
    start = time.perf_counter()
    try:
        one(items[0])
    except Exception as exc:  # noqa: BLE001 - reported
        return summary_ms([]), 0.0, [f"{type(exc).__name__}: {exc}"]
    first_ms = (time.perf_counter() - start) * 1000
    samples, errors = time_each(one, items)
    return summary_ms(samples), first_ms, errors


def run(quick: bool = False, large: int | None = None, rounds: int | None = None) -> list[Row]:
    import knowledge
    from knowledge.loader import load_texts

    if searcher() is None:
        return [Row("faq", "search (knowledge.faq.search not available yet)", None, "",
                    detail={"skipped": True})]
    rounds = rounds if rounds is not None else (1 if quick else 10)
    large = large if large is not None else (50 if quick else LARGE)
    kb = knowledge.load(user_file=False)
    rows = []
    s, first, errors = measure(kb, rounds)
    detail = {**s, "entries": len(kb.faq), "first_query_ms": first, "errors": len(errors),
              "first_errors": errors[:3]}
    rows.append(Row("faq", f"search p50 ({len(kb.faq)} bundled entries)", s["p50"], "ms", detail=detail))
    rows.append(Row("faq", f"search p99 ({len(kb.faq)} bundled entries)", s["p99"], "ms",
                    f"≤ {BUNDLED_P99_MS:g} ms", at_most(s["p99"], BUNDLED_P99_MS), {"n": s["n"]}))
    big = load_texts([("bench-faq.yaml", faq_yaml(kb, large))])
    s, first, errors = measure(big, max(1, rounds // 3))  # 270 queries: enough for a p99
    detail = {**s, "entries": len(big.faq), "first_query_ms": first, "errors": len(errors),
              "first_errors": errors[:3]}
    is_large = large >= LARGE
    rows.append(Row("faq", f"search p50 (+{large:,} entries)", s["p50"], "ms", detail=detail))
    rows.append(Row("faq", f"search p99 (+{large:,} entries)", s["p99"], "ms",
                    f"≤ {LARGE_P99_MS:g} ms" if is_large else "",
                    at_most(s["p99"], LARGE_P99_MS) if is_large else None, {"n": s["n"]}))
    return rows
