"""The benchmarks cannot rot: every measurement runs here with tiny counts (no timing asserts —
the figures of a smoke run mean nothing; `make bench` measures)."""

from __future__ import annotations

import json

import pytest

from bench import Row, percentile
from bench import __main__ as bench_main


def _check(rows):
    assert rows and all(isinstance(r, Row) for r in rows)
    assert not [r for r in rows if r.name == "crashed"]
    for r in rows:
        json.dumps(r.to_dict(), default=str)


def test_percentile():
    assert percentile([3.0, 1.0, 2.0], 50) == 2.0
    assert percentile([1.0, 2.0], 100) == 2.0
    assert percentile([1.0, 2.0, 3.0, 4.0, 5.0], 25) == 2.0


def test_latency():
    from bench import latency

    _check(latency.run(quick=True, count=3))


def test_growth():
    from bench import growth

    _check(growth.run(quick=True, sizes=(5, 10), count=2))


def test_faq_search():
    from bench import faq_search

    _check(faq_search.run(quick=True, large=10, rounds=1))


@pytest.mark.slow
def test_cold_start():
    from bench import cold_start

    _check(cold_start.run(quick=True, runs=1))


@pytest.mark.slow
def test_tui_start():
    from bench import tui_start

    _check(tui_start.run(quick=True, runs=1))


def test_memory():
    from bench import memory

    _check(memory.run(quick=True, count=3, warmup=1))


def test_main_writes_results(tmp_path, capsys):
    out = tmp_path / "results.json"
    assert bench_main.main(["--quick", "--only", "latency", "faq_search", "--out", str(out)]) == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["quick"] is True
    assert {"platform", "cpu_count", "python", "date"} <= set(data["machine"])
    assert "latency p50" in capsys.readouterr().out
