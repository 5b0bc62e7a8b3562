"""Named predicates over a card's fields: the one place that reads the architecture name.

The rules ask "is this a Blackwell card?", "is it an older generation without BF16?"; the
answers come from here, not from string matches scattered over the rule base.
"""

from __future__ import annotations

from knowledge.schema import Card

LEGACY_GENERATIONS = ("pascal", "volta", "turing")  # no BF16, no FlashAttention-2 (seed 001)


def generation(card: Card) -> str:
    """The architecture family as the card record names it: 'Hopper', 'Ampere', 'Pascal'…"""
    return card.architecture.split()[0]


# NVIDIA families two generations or more behind Blackwell (after them: Ada / Hopper 2022,
# Blackwell 2024-25, the catalogue's release dates): no longer what a new purchase starts from
OLDER_PURCHASE_GENERATIONS = ("ampere", *LEGACY_GENERATIONS)


def is_blackwell(card: Card) -> bool:
    """Blackwell parts need a recent driver, CUDA 12.8+ and a PyTorch built for them."""
    return "blackwell" in card.architecture.lower()


def legacy_generation(card: Card) -> bool:
    """Pascal, Volta or Turing: older than Ampere (no BF16 tensor math, no FlashAttention-2)."""
    return generation(card).lower() in LEGACY_GENERATIONS


def two_generations_back(card: Card) -> bool:
    """An NVIDIA part of Ampere or older, while Blackwell is current: end-of-line to buy new."""
    return card.vendor == "nvidia" and generation(card).lower() in OLDER_PURCHASE_GENERATIONS

