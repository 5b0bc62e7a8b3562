"""The job's data is personal — call recordings, patients' records, customers' personal details (review 112 C9: a
Dhaka call-centre's 3,000 h of recorded calls were put on a Vast.ai host, under the answer's own caveat to keep
personal data off peer-to-peer machines): the words (``r.personal_data``), from which the understanding implies
``no_marketplace`` — a stranger owns a marketplace host's machine. "Call recordings", "recorded customer calls",
"patient records", "customers' personal data", "PII", "通话录音", "客服录音", "病历", "患者数据", "客户的个人信息".

Not personal: data said to be anonymised or de-identified ("脱敏", "匿名化"); nor where the person speaks of
marketplace hosts themselves ("Vast.ai is fine", "no P2P") — hosting.py reads that, and it stands."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_PERSONAL = _lazy(
    r"(?<![a-z])(?:(?:phone |customer |client |support |sales |service )?call(?:-| )?(?:cent(?:er|re) )?recordings?"
    r"|recorded (?:phone |customer |client |support )?calls|(?:customer|client|caller|support|sales) recordings?"
    # a call centre's own calls, transcribed: "roughly 20k hours of phone calls" (review 114 c7: both picks Vast.ai)
    r"|(?:hours|archive|backlog|recordings?|audio|transcripts?) of (?:recorded )?(?:phone|customer|client|caller"
    r"|support|sales) calls"
    r"|patients?'? (?:data|records?|notes|files|information|recordings?)|(?:medical|health) records?"
    # ("Audio contains guests' personal info", review 122 C5: a podcast's guests, and "info")
    r"|(?:customers?|clients?|users?|employees?|citizens?|guests?|callers?|members?|students?|interviewees?)'? "
    r"personal (?:data|details|information|info)"
    r"|personal (?:data|info)|personally identifiable|pii)(?![a-z])"
    r"|通话录音|电话录音|客服录音|呼叫中心的?录音|病历|患者的?\s?(?:数据|信息|资料|录音|档案)"
    r"|病人的?\s?(?:数据|信息|资料|录音|档案)|(?:客户|用户|员工|居民)的?\s?(?:个人信息|身份证|手机号|隐私)"
    r"|个人信息|身份证号|个人隐私")
_NOT_PERSONAL = _lazy(r"(?<![a-z])(?:anonymi[sz]ed|de-?identified|pseudonymi[sz]ed|synthetic)(?![a-z])|脱敏|匿名化")
_MARKETPLACE_SAID = _lazy(r"(?<![a-z])(?:vast(?:\.ai)?|p2p|peer-to-peer|marketplaces?|salad|tensordock)(?![a-z])"
                          r"|点对点|共享算力|社区算力|个人闲置")


def read_personal_data(r: _Reader) -> None:
    """After the hosting rules and the procurement: personal data named as the job's, rented, with no word on
    marketplace hosts, sets them aside (a purchase or renting refused rents from no host)."""
    if r.personal_data or r.rent_refused or _NOT_PERSONAL.search(r.t) or _MARKETPLACE_SAID.search(r.t) \
            or any(f.fact == "procure" and f.value == "buy" for f in r.found):
        return
    m = _PERSONAL.search(r.t)
    if m is None:
        return
    said = r.quote(m.start(), m.end())
    r.personal_data = said
    r.note(f"“{said}”: personal data — peer-to-peer marketplace hosts (a stranger's machine) are set aside "
           "(--no-marketplace); say “P2P is fine” to keep them",
           f"“{said}”：属于个人信息——P2P 市场的主机（机器归陌生人所有）不予考虑（--no-marketplace）；"
           "可以接受的话请说“P2P 也行”")
