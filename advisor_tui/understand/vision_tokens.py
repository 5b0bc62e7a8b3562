"""The tokens a picture becomes in a vision-language model's prompt: "each page is ~1,500 image tokens plus 200 prompt
tokens", "每张图大约 1200 个视觉 token" (review 87 c02: read as 1,500 images to generate, and the prompt sized at 200
tokens, its prefill and KV 3.5× short). Image tokens are input: with a text prompt said beside them (joined by
"plus", "+", "and", "加"), the request's input is their sum, said back; alone, they are the input.

    read_vision_tokens(r)
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

_KIND = r"(?:image|vision|visual|img|picture|photo|page|patch)"
def _num(g: str, k: str) -> str:
    return rf"(?P<{g}>{AR}|{CN})\s?(?P<{k}>k(?![a-z])|千|万)?"


_TEXT_TOKENS = (r"(?:(?:of\s)?(?:text|prompt|instruction|question|system(?:\sprompt)?|query)\s?)?(?:tokens?|toks?)"
                r"(?:\s(?:of\s)?(?:text|prompt|instructions?|question))?(?![a-z])")
_IMAGE = _lazy(
    rf"(?<![\d.,])(?:~|≈|about\s|around\s|roughly\s|approx\.?\s|约|大约|大概)?\s?{_num('n', 'k')}\s?"
    rf"(?:(?<![a-z]){_KIND}[- ]tokens?(?![a-z])|个?\s?(?:视觉|图像|图片|图)\s?(?:tokens?|token|令牌))"
    # the text prompt beside it: "plus 200 prompt tokens", "+ 200 text tokens", "加 200 个文本 token"
    rf"(?:\s?(?:\+|plus|and|with|加上?|再加|外加|,\s?plus)\s?(?:~|about\s|around\s|约|大约)?\s?"
    rf"{_num('t', 'tk')}\s?(?:{_TEXT_TOKENS}|个?\s?(?:文本|文字|提示词?|指令)?\s?(?:tokens?|token)))?",
)


def read_vision_tokens(r: _Reader) -> None:
    """Before the media readers: image tokens are a request's input, never pictures to make."""
    for m in _IMAGE.finditer(r.t):
        if not r.free(m.start(), m.end()):
            continue
        image = _n(r, m.group("n"), m.group("k"))
        if not image or image < 1:
            continue
        text = _n(r, m.group("t"), m.group("tk")) if m.group("t") else None
        total = int(round(image + (text or 0)))
        r.add(m.start(), m.end(), "input_tokens", total)
        if text:
            r.note(f"“{r.quote(m.start(), m.end())}”: the image's tokens are prompt tokens — "
                   f"{int(round(image)):,} + {int(round(text)):,} = {total:,} input tokens a request",
                   f"“{r.quote(m.start(), m.end())}”：图像 token 是输入——"
                   f"{int(round(image)):,} + {int(round(text)):,} = 每个请求 {total:,} 个输入 token")
        else:
            r.note(f"“{r.quote(m.start(), m.end())}”: the image's tokens are prompt tokens, "
                   f"{total:,} input tokens a request",
                   f"“{r.quote(m.start(), m.end())}”：图像 token 是输入，每个请求 {total:,} 个输入 token")
