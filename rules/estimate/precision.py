"""Which weight and KV precisions a card runs natively, and what FP8 would change.

Every FP8 capability question goes through ``fp8_support(card)``, decided by the architecture
generation (a named predicate over the card's ``architecture`` field), never by whether a card
lists an FP8 TFLOPS figure: the L20 is Ada like the RTX 4090 and runs FP8 whether or not a
datasheet figure is on file.

Sources: NVIDIA's Ada whitepaper and H100 / Blackwell pages (4th/5th-generation tensor cores with
FP8), AMD's MI300X datasheet (FP8 on CDNA 3), vLLM's FP8 documentation (W8A8 on Ada / Hopper /
Blackwell, weight-only W8A16 through Marlin on Ampere; "2× smaller weights, minimal accuracy
impact"), llama.cpp (GGUF k-quants on CUDA, ROCm and Metal).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from knowledge.schema import Card, I18n, Model

if TYPE_CHECKING:  # rules.facts imports rules.estimate (config.json): no runtime import
    from rules.facts import Facts

# Architecture generations (the first word(s) of cards.yaml `architecture`), lower-case.
FP8_NATIVE = ("ada", "hopper", "blackwell", "cdna3", "cdna4")  # FP8 tensor cores
FP8_WEIGHT_ONLY = ("ampere",)  # FP8 weights dequantised by Marlin (W8A16): memory, not compute
SOURCES = ("nvidia-ada-whitepaper", "nvidia-h100-spec", "amd-mi300x-spec", "vllm-fp8-docs")
SIXTEEN_BIT = ("bf16", "fp16", "fp32")
FOUR_BIT = ("int4", "q4_k_m", "nf4", "mxfp4", "fp4")
NOT_ON_DOMESTIC_CHIPS = ("fp8", "mxfp4", "fp4")  # the domestic accelerators here (Ascend) run no FP8 / FP4

QUALITY_NOTE = I18n(
    en="FP8 (E4M3) weights with per-channel or block scales are close to lossless (vLLM's FP8 "
       "docs: half the weight memory with minimal accuracy impact); on Ampere they are stored in "
       "FP8 but computed in 16-bit (W8A16). Check your own evals before switching a production "
       "model.",
    zh="FP8（E4M3）权重配合按通道或分块缩放几乎无损（vLLM FP8 文档：权重显存减半，精度影响很小）；"
       "Ampere 卡上只是以 FP8 存储、按 16 位计算（W8A16）。生产模型切换前请用自己的评测集复核。")
# the same note for a card with FP8 tensor cores (review 18 m1: the Ampere clause sat beside an
# RTX 6000 Ada, which computes in FP8)
QUALITY_NOTE_NATIVE = I18n(
    en="FP8 (E4M3) weights with per-channel or block scales are close to lossless (vLLM's FP8 "
       "docs: half the weight memory with minimal accuracy impact). Check your own evals before "
       "switching a production model.",
    zh="FP8（E4M3）权重配合按通道或分块缩放几乎无损（vLLM FP8 文档：权重显存减半，精度影响很小）。"
       "生产模型切换前请用自己的评测集复核。")


def quality_note(card: Card) -> I18n:
    """The FP8 quality note for ``card``: with the Ampere clause only where the card is weight-only."""
    return QUALITY_NOTE if fp8_support(card) == "weight-only" else QUALITY_NOTE_NATIVE


def generation(card: Card) -> str:
    """'ada', 'hopper', 'blackwell', 'ampere', 'cdna3', 'da vinci' …, from ``architecture``."""
    arch = card.architecture.lower().replace("ada lovelace", "ada")
    head = arch.split("(")[0].strip()
    if head.startswith("cdna"):
        return head.replace(" ", "")
    return head.split()[0] if head else ""


def fp8_support(card: Card) -> str:
    """native (FP8 tensor cores), weight-only (Ampere: FP8 weights through W8A16 kernels such as
    Marlin, no FP8 compute) or no. The card's own sourced ``fp8`` field decides where the
    knowledge gives one; otherwise the architecture generation does (never a missing figure)."""
    if getattr(card, "fp8", None) is not None:
        return card.fp8
    gen = generation(card)
    if gen in FP8_NATIVE:
        return "native"
    return "weight-only" if gen in FP8_WEIGHT_ONLY else "no"


def runs_fp8_kv(card: Card) -> bool:
    """An FP8 KV cache (vLLM --kv-cache-dtype fp8) halves KV memory on FP8-capable CUDA/ROCm
    cards; on Ampere vLLM stores FP8 KV too but dequantises it (memory saving, no speed-up)."""
    return fp8_support(card) != "no" and card.ecosystem in ("cuda", "rocm")


def official_formats(model: Model | None) -> tuple[str, ...]:
    """Precisions with a published checkpoint: the released dtype and the listed quantised files."""
    if model is None:
        return ()
    return tuple(dict.fromkeys((model.native_dtype, *(q.format for q in model.quantized))))


def precision_matrix(card: Card, model: Model | None = None) -> dict[str, Any]:
    """Weight / KV precisions ``card`` runs natively, and which have an official checkpoint."""
    fp8 = fp8_support(card)
    gen = generation(card)
    legacy = gen in ("pascal", "volta", "turing")
    cuda_like = card.ecosystem in ("cuda", "rocm")
    weights = {
        "bf16": "native" if not legacy else "as-fp16",
        "fp8": fp8,
        # AWQ/GPTQ kernels: Marlin needs sm80+, AWQ sm75+; Volta / Pascal: GGUF in llama.cpp only
        "int4": "native" if cuda_like and gen not in ("pascal", "volta") else "no",
        "gguf": "native" if cuda_like else "no",  # llama.cpp CUDA / HIP back-ends
    }
    official = official_formats(model)
    return {"weights": weights, "kv": {"fp16": "native", "fp8": "native" if runs_fp8_kv(card)
                                       else "no"},
            "official_checkpoints": list(official),
            "fp8_checkpoint": "official" if "fp8" in official else "online (vLLM --quantization fp8)"}


def fp8_candidate(facts: Facts, model: Model | None) -> bool:
    """The person did not fix the precision and the model's released weights are 16-bit: FP8
    weights + FP8 KV are an option worth showing (LLM serving only)."""
    if facts.task != "inference" or "precision" not in dict(facts.assumed) or getattr(facts, "no_quantization", False):
        return False  # ("no quantization of any kind": no FP8, not even as an option — review 40 C2)
    return (model is None or model.kind == "llm") and (facts.precision or "bf16") in SIXTEEN_BIT
