"""A memo written in German or Korean around English or Chinese terms, read as the words the readers know (heldout66
#24, #25: "ca. 14.000 Anrufe, im Schnitt 6 Minuten", "bis 22. Dezember", "3.000 € gesamt — Controlling rechnet mit 1,10
USD pro EUR", "Hauptsache günstig"; "동시 사용은 최대 12명", "평일 오전 8시 ~ 오후 8시", "서울 리전",
"월 420만 원, 재무팀은 1달러 = 1,400원으로 계산" — each read as nothing, or the German number forms as the wrong
numbers).

One character in, one character out, as every rewrite before reading: a word is replaced by one no longer than it,
padded with spaces, so the readers' offsets still point into the person's own text. German is rewritten only where
the text reads as German (three of its common words), and its number forms with it: a dot groups thousands
("14.000") and a comma is the decimal point ("1,10"). Korean is rewritten word by word into the Chinese (mostly the
Sino-Korean words' own characters) or English the readers take.
"""

from __future__ import annotations

import re

from advisor_tui.understand.patterns import _lazy

_GERMAN_WORDS = _lazy(r"(?<![a-zäöüß])(?:und|der|die|das|den|dem|mit|nicht|für|ist|sind|wir|unser|unsere|unserer"
                      r"|im|bis|auf|oder|gesamt|insgesamt|stunden|minuten|bitte|kurze|notiz|bevorzugt|nur|pro"
                      r"|monat|woche|tage|jahr)(?![a-zäöüß])")
# (German, the words it is read as): each no longer than the German, padded
_GERMAN = (
    ("hauptsache günstig", "cheapest"), ("möglichst günstig", "cheapest"), ("so günstig wie möglich", "cheapest"),
    ("möglichst billig", "cheapest"), ("im schnitt", "average"), ("im durchschnitt", "average"),
    ("durchschnittlich", "average"), ("controlling rechnet mit", "controller converts at"),
    ("buchhaltung rechnet mit", "accountant converts at"), ("rechnet mit", "converts at"),
    ("rechnen mit", "convert at"),
    ("insgesamt", "total"), ("gesamt", "total"), ("pro monat", "a month"), ("im monat", "a month"),
    ("monatlich", "monthly"), ("pro", "per"), ("transkription", "transcription"), ("transkribieren", "transcribe"),
    ("mitschnitte", "recordings"), ("aufnahmen", "recording"), ("anrufe", "calls"), ("gespräche", "calls"),
    ("telefonate", "calls"), ("minuten", "minutes"), ("stunden", "hours"), ("fertig", "done"), ("bis", "til"),
    ("ca.", "~"), ("etwa", "~"), ("rund", "~"), ("controlling", "controller"), ("buchhaltung", "accountant"),
    ("finanzabteilung", "finance"), ("mit", "w/"),
)
_GERMAN_RX = _lazy(r"(?<![a-zäöüß])(?:" + "|".join(re.escape(g) for g, _ in sorted(_GERMAN, key=lambda p: -len(p[0])))
                   + r")(?![a-zäöüß])")
_GERMAN_OF = dict(_GERMAN)
# a German date: "bis 22. Dezember" — the day's dot dropped, the month as its English abbreviation
_GERMAN_MONTHS = {"januar": "jan", "jänner": "jan", "februar": "feb", "märz": "mar", "april": "apr", "mai": "may",
                  "juni": "jun", "juli": "jul", "august": "aug", "september": "sep", "oktober": "oct",
                  "november": "nov", "dezember": "dec"}
_GERMAN_DATE = _lazy(r"(?<![\d.])([1-3]?\d)\.\s?(" + "|".join(_GERMAN_MONTHS) + r")(?![a-zäöüß])")
_DOT_GROUPS = _lazy(r"(?<![\d.,])\d{1,3}(?:\.\d{3})+(?![\d,]|\.\d)")
_DECIMAL_COMMA = _lazy(r"(?<![\d.,])\d{1,3},\d{1,2}(?![\d,])")


# a word before a figure, padded on the left so that it stands right before it: "ca. 14.000" → "  ~ 14,000"
_RIGHT_ALIGNED = frozenset({"~"})


def _pad(word: str, said: str) -> str:
    return (word.rjust if word in _RIGHT_ALIGNED else word.ljust)(len(said))[:len(said)]


def german(t: str) -> str:
    if len({m.group() for m in _GERMAN_WORDS.finditer(t)}) < 3:
        return t
    t = _GERMAN_DATE.sub(lambda m: _pad(f"{m.group(1)} {_GERMAN_MONTHS[m.group(2)]}", m.group()), t)
    t = _DOT_GROUPS.sub(lambda m: m.group().replace(".", ","), t)
    t = _DECIMAL_COMMA.sub(lambda m: m.group().replace(",", "."), t)
    return _GERMAN_RX.sub(lambda m: _pad(_GERMAN_OF[m.group()], m.group()), t)


_HANGUL = _lazy(r"[\uac00-\ud7a3]")
# (Korean, the words it is read as): the longest first; each no longer than the Korean, padded
_KOREAN = (
    ("외부 공개 x", "不对外"), ("외부 공개 안 함", "不对外"), ("외부 비공개", "不对外"), ("외부 공개 불가", "不对外"),
    ("내부용", "内部用"), ("사내용", "内部用"), ("사내", "内部"), ("외부 공개", "对外公开"),
    ("동시 사용", "同时使用"), ("동시 접속", "同时在线"), ("동시", "同时"), ("최대", "最多"), ("정도", "左右"),
    ("평일", "平日"), ("주말", "周末"), ("매일", "每天"), ("오전", "上午"), ("오후", "下午"), ("시간", "小时"),
    ("서울", "首尔"), ("부산", "釜山"), ("한국", "韩国"), ("필수", "必须"), ("필요", "需要"),
    ("예산", "预算"), ("매월", "每月"), ("달러", "美元"), ("재무팀", "财务部"), ("회계팀", "会计部"),
    ("재무", "财务"), ("회계", "会计"),
)
# a word's particle after it is dropped with it ("동시 사용은", "재무팀은"); a topic's 은 / 는 after the finance team
# reads as 是, as "财务是 1 美元 = …"
_KOREAN_RX = _lazy("(?:" + "|".join(re.escape(k) for k, _ in sorted(_KOREAN, key=lambda p: -len(p[0])))
                   + ")(?:은|는|이|가|을|를|의|에서|에|으로|로)?")
_KOREAN_OF = dict(_KOREAN)
# a count's and an hour's Korean units after a figure: "12명" people, "8시" o'clock, "420만" ten thousands, "1,400원"
# won; "월 420만 원" the month before an amount; "약 80명" about
_KOREAN_UNIT = _lazy(r"(?:(?<=\d)|(?<=만))\s?(?P<u>명|시|만|원)|(?P<m>월)(?=\s?\d)|(?P<a>약)(?=\s?\d)")
_KOREAN_UNIT_OF = {"명": "人", "시": "时", "만": "万", "원": "₩", "월": "月", "약": "约"}


def korean(t: str) -> str:
    if not _HANGUL.search(t):
        return t
    def word(m: re.Match[str]) -> str:
        said = next(k for k in sorted(_KOREAN_OF, key=len, reverse=True) if m.group().startswith(k))
        read = _KOREAN_OF[said]
        if read in ("财务部", "会计部") and m.group()[len(said):] in ("은", "는"):
            read = read[:2] + "是"
        return _pad(read, m.group())
    t = _KOREAN_RX.sub(word, t)

    def unit(m: re.Match[str]) -> str:
        g = next(g for g in ("u", "m", "a") if m.group(g))
        return m.group()[:m.start(g) - m.start()] + _KOREAN_UNIT_OF[m.group(g)]
    return _KOREAN_UNIT.sub(unit, t)
