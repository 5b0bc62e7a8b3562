"""A seller's terms quoted back are no facts of the job: the commitment a price is offered on, and the day the offer
closes.

heldout88 #40 forwarded a vendor's quote ("€1,480/month for the pair (6 months)", "€1,390/month on a 6-month
commitment", "Setup fee waived if signed before 18 December") above the person's own "It has to be live by Monday 4
January": the bracketed six months read as 180 days of use and the signing date as the deadline (264 h, not 672).
The term a price is offered on ("$1,200/month on a 12-month contract", "(6 months)" right after a price a month)
and an offer's closing day ("if signed before …", "quote valid until …", "offer expires …",
"报价有效期至 12 月 18 日") are claimed here, before the readers of days and dates. "We need it for 6 months" and
"done before 18 December" stay the person's.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_COUNT = r"(?:\d{1,2}|one|two|three|four|five|six|nine|twelve|eighteen|twenty-four|thirty-six)"
_SPAN = rf"{_COUNT}[\s-]?(?:months?|mo|years?|yrs?)"
_TERM_WORD = (r"(?:commitments?|commit|contracts?|terms?|reservations?|reserved(?: instances?| terms?)?|plans?"
              r"|leases?|subscriptions?|prepay(?:ment)?|minimum)")
# a price by the month (or hour) said first: the term is the offer's, not the person's time of use — "€1,390/month on
# a 6-month commitment", "$2.10/GPU-hour with a 12-month reservation", "€1,480/month for the pair (6 months)"; a term
# said alone ("a 1-year reserved contract") stays a year of use (year_budget.py, review 96)
_PRICE_BY = (r"(?:[$€£¥₹]|(?<![a-z])(?:usd|eur|gbp|chf|cad|aud|sgd)\s?)\d[\d,.]*\s?(?:k\s?)?"
             r"(?:/\s?|per\s|a\s|an\s)(?:gpu[- ]?hours?|gpu[- ]?hrs?|hours?|hrs?|h|months?|mo|weeks?)(?![a-z])")
# a line that offers a machine: a card, a count of them, "dedicated", "on demand"
_OFFER_LINE = _lazy(r"(?<![a-z])(?:gpus?|cards?|h100|h200|h20|a100|a800|l40s?|l4|4090|5090|mi300x?|dedicated"
                    r"|on[- ]demand|reserved|instances?|nodes?|servers?)(?![a-z])|\d\s?[×x]\s")
_TERM = _lazy(
    rf"{_PRICE_BY}[^\n.;()]{{0,40}}?"
    rf"(?:(?P<on>(?:on|with|for|under|at)\s(?:a|an|the)\s{_SPAN}\s(?:(?:minimum|prepaid|reserved|fixed)\s)?"
    rf"{_TERM_WORD})(?![a-z])"
    rf"|\(\s?(?P<bracket>{_SPAN})(?:\s(?:commitment|contract|term|minimum|min\.?))?\s?\))")
_MONTH = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?"
          r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)")
_DAY = (rf"(?:(?:[a-z]+day,?\s)?(?:\d{{1,2}}(?:st|nd|rd|th)?\s{_MONTH}|{_MONTH}\s\d{{1,2}}(?:st|nd|rd|th)?)"
        r"(?:,?\s20\d\d)?)")
_CLOSES = _lazy(
    # "if signed before 18 December", "when you sign by Dec 18", "quote valid until 18 December", "offer expires"
    rf"(?<![a-z])(?:if|when|once)\s(?:you\s|it(?:'s| is)\s|the contract is\s)?(?:signed|sign|book|booked|order"
    rf"|ordered|confirm|confirmed|commit|committed)\s(?:it\s)?(?:before|by|until|no later than)\s{_DAY}"
    rf"|(?<![a-z])(?:quote|offer|price|pricing|prices|discount|promotion|promo)s?\s(?:is\s|are\s)?(?:valid|good"
    rf"|holds?|stands?|expires?|runs?|ends?)\s(?:until|till|through|to|on|by)?\s?{_DAY}"
    rf"|(?<![a-z])(?:valid|good)\s(?:until|till|through)\s{_DAY}"
    # "报价有效期至 12 月 18 日", "签约截至 12 月 18 号享优惠"
    r"|(?:报价|价格|优惠|折扣)?有效期\s?(?:至|到|截至|截止)\s?[一二三四五六七八九十\d]{1,2}\s?月\s?"
    r"[一二三四五六七八九十\d]{1,3}\s?(?:日|号)")


def claim_offer_terms(r: _Reader) -> None:
    """Before the days and deadline readers: a price's commitment term and an offer's closing day, claimed."""
    for m in _TERM.finditer(r.t):
        part = "on" if m.group("on") else "bracket"
        if part == "bracket" and not _OFFER_LINE.search(r.t, r.t.rfind("\n", 0, m.start()) + 1, m.start()):
            continue  # ("$1,200/month (6 months)" said of the person's own plan is their months of use)
        r.claim(r.numeric, m.start(part), m.end(part))
        r.claim(r.kw, m.start(part), m.end(part))
    for m in _CLOSES.finditer(r.t):
        r.claim(r.numeric, m.start(), m.end())
        r.claim(r.kw, m.start(), m.end())


def offered_term(r: _Reader, at: int) -> bool:
    """Whether ``at`` is inside a price's offered term ("$1,200/month on a 12-month contract")."""
    return any(m.start() <= at < m.end() for m in _TERM.finditer(r.t))
