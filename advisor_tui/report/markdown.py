"""The report as Markdown that reads well on GitHub and Gitee: headings, lists and pipe tables, no
HTML. Every piece of text from the person or the knowledge base goes through ``md`` (inline text) or
``cell`` (a table cell), so a pipe, a bracket or a `<script>` comes out as the characters it is.
"""

from __future__ import annotations

import re

from advisor_tui.markdown_text import cell, md
from advisor_tui.report.labels import colon, label, sep
from advisor_tui.report.model import PRICE_MAX_AGE_DAYS, Report, Row
from advisor_tui.report.views import speed_said

_LINKABLE = re.compile(r"https?://[^\s()<>\[\]`\\]+")  # a URL that needs no escaping as a link target


__all__ = ["cell", "code", "md"]


def code(text: str) -> str:
    """A code span for commands and ids (never person-controlled text)."""
    ticks = "``" if "`" in text else "`"
    return f"{ticks}{text}{ticks}"


def table(headers: list[str], rows: list[list[str]], align: str = "") -> list[str]:
    """A pipe table; cells are given already escaped. ``align``: one of l/r/c per column."""
    marks = {"l": ":---", "r": "---:", "c": ":---:"}
    sep = [marks.get(align[i], "---") if i < len(align) else "---" for i in range(len(headers))]
    lines = ["| " + " | ".join(headers) + " |", "| " + " | ".join(sep) + " |"]
    lines.extend("| " + " | ".join(row) + " |" for row in rows)
    return lines


def _source(title: str, source_id: str) -> str:
    if not source_id:
        return ""
    return f"{md(title)} ({code(source_id)})" if title else code(source_id)


def render(report: Report) -> str:
    lang = report.lang
    c = colon(lang)
    heads = report.headings
    out: list[str] = []

    def h(level: int, text: str) -> None:
        out.extend([f"{'#' * level} {text}", ""])

    def para(text: str) -> None:
        out.extend([text, ""])

    def bullets(items: list[str]) -> None:
        out.extend(f"- {item}" for item in items)
        out.append("")

    def kv_table(rows: tuple[Row, ...], align: str = "") -> None:
        out.extend(table([label(lang, "input"), label(lang, "value")], [[cell(r.label), cell(r.value)] for r in rows],
                         align))
        out.append("")

    h(1, f"{md(report.title)} — {md(report.subtitle)}")
    para("_" + md(label(lang, "generated", date=report.generated, version=report.version)) + "_")

    h(2, md(heads["answer"]))
    out.extend(f"> {md(line)}  " for line in report.answer)
    out[-1] = out[-1].rstrip()
    out.append("")

    h(2, md(heads["facts"]))
    if report.told:
        kv_table(report.told)
    else:
        para(md(label(lang, "nothing_told")))
    if report.assumed:
        h(3, md(label(lang, "assumed")))
        kv_table(report.assumed)
    if report.fact_notes:
        h(3, md(label(lang, "facts_notes")))
        bullets([md(n) for n in report.fact_notes])

    _memory(report, out, h, para, bullets, kv_table)

    h(2, md(heads["picks"]))
    if report.picks:
        speed = speed_said(report.picks)  # no speed column where none was estimated (review 120 C5-1)
        rows = [[str(p.rank), cell(p.roles), cell(p.card_name), str(p.gpus), cell(p.provider), cell(p.price),
                 cell(p.monthly), cell(p.headroom), *([cell(p.decode)] if speed else [])] for p in report.picks]
        out.extend(table([label(lang, k) for k in ("rank", "role", "card", "gpus", "provider", "price", "monthly",
                                                   "headroom", "decode")[:9 if speed else 8]], rows,
                         "rllrllrrr"[:9 if speed else 8]))
        out.append("")
        if report.job_bars:
            para(md(label(lang, "chart_job")))
            out.extend(table(["", "GPUs", label(lang, "hours_bar", hours="").strip() or "h",
                              "GPU-h", report.currency],
                             [[cell(b.name), str(b.gpus), f"{b.wall_hours:,.1f}",
                               f"{b.gpu_hours:,.{0 if b.gpu_hours >= 10 else 1}f}", cell(b.text)]
                              for b in report.job_bars],
                             "lrrrr"))
            out.append("")
        for p in report.picks:
            h(3, f"{p.rank}. {md(p.card_name)} — {md(p.roles)}")
            bullets([md(d) for d in p.details]
                    + [f"{md(w.text)} — {_source(w.source_title, w.source)}" for w in p.why])
    else:
        para(md(label(lang, "no_picks")))

    h(2, md(heads["why"]))
    para(md(label(lang, "trace_intro")))
    for group in report.trace:
        doc = f" {md(group.doc)}" if group.doc else ""
        src = f" _{md(label(lang, 'source'))}{c}{_source(group.source_title, group.source)}_" if group.source else ""
        para(f"**{code(group.rule)}**{doc}{src}")
        out.extend(f"{step.seq}. {md(step.text)}" for step in group.steps)
        if group.folded:
            cards = ", ".join(step.card or str(step.seq) for step in group.folded)
            out.append("")
            out.append(md(label(lang, "trace_more", n=len(group.folded), cards=cards)))
        out.append("")

    h(2, md(heads["rejected"]))
    para(md(label(lang, "rejected_intro", n=len(report.rejected), total=report.cards_total)))
    if report.rejected:
        rows = [[f"{cell(r.card_name)} {code(r.card_id)}",
                 sep(lang).join(f"{md(w.text)} {code(w.rule)}" for w in r.why) or "—"] for r in report.rejected]
        out.extend(table([label(lang, "card"), label(lang, "reasons")], rows))
        out.append("")

    h(2, md(heads["caveats"]))
    if report.caveats:
        bullets([f"**{md(cv.id)}**" + (f" {md(cv.scope)}" if cv.scope else "") + f"{c}{md(cv.text)} — "
                 f"{_source(cv.source_title, cv.source)}" for cv in report.caveats])
    else:
        para(md(label(lang, "none")))

    h(2, md(heads["what_if"]))
    if report.what_if:
        bullets([md(w) for w in report.what_if])
    else:
        para(md(label(lang, "none")))

    if report.checklist is not None:
        ck = report.checklist
        h(2, md(heads["checklist"]))
        para(md(label(lang, "check_intro")))
        rows = [[cell(ch.title), code(ch.command) if ch.command else md(label(lang, "check_script_ref")),
                 cell(ch.expect)] for ch in ck.checks]
        out.extend(table([label(lang, "check"), label(lang, "command"), label(lang, "expect")], rows))
        out.append("")
        para(md(label(lang, "check_script")))
        out.extend(["```python", ck.script.rstrip("\n"), "```", ""])
        para(md(ck.script_note))

    h(2, md(heads["sources"]))
    h(3, md(label(lang, "price_warnings")))
    if report.price_warnings:
        bullets([f"⚠ {md(w)}" for w in report.price_warnings])
    else:
        para(md(label(lang, "prices_fresh", days=PRICE_MAX_AGE_DAYS)))
    rows = []
    for s in report.sources:
        title = f"[{md(s.title)}]({s.url})" if _LINKABLE.fullmatch(s.url) else md(s.title)
        rows.append([code(s.id), title, cell(s.as_of), cell(s.kind)])
    out.extend(table([label(lang, "source"), label(lang, "title_col"), label(lang, "as_of"), label(lang, "kind")],
                     rows))
    out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


def _memory(report: Report, out: list[str], h, para, bullets, kv_table) -> None:  # type: ignore[no-untyped-def]
    lang = report.lang
    c = colon(lang)
    mem = report.memory
    h(2, md(report.headings["memory"]))
    total = mem.total_gb
    rows = [[md(p.label), f"{p.gb:,.2f}", p.share] for p in mem.parts]
    rows.append([f"**{md(label(lang, 'total'))}**", f"**{total:,.2f}**", "100 %"])
    out.extend(table([label(lang, "part"), label(lang, "gb"), label(lang, "share")], rows, "lrr"))
    out.append("")
    para(f"**{md(label(lang, 'formula'))}**{c}{md(mem.formula)}")
    if mem.rule_of_thumb_gb:
        para(f"**{md(label(lang, 'thumb'))}**{c}" + md(label(
            lang, "thumb_note", thumb=f"{mem.rule_of_thumb_gb:,.1f}", need=f"{total:,.1f}")))
    if mem.comfortable_gb:
        para(f"**{md(label(lang, 'comfortable'))}**{c}{mem.comfortable_gb:,.1f} GB")
    if mem.inputs:
        h(3, md(label(lang, "inputs")))
        kv_table(mem.inputs, "lr")
    if mem.notes:
        h(3, md(label(lang, "estimate_notes")))
        bullets([md(n) for n in mem.notes])
