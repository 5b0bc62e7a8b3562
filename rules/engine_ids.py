"""Message ids for durable-rules facts whose FNV-1a 32-bit hashes differ (rules.engine.Session.fact_id says why)."""

from __future__ import annotations

_FACT_IDS: list[tuple[str, int]] = []  # fact n's message id and its hash, the same in every session
_ID_HASHES: set[int] = set()


def _fresh_id(mid: str, avoid: int | None = None) -> tuple[str, int]:
    """``mid``, primed until its hash is used by no other fact id (nor ``avoid``)."""
    while (h := fnv1a_32(mid)) in _ID_HASHES or h == avoid:
        mid += "'"
    _ID_HASHES.add(h)
    return mid, h


def fnv1a_32(text: str) -> int:
    """durable-rules' fnv1Hash32 (src/rules/state.c) of an ASCII id."""
    h = 0x811C9DC5
    for byte in text.encode("ascii"):
        h = ((h ^ byte) * 0x01000193) & 0xFFFFFFFF
    return h


def fact_message_id(n: int, avoid: int) -> str:
    """Fact ``n``'s message id: the same in every session, but for one whose hash is ``avoid`` (the session's own
    state message's), which takes a spare."""
    while len(_FACT_IDS) <= n:
        _FACT_IDS.append(_fresh_id(f"f{len(_FACT_IDS)}"))
    mid, h = _FACT_IDS[n]
    return mid if h != avoid else _fresh_id(mid + "'", avoid=avoid)[0]
