"""A compiled cache of the bundled knowledge: each bundled YAML file's validated records, stored
in the platform cache directory so a fresh process skips the YAML parse and the schema checks
(the larger part of the CLI's cold start).

- One entry per bundled file, named ``<file>.<key>.pickle``. The key is a checksum (``digest``) of the file's
  text, of the source of every module of the ``knowledge`` package (the code that builds the
  records: a schema change in a development checkout never reuses old records), of the Python
  version and of this format's number. A changed file gets a new key; its older entries are
  removed when the new one is written.
- Pickle, read back by an unpickler that resolves only the record dataclasses of
  ``knowledge.schema`` and ``knowledge.text`` (no other global, so no code runs from a cache file), behind a checksum of
  the payload (a truncated or corrupted file is a miss, never a half-read), and checked once
  loaded (every record is of its section's class). Pickle keeps the records themselves, so a hit
  costs only the unpickling; JSON or marshal would keep the parsed YAML and still pay the schema
  checks, about a third of the parse.
- Written atomically (a temporary file in the same folder, then ``os.replace``). Anything that
  goes wrong — a missing, unreadable, unwritable or read-only folder, a corrupt entry, a full
  disk — makes that file parse as it would without the cache: never an error, never stale data.

``GPU_ADVISOR_CACHE_DIR`` names the folder (the tests isolate it); otherwise
``$XDG_CACHE_HOME/gpu-advisor`` or the platform's cache directory. ``GPU_ADVISOR_CACHE_DIR=off``
turns the cache off. A person's own ``--knowledge`` files are never cached here.
"""

from __future__ import annotations

import io
import os
import pickle
import sys
import zlib
from functools import lru_cache
from pathlib import Path
from typing import Any

CACHE_ENV = "GPU_ADVISOR_CACHE_DIR"
FORMAT = b"gpu-advisor-knowledge-cache 2\n"  # 2: zlib checksums (1: SHA-256)
DIGEST = 8
MAX_ENTRY_BYTES = 64 * 1024 * 1024  # the bundled records pickle to ~2 MB

Records = tuple[tuple[str, str, str, Any], ...]


def cache_root() -> Path | None:
    """The folder of gpu-advisor's caches (``GPU_ADVISOR_CACHE_DIR``, else the platform's), or None
    when it is turned off; each cache keeps its entries in a folder of its own below it."""
    env = os.environ.get(CACHE_ENV)
    if env is not None:
        return None if env.strip().lower() in ("", "off", "0", "none") else Path(env)
    import platformdirs  # honours XDG_CACHE_HOME

    return Path(platformdirs.user_cache_dir("gpu-advisor", appauthor=False))


def cache_dir() -> Path | None:
    root = cache_root()
    return None if root is None else root / "knowledge"


def digest(*parts: bytes) -> bytes:
    """CRC-32 and Adler-32 of ``parts`` together, 8 bytes. They catch damage and accidental
    change (an edited file, another version of the code), which is what the key and the payload's
    checksum guard against; not a writer: whoever can write the cache folder can write any entry,
    and the unpickler resolves only record classes. SHA-256 needed hashlib, which loads OpenSSL:
    ~3 % of a cold ``recommend``; zlib is loaded already."""
    crc, adler = 0, 1
    for part in parts:
        crc, adler = zlib.crc32(part, crc), zlib.adler32(part, adler)
    return crc.to_bytes(4, "little") + adler.to_bytes(4, "little")


@lru_cache(maxsize=1)
def _code_fingerprint() -> bytes:
    """The source of the modules that read and build records, and the interpreter's version."""
    parts = [FORMAT, sys.version.encode(), str(pickle.HIGHEST_PROTOCOL).encode()]
    package = Path(__file__).resolve().parent
    for path in sorted(package.glob("*.py")):
        parts += [path.name.encode(), path.read_bytes()]
    return digest(*parts)


def entry_key(label: str, text: str | bytes) -> str:
    """The key of ``label`` with contents ``text``, or with the UTF-8 of its text (a file's bytes
    give the same key as its decoded text, without decoding it)."""
    data = text if isinstance(text, bytes) else text.encode("utf-8", "surrogatepass")
    return digest(_code_fingerprint(), label.encode("utf-8", "surrogatepass"), b"\0", data).hex()


def _stem(label: str) -> str:
    return label.rsplit("/", 1)[-1]


def _entry_path(folder: Path, label: str, key: str) -> Path:
    return folder / f"{_stem(label)}.{key}.pickle"


RECORD_MODULES = ("knowledge.schema", "knowledge.text")  # where the records' dataclasses live


class _RecordUnpickler(pickle.Unpickler):
    """Resolves the dataclasses of ``RECORD_MODULES`` and nothing else."""

    def find_class(self, module: str, name: str) -> Any:
        if module in RECORD_MODULES:
            cls = getattr(sys.modules.get(module), name, None)
            if isinstance(cls, type) and "__dataclass_fields__" in cls.__dict__:
                return cls
        raise pickle.UnpicklingError(f"{module}.{name} is not a knowledge record")


def _payload(path: Path) -> bytes | None:
    return checked_payload(path, FORMAT)


def checked_payload(path: Path, header: bytes, limit: int = MAX_ENTRY_BYTES) -> bytes | None:
    """An entry's bytes after ``header`` and its checksum when both hold, else None (an entry is
    ``header + digest(payload) + payload``; see ``write_entry``)."""
    from knowledge.safe_read import read_bytes

    blob = read_bytes(path, limit)  # regular files only: a FIFO never blocks
    head, stored, payload = blob[:len(header)], blob[len(header):len(header) + DIGEST], \
        blob[len(header) + DIGEST:]
    if head != header or digest(payload) != stored:
        return None
    return payload


class _PlainUnpickler(pickle.Unpickler):
    """Plain data only (dicts, lists, strings, numbers): resolves no class at all."""

    def find_class(self, module: str, name: str) -> Any:
        raise pickle.UnpicklingError(f"{module}.{name}: a plain YAML document holds no objects")


def yaml_document(label: str, text: str) -> Any:
    """``safe_load(text)`` of the bundled file ``label`` that is read whole rather than as records
    (the throughput calibration), through the same cache: a hit skips importing PyYAML."""
    folder = cache_dir()
    path = None if folder is None else _entry_path(folder, label, entry_key(label, text))
    if path is not None:
        try:
            payload = _payload(path)
            if payload is not None:
                return _PlainUnpickler(io.BytesIO(payload)).load()
        except Exception:  # noqa: BLE001, S110 - any failure is a miss: the file is parsed instead
            pass
    from knowledge.safe_read import safe_load

    data = safe_load(text)
    _store(folder, label, path, data)
    return data


def read(label: str, text: str | bytes, classes: dict[str, type]) -> Records | None:
    """The cached records of the bundled file ``label`` with contents ``text`` (or its UTF-8), or
    None (a miss: no cache, no entry, or an entry that fails any check)."""
    folder = cache_dir()
    if folder is None:
        return None
    path = _entry_path(folder, label, entry_key(label, text))
    try:
        payload = _payload(path)
        if payload is None:
            return None
        records = _RecordUnpickler(io.BytesIO(payload)).load()
        if not isinstance(records, tuple):
            return None
        for entry in records:
            section, key, where, record = entry
            if not (isinstance(key, str) and isinstance(where, str)
                    and type(record) is classes.get(section)):
                return None
        return records
    except Exception:  # noqa: BLE001 - any failure is a miss: the file is parsed instead
        return None


def write(label: str, text: str, records: Records) -> None:
    """Store ``records`` for ``label``/``text``; silently does nothing when it cannot."""
    folder = cache_dir()
    _store(folder, label, None if folder is None else _entry_path(folder, label, entry_key(label, text)),
           records)


def _store(folder: Path | None, label: str, path: Path | None, data: Any) -> None:
    if folder is None or path is None:
        return
    try:
        payload = pickle.dumps(data, protocol=pickle.HIGHEST_PROTOCOL)
    except Exception:  # noqa: BLE001 - a cache that cannot be written is no cache, not an error
        return
    write_entry(folder, path, FORMAT + digest(payload) + payload, f"{_stem(label)}.*.pickle")


def write_entry(folder: Path, path: Path, blob: bytes, older: str) -> bool:
    """Write ``blob`` to ``path`` atomically (a temporary file in ``folder``, then ``os.replace``)
    and remove the other files of ``folder`` matching the pattern ``older`` (the same entry's
    older versions). False, silently, when it cannot: a cache that cannot be written is no cache,
    not an error."""
    tmp = None
    try:
        import tempfile  # only when an entry is written: a hit never needs it (~1 % of a cold start)

        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{path.name.split('.', 1)[0]}.", suffix=".tmp")
        with os.fdopen(fd, "wb") as out:
            out.write(blob)
        os.replace(tmp, path)
        tmp = None
        for old in folder.glob(older):
            if old.name != path.name:
                old.unlink(missing_ok=True)
        return True
    except Exception:  # noqa: BLE001 - a cache that cannot be written is no cache, not an error
        return False
    finally:
        if tmp is not None:
            try:
                os.unlink(tmp)
            except OSError:
                pass
