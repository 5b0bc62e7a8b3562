"""A night's items named by their own noun, each call's output said after: the night's batch to generate.

"Every night we want to tag the day's ~40,000 card transactons with a spending category from the merchant text — each
call ~300 tokens in (text plus the category list), ~20 tokens out." (heldout89 #29) read the call's lengths but no
batch: night_count.py reads a bare count ("roughly 40,000 a night") and generation.py its own nouns, not "the day's
~40,000 card transactions" said inside the night's sentence. The family: a nightly word ("every night", "nightly",
"each night", "overnight") and, in the same sentence, a count of things ("the day's ~40,000 transactions", "all 12,000
new listings", "about 8k support tickets") with each one's output known ("~20 tokens out", "a ~50-token label"): the
night's tokens to generate are the count × the output; read_repeats then runs it every night.

Not read: a count of units (tokens, hours, GPUs, users …), a service that answers at night ("our chatbot gets 3,000
messages a night"), a night with no output length said, or where a batch or a rate is read already.

    read_nightly_items(r)  # before read_repeats, beside read_night_count
"""

from __future__ import annotations

from advisor_tui.understand.night_count import WEEKNIGHT, add_night_batch, night_output
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_NIGHTLY = _lazy(r"(?<![a-z])(?:every night|each night|nightly|overnight|every evening|each evening)(?![a-z])|"
                 + WEEKNIGHT)
# units and people are no items of a batch
_NOT_ITEMS = _lazy(r"(?:tokens?|toks|hours?|hrs|minutes?|mins|seconds?|secs|days?|weeks?|months?|years?|gpus?|cards?"
                   r"|nodes?|users?|people|customers|members|staff|employees|dollars?|euros?|steps?|epochs?|samples?"
                   r"|examples?|words?|characters?|chars|bytes|gb|mb|tb|percent|times|runs?|calls?|requests?)$")
_COUNT = _lazy(r"(?<![a-z0-9.,$€£¥])(?:(?:the day'?s|today'?s|that day'?s|all(?: the)?|about|around|roughly|some"
               r"|approx\.?)\s)?~?\s?(?P<n>\d{1,3}(?:,\d{3})+|\d++(?:\.\d++)?)\s?(?P<k>k)?\s"
               r"(?P<noun>(?:[a-z-]+\s){0,2}?[a-z-]{3,}s)(?![a-z])")
_SERVICE = _lazy(r"(?<![a-z])(?:chat ?bot|bot|assistant|users? (?:ask|send|chat)|customers? (?:ask|send|chat))"
                 r"(?![a-z])")
_SENTENCE_END = _lazy(r"[.;!?\n](?:\s|$)")
_TAKEN = ("generate_tokens", "rps", "requests_per_day", "images", "videos", "audio_hours", "samples")


def read_nightly_items(r: _Reader) -> None:
    """Before the repeats: the night's items counted by their noun, × each call's output, is the night's batch."""
    out = night_output(r, _TAKEN, _SERVICE)
    if out is None:
        return
    for night in _NIGHTLY.finditer(r.t):
        end = _SENTENCE_END.search(r.t, night.end())
        for m in _COUNT.finditer(r.t, night.end(), end.start() if end else len(r.t)):
            noun = m.group("noun").split()[-1]
            if _NOT_ITEMS.fullmatch(noun) or not r.free(m.start("n"), m.end("n")):
                continue
            n = r.num(m.group("n"))
            if n:
                add_night_batch(r, m.start("n"), m.end(), n * (1000 if m.group("k") else 1), int(out.value))
                return
