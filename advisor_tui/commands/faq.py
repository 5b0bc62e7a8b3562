"""`gpu-advisor faq QUERY`: answers from the seeds' FAQ, common mistakes and checklists.

The best hit is printed in full (question, answer, source with its title), the next few as
titles. Without ``--lang`` the answer follows the query's language (any Chinese character →
Chinese; with --lang zh-Hant, or a query in traditional characters, in traditional characters, the query
searched in simplified). When nothing is relevant the command says so, offers the closest topics and exits 0;
an empty query is invalid input (exit 2).
"""

from __future__ import annotations

import argparse

from advisor_tui.context import Context
from advisor_tui.i18n import tr
from advisor_tui.jsonout import dumps
from advisor_tui.text_table import width
from knowledge.faq import Hit, detect_lang, search, suggest

WRAP = 92  # columns; Chinese characters count two
NO_LINE_START = frozenset("，。、；：？！）」』》】%")  # stays at the end of the line before

KIND_LABELS = {
    "faq": ("FAQ", "常见问题"),
    "mistake": ("common mistake", "常见错误"),
    "caveat": ("caveat", "注意事项"),
    "checklist": ("checklist", "检查清单"),
    "not-suitable": ("not suitable", "不适用场景"),
    "rule": ("rule", "选型原则"),
    "tip": ("tip", "建议"),
}


def _limit(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if not 1 <= value <= 50:
        raise argparse.ArgumentTypeError(f"must be between 1 and 50, got {value}")
    return value


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("query", nargs="+", metavar="QUERY",
                        help="the question; several words are fine, Chinese, English or mixed")
    parser.add_argument("--limit", type=_limit, default=5, metavar="N",
                        help="hits to show (default 5): the best in full, the others as titles")
    parser.add_argument("--json", action="store_true",
                        help="machine-readable list of hits (empty when nothing is relevant)")


def _wrap(text: str, size: int = WRAP, indent: str = "") -> str:
    """Wrap at ``size`` display columns: at spaces in Latin text, anywhere between CJK."""
    lines: list[str] = []
    line, line_w = "", 0
    for word in _chunks(text):
        w = width(word)
        if line and line_w + w > size and word not in NO_LINE_START:
            lines.append(line.rstrip())
            line, line_w = "", 0
            word = word.lstrip()
            w = width(word)
        line += word
        line_w += w
    if line.strip():
        lines.append(line.rstrip())
    return "\n".join(indent + ln for ln in lines)


def _chunks(text: str) -> list[str]:
    """Breakable pieces: each CJK character alone, Latin words with their leading space."""
    out: list[str] = []
    cur = ""
    for ch in text:
        if width(ch) == 2:
            if cur:
                out.append(cur)
                cur = ""
            out.append(ch)
        elif ch == " " and cur.strip():
            out.append(cur)
            cur = ch
        else:
            cur += ch
    if cur:
        out.append(cur)
    return out


def _as_json(hit: Hit, ctx: Context) -> dict[str, object]:
    source = ctx.kb.sources_by_id.get(hit.source)
    return {"id": hit.id, "kind": hit.kind, "score": hit.score, "lang": hit.lang,
            "question": hit.question, "answer": hit.answer, "source": hit.source,
            "source_title": source.title if source else None, "related": list(hit.related)}


def run(args: argparse.Namespace, ctx: Context) -> int:
    query = " ".join(args.query)
    lang = getattr(args, "lang", None)  # None unless given: then the query's language decides
    searched = query
    if ctx.hant:  # the FAQ is in simplified: "兩張 4090 可以當 48G 用嗎" found FLUX's memory, not 4090 × 2
        from advisor_tui.hant import to_simplified

        searched = to_simplified(query)
    hits = search(searched, lang=lang, limit=args.limit, kb=ctx.kb)  # InputError → exit 2
    if args.json:
        ctx.print(dumps([_as_json(h, ctx) for h in hits]))
        return 0
    out_lang = lang or detect_lang(query)
    if not hits:
        shown = query if len(query) <= 80 else query[:77] + "..."
        ctx.print(tr(out_lang, f"No good answer for “{shown}”.", f"没有找到合适的答案：「{shown}」。"))
        topics = suggest(query, kb=ctx.kb, lang=out_lang, limit=3)
        if topics:
            ctx.print(tr(out_lang, "Closest topics:", "最接近的话题："))
            for title in topics:
                ctx.print(f"  - {title}")
        ctx.print(tr(out_lang, "Try other words, e.g. “can a 4090 run 70b?” or “包月还是按量”.",
                     "换个说法试试，例如「两张 4090 能当 48G 用吗」或 “can a 4090 run 70b?”。"))
        return 0
    best = hits[0]
    kind_en, kind_zh = KIND_LABELS.get(best.kind, (best.kind, best.kind))
    source = ctx.kb.sources_by_id.get(best.source)
    ctx.print(_wrap(best.question))
    ctx.print()
    ctx.print(_wrap(best.answer, indent="  "))
    ctx.print()
    title = f" — {source.title}" if source else ""
    ctx.print(_wrap(tr(out_lang, f"Source: {best.source}{title}", f"来源：{best.source}{title}")))
    ctx.print(tr(out_lang, f"Kind: {kind_en} · id: {best.id} · match {best.score:.0f}/100",
                 f"类型：{kind_zh} · 编号：{best.id} · 匹配度 {best.score:.0f}/100"))
    if best.related:
        ctx.print(_wrap(tr(out_lang, "Related: ", "相关：") + ", ".join(best.related)))
    if len(hits) > 1:
        ctx.print()
        ctx.print(tr(out_lang, "Also relevant:", "其他相关问题："))
        for hit in hits[1:]:
            ctx.print(f"  - {hit.question}  ({hit.id}, {hit.score:.0f})")
    return 0
