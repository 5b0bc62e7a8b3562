"""Items each given one written piece, its length said after, and the item's own length: "给 5 万道数学题各写一份详细
解题过程，平均 1200 token，题目本身 200 token 左右" (heldout82 #16) read no batch — the length after 各写一份 has no
"每条输出" before it. "给 3 万篇新闻各生成一段摘要，每段大概 150 token，原文本身 2000 token", "給 8000
個商品各寫一條文案，平均 300 token", "write a worked solution for each of 20,000 problems, ~900 tokens on average; the
problems themselves are ~150 tokens" are items × the piece's tokens to generate, the piece the output and the item's own
length ("本身", "themselves") the input. A length with no piece made ("5 万道题，平均 1200 token") is left to the other
readers.
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

_SCALE = {"万": 1e4, "萬": 1e4, "千": 1e3, "k": 1e3}
_ITEMS = _lazy(
    rf"(?:给|給|为|為|替)\s?(?P<n>{AR}|{CN})\s?(?P<k>万|萬|千)?\s?(?:多)?\s?(?:道|个|個|篇|份|条|條|段|张|張|款|件)"
    r"[^,.;!?\n]{0,10}?各\s?(?:写|寫|生成|出|做|配|编|編)\s?(?:一份|一段|一条|一條|一篇|一个|一個|一组|一組)"
    r"[^,.;!?\n]{0,12}"
    r"|(?<![a-z])(?:write|generate|produce|create)\s(?:a|one)\s(?:[a-z-]+\s){0,3}?(?:solution|answer|explanation"
    r"|summary|description|rationale|caption|write-?up)\s(?:for|to)\s(?:each of\s)?"
    rf"(?P<en>\d{{1,3}}(?:,\d{{3}})+|\d+)(?P<ek>k)?\s(?:[a-z-]+\s){{0,2}}?(?:problems|questions|items|tasks|prompts"
    r"|documents|articles|products)(?![a-z])")
_PIECE = _lazy(r"\s?[,;]?\s?(?:每(?:份|段|条|條|篇|个|個|组|組)\s?)?(?:平均|大概|大约|大約|约|約|各)?\s?"
               r"(?:~|about\s|around\s)?"
               rf"(?P<n>{AR})\s?(?P<k>k)?\s?(?:个\s?)?tokens?(?:\s(?:on average|each|apiece))?")
_OWN = _lazy(r"(?:题目|題目|问题|問題|原文|原题|原題|商品|文章|新闻|新聞)?\s?本身\s?(?:大概|大约|大約|约|約|平均)?\s?"
             rf"(?P<n>{AR})\s?(?P<k>k)?\s?(?:个\s?)?tokens?"
             r"|(?<![a-z])(?:the\s)?(?:problems|questions|prompts|items|articles|documents) themselves\s(?:are\s)?"
             rf"(?:~|about\s|around\s)?(?P<en>{AR})\s?(?P<ek>k)?\s?tokens?")


def read_each_written(r: _Reader) -> None:
    """Before the length readers: items each given a piece of N tokens are a batch of items × N to generate."""
    if any(f.fact in ("generate_tokens", "output_tokens") for f in r.found):
        return
    m = _ITEMS.search(r.t)
    if m is None:
        return
    piece = _PIECE.match(r.t, m.end())
    if piece is None or not r.free(piece.start("n"), piece.end()):
        return
    items = _n(r, m.group("n") or m.group("en"))
    out = _n(r, piece.group("n"))
    if not items or not out:
        return
    items *= _SCALE.get((m.group("k") or m.group("ek") or "").lower(), 1)
    out *= 1000 if piece.group("k") else 1
    items, out = int(items), int(out)
    if not 10 <= items <= 1e10 or not 0 < out <= 100_000:
        return
    r.add(piece.start("n"), piece.end(), "output_tokens", out)
    r.add(m.start(), m.end(), "generate_tokens", items * out)
    r.batch_items = (items, out)  # the output settled later may differ (read.settle_batch_output)
    r.note(f"“{r.quote(m.start(), piece.end())}”: {items:,} items × {out:,} output tokens = {items * out:,} tokens to "
           "generate", f"“{r.quote(m.start(), piece.end())}”：{items:,} 条 × 每条输出 {out:,} token = 共生成 "
           f"{items * out:,} token")
    own = _OWN.search(r.t, piece.end(), piece.end() + 80)
    if own is not None and r.free(own.start(), own.end()):
        n = _n(r, own.group("n") or own.group("en"))
        if n:
            r.add(own.start(), own.end(), "input_tokens", int(n * (1000 if own.group("k") or own.group("ek") else 1)))
