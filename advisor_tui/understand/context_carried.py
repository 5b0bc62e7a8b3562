"""Context a prompt carries is the prompt's size, not the window: "prompts are big-ish (like 6k tokens of code
context) and answers ~500 tokens" (review 122 C1) read "Context: 6,144 tokens", and the launch line said
``--max-model-len 6144`` — a window every 6,144 + 500-token request overflows, so vLLM refuses them all.

Read here as the request's input (``input_tokens``), from which the consultation sizes the window as input + output:

* a length "of" context named by what it holds: "6k tokens of code context", "~2k tokens of retrieved context",
  "4,000 tokens worth of repo context";
* a length of plain context where a prompt or a request carries it: "each prompt carries ~8k of retrieved context",
  "prompts are ~6k tokens of context", "every request brings 3k tokens of context";
* in Chinese, context named by what it holds: "上下文大概 6k 的代码", "代码上下文大概 6k token",
  "6k token 的代码上下文".

A window said as such stays the context, read elsewhere: "32k context window", "context length 16k", "a 16k-token
context", "上下文 32k", "we need 32k tokens of context" (no prompt carries it), "上下文长度 32k".

    read_context_carried(r)  # before the per-request token readers and the context reader
"""

from __future__ import annotations

import re

from advisor_tui.understand.job import _TRAINING_WORDS
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from knowledge.errors import InputError
from rules.facts import parse_tokens

_HEDGE = (r"(?:(?:like|about|around|roughly|approx\.?|approximately|maybe|typically|usually|up to|~|≈)\s?)?"
          r"(?:大概|大约|约|差不多|一般|平均|~|≈)?\s?")
_LEN = r"(?<![\d.,$€£¥])(?P<n>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(?P<k>k)?"
_TOK = r"(?:tokens?|toks?)"
# what fills the context: "code", "retrieved", "the repo's" — never a size of window ("long", "full", "max")
_FILLER = r"(?!(?:long|longer|full|max|maximum|total|extended|native|model)\s)[a-z'’-]{2,20}\s"
_NOT_WINDOW = r"(?!\s?(?:windows?|length|size|limit|cap)(?![a-z]))"
# "6k tokens of code context", "4,000 tokens worth of repo context"
_OF_NAMED = _lazy(rf"{_HEDGE}{_LEN}\s?{_TOK}\s(?:worth\s)?of\s(?:the\s|our\s|its\s)?(?:{_FILLER}){{1,3}}"
                  rf"context(?![a-z]){_NOT_WINDOW}")
# "6k tokens of context", "~8k of retrieved context" — only where a prompt or a request carries it (below)
_OF_PLAIN = _lazy(rf"{_HEDGE}{_LEN}\s?(?:{_TOK}\s)?(?:worth\s)?of\s(?:(?:{_FILLER}){{1,3}})?context(?![a-z])"
                  rf"{_NOT_WINDOW}")
# a prompt or a request said in the clause before: "prompts are big-ish (like", "each prompt carries", "with"
_CARRIED_BY = _lazy(r"(?<![a-z])(?:prompts?|requests?|queries|query|calls?|questions?|messages?|inputs?)(?![a-z])"
                    r"[^.;!?\n]{0,40}$"
                    r"|(?<![a-z])(?:carr(?:y|ies|ying)|brings?|includes?|sends?|attach(?:es)?|stuff(?:s|ed)?|packs?"
                    r"|feeds?|pastes?|goes in with|go in with|comes with)(?![a-z])[^.;!?\n]{0,12}$")
# Chinese: context named by what it holds, before or after its length
_ZH_FILLER = r"(?:代码|代碼|检索|檢索|文档|文檔|资料|資料|知识库|知識庫|仓库|倉庫|项目|項目|rag)"
_ZH = (_lazy(rf"{_ZH_FILLER}(?:的)?\s?上下文\s?(?:大概|大约|约|差不多|一般|平均|有)?\s?{_LEN}\s?(?:个)?\s?"
             rf"(?:{_TOK})?(?!\s?(?:窗口|长度|長度))"),
       _lazy(rf"上下文\s?(?:大概|大约|约|差不多|一般|平均|有)?\s?{_LEN}\s?(?:个)?\s?(?:{_TOK})?\s?(?:左右)?\s?的\s?"
             rf"{_ZH_FILLER}"),
       _lazy(rf"{_LEN}\s?(?:个)?\s?(?:{_TOK})?\s?(?:左右)?\s?的\s?{_ZH_FILLER}\s?上下文(?!\s?(?:窗口|长度|長度))"))


def _value(m: re.Match[str]) -> int | None:
    said = f"{m.group('n').replace(',', '')}{m.group('k') or ''}"
    try:
        value = parse_tokens("input_tokens", said)
    except InputError:
        return None
    return value if value >= 256 else None  # "2 of context": no length


def read_context_carried(r: _Reader) -> None:
    """A length of context a prompt carries is its input, read before the context readers take it as the window."""
    if any(f.fact == "input_tokens" for f in r.found) or r.question == "job" or _TRAINING_WORDS.search(r.t):
        return
    for rx, m in ((form, m) for form in (_OF_NAMED, _OF_PLAIN, *_ZH) for m in form.finditer(r.t)):
        if not r.free(m.start(), m.end()):
            continue
        if rx is _OF_PLAIN and not _CARRIED_BY.search(r.t, max(0, m.start() - 60), m.start()):
            continue  # "we need 32k tokens of context": the window wanted, no prompt's size
        if (value := _value(m)) is None:
            continue
        s = m.start("n") if rx is _OF_NAMED or rx is _OF_PLAIN else m.start()  # (the quote without its hedge)
        r.add(s, m.end(), "input_tokens", value)
        r.note(f"“{r.quote(s, m.end())}”: the context each request carries — its input (prompt) tokens; the "
               "window is sized to hold it and the reply", f"“{r.quote(s, m.end())}”：每个请求带的上下文，"
               "即输入（提示）token 数；上下文窗口按它加上回复来配")
        return
