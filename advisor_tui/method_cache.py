"""Start-up: the methods ``dataclasses`` writes for every record class, compiled once per Python
and kept beside this package's bytecode.

Python writes each dataclass's ``__init__``, ``__repr__``, ``__eq__``, ``__hash__`` (and, frozen,
``__setattr__`` / ``__delattr__``) as source text and compiles it with ``exec`` on every start:
~370 functions for a ``recommend``, about a third of a cold CLI run's instructions (callgrind),
the same text every time. ``install()`` gives the ``dataclasses`` module an ``exec`` that looks the
text up first; the code objects are stored, marshalled, in this package's ``__pycache__`` next to
the interpreter's own ``.pyc`` files (the same trust: code Python itself runs from that folder),
keyed by the exact source text, so a changed class simply compiles anew and the interpreter's
magic number in the header retires the file with the Python that wrote it. What it cannot keep:
``dataclasses`` also writes a docstring from ``inspect.signature`` for a class that has none,
~1.3 % of a cold ``recommend`` for the 30 record classes it creates without one, so every record
class on the CLI's path (and the TUI's first screen) has its own.

Anything that goes wrong (an unwritable folder, a damaged file) compiles as before; ``-B`` /
``PYTHONDONTWRITEBYTECODE`` writes nothing.
"""

from __future__ import annotations

import atexit
import builtins
import contextlib
import dataclasses
import marshal
import os
import sys
import zlib
from importlib.util import MAGIC_NUMBER
from pathlib import Path
from types import CodeType
from typing import Any

PATH = Path(__file__).resolve().parent / "__pycache__" / \
    f"dataclass-methods.{sys.implementation.cache_tag}.marshal"
HEADER = b"gpu-advisor dataclass methods 1\n" + MAGIC_NUMBER
MAX_ENTRIES = 4096  # more (classes changed many times) and only this run's methods are kept

_known: dict[str, CodeType] = {}
_used: set[str] = set()
_state = {"installed": False, "missed": False}


def _exec(source: Any, globals: Any = None, locals: Any = None, /) -> None:  # noqa: A002
    if isinstance(source, str) and globals is not None:  # dataclasses always passes its globals
        code = _known.get(source)
        if code is None:
            code = compile(source, "<string>", "exec", dont_inherit=True)
            _known[source] = code
            _state["missed"] = True
        _used.add(source)
        source = code
    elif globals is None:  # as exec() would: the caller's namespaces
        caller = sys._getframe(1)  # noqa: SLF001
        globals, locals = caller.f_globals, caller.f_locals if locals is None else locals  # noqa: A001
    builtins.exec(source, globals, locals)  # noqa: S102 - the text dataclasses generated


def load(path: Path = PATH) -> None:
    try:
        blob = path.read_bytes()
    except OSError:
        return
    body = blob[len(HEADER) + 4:]
    if not blob.startswith(HEADER) or blob[len(HEADER):len(HEADER) + 4] != \
            zlib.crc32(body).to_bytes(4, "little"):
        return
    try:
        table = marshal.loads(body)  # noqa: S302 - our own __pycache__, as trusted as a .pyc
    except (EOFError, ValueError, TypeError):
        return
    if isinstance(table, dict) and all(isinstance(k, str) and isinstance(v, CodeType)
                                       for k, v in table.items()):
        for text, code in table.items():
            _known.setdefault(text, code)


def save(path: Path = PATH) -> None:
    """Write the table when this run compiled anything new (atomically; silently not at all
    when the folder cannot be written)."""
    if not _state["missed"] or sys.dont_write_bytecode:
        return
    table = _known if len(_known) <= MAX_ENTRIES else {t: _known[t] for t in _used}
    import tempfile  # at exit, and only after a miss

    try:
        body = marshal.dumps(table)
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    except (OSError, ValueError):
        return
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(HEADER + zlib.crc32(body).to_bytes(4, "little") + body)
        os.replace(tmp, path)
        _state["missed"] = False
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(tmp)


def install() -> None:
    """Once per process, before the package's dataclasses are created."""
    if _state["installed"]:
        return
    _state["installed"] = True
    load()
    dataclasses.exec = _exec  # type: ignore[attr-defined]  # a module global shadows the builtin
    atexit.register(save)
