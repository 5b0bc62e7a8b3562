"""Typed records of the knowledge base and their strict validation.

Each record kind is a frozen dataclass; its fields' annotations *are* the schema. ``build()`` turns
one YAML mapping into a record, rejecting unknown keys, wrong types, out-of-range numbers and bad
enum values with an error that names the field (``knowledge.validation``, re-exported here).
Cross-record checks (references, duplicates) live in ``knowledge.loader``.

Units, once and for all: memory in GB (10^9 bytes, as vendors quote VRAM), bandwidth in GB/s,
compute in TFLOPS, power in W, prices in the offer's own currency per its own billing unit.
"""

from __future__ import annotations

import re
from dataclasses import MISSING, dataclass, field
from typing import Any, Literal

from knowledge.text import I18n

# Validation lives in knowledge.validation; its names stay importable from here.
from knowledge.validation import (
    _CONTROL,
    CEILINGS,
    CURRENCY_CODE,
    DATE_PATTERN,
    FLOORS,
    ID_PATTERN,
    MAX_ID_CHARS,
    MIN_MAGNITUDE,
    NONEMPTY,
    SchemaError,
    build,
    check_record,
    field_docs,
    yaml_key,
)

# The fields' values live in knowledge.vocab; their names stay importable from here.
from knowledge.vocab import (
    BILLING_UNITS,
    PRECISIONS,
    TASKS,
    Attention,
    BillingUnit,
    CardClass,
    ChinaStatus,
    Cooling,
    Ecosystem,
    FaqKind,
    FormFactor,
    Fp8Support,
    Interconnect,
    Invoice,
    Market,
    ModelKind,
    OfferFlag,
    Precision,
    PriceBasis,
    ProviderKind,
    Region,
    Resolution,
    SourceKind,
    Task,
    Vendor,
)


def meta(doc: str = "", *, minimum: float | None = None, exclusive_minimum: bool = False,
         maximum: float | None = None, key: str | None = None) -> dict[str, Any]:
    """Field metadata: a docstring, numeric bounds, and the YAML key when it differs."""
    return {"doc": doc, "minimum": minimum, "exclusive_minimum": exclusive_minimum,
            "maximum": maximum, "key": key}


def _f(doc: str = "", default: Any = MISSING, **kw: Any) -> Any:
    if default is MISSING:
        return field(metadata=meta(doc, **kw))
    return field(default=default, metadata=meta(doc, **kw))


# ----------------------------------------------------------------------------------------- records


@dataclass(frozen=True)
class Source:
    """Where a fact comes from: one of the four seed articles or an outside document."""

    id: str = _f("stable id, e.g. seed-000, nvidia-h100-datasheet")
    title: str = _f("title as published")
    kind: SourceKind = _f("seed article, official config/datasheet, vendor page, paper …")
    as_of: str = _f("YYYY-MM-DD the content was read or states, or 'unknown'")
    covers: str = _f("what this source is used for here")
    url: str = _f("public address, when it has one", "")
    publisher: str = _f("who published it", "")


@dataclass(frozen=True)
class Figure:
    """A figure a source states that differs from the one the record uses (kept, not lost)."""

    field: str = _f("the record field it competes with, e.g. fp16_tflops")
    value: float = _f("the stated value")
    source: str = _f("source id")
    note: str = _f("what basis the source used, e.g. 'FP32 non-tensor'", "")


@dataclass(frozen=True)
class Availability:
    """Where a provider has a card (seed 000: MI300X only in DFW-1)."""

    provider: str = _f("provider id")
    datacenters: tuple[str, ...] = _f("datacenter codes that carry the card")
    source: str = _f("source id")
    note: str = _f("", "")


@dataclass(frozen=True)
class Card:
    """One GPU / accelerator model. TFLOPS basis: dense tensor FP16/BF16, FP32 accumulate."""

    id: str = _f("stable id, e.g. rtx-4090")
    name: str = _f("official name")
    vendor: Vendor = _f("")
    architecture: str = _f("Ampere, Ada Lovelace, Hopper, Blackwell, CDNA3, Da Vinci …")
    card_class: CardClass = _f("consumer / workstation / datacenter", key="class")
    vram_gb: float = _f("memory capacity in GB", minimum=0, exclusive_minimum=True)
    memory_type: str = _f("GDDR6X, HBM3 …")
    bandwidth_gbs: float = _f("memory bandwidth GB/s", minimum=0, exclusive_minimum=True)
    fp16_tflops: float = _f("dense FP16/BF16 tensor TFLOPS, FP32 accumulate",
                            minimum=0, exclusive_minimum=True)
    interconnect: Interconnect = _f("GPU-to-GPU link inside a node")
    ecc: bool = _f("ECC on device memory")
    ecosystem: Ecosystem = _f("software stack: cuda / rocm / cann")
    china_status: ChinaStatus = _f("mainland-China procurement status")
    china_status_source: str = _f("source id for china_status")
    source: tuple[str, ...] = _f("source ids of the specs")
    form_factor: FormFactor = _f("pcie / sxm / oam / module", "pcie")
    cooling: Cooling | None = _f("a PCIe card's own cooling as its maker's brief or datasheet prints it: passive (a "
                                 "heat sink for a server chassis's forced airflow, no fan) or active (a fan or "
                                 "blower); null where not checked", None)
    cooling_source: str = _f("source id for cooling (required with it)", "")
    tdp_w: float | None = _f("board power W (None where no figure is published)", None,
                             minimum=0, exclusive_minimum=True)
    fp16_sparse_tflops: float | None = _f("2:4 sparse FP16 tensor TFLOPS", None, minimum=0)
    fp8_tflops: float | None = _f("dense FP8 tensor TFLOPS", None, minimum=0)
    fp32_tflops: float | None = _f("FP32 non-tensor TFLOPS", None, minimum=0)
    interconnect_gbs: float | None = _f("GPU-to-GPU bandwidth GB/s", None, minimum=0)
    max_pool_gpus: int = _f("GPUs that can share one model over the fast link (1 = none)", 1,
                            minimum=1)
    devices: int = _f("devices one card is to the framework: an Ascend 910C is two dies, each its own 64 GB NPU "
                      "(vLLM-Ascend: an Atlas 800T A3 is '64G × 16' for 8 cards)", 1, minimum=1)
    aliases: tuple[str, ...] = _f("names people and the seeds use", ())
    other_figures: tuple[Figure, ...] = _f("disagreeing figures with their source", ())
    availability: tuple[Availability, ...] = _f("provider datacenters that carry it", ())
    notes: I18n | None = _f("short note shown with the card", None)
    released: str = _f("year or YYYY-MM of release", "")
    market: Market = _f("the market the part was made for: global; china (A800, H20, L20, 4090D, "
                        "Ascend); modified (board-modified, e.g. 48 GB 4090s: no vendor warranty)",
                        "global")
    fp8: Fp8Support | None = _f("FP8 from the architecture: native (FP8 tensor cores: Ada, Hopper, "
                                "Blackwell, CDNA3), weight-only (Ampere: W8A16 kernels), no; "
                                "null = unknown", None)
    # Capabilities that decide whether a stack runs at all (issue 21), sourced by capability_source.
    bf16: bool | None = _f("BF16 tensor math (Ampere and newer, CDNA, Da Vinci); None = unknown",
                           None)
    flash_attention_2: bool | None = _f("Dao-AILab FlashAttention-2 kernels build for it", None)
    mxfp4_vllm: bool | None = _f("vLLM runs MXFP4 MoE weights (gpt-oss) on it", None)
    rt_cores: bool | None = _f("ray-tracing cores (what Cycles/Octane OptiX rendering uses)", None)
    capability_source: tuple[str, ...] = _f("source ids of the capability fields", ())


@dataclass(frozen=True)
class Multiplier:
    """Price of N cards as a multiple of one card's price (seed 000: 2 → ×1.98)."""

    gpus: int = _f("", minimum=1)
    factor: float = _f("", minimum=0, exclusive_minimum=True)


@dataclass(frozen=True)
class Provider:
    """A place that rents GPUs, with its billing rules."""

    id: str = _f("stable id, e.g. runpod")
    name: str = _f("display name")
    region: Region = _f("cn (mainland) or intl")
    kind: ProviderKind = _f("hyperscaler / specialist / p2p-marketplace / reseller")
    source: str = _f("source id")
    name_zh: str = _f("Chinese display name", "")
    min_billing_hours: float = _f("shortest chargeable period in hours (7-day plans: 168)", 0,
                                  minimum=0)
    billing_rounding: BillingUnit | None = _f("usage is rounded up to whole ...", None)
    multipliers: tuple[Multiplier, ...] = _f("multi-card price multipliers", ())
    datacenters: tuple[str, ...] = _f("datacenter codes", ())
    latency_from_cn_ms: tuple[float, ...] = _f("round-trip latency range from mainland China", ())
    notes: I18n | None = _f("billing notes (refunds, pre-authorisation …)", None)
    home_market: Region | None = _f("the buyers the seller addresses (site language, currency, "
                                    "time zone): cn or intl; null = unknown", None)
    min_gpus: int | None = _f("smallest rentable unit for every offer that does not say its own "
                              "(CoreWeave: whole 8-GPU nodes); null = unknown", None, minimum=1)
    tiers: I18n | None = _f("where the seller rents both its own data-centre machines and third-party hosts' "
                            "(RunPod's Secure / Community Cloud), what the tiers are and how to ask for the first; "
                            "null = one kind", None)


@dataclass(frozen=True)
class Offer:
    """One price row: a provider's price for N cards of one type, per billing unit."""

    id: str = _f("stable id, e.g. runpod/h100-sxm/hour")
    provider: str = _f("provider id")
    card: str = _f("card id")
    price: float = _f("price per unit in `currency`", minimum=0)
    currency: str = _f("currency code (USD, CNY, T-CREDIT)")
    unit: BillingUnit = _f("billing unit the price is per")
    basis: PriceBasis = _f("per-card, or a per-card share of a whole-machine price")
    region: Region = _f("where the capacity is")
    source: str = _f("source id")
    as_of: str = _f("YYYY-MM-DD the price was read, or 'unknown'")
    gpus: int = _f("cards the price buys", 1, minimum=1)
    product: str = _f("product line, e.g. UCloud 优云智算 vs GPU 云主机", "")
    price_max: float | None = _f("upper end when the source gives a range", None, minimum=0)
    list_price: float | None = _f("undiscounted price of a promo", None, minimum=0)
    flags: tuple[OfferFlag, ...] = _f("promo, p2p-marketplace, spot …", ())
    datacenters: tuple[str, ...] = _f("datacenters the price applies to", ())
    machine: str = _f("whole-machine configuration when basis is whole-machine", "")
    note: str = _f("", "")
    hosted_in: str | None = _f("where the machines are: cn, hk, us, eu …; null = unknown", None)
    min_gpus: int | None = _f("smallest rentable unit in GPUs (whole-node sellers: 8); "
                              "null = unknown, priced as 1", None, minimum=1)
    nvlink: bool | None = _f("true only where the offer's machines have the GPU link fitted; "
                             "null = unknown", None)
    sla: bool | None = _f("an availability SLA is offered; null = unknown", None)
    invoice: Invoice | None = _f("what a company can get: vat-special (专票), vat, receipt; "
                                 "null = unknown", None)
    terms: str = _f("storage / egress / public-IP terms where the source gives them", "")
    cluster_fabric: str | None = _f("the network between machines the price is sold with, where the source says so "
                                    "(infiniband, roce, efa): a pick over several machines is priced as sold; null = "
                                    "not recorded, and such a pick is a per-GPU floor (a cluster is quoted)", None)
    count_unstated: bool = _f("the source does not say how many cards the instance has: one is assumed, and "
                              "several cards are never taken to share one such instance", False)


@dataclass(frozen=True)
class Currency:
    """A currency or site credit. Credits with no public rate are never converted."""

    code: str = _f("ISO code or a project code such as T-CREDIT")
    symbol: str = _f("$, ¥, ₮ …")
    name: I18n = _f("")
    source: str = _f("source id")


@dataclass(frozen=True)
class Rate:
    """A dated reference exchange rate: 1 `base` = `rate` `quote`."""

    base: str = _f("currency code")
    quote: str = _f("currency code")
    rate: float = _f("", minimum=0, exclusive_minimum=True)
    as_of: str = _f("YYYY-MM-DD")
    source: str = _f("source id")


@dataclass(frozen=True)
class SlidingWindow:
    """Layers that attend to at most `window` tokens (they cache at most that many)."""

    window: int = _f("tokens", minimum=1)
    layers: int = _f("how many layers are windowed", minimum=0)


@dataclass(frozen=True)
class Vision:
    """A vision-language model's image side: the vision tower whose weights sit beside the text model's, and how a
    picture becomes prompt tokens (Qwen2.5-VL: 14-px patches merged 2 × 2, one token per 28 × 28 pixels)."""

    params_b: float = _f("vision tower parameters (encoder + merger), billions; included in the model's params_b",
                         minimum=0, exclusive_minimum=True)
    token_px: int = _f("side of the pixel square one image token covers (patch × merge: 14 × 2 = 28)", minimum=1)
    min_pixels: int = _f("the image processor's default floor: smaller images are scaled up", minimum=1)
    max_pixels: int = _f("the image processor's default ceiling: larger images are scaled down", minimum=1)
    card_min_tokens: int = _f("the model card's suggested lower bound of tokens per image", minimum=1)
    card_max_tokens: int = _f("the model card's suggested upper bound of tokens per image", minimum=1)
    depth: int = _f("vision encoder blocks", minimum=1)
    hidden: int = _f("vision encoder width", minimum=1)
    source: str = _f("source id of these figures")


@dataclass(frozen=True)
class Moe:
    """Mixture-of-experts layout."""

    experts: int = _f("routed experts per MoE layer", minimum=1)
    experts_per_token: int = _f("routed experts active per token", minimum=1)
    moe_intermediate_size: int | None = _f("expert FFN width", None, minimum=1)
    shared_experts: int = _f("always-active shared experts", 0, minimum=0)
    expert_params_b: float | None = _f("parameters in all routed experts, billions", None,
                                       minimum=0)


@dataclass(frozen=True)
class QuantFile:
    """A published quantised checkpoint size (preferred over bits-per-weight estimates)."""

    format: Precision = _f("q4_k_m, q8_0, mxfp4, fp8 …")
    size_gb: float = _f("file size in GB (10^9 bytes)", minimum=0, exclusive_minimum=True)
    source: str = _f("source id")
    note: str = _f("", "")


@dataclass(frozen=True)
class QuantRepo:
    """A pre-quantised checkpoint released beside the 16-bit weights — the publisher's (Qwen3's FP8 and AWQ
    repositories), else a known quantiser's (``third_party``): a serving command loads it by name instead of
    quantising online."""

    format: Precision = _f("fp8, int4 (AWQ) …")
    repo: str = _f("Hugging Face repository, owner/name")
    source: str = _f("source id")
    note: str = _f("", "")
    method: str = _f("how an int4 checkpoint is quantised, as vLLM's --quantization names it: awq (the default) or "
                     "gptq (Qwen3's MoE models are released as GPTQ-Int4, not AWQ)", "awq")
    third_party: bool = _f("quantised by someone other than the model's publisher (RedHatAI, hugging-quants — the "
                           "quantisers vLLM's and SGLang's docs point to): a command loads it only where a checkpoint "
                           "is needed (INT4; FP8 whose 16-bit weights do not load), else the publisher's weights",
                           False)


@dataclass(frozen=True)
class VramNeed:
    """A stated VRAM need of a non-LLM model at a precision (seed 001: FLUX.1-dev FP16 24 GB)."""

    precision: Precision = _f("")
    min_gb: float = _f("", minimum=0, exclusive_minimum=True)
    max_gb: float = _f("", minimum=0, exclusive_minimum=True)
    source: str = _f("source id")
    note: str = _f("", "")
    latent_tokens: int | None = _f(
        "a measured peak's latent tokens (video: frames × resolution); its activations are scaled "
        "from them to the resolution asked", None, minimum=1)
    resolution: Resolution | None = _f(
        "video: the clip resolution the figure was measured at (a stated resolution gates at its own row)", None)


@dataclass(frozen=True)
class Model:
    """A model the estimates can size. LLM fields come from the official config."""

    id: str = _f("stable id, e.g. qwen3-32b")
    name: str = _f("official name")
    kind: ModelKind = _f("llm / image / video / speech / detection / encoder")
    params_b: float = _f("total parameters, billions", minimum=0, exclusive_minimum=True)
    native_dtype: Precision = _f("dtype of the released weights")
    source: tuple[str, ...] = _f("source ids (official config / model card)")
    family: str = _f("qwen3, llama-3.1 …", "")
    active_params_b: float | None = _f("active parameters per token (MoE)", None, minimum=0)
    layers: int | None = _f("", None, minimum=1)
    hidden: int | None = _f("hidden size", None, minimum=1)
    heads: int | None = _f("attention heads", None, minimum=1)
    kv_heads: int | None = _f("key/value heads", None, minimum=1)
    head_dim: int | None = _f("per-head dimension (not always hidden / heads)", None, minimum=1)
    attention: Attention | None = _f("mha / gqa / mqa / mla", None)
    kv_lora_rank: int | None = _f("MLA compressed KV rank", None, minimum=1)
    qk_rope_head_dim: int | None = _f("MLA decoupled RoPE key dim", None, minimum=1)
    sliding_window: SlidingWindow | None = _f("windowed layers", None)
    intermediate_size: int | None = _f("dense FFN width", None, minimum=1)
    moe: Moe | None = _f("", None)
    vocab: int | None = _f("vocabulary size", None, minimum=1)
    max_context: int | None = _f("maximum context tokens", None, minimum=1)
    tie_embeddings: bool = _f("input and output embeddings shared", False)
    rope_theta: float | None = _f("RoPE base frequency (config.json rope_theta): a pre-training launch that rebuilds "
                                  "the architecture says it (rules.megatron)", None, minimum=0, exclusive_minimum=True)
    rms_norm_eps: float | None = _f("config.json rms_norm_eps of the weights a training launch loads (base_repo, else "
                                    "the source config's): a launch that rebuilds the architecture says it where it "
                                    "is not the framework's default (rules.megatron)", None, minimum=0,
                                    exclusive_minimum=True)
    chat_rms_norm_eps: float | None = _f("rms_norm_eps of chat_repo's weights where it differs (Qwen2.5-14B: base "
                                         "1e-5, Instruct 1e-6)", None, minimum=0, exclusive_minimum=True)
    norm_eps_source: str | None = _f("source id of rms_norm_eps / chat_rms_norm_eps", None)
    quantized: tuple[QuantFile, ...] = _f("published quantised sizes", ())
    prequantized: tuple[QuantRepo, ...] = _f("pre-quantised repositories: its publisher's, and known quantisers'", ())
    vram: tuple[VramNeed, ...] = _f("stated VRAM needs (non-LLM)", ())
    aliases: tuple[str, ...] = _f("names people use", ())
    notes: str = _f("", "")
    # Issue 21 / 14: what the model needs beyond memory, each with its source.
    native_context: int | None = _f("context trained natively; beyond it needs rope scaling",
                                    None, minimum=1)
    rope_scaling: str | None = _f("the scaling the card names for longer context (yarn …)", None)
    reasoning_tokens: int | None = _f("the generation length its publisher sets for the model's reasoning output "
                                      "(a serving context below it cuts answers off mid-thought)", None, minimum=1)
    thinks_by_default: bool = _f("a hybrid model whose chat template thinks before answering unless a request turns "
                                 "it off (Qwen3's enable_thinking defaults to True)", False)
    reasoning_effort: Literal["low", "medium", "high"] | None = _f(
        "a model that always reasons at an effort its system prompt sets (gpt-oss's harmony format: 'Reasoning: "
        "low | medium | high'): the effort it runs at when none is set (rules.base.reasoning_latency)", None)
    thinking_output_tokens: int | None = _f("the output length its publisher recommends for a hybrid model while it "
                                            "thinks (the card's 'Adequate Output Length'): a batch of generated "
                                            "samples is its thinking traces (rules.teacher_traces)", None, minimum=1)
    reasoning_parser: str | None = _f("vLLM's --reasoning-parser for the model's thinking (deepseek_r1, qwen3): "
                                      "the thinking comes back apart from the answer; SGLang names it with a "
                                      "hyphen; set for every model that thinks", None)
    resident_params_b: float | None = _f(
        "params that must sit on the GPU at once (image/video: the denoiser; encoders can be "
        "offloaded between steps)", None, minimum=0)
    # video (review 7 F7): the sizes the official code generates, its default, and its clip length
    resolutions: tuple[Resolution, ...] = _f("video: resolutions the official code generates", ())
    default_resolution: Resolution | None = _f("video: the official code's default size", None)
    clip_frames: int | None = _f("video: frames in the official code's default clip", None,
                                 minimum=1)
    clip_fps: int | None = _f("video: frames per second of that clip", None, minimum=1)
    # video: the denoiser's shape, which scales a clip's measured time to a smaller size (review 44 M3)
    denoiser_hidden: int | None = _f("video: the diffusion transformer's hidden width (dim)", None, minimum=1)
    denoiser_layers: int | None = _f("video: the diffusion transformer's blocks (num_layers)", None, minimum=1)
    denoiser_source: str | None = _f("video: source id of the denoiser's shape", None)
    licence: str | None = _f("licence name", None)
    commercial_use: bool | None = _f("the licence allows commercial use of the weights", None)
    licence_source: str | None = _f("source id of the licence / context facts", None)
    licence_excludes: tuple[str, ...] = _f("territories where the licence grants nothing (use and outputs)", ())
    chat_repo: str | None = _f("Hugging Face repository of the instruction-tuned weights a serving "
                               "launch loads, where the source config is a base model's (same "
                               "architecture)", None)
    gated: bool = _f("the Hugging Face repository is gated: its licence is accepted on the model page, and the "
                     "download needs that account's token (source hf-gated-repos)", False)
    base_repo: str | None = _f("Hugging Face repository of the pre-trained base weights a training launch loads, "
                               "where the source config is the post-trained model's (Qwen3-8B → Qwen3-8B-Base)", None)
    fim_repo: str | None = _f("Hugging Face repository whose weights the publisher documents for fill-in-the-middle "
                              "(code completion), where the served weights are not those (Qwen2.5-Coder: the base)",
                              None)
    fim_source: str | None = _f("source id of fim_repo", None)
    encoder_role: Literal["embed", "rerank"] | None = _f(
        "encoder: what it serves — embed (a bi-encoder: one forward pass per text) or rerank (a cross-encoder: one "
        "forward pass per query–passage pair)", None)
    detect_gflops: float | None = _f("detection: forward GFLOPs per 640-px image (the publisher's table)", None,
                                     minimum=0, exclusive_minimum=True)
    detect_ms: float | None = _f("detection: the publisher's per-image time at batch 1 with TensorRT, ms "
                                 "(rules.estimate.detection scales it by compute)", None, minimum=0,
                                 exclusive_minimum=True)
    detect_ms_card: str | None = _f("detection: the card id detect_ms was measured on", None)
    vision: Vision | None = _f("a vision-language model's image side (kind llm: the text model's fields above are "
                               "its language model's)", None)
    size_reference: bool = _f("whether the size-only estimate of an unknown model may take this one's "
                              "shape as a neighbour (false: a shape unlike its size class's)", True)

    def check(self) -> list[tuple[str, str]]:
        problems: list[tuple[str, str]] = []
        if self.chat_repo is not None and not re.fullmatch(r"[A-Za-z0-9][\w.-]*/[\w.-]+", self.chat_repo):
            problems.append(("chat_repo", "an owner/name Hugging Face repository"))
        if self.base_repo is not None and not re.fullmatch(r"[A-Za-z0-9][\w.-]*/[\w.-]+", self.base_repo):
            problems.append(("base_repo", "an owner/name Hugging Face repository"))
        if self.fim_repo is not None and (not re.fullmatch(r"[A-Za-z0-9][\w.-]*/[\w.-]+", self.fim_repo)
                                          or self.fim_source is None):
            problems.append(("fim_repo", "an owner/name Hugging Face repository, with its fim_source"))
        if self.kind == "llm":
            for name in ("layers", "hidden", "heads", "kv_heads", "head_dim", "attention",
                         "max_context"):
                if getattr(self, name) is None:
                    problems.append((name, "required for an llm"))
            if self.attention == "mla" and (self.kv_lora_rank is None
                                            or self.qk_rope_head_dim is None):
                problems.append(("kv_lora_rank", "mla needs kv_lora_rank and qk_rope_head_dim"))
        if self.kind == "encoder":
            for name in ("layers", "hidden", "heads", "intermediate_size", "vocab", "max_context", "encoder_role"):
                if getattr(self, name) is None:
                    problems.append((name, "required for an encoder"))
        if self.active_params_b is not None and self.active_params_b > self.params_b:
            problems.append(("active_params_b", "exceeds params_b"))
        if (self.detect_ms is None) != (self.detect_ms_card is None):
            problems.append(("detect_ms_card", "detect_ms and detect_ms_card are given together"))
        if self.default_resolution is not None and self.default_resolution not in self.resolutions:
            problems.append(("default_resolution", "one of the model's resolutions"))
        return problems


@dataclass(frozen=True)
class Workload:
    """A task-level VRAM range with the seed's "enough" and "faster" cards."""

    id: str = _f("")
    task: Task = _f("")
    name: I18n = _f("")
    vram_min_gb: float = _f("", minimum=0, exclusive_minimum=True)
    vram_max_gb: float = _f("", minimum=0, exclusive_minimum=True)
    source: str = _f("source id")
    enough: tuple[str, ...] = _f("card ids the seed calls enough", ())
    faster: tuple[str, ...] = _f("card ids the seed calls faster", ())
    models: tuple[str, ...] = _f("model ids this row covers", ())
    examples: I18n | None = _f("", None)
    note: I18n | None = _f("", None)


@dataclass(frozen=True)
class Utilisation:
    """A published measurement of how much of a card's dense FP16/BF16 peak a job reaches, or
    of how a job scales (issue 13: what the job costs and how long it takes)."""

    id: str = _f("stable id")
    kind: Literal["training-hfu", "qlora-time-factor", "moe-time-factor", "engine-speedup", "pcie-speedup-4",
                  "recompute-off-hfu-factor", "multi-node-efficiency", "bandwidth-efficiency",
                  "media-rate", "diffusion-speedup", "sequence-parallel-speedup",
                  "detection-training-hfu", "tuned-mfu-low"] = _f("what the value measures")
    value: float = _f("the measured figure (a fraction or a factor)", minimum=0,
                      exclusive_minimum=True)
    basis: str = _f("what was measured and how the value follows from it")
    source: str = _f("source id")
    stack: Literal["hf", "tuned", "any"] = _f("hf: transformers + PEFT; tuned: Megatron / "
                                              "llm-foundry / torchtitan class", "any")
    architectures: tuple[str, ...] = _f("architecture substrings it was measured on (GA100 …)",
                                        ())
    # media-rate rows (issue 13: a one-off media job): ``value`` is units of work per GPU-hour
    # (hours of audio transcribed, images generated) measured on a card with these peaks
    models: tuple[str, ...] = _f("media-rate: the model ids the measurement covers", ())
    reference_tflops: float | None = _f("media-rate: the measured card's dense FP16 TFLOPS", None,
                                        minimum=0, exclusive_minimum=True)
    reference_bandwidth_gbs: float | None = _f("media-rate: the measured card's bandwidth GB/s",
                                               None, minimum=0, exclusive_minimum=True)
    reference_card: str = _f("media-rate: the card measured, in words", "")
    same_architecture_only: bool = _f("media-rate: scaled down only to cards of ``architectures``; another "
                                      "card is credited it only where it matches or beats the row in "
                                      "TFLOPS and bandwidth", False)
    resolution: Resolution | None = _f("media-rate of a video model: the clip size measured", None)
    # sequence-parallel-speedup rows: ``value`` is how much faster one clip came on ``gpus`` GPUs than on one (the same
    # card, ``models`` at ``resolution``): a video model's own multi-GPU mode for one request
    gpus: int | None = _f("sequence-parallel-speedup: the GPUs one clip was split over", None, minimum=2)
    # diffusion-speedup rows: ``value`` is how much faster the same diffusion job ran on a card of
    # ``upper_tflops`` than on one of ``reference_tflops`` (same software, both measured)
    upper_tflops: float | None = _f("diffusion-speedup: the faster measured card's dense TFLOPS",
                                    None, minimum=0, exclusive_minimum=True)

@dataclass(frozen=True)
class FaqEntry:
    """A question the seeds answer, in both languages."""

    id: str = _f("stable id")
    kind: FaqKind = _f("faq / mistake / caveat / checklist / not-suitable / rule / tip")
    question: I18n = _f("")
    answer: I18n = _f("")
    source: str = _f("source id")
    keywords: tuple[str, ...] = _f("search keywords, both languages", ())
    related: tuple[str, ...] = _f("related caveat / faq ids", ())


__all__ = [
    "Attention",
    "Availability",
    "BILLING_UNITS",
    "BillingUnit",
    "CEILINGS",
    "CURRENCY_CODE",
    "Card",
    "CardClass",
    "ChinaStatus",
    "Cooling",
    "Currency",
    "DATE_PATTERN",
    "Ecosystem",
    "FLOORS",
    "FaqEntry",
    "FaqKind",
    "Figure",
    "FormFactor",
    "Fp8Support",
    "I18n",
    "ID_PATTERN",
    "Interconnect",
    "Invoice",
    "MAX_ID_CHARS",
    "MIN_MAGNITUDE",
    "Market",
    "Model",
    "ModelKind",
    "Moe",
    "Multiplier",
    "NONEMPTY",
    "Offer",
    "OfferFlag",
    "PRECISIONS",
    "Precision",
    "PriceBasis",
    "Provider",
    "ProviderKind",
    "QuantFile",
    "QuantRepo",
    "Rate",
    "Region",
    "Resolution",
    "SchemaError",
    "SlidingWindow",
    "Vision",
    "Source",
    "SourceKind",
    "TASKS",
    "Task",
    "Utilisation",
    "Vendor",
    "VramNeed",
    "Workload",
    "build",
    "check_record",
    "field_docs",
    "meta",
    "yaml_key",
    "_CONTROL",
]
