"""A training sample's average length said after its longest: each sample's length (``tokens_per_sample``).

The converse of longest_sample.py. A leftover row (a student's QLoRA after the advisor said 7B was too small):
"最长的句对有 512 token（平均还是 120），4 万条，3 个 epoch" read the 512 as the context and nothing of the 120, so the
4 万条 were asked for their length and the job was costed at 512 tokens a sample — 4.3× too much. The average, said
in brackets or after a comma right after the longest ("（平均 120）", "，平均还是 120", "平均仍然 800 左右",
"longest 512 tokens (average still 120)", "max 2048 tokens, avg ~800"), is each sample's length; the longest stays
the context trained at. With no unit said, "平均 800 左右" had also been read as a budget of ¥800.

Read only in a training job, only where the longest was read as the context and no sample length is read yet. Not
read: an average of something else, its unit after it ("平均 800 元一条", "平均每天跑 8 小时", "average 3 epochs"), or
an average larger than the longest.
"""

from __future__ import annotations

from advisor_tui.understand.job import trains
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from advisor_tui.understand.trace_lengths import _tokens

_NUM = r"\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?"
# the longest said just before the context's number: "最长的句对有 512", "longest 512", "max 2048"
_LONGEST_BEFORE = _lazy(r"(?:最长|最大|(?<![a-z])(?:longest|max(?:imum)?|at most|up to)(?![a-z]))"
                        r"[^,，;；。()（）\n]{0,12}$")
_AVERAGE_AFTER = _lazy(
    r"\s?(?:tokens?|个\s?tokens?)?\s?[(（,，;；、]\s?(?:but\s|and\s|但是?\s?|不过\s?)?"
    r"(?:平均(?:下来)?|均值|平时|一般|通常|(?<![a-z])(?:on\s)?(?:average|avg\.?|mean|typical(?:ly)?)(?![a-z]))"
    # "还是 / 仍然 / 依旧 / still": the average unchanged by the longer ones
    r"\s?(?:的|长度|length|(?:is|was|are)\s|still\s|only\s|just\s|还是|仍然|仍|依旧|依然|也就|只有|才|是|为|:|：|~|约|大概"
    r"|大约|about\s|around\s|roughly\s)*\s?"
    rf"(?P<n>{_NUM})\s?(?P<k>k|千)?(?![\d])(?!\.\d)\s?(?:tokens?|个\s?tokens?)?\s?(?:左右|上下|ish)?"
    # ended there: nothing of another unit after it ("平均 800 元一条", "平均每天…")
    r"(?=\s?(?:[)）,，;；。]|$))")


def read_average_after_longest(r: _Reader) -> None:
    """Before money: "最长 512 token（平均还是 120）" — the 120 is each sample's length, never ¥120."""
    if not trains(r) or any(f.fact == "tokens_per_sample" for f in r.found):
        return
    for f in r.found:
        if f.fact != "context_tokens" or not isinstance(f.value, int | float):
            continue
        if not _LONGEST_BEFORE.search(r.t, max(0, f.start - 16), f.start):
            continue
        m = _AVERAGE_AFTER.match(r.t, f.end)
        if m is None or not r.free(m.start("n"), m.end("n")):
            continue
        average = _tokens("tokens_per_sample", m.group("n"), m.group("k"))
        if average is None or average >= f.value:
            continue
        r.add(m.start("n"), m.end(), "tokens_per_sample", average)
        said = r.quote(f.start, m.end())
        r.note(f"“{said}”: the average ({average:,} tokens) is each sample's length; the longest ({f.value:,}) is the "
               "sequence length trained at",
               f"“{said}”：平均长度（{average:,} token）按每条样本计；最长的（{f.value:,}）是训练的序列长度")
        return
