"""People trying a prototype are its users (review 97 c07).

"One box running Qwen3-8B and bge-m3 …, maybe 5 testers, 8k context" was sized for one sequence: the head-count
readers know users, staff, colleagues and engineers (load._USERS, headcount._GROUP), not the people who try a thing
before it ships. The family: testers, beta / pilot / trial / early users ("maybe 5 testers", "three beta users",
"12 pilot users", "a handful of testers"), 内测 / 试用 / 体验 users ("5 个内测用户", "十来个测试人员",
"给 3 个同事试用", "幾個同事試用").

They are read as any head count is: a small group (at most job.SMALL_GROUP) all at once, marked doubtful and said
back, as "两个人用" is; a larger one the people who may use it, asked how many at once with the count kept (the
users, as "30 staff" is); a count not said ("a handful", "几个") asked. Nothing is read where a load is already said,
where the job only trains, or where the testers are of something else ("QA testers on the team", "测试集").
"""

from __future__ import annotations

from advisor_tui.understand.job import _SERVING_WORDS, _TRAINING_WORDS, SMALL_GROUP
from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_EN_COUNT = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
             "ten": 10, "twelve": 12, "fifteen": 15, "twenty": 20, "a couple of": 2, "a pair of": 2}
_FEW_EN = r"a handful of|a few|a small group of|some|several"
_TESTERS = _lazy(
    r"(?<![a-z\d.,$])(?:(?:maybe|about|around|roughly|~|just|only|like|probably|up to)\s?)?"
    rf"(?P<n>{AR}|{'|'.join(k for k in _EN_COUNT)}|{_FEW_EN})\s"
    r"(?:(?:internal|external|friendly|early|real)\s)?"
    r"(?:beta[- ]testers|testers|beta[- ]users|pilot users|trial users|early users|test users|alpha users"
    r"|early adopters|pilot customers|beta customers|design partners)(?![a-z])"
    # "5 个内测用户", "十来个测试人员", "三个体验用户"
    rf"|(?<![\d.])(?P<zn>{AR}|{CN}|几|幾)\s?(?:来|多|余)?\s?(?:个|位|名)\s?(?:内测|测试|试用|体验|种子)(?:用户|人员|同事|同学|客户)"
    # "给 3 个同事试用", "幾個同事試用", "先让 5 个人内测"
    rf"|(?<![\d.])(?P<yn>{AR}|{CN}|几|幾)\s?(?:来|多|余)?\s?(?:个|位|名)\s?(?:人|用户|同事|同学|朋友|客户)\s?(?:先|来|会)?\s?"
    r"(?:试用|内测|试试|体验一下|体验)")
# testers who are no users of the service: a QA team's size, a test set
_NOT_USERS_AFTER = _lazy(r"\s?(?:on (?:the|our) (?:team|staff)|in (?:our|the) qa|who write|writing tests)")


def read_testers(r: _Reader) -> None:
    """Before the head counts: the people trying a prototype, read as its users."""
    if any(f.fact in ("concurrency", "rps") for f in r.found):
        return
    if _TRAINING_WORDS.search(r.t) and not _SERVING_WORDS.search(r.t):
        return  # "three testers label the data for the LoRA": who does the work, nobody served
    for m in _TESTERS.finditer(r.t):
        if not r.free(m.start(), m.end()) or _NOT_USERS_AFTER.match(r.t, m.end()):
            continue
        said_n = (m.group("n") or m.group("zn") or m.group("yn") or "").strip()
        n = _EN_COUNT.get(said_n) if said_n in _EN_COUNT else (
            None if said_n in ("几", "幾") or said_n in _FEW_EN.split("|") else r.num(said_n))
        said = r.quote(m.start(), m.end())
        if n is not None and (n != int(n) or n < 1):
            continue
        r.claim(r.numeric, m.start(), m.end())
        if n is None:
            r.unplaced("concurrency", m.start(), m.end(), f"“{said}” — how many, and how many at the same time?",
                       f"“{said}”——有几个人，同时有多少人在用？", ())
        elif n <= SMALL_GROUP:
            r.add(m.start(), m.end(), "concurrency", int(n), conf=0.7)
            r.note(f"“{said}”: all {int(n)} at once is assumed — say how many use it at the same time if fewer",
                   f"“{said}”：按 {int(n)} 人同时使用计；如同时用的人更少请说明")
        else:
            r.unplaced("concurrency", m.start(), m.end(), f"“{said}” (at most {n:g}) — how many at the same time?",
                       f"“{said}”（最多 {n:g} 人）——同时有多少人在用？", (), count=n)
        return
