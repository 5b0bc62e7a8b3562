"""The values the knowledge records' fields take (vendors, billing units, tasks, precisions …),
in their own tiny module so that the facts' vocabulary (``rules.fact_vocab``) and the TUI's first
screen can use them without building the schema's record classes (``knowledge.schema``
re-exports every name)."""

from __future__ import annotations

import typing
from typing import Literal

Vendor = Literal["nvidia", "amd", "huawei"]
CardClass = Literal["consumer", "workstation", "datacenter"]
Interconnect = Literal["nvlink", "nvlink-bridge", "pcie", "infinity-fabric", "hccs"]
FormFactor = Literal["pcie", "sxm", "oam", "module"]
# a PCIe card's own cooling: passive = a heat sink with no fan, cooled by a server chassis's forced airflow;
# active = a fan or blower of its own (a workstation or desktop card)
Cooling = Literal["passive", "active"]
Ecosystem = Literal["cuda", "rocm", "cann"]
ChinaStatus = Literal["available", "compliant-preferred", "export-restricted"]
Region = Literal["cn", "intl"]
BillingUnit = Literal["minute", "hour", "day", "week", "month"]
PriceBasis = Literal["per-card", "whole-machine"]
OfferFlag = Literal[
    "promo",  # an activity/discount price (活动价): not a long-term baseline
    "p2p-marketplace",  # peer-to-peer marketplace: may vanish, no SLA
    "spot",  # interruptible/preemptible capacity
    "stock-limited",  # per-account quota or limited stock (限购)
    "from-price",  # "起": the cheapest configuration, others cost more
    "approximate",  # the source says "about" (约 / ~)
    "list-price",  # an original, undiscounted price
    "market-rate",  # a quoted going rate, not one provider's price list
    "per-second",  # billed by the second (按秒)
    "form-factor-assumed",  # the source names the GPU, not SXM vs PCIe: the catalogue's SXM part assumed
    "suspect",  # recorded as the source writes it, but the figure looks like a slip there (the row's note says why)
]
ProviderKind = Literal["hyperscaler", "specialist", "p2p-marketplace", "reseller"]
# encoder: an embedding model or a cross-encoder reranker (no decoding, no KV cache; rules.estimate.encoder)
ModelKind = Literal["llm", "image", "video", "speech", "detection", "encoder"]
Attention = Literal["mha", "gqa", "mqa", "mla"]
Precision = Literal[
    "fp32", "bf16", "fp16", "fp8", "int8", "int4", "q4_k_m", "q8_0", "nf4", "mxfp4", "fp4"
]
Task = Literal[
    "inference",
    "lora",
    "qlora",
    "full-finetune",
    "pretrain",
    "image",
    "video",
    "render",
    "learn",
    "transcribe",
    "detection",
    "embedding",  # an embedding / rerank service sized by its query rate (rules.encoder_service)
]
FaqKind = Literal["faq", "mistake", "caveat", "checklist", "not-suitable", "rule", "tip"]
SourceKind = Literal["seed", "official", "vendor", "paper", "reference", "documentation", "dataset"]
Market = Literal["global", "china", "modified"]
Fp8Support = Literal["native", "weight-only", "no"]
Invoice = Literal["vat-special", "vat", "receipt"]
# a video clip's resolution, by its height (Wan2.1: 480P = 832 × 480, 720P = 1280 × 720)
Resolution = Literal["480p", "540p", "720p", "1080p"]  # 540p: HunyuanVideo's 544 × 960

TASKS: tuple[str, ...] = typing.get_args(Task)
PRECISIONS: tuple[str, ...] = typing.get_args(Precision)
BILLING_UNITS: tuple[str, ...] = typing.get_args(BillingUnit)
RESOLUTIONS: tuple[str, ...] = typing.get_args(Resolution)
