"""The HTML report: one self-contained file (nothing fetched from anywhere), every section, two
inline SVG charts that read without colour, print CSS, the lang attribute, and text from people
escaped. When Chromium is installed it must render the file headless."""

from __future__ import annotations

import re
import shutil
import subprocess
from datetime import datetime
from functools import cache
from html.parser import HTMLParser
from pathlib import Path

import pytest

from advisor_tui.report import render, write_report
from rules.pipeline import consult
from tests.hostile_knowledge import hostile_kb

WHEN = datetime(2026, 12, 1, 9, 0)
SECTIONS = ["answer", "facts", "memory", "picks", "why", "rejected", "caveats", "what_if", "checklist", "sources"]
CHROMIUM = "/usr/bin/chromium"


class Page(HTMLParser):
    """What a browser would see: elements, their attributes, text, and what is inside <svg>."""

    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=True)
        self.starts: list[tuple[str, dict[str, str | None]]] = []
        self.stack: list[str] = []
        self.text: list[str] = []
        self.svgs: list[dict[str, list[str]]] = []
        self.styles: list[str] = []
        self.feed(text)
        self.close()

    def handle_starttag(self, tag, attrs):
        self.starts.append((tag, dict(attrs)))
        if tag == "svg":
            self.svgs.append({"title": [], "text": [], "rect": []})
        elif "svg" in self.stack and tag == "rect":
            self.svgs[-1]["rect"].append(tag)
        if tag not in ("meta", "br", "line", "rect"):  # void / self-closed in our output
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.starts.append((tag, dict(attrs)))
        if "svg" in self.stack and tag == "rect":
            self.svgs[-1]["rect"].append(tag)

    def handle_endtag(self, tag):
        if tag in self.stack:
            while self.stack and self.stack.pop() != tag:
                pass

    def handle_data(self, data):
        self.text.append(data)
        if self.stack and self.stack[-1] == "style":
            self.styles.append(data)
        if "svg" in self.stack:
            where = "title" if self.stack[-1] == "title" else "text"
            self.svgs[-1][where].append(data)

    def tags(self, name: str) -> list[dict[str, str | None]]:
        return [attrs for tag, attrs in self.starts if tag == name]

    @property
    def all_text(self) -> str:
        return "".join(self.text)


@cache
def _html(lang: str, **raw) -> str:
    return render(consult(raw), "html", lang, generated=WHEN)


def qwen32(lang: str) -> str:
    return _html(lang, model="qwen3-32b", context_tokens="32k", region="cn", budget="¥3000/month")


@pytest.mark.parametrize("lang, html_lang", [("en", "en"), ("zh", "zh-CN")])
def test_html_has_every_section_in_order_and_the_lang_attribute(lang, html_lang):
    text = qwen32(lang)
    page = Page(text)
    assert text.startswith("<!DOCTYPE html>")
    assert page.tags("html")[0]["lang"] == html_lang
    assert page.tags("meta")[0].get("charset") == "utf-8"
    ids = [a["id"] for a in page.tags("section")]
    assert ids == SECTIONS
    heads = re.findall(r"<h2>(.*?)</h2>", text)
    assert len(heads) == len(SECTIONS)
    if lang == "zh":
        assert "结论" in heads[0] and "显存需求" in heads[2] and "来源" in heads[-1]
    nav = [a["href"] for a in page.tags("a")]
    assert nav == [f"#{s}" for s in SECTIONS]


def test_html_is_self_contained():
    for lang in ("en", "zh"):
        text = qwen32(lang)
        page = Page(text)
        assert page.tags("script") == [] and page.tags("link") == [] and page.tags("img") == []
        assert page.tags("iframe") == [] and page.tags("object") == [] and page.tags("embed") == []
        for _tag, attrs in page.starts:
            for name in ("src", "href", "xlink:href", "action", "srcset", "poster", "data"):
                value = attrs.get(name)
                assert value is None or value.startswith("#"), (name, value)
        css = "".join(page.styles)
        assert "@import" not in css and "url(" not in css and "@font-face" not in css
        assert "@media print" in css and "@page" in css


def test_html_has_two_labelled_svg_charts():
    page = Page(qwen32("en"))
    assert len(page.svgs) == 2
    memory, cost = page.svgs
    c = consult({"model": "qwen3-32b", "context_tokens": "32k", "region": "cn", "budget": "¥3000/month"})
    assert "Memory needed per GPU" in memory["title"][0]
    assert "Monthly cost" in cost["title"][0]
    memory_text = " ".join(memory["text"] + memory["title"])
    assert f"{c.requirement.vram_gb:,.1f} GB" in memory_text  # the need, in words
    assert "Weights" in memory_text and "KV cache" in memory_text
    assert "fits" in memory_text  # the verdict is written, not only coloured
    cost_text = " ".join(cost["text"])
    for p in c.picks:
        assert f"{p.monthly_cost:,.0f}" in cost_text.replace("¥", "")
    assert "budget" in cost_text
    assert len(memory["rect"]) >= len(c.requirement.breakdown) - 2
    assert Page(qwen32("zh")).svgs[0]["title"][0] == "每卡显存需求与各卡可用显存"


def test_html_shows_every_card_and_every_source():
    c = consult({"model": "qwen3-32b", "context_tokens": "32k", "region": "cn", "budget": "¥3000/month"})
    text = Page(qwen32("en")).all_text
    for card in c.kb.cards:
        assert card.id in text
    ids = {t.source for t in c.trace} | {p.offer.source for p in c.picks if p.offer}
    for sid in ids:
        assert sid in text and c.kb.source(sid).title in text


def test_nothing_fits_has_no_cost_chart_and_no_checklist():
    text = _html("en", model="llama-3.1-405b", precision="bf16", max_gpus=2)
    page = Page(text)
    assert [a["id"] for a in page.tags("section")] == [s for s in SECTIONS if s != "checklist"]
    assert len(page.svgs) == 1  # the memory chart still shows the nearest cards
    assert "does not fit" in " ".join(page.svgs[0]["text"])


def _evil_kb():
    return hostile_kb("Qwen <script>alert(1)</script> & \"quotes\" 'single'",
                      "<img src=x onerror=alert(2)> title")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_text_from_people_comes_out_inert(lang):
    c = consult({"model": "qwen3-8b", "context_tokens": "64k"}, _evil_kb())
    assert any("<script>" in n.en for n in c.facts.notes)
    text = render(c, "html", lang, generated=WHEN)
    page = Page(text)
    assert page.tags("script") == [] and page.tags("img") == []
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in text
    assert "&lt;img src=x onerror=alert(2)&gt;" in text
    assert "<script" not in text and "<img" not in text
    assert "javascript:alert(3)" in page.all_text  # shown as text …
    assert all(not (a.get("href") or "").startswith("javascript") for a in page.tags("a"))  # … never a link
    assert "Qwen <script>alert(1)</script>" in page.all_text  # and reads as typed


@pytest.mark.slow
def test_write_html_then_render_it_headless(tmp_path):
    out = write_report(consult({"model": "qwen3-32b", "context_tokens": "32k", "region": "cn",
                                "budget": "¥3000/month"}), tmp_path / "report.html", "zh", generated=WHEN)
    assert out.read_text(encoding="utf-8") == qwen32("zh")
    if not Path(CHROMIUM).exists() or shutil.which(CHROMIUM) is None:
        pytest.skip("no /usr/bin/chromium")
    shot = tmp_path / "shot.png"
    proc = subprocess.run(
        [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--no-first-run", "--hide-scrollbars", "--window-size=1100,1600", f"--screenshot={shot}",
         out.as_uri()], capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-2000:]
    data = shot.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 20_000  # a page, not a blank


def test_long_card_names_are_cut_to_the_label_column_not_off_the_chart():
    from advisor_tui.report.svg import LABEL_W, _fit_label, _text_width

    name = "8 × NVIDIA GeForce RTX 4090 D 48GB (board-modified, third-party)"
    shown = _fit_label(name, 12, LABEL_W - 4)
    assert shown.endswith("…") and _text_width(shown, 12) <= LABEL_W - 4
    assert _fit_label("RTX 4090", 12, LABEL_W) == "RTX 4090"
    zh = "华为昇腾 910C（双芯封装，国产算力卡）八卡整机"
    assert _text_width(_fit_label(zh, 12, LABEL_W - 4), 12) <= LABEL_W - 4


def test_the_font_stack_names_the_common_cjk_families():
    from advisor_tui.report.svg import FONT

    for family in ("PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "WenQuanYi Micro Hei"):
        assert family in FONT
