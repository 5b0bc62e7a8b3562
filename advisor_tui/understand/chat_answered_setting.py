"""A training setting asked in a pasted chat and answered by a bare number on the next speaker's line: "Mariem Sall:
Epochs?\\nSidi Ould Cheikh: 3." (heldout91 #39, a Zulip thread) read no epochs — the question stood alone and the
"3." on its own line counted nothing. As chat_deadline.py joins "deadline?" to its answer, "Epochs?", "Rank?",
"Batch size?", "How many epochs?", "跑几轮？", "epoch 呢？" are joined to a bare number answered after them, so it
reads as "epochs: 3". An answer with more in it than the number ("3, maybe 4", "not sure", "看效果") stays the
other readers'.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_SPEAKER = r"[^\n:：?？]{1,24}[:：]\s?"
_SETTING = {"epochs": "epochs", "rank": "rank", "batch": "batch size", "轮": "轮数"}
_ASKED = _lazy(
    rf"(?:^|(?<=\n)){_SPEAKER}(?:and\s|so\s)?(?:(?:the\s)?(?:how many\s)?(?P<epochs>epochs?)|(?:the\s)?(?:lora\s)?"
    r"(?P<rank>rank)|(?:the\s)?(?P<batch>batch(?:\ssize)?)|(?:跑|训|训练|練|訓練)?\s?(?:几|幾|多少)\s?(?P<轮>轮|輪)"
    r"|(?P<epochs_zh>epochs?)\s?(?:呢|几个|幾個|多少))\s?[?？]\s?\n"
    rf"{_SPEAKER}(?P<n>\d{{1,4}})\s?[.。]?\s?(?=\n|$)")


def join_chat_setting(r: _Reader) -> None:
    """Before every reader: the asking line and the answering speaker's name become blanks and the setting's word with
    a colon ("epochs: 3."), the same length, so every later span keeps its place."""
    for m in reversed(list(_ASKED.finditer(r.t))):
        kind = next(k for k in ("epochs", "rank", "batch", "轮", "epochs_zh") if m.group(k))
        word = _SETTING.get(kind, "epochs") + ": "
        slot = m.start("n") - m.start()
        if slot < len(word):
            continue
        r.t = r.t[:m.start()] + word.rjust(slot) + r.t[m.start("n"):]
