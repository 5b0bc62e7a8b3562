"""The rationale report: one consultation rendered as Markdown, HTML or the v1 JSON.

    write_report(consultation, path, lang) -> Path   # format from the extension, written atomically
    render(consultation, fmt, lang) -> str           # fmt: "markdown" | "html" | "json"; lang: en, zh, zh-Hant

A view model (``model.build``) is computed once from the consultation; each format renders that
view — nothing is estimated or priced again here. ``generated`` fixes the report's date (tests and
goldens); it defaults to now.
"""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path
from typing import Any

from knowledge.errors import InputError

FORMATS = {".md": "markdown", ".markdown": "markdown", ".html": "html", ".htm": "html", ".json": "json"}
FORMAT_NAMES = {"markdown": "markdown", "md": "markdown", "html": "html", "htm": "html", "json": "json"}
LANGS = ("en", "zh", "zh-Hant")  # zh-Hant: the zh report in traditional characters (advisor_tui/hant.py)


def format_for(path: str | os.PathLike[str]) -> str:
    """The report format for a file name, by its extension (case-insensitive)."""
    suffix = Path(path).suffix.lower()
    if suffix not in FORMATS:
        shown = f"extension {suffix!r}" if suffix else "no extension"
        raise InputError(f"cannot write report {os.fspath(path)}: {shown} "
                         f"(use {', '.join(FORMATS)})")
    return FORMATS[suffix]


def render(consultation: Any, fmt: str, lang: str = "en", *, generated: datetime | None = None,
           verify: dict[str, Any] | None = None, said: tuple[str, ...] = (), cards: tuple[str, ...] = (),
           typed: str = "") -> str:
    """The report as text in ``fmt`` ("markdown"/"md", "html", "json") and ``lang`` ("en"/"zh"/"zh-Hant": the zh
    report converted to traditional characters, JSON keys and ids unchanged, the words of ``typed`` — what the
    person wrote — kept as typed where they are quoted back).
    ``verify``: a ``gpu-advisor verify`` result (advisor_tui.verify.attach.load) added as a
    section (Markdown, HTML) or under the key ``verify`` (JSON). ``said``: what the free text said that the
    answer does not use, and the reader's notes (review 39 M5: a € budget without a rate went unreported). ``cards``:
    the verdicts on the cards the person named or has (advisor_tui.named_cards), said first in the answer — the
    report handed on keeps "your two 4090s do it in 17.6 h" (review 84 c09)."""
    kind = FORMAT_NAMES.get(str(fmt).lower().lstrip("."))
    if kind is None:
        raise InputError(f"invalid report format: {fmt!r} (expected markdown, html or json)")
    if lang not in LANGS:
        raise InputError(f"invalid language: {lang!r} (expected en, zh or zh-Hant)")
    if lang == "zh-Hant":
        from advisor_tui.hant import keeping

        text = render(consultation, kind, "zh", generated=generated, verify=verify, said=said, cards=cards)
        if kind == "html":
            text = text.replace('<html lang="zh-CN">', '<html lang="zh-Hant">', 1)
        return keeping(text, typed)
    from advisor_tui.safe_text import clean  # names from knowledge files may carry ESC …

    if kind == "json":
        if verify is not None:
            import json

            data = consultation.to_dict(lang)
            data["verify"] = verify
            return clean(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
        return clean(consultation.to_json(lang, indent=2) + "\n")
    from advisor_tui import __version__
    from advisor_tui.report import model

    view = model.build(consultation, lang, generated or datetime.now(), __version__)
    if said or cards:
        import dataclasses

        view = dataclasses.replace(view, fact_notes=(*view.fact_notes, *said), answer=(*cards, *view.answer))
    if kind == "html":
        from advisor_tui.report import html

        page = html.render(view)
        if verify is not None:
            from advisor_tui.verify import attach

            at = page.rfind("<footer>")
            page = page[:at] + attach.html(verify, lang) + page[at:] if at >= 0 else page
        return clean(page)
    from advisor_tui.report import markdown

    text = markdown.render(view)
    if verify is not None:
        from advisor_tui.verify import attach

        text = text.rstrip("\n") + "\n\n" + attach.markdown(verify, lang)
    return clean(text)


def write_report(consultation: Any, path: str | os.PathLike[str], lang: str = "en", *,
                 generated: datetime | None = None, verify: dict[str, Any] | None = None,
                 said: tuple[str, ...] = (), cards: tuple[str, ...] = (), typed: str = "") -> Path:
    """Write the report to ``path`` (.md/.markdown, .html/.htm or .json), atomically."""
    from advisor_tui.report.files import atomic_write

    target = Path(path)
    fmt = format_for(target)
    text = render(consultation, fmt, lang, generated=generated, verify=verify, said=said, cards=cards,
                  typed=typed)  # before disk
    return atomic_write(target, text)


__all__ = ["FORMATS", "format_for", "render", "write_report"]
