"""Fuzz: knowledge records that the schema accepts never make the product exit 1 (issue 19).

Hypothesis draws a card, its provider, its offers, optionally a model and an exchange rate —
every value inside what ``knowledge.schema`` accepts, extremes included — writes them as a
``--knowledge`` file and runs the CLI entry (``advisor_tui.cli.main``) in this process with
drawn flags. Exit 0 or 2 (one line) is fine; exit 1 is an internal error: the schema let
through something the product cannot compute with.

GPU_ADVISOR_FUZZ_EXAMPLES=10000 for a deep hunt; the suite's default stays within ~20 s.
"""

from __future__ import annotations

import io
import itertools
import json
import os
from contextlib import redirect_stderr, redirect_stdout

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from advisor_tui.cli import main
from knowledge import schema

EXAMPLES = int(os.environ.get("GPU_ADVISOR_FUZZ_EXAMPLES", "150"))
# the suite's run is the same every time; a deep hunt (the variable set) explores new ground
FUZZ = settings(max_examples=EXAMPLES, deadline=None, database=None,
                derandomize="GPU_ADVISOR_FUZZ_EXAMPLES" not in os.environ,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
_COUNTER = itertools.count()


def number(lo: float, hi: float = 1e15) -> st.SearchStrategy[float]:
    """Anything the schema accepts between lo and hi: realistic, tiny, huge, whole."""
    return st.one_of(st.floats(lo, hi, allow_nan=False, allow_infinity=False),
                     st.floats(lo, min(hi, 1e4), allow_nan=False, allow_infinity=False),
                     st.sampled_from([v for v in (lo, hi, 1.0, 24.0, 80.0, 1e-9, 1e-6, 1e9, 1e15)
                                      if lo <= v <= hi]),
                     *([st.integers(int(max(1, lo)), int(min(hi, 10**6))).map(float)] if hi >= 1 else []))


def optional(strategy: st.SearchStrategy) -> st.SearchStrategy:
    return st.one_of(st.none(), strategy)


def text() -> st.SearchStrategy[str]:
    return st.text(st.characters(blacklist_categories=("Cs", "Cc")), min_size=1, max_size=30
                   ).filter(lambda s: s.strip() and not schema._CONTROL.search(s))


@st.composite
def records(draw) -> tuple[dict, dict]:
    card = {
        "id": "fz-card", "name": draw(text()), "vendor": draw(st.sampled_from(["nvidia", "amd", "huawei"])),
        "architecture": draw(text()), "class": draw(st.sampled_from(["consumer", "workstation", "datacenter"])),
        "vram_gb": draw(number(0.5)), "memory_type": draw(text()), "bandwidth_gbs": draw(number(1.0)),
        "fp16_tflops": draw(number(0.01)),
        "interconnect": draw(st.sampled_from(["nvlink", "nvlink-bridge", "pcie", "infinity-fabric", "hccs"])),
        "ecc": draw(st.booleans()), "ecosystem": draw(st.sampled_from(["cuda", "rocm", "cann"])),
        "china_status": draw(st.sampled_from(["available", "compliant-preferred", "export-restricted"])),
        "china_status_source": "seed-000", "source": ["seed-000"],
        "form_factor": draw(st.sampled_from(["pcie", "sxm", "oam", "module"])),
        "max_pool_gpus": draw(st.sampled_from([1, 2, 8, 1024, 10**15])),
    }
    for key in ("tdp_w", "fp16_sparse_tflops", "fp8_tflops", "fp32_tflops", "interconnect_gbs"):
        value = draw(optional(number(1e-9)))
        if value is not None:
            card[key] = value
    provider = {
        "id": "fz-prov", "name": draw(text()), "region": draw(st.sampled_from(["cn", "intl"])),
        "kind": draw(st.sampled_from(["hyperscaler", "specialist", "p2p-marketplace", "reseller"])),
        "source": "seed-000", "min_billing_hours": draw(st.sampled_from([0, 0.5, 1, 24, 168, 720, 1e6])),
        "multipliers": draw(st.lists(st.fixed_dictionaries({"gpus": st.integers(1, 64),
                                                            "factor": number(0.01, 1e6)}), max_size=3)),
    }
    rounding = draw(optional(st.sampled_from(["minute", "hour", "day", "week", "month"])))
    if rounding:
        provider["billing_rounding"] = rounding
    offers = []
    for i in range(draw(st.integers(1, 3))):
        price = draw(number(1e-9))
        offer = {"id": f"fz-prov/fz-card/o{i}", "provider": "fz-prov", "card": "fz-card", "price": price,
                 "currency": draw(st.sampled_from(["USD", "CNY", "T-CREDIT"])),
                 "unit": draw(st.sampled_from(["minute", "hour", "day", "week", "month"])),
                 "basis": draw(st.sampled_from(["per-card", "whole-machine"])),
                 "region": draw(st.sampled_from(["cn", "intl"])), "source": "seed-000",
                 "as_of": draw(st.sampled_from(["unknown", "2026-01-01"])),
                 "gpus": draw(st.sampled_from([1, 2, 8, 1000])),
                 "flags": draw(st.lists(st.sampled_from(["promo", "p2p-marketplace", "spot", "stock-limited",
                                                         "from-price", "approximate", "per-second"]),
                                        unique=True, max_size=3))}
        if draw(st.booleans()):
            offer["price_max"] = price * draw(st.sampled_from([1, 1.5, 1000]))
        offers.append(offer)
    data = {"cards": [card], "providers": [provider], "offers": offers}
    if draw(st.booleans()):
        data["rates"] = [{"base": "USD", "quote": "CNY", "rate": draw(number(1e-6, 1e6)),
                          "as_of": "2026-01-01", "source": "seed-000"}]
    model = None
    if draw(st.booleans()):
        heads = draw(st.sampled_from([1, 8, 32, 128]))
        model = {"id": "fz-model", "name": draw(text()), "kind": "llm", "params_b": draw(number(1e-6, 1e5)),
                 "native_dtype": draw(st.sampled_from(["bf16", "fp16", "fp8", "int4", "fp32"])),
                 "source": ["seed-000"], "layers": draw(st.integers(1, 1000)),
                 "hidden": draw(st.sampled_from([1, 64, 4096, 65536])), "heads": heads,
                 "kv_heads": draw(st.integers(1, heads)), "head_dim": draw(st.sampled_from([1, 64, 128, 4096])),
                 "attention": draw(st.sampled_from(["mha", "gqa", "mqa"])),
                 "max_context": draw(st.sampled_from([1, 2048, 32768, 10**7])),
                 "vocab": draw(st.sampled_from([1, 32000, 10**6]))}
        active = draw(optional(number(1e-9, model["params_b"])))
        if active is not None:
            model["active_params_b"] = active
        data["models"] = [model]
    flags = draw(flag_sets(model is not None))
    return data, flags


@st.composite
def flag_sets(draw, has_model: bool) -> list[str]:
    command = draw(st.sampled_from(["recommend", "recommend", "recommend", "estimate", "offers", "cards"]))
    if command in ("offers", "cards"):
        return [command] + (["--card", "fz-card"] if command == "offers" and draw(st.booleans()) else [])
    model = draw(st.sampled_from(["fz-model", "qwen3-8b", "qwen3-32b"] if has_model else ["qwen3-8b", "qwen3-32b"]))
    args = [command, "--model", model]
    if draw(st.booleans()):
        args += ["--task", draw(st.sampled_from(["inference", "lora", "qlora", "full-finetune"]))]
    if command == "estimate":
        return args + (["--card", "fz-card"] if draw(st.booleans()) else [])
    if draw(st.booleans()):
        args += ["--region", draw(st.sampled_from(["cn", "intl"]))]
    if draw(st.booleans()):
        args += ["--budget", draw(st.sampled_from(["1/hour", "3000/month", "1e9/month", "0.01/day"])),
                 "--currency", draw(st.sampled_from(["USD", "CNY", "T-CREDIT"]))]
    if draw(st.booleans()):
        args += ["--fx", draw(st.sampled_from(["USD/CNY=7.1", "T-CREDIT/USD=1", "USD/CNY=1e-6"]))]
    if draw(st.booleans()):
        args += ["--priority", draw(st.sampled_from(["cost", "speed"]))]
    if draw(st.booleans()):
        args += ["--max-gpus", str(draw(st.sampled_from([1, 2, 8, 1024])))]
    if draw(st.booleans()):
        args += ["--days", draw(st.sampled_from(["0.05", "1", "30", "3650"])),
                 "--hours-per-day", draw(st.sampled_from(["0.02", "1", "24"]))]
    if draw(st.booleans()):
        args.append("--interruptible")
    if draw(st.booleans()):
        args.append("--json")
    return args


@FUZZ
@given(records())
def test_schema_valid_knowledge_never_exits_1(tmp_path_factory, drawn):
    data, flags = drawn
    folder = tmp_path_factory.getbasetemp() / "fuzz-knowledge"
    folder.mkdir(exist_ok=True)
    path = folder / f"k{next(_COUNTER)}.json"  # a new name each time: the load cache keys on it
    path.write_text(json.dumps(data), encoding="utf-8")
    argv = [*flags, "--knowledge", str(path)]
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        try:
            rc = main(argv)
        except SystemExit as exc:
            rc = exc.code if isinstance(exc.code, int) else 2
    path.unlink()
    shown = f"{argv} {json.dumps(data)[:3000]}"
    assert rc in (0, 2), f"exit {rc}: {err.getvalue()[:600]} :: {shown}"
    assert "Traceback" not in err.getvalue(), shown
    if rc == 2:
        assert len(err.getvalue().removesuffix("\n").split("\n")) == 1, err.getvalue()
