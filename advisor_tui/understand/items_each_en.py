"""Items counted in English, each one's length said in the next sentence by "Each …": the samples.

"We have ~36.5k graded essays with the teachers' feedback; … Each runs around 700 tokens with the feedback. Two
epochs — no, make it three" (heldout92 #4, under the job question) read the tokens per sample and the epochs but no
samples: job.py takes a count as samples only by a sample's own word ("samples", "conversations", "pairs") or a
training verb beside it. A sentence opening with "Each" and a length ("Each runs around 700 tokens", "Each one is
about 1.2k tokens", "Each averages ~900 tokens") points back at the things just counted, whatever their noun
("essays", "reports", "letters", "case notes"): in a training job with no samples read, the first such count before
it is the samples — as counter_items.py ties "1.6 万份…每份 1500 token" in Chinese. A count of units (GPUs, hours,
epochs, people, dollars …) is never the items.
"""

from __future__ import annotations

from advisor_tui.understand.job import trains
from advisor_tui.understand.numbers import AR
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# "Each runs around", "Each one is about", "Each essay averages ~": a sentence's opening, up to the length
_EACH_OPENS = _lazy(r"(?:^|(?<=[.;!?\n])|(?<=[.;!?\n]\s))each(?:\s(?:one|of (?:them|those|these)|[a-z]+))?"
                    r"\s(?:runs|is|has|averages|comes to|comes in at|takes up|weighs in at|sits at)"
                    r"(?:\s(?:about|around|roughly|approximately|approx\.|maybe|~))?\s?~?\s?(?=\d)")
# "~36.5k graded essays", "about 12,000 case notes": a count and its plural noun (two words of kind before it at most)
_COUNT = _lazy(rf"(?<![a-z0-9.,$€£¥#])(?:~\s?|about\s|around\s|roughly\s|some\s|over\s|nearly\s)?(?P<n>{AR})"
               r"\s?(?P<k>k|thousand)?\s(?!(?:are|were|is|was|have|had|got|of|more|left|or|to|in|per|a|an)(?![a-z]))"
               r"(?P<noun>(?:[a-z'-]+\s){0,2}?[a-z]+s)(?![a-z])")
# what a count of is never the items trained on
_UNITS = _lazy(r"(?<![a-z])(?:tokens?|gpus?|cards?|nodes?|hours?|days?|weeks?|months?|years?|minutes?|seconds?"
               r"|epochs?|steps?|runs?|people|users?|persons?|staff|students?|teachers?|employees?|dollars?|euros?"
               r"|pounds?|bucks|usd|requests?|calls?|queries|parameters?|params|layers?|languages?|classes"
               r"|labels?|categories|times)$")
_SCALE = {"k": 1e3, "thousand": 1e3}
_REACH = 240


def read_items_each_en(r: _Reader) -> None:
    """Before the shares thrown away or held out: a count named by its noun, its length said by "Each …" after it,
    is the samples of a training job."""
    if any(f.fact == "samples" for f in r.found) or not (trains(r) or r.question == "job"):
        return
    per = next((f for f in r.found if f.fact == "tokens_per_sample"), None)
    if per is None:
        return
    opens = _EACH_OPENS.search(r.t, max(0, per.start - 40), per.end)  # (the length's finding may hold it)
    if opens is None:
        return
    for m in _COUNT.finditer(r.t, max(0, opens.start() - _REACH), opens.start()):
        if _UNITS.search(m.group("noun")) or not r.free(m.start("n"), m.end()):
            continue
        n = r.num(m.group("n"))
        n = n * _SCALE.get(m.group("k") or "", 1) if n else n
        if not n or n < 10:
            continue
        r.add(m.start("n"), m.end(), "samples", int(round(n)))
        r.note(f"“{r.quote(m.start('n'), m.end())}” … “{r.quote(opens.start(), per.end)}”: {int(n):,} samples",
               f"“{r.quote(m.start('n'), m.end())}” … “{r.quote(opens.start(), per.end)}”：{int(n):,} 条样本")
        return
