"""A card to add beside the person's own (review 95 c04, critical): "我有一张3090，想再加一张卡（二手3090或者4090）跑
Qwen2.5-32B", "I have a 3090 and want to add a second card — another 3090 or a 4090?", "手上有一张 4090，再买一张能不能
跑 70B". The question is what the owned cards and N more do together, with the candidates named for the added one
(none named: another of the same); the verdicts say so for each (advisor_tui.owned_add). Read only beside a card that
is the person's own: "add a second server" is no card, and "add another card" with none owned adds to nothing."""

from __future__ import annotations

import re

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from advisor_tui.understand.result import AddedCards

_HOW_MANY = {"一": 1, "两": 2, "二": 2, "三": 3, "四": 4, "one": 1, "two": 2, "three": 3, "four": 4}
_ZH = _lazy(r"(?:(?:再|多|另外?)\s?(?:加|买|添|配|上|入|装|搞|弄|来)(?:装|购|置)?|加(?:装|上)?|添置?|增加)"
            r"\s?(?P<n>[一两二三四1-4])?\s?(?:张|块|片)")
# what follows a measure word that is no GPU ("再加一块硬盘", "再加一张网卡")
_NOT_A_CARD_ZH = _lazy(r"\s?(?:新的|二手的?|同样的|一样的)?\s?(?:硬盘|固态|内存|ssd|nvme|网卡|声卡|采集卡|sim|屏"
                       r"|显示器|主板|电源|cpu|银行卡)")
_EN = _lazy(r"(?<![a-z])(?:(?:add(?:ing)?|buy(?:ing)?|get(?:ting)?|put(?:ting)? in|plug(?:ging)? in|throw(?:ing)? in)"
            r"\s(?:in\s)?)?(?:(?P<one>a second|a 2nd|another|one more|an extra|a further)"
            r"|(?P<n>one|two|three|four|[1-4]) (?:more|extra))(?![a-z])")
_EN_WHAT = _lazy(r"\s(?:(?:used|second[- ]hand|new|identical|matching|rtx|geforce|nvidia)\s){0,2}"
                 r"(?:cards?|gpus?|graphics cards?|one)(?![a-z])")
# "we have 2 A100s and want two more", "… buy one more of those?": the owned card again
_EN_ALONE = _lazy(r"\s?(?:[,.;:!?)]|$|\s(?:of (?:them|those|these|it)|for|to run|to serve|so)(?![a-z]))")
# the words between "a second" and the card it names: "a second used RTX 3090"
_EN_BEFORE_CARD = re.compile(r"\s*(?:(?:used|second[- ]hand|new|rtx|geforce|nvidia)\s?)*")
_SENTENCE_END = re.compile(r"[。！？!?\n;；]|\.(?:\s|$)")


def read_added_cards(r: _Reader) -> None:
    """Keep the plan to add cards beside the person's own (``r.adding``); at most one plan, the first said."""
    said = [(m, True) for m in _ZH.finditer(r.t)] + [(m, False) for m in _EN.finditer(r.t)]
    for m, zh in sorted(said, key=lambda x: x[0].start()):
        owned = [c for c in r.cards if c.card and c.owned and not c.refused and c.end <= m.start()]
        if not owned:
            continue
        # (the card said with the count: "再加两张4090" is one mention from "两张")
        after = [c for c in r.cards if c.card and not c.refused and c.start >= m.start() and c.end > m.end()]
        if zh:
            if _NOT_A_CARD_ZH.match(r.t, m.end()):
                continue
        elif not (_EN_WHAT.match(r.t, m.end()) or _EN_ALONE.match(r.t, m.end())
                  or any(c.start <= m.end() + 12 and _EN_BEFORE_CARD.fullmatch(r.t[m.end():c.start]) for c in after)):
            continue  # "add a second server", "another question"
        n = m.group("n")
        count = 1 if not n else int(n) if n.isdigit() else _HOW_MANY.get(n.lower(), 1)
        end = _SENTENCE_END.search(r.t, m.end())
        stop = end.start() if end is not None else len(r.t)
        base = owned[-1]
        named = [c.card for c in after if c.start < stop and c.card]
        candidates = tuple(dict.fromkeys((base.card, *named)))
        r.adding = AddedCards(owned=base.card, owned_count=base.count or 1, count=count, candidates=candidates,
                              text=r.quote(m.start(), m.end()), supply_w=_supply(r))
        return


def _supply(r: _Reader) -> float | None:
    """The power supply's rating where the person said one ("电源1000W", "a 1000 W PSU"): the wattage the power reader
    left unplaced as a supply's rating (advisor_tui.understand.power), not a limit on the cards."""
    from advisor_tui.understand.power import _SUPPLY

    for u in r.unresolved:
        if u.kind != "power_limit_w":
            continue
        lo, hi = max(0, u.start - 12), min(len(r.t), u.end + 12)
        figure = re.search(r"\d{1,2},\d{3}|\d{3,5}", u.text.replace(" ", ""))
        if figure is not None and _SUPPLY.search(r.t, lo, hi) and "k" not in u.text.lower():
            return float(figure.group(0).replace(",", ""))
    return None
