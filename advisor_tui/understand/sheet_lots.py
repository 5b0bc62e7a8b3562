"""A pasted sheet's lots: under a header with a count column and a per-item column, the rows' (count, each) pairs
until a row breaks the columns. The sheet readers (sheet_hours.py, sheet_images.py, sheet_tokens.py) sum them as
hours of audio, pictures or tokens; each names its own columns, cell splitter and the work that makes the sum a job.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Lots:
    start: int  # the header's start
    end: int  # the last row's end
    names: list[str]  # the header's column names
    each_at: int  # the per-item column
    pairs: list[tuple[float, float]]  # (count, each) per row


def sheet_lots(text: str, cells: Callable[[str], list[str]], number: re.Pattern[str], count_col: Any, each_col: Any,
               columns: tuple[int, int] = (2, 8), skip: re.Pattern[str] | None = None,
               short_rows: bool = False, keep: Callable[[list[str], list[str]], bool] | None = None) -> Iterator[Lots]:
    """Each header naming a count column and a per-item column (``columns``: how many it may have), with its rows;
    ``short_rows``: a row may leave its last cells blank (a remarks column empty on most rows) where ``cells`` keeps
    a blank cell inside a row, so the columns it has still line up; ``keep(names, row)`` false: a row left out of the
    pairs, the reading going on past it (a row marked done)."""
    lines = list(re.finditer(r"(?m)^.*$", text))
    for i, head in enumerate(lines):
        names = cells(head.group())
        if not columns[0] <= len(names) <= columns[1]:
            continue
        count_at = next((k for k, n in enumerate(names) if count_col.search(n)), None)
        each_at = next((k for k, n in enumerate(names) if k != count_at and each_col.search(n)), None)
        if count_at is None or each_at is None:
            continue
        pairs, end = [], head.end()
        for line in lines[i + 1:]:
            if skip is not None and skip.match(line.group()):
                continue
            row = cells(line.group())
            if len(row) != len(names) and not (short_rows and max(count_at, each_at) < len(row) < len(names)):
                break
            n, each = number.match(row[count_at]), number.match(row[each_at])
            if n is None or each is None:
                break
            if keep is None or keep(names, row):
                pairs.append((float(n.group(1)), float(each.group(1))))
            end = line.end()
        yield Lots(head.start(), end, names, each_at, pairs)
