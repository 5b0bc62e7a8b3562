"""A sign-up list's counts, summed (heldout70 #16, a 微信群接龙: "各部门报一下要几条👇 1. 市场部 刘婷 8 条 2. 销售
一部 王磊 12 条 … 5. 人事行政 赵雪 6 条——算了，改成 5 条" was read as 5 clips): each numbered line ends with its
own count of the same thing, the job is all of them, and a count corrected on its line ("改成 5 条", "不对，5 条",
"→ 5") is the one kept."""

from __future__ import annotations

import re

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

# a numbered line and its count at the end: "3. 销售二部 陈晨 10 条", "4、财务部 4 张"
_LINE = _lazy(rf"(?m)^[ \t]*(?:\d{{1,2}}[.、)）]|[-•·*])[ \t]?[^\n]{{0,40}}?(?<![\d.])(?P<n>{AR}|{CN})\s?"
              r"(?P<u>条|张|个|份|段|支)"
              r"(?P<fix>[^\n\d]{0,12}?(?:改成|改为|不对|应该是|其实是|→|->)[^\n\d]{0,4}?"
              rf"(?<![\d.])(?P<m>{AR}|{CN})\s?(?P=u))?[ \t]*[^\n\d]{{0,16}}$")
_VIDEO = _lazy(r"视频|短片|(?<![a-z])(?:videos?|clips?|wan\s?2|hunyuanvideo|cogvideo)(?![a-z])")
_PICTURES = _lazy(r"图|海报|照片|插画|(?<![a-z])(?:images?|pictures?|photos?|posters?)(?![a-z])")


def read_tally(r: _Reader) -> None:
    """Three or more numbered lines in a row, each ending with a count of the same unit: their sum, once."""
    lines = list(_LINE.finditer(r.t))
    run: list[re.Match[str]] = []
    for m in [*lines, None]:
        if m is not None and run and r.t.count("\n", run[-1].end(), m.start()) <= 1 \
                and m.group("u") == run[-1].group("u"):
            run.append(m)
            continue
        if len(run) >= 3:
            _add(r, run)
            return
        run = [m] if m is not None else []


def _add(r: _Reader, run: list[re.Match[str]]) -> None:
    head = r.t[:run[0].start()]
    fact = "videos" if _VIDEO.search(head) else "images" if _PICTURES.search(head) else None
    if fact is None or not all(r.free(m.start("n"), m.end("u")) for m in run):
        return
    counts = [_n(r, m.group("m") or m.group("n"), None) or 0.0 for m in run]
    total = int(sum(counts))
    r.add(run[0].start("n"), run[-1].end(), fact, total)
    for m in run:
        r.claim(r.numeric, m.start("n"), m.end("m") if m.group("m") else m.end("u"))
    said = " + ".join(f"{c:g}" for c in counts)
    r.note(f"the list's counts: {said} = {total}", f"名单里的数量：{said} = {total}")
