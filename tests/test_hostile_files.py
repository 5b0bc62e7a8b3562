"""Hostile files, flags and terminals at the CLI (issue 19): never hang, never eat the machine,
never print raw escapes, never exit 1 on bad input.

Each case runs `gpu-advisor` in a subprocess under an address-space cap (RLIMIT_AS) and a
timeout, so a regression (a /dev/zero read, an alias bomb) fails the test instead of the machine.
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import time
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
MEMORY_CAP = 1 << 30  # bytes of address space; a normal run needs ~400 MB
TIMEOUT = 60
POSIX = sys.platform != "win32"
posix_only = pytest.mark.skipif(not POSIX, reason="POSIX devices, FIFOs and rlimits")
ESC_TITLE = "\x1b]0;PWNED\x07"


def _cap() -> None:  # runs in the child before exec
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))


def run_capped(args: list[str], tmp_path: Path, *, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
               env: dict[str, str] | None = None, timeout: float = TIMEOUT
               ) -> tuple[int, str, str, float]:
    """(exit code, stdout, stderr, seconds) of `gpu-advisor ARGS` in ``tmp_path``."""
    full_env = {**os.environ, "GPU_ADVISOR_STATE_DIR": str(tmp_path / "state"),
                "GPU_ADVISOR_CONFIG_DIR": str(tmp_path / "config"), "GPU_ADVISOR_LANG": "en",
                "PYTHONPATH": str(ROOT)}
    full_env.update(env or {})
    start = time.monotonic()
    proc = subprocess.run([sys.executable, "-m", "advisor_tui.cli", *args], cwd=tmp_path,
                          stdin=stdin, stdout=stdout, stderr=subprocess.PIPE, env=full_env,
                          timeout=timeout, preexec_fn=_cap if POSIX else None, check=False)
    out = proc.stdout.decode("utf-8", "replace") if isinstance(proc.stdout, bytes) else ""
    return proc.returncode, out, proc.stderr.decode("utf-8", "replace"), time.monotonic() - start


def run_inproc(args: list[str], tmp_path: Path) -> tuple[int, str, str, float]:
    """The same, in this process (cases that cannot hang or grow: flags and small files)."""
    from advisor_tui.cli import main

    out, err = io.StringIO(), io.StringIO()
    start = time.monotonic()
    cwd = os.getcwd()
    os.chdir(tmp_path)
    try:
        with redirect_stdout(out), redirect_stderr(err):
            try:
                rc = main(args)
            except SystemExit as exc:
                rc = exc.code if isinstance(exc.code, int) else 2
    finally:
        os.chdir(cwd)
    return rc, out.getvalue(), err.getvalue(), time.monotonic() - start


def one_line_exit_2(rc: int, err: str) -> None:
    assert "Traceback" not in err, err[-2000:]
    assert rc == 2, f"exit {rc}: {err[-1000:]}"
    assert len(err.removesuffix("\n").split("\n")) == 1 and err.strip(), repr(err)
    assert "\x1b" not in err and "\r" not in err and "\x85" not in err


# ---------------------------------------------------------------------------------- records


def card(**over):
    base = {"id": "evil-card", "name": "Evil Card", "vendor": "nvidia", "architecture": "Ada",
            "class": "consumer", "vram_gb": 24, "memory_type": "GDDR6X", "bandwidth_gbs": 1008,
            "fp16_tflops": 165.2, "interconnect": "pcie", "ecc": False, "ecosystem": "cuda",
            "china_status": "available", "china_status_source": "seed-000", "source": ["seed-000"]}
    base.update(over)
    return base


def offer(**over):
    base = {"id": "seed000-host/evil-card/hour", "provider": "seed000-host", "card": "evil-card",
            "price": 1.0, "currency": "USD", "unit": "hour", "basis": "per-card", "region": "intl",
            "source": "seed-000", "as_of": "2026-01-01"}
    base.update(over)
    return base


def write(tmp_path: Path, name: str, data) -> str:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return str(path)


RECOMMEND = ["recommend", "--model", "qwen3-8b", "--region", "intl"]


# ------------------------------------------------------------------ devices, FIFOs, sizes


@posix_only
@pytest.mark.parametrize("kind", ["dev-zero", "fifo", "directory", "dev-urandom"])
def test_a_knowledge_file_that_is_not_a_regular_file_is_refused_at_once(tmp_path, kind):
    path = tmp_path / "k.yaml"
    if kind == "dev-zero":
        path.symlink_to("/dev/zero")
    elif kind == "dev-urandom":
        path.symlink_to("/dev/urandom")
    elif kind == "fifo":
        os.mkfifo(path)
    else:
        path.mkdir()
    rc, _out, err, took = run_capped(["cards", "--knowledge", str(path)], tmp_path)
    one_line_exit_2(rc, err)
    assert str(path) in err and took < 30


@posix_only
def test_a_default_knowledge_file_that_is_a_device_is_refused(tmp_path):
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "knowledge.yaml").symlink_to("/dev/zero")
    rc, _out, err, _ = run_capped(["cards"], tmp_path)
    one_line_exit_2(rc, err)
    assert "knowledge.yaml" in err


def test_alias_amplification_inside_a_valid_record_is_refused_fast(tmp_path):
    centres = ", ".join(f"d{i}" for i in range(100_000))
    lines = ["cards:", "  - id: evil-card", "    name: Evil", "    vendor: nvidia", "    architecture: Ada",
             "    class: consumer", "    vram_gb: 24", "    memory_type: GDDR6X", "    bandwidth_gbs: 1008",
             "    fp16_tflops: 165", "    interconnect: pcie", "    ecc: false", "    ecosystem: cuda",
             "    china_status: available", "    china_status_source: seed-000", "    source: [seed-000]",
             "    availability:",
             f"      - &a {{provider: seed000-host, source: seed-000, datacenters: [{centres}]}}"]
    lines += ["      - *a"] * 1000
    path = write(tmp_path, "bomb.yaml", "\n".join(lines) + "\n")
    assert os.path.getsize(path) < 1_000_000
    rc, _out, err, took = run_capped(["cards", "--knowledge", path], tmp_path)
    one_line_exit_2(rc, err)
    assert "alias" in err and took < 20


def test_billion_laughs_at_the_top_level_is_refused(tmp_path):
    lines = ['a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    lines += [f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 9)}]" for i in range(1, 10)]
    rc, _out, err, took = run_capped(["cards", "--knowledge", write(tmp_path, "lol.yaml", "\n".join(lines))],
                                     tmp_path)
    one_line_exit_2(rc, err)
    assert took < 20


def test_a_file_over_the_byte_cap_is_refused_without_parsing(tmp_path):
    path = tmp_path / "big.yaml"
    row = "# " + "x" * 1000 + "\n"
    path.write_text("sources: []\n" + row * 4500, encoding="utf-8")  # ~4.5 MB of comments
    rc, _out, err, took = run_capped(["cards", "--knowledge", str(path)], tmp_path)
    one_line_exit_2(rc, err)
    assert "too large" in err and took < 20


# --------------------------------------------------------- valid-looking knowledge, exit 1 before


@pytest.mark.parametrize(("name", "data", "field"), [
    ("empty-architecture", {"cards": [card(architecture="")]}, "architecture"),
    ("blank-architecture", {"cards": [card(architecture="   ")]}, "architecture"),
    ("denormal-tflops", {"cards": [card(fp16_tflops=5e-324)]}, "fp16_tflops"),
    ("denormal-bandwidth", {"cards": [card(bandwidth_gbs=5e-324)]}, "bandwidth_gbs"),
    ("tiny-vram", {"cards": [card(vram_gb=1e-300)]}, "vram_gb"),
    ("zero-price-next-to-month-plan",
     {"cards": [card()], "offers": [offer(price=0),
                                    offer(id="seed000-host/evil-card/month", unit="month", price=100)]},
     "price"),
    ("id-81-chars", {"cards": [card(id="x" * 81)]}, "id"),
    ("id-trailing-newline", {"cards": [card(id="evil-card\n")]}, "id"),
    ("same-currency-rate", {"rates": [{"base": "USD", "quote": "USD", "rate": 1, "as_of": "2026-01-01",
                                       "source": "seed-000"}]}, "quote"),
    ("empty-currency-code", {"currencies": [{"code": "", "symbol": "x", "name": {"en": "x", "zh": "x"},
                                             "source": "seed-000"}]}, "code"),
    ("newline-currency-code", {"currencies": [{"code": "EUR\n", "symbol": "x",
                                               "name": {"en": "x", "zh": "x"}, "source": "seed-000"}]},
     "code"),
    ("html-currency-code", {"currencies": [{"code": "<b>X</b>", "symbol": "x",
                                            "name": {"en": "x", "zh": "x"}, "source": "seed-000"}]}, "code"),
    ("html-offer-currency", {"cards": [card()], "offers": [offer(currency="<img src=x>")]}, "currency"),
    ("tiny-rate", {"rates": [{"base": "USD", "quote": "CNY", "rate": 5e-324, "as_of": "2026-01-01",
                              "source": "seed-000"}]}, "rate"),
    ("esc-in-name", {"cards": [card(name="Evil" + ESC_TITLE)]}, "name"),
])
def test_knowledge_the_product_cannot_compute_with_is_one_line_naming_the_field(tmp_path, name, data,
                                                                                   field):
    path = write(tmp_path, f"{name}.json", data)
    rc, _out, err, _ = run_inproc([*RECOMMEND, "--knowledge", path], tmp_path)
    one_line_exit_2(rc, err)
    assert path in err and f"{field}:" in err, err


def test_duplicate_keys_in_a_record_are_refused_with_the_line(tmp_path):
    text = ("sources:\n  - id: dup\n    title: first\n    title: second\n    kind: seed\n"
            "    as_of: unknown\n    covers: x\n")
    rc, _out, err, _ = run_inproc(["cards", "--knowledge", write(tmp_path, "dup.yaml", text)], tmp_path)
    one_line_exit_2(rc, err)
    assert "duplicate key 'title'" in err and "line 4" in err and "sources[0]" in err
    raw = '{"sources": [{"id": "dup", "title": "a", "title": "b", "kind": "seed", "as_of": "unknown", "covers": "x"}]}'
    rc, _out, err, _ = run_inproc(["cards", "--knowledge", write(tmp_path, "dup.json", raw)], tmp_path)
    one_line_exit_2(rc, err)
    assert "duplicate key 'title'" in err


def test_yaml_numbers_in_exponent_form_are_numbers(tmp_path):
    text = json.dumps({"cards": [card(tdp_w="4.5e2", fp32_tflops="8.26e1")],
                       "offers": [offer(price="1e-7"), offer(id="seed000-host/evil-card/month",
                                                             unit="month", price="3.5e+2")]})
    # YAML without quotes: PyYAML reads 4.5e2 / 1e-7 (no dot or no sign) as strings
    text = text.replace('"4.5e2"', "4.5e2").replace('"8.26e1"', "8.26e1").replace('"1e-7"', "1e-7") \
        .replace('"3.5e+2"', "3.5e+2").replace("{", "{ ", 1)
    path = write(tmp_path, "sci.yaml", text)
    rc, out, err, _ = run_capped(["cards", "--json", "--knowledge", path], tmp_path)
    assert rc == 0, err
    evil = next(c for c in json.loads(out) if c["id"] == "evil-card")
    assert evil["tdp_w"] == 450 and evil["fp32_tflops"] == 82.6
    rc, out, err, _ = run_capped([*RECOMMEND, "--knowledge", path], tmp_path)
    assert rc in (0, 2) and "Traceback" not in err, err


# ------------------------------------------------------------------------------ flags


def test_a_tiny_user_rate_is_refused(tmp_path):
    rc, _out, err, _ = run_inproc([*RECOMMEND, "--fx", "USD/CNY=5e-324", "--priority", "speed",
                                   "--report", "r.html"], tmp_path)
    one_line_exit_2(rc, err)
    assert "--fx" in err and not (tmp_path / "r.html").exists()


def test_a_300_character_report_name_is_exit_2(tmp_path):
    rc, _out, err, _ = run_inproc([*RECOMMEND, "--report", "a" * 300 + ".md"], tmp_path)
    one_line_exit_2(rc, err)
    assert "cannot write report" in err


@pytest.mark.parametrize("days", ["1e-9", "0.001", "0.04"])
def test_days_under_an_hour_are_refused(tmp_path, days):
    rc, _out, err, _ = run_inproc([*RECOMMEND, "--days", days], tmp_path)
    one_line_exit_2(rc, err)
    assert "--days" in err


def test_compliance_with_region_intl_is_a_contradiction(tmp_path):
    rc, _out, err, _ = run_inproc(["recommend", "--model", "qwen3-8b", "--compliance", "--region", "intl"],
                                  tmp_path)
    one_line_exit_2(rc, err)
    assert "--compliance" in err and "--region" in err


def test_a_user_rate_is_named_without_none(tmp_path):
    rc, out, err, _ = run_inproc([*RECOMMEND, "--fx", "USD/CNY=7.2", "--budget", "20000/month",
                                  "--currency", "CNY"], tmp_path)
    assert rc == 0, err
    assert "your rate" in out and "None" not in out


# ----------------------------------------------------------------------- streams, terminals


@posix_only
def test_the_tui_without_a_terminal_is_one_line_exit_2_and_writes_nothing(tmp_path):
    with open(tmp_path / "out.txt", "wb") as sink:
        rc, _out, err, took = run_capped([], tmp_path, stdout=sink, timeout=30)
    one_line_exit_2(rc, err)
    assert "terminal" in err and took < 20
    assert (tmp_path / "out.txt").read_bytes() == b""


@pytest.mark.parametrize("env", [{"PYTHONIOENCODING": "ascii"},
                                 {"LC_ALL": "C", "LANG": "C", "PYTHONCOERCECLOCALE": "0", "PYTHONUTF8": "0",
                                  "PYTHONIOENCODING": ""}])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_non_utf8_stdout_never_raises(tmp_path, env, lang):
    rc, out, err, _ = run_capped([*RECOMMEND, "--lang", lang, "--report", "r.md"], tmp_path, env=env)
    assert rc == 0 and "Traceback" not in err and "Error" not in err, err
    assert (tmp_path / "r.md").exists() and out.strip()


@posix_only
def test_a_full_stdout_is_one_line_not_an_internal_error(tmp_path):
    with open("/dev/full", "wb") as full:
        rc, _out, err, _ = run_capped(["cards"], tmp_path, stdout=full)
    one_line_exit_2(rc, err)
    assert "internal error" not in err


@posix_only
def test_a_closed_stdout_is_one_line_not_an_internal_error(tmp_path):
    code = ("import os, sys; os.close(1); sys.path.insert(0, sys.argv[1]); "
            "from advisor_tui.cli import main; sys.exit(main(['cards']))")
    proc = subprocess.run([sys.executable, "-c", code, str(ROOT)], capture_output=False,
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=TIMEOUT,
                          preexec_fn=_cap, check=False, cwd=tmp_path,
                          env={**os.environ, "GPU_ADVISOR_STATE_DIR": str(tmp_path / "s")})
    err = proc.stderr.decode()
    assert "Traceback" not in err and "internal error" not in err, err
    assert proc.returncode in (0, 2)


@posix_only
def test_a_reader_that_leaves_early_is_a_quiet_exit(tmp_path):
    env = {**os.environ, "PYTHONPATH": str(ROOT), "GPU_ADVISOR_STATE_DIR": str(tmp_path / "s")}
    proc = subprocess.Popen([sys.executable, "-m", "advisor_tui.cli", "faq", "vram", "--limit", "50"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, cwd=tmp_path,
                            preexec_fn=_cap)
    proc.stdout.read(10)
    proc.stdout.close()
    _out, err = proc.communicate(timeout=TIMEOUT)
    assert proc.returncode == 0 and b"Traceback" not in err and b"internal error" not in err, err


# ------------------------------------------------------------------------- raw escapes


def test_an_escape_in_a_faq_query_is_printed_inert(tmp_path):
    rc, out, err, _ = run_inproc(["faq", ESC_TITLE], tmp_path)
    assert rc in (0, 2), err
    assert "\x1b" not in out + err and "\x07" not in out + err
    assert "\\u001b]0;PWNED" in out + err


@pytest.mark.parametrize("ctrl", ["\r", "\f", "\v", "\x85", "\x1b[2J", "\u2028"])
def test_control_characters_in_say_are_never_echoed_raw(tmp_path, ctrl):
    rc, out, err, _ = run_inproc(["recommend", "--say", f"qwen3 8b, budget {ctrl}3000 CNY a month"],
                                 tmp_path)  # "From what you said" quotes the budget fragment
    assert rc in (0, 2) and "Traceback" not in err, err
    assert ctrl not in out and ctrl not in err
    rc, out, err, _ = run_inproc(["recommend", "--say", f"llama{ctrl} blah"], tmp_path)
    one_line_exit_2(rc, err)
    assert ctrl not in err


@pytest.mark.parametrize("ctrl", ["\r", "\f", "\v", "\x85", "\x1b]0;x\x07", "\u202e"])
def test_control_characters_in_any_flag_value_keep_the_error_one_line(tmp_path, ctrl):
    rc, _out, err, _ = run_inproc(["recommend", "--model", f"x{ctrl}y"], tmp_path)
    one_line_exit_2(rc, err)


def test_reports_never_carry_raw_escapes(kb, tmp_path):
    """Knowledge text refuses control characters at load; the report path neutralises them
    anyway (a record built in code, or a future field that escapes validation)."""
    import dataclasses

    from advisor_tui.report import render
    from knowledge.loader import SECTIONS, KnowledgeBase
    from rules.facts import resolve
    from rules.pipeline import consult

    models = tuple(dataclasses.replace(m, name=m.name + ESC_TITLE + "\x85\r") if m.id == "qwen3-8b" else m
                   for m in kb.models)
    evil = KnowledgeBase(**{name: (models if name == "models" else getattr(kb, name)) for name in SECTIONS})
    result = consult(resolve({"model": "qwen3-8b", "region": "intl"}, evil), evil)
    for fmt in ("markdown", "html", "json"):
        text = render(result, fmt, "en")
        assert "\x1b" not in text and "\x07" not in text and "\x85" not in text and "\r" not in text, fmt
        assert "PWNED" in text
    json.loads(render(result, "json", "en"))  # \\u001b is still JSON


# -------------------------------------------------------------------------- exit 1 carries a log


def test_every_exit_1_names_its_log(tmp_path, monkeypatch):
    from advisor_tui import cli
    from advisor_tui.commands import cards
    from knowledge.errors import EngineError

    monkeypatch.setenv("GPU_ADVISOR_STATE_DIR", str(tmp_path / "state"))
    for exc in (EngineError("engine error: boom"), ZeroDivisionError("x")):
        def boom(args, ctx, exc=exc):
            raise exc

        monkeypatch.setattr(cards, "run", boom)
        out, err = io.StringIO(), io.StringIO()
        with redirect_stdout(out), redirect_stderr(err):
            rc = cli.main(["cards"])
        assert rc == 1
        line = err.getvalue()
        assert "details: " in line, line
        log = Path(line.rsplit("details: ", 1)[1].rstrip(")\n"))
        assert log.is_file() and type(exc).__name__ in log.read_text(encoding="utf-8")


def test_the_bounded_yaml_reader_keeps_safe_load_semantics():
    from knowledge.safe_read import YamlRefused, parse_yaml

    assert parse_yaml("base: &b {p: 1}\nd: {<<: *b, q: 2}") == {"base": {"p": 1}, "d": {"p": 1, "q": 2}}
    assert parse_yaml("a: &x [1, 2]\nb: *x") == {"a": [1, 2], "b": [1, 2]}
    assert parse_yaml("") is None
    for text, reason in (("a: &x [1, *x]", "recursive alias"), ("a: 1\na: 2", "duplicate key"),
                         ("x: [{a: 1, a: 2}]", "duplicate key")):
        with pytest.raises(YamlRefused, match=reason):
            parse_yaml(text)
    with pytest.raises(YamlRefused, match="expanded"):
        parse_yaml("a: &x [" + ", ".join(["1"] * 1000) + "]\nb: [" + ", ".join(["*x"] * 1500) + "]")


def test_a_document_without_aliases_is_still_bounded_and_checked_for_repeated_keys():
    """Documents with no ``*`` skip the alias walk; the size cap and the repeated-key check hold."""
    import gc

    from knowledge.safe_read import YamlRefused, parse_yaml

    with pytest.raises(YamlRefused, match="too large"):
        parse_yaml("a: [" + ", ".join(["1"] * 2000) + "]", max_nodes=1500)
    with pytest.raises(YamlRefused, match=r"duplicate key 'b'.*") as caught:
        parse_yaml("x:\n  - {a: 1}\n  - {b: 1, b: 2}")
    assert caught.value.line == 3 and caught.value.where == "x[1]"
    with pytest.raises(YamlRefused, match="duplicate key"):
        parse_yaml("? [k]\n: {z: 1, z: 2}")
    assert parse_yaml("note: 'a * b'\nn: 2") == {"note": "a * b", "n": 2}
    assert gc.isenabled(), "the collector paused while parsing is running again, error or not"


def test_a_report_under_a_file_says_the_file_is_no_directory(tmp_path):
    (tmp_path / "notes.txt").write_text("mine", encoding="utf-8")
    rc, _out, err, _ = run_inproc([*RECOMMEND, "--report", "notes.txt/sub/r.md"], tmp_path)
    one_line_exit_2(rc, err)
    assert "notes.txt is not a directory" in err and (tmp_path / "notes.txt").read_text(encoding="utf-8") == "mine"
