"""A batch's items counted in one place and named again where each one's output is said: "4,000 filings … each
filing is ~90k tokens, the summary ~800 tokens" (heldout82 #35), "About 180,000 scanned land-title deed pages … one
request per page — ~1,500 tokens in …, ~300 tokens out" (#36) read the output per item but nothing to generate —
generation.py wants "N items … N output tokens each" together. The item's noun said again after "each", "per" or
"every" ("each filing", "one request per page", "for every ticket") ties the count to the output: items × output
tokens to generate. Only in a job with no rate (a service's requests are not a batch) and no batch read yet; a count
of another noun ("4,000 filings … per page") ties nothing.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_EACH = _lazy(r"(?<![a-z])(?:each|per|every|a)\s(?P<noun>[a-z][a-z-]{2,20})(?![a-z])")
_COUNT = r"(?<![\d.,])(?P<n>\d{1,3}(?:,\d{3})+|\d{2,9})(?:\s?(?P<k>k|m|million|thousand))?\s"
_SCALE = {"k": 1e3, "thousand": 1e3, "m": 1e6, "million": 1e6}
_RATE = ("rps", "requests_per_day", "generate_tokens", "concurrency", "users")


def read_named_item_batch(r: _Reader) -> None:
    """After the batch readers: items counted, named again beside "each/per", times the output tokens read."""
    if any(f.fact in _RATE for f in r.found) or any(f.fact == "task" and f.value != "inference" for f in r.found):
        return
    out = next((f for f in r.found if f.fact == "output_tokens"), None)
    if out is None:
        return
    for each in _EACH.finditer(r.t):
        noun = each.group("noun")
        stem = noun[:-1] if noun.endswith("s") else noun
        count = _lazy(_COUNT + rf"(?:[a-z-]+\s){{0,4}}?{stem}s?(?![a-z])").search(r.t, 0, each.start())
        if count is None or not r.free(count.start(), count.start("n") + len(count.group("n"))):
            continue
        items = float(count.group("n").replace(",", "")) * _SCALE.get((count.group("k") or "").lower(), 1)
        if not 10 <= items <= 1e10:
            continue
        items, per = int(items), int(out.value)
        r.add(count.start(), count.end(), "generate_tokens", items * per)
        r.batch_items = (items, per)  # the output settled later may differ (read.settle_batch_output)
        quoted = f"{r.quote(count.start(), count.end())} … {r.quote(each.start(), each.end())}"
        r.note(f"“{quoted}”: a batch job of {items:,} items × {per:,} output tokens = {items * per:,} tokens to "
               "generate", f"“{quoted}”：批处理任务 {items:,} 条 × 每条输出 {per:,} token = "
               f"共生成 {items * per:,} token")
        return
