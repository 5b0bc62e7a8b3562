"""A job that can resume after an interruption may run on machines that are taken back (review 95 c05b: "任务断了可以
续跑" was not read, so spot prices were never offered to a batch that said it could pick up where it stopped).

"任务断了可以续跑", "中途断了能接着跑", "支持断点续训", "有断点续跑", "can resume if interrupted", "the job is
resumable", "we can resume from the last checkpoint if it gets killed": ``interruptible`` true. Not where it is
refused or asked ("不能断点续训", "断了不能续", "can we resume if it's interrupted?", "支持断点续训吗").
Read before the keywords.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_RESUMES = _lazy(
    # "任务断了可以续跑", "中途被中断了也能接着训", "停了能续上"
    r"(?:任务|训练|作业|程序|进程|实例|机器)?\s?(?:中途|中间|跑一半)?\s?(?:被)?\s?(?:断|停|中断|打断|抢占|收回|杀掉?)"
    r"(?:了|掉)?\s?(?:的话)?\s?(?:也)?\s?(?:可以|能|能够|会)\s?(?:自动)?\s?(?:续跑|续训|续上|续着跑|接着(?:跑|训|练)|继续(?:跑|训|练)"
    r"|恢复|重新接上|从断点(?:继续|恢复))"
    # "支持断点续训", "有断点续跑", "可以断点续传", bare "断点续训"
    r"|(?:支持|可以|能|有|带|做了|开了|用了|已经做了)?\s?断点续(?:训|跑|练|传)"
    # en: "can resume if interrupted", "resumes from the last checkpoint", "is resumable"
    r"|(?<![a-z])(?:can|will|could)\s(?:just\s)?(?:resume|restart from (?:the )?(?:last )?checkpoint|pick up where it"
    r" (?:left off|stopped))(?:\s(?:from (?:the )?(?:last |latest )?checkpoints?|where it (?:left off|stopped)))?"
    r"(?:\s(?:if|when|after)\s(?:it'?s?\s|it\sgets\s|it\sis\s|we\sget\s|we'?re\s)?(?:interrupted|preempted|killed|stopped"
    r"|evicted|reclaimed))?"
    r"|(?<![a-z])(?:is|are|it'?s|fully)\s(?:fully\s)?resumable(?![a-z])")
_REFUSED_BEFORE = _lazy(r"(?:不|没|没有|无法|不能|不支持|不可以"
                        r"|(?<![a-z])(?:can'?t|cannot|not|no|don'?t|doesn'?t|won'?t))\s?$")
_NEGATED_IN = _lazy(r"不能|不可以|不会|没法|无法|不支持")
_ASKED_AFTER = _lazy(r"[^,;.!\n。；，]{0,12}?(?:吗|么|嘛|\?)")
_ASKED_BEFORE = _lazy(r"(?<![a-z])(?:can|could|will|would|does|do|is|are)\s(?:we|i|it|the job|the run|you)\s?$")


def read_resume_ok(r: _Reader) -> None:
    """A job said to resume after an interruption: interruptible."""
    if any(f.fact == "interruptible" for f in r.found):
        return
    for m in _RESUMES.finditer(r.t):
        s, e = m.start(), m.end()
        if not r.free(s, e, keyword=True) or _NEGATED_IN.search(m.group()):
            continue
        if _REFUSED_BEFORE.search(r.t, max(0, s - 12), s) or _ASKED_AFTER.match(r.t, e) \
                or _ASKED_BEFORE.search(r.t, max(0, s - 14), s):
            r.claim(r.kw, s, e)  # "不能断点续训", "支持断点续训吗", "can we resume if it's interrupted?"
            continue
        r.add(s, e, "interruptible", True, mask="kw")
        said = r.quote(s, e)
        r.note(f"“{said}”: the job can pick up after an interruption — machines that may be taken back (spot) are "
               "fine", f"“{said}”：任务中断后能接着跑——可以用会被收回的机器（竞价/抢占式）")
        return
