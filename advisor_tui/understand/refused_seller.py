"""A seller refused by name: "Any cloud is fine except Google Cloud", "we will not use AWS at all, company policy",
"No Microsoft Azure please" (blind review 116 c7, c8, c10: never echoed nor applied), "anything but Azure", "AWS is
out", "不用阿里云", "别用腾讯云", "除了华为云都行", "唔好用阿里雲" → providers no-<seller> (``--provider no-aws``;
rules.fact_seller): the seller's offers are set aside, and a seller no offer on file comes from is said to have had
nothing to set aside (rules.refused_seller).

Not a refusal: the place rented from ("we have credits on RunPod": named_seller.py), mainland clouds refused as a
kind ("no Chinese clouds": --no-mainland-sellers, keywords.py), a seller as a yardstick ("not AWS-level prices",
"cheaper than AWS", "跟阿里云比"), an account said missing ("no AWS account"), a question ("不用阿里云可以吗？"),
"除了阿里云，我们也在 AutoDL 上有账号" (besides, not except).
"""

from __future__ import annotations

from dataclasses import replace

from advisor_tui.understand.named_seller import _SELLERS, _clause_start, _question
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from advisor_tui.understand.refused_seller_list import inside_refused_list, refused_list_after
from rules.fact_seller import REFUSED, seller_names
from rules.unpriced_seller import SELLERS as UNPRICED
from rules.unpriced_seller import unpriced_region

_ALL = (*_SELLERS, *((rx, ident) for ident, _en, _zh, _region, _names, rx in UNPRICED))
_ANY = _lazy("|".join(f"(?P<s{i}>{rx})" for i, (rx, _id) in enumerate(_ALL)))
_ONE = r"(?:[^,;!?\n]{0,24}?(?:and|or|&|/|nor|、|和|或者?|跟|及)\s?)?"  # a seller joined before: "no AWS or Azure"
# the refusal right before the seller (an earlier seller of the same list allowed between)
_BEFORE_EN = _lazy(
    r"(?<![a-z])(?:except(?:\sfor)?|anything\sbut|any(?:one|where)?\s(?:\w+\s)?but|other\sthan|but\snot|not|no|never"
    r"|avoid(?:ing)?|without|exclud(?:e|ing)|rule\sout|ruled\sout|stay(?:ing)?\saway\sfrom|nothing\s(?:on|from)"
    r"|(?:won'?t|will\snot|wouldn'?t|would\snot|can'?t|cannot|can\snot|must\snot|mustn'?t|shouldn'?t|should\snot"
    r"|may\snot|(?:are|is)n'?t\sallowed\sto|(?:are|is)\snot\sallowed\sto|not\sallowed\sto|don'?t\swant\sto"
    r"|do\snot\swant\sto|refuse\sto)\s(?:ever\s)?(?:use|touch|go\s(?:with|to|through)|be\son|run\son|rent\s(?:from|on)"
    r"|put\s(?:it|anything|data)\son)|don'?t\swant|do\snot\swant)"
    r"(?:\s(?:the|a|an|any))?\s" + _ONE + r"$")
_BEFORE_ZH = _lazy(r"(?:不用|别用|不要用?|不想用|不能用|不许用|禁止用?|不考虑|排除|避开|唔好用|唔用|唔要|咪用|"
                   r"不要再用|别再用)\s?(?:在\s?)?" + _ONE + r"$")
# "除了华为云都行", "except Google Cloud": 除了 is "except" only with 都行 / 都可以 … after it
_EXCEPT_ZH = _lazy(r"除了?\s?" + _ONE + r"$")
_EXCEPT_ZH_AFTER = _lazy(r"[^。；;!?！？\n]{0,12}?(?:以外|之外)?[，,]?\s?(?:其他|别的|其余)?[^。；;!?！？\n]{0,6}?"
                         r"(?:都行|都可以|都可|都好|都ok|随便|均可|都无所谓|都没问题|都得|都冇问题)")
# refused after its name: "AWS is out", "Azure is a no-go", "阿里云不考虑", "腾讯云就算了"
_AFTER = _lazy(r"\s?(?:(?:is|are)\s(?:completely\s|totally\s|simply\s)?(?:out|a\sno-?go|off\sthe\stable|not\san\soption"
               r"|ruled\sout|excluded|banned|not\sallowed)(?![a-z])|(?:不考虑|不行|不能用|不用|就算了|排除|pass|免了|不要))"
               r"(?![^，,。；;!?！？\n]{0,6}(?:的话|吗|么|嘛|\?|？))")
# the seller as a yardstick or an account, not a seller refused: "not AWS-level prices", "no AWS account"
_NOT_SELLER_AFTER = _lazy(r"(?:-|\s)?(?:level|grade|style|like|tier|prices?|pricing|rates?|money|budget|account|"
                          r"accounts|credits?|experience|skills?|certifi|级别|那种价|价格|价位|的价|账号|帐号|经验)")

# the seller as an example of a kind refused, or one of its tiers ("RunPod community cloud"), which the kind's own
# option reads ("no vast.ai or other P2P hosts", "no vast.ai type stuff", "别用 AutoDL 这类平台": --no-marketplace,
# the table's heldout43 and heldout47 rows)
_KIND_AFTER = _lazy(r"\s?(?:-|\s)?(?:community\s(?:cloud|tier|hosts?)|secure\scloud|type|kind|sort|style"
                    r"|or\sother|and\sother|or\ssimilar|or\sany\sother"
                    r"|and\sthe\slike|之类|这类|那类|这种|那种|一类|等)(?![a-z])")


def _refused_at(t: str, start: int, end: int) -> tuple[int, int] | None:
    """The span of the refusal with the seller's name in it, or None where the seller is not refused there."""
    lo = _clause_start(t, start)
    before = t[lo:start]
    if _NOT_SELLER_AFTER.match(t, end) or _KIND_AFTER.match(t, end) or _question(t, end):
        return None
    if cue := _BEFORE_EN.search(before) or _BEFORE_ZH.search(before):
        return lo + cue.start(), end
    if (cue := _EXCEPT_ZH.search(before)) and (after := _EXCEPT_ZH_AFTER.match(t, end)):
        return lo + cue.start(), after.end()
    return (start, after.end()) if (after := _AFTER.match(t, end)) else None


def _kind_refused(r: _Reader, ident: str) -> bool:
    """The seller is one of a kind the person refused as a kind, read as its own option: mainland clouds ("no Alibaba
    Cloud, Tencent Cloud or Huawei Cloud, not even their Tokyo regions": no_mainland_sellers) or peer-to-peer
    marketplaces ("no Vast.ai or RunPod community cloud": no_marketplace) — the table's heldout63, 64, 66, 84 rows."""
    kinds = {f.fact for f in r.found if f.fact in ("no_mainland_sellers", "no_marketplace") and f.value is True}
    seller = r.kb.providers_by_id.get(ident)
    mainland = seller.region == "cn" if seller is not None else unpriced_region(ident) == "cn"
    return ("no_mainland_sellers" in kinds and mainland
            or "no_marketplace" in kinds and seller is not None and seller.kind == "p2p-marketplace")


def read_refused_seller(r: _Reader) -> None:
    """Sellers refused by name join the providers fact as no-<id>, beside any the person rents from."""
    t = r.t
    refused: list[tuple[int, int, str]] = []
    for m in _ANY.finditer(t):
        if m.lastgroup is None:
            continue
        ident = _ALL[int(m.lastgroup[1:])][1]
        if (span := _refused_at(t, m.start(), m.end())) and ident not in (x[2] for x in refused):
            refused.append((*span, ident))
    # "no AWS, Azure, Google": the whole list (review 121 c7), each named as a seller ("RunPod community cloud" a kind)
    refused += [x for x in refused_list_after(t, r.orig, refused)
                if not (_NOT_SELLER_AFTER.match(t, x[1]) or _KIND_AFTER.match(t, x[1]))]
    refused = [x for x in refused if not _kind_refused(r, x[2])]
    if not refused:
        return
    # a seller of the refused list read as one rented from ("no AWS, Azure": Azure alone after a comma) is not one
    r.found[:] = [f for f in r.found if f.fact != "providers" or not inside_refused_list(f.start, f.end, refused)]
    said = [f for f in r.found if f.fact == "providers"]
    kept = [x for f in said for x in str(f.value).split(",") if x and x not in (i for _s, _e, i in refused)]
    value = ",".join(dict.fromkeys([*kept, *(REFUSED + i for _s, _e, i in refused)]))
    # the echo names them as said, the refusal plain ("RunPod; not AWS", "any but Google Cloud"): one label for all
    allowed = next((f.label for f in said if f.label), "")
    ids = tuple(i for _s, _e, i in refused)
    if any("\u4e00" <= ch <= "\u9fff" for s, e, _i in refused for ch in r.orig[s:e]):  # said in Chinese
        no = seller_names(r.kb, ids, "zh", "and")
        label = f"{allowed}；不用 {no}" if allowed else f"除 {no} 之外都可以"
    else:
        no = seller_names(r.kb, ids, "en")
        label = f"{allowed}; not {no}" if allowed else f"any but {no}"
    r.found[:] = [replace(f, value=value, label=label) if f.fact == "providers" else f for f in r.found]
    for s, e, _ident in refused:
        r.add(s, e, "providers", value, label=label, mask="kw")
