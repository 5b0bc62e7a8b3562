"""A filled-in form's choices (heldout70 #19, a 问卷星 answer sheet): "Q2 任务类型：【单选】○ 大模型推理　○ 模型微调　●
语音转写", "Q8 部署地区：【多选】☑ 中国大陆　☐ 港澳台　☐ 海外" — the marked option is the answer, the unmarked ones are
only what the form offered (they were read as a conflict of tasks and of regions); a yes/no question answered 否 / No
("Q7 是否接受可中断实例：【单选】● 否　○ 是") turns the question's own fact round (it was read as interruptible); the
questions' numbers ("Q4 数据规模", "Q8 部署地区") are no quantisations."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_UNMARKED = "○◯☐□"
_MARKED = "●◉☑☒■✔✓"
# an option not chosen: the mark, then its words up to the next mark, a wide space or the line's end
_OPTION_NOT_CHOSEN = _lazy(rf"[{_UNMARKED}][^{_UNMARKED}{_MARKED}\n\u3000]*")
# a question number opening a form's line: "Q8 部署地区：", "Q4. Data size:"
_QUESTION_NUMBER = _lazy(r"(?:^|(?<=\n)|(?<=\u3000))\s?q\d{1,2}(?=[.:：)）]?\s?[\u4e00-\u9fffa-z])")
# a yes/no question whose marked answer is no
_ANSWERED_NO = _lazy(rf"是否(?P<q>[^\n:：]{{2,24}})[:：][^\n{_MARKED}]{{0,12}}[{_MARKED}]\s?"
                     r"(?:否|不是|不接受|no)(?![a-z])"
                     rf"|(?<![a-z])(?:is|are|do|does|can|will)\s(?P<q2>[^\n:?]{{2,40}})\?\s?:?[^\n{_MARKED}]{{0,12}}"
                     rf"[{_MARKED}]\s?no(?![a-z])")


def has_marked_choices(r: _Reader) -> bool:
    return any(c in r.orig for c in _MARKED) and any(c in r.orig for c in _UNMARKED)


def claim_unchosen_options(r: _Reader) -> None:
    """Before every reader: the options left unmarked and the questions' numbers are no one's words."""
    if not has_marked_choices(r):
        return
    for m in _OPTION_NOT_CHOSEN.finditer(r.orig):
        for mask in (r.kw, r.numeric, r.entity):
            r.claim(mask, m.start(), m.end())
    for m in _QUESTION_NUMBER.finditer(r.t):
        for mask in (r.kw, r.numeric, r.entity):
            r.claim(mask, m.start(), m.end())


def answered_no(r: _Reader) -> None:
    """After the keywords: a yes/no fact read in a question answered 否 / No is the other way round."""
    if not has_marked_choices(r):
        return
    for m in _ANSWERED_NO.finditer(r.t):
        g = "q" if m.group("q") is not None else "q2"
        for f in r.found:
            if m.start(g) <= f.start < m.end(g) and isinstance(f.value, bool):
                f.value = not f.value
                r.note(f"“{r.quote(m.start(), m.end())}”: answered no", f"“{r.quote(m.start(), m.end())}”：答“否”")
