"""The one way gpu-advisor's text reaches a terminal, a report file or the TUI.

Text comes from people (``--say``, a query, an autosave) and from knowledge files anyone can
write; none of it may drive the terminal. Here:

- ``clean``: every control character except newline and tab — C0 (ESC, BEL, ``\\r``, ``\\f``,
  VT …), DEL, C1 (``\\x80``–``\\x9f``, U+0085 NEL included), the Unicode line/paragraph separators
  and the bidirectional overrides — is written as a visible ``\\uXXXX``. An escape sequence such
  as ``ESC ] 0 ; title BEL`` therefore arrives as inert text, and since ``\\uXXXX`` is also a valid
  JSON string escape, cleaned JSON stays JSON.
- ``clean_line``: the same, and newlines too: an error stays one line.
- ``markup``: cleaned, then Rich/Textual markup escaped (``[/]`` in a card name is text, not a tag).
- ``guard_streams``: stdout/stderr that cannot encode a character (``PYTHONIOENCODING=ascii``,
  ``LC_ALL=C``) write ``\\uXXXX`` instead of raising.
- ``quiet_exit_on_closed_stdout``: a closed or full stdout (``| head``, a full disk) ends the
  program quietly instead of as an internal error.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import sys
from typing import TextIO

from knowledge.lazy_pattern import LazyPattern

# C0 but \t and \n, DEL, C1 (U+0085 NEL included), line/paragraph separators, bidi controls
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
_CONTROL_LINE = LazyPattern("[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
_LINE_NAMES = {"\n": "\\n", "\t": "\\t"}


def _visible(match: re.Match[str]) -> str:
    ch = match.group()
    return f"\\u{ord(ch):04x}"


def clean(text: str) -> str:
    """``text`` with every character that could drive a terminal shown as ``\\uXXXX``."""
    return _CONTROL.sub(_visible, text) if _CONTROL.search(text) else text


def clean_line(text: str) -> str:
    """``clean``, with newlines and tabs shown too: the result is exactly one line."""
    if not _CONTROL_LINE.search(text):
        return text
    return _CONTROL_LINE.sub(lambda m: _LINE_NAMES.get(m.group(), _visible(m)), text)


def markup(text: str) -> str:
    """``clean(text)`` escaped for Rich/Textual markup (for widgets that parse markup)."""
    from rich.markup import escape

    return escape(clean(text))


def has_control(text: str) -> bool:
    return bool(_CONTROL.search(text))


def guard_streams(*streams: TextIO) -> None:
    """Make text streams replace what their encoding cannot write instead of raising."""
    for stream in streams or (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is None:
            continue
        with contextlib.suppress(Exception):  # a replaced stream (tests, pytest capture)
            reconfigure(errors="backslashreplace")


def is_closed_output(exc: BaseException) -> bool:
    """Whether ``exc`` means the output went away: a closed pipe or a full/unwritable disk."""
    if isinstance(exc, BrokenPipeError):
        return True
    return isinstance(exc, OSError) and exc.errno in (errno.EPIPE, errno.ENOSPC, errno.EDQUOT,
                                                      errno.EIO, errno.EBADF)


def silence_stdout() -> None:
    """Point stdout at the null device so the interpreter's final flush cannot fail again."""
    with contextlib.suppress(Exception):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)


__all__ = ["clean", "clean_line", "guard_streams", "has_control", "is_closed_output", "markup",
           "silence_stdout"]
