"""A card or a maker the person chose — wants on purpose, uses, will only run on — is the maker accepted, as "AMD only"
is (review 93 c06, critical: "our team is ROCm-savvy, so we want AMD MI300X on purpose" and "on AMD MI300X only (we use
ROCm)" were told the MI300X was "not a need of the job", and the answer led with NVIDIA A100s). The table's convention
since review 10 F1 ("MI300X or nothing" → vendors amd): a card wanted alone names its maker; the answer ranks that
maker's cards and says where the one named stands.

Chosen: "want X on purpose / by choice", "we deliberately chose X", "we use X", "on X only", "only on X",
"must be X", "has to run on X", "we'll go with X", "so X it is", '就要 X', '就用 X', '指定 X', '认准 X',
'我们用的是 X', '非 X 不可'; a maker: "we're an AMD shop", "we use ROCm", "our stack is ROCm", '我们用的是 A 卡',
'就要 A 卡', '非英伟达不可'. Kept a mention: a card compared ("cheaper than an H100?"), asked about ("is a 4090
enough?", '就要 H100 吗？'), or what runs today ("we currently run on A10s", '现在用的是 A10，想换'), where the
sentence says now, or moving off it."""

from __future__ import annotations

import re

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader

# before the card, up to its first character: the words that choose it
_BEFORE = _lazy(
    r"(?:(?<![a-z])(?:deliberately|specifically|intentionally|explicitly|exclusively|only)\s(?:want(?:s|ed)?"
    r"|chose|choose|picked|use|run on|rent|deploy (?:on|to))"
    r"|(?<![a-z])(?:we|i|our team|the team|our company)(?:'re|'ve|'ll| are| have| am|'m| will)?\s"
    r"(?:(?:already|all|both)\s)?"
    r"(?:use|using|run on|running on|build on|building on|standardi[sz]ed on|chosen|chose|picked|settled on|go with"
    r"|committed to|sticking with|stick with|going with|went with|(?:will|'ll) only (?:use|run on|rent)"
    r"|only (?:use|run on|rent|deploy on))"
    r"|(?<![a-z])only (?:on|with)|(?<![a-z])exclusively on|(?<![a-z])(?:must|has to|have to|needs? to|got to)"
    r" (?:be|run on|be on|use)"
    r"|就(?:要|用|选|是要|认)|认准|只认|坚持用|一定(?:要|得)用?|指定(?:用|要|了|的是|的)?|(?:已经)?选定了?|定了用"
    r"|我们?(?:公司|团队|这边|这里)?(?:都)?用的(?:都)?是)"
    r"\s?(?:(?<![a-z])(?:an?|the)\s)?(?:(?:amd|nvidia|英伟达)\s?)?$")
# after the card: "… only", "… on purpose", "… by choice" (the card's plural and "GPUs" / "nodes" between)
_AFTER = _lazy(
    r"(?:s|'s)?(?:\s(?:gpus?|cards?|nodes?|instances?|boxes|chips|accelerators|hardware))?\s?,?\s?(?:only|exclusively)"
    r"(?![a-z])(?!\s(?:has|have|had|costs?|gives?|needs?|fits?|holds?|supports?|runs?|works?|comes?|gets?|does|is"
    r"|was|at|about|around|if|when|\d|\$))"
    r"|[^.;!?,\n]{0,16}?(?<![a-z])(?:on purpose|by choice|deliberately|intentionally|by design|as a choice)(?![a-z])"
    r"|\sit is(?![a-z])")  # "so MI300X it is"
# "非 X 不可": "非" before, "不可" after
_NOT_BUT_BEFORE = _lazy(r"(?<![a-z\u4e00-\u9fff])非\s?$")
_NOT_BUT_AFTER = _lazy(r"\s?(?:的卡|卡)?\s?(?:不可|不行|不用|不要|莫属)")
# what runs today or is being left: a mention, not a choice
_TODAY = _lazy(r"(?<![a-z])(?:currently|right now|at the moment|at present|today|these days|now|still|so far|used to"
               r"|at the minute)(?![a-z])|现在|目前|当前|眼下|原来|之前|以前|一直")
_LEAVING = _lazy(r"(?<![a-z])(?:migrat\w*|move (?:off|away|from)|moving (?:off|away|from)|switch\w*|replac\w*"
                 r"|upgrad\w*|instead|cheaper|too (?:slow|expensive|small))(?![a-z])"
                 r"|想换|换成|换到|换掉|迁|替换|升级|太慢|太贵|便宜")
_NEGATED = _lazy(r"(?<![a-z])(?:not|never|no)(?![a-z])|n't|不|没|别")
_SENTENCE_BREAK = re.compile(r"[.;!?\n]")


def chosen_card(r: _Reader, start: int, end: int) -> tuple[int, int] | None:
    """Where the words that chose the card named at ``start:end`` are, the card among them — None where it was not
    chosen (a question, today's card or one being left is a mention)."""
    lo = max(0, start - 40)
    breaks = list(_SENTENCE_BREAK.finditer(r.t, lo, start))
    lo = breaks[-1].end() if breaks else lo
    before = _BEFORE.search(r.t, lo, start)
    but = _NOT_BUT_BEFORE.search(r.t, max(0, start - 3), start)
    not_but = _NOT_BUT_AFTER.match(r.t, end) if but else None
    after = not_but or _AFTER.match(r.t, end)
    if not (before or after):
        return None
    hi = _SENTENCE_BREAK.search(r.t, end)
    sentence_end = hi.start() if hi else len(r.t)
    head = r.t[lo:before.start()] if before else r.t[lo:start]
    if not not_but and _NEGATED.search(head[-16:]):
        return None  # "we don't want H100s on purpose", "不是就要 H100"
    rest = r.t[end:sentence_end + 1]
    asked = "?" in rest or re.search(r"吗|嘛", rest[:14])
    if asked or _TODAY.search(r.t, lo, start) or _LEAVING.search(r.t, lo, sentence_end):
        return None
    return (before.start() if before else but.start() if not_but and but else start), (after.end() if after else end)


# a maker chosen: "we're an AMD shop", "we use ROCm", "our stack is ROCm", '我们用的是 A 卡', '非英伟达不可'
_AMD = r"(?:amd|rocm|a\s?卡)"
_NVIDIA = r"(?:nvidia|cuda|英伟达|n\s?卡)"
_MAKER_CHOSEN = (
    ("amd", _lazy(r"(?<![a-z])(?:we(?:'re| are)|i'm|i am)\s(?:an?\s|all[- ])?(?:amd|rocm)\s(?:shop|house)(?![a-z])"
                  r"|(?<![a-z])(?:we|i|our team)(?:'re| are)?\s(?:use|using|run|running|build on|building on)\s"
                  r"(?:only\s)?rocm(?![a-z])(?!\s(?:and|or|/|too|as well)\s?(?:cuda|nvidia))"
                  r"|(?<![a-z])our\s(?:whole\s|entire\s|software\s|ml\s)?stack\s(?:is|runs on)\s(?:all\s)?(?:amd|rocm)"
                  r"(?![a-z])"
                  r"|(?:我们?|团队|公司)(?:都)?用的(?:都)?是\s?" + _AMD + r"|就(?:要|用)\s?" + _AMD
                  + r"|(?<![\u4e00-\u9fff])非\s?" + _AMD + r"\s?(?:不可|不用|莫属)")),
    ("nvidia", _lazy(r"(?:我们?|团队|公司)(?:都)?用的(?:都)?是\s?" + _NVIDIA + r"|就(?:要|用)\s?" + _NVIDIA
                     + r"|(?<![\u4e00-\u9fff])非\s?" + _NVIDIA + r"\s?(?:不可|不用|莫属)")),
)


def chosen_makers(r: _Reader) -> list[_Finding]:
    """The makers said to be chosen (not today's: "我们现在用的是 N 卡，想换 A 卡" chooses none)."""
    found = []
    for value, rx in _MAKER_CHOSEN:
        for m in rx.finditer(r.t):
            lo = max(0, m.start() - 24)
            breaks = list(_SENTENCE_BREAK.finditer(r.t, lo, m.start()))
            lo = breaks[-1].end() if breaks else lo
            hi = _SENTENCE_BREAK.search(r.t, m.end())
            rest = r.t[m.end():hi.end() if hi else len(r.t)]
            if _TODAY.search(r.t, lo, m.end()) or _LEAVING.search(r.t, lo, hi.start() if hi else len(r.t)) \
                    or "?" in rest or re.search(r"吗|嘛", rest[:14]):
                continue
            found.append(_Finding(m.start(), m.end(), "vendors", value))
    return found
