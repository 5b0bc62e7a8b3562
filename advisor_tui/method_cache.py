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
~1.3 % of a cold ``recommend`` for the ~30 record classes it created without one, so the record
classes on the CLI's path (and the TUI's first screen) have their own.

The methods are kept per module, each module's marshalled on its own and read the first time one
of its classes is built: the file holds every class any command has built (~500 methods), and
unmarshalling all of it was ~2 % of the TUI's first screen, which builds a few dozen.

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
HEADER = b"gpu-advisor dataclass methods 2\n" + MAGIC_NUMBER  # 2: a table per module
MAX_ENTRIES = 1024  # in one module's table; more (classes changed many times) and only this run's are kept

# module name -> its methods (source text -> code): bytes as read from the file until one of the
# module's classes is built, then unmarshalled
_known: dict[str, bytes | dict[str, CodeType]] = {}
_used: set[tuple[str, str]] = set()  # (module, source) built in this run
_state = {"installed": False, "missed": False}


def _exec(source: Any, globals: Any = None, locals: Any = None, /) -> None:  # noqa: A002
    if isinstance(source, str) and globals is not None:  # dataclasses always passes its globals
        module = str(globals.get("__name__"))  # the class's module (its namespace is the globals)
        methods = _methods_of(module)
        code = methods.get(source)
        if code is None:
            code = methods[source] = compile(source, "<string>", "exec", dont_inherit=True)
            _state["missed"] = True
        _used.add((module, source))
        source = code
    elif globals is None:  # as exec() would: the caller's namespaces
        caller = sys._getframe(1)  # noqa: SLF001
        globals, locals = caller.f_globals, caller.f_locals if locals is None else locals  # noqa: A001
    builtins.exec(source, globals, locals)  # noqa: S102 - the text dataclasses generated


def _methods_of(module: str) -> dict[str, CodeType]:
    table = _known.get(module)
    if isinstance(table, bytes):
        table = _unmarshal(table)
    if table is None:
        table = {}
    _known[module] = table
    return table


def _unmarshal(blob: bytes) -> dict[str, CodeType] | None:
    """A module's table as stored, or None when it is not one (then its methods compile anew)."""
    try:
        table = marshal.loads(blob)  # noqa: S302 - our own __pycache__, as trusted as a .pyc
    except (EOFError, ValueError, TypeError):
        return None
    if isinstance(table, dict) and all(isinstance(k, str) and isinstance(v, CodeType) for k, v in table.items()):
        return table
    return None


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
    if isinstance(table, dict) and all(isinstance(k, str) and isinstance(v, bytes) for k, v in table.items()):
        for module, blob in table.items():
            _known.setdefault(module, blob)


def save(path: Path = PATH) -> None:
    """Write the table when this run compiled anything new (atomically; silently not at all
    when the folder cannot be written)."""
    if not _state["missed"] or sys.dont_write_bytecode:
        return
    import tempfile  # at exit, and only after a miss

    try:
        body = marshal.dumps({module: _dumped(module, table) for module, table in _known.items()})
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


def _dumped(module: str, table: bytes | dict[str, CodeType]) -> bytes:
    if isinstance(table, bytes):  # no class of it built in this run: kept as read
        return table
    if len(table) > MAX_ENTRIES:
        table = {text: code for text, code in table.items() if (module, text) in _used}
    return marshal.dumps(table)


def install() -> None:
    """Once per process, before the package's dataclasses are created."""
    if _state["installed"]:
        return
    _state["installed"] = True
    load()
    dataclasses.exec = _exec  # type: ignore[attr-defined]  # a module global shadows the builtin
    atexit.register(save)
