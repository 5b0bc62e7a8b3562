"""A training sample's longest length said beside its average: the sequence length trained at (``context_tokens``).

Review 108 C4 (a Harbin graduate student's LoRA): "数据大概3万条，每条平均800 token，最长2048" read the 800 as each
sample's length and nothing of the 2048, so the run was sized and launched at --max_length 800 and every longer
sample would have been cut. The average stays the sample's length (``tokens_per_sample``: what the epochs cost); the
longest, said right after it ("最长 2048", "最长的一条 4k", "长的能到 3000", "avg ~800 tokens, max 2,048", "up to 4k"),
is the window the trainer must hold — as an interview's "一般 2k 左右, 最长 maybe 6k" is the context (heldout8).

Read only in a training job, only where no context was read, and only a longest longer than the average. Not read: a
longest of something else after its own noun ("最长的对话 30 轮", "max 3 epochs"), a money amount ("最多 2048 块").
"""

from __future__ import annotations

from advisor_tui.understand.job import trains
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from advisor_tui.understand.trace_lengths import _tokens

_NUM = r"\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?"
_LONGEST = _lazy(
    r"\s?(?:tokens?|个\s?tokens?)?\s?(?:左右|上下|上下吧)?\s?[,;(，；、]\s?(?:but\s|and\s|with\s(?:a\s)?|但是?\s?)?"
    r"(?:最长(?:的)?(?:一条|那条|样本|的样本)?|最大(?:长度)?|长的|个别|有的|有些|少数"
    r"|(?<![a-z])(?:max(?:imum)?\.?|at most|up to|(?:the )?longest(?: ones?| samples?| examples?)?"
    r"|(?:a few|some)(?: of them| ones| samples)?)(?![a-z]))"
    r"\s?(?:的)?\s?(?:能|会|可以|可能)?\s?(?:到|达到|有|是|为|:|is|of|at|around|about|~)?\s?"
    r"(?:(?:can |may |might |do |does )?(?:reach(?:es)?|hit|go(?:es)? (?:up )?to|run(?:s)? (?:up )?to)\s)?"
    r"(?:大概|大约|约|~|about |around )?\s?"
    rf"(?P<n>{_NUM})\s?(?P<k>k|千|万)?(?![\d])(?!\.\d)"
    r"(?!\s?(?:轮|个?epochs?|条|块|元|刀|美元|usd|dollars?|bucks|steps?|步|张|gpus?|卡|小时|hours?|天|days?|字|words?|total|budget|预算)"
    r"(?![a-z]))")


def longest_is_no_second_average(r: _Reader) -> None:
    """Before hedges settle: "每条平均 800 token，长的能到 3000" — the 3000 read as a second length per sample
    would take the sample's length as "the largest stated" (能到 is a hedge's word); it is the longest, the context
    trained at."""
    _read_longest(r, already_read=True)


def read_longest_sample(r: _Reader) -> None:
    """Before the decision: a sample's longest length said after its average is the context trained at."""
    _read_longest(r, already_read=False)


def _read_longest(r: _Reader, *, already_read: bool) -> None:
    """``already_read``: the longest's number was taken as another sample length, now relabelled; else it is free."""
    if any(f.fact == "context_tokens" for f in r.found) or not trains(r):
        return
    for f in r.found:
        if f.fact != "tokens_per_sample" or not isinstance(f.value, int | float):
            continue
        m = _LONGEST.match(r.t, f.end)
        if m is None:
            continue
        second = [g for g in r.found if g.fact == "tokens_per_sample" and g is not f
                  and g.start < m.end() and m.start("n") < g.end]
        if (bool(second) if already_read else r.free(m.start("n"), m.end())) is False:
            continue
        longest = _tokens("context_tokens", m.group("n"), m.group("k"))
        if longest is None or longest <= f.value:
            continue
        for g in second:
            g.fact = "_longest"
        r.add(m.start("n"), m.end(), "context_tokens", longest)
        said = r.quote(f.start, m.end())
        r.note(f"“{said}”: the average is each sample's length; the longest ({longest:,} tokens) is the sequence "
               "length trained at, so no sample is cut",
               f"“{said}”：平均长度按每条样本计；最长的（{longest:,} token）是训练的序列长度，样本不会被截断")
        return
