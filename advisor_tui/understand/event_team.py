"""A team entering a timed event: the people who do the work, and the event's length the time limit (review 97 c04).

"我們三個人週末要參加 48 小時黑客松，想用 LoRA 微調 Gemma-3-12B 做…客服機器人，…比賽結束前要能 demo" asked
"三個人 — how many at the same time?" (the bot's word made the three its users) and read no deadline. The family:

* the team said as its subject ("我们三个人要参加…", "咱们四个人组队做…", "the three of us are entering…", "we're a team
  of 4 doing the hackathon", "a team of 3 entering a game jam"): who does the work, no head count of users — its
  number is claimed, so nothing asks it;
* a timed event's length said as hours ("48 小时黑客松", "a 48-hour hackathon", "24h game jam", "36 小時的比賽"): where
  the job has a size to finish (a training run, a batch), that many hours is its deadline, as "48 小时内要跑完" is
  (DESIGN §8's --deadline in hours); "比赛结束前" / "before the hackathon ends" beside it says the same. An event said
  in days ("a 5-day hackathon") stays days of use (spans.py); an event with no hours sets nothing.
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_EVENT = (r"(?:黑客松|黑客马拉松|编程马拉松|比赛|竞赛|大赛|挑战赛|创客马拉松"
          r"|hackathon|game ?jam|jam|datathon|buildathon|competition|sprint)")
# the team as the subject of entering or doing: "我们三个人要参加", "咱们四个人组队"
_TEAM = _lazy(
    rf"(?:我们|咱们|我們)\s?(?P<zn>{CN}|{AR}|俩|两)\s?(?:个|位)?\s?(?:人)?\s?(?:这)?\s?(?:周末|这周末|下周|明天|下个月)?\s?"
    r"(?:要|会|准备|打算|想|一起|组队|报名)*\s?(?:参加|参赛|组队|报名|去|打|做|搞|开发|写)"
    r"|(?<![a-z])(?:the (?P<en>two|three|four|five|six|[2-9]) of us|we(?:'re| are) (?:a )?team of "
    r"(?P<en2>\d{1,2}|two|three|four|five|six)|(?:a|our) team of (?P<en3>\d{1,2}|two|three|four|five|six))"
    r"(?= (?:are |will be |'re )?(?:entering|competing|participating|doing|joining|building|hacking|taking part|at|in|"
    r"for|going to)(?![a-z]))")
_EVENT_HOURS = _lazy(
    rf"(?<![\d.])(?P<n>\d{{1,3}}|{CN})\s?(?:个)?\s?(?:小时|h|hrs?|hours?)\s?(?:的)?\s?{_EVENT}"
    rf"|(?<![\d.a-z])(?P<n2>\d{{1,3}})[- ]?(?:hours?|hr|h)(?:-long)? {_EVENT}(?![a-z])")
# a job with a size to finish by the event's end
_SIZED = ("samples", "train_tokens", "generate_tokens", "images", "clips", "audio_hours", "steps")


def claim_event_team(r: _Reader) -> None:
    """Before the head counts: a team entering or doing the work is no count of users."""
    for m in _TEAM.finditer(r.t):
        if r.free(m.start(), m.end()):
            r.claim(r.numeric, m.start(), m.end())
            said = r.quote(m.start(), m.end())
            r.note(f"“{said}”: the team doing the work, not the people using it",
                   f"“{said}”：做这件事的团队，不是使用的人数")
            return


def read_event_hours(r: _Reader) -> None:
    """After the deadline readers: a timed event's hours, the deadline of a job with a size, where none is said."""
    if any(f.fact == "deadline" for f in r.found) or not any(f.fact in _SIZED for f in r.found):
        return
    for m in _EVENT_HOURS.finditer(r.t):
        n = r.num(m.group("n") or m.group("n2"))
        if not r.free(m.start(), m.end()) or not n or n != int(n) or n > 240:
            continue
        r.add(m.start(), m.end(), "deadline", float(n))
        said = r.quote(m.start(), m.end())
        r.note(f"“{said}”: the job must be done within the event, {n:g} h",
               f"“{said}”：任务要在活动期间完成，{n:g} 小时内")
        return
