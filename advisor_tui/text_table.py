"""Plain-text tables for the CLI that line up with Chinese text (wide characters count as two)."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence


def width(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1 for ch in text)


def pad(text: str, size: int, align: str = "<") -> str:
    gap = max(0, size - width(text))
    return (" " * gap + text) if align == ">" else (text + " " * gap)


def table(headers: Sequence[str], rows: Sequence[Sequence[object]],
          align: str | None = None) -> str:
    """Render rows under headers; ``align`` is one character per column, '<' or '>'."""
    cells = [[("" if v is None else str(v)) for v in row] for row in rows]
    cols = len(headers)
    align = align or "<" * cols
    sizes = [width(h) for h in headers]
    for row in cells:
        for i, v in enumerate(row[:cols]):
            sizes[i] = max(sizes[i], width(v))
    lines = ["  ".join(pad(h, sizes[i], align[i]) for i, h in enumerate(headers)).rstrip(),
             "  ".join("-" * s for s in sizes)]
    for row in cells:
        lines.append("  ".join(pad(v, sizes[i], align[i]) for i, v in enumerate(row[:cols])).rstrip())
    return "\n".join(lines)


def fmt_num(value: float | None, digits: int = 1) -> str:
    """1234.5 → '1,234.5'; whole numbers without decimals; None → '—'."""
    if value is None:
        return "—"
    if float(value).is_integer():
        return f"{int(value):,}"
    return f"{value:,.{digits}f}"
