"""A place only asked about is no region: "租不租国外的云？" asks, it does not answer.

A leftover row: "租不租国外的云？" read region intl — a confident wrong fact, the person's question echoed back as
their answer. The family: whether to go there, asked — an A-not-A verb before the place ("租不租 / 要不要 / 用不用 /
放不放 / 上不上 / 考不考虑 国外的云"), "是否要", "Should we rent abroad?" — leaves the region unset. Permission asked
("能不能放海外？", "在新加坡租可以吗？") proposes the place and keeps it, as "抢占式可以吗？" proposes spot (the table's
reading). A question answered right after it ("要不要租国外的云？要") is left to the readers of answers; "不知道 /
not sure" is no answer. A choice of two places ("国内还是国外？") is region_choice.py's; a question about something
else in the same clause or sentence ("我们要租国外的云，要不要用 H100？") keeps the place said.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_SENTENCE_END = _lazy(r"[。！!；;\n？?]|\.(?=\s|$)")
# whether to, asked before the place in its clause (no comma between); never permission asked ("能不能放海外？",
# "在新加坡租可以吗？" propose the place, as "抢占式可以吗？" proposes spot: the table's reading)
_ASKS_ZH = _lazy(r"租不租|用不用|放不放|上不上|买不买|选不选|搬不搬|考不考虑|要不要|该不该|需不需要|应不应该"
                 r"|是否(?:要|应该|需要)")
_ASKS_EN = _lazy(r"(?:^|(?<=[\s(\"“]))(?:should|shall|do|would it be better to|is it (?:worth|better))"
                 r"\s(?:we|i|you|they|it)?(?![a-z])")
_CLAUSE_BREAK = _lazy(r"[,，、:：]")
_JOIN = _lazy(r"还是|或者|或是|(?<![a-z])or(?![a-z])")
# an answer right after the question: the readers of answers decide
_ANSWERED = _lazy(r"\s?(?:可以|能|行|要|用|租|好|不行|不能|不要|不用|不租|不可以|没问题|当然"
                  r"|(?<![a-z])(?:yes|yeah|yep|no|nope"
                  r"|sure|absolutely)(?![a-z]))")
_NOT_AN_ANSWER = _lazy(r"\s?(?:不知道|不清楚|不确定|没想好|还没想好|看情况"
                       r"|(?<![a-z])(?:not sure|no idea|dunno|don'?t know)"
                       r"(?![a-z]))")


def drop_asked_places(r: _Reader) -> None:
    """After a choice of places is read: a place inside a yes/no question about it is no region."""
    if any(f.fact == "compare_regions" for f in r.found):
        return
    for f in r.found:
        if f.fact != "region":
            continue
        start = max((m.end() for m in _SENTENCE_END.finditer(r.t, 0, f.start)), default=0)
        end_m = _SENTENCE_END.search(r.t, f.end)
        end = end_m.end() if end_m is not None else len(r.t)
        if _JOIN.search(r.t, start, end) or not _asked(r, start, f.start, f.end, end):
            continue
        if _ANSWERED.match(r.t, end) and not _NOT_AN_ANSWER.match(r.t, end):
            continue
        f.fact = "_asked_region"
        said = r.quote(start, end)
        r.note(f"“{said}”: a question about the place, not an answer — where to rent is left open",
               f"“{said}”：这是在问地点，不是答案——租在哪里暂不确定")


def _asked(r: _Reader, start: int, s: int, e: int, end: int) -> bool:
    """Whether the sentence start..end asks whether to go to the place s..e."""
    clause_start = max((m.end() for m in _CLAUSE_BREAK.finditer(r.t, start, s)), default=start)
    if _ASKS_ZH.search(r.t, clause_start, s):
        return True
    return bool(r.t[end - 1:end] == "?" and _ASKS_EN.search(r.t, clause_start, s))
