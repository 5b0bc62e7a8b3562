"""Everything a person touches: the CLI, the Textual TUI, free-text understanding and reports."""

__version__ = "0.1.0"

from advisor_tui import method_cache  # noqa: E402 - before any of the package's dataclasses exist

method_cache.install()
