"""Sellers refused by the country that owns them, other than China ("we will NOT use any US-owned cloud provider",
"no US neoclouds", "不用美国的云厂商"): the catalogue records no seller's owner, so none can be set aside for it — the
answer says so instead of staying silent while it rents at one of them.

Blind review 121 c7: beside "no AWS, Azure, Google" (refused by name: refused_seller_list.py) the kind "US-owned"
was dropped without a word and the pick rented at RunPod. Chinese-owned sellers refused are the mainland-sellers
option (keywords.py), not read here; a place for the machines ("US-based servers only", "no US region") is the
region readers'.

    note_owner_refused(r)
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_OWNER_EN = r"(?:u\.?s\.?|american|us-headquartered)(?:[- ](?:owned|headquartered|based))?"
_SELLER_EN = (r"(?:neo-?)?clouds?(?:\s(?:providers?|vendors?|companies|platforms?))?|cloud\s(?:providers?|vendors?)"
              r"|providers?|vendors?|hyperscalers?|neoclouds?")
_REFUSED = _lazy(
    rf"(?<![a-z])(?:no|not|never|avoid(?:ing)?|without|exclud(?:e|ing)"
    r"|(?:won'?t|will\snot|cannot|can'?t|must\snot|mustn'?t|may\snot|do\snot|don'?t)\s(?:use|touch|rent\sfrom))"
    rf"\s(?:any\s|a\s)?(?P<kind>{_OWNER_EN}\s(?:{_SELLER_EN}))(?![a-z])"
    r"|(?:不用|不要|不能用|不考虑|排除|别用|唔用|唔好用)\s?(?:任何)?\s?(?P<kind_zh>(?:美国|美资)(?:公司|企业)?的?\s?"
    r"(?:云厂商|云服务商|云平台|云|厂商|平台))")


def note_owner_refused(r: _Reader) -> None:
    """A note for the first seller kind refused by its owner's country."""
    m = _REFUSED.search(r.t)
    if m is None:
        return
    said = r.quote(m.start(), m.end())
    r.note(f"“{said}”: who owns each seller is not on file, so none is set aside as US-owned — only the sellers you "
           "named are; check the owner of each pick before you sign, or add the sellers you accept with --quote",
           f"“{said}”：知识库没有记录各平台归属哪国公司，无法按“美国公司”排除——只排除了你点名的平台；"
           "签约前请自己核对推荐平台的归属，或用 --quote 加上你接受的平台的报价")
