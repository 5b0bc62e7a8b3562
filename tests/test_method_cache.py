"""The compiled dataclass methods (advisor_tui/method_cache.py): a class built through the cache
has exactly the methods a plain build gives; the file round-trips; a damaged or foreign file, or
one that cannot be written, means compiling as before — never an error."""

from __future__ import annotations

import dataclasses
import sys
from dataclasses import InitVar, dataclass, field

import pytest

from advisor_tui import method_cache

METHODS = ("__init__", "__repr__", "__eq__", "__hash__", "__setattr__", "__delattr__", "__lt__")


def build(through_cache: bool):
    """The same record class, through the cache's exec or the builtin one."""
    if through_cache:
        assert dataclasses.exec is method_cache._exec  # installed when advisor_tui was imported
    with pytest.MonkeyPatch.context() as mp:
        if not through_cache:
            mp.delattr(dataclasses, "exec")

        @dataclass(frozen=True, order=True)
        class Record:
            name: str
            size: float = 1.0
            tags: tuple[str, ...] = field(default=())
            note: str = field(default="", compare=False)
            scale: InitVar[float] = 1.0

            def __post_init__(self, scale: float) -> None:
                object.__setattr__(self, "size", self.size * scale)

    return Record


@pytest.fixture
def empty(monkeypatch, tmp_path):
    """A cache with nothing known yet, writing to a file of its own."""
    monkeypatch.setattr(method_cache, "_known", {})
    monkeypatch.setattr(method_cache, "_used", set())
    monkeypatch.setattr(method_cache, "_state", {"installed": True, "missed": False})
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    return tmp_path / "__pycache__" / "methods.marshal"


def test_a_class_built_through_the_cache_has_the_plain_build_s_methods(empty):
    cached, plain = build(True), build(False)
    for name in METHODS:
        assert getattr(cached, name).__code__ == getattr(plain, name).__code__, name
    a, b = cached("x", 2.0, ("t",), note="n", scale=3.0), plain("x", 2.0, ("t",), note="n", scale=3.0)
    assert repr(a).split(".")[-1] == repr(b).split(".")[-1]
    assert a.size == 6.0 and a == cached("x", 2.0, ("t",), scale=3.0) and hash(a) == hash(
        cached("x", 6.0, ("t",)))
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.name = "y"  # type: ignore[misc]


def test_the_file_round_trips_and_a_hit_compiles_nothing(empty, monkeypatch):
    build(True)
    compiled = dict(method_cache._known)
    assert compiled and method_cache._state["missed"]
    method_cache.save(empty)
    assert empty.exists() and not method_cache._state["missed"]
    method_cache._known.clear()
    method_cache.load(empty)
    assert method_cache._known.keys() == compiled.keys()
    monkeypatch.setattr(method_cache, "compile", lambda *a, **k: pytest.fail("compiled again"),
                        raising=False)
    build(True)
    assert not method_cache._state["missed"]


@pytest.mark.parametrize("damage", ["truncated", "flipped byte", "other python", "garbage", "empty"])
def test_a_damaged_or_foreign_file_is_ignored(empty, damage):
    build(True)
    method_cache.save(empty)
    blob = empty.read_bytes()
    head = len(method_cache.HEADER)
    flipped = bytearray(blob)
    flipped[head + 4 + (len(blob) - head - 4) // 2] ^= 0xFF
    empty.write_bytes({"truncated": blob[: len(blob) // 2], "flipped byte": bytes(flipped),
                       "other python": blob[: head - 2] + b"\0\0" + blob[head:],
                       "garbage": b"\x00\xff" * 999, "empty": b""}[damage])
    method_cache._known.clear()
    method_cache.load(empty)
    assert method_cache._known == {}
    cls = build(True)  # compiled as before
    assert cls("x").size == 1.0


def test_nothing_is_written_under_dont_write_bytecode_or_into_a_folder_that_refuses(empty, tmp_path,
                                                                                    monkeypatch):
    build(True)
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    method_cache.save(empty)
    assert not empty.exists()
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    method_cache.save(blocked / "methods.marshal")  # no error
    assert list(tmp_path.glob("**/*.tmp")) == []
