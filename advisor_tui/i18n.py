"""Language selection. Texts are written in both languages where they are used: ``tr(lang, en, zh)``."""

from __future__ import annotations

import os
from collections.abc import Callable

from knowledge.lazy_pattern import LazyPattern

LANGS = ("en", "zh")  # the languages the texts are written in
HANT = "zh-Hant"  # the zh texts in traditional characters, converted at the output's edge (advisor_tui/hant.py)
OUTPUT_LANGS = (*LANGS, HANT)  # what --lang offers
_HANT_LOCALES = ("zh_tw", "zh-tw", "zh_hk", "zh-hk", "zh_mo", "zh-mo", "zh_hant", "zh-hant")


def detect_lang() -> str:
    """zh when the locale says Chinese (LC_ALL / LC_MESSAGES / LANG / LANGUAGE), zh-Hant when it says Taiwan,
    Hong Kong, Macau or traditional characters, else en."""
    for var in ("GPU_ADVISOR_LANG", "LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var, "").lower()
        if value:
            if not value.startswith("zh"):
                return "en"
            return HANT if value.startswith(_HANT_LOCALES) else "zh"
    return "en"


def text_lang(lang: str) -> str:
    """The language the texts are written in for an output language: zh-Hant is the zh text, converted later."""
    return "zh" if lang == HANT else lang


def tr(lang: str, en: str, zh: str) -> str:
    return zh if lang == "zh" else en


_INVALID = LazyPattern(r"invalid (?P<name>\S+): (?P<value>.*) \(expected (?P<expected>.*)\)$")
_CONTRADICTS = LazyPattern(r"(?P<a>\S+) .*contradicts (?P<b>\S+)")
_EXPECTED_ZH = (("a whole number", "整数"), ("a number", "数字"), ("at most", "不超过"), ("at least", "至少"),
                ("one of", "以下之一："), ("such as", "例如"), (" or ", " 或 "), ("with its unit", "（带单位）"),
                ("requests per second", "每秒请求数"), ("a duration", "时长"), ("a count", "数量"),
                ("units:", "单位："))


def input_error(message: str, lang: str, label: Callable[[str], str] = str) -> str:
    """An ``InputError`` from resolving facts, in ``lang``: the English messages are built in one
    shape ("invalid NAME: VALUE (expected …)", "missing model: …", "A … contradicts B"), so the
    Chinese is built from the same parts; ``label`` names a fact or flag for people."""
    if lang != "zh":
        return message
    m = _INVALID.match(message)
    if m:
        expected = m.group("expected")
        for en, zh in _EXPECTED_ZH:
            expected = expected.replace(en, zh)
        return f"{label(m.group('name'))}的值 {m.group('value')} 不可用（应为{expected}）"
    if message.startswith("missing model"):
        return f"缺少模型：请给出{label('model')}或{label('params_b')}，也可直接给出{label('vram_gb')}"
    m = _CONTRADICTS.match(message)
    if m:
        return f"{label(m.group('a'))}与{label(m.group('b'))}相互矛盾：请去掉其中一个"
    return f"输入有误：{message}"
