"""The memory requirement drawn as text bars against the candidate cards' capacity.

    Need 21.4 GB per GPU (weights 16.0 · KV 3.2 · other 2.2)
    RTX 4090 ×1   ███████████████░░  21.4/24 GB ✓
    RTX 3080 Ti   █████████████████▸ 21.4/12 GB ✗

Readable without colour: the numbers and the ✓ / ✗ marks carry the meaning, the bar only shows it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rich.text import Text
from textual.widget import Widget

from advisor_tui.i18n import tr
from advisor_tui.nearby_cards import for_the_place
from advisor_tui.tui.widgets.section import TITLE, Section
from advisor_tui.vocabulary import part_label

FULL, EMPTY, OVER = "█", "░", "▸"


@dataclass(frozen=True)
class BarRow:
    """One bar of the memory panel: the need and capacity of a GPU, and whether it fits."""

    label: str
    need_gb: float  # per GPU
    capacity_gb: float  # per GPU
    fits: bool


def bar(need: float, capacity: float, width: int) -> str:
    """'█████░░' filled in proportion; a need over capacity fills the bar and ends in ▸."""
    width = max(3, width)
    if capacity <= 0:
        return EMPTY * width
    if need > capacity:
        return FULL * (width - 1) + OVER
    filled = round(width * need / capacity)
    if need > 0:
        filled = max(1, filled)
    return FULL * filled + EMPTY * (width - filled)


def gb(value: float) -> str:
    return f"{value:.0f}" if abs(value - round(value)) < 0.05 and value >= 10 else f"{value:.1f}"


VENDOR_WORDS = ("NVIDIA ", "GeForce ", "AMD ", "Instinct ", "Huawei ")


# long qualifiers said shorter where a name sits in a column (the full name is on the Why? and Cards screens): an
# 80-column terminal cut the picks table at "RTX 4090 D 48GB (board-modified)"
SHORTER = (("(board-modified)", "(modded)"), ("(Blackwell Ultra, HGX)", "(HGX)"))


def short_name(name: str) -> str:
    """'NVIDIA GeForce RTX 4090' → 'RTX 4090' (the vendor is clear from the model)."""
    for word in VENDOR_WORDS:
        name = name.replace(word, "")
    for long, short in SHORTER:
        name = name.replace(long, short)
    return name.strip()


def rows_for(consultation: Any, kb: Any, limit: int = 4) -> list[BarRow]:
    """The picks' cards, and the biggest single card too small for the whole job (the memory gate
    at work: it is what people try first). Capacities are what a job can use, in the engine's
    GB (10^9 bytes): a "24 GB" card is 24 GiB, about 25.6 GB usable."""
    fits = {f.card: f for f in getattr(consultation, "fits", ())}
    rows: list[BarRow] = []
    seen = set()
    for pick in consultation.picks:
        if pick.card in seen:
            continue
        seen.add(pick.card)
        card = kb.card(pick.card)
        view = fits.get(pick.card)
        capacity = view.usable_gb if view is not None else card.vram_gb
        rows.append(BarRow(short_name(card.name) + f" ×{pick.gpus}", float(pick.per_gpu_need_gb),
                           float(capacity), True))
    need = float(consultation.requirement.vram_gb)
    misses = for_the_place(kb, consultation.facts, (f for f in fits.values() if f.usable_gb < need))
    if misses:
        miss = max(misses, key=lambda f: (f.usable_gb, f.card))
        rows.append(BarRow(short_name(kb.card(miss.card).name) + " ×1", need, float(miss.usable_gb), False))
    return rows[:limit]


class MemoryBar(Section, Widget, can_focus=False):
    """Need vs capacity under the section's title; re-drawn to the panel's width."""

    COMPONENT_CLASSES = {TITLE}
    DEFAULT_CSS = "MemoryBar { height: auto; }"

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:  # noqa: A002 - Textual's name
        super().__init__(id=id, classes=classes)
        self._need: float | None = None
        self._breakdown: dict[str, float] = {}
        self._rows: list[BarRow] = []
        self._lang = "en"
        self._waiting: str | None = None
        self._split: tuple[float, int] | None = None

    def show(self, need_gb: float | None, breakdown: dict[str, float], rows: list[BarRow],
             lang: str, split: tuple[float, int] | None = None) -> None:
        """``split`` = (per-GPU need, GPUs) when the top pick spreads the job over several GPUs."""
        self._need, self._breakdown, self._rows, self._lang = need_gb, dict(breakdown), list(rows), lang
        self._split = split
        self._waiting = None
        self.refresh(layout=True)

    def wait(self, message: str) -> None:
        self._waiting = message
        self._need = None
        self.refresh(layout=True)

    def set_title(self, title: str) -> None:
        self.section_title = title
        self.refresh(layout=True)

    def render(self) -> Text:
        return self.titled(self._body())

    def _body(self) -> Text:
        lang = self._lang
        if self._need is None:
            return Text(self._waiting or "", style="italic")
        width = max(20, self.size.width or 40)
        parts = [f"{part_label(k, lang, short=True)} {gb(v)}"
                 for k, v in self._breakdown.items() if v and v >= 0.05]
        out = Text()
        out.append(tr(lang, "Need ", "需要 "))
        out.append(f"{gb(self._need)} GB", style="bold")
        if parts:
            out.append(f"（{' · '.join(parts)}）" if lang == "zh" else f" ({' · '.join(parts)})")
        if self._split is not None:
            per_gpu, gpus = self._split
            out.append(tr(lang, f"\n→ {gb(per_gpu)} GB per GPU on {gpus} GPUs",
                          f"\n→ 分到 {gpus} 张卡，每卡 {gb(per_gpu)} GB"))
        unit = " GB" if width >= 40 else ""
        tails = [f" {gb(r.need_gb)}/{gb(r.capacity_gb)}{unit} {'✓' if r.fits else '✗'}" for r in self._rows]
        longest_tail = max([len(t) for t in tails] + [0])
        label_w = min(max([len(r.label) for r in self._rows] + [6]), max(6, width - longest_tail - 7))
        for row, tail in zip(self._rows, tails):
            bar_w = max(4, width - label_w - longest_tail - 1)
            label = row.label if len(row.label) <= label_w else row.label[:label_w - 1] + "…"
            out.append("\n")
            out.append(f"{label:<{label_w}} ")
            out.append(bar(row.need_gb, row.capacity_gb, bar_w), style="bold" if row.fits else "")
            out.append(f"{tail:<{longest_tail}}")
        return out
