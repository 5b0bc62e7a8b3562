"""The compiled-CSS cache (advisor_tui/tui/css_cache.py): a second start reads Textual's parsed
rules from the cache and styles every widget as a parse does; a damaged entry, an unwritable
folder or ``off`` parse as Textual does, silently; a changed CSS text or theme misses; a theme
change restyles as it would without the cache."""

from __future__ import annotations

import asyncio
import io
import pickle

import pytest
from textual.css import stylesheet as textual_stylesheet
from textual.css.stylesheet import Stylesheet

from advisor_tui.tui import css_cache
from advisor_tui.tui.app import make_app
from advisor_tui.tui.css_cache import CachedStylesheet
from knowledge import compiled

SIZE = (100, 32)


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv(compiled.CACHE_ENV, str(tmp_path / "cache"))
    return tmp_path / "cache" / "css"


@pytest.fixture
def parses(monkeypatch):
    """How many times Textual's own parser ran (once per CSS source it could not take from a cache)."""
    count = {"n": 0}
    real = textual_stylesheet.parse

    def counted(*args, **kwargs):
        count["n"] += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(textual_stylesheet, "parse", counted)
    return count


def first_screen(state_dir, theme: str | None = None) -> dict:
    """Start the app headless; what its stylesheet holds and how its first screen is styled
    (and, with ``theme``, the same after switching to that theme)."""
    async def run() -> dict:
        app = make_app(state_dir=state_dir)
        async with app.run_test(headless=True, size=SIZE) as pilot:
            await pilot.pause()
            seen = {"app": app, "rules": rule_texts(app.stylesheet.rules), "styled": styled(app)}
            if theme is not None:
                app.theme = theme
                await pilot.pause()
                seen["themed_rules"] = rule_texts(app.stylesheet.rules)
                seen["themed"] = styled(app)
            return seen

    return asyncio.run(run())


def rule_texts(rules) -> list[tuple]:
    """Each rule as comparable values: its selectors, where it comes from and each declared value
    (a layout by its class: Textual makes a new one for each declaration)."""
    return [(repr(rule.selector_set), rule.is_default_rules, rule.tie_breaker, sorted(rule.selector_names),
             sorted((key, _value(value)) for key, value in rule.styles._rules.items()))  # noqa: SLF001
            for rule in rules]


def _value(value) -> str:
    kind = type(value)
    return kind.__name__ if kind.__module__.startswith("textual.layouts.") else repr(value)


def styled(app) -> list[tuple]:
    out = []
    for widget in app.screen.query("*"):
        s = widget.styles
        out.append((type(widget).__name__, widget.id, str(s.background), str(s.color), str(s.height),
                    str(s.width), tuple(s.padding), tuple(s.margin), s.display, str(s.border)))
    return out


def plain_parse(stylesheet) -> list[tuple]:
    """The same sources parsed by Textual's own Stylesheet with the same variables."""
    plain = Stylesheet(variables=dict(stylesheet._variables))  # noqa: SLF001 - the variables to compare under
    for read_from, (css, is_defaults, tie_breaker, scope) in stylesheet.source.items():
        plain.add_source(css, read_from=read_from, is_default_css=is_defaults, tie_breaker=tie_breaker, scope=scope)
    return rule_texts(plain.rules)


def test_a_second_start_reads_the_cache_and_styles_as_a_parse(cache, parses, tmp_path, monkeypatch):
    monkeypatch.setenv(compiled.CACHE_ENV, "off")
    reference = first_screen(tmp_path / "state")
    monkeypatch.setenv(compiled.CACHE_ENV, str(cache.parent))
    first = first_screen(tmp_path / "state")
    entries = sorted(p.name for p in cache.glob("*.pickle"))
    assert entries and any(name.startswith("app_tcss-") for name in entries)
    parses["n"] = 0
    second = first_screen(tmp_path / "state")
    assert parses["n"] == 0  # every source came from the cache
    assert isinstance(second["app"].stylesheet, CachedStylesheet)
    assert second["rules"] == first["rules"] == reference["rules"] == plain_parse(second["app"].stylesheet)
    assert second["styled"] == first["styled"] == reference["styled"]
    assert sorted(p.name for p in cache.glob("*.pickle")) == entries  # nothing rewritten, nothing added
    for rule in second["app"].stylesheet.rules:  # a Styles' lookups are bound to its own rules
        assert rule.styles.get_rule.__self__ is rule.styles._rules  # noqa: SLF001


def test_a_theme_change_restyles_as_without_the_cache(cache, tmp_path, monkeypatch):
    monkeypatch.setenv(compiled.CACHE_ENV, "off")
    reference = first_screen(tmp_path / "state", theme="textual-light")
    monkeypatch.setenv(compiled.CACHE_ENV, str(cache.parent))
    first_screen(tmp_path / "state")  # fills the cache for the dark theme
    cached = first_screen(tmp_path / "state", theme="textual-light")
    assert cached["themed"] == reference["themed"]
    assert cached["themed"] != cached["styled"]  # the light theme did change something
    assert cached["themed_rules"] == reference["themed_rules"] == plain_parse(cached["app"].stylesheet)


@pytest.mark.parametrize("damage", ["truncated", "flipped", "empty", "foreign"])
def test_a_damaged_entry_is_parsed_again_silently(cache, parses, tmp_path, damage):
    reference = first_screen(tmp_path / "state")
    entry = next(cache.glob("app_tcss-*.pickle"))
    blob = entry.read_bytes()
    if damage == "truncated":
        entry.write_bytes(blob[: len(blob) // 2])
    elif damage == "flipped":
        entry.write_bytes(blob[:-10] + bytes([blob[-10] ^ 0xFF]) + blob[-9:])
    elif damage == "empty":
        entry.write_bytes(b"")
    else:  # a well-formed entry naming a global no stylesheet holds: refused, nothing runs
        payload = pickle.dumps(Evil(), protocol=pickle.HIGHEST_PROTOCOL)
        entry.write_bytes(css_cache.FORMAT + compiled.digest(payload) + payload)
    parses["n"] = 0
    again = first_screen(tmp_path / "state")
    assert parses["n"] == 1  # that source alone was parsed
    assert again["rules"] == reference["rules"] and again["styled"] == reference["styled"]
    assert entry.read_bytes() == blob  # and stored again


class Evil:
    def __reduce__(self):
        import os

        return (os.system, ("exit 3",))


def test_the_unpickler_resolves_only_what_rules_hold():
    for module, name in (("os", "system"), ("builtins", "eval"), ("functools", "reduce"),
                         ("textual.css.model", "parse"), ("subprocess", "Popen")):
        with pytest.raises(pickle.UnpicklingError):
            css_cache._RulesUnpickler(io.BytesIO(b"")).find_class(module, name)  # noqa: SLF001
    with pytest.raises(pickle.UnpicklingError):
        css_cache._dict_method(object(), "__class__")  # noqa: SLF001


def test_an_unwritable_folder_still_styles(tmp_path, monkeypatch):
    reference = first_screen(tmp_path / "state")
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv(compiled.CACHE_ENV, str(blocker))  # mkdir under a file fails for anyone
    assert first_screen(tmp_path / "state")["styled"] == reference["styled"]

    monkeypatch.setenv(compiled.CACHE_ENV, str(tmp_path / "read-only"))

    def read_only(*_args, **_kw):
        raise PermissionError(30, "Read-only file system")

    monkeypatch.setattr("tempfile.mkstemp", read_only)
    assert first_screen(tmp_path / "state")["styled"] == reference["styled"]
    assert not list((tmp_path / "read-only").rglob("*.pickle"))


def test_off_turns_it_off(tmp_path, monkeypatch, parses):
    monkeypatch.setenv(compiled.CACHE_ENV, "off")
    assert css_cache.cache_dir() is None
    first_screen(tmp_path / "state")
    parses["n"] = 0
    first_screen(tmp_path / "state")
    assert parses["n"] > 0
    assert not list(tmp_path.rglob("*.pickle"))


def test_a_changed_text_or_theme_variable_is_another_entry(cache):
    sheet = CachedStylesheet(variables={"primary": "#112233"})
    where = ("/somewhere/app.tcss", "")
    entry = sheet._entry("Screen { color: $primary; }", where, False, 0, "")  # noqa: SLF001
    assert entry is not None and entry.parent == cache
    assert sheet._entry("Screen { color: $primary; }", where, False, 0, "") == entry  # noqa: SLF001
    assert sheet._entry("Screen { color: red; }", where, False, 0, "") != entry  # noqa: SLF001
    assert sheet._entry("Screen { color: $primary; }", where, True, 0, "") != entry  # noqa: SLF001
    sheet.set_variables({"primary": "#445566"})
    changed = sheet._entry("Screen { color: $primary; }", where, False, 0, "")  # noqa: SLF001
    assert changed is not None and changed != entry
    assert changed.name.split(".")[0] == entry.name.split(".")[0]  # the same source: replaces it

    rules = sheet._parse_rules("Screen { color: $primary; }", where)  # noqa: SLF001
    assert changed.exists() and not entry.exists()
    fresh = CachedStylesheet(variables={"primary": "#445566"})
    assert rule_texts(fresh._parse_rules("Screen { color: $primary; }", where)) == rule_texts(rules)  # noqa: SLF001
    assert "#445566" in repr(rules[0].styles.color).lower() or "68, 85, 102" in repr(rules[0].styles.color)


def test_a_source_named_by_its_hash_is_not_cached(cache):
    sheet = CachedStylesheet()
    sheet.add_source("Screen { color: red; }")  # Textual names it by hash(): another name in each process
    assert sheet.rules
    assert not cache.exists() or not list(cache.iterdir())


def test_rules_with_errors_are_never_stored(cache):
    sheet = CachedStylesheet()
    where = ("/somewhere/broken.tcss", "")
    rules = sheet._parse_rules("Screen { colour: red; }", where)  # noqa: SLF001
    assert any(rule.errors for rule in rules)
    assert not cache.exists() or not list(cache.iterdir())
