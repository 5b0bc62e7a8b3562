"""The cards go in an office tower, a workstation or a desktop PC (review 97 c08: "It goes in a normal office tower"
was offered an H100 PCIe, a passively cooled server card, in a what-if): ``office_box``, which rules out the cards
whose maker prints them as passively cooled (rules.base.cooling) — they need a server chassis's forced airflow.

"It goes in a normal office tower", "buying a workstation with 2x RTX PRO 6000", "for a desktop PC under my desk",
"build a tower workstation", "装在办公室的台式机里", "买一台工作站", "在办公室放一台工作站", "放在办公室",
"桌子底下的主机" ("放在办公室桌子旁边，不是机房": a server room refused is no server room).

Not a box: a card's class ("one workstation GPU", "workstation cards", "工作站显卡" say which card, not where it goes),
a box refused ("not a desktop", "不是台式机"), a server or a rack ("a 4U server", "机房", "机柜")."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_BOX_EN = (r"(?:workstations?|desktops?(?: pcs?| computers?| towers?| machines?| boxe?s?)?|towers?(?: pcs?| cases?)?"
           r"|pcs?)")
_SAID = (
    # "office tower", "an office PC", "our office desktop", "a normal tower PC", "a desktop tower"
    _lazy(r"(?<![a-z])office (?:towers?|pcs?|desktops?|computers?|workstations?)(?![a-z])"
          r"|(?<![a-z])(?:normal|regular|standard|ordinary|plain|typical|midi|mid-|full) ?(?:atx )?"
          r"(?:towers?|desktops?|pc cases?|desktop pcs?|tower pcs?|tower cases?)(?![a-z])"
          r"|(?<![a-z])(?:desktop (?:towers?|pcs?|cases?)|tower (?:pcs?|cases?|workstations?))(?![a-z])"
          r"|(?<![a-z])under (?:my|our|a|the|his|her) desks?(?![a-z])"),
    # the box bought or built: "buying a workstation with 2x …", "build a desktop", "goes in our workstation"
    _lazy(r"(?<![a-z])(?:buy(?:ing)?|purchas(?:e|ing)|build(?:ing)?|get(?:ting)?|order(?:ing)?|spec(?:c?ing)?)"
          r" (?:a|an|one|our|my|the|a new|a single|one new)(?: [a-z0-9-]+)? " + _BOX_EN + r"(?![a-z]| gpu| card)"
          r"|(?<![a-z])(?:goes|go|going|sit|sits|sitting|live|lives|fit|fits|installed|put) (?:in|into|inside|under)"
          r" (?:a|an|our|my|the|one)(?: [a-z-]+)? " + _BOX_EN + r"(?![a-z]| gpu| card)"),
    # "装在办公室的台式机里", "办公室里的塔式机", "买一台工作站", "配一台台式机", "放在办公室", "桌子底下"
    _lazy(r"办公室(?:里|用)?的?\s?(?:塔式机|台式机|电脑|主机|机箱|工作站|pc)"
          r"|(?:放|装|摆)(?:在|进|到)\s?(?:我们|公司|我)?的?\s?(?:办公室|台式机|塔式机|工作站|桌下|桌子底下|机箱)"
          r"|(?:买|配|攒|装|组|放|摆)\s?(?:一|两|1|2)?\s?台\s?(?:[^,，。;；!?]{0,8}?的)?\s?(?:工作站|台式机|塔式机|台式电脑)"
          r"|(?:塔式|台式)(?:工作站|机箱|机|电脑|主机)|桌(?:子)?(?:底)?下的?\s?(?:主机|机器|电脑)"
          # "在办公室放一台工作站" (review 116 C1-b)
          r"|(?:放|摆)\s?(?:一|两|1|2)\s?台\s?(?:工作站|台式机|塔式机|台式电脑|主机)"),
    # quiet asked of a box in an office, a desk, a dorm or a home: "办公室……别太吵", "it sits in our office, needs to
    # be quiet" (review 116 C1-b) — a server card's fans are loud
    _lazy(r"(?:(?:办公室|桌|宿舍|家里|卧室)[^。;；!?\n]{0,40}?(?:别|不要|不能|不可以)太吵|(?:别|不要|不能)太吵"
          r"[^。;；!?\n]{0,40}?(?:办公室|桌|宿舍|家里|卧室))(?![^。;；!?\n]{0,4}(?:无所谓|没关系|不重要|不要紧))"
          r"|(?<![a-z])(?:office|desk|dorm|bedroom|home)(?![a-z])[^.;!?\n]{0,40}?(?<![a-z])(?:quiet|not too loud"
          r"|low[- ]noise|silent)(?![a-z])"),
)
# a box refused or a server's place ("not a desktop", "instead of a workstation", "不是台式机", "机房", "机柜")
_REFUSED_BEFORE = _lazy(r"(?:(?<![a-z])(?:not|no|never|instead of|rather than|without)(?: in)?(?: an?| the| our)?"
                        r"(?: [a-z-]+)?\s?|不是|不要|不用|不放|而不是)$")
# (a server room refused is none: "机器就放在办公室桌子旁边，不是机房", review 116 C1-b)
_SERVER_ROOM = _lazy(r"(?<!不是)(?<!不放)(?<!不进)(?<!没有)(?:机房|机柜)"
                     r"|(?<![a-z])(?:rack|racks|rack-?mount(?:ed)?|data ?cent(?:er|re)|colo(?:cation)?|[124]u "
                     r"server)(?![a-z])")


def read_office_box(r: _Reader) -> None:
    """A box that stands in an office or under a desk, said of the cards: its words (``r.office_box``; the
    understanding implies ``office_box`` from them), none where a server room or a rack is also said."""
    if r.office_box or any(not _REFUSED_BEFORE.search(r.t[max(0, m.start() - 24):m.start()])
                           for m in _SERVER_ROOM.finditer(r.t)):  # (a server room refused: "不是机房", review 116 C1)
        return
    for rx in _SAID:
        for m in rx.finditer(r.t):
            if _REFUSED_BEFORE.search(r.t[max(0, m.start() - 24):m.start()]):
                continue
            said = r.office_box = r.quote(m.start(), m.end())
            r.note(f"“{said}”: the cards go in a desktop PC, an office tower or a workstation, not a server chassis — "
                   "passively cooled server cards are ruled out (--office-box)",
                   f"“{said}”：显卡装在台式机、办公室塔式机或工作站里，不是服务器机箱——被动散热的服务器卡排除（--office-box）")
            return
