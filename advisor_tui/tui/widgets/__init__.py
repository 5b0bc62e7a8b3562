"""Widgets of the TUI, one per file (STYLE §2)."""
