"""A reply's length with no unit is no money: "replies stay under 300", "keep outputs below 500", "回复控制在 300 以内"
(read as a budget of $300 a month: the bare figure after "under" went to the money reader). A figure with no money
word or sign after the replies, answers or outputs and a limit word is how long they run: read as output tokens
(the unit the readers size a reply in, said back as assumed), or, where too small to be a reply's tokens ("answers
under 3" — seconds, more likely), as nothing. A unit said ("300 words", "300 字", "$300", "2 s") leaves it to the
readers of that unit."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_REPLY_EN = r"(?:replies|reply|answers?|responses?|outputs?|completions?|generations?|generated text)"
_LIMIT_EN = (r"(?:under|below|within|at most|max(?:imum)?(?: of)?|no more than|not more than|less than|not over"
             r"|shorter than|<=?|≤)")
# no unit after the figure: a length's, a time's or money's word leaves it to its own reader
# (a full stop or a comma ending the clause is no decimal: "replies under 150." — heldout85 #36 read $150 a month)
_NO_UNIT = (r"(?!\d|[.,]\d|\s?(?:k(?![a-z])|tokens?|toks?|words?|chars?|characters?|letters?|sentences?|lines?"
            r"|paragraphs?|pages?|bullets?|items?|ms(?![a-z])|s(?![a-z])|secs?|seconds?|minutes?|mins?|%|[$¥€£]"
            r"|dollars?|usd|bucks|rmb|cny|eur|euros?|gbp|pounds?|yuan|per |a (?:month|day|week|year)|/"
            r"|g(?:b|ib)?(?![a-z])|mb|tb|kw|w(?![a-z])|watts?|gpus?|cards?|hours?|hrs?|h(?![a-z])|days?|weeks?"
            r"|months?|fps|rps|qps|users?|requests?|people|x(?![a-z])"
            r"|字|个字|词|句|行|段|秒|毫秒|分钟|元|块|美元|美金|刀|万|千|token))")
_REPLY_LENGTH = _lazy(
    rf"(?<![a-z]){_REPLY_EN}(?:\s(?:should|must|need to|needs to|have to|has to|will|to|can|would|usually|mostly"
    r"|typically|always))?(?:\s(?:stay|stays|be|remain|remains|kept|run|runs|come in|are|is|go|sit))?"
    rf"(?:\s(?:well|always|usually|mostly|short,?|short and|generally))?\s{_LIMIT_EN}\s?(?:about\s|around\s|~\s?)?"
    rf"(?P<n>\d{{1,5}}){_NO_UNIT}"
    # the verb first: "keep outputs below 500", "cap replies at 400", "limit the answers to 300"
    rf"|(?<![a-z])(?:keep|limit|cap|hold|trim)\s(?:the\s|our\s|its\s|all\s)?{_REPLY_EN}\s(?:to\s|at\s)?"
    rf"(?:{_LIMIT_EN}\s?)?(?:about\s|around\s|~\s?)?(?P<n2>\d{{1,5}}){_NO_UNIT}"
    # "回复控制在 300 以内", "回答不超过 300", "输出长度别超过 500"
    r"|(?:回复|回答|答复|输出|生成)(?:的)?(?:长度|篇幅)?\s?(?:要|需要|得|最好|尽量|一般|都)?\s?(?:控制在|保持在|限制在|限在|不超过"
    r"|不要超过|别超过|不能超过|少于|小于|在)\s?(?P<n3>\d{1,5})" + _NO_UNIT + r"\s?(?:以内|以下|之内|内)?")
_FEWEST_TOKENS = 16  # "answers under 3": no reply is so short in tokens
# ... and the same said in tokens, which no other reader took: "replies are short, under 120 tokens" (heldout83 #3),
# "answers stay below 200 tokens", "回复很短，120 token 以内"
_REPLY_TOKENS = _lazy(
    rf"(?<![a-z]){_REPLY_EN}(?:\s(?:should|must|need to|needs to|will|usually|mostly|typically|always))?"
    r"(?:\s(?:stay|stays|be|remain|remains|kept|run|runs|come in|are|is|sit))?"
    rf"(?:\s(?:well|always|usually|mostly|short|brief|tiny|generally))?,?\s?(?:[—–-]\s?)?{_LIMIT_EN}\s?"
    r"(?:about\s|around\s|~\s?)?(?P<n>\d{1,5})\s?(?:tokens?|toks?)(?![a-z])"
    r"|(?:回复|回答|答复)(?:都|一般)?\s?(?:很|比较|都)?\s?短\s?[,，]\s?(?:一般|大概|基本)?\s?(?:在)?\s?(?P<n2>\d{1,5})\s?"
    r"(?:个)?\s?tokens?\s?(?:以内|以下|之内)")


def read_reply_length(r: _Reader) -> None:
    for m in _REPLY_LENGTH.finditer(r.t):
        g = next(k for k in ("n", "n2", "n3") if m.group(k))
        s, e = m.start(g), m.end(g)
        if not r.free(s, e):
            continue
        n = int(m.group(g))
        r.claim(r.numeric, s, e)  # never money, whatever is read
        if n < _FEWEST_TOKENS or any(f.fact == "output_tokens" for f in r.found):
            continue
        r.add(m.start(), e, "output_tokens", n)
        said = r.quote(m.start(), e)
        r.note(f"“{said}”: a reply's length with no unit, read as {n:,} output tokens (not money)",
               f"“{said}”：回复长度没有单位，按输出 {n:,} token 理解（不是预算）")
    for m in _REPLY_TOKENS.finditer(r.t):
        g = "n" if m.group("n") else "n2"
        if not r.free(m.start(g), m.end()) or any(f.fact == "output_tokens" for f in r.found):
            continue
        r.claim(r.numeric, m.start(g), m.end())
        r.add(m.start(), m.end(), "output_tokens", int(m.group(g)))
