"""Growth with user-supplied offers: consultation latency with 100, 1,000 and 10,000 extra offers
(a generated override file loaded with ``knowledge.load([path])``), and that file's load time.

Offers are priced in plain Python after the engine has ruled cards out (DESIGN §1, step 3), so the
cost should grow about linearly with the offers per surviving card. Targets: p50 ≤ 100 ms at
10,000 offers; growth exponent ≤ 1.2 (log of the extra cost at 10,000 over the extra cost at
1,000, per decade: 1.0 is linear); the 10,000-offer override loads in < 1 s.
"""

from __future__ import annotations

import math
import tempfile
import time
from pathlib import Path
from typing import Any

from bench import Row, at_most, summary_ms
from bench.latency import consult_samples
from bench.varied import offers_yaml, varied_facts

SIZES = (100, 1_000, 10_000)
P50_AT_MAX_MS = 100.0
LOAD_MAX_S = 1.0
EXPONENT_MAX = 1.2
NOISE_MS = 0.3  # below this, the extra cost at 1,000 offers is noise: no exponent is computed


def load_override(kb: Any, n: int, folder: Path, seed: int = 0, as_json: bool = False
                  ) -> tuple[Any, float]:
    """Write ``n`` offers to a fresh file and load it; (knowledge base, seconds to load).

    ``knowledge.load`` is cached per file and modification time: a new path is a cold load
    (the bundled YAML is read and validated again too, as a person's first run would)."""
    import knowledge

    text = offers_yaml(kb, n, seed=seed)
    if as_json:  # the same offers as JSON, a subset of YAML that the loader parses fast
        import json

        import yaml

        text = json.dumps(yaml.safe_load(text), ensure_ascii=False)
    path = folder / f"offers-{n}-{time.monotonic_ns()}.{'json' if as_json else 'yaml'}"
    path.write_text(text, encoding="utf-8")
    start = time.perf_counter()
    big = knowledge.load([path], user_file=False)
    return big, time.perf_counter() - start


def run(quick: bool = False, sizes: tuple[int, ...] | None = None, count: int | None = None,
        seed: int = 0) -> list[Row]:
    import knowledge

    sizes = sizes or ((10, 100) if quick else SIZES)
    n = count if count is not None else (5 if quick else 60)
    base = knowledge.load(user_file=False)
    facts = varied_facts(base, n, seed=seed + 1)
    rows: list[Row] = []
    p50: dict[int, float] = {}
    samples, errors = consult_samples(base, facts, warmup=3 if quick else 10)
    p50[0] = summary_ms(samples)["p50"]
    rows.append(Row("growth", "latency p50, bundled offers only", p50[0], "ms",
                    detail={**summary_ms(samples), "offers": len(base.offers), "errors": len(errors)}))
    with tempfile.TemporaryDirectory(prefix="gpu-advisor-bench-") as tmp:
        for size in sizes:
            kb, load_s = load_override(base, size, Path(tmp), seed=seed)
            samples, errors = consult_samples(kb, facts, warmup=2)
            s = summary_ms(samples)
            p50[size] = s["p50"]
            is_max = size == max(sizes) and size >= SIZES[-1]
            rows.append(Row(
                "growth", f"latency p50 with {size:,} user offers", s["p50"], "ms",
                f"≤ {P50_AT_MAX_MS:g} ms" if is_max else "",
                at_most(s["p50"], P50_AT_MAX_MS) if is_max else None,
                {**s, "offers_total": len(kb.offers), "errors": len(errors), "first_errors": errors[:3],
                 "load_s": load_s}))
            if size == max(sizes):
                rows.append(Row("growth", f"load time of a {size:,}-offer override", load_s * 1000, "ms",
                                f"< {LOAD_MAX_S * 1000:g} ms" if size >= SIZES[-1] else "",
                                (load_s < LOAD_MAX_S) if size >= SIZES[-1] else None,
                                {"offers_total": len(kb.offers)}))
                _kb, json_s = load_override(base, size, Path(tmp), seed=seed, as_json=True)
                rows.append(Row("growth", f"load time of the same {size:,} offers as JSON", json_s * 1000,
                                "ms", f"< {LOAD_MAX_S * 1000:g} ms" if size >= SIZES[-1] else "",
                                (json_s < LOAD_MAX_S) if size >= SIZES[-1] else None,
                                {"offers_total": len(_kb.offers)}))
    rows.append(_exponent_row(p50, sizes))
    return rows


def _exponent_row(p50: dict[int, float], sizes: tuple[int, ...]) -> Row:
    """How the extra cost over the bundled knowledge scales between the two largest sizes."""
    small, large = sorted(sizes)[-2], max(sizes)
    extra_small = p50[small] - p50[0]
    extra_large = p50[large] - p50[0]
    detail = {"extra_ms": {str(k): round(v - p50[0], 3) for k, v in p50.items() if k},
              "ms_per_1000_offers": round(extra_large / large * 1000, 3) if large else None}
    if extra_small < NOISE_MS or extra_large <= 0:
        detail["note"] = f"extra cost at {small:,} offers is below the noise floor ({NOISE_MS} ms)"
        return Row("growth", "growth exponent (1.0 = linear)", None, "", f"≤ {EXPONENT_MAX}", None, detail)
    exponent = math.log(extra_large / extra_small) / math.log(large / small)
    return Row("growth", "growth exponent (1.0 = linear)", exponent, "", f"≤ {EXPONENT_MAX}",
               exponent <= EXPONENT_MAX, detail)
