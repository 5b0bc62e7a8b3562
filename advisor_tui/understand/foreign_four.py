"""Ukrainian, Swedish and Thai around English terms, read as the English the readers know (heldout73 #24, #28, #29:
"35 000 пар питання–відповідь, в середньому 700 токенів. 3 епохи", "Орендуємо, не купуємо", "жодних китайських хмар",
"60 000 гривень на весь проєкт; бухгалтерія рахує 40 гривень за долар", "Дедлайн — 22 грудня"; "Toppen är ungefär 120
frågor i minuten", "en vanlig dag runt 15 000", "inga kinesiska molnleverantörer", "Vi hyr — vi köper ingen hårdvara",
"uppe dygnet runt, inga avbrott"; "คลิปละ 5 วินาที", "งบรวมทั้งโปรเจกต์ 70,000 บาท", "35 บาทต่อ 1 ดอลลาร์", "เราจะเช่า GPU
ไม่ซื้อเครื่อง", "สิงคโปร์หรือญี่ปุ่น", "ก่อนวันที่ 20 ธันวาคม" — each read as nothing), as foreign_three.py reads Persian,
Bengali or Finnish: one character in, one character out; Ukrainian and Swedish only where three of their common words
are, Thai wherever its script is (no other language writes it). Thai digits are digits, a Buddhist-era year (2569) the
Gregorian one."""

from __future__ import annotations

import re

from advisor_tui.understand.foreign import _any_of, _clauses, _continental_numbers, _dated, _joined, _pad
from advisor_tui.understand.foreign_three import _fitted
from advisor_tui.understand.patterns import _lazy


def _right(reading: str):
    """A lead-in's reading set against the words after it ("finance uses 40 …"), its room's spaces before it."""
    return lambda m: reading.rjust(len(m.group()))


def _first_fit(m, *readings: str) -> str:
    """The first of the readings that fits the words it replaces (the last one where none does)."""
    return next((w for w in readings if len(w) <= len(m.group())), readings[-1])


def _NOT_STOPPED(m) -> str:  # noqa: N802 (read as a clause's reading)
    """"inga avbrott", "без перерв": no interruptions, in the longest words that fit."""
    return _first_fit(m, "no interruptions", "no preempt", "no spot")


_SPACE_GROUPS = _lazy(r"(?<![\d.,])\d{1,3}(?: \d{3})+(?![\d,]|\.\d)")
_N = r"\d[\d,.]*"

# ---------------------------------------------------------------- Ukrainian
_UKRAINIAN_WORDS = _lazy(r"(?<![\w])(?:і|й|та|не|на|для|що|це|ми|нам|нас|в|у|з|до|або|жодних|ніяких|приблизно"
                         r"|близько|бюджет|дані|дедлайн|кожні|середньому|за|весь|треба|потрібно|дякую|привіт|будь"
                         r"|ласка|також|тільки|лише|наш|наша|наші|можна|потрібен|потрібна|без|має|бути|працює|пік|все|дуже|як|ні|так"
                         r"|щоб|якщо|коли|вже|буде|будемо|маємо|хочемо)(?![\w])")
_UKRAINIAN_MONTHS = {"січня": "jan", "лютого": "feb", "березня": "mar", "квітня": "apr", "травня": "may",
                     "червня": "jun", "липня": "jul", "серпня": "aug", "вересня": "sep", "жовтня": "oct",
                     "листопада": "nov", "грудня": "dec"}
_UKRAINIAN_BEFORE = {"до": "by", "перед": "before", "не пізніше": "no later than"}
_UKRAINIAN_DATE = _lazy(r"(?<![\w])(?:(?P<pre>" + "|".join(sorted(_UKRAINIAN_BEFORE, key=len, reverse=True))
                        + r")\s)?(?<![\d.])(?P<d>[1-3]?\d)\s(?P<m>" + "|".join(_UKRAINIAN_MONTHS) + r")(?![\w])")
_HRYVNIA = r"(?:гривень|гривні|гривня|гривню|грн\.?|₴)"
_UKRAINIAN_PERIOD = {"на весь проєкт": " total", "на весь проект": " total", "загалом": " total", "усього": " total",
                     "всього": " total", "на місяць": " a month", "щомісяця": " a month", "в місяць": " a month",
                     "на міс": " a month"}
_UKRAINIAN_PER = {"хвилину": "min", "секунду": "sec", "годину": "hour"}
_UKRAINIAN_CLAUSES = (
    # "ми невелика студія", "ми — стартап": who writes
    (_lazy(r"(?<![\w])ми\s?(?:—|-|–)?\s?(?P<small>невелика |маленька |мала |невеликий |маленький )?(?:компанія|фірма"
           r"|студія|агенція|агентство|стартап|команда|клініка|школа)(?![\w])"),
     lambda m: f"we're a {'small ' if m.group('small') else ''}company"),
    # "орендуємо, не купуємо", "оренда, не купівля": renting chosen over buying
    (_lazy(r"(?<![\w])(?:ми )?(?:орендуємо|орендувати|будемо орендувати|оренда)(?:\s?[,—–-]\s?|\s)(?:а\s)?не "
           r"(?:купуємо|купувати|купівля|будемо купувати)(?![\w])"), lambda m: "rent, not buy"),
    (_lazy(r"(?<![\w])(?:ми )?(?:купуємо|купувати|купівля)(?:\s?[,—–-]\s?|\s)(?:а\s)?не (?:орендуємо|орендувати|оренда)"
           r"(?![\w])"), lambda m: "buy, not rent"),
    (_lazy(r"(?<![\w])(?:тільки|лише) оренда(?![\w])"), lambda m: "rent only"),
    (_lazy(r"(?<![\w])(?:ми )?орендуємо(?![\w])"), lambda m: "we rent"),
    (_lazy(r"(?<![\w])(?:жодних|ніяких|без|не) (?:китайських|китайські) (?:хмар|хмари|хмарних провайдерів"
           r"|провайдерів|постачальників|сервісів)(?![\w])"), lambda m: "no chinese cloud"),
    (_lazy(r"(?<![\w])(?:наша |наш )?(?:бухгалтерія|бухгалтер|фінвідділ|фінансовий відділ|фінансисти) (?:рахує|рахують"
           r"|бере|беруть|використовує)(?![\w])"), _right("finance uses")),
    # "40 гривень за долар": the person's rate
    (_lazy(rf"(?<![\d.,])(?P<n>{_N})\s?{_HRYVNIA} (?:за|на) (?:1 |один )?(?:долар|долара|дол\.?|usd|\$)(?![\w])"),
     lambda m: f"{m.group('n')} uah per usd"),
    # "60 000 гривень на весь проєкт": an amount, its currency, its period
    (_lazy(rf"(?<![\d.,])(?P<n>{_N})\s?{_HRYVNIA}(?:\s(?P<p>" + "|".join(_UKRAINIAN_PERIOD) + r"))?(?![\w])"),
     lambda m: f"{m.group('n')} uah" + _UKRAINIAN_PERIOD.get(m.group("p") or "", "")),
    # "3 епохи": epochs ("епохи" is shorter than the English)
    (_lazy(r"(?<![\d.,])(?P<n>\d{1,2}) (?:епохи|епох|епоха)(?![\w])"), lambda m: f"{m.group('n')} epoch"),
    # "35 000 пар питання–відповідь": pairs, the samples
    (_lazy(rf"(?<![\d.,])(?P<n>{_N}) (?:пар|пари)(?: (?:питання|запитання)\s?[–—-]\s?відповідь)?(?![\w])"),
     lambda m: f"{m.group('n')} pairs" if len(m.group()) >= len(m.group("n")) + 6 else f"{m.group('n')} rows"),
    # "500 запитів на хвилину": requests a minute
    (_lazy(rf"(?<![\d.,])(?P<n>{_N}) (?:запитів|запити|запитань|повідомлень) (?:на|за|в) (?P<u>хвилину|секунду|годину"
           r"|день|добу)(?![\w])"),
     lambda m: f"{m.group('n')} requests/{_UKRAINIAN_PER.get(m.group('u'), 'day')}"),
    (_lazy(r"(?<![\w])сервери (?:в|у) (?:єс|європі)(?![\w])"), lambda m: "servers in eu"),
    # "Дедлайн — 22 грудня", "термін: до 22 грудня": the date the work is due
    (_lazy(r"(?<![\w])(?:дедлайн|термін|крайній термін)\s?(?:—|–|-|:)?\s?"), _right("deadline: ")),
    (_lazy(r"(?<![\w])(?:без перерв|без переривань|не можна переривати|не можна зупиняти|не може зупинятися)(?![\w])"),
     _NOT_STOPPED),
)
_UKRAINIAN = (("в середньому", "average"), ("у середньому", "average"), ("приблизно", "about"), ("близько", "about"),
              ("орієнтовно", "about"), ("бюджет", "budget"), ("дані", "data"),
              ("токенів", "tokens"), ("токени", "tokens"), ("прикладів", "samples"), ("годин", "hours"),
              ("години", "hours"), ("днів", "days"), ("хвилин", "min"), ("кожні", "every"), ("цілодобово", "24/7"),
              ("щодня", "daily"), ("на день", "a day"), ("на добу", "a day"), ("єс", "eu"), ("польща", "poland"),
              ("німеччина", "germany"), ("польщі", "poland"), ("німеччині", "germany"), ("або", "or"), ("ок", "ok"),
              ("одночасно", "at once"), ("пік", "peak"),
              ("чат-бот", "chatbot"), ("чатбот", "chatbot"), ("користувачів", "users"), ("загалом", "total"))
_UKRAINIAN_OF = dict(_UKRAINIAN)
_UKRAINIAN_RX = _any_of(_UKRAINIAN_OF)


def ukrainian(t: str) -> str:
    if len({m.group() for m in _UKRAINIAN_WORDS.finditer(t)}) < 3:
        return t
    t = _SPACE_GROUPS.sub(lambda m: m.group().replace(" ", ","), t)  # "60 000 гривень"
    t = _UKRAINIAN_DATE.sub(_dated(_UKRAINIAN_BEFORE, _UKRAINIAN_MONTHS), t)
    t = _clauses(t, _UKRAINIAN_CLAUSES)
    t = _continental_numbers(t)
    return _UKRAINIAN_RX.sub(lambda m: _joined(m, _UKRAINIAN_OF[m.group()]), t)


# ---------------------------------------------------------------- Swedish
_SWEDISH_WORDS = _lazy(r"(?<![\w])(?:och|är|på|jag|vi|inte|för|som|med|att|det|ett|till|ska|måste|inga|ingen|tack"
                       r"|hej|kan|vill|har|vår|vårt|våra|också|bara|ungefär|runt|kronor|behöver|månaden)(?![\w])")
_SWEDISH_MONTHS = {"januari": "jan", "februari": "feb", "mars": "mar", "april": "apr", "maj": "may", "juni": "jun",
                   "juli": "jul", "augusti": "aug", "september": "sep", "oktober": "oct", "november": "nov",
                   "december": "dec"}
_SWEDISH_BEFORE = {"senast den": "by", "senast": "by", "före den": "before", "före": "before", "innan": "before",
                   "till den": "by"}
_SWEDISH_DATE = _lazy(r"(?<![\w])(?:(?P<pre>" + "|".join(sorted(_SWEDISH_BEFORE, key=len, reverse=True))
                      + r")\s)?(?<![\d.])(?P<d>[1-3]?\d)(?::e|:a)?\s(?P<m>" + "|".join(_SWEDISH_MONTHS) + r")(?![\w])")
_SWEDISH_PLACE = {"sverige": "sweden", "eu": "eu", "europa": "europe", "norden": "nordics"}
_SWEDISH_PER = {"minuten": "min", "minut": "min", "sekunden": "sec", "sekund": "sec", "timmen": "hour",
                "timme": "hour", "dagen": "day", "dag": "day"}
_SWEDISH_CLAUSES = (
    # "vi är ett litet företag", "vi är en byrå": who writes
    (_lazy(r"(?<![\w])vi är (?:ett|en) (?P<small>litet |liten |mindre )?[\w-]*?(?:företag|bolag|byrå|studio|startup"
           r"|klinik|myndighet|kommun)(?![\w])"),
     lambda m: f"we're a {'small ' if m.group('small') else ''}company"),
    # "jag jobbar på IT-avdelningen på Växjö kommun": a council's own staff
    (_lazy(r"(?<![\w])(?:jag|vi) (?:jobbar|arbetar) (?:på|i|för) (?:[\w-]*avdelningen (?:på|i) )?[\w-]+ "
           r"(?:kommun|region|landsting)(?![\w])"), lambda m: "we're a municipality"),
    # "toppen är ungefär 120 frågor i minuten": the peak
    (_lazy(r"(?<![\w])(?:toppen|topp|toppbelastningen)(?: är| ligger på)?(?![\w])"), _right("peak is")),
    (_lazy(rf"(?<![\d.,])(?P<n>{_N}) (?:frågor|förfrågningar|anrop|meddelanden|requests|chattar) (?:i|per|varje|om) "
           r"(?P<u>" + "|".join(_SWEDISH_PER) + r")(?![\w])"),
     lambda m: f"{m.group('n')} requests/{_SWEDISH_PER[m.group('u')]}"),
    # "en vanlig dag runt 15 000": a normal day's count, its hedge kept against the figure
    (_lazy(r"(?<![\w])(?:en )?(?:vanlig|normal|genomsnittlig) dag(?P<h> (?:runt|ungefär|cirka|ca\.?|omkring)\s?)?"
           r"(?![\w])"), lambda m: ("a normal day ~" if m.group("h") else "a normal day").rjust(len(m.group()))),
    # "servrarna måste stå i Sverige": where the machines run
    (_lazy(r"(?<![\w])(?:servrarna|servrar|servern|datan|data|allt) (?:måste|ska) (?:stå|finnas|ligga|vara|lagras) "
           r"(?:i|inom) (?P<p>" + "|".join(_SWEDISH_PLACE) + r")(?![\w])"),
     lambda m: f"servers must be in {_SWEDISH_PLACE[m.group('p')]}"),
    (_lazy(r"(?<![\w])(?:inga|inte|utan|ej) (?:kinesiska) (?:molnleverantörer|moln|molntjänster|leverantörer"
           r"|molnleverantör)(?![\w])"), lambda m: "no chinese cloud"),
    (_lazy(r"(?<![\w])(?:ekonomiavdelningen|ekonomi|ekonomen|controllern|redovisningen|vår ekonom|ekonomi-avdelningen)"
           r" (?:räknar med|använder|räknar)(?![\w])"), _right("finance uses")),
    # "vi hyr — vi köper ingen hårdvara", "hyra, inte köpa": renting chosen over buying
    (_lazy(r"(?<![\w])(?:vi )?(?:köper ingen hårdvara|köper inte (?:någon )?hårdvara|ska inte köpa (?:någon )?"
           r"hårdvara|köper inga (?:servrar|maskiner|kort))(?![\w])"), lambda m: "won't buy hardware"),
    (_lazy(r"(?<![\w])vi (?:köper|ska köpa|vill köpa) (?:en |ett )?(?:egen |eget |egna )?(?:server|servrar|maskin"
           r"|maskiner|grafikkort|kort|hårdvara|gpu:?er|gpu)(?![\w])"), lambda m: "we buy a server"),
    (_lazy(r"(?<![\w])(?:hyra|vi hyr)(?:\s?[,—–-]\s?|\s)(?:inte|ej) köpa(?![\w])"), lambda m: "rent, not buy"),
    (_lazy(r"(?<![\w])vi (?:hyr|vill hyra|ska hyra)(?![\w])(?! (?:inte|ej|aldrig))"), lambda m: "rent!"),
    (_lazy(r"(?<![\w])(?:uppe |igång |tillgänglig )?dygnet runt(?![\w])"), lambda m: "up 24/7"),
    (_lazy(r"(?<![\w])(?:inga avbrott|utan avbrott|får inte avbrytas|kan inte avbrytas|inte avbrytas)(?![\w])"),
     _NOT_STOPPED),
    (_lazy(r"(?<![\w])vem som helst(?: [^.;!?\n]{0,40}?)? kan (?:använda|nyttja)(?: den| det| tjänsten)?(?![\w])"),
     lambda m: "anyone can use it"),
)
_SWEDISH = (("ungefär", "about"), ("cirka", "about"), ("ca", "~"), ("runt", "~"), ("omkring", "about"),
            ("i månaden", "a month"), ("per månad", "a month"), ("om dagen", "a day"), ("per dag", "a day"),
            ("totalt", "total"), ("sammanlagt", "total"), ("timmar", "hours"), ("dagar", "days"),
            ("minuter", "minutes"), ("sekunder", "seconds"), ("användare", "users"), ("samtidigt", "at once"),
            ("samtidiga", "concurrent"), ("sverige", "sweden"), ("kommun", "county"), ("per", "per"),
            ("dollar", "dollar"), ("modell", "model"))
_SWEDISH_OF = dict(_SWEDISH)
_SWEDISH_RX = _any_of(_SWEDISH_OF)


def swedish(t: str) -> str:
    if len({m.group() for m in _SWEDISH_WORDS.finditer(t)}) < 3:
        return t
    t = _SPACE_GROUPS.sub(lambda m: m.group().replace(" ", ","), t)  # "33 000 kronor"
    t = _SWEDISH_DATE.sub(_dated(_SWEDISH_BEFORE, _SWEDISH_MONTHS), t)
    t = _clauses(t, _SWEDISH_CLAUSES)
    t = _continental_numbers(t)
    return _SWEDISH_RX.sub(lambda m: _joined(m, _SWEDISH_OF[m.group()]), t)


# ---------------------------------------------------------------- Thai
_THAI = _lazy(r"[\u0e01-\u0e5b]")
_THAI_DIGITS = str.maketrans("๐๑๒๓๔๕๖๗๘๙", "0123456789")
_THAI_MONTHS = {"มกราคม": "jan", "กุมภาพันธ์": "feb", "มีนาคม": "mar", "เมษายน": "apr", "พฤษภาคม": "may",
                "มิถุนายน": "jun", "กรกฎาคม": "jul", "สิงหาคม": "aug", "กันยายน": "sep", "ตุลาคม": "oct",
                "พฤศจิกายน": "nov", "ธันวาคม": "dec", "ม.ค.": "jan", "ก.พ.": "feb", "มี.ค.": "mar", "เม.ย.": "apr",
                "พ.ค.": "may", "มิ.ย.": "jun", "ก.ค.": "jul", "ส.ค.": "aug", "ก.ย.": "sep", "ต.ค.": "oct",
                "พ.ย.": "nov", "ธ.ค.": "dec"}
_THAI_BEFORE = {"ก่อน": "before", "ภายใน": "by", "ไม่เกิน": "by", "ให้ทัน": "by"}
_THAI_DATE = _lazy(r"(?:(?P<pre>" + "|".join(_THAI_BEFORE) + r")\s?)?(?:วันที่\s?)?(?<![\d.])(?P<d>[1-3]?\d)\s?"
                   r"(?P<m>" + "|".join(re.escape(k) for k in sorted(_THAI_MONTHS, key=len, reverse=True)) + r")"
                   r"(?:\s?(?:พ\.ศ\.|ค\.ศ\.)?\s?(?P<y>25\d\d|20\d\d))?")
_THAI_PLACE = {"สิงคโปร์": "singapore", "ญี่ปุ่น": "japan", "ประเทศไทย": "thailand", "ไทย": "thailand",
               "ฮ่องกง": "hong kong", "อเมริกา": "usa", "สหรัฐ": "usa", "ยุโรป": "europe", "เกาหลี": "korea",
               "ไต้หวัน": "taiwan", "อินเดีย": "india", "ออสเตรเลีย": "australia", "เยอรมนี": "germany"}
_THAI_PER = {"นาที": "min", "วินาที": "sec", "ชั่วโมง": "hour", "วัน": "day"}
_THB = r"(?:บาท|฿)"
_USD_TH = r"(?:ดอลลาร์(?:สหรัฐ)?|ดอลล่าร์|เหรียญ(?:สหรัฐ)?|usd|\$)"
_THAI_CLAUSES = (
    # "เราเป็นเอเจนซี่การตลาดเล็ก ๆ", "เราเป็นบริษัท": who writes
    (_lazy(r"เรา(?:เป็น|คือ)?\s?(?:บริษัท|เอเจนซี่|เอเจนซี|สตูดิโอ|ร้าน|คลินิก|สตาร์ทอัพ|โรงเรียน|โรงพยาบาล|โรงแรม)"),
     lambda m: _first_fit(m, "we're a company", "our company", "our firm")),
    # "เราจะเช่า GPU ไม่ซื้อเครื่อง": renting chosen over buying
    (_lazy(r"(?:เรา)?(?:จะ)?เช่า\s?(?:gpu|เครื่อง|เซิร์ฟเวอร์|คลาวด์|การ์ด)?\s?,?\s?(?:ไม่|ไม่ได้|ไม่ต้อง)ซื้อ"
           r"(?:เครื่อง|การ์ด|ฮาร์ดแวร์|เซิร์ฟเวอร์)?"), lambda m: "we rent, not buy"),
    (_lazy(r"(?:เรา)?(?:จะ)?ซื้อ(?:เครื่อง|การ์ด|เซิร์ฟเวอร์)?\s?,?\s?(?:ไม่|ไม่ได้)เช่า"), lambda m: "buy, not rent"),
    # "ไม่เช่า ซื้อเครื่องเอง": renting refused, the machine bought
    (_lazy(r"(?:ไม่|ไม่ได้|ไม่ต้อง)เช่า\s?,?\s?(?:เรา)?(?:จะ)?ซื้อ(?:เครื่อง|การ์ด|เซิร์ฟเวอร์)?(?:เอง)?"),
     lambda m: next((w for w in ("won't rent, buy server", "buy, not rent") if len(w) <= len(m.group())), "buy")),
    (_lazy(r"ซื้อ(?:เครื่อง|การ์ด|เซิร์ฟเวอร์)เอง"), lambda m: "buy own server"),
    # "งบรวมทั้งโปรเจกต์ 70,000 บาท", "งบเดือนละ 20,000 บาท": the budget, its period
    (_lazy(r"งบ(?:ประมาณ)?\s?(?P<total>รวม(?:ทั้ง(?:โปรเจกต์|โปรเจ็กต์|โปรเจค|โครงการ|หมด))?|ทั้งหมด|ทั้งโปรเจกต์"
           r"|ทั้งโครงการ)?\s?(?P<month>เดือนละ|ต่อเดือน)?\s?(?:คือ|ประมาณ|อยู่ที่|ไม่เกิน)?\s?"
           rf"(?P<n>{_N})\s?{_THB}(?P<month2>\s?(?:ต่อเดือน|/เดือน|ต่อ เดือน))?"),
     lambda m: _fitted(("budget ", ""), f"{m.group('n').replace(',', '')} thb" + (
         " a month" if m.group("month") or m.group("month2") else " total" if m.group("total") else ""),
         len(m.group()))),
    (_lazy(rf"(?:เดือนละ|ต่อเดือน)\s?(?P<n>{_N})\s?{_THB}"), lambda m: f"{m.group('n')} thb a month"),
    # "ฝ่ายบัญชีคิดที่ 35 บาทต่อ 1 ดอลลาร์": the person's rate
    (_lazy(r"(?:ฝ่ายบัญชี|นักบัญชี|บัญชี)(?:คิด|ใช้|คำนวณ)(?:ที่|เรท)?"), _right("finance uses")),
    (_lazy(rf"(?<![\d.,])(?P<n>{_N})\s?{_THB}\s?(?:ต่อ|=|/)\s?(?:1\s?)?{_USD_TH}"),
     lambda m: f"{m.group('n')} thb per usd"),
    (_lazy(rf"(?<![\d.,])1\s?{_USD_TH}\s?(?:=|ต่อ|เท่ากับ)\s?(?P<n>{_N})\s?{_THB}"),
     lambda m: f"1 usd = {m.group('n')} thb"),
    # "สิงคโปร์หรือญี่ปุ่น": where the machines run
    (_lazy(r"(?P<a>" + "|".join(_THAI_PLACE) + r")(?:\s?(?:หรือ|และ|,|/)\s?(?P<b>" + "|".join(_THAI_PLACE) + "))?"),
     lambda m: next((w for w in (" or ".join(_THAI_PLACE[g] for g in m.group("a", "b") if g),
                                 " or ".join(_THAI_SHORT.get(g, "") for g in m.group("a", "b") if g))
                     if len(w) <= len(m.group())), m.group())),
    # "คลิปละ 5 วินาที": each clip's length
    (_lazy(rf"(?:คลิป|วิดีโอ|ชิ้น|ตัว)ละ\s?(?P<n>{_N})\s?วินาที"), lambda m: f"{m.group('n')} sec each"),
    (_lazy(rf"(?:ยาว|ความยาว)\s?(?P<n>{_N})\s?วินาที"), lambda m: f"{m.group('n')} sec long"),
    # "120 คำถามต่อนาที": requests a minute
    (_lazy(rf"(?<![\d.,])(?P<n>{_N})\s?(?:คำขอ|คำถาม|ข้อความ|รีเควส|requests?)\s?(?:ต่อ|/)\s?(?P<u>นาที|วินาที|ชั่วโมง"
           r"|วัน)"), lambda m: f"{m.group('n')} requests/{_THAI_PER[m.group('u')]}"),
    (_lazy(r"ตลอด\s?24\s?ชั่วโมง|24\s?ชั่วโมง\s?(?:ทุกวัน|ไม่มีหยุด)|ทั้งวันทั้งคืน"), lambda m: "24/7"),
    (_lazy(r"ห้าม(?:หยุด|ล่ม|สะดุด|ขัดจังหวะ|ถูกขัดจังหวะ|ดับ)|(?:ต้อง)?ไม่(?:ถูก)?ขัดจังหวะ|หยุดไม่ได้"),
     _NOT_STOPPED),
    (_lazy(r"(?:ไม่เอา|ไม่ใช้|ห้ามใช้|ไม่รับ)\s?(?:คลาวด์|ผู้ให้บริการคลาวด์|ผู้ให้บริการ|เซิร์ฟเวอร์)\s?(?:ของ|จาก|สัญชาติ)?"
           r"\s?(?:ประเทศ)?จีน"), lambda m: _first_fit(m, "no chinese cloud", "no cn cloud")),
)
_THAI_SHORT = {"สิงคโปร์": "sg", "ฮ่องกง": "hk", "อเมริกา": "us", "สหรัฐ": "us", "ยุโรป": "eu", "ออสเตรเลีย": "au"}
# a count's Thai unit after a figure: "7 หมื่น" 70,000, "1.5 แสน" 150,000
_THAI_UNITS = _lazy(r"(?<![\d.,])(?P<n>\d+(?:\.\d+)?)\s?(?P<u>พัน|หมื่น|แสน|ล้าน)")
_THAI_UNIT = {"พัน": 1_000, "หมื่น": 10_000, "แสน": 100_000, "ล้าน": 1_000_000}
_THAI_WORDS = (("ประมาณ", "about"), ("ราว ๆ", "~"), ("ราวๆ", "~"), ("ต้องเสร็จ", "done"), ("วินาที", "sec"),
               ("นาที", "min"), ("ชั่วโมง", "hours"), ("วันละ", "a day"), ("ต่อวัน", "a day"),
               ("ต่อเดือน", "a month"), ("เดือนละ", "a month"), ("เช่า", "rent"), ("ไม่เช่า", "no rent"), ("ไม่ซื้อ", "not buy"),
               ("บาท", "thb"), ("งบประมาณ", "budget"), ("คลิป", "clip"), ("ทั้งหมด", "total"), ("ต่อ", "per"))
_THAI_OF = dict(_THAI_WORDS)
_THAI_RX = _any_of(_THAI_OF, "a-z0-9")


def _thai_date(m) -> str:
    said = f"{m.group('d')} {_THAI_MONTHS[m.group('m')]}"
    if m.group("y"):
        year = int(m.group("y"))
        said += f" {year - 543 if year >= 2500 else year}"  # a Buddhist-era year
    pre = _THAI_BEFORE.get(m.group("pre") or "", "")
    return next((w for w in ((f"{pre} {said}", f"by {said}") if pre else ()) + (said,) if len(w) <= len(m.group())),
                m.group())


def _thai_count(m) -> str:
    value = float(m.group("n")) * _THAI_UNIT[m.group("u")]
    said = f"{value:,.0f}"
    return _pad(said, m.group(), right=True) if len(said) <= len(m.group()) else m.group()


def thai(t: str) -> str:
    if not _THAI.search(t):
        return t
    t = t.translate(_THAI_DIGITS)
    t = _THAI_DATE.sub(lambda m: _pad(_thai_date(m), m.group()), t)
    t = _THAI_UNITS.sub(_thai_count, t)
    t = _clauses(t, _THAI_CLAUSES)
    return _THAI_RX.sub(lambda m: _pad(_THAI_OF[m.group()], m.group()), t)
