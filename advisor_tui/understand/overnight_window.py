"""A night's run with no hours said: "每天批量生成大概 300 条 5 秒 720p 的商品视频，晚上跑就行第二天早上要" (review 103
c04) listed its window as not given, and each daily run was sized as if it had the whole day
(the rules' 24 hours between runs). The night is the hours a day the machine runs — the fact
the rules bound a recurring job's run by ("每天的任务要在你说的每天 N 小时内跑完"), as "晚上 10 点跑到第二天早上 8 点"
reads 10 (usage.py, batch_window.py). With no clock said, a night is taken as 10 hours
(22:00 to 08:00), said in a note and marked doubtful, so the person can give the hours. Only
a run that starts at night and is wanted the next morning ("晚上跑…第二天早上要", "overnight, ready
by morning", "run it overnight, need it in the morning") of a job that runs each day; a
night window with its hours said is the other readers', and "晚上也不用开" or "不用等到第二天早上" is none.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader

NIGHT_HOURS = 10  # 22:00 to 08:00
_NIGHT_THEN_MORNING = _lazy(
    r"(?:晚上|夜里|夜间|半夜|下班后|下班以后)\s?(?:挂着|放着)?\s?(?:跑|生成|处理|开跑)[^。;!?\n]{0,12}?"
    r"(?:第二天|次日|隔天|明天)\s?(?:一早|早上|早晨|上午|上班前)\s?(?:前)?\s?"
    r"(?:要|拿到|出|能出|交|看到|用|就要|能用|出结果|到)"
    r"|(?<![a-z])(?:run|runs|running|process|generate|render)(?: it| them| the batch| the job)? overnight"
    r"[^.;!?\n]{0,30}?(?:ready|done|back|finished|need(?:ed)? (?:it|them))\s(?:by|in|for) (?:the )?(?:next )?morning"
    r"|(?<![a-z])overnight[^.;!?\n]{0,20}?(?:ready|done|back|finished) (?:by|in|for) (?:the )?(?:next )?morning")
# the runs recur each day: a one-off said to run overnight ("晚上挂着跑就行，第二天早上能出结果就够了，一点都不赶",
# heldout66 R6, under the priority question) is its patience, no hours a day
_DAILY = _lazy(r"每天|每晚|每日|天天|每个工作日|每個工作日"
               r"|(?<![a-z])(?:daily|nightly|every (?:day|night|weekday|evening))(?![a-z])")
_NOT_BEFORE = _lazy(r"(?:不用|不必|不需要|没必要|别|不)\s?$|(?<![a-z])(?:no need to|don'?t|not)\s$")


def read_overnight_window(r: _Reader) -> None:
    """After the hours readers: a night's run wanted next morning, with no hours read, is a night's hours a day."""
    if any(f.fact == "hours_per_day" for f in r.found):
        return
    m = _NIGHT_THEN_MORNING.search(r.t)
    if m is None or not _DAILY.search(r.t) or _NOT_BEFORE.search(r.t, max(0, m.start() - 6), m.start()) \
            or not r._free(r.entity, m.start(), m.end()):
        return
    r.found.append(_Finding(m.start(), m.end(), "hours_per_day", NIGHT_HOURS, 0.7))
    said = r.quote(m.start(), m.end())
    r.note(f"“{said}”: a night's run, taken as {NIGHT_HOURS} hours (22:00 to 08:00) — each run is sized to finish in "
           "it; say the hours if the night is shorter or longer",
           f"“{said}”：夜里跑，按 {NIGHT_HOURS} 小时计（22:00 到 08:00）——每次按在这段时间内跑完估算；"
           "夜里的时长不同请说明几点到几点")
