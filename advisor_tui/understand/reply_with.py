"""What each reply runs to, said with the verb of replying: "the NPC replies with about 120 tokens", "the bot responds
with roughly 200 tokens", "it answers in ~150 tokens", "replies come back at about 80 tokens", "each reply is around
120 tokens", "回复大概 120 个 token", "NPC 每句回 80 token 左右" (review 101 #3: the reply was not read, the output
assumed 500 tokens and the bill doubled; "responds with roughly 200 tokens" became a 200-token context). Read before the
number readers as ``output_tokens``; a length already read as the output, one said of the prompt, or one in a training
job (a sample's) is left alone.
"""

from __future__ import annotations

from advisor_tui.understand.job import trains
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_ABOUT = r"(?:(?:about|around|roughly|approximately|approx\.?|some|maybe|like|~|≈)\s?)?"
_REPLY = _lazy(
    # "replies with about 120 tokens", "responds with ~200 tokens", "answers in 150 tokens", "writes back 80 tokens"
    r"(?<![a-z])(?:repl(?:y|ies|ied|ying)|respond(?:s|ed|ing)?|answer(?:s|ed|ing)?|writes? back|talks? back"
    r"|comes? back|says?|speaks?)\s(?:with|in|using|back with)\s"
    rf"{_ABOUT}(?P<n>\d{{1,3}}(?:,\d{{3}})+|\d{{1,5}})\s?(?P<k>k)?\s?(?:output\s)?tokens?(?![a-z])"
    # "each reply is around 120 tokens", "replies are ~80 tokens", "replies come back at about 80 tokens"
    r"|(?<![a-z])(?:each |every |a |the |its |their |typical |average )?(?:npc |bot |model |chat |assistant )?"
    r"(?:repl(?:y|ies)|responses?)\s(?:(?:is|are|run|runs|come back at|comes back at|come in at|comes in at"
    r"|average|averages|stay|stays|tend to be|should be|will be)\s){1,2}"
    rf"{_ABOUT}(?P<n2>\d{{1,3}}(?:,\d{{3}})+|\d{{1,5}})\s?(?P<k2>k)?\s?tokens?(?![a-z])"
    # "the NPC says about 60 tokens per line", "it writes ~150 tokens a turn"
    r"|(?<![a-z])(?:says?|speaks?|writes?|outputs?|generates?|produces?)\s"
    rf"{_ABOUT}(?P<n4>\d{{1,3}}(?:,\d{{3}})+|\d{{1,5}})\s?(?P<k4>k)?\s?tokens?\s(?:per|each|a|an)\s"
    r"(?:line|reply|turn|response|message|answer)(?![a-z])"
    # "回复大概 120 个 token", "每句回 80 token 左右", "回答一般 150 token"
    r"|(?:回复|回答|答复|回话|每句回|每次回|每条回)\s?(?:的长度|长度)?\s?(?:大概|大约|约|一般|平均|差不多|通常|在)?\s?"
    r"(?P<n3>\d{1,5})\s?(?:个\s?)?tokens?")

_SUM_BEFORE = _lazy(r"(?:加上?|和|连同|\+|(?<![a-z])plus|(?<![a-z])and)\s?$")


def read_reply_with(r: _Reader) -> None:
    """Before the number readers: a reply's length said with the verb of replying is the output per request."""
    if any(f.fact == "output_tokens" for f in r.found) or trains(r):
        return  # (in a training job a reply's length is a sample's: "每对 prompt 加一条回答大概 1000 token")
    for m in _REPLY.finditer(r.t):
        g = next(g for g in ("n", "n2", "n3", "n4") if m.group(g))
        if not r.free(m.start(g), m.end()) or _SUM_BEFORE.search(r.t, max(0, m.start() - 8), m.start()):
            continue  # ("prompt 加回答 1200 token": the prompt and the answer together, a sample's length)
        n = int(m.group(g).replace(",", "")) * (1024 if m.groupdict().get("k" + g[1:]) else 1)
        if 1 <= n <= 64_000:
            r.add(m.start(), m.end(), "output_tokens", n)
            return
