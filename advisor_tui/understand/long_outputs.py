"""An answer's length said after how it runs: "reasoning outputs are long, like 3-4k tokens each", "the responses run
long - around 3,500 tokens each", "completions tend to be long, often 4k tokens", "replies are short, like 80 tokens",
"输出比较长，每条 3k token 左右", "回答很长，一般 3-4k token 一条" (review 104 c01: read as a 4,096-token context, the
output assumed 500 tokens, and the launch's --max-model-len 4096 cut every long answer). The figure is the output per
request (``output_tokens``; a range's upper end, k = 1,024 as a request's lengths are read); the context then follows
from the prompt and the output, as the rules size it. Said in words or characters it is no token count: claimed, so
that no context is read from it either.
"""

from __future__ import annotations

from advisor_tui.understand.job import trains
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from knowledge.errors import InputError
from rules.facts import parse_tokens

_ANSWER_EN = (r"(?<![a-z])(?:(?:reasoning|thinking|model|llm|generated|final)\s)?"
              r"(?:outputs?|answers?|replies|responses?|completions?|generations?)(?![a-z])")
# how the answers run, the words between the noun and its figure: no other subject fits among them
_RUNS_EN = (r"(?:\s?[,:—–-]?\s?(?:are|is|get|gets|can be|tend to be|tends to be|run|runs|come out|comes out|pretty"
            r"|quite|really|very|fairly|rather|super|long|lengthy|verbose|short|brief|on the long side"
            r"|on the short side"
            r"|usually|typically|often|normally|generally|mostly|like|about|around|roughly|maybe|approx\.?|~))")
_LENGTH_WORD_EN = _lazy(r"(?<![a-z])(?:long|lengthy|verbose|short|brief)(?![a-z])")
_FIGURE = (r"(?<![\d.])(?:(?:\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?k?\s?(?:-|–|~|to)\s?)?"
           r"(?P<n>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(?P<k>k)?(?![\d.])")
_EN = _lazy(rf"{_ANSWER_EN}(?P<runs>{_RUNS_EN}{{1,7}})\s?{_FIGURE}\s?(?P<unit>tokens?|toks?|words?|characters?|chars)"
            r"(?![a-z])(?:\s(?:each|apiece|per (?:answer|reply|response|output|request|call)|on average))?")
_ANSWER_ZH = r"(?:推理过程|思考过程|回答|回复|答复|答案|输出|生成的内容)"
_EN_ZH = r"(?:都|会|一般|通常)?\s?(?:比较|很|挺|特别|非常|相当|偏|都)?\s?(?:长|短)(?:的)?\s?[,，]\s?"
_ZH = _lazy(rf"{_ANSWER_ZH}\s?{_EN_ZH}(?:每条|每个|每次|一条|一般|大概|大约|约|差不多|通常|基本|平均|都|在)*\s?"
            rf"{_FIGURE}\s?(?:个\s?)?(?P<unit>tokens?|字|个字|词)(?:\s?(?:左右|上下))?(?:\s?(?:一条|一个|每条))?")


def read_long_outputs(r: _Reader) -> None:
    """Before the number readers: an answer's length said after how it runs is the output per request."""
    if any(f.fact == "output_tokens" for f in r.found) or trains(r):
        return  # (in a training job an answer's length is a sample's)
    for rx in (_EN, _ZH):
        for m in rx.finditer(r.t):
            if not r.free(m.start("n"), m.end()):
                continue
            if rx is _EN and not _LENGTH_WORD_EN.search(m.group("runs")):
                continue  # ("answers about 3k tokens" is the other readers')
            r.claim(r.numeric, m.start(), m.end())  # a length said in words is no context and no money
            if not m.group("unit").startswith("tok"):
                continue
            try:
                n = parse_tokens("output_tokens", m.group("n").replace(",", "") + (m.group("k") or ""))
            except InputError:
                continue
            r.add(m.start(), m.end(), "output_tokens", n)
            said = r.quote(m.start(), m.end())
            r.note(f"“{said}”: each answer's length, read as {n:,} output tokens (not a context)",
                   f"“{said}”：每条回答的长度，按输出 {n:,} token 理解（不是上下文）")
            return
