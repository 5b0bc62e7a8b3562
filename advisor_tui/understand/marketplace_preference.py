"""Marketplace hosts set below a proper seller: "Audio contains guests' personal info so prefer a proper cloud over
marketplace hosts" (review 122 C5: both picks were Vast.ai, under the answer's own caveat to keep personal data off a
marketplace host). hosting.py reads refusals ("no P2P", "not a marketplace", "不能用 P2P 平台"); a preference is as
plain a word against them, and the person gets no use from a pick they said they would rather not have — so it sets
what --no-marketplace sets (``no_marketplace``).

The family: "prefer a proper cloud over marketplace hosts", "we'd rather use a real cloud than P2P hosts", "prefer
established providers over peer-to-peer marketplaces like Vast", "a proper provider rather than a marketplace";
"不要个人矿机/P2P 平台", "别用散户机器" (别用散戶機器), "不考虑私人的主机". Not read: a marketplace preferred ("prefer a
marketplace host over a big cloud"), allowed ("marketplace hosts are fine"), or a marketplace that is no host ("we sell
on a marketplace").

    read_marketplace_preference(r)  # after hosting.py and community_hosts.py
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_STRANGERS = (r"(?:(?:random|sketchy|shady|cheap|unknown|untrusted|community|consumer)\s)?"
              r"(?:p2p|peer-to-peer|peer|community|marketplace|vast(?:\.ai)?)(?:\s(?:gpu|compute))?"
              r"(?:\s(?:hosts?|marketplaces?|platforms?|providers?|clouds?|rigs?|machines?|boxes|rentals?|sellers?))?")
_PREFERRED = _lazy(
    # "prefer a proper cloud over marketplace hosts", "preferably an established provider rather than a P2P host"
    r"(?<![a-z])(?:prefer(?:s|red|ring|ably)?|(?:'d|would|we'd|i'd) rather(?: use| go with| have| pay for)?"
    r"|rather(?: use| go with| have)?)\s"
    # (never the marketplace preferred: "prefer a marketplace host over a big cloud")
    r"(?!(?:an?\s|the\s|some\s)?(?:random\s|cheap\s)?(?:p2p|peer|community|marketplace|vast))"
    r"[^.;!?\n]{2,48}?\s(?:over|than|to|instead of|rather than|not)\s(?:an?\s|the\s|any\s|those\s|some\s)?"
    rf"{_STRANGERS}(?![a-z])"
    # the Chinese refusal of a stranger's rig: "不要个人矿机", "别用散户机器", "不考虑私人的主机"
    r"|(?:不要|别用|不用|不考虑|别|不想用|不想要|不接受|不能用|不可以用|避开|避免)\s?(?:用|租)?\s?"
    r"(?:那种|这种|那些|这些)?\s?(?:个人|散户|私人)(?:的)?\s?(?:矿机|机器|主机|电脑|服务器|算力|显卡)")
_ALLOWED_AFTER = _lazy(r"\s?(?:are|is)\s(?:fine|ok(?:ay)?|allowed|acceptable)|\s?(?:也行|也可以|没问题)")


def read_marketplace_preference(r: _Reader) -> None:
    """After the hosting rules: marketplace hosts said second-best to a proper seller are set aside."""
    if any(f.fact == "no_marketplace" for f in r.found):
        return
    for m in _PREFERRED.finditer(r.t):
        if _ALLOWED_AFTER.match(r.t, m.end()) or not r.free(m.start(), m.end(), keyword=True):
            continue
        r.add(m.start(), m.end(), "no_marketplace", True, mask="kw")
        return
