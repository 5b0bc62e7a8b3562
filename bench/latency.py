"""Consultation latency in-process with the bundled knowledge: p50 / p99 over varied consultations.

Targets: p50 ≤ 5 ms (DESIGN §1, "a few milliseconds"), p99 ≤ 15 ms (issue 18, tighter than DESIGN's
20 ms). The first consultations of a
process import lazily and build caches: they are run first and not counted.
"""

from __future__ import annotations

from typing import Any

from bench import Row, at_most, summary_ms, time_each
from bench.varied import varied_facts

P50_MS = 5.0
P99_MS = 15.0  # issue 18


def consult_samples(kb: Any, facts: list[dict[str, Any]], warmup: int = 20
                    ) -> tuple[list[float], list[str]]:
    """Milliseconds per ``consult(facts, kb)`` (including ``to_json``: what a caller pays for)."""
    from rules.pipeline import consult

    def one(raw: dict[str, Any]) -> None:
        consult(raw, kb).to_json("en")

    time_each(one, facts[:warmup] or facts[:1])
    return time_each(one, facts)


def run(quick: bool = False, count: int | None = None, seed: int = 0) -> list[Row]:
    import knowledge

    kb = knowledge.load(user_file=False)
    n = count if count is not None else (12 if quick else 400)
    facts = varied_facts(kb, n, seed=seed)
    samples, errors = consult_samples(kb, facts, warmup=3 if quick else 20)
    s = summary_ms(samples)
    detail = {**s, "consultations": len(facts), "errors": len(errors), "first_errors": errors[:3],
              "offers": len(kb.offers), "cards": len(kb.cards)}
    return [
        Row("consultation", "latency p50 (bundled knowledge)", s["p50"], "ms", f"≤ {P50_MS:g} ms",
            at_most(s["p50"], P50_MS), detail),
        Row("consultation", "latency p99 (bundled knowledge)", s["p99"], "ms", f"≤ {P99_MS:g} ms",
            at_most(s["p99"], P99_MS), {"n": s["n"], "max": s["max"]}),
    ]
