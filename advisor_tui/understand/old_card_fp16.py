"""An fp16 switch in code run on a card that cannot do bf16, pasted by someone leaving that card, is the old card's
workaround, not a width the new one must use.

heldout88 #36 pasted a Colab cell (`SFTConfig(…, fp16=True)`) under its out-of-memory traceback on the free T4 and
asked "what card do I actually need?": the T4 has no bf16, so the notebook says fp16 because of the T4, and the reader
set precision fp16 for the card to be rented. Where the text names a card without bf16 (T4, V100, P100, K80, the
20-series, Colab's free tier) and says it is failing or being left (out of memory, "keeps dying", "what card do I
need", renting another), the code's fp16 switch ("fp16=True", "--fp16", "fp16: true") is claimed and said back; the
width is left to the answer. Still fp16: the switch with no such card ("use_fp16=True" on the person's own serving
box, heldout77 #21), or a card without bf16 the person keeps ("we have two T4s").
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_FP16_SWITCH = _lazy(r"(?<![a-z_])(?:use_)?fp16\s?(?:=|:)\s?(?:true|1)(?![a-z])"
                     r"|(?<![a-z-])--fp16(?:\s(?:true|1))?(?![a-z])|(?<![a-z_])torch_dtype\s?=\s?torch\.float16(?![a-z\d])")
_NO_BF16_CARD = _lazy(r"(?<![a-z\d])(?:t4|v100|p100|p40|k80|m60|rtx\s?20[678]0(?:\s?ti)?|20[678]0\s?ti|titan rtx"
                      r"|colab(?: free)?(?: tier)?|kaggle(?: free)?)s?(?![a-z\d])")
# the card failing or being left: what the person asks for is another one
_LEAVING = _lazy(r"(?<![a-z])(?:out of memory|outofmemoryerror|oom|keeps? (?:dying|crashing|running out)"
                 r"|crash(?:es|ing)?|what (?:card|gpu)|which (?:card|gpu)|(?:card|gpu) do i (?:actually )?need"
                 r"|rent (?:something|a|an)"
                 r"|upgrade|move off|switch (?:to|from))(?![a-z])"
                 r"|显存不够|爆显存|换(?:张|块|个)?卡|租(?:张|块|个)?卡")


def claim_old_card_fp16(r: _Reader) -> None:
    """Before the precision readers: an fp16 switch kept for a card without bf16 that the person is leaving."""
    if not (_NO_BF16_CARD.search(r.t) and _LEAVING.search(r.t)):
        return
    for m in _FP16_SWITCH.finditer(r.t):
        r.claim(r.numeric, m.start(), m.end())
        r.claim(r.kw, m.start(), m.end())
        said = r.quote(m.start(), m.end())
        r.note(f"“{said}”: the old card's fp16 (it has no bf16) — the width is left to the card you rent",
               f"“{said}”：旧卡不支持 bf16 才用的 fp16——精度按新租的卡来定")
        return
