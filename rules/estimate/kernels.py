"""Which INT4 weight kernels an engine has on a card: a sourced predicate over the card's
architecture generation (cards.yaml ``architecture``), never a guess per card.

vLLM (sources in knowledge/data/kernels.yaml):
  * the engine itself needs compute capability 7.5 or higher in current releases
    (``vllm-gpu-requirements``; v0.14 still listed 7.0, so a V100 needs an old release);
  * AWQ kernels need SM 7.5 (``AWQConfig.get_min_capability() == 75``, ``vllm-awq-min-capability``);
  * Marlin INT4 kernels (``awq_marlin`` / ``gptq_marlin``, what ``--quantization awq_marlin``
    selects) need SM 8.0, and SM 7.5 since PR #29901 (docs updated 2026-02-11,
    ``vllm-pr-29901-marlin-turing``);
  * GPTQ's own (exllama) kernels run from Volta on (``vllm-quant-hardware-latest``);
  * on ROCm vLLM accepts awq / gptq and rewrites awq_marlin / gptq_marlin to them
    (``vllm-rocm-platform``; the docs' table still marks AMD as unsupported, the code decides).
llama.cpp runs GGUF k-quants on CUDA from SM 5.0 (Pascal and Volta with a CUDA 12 build, as CUDA
13 dropped them, ``llama-cpp-cuda-archs``), on AMD through HIP and on Ascend through CANN
(``llama-cpp-readme-backends``).

``int4_kernels(card, engine)`` answers with the kernel / weight format to ask for (a string such as
``"awq_marlin"`` or ``"gguf"``), False when the engine has none on that card, or None when nothing
sourced says (another engine, another platform): the caller keeps its current behaviour then.
"""

from __future__ import annotations

from knowledge.schema import Card
from knowledge.text import I18n
from rules.estimate.precision import generation

SOURCES = ("vllm-quant-hardware-latest", "vllm-rocm-platform", "vllm-awq-min-capability", "vllm-pr-29901-marlin-turing",
           "vllm-gpu-requirements", "llama-cpp-cuda-archs", "llama-cpp-readme-backends")

# Lowest compute capability of each NVIDIA generation (vLLM docs: Volta SM 7.0, Turing 7.5,
# Ampere 8.0/8.6, Ada 8.9, Hopper 9.0; llama.cpp CMake: 60 = P100, 61 = Pascal, 120 = Blackwell
# consumer, B200 is SM 10.0). Only compared with the thresholds below.
MIN_SM = {"pascal": 6.0, "volta": 7.0, "turing": 7.5, "ampere": 8.0, "ada": 8.9, "hopper": 9.0,
          "blackwell": 10.0}

VLLM_MIN_SM = 7.5  # vllm-gpu-requirements (current releases)
VLLM_OLD_MIN_SM = 7.0  # vllm-gpu-requirements (v0.14 docs)
AWQ_MIN_SM = 7.5  # vllm-awq-min-capability
MARLIN_MIN_SM = 7.5  # vllm-pr-29901-marlin-turing (8.0 before it)
MARLIN_OLD_MIN_SM = 8.0
GPTQ_MIN_SM = 7.0  # vllm-quant-hardware-latest (Volta ✓)
LLAMA_CPP_MIN_SM = 5.0  # llama-cpp-cuda-archs
LLAMA_CPP_BACKENDS = ("cuda", "rocm", "cann")  # CUDA, HIP, CANN: llama-cpp-readme-backends


def min_compute_capability(card: Card) -> float | None:
    """The lowest CUDA compute capability of the card's generation; None off CUDA."""
    if card.ecosystem != "cuda":
        return None
    return MIN_SM.get(generation(card))


def int4_kernels(card: Card, engine: str) -> str | bool | None:
    """The INT4 weight kernel ``engine`` uses on ``card`` (current releases), False when it has
    none there, None when no source says (the caller keeps its behaviour)."""
    sm = min_compute_capability(card)
    if engine == "vllm":
        if card.ecosystem == "rocm":
            return "awq"  # vllm-rocm-platform: AWQ/GPTQ kernels, Marlin rewritten to them
        if sm is None:
            return None
        if sm < VLLM_MIN_SM:
            return False  # the engine itself needs SM 7.5; a V100 needs an old release
        return "awq_marlin" if sm >= MARLIN_MIN_SM else "awq"
    if engine == "llama.cpp":
        if card.ecosystem not in LLAMA_CPP_BACKENDS:
            return None
        if card.ecosystem == "cuda" and (sm is None or sm < LLAMA_CPP_MIN_SM):
            return None if sm is None else False
        return "gguf"
    return None


def int4_fact(card: Card, engine: str) -> str:
    """``int4_kernels`` as a rule-engine fact: the kernel name, "no" or "unknown"."""
    got = int4_kernels(card, engine)
    return got if isinstance(got, str) else ("no" if got is False else "unknown")


def int4_note(card: Card, engine: str) -> I18n | None:
    """One sentence for an answer that proposes or rejects INT4 on ``card`` under ``engine``:
    what to launch, or why not and what runs instead. None when nothing needs saying."""
    sm = min_compute_capability(card)
    gen = generation(card).capitalize()
    if engine == "vllm" and card.ecosystem == "rocm":
        return I18n(
            en=f"On {card.name} (ROCm) vLLM runs INT4 through its AWQ/GPTQ kernels, not Marlin: "
               "launch with --quantization awq (or gptq for a GPTQ checkpoint).",
            zh=f"{card.name}（ROCm）上 vLLM 用 AWQ/GPTQ 内核跑 INT4，不用 Marlin：启动时用 "
               "--quantization awq（GPTQ 权重用 gptq）。")
    if engine == "vllm" and int4_kernels(card, "vllm") is False:
        old = sm is not None and sm >= VLLM_OLD_MIN_SM
        return I18n(
            en=f"{card.name} is {gen} (compute capability {sm:.1f}): current vLLM needs 7.5 and its "
               "AWQ/Marlin INT4 kernels need Turing or newer"
               + ("; an old vLLM (≤ 0.14) runs GPTQ checkpoints with --quantization gptq, "
                  if old else "; ")
               + "or serve a GGUF Q4_K_M file with llama.cpp (CUDA 12 build).",
            zh=f"{card.name} 是 {gen} 架构（计算能力 {sm:.1f}）：当前 vLLM 要求 7.5 以上，AWQ/Marlin "
               "INT4 内核要求 Turing 或更新"
               + ("；旧版 vLLM（≤ 0.14）可用 --quantization gptq 跑 GPTQ 权重，" if old else "；")
               + "或用 llama.cpp（CUDA 12 编译）加载 GGUF Q4_K_M 文件。")
    if engine == "vllm" and sm is not None and AWQ_MIN_SM <= sm < MARLIN_OLD_MIN_SM:
        return I18n(
            en=f"{card.name} is Turing: Marlin INT4 kernels (--quantization awq_marlin) need a "
               "vLLM release with PR #29901 (2026); older releases use --quantization awq.",
            zh=f"{card.name} 是 Turing 架构：Marlin INT4 内核（--quantization awq_marlin）需要包含 "
               "PR #29901 的 vLLM 版本（2026 年）；旧版本请用 --quantization awq。")
    return None
