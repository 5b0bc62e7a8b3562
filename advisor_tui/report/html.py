"""The report as one self-contained HTML file: inline CSS (with a print stylesheet) and inline SVG
charts, no fonts, scripts, stylesheets or images from anywhere else, so it opens offline and prints.

Every piece of text goes through ``html.escape``: names and notes from a person's own knowledge file
or free text are data, never markup.
"""

from __future__ import annotations

from html import escape

from advisor_tui.report import svg
from advisor_tui.report.labels import colon, label
from advisor_tui.report.model import PRICE_MAX_AGE_DAYS, Report, Row
from advisor_tui.report.views import speed_said

HTML_LANG = {"en": "en", "zh": "zh-CN"}

CSS = """
:root { --ink: #1d2329; --muted: #59636e; --line: #d8dee4; --soft: #f5f7f9; --accent: #1f4e79;
        --warn-bg: #fff6e0; --warn: #8a5a00; }
* { box-sizing: border-box; }
html { font-size: 15px; }
body { margin: 0; color: var(--ink); background: #fff; line-height: 1.55;
       font-family: system-ui, -apple-system, "Segoe UI", "Noto Sans", "PingFang SC", "Hiragino Sans GB",
                    "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC",
                    "WenQuanYi Micro Hei", "Droid Sans Fallback", sans-serif; }
main { max-width: 1000px; margin: 0 auto; padding: 28px 28px 48px; }
header { border-bottom: 3px solid var(--accent); padding-bottom: 10px; margin-bottom: 18px; }
h1 { font-size: 1.7rem; margin: 0; line-height: 1.25; }
.subtitle { font-size: 1.15rem; color: var(--accent); margin: 4px 0 0; font-weight: 600; }
.meta { color: var(--muted); font-size: .9rem; margin: 6px 0 0; }
h2 { font-size: 1.3rem; margin: 34px 0 10px; padding-bottom: 4px; border-bottom: 1px solid var(--line); }
h3 { font-size: 1.05rem; margin: 22px 0 8px; }
nav ol { columns: 3; padding-left: 1.4em; margin: 0; font-size: .92rem; }
nav a { color: var(--accent); text-decoration: none; }
.answer { background: var(--soft); border-left: 5px solid var(--accent); padding: 12px 18px 12px 36px;
          margin: 0; font-size: 1.05rem; }
.answer li + li { margin-top: 4px; }
table { border-collapse: collapse; width: 100%; margin: 8px 0 12px; font-size: .92rem; }
th, td { border: 1px solid var(--line); padding: 5px 8px; text-align: left; vertical-align: top; }
th { background: var(--soft); font-weight: 600; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
tr.total td { font-weight: 700; }
td.nowrap { white-space: nowrap; }
.kv { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; margin: 6px 0 10px;
      font-size: .9rem; }
.kv.inputs { grid-template-columns: repeat(3, max-content minmax(4em, 1fr)); }
.kv dt { color: var(--muted); }
figcaption { color: var(--muted); font-size: .85rem; margin-top: 4px; }
.kv dd { margin: 0; font-variant-numeric: tabular-nums; }
.cols { display: grid; grid-template-columns: 1fr 1fr; gap: 0 28px; }
.cols > div > h3:first-child { margin-top: 0; }
.formula { background: var(--soft); padding: 8px 12px; border-radius: 4px; font-size: .92rem; }
.thumb { border-left: 4px solid #f28e2b; padding: 4px 12px; margin: 10px 0; }
figure { margin: 14px 0; }
svg.chart { display: block; max-width: 100%; height: auto; }
.pick { border: 1px solid var(--line); border-radius: 6px; padding: 10px 16px; margin: 12px 0; }
.pick h3 { margin: 2px 0 6px; }
.pick .role { color: var(--accent); font-weight: 600; }
.pick ul { margin: 4px 0; padding-left: 1.3em; }
.src { color: var(--muted); font-size: .85em; }
code, pre { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, "Liberation Mono", monospace; }
code { background: var(--soft); padding: 0 4px; border-radius: 3px; font-size: .88em; white-space: nowrap; }
pre code { white-space: pre; background: none; padding: 0; }
pre { background: #1d2329; color: #f0f3f6; padding: 12px 14px; border-radius: 6px; overflow-x: auto;
      font-size: .82rem; line-height: 1.45; }
.rule { margin: 10px 0 14px; }
.rule-head { margin: 0 0 2px; font-weight: 600; }
.rule-head .src { font-weight: 400; }
ol.trace { padding-left: 2.8em; margin: 0; font-size: .9rem; }
ol.trace li { margin: 2px 0; }
ol.trace li.folded { list-style: none; color: var(--muted); }
.caveat-id { font-weight: 600; }
.warn { background: var(--warn-bg); color: var(--warn); padding: 6px 12px; border-radius: 4px; margin: 6px 0; }
.none { color: var(--muted); }
footer { margin-top: 40px; color: var(--muted); font-size: .85rem; border-top: 1px solid var(--line);
         padding-top: 8px; }
@media (max-width: 700px) { .cols { grid-template-columns: 1fr; } nav ol { columns: 1; }
                            .kv.inputs { grid-template-columns: max-content 1fr; } }
@page { margin: 14mm 12mm; }
@media print {
  html { font-size: 10pt; }
  main { max-width: none; padding: 0; }
  nav { display: none; }
  a { color: inherit; text-decoration: none; }
  h2, h3 { break-after: avoid; }
  table, figure, .pick, pre, .answer { break-inside: avoid; }
  pre { background: #fff; color: #000; border: 1px solid #999; }
  .answer, th, .formula, code { background: #fff; }
}
"""

def e(text: object) -> str:
    return escape(str(text), quote=True)


def _kv(rows: tuple[Row, ...], cls: str = "kv") -> str:
    return f'<dl class="{cls}">' + "".join(f"<dt>{e(r.label)}</dt><dd>{e(r.value)}</dd>" for r in rows) + "</dl>"


def _src(title: str, source_id: str) -> str:
    if not source_id:
        return ""
    shown = f"{e(title)} (<code>{e(source_id)}</code>)" if title else f"<code>{e(source_id)}</code>"
    return f' <span class="src">— {shown}</span>'


def _table(headers: list[str], rows: list[list[str]], num: set[int] | None = None,
           nowrap: set[int] | None = None) -> str:
    """Cells are given already escaped (some hold markup we made)."""
    num = num or set()
    nowrap = nowrap or set()

    def cls(i: int) -> str:
        return ' class="num"' if i in num else ' class="nowrap"' if i in nowrap else ""

    head = "".join(f"<th{cls(i)}>{e(h)}</th>" for i, h in enumerate(headers))
    body = "".join("<tr>" + "".join(f"<td{cls(i)}>{c}</td>" for i, c in enumerate(row)) + "</tr>" for row in rows)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def render(report: Report) -> str:
    lang = report.lang
    out: list[str] = []
    title = f"{report.title} — {report.subtitle}"
    out.append(f'<!DOCTYPE html>\n<html lang="{HTML_LANG.get(lang, lang)}">\n<head>\n<meta charset="utf-8">\n'
               f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
               f'<meta name="generator" content="gpu-advisor {e(report.version)}">\n'
               f"<title>{e(title)}</title>\n<style>{CSS}</style>\n</head>\n<body>\n<main>")
    generated = label(lang, "generated", date=report.generated, version=report.version)
    out.append(f'<header><h1>{e(report.title)}</h1><p class="subtitle">{e(report.subtitle)}</p>'
               f'<p class="meta">{e(generated)}</p></header>')

    headings = report.headings
    out.append(f'<nav aria-label="{e(label(lang, "contents"))}"><ol>'
               + "".join(f'<li><a href="#{k}">{e(v)}</a></li>' for k, v in headings.items()) + "</ol></nav>")

    def section(key: str, body: str) -> None:
        out.append(f'<section id="{key}">\n<h2>{e(headings[key])}</h2>\n{body}\n</section>')

    section("answer", '<ol class="answer">' + "".join(f"<li>{e(line)}</li>" for line in report.answer) + "</ol>")

    facts = _kv(report.told) if report.told else f'<p class="none">{e(label(lang, "nothing_told"))}</p>'
    body = f'<div class="cols"><div>{facts}</div>'
    if report.assumed:
        body += f'<div><h3>{e(label(lang, "assumed"))}</h3>{_kv(report.assumed)}</div>'
    body += "</div>"
    if report.fact_notes:
        body += f'<h3>{e(label(lang, "facts_notes"))}</h3><ul>' + "".join(
            f"<li>{e(n)}</li>" for n in report.fact_notes) + "</ul>"
    section("facts", body)
    section("memory", _memory(report))
    section("picks", _picks(report))

    groups = []
    for g in report.trace:
        steps = "".join(f'<li value="{t.seq}">{e(t.text)}</li>' for t in g.steps)
        if g.folded:
            more = "".join(f'<li value="{t.seq}">{e(t.text)}</li>' for t in g.folded)
            cards = ", ".join(t.card or str(t.seq) for t in g.folded)
            steps += (f'<li class="folded"><details><summary>'
                      f'{e(label(lang, "trace_more", n=len(g.folded), cards=cards))}</summary>'
                      f'<ol class="trace">{more}</ol></details></li>')
        doc = f" {e(g.doc)}" if g.doc else ""
        groups.append(f'<div class="rule"><p class="rule-head"><code>{e(g.rule)}</code>{doc}'
                      f"{_src(g.source_title, g.source)}</p><ol class=\"trace\">{steps}</ol></div>")
    section("why", f'<p>{e(label(lang, "trace_intro"))}</p>' + "".join(groups))

    intro = f'<p>{e(label(lang, "rejected_intro", n=len(report.rejected), total=report.cards_total))}</p>'
    rows = [[f"{e(r.card_name)}<br><code>{e(r.card_id)}</code>",
             "<br>".join(f"{e(w.text)} <code>{e(w.rule)}</code>" for w in r.why) or "—"] for r in report.rejected]
    section("rejected", intro + (_table([label(lang, "card"), label(lang, "reasons")], rows) if rows else ""))

    if report.caveats:
        items = [f'<li><span class="caveat-id">{e(cv.id)}</span>' + (f" {e(cv.scope)}" if cv.scope else "")
                 + f"{e(colon(lang))}{e(cv.text)}{_src(cv.source_title, cv.source)}</li>" for cv in report.caveats]
        section("caveats", "<ul>" + "".join(items) + "</ul>")
    else:
        section("caveats", f'<p class="none">{e(label(lang, "none"))}</p>')
    section("what_if", ("<ul>" + "".join(f"<li>{e(w)}</li>" for w in report.what_if) + "</ul>") if report.what_if
            else f'<p class="none">{e(label(lang, "none"))}</p>')
    if report.checklist is not None:
        section("checklist", _checklist(report))
    section("sources", _sources(report))
    out.append(f"<footer>{e(generated)}</footer>\n</main>\n</body>\n</html>\n")
    return "\n".join(out)


def _memory(report: Report) -> str:
    lang = report.lang
    mem = report.memory
    total = mem.total_gb
    rows = [[e(p.label), f"{p.gb:,.2f}", p.share] for p in mem.parts]
    rows.append([f"<strong>{e(label(lang, 'total'))}</strong>", f"<strong>{total:,.2f}</strong>", "100 %"])
    table = _table([label(lang, "part"), label(lang, "gb"), label(lang, "share")], rows, {1, 2})
    table = table.replace("<tr><td><strong>", '<tr class="total"><td><strong>')
    parts = [f'<div class="cols"><div>{table}</div><div>']
    parts.append(f'<p class="formula"><strong>{e(label(lang, "formula"))}{e(colon(lang))}</strong>{e(mem.formula)}</p>')
    if mem.rule_of_thumb_gb:
        parts.append(f'<p class="thumb"><strong>{e(label(lang, "thumb"))}{e(colon(lang))}</strong>'
                     f'{e(label(lang, "thumb_note", thumb=f"{mem.rule_of_thumb_gb:,.1f}", need=f"{total:,.1f}"))}</p>')
    if mem.comfortable_gb:
        parts.append(f'<p><strong>{e(label(lang, "comfortable"))}{e(colon(lang))}</strong>'
                     f"{mem.comfortable_gb:,.1f} GB</p>")
    parts.append("</div></div>")
    if report.fit_bars:
        parts.append("<figure>" + svg.memory_chart(mem, report.fit_bars, lang)
                     + f'<figcaption>{e(label(lang, "gb_note"))}</figcaption></figure>')
    if mem.inputs:
        parts.append(f'<h3>{e(label(lang, "inputs"))}</h3>{_kv(mem.inputs, "kv inputs")}')
    if mem.notes:
        parts.append(f'<h3>{e(label(lang, "estimate_notes"))}</h3><ul>'
                     + "".join(f"<li>{e(n)}</li>" for n in mem.notes) + "</ul>")
    return "\n".join(parts)


def _picks(report: Report) -> str:
    lang = report.lang
    if not report.picks:
        return f'<p class="none">{e(label(lang, "no_picks"))}</p>'
    speed = speed_said(report.picks)  # no speed column where none was estimated (review 120 C5-1)
    rows = [[str(p.rank), e(p.roles), f"<strong>{e(p.card_name)}</strong>", str(p.gpus), e(p.provider), e(p.price),
             f"<strong>{e(p.monthly)}</strong>", e(p.headroom), *([e(p.decode)] if speed else [])]
            for p in report.picks]
    parts = [_table([label(lang, k) for k in ("rank", "role", "card", "gpus", "provider", "price", "monthly",
                                              "headroom", "decode")[:9 if speed else 8]], rows, {0, 3, 6, 7})]
    if report.cost_bars:
        parts.append("<figure>" + svg.cost_chart(report.cost_bars, report.currency, report.budget_monthly,
                                                 report.budget_text, lang, report.cost_kind) + "</figure>")
    if report.job_bars:
        parts.append("<figure>" + svg.job_chart(report.job_bars, report.currency, lang) + "</figure>")
    for p in report.picks:
        items = [e(d) for d in p.details] + [f"{e(w.text)}{_src(w.source_title, w.source)}" for w in p.why]
        parts.append(f'<div class="pick"><h3>{p.rank}. {e(p.card_name)} '
                     f'<span class="role">— {e(p.roles)}</span></h3><ul>'
                     + "".join(f"<li>{i}</li>" for i in items) + "</ul></div>")
    return "\n".join(parts)


def _checklist(report: Report) -> str:
    lang = report.lang
    ck = report.checklist
    assert ck is not None
    script_label = label(lang, "check_script_ref")
    rows = [[e(c.title), f"<code>{e(c.command)}</code>" if c.command else e(script_label), e(c.expect)]
            for c in ck.checks]
    return (f'<p>{e(label(lang, "check_intro"))}</p>'
            + _table([label(lang, "check"), label(lang, "command"), label(lang, "expect")], rows)
            + f'<p>{e(label(lang, "check_script"))}</p><pre><code>{e(ck.script)}</code></pre>'
            + f'<p class="src">{e(ck.script_note)}</p>')


def _sources(report: Report) -> str:
    lang = report.lang
    parts = [f'<h3>{e(label(lang, "price_warnings"))}</h3>']
    if report.price_warnings:
        parts.extend(f'<p class="warn">⚠ {e(w)}</p>' for w in report.price_warnings)
    else:
        parts.append(f"<p>{e(label(lang, 'prices_fresh', days=PRICE_MAX_AGE_DAYS))}</p>")
    rows = []
    for s in report.sources:
        title = e(s.title) + (f'<br><span class="src">{e(s.url)}</span>' if s.url else "")
        rows.append([f"<code>{e(s.id)}</code>", title, e(s.as_of), e(s.kind)])
    parts.append(_table([label(lang, "source"), label(lang, "title_col"), label(lang, "as_of"), label(lang, "kind")],
                        rows, nowrap={2}))
    return "\n".join(parts)
