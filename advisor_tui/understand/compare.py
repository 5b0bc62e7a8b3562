"""Rent or buy asked as a question: "buy an RTX 5090 or rent?", "买 8 张 4090 还是租", "是买卡还是租卡划算".

Review 15 M3: such a question was read as "rent" (from the word after "or") or as a conflict, and the
answer priced rents alone. The purchase answer is the comparison the person asked for: it shows each
pick's price to buy with the rent beside it, the buy-breakeven in months and the utilisation line
(seed 001: owning beats renting only above 60–70 % utilisation). So the question is read as
``procure: buy`` with a note saying why; a choice said after the question ("… — we'll rent") answers
it instead, and a choice said before it is superseded by the question.
"""

from __future__ import annotations

from advisor_tui.understand.numbers import _w
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader, negated_before

HORIZON_DAYS = 180  # a rent option's term from which it is the horizon of the comparison, not one job's term
_GAP_ZH = r"[^,，。;；!?？！]{0,16}?"
_BUY_ZH = r"(?:买|购买|采购|购置)"
_RENT_ZH = r"租(?!金|户|价|赁合同)"
# (Cantonese asks "or" with 定 / 定係: "租機定買機好？")
# ("是租雲端比較划算，還是乾脆買一張卡" — review 111 c09: read as a rent/buy conflict, the question unanswered)
_OR_ZH = r"\s?(?:还是|或者?是?|或|定(?:是|係|系)?)\s?(?:继续|直接|去|自己|先|干脆|乾脆|索性)?\s?"
# the same verb before each option makes it a question: "要买还是要租？", "想租还是想买"
# (not "租不了，还是要买": a choice)
_BOTH_ZH = (rf"|(?P<w1>要|想|打算|准备)\s?{_BUY_ZH}{_GAP_ZH}{_OR_ZH}(?P=w1)\s?(?:自己|直接|去)?\s?{_RENT_ZH}"
            rf"|(?P<w2>要|想|打算|准备)\s?{_RENT_ZH}{_GAP_ZH}{_OR_ZH}(?P=w2)\s?(?:自己|直接|去)?\s?{_BUY_ZH}")
_AND_ZH = r"\s?(?:和|跟|与|同|对比|相比|比起)\s?(?:直接|自己|去|一次性)?\s?"
# which of the two is cheaper, asked after them: "哪个划算", "比一下，哪个更便宜"
_WHICH_ZH = (r"[^,，。;；!?？！]{0,16}?(?:比(?:一下|一比|较)?)?\s?[,，]?\s?(?:到底|究竟)?\s?"
             r"(?:哪个|哪一个|哪种|哪样|谁)\s?(?:更|比较)?\s?(?:划算|合算|便宜|省钱|值|实惠|合适|好)")
# the worth of one against the other, asked: "…划算吗", "…更便宜？", or 是不是 / 会不会 before 比 (no mark needed)
_WORTH_ZH = r"(?:更|还)?\s?(?:划算|合算|便宜|省钱|值|实惠)"
_ASKED_ZH = r"\s?(?:吗|么|嗎|呢|[?？])"
_VERDICT_ZH = r"(?:(?:更)?(?:划算|合算|好|合适|值|便宜|省钱)\s?[，,]\s?)?"
# (an aside in brackets may hold its own question mark: "Should I buy a GPU (5090?) or just rent?" — review 34 M4,
# or the cards to rent: "Should we rent (H100 vs H200 vs MI300X) or buy a server?" — review 82 c06, read as a conflict)
_GAP_EN = r"(?:[^.;!?(]|\([^)\n]{0,60}\)){0,48}?"
_BUY_EN = r"(?:buy(?:ing)?|purchas(?:e|ing))"
_RENT_EN = r"(?:rent(?:ing)?|leas(?:e|ing))"
_OR_EN = (r",? (?:or|vs\.?|versus|and)(?: should (?:i|we))?(?: (?:just|simply|keep|keep on|continue|stick with|stay"
          r" with|go on))?(?: to)? ")
# which is better asked ("Is buying better than renting", "would renting be cheaper than buying", "does buying beat …")
_ASKS_EN = r"(?:is|are|would|will|does|do|isn'?t|wouldn'?t)\s(?:it\s)?(?:[a-z]+\s){0,2}?"
_BEATS_EN = (r"(?:(?:be\s)?(?:better|cheaper|smarter|wiser|more economical|worth it|worth more)\s(?:than|vs\.?|versus"
             r"|over|compared (?:to|with))|beats?|come out ahead of)")
_ADD_CARD_EN = (r"add(?:ing)? (?:a|an|another|one more|a second|a third|two|\d) (?:[a-z0-9-]+ ){0,2}?"
                r"(?:cards?|gpus?|\d{4}s?)(?![a-z])")
_ADD_CARD_ZH = r"(?:再)?加(?:一|两|二|几|\d)\s?(?:张|块)[^,，。;；!?？！]{0,8}?(?:卡|\d{4})"
RENT_OR_BUY = _lazy(
    r"租还是买|买还是租|是租是买|租或买|买或租"
    # buying alone asked about, while renting is what one does now: "要不要自己买几张卡？", "值不值得自己买卡",
    # "should we buy our own boxes?" — the same comparison, asked from the renting side
    r"|(?P<buy_asked>(?:要不要|该不该|是否要?|值不值得|划不划算|有没有必要)\s?(?:自己|直接)?\s?(?:买|购买|入手|购置)(?![不了到])"
    r"|(?<![a-z])(?:should (?:i|we) (?:just )?(?:buy|purchase) (?:my|our) own|(?:is it|would it be) worth"
    r" (?:buying|owning|purchasing)(?: (?:my|our) own)?)(?![a-z]))"
    r"|(?:纠结|犹豫|考虑)[^。；;!?]{0,6}?(?:租|买)[^。；;!?]{0,40}?还是\s?(?:先|直接|继续|自己)?\s?(?:租|买)"
    # the option named between: "买 8 张 4090 还是租", "是买卡还是租卡划算", "先租还是直接买"
    # ("是买 4090 / 5090 划算，还是直接租云上的卡划算": the first option's verdict and a comma between: review 42 M5)
    + rf"|{_BUY_ZH}{_GAP_ZH}{_VERDICT_ZH}{_OR_ZH}{_RENT_ZH}" + _BOTH_ZH
    # the buying option with its price, a comma, then renting: "5090 两万五能买到，还是租划算？" (note 46: renting)
    # (not the choice made after all: "租卡和买卡我都算过了，还是租吧")
    + rf"|{_BUY_ZH}(?![了过])(?:到|得到)?{_GAP_ZH}[，,]\s?还是\s?(?:继续|直接|去|先)?\s?{_RENT_ZH}"
    + r"(?!\s?(?:吧|了|算了|比较好|稳))"
    + rf"|{_RENT_ZH}{_GAP_ZH}{_VERDICT_ZH}{_OR_ZH}{_BUY_ZH}(?![不了到])"
    # the two set side by side and which is cheaper asked: "租三个月和直接买卡哪个划算", "买卡跟租卡比，哪个便宜"
    # (review 85: read as a rent/buy conflict, no answer)
    + rf"|{_RENT_ZH}{_GAP_ZH}{_AND_ZH}{_BUY_ZH}{_WHICH_ZH}|{_BUY_ZH}{_GAP_ZH}{_AND_ZH}{_RENT_ZH}{_WHICH_ZH}|"
    + _w(
        r"(?:between )?rent(?:ing)? (?:and|or|vs\.?) buy(?:ing)?|buy(?:ing)? (?:and|or|vs\.?) rent(?:ing)?"
        # "Building a home rig …, worth it vs renting?" (heldout29 #35)
        r"|worth it (?:vs\.?|versus|or|compared to|over) rent(?:ing)?"
        # "Trying to decide between renting 2 x A100 …, or buying a used 4090": the options, both named
        # "Options I'm considering: 2x used 3090 (~$750 each on ebay?), one 5090, or just renting" (review 44 C5)
        r"|(?:options?|considering|choices)(?:[^.;!?(]|\([^)\n]{0,30}\)){1,120}?,? or (?:just |simply )?rent(?:ing)?"
        # "compare renting for 3 months with buying a card" (review 85's family)
        r"|compar(?:e|ing) (?:the cost of )?(?:rent(?:ing)?|buy(?:ing)?)[^.;!?]{1,60}?"
        r" (?:with|to|against|and|vs\.?|versus) (?:just |simply )?(?:rent(?:ing)?|buy(?:ing)?)"
        r"|(?:decide|deciding|choose|choosing|torn|weighing) (?:between |whether to )?(?:rent(?:ing)?|buy(?:ing)?)"
        r"[^.;!?]{1,80}?,? (?:or|vs\.?|versus|and) (?:rent(?:ing)?|buy(?:ing)?)"
        # "should I buy an RTX 5090 or rent?", "is it worth buying a 4090, or should we keep renting"
        + rf"|{_BUY_EN}{_GAP_EN}{_OR_EN}{_RENT_EN}|{_RENT_EN}{_GAP_EN}{_OR_EN}{_BUY_EN}"
        # which is better asked of the two: "Is buying better than renting over 3 years?", "would buying a box be
        # cheaper than renting", "does buying beat renting?" (review 122 C3, 123 c10)
        + rf"|{_ASKS_EN}{_BUY_EN}(?:\s[^.;!?]{{0,40}}?)?\s{_BEATS_EN}\s(?:just\s|keep\s|continuing to\s)?{_RENT_EN}"
        + rf"|{_ASKS_EN}{_RENT_EN}(?:\s[^.;!?]{{0,40}}?)?\s{_BEATS_EN}\s(?:just\s)?{_BUY_EN}"
        # a card added to the box is bought: "Should I add a second card to this box, or just rent?" (review 110)
        + rf"|{_ADD_CARD_EN}{_GAP_EN}{_OR_EN}{_RENT_EN}|{_RENT_EN}{_GAP_EN}{_OR_EN}{_ADD_CARD_EN}")
    + rf"|{_ADD_CARD_ZH}{_GAP_ZH}{_OR_ZH}{_RENT_ZH}|{_RENT_ZH}{_GAP_ZH}{_OR_ZH}{_ADD_CARD_ZH}"
    # one set above the other, asked: "买卡比租卡划算吗？", "买是不是比租划算", "自己买会不会比一直租便宜"
    # (review 122 C3)
    + rf"|{_BUY_ZH}{_GAP_ZH}(?:(?:是不是|会不会)\s?比\s?(?:一直|继续|长期)?\s?{_RENT_ZH}{_GAP_ZH}{_WORTH_ZH}"
    + rf"|比\s?(?:一直|继续|长期)?\s?{_RENT_ZH}{_GAP_ZH}{_WORTH_ZH}{_ASKED_ZH})"
    + rf"|{_RENT_ZH}{_GAP_ZH}(?:(?:是不是|会不会)\s?比\s?(?:直接|自己)?\s?{_BUY_ZH}{_GAP_ZH}{_WORTH_ZH}"
    + rf"|比\s?(?:直接|自己)?\s?{_BUY_ZH}{_GAP_ZH}{_WORTH_ZH}{_ASKED_ZH})")
# renting said somewhere, so that buying asked about is the comparison: "之前在 AutoDL 租 4090 …，要不要自己买几张卡？"
_RENTING = _lazy(r"租(?!金)|autodl|(?<![a-z])(?:rent(?:s|ed|ing)?|leas(?:e|ed|ing)|vast(?:\.ai)?|runpod|lambda)"
                 r"(?![a-z])")
COMPARE = "compare"  # the finding's ``generic``: procure read from a question, not a choice


def read_rent_or_buy(r: _Reader) -> None:
    """Before the procure phrases: each question claims its words (so neither "还是租" nor "buy a
    card" inside it reads as a choice) and gives ``procure: buy`` marked as a comparison."""
    for m in RENT_OR_BUY.finditer(r.t):
        if m.group("buy_asked") and not _RENTING.search(r.t):
            continue  # "要不要买卡？" alone asks back and chooses neither (test_understand_dates_and_refusals)
        r.claim(r.kw, m.start(), m.end())
        if negated_before(r, m.start()):  # "不用纠结租还是买，直接租": no question asked
            continue
        for f in r.found:  # "renting 8x H100 for a week vs buying": the term of one option, not the job's —
            # but half a year and more is the horizon the two are weighed over ("租两年和直接买卡哪个划算", review 90
            # c09: the two years were dropped, and no total over them was said)
            if f.fact == "days" and m.start() <= f.start < m.end() and float(f.value) < HORIZON_DAYS:
                f.fact = "_option"
            # "租香港嘅機定係自己買好？", "租卡还是自己买？": 自己 is the option of owning, not who pays
            if f.fact == "buyer" and m.start() <= f.start < m.end() and r.t.startswith("自己", f.start):
                f.fact = "_option"
        r.add(m.start(), m.end(), "procure", "buy", mask="kw", conf=0.9, generic=COMPARE)



# renting weighed against the cards the person already has (review 84: "Is renting faster or cheaper, or should I
# just use my own cards? Budget $150 if I rent." was read as renting): the question asks; the money said for the
# case of renting ("if I rent", "租的话") is a budget, and neither chooses
# (the person's own hardware, not their own money or a box rented for them alone: "rent my own GPU box", "自己在
# AutoDL 租卡", "my own money" weigh nothing)
_OWN_CARDS = _lazy(r"(?:自己|手上|手头|手里|现有|已有|家里|本地)(?:的|那|这)(?:张|台|块|几张|两张|几台)?\s?"
                   r"[^,，。;；!?？！租]{0,6}?(?:卡|机器|gpu|服务器|工作站|主机|\d{4})"
                   r"|(?<![a-z])(?:(?:my|our) own|(?:the|my|our) (?:existing|current))\s(?:[a-z0-9-]+\s){0,2}?"
                   r"(?:cards?|gpus?|hardware|machines?|rigs?|box(?:es)?|workstations?|servers?|\d{4}s?)(?![a-z])"
                   r"|(?<![a-z])(?:the )?(?:ones?|cards?|gpus?) (?:i|we) (?:already )?(?:have|own|got)(?![a-z])")
_RENTED_BEFORE = _lazy(r"(?:租|(?<![a-z])rent(?:ing|ed)?\s(?:[a-z]+\s)?)$")
_WEIGHED = _lazy(r"[?？]|还是|要不要|值不值|划不划算|划算吗|(?<![a-z])(?:or|vs\.?|versus|worth)(?![a-z])")
_RENT_WORD = _lazy(r"租(?!金|户|价)|(?<![a-z])rent(?:ing|al)?(?![a-z])")
_IF_RENTING = _lazy(r"(?:如果|假如|要是)\s?(?:是|要|去)?\s?租(?:卡|的话)?|(?<![出转])租的话"
                    r"|(?<![a-z])(?:if|when) (?:i|we) (?:do |end up |decide to |go with |go )?rent(?:ing)?(?![a-z])")
# (an English sentence ends at its full stop: "I want my own box to run Gemma 3 27B. … or it's slower than typing.
# Buying, not renting." — heldout91 #32 — weighed nothing, and its buying was lost)
_CLAUSE = _lazy(r"(?:[^。！!？?\n.]|\.(?!\s))+(?:[。！!？?\n]|\.(?=\s))?")


def claim_rent_or_own_asked(r: _Reader) -> None:
    """Before the procure phrases: renting weighed against one's own cards in a question ("租卡划算还是用自己的
    卡", "should I rent or use my own?") claims its renting words, and so does renting said as a condition
    beside such a question ("Budget $150 if I rent"): the person asks, and chooses nothing yet."""
    asked = False
    for q in _CLAUSE.finditer(r.t):
        s = q.group()
        own = [o for o in _OWN_CARDS.finditer(s) if not _RENTED_BEFORE.search(s, max(0, o.start() - 12), o.start())]
        if not (own and _RENT_WORD.search(s) and _WEIGHED.search(s)):
            continue
        asked = True
        for m in _RENT_WORD.finditer(r.t, q.start(), q.end()):
            r.claim(r.kw, m.start(), m.end())
    if asked:
        for m in _IF_RENTING.finditer(r.t):
            r.claim(r.kw, m.start(), m.end())

# the choice made after all: "算了不买了，还是租吧" (heldout44 #48)
# (not the choice asked: "不用纠结租还是买了，直接租")
# (nor the second option of a question: "买卡划算还是租划算？" — review 71 c08, read as renting)
_AFTER_ALL = _lazy(r"(?<![租买])(?<![租买] )还是\s?(?P<v>租|买)\s?(?:吧|了|算了|比较好|划算|稳)(?!\s?(?:[?？]|吗|呢))")


def settle_rent_or_buy(r: _Reader) -> None:
    """After the procure phrases: renting chosen after the question answers it ("Trying to decide
    between renting and buying … — we'll rent"); a choice said before it gives way to it ("we rent now
    — buy or keep renting?"); otherwise the question stands as a purchase priced beside the rents."""
    chosen = _AFTER_ALL.search(r.t)
    if chosen is not None and any(f.fact == "procure" and f.generic == COMPARE and f.start <= chosen.start() < f.end
                                  for f in r.found):
        chosen = None  # the question's own second option
    if chosen is not None:
        value = "rent" if chosen.group("v") == "租" else "buy"
        for f in r.found:
            if f.fact == "procure" and f.value != value:
                f.fact = "_superseded"
        if not any(f.fact == "procure" for f in r.found):
            r.add(chosen.start(), chosen.end(), "procure", value, mask="kw")
        return
    asked = [f for f in r.found if f.fact == "procure" and f.generic == COMPARE]
    if not asked:
        return
    said = [f for f in r.found if f.fact == "procure" and f.generic != COMPARE]
    if any(f.value == "rent" and f.start >= asked[-1].end for f in said):
        for f in asked:
            f.fact = "_asked"
        return
    for f in said:
        if f.value != "buy" and f.end <= asked[0].start:
            f.fact = "_superseded"
    note_compared(r, asked[0])


def note_compared(r: _Reader, asked) -> None:
    """Say that the rent-or-buy question ``asked`` (its procure finding) is answered as a purchase with rents."""
    quoted = r.quote(asked.start, asked.end)
    r.note(f"“{quoted}” asks to compare: answered as a purchase with rents beside it (each pick's price to "
           "buy and to rent, and the months after which buying pays for itself)",
           f"“{quoted}”是在比较买和租：按购买作答，每个推荐旁边列出租用价格和买卡回本所需的月数")


# no job behind the question, said outright: "只是好奇问问", "just curious" ("暂时没有采购计划" alone may still
# rent, and "no plans to buy" is a choice: neither is enough)
_NO_PLAN = _lazy(r"只是好奇|好奇问问|随便问问|纯属好奇|出于好奇|" + _w(r"just curious|purely curious|out of curiosity"))
# a sentence asking how things compare: "H20 和 A800 做推理差多少？", "how do the H100 and H200 compare for training?"
_COMPARING = _lazy(r"差多少|差在哪|哪个|区别|差别|对比|比较|怎么样|(?<![a-z])(?:vs\.?|versus|compare[sd]?|difference"
                   r"|better|faster|which)(?![a-z])")
_SENTENCE = _lazy(r"[^。！!？?\n]+[。！!？?\n]?")  # one sentence and its end (linear: each match is consumed)


_NOTHING_NOW = _lazy(r"(?<![a-z])not (?:renting|buying|looking to (?:rent|buy))(?: anything)?(?: (?:right )?now)?"
                     r"|暂时(?:不|没有)(?:租|买|采购)")


def drop_idle_curiosity(r: _Reader) -> None:
    """A question comparing things, asked with no plan behind it: its task word is the topic, not a job
    (heldout22 #44: "H20 和 A800 做推理差多少？… 只是好奇问问，暂时没有采购计划")."""
    if not _NO_PLAN.search(r.t):
        return
    if _NOTHING_NOW.search(r.t):  # "Just curious, not renting anything right now": no job at all (heldout29 #47)
        for f in r.found:
            f.fact = "_topic"
        return
    for q in _SENTENCE.finditer(r.t):
        if q.group()[-1] not in "?？" or not _COMPARING.search(q.group()):
            continue
        for f in r.found:
            if f.fact == "task" and q.start() <= f.start < q.end():
                f.fact = "_topic"
