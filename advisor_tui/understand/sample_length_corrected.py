"""A training sample's length taken back and said again: "資料大概兩萬筆，每筆約 1500 token，不對，平均是 3000
token，跑 3 個 epoch" (review 118 C2) read each sample at 1,500 tokens and a 3,000-token context — the
correction reached the context, but the job was sized at 20,000 × 1,500 × 3 = 90M tokens, not the 180M meant.

A sample's length followed by a correction ("不对", "不對", "说错了", "更正", "no,", "sorry", "no wait",
"actually", "I mean") and a new length ("平均是 3000 token", "3000 tokens on average") is the sample's length;
the new length read as a context is no context of its own (said once, it reads none: "每筆約 3000 token").

Not where the new words name a context or the longest sample ("不对，上下文要 8k", "不对，最长 4000 token"):
those are other facts, left to their readers. Read before the decision, after the other sample-length readers.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# the correction right after the first length, up to the new one: "，不對，平均是 ", ", no, ", " — sorry, I mean "
_CORRECTION_AFTER = _lazy(
    r"\s?(?:[,，;；.。…—–-]\s?)*(?:不对|不對|说错了|說錯了|更正一下|更正|哦不|噢不"
    r"|(?<![a-z])(?:no wait|wait,? no|no|sorry|oops|actually|correction|scratch that)(?![a-z]))"
    r"\s?(?:[,，:：;；.。—–-]\s?)*(?:(?<![a-z])(?:i mean|make (?:it|that)|it'?s|more like)\s)?"
    r"(?:应该是|應該是|平均是|平均|是|改成|改为|改為)?\s?(?:(?<![a-z])(?:about|around|roughly|~)\s?|约|約|大概|大约|大約)?"
    r"\s?$")
_NAMES_OTHER = _lazy(r"上下文|窗口|最长|最長|最多|最大"
                     r"|(?<![a-z])(?:context|window|longest|max(?:imum)?|at most)(?![a-z])")
_REACH = 24  # characters from the end of the first length to the start of the new one


def correct_sample_length(r: _Reader) -> None:
    """Before the decision: a context said right after a corrected sample length is the sample's length."""
    lengths = [f for f in r.found if f.fact == "tokens_per_sample"]
    if len(lengths) != 1:
        return
    first = lengths[0]
    for new in r.found:
        if new.fact != "context_tokens" or not first.end <= new.start <= first.end + _REACH:
            continue
        between = r.t[first.end:new.start]
        if _CORRECTION_AFTER.match(between) is None or _NAMES_OTHER.search(r.t, first.end, new.end + 12):
            continue
        if not isinstance(new.value, (int, float)) or new.value == first.value:
            continue
        first.value = int(new.value)
        first.end = new.end
        new.fact = "_corrected"  # the new length, not a context
        r.note(f"“{r.quote(first.start, first.end)}”: each training sample's length, as corrected",
               f"“{r.quote(first.start, first.end)}”：每条训练样本的长度（按更正后的）")
        return
