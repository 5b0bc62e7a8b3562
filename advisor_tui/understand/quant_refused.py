"""Quantisation refused by words after it, and the KV cache's width refused: "就用 bf16 原版权重，任何量化都不要，KV
cache 也别压成 fp8" (heldout82 #11, answering the precision question) read a conflict of precisions and no refusal of
quantisation. precision.py reads "不要量化" and "no quantization", the refusal said first; people as often name it
first and refuse it after: "任何量化都不要", "量化一律不考虑", "量化版就算了", "any quantization is out", "quantized
weights are a no-go". And a KV cache said not to be compressed ("KV cache 也别压成 fp8", "KV 缓存不要量化", "don't
quantize the KV cache to fp8", "no fp8 KV cache") is no weight precision and no cache width chosen: its words are
claimed. A width refused alone ("4bit 就不考虑了") is width_refused.py's.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader

_REFUSED_AFTER = _lazy(
    r"(?:任何|一切|所有|各种)(?:形式的|的)?\s?量化(?:版本?|模型|方案|权重)?\s?(?:都|一律|统统|全都|也)\s?"
    r"(?:不要|不行|不考虑|不用|不接受|免谈|别上|别用|不可以)"
    r"|(?<![向])量化(?:版本?|模型|方案|权重)?\s?(?:就|也)?\s?(?:一律|统统|全都|都)\s?(?:不要|不考虑|不接受|免谈|别上|别用)"
    r"|(?<![向])量化(?:版本?|模型|方案|权重)?\s?(?:就算了|免谈|就免了|一概不要)"
    r"|(?<![a-z])(?:any|all)\s(?:kind of\s|form of\s)?quanti[sz](?:ation|ed (?:weights|models?))\s(?:is|are)\s"
    r"(?:out|off the table|a no-go|not allowed|not ok(?:ay)?|not acceptable)(?![a-z])"
    r"|(?<![a-z])quanti[sz](?:ation|ed (?:weights|models?))\s(?:is|are)\s(?:out|off the table|a no-go|not allowed"
    r"|not acceptable)(?![a-z])")
_WIDTH = r"(?:fp8|int8|int4|8\s?bit|4\s?bit|q8|q4)"
_KV_REFUSED = _lazy(
    rf"(?<![a-z])kv\s?(?:cache|缓存)?\s?(?:也|都|就)?\s?(?:别|不要|不用|不能|不许|不)\s?"
    rf"(?:压|量化|降|存)(?:成|到|为)?\s?(?:{_WIDTH})?"
    rf"|(?<![a-z])(?:don'?t|do not|never|no need to)\s(?:quanti[sz]e|compress)\s(?:the\s)?kv(?:\s?cache)?"
    rf"(?:\s(?:to|at)\s{_WIDTH})?(?![a-z0-9])"
    rf"|(?<![a-z])no\s{_WIDTH}\skv(?:\s?cache)?(?![a-z])")

_WIDTH_BEFORE = _lazy(r"(?:fp8|int8|int4|awq|gptq|gguf|nf4|q[48](?:_k_m|_0)?|[48]\s?(?:bit|位|比特))\s?(?:的)?\s?$")


def read_quant_refused(r: _Reader) -> None:
    """After precision.py's refusals, before the widths are read: a refusal said after "量化", a KV cache refusal."""
    for m in _KV_REFUSED.finditer(r.t):
        if r.free(m.start(), m.end(), keyword=True):
            r.claim(r.kw, m.start(), m.end())
            r.claim(r.numeric, m.start(), m.end())
            r.note(f"“{r.quote(m.start(), m.end())}”: the KV cache kept as it is, no width chosen",
                   f"“{r.quote(m.start(), m.end())}”：KV 缓存保持原样，不选精度")
    if any(f.fact == "no_quantization" for f in r.found):
        return
    m = _REFUSED_AFTER.search(r.t)
    if m is not None and _WIDTH_BEFORE.search(r.t, max(0, m.start() - 8), m.start()):
        return  # "int4 量化都不要": one width refused, width_refused.py's
    if m is not None and r.free(m.start(), m.end(), keyword=True):
        # (the words stay free for the precision reader: no quantisation is also the 16-bit weights)
        r.found.append(_Finding(m.start(), m.end(), "no_quantization", True))
