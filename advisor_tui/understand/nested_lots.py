"""A batch counted in lots of lots: so many units of so many items each, the output said per item.
"手头 600 话，每话大概 20 页，一页一次请求，每页输出 250 token 左右" (heldout83 #19) read no batch, and
"600 chapters of about 20 pages each, ~250 tokens out per page" read 20 × 250: the job is every page, 600 × 20 =
12,000 pages × 250 = 3,000,000 tokens to generate. The same for "300 本说明书，每本约 40 页，每页输出 200 token",
"120 binders with ~50 scans each, one request per scan, ~300 tokens out per scan". The output said per unit
("每话输出 500 token") or no output at all is left to the other readers.
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_SCALE = {"万": 1e4, "千": 1e3, "k": 1e3}
_ITEM_ZH = r"页|张|段|条|份|篇|幅"
_ITEM_EN = r"pages?|slides?|images?|scans?|sheets?|photos?|panels?|screenshots?"
_LOTS = _lazy(
    rf"(?P<n>{AR}|{CN})\s?(?P<k>万|千)?\s?(?P<u>话|章|本|册|卷|集|期|份|套|部|回)[^，,。；;\n]{{0,10}}?[，,、]\s?"
    rf"每\s?(?P=u)\s?(?:大概|大约|约|平均|差不多|有)?\s?(?P<m>{AR}|{CN})\s?(?:多|来)?\s?(?P<i>{_ITEM_ZH})(?:\s?左右)?"
    rf"|(?<![a-z\d,.])(?P<n2>{AR})\s?(?P<k2>k)?\s(?:[a-z-]+\s)?(?:chapters|books|volumes|issues|reports|files|documents"
    r"|manuals|contracts|decks|binders|folders|cases|catalogues|catalogs|comics|manga|episodes)"
    rf"(?:,\s|\s(?:of|with|at)\s)(?:about\s|around\s|roughly\s|~)?(?P<m2>{AR})\s(?P<i2>{_ITEM_EN})"
    r"\s?(?:each|apiece|per (?:chapter|book|volume|issue|report|file|document|manual|contract|deck|binder|folder|case"
    r"|catalogue|catalog|comic|episode))(?![a-z])")
# the output said per item: "每页输出 250 token", "~250 tokens out per page"
_PER_ITEM_BEFORE = _lazy(rf"(?:每|一)\s?(?:{_ITEM_ZH})[^，,。；;\n]{{0,6}}$")
_PER_ITEM_AFTER = _lazy(rf"[^,，.;。；\n]{{0,12}}?(?:per|each|a|every)\s(?:{_ITEM_EN})(?![a-z])")


def read_nested_lots(r: _Reader) -> None:
    """After the item batches: units × items per unit × the output per item is the batch's tokens to generate."""
    out = next((f for f in r.found if f.fact == "output_tokens"), None)
    if out is None or not (_PER_ITEM_BEFORE.search(r.t, max(0, out.start - 10), out.start)
                           or _PER_ITEM_AFTER.match(r.t, out.end)):
        return
    m = _LOTS.search(r.t)
    if m is None:
        return
    n_g, m_g, k_g = ("n", "m", "k") if m.group("n") else ("n2", "m2", "k2")
    n, per = r.num(m.group(n_g)), r.num(m.group(m_g))
    if not n or not per or n * per < 2:
        return
    n *= _SCALE.get((m.group(k_g) or "").lower(), 1)
    items, each = int(round(n * per)), int(out.value)
    total = items * each
    for f in r.found:
        if f.fact == "generate_tokens" and f.value in (int(per) * each, int(n) * each) and f.value != total:
            f.fact = "_part_of_lots"  # ("600 chapters of about 20 pages each": one chapter's, or the units' alone)
    if any(f.fact == "generate_tokens" for f in r.found):
        return
    r.claim(r.numeric, m.start(), m.end())
    r.add(m.start(), m.end(), "generate_tokens", total)
    if not any(f.fact == "task" for f in r.found):
        r.add(m.start(), m.end(), "task", "inference", generic="inference", mask="kw")
    said = r.quote(m.start(), m.end())
    r.note(f"“{said}”: {n:,g} × {per:,g} = {items:,} items × {each:,} output tokens = {total:,} tokens to generate",
           f"“{said}”：{n:,g} × {per:,g} = {items:,} 条 × 每条输出 {each:,} token = 共生成 {total:,} token")
