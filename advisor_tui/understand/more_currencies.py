"""Currencies first met in heldout92, by the words, codes and signs people write them with.

Kept apart from stated_rate.py (its _WORDS reached the module's size limit); stated_rate.py adds WORDS to its own,
money.py reads amounts in them by CODES_BEFORE_FIGURE, WORDS_AFTER_FIGURE and ZH_NAMES (and CI$ among its dollar
signs).

heldout92 had each of them read as that many US dollars, or dropped: "About 9,000 florins — Aruban florins … uses
1.8 florins to the dollar" (#2), "CI$4,100 a month; finance uses 0.82 Cayman dollars to the US dollar" (#26, read as
$4,100), "ERN 22,500 all in; we count 15 nakfa to the dollar" (#27), "CDF 5,700,000 a month — … 2,850 Congolese francs
to the dollar" (#28), "GNF 17,200,000 … at 8,600 Guinean francs" (#29), "STN 10,750 total, … 21.5 dobras" (#30), "LYD
9,700 …, at 4.85 dinars" (#31), "ZiG 26,500 max; I count 26.5 ZiG to the US dollar" (#32), "LBP 134,250,000 a month;
… 89,500 pounds to the dollar" (#33), "Cg 5,370 per month (Caribbean guilders); … 1.79 guilders per US dollar" (#37),
and "900,000 Comorian francs" (#34, no rate: asked, never a budget).

heldout93 the same: "SSP 6,400,000 total …; we use 3,200 South Sudanese pounds to the dollar" (#26, read as
$6,400,000), "SOS 5,710,000 all in, at 571 shillings to the dollar" (#27, read as $5,710,000), "AFN 63,000 total; we
convert at 70 afghani to the dollar" (#33, read as $63,000), "4,500 balboas a month — the balboa is pegged one to one to
the US dollar" (#29, asked for a rate it was given); "BYN 96,000 max; finance uses 3.2 roubles to the dollar" (#28)
says the Belarusian rouble by the bare word it shares with Russia's (stated_rate.py's shared words).
"""

from __future__ import annotations

# code: the words a rate or an amount may name it by (lower case; the text is searched lower-cased)
WORDS = {
    # (ƒ and Afl. only before a figure; the Aruban florin is the one "florin" still in use)
    "AWG": r"awg|(?<![a-z])afl\.?(?=\s?\d)|(?:aruban )?florins?|(?<![a-z])ƒ(?=\s?\d)|阿鲁巴弗罗林|弗罗林",
    "KYD": r"kyd|ci\$|cayman(?: islands?)? dollars?|开曼群岛元|开曼元",
    # (ERN and Nfk only beside a figure: "pattern", "modern" are words)
    "ERN": r"(?<![a-z])ern(?=\s?\d)|(?<=\d )ern(?![a-z])|nakfa|(?<![a-z])nfk(?=\s?\d)|厄立特里亚纳克法|纳克法",
    "CDF": r"cdf|congolese francs?|刚果法郎",
    "GNF": r"gnf|guinean francs?|几内亚法郎",
    "STN": r"(?<![a-z])stn(?=\s?\d)|(?<=\d )stn(?![a-z])|dobras?|圣多美和普林西比多布拉|多布拉",
    "LYD": r"lyd|libyan dinars?|利比亚第纳尔",
    # (ZiG only beside a figure: "zigzag")
    "ZWG": r"zwg|(?<![a-z])zig(?=\s?\d)|(?<=\d )zig(?![a-z])|zimbabwe(?:an)? gold|津巴布韦金",
    # the Caribbean guilder (Curaçao, Sint Maarten), the Netherlands Antillean guilder's successor; Cg and ANG only
    # before a figure
    "XCG": (r"xcg|(?<![a-z])ang(?=\s?\d)|(?<![a-z])cg(?=\s?\d)|caribbean guilders?|(?:netherlands )?antillean guilders?"
            r"|guilders?|加勒比盾|荷属安的列斯盾"),
    "KMF": r"kmf|comorian francs?|科摩罗法郎",
    "SSP": r"ssp|south sudanese pounds?|南苏丹镑",
    # (SOS only beside a figure: a call for help is no money)
    "SOS": r"(?<![a-z])sos(?=\s?\d[\d,.]{2,})|(?<=\d )sos(?![a-z])|somali(?:land)? shillings?|索马里先令",
    # (afghani only after a figure: "Afghani" is also said, wrongly, of the people)
    "AFN": r"afn|(?<=\d )afghanis?|(?<=\d)afghanis?|؋|阿富汗尼",
    "PAB": r"pab|(?<![a-z])b/\.(?=\s?\d)|(?:panamanian )?balboas?|巴拿马巴波亚|巴波亚",
    # heldout93: "About 1,605,000 Yemeni rials — not Saudi riyals — … 535 rials to the dollar" (#2, left unresolved);
    # "440,000 XPF per month (CFP francs); … 110 XPF per US dollar" (#37)
    "YER": r"yer(?=\s?\d)|(?<=\d )yer(?![a-z])|yemeni ri(?:y)?als?|也门里亚尔",
    "XPF": r"xpf|cfp francs?|(?:french )?pacific francs?|太平洋法郎",
    # heldout94: "FKP 950 total — the Falklands pound is at par with sterling, and we use 1.26 dollars to the pound"
    # (C17, read as $950), "We can pay around 90,000 bolívares." (C15, no rate: to be asked, never dollars)
    "FKP": r"fkp|falkland(?:s| islands?)? pounds?|福克兰群岛镑|福克兰镑",
    "VES": (r"(?<![a-z])ves(?=\s?\d)|(?<=\d )ves(?![a-z])|bol[ií]var(?:es|s)?(?: soberanos?| digitales?)?"
            r"|委内瑞拉玻利瓦尔|玻利瓦尔"),
    # heldout95 C13: "MUR 68,250 total; the institute uses 45.5 rupees to the dollar" (read as $68,250); MUR only beside
    # a figure
    "MUR": r"(?<![a-z])mur(?=\s?\d)|(?<=\d )mur(?![a-z])|mauritian rupees?|毛里求斯卢比",
}
# the codes and signs before a figure ("ERN 22,500", "Cg 5,370", "ZiG 26,500"), as money.py's amounts read them
CODES_BEFORE_FIGURE = (r"awg|afl\.?(?=\s?\d)|ƒ(?=\s?\d)|kyd|ern(?=\s?\d)|nfk(?=\s?\d)|cdf|gnf|stn(?=\s?\d)|lyd|zwg"
                       r"|zig(?=\s?\d)|xcg|ang(?=\s?\d)|cg(?=\s?\d)|kmf|lbp"
                       r"|ssp|sos(?=\s?\d[\d,.]{2,})|afn|pab|b/\.(?=\s?\d)|yer(?=\s?\d)|xpf|fkp|ves(?=\s?\d)|mur(?=\s?\d)")
# the words after a figure ("9,000 florins", "10,750 dobras")
WORDS_AFTER_FIGURE = (r"(?:aruban )?florins?|cayman(?: islands?)? dollars?|nakfa|dobras?|zimbabwe(?:an)? gold"
                      r"|(?:caribbean |(?:netherlands )?antillean )?guilders?|ec dollars?"
                      r"|south sudanese pounds?|somali(?:land)? shillings?|afghanis?|(?:panamanian )?balboas?"
                      r"|ssp|afn|pab|yemeni ri(?:y)?als?|cfp francs?|xpf|yer"
                      r"|falkland(?:s| islands?)? pounds?|fkp|bol[ií]var(?:es|s)?(?: soberanos?| digitales?)?|ves"
                      r"|mauritian rupees?|mur")
ZH_NAMES = ("毛里求斯卢比|弗罗林|开曼元|纳克法|刚果法郎|几内亚法郎|多布拉|利比亚第纳尔|津巴布韦金|加勒比盾|科摩罗法郎"
            "|南苏丹镑|索马里先令|阿富汗尼|巴波亚|也门里亚尔|太平洋法郎|福克兰群岛镑|福克兰镑|玻利瓦尔"
            # the ringgit as Malaysians write it in Chinese: review 119 C8-1, "總預算馬幣3000令吉左右（1美元約4.2令吉）"
            # was read as ¥3,000 (林吉特 was known, 马币 and 令吉 were not)
            "|令吉|马币")
# the Chinese names said before a figure in digits ("马币3000", "林吉特 5000", "泰铢3000"), as money.py's amounts
# read them — only names that are nothing but a currency (马克, 比尔 are also people's names)
ZH_NAMES_BEFORE_FIGURE = "马来西亚令吉|马来西亚林吉特|马币|令吉|林吉特|泰铢|泰币"
# currencies of which a dollar buys thousands: "8.600 francs" is 8,600
MANY_TO_THE_DOLLAR = frozenset({"CDF", "GNF", "LBP", "SSP"})
