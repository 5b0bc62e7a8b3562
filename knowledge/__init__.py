"""The knowledge base of gpu-advisor: cards, offers, models, workloads, FAQ and their sources.

Data lives in YAML under ``knowledge/data`` (shipped inside the package); ``load()`` validates it
strictly and returns an immutable ``KnowledgeBase``. This package never imports the UI.
"""

from knowledge.errors import AdvisorError, EngineError, InputError, KnowledgeError
from knowledge.loader import KnowledgeBase, load

__all__ = [
    "AdvisorError",
    "EngineError",
    "InputError",
    "KnowledgeBase",
    "KnowledgeError",
    "load",
]
