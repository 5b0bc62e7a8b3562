"""Hugging Face text-embeddings-inference (TEI), the server an embedding / rerank service runs: which of its images a
card takes (source tei-readme). Read by rules.encoder_service (cards with no image are out) and rules.tei_launch."""

from __future__ import annotations

from knowledge.schema import Card

TEI_VERSION = "1.9"  # source tei-readme (read at commit 0d124dc, 2026-07-24)
# Hugging Face text-embeddings-inference's images by GPU generation (source tei-readme, "Docker Images"): the chip in
# the card's architecture → (image tag prefix, experimental). Volta and older are NOT SUPPORTED; no image is listed
# for Blackwell Ultra, AMD (ROCm support is experimental, built from source) or Ascend.
_TEI_IMAGES = (("Turing", ("turing-", True)), ("Ampere (GA100", ("", False)), ("Ampere (GA10", ("86-", False)),
               ("Ada Lovelace", ("89-", False)), ("Hopper", ("hopper-", False)),
               ("Blackwell (GB100", ("100-", True)), ("Blackwell (GB20", ("120-", True)))  # 12.0: every RTX 50X0


def tei_image(card: Card) -> tuple[str, bool] | None:
    """TEI's image tag for ``card`` and whether its README calls it experimental; None: no image for it."""
    if card.ecosystem != "cuda":
        return None
    for prefix, (tag, experimental) in _TEI_IMAGES:
        if card.architecture.startswith(prefix):
            return f"{tag}{TEI_VERSION}", experimental
    return None
