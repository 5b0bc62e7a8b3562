"""Quantised weights refused in other words than "no quantization": "Our compliance team wants Llama 3.3 70B running
unquantized in bf16 — they won't sign off on quantized weights" (heldout81 #40 read bf16 and no refusal). Quantised
weights (a model, a checkpoint, a version) not signed off, accepted or allowed; a model to run or serve unquantised,
or named unquantised as its spec ("Mistral Small 24B, unquantised (bf16)", heldout93 #37; "bf16, unquantised.",
heldout95 A10);
'量化版的不接受', '量化过的权重不能用', '必须跑原版精度'. Read as "no quantization" is (precision.py), after it and only
where it read none; a hedge ("unquantized if possible", "ideally unquantized") or a 4-bit refusal set nothing here.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader

_REFUSED = _lazy(
    r"(?<![a-z])(?:won'?t|will not|can'?t|cannot|don'?t|do not|refuse to|aren'?t allowed to|are not allowed to|may not)"
    r" (?:sign off on|accept|approve|allow|use|run|deploy|touch|ship|serve) (?:any |the )?quanti[sz]ed"
    r" (?:weights|models?|checkpoints?|versions?|variants?|builds?)(?![a-z])"
    r"|(?<![a-z])quanti[sz]ed (?:weights|models?|checkpoints?|versions?|variants?) (?:are|is)"
    r" (?:not (?:allowed|acceptable|an option|ok|okay)|out|off the table|a no-go|forbidden)(?![a-z])"
    # the model to run or serve as released: "running unquantized", "serve it unquantised in bf16"
    r"|(?<![a-z])(?:run|running|runs|serve|serving|served|deploy|deployed|host|hosted|keep|kept)"
    r" (?:(?:it|the model|the weights|[\w.-]+ ){0,4})?unquanti[sz]ed(?! (?:if|where|when|would|ideally|preferably))"
    r"(?![a-z])"
    # the weights named unquantised as the model's spec: "Model: Mistral Small 24B, unquantised (bf16)" (heldout93
    # #37), "Llama 3.3 70B unquantized in bf16", "unquantized bf16 weights only" — not what an unquantised build does
    # or did ("70B unquantized doesn't fit on one card")
    r"|(?<![a-z\d.])\d+(?:\.\d+)?b(?:-instruct| instruct)?,?\s(?:weights\s)?unquanti[sz]ed(?![a-z])"
    r"(?!,?\s(?:if|where|when|would|ideally|preferably|doesn'?t|does not|won'?t|will not|didn'?t|did not|was|were"
    r"|is (?:too|slow)|needs|takes|fits?|ran|runs out|ooms?)(?![a-z]))"
    r"|(?<![a-z])(?:weights|precision|quanti[sz]ation)\s?:\s?unquanti[sz]ed(?![a-z])"
    r"|(?<![a-z])unquanti[sz]ed (?:bf16 |fp16 |16-bit )?(?:weights )?only(?![a-z])"
    # a 16-bit width and the word side by side, as the answer's spec: "bf16, unquantised." (heldout95 A10), "BF16 and
    # unquantized", "unquantised, in bf16" — not what such a build does ("bf16 unquantised won't fit")
    r"|(?<![a-z\d])(?:bf16|fp16|16-bit)\s?[,/]?\s?(?:and\s)?unquanti[sz]ed(?![a-z])"
    r"(?!,?\s(?:if|where|when|would|ideally|preferably|doesn'?t|does not|won'?t|will not|didn'?t|did not|was|were"
    r"|is (?:too|slow)|needs|takes|fits?|ran|runs out|ooms?)(?![a-z]))"
    r"|(?<![a-z])unquanti[sz]ed\s?,?\s?(?:in\s)?(?:bf16|fp16)(?![a-z\d])(?!\s(?:doesn'?t|won'?t|is too|needs|takes))"
    r"|量化(?:版|后|过)(?:的)?\s?(?:模型|权重|版本)?\s?(?:不接受|不能用|不可以用?|不行|不要|不考虑|签不了字|通不过)"
    r"|(?:必须|只能|只接受)\s?(?:跑|用|部署)?\s?原版(?:的)?\s?(?:精度|权重)")
_HEDGE_BEFORE = _lazy(r"(?:ideally|preferably|if possible|would like|nice to have|最好|尽量)\s?[^.;,\n]{0,24}$")


def read_unquantized(r: _Reader) -> None:
    """After read_no_quantization: quantised weights refused, or the model run unquantised, where nothing was read."""
    if any(f.fact in ("no_quantization", "no_4bit") for f in r.found):
        return
    for m in _REFUSED.finditer(r.t):
        at = m.start() + max(0, m.group().find("quanti"), m.group().find("量化"), m.group().find("原版"))
        if r.free(at, m.end(), keyword=True) and not _HEDGE_BEFORE.search(r.t, max(0, m.start() - 30),
                                                                                 m.start()):
            # (the words stay free for the precision reader, as precision.py leaves them: bf16 beside them is read)
            r.found.append(_Finding(m.start(), m.end(), "no_quantization", True))
            return
