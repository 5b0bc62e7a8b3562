"""The seller a person rents from, said in words: "想在 AutoDL 上租卡", "我们只用阿里云", "we have credits on RunPod",
"our AWS account", "our company account is on Lambda", "I rent on vast.ai" → providers (``--provider``;
rules.fact_seller). Their account, credits, data and images are there: the answer is priced there (blind expert
review: a "faster" pick came from a seller never named, with no word about it).

Only a seller said as the place they rent, or on its own as a terse spec's field ("LoRA qwen2.5 7b, vast.ai"), is
read; a seller mentioned otherwise is not: refused ("not on RunPod", "不用阿里云"), compared ("compared with AWS",
"RunPod is cheaper than Lambda", "跟阿里云比"), complained of ("AutoDL 太贵了，换一家"), asked about ("RunPod or
Lambda?") or allowed among others ("AutoDL 账号也可以", "RunPod is fine too"). A seller refused is
refused_seller.py's (no-<id>); the region a mainland platform implies ("AutoDL" → cn) is the keywords
reader's, unchanged.
"""

from __future__ import annotations

import re

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# the words for each seller (normalised text: lower case, simplified characters) → its id in the knowledge
_SELLERS = (
    (r"autodl(?:\s?算力云)?", "autodl"),
    (r"阿里云|(?<![a-z])(?:aliyun|alibaba\s?cloud)(?![a-z])", "aliyun"),
    (r"(?<![a-z])run\s?pod(?:\.io)?(?![a-z])", "runpod"),
    (r"(?<![a-z])vast(?:\.ai|ai)(?![a-z])", "vast-ai"),
    (r"(?<![a-z])lambda(?:\s(?:labs|cloud))?(?![a-z])", "lambda"),
    (r"(?<![a-z])(?:aws|amazon\sweb\sservices|amazon\sec2|ec2)(?![a-z0-9])|亚马逊云(?:科技)?", "aws"),
    (r"(?<![a-z])(?:microsoft\s)?azure(?![a-z])|微软云", "azure"),
    (r"(?<![a-z])coreweave(?![a-z])", "coreweave"),
    (r"华为云|(?<![a-z])huawei\scloud(?![a-z])", "huawei-cloud"),
    (r"优云智算|(?<![a-z])(?:ucloud\s)?compshare(?![a-z])", "ucloud-compshare"),
    (r"优刻得|(?<![a-z])ucloud(?![a-z])", "ucloud-gpu-host"),
    (r"(?<![a-z])vultr(?![a-z])", "vultr"),
)
_ANY = _lazy("|".join(f"(?P<s{i}>{rx})" for i, (rx, _id) in enumerate(_SELLERS)))
# "vast" alone is a word too ("a vast amount"): the seller only where renting is said of it
_BARE_VAST = _lazy(r"(?<=\son\s)vast(?![a-z.])|(?<=\bat\s)vast(?![a-z.])")

# said as where they rent, right before the seller: "在 AutoDL 上", "用阿里云", "on RunPod", "credits on Lambda",
# "our AWS account", "we use Azure", "company account is on Lambda"
_CUE_BEFORE = _lazy(r"(?:(?:[在用去选上]|只用|都用|一直用|习惯用|选了?|账号在|帐号在|账户在|余额在|额度在|代金券在"
                    # a phrase before the seller's name: "必须在能开专票的阿里云上租" (review 110 c04b: Aliyun dropped)
                    r"|[在用去](?:[^，。,;；!?！？\s]{1,10}的))"
                    r"\s?"
                    r"|(?<![a-z])(?:on|at|with|via|through|use|using|uses|used|our|my)\s(?:the\s)?)$")
# the account or credits after it: "阿里云账号", "AWS credits", "RunPod account", "阿里云上有代金券"
_CUE_AFTER = _lazy(r"\s?(?:上|里|那边)?\s?(?:有|的)?\s?(?:账号|帐号|账户|余额|代金券|额度|券|机器|实例|镜像)"
                   r"|\s(?:account|accounts|credits?|org|organi[sz]ation|subscription|tenant|instance|instances|"
                   r"box|boxes|pods?|images?)(?![a-z])")
# refused, compared or complained of: before it in its clause …
_AWAY_BEFORE = _lazy(r"(?:不|别|没|非|除了|换掉|离开|相比|对比|比起?|跟|和|与|还是|或者?|"
                     r"(?<![a-z])(?:not|no|never|don'?t|doesn'?t|won'?t|isn'?t|aren'?t|avoid|except|other than|"
                     r"instead of|rather than|than|vs\.?|versus|compared?(?: with| to)?|comparing|besides|off|"
                     r"away from|from|quit|left|leave)(?![a-z]))[^,;!?\n]{0,14}$")
# … or after it: "AutoDL 太贵了", "RunPod is cheaper than", "阿里云还是 AutoDL"
_AWAY_AFTER = _lazy(r"[^,;!?\n]{0,12}?(?:太贵|贵了|很贵|好贵|更贵|便宜|还是|比|不行|不好|算了|换|没卡|不稳|排队|抢不到|"
                    r"(?<![a-z])(?:is|are|was|were|seems?|looks?)\s(?:too\s|way\s|much\s)?(?:expensive|pricey|cheaper|"
                    r"pricier|slow|down|out|unreliable|better|worse)|(?<![a-z])(?:vs\.?|versus|than|or)(?![a-z]))")
# rented there before, or what it cost then, is no place to rent now: "上个月在 autodl 花了三千多", "之前在 AutoDL 租过
# 3090", "we spent 40k on AWS last quarter", "Our AWS bill for October", "an H100 goes for $2/hr on vast, is that legit"
_PAST = _lazy(r"(?:之前|以前|上个?月|上周|上次|去年|前年|曾经|过去|看到|听说|有人说|有人在|"
              # ("Someone on Vast quoted me an A100 at $0.90/hr": a price heard, no seller chosen — review 41 C11)
              r"(?<![a-z])(?:someone|somebody|a guy|a seller|a host) (?:on|at|from) |"
              r"(?<![a-z])(?:last|previous|previously|earlier|used to|spent|spend|paid|pay|bill|billed|cost|costs|"
              r"goes for|going rate|quoted|said|heard|burn(?:ed|t)|wasted)(?![a-z]))")
_PAST_AFTER = _lazy(r"[^,;!?\n]{0,16}?(?:花了|花费|账单|帐单|租过|用过|跑过|报销|一小时|每小时|标价|报价|报了|"
                    r"(?<![a-z])(?:bill|billed|spent|spend|paid|cost|quoted|quotes?|offered|"
                    r"last (?:month|week|year|quarter|time)|"
                    r"per hour|an hour|/h(?:r|our)?)(?![a-z]))")
# one seller allowed among others, not the one they rent from: "个人实名的 AutoDL 账号也可以" (review 100 c08),
# "RunPod is fine too", "Lambda would also work", "AutoDL is acceptable"
_OPTION_AFTER = _lazy(r"[^,;!?\n]{0,12}?(?:也可以|也行|也可|也能接受|也没问题|也\s?ok|都可以|都行|可以接受"
                      r"|(?<![a-z])(?:too|as well|(?:is|are|would be|would|also)\s(?:also\s)?(?:acceptable|an option"
                      r"|one option|allowed|work|do|fine too|ok too|okay too))(?![a-z]))")
# a seller as a yardstick, not a place to rent: "at AWS-level reliability", "Azure-grade security" (review 116)
_YARDSTICK = _lazy(r"-?\s?(?:level|grade|style|like|tier|class)(?![a-z])")
MAX_MENTIONS = 24  # sellers looked at, as the cards and models are bounded (the package docstring)
_JOINED = _lazy(r"\s?(?:and|or|&|/|、|和|或者?|跟)\s?$")
_CLAUSE_END = re.compile(r"(?<!\d),|,(?!\d)|[;!?\n|]|\.(?:\s|$)|$")
# the renting said after it, echoed with it: "在 AutoDL 上租", "用阿里云跑"
_RENT_AFTER = _lazy(r"\s?(?:上|里)?\s?(?:租|跑|训练?|部署|开)")
_LABEL = _lazy(r"(?:(?<![a-z])(?:provider|platform|cloud|seller|host)|平台|云平台|供应商|云厂商)\s?[:=]?\s?$")


def _clause_start(t: str, at: int) -> int:
    lo = max(0, at - 200)  # a clause is read back at most this far (the work stays linear in the text)
    breaks = [
        lo + m.end() for m in re.finditer(r"(?<!\d),|,(?!\d)|[;!?\n|]|\.(?=\s)", t[lo:at])]
    return breaks[-1] if breaks else lo


def _question(t: str, end: int) -> bool:
    m = _CLAUSE_END.search(t, end)
    return m is not None and t[m.start():m.start() + 1] == "?"


def read_named_seller(r: _Reader) -> None:
    """The sellers said as where the person rents (every one said so, joined: "RunPod and Lambda")."""
    t = r.t
    known = {p.id for p in r.kb.providers}
    hits = [(m.start(), m.end(), _SELLERS[int(m.lastgroup[1:])][1]) for m in _ANY.finditer(t) if m.lastgroup]
    hits += [(m.start(), m.end(), "vast-ai") for m in _BARE_VAST.finditer(t)]
    found: list[tuple[int, int, str]] = []
    words: dict[str, str] = {}  # each seller as the person wrote it: the "understood" line shows these
    last_end = -1
    for start, end, ident in sorted(hits)[:MAX_MENTIONS]:
        if ident not in known or start < last_end:
            continue
        lo = _clause_start(t, start)
        before, after_m = t[lo:start], _CUE_AFTER.match(t, end)
        cue = _CUE_BEFORE.search(before)
        chained = bool(found) and found[-1][1] >= lo and _JOINED.search(t[found[-1][1]:start]) is not None \
            and t[found[-1][1]:start].strip() in ("and", "or", "&", "/", "、", "和", "或", "或者", "跟")
        alone = (not before.strip() or _LABEL.search(before)) and _CLAUSE_END.match(t, end + (after_m.end() - end
                                                                                              if after_m else 0))
        away = (_AWAY_BEFORE.search(t[lo:start - (cue.end() - cue.start()) if cue else start]) is not None
                and not chained) or _AWAY_AFTER.match(t, after_m.end() if after_m else end) is not None \
            or _OPTION_AFTER.match(t, after_m.end() if after_m else end) is not None
        past = _PAST.search(t, lo, start) is not None or _PAST_AFTER.match(t, end) is not None \
            or _YARDSTICK.match(t, end) is not None
        if away or past or _question(t, end) or not (cue or after_m or chained or alone):
            continue
        s = lo + cue.start() if cue else start
        e = after_m.end() if after_m else end
        rent = _RENT_AFTER.match(t, e) if cue and not cue.group().strip().isascii() else None
        e = rent.end() if rent else e
        found.append((s, e, ident))
        words.setdefault(ident, r.orig[start:end].strip())
        last_end = e
    if not found:
        return
    ids = {f[2] for f in found}
    value = ",".join(p.id for p in r.kb.providers if p.id in ids)
    said = ", ".join(words[i] for i in value.split(","))
    for s, e, _ident in found:
        r.add(s, e, "providers", value, label=said, mask="kw")
