"""Deterministic inputs for the benchmarks: varied consultations, generated offers and FAQ entries.

Everything here is derived from the knowledge base it is given and a seed, so two runs of the
bench (or a run and its ``--quick`` smoke) measure the same kind of work.
"""

from __future__ import annotations

import random
import re
from typing import Any

from knowledge.loader import KnowledgeBase

LLM_TASKS = ("inference", "inference", "inference", "lora", "qlora", "full-finetune", "pretrain")
OTHER_TASKS = {"image": "image", "video": "video", "transcribe": "speech", "detection": "detection",
               "render": None, "learn": None}
LLM_PRECISIONS = ("bf16", "fp16", "fp8", "int8", "int4", "q4_k_m", "q8_0", "mxfp4")
CONTEXTS = (1024, 2048, 4096, 8192, "16k", "32k", "64k", "128K")
CURRENCY_SCALE = {"USD": 1.0, "CNY": 7.0, "T-CREDIT": 1.0}
# a budget per unit that ranges from "far too little" to "plenty", per currency (USD-like scale)
BUDGET_RANGE = {"hour": (0.3, 60.0), "month": (150.0, 40_000.0)}


def varied_facts(kb: KnowledgeBase, n: int, seed: int = 0) -> list[dict[str, Any]]:
    """``n`` raw fact mappings (as a person would give them) over tasks, models, precisions,
    contexts, concurrency, budgets in every currency per hour and per month, regions, compliance,
    CUDA needs and priority. Facts that ``rules.facts.resolve`` refuses are skipped, so every
    mapping returned is valid input."""
    from knowledge.errors import InputError
    from rules.facts import resolve

    rng = random.Random(seed)
    llms = sorted((m for m in kb.models if m.kind == "llm"), key=lambda m: m.id)
    by_kind: dict[str, list[Any]] = {}
    for m in kb.models:
        if m.kind != "llm" and not m.vram:
            continue  # no stated need to size it by: the consultation (rightly) asks for --vram
        by_kind.setdefault(m.kind, []).append(m)
    for models in by_kind.values():
        models.sort(key=lambda m: m.id)
    out: list[dict[str, Any]] = []
    attempts = 0
    while len(out) < n and attempts < n * 20:
        attempts += 1
        raw = _one(rng, llms, by_kind)
        try:
            resolve(raw, kb)
        except InputError:
            continue
        out.append(raw)
    return out


def _one(rng: random.Random, llms: list[Any], by_kind: dict[str, list[Any]]) -> dict[str, Any]:
    raw: dict[str, Any] = {}
    if rng.random() < 0.8:
        task = rng.choice(LLM_TASKS)
        raw["task"] = task
        if rng.random() < 0.9:
            model = rng.choice(llms)
            raw["model"] = model.id
            max_ctx = model.max_context or 8192
        else:
            raw["params_b"] = rng.choice((1.5, 7, 13, 34, 70, 180))
            max_ctx = 32768
        if rng.random() < 0.6:
            if task == "qlora":
                raw["precision"] = "nf4"
            elif task in ("lora", "full-finetune", "pretrain"):
                raw["precision"] = rng.choice(("bf16", "fp16"))
            else:
                raw["precision"] = rng.choice(LLM_PRECISIONS)
        if rng.random() < 0.7:
            ctx = rng.choice(CONTEXTS)
            tokens = ctx if isinstance(ctx, int) else int(ctx[:-1]) * 1024
            raw["context_tokens"] = ctx if tokens <= max_ctx else max_ctx
        if task == "inference" and rng.random() < 0.5:
            raw["concurrency"] = rng.choice((1, 2, 4, 8, 16, 32, 64))
        if task == "inference" and rng.random() < 0.2:
            raw["kv_precision"] = rng.choice(("fp16", "fp8", "int8"))
        if task != "inference" and rng.random() < 0.3:
            raw["batch"] = rng.choice((1, 2, 4, 8))
    else:
        task = rng.choice(sorted(OTHER_TASKS))
        raw["task"] = task
        kind = OTHER_TASKS[task]
        models = by_kind.get(kind or "", [])
        if models and rng.random() < 0.8:
            raw["model"] = rng.choice(models).id
        else:
            raw["vram_gb"] = rng.choice((6, 12, 16, 24, 40, 48, 80))
    if rng.random() < 0.6:
        currency = rng.choice(("USD", "CNY", "T-CREDIT"))
        unit = rng.choice(("hour", "month"))
        lo, hi = BUDGET_RANGE[unit]
        amount = round(rng.uniform(lo, hi) * CURRENCY_SCALE[currency], 2)
        raw["budget"] = {"amount": amount, "currency": currency, "unit": unit}
    roll = rng.random()
    if roll < 0.15:
        raw["compliance"] = True
    elif roll < 0.55:
        raw["region"] = rng.choice(("cn", "intl"))
    cuda = rng.random()
    if cuda < 0.3:
        raw["cuda_required"] = True
    elif cuda < 0.4:
        raw["cuda_required"] = False
    if rng.random() < 0.3:
        raw["priority"] = "speed"
    if rng.random() < 0.2:
        raw["hours_per_day"] = rng.choice((2, 4, 8, 12))
    if rng.random() < 0.1:
        raw["interruptible"] = True
    if rng.random() < 0.1:
        raw["max_gpus"] = rng.choice((1, 2, 4, 16))
    return raw


# ------------------------------------------------------------------------------ overrides


def offers_yaml(kb: KnowledgeBase, n: int, seed: int = 0) -> str:
    """A user override file with ``n`` valid offers spread round-robin over the bundled cards and
    providers (prices scaled by each card's VRAM, in the provider's usual currency)."""
    rng = random.Random(seed)
    cards = sorted(kb.cards, key=lambda c: c.id)
    providers = sorted(kb.providers, key=lambda p: p.id)
    source = "seed-000" if "seed-000" in kb.sources_by_id else kb.sources[0].id
    units = ("hour", "day", "week", "month")
    per_hour_usd_per_gb = 0.02
    to_unit = {"hour": 1, "day": 24, "week": 24 * 7, "month": 24 * 30}
    lines = ["# generated by bench.varied.offers_yaml", "offers:"]
    for i in range(n):
        card = cards[i % len(cards)]
        provider = providers[(i // len(cards)) % len(providers)]
        unit = units[rng.randrange(len(units))]
        currency = "CNY" if provider.region == "cn" else ("T-CREDIT" if provider.id == "seed000-host" else "USD")
        hourly = card.vram_gb * per_hour_usd_per_gb * rng.uniform(0.5, 2.0) * CURRENCY_SCALE[currency]
        price = round(hourly * to_unit[unit] * (0.7 if unit != "hour" else 1.0), 3)
        lines += [
            f"  - id: bench-{i:05d}/{card.id}/{unit}",
            f"    provider: {provider.id}",
            f"    card: {card.id}",
            f"    price: {price}",
            f"    currency: {currency}",
            f"    unit: {unit}",
            "    basis: per-card",
            f"    region: {provider.region}",
            f"    source: {source}",
            '    as_of: "2026-01-01"',
        ]
    return "\n".join(lines) + "\n"


_WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9.+-]*")


def faq_yaml(kb: KnowledgeBase, n: int, seed: int = 0) -> str:
    """``n`` FAQ entries recombined from the bundled ones' words (so a search has realistic text
    to score), each with a unique id, both languages and keywords."""
    import json

    rng = random.Random(seed)
    entries = sorted(kb.faq, key=lambda e: e.id)
    en_words = sorted({w for e in entries for w in _WORD.findall(e.question.en + " " + e.answer.en)}) or ["gpu"]
    zh_text = "".join(e.question.zh + e.answer.zh for e in entries) or "显存"
    keywords = sorted({k for e in entries for k in e.keywords}) or ["gpu"]
    source = "seed-000" if "seed-000" in kb.sources_by_id else kb.sources[0].id

    def en(k: int) -> str:
        return " ".join(rng.choice(en_words) for _ in range(k))

    def zh(k: int) -> str:
        start = rng.randrange(max(1, len(zh_text) - k))
        return zh_text[start:start + k]

    lines = ["# generated by bench.varied.faq_yaml", "faq:"]
    for i in range(n):
        # JSON strings are valid YAML flow scalars: no quoting surprises
        lines += [
            f"  - id: bench-faq-{i:05d}",
            "    kind: faq",
            f"    source: {source}",
            f"    question: {{en: {json.dumps(en(10) + '?')}, zh: {json.dumps(zh(18) + '？', ensure_ascii=False)}}}",
            f"    answer: {{en: {json.dumps(en(60))}, zh: {json.dumps(zh(120), ensure_ascii=False)}}}",
            f"    keywords: {json.dumps(rng.sample(keywords, min(6, len(keywords))), ensure_ascii=False)}",
        ]
    return "\n".join(lines) + "\n"


FAQ_QUERIES = (
    "两张 4090 能当 48G 用吗", "how much VRAM do I need for a 70b model", "4090 vs A100",
    "显存不够怎么办", "NVLink", "MI300X ROCm", "国内合规 H20", "按小时还是包月", "qwen3 32b 需要多少显存",
    "OOM out of memory", "spot instance interrupted", "海外机房延迟", "vram requirment for llama",
    "LoRA 微调 显存", "full finetune 7b memory", "KV cache long context", "FP8 H100", "昇腾 CANN 迁移",
    "is 4090 enough for flux", "出图 用什么卡", "video generation gpu", "ECC 训练", "租还是买",
    "price per TFLOPS", "每GB成本", "A800 H800 区别", "多卡 PCIe", "blackwell cuda version",
    "nvidia-smi check rental", "学生 学习 用什么卡",
)
