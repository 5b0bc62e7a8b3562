"""A card's memory and compute as the estimates count them: usable GB, dense TFLOPS.

Both ``fit`` (does a job fit) and ``split`` (which layout on N GPUs) need a card's usable memory;
it lives here, below both, so neither imports the other.

Card memory. Vendors' "24 GB", "80 GB", "141 GB" are binary sizes: an RTX 4090 holds 24 GiB
(nvidia-smi: 24,564 MiB), an A100 80 GB 81,920 MiB, an H200 143,771 MiB. Everything in this
package is in GB of 10^9 bytes, so a card's usable memory is its nominal figure × 1.0737
(2^30 / 10^9) × 0.995 (the few hundred MiB the driver keeps: H100 shows 79.6 of 80 GiB). That is
why a "24 GB" card shows ≈ 25.6 GB usable here. Datacenter GDDR cards with ECC (L4, L40S, A40,
A10, T4, P40 …) run with ECC on by default, which on GDDR reserves 1/16 of the memory (L40S:
46,068 MiB of 48 GiB), so they show ≈ their nominal figure in 10^9 bytes. HBM cards (ECC is
side-band) and workstation cards (ECC off by default) keep the full binary size. The runtime's
own CUDA context is in the requirement's overhead, not here.
"""

from __future__ import annotations

from knowledge.schema import Card
from rules.estimate.units import GB, GiB

DRIVER_RESERVE_FRACTION = 0.995
# vLLM's start-up line (rules.estimate.engines' memory model, and rules.estimate.split's copies-or-one-copy choice)
VLLM_UTILIZATION = 0.9  # vLLM's default --gpu-memory-utilization
# CUDA graphs captured for decode batch sizes: our assumption, ≈ 0.5 GiB per GPU (vLLM logs the
# real figure at start-up: "Graph capturing finished … took X GiB"); --enforce-eager frees it.
CUDA_GRAPHS_GB = 0.5 * GiB / GB
VLLM_MIN_SPARE = 0.02  # of the card: less left in vLLM's pool beyond the sized sequences is tight
GDDR_ECC_FRACTION = 15 / 16


def ecc_reserves_memory(card: Card) -> bool:
    """GDDR with ECC enabled by default (datacenter class) loses 1/16 of its memory to ECC."""
    return card.ecc and "GDDR" in card.memory_type.upper() and card.card_class == "datacenter"


def capacity_gb(card: Card) -> float:
    """The card's memory in 10^9 bytes: nominal GiB, less the GDDR ECC carve-out."""
    return _memory(card)[0]


# (capacity, usable) by card: every fit and split asks, ~270 times a consultation (a tenth of a
# placement's time went to the string test in ecc_reserves_memory). A Card is frozen, so its figures
# never change; a card of another type (a test's stand-in) is worked out every time.
_MEMORY: dict[int, tuple[Card, float, float]] = {}
_MEMORY_MAX = 4096


def _memory(card: Card) -> tuple[float, float]:
    known = _MEMORY.get(id(card))
    if known is not None and known[0] is card:
        return known[1], known[2]
    cap = card.vram_gb * GiB / GB
    cap = cap * GDDR_ECC_FRACTION if ecc_reserves_memory(card) else cap
    usable = cap * DRIVER_RESERVE_FRACTION
    if type(card) is Card:
        if len(_MEMORY) >= _MEMORY_MAX:
            _MEMORY.clear()
        _MEMORY[id(card)] = (card, cap, usable)
    return cap, usable


def dense_tflops(card: Card) -> float:
    """Dense FP16 tensor TFLOPS, or FP32 where that is higher (cards without tensor cores: the
    P40 runs FP16 at 1/64 rate, 0.18 TFLOPS, against 12 TFLOPS FP32)."""
    return max(card.fp16_tflops, card.fp32_tflops or 0.0)


def usable_gb(card: Card) -> float:
    """Memory a job can use on one card, GB (10^9 bytes); see the module docstring."""
    return _memory(card)[1]
