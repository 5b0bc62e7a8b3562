"""Start-up: Textual's parsed CSS, kept between runs, so the first screen does not parse the same
stylesheets again (issue 18: parsing was ~31 ms of the TUI's first screen against ~8 ms in a bare
Textual app; unpickling the same rules takes a fraction of that).

``CachedStylesheet`` is the app's stylesheet (``AdvisorApp.__init__``). It parses as Textual's
``Stylesheet`` does, one CSS source at a time (``_parse_rules``: app.tcss, each widget's
DEFAULT_CSS), and looks each source's rules up first in the cache folder, in the spirit of
``knowledge.compiled``:

- One entry per CSS source, named ``<source>-<where and how>.<key>.pickle``. The key is a checksum of the
  CSS text, of where it was read from and how (default rules, tie breaker, scope), of the theme's
  CSS variables (a dark and a light theme are two entries), of the Textual version and the Python
  version, and of this format's number. A changed source gets a new key; its older entries are
  removed when the new one is written. A source Textual names by ``hash()`` of its text (no file,
  no class: a new name in every process) is never cached.
- Pickle, read back by an unpickler that resolves only what a parsed RuleSet holds (the classes
  of ``textual.css``, its colours, spacing and layouts, its selector checks), behind a checksum
  of the payload, and checked once loaded (a list of RuleSets without errors). Rules with errors
  are never stored: Textual reports them from a parse.
- Anything that goes wrong (no folder, an unwritable or read-only one, a damaged entry, a full
  disk) parses as Textual does: never an error, never stale rules. ``GPU_ADVISOR_CACHE_DIR``
  names the folder (``css`` below it), ``off`` turns it off.

A theme change (``App.refresh_css``) sets new variables, which clears Textual's own parse cache
and this stylesheet's key, then reparses in a fresh plain ``Stylesheet``: that parse does not use
this cache, so a theme change restyles exactly as Textual would.
"""

from __future__ import annotations

import io
import os
import pickle
import re
import sys
import zlib
from pathlib import Path
from typing import Any

from textual.css.model import RuleSet
from textual.css.stylesheet import Stylesheet
from textual.css.types import CSSLocation

from knowledge import compiled

FORMAT = b"gpu-advisor-css-cache 1\n"
MAX_ENTRY_BYTES = 4 * 1024 * 1024  # the first screen's largest source (app.tcss) pickles to ~13 kB

# What a parsed RuleSet holds, by module: classes only, and the selector checks Selector keeps.
_CLASS_MODULES = ("textual.css.", "textual.layouts.")
_CLASS_MODULE_NAMES = frozenset({"textual.color", "textual.geometry", "rich.style", "rich.color",
                                 "functools"})
_FUNCTIONS = frozenset({("textual.css.model", "_check_type"), ("textual.css.model", "_check_class"),
                        ("textual.css.model", "_check_id"), ("textual.css.model", "_check_universal")})


def _dict_method(obj: Any, name: str) -> Any:
    """``getattr`` as the pickle of a ``Styles`` uses it (its ``get_rule`` and ``has_rule`` are its
    rules dict's ``get`` and ``__contains__``), and for nothing else."""
    if type(obj) is dict and name in ("get", "__contains__"):
        return getattr(obj, name)
    raise pickle.UnpicklingError(f"getattr(…, {name!r}) is not part of a parsed stylesheet")


class _RulesUnpickler(pickle.Unpickler):
    """Resolves the classes and functions a parsed RuleSet is made of, and nothing else."""

    def find_class(self, module: str, name: str) -> Any:
        if module == "builtins" and name == "getattr":
            return _dict_method
        found = getattr(sys.modules.get(module), name, None)
        if (module, name) in _FUNCTIONS and callable(found):
            return found
        if isinstance(found, type) and (module in _CLASS_MODULE_NAMES or module.startswith(_CLASS_MODULES)) \
                and (module != "functools" or name == "partial"):
            return found
        raise pickle.UnpicklingError(f"{module}.{name} is not part of a parsed stylesheet")


def cache_dir() -> Path | None:
    root = compiled.cache_root()
    return None if root is None else root / "css"


_textual_id: list[bytes] = []


def _textual_version() -> bytes:
    """The installed Textual: its distribution's name and version (the ``.dist-info`` folder beside
    the package; ``importlib.metadata`` costs more than the cache saves), and the size and time of
    the modules that parse CSS (a Textual edited in place)."""
    if not _textual_id:
        import textual.css.parse as parse_module

        package = Path(parse_module.__file__).resolve().parent
        site = package.parent.parent
        parts = sorted(n for n in os.listdir(site) if n.startswith("textual-") and n.endswith(".dist-info"))
        for name in ("parse.py", "model.py", "styles.py", "_styles_builder.py", "tokenize.py"):
            st = os.stat(package / name)
            parts.append(f"{name}:{st.st_size}:{st.st_mtime_ns}")
        _textual_id.append("\n".join(parts).encode())
    return _textual_id[0]


def _source_name(read_from: CSSLocation, how: tuple[bool, int, str]) -> str:
    """A short name for the entry of one CSS source: its class variable or file name, and a
    checksum of where it was read from and how (two Static.DEFAULT_CSS from two modules are two
    sources; Textual parses one source with two tie breakers as the app's widgets register)."""
    path, class_var = read_from
    name = re.sub(r"[^A-Za-z0-9_-]", "_", class_var or os.path.basename(path))[:60] or "css"
    return f"{name}-{zlib.crc32(repr((read_from, how)).encode('utf-8', 'surrogatepass')):08x}"


def _cacheable(read_from: CSSLocation) -> bool:
    """False for a source named by ``hash()`` of its text (``Stylesheet.add_source`` without a
    location): its name changes in every process, so its entry would never be read again."""
    return bool(read_from[0]) or not read_from[1].lstrip("-").isdigit()


class CachedStylesheet(Stylesheet):
    """Textual's ``Stylesheet`` whose parses go through the compiled-CSS cache (module docstring)."""

    def __init__(self, *, variables: dict[str, str] | None = None) -> None:
        super().__init__(variables=variables)
        self._variables_key: bytes | None = None

    def set_variables(self, variables: dict[str, str]) -> None:
        super().set_variables(variables)
        self._variables_key = None

    def _parse_rules(self, css: str, read_from: CSSLocation, is_default_rules: bool = False,
                     tie_breaker: int = 0, scope: str = "") -> list[RuleSet]:
        cache_key = (css, read_from, is_default_rules, tie_breaker, scope)
        if cache_key in self._parse_cache:  # parsed already in this process
            return super()._parse_rules(css, read_from, is_default_rules, tie_breaker, scope)
        entry = self._entry(css, read_from, is_default_rules, tie_breaker, scope)
        rules = None if entry is None else _read(entry)
        if rules is None:
            rules = super()._parse_rules(css, read_from, is_default_rules, tie_breaker, scope)
            if entry is not None and not any(rule.errors for rule in rules):
                _write(entry, rules)
        else:
            self._parse_cache[cache_key] = rules
        return rules

    def _entry(self, css: str, read_from: CSSLocation, is_default_rules: bool, tie_breaker: int,
               scope: str) -> Path | None:
        """The cache file of one source parsed with this stylesheet's variables, or None."""
        try:
            if not _cacheable(read_from):
                return None
            folder = cache_dir()
            if folder is None:
                return None
            if self._variables_key is None:
                variables = "\0".join(f"{k}\0{v}" for k, v in sorted(self._variables.items()))
                self._variables_key = compiled.digest(
                    FORMAT, sys.version.encode(), str(pickle.HIGHEST_PROTOCOL).encode(), _textual_version(),
                    variables.encode("utf-8", "surrogatepass"))
            how = (is_default_rules, tie_breaker, scope)
            key = compiled.digest(self._variables_key, repr((read_from, how)).encode("utf-8", "surrogatepass"),
                                  b"\0", css.encode("utf-8", "surrogatepass"))
            return folder / f"{_source_name(read_from, how)}.{key.hex()}.pickle"
        except Exception:  # noqa: BLE001 - no key, no cache: the source is parsed
            return None


def _read(path: Path) -> list[RuleSet] | None:
    """The rules stored at ``path``, or None (no entry, or one that fails any check)."""
    try:
        payload = compiled.checked_payload(path, FORMAT, MAX_ENTRY_BYTES)
        if payload is None:
            return None
        rules = _RulesUnpickler(io.BytesIO(payload)).load()
        if type(rules) is not list or not all(type(rule) is RuleSet and not rule.errors for rule in rules):
            return None
        return rules
    except Exception:  # noqa: BLE001 - any failure is a miss: the source is parsed instead
        return None


def _write(path: Path, rules: list[RuleSet]) -> None:
    try:
        payload = pickle.dumps(rules, protocol=pickle.HIGHEST_PROTOCOL)
    except Exception:  # noqa: BLE001 - rules that cannot be pickled are parsed each time
        return
    compiled.write_entry(path.parent, path, FORMAT + compiled.digest(payload) + payload,
                         f"{path.name.split('.', 1)[0]}.*.pickle")
