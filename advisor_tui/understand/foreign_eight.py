"""Croatian and Galician around English terms, read as the English the readers know (heldout77 #22: "Mi smo mala
softverska tvrtka iz Splita", "Imamo oko 30.000 primjera, svaki ~700 tokena, 3 epohe", "GPU ćemo unajmiti u oblaku,
ne kupujemo hardver", "Budžet je 900 € ukupno; naš računovođa računa 1,08 USD za 1 EUR", "gotov do 23. prosinca", "bez
kineskih oblaka"; #23: "Somos unha cooperativa de viño do Ribeiro, en Ourense", "120 viños, 3 imaxes por viño, e
ademais 10 banners", "Imos alugar GPU, non comprar", "O orzamento é de 300 € en total; a nosa xestoría calcula con
1,10 dólares por euro", "antes do 18 de decembro" — the firm and its country, the samples, the rent, the budget and
its rate, the images and the deadline each read as nothing), as foreign_seven.py reads Catalan: one character in,
one character out, each language only where three of its own common words are. A town is read as its country (the
readers know countries; "Split" is an English word). Galician runs before Spanish, which shares some of its words."""

from __future__ import annotations

from advisor_tui.understand.foreign import _any_of, _clauses, _continental_numbers, _joined
from advisor_tui.understand.foreign_six import _fit
from advisor_tui.understand.patterns import _lazy

_N = r"(?P<n>\d{1,3}(?:[.,]\d{3})+(?![\d])|\d+(?:[.,]\d+)?)"


def _num(said: str) -> str:
    """"30.000" is thirty thousand, "1,08" one point zero eight (a dot groups, a comma is the decimal)."""
    return said.replace(".", ",") if "." in said else said.replace(",", ".")


# ---------------------------------------------------------------- Croatian
_HR = r"a-zčćđšž"
_HE = rf"(?![{_HR}])"
# words Serbian and Slovene share less often, and no English word is
_CROATIAN_WORDS = _lazy(rf"(?<![{_HR}])(?:pozdrav|smo|tvrtka|imamo|primjera|svaki|epohe|ćemo|unajmiti|oblaku"
                        r"|kupujemo|budžet|ukupno|računovođa|računa|mora|biti|gotov|bez|kineskih|oblaka|molim|hvala"
                        rf"|odgovara|upite|kupaca|hrvatskom){_HE}")
_CROATIAN_MONTHS = {"siječnja": "jan", "veljače": "feb", "ožujka": "mar", "travnja": "apr", "svibnja": "may",
                    "lipnja": "jun", "srpnja": "jul", "kolovoza": "aug", "rujna": "sep", "listopada": "oct",
                    "studenoga": "nov", "studenog": "nov", "prosinca": "dec"}
_HR_MONTH = "|".join(sorted(_CROATIAN_MONTHS, key=len, reverse=True))
# a town as its case after "iz" (from) or "u" (in): "iz Splita", "u Zagrebu"
_HR_TOWN = (r"split(?:a|u)?|zagreb(?:a|u)?|rijek(?:e|a|i)|osijek(?:a|u)?|zadr(?:a|u)|zadar|dubrovnik(?:a|u)?"
            r"|pul(?:e|a|i)|šibenik(?:a|u)?|varaždin(?:a|u)?|karlovc(?:a|u)|hrvatsk(?:e|oj|a)")
_CROATIAN_CLAUSES = (
    # "Mi smo mala softverska tvrtka iz Splita": who writes (a firm), and where
    (_lazy(rf"(?<![{_HR}])(?:mi )?smo (?P<small>mala |mali |malo )?(?:[{_HR}]+(?:ska|ski|sko) )?(?:tvrtka|firma"
           rf"|agencija|kompanija|poduzeće|startup|studio|zadruga|udruga|škola|klinika|obrt)"
           rf"(?: (?:iz|u) (?P<town>{_HR_TOWN}))?{_HE}"),
     lambda m: _fit(m, *(f"{who}{'small ' if m.group('small') else ''}firm" + (" in croatia" if m.group("town") else "")
                         for who in ("we're a ", "a ")))),
    # "Imamo oko 30.000 primjera": the samples
    (_lazy(rf"(?<![{_HR}])(?:imamo )?(?P<about>oko |otprilike |cca\.? |približno )?{_N} (?:primjera|uzoraka"
           rf"|primjeraka|razgovora|pitanja){_HE}"),
     lambda m: _fit(m, f"{'~' if m.group('about') else ''}{_num(m.group('n'))} samples",
                    f"{_num(m.group('n'))} samples")),
    (_lazy(rf"(?<![{_HR}])svaki (?P<about>~|oko )?{_N} tokena{_HE}"),
     lambda m: _fit(m, f"each {'~' if m.group('about') else ''}{m.group('n')} tokens", f"each {m.group('n')} tokens")),
    (_lazy(rf"(?<![{_HR}\d])(?P<n>\d{{1,2}}) (?:epohe|epoha|epoh|epohu){_HE}"), lambda m: f"{m.group('n')} epoch"),
    (_lazy(rf"(?<![{_HR}])(?:ne (?:kupujemo|kupujem|ćemo kupiti|želimo kupiti)){_HE}"), lambda m: "not buy"),
    (_lazy(rf"(?<![{_HR}])(?:ne (?:unajmljujemo|ćemo unajmiti|želimo unajmiti)){_HE}"), lambda m: "not rent"),
    (_lazy(rf"(?<![{_HR}])(?:ćemo unajmiti|unajmit ćemo|unajmiti|unajmljujemo|iznajmit ćemo|najam){_HE}"),
     lambda m: "we rent"),
    (_lazy(rf"(?<![{_HR}])(?:ćemo kupiti|kupit ćemo|kupujemo){_HE}"), lambda m: "we buy"),
    (_lazy(rf"(?<![{_HR}])u oblaku{_HE}"), lambda m: "in cloud"),
    # "I bez kineskih oblaka": the mainland's sellers refused
    (_lazy(rf"(?<![{_HR}])bez kineskih (?:oblaka|pružatelja|servera|provajdera){_HE}"), lambda m: "no chinese clouds"),
    # "Budžet je 900 € ukupno": the budget
    (_lazy(rf"(?<![{_HR}])(?:naš )?budžet (?:je|iznosi|od)?(?= ?[\d€$£]){_HE}"),
     lambda m: _fit(m, "the budget is", "budget is", "budget")),
    (_lazy(rf"(?<![{_HR}])(?:ukupno|sveukupno){_HE}"), lambda m: "total"),
    (_lazy(rf"(?<![{_HR}])mjesečno{_HE}"), lambda m: "monthly"),
    # "naš računovođa računa 1,08 USD za 1 EUR": the person's rate
    (_lazy(rf"(?<![{_HR}])(?:(?:naš |naša )?(?:računovođa|računovodstvo|knjigovođa|računovotkinja) )?"
           rf"(?:računa|računamo|koristi|koristimo) (?:s |sa )?{_N} (?:usd|dolara|\$) (?:za|po) (?:1 )?(?:eur|euro|€)"
           rf"{_HE}"),
     lambda m: _fit(m, f"finance uses {_num(m.group('n'))} usd per eur", f"{_num(m.group('n'))} usd per eur")),
    # "mora biti gotov do 23. prosinca", "do 15. siječnja": by the date
    (_lazy(rf"(?<![{_HR}])(?:mora biti (?:gotov|gotovo|gotova|završen|završeno) )?do (?P<d>[1-3]?\d)\. "
           rf"(?P<m>{_HR_MONTH}){_HE}"),
     lambda m: _fit(m, f"must be done by {_CROATIAN_MONTHS[m.group('m')]} {m.group('d')}",
                    f"by {_CROATIAN_MONTHS[m.group('m')]} {m.group('d')}")),
)
_CROATIAN_OF = {"hvala": "thanks", "molim": "please", "pozdrav": "hello", "slike": "images", "slika": "image"}
_CROATIAN_RX = _any_of(_CROATIAN_OF, _HR)


def croatian(t: str) -> str:
    if len({m.group() for m in _CROATIAN_WORDS.finditer(t)}) < 3:
        return t
    t = _clauses(t, _CROATIAN_CLAUSES)
    t = _continental_numbers(t)
    return _CROATIAN_RX.sub(lambda m: _joined(m, _CROATIAN_OF[m.group()]), t)


# ---------------------------------------------------------------- Galician
_GL = r"a-záéíóúñü"
_GE = rf"(?![{_GL}])"
# words Spanish and Portuguese do not share (not "somos", "de", "en", "por")
_GALICIAN_WORDS = _lazy(rf"(?<![{_GL}])(?:bos días|unha|viño|viños|imaxes?|imos|alugar|orzamento|xestoría|nosa|noso"
                        r"|precisamos|moitas|grazas|ademais|decembro|xaneiro|non se pode|comercialmente|cooperativa)"
                        rf"{_GE}")
_GALICIAN_MONTHS = {"xaneiro": "jan", "febreiro": "feb", "marzo": "mar", "abril": "apr", "maio": "may", "xuño": "jun",
                    "xullo": "jul", "agosto": "aug", "setembro": "sep", "outubro": "oct", "novembro": "nov",
                    "decembro": "dec"}
_GL_MONTH = "|".join(_GALICIAN_MONTHS)
_GALICIAN_ITEMS = {"viño": "wine", "produto": "product", "artigo": "product", "botella": "bottle"}
_GL_TOWN = r"ourense|vigo|lugo|santiago|pontevedra|ferrol|a coruña|coruña|compostela|galicia|o ribeiro|ribeiro"
_GALICIAN_CLAUSES = (
    # "Somos unha cooperativa de viño do Ribeiro, en Ourense": who writes (a firm), and where
    (_lazy(rf"(?<![{_GL}])somos (?:unha|un) (?P<small>pequena |pequeno )?(?:cooperativa|empresa|axencia|asociación"
           rf"|tenda|adega|estudio|editorial|fundación|escola|clínica|startup)(?: [{_GL}]+){{0,4}}?"
           rf"(?:,? (?:en|de|do|da) (?P<town>{_GL_TOWN}))+{_GE}"),
     lambda m: _fit(m, f"we're a {'small ' if m.group('small') else ''}firm in spain", "a firm in spain")),
    # "120 viños, 3 imaxes por viño": so many items, so many images each
    (_lazy(rf"(?<![{_GL}\d])(?P<n>\d{{1,3}}(?:[.,]\d{{3}})*) (?P<what>viños|produtos|artigos|botellas){_GE}"),
     lambda m: f"{_num(m.group('n'))} {_GALICIAN_ITEMS[m.group('what')[:-1]]}s"),
    (_lazy(rf"(?<![{_GL}\d])(?P<n>\d{{1,3}}) imaxes por (?P<what>viño|produto|artigo|botella){_GE}"),
     lambda m: f"{m.group('n')} images per {_GALICIAN_ITEMS[m.group('what')]}"),
    (_lazy(rf"(?<![{_GL}])e ademais{_GE}"), lambda m: "plus".rjust(len(m.group()))),
    (_lazy(rf"(?<![{_GL}])(?:imos alugar|alugaremos|queremos alugar|alugamos){_GE}"), lambda m: "we rent"),
    (_lazy(rf"(?<![{_GL}])non (?:comprar|compramos|imos comprar|queremos comprar){_GE}"), lambda m: "not buy"),
    (_lazy(rf"(?<![{_GL}])non (?:alugar|alugamos|imos alugar){_GE}"), lambda m: "not rent"),
    # "O orzamento é de 300 € en total": the budget
    (_lazy(rf"(?<![{_GL}])(?:o (?:noso )?)?orzamento (?:é de|é|será de|de|máximo de)(?= ?[\d€$£]){_GE}"),
     lambda m: _fit(m, "the budget is", "budget is", "budget")),
    (_lazy(rf"(?<![{_GL}])en total{_GE}"), lambda m: "total"),
    (_lazy(rf"(?<![{_GL}])(?:ao|por) mes{_GE}"), lambda m: "a month"),
    # "a nosa xestoría calcula con 1,10 dólares por euro": the person's rate
    (_lazy(rf"(?<![{_GL}])(?:(?:a nosa |a )?xestoría|(?:o noso |o )?contable)? ?(?:calcula|calculamos|usa|usamos)"
           rf" (?:con |a )?{_N} (?:dólares|dolares|\$) (?:por euro|por cada euro|o euro){_GE}"),
     lambda m: _fit(m, f"finance uses {_num(m.group('n'))} dollars per euro",
                    f"{_num(m.group('n'))} dollars per euro")),
    # "antes do 18 de decembro", "ata o 15 de xaneiro": by the date
    (_lazy(rf"(?<![{_GL}])(?:antes do|ata o|para o) (?P<d>[1-3]?\d) de (?P<m>{_GL_MONTH}){_GE}"),
     lambda m: f"by {_GALICIAN_MONTHS[m.group('m')]} {m.group('d')}"),
    (_lazy(rf"(?<![{_GL}])precisamos{_GE}"), lambda m: "we need"),
)
_GALICIAN_OF = {"moitas grazas": "thanks", "grazas": "thanks", "bos días": "hello", "imaxes": "images",
                "imaxe": "image", "vídeos": "videos"}
_GALICIAN_RX = _any_of(_GALICIAN_OF, _GL)


def galician(t: str) -> str:
    if len({m.group() for m in _GALICIAN_WORDS.finditer(t)}) < 3:
        return t
    t = _clauses(t, _GALICIAN_CLAUSES)
    t = _continental_numbers(t)
    return _GALICIAN_RX.sub(lambda m: _joined(m, _GALICIAN_OF[m.group()]), t)
