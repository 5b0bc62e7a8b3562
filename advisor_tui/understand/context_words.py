"""A length said with the word context is the context, never tokens to train on: "at 1M tokens context", "needs a
1M-token context", and a sweep of lengths "at 128k/256k/512k context" (or listed apart from the word: "… at 1M tokens
context … plus a sweep at 128k/256k/512k") (review 98 c08: "RULER … at 1M tokens context" became "Training tokens (one
pass): 1,000,000" and the context fell back to 8,192; "128k/256k/512k" was a conflict of three contexts).

A list of lengths is a sweep run one after another: the longest is what the card must hold, and the others are said back
in a note. Not read: tokens said with a training word and no context word ("train on 1M tokens"); "N tokens of context"
a prompt carries (its input: per_request.py); lengths after a refusal ("don't size it for 128k, 32k context").

    read_context_words(r)
"""

from __future__ import annotations

import re

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from knowledge.errors import InputError
from rules.facts import parse_tokens

_LEN = r"\d{1,3}(?:,\d{3})+|\d++(?:\.\d+)?\s?(?:k|m)?"
# "1M tokens context", "1M-token context", "1M tokens of context", "128k/256k/512k context", "a 256k context window"
_SAID = _lazy(rf"(?<![a-z0-9.$€£¥])(?P<list>(?:(?:{_LEN})\s?(?:/|、|,(?!\s)|\sand\s|\sor\s)\s?){{0,5}}(?:{_LEN}))"
              r"[-\s]?(?:tokens?|toks?)?\s?(?:-\s?)?(?:long\s)?context(?:s)?(?:\swindows?|\slength)?(?![a-z])"
              # "a context of 256k tokens", "context length of 1M"
              rf"|(?<![a-z])context(?:\swindow|\slength)?\s(?:of|at|up to)\s(?:about\s|~)?(?P<one>{_LEN})"
              r"(?:\s?tokens?)?(?![a-z0-9])")
_ONE = re.compile(_LEN)
# "a sweep at 128k/256k/512k", "32k、64k、128k 各测一遍": lengths listed, where the message speaks of context
_LIST = _lazy(r"(?<![a-z0-9.$€£¥])(?P<list>\d++(?:\.\d+)?\s?[km](?:(?:\s?/\s?|、|,(?!\s))\d++(?:\.\d+)?\s?[km]){1,5})"
              r"(?![a-z0-9])")
_CONTEXT_WORD = _lazy(r"(?<![a-z])context(?![a-z])|上下文")


def read_context_words(r: _Reader) -> None:
    """The longest length said with "context" is ``context_tokens``; the others in a sweep are claimed."""
    if any(f.fact == "context_tokens" for f in r.found):
        return
    said: list[tuple[int, int, int]] = []
    matches = list(_SAID.finditer(r.t))
    if matches or _CONTEXT_WORD.search(r.t):
        # (each at least 16k: a long-context sweep, never "answers 1k/2k long")
        matches += [m for m in _LIST.finditer(r.t) if not any(o.start() <= m.start() < o.end() for o in matches)
                    and all(parse_tokens("context_tokens", x.replace(" ", "")) >= 16384
                            for x in re.findall(r"\d+(?:\.\d+)?\s?[km]", m.group("list")))]
    for m in matches:
        g = "one" if m.groupdict().get("one") else "list"
        if not r.free(m.start(g), m.end(g)) or not (
                re.search(r"tok", m.group(), re.I) or len(_ONE.findall(m.group(g))) > 1):
            continue  # ("1M context" alone: the context reader reads it as it always has)
        for n in _ONE.finditer(r.t, m.start(g), m.end(g)):
            text = n.group().replace(",", "").replace(" ", "")
            if not re.search(r"[km]$", text, re.I) and float(text) < 256:
                continue  # "2 context", "8 contexts": no length
            try:
                said.append((n.start(), n.end(), parse_tokens("context_tokens", text)))
            except InputError:
                pass  # a length the facts refuse is left to the context reader
    if not said:
        return
    best = max(said, key=lambda s: s[2])
    for s, e, _ in said:
        r.claim(r.numeric, s, e)
    r.add(best[0], best[1], "context_tokens", best[2])
    if len({v for _, _, v in said}) > 1:
        others = ", ".join(f"{v:,}" for v in sorted({v for _, _, v in said}) if v != best[2])
        r.note(f"context lengths {others} and {best[2]:,} said: sized for the longest, {best[2]:,} tokens",
               f"说到的上下文长度 {others} 和 {best[2]:,}：按最长的 {best[2]:,} token 配")
