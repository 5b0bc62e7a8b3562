"""Which card of the knowledge base is this? From the vendor tool's product string and memory.

The tools name parts their own way — ``NVIDIA H100 80GB HBM3`` (the SXM part), ``NVIDIA H100
PCIe``, ``NVIDIA A100-SXM4-80GB``, ``NVIDIA GeForce RTX 4090``, ``AMD Instinct MI300X OAM``,
``910B3`` — so the string is cleaned (brand words and memory-type tags dropped, Ascend's bin
digit folded) and matched against the cards' names and aliases with ``knowledge.match``. Memory
decides between parts that share a name (RTX 4090 24 GB vs the 48 GB board, H20 96 vs 141 GB),
and the bus form (PCIe / SXM) between H100 and A100 variants.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from knowledge.loader import KnowledgeBase
from knowledge.match import find_cards
from knowledge.schema import Card

# nvidia-smi reports memory in MiB; cards' vram_gb are the marketing figure, which for every card
# here is GiB (80 GB H100 = 81559 MiB usable + the driver's reserve). GDDR cards with ECC on
# lose about 6 % (an L4 shows 23034 MiB of 24 GiB; a T4 15360 of 16), so a part is the same
# card while it shows 88–104 % of the figure.
MEMORY_LOW, MEMORY_HIGH = 0.88, 1.04
ACCEPT = 86.0

_BRANDS = re.compile(r"\b(nvidia|geforce|tesla|quadro|amd|instinct|radeon|huawei|oam)\b", re.I)
_MEMTYPE = re.compile(r"\b(hbm\d?e?|gddr\d+x?)\b", re.I)


@dataclass(frozen=True)
class Identified:
    card: Card | None
    product: str
    memory_gib: float | None
    candidates: tuple[str, ...]  # close card ids when unsure


def clean(product: str) -> str:
    """'NVIDIA H100 80GB HBM3' → 'H100 80GB'; '910B3' → 'Ascend 910B'."""
    text = product.replace("_", " ")
    m = re.search(r"(?:ascend\s*)?910\s*([bc])\d?\b", text, re.I)
    if m:
        return f"Ascend 910{m.group(1).upper()}"
    text = _MEMTYPE.sub(" ", _BRANDS.sub(" ", text))
    return " ".join(text.replace("-", " ").split())


_FORM_OR_SIZE = re.compile(r"(sxm\d*|pcie|\d+(?:\.\d+)?(?:gb|g|gib))")


def model_tokens(text: str) -> frozenset[str]:
    """The words with a digit that name the part: 'RTX 4090 D 48GB' → {'rtx'…} minus sizes →
    {'4090d'}. A lone letter after a number belongs to it (the 4090 D is not a 4090)."""
    text = re.sub(r"(\d)[\s-]+([a-z])\b", r"\1\2", text.lower().replace("_", " "))
    words = re.split(r"[\s\-/·,()（）]+", text)
    return frozenset(w for w in words if any(ch.isdigit() for ch in w) and not _FORM_OR_SIZE.fullmatch(w))


def _card_tokens(card: Card) -> frozenset[str]:
    found: set[str] = set()
    for text in (card.id.replace("-", " "), card.name, *card.aliases):
        found |= model_tokens(text)
    return frozenset(found)


def memory_fits(card: Card, memory_gib: float | None) -> bool:
    return memory_gib is None or MEMORY_LOW * card.vram_gb <= memory_gib <= MEMORY_HIGH * card.vram_gb


def identify(kb: KnowledgeBase, product: str, memory_mib: float | None) -> Identified:
    memory_gib = None if memory_mib is None else memory_mib / 1024
    query = clean(product)
    if not query:
        return Identified(None, product, memory_gib, ())
    hits = find_cards(kb, query, limit=12, cutoff=60)
    by_id = {c.id: c for c in kb.cards}
    lowered = product.lower()
    wanted = model_tokens(query)
    survivors = []
    for hit in hits:
        card = by_id[hit.id]
        if not memory_fits(card, memory_gib) or not wanted <= _card_tokens(card):
            continue
        score = hit.score
        # the bus form in the product string outranks a closer-looking alias of the other form
        if "pcie" in lowered and card.form_factor != "pcie":
            score -= 15
        if "sxm" in lowered and card.form_factor != "sxm":
            score -= 15
        survivors.append((score, hit.id))
    survivors.sort(key=lambda s: (-s[0], s[1]))
    candidates = tuple(i for _, i in survivors[:4]) or tuple(
        h.id for h in hits if wanted <= _card_tokens(by_id[h.id]))[:4]
    if survivors and survivors[0][0] >= ACCEPT and (
            len(survivors) == 1 or survivors[0][0] - survivors[1][0] >= 3 or survivors[0][0] == 100):
        return Identified(by_id[survivors[0][1]], product, memory_gib, candidates)
    return Identified(None, product, memory_gib, candidates)
