"""The report's sources: ids in order of first reference, with their titles from the knowledge base."""

from __future__ import annotations

from typing import TYPE_CHECKING

from advisor_tui.report.labels import colon, label, label_or
from advisor_tui.report.views import SourceView
from knowledge.text import source_name

if TYPE_CHECKING:
    from knowledge.loader import KnowledgeBase


class Sources:
    """Source ids in order of first reference, looked up in the knowledge base."""

    def __init__(self, kb: KnowledgeBase | None, lang: str) -> None:
        self.kb = kb
        self.lang = lang
        self.order: dict[str, None] = {}

    def ref(self, source_id: str | None) -> str:
        """Record a reference; return the title to show beside it."""
        if not source_id:
            return ""
        self.order.setdefault(source_id, None)
        src = self.kb.sources_by_id.get(source_id) if self.kb is not None else None
        if src is None:
            return label(self.lang, "unknown_source")
        name = source_name(source_id, self.lang)
        return f"{name}{colon(self.lang)}{src.title}" if name else src.title

    def views(self) -> tuple[SourceView, ...]:
        out = []
        for sid in self.order:
            src = self.kb.sources_by_id.get(sid) if self.kb is not None else None
            if src is None:
                out.append(SourceView(sid, label(self.lang, "unknown_source"), label(self.lang, "unknown"),
                                      "", ""))
                continue
            as_of = label(self.lang, "unknown") if src.as_of == "unknown" else src.as_of
            out.append(SourceView(sid, self.ref(sid), as_of, label_or(self.lang, f"k_{src.kind}", src.kind),
                                  src.url))
        return tuple(out)
