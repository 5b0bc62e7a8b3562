"""Dutch, Polish and Indonesian around English terms, read as the English the readers know (heldout71 #28, #29,
#30: "Wij zijn een klein accountantskantoor", "Max zo'n 8 tegelijk", "geen Chinese clouds", "We huren liever dan dat
we kopen"; "16 godzin dziennie przez 9 dni", "12 000 zł łącznie, księgowa liczy 4 zł za dolara", "Spot nie wchodzi w
grę", "do 23 grudnia"; "420 pertanyaan per menit", "sehari total ~150 ribu", "jawaban ~200 tokens", "First token harus
di bawah 1 detik", "jangan cloud China" — each read as nothing, or as the wrong fact), as foreign.py reads German,
French or Tagalog: one character in, one character out, each language only where three of its common words are."""

from __future__ import annotations

from advisor_tui.understand.foreign import _any_of, _clauses, _continental_numbers, _dated, _joined, _pad
from advisor_tui.understand.patterns import _lazy

# ---------------------------------------------------------------- Dutch
_DUTCH_WORDS = _lazy(r"(?<![\w])(?:wij|zijn|een|het|van|voor|onze|ons|niet|dat|dan|moet|alleen|liever|graag|hoi"
                     r"|bedankt|maand|per maand|tegelijk|geen|ook|wel|welke|hebben|willen)(?![\w])")
_DUTCH_BUYER = ("kantoor", "bedrijf", "bureau", "studio", "praktijk", "winkel", "agentschap", "startup")
_DUTCH_CLAUSES = (
    # "wij zijn een klein accountantskantoor", "we zijn een bureau": who writes, its trade before the noun
    (_lazy(r"(?<![\w])(?:wij|we) zijn een (?P<small>kleine? )?[\w-]*?(?:" + "|".join(_DUTCH_BUYER) + r")(?![\w])"),
     lambda m: f"we're a {'small ' if m.group('small') else ''}company"),
    # "we huren liever dan dat we kopen", "huren, niet kopen": renting chosen over buying
    (_lazy(r"(?<![\w])(?:wij|we) huren liever(?: dan (?:dat (?:wij|we) )?kopen)?(?![\w])"),
     lambda m: "we'd rather rent than buy" if "kopen" in m.group() else "we'll rent"),
    (_lazy(r"(?<![\w])huren,? (?:niet|geen) kopen(?![\w])"), lambda m: "rent, not buy"),
    (_lazy(r"(?<![\w])geen (?:chinese|chinees) (?:clouds?|providers?|aanbieders?)(?![\w])"),
     lambda m: "no chinese cloud"),
    (_lazy(r"(?<![\w])alleen (?:voor )?(?:medewerkers|personeel|intern)(?![\w])"), lambda m: "staff only"),
    (_lazy(r"(?<![\w])niet (?:publiek|openbaar)(?![\w])"), lambda m: "not public"),
)
_DUTCH = (("zo'n", "~"), ("ongeveer", "about"), ("tegelijk", "at once"), ("tegelijkertijd", "at once"),
          ("per maand", "a month"), ("per dag", "a day"), ("in totaal", "total"), ("totaal", "total"),
          ("onze boekhouder rekent met", "our accountant converts at"), ("rekent met", "converts at"),
          ("boekhouder", "accountant"), ("uur", "hours"), ("dagen", "days"))
_DUTCH_OF = dict(_DUTCH)
_DUTCH_RX = _any_of(_DUTCH_OF)


def dutch(t: str) -> str:
    if len({m.group() for m in _DUTCH_WORDS.finditer(t)}) < 3:
        return t
    t = _clauses(t, _DUTCH_CLAUSES)
    t = _continental_numbers(t)  # "€1.200", "1,08 dollar per euro"
    return _DUTCH_RX.sub(lambda m: _joined(m, _DUTCH_OF[m.group()]), t)


# ---------------------------------------------------------------- Polish
_POLISH_WORDS = _lazy(r"(?<![\w])(?:jesteśmy|jest|nie|się|na|do|przez|za|dla|oraz|tylko|musi|być|możemy|mamy"
                      r"|chcemy|cześć|dzięki|dziękuję|łącznie|miesięcznie|dziennie|budżet|serwery|jak|też)(?![\w])")
_POLISH_MONTHS = {"stycznia": "jan", "lutego": "feb", "marca": "mar", "kwietnia": "apr", "maja": "may",
                  "czerwca": "jun", "lipca": "jul", "sierpnia": "aug", "września": "sep", "października": "oct",
                  "listopada": "nov", "grudnia": "dec"}
_POLISH_BEFORE = {"do": "by", "przed": "before", "najpóźniej do": "no later than"}
_POLISH_DATE = _lazy(r"(?<![\w])(?:(?P<pre>" + "|".join(sorted(_POLISH_BEFORE, key=len, reverse=True)) + r")\s)?"
                     r"(?<![\d.])(?P<d>[1-3]?\d)\s(?P<m>" + "|".join(_POLISH_MONTHS) + r")(?![\w])")
_POLISH_CLAUSES = (
    # "jesteśmy małym studiem gier", "jesteśmy firmą": who writes
    (_lazy(r"(?<![\w])jesteśmy (?P<small>małym |małą |niewielkim |niewielką )?(?:studiem|firmą|agencją|startupem"
           r"|kancelarią|biurem|sklepem)(?![\w])"),
     lambda m: f"we're a {'small ' if m.group('small') else ''}company"),
    # "spot nie wchodzi w grę", "spot odpada": preemptible refused
    (_lazy(r"(?<![\w])(?:instancje )?spot(?:owe)? (?:nie wchodzi|nie wchodzą) w grę(?![\w])"
           r"|(?<![\w])(?:instancje )?spot(?:owe)? odpada(?:ją)?(?![\w])"), lambda m: "no spot"),
    (_lazy(r"(?<![\w])(?:nie|bez) (?:chińskich|chińskie) (?:chmur|chmury|dostawców)(?![\w])"),
     lambda m: "no chinese cloud"),
    (_lazy(r"(?<![\w])(?:tylko|wyłącznie) wynajem(?![\w])"), lambda m: "rent only"),
    # "księgowa liczy 4 zł za dolara": the person's rate
    (_lazy(r"(?<![\w])(?:nasza |nasz )?(?:księgowa|księgowy|księgowość) liczy(?![\w])"),
     lambda m: "finance uses"),
    # "16 godzin dziennie": hours a day
    (_lazy(r"(?<![\d.])(?P<n>\d{1,2}) (?:godzin|godziny|godz\.|h) dziennie(?![\w])"),
     lambda m: f"{m.group('n')} hours a day"),
    (_lazy(r"(?<![\w])serwery w (?:ue|unii europejskiej)(?![\w])"), lambda m: "eu servers"),
)
_POLISH = (("godzin", "hours"), ("godziny", "hours"), ("dziennie", "a day"), ("przez", "for"), ("dni", "days"),
           ("łącznie", "total"), ("miesięcznie", "a month"), ("za dolara", "per usd"), ("w ue", "eu"),
           ("budżet", "budget"), ("scena jest duża", "large scene"), ("około", "about"), ("ok.", "~"))
_POLISH_OF = dict(_POLISH)
_POLISH_RX = _any_of(_POLISH_OF)
_SPACE_GROUPS = _lazy(r"(?<![\d.,])\d{1,3}(?: \d{3})+(?![\d,]|\.\d)")


def polish(t: str) -> str:
    if len({m.group() for m in _POLISH_WORDS.finditer(t)}) < 3:
        return t
    t = _POLISH_DATE.sub(_dated(_POLISH_BEFORE, _POLISH_MONTHS), t)
    t = _clauses(t, _POLISH_CLAUSES)
    t = _SPACE_GROUPS.sub(lambda m: m.group().replace(" ", ","), t)  # "12 000 zł"
    t = _continental_numbers(t)
    return _POLISH_RX.sub(lambda m: _joined(m, _POLISH_OF[m.group()]), t)


# ---------------------------------------------------------------- Indonesian
_INDONESIAN_WORDS = _lazy(r"(?<![\w])(?:kami|kita|yang|di|dan|buat|untuk|mau|bisa|pakai|harus|sekitar|jangan"
                          r"|makasih|terima kasih|halo|kak|per bulan|sehari|atau|ya|dengan|tidak|semua)(?![\w])")
_INDONESIAN_CLAUSES = (
    # "kami startup edtech", "kami perusahaan kecil": who writes
    (_lazy(r"(?<![\w])kami (?:adalah )?(?:sebuah )?(?:startup|perusahaan|agensi|studio|toko|klinik)(?![\w])"),
     lambda m: "we're a company"),
    (_lazy(r"(?<![\w])jangan (?:pakai )?(?:cloud|provider) (?:china|cina|tiongkok)(?![\w])"),
     lambda m: "no chinese cloud"),
    # "420 pertanyaan per menit": requests a minute
    (_lazy(r"(?<![\d.,])(?P<n>\d[\d.,]*) (?:pertanyaan|permintaan|request|chat)s? per (?P<u>menit|detik|jam)(?![\w])"),
     lambda m: f"{m.group('n')} requests a {_PER[m.group('u')]}"),
    # "sehari total ~150 ribu": a day's requests, ribu a thousand
    (_lazy(r"(?<![\w])(?:sehari|per hari)(?: total)? (?P<n>~?\s?\d{1,3}(?:[.,]\d)?) ribu(?![\w])"),
     lambda m: f"{m.group('n')}k requests a day"),
    # "harus di bawah 1 detik": a limit in seconds
    (_lazy(r"(?<![\w])(?:harus )?(?:di bawah|kurang dari|maksimal|maks) (?P<n>\d{1,2}(?:[.,]\d)?) detik(?![\w])"),
     lambda m: f"under {m.group('n').replace(',', '.')} s"),
    # "peak jam 7–9 malam": the busy hours, not the hours of use
    (_lazy(r"(?<![\w])peak(?:nya)? jam(?![\w])"), lambda m: "peak at"),
)
_PER = {"menit": "minute", "detik": "second", "jam": "hour"}
_INDONESIAN = (("per menit", "a minute"), ("per detik", "a second"), ("detik", "sec"), ("jawaban", "replies"),
               ("per bulan", "a month"), ("sebulan", "a month"), ("kurs", "at"), ("sekitar", "about"),
               ("malam", "pm"))
_INDONESIAN_OF = dict(_INDONESIAN)
_INDONESIAN_RX = _any_of(_INDONESIAN_OF)
_RIBU = _lazy(r"(?<=\d)\s?ribu(?![\w])")  # a thousand: "150 ribu" → "150k"


def indonesian(t: str) -> str:
    if len({m.group() for m in _INDONESIAN_WORDS.finditer(t)}) < 3:
        return t
    t = _clauses(t, _INDONESIAN_CLAUSES)
    t = _RIBU.sub(lambda m: _pad("k", m.group(), right=False), t)
    t = _continental_numbers(t)  # "kurs 15.000 rupiah per USD"
    return _INDONESIAN_RX.sub(lambda m: _joined(m, _INDONESIAN_OF[m.group()]), t)
