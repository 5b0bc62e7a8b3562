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

from advisor_tui.understand.patterns import _lazy, _normalise

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


def _any_of(words, edge: str = r"\w") -> re.Pattern[str]:
    """Any of the words as a whole word, the longest first."""
    return _lazy(rf"(?<![{edge}])(?:" + "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
                 + rf")(?![{edge}])")


_GERMAN_OF = dict(_GERMAN)
_GERMAN_RX = _any_of(_GERMAN_OF, "a-zäöüß")
# a German or Spanish date: "bis 22. Dezember", "antes del 15 de diciembre" — the month as its English abbreviation
_MONTHS = {"januar": "jan", "jänner": "jan", "februar": "feb", "märz": "mar", "april": "apr", "mai": "may",
           "juni": "jun", "juli": "jul", "august": "aug", "september": "sep", "oktober": "oct", "november": "nov",
           "dezember": "dec", "enero": "jan", "febrero": "feb", "marzo": "mar", "abril": "apr", "mayo": "may",
           "junio": "jun", "julio": "jul", "agosto": "aug", "septiembre": "sep", "setiembre": "sep", "octubre": "oct",
           "noviembre": "nov", "diciembre": "dec"}
_GERMAN_DATE = _lazy(r"(?<![\d.])([1-3]?\d)\.\s?(" + "|".join(_MONTHS) + r")(?![a-zäöüß])")
_DOT_GROUPS = _lazy(r"(?<![\d.,])\d{1,3}(?:\.\d{3})+(?![\d,]|\.\d)")
_DECIMAL_COMMA = _lazy(r"(?<![\d.,])\d{1,3},\d{1,2}(?![\d,])")


# a word before a figure, padded on the left so that it stands right before it: "ca. 14.000" → "  ~ 14,000"
_RIGHT_ALIGNED = frozenset({"~"})


def _pad(word: str, said: str, right: bool = False) -> str:
    return (word.rjust if word in _RIGHT_ALIGNED or right else word.ljust)(len(said))[:len(said)]


_CLAUSE_END = frozenset(",.;!?)\n")


def _joined(m: re.Match[str], word: str) -> str:
    """A word read between others, padded on the side away from them: before it, to join the words after ("Somos una
    agencia de marketing" → "  we're an agency de marketing"), or after it where a clause ends or a figure or a slash
    is before it ("45 triệu đồng/tháng," → "45000000 vnd/month ,", "requests/phút" → "requests/min ")."""
    after, before = m.string[m.end():m.end() + 1], m.string[:m.start()].rstrip()[-1:]
    joined_before = after == "" or after in _CLAUSE_END or before.isdigit() or before == "/"
    return _pad(word, m.group(), right=not joined_before)


def german(t: str) -> str:
    if len({m.group() for m in _GERMAN_WORDS.finditer(t)}) < 3:
        return t
    t = _GERMAN_DATE.sub(lambda m: _pad(f"{m.group(1)} {_MONTHS[m.group(2)]}", m.group()), t)
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


# Japanese (a request in kana and kanji: heldout67 #25 "社内の…", "同時に使うのは多くて 15 人くらい"): its words as the
# Chinese the readers take; the rest (東京, 予算は月 15 万円, 経理は 1 ドル＝150 円) is read as it stands
_KANA = _lazy(r"[\u3041-\u30ff]")
_JAPANESE = (
    ("社内の", "内部的"), ("社内向け", "内部用"), ("社内用", "内部用"), ("社内", "内部"), ("社外向け", "对外"),
    ("社外", "对外"), ("同時に使うのは", "同时使用的"), ("同時に使う", "同时使用"), ("同時に", "同时"),
    ("同時接続", "同时在线"), ("多くて", "最多"), ("多くても", "最多"), ("最大", "最多"), ("くらい", "左右"),
    ("ぐらい", "左右"), ("程度", "左右"), ("コンテキスト", "上下文"), ("時間", "小时"), ("毎日", "每天"),
    ("毎月", "每月"), ("予算", "预算"), ("までに", "之前"),
)
_JAPANESE_OF = {_normalise(k): v for k, v in _JAPANESE}  # as the text reads after normalising ("同時" is "同时")
_JAPANESE_RX = _lazy("|".join(re.escape(k) for k in sorted(_JAPANESE_OF, key=len, reverse=True)))  # no word edges


def japanese(t: str) -> str:
    if not _KANA.search(t):
        return t
    return _JAPANESE_RX.sub(lambda m: _pad(_JAPANESE_OF[m.group()], m.group(), right=True), t)


# Vietnamese around English terms (heldout67 #27: "Peak khoảng 90 requests/phút, mỗi ngày ~25.000 lượt", "Ngân sách
# 45 triệu đồng/tháng, kế toán tính 25.000 VND = 1 USD", "không dùng cloud Trung Quốc"), read where three of its common
# words are: its words as English, a dot grouping thousands and a comma the decimal point, as in German, and "N triệu"
# a million's digits where they fit
_VIETNAMESE_WORDS = _lazy(r"(?<![\w])(?:và|của|cho|không|được|một|những|các|là|em|anh|chị|chúng tôi|bên|ở|với|trong"
                          r"|mỗi|ngày|tháng|khoảng|dùng|người|muốn|cần|chạy)(?![\w])")
_VIETNAMESE = (  # the same length where a word of it fits
    ("mỗi ngày", "each day"), ("một ngày", "a day"), ("mỗi tháng", "per month"), ("một tháng", "per month"),
    ("tháng", "month"), ("mỗi phút", "a minute"), ("phút", "min"), ("ngày", "day"), ("khoảng", "around"),
    ("ngân sách", "budget is"), ("kế toán tính", "finance uses"), ("kế toán", "finance"), ("trả lời", "replies"),
    ("câu hỏi", "queries"), ("lượt", "reqs"), ("học sinh dùng", "students use"), ("học sinh", "students"),
    ("sinh viên", "students"), ("không dùng cloud trung quốc", "no chinese cloud"),
    ("cloud trung quốc", "chinese cloud"),
    ("nhà cung cấp trung quốc", "chinese providers"), ("không dùng", "do not use"), ("trung quốc", "china"),
    ("công ty", "company"), ("máy chủ", "servers"), ("đồng/tháng", "vnd/month"), ("đồng", "vnd"), ("tối đa", "up to"),
    ("người dùng đồng thời", "concurrent users"), ("đồng thời", "at a time"), ("người dùng", "users"), ("cho", "for"),
)
_VIETNAMESE_OF = dict(_VIETNAMESE)
_VIETNAMESE_RX = _any_of(_VIETNAMESE_OF)
_MILLIONS = _lazy(r"(?<![\d.,])(?P<n>\d{1,3}(?:[.,]\d{1,3})?)\s?triệu(?![\w])")


def _millions(m: re.Match[str]) -> str:
    digits = str(round(float(m.group("n").replace(",", ".")) * 1_000_000))
    return digits.ljust(len(m.group())) if len(digits) <= len(m.group()) else m.group()


def vietnamese(t: str) -> str:
    if len({m.group() for m in _VIETNAMESE_WORDS.finditer(t)}) < 3:
        return t
    t = _MILLIONS.sub(_millions, t)
    t = _DOT_GROUPS.sub(lambda m: m.group().replace(".", ","), t)
    t = _DECIMAL_COMMA.sub(lambda m: m.group().replace(",", "."), t)
    return _VIETNAMESE_RX.sub(lambda m: _joined(m, _VIETNAMESE_OF[m.group()]), t)


# Spanish around English terms (heldout67 #26: "Somos una agencia de marketing en Bogotá", "Entrega antes del 15 de
# diciembre"): read where three of its common words are, its dates and its words as English
_SPANISH_WORDS = _lazy(r"(?<![\w])(?:de|la|el|en|para|una|somos|con|por|los|las|que|del|cada|uno|usamos|necesitamos"
                       r"|presupuesto|entrega|antes|está|tenemos|queremos|hola|gracias)(?![\w])")
_SPANISH = (
    ("somos una agencia", "we're an agency"), ("somos una empresa", "we're a company"),
    ("somos un estudio", "we're a studio"), ("somos una clínica", "we're a clinic"),
    ("somos una startup", "we're a startup"),
    ("somos un laboratorio", "we're a lab"), ("somos una", "we're a"), ("somos un", "we're a"), ("somos", "we're"),
    ("agencia", "agency"),
    ("empresa", "company"), ("estudio", "studio"), ("clínica", "clinic"), ("universidad", "university"),
    ("laboratorio", "lab"), ("presupuesto", "budget"), ("en total", "total"), ("al mes", "a month"),
    ("por mes", "a month"), ("mensual", "monthly"), ("entrega", "due"), ("fecha límite", "deadline"),
    ("cada uno", "each"), ("cada una", "each"), ("productos", "products"), ("imágenes", "images"), ("horas", "hours"),
    ("minutos", "minutes"), ("al día", "a day"), ("por día", "a day"),
)
_SPANISH_OF = dict(_SPANISH)
_SPANISH_RX = _any_of(_SPANISH_OF)
_SPANISH_BEFORE = {"antes del": "before", "antes de": "before", "para el": "by", "a más tardar el": "no later than",
                   "hasta el": "until"}
_SPANISH_DATE = _lazy(r"(?<![\w])(?:(?P<pre>" + "|".join(_SPANISH_BEFORE) + r")\s)?(?<![\d.])(?P<d>[1-3]?\d)\s?de\s?"
                      r"(?P<m>" + "|".join(_MONTHS) + r")(?![\w])")


def _spanish_date(m: re.Match[str]) -> str:
    said = f"{m.group('d')} {_MONTHS[m.group('m')]}"
    return _pad(f"{_SPANISH_BEFORE[m.group('pre')]} {said}" if m.group("pre") else said, m.group())


def spanish(t: str) -> str:
    if len({m.group() for m in _SPANISH_WORDS.finditer(t)}) < 3:
        return t
    t = _SPANISH_DATE.sub(_spanish_date, t)
    t = _DOT_GROUPS.sub(lambda m: m.group().replace(".", ","), t)  # "COP 2.000.000", "1,5 horas"
    t = _DECIMAL_COMMA.sub(lambda m: m.group().replace(",", "."), t)
    return _SPANISH_RX.sub(lambda m: _joined(m, _SPANISH_OF[m.group()]), t)
