"""Words that say several models run at the same time on one box ("at once", "同时"): read by the
reader (a chat model beside Whisper is serving) and by advisor_tui.two_models (the models summed).

``said_together`` reads the person's own words as the reader does, traditional characters as simplified (review 107
C3: a Taichung works' "同時跑 Whisper large-v3 …，再用 Qwen3-14B 做摘要" was answered "not said to run at the same
time", 同時 unknown to the pattern), and a sequence said outright ("先跑 Whisper，跑完再跑 Qwen", "one after the other")
is no co-residence, whoever else is said to be there at once."""

from __future__ import annotations

import re

from advisor_tui.understand.patterns import _normalise

# (never said negated: "两个不会同时跑", "not at the same time", "never together" — review 27 C07)
TOGETHER = re.compile(r"(?<!not )(?<!never )(?<!不会)(?<!不)(?<!不会一)(?<!不能)(?<!不用)"
                      r"(?:at (?:the same time|once)|simultaneous|together|side by side|serving both|同时|一起跑)"
                      # one box for all of them (review 24 C1: "one box to host qwen3 8b (chat) + whisper")
                      # (a count bought is not it: "buy one GPU to run Qwen3-30B-A3B and SDXL", one at a time)
                      r"|(?:on|in) (?:one|a single|the same|same) (?:box|machine|server|gpu|card|rig|instance|node)"
                      r"|(?:one|a single) (?:box|machine|server|rig|instance|node) (?:to|that|which) (?:hosts?|serves?"
                      # "one box that runs all three" (review 40 C5)
                      r"|runs? (?:all|both|all three|all of them|them all))"
                      # "one box running two models" (review 66 C4: Whisper and Llama 3.1 8B, one dropped)
                      r"|(?:one|a single) (?:box|machine|server|rig|instance|node|gpu|card) (?:running|serving|hosting)"
                      r" (?:two|three|both|all|2|3) (?:models|of them)?"
                      r"|the same (?:box|machine|server|gpu|card)"
                      r"|同一台|一台(?:机器|服务器|主机)(?:上|里)|一张卡(?:上|里)同|(?<=\S)\s\+\s(?=\S)",
                      re.I)

# one model after the other: "先跑 A，跑完再跑 B", "A 跑完了再用 B", "轮流跑", "one after the other", "once it is done"
_IN_TURN = re.compile(r"(?:跑|转|转写|用)完(?:了|之后|以后)?\s?[,，]?\s?(?:再|才|然后)|轮流|分开跑|错开"
                      r"|(?<![a-z])(?:one after (?:the )?other|in turn|take turns|not at the same time"
                      r"|(?:once|after) (?:it|that|the (?:first|transcription)|whisper) (?:is )?"
                      r"(?:done|finishes|finished))(?![a-z])", re.I)


def said_together(text: str) -> bool:
    """Whether ``text`` says its models run at the same time on one box (and no sequence of them)."""
    read_as = _normalise(text)
    return TOGETHER.search(read_as) is not None and _IN_TURN.search(read_as) is None
