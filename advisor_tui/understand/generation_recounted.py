"""A generation job's token count taken back and said again later: "I need to generate about 200M tokens of synthetic
Q&A data … No wait — make that 300M tokens, I want more variety" (review 118 C6) read 200M to generate — the job
reader took the later count as tokens to train on (no generation word beside it) and the earlier, beside "generate",
became the job. A count of tokens opened by a correction ("no wait", "make that", "actually", "sorry", "I mean",
"不对", "不對", "说错了", "更正") after a generation job's count is that job's count: the earlier is set aside.

Only where nothing trains (generation.py reads no job then) and only a count the correction opens: "Also, the
corpus we train on later is 300M tokens" is no correction, and the later count stays what the job reader made of it.
Read right after generation.read_generation.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# the correction right before the new count: "No wait — make that ", "actually, ", "不对，是 ", "sorry, I mean "
_CORRECTION_BEFORE = _lazy(
    r"(?:(?<![a-z])(?:no wait|wait,? no|actually|sorry|oops|correction|scratch that|i mean|make (?:it|that))"
    r"|不对|不對|说错了|說錯了|更正一下|更正|哦不|噢不)"
    r"[\s,.;:!—–-]{0,4}(?:(?<![a-z])(?:make (?:it|that)|i mean|it'?s|more like)\s|是|应该是|應該是|改成|改为|改為)?\s?"
    r"(?:about|around|roughly|~|约|大概|大约)?\s?$")
_LOOK_BACK = 40  # characters before the new count the correction may start in


def read_generation_recounted(r: _Reader) -> None:
    """After the generation job: a later token count opened by a correction replaces the job's count."""
    jobs = [f for f in r.found if f.fact == "generate_tokens"]
    if len(jobs) != 1:
        return
    job = jobs[0]
    for f in r.found:
        if f.fact != "train_tokens" or f.start <= job.end:
            continue
        if _CORRECTION_BEFORE.search(r.t, max(job.end, f.start - _LOOK_BACK), f.start) is None:
            continue
        f.fact = "generate_tokens"
        job.fact = "_corrected"  # the count taken back is no job of its own
        return
