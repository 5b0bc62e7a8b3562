"""Answers in traditional characters (``--lang zh-Hant``): the Chinese answer converted at the edge.

The product writes its Chinese once, in simplified characters; for people who write in traditional characters
(Hong Kong, Taiwan — blind review 98 c03, a Hong Kong hospital asking in Cantonese) the finished text is
converted the way OpenCC's s2tw does it, from OpenCC's own data vendored in ``advisor_tui/opencc/``
(tools/opencc_subset.py): the longest STPhrases phrase at each position first (maximum forward matching), else
the character's first STCharacters candidate, then the Taiwan variant forms (裏 → 裡, 爲 → 為, 衆 → 眾, 啓 → 啟),
which Hong Kong writers use too.

The tables are read on first use, once: an English or simplified answer never loads them. ``detect`` decides
from the same table whether a text is written in traditional characters.
"""

from __future__ import annotations

import io
import re
from functools import lru_cache
from importlib.resources import files
from typing import TextIO

HANT = "zh-Hant"
_FIRST_CJK = "\u2e80"  # nothing below it is ever converted: ASCII, digits, Latin, punctuation
_QUOTED = re.compile("“([^”\n]+)”|「([^」\n]+)」")


# Where OpenCC is not how an engineer in Hong Kong or Taiwan writes the product's words (found by reading real
# answers and every character converted without a phrase: tools/opencc_subset.py's corpus).
OURS = {
    "并发": "並發",  # concurrency; OpenCC has 併發 (as in 併發症, complications)
    "墙钟": "牆鐘",  # wall-clock hours; no phrase in OpenCC, and 钟's first candidate is 鍾 (a name, a cup)
    # 里 as "inside" where an OpenCC name phrase (卡里 Kari, 格里 Gri-, 里加 Riga …) would keep it as in 公里
    "卡里": "卡裡", "南里": "南裡", "本里": "本裡", "数里": "數裡", "格里": "格裡", "里加": "裡加", "里扣": "裡扣",
    "格里夫纳": "格里夫納",  # the hryvnia, a name after all
}
OURS_CHARACTERS = {
    "签": "簽",  # to sign (签一个月, 签长约); OpenCC's first is 籤 (a lot, a tag), whose 标签 抽签 are phrases
}


def _entries(name: str) -> list[tuple[str, list[str]]]:
    text = (files("advisor_tui") / "opencc" / name).read_text(encoding="utf-8")
    out = []
    for line in text.splitlines():
        if line and not line.startswith("#"):
            key, _, values = line.partition("\t")
            out.append((key, values.split(" ")))
    return out


@lru_cache(maxsize=1)
def _characters() -> tuple[dict[str, list[str]], frozenset[str], frozenset[str]]:
    """STCharacters: each simplified character's candidates; the traditional-only characters (a candidate of
    some key, never a key: 們 醫 報) and the simplified-only ones (a key, not among its own candidates: 们 医 报).
    A character that is both (台 后 干 系 里 面) tells nothing about how a text is written."""
    table = dict(_entries("STCharacters.txt"))
    variants = {k: v[0] for k, v in _entries("TWVariants.txt")}
    forms: set[str] = set()
    simplified: list[str] = []
    for key, candidates in table.items():
        own = False
        for c in candidates:
            forms.add(c)
            v = variants.get(c, c)
            forms.add(v)
            # 峰 is a key (OpenCC's standard form is 峯) but what Taiwan and Hong Kong write: not simplified-only
            own = own or key == c or key == v
        if not own:
            simplified.append(key)
    return table, frozenset(forms - table.keys()), frozenset(simplified)


@lru_cache(maxsize=1)
def _tables() -> tuple[dict[str, str], dict[str, dict[str, str]], dict[str, tuple[int, ...]]]:
    """(character map, phrases by first character, phrase lengths by first character, longest first), every
    output already through the Taiwan variants — OpenCC's second step, applied to the whole text."""
    # 台 as Hong Kong writes it every day and Taiwan mostly does (平台, 一台, 台灣): OpenCC's 臺 is the formal form
    # (its own Hong Kong table maps 臺 back to 台); converting a text that says 台 then leaves it as it is
    variants = {**{k: v[0] for k, v in _entries("TWVariants.txt")}, "臺": "台"}
    chars = {k: variants.get(v[0], v[0]) for k, v in _characters()[0].items()}
    for k, v in variants.items():
        chars.setdefault(k, v)
    chars.update(OURS_CHARACTERS)
    phrases: dict[str, dict[str, str]] = {}
    for k, v in (*_entries("STPhrases.txt"), *((k, [v]) for k, v in OURS.items())):
        phrases.setdefault(k[0], {})[k] = "".join(variants.get(c, c) for c in v[0])
    lengths = {first: tuple(sorted({len(k) for k in group}, reverse=True)) for first, group in phrases.items()}
    return chars, phrases, lengths


def to_traditional(text: str) -> str:
    """``text`` in traditional characters. ASCII, digits and punctuation never change; a character OpenCC
    maps to none is kept (Cantonese 哋 唔 嘅 …)."""
    chars, phrases, lengths = _tables()
    out: list[str] = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch < _FIRST_CJK:
            out.append(ch)
            i += 1
            continue
        group = phrases.get(ch)
        if group is not None:
            for size in lengths[ch]:
                found = group.get(text[i:i + size]) if i + size <= n else None
                if found is not None:
                    out.append(found)
                    i += size
                    break
            else:
                group = None
        if group is None:
            out.append(chars.get(ch, ch))
            i += 1
    return "".join(out)


@lru_cache(maxsize=1)
def _reverse() -> dict[int, str]:
    """Each traditional form back to its simplified key, the first key in the table that has it."""
    table, _, _ = _characters()
    chars, _, _ = _tables()
    out: dict[int, str] = {}
    for key, candidates in table.items():
        for form in (*candidates, chars[key]):
            if form not in table:
                out.setdefault(ord(form), key)
    return out


def to_simplified(text: str) -> str:
    """``text`` read as simplified, character by character: for searching text written in simplified (the FAQ),
    never shown to anyone."""
    return text.translate(_reverse())


def keeping(text: str, said: str) -> str:
    """``to_traditional``, except the person's own words quoted back in “…” or 「…」 stay as they typed them."""
    if not said:
        return to_traditional(text)
    out: list[str] = []
    at = 0
    for m in _QUOTED.finditer(text):
        words = m.group(1) or m.group(2)
        if words in said:
            out.append(to_traditional(text[at:m.start() + 1]))
            out.append(words)
            at = m.end() - 1
    out.append(to_traditional(text[at:]))
    return "".join(out)


def detect(text: str) -> str | None:
    """``zh-Hant`` when ``text`` is written in traditional characters: at least two traditional-only characters
    and at least nine in ten of the characters that tell the scripts apart; mixed or undecided text → None."""
    _, traditional, simplified = _characters()
    hant = sum(1 for ch in text if ch in traditional)
    hans = sum(1 for ch in text if ch in simplified)
    return HANT if hant >= 2 and hant >= 9 * hans else None


class TraditionalWriter(io.TextIOBase):
    """A text stream that writes to ``stream`` in traditional characters. Whole lines are converted (a phrase
    never spans a newline; two ``write`` calls may split one), the rest when the stream is flushed."""

    def __init__(self, stream: TextIO, said: str = "") -> None:
        super().__init__()
        self.stream = stream
        self.said = said
        self._pending = ""

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        self._pending += text
        cut = self._pending.rfind("\n") + 1
        if cut:
            done, self._pending = self._pending[:cut], self._pending[cut:]
            self.stream.write(keeping(done, self.said))
        return len(text)

    def flush(self) -> None:
        if self._pending:
            done, self._pending = self._pending, ""
            self.stream.write(keeping(done, self.said))
        self.stream.flush()

    def isatty(self) -> bool:
        return self.stream.isatty()

    def fileno(self) -> int:
        return self.stream.fileno()
