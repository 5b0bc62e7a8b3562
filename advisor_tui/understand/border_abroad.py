"""Data that may not leave the border, said by someone whose machines are to be outside mainland China: the border
is theirs, not the mainland's.

"擺香港本地最好，新加坡都得；大陸嘅機房就唔好，啲客戶資料唔可以出境" (heldout94 A8, Cantonese, the region question)
read no region: "资料不可以出境" is read as mainland data kept in (region cn) and clashed with Hong Kong and Singapore.
Said beside places outside the mainland wanted (香港, 澳門, 台灣, 新加坡 …) with no mainland place wanted — the
mainland refused or not named —, the words keep a Hong Kong firm's data in Hong Kong: no region of their own. The
same for "放澳門本地，客戶數據不能出境", "台灣的機房，資料不得出境". Alone ("客户数据不能出境") or beside a mainland
place wanted ("国内机房，数据不出境") they still keep the job in the mainland.
"""

from __future__ import annotations

from advisor_tui.understand.mainland_refused_yue import _REFUSED as MAINLAND_REFUSED
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.places import HK_TW_PLACES_ZH
from advisor_tui.understand.reader import _Reader

_NO_EXIT = _lazy(r"(?:数据|數據|资料|資料|信息|資訊)?\s?(?:都|也|亦)?\s?(?:不|唔)(?:能|可以|得|准)?\s?出境")
# (or the money of one: "預算新台幣 15 萬…資料不能出境", review 123 C2)
_OUTSIDE = _lazy(r"香港|澳门|澳門|台湾|台灣|臺灣|(?<![平后])台北|高雄|新竹|新加坡|日本|海外|境外"
                 r"|新台币|台币|港币|港元|澳门币|" + HK_TW_PLACES_ZH)
_MAINLAND = _lazy(r"大陆|大陸|内地|內地|国内|國內|中国|中國")


def read_border_abroad(r: _Reader) -> None:
    """Before the keyword readers: '不能出境' beside places outside the mainland reads no mainland region."""
    exits = list(_NO_EXIT.finditer(r.t))
    if not exits or not _OUTSIDE.search(r.t):
        return
    refused = [(m.start(), m.end()) for m in MAINLAND_REFUSED.finditer(r.t)]
    for m in _MAINLAND.finditer(r.t):
        if not any(s <= m.start() < e for s, e in refused):
            return  # a mainland place said and not refused: the border may be the mainland's
    for m in exits:
        r.claim(r.kw, m.start(), m.end())
