"""Where gpu-advisor keeps per-user state (the saved interview, crash logs), and how it is written.

The interview is saved after every answer to ``<state dir>/projects/<folder>-<hash>/interview.json``
(one per working directory, so one project's interview never appears in another's): written to a temporary
file in the same folder and moved over the old one with ``os.replace`` (atomic on POSIX and
Windows), so a crash or Ctrl+C mid-write never leaves half a file. Reading never raises: a missing
file is "nothing saved", a corrupt one is ignored with a one-line notice.

The file is read through ``knowledge.safe_read`` (regular files only, a bounded read: a link to
``/dev/zero`` or a FIFO in its place is refused, never read or waited on). What it holds is
typed text, so each transcript entry is cut to ``MAX_ENTRY_CHARS`` and cleaned of control
characters on the way in and on the way out: a huge entry cannot make every save and redraw slow,
and an escape sequence in it cannot retitle the terminal on ``--resume``.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Any

STATE_ENV = "GPU_ADVISOR_STATE_DIR"
INTERVIEW_FILE = "interview.json"
MAX_STATE_BYTES = 4 * 1024 * 1024  # a saved interview is a few KB; anything huge is not ours
MAX_ENTRY_CHARS = 4_000  # the answer box takes 2,000; the advisor's longest line is far shorter
MAX_ENTRIES = 400  # a whole interview is ~40 entries


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


def _short(value: Any) -> Any:
    if not isinstance(value, str):
        return value
    from advisor_tui.safe_text import clean

    if len(value) > MAX_ENTRY_CHARS:
        value = value[:MAX_ENTRY_CHARS - 1] + "…"
    return clean(value)


def bounded(data: dict[str, Any]) -> dict[str, Any]:
    """``data`` with its transcript capped: the last MAX_ENTRIES entries, each text cut to
    MAX_ENTRY_CHARS and cleaned of control characters."""
    transcript = data.get("transcript")
    if not isinstance(transcript, list):
        return data
    entries = [{k: _short(v) for k, v in e.items()} if isinstance(e, dict) else e
               for e in transcript[-MAX_ENTRIES:]]
    return {**data, "transcript": entries}


def save_interview(data: dict[str, Any], folder: Path | None = None) -> Path:
    import json  # on the first save: the TUI's first screen has nothing to read or write yet

    return atomic_write_text(interview_path(folder),
                             json.dumps(bounded(data), ensure_ascii=False, indent=1,
                                        sort_keys=True))


def load_interview(folder: Path | None = None) -> tuple[dict[str, Any] | None, str | None]:
    """(saved data or None, a one-line notice when a file existed but could not be used)."""
    path = interview_path(folder)
    if not os.path.lexists(path):  # never raises: an unreadable folder reads as nothing saved
        return None, None
    import json  # only with a file to read: a first start has none

    from knowledge.safe_read import FileRefused, read_text

    try:
        data = json.loads(read_text(path, MAX_STATE_BYTES))
    except FileRefused as exc:
        return None, f"saved interview ignored: {path}: {exc.reason}"
    except (OSError, ValueError, RecursionError) as exc:
        reason = type(exc).__name__ if not isinstance(exc, ValueError) else "not valid JSON"
        return None, f"saved interview ignored: {path} is unreadable ({reason})"
    if not isinstance(data, dict):
        return None, f"saved interview ignored: {path} is not a saved interview"
    return bounded(data), None


def delete_interview(folder: Path | None = None) -> None:
    try:
        interview_path(folder).unlink()
    except FileNotFoundError:
        pass
