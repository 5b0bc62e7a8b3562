"""Romanian around English terms, read as the English the readers know (heldout75 #20: "Suntem o editură mică din
Iași", "o serie de 6 cărți … câte 16 ilustrații pe carte, plus o copertă pentru fiecare carte", "Închiriem GPU, nu
cumpărăm hardware, și fără cloud-uri chinezești", "Bugetul e 2.300 lei în total; contabilul nostru calculează cu 4,6
lei la un dolar", "până pe 8 ianuarie" — the images, the rent, the sellers refused, the budget, the firm, the place
and the deadline each read as nothing), as foreign_five.py reads Swahili or Hungarian: one character in, one
character out, only where three of its common words are. Diacritics with a comma or a cedilla, or none, alike."""

from __future__ import annotations

from advisor_tui.understand.foreign import _any_of, _clauses, _joined
from advisor_tui.understand.patterns import _lazy

_A, _I, _S, _T = "[aăâ]", "[iî]", "[sșş]", "[tțţ]"
_WORDS = _lazy(rf"(?<![\w])(?:bun{_A} ziua|suntem|{_S}{_I}|pentru|c{_A}te|fiecare|carte|c{_A}r{_T}{_I}|{_I}nchiriem"
               rf"|cump{_A}r{_A}m|f{_A}r{_A}|bugetul|{_I}n total|contabilul|nostru|p{_A}n{_A}|avem|nevoie"
               rf"|mul{_T}umim|dolar|lun{_A}|pe lun{_A}|vrem|avem nevoie)(?![\w])")
_MONTHS = {"ianuarie": "jan", "februarie": "feb", "martie": "mar", "aprilie": "apr", "mai": "may", "iunie": "jun",
           "iulie": "jul", "august": "aug", "septembrie": "sep", "octombrie": "oct", "noiembrie": "nov",
           "decembrie": "dec"}
_MONTH = "|".join(_MONTHS)
_TOWNS = {"ia[sșş]i": "iasi", "bucure[sșş]ti": "bucharest", "cluj(?:-napoca)?": "cluj", "timi[sșş]oara": "timisoara",
          "bra[sșş]ov": "brasov", "constan[tțţ]a": "constanta", "sibiu": "sibiu", "oradea": "oradea"}
_TOWN = "|".join(_TOWNS)


def _town(said: str) -> str:
    import re
    return next((v for k, v in _TOWNS.items() if re.fullmatch(k, said)), said)


def _fit(m, *readings: str) -> str:
    room = len(m.group())
    return next((r for r in readings if len(r) <= room), readings[-1])


_N = r"(?P<n>\d{1,3}(?:[.,]\d{3})+(?![\d])|\d+(?:,\d+)?)"


def _num(said: str) -> str:
    """"2.300" is two thousand three hundred, "4,6" four point six (a dot groups, a comma is the decimal)."""
    if "." in said:
        return said.replace(".", ",")
    return said.replace(",", ".")


_CLAUSES = (
    # "Suntem o editură mică din Iași": who writes, and where
    (_lazy(rf"(?<![\w])suntem (?:o|un) (?:editur{_A}|firm{_A}|companie|agen{_T}ie|societate|startup|studio|magazin"
           rf"|clinic{_A}|{_S}coal{_A}|echip{_A})(?P<small> mic{_A}| mic)?(?: din (?P<town>{_TOWN}))?(?![\w])"),
     lambda m: _fit(m, *(f"{who}{'small ' if m.group('small') else ''}firm"
                         + (f" in {_town(m.group('town'))}" if m.group("town") else "")
                         for who in ("we're a ", "a ")))),
    # "o serie de 6 cărți", "6 cărți": the books
    (_lazy(rf"(?<![\w])(?:o serie de |un set de )?(?P<n>\d{{1,4}}) (?:c{_A}r{_T}{_I}|volume|pove{_S}ti)(?![\w])"),
     lambda m: f"{m.group('n')} books"),
    # "câte 16 ilustrații pe carte": so many each
    (_lazy(rf"(?<![\w])c{_A}te (?P<n>\d{{1,4}}) (?:ilustra{_T}ii|imagini|desene|poze) (?:pe|pentru fiecare) "
           r"(?:carte|volum|poveste)(?![\w])"),
     lambda m: f"{m.group('n')} illustrations per book"),
    # "plus o copertă pentru fiecare carte": a cover each on top
    (_lazy(rf"(?<![\w])plus (?:o|c{_A}te o) copert{_A} (?:pentru fiecare|pe) (?:carte|volum)(?![\w])"),
     lambda m: "plus a cover for each book"),
    (_lazy(rf"(?<![\w]){_I}nchiriem(?![\w])"), lambda m: "we rent"),
    (_lazy(rf"(?<![\w])nu cump{_A}r{_A}m(?![\w])"), lambda m: "not buy"),
    (_lazy(rf"(?<![\w])cump{_A}r{_A}m(?![\w])"), lambda m: "we buy"),
    (_lazy(rf"(?<![\w])nu {_I}nchiriem(?![\w])"), lambda m: "not rent"),
    # "fără cloud-uri chinezești": the mainland's sellers refused
    (_lazy(rf"(?<![\w])f{_A}r{_A} (?:cloud-uri|clouduri|furnizori|servere) (?:chineze{_S}ti|din china)(?![\w])"),
     lambda m: "no chinese clouds"),
    (_lazy(r"(?<![\w])bugetul(?: nostru)? (?:e|este)(?![\w])"), lambda m: "budget is"),
    (_lazy(rf"(?<![\w]){_I}n total(?![\w])"), lambda m: "total"),
    (_lazy(rf"(?<![\w])pe lun{_A}(?![\w])"), lambda m: "a month"),
    # "contabilul nostru calculează cu 4,6 lei la un dolar": the person's rate
    (_lazy(rf"(?<![\w])(?:contabilul(?: nostru)? |noi )?(?:calculeaz{_A}|socote{_S}te|calcul{_A}m|socotim) cu {_N} lei"
           r" (?:la un|pe|per|pentru un) dolar(?![\w])"),
     lambda m: _fit(m, f"finance uses {_num(m.group('n'))} lei to the dollar",
                    f"{_num(m.group('n'))} lei to the dollar")),
    # "2.300 lei": a dot groups thousands
    (_lazy(rf"(?<![\d.,]){_N} lei(?![\w])"), lambda m: f"{_num(m.group('n'))} lei"),
    # "până pe 8 ianuarie", "până la 8 ianuarie": by the date
    (_lazy(rf"(?<![\w])p{_A}n{_A} (?:pe|la|în|in) (?P<d>[1-3]?\d) (?P<m>{_MONTH})(?![\w])"),
     lambda m: f"by {_MONTHS[m.group('m')]} {m.group('d')}"),
)
_SINGLE = (("mulțumim", "thanks"), ("mulţumim", "thanks"))
_OF = dict(_SINGLE)
_RX = _any_of(_OF)


def romanian(t: str) -> str:
    if len({m.group() for m in _WORDS.finditer(t)}) < 3:
        return t
    t = _clauses(t, _CLAUSES)
    return _RX.sub(lambda m: _joined(m, _OF[m.group()]), t)
