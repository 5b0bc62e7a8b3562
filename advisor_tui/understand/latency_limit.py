"""A latency limit said plainly is a limit on how soon the answer starts: "latency under 2 seconds", "p95 latency below
1.5 s", "response latency < 800 ms", "延迟要在 2 秒以内", "時延唔可以超過 1 秒" (review 98 c07: "latency under 2
seconds" for live subtitles was not read at all, and a thinking model's launch line stood).

A latency covers the whole answer, and the first token can come no later: the limit is ``max_ttft_s`` (the fact the
answer checks against each pick's time to first token), said back in a note as an upper bound on the whole reply. "first
token under 500 ms" is first_token.py's (read before this); a latency measured or suffered ("latency is 5 s now",
"延迟很高") is no limit.

    read_latency_limit(r)
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_UNDER_EN = r"(?:under|below|within|<|≤|<=|less than|at most|max(?:imum)?\s(?:of\s)?|no more than|not over|of under)"
_LIMIT = _lazy(
    r"(?<![a-z])(?:(?:end-to-end|e2e|response|overall|total|p50|p90|p95|p99|translation|reply|answer)\s)?latency"
    rf"\s(?:(?:has to|must|needs to|should)\s(?:be|stay)\s|(?:is|of|at|needs|target)\s?)?{_UNDER_EN}\s?(?:~|about\s)?"
    r"(?P<n>\d{1,4}(?:\.\d{1,2})?)\s?(?P<u>ms|milliseconds?|s|secs?|seconds?)(?![a-z])"
    # "under 2 s latency", "sub-second latency" is not a number (left alone)
    rf"|(?<![a-z]){_UNDER_EN}\s?(?P<n2>\d{{1,4}}(?:\.\d{{1,2}})?)\s?(?P<u2>ms|milliseconds?|s|secs?|seconds?)"
    r"\s(?:of\s)?(?:end-to-end\s|total\s)?latency(?![a-z])"
    # "延迟要在 2 秒以内", "延迟控制在 500 毫秒内", "时延不超过 1 秒", "延迟小于 2s"
    r"|(?:延迟|时延|延时)\s?(?:要|需要|必须|最好|得)?\s?(?:在|控制在|压到|保持在|不能超过|不超过|不可以超过|唔可以超过|唔好超过"
    r"|小于|低于|少于)\s?(?P<n3>\d{1,4}(?:\.\d{1,2})?)\s?(?P<u3>毫秒|ms|秒|s)\s?(?:以内|之内|内|以下)?")


def read_latency_limit(r: _Reader) -> None:
    """``max_ttft_s`` from a latency limit (none where a first-token limit was read)."""
    if any(f.fact == "max_ttft_s" for f in r.found):
        return
    for m in _LIMIT.finditer(r.t):
        g = next(g for g in ("n", "n2", "n3") if m.group(g))
        unit = m.group({"n": "u", "n2": "u2", "n3": "u3"}[g])
        if not r.free(m.start(g), m.end(g)):
            continue
        seconds = float(m.group(g)) / (1000 if unit in ("ms", "毫秒") or unit.startswith("milli") else 1)
        if not 0 < seconds <= 120:
            continue
        r.add(m.start(), m.end(), "max_ttft_s", seconds)
        r.note(f"“{r.quote(m.start(), m.end())}”: the answer can start no later, so each pick's time to first token is "
               f"checked against {seconds:g} s (the whole reply must fit in it too)",
               f"“{r.quote(m.start(), m.end())}”：回答最晚也要在这时开始，所以按首个 token 不超过 {seconds:g} 秒核对"
               f"（整个回答也要在这时间内）")
        return
