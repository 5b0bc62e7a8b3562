"""Writing a report file atomically: a temporary file in the same directory, then ``os.replace``.

An existing report is never left half-written, and a failed write leaves nothing behind. Every
reason a path cannot be written (missing directory, permission denied, a directory given as the
path) becomes one ``InputError`` line naming the path.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

from knowledge.errors import InputError

FILE_MODE = 0o644  # a report is meant to be shared


def _reason(err: OSError) -> str:
    return err.strerror or type(err).__name__


def atomic_write(path: Path, text: str) -> Path:
    try:
        if path.is_dir():
            raise InputError(f"cannot write report {path}: it is a directory")
        parent = path.parent
        if not parent.is_dir():
            below = next((p for p in (parent, *parent.parents) if p.exists()), None)
            if below is not None and not below.is_dir():  # a file where a folder of the path should be
                raise InputError(f"cannot write report {path}: {below} is not a directory")
            raise InputError(f"cannot write report {path}: directory {parent} does not exist")
    except OSError as err:  # a name too long for the file system (ENAMETOOLONG), a loop …
        raise InputError(f"cannot write report {path}: {_reason(err)}") from None
    data = text.encode("utf-8")
    try:
        fd, tmp = tempfile.mkstemp(dir=parent, prefix=f".{path.name}.", suffix=".tmp")
    except OSError as err:
        raise InputError(f"cannot write report {path}: {_reason(err)}") from None
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp, FILE_MODE)
        os.replace(tmp, path)
    except BaseException as err:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        if isinstance(err, OSError):
            raise InputError(f"cannot write report {path}: {_reason(err)}") from None
        raise
    return path
