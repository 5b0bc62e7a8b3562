"""Swahili and Hungarian around English terms, read as the English the readers know (heldout74 #22, #23: "Sisi ni
shirika dogo … hapa Nakuru", "Tuna takriban mifano 20,000 …, kila mmoja ~350 tokens", "Tutakodi GPU, hatutanunua",
"Bajeti ni KSh 260,000 kwa mradi wote; mhasibu wetu anatumia shilingi 130 kwa dola moja", "kabla ya tarehe 24
Desemba"; "Egy kis budapesti webshop vagyunk", "400 termék, mindegyikhez 3 kép", "Bérelni szeretnénk GPU-t, nem
vásárolunk", "Költségkeret: 180 000 Ft összesen, a könyvelőnk 360 forinttal számol dolláronként", "Dec 20-ig" — the
samples, the rent, the budget, the firm and the deadline each read as nothing, the samples' length as a context), as
foreign_three.py reads Persian or Finnish (and foreign_four.py Ukrainian, Swedish and Thai): one character
in, one character out, each language only where three of its common words are."""

from __future__ import annotations

from advisor_tui.understand.foreign import _any_of, _clauses, _joined
from advisor_tui.understand.patterns import _lazy

_N = r"(?P<n>\d{1,3}(?:,\d{3})+(?![\d])|\d+(?:\.\d+)?)"


def _fit(m, *readings: str) -> str:
    """The first of the readings that fits the words it replaces (the last one otherwise, left as said)."""
    room = len(m.group())
    return next((r for r in readings if len(r) <= room), readings[-1])

# ---------------------------------------------------------------- Swahili
# (not "na", "ya", "ni" or "kwa" alone, which other languages and names say too)
_SWAHILI_WORDS = _lazy(r"(?<![\w])(?:habari|sisi|tuna|tunataka|takriban|kila|asante|bajeti|lazima|kabla|tarehe|wetu"
                       r"|yetu|hapa|mradi|wote|sana|sawa|mhasibu|anatumia|shilingi|tutakodi|hatutanunua|kukodi"
                       r"|kununua|jumla|mwezi|mifano|maswali|majibu|ili|kwa mwezi|dola)(?![\w])")
_SWAHILI_MONTHS = {"januari": "jan", "februari": "feb", "machi": "mar", "aprili": "apr", "mei": "may", "juni": "jun",
                   "julai": "jul", "agosti": "aug", "septemba": "sep", "oktoba": "oct", "novemba": "nov",
                   "desemba": "dec"}
_SW_MONTH = "|".join(_SWAHILI_MONTHS)
_SWAHILI_CLAUSES = (
    # "Sisi ni shirika dogo", "sisi ni kampuni ndogo": who writes
    (_lazy(r"(?<![\w])(?:sisi )?ni (?:shirika|kampuni|biashara|duka|kliniki|shule|ofisi|startup|chama)"
           r"(?P<small> (?:dogo|ndogo|kidogo))?(?![\w])"),
     lambda m: f"we're a {'small ' if m.group('small') else ''}firm"),
    # "hapa Nakuru": where the writer is
    (_lazy(r"(?<![\w])hapa (?=[a-z])"), lambda m: "in "),
    # "mifano 20,000", "maswali 5,000": the samples counted
    (_lazy(rf"(?<![\w])(?P<about>takriban |karibu )?(?:mifano|sampuli|rekodi) {_N}"),
     lambda m: _fit(m, *(f"{'~' if m.group('about') else ''}{n} samples"
                         for n in (m.group("n"), m.group("n").replace(",", ""))))),
    # (padded before it, so that it stands right before the length it goes with: "each ~350 tokens")
    (_lazy(r"(?<![\w])kila (?:mmoja|moja|mfano|swali|rekodi)(?![\w])"), lambda m: "each".rjust(len(m.group()))),
    (_lazy(r"(?<![\w])(?:tutakodi|tunakodi|tunataka kukodi|tungependa kukodi)(?![\w])"), lambda m: "rent"),
    (_lazy(r"(?<![\w])(?:hatutanunua|hatununui|hatutaki kununua)(?![\w])"), lambda m: "not buy"),
    (_lazy(r"(?<![\w])(?:tutanunua|tunataka kununua|tungependa kununua)(?![\w])"), lambda m: "buy"),
    (_lazy(r"(?<![\w])(?:hatutakodi|hatukodi|hatutaki kukodi)(?![\w])"), lambda m: "not rent"),
    (_lazy(r"(?<![\w])bajeti(?: yetu)? ni(?![\w])"), lambda m: "budget is"),
    (_lazy(r"(?<![\w])(?:kwa mradi (?:wote|mzima)|kwa jumla|jumla)(?![\w])"), lambda m: "total"),
    (_lazy(r"(?<![\w])kwa mwezi(?![\w])"), lambda m: "a month"),
    # "mhasibu wetu anatumia shilingi 130 kwa dola moja": the person's rate
    (_lazy(rf"(?<![\w])(?:mhasibu(?: wetu)? )?(?:anatumia|tunatumia|tunahesabu) (?:shilingi {_N}|(?P<n2>\d[\d,.]*)"
           r" shilingi) kwa dola(?: moja)?(?![\w])"),
     lambda m: _fit(m, f"finance uses {m.group('n') or m.group('n2')} shillings to the dollar",
                    f"{m.group('n') or m.group('n2')} shillings to the dollar")),
    (_lazy(r"(?<![\w])spot (?:ni sawa|inafaa|inakubalika)(?![\w])"), lambda m: "spot is ok"),
    (_lazy(r"(?<![\w])(?:spot (?:si sawa|haifai)|hakuna spot)(?![\w])"), lambda m: "no spot"),
    # "kabla ya tarehe 24 Desemba", "ifikapo tarehe 24 Desemba": by the date
    (_lazy(rf"(?<![\w])(?:kabla ya|ifikapo|mpaka) (?:tarehe )?(?P<d>[1-3]?\d) (?P<m>{_SW_MONTH})(?![\w])"),
     lambda m: f"by {_SWAHILI_MONTHS[m.group('m')]} {m.group('d')}"),
)
_SWAHILI = (("takriban", "~"), ("shilingi", "shillings"), ("asante", "thanks"))
_SWAHILI_OF = dict(_SWAHILI)
_SWAHILI_RX = _any_of(_SWAHILI_OF)


def swahili(t: str) -> str:
    if len({m.group() for m in _SWAHILI_WORDS.finditer(t)}) < 3:
        return t
    t = _clauses(t, _SWAHILI_CLAUSES)
    return _SWAHILI_RX.sub(lambda m: _joined(m, _SWAHILI_OF[m.group()]), t)


# ---------------------------------------------------------------- Hungarian
_HUNGARIAN_WORDS = _lazy(r"(?<![\w])(?:szia|sziasztok|egy|kis|vagyunk|és|termék|terméket|mindegyikhez|kép|képet"
                         r"|szeretnénk|nem|költségkeret|keret|összesen|könyvelőnk|kell|köszi|köszönöm|havonta|forint"
                         r"|forinttal|dolláronként|bérelni|vásárolunk|vásárolni|körülbelül|kb|minden|darab|hónap)(?![\w])")
_HUNGARIAN_MONTHS = {"január": "jan", "jan": "jan", "február": "feb", "febr": "feb", "feb": "feb", "március": "mar",
                     "márc": "mar", "április": "apr", "ápr": "apr", "május": "may", "máj": "may", "június": "jun",
                     "jún": "jun", "július": "jul", "júl": "jul", "augusztus": "aug", "aug": "aug",
                     "szeptember": "sep", "szept": "sep", "október": "oct", "okt": "oct", "november": "nov",
                     "nov": "nov", "december": "dec", "dec": "dec"}
_HU_MONTH = "|".join(sorted(_HUNGARIAN_MONTHS, key=len, reverse=True))
# a town's adjective to its name: "budapesti webshop" is a shop in Budapest
_HUNGARIAN_TOWNS = {"budapesti": "budapest", "debreceni": "debrecen", "szegedi": "szeged", "miskolci": "miskolc",
                    "pécsi": "pecs", "győri": "gyor"}
_HU_TOWN = "|".join(_HUNGARIAN_TOWNS)
_HUNGARIAN_CLAUSES = (
    # "Egy kis budapesti webshop vagyunk": who writes, and where
    (_lazy(rf"(?<![\w])egy (?P<small>kis )?(?:(?P<town>{_HU_TOWN}) )?(?:webshop|webáruház|cég|vállalkozás|stúdió|iroda"
           r"|ügynökség|bolt|üzlet|klinika|startup)(?:unk)? vagyunk(?![\w])"),
     lambda m: _fit(m, *(f"{who}{'small ' if m.group('small') else ''}firm"
                         + (f" in {_HUNGARIAN_TOWNS[m.group('town')]}" if m.group("town") else "")
                         for who in ("we're a ", "a ")))),
    # "400 termék, mindegyikhez 3 kép", "400 termék, termékenként 3 kép": so many pictures each
    (_lazy(rf"(?<![\d.,]){_N} (?:termék|terméket|termékhez|darab termék),? (?:mindegyikhez|mindegyikről|termékenként"
           r"|darabonként|egyenként) (?P<k>\d{1,2}) (?:kép|képet|fotó|fotót)(?![\w])"),
     lambda m: f"{m.group('n')} products, {m.group('k')} images each"),
    (_lazy(r"(?<![\w])(?:bérelni szeretnénk|bérelnénk|bérelünk|bérelni akarunk)(?![\w])"), lambda m: "we rent"),
    (_lazy(r"(?<![\w])(?:nem vásárolunk|nem veszünk|nem akarunk venni|nem vásárolnánk)(?![\w])"), lambda m: "not buy"),
    (_lazy(r"(?<![\w])(?:vásárolni szeretnénk|vásárolnánk|vennénk|venni szeretnénk)(?![\w])"), lambda m: "we buy"),
    (_lazy(r"(?<![\w])(?:nem bérelünk|nem bérelnénk|nem akarunk bérelni)(?![\w])"), lambda m: "not rent"),
    (_lazy(r"(?<![\w])(?:költségkeret|keretösszeg|büdzsé)(?:ünk)?(?![\w])"), lambda m: "budget"),
    # "a könyvelőnk 360 forinttal számol dolláronként": the person's rate
    (_lazy(rf"(?<![\w])(?:(?:a )?(?:könyvelőnk|könyvelő|pénzügy(?:esünk)?) )?{_N} (?:forinttal|ft-tal) "
           r"(?:számol(?:nak|unk)?|számolunk) (?:dolláronként|egy dollárra|dollárra)(?![\w])"),
     lambda m: _fit(m, f"finance uses {m.group('n')} forints per dollar", f"{m.group('n')} forints per dollar")),
    # "Dec 20-ig", "december 20-ig": by the date
    (_lazy(rf"(?<![\w])(?P<m>{_HU_MONTH})\.? (?P<d>[1-3]?\d)\.?-?(?:ig|éig|áig|jéig)(?![\w])"),
     lambda m: f"by {_HUNGARIAN_MONTHS[m.group('m')]} {m.group('d')}"),
)
_HUNGARIAN = (("összesen", "total"), ("havonta", "a month"), ("körülbelül", "~"), ("kb.", "~"), ("kb", "~"),
              ("köszi", "thx"))
_HUNGARIAN_OF = dict(_HUNGARIAN)
_HUNGARIAN_RX = _any_of(_HUNGARIAN_OF)
_SPACE_GROUPS = _lazy(r"(?<![\d.,])\d{1,3}(?: \d{3})+(?![\d,]|\.\d)")


def hungarian(t: str) -> str:
    if len({m.group() for m in _HUNGARIAN_WORDS.finditer(t)}) < 3:
        return t
    t = _SPACE_GROUPS.sub(lambda m: m.group().replace(" ", ","), t)  # "180 000 Ft"
    t = _clauses(t, _HUNGARIAN_CLAUSES)
    return _HUNGARIAN_RX.sub(lambda m: _joined(m, _HUNGARIAN_OF[m.group()]), t)
