"""The compiled cache of the bundled knowledge (knowledge/compiled.py): a hit gives exactly the
records a parse gives; a changed file, a corrupt, foreign or unreadable entry, or a folder that
cannot be written means a parse — never an error, never stale data."""

from __future__ import annotations

import dataclasses
import os
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from knowledge import compiled, loader

ROOT = Path(__file__).resolve().parents[1]
CLASSES = {name: cls for name, (cls, _) in loader.SECTIONS.items()}
FILES = dict(loader.bundled_files())
CARDS = "knowledge/data/cards.yaml"
PARSED = {label: loader._parse_records(label, text) for label, text in FILES.items()}


@pytest.fixture
def cache(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv(compiled.CACHE_ENV, str(tmp_path / "cache"))
    return tmp_path / "cache" / "knowledge"


def parsed_through_cache(label: str, text: str):
    """What the loader does for one bundled file, without its per-process memo."""
    return loader._parsed_bundled.__wrapped__(label, text)


def no_parse(monkeypatch) -> None:
    def refuse(label, text):
        raise AssertionError(f"{label} was parsed, not read from the cache")

    monkeypatch.setattr(loader, "_parse_records", refuse)


def entries(folder: Path, label: str = CARDS) -> list[Path]:
    return sorted(folder.glob(label.rsplit("/", 1)[-1] + ".*.pickle"))


def test_every_bundled_file_round_trips_to_the_same_records(cache, monkeypatch):
    for label, text in FILES.items():
        assert parsed_through_cache(label, text) == PARSED[label]
    assert len(list(cache.glob("*.pickle"))) == len(FILES)
    no_parse(monkeypatch)
    for label, text in FILES.items():
        assert parsed_through_cache(label, text) == PARSED[label], label


def test_a_changed_file_is_parsed_again_and_its_old_entry_goes(cache, monkeypatch):
    text = FILES[CARDS]
    parsed_through_cache(CARDS, text)
    (old,) = entries(cache)
    first = next(i for i, entry in enumerate(PARSED[CARDS]) if entry[0] == "cards")
    card = PARSED[CARDS][first][3]
    changed = text.replace(f"name: {card.name}\n", "name: Renamed In A Test\n", 1)
    assert changed != text
    records = parsed_through_cache(CARDS, changed)
    assert records[first][3].name == "Renamed In A Test"
    (new,) = entries(cache)
    assert new != old
    no_parse(monkeypatch)
    assert parsed_through_cache(CARDS, changed)[first][3].name == "Renamed In A Test"


def test_the_key_covers_the_code_that_builds_records(cache):
    before = compiled.entry_key(CARDS, FILES[CARDS])
    compiled._code_fingerprint.cache_clear()
    try:
        real = compiled._code_fingerprint()
        assert compiled.entry_key(CARDS, FILES[CARDS]) == before  # stable across calls
        compiled._code_fingerprint.cache_clear()
        schema_file = Path(loader.__file__).with_name("schema.py")
        original = Path.read_bytes

        def edited(path):
            data = original(path)
            return data + b"\n# edited\n" if path == schema_file.resolve() else data

        with pytest.MonkeyPatch.context() as mp:
            mp.setattr(Path, "read_bytes", edited)
            assert compiled._code_fingerprint() != real
    finally:
        compiled._code_fingerprint.cache_clear()


def _corruptions(blob: bytes) -> dict[str, bytes]:
    head = len(compiled.FORMAT) + compiled.DIGEST
    flipped = bytearray(blob)
    flipped[head + len(blob[head:]) // 2] ^= 0xFF
    return {"empty": b"", "truncated": blob[: len(blob) // 2], "flipped byte": bytes(flipped),
            "garbage": os.urandom(4096),
            "old format": b"gpu-advisor-knowledge-cache 0\n" + blob[head - compiled.DIGEST:]}


@pytest.mark.parametrize("kind", ["empty", "truncated", "flipped byte", "garbage", "old format"])
def test_a_corrupt_entry_is_rebuilt(cache, kind):
    text = FILES[CARDS]
    parsed_through_cache(CARDS, text)
    (entry,) = entries(cache)
    entry.write_bytes(_corruptions(entry.read_bytes())[kind])
    assert compiled.read(CARDS, text, CLASSES) is None
    assert parsed_through_cache(CARDS, text) == PARSED[CARDS]
    assert compiled.read(CARDS, text, CLASSES) == PARSED[CARDS]  # written again, whole


def _signed(payload: bytes) -> bytes:
    return compiled.FORMAT + compiled.digest(payload) + payload


CALLS: list[str] = []


def _called(what: str) -> None:  # what a hostile entry would run on load
    CALLS.append(what)


class _Hostile:
    def __reduce__(self):
        return (_called, ("ran",))


def test_an_entry_naming_any_other_global_is_refused_unrun(cache):
    """The checksum catches damage, not a writer; the unpickler itself resolves only records."""
    text = FILES[CARDS]
    parsed_through_cache(CARDS, text)
    (entry,) = entries(cache)
    entry.write_bytes(_signed(pickle.dumps((("cards", "x", "x", _Hostile()),))))
    pickle.loads(entry.read_bytes()[len(compiled.FORMAT) + compiled.DIGEST:])  # plain pickle runs it
    assert CALLS == ["ran"]
    assert compiled.read(CARDS, text, CLASSES) is None
    assert CALLS == ["ran"]
    assert parsed_through_cache(CARDS, text) == PARSED[CARDS]


def test_records_of_the_wrong_section_are_a_miss(cache):
    text = FILES[CARDS]
    parsed_through_cache(CARDS, text)
    (entry,) = entries(cache)
    wrong = tuple(("offers", *rest) for _section, *rest in PARSED[CARDS])
    entry.write_bytes(_signed(pickle.dumps(wrong)))
    assert compiled.read(CARDS, text, CLASSES) is None
    entry.write_bytes(_signed(pickle.dumps(["not", "a", "tuple"])))
    assert compiled.read(CARDS, text, CLASSES) is None


def test_an_entry_that_is_a_fifo_or_a_folder_never_blocks(cache):
    text = FILES[CARDS]
    path = compiled._entry_path(cache, CARDS, compiled.entry_key(CARDS, text))
    cache.mkdir(parents=True)
    path.mkdir()
    assert parsed_through_cache(CARDS, text) == PARSED[CARDS]
    if hasattr(os, "mkfifo"):
        path.rmdir()
        os.mkfifo(path)
        assert compiled.read(CARDS, text, CLASSES) is None  # O_NONBLOCK + regular files only
        assert parsed_through_cache(CARDS, text) == PARSED[CARDS]


def test_a_folder_that_cannot_be_written_still_answers(tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv(compiled.CACHE_ENV, str(blocker))  # mkdir under a file fails for anyone
    assert parsed_through_cache(CARDS, FILES[CARDS]) == PARSED[CARDS]

    monkeypatch.setenv(compiled.CACHE_ENV, str(tmp_path / "read-only"))

    def read_only(*_args, **_kw):
        raise PermissionError(30, "Read-only file system")

    monkeypatch.setattr("tempfile.mkstemp", read_only)
    assert parsed_through_cache(CARDS, FILES[CARDS]) == PARSED[CARDS]
    assert not list((tmp_path / "read-only").rglob("*.pickle"))


def test_a_failed_replace_leaves_no_temporary_file(cache, monkeypatch):
    def full_disk(*_args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(compiled.os, "replace", full_disk)
    assert parsed_through_cache(CARDS, FILES[CARDS]) == PARSED[CARDS]
    assert list(cache.iterdir()) == []


def test_off_turns_it_off(tmp_path, monkeypatch):
    monkeypatch.setenv(compiled.CACHE_ENV, "off")
    assert compiled.cache_dir() is None
    assert parsed_through_cache(CARDS, FILES[CARDS]) == PARSED[CARDS]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG_CACHE_HOME is the Linux convention")
def test_xdg_cache_home_is_respected(tmp_path, monkeypatch):
    monkeypatch.delenv(compiled.CACHE_ENV, raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert compiled.cache_dir() == tmp_path / "xdg" / "gpu-advisor" / "knowledge"


def test_the_cli_answers_the_same_from_a_corrupt_cache_as_without_one_and_mends_it(tmp_path):
    argv = [sys.executable, "-m", "advisor_tui.cli", "recommend", "--model", "qwen3-8b", "--task",
            "inference", "--json"]
    base = {**os.environ, "PYTHONPATH": str(ROOT), "GPU_ADVISOR_STATE_DIR": str(tmp_path / "state")}
    folder = tmp_path / "cache"
    for label, text in FILES.items():  # every entry present, every one damaged
        path = compiled._entry_path(folder / "knowledge", label, compiled.entry_key(label, text))
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(compiled.FORMAT + b"\0" * 40)
    runs = {}
    for name, cache_env in (("corrupt", str(folder)), ("off", "off")):
        proc = subprocess.run(argv, env={**base, compiled.CACHE_ENV: cache_env}, cwd=tmp_path,
                              capture_output=True, text=True, timeout=120, check=False)
        assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stderr[-2000:]
        runs[name] = proc.stdout
    assert runs["corrupt"] == runs["off"]
    # and the CLI wrote every damaged entry again, whole
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv(compiled.CACHE_ENV, str(folder))
        for label, text in FILES.items():
            assert compiled.read(label, text, CLASSES) == PARSED[label], label


CALIBRATION = "knowledge/data/throughput.calibration"  # the calibration's own entry


def test_a_whole_document_round_trips_and_a_hostile_entry_is_refused_unrun(cache):
    from knowledge.safe_read import safe_load

    text = FILES["knowledge/data/throughput.yaml"]
    want = safe_load(text)
    assert compiled.yaml_document(CALIBRATION, text) == want
    (entry,) = entries(cache, CALIBRATION)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr("knowledge.safe_read.safe_load", lambda text: pytest.fail("parsed again"))
        assert compiled.yaml_document(CALIBRATION, text) == want
    entry.write_bytes(_signed(pickle.dumps({"calibration": _Hostile()})))
    CALLS.clear()
    assert compiled.yaml_document(CALIBRATION, text) == want
    assert CALLS == []
    # the loader's entry for the same file's records lives beside it, untouched
    assert parsed_through_cache("knowledge/data/throughput.yaml", text)
    assert entries(cache, CALIBRATION) and entries(cache, "knowledge/data/throughput.yaml")


def test_a_warm_cli_run_imports_neither_pyyaml_nor_rapidfuzz(tmp_path):
    """Both are a large part of the CLI's cold start; a warm cache and an exact model id need
    neither (an error or a fuzzy name still loads them where it needs them)."""
    code = ("import sys, io, contextlib\nfrom advisor_tui.cli import main\n"
            "with contextlib.redirect_stdout(io.StringIO()):\n"
            "    assert main(['recommend', '--json', '--model', 'qwen3-32b']) == 0\n"
            "print(sorted(m for m in ('yaml', 'rapidfuzz') if m in sys.modules))")
    env = {**os.environ, "PYTHONPATH": str(ROOT), compiled.CACHE_ENV: str(tmp_path / "cache"),
           "GPU_ADVISOR_STATE_DIR": str(tmp_path / "state"),
           "GPU_ADVISOR_CONFIG_DIR": str(tmp_path / "config")}
    runs = [subprocess.run([sys.executable, "-c", code], env=env, cwd=tmp_path, capture_output=True,
                           text=True, timeout=120, check=True).stdout.strip() for _ in range(2)]
    assert runs == ["['yaml']", "[]"]  # the first run parses and fills the cache


@pytest.mark.parametrize("module", ["api_prices", "purchase_prices"])
def test_the_bundled_price_files_read_from_the_cache_are_the_records_a_parse_gives(cache, monkeypatch, module):
    """A warm process's first consultation that needs the API or purchase prices reads them from the cache: no
    PyYAML import, no parse (the bench's slowest consultation paid ~40 ms for it)."""
    import importlib

    from knowledge.data import folder

    prices = importlib.import_module(f"knowledge.{module}")
    text = folder().joinpath(prices.DATA_FILE).read_text("utf-8")
    want = prices.parse(text)
    assert prices.parse(text, bundled=True) == want  # a miss: parsed, and stored
    assert list(cache.glob(f"{prices.DATA_FILE}.document.*.pickle"))

    def refuse(text):
        raise AssertionError("parsed, not read from the cache")

    monkeypatch.setattr("knowledge.price_records.safe_load", refuse)
    monkeypatch.setattr("knowledge.safe_read.safe_load", refuse)
    assert prices.parse(text, bundled=True) == want


def test_a_file_read_as_bytes_finds_the_entry_its_text_wrote(cache, monkeypatch):
    """``loader._load_bundled`` reads the bundled files undecoded: their bytes key the same entry as
    their text, and a hit gives the records a parse gives."""
    text = FILES[CARDS]
    assert compiled.entry_key(CARDS, text.encode("utf-8")) == compiled.entry_key(CARDS, text)
    parsed_through_cache(CARDS, text)
    loader._parsed_bundled.cache_clear()
    no_parse(monkeypatch)
    assert loader._parsed_bundled_bytes(CARDS, text.encode("utf-8")) == PARSED[CARDS]


def test_bytes_with_carriage_returns_are_read_as_text_is(cache):
    """Reading a file as text turns CRLF and CR into newlines; its bytes then are not its text's UTF-8,
    so such a file is decoded the same way and parsed (or found) by its text."""
    text = FILES[CARDS]
    loader._parsed_bundled.cache_clear()
    assert loader._parsed_bundled_bytes(CARDS, text.replace("\n", "\r\n").encode("utf-8")) == PARSED[CARDS]
    assert [p.name for p in entries(cache)] == [f"cards.yaml.{compiled.entry_key(CARDS, text)}.pickle"]


def test_the_knowledge_read_undecoded_is_the_knowledge_read_as_text(cache):
    def contents(kb):  # a KnowledgeBase compares by identity
        return [getattr(kb, f.name) for f in dataclasses.fields(kb)]

    loader._parsed_bundled.cache_clear()
    assert contents(loader._merge(loader._bundled_bytes())) == contents(loader._merge(loader.bundled_files()))
    loader._parsed_bundled.cache_clear()  # now from the cache
    assert contents(loader._merge(loader._bundled_bytes())) == contents(loader._merge(loader.bundled_files()))
