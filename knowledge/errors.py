"""The one error hierarchy of gpu-advisor.

Every error a person can cause (bad input, a broken override file) is an ``AdvisorError`` whose
message fits on one line; the CLI maps ``exit_code`` to the process status and the TUI shows the
message in a modal. Anything else escaping is a bug (exit 1 with a log).
"""

from __future__ import annotations


class AdvisorError(Exception):
    """Base of every error gpu-advisor raises on purpose."""

    exit_code = 1
    title = "error"

    def __init__(self, message: str) -> None:
        # one line, always: a newline inside a key, id or value the person typed is shown escaped
        message = message.replace("\r", "\\r").replace("\n", "\\n")
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message


class KnowledgeError(AdvisorError):
    """A knowledge file (bundled or a user override) failed to load or validate."""

    exit_code = 2
    title = "knowledge error"


class InputError(AdvisorError):
    """A fact, option or free-text value the person gave is invalid."""

    exit_code = 2
    title = "invalid input"


class EngineError(AdvisorError):
    """A rule action failed inside the rule engine (a bug in the rule base)."""

    exit_code = 1
    title = "engine error"
