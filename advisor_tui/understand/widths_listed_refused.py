"""Quantised widths refused together, as a list: "No FP8 or 4-bit, keep it bf16 please" (review 113 M13, an Istanbul
marketplace's Llama 3.3 70B) read a conflict of precisions, 4-bit against bf16, and an FP8 what-if was still shown;
"No FP8 or 4-bit." alone read int4 — the width refused taken as the one wanted. People list the widths they will not
take: "no fp8 or int4", "no FP8/INT8/4-bit", "neither FP8 nor 4-bit", "nothing in fp8 or 4-bit", "fp8 和 int4 都不
要", "FP8、INT4 都不考虑", "不要 fp8 也不要 int4". Every quantised width refused: no quantisation (``no_quantization``,
the fact "no quantization" reads), the listed widths' words claimed so none is read as the precision wanted; a 16-bit
width said beside stays the precision. Only 4-bit kinds listed ("no int4 or AWQ") refuse the 4-bit widths
(``no_4bit``), 8-bit still open. One width refused alone is precision.py's and width_refused.py's; a width
allowed beside ("fp8 is fine, no 4-bit") is no list of refusals.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader

_WIDTH = (r"(?:fp8|int8|int4|fp4|nf4|awq|gptq|w4a16|w8a8|gguf|q[48](?:_k_m|_0)?|[48][ -]?bits?|[48]\s?位元?"
          r"|[48]\s?比特|八位|四位)")
_LIST = rf"{_WIDTH}(?:\s?(?:,|/|、|和|或|或者|及|与|跟|or|and|nor)\s?(?:also\s)?{_WIDTH}){{1,3}}"
_REFUSED = _lazy(
    # "no FP8 or 4-bit", "nothing in fp8 or int4", "neither FP8 nor 4-bit", "don't want fp8 or int4"
    rf"(?<![a-z])(?:no|not|neither|nothing (?:in|at)|never|don'?t (?:want|use|give us|do)|do not (?:want|use)"
    rf"|we won'?t (?:take|accept|use)|avoid)\s(?:any\s)?{_LIST}(?![a-z0-9])"
    # "fp8 和 int4 都不要", "FP8、INT4 都不考虑", "fp8 or 4-bit is out"
    rf"|(?<![a-z0-9]){_LIST}\s?(?:的)?\s?(?:量化|版本?|方案|模型)?\s?(?:都|也|一律|统统|全都)\s?"
    r"(?:不要|不考虑|不考慮|不用|不行|不接受|免谈|别上|别用|算了)"
    rf"|(?<![a-z0-9]){_LIST}\s(?:are|is)\s(?:out|off the table|a no-go|not an option|not ok(?:ay)?)(?![a-z])"
    # "不要 fp8 也不要 int4"
    rf"|(?:不要|不用|别用|别上)\s?{_WIDTH}\s?[,，]?\s?(?:也|和|或)\s?(?:不要|不用|别用|别上)?\s?{_WIDTH}")
# a width allowed beside the refusal is no refusal of every quantised width: "FP8 is fine, no int4 or AWQ"
_EIGHT = _lazy(r"fp8|int8|w8a8|q8|8[ -]?bit|8\s?位|8\s?比特|八位")
_ALLOWED = _lazy(rf"(?<![a-z0-9]){_WIDTH}\s?(?:is|'s)?\s?(?:fine|ok(?:ay)?|acceptable|allowed|可以|没问题|也行|能接受)")


def read_widths_listed_refused(r: _Reader) -> None:
    """Before precision.py's refusals: quantised widths refused as a list, no quantisation."""
    m = _REFUSED.search(r.t)
    if m is None or not r.free(m.start(), m.end(), keyword=True) or _ALLOWED.search(r.t):
        return
    r.claim(r.kw, m.start(), m.end())
    r.claim(r.numeric, m.start(), m.end())
    said = r.quote(m.start(), m.end())
    if not _EIGHT.search(m.group()):
        r.add(m.start(), m.end(), "no_4bit", True)
        return
    r.found.append(_Finding(m.start(), m.end(), "no_quantization", True))
    r.note(f"“{said}”: every quantised width refused — the weights stay 16-bit, no quantisation",
           f"“{said}”：各种量化精度都不要——权重保持 16 位，不做量化")
