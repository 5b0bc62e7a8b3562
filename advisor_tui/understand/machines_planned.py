"""Machines of so many cards planned for the job are the most cards it may use: "打算租两台8卡机（多机多卡）" (review
120 C4-1, a 72B full fine-tune) read no GPU limit — the answer said "最多 128 张卡（你未指定）" and took 32 × A800,
over the person's own plan. "两台8卡机", "2台8卡服务器", "两个 8 卡节点", "two 8-GPU nodes", "a pair of 8×H100 boxes"
are N × M cards: max_gpus N·M, said back with its arithmetic — a plan the answer must keep to or explain, as
"最多只能给我们两台8卡机，也就是最多16张卡" (c4b) reads through its "最多16张卡".

Only two machines or more (one box to buy is server_box's server_gpus), not machines the person has ("我们有两台8卡
机", "we have two 8-GPU nodes": cards owned), refused ("不要两台8卡机"), or quoted by a seller ("两台8卡机报价 …").
Read after the other GPU caps, only where none was read.
"""

from __future__ import annotations

from advisor_tui.understand.numbers import _number
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader, negated_before

_CARD = r"[a-z][a-z0-9.-]{0,11}"  # "a800", "h100", "ascend-910b"
_MACHINES_ZH = _lazy(
    r"(?<![\d.])(?P<n>[2-9]|1[0-6]|[两二三四五六七八九十])\s?(?:台|个)\s?(?P<m>\d{1,2}|[二两四八十]|十六)\s?(?:张|块)?\s?"
    rf"(?:卡|显卡|gpu|npu)\s?(?:{_CARD})?\s?(?:的)?\s?(?:机器?|服务器|整机|节点|主机|机子)")
_WORDS = {"two": 2, "three": 3, "four": 4, "a pair of": 2, "a couple of": 2, "eight": 8, "sixteen": 16}
_MACHINES_EN = _lazy(
    r"(?<![a-z0-9.])(?P<n>[2-9]|two|three|four|a pair of|a couple of)\s(?:x\s)?(?P<m>4|8|16|four|eight|sixteen)"
    rf"(?:\s?-\s?|\s?(?:x|×)\s?|\s)(?:{_CARD}\s?)?(?:-?(?:gpus?|cards?))?\s?-?\s?(?:nodes|servers|machines|boxes"
    r"|instances)(?![a-z])")
_OWNED_BEFORE = _lazy(r"(?:已经?有|现有|本身有|手上有|手里有|自己有|有(?=\s?$)|(?<![a-z])(?:we|i) (?:already )?"
                      r"(?:have|own|got|run)|we'?ve got|existing)\s?(?:了)?\s?$")
_QUOTED_AFTER = _lazy(r"\s?(?:的)?\s?(?:报价|报了|售价|卖|quoted|(?:is|are) (?:quoted|priced|going for))")


def read_machines_planned(r: _Reader) -> None:
    """After the GPU caps: "两台8卡机", "two 8-GPU nodes" planned is max_gpus 16, said back."""
    if any(f.fact == "max_gpus" for f in r.found):
        return
    for rx in (_MACHINES_ZH, _MACHINES_EN):
        for m in rx.finditer(r.t):
            machines = _WORDS.get(m.group("n")) or _number(m.group("n"))
            cards = _WORDS.get(m.group("m")) or _number(m.group("m"))
            if not machines or not cards or machines < 2 \
                    or not r.free(m.start("n"), m.end("n")):  # (the cards' count may be a card mention's)
                continue
            if _OWNED_BEFORE.search(r.t, max(0, m.start() - 12), m.start()) or negated_before(r, m.start()) \
                    or _QUOTED_AFTER.match(r.t, m.end()):
                continue
            total = int(machines * cards)
            said = r.quote(m.start(), m.end())
            r.add(m.start(), m.end(), "max_gpus", total)
            r.note(f"“{said}”: {int(machines)} × {int(cards)} = {total} GPUs planned — sized at most {total} "
                   "(say more if the plan can grow)",
                   f"“{said}”：{int(machines)} × {int(cards)} = {total} 张卡，按最多 {total} 张估算（可以更多请说明）")
            return
