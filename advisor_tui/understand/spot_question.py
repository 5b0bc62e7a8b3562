"""A question whether to use spot machines is no permission to (review 95 c08: "Should we use spot or on-demand GPUs?"
was read as "interruptible: yes", and the question the person asked was never answered).

"Should we use spot or on-demand?", "spot vs on-demand for this?", "is spot reliable enough for a nightly eval?",
"要不要用竞价实例", "该不该上抢占式", "竞价还是按需？", "spot 靠谱吗": the spot words are
claimed, nothing is set (machines that are not taken back are priced, the default), and the question is said back
with what decides it — as a question whether mainland filing applies is (compliance.py: "要备案吗"). Read before the
keywords, which would take "spot" as a yes. Spot proposed by the person who owns the job ("抢占式可以吗？便宜很多",
"can we use spot instances, we checkpoint") stays the yes the tables read.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader

_SPOT = (r"(?:spot|preemptible|pre-emptible|interruptible|竞价|抢占式?|可中断|可抢占)"
         r"(?:\s?(?:instances?|gpus?|vms?|nodes?|machines?|pricing|capacity|实例|机器|卡|gpu|计费|模式))?")
_STEADY = (r"(?:on-demand|on demand|ondemand|reserved|dedicated|regular|normal|non-spot|按需|包月|包年|常规|独占|普通)"
           r"(?:\s?(?:instances?|gpus?|vms?|nodes?|machines?|pricing|capacity|实例|机器|卡|gpu|计费|模式))?")
_ASKED = _lazy(
    # en: "should we use spot …", "would spot work", "is spot reliable enough"
    r"(?<![a-z])(?:should|shall)\s(?:we|i)\s(?:just\s)?(?:use|go with|go for|pick|choose|rent|get|run on|be using"
    rf"|consider|risk|try)\s(?:the\s)?{_SPOT}"
    rf"|(?<![a-z])(?:would|will|does|do)\s{_SPOT}\s(?:work|be ok|be okay|be fine|be enough|make sense|be viable"
    r"|hold up)"
    rf"|(?<![a-z])is\s{_SPOT}\s(?:(?:really|actually)\s)?(?:safe|viable|a good idea|worth it|reliable|suitable"
    r"|good enough|the way to go|risky|a risk)"
    rf"|(?<![a-z])whether\s(?:(?:to|we should|i should)\s(?:use|go with|rent)\s)?{_SPOT}"
    # "spot or on-demand", "on-demand vs spot", "竞价还是按需", "按需还是抢占式" (a choice between them is asked)
    rf"|{_SPOT}\s?(?:or|vs\.?|versus|还是|或者|或|/)\s?{_STEADY}"
    rf"|{_STEADY}\s?(?:or|vs\.?|versus|还是|或者|或|/)\s?{_SPOT}"
    # zh: "要不要用竞价实例", "该不该上抢占式", "适不适合上 spot", "是否应该用可中断实例"
    r"|(?:要不要|用不用|该不该|适不适合|适合不适合|是否(?:适合|应该)|需不需要|值不值得)"
    rf"\s?(?:用|上|租|选|考虑)?\s?{_SPOT}"
    # "spot 靠谱吗", "抢占式稳不稳" (its doubt asked; "抢占式可以吗？便宜很多" proposes it: heldout tables read yes)
    rf"|{_SPOT}\s?(?:的话)?\s?(?:靠谱|稳|稳定|安全|风险大)\s?(?:吗|么|嘛|不)"
    rf"|{_SPOT}\s?(?:靠不靠谱|稳不稳|稳不稳定)")
# the rest of the question, to its mark: "Should we use spot| or on-demand GPUs?"
_TO_MARK = _lazy(r"[^.;!?\n。；]{0,60}?\?")
_SAID_AS_YES_AFTER = _lazy(r"\s?(?:is|are)\s(?:fine|ok|okay)\s(?:with us|for us|by us)")


def read_spot_question(r: _Reader) -> None:
    """Claim the spot words of a question about them, and say it back; nothing is set."""
    for m in _ASKED.finditer(r.t):
        if not r.free(m.start(), m.end(), keyword=True) or _SAID_AS_YES_AFTER.match(r.t, m.end()):
            continue
        mark = _TO_MARK.match(r.t, m.end())
        end = mark.end() - 1 if mark is not None else m.end()
        r.claim(r.kw, m.start(), end)
        r.found.append(_Finding(m.start(), end, "_asked", "interruptible"))  # (read: no open question left)
        said = r.quote(m.start(), end)
        r.note(f"“{said}” is asked, not said: machines that are not taken back (on-demand) are priced — spot suits a "
               "job that saves its progress and can restart (a batch that writes results as it goes, a training run "
               "that checkpoints) with slack before its deadline; say “spot is fine” (--interruptible) to see its "
               "prices",
               f"“{said}”是在问，不是说可以用：这里按不会被收回的机器（按需）计价——竞价/抢占式适合能保存进度、"
               "中断后能接着跑的任务（边跑边写结果的批处理、定期存 checkpoint 的训练），且离截止时间有余量；"
               "如果可以用，请说“可以用竞价实例”（--interruptible）再看价格")
        return
