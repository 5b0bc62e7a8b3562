"""Hosts run by strangers refused with a word between: "customer data should not sit on random community hosts"
(review 113 M8, a Bogotá fintech's LoRA: no_marketplace stayed false, and RunPod's Community-tier price was picked with
no Secure Cloud caveat). hosting.py reads "not on community hosts", "no community cloud" and "some random person's
machine"; people as often put a word of distrust or of kind before the community or the stranger: "random community
hosts", "sketchy community GPUs", "someone's home rig", "some hobbyist's gaming PC", "individual hosts' rigs",
"社区的个人主机", "别人家里的显卡". Each refuses peer-to-peer marketplaces (``no_marketplace``). A community said of
people ("our Discord community", "community radio"), or hosts allowed ("community hosts are fine"), reads nothing.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_DISTRUST = r"(?:random|sketchy|shady|dodgy|unknown|untrusted|unvetted|cheap|some|any|a|the|those|these)"
_WHOSE = (r"(?:community|peer|peer-to-peer|p2p|hobbyists?'?s?|gamers?'?s?|individual|private|consumer|crowd-?sourced"
          r"|(?:some(?:one|body)|strangers?|random (?:people|person|guys?)|other people|a stranger)'?s?)")
_HOST = (r"(?:(?:home |gaming |spare )?(?:hosts?|rigs?|machines?|gpus?|servers?|boxe?s|pcs?|computers?|hardware"
         r"|clouds?|providers?|nodes?)|homes?)")
_REFUSED = _lazy(
    r"(?<![a-z])(?:should ?n[o']t|must ?n[o']t|can'?t|cannot|can not|may not|won'?t|will not|never|not|no|avoid"
    r"|don'?t want (?:it|them|the data|this)?|do not want (?:it|them|the data|this)?|stay off|keep (?:it |them )?off)"
    r"\s(?:(?:be|sit|live|run|go|land|end up|get)\s)?(?:(?:on|in|at|to|with|through)\s)?"
    rf"(?:{_DISTRUST}\s){{0,2}}{_WHOSE}\s(?:{_DISTRUST}\s)?{_HOST}(?![a-z])"
    r"|(?:不能|不可以|不要|别|不得|不许|不准|禁止)\s?(?:放|存|跑|传|上传|部署|托管)?\s?(?:在|到)?\s?"
    r"(?:社区|别人家|陌生人|散户|个人)(?:家里)?的?\s?(?:个人)?(?:主机|机器|显卡|电脑|服务器|算力)")
_ALLOWED_AFTER = _lazy(r"\s?(?:are|is)\s(?:fine|ok(?:ay)?|allowed|acceptable)")


def read_community_hosts(r: _Reader) -> None:
    """After hosting.py: strangers' hosts refused with a word of distrust or of kind before them."""
    if not any(f.fact == "no_marketplace" for f in r.found):
        for m in _REFUSED.finditer(r.t):
            if _ALLOWED_AFTER.match(r.t, m.end()) or not r.free(m.start(), m.end(), keyword=True):
                continue
            r.add(m.start(), m.end(), "no_marketplace", True, mask="kw")
            break


def drop_strangers_rig_buyer(r: _Reader) -> None:
    """After the keyword pass: a home rig refused as a stranger's names no individual buyer."""
    # the stranger's home rig refused is not the person's own: "it must not run on someone's home rig" read an
    # individual buyer
    refused = [(f.start, f.end) for f in r.found if f.fact == "no_marketplace"]
    r.found[:] = [f for f in r.found if not (f.fact == "buyer" and f.value == "individual"
                                             and any(s <= f.start and f.end <= e for s, e in refused))]
