"""What a card (or the server it is sold in) costs to buy (knowledge/data/purchase_prices.yaml),
loaded and validated.

The seeds hold rental prices only; a `--procure buy` answer states these instead. Every row names
its source (an id in the knowledge's sources), the date the price held, its kind (the maker's
launch MSRP, a reported price, a vendor quote) and what it buys (one card, an 8-GPU server, or a
bare accelerator chip that is no complete purchase). A record that breaks a rule stops the load
with one line naming the record and the field, like the rest of the knowledge."""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from knowledge.data import folder
from knowledge.errors import KnowledgeError
from knowledge.price_records import fail, parse_records, record_start

DATA_FILE = "purchase_prices.yaml"
SECTION = "purchase_prices"
REQUIRED = ("id", "card", "price", "currency", "buys", "gpus", "kind", "region", "source", "as_of")
KINDS = ("msrp", "reported", "quote")
BUYS = ("card", "server-8gpu", "hgx-8gpu-server", "npu")
REGIONS = ("intl", "cn")
# what a purchase of each kind pays for, in words (en, zh)
BUYS_TEXT = {"card": ("one card", "单卡"),
             "server-8gpu": ("a complete 8-GPU server", "8 卡整机"),
             "hgx-8gpu-server": ("a complete 8-GPU HGX baseboard server", "8 卡 HGX 基板整机"),
             "npu": ("one accelerator chip alone (the server it needs is extra)",
                     "仅单颗加速芯片（所需的服务器另计）")}
KIND_TEXT = {"msrp": ("launch MSRP", "首发建议零售价"),
             "reported": ("reported price", "媒体报道价"),
             "quote": ("vendor quote", "厂商报价")}


@dataclass(frozen=True)
class PurchasePrice:
    """One dated, sourced purchase price."""

    id: str
    card: str  # card id in cards.yaml
    price: float  # for one purchase of `buys` (a card, or a whole server)
    currency: str
    buys: str  # card / server-8gpu / hgx-8gpu-server / npu (a chip alone: reference only)
    gpus: int  # GPUs that one purchase holds
    kind: str  # msrp / reported / quote
    region: str  # where the price applies: intl / cn
    source: str
    as_of: str  # YYYY-MM-DD

    @property
    def complete(self) -> bool:
        """A purchase that runs as bought (a card, a server), not a chip that needs a server."""
        return self.buys != "npu"


def _fail(where: str, message: str) -> KnowledgeError:
    return fail(DATA_FILE, where, message)


def build(raw: Any, index: int) -> PurchasePrice:
    """One record from its YAML mapping; KnowledgeError naming the record and field otherwise."""
    where = record_start(raw, index, data_file=DATA_FILE, section=SECTION, required=REQUIRED,
                         known=REQUIRED, texts=("id", "card", "currency", "buys", "kind", "region", "source", "as_of"))
    price = raw["price"]
    if isinstance(price, bool) or not isinstance(price, (int, float)) or not math.isfinite(price) \
            or price <= 0:
        raise _fail(where, f"price: expected a price > 0, got {price!r}")
    gpus = raw["gpus"]
    if isinstance(gpus, bool) or not isinstance(gpus, int) or not 1 <= gpus <= 64:
        raise _fail(where, f"gpus: expected a whole number 1-64, got {gpus!r}")
    for key, allowed in (("kind", KINDS), ("buys", BUYS), ("region", REGIONS)):
        if raw[key] not in allowed:
            raise _fail(where, f"{key}: expected one of {', '.join(allowed)}, got {raw[key]!r}")
    if raw["buys"] == "card" and gpus != 1:
        raise _fail(where, "gpus: a card holds 1 GPU")
    return PurchasePrice(id=raw["id"], card=raw["card"], price=float(price),
                         currency=raw["currency"], buys=raw["buys"], gpus=gpus, kind=raw["kind"],
                         region=raw["region"], source=raw["source"], as_of=raw["as_of"])


def parse(text: str, bundled: bool = False) -> tuple[PurchasePrice, ...]:
    return parse_records(text, data_file=DATA_FILE, section=SECTION, build=build, bundled=bundled)


def validate(prices: Iterable[PurchasePrice], kb: Any) -> None:
    """Every reference resolves in the loaded knowledge: card, source, currency."""
    cards = {c.id for c in kb.cards}
    for p in prices:
        where = f"{SECTION} ({p.id})"
        if p.card not in cards:
            raise _fail(where, f"card: unknown card {p.card!r}")
        if p.source not in kb.sources_by_id:
            raise _fail(where, f"source: unknown source {p.source!r}")
        if p.currency not in {c.code for c in kb.currencies}:
            raise _fail(where, f"currency: unknown currency {p.currency!r}")


_BUNDLED: list[tuple[PurchasePrice, ...]] = []
_CHECKED: dict[int, tuple[Any, tuple[PurchasePrice, ...]]] = {}


def load(kb: Any = None) -> tuple[PurchasePrice, ...]:
    """The bundled purchase prices (parsed once per process) and those of the person's own files in
    ``kb``, checked against ``kb`` when one is given (once per knowledge base)."""
    if not _BUNDLED:
        text = folder().joinpath(DATA_FILE).read_text("utf-8")
        _BUNDLED.append(parse(text, bundled=True))
    prices = _BUNDLED[0]
    own = getattr(kb, "user_purchase_prices", ())
    if own:  # the person's rows (a vendor's quote) replace bundled rows of the same id
        ids = {p.id for p in own}
        prices = tuple(p for p in prices if p.id not in ids) + tuple(own)
    if kb is not None:
        known = _CHECKED.get(id(kb))
        if known is None or known[0] is not kb:
            validate(prices, kb)
            if len(_CHECKED) > 64:
                _CHECKED.clear()
            _CHECKED[id(kb)] = (kb, prices)
    return prices


def for_card(prices: Iterable[PurchasePrice], card_id: str) -> tuple[PurchasePrice, ...]:
    return tuple(p for p in prices if p.card == card_id)
