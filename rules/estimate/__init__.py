"""Estimates: pure functions that size a job's GPU memory, check it against cards, bound its
speed and price its usage. Rules decide; these compute (STYLE §8). No engine, no UI imports.

Modules, one concern each: ``units`` (bytes, bits per weight, KV bytes), ``arch`` (model shape),
``memory`` (weights, KV cache, inference workspace), ``training`` (full / LoRA / QLoRA, ZeRO),
``stated`` (image/video/… needs from the sources), ``parts`` (the need as scalable parts),
``requirement`` (the public ``requirement()``), ``split`` (several GPUs), ``fit`` (a card's room,
inverse limits, speed bounds), ``throughput`` (bandwidth and TFLOPS bounds), ``cost`` (billing,
unit costs, currency conversion).
"""

from rules.estimate.arch import Arch
from rules.estimate.cost import (
    Converted,
    UsageCost,
    amount_pricer,
    best_plan,
    breakeven_days,
    conversion,
    convert,
    monthly_equivalent,
    per_gb_month,
    per_tflops_month,
    seed_tflops,
    usage_cost,
)
from rules.estimate.fit import CardFit, capacity_gb, dense_tflops, fit, gpus_needed, usable_gb
from rules.estimate.memory import kv_bytes_per_token, kv_cache_gb, seed000_kv_gb, weight_plan
from rules.estimate.months import billed_months, usage_months
from rules.estimate.parts import BREAKDOWN_KEYS
from rules.estimate.requirement import Requirement, requirement
from rules.estimate.split import Split, layout_breakdown, split
from rules.estimate.throughput import (
    decode_tokens_per_s,
    prefill_seconds,
    seed002_decode_tokens_per_s,
    training_tokens_per_s,
)
from rules.estimate.training import korthikanti_layer_gb, zero_model_states_gb
from rules.estimate.units import weights_gb

__all__ = [
    "billed_months",
    "usage_months",
    "Arch",
    "BREAKDOWN_KEYS",
    "CardFit",
    "Converted",
    "Requirement",
    "Split",
    "UsageCost",
    "amount_pricer",
    "best_plan",
    "breakeven_days",
    "capacity_gb",
    "conversion",
    "convert",
    "decode_tokens_per_s",
    "dense_tflops",
    "fit",
    "gpus_needed",
    "korthikanti_layer_gb",
    "kv_bytes_per_token",
    "kv_cache_gb",
    "layout_breakdown",
    "monthly_equivalent",
    "per_gb_month",
    "per_tflops_month",
    "prefill_seconds",
    "requirement",
    "seed000_kv_gb",
    "seed002_decode_tokens_per_s",
    "seed_tflops",
    "split",
    "training_tokens_per_s",
    "usable_gb",
    "usage_cost",
    "weight_plan",
    "weights_gb",
    "zero_model_states_gb",
]
