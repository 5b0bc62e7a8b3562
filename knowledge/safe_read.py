"""The one way gpu-advisor reads a file a person can point it at (knowledge, autosave, defaults).

- Regular files only: the path is ``stat``-ed first and a directory, device (``/dev/zero``), FIFO
  or socket is refused before it is opened. The open itself uses ``O_NONBLOCK`` and the opened
  descriptor is checked again, so a FIFO swapped in between the two never blocks the program.
- A byte cap enforced by the read (at most ``limit + 1`` bytes are ever read), never by trusting
  ``st_size`` (0 for a device, stale for a file that grows while it is read).
- YAML is composed by libyaml and its node graph measured *before* any Python object is built:
  the size after alias expansion and the number of distinct nodes are capped, so a small file
  that aliases one big list 1,000 times (billion laughs inside a valid record) is refused in
  milliseconds instead of running for minutes. Duplicate keys in one mapping are refused too
  (YAML's "last one wins" silently drops a figure).

Every refusal is a ``FileRefused`` whose message is one short line (the caller adds the path and
its own prefix).
"""

from __future__ import annotations

import contextlib
import functools
import gc
import json
import os
import stat
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import yaml

CHUNK = 1 << 20
# Expanded YAML: every node counted once per place it appears after alias expansion. The bundled
# knowledge is ~60,000 nodes; a price list of 20,000 offers is ~420,000.
MAX_EXPANDED_NODES = 1_000_000
MAX_ALIASES = 10_000


class FileRefused(Exception):
    """A file that cannot be read safely; ``reason`` is one line without the path."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def _kind(mode: int) -> str | None:
    """None for a regular file, else what it is."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "is a directory, not a file"
    if stat.S_ISFIFO(mode):
        return "is a FIFO (named pipe), not a regular file"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "is a device, not a regular file"
    if stat.S_ISSOCK(mode):
        return "is a socket, not a regular file"
    return "is not a regular file"


def read_bytes(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of the regular file ``path``, refusing anything else or anything over ``limit``."""
    try:
        st = os.stat(path)  # follows symlinks: a link to /dev/zero is a device
    except FileNotFoundError:
        raise FileRefused("no such file") from None
    except OSError as exc:
        raise FileRefused(f"cannot read ({exc.strerror or type(exc).__name__})") from None
    kind = _kind(st.st_mode)
    if kind:
        raise FileRefused(kind)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) \
        | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise FileRefused("no such file") from None
    except OSError as exc:
        raise FileRefused(f"cannot read ({exc.strerror or type(exc).__name__})") from None
    try:
        kind = _kind(os.fstat(fd).st_mode)  # swapped for a FIFO/device after the stat above
        if kind:
            raise FileRefused(kind)
        chunks: list[bytes] = []
        total = 0
        while total <= limit:
            try:
                chunk = os.read(fd, min(CHUNK, limit + 1 - total))
            except BlockingIOError:
                raise FileRefused("is not a regular file (read would block)") from None
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:
            raise FileRefused(f"file too large (over {limit:,} bytes)")
        return b"".join(chunks)
    except OSError as exc:
        raise FileRefused(f"cannot read ({exc.strerror or type(exc).__name__})") from None
    finally:
        os.close(fd)


def read_text(path: str | os.PathLike[str], limit: int) -> str:
    """``read_bytes`` decoded as UTF-8 (a BOM is dropped)."""
    data = read_bytes(path, limit)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise FileRefused("not UTF-8 text") from None


def exists(path: str | os.PathLike[str]) -> bool:
    """Whether anything is at ``path`` (a dangling link counts: reading it explains)."""
    return os.path.lexists(path)


# --------------------------------------------------------------------------------------- YAML


class YamlRefused(Exception):
    """YAML that parses but is refused: too big once expanded, or a key given twice."""

    def __init__(self, reason: str, line: int | None = None, where: str = "") -> None:
        super().__init__(reason)
        self.reason = reason
        self.line = line
        self.where = where


@functools.cache
def _safe_loader() -> type[Any]:
    """PyYAML's safe loader, imported on first use: reading a plain file (the TUI's saved
    interview, on its first screen) does not load PyYAML."""
    try:  # libyaml composes ~10x faster; it is the same safe subset of YAML
        from yaml import CSafeLoader
    except ImportError:  # pragma: no cover - depends on how PyYAML was built
        from yaml import SafeLoader

        return SafeLoader
    return CSafeLoader


def _scalar_key(node: Any) -> Any:
    import yaml

    if isinstance(node, yaml.ScalarNode):
        return node.value
    return None


def _measure(root: yaml.Node, max_nodes: int, max_aliases: int) -> None:
    """Refuse ``root`` when its alias-expanded size passes ``max_nodes`` or a mapping repeats a
    key. Walks each distinct node once (memoised), so the walk itself is never amplified."""
    import yaml

    sizes: dict[int, int] = {}
    on_path: set[int] = set()
    seen_refs = 0
    # (node, path, depth, state): state 0 = enter, 1 = leave. Paths are built three levels deep
    # (section, record, field): enough to name where a duplicate key is, cheap for big files.
    stack: list[tuple[Any, str, int, int]] = [(root, "", 0, 0)]
    while stack:
        node, where, depth, state = stack.pop()
        nid = id(node)
        if state == 0:
            if nid in sizes:
                seen_refs += 1
                if seen_refs > max_aliases:
                    raise YamlRefused(f"too many aliases (over {max_aliases:,})",
                                      node.start_mark.line + 1, where)
                continue
            if nid in on_path:
                raise YamlRefused("recursive alias", node.start_mark.line + 1, where)
            on_path.add(nid)
            stack.append((node, where, depth, 1))
            deep = depth >= 2
            if isinstance(node, yaml.MappingNode):
                keys: set[Any] = set()
                for key, value in node.value:
                    k = _scalar_key(key)
                    if k is not None and k != "<<":
                        if k in keys:
                            shown = k if len(k) <= 40 else k[:37] + "..."
                            raise YamlRefused(f"duplicate key {shown!r} (YAML keeps only the last)",
                                              key.start_mark.line + 1, where)
                        keys.add(k)
                    child = where if deep or k is None else (f"{where}.{k}" if where else str(k))
                    stack.append((key, where, depth + 1, 0))
                    stack.append((value, child[:200], depth + 1, 0))
            elif isinstance(node, yaml.SequenceNode):
                for i, item in enumerate(node.value):
                    stack.append((item, where if deep else f"{where}[{i}]"[:200], depth + 1, 0))
        else:
            on_path.discard(nid)
            size = 1
            if isinstance(node, yaml.MappingNode):
                for key, value in node.value:
                    size += sizes.get(id(key), 1) + sizes.get(id(value), 1)
            elif isinstance(node, yaml.SequenceNode):
                for item in node.value:
                    size += sizes.get(id(item), 1)
            if size > max_nodes:
                raise YamlRefused(f"too large once aliases are expanded (over {max_nodes:,} "
                                  "values)", node.start_mark.line + 1, where)
            sizes[nid] = size


@contextlib.contextmanager
def collector_paused() -> Any:
    """Pause the cyclic garbage collector while a document is built. Parsing allocates hundreds of
    thousands of objects that form no cycles, and each allocation past the threshold triggers a
    collection that walks them all again: a 10,000-offer file composed in 0.9–1.6 s with the
    collector on and 0.25 s with it paused (bench, 2026-12-04)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def _plainly_fine(root: yaml.Node, max_nodes: int) -> bool:
    """For a document with no alias (no ``*`` in its text): no mapping repeats a key and the
    nodes are at most ``max_nodes``, the checks of ``_measure`` without its sizes and paths
    (a 10,000-offer file: 0.15 s less). When this says no, ``_measure`` says why and where."""
    import yaml

    stack = [root]
    count = 0
    while stack:
        node = stack.pop()
        count += 1
        if isinstance(node, yaml.MappingNode):
            keys = [k.value for k, _ in node.value if isinstance(k, yaml.ScalarNode) and k.value != "<<"]
            if len(set(keys)) != len(keys):
                return False
            count += len(node.value)  # the keys; a key that is itself a collection is walked too
            stack.extend(k for k, _ in node.value if not isinstance(k, yaml.ScalarNode))
            stack.extend(v for _, v in node.value)
        elif isinstance(node, yaml.SequenceNode):
            stack.extend(node.value)
        if count > max_nodes:
            return False
    return True


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            shown = key if len(key) <= 40 else key[:37] + "..."
            raise YamlRefused(f"duplicate key {shown!r} (JSON/YAML keeps only the last)")
        out[key] = value
    return out


def parse_yaml(text: str, *, max_nodes: int = MAX_EXPANDED_NODES,
               max_aliases: int = MAX_ALIASES) -> Any:
    """One YAML document with ``yaml.safe_load`` semantics, bounded; JSON takes a fast path.

    Raises ``yaml.YAMLError`` for invalid YAML, ``YamlRefused`` for YAML refused on size or
    duplicate keys, ``RecursionError`` for nesting beyond Python's stack."""
    with collector_paused():
        return _parse_yaml(text, max_nodes, max_aliases)


def _parse_yaml(text: str, max_nodes: int, max_aliases: int) -> Any:
    if text.lstrip()[:1] == "{":
        try:
            return json.loads(text, object_pairs_hook=_no_duplicates)
        except ValueError as exc:
            if isinstance(exc, YamlRefused):
                raise
            # a YAML flow mapping that is not JSON: read it as YAML
    loader = _safe_loader()(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        if "*" in text or not _plainly_fine(node, max_nodes):
            _measure(node, max_nodes, max_aliases)  # what can expand, or the message that names where
        return loader.construct_document(node)
    finally:
        loader.dispose()


def safe_load(text: str) -> Any:
    """``yaml.safe_load`` through libyaml when PyYAML has it (the same safe subset, ~10x faster:
    a bundled file read on a command's first consultation is part of its cold start)."""
    import yaml

    with collector_paused():
        return yaml.load(text, Loader=_safe_loader())  # noqa: S506 - a safe loader


def read_yaml_file(path: str | os.PathLike[str], limit: int) -> Any:
    """A YAML file through ``read_text`` and ``parse_yaml``."""
    return parse_yaml(read_text(Path(path), limit))


__all__ = ["FileRefused", "YamlRefused", "collector_paused", "exists", "parse_yaml", "read_bytes", "read_text",
           "read_yaml_file", "safe_load"]
