"""Everything a person touches: the CLI, the Textual TUI, free-text understanding and reports."""

__version__ = "0.1.0"
