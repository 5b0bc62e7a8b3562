"""Screens of the TUI, one per file (STYLE §2): the interview (main), Why?, FAQ, Cards, Export."""
