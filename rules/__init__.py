"""The expert system: facts, estimates, the durable-rules rule base and consultations.

``rules.consult(facts, kb=None) -> Consultation`` is the entry point. This package never imports
the UI (``textual`` / ``advisor_tui``).
"""

from __future__ import annotations

from typing import Any


def consult(facts: Any, kb: Any = None, **kwargs: Any) -> Any:
    """Run a consultation (see ``rules.pipeline.consult``); imported lazily to keep start fast."""
    from rules.pipeline import consult as _consult

    return _consult(facts, kb, **kwargs)


__all__ = ["consult"]
