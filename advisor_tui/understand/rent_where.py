"""Renting said as "租国内的" closing its clause, the machines left unsaid: "卡最多 8 张，租国内的，可以用抢占式实例"
(heldout82 #30) read the region but no renting — keywords.py wants "租国内的就行" or "租国内的卡". "租国内的。",
"租海外的，别太贵", "租境內的吧", "就租本地的" rent; "出租国内的", "转租国内的" and "租国内的还是买?" (a question,
left to the choice readers) do not.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_RENT_WHERE = _lazy(r"(?<![出转轉])租\s?(?:国内|國內|境内|境內|国外|國外|海外|境外|本地|大陆|大陸)的\s?"
                    r"(?:吧|啦|就是了)?"
                    r"(?=\s?(?:[,，。.;；!！\n]|$))")


def read_rent_where(r: _Reader) -> None:
    """After the keyword readers: "租国内的" as a clause, with no procurement read yet, is renting."""
    if any(f.fact == "procure" for f in r.found):
        return
    m = _RENT_WHERE.search(r.t)
    if m is not None and r.free(m.start(), m.start() + 1, keyword=True):
        r.add(m.start(), m.start() + 1, "procure", "rent", mask="kw")
