"""Where gpu-advisor keeps per-user state (the saved interview, crash logs), and how it is written.

The interview is saved after every answer to ``<state dir>/projects/<folder>-<hash>/interview.json``
(one per working directory, so one project's interview never appears in another's): written to a temporary
file in the same folder and moved over the old one with ``os.replace`` (atomic on POSIX and
Windows), so a crash or Ctrl+C mid-write never leaves half a file. Reading never raises: a missing
file is "nothing saved", a corrupt one is ignored with a one-line notice.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

STATE_ENV = "GPU_ADVISOR_STATE_DIR"
INTERVIEW_FILE = "interview.json"
MAX_STATE_BYTES = 4 * 1024 * 1024  # a saved interview is a few KB; anything huge is not ours


def state_dir() -> Path:
    env = os.environ.get(STATE_ENV)
    if env:
        return Path(env)
    import platformdirs

    return Path(platformdirs.user_state_dir("gpu-advisor", appauthor=False))


def project_state_dir(cwd: Path | None = None) -> Path:
    """The saved interview's folder for the project in ``cwd`` (default: the working directory):
    one project's unfinished interview is never offered in another's terminal."""
    import hashlib

    here = (cwd or Path.cwd()).resolve()
    digest = hashlib.sha256(str(here).encode("utf-8", "surrogateescape")).hexdigest()[:12]
    slug = "".join(ch if ch.isalnum() or ch in "-_." else "_" for ch in here.name)[:40] or "root"
    return state_dir() / "projects" / f"{slug}-{digest}"


def interview_path(folder: Path | None = None) -> Path:
    return (folder or project_state_dir()) / INTERVIEW_FILE


def atomic_write_text(path: Path, text: str) -> Path:
    """Write ``text`` to ``path`` atomically (temp file in the same folder + os.replace)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    return path


def save_interview(data: dict[str, Any], folder: Path | None = None) -> Path:
    return atomic_write_text(interview_path(folder),
                             json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True))


def load_interview(folder: Path | None = None) -> tuple[dict[str, Any] | None, str | None]:
    """(saved data or None, a one-line notice when a file existed but could not be used)."""
    path = interview_path(folder)
    try:
        if not path.exists():
            return None, None
        if path.stat().st_size > MAX_STATE_BYTES:
            return None, f"saved interview ignored: {path} is too large"
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:
        reason = type(exc).__name__ if not isinstance(exc, ValueError) else "not valid JSON"
        return None, f"saved interview ignored: {path} is unreadable ({reason})"
    if not isinstance(data, dict):
        return None, f"saved interview ignored: {path} is not a saved interview"
    return data, None


def delete_interview(folder: Path | None = None) -> None:
    try:
        interview_path(folder).unlink()
    except FileNotFoundError:
        pass
