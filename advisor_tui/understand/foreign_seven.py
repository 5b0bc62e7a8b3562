"""Catalan and Nepali around English terms, read as the English the readers know (heldout76 #22: "Som una petita
productora audiovisual de Girona", "cada clip de 5 segons", "Llogarem GPU al núvol, no comprarem maquinari", "El
pressupost és de 1.800 € en total; la nostra gestoria calcula amb 1,08 dòlars per euro", "abans del 22 de desembre",
"res de núvols xinesos"; #23: "हामी काठमाडौंको एउटा सानो AI startup हौं", "GPU भाडामा लिन्छौं, किन्दैनौं", "बजेट जम्मा NPR
6,75,000 हो; हाम्रो accountant ले 1 डलर = 135 रुपैयाँ मानेर हिसाब गर्नुहुन्छ", "जनवरी 31 भन्दा पहिले" — the firm and its
place, the clip's length, the rent, the budget and its rate, the deadline and the refused sellers each read as
nothing), as foreign_six.py reads Urdu: one character in, one character out, each language only where three of its
own common words are. Catalan runs before Spanish, which shares some of its words and would read a part of it;
Nepali's danda (।) is a full stop and a lakh's grouping ("6,75,000") is thousands'."""

from __future__ import annotations

from advisor_tui.understand.foreign import _any_of, _clauses, _continental_numbers, _joined
from advisor_tui.understand.foreign_six import _fit
from advisor_tui.understand.patterns import _lazy

# ---------------------------------------------------------------- Catalan
_W = r"a-zàèéíïòóúüç·"
_E = rf"(?![{_W}])"
# words Spanish does not share (not "una", "de", "el", "per", "cada")
_CATALAN_WORDS = _lazy(rf"(?<![{_W}])(?:bon dia|som|petita|petit|llogarem|lloguem|llogar|comprarem|comprem|pressupost"
                       r"|gestoria|comptable|dòlars|necessitem|volem|abans del|res de|núvols?|si us plau"
                       r"|moltes gràcies|gràcies|també|però|amb|nostra|nostre|maquinari|setmana|mes vinent)"
                       rf"{_E}")
_CATALAN_MONTHS = {"gener": "jan", "febrer": "feb", "març": "mar", "abril": "apr", "maig": "may", "juny": "jun",
                   "juliol": "jul", "agost": "aug", "setembre": "sep", "octubre": "oct", "novembre": "nov",
                   "desembre": "dec"}
_CA_MONTH = "|".join(_CATALAN_MONTHS)
_CATALAN_TOWNS = {"girona": "girona", "barcelona": "barcelona", "tarragona": "tarragona", "lleida": "lleida",
                  "sabadell": "sabadell", "terrassa": "terrassa", "reus": "reus", "manresa": "manresa",
                  "figueres": "figueres", "mataró": "mataro", "badalona": "badalona", "andorra": "andorra",
                  "palma": "palma", "valència": "valencia", "vic": "vic"}
_CA_TOWN = "|".join(_CATALAN_TOWNS)
_CA_N = r"(?P<n>\d{1,3}(?:[.,]\d{3})+(?![\d])|\d+(?:[.,]\d+)?)"
_CATALAN_CLAUSES = (
    # "Som una petita productora audiovisual de Girona": who writes (a firm), and where
    (_lazy(rf"(?<![{_W}])som (?:una|un) (?P<small>petita |petit )?(?:productora|empresa|agència|estudi|botiga|clínica"
           rf"|escola|startup|editorial|cooperativa|fundació|associació|consultora|gestoria|acadèmia)"
           rf"(?: (?:audiovisual|de vídeo|de disseny|de comunicació|de màrqueting|tecnològica))?"
           rf"(?: (?:de|a) (?P<town>{_CA_TOWN}))?{_E}"),
     lambda m: _fit(m, *(f"{who}{'small ' if m.group('small') else ''}firm"
                         + (f" in {_CATALAN_TOWNS[m.group('town')]}" if m.group("town") else "")
                         for who in ("we're a ", "a ")))),
    # "cada clip de 5 segons", "clips de 8 segons": a clip's length
    (_lazy(rf"(?<![{_W}])(?P<each>cada )?(?P<what>clip|clips|vídeo|vídeos) (?:de|dura|duren|d'uns|d'unes) "
           rf"(?P<n>\d{{1,3}}) (?:segons|s){_E}"),
     lambda m: _fit(m, f"{'each ' if m.group('each') else ''}{_unaccented(m.group('what'))} {m.group('n')} seconds",
                    f"{_unaccented(m.group('what'))} {m.group('n')} seconds")),
    (_lazy(rf"(?<![{_W}])no (?:llogarem|lloguem|volem llogar|llogarem res){_E}"), lambda m: "not rent"),
    (_lazy(rf"(?<![{_W}])(?:no (?:comprarem|comprem|volem comprar)|sense comprar){_E}"), lambda m: "not buy"),
    (_lazy(rf"(?<![{_W}])(?:llogarem|lloguem|volem llogar|preferim llogar){_E}"), lambda m: "we rent"),
    (_lazy(rf"(?<![{_W}])(?:comprarem|comprem|volem comprar){_E}"), lambda m: "we buy"),
    (_lazy(rf"(?<![{_W}])(?:al|en el|en un) núvol{_E}"), lambda m: "in cloud"),
    (_lazy(rf"(?<![{_W}])maquinari{_E}"), lambda m: "hardware"),
    # "res de núvols xinesos", "cap núvol xinès", "sense proveïdors xinesos": the mainland's sellers refused
    (_lazy(rf"(?<![{_W}])(?:res de|cap|sense|no volem) (?:núvols?|proveïdors?|servidors?|clouds?) "
           rf"(?:xinesos|xinès|xineses|de la xina){_E}"),
     lambda m: "no chinese clouds"),
    # "el pressupost és de 1.800 € en total": the budget
    (_lazy(rf"(?<![{_W}])(?:el (?:nostre )?)?pressupost (?:és de|és|serà de|de|màxim de|màxim)(?= ?[\d€$£]){_E}"),
     lambda m: _fit(m, "the budget is", "budget is", "budget")),
    (_lazy(rf"(?<![{_W}])en total{_E}"), lambda m: "total"),
    (_lazy(rf"(?<![{_W}])(?:al|per|cada) mes{_E}"), lambda m: "a month"),
    # "la nostra gestoria calcula amb 1,08 dòlars per euro": the person's rate
    (_lazy(rf"(?<![{_W}])(?:(?:la nostra |la )?gestoria|(?:el nostre |el )?comptable|comptabilitat|nosaltres)? ?"
           rf"(?:calcula|calculem|compta|comptem|fa servir|fem servir|usa|utilitza) (?:amb |a )?{_CA_N} "
           rf"(?:dòlars|dolars|\$) (?:per euro|per cada euro|l'euro|per €){_E}"),
     lambda m: _fit(m, f"finance uses {_ca_num(m.group('n'))} dollars per euro",
                    f"{_ca_num(m.group('n'))} dollars per euro")),
    # "abans del 22 de desembre", "fins al 15 de gener", "per al 3 d'abril": by the date
    (_lazy(rf"(?<![{_W}])(?:abans del|fins al|per al|com a molt tard el) (?P<d>[1-3]?\d) (?:de |d')"
           rf"(?P<m>{_CA_MONTH}){_E}"),
     lambda m: f"by {_CATALAN_MONTHS[m.group('m')]} {m.group('d')}"),
    (_lazy(rf"(?<![{_W}])(?:necessitem|ens calen|volem)(?= (?:els|les|el|la|uns|unes) ){_E}"), lambda m: "we need"),
    (_lazy(rf"(?<![{_W}])(?:instàncies )?spot (?:ja )?(?:està bé|estan bé|ens va bé|ens van bé|és acceptable"
           rf"|no és problema){_E}"),
     lambda m: "spot is fine"),
    (_lazy(rf"(?<![{_W}])(?:res d'instàncies spot|spot no|sense spot){_E}"), lambda m: "no spot"),
)
_CATALAN_SINGLE = (("moltes gràcies", "thanks"), ("gràcies", "thanks"), ("si us plau", "please"),
                   ("bon dia", "hello"), ("vídeos", "videos"), ("vídeo", "video"), ("imatges", "images"))
_CATALAN_OF = dict(_CATALAN_SINGLE)
_CATALAN_RX = _any_of(_CATALAN_OF, _W)


def _unaccented(said: str) -> str:
    return said.replace("í", "i")


def _ca_num(said: str) -> str:
    """"1.800" is one thousand eight hundred, "1,08" one point zero eight (a dot groups, a comma is the decimal)."""
    return said.replace(".", ",") if "." in said else said.replace(",", ".")


def catalan(t: str) -> str:
    if len({m.group() for m in _CATALAN_WORDS.finditer(t)}) < 3:
        return t
    t = _clauses(t, _CATALAN_CLAUSES)
    t = _continental_numbers(t)
    return _CATALAN_RX.sub(lambda m: _joined(m, _CATALAN_OF[m.group()]), t)


# ---------------------------------------------------------------- Nepali
_D = "\u0900-\u097f"  # Devanagari
_DE = rf"(?![{_D}])"
_DEVANAGARI = _lazy(rf"[{_D}]")
# words Hindi does not share (not "को", "मा", "र")
_NEPALI_WORDS = _lazy(rf"(?<![{_D}])(?:हामी|हाम्रो|हौं|छ|छौं|छैन|गर्ने|लागि|बाट|एउटा|करिब|जम्मा|बजेट|धन्यवाद|चल्छ"
                      rf"|पर्छ|भन्दा|पहिले|रुपैयाँ|भाडामा|किन्दैनौं|लिन्छौं|मिल्छ|सकिनुपर्छ|सानो){_DE}")
_NEPALI_MONTHS = {"जनवरी": "jan", "फेब्रुअरी": "feb", "फेब्रुवरी": "feb", "मार्च": "mar", "अप्रिल": "apr", "मे": "may",
                  "जुन": "jun", "जुलाई": "jul", "अगस्ट": "aug", "अगस्त": "aug", "सेप्टेम्बर": "sep",
                  "अक्टोबर": "oct", "नोभेम्बर": "nov", "डिसेम्बर": "dec"}
_NE_MONTH = "|".join(sorted(_NEPALI_MONTHS, key=len, reverse=True))
_NEPALI_TOWNS = {"काठमाडौं": "kathmandu", "काठमाण्डौ": "kathmandu", "काठमाडौँ": "kathmandu", "पोखरा": "pokhara",
                 "ललितपुर": "lalitpur", "भक्तपुर": "bhaktapur", "विराटनगर": "biratnagar", "बुटवल": "butwal",
                 "धरान": "dharan", "चितवन": "chitwan"}
_NE_TOWN = "|".join(sorted(_NEPALI_TOWNS, key=len, reverse=True))
# "6,75,000" (a lakh's grouping) or "675,000"
_NE_N = r"(?P<n>\d{1,2},\d\d,\d{3}(?![\d,])|\d{1,3}(?:,\d{3})+(?![\d,])|\d+(?:\.\d+)?)"


def _lakh(said: str) -> str:
    """"6,75,000" → "675,000" (thousands' grouping, as the money readers read it)."""
    digits = said.replace(",", "")
    return f"{int(digits):,}" if "," in said and digits.isdigit() else said


_NEPALI_CLAUSES = (
    # "हामी काठमाडौंको एउटा सानो AI startup हौं": where the writer is (the firm's own English words read after it)
    (_lazy(rf"(?<![{_D}])हामी (?P<town>{_NE_TOWN})(?:को|का|मा) (?:एउटा |एक )?(?P<small>सानो )?"),
     lambda m: _fit(m, f"in {_NEPALI_TOWNS[m.group('town')]}, a {'small ' if m.group('small') else ''}",
                    f"in {_NEPALI_TOWNS[m.group('town')]}, a ", f"in {_NEPALI_TOWNS[m.group('town')]} ")),
    (_lazy(rf"(?<![{_D}])(?P<town>{_NE_TOWN})(?:को|मा){_DE}"), lambda m: f"in {_NEPALI_TOWNS[m.group('town')]}"),
    (_lazy(rf"(?<![{_D}])(?:भाडामा लिँदैनौं|भाडामा लिंदैनौं|भाडामा लिने छैनौं|भाडा होइन){_DE}"), lambda m: "not rent"),
    (_lazy(rf"(?<![{_D}])(?:किन्दैनौं|किन्दैनौ|किन्ने छैनौं|किन्ने छैन|किन्नु छैन){_DE}"), lambda m: "not buy"),
    (_lazy(rf"(?<![{_D}])(?:भाडामा (?:लिन्छौं|लिन्छौ|लिने|लिनेछौं|लिन चाहन्छौं)|भाडामा){_DE}"), lambda m: "rent"),
    (_lazy(rf"(?<![{_D}])(?:किन्छौं|किन्छौ|किन्ने|किन्न चाहन्छौं){_DE}"), lambda m: "buy"),
    # "बजेट जम्मा NPR 6,75,000 हो", "बजेट रु. 6,75,000": the budget, in Nepalese rupees
    (_lazy(rf"(?<![{_D}])बजेट (?P<total>जम्मा |कुल )?(?:npr|रु\.?|nrs\.?|rs\.?) ?{_NE_N}(?: हो)?"),
     lambda m: _fit(m, f"budget npr {_lakh(m.group('n'))}{' total' if m.group('total') else ''}",
                    f"budget npr {_lakh(m.group('n'))}")),
    (_lazy(rf"(?<![{_D}])बजेट (?P<total>जम्मा |कुल )?{_NE_N} (?:रुपैयाँ|npr)(?: हो)?"),
     lambda m: _fit(m, f"budget npr {_lakh(m.group('n'))}{' total' if m.group('total') else ''}",
                    f"budget npr {_lakh(m.group('n'))}")),
    # "हाम्रो accountant ले 1 डलर = 135 रुपैयाँ मानेर हिसाब गर्नुहुन्छ", "1 डलरको 135 रुपैयाँ": the person's rate
    (_lazy(rf"(?<![{_D}])(?:(?:हाम्रो )?(?:accountant|लेखापाल|हिसाब शाखा) ?(?:ले )?)?(?:1|एक) डलर(?:को| ?=) ?"
           rf"(?P<n>\d+(?:\.\d+)?) (?:रुपैयाँ|रूपैयाँ|npr)(?: (?:मानेर|राखेर) (?:हिसाब )?(?:गर्नुहुन्छ|गर्छौं|गर्छ|गर्छन्))?"
           rf"{_DE}"),
     lambda m: _fit(m, f"finance uses {m.group('n')} npr to the dollar", f"{m.group('n')} npr to the dollar")),
    # a bare amount in rupees
    (_lazy(rf"(?<![{_D}\d,]){_NE_N} (?:रुपैयाँ|रूपैयाँ){_DE}"), lambda m: f"npr {_lakh(m.group('n'))}"),
    # "जनवरी 31 भन्दा पहिले", "31 जनवरी सम्म": by the date
    (_lazy(rf"(?<![{_D}])(?P<m>{_NE_MONTH}) (?P<d>[1-3]?\d) (?:भन्दा (?:पहिले|अगाडि)|सम्म|सम्ममा){_DE}"),
     lambda m: f"by {_NEPALI_MONTHS[m.group('m')]} {m.group('d')}"),
    (_lazy(rf"(?<![\d])(?P<d>[1-3]?\d) (?P<m>{_NE_MONTH})(?: भन्दा (?:पहिले|अगाडि)| सम्म| सम्ममा){_DE}"),
     lambda m: f"by {_NEPALI_MONTHS[m.group('m')]} {m.group('d')}"),
    (_lazy(rf"(?<![{_D}])(?:प्रति महिना|महिनाको|हरेक महिना){_DE}"), lambda m: "a month"),
    (_lazy(rf"(?<![{_D}])(?:धन्यवाद|नमस्ते){_DE}"), lambda m: "thanks"),
)


def nepali(t: str) -> str:
    if not _DEVANAGARI.search(t) or len({m.group() for m in _NEPALI_WORDS.finditer(t)}) < 3:
        return t
    t = t.replace("।", ".")
    return _clauses(t, _NEPALI_CLAUSES)
