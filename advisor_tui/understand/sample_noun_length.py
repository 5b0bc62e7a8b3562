"""A training sample's length said per the thing counted: "We pulled ~90k support tickets; … 72k are left. … Average
is about 600 tokens a ticket. Three epochs" (heldout91 #4) read a 600-token context and left the sample's length
unresolved — "per ticket" was known, "a ticket" was not. The same for "~800 tokens an email", "about 1.2k tokens
for each transcript", "450 tokens every pair": the noun after the length names the items counted earlier ("90k
support tickets", "12,000 emails"), so it is each sample's length. Only in a training job (samples or epochs read,
no serving load) and only where no sample length was read; a noun never counted ("600 tokens a request", "50 tokens
a second") is left to the other readers.
"""

from __future__ import annotations

import re

from advisor_tui.understand.numbers import AR
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_LENGTH_PER = _lazy(rf"(?<![\d.,])(?P<n>{AR})\s?(?P<k>k)?\s?tokens?\s(?:a|an|per|each|every|for each|for every)\s"
                    r"(?P<noun>[a-z]{3,20}?)(?:es|s)?(?![a-z])")
_TRAINING = frozenset({"samples", "epochs"})
_SERVING = frozenset({"rps", "concurrency", "requests_per_day", "output_tokens", "input_tokens"})


def _counted(text: str, noun: str) -> bool:
    """Whether ``noun`` is what a figure counts somewhere: "90k support tickets", "12,000 emails"."""
    return re.search(rf"(?<![a-z])\d[\d,.]*\s?[km]?\s(?:[a-z'/-]+\s){{0,2}}{re.escape(noun)}(?:es|s)(?![a-z])",
                     text) is not None


def read_sample_noun_length(r: _Reader) -> None:
    """Before the decision: a context read in "N tokens a <thing counted>" is each training sample's length."""
    facts = {f.fact for f in r.found}
    if "tokens_per_sample" in facts or not facts & _TRAINING or facts & _SERVING:
        return
    for m in _LENGTH_PER.finditer(r.t):
        if not _counted(r.t, m.group("noun")):
            continue
        for f in r.found:
            if f.fact == "context_tokens" and f.start < m.end() and m.start("n") < f.end:
                f.fact = "tokens_per_sample"
                r.unresolved = [u for u in r.unresolved if u.kind != "tokens_per_sample"]
                r.note(f"“{r.quote(m.start(), m.end())}”: each training sample's length",
                       f"“{r.quote(m.start(), m.end())}”：每条训练样本的长度")
                return
