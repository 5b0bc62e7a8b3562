"""Cantonese "don't" before a verb read as Mandarin's: "唔好用 spot，見緊客斷咗好尷尬" (heldout88 #21) read spot as
allowed. The reader folds 唔 to 不 (traditional.py), so "唔好用 spot" came out "不好用 spot" — Mandarin's "hard to use",
which refuses nothing — and the spot was taken as a yes. Before a verb, Cantonese 唔好 and 唔要 are 不要 ("唔好用
spot", "唔好租", "唔好揀 AMD", "唔要 LoRA"); the same characters after a thing ("效果唔好", "唔好太貴" with no verb)
keep their folding. One character in, one out: the offsets stay.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy

_DONT = _lazy(r"唔[好要](?=\s?(?:再|去)?\s?(?:用|上|開|开|租|揀|拣|買|买|搞|推|揸|放|擺|摆|考慮|考虑|裝|装))")


def cantonese_dont(orig: str, normalised: str) -> str:
    """``normalised`` with each Cantonese 唔好 / 唔要 before a verb (in ``orig``) as 不要."""
    if "唔" not in orig:
        return normalised
    out = list(normalised)
    for m in _DONT.finditer(orig):
        out[m.start()], out[m.start() + 1] = "不", "要"
    return "".join(out)
