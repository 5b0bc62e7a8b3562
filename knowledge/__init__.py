"""The knowledge base of gpu-advisor: cards, offers, models, workloads, FAQ and their sources.

Data lives in YAML under ``knowledge/data`` (shipped inside the package); ``load()`` validates it
strictly and returns an immutable ``KnowledgeBase``. This package never imports the UI. The
loader (PyYAML, the schema) is imported on first use, so that importing ``knowledge.errors``
stays free for the TUI's start.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from knowledge.errors import AdvisorError, EngineError, InputError, KnowledgeError

if TYPE_CHECKING:
    from knowledge.loader import KnowledgeBase


def load(*args: Any, **kwargs: Any) -> KnowledgeBase:
    """See ``knowledge.loader.load``."""
    from knowledge.loader import load as _load

    return _load(*args, **kwargs)


def __getattr__(name: str) -> Any:
    if name == "KnowledgeBase":
        from knowledge.loader import KnowledgeBase

        return KnowledgeBase
    raise AttributeError(name)


__all__ = [
    "AdvisorError",
    "EngineError",
    "InputError",
    "KnowledgeBase",
    "KnowledgeError",
    "load",
]
