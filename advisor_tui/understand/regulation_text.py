"""Regulations as the text a model reads, not rules the buyer must meet: "Each question goes in with ~1,200 tokens of
retrieved regulations" (heldout85 #3, a tax office's assistant) read mainland-China compliance, a procurement rule
nobody stated. The same for "answers questions about building regulations", "summarise the new regulations",
"a chatbot over our tax regulations", "chunks of the relevant regulations", "检索到的法规条文", "回答关于税务法规的
问题". Regulations that apply to the buyer stay with compliance.py: "must comply with Chinese regulations", "meet
local regulations", "符合国内法规".

    read_regulation_text(r)  # before the keywords, which read compliance
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_TEXT_OF = _lazy(
    # what the words are: tokens, chunks, passages of (the retrieved) regulations
    r"(?<![a-z])(?:(?:tokens?|chunks?|passages?|pages?|paragraphs?|excerpts?|snippets?|sections?|articles?|texts?"
    r"|documents?|pdfs?|clauses?|citations?|quotes?)\s(?:of|from)\s(?:the\s|our\s|their\s)?"
    r"|(?:retrieved|relevant|related|matching|cited|quoted|indexed|scanned|new|updated|latest|amended)\s"
    r"|(?:questions?|queries|answers?|faqs?|chats?|search(?:es)?|q&a|rag|chatbot|assistant|bot)\s(?:about|on|over|for)"
    r"\s(?:the\s|our\s|their\s)?(?:[a-z-]+\s)?"
    r"|(?:summari[sz]e|explain|search|index|translate|read|retrieve|look up|ingest|embed)\s(?:the\s|our\s|their\s)?"
    r"(?:[a-z-]+\s)?)"
    r"(?:tax\s|building\s|safety\s|planning\s|zoning\s|labou?r\s|banking\s|customs\s)?regulations?(?![a-z])"
    r"|(?:检索|召回|查)(?:到|出来?)?的\s?(?:相关)?\s?(?:[\u4e00-\u9fff]{1,4})?法规(?:条文|原文|内容|文本)?"
    r"|(?:关于|有关)\s?[\u4e00-\u9fff]{0,4}法规的\s?(?:问题|咨询|提问)|法规(?:条文|原文|文本|库)")

_WORD = _lazy(r"regulations?(?![a-z])|法规")


def read_regulation_text(r: _Reader) -> None:
    """The words of regulations fed to the model or asked about: no rule of the buyer's (compliance stays unset)."""
    for m in _TEXT_OF.finditer(r.t):
        word = _WORD.search(m.group(0))  # (the word alone: "a chatbot about …" is still a chatbot)
        if word and r.free(m.start() + word.start(), m.start() + word.end(), keyword=True):
            r.claim(r.kw, m.start() + word.start(), m.start() + word.end())
