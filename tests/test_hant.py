"""Answers in traditional characters (--lang zh-Hant, advisor_tui/hant.py; review 98 c03): the detector, the
converter's properties, the vendored OpenCC subset kept current, and a Cantonese --say answered end to end."""

from __future__ import annotations

import importlib.util
import io
import json
import os
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from advisor_tui import hant
from advisor_tui.cli import main

ROOT = Path(__file__).resolve().parents[1]
HK_SAY = "我哋係香港一間私家醫院，想用 Qwen2.5-72B 做放射科報告結構化，資料唔可以離開香港，預算每月八萬港紙"
TABLE, TRADITIONAL, SIMPLIFIED = hant._characters()
CHARS, _, _ = hant._tables()
# traditional text as this converter writes it: no character a table maps (so not 裏, which becomes 裡)
WRITTEN = sorted(c for c in TRADITIONAL if CHARS.get(c, c) == c)
PUNCTUATION = "，。：；！？（）“”「」『』——…、《》・"


def simplified_left(text: str) -> list[str]:
    return sorted({c for c in text if c in SIMPLIFIED})


def run_cli(argv: list[str], monkeypatch: pytest.MonkeyPatch) -> tuple[int, str, str]:
    monkeypatch.delenv("GPU_ADVISOR_LANG", raising=False)  # conftest fixes en; the --say decides here
    monkeypatch.setenv("LANG", "C.UTF-8")
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        rc = main(argv)
    return rc, out.getvalue(), err.getvalue()


# ---------------------------------------------------------------- the detector
@pytest.mark.parametrize(("text", "expected"), [
    (HK_SAY, "zh-Hant"),
    ("我哋要喺自己機房部署 DeepSeek-R1-Distill-Qwen-32B 俾 200 個員工用，高峰同時 30 個人問", "zh-Hant"),  # 峰 峯
    ("我們想租幾張顯示卡跑 Llama 3.1 70B 推理，資料不能出境", "zh-Hant"),  # Taiwan Mandarin
    ("幫我揀張卡", "zh-Hant"),
    ("我们想租几张显卡跑 Llama 3.1 70B 推理，数据不能出境", None),
    ("我們想租几张显卡跑推理，資料不能出境", None),  # mixed: stays zh
    ("我哋想用 4090 做嘢", None),  # Cantonese, no character tells the scripts apart
    ("we want to rent two H100s for Llama 3.1 70B", None),
    ("", None),
])
def test_detect(text: str, expected: str | None) -> None:
    assert hant.detect(text) == expected


def test_detector_sets_come_from_the_table() -> None:
    assert {"們", "醫", "報", "顯", "係"} <= TRADITIONAL and {"们", "医", "报", "显"} <= SIMPLIFIED
    # characters both scripts write tell nothing: 台 后 干 系 里 面 are keys that are their own candidates
    assert not {"台", "后", "干", "系", "里", "面"} & (TRADITIONAL | SIMPLIFIED)


# ---------------------------------------------------------------- the converter
@pytest.mark.parametrize(("simplified", "traditional"), [
    ("显存", "顯存"), ("推理", "推理"), ("权重", "權重"), ("并发", "並發"), ("预算", "預算"), ("每月", "每月"),
    ("余量", "餘量"), ("采购", "採購"), ("发票", "發票"), ("系统", "系統"), ("关系", "關係"), ("范围", "範圍"),
    ("恢复", "恢復"), ("每周", "每週"), ("属于", "屬於"), ("并且", "並且"), ("之后", "之後"), ("这里", "這裡"),
    ("一台", "一台"), ("平台", "平台"), ("分钟", "分鐘"), ("启动", "啟動"), ("为", "為"), ("众", "眾"),
    ("墙钟小时", "牆鐘小時"), ("消费卡里", "消費卡裡"), ("价格里", "價格裡"), ("提示里加", "提示裡加"),
    ("签一个月之前", "簽一個月之前"), ("签约", "簽約"), ("标签", "標籤"), ("里面", "裡面"), ("控制台", "控制台"),
])
def test_words_as_written_in_hong_kong_and_taiwan(simplified: str, traditional: str) -> None:
    assert hant.to_traditional(simplified) == traditional


@settings(max_examples=200, deadline=None)
@given(st.text(st.sampled_from(WRITTEN) | st.sampled_from(PUNCTUATION) | st.characters(max_codepoint=0x7F)))
def test_traditional_text_is_left_as_it_is(text: str) -> None:
    assert hant.to_traditional(text) == text


def test_real_traditional_text_is_left_as_it_is() -> None:
    """Cantonese and Taiwan Mandarin as people type it, 台 included (OpenCC's formal 臺 is written back as 台, as
    its own Hong Kong table does)."""
    for text in (HK_SAY, "公司想做一個 RAG 客服，用 bge-m3 做向量同 Qwen3-14B 答問題，每日一萬個請求",
                 "我們實驗室想全參數微調 Llama 3.1 8B，資料有 20 萬筆，每週只能用三天"):
        assert hant.to_traditional(text) == text
    assert hant.to_traditional("希望用台灣的雲") == "希望用台灣的雲"


@settings(max_examples=200, deadline=None)
@given(st.text(st.characters(max_codepoint=0x7F) | st.sampled_from(sorted(TABLE)) | st.sampled_from(PUNCTUATION)))
def test_ascii_digits_and_punctuation_never_change(text: str) -> None:
    converted = hant.to_traditional(text)
    assert len(converted) == len(text)  # every OpenCC phrase in the subset keeps its length
    for before, after in zip(text, converted):
        if before.isascii() or before in PUNCTUATION:
            assert after == before


def test_quoted_words_stay_as_typed() -> None:
    said = "一台機器裏面"  # 台 and 裏 would become 臺 and 裡
    assert hant.keeping("来自“一台機器裏面”，如“总共”", said) == "來自“一台機器裏面”，如“總共”"
    assert hant.keeping("来自「一个」", "") == "來自「一個」"


def test_vendored_subset_is_current() -> None:
    """A zh string with an STPhrases phrase the subset lacks (干净 → 乾淨, not 幹淨) fails here; the full
    STPhrases is 1 MB and not vendored, so this runs where OpenCC's data is (OPENCC_DATA or the mirror)."""
    spec = importlib.util.spec_from_file_location("opencc_subset", ROOT / "tools" / "opencc_subset.py")
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    source = Path(os.environ.get("OPENCC_DATA", tool.DEFAULT_OPENCC))
    if not source.exists():
        pytest.skip(f"OpenCC's data is not at {source} (set OPENCC_DATA to a checkout)")
    assert tool.main(["--check", "--opencc", str(source)]) == 0, "run: python tools/opencc_subset.py"


# ---------------------------------------------------------------- the CLI and the reports
def test_cantonese_say_is_answered_in_traditional_characters(tmp_path: Path, monkeypatch) -> None:
    report = tmp_path / "r.md"
    rc, out, err = run_cli(["recommend", "--say", HK_SAY, "--report", str(report)], monkeypatch)
    assert rc == 0, err
    assert "顯存" in out and "推薦" in out and "權重" in out and "並發" in out
    assert not simplified_left(out), out
    assert "“我哋係香港一間私家醫院”" in out  # the person's words, as typed
    assert "a100-80g-sxm" in out and "[rank-enough; seed-000]" in out  # ids never change
    assert err.startswith("報告已寫入：")
    assert not simplified_left(report.read_text(encoding="utf-8"))


def test_lang_zh_still_simplified(tmp_path: Path, monkeypatch) -> None:
    report = tmp_path / "r.md"
    rc, out, err = run_cli(["recommend", "--say", HK_SAY, "--lang", "zh", "--report", str(report)], monkeypatch)
    assert rc == 0, err
    assert "显存" in out and "推荐" in out and "顯存" not in out
    assert "显存" in report.read_text(encoding="utf-8")


def test_json_keys_and_ids_never_change(monkeypatch) -> None:
    base = ["recommend", "--model", "qwen2.5-72b", "--region", "intl", "--json"]
    hans = json.loads(run_cli([*base, "--lang", "zh"], monkeypatch)[1])
    hant_ = json.loads(run_cli([*base, "--lang", "zh-Hant"], monkeypatch)[1])

    def shape(value):  # keys, ids and numbers; every string reduced to whether it is ASCII
        if isinstance(value, dict):
            return {k: shape(v) for k, v in value.items()}
        if isinstance(value, list):
            return [shape(v) for v in value]
        return value if not isinstance(value, str) or value.isascii() else "text"

    assert shape(hant_) == shape(hans)
    assert hant_["picks"][0]["why"][0]["text"] == hant.to_traditional(hans["picks"][0]["why"][0]["text"])
    assert not simplified_left(json.dumps(hant_, ensure_ascii=False))


@pytest.mark.parametrize("fmt", ["md", "html", "json"])
def test_reports_in_traditional_characters(tmp_path: Path, fmt: str) -> None:
    from datetime import datetime

    import rules
    from advisor_tui.report import render

    result = rules.consult({"model": "qwen2.5-72b", "region": "intl"})
    when = datetime(2026, 12, 6)
    hans = render(result, fmt, "zh", generated=when)
    text = render(result, fmt, "zh-Hant", generated=when)
    assert text == hant.to_traditional(hans).replace('<html lang="zh-CN">', '<html lang="zh-Hant">')
    assert not simplified_left(text)
    if fmt == "html":
        assert '<html lang="zh-Hant">' in text


def test_en_and_zh_never_load_the_table() -> None:
    code = ("import sys; from advisor_tui.cli import main; "
            "main(['recommend', '--model', 'qwen3-8b', '--lang', 'zh']); "
            "main(['recommend', '--model', 'qwen3-8b', '--say', 'serve it to 20 users', '--lang', 'en']); "
            "sys.exit('advisor_tui.hant' in sys.modules)")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]


def test_faq_in_traditional_characters(monkeypatch) -> None:
    """The FAQ is in simplified: a traditional question is searched in simplified, answered in traditional."""
    rc, out, err = run_cli(["faq", "兩張 4090 可以當 48G 用嗎", "--json"], monkeypatch)
    assert rc == 0, err
    hits = json.loads(out)
    assert hits[0]["id"] == "consumer-multi-gpu-pooling"
    assert not simplified_left(hits[0]["answer"]) and "顯存" in hits[0]["answer"]
    rc, out, _ = run_cli(["faq", "两张 4090 能当 48G 用吗"], monkeypatch)
    assert "显存" in out  # a simplified question: simplified answer


def test_to_simplified_reads_back() -> None:
    assert hant.to_simplified("兩張 4090 可以當 48G 用嗎？RTX 裡") == "两张 4090 可以当 48G 用吗？RTX 里"


@pytest.mark.parametrize(("env", "expected"), [
    ({"GPU_ADVISOR_LANG": "zh-Hant"}, "zh-Hant"), ({"LANG": "zh_HK.UTF-8"}, "zh-Hant"),
    ({"LANG": "zh_TW.UTF-8"}, "zh-Hant"),
    ({"LANG": "zh_CN.UTF-8"}, "zh"), ({"LANG": "en_US.UTF-8"}, "en"),
])
def test_locale(env: dict[str, str], expected: str, monkeypatch) -> None:
    from advisor_tui.i18n import detect_lang

    for var in ("GPU_ADVISOR_LANG", "LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    for var, value in env.items():
        monkeypatch.setenv(var, value)
    assert detect_lang() == expected


def test_simplified_say_asked_in_traditional_keeps_the_quoted_words(monkeypatch) -> None:
    say = "我们想用 Qwen2.5-72B 做放射科报告结构化，数据不能离开香港"
    rc, out, err = run_cli(["recommend", "--say", say, "--lang", "zh-Hant"], monkeypatch)
    assert rc == 0, err
    assert "“数据不能离开香港”" in out  # the person's words, as typed
    assert not simplified_left(hant._QUOTED.sub("", out))  # everything else converted
    assert "顯存" in out


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from(["干净", "并发", "显存", "这里", "\n", "“一台”", "关系", "后", " ", "x", "台"]),
                max_size=30),
       st.lists(st.integers(min_value=0, max_value=200), max_size=6))
def test_writer_converts_as_one_text_however_it_is_written(pieces: list[str], cuts: list[int]) -> None:
    """print() writes a line and its newline apart, json.dump writes token by token: the writer converts whole
    lines, so where the writes split a phrase (干|净) changes nothing."""
    text = "".join(pieces)
    sink = io.StringIO()
    writer = hant.TraditionalWriter(sink, said="一台")
    at = 0
    for cut in sorted(min(c, len(text)) for c in cuts):
        writer.write(text[at:cut])
        at = cut
    writer.write(text[at:])
    writer.flush()
    assert sink.getvalue() == hant.keeping(text, "一台")
