"""The Textual user interface: the app, its screens and widgets. The only folder that imports
``textual``; everything it shows comes from plain-Python modules one level up (the interview flow,
free-text understanding, report rendering, fact options, replies and the saved state)."""
