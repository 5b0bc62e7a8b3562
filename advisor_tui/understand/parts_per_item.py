"""A batch's items, each of several parts, one request per part: "~1,800 manifests every weeknight, ~2 pages each. One
request per page: ~1,100 tokens in with the image, ~350 tokens of JSON out." (heldout90 #39, a Rocket.Chat export)
read the call's lengths but no batch: named_item_batch.py ties "per page" to a count of pages, and here the pages are
counted per manifest. The family: a count of items, then the parts of each ("~2 pages each", "3 photos per listing",
'1800 份舱单，每份 2 页'), then one request or an output per part ("one request per page", "each page", '每页一次请求'):
items × parts × the output tokens to generate. Only in a job with no rate and no batch read yet; a part not named
again where the output is said ("~2 pages each … per manifest") ties nothing, and a count of units is no item.

    read_parts_per_item(r)  # before read_named_item_batch
"""

from __future__ import annotations

from advisor_tui.understand.item_noun import same_noun
from advisor_tui.understand.named_item_batch import _RATE
from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_UNITS = _lazy(r"(?:tokens?|hours?|minutes?|seconds?|days?|weeks?|months?|gpus?|cards?|users?|people|staff|times"
               r"|runs?|calls?|requests?|dollars?|gb|mb)$")
_EN = _lazy(r"(?<![\d.,])~?\s?(?P<n>\d{1,3}(?:,\d{3})+|\d{2,9})(?:\s?(?P<k>k))?\s(?P<items>[a-z][a-z-]{2,20})"
            r"[^.;\n]{0,40}?[,;—–-]\s?(?:about |around |roughly |~\s?)?(?P<m>\d{1,2}|two|three|four|five)\s"
            r"(?P<part>[a-z][a-z-]{2,15})\s(?:each|apiece|per (?:one|item))(?![a-z])")
_EN_PER_PART = r"(?<![a-z])(?:each|per|every|a)\s(?P<part>{noun})(?![a-z])"
_ZH = _lazy(rf"(?<![\d.,])(?P<n>{AR}|{CN})\s?(?P<k>万|萬|千)?\s?(?:多|来|來)?\s?(?P<cls>份|张|張|件|单|單|本|篇)"
            rf"[^，。；;\n]{{0,10}}[，,]\s?每(?P=cls)\s?(?:大概|大约|约)?\s?(?P<m>{AR}|[一二两三四五六七八九十])\s?"
            r"(?P<part>页|頁|张|張|图|圖)")
_ZH_PER_PART = (r"每\s?{noun}\s?(?:都|就|只)?\s?"
                r"(?:一次请求|一次請求|调用?一次|調用?一次|一个请求|输入|輸入|输出|輸出|生成)")
_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5}
_SCALE = {"万": 1e4, "萬": 1e4, "千": 1e3, "k": 1e3}


def read_parts_per_item(r: _Reader) -> None:
    """After the batch readers: items × the parts of each × the output tokens of each part's request."""
    if any(f.fact in _RATE for f in r.found) or any(f.fact == "task" and f.value != "inference" for f in r.found):
        return
    out = next((f for f in r.found if f.fact == "output_tokens"), None)
    if out is None:
        return
    for m in list(_EN.finditer(r.t)) + list(_ZH.finditer(r.t)):
        part = m.group("part")
        if part.isascii():
            if _UNITS.match(m.group("items")) or _UNITS.match(part):
                continue
            per = _lazy(_EN_PER_PART.format(noun=r"[a-z][a-z-]{2,15}"))
            tied = any(same_noun(p.group("part"), part) for p in per.finditer(r.t, m.end()))
        else:
            tied = _lazy(_ZH_PER_PART.format(noun=part)).search(r.t, m.end()) is not None
        if not tied or not r.free(m.start("n"), m.end("n")):
            continue
        items = (r.num(m.group("n")) or 0) * _SCALE.get((m.group("k") or "").lower(), 1)
        parts = _WORDS.get(m.group("m")) or r.num(m.group("m")) or 0
        if not 10 <= items <= 1e9 or not 1 < parts <= 50:
            continue
        n, each = int(items * parts), int(out.value)
        r.add(m.start(), m.end(), "generate_tokens", n * each)
        r.batch_items = (n, each)
        said = r.quote(m.start(), m.end())
        r.note(f"“{said}”: {int(items):,} × {int(parts)} parts × {each:,} output tokens = {n * each:,} tokens to "
               "generate", f"“{said}”：{int(items):,} × 每份 {int(parts)} 部分 × 输出 {each:,} token = 共生成 "
               f"{n * each:,} token")
        return
