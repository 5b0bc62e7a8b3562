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
    rf"|(?<![a-z\d,.])(?P<n2>{AR})\s?(?P<k2>k)?\s(?:[a-z-]+\s)?[a-z]{{3,15}}s,\s(?P<v2>two|three|four|five|[2-5])\s"
    r"(?:versions|variants|translations|languages|copies)\s(?:per\s[a-z]+|each|for each(?:\s[a-z]+)?)"
    r"(?:\s\([^()\n]{1,40}\))?,?\s(?:~|about |around |roughly )?(?P<len2>\d{2,5})\s?tokens?\s"
    r"(?:each|apiece|per (?:version|variant|translation|copy))(?![a-z])")
_JOIN = _lazy(r"\s?(?:同|和|跟|与|與|、|,|及|加)\s?")  # (the reader's text has "、" as ",")


def read_versions_each(r: _Reader) -> None:
    """Before the request and context readers: items × versions × each version's length is the batch to generate."""
    if any(f.fact == "generate_tokens" for f in r.found):
        return
    m = _VERSIONS.search(r.t)
    if m is None:
        return
    zh = m.group("n") is not None
    n = r.num(m.group("n" if zh else "n2"))
    if zh and m.group("langs"):
        versions = 1 + sum(1 for _ in _JOIN.finditer(m.group("langs")))
    else:
        said = m.group("v" if zh else "v2")
        versions = _SMALL.get(said.lower()) or int(said)
    length_at = "len" if zh else "len2"
    if not n or not r.free(m.start(length_at), m.end(length_at)):
        return
    n *= _SCALE.get((m.group("k" if zh else "k2") or "").lower(), 1)
    each = int(m.group(length_at))
    total = int(round(n)) * versions * each
    r.claim(r.numeric, m.start(), m.end())
    r.add(m.start(length_at), m.end(), "output_tokens", each)
    r.add(m.start(), m.end(), "generate_tokens", total)
    said = r.quote(m.start(), m.end())
    r.note(f"“{said}”: {n:,g} items × {versions} versions × {each:,} tokens = {total:,} tokens to generate",
           f"“{said}”：{n:,g} 条 × {versions} 个版本 × 每版 {each:,} token = 共生成 {total:,} token")
