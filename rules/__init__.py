"""The expert system: facts, estimates, the durable-rules rule base and consultations.

This package never imports the UI (``textual`` / ``advisor_tui``).
"""
