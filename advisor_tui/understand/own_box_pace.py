"""How long a run takes on the cards the person has today is the reason to rent, no days of use and no epochs.

"在西宁这边实验室那两张 3090 上跑一个 epoch 就要 4 天。…想租卡照这个跑" (heldout90 #36, under an ms-swift script with
its own "--num_train_epochs 3") read 4 days of GPU use — and the "一个 epoch" a run of one epoch. The family: the
present box named ("在实验室那两张 3090 上", "现在的机器上", "on our two 3090s", "on our current box", "locally") and,
in the same sentence, the time one epoch or the whole run takes there ("跑一个 epoch 就要 4 天", "一轮要跑三天", "one
epoch takes 4 days", "a full run takes about a week"). That pace is what the rented cards should beat; how long they
are rented, and how many epochs, are said elsewhere. An epoch's time with no box of one's own named ("每个 epoch 要跑
4 天，想租 8 卡") or time asked of the rented cards ("租卡跑 4 天") stays days of use.

    claim_own_box_pace(r)  # before the duration readers
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_N = r"(?:\d+(?:\.\d+)?|[一二两三四五六七八九十半])"
_PACE = _lazy(
    rf"(?:跑)?\s?(?:一个|1\s?个|一轮|1\s?轮|一遍|每个|每轮|全量|整个|一次)?\s?(?:epoch|轮|训练)?\s?(?:就|都|也)?\s?"
    rf"(?:要|得|需要|花|用)\s?(?:跑|花|用)?\s?(?:了)?\s?(?:将近|差不多|大概|大约|约)?\s?{_N}\s?(?:多|来)?\s?"
    r"(?:个)?\s?(?:天|小时|周|星期|礼拜)"
    r"|(?<![a-z])(?:one|an|a single|each|every|a full|the full|the whole|a whole)\s(?:epoch|run|training run|pass)"
    r"\s(?:already\s|still\s)?(?:takes|took|would take|needs|is)\s(?:about\s|around\s|roughly\s|~\s?|almost\s"
    r"|nearly\s|over\s)?(?:\d+(?:\.\d+)?|a|one|two|three|four|five|six|seven)\s(?:full\s)?(?:days?|hours?|weeks?)"
    r"(?![a-z])")
# the box the person has today, before the pace in the same sentence
_OWN_BOX = _lazy(
    # (never a rented or a new one: "在租的 A100 上要跑 2 天" is the rental's time)
    r"(?:在|用)\s?(?:我们|咱们|我|自己|实验室|组里|公司|现在|目前|手上|手头|这边|那边)?"
    r"(?:(?!租|云|新买|要买|想买)[^，。；;！？!?\n]){0,24}"
    r"(?:\d{4}|显卡|卡|机器|服务器|工作站|电脑|集群)\s?上"
    r"|现在的(?:机器|卡|服务器|工作站|电脑)"
    r"|(?<![a-z])on (?:our|my|the lab'?s|the team'?s|the office)\s(?!rented|new|cloud)"
    r"(?:own\s|current\s|existing\s|old\s|two\s|single\s|one\s|\d\s|\d?x\s?)*"
    r"[a-z0-9 -]{0,20}?(?:\d{4}s?|gpus?|cards?|box|machine|server|workstation|rig|laptop)"
    r"(?![a-z])|(?<![a-z])locally(?![a-z])")
_SENTENCE = _lazy(r"[。；;！？!?\n]|\.(?:\s|$)")


def _sentence_start(t: str, at: int) -> int:
    ends = [m.end() for m in _SENTENCE.finditer(t, 0, at)]
    return ends[-1] if ends else 0


def claim_own_box_pace(r: _Reader) -> None:
    """Before the duration readers: an epoch's or a run's time on today's box is claimed."""
    for m in _PACE.finditer(r.t):
        if not m.group().strip() or not r.free(m.start(), m.end()):
            continue
        start = _sentence_start(r.t, m.start())
        end = _SENTENCE.search(r.t, m.end())
        stop = end.start() if end else len(r.t)
        if not (_OWN_BOX.search(r.t, start, m.start()) or _OWN_BOX.search(r.t, m.end(), stop)):
            continue
        for mask in (r.numeric, r.kw):
            r.claim(mask, m.start(), m.end())
        said = r.quote(m.start(), m.end())
        r.note(f"“{said}”: how long it takes on the cards you have now, not days of use",
               f"“{said}”：是现有卡上要跑的时间，不算用卡的天数")
