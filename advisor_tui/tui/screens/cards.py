"""Cards: every card in the knowledge base, sortable — VRAM, bandwidth, dense FP16 TFLOPS, the
cheapest month of round-the-clock use per GB and per TFLOPS (in one currency at a time, never
mixed; hourly and per-minute offers count as 30 days × 24 h under their billing rules), software
ecosystem and mainland-China status."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import DataTable, Static

from advisor_tui.i18n import tr
from advisor_tui.safe_text import clean
from advisor_tui.tui.keys import Key, bindings, hidden, labels
from advisor_tui.tui.widgets.footer import NARROW, FittedFooter
from advisor_tui.tui.widgets.memory_bar import short_name
from advisor_tui.tui.widgets.picks_table import clip
from advisor_tui.tui.widgets.title_bar import TitleBar
from knowledge.text import SYMBOL
from rules.estimate.cost import per_gb_month

CHINA = {"available": ("available", "可用"), "compliant-preferred": ("compliant", "合规优选"),
         "export-restricted": ("restricted", "出口管制")}
NAME_CELLS = 28
NARROW_NAME_CELLS = 16  # below NARROW columns, so that the China column stays on screen
COLUMNS = ("card", "vram", "bw", "tflops", "per_gb", "per_tflops", "eco", "china")


@dataclass(frozen=True)
class CardRow:
    id: str
    name: str
    vram: float
    bw: float
    tflops: float
    per_gb: float | None  # cheapest monthly price per GB in the chosen currency
    per_tflops: float | None
    eco: str
    china: str

    def key(self, column: str) -> Any:
        value = getattr(self, {"card": "name"}.get(column, column))
        if value is None:
            return (1, 0)  # no monthly offer: always after the priced rows
        return (0, value.lower() if isinstance(value, str) else value)


def monthly_currencies(kb: Any) -> list[str]:
    found = {o.currency for o in kb.offers}
    order = ["CNY", "USD", "T-CREDIT"]
    return [c for c in order if c in found] + sorted(found - set(order))


def first_currency(currencies: list[str], consultation: Any, lang: str) -> str:
    """The consultation's display currency when there is one, else the language's."""
    wanted = getattr(consultation, "display_currency", None) or ("CNY" if lang == "zh" else "USD")
    return wanted if wanted in currencies else (currencies[0] if currencies else "USD")


def card_rows(kb: Any, currency: str) -> list[CardRow]:
    rows = []
    for card in kb.cards:
        per_card = [per_gb_month(o, card, kb.providers_by_id.get(o.provider)) * card.vram_gb
                    for o in kb.offers_for(card.id)
                    if o.currency == currency and o.price > 0 and "market-rate" not in o.flags]
        cheapest = min(per_card) if per_card else None
        # dense FP16 tensor figure; FP32 where a card has no tensor cores (P40), as the ranking does
        tflops = max(card.fp16_tflops or 0.0, card.fp32_tflops or 0.0)
        rows.append(CardRow(
            card.id, short_name(card.name), card.vram_gb, card.bandwidth_gbs, tflops,
            None if cheapest is None else cheapest / card.vram_gb,
            None if cheapest is None or tflops <= 0 else cheapest / tflops,
            card.ecosystem.upper(), card.china_status))
    return rows


def _price(value: float | None, currency: str) -> str:
    if value is None or not math.isfinite(value):
        return "—"
    symbol = SYMBOL.get(currency, "")
    return f"{symbol}{value:,.2f}" if symbol else f"{value:,.2f} {currency}"


class CardsScreen(Screen):
    CSS_PATH = "cards.tcss"  # its rules, parsed when it first opens (not before the first screen)
    KEYS = (
        Key("escape", "app.pop_screen", "back", "Back", "返回", "Back to the interview", "返回问答"),
        Key("s", "sort_cursor", "sort", "Sort", "排序", "Sort by the column under the cursor (again: reverse)",
            "按光标所在列排序（再按一次倒序）"),
        Key("c", "next_currency", "currency", "Currency", "币种",
            "Show monthly prices in the next currency (currencies are never mixed)",
            "切换月租价格的币种（不同币种不混算）"),
        # Ctrl+R still restarts, but its footer entry gives way to this screen's keys at 80 columns
        hidden("ctrl+r", "app.restart"),
    )
    BINDINGS = bindings(KEYS)
    LABELS = labels(KEYS)

    def __init__(self) -> None:
        super().__init__()  # no id: a new one is pushed while the one it replaces is still being removed
        self.sort_column = "per_gb"  # cost per GB first, as the seeds compare cards
        self.reverse = False
        self.currency = ""
        self._built_narrow: bool | None = None  # the width the table was last built for

    @property
    def lang(self) -> str:
        return self.app.lang

    def compose(self) -> ComposeResult:
        yield TitleBar()
        yield Static(id="cards-note")
        yield DataTable(id="cards-table", cursor_type="cell", zebra_stripes=True)
        yield FittedFooter()

    def on_mount(self) -> None:
        currencies = monthly_currencies(self.app.kb)
        main = getattr(self.app, "main", None)
        consultation = None if main is None or main.pending else main.consultation
        self.currency = first_currency(currencies, consultation, self.lang)
        self.watch(self.app, "lang", lambda _lang: self._rebuild(), init=False)
        self._rebuild()
        self.query_one(DataTable).focus()

    @property
    def narrow(self) -> bool:
        return self.app.size.width < NARROW

    def on_resize(self, _event: events.Resize) -> None:
        if self._built_narrow is not None and self._built_narrow != self.narrow:
            self._rebuild()

    def _labels(self) -> dict[str, str]:
        lang, sym = self.lang, SYMBOL.get(self.currency, self.currency + " ")
        if self.narrow:  # 80 columns: every column stays, under short names (the note says the units)
            return {"card": tr(lang, "Card", "卡"), "vram": "GB", "bw": "GB/s", "tflops": "TFLOPS",
                    "per_gb": f"{sym}/GB", "per_tflops": f"{sym}/TF", "eco": tr(lang, "Stack", "生态"),
                    "china": tr(lang, "China", "国内状态")}
        return {"card": tr(lang, "Card", "卡"), "vram": "VRAM GB", "bw": tr(lang, "BW GB/s", "带宽 GB/s"),
                "tflops": "TFLOPS",
                "per_gb": tr(lang, f"{sym}/GB·mo", f"{sym}/GB·月"),
                "per_tflops": tr(lang, f"{sym}/TFLOPS·mo", f"{sym}/TFLOPS·月"),
                "eco": tr(lang, "Stack", "生态"), "china": tr(lang, "China", "国内状态")}

    def _rebuild(self) -> None:
        lang = self.lang
        table = self.query_one(DataTable)
        keep = None
        if table.row_count:
            keep = table.coordinate_to_cell_key(table.cursor_coordinate)
        table.clear(columns=True)
        self._built_narrow = narrow = self.narrow
        labels = self._labels()
        for col in COLUMNS:
            label = labels[col]
            if col == self.sort_column:
                label += " ▼" if self.reverse else " ▲"
            table.add_column(label, key=col)
        rows = card_rows(self.app.kb, self.currency)
        priced = [r for r in rows if r.per_gb is not None]
        unpriced = [r for r in rows if r.per_gb is None]
        if self.sort_column in ("per_gb", "per_tflops"):
            rows = sorted(priced, key=lambda r: r.key(self.sort_column), reverse=self.reverse) + sorted(
                unpriced, key=lambda r: r.name)
        else:
            rows = sorted(rows, key=lambda r: (r.key(self.sort_column), r.name), reverse=self.reverse)
        for r in rows:
            name = clip(r.name, NARROW_NAME_CELLS if narrow else NAME_CELLS)
            table.add_row(Text(clean(name)), f"{r.vram:g}", f"{r.bw:,.0f}",
                          f"{r.tflops:,.0f}" if r.tflops else "—", _price(r.per_gb, self.currency),
                          _price(r.per_tflops, self.currency), r.eco,
                          CHINA.get(r.china, (r.china, r.china))[lang == "zh"], key=r.id)
        if keep is not None:
            try:
                table.cursor_coordinate = table.get_cell_coordinate(keep.row_key, keep.column_key)
            except Exception:  # noqa: BLE001, S110 - the old cell may be gone; the cursor stays home
                pass
        name = {"CNY": tr(lang, "CNY (¥)", "人民币（¥）"), "USD": tr(lang, "USD ($)", "美元（$）"),
                "T-CREDIT": tr(lang, "T-CREDIT (₮ site credits, no public rate)", "T-CREDIT（₮ 站内余额，无公开汇率）")}
        note = Text()
        note.append(tr(lang, "Cheapest month of 24 h use per card in ", "每卡全天候用一个月的最低价，币种："),
                    style="bold")
        note.append(name.get(self.currency, self.currency))
        note.append(tr(lang, " (hourly offers × 30 days)\n— = no offer in this currency · TFLOPS: dense FP16 "
                             "(FP32 without tensor cores) · China: available / compliant = preferred for mainland "
                             "procurement / restricted = US export licence needed · c: currency · s: sort",
                       "（按小时的报价按 30 天折算）\n— = 该币种无报价 · TFLOPS：稠密 FP16（无 Tensor Core 的卡用 "
                       "FP32）· 国内状态：可用 / 合规优选 = 国内采购优先考虑 / 出口管制 = 需美国出口许可 · "
                       "c：切换币种 · s：排序"), style="italic")
        if narrow:
            note.append(tr(lang, " · GB: VRAM · GB/s: bandwidth · /GB, /TF: a month's price per GB, per TFLOPS",
                           " · GB：显存 · GB/s：带宽 · /GB、/TF：每 GB、每 TFLOPS 的月价"), style="italic")
        self.query_one("#cards-note", Static).update(note)

    def sort_by(self, column: str) -> None:
        if column == self.sort_column:
            self.reverse = not self.reverse
        else:
            self.sort_column = column
            self.reverse = column in ("vram", "bw", "tflops")
        self._rebuild()

    @on(DataTable.HeaderSelected, "#cards-table")
    def _header(self, event: DataTable.HeaderSelected) -> None:
        event.stop()
        self.sort_by(str(event.column_key.value))

    def action_sort_cursor(self) -> None:
        table = self.query_one(DataTable)
        self.sort_by(COLUMNS[table.cursor_column])

    def action_next_currency(self) -> None:
        currencies = monthly_currencies(self.app.kb) or ["USD"]
        i = currencies.index(self.currency) if self.currency in currencies else -1
        self.currency = currencies[(i + 1) % len(currencies)]
        self._rebuild()
