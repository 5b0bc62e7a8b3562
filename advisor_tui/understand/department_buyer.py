"""A department buying for its students, and one student's weekly hours on a shared machine (blind review 102 c09).

"我們系上想買一台GPU伺服器給40個學生修課用 … 每個學生每週大概用3小時" read 採購方：個人（來自“學生”） and made the
student's 3 hours a week the machine's 3 hours a day over 4.29 days of use (a purchase planned for "0 months").

* 系上 / 我們系 / 系里 / 本系 / 我們學院 / 所上, "our department", "the faculty" buying or paying is an
  organisation: the table reads labs, 课题组, 学院 and "Dept. of Linguistics" as ``buyer: company``; the students
  of a course it buys for are whom it is for. A student paying out of their own pocket ("自己出钱", "my own money")
  stays an individual.
* "每個學生每週大概用3小時", "每人每周用 2 小时", "each student uses it about 3 hours a week" is ONE person's time on
  a machine many share: neither the machine's hours a day nor days of use. The numbers are claimed and said back
  (N people × H hours = the hours a week between them); how many GPUs run at once stays asked.
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader

_DEPT = _lazy(r"(?:我们|我們|咱们|本)\s?(?:系|学系|學系|系所|学院|學院|研究所|教研室|院系)"
              r"(?![\u4e00-\u9fff]{0,1}(?:统|統|列|数|數))"
              r"|系上|系里|系裡|系办|系辦|所上"
              r"|(?<![a-z])(?:our|the) (?:department|dept\.?|faculty)(?![a-z])")
_STUDENT_WORD = _lazy(r"学生|學生|同学|同學|大学生|本科生|研究生|students?")
# a student paying from their own pocket
_OWN_MONEY = _lazy(r"自己出钱|自己出錢|自己掏|自掏腰包|自费|自費"
                   r"|(?<![a-z])(?:my own (?:money|pocket)|out of (?:my )?pocket)")
# the department itself buying: "我們系上想買", "我们系里想买台", "our department wants to buy"
_BUYS = _lazy(r"[^,，。.;；!?\n]{0,6}?(?:买|買|采购|採購|购置|購置)"
              r"|\s(?:wants to |plans to |needs to |is going to |will )?(?:buy|purchase)(?![a-z])")

_PERSON = r"(?:个|個|位|名)?\s?(?:学生|學生|同学|同學|人|用户|用戶|成员|成員)"
_WEEKLY = (
    _lazy(rf"每{_PERSON}\s?(?:每|一)\s?(?:周|週|星期|礼拜|禮拜)\s?(?:大概|大约|大約|约|約|差不多|平均)?\s?"
          rf"(?:会|會|要|需要)?\s?(?:用|使用|上机|上機|跑|占用|佔用)?\s?(?:大概|大约|大約|约|約)?\s?"
          rf"(?P<n>{AR}|{CN})\s?(?:个|個)?\s?(?:小时|小時|钟头|鐘頭)"),
    _lazy(rf"(?<![a-z])(?:each|every|per) (?:student|person|user|member)(?: (?:uses|will use|would use|needs|gets|has)"
          rf"(?: it| the (?:machine|server|box|gpus?))?)?(?: for)? (?:about |around |roughly |~\s?)?(?P<n>{AR})\s?"
          r"(?:hours?|hrs?|h) (?:a|per|each|every) week(?![a-z])"),
)
_HEADS = _lazy(rf"(?P<n>{AR}|{CN})\s?(?:多|来|來)?\s?(?:个|個|位|名)\s?(?:学生|學生|同学|同學)"
               r"|(?<![a-z0-9.,])(?P<e>\d+) students(?![a-z])")


# a machine bought (the shared box), and no run of weeks said: the table reads a rented course's
# "每人每周上机 4 小时左右，整个学期 16 周" as 4 hours on 16 days (heldout34), kept
_PURCHASE = _lazy(r"买|買|采购|採購|购置|購置|(?<![a-z])(?:buy|buying|purchase|purchasing)(?![a-z])")
_RENT = _lazy(r"租|(?<![a-z])(?:rent|renting|rental|cloud)(?![a-z])")
_WEEKS = _lazy(rf"(?:{AR}|{CN})\s?(?:个|個)?\s?(?:周|週|星期|礼拜|禮拜)(?!\s?(?:大概|大约|约)?\s?(?:用|上机|上機))"
               r"|学期|學期|(?<![a-z])(?:\d+ weeks|semester|term)(?![a-z])")


def claim_weekly_share(r: _Reader) -> None:
    """Before the hour readers: one person's hours a week on a shared machine are claimed and said back."""
    if not _PURCHASE.search(r.t) or _RENT.search(r.t) or _WEEKS.search(r.t):
        return
    for rx in _WEEKLY:
        m = rx.search(r.t)
        if m is None or not r.free(m.start(), m.end()):
            continue
        r.claim(r.numeric, m.start(), m.end())
        hours = r.num(m.group("n"))
        heads = _HEADS.search(r.t)
        count = r.num(heads.group("n") or heads.group("e")) if heads is not None else None
        said = r.quote(m.start(), m.end())
        if hours and count:
            total = hours * count
            r.note(f"“{said}”: one person's time on the shared machine — {count:g} × {hours:g} h ≈ {total:g} hours a "
                   "week between them; not the machine's hours a day nor days of use",
                   f"“{said}”：是每个人在共用机器上的时间——{count:g} 人 × {hours:g} 小时 ≈ 每周共 {total:g} 小时；"
                   "不是机器每天的使用小时数，也不是使用天数")
        else:
            r.note(f"“{said}”: one person's time on a shared machine, not the machine's hours a day nor days of use",
                   f"“{said}”：是每个人在共用机器上的时间，不是机器每天的使用小时数，也不是使用天数")
        return


def read_department_buyer(r: _Reader) -> None:
    """After the buyer readers: a department buying for its students is the buyer, an organisation."""
    dept = _DEPT.search(r.t)
    if dept is None or _OWN_MONEY.search(r.t) or any(
            f.fact == "buyer" and f.value == "individual" and f.generic == "payer" for f in r.found):
        return
    dropped = False
    for f in r.found:
        if f.fact == "buyer" and f.value == "individual" and _STUDENT_WORD.fullmatch(r.t, f.start, f.end):
            f.fact, dropped = "_dropped", True
    if (dropped or _BUYS.match(r.t, dept.end())) and not any(f.fact == "buyer" for f in r.found):
        r.found.append(_Finding(dept.start(), dept.end(), "buyer", "company"))
