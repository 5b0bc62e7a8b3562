"""The report's two inline SVG charts: memory need against the candidates' usable memory, and the
candidates' monthly cost. Plain SVG 1.1 with a <title> and <desc>, every bar labelled with its number
in text (the charts read without colour and in print), all text escaped.
"""

from __future__ import annotations

import math
from html import escape

from advisor_tui.report.labels import label
from advisor_tui.report.model import CostBar, FitBar, JobBar, Memory

WIDTH = 900
LABEL_W = 200  # card names
BAR_X0, BAR_X1 = 208, 640
TEXT_X = 650
ROW_H, ROW_GAP = 24, 10
TOP = 34

PART_COLOURS = {"weights": "#4e79a7", "kv_cache": "#f28e2b", "activations": "#59a14f",
                "gradients": "#e15759", "optimizer": "#b07aa1", "overhead": "#9c755f"}
FITS, NO_FIT, USABLE, PICK = "#2f7d32", "#c62828", "#dfe6ea", "#1f4e79"
COST_PICK, COST_OTHER, BUDGET = "#4e79a7", "#b0bec5", "#c62828"
# The common CJK families of macOS, Windows and Linux (Debian: fonts-noto-cjk or fonts-wqy-microhei).
FONT = ('font-family="system-ui, -apple-system, Segoe UI, Noto Sans, PingFang SC, Hiragino Sans GB, '
        'Microsoft YaHei, Noto Sans CJK SC, Noto Sans SC, Source Han Sans SC, WenQuanYi Micro Hei, '
        'Droid Sans Fallback, sans-serif"')


def _text_width(text: str, size: float) -> float:
    """Rough rendered width: CJK and other wide characters one em, Latin about 0.6 em."""
    import unicodedata

    return sum(size * (1.0 if unicodedata.east_asian_width(ch) in "WF" else 0.6) for ch in text)


def _fit_label(text: str, size: float, room: float) -> str:
    """``text`` cut with an ellipsis so that it fits in ``room`` pixels (labels are right-aligned
    at the bars: a long card name must not run off the chart's left edge)."""
    if _text_width(text, size) <= room:
        return text
    while text and _text_width(text + "…", size) > room:
        text = text[:-1]
    return text.rstrip() + "…"


def _e(text: str) -> str:
    return escape(str(text), quote=True)


def _nice_step(maximum: float) -> float:
    """A round grid step giving 4–8 gridlines up to ``maximum``."""
    if maximum <= 0:
        return 1.0
    raw = maximum / 6
    power = 10 ** math.floor(math.log10(raw))
    for mult in (1, 2, 2.5, 5, 10):
        if raw <= mult * power:
            return mult * power
    return 10 * power


def _grid(out: list[str], scale_max: float, y0: float, y1: float, unit: str) -> None:
    step = _nice_step(scale_max)
    value = 0.0
    while value <= scale_max + 1e-9:
        x = BAR_X0 + (BAR_X1 - BAR_X0) * value / scale_max
        out.append(f'<line x1="{x:.1f}" y1="{y0:.1f}" x2="{x:.1f}" y2="{y1:.1f}" stroke="#e0e0e0" '
                   f'stroke-width="1"/>')
        text = f"{value:,.0f}" if step >= 1 else f"{value:,.1f}"
        out.append(f'<text x="{x:.1f}" y="{y1 + 14:.1f}" font-size="11" text-anchor="middle" '
                   f'fill="#555">{_e(text)}</text>')
        value += step
    out.append(f'<text x="{BAR_X1:.1f}" y="{y1 + 28:.1f}" font-size="11" text-anchor="end" '
               f'fill="#555">{_e(unit)}</text>')


def _open(out: list[str], height: float, title: str, desc: str, ident: str) -> None:
    out.append(f'<svg class="chart" id="{ident}" role="img" '
               f'viewBox="0 0 {WIDTH} {height:.0f}" width="100%" '
               f'aria-labelledby="{ident}-title {ident}-desc" {FONT}>')
    out.append(f'<title id="{ident}-title">{_e(title)}</title>')
    out.append(f'<desc id="{ident}-desc">{_e(desc)}</desc>')
    out.append(f'<text x="0" y="16" font-size="14" font-weight="600" fill="#222">{_e(title)}</text>')


def memory_chart(memory: Memory, bars: tuple[FitBar, ...], lang: str) -> str:
    """The need as a stacked bar of its parts, then each candidate's usable memory per GPU with the
    need per GPU drawn inside it."""
    scale_max = max([memory.total_gb, *(b.usable_gb for b in bars), *(b.need_gb for b in bars), 1.0]) * 1.04
    legend_rows = math.ceil(len(memory.parts) / 3) if memory.parts else 0
    y_rows = TOP + ROW_H + ROW_GAP + legend_rows * 18 + 8
    height = y_rows + len(bars) * (ROW_H + ROW_GAP) + 40

    def x_of(gb: float) -> float:
        return BAR_X0 + (BAR_X1 - BAR_X0) * gb / scale_max

    out: list[str] = []
    _open(out, height, label(lang, "chart_memory"), label(lang, "chart_memory_desc"), "chart-memory")
    _grid(out, scale_max, TOP - 4, height - 40, "GB")

    # the need, stacked
    y = TOP
    out.append(f'<text x="{LABEL_W}" y="{y + ROW_H / 2 + 4:.1f}" font-size="12" font-weight="700" '
               f'text-anchor="end" fill="#222">{_e(label(lang, "need"))}</text>')
    x = BAR_X0
    for part in memory.parts:
        w = x_of(part.gb) - BAR_X0
        share = part.gb / memory.total_gb * 100 if memory.total_gb > 0 else 0
        out.append(f'<rect x="{x:.1f}" y="{y}" width="{max(w, 0.5):.1f}" height="{ROW_H}" '
                   f'fill="{PART_COLOURS.get(part.key, "#888")}" stroke="#fff" stroke-width="0.5">'
                   f'<title>{_e(f"{part.label}: {part.gb:,.2f} GB ({share:.0f} %)")}</title></rect>')
        if w > 44:
            out.append(f'<text x="{x + w / 2:.1f}" y="{y + ROW_H / 2 + 4:.1f}" font-size="11" '
                       f'text-anchor="middle" fill="#fff">{_e(f"{part.gb:,.1f}")}</text>')
        x += w
    out.append(f'<text x="{TEXT_X}" y="{y + ROW_H / 2 + 4:.1f}" font-size="12" font-weight="700" '
               f'fill="#222">{_e(f"{memory.total_gb:,.1f} GB")}</text>')
    # legend
    for i, part in enumerate(memory.parts):
        lx = BAR_X0 + (i % 3) * 200
        ly = TOP + ROW_H + 16 + (i // 3) * 18
        out.append(f'<rect x="{lx}" y="{ly - 10}" width="11" height="11" '
                   f'fill="{PART_COLOURS.get(part.key, "#888")}"/>')
        out.append(f'<text x="{lx + 16}" y="{ly}" font-size="11" fill="#333">'
                   f'{_e(f"{part.label} {part.gb:,.2f} GB")}</text>')

    # each card
    for i, bar in enumerate(bars):
        y = y_rows + i * (ROW_H + ROW_GAP)
        name = f"{bar.gpus} × {bar.name}" if bar.gpus > 1 else bar.name
        weight = "700" if bar.pick else "400"
        tag = f' {label(lang, "pick_tag" if bar.pick else "ruled_out_tag")}'
        shown = _fit_label(name, 12, LABEL_W - 4 - _text_width(tag, 10))
        out.append(f'<text x="{LABEL_W}" y="{y + ROW_H / 2 + 4:.1f}" font-size="12" font-weight="{weight}" '
                   f'text-anchor="end" fill="{PICK if bar.pick else "#333"}"><title>{_e(name)}</title>{_e(shown)}'
                   + (f'<tspan font-size="10" fill="#555">{_e(tag)}</tspan>' if tag else "") + '</text>')
        verdict = label(lang, "fits_yes" if bar.fits else "fits_no")
        numbers = dict(need=f"{bar.need_gb:,.1f}", usable=f"{bar.usable_gb:,.1f}")
        short = label(lang, "fit_text_n" if bar.gpus > 1 else "fit_text", **numbers)
        full = label(lang, "fit_title", name=name, vram=f"{bar.vram_gb:g}", **numbers)
        out.append(f'<g><title>{_e(f"{full} — {verdict}")}</title>')
        out.append(f'<rect x="{BAR_X0}" y="{y}" width="{max(x_of(bar.usable_gb) - BAR_X0, 0):.1f}" '
                   f'height="{ROW_H}" fill="{USABLE}" stroke="#90a4ae" stroke-width="0.8"/>')
        colour = FITS if bar.fits else NO_FIT
        out.append(f'<rect x="{BAR_X0}" y="{y + 6}" width="{max(x_of(bar.need_gb) - BAR_X0, 0.5):.1f}" '
                   f'height="{ROW_H - 12}" fill="{colour}"/>')
        out.append('</g>')
        mark = "✓" if bar.fits else "✗"
        out.append(f'<text x="{TEXT_X}" y="{y + ROW_H / 2 + 4:.1f}" font-size="11" fill="{colour}">'
                   f'{_e(f"{mark} {verdict}")}<tspan fill="#444">{_e(f" · {short}")}</tspan></text>')
    out.append("</svg>")
    return "\n".join(out)


def cost_chart(bars: tuple[CostBar, ...], currency: str, budget: float | None, budget_text: str,
               lang: str, kind: str = "month") -> str:
    """Each candidate's monthly cost for the stated usage, with the monthly budget as a line; a buy
    answer's purchases (``kind`` "buy"), or its rents titled as renting instead."""
    title = {"buy": "chart_cost_buy", "rent-instead": "chart_cost_rent_instead"}.get(kind, "chart_cost")
    desc = "chart_cost_buy_desc" if kind == "buy" else "chart_cost_desc"
    amount_key = "to_buy_amount" if kind == "buy" else "per_month"
    scale_max = max([*(b.monthly for b in bars), budget or 0.0, 1e-9]) * 1.04
    height = TOP + 14 + len(bars) * (ROW_H + ROW_GAP) + 40

    def x_of(value: float) -> float:
        return BAR_X0 + (BAR_X1 - BAR_X0) * value / scale_max

    out: list[str] = []
    _open(out, height, label(lang, title), label(lang, desc, currency=currency), "chart-cost")
    _grid(out, scale_max, TOP + 10, height - 40, currency)
    for i, bar in enumerate(bars):
        y = TOP + 14 + i * (ROW_H + ROW_GAP)
        name = f"{bar.gpus} × {bar.name}"
        tag = label(lang, "pick_tag" if bar.pick else "ruled_out_tag")
        out.append(f'<text x="{LABEL_W}" y="{y + ROW_H / 2 + 4:.1f}" font-size="12" '
                   f'font-weight="{"700" if bar.pick else "400"}" text-anchor="end" '
                   f'fill="{PICK if bar.pick else "#333"}"><title>{_e(name)}</title>'
                   f'{_e(_fit_label(name, 12, LABEL_W - 4))}</text>')
        text = label(lang, amount_key, amount=bar.text)
        out.append(f'<rect x="{BAR_X0}" y="{y}" width="{max(x_of(bar.monthly) - BAR_X0, 0.5):.1f}" '
                   f'height="{ROW_H}" fill="{COST_PICK if bar.pick else COST_OTHER}">'
                   f'<title>{_e(f"{name} ({tag}): {text}")}</title></rect>')
        out.append(f'<text x="{TEXT_X}" y="{y + ROW_H / 2 + 4:.1f}" font-size="12" fill="#222">'
                   f'{_e(text)}<tspan font-size="10" fill="#555">{_e(f"  {tag}")}</tspan></text>')
    if budget:
        x = x_of(budget)
        out.append(f'<line x1="{x:.1f}" y1="{TOP + 4}" x2="{x:.1f}" y2="{height - 40:.1f}" stroke="{BUDGET}" '
                   f'stroke-width="2" stroke-dasharray="6 4"/>')
        out.append(f'<text x="{x:.1f}" y="{TOP}" font-size="11" text-anchor="middle" fill="{BUDGET}">'
                   f'{_e(label(lang, "budget_line", amount=budget_text))}</text>')
    out.append("</svg>")
    return "\n".join(out)


def job_chart(bars: tuple[JobBar, ...], currency: str, lang: str) -> str:
    """Each pick's job: wall-clock hours (upper bar) and total cost (lower bar), each on its own
    scale, the numbers written beside them."""
    row = 2 * ROW_H + ROW_GAP
    height = TOP + 14 + len(bars) * (row + ROW_GAP) + 10
    hours_max = max([b.wall_hours for b in bars] + [1e-9]) * 1.04
    cost_max = max([b.total for b in bars] + [1e-9]) * 1.04

    def width(value: float, top: float) -> float:
        return max((BAR_X1 - BAR_X0) * value / top, 0.5)

    out: list[str] = []
    _open(out, height, label(lang, "chart_job"), label(lang, "chart_job_desc", currency=currency),
          "chart-job")
    for i, bar in enumerate(bars):
        y = TOP + 14 + i * (row + ROW_GAP)
        name = f"{bar.gpus} × {bar.name}"
        out.append(f'<text x="{LABEL_W}" y="{y + ROW_H:.1f}" font-size="12" font-weight="700" '
                   f'text-anchor="end" fill="{PICK}">{_e(name)}</text>')
        hours = label(lang, "hours_bar", hours=f"{bar.wall_hours:,.1f}")
        out.append(f'<rect x="{BAR_X0}" y="{y}" width="{width(bar.wall_hours, hours_max):.1f}" '
                   f'height="{ROW_H - 4}" fill="{PICK}"><title>{_e(f"{name}: {hours}")}</title></rect>')
        out.append(f'<text x="{TEXT_X}" y="{y + ROW_H / 2 + 2:.1f}" font-size="12" fill="#222">'
                   f'{_e(hours)}</text>')
        y2 = y + ROW_H
        out.append(f'<rect x="{BAR_X0}" y="{y2}" width="{width(bar.total, cost_max):.1f}" '
                   f'height="{ROW_H - 4}" fill="{COST_PICK}"><title>{_e(f"{name}: {bar.text}")}'
                   f'</title></rect>')
        out.append(f'<text x="{TEXT_X}" y="{y2 + ROW_H / 2 + 2:.1f}" font-size="12" fill="#222">'
                   f'{_e(f"{bar.text} · {bar.gpu_hours:,.{0 if bar.gpu_hours >= 10 else 1}f} GPU-h")}</text>')
    out.append("</svg>")
    return "\n".join(out)
