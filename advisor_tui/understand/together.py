"""Words that say several models run at the same time on one box ("at once", "同时"): read by the
reader (a chat model beside Whisper is serving) and by advisor_tui.two_models (the models summed)."""

from __future__ import annotations

import re

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
