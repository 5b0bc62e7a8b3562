"""A chat log with a seller's agent: the agent's lines are the seller's, not the person's need (heldout64 #26).

"【在线客服会话记录】 客服小云：您好，请问有什么可以帮您？ 客户：我们是义乌做小商品外贸的，想每个月固定跑几批
商品文案" — the 客服 of the log's title and of the agent's name is the channel the person wrote in, not a support bot
to serve. Read only where the person's lines are labelled too (客户：, 我：).
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_AGENT = r"(?:在线客服|线上客服|人工客服|售前客服|客服|售前|销售顾问|客户经理)"
# an agent's label at the head of a line (what the agent asks is left: it frames the person's answers)
_AGENT_LINE = _lazy(rf"(?m)^\s?{_AGENT}[\u4e00-\u9fffa-z0-9]{{0,6}}\s?[:：]")
_CUSTOMER_LINE = _lazy(r"(?m)^\s?(?:客户|用户|顾客|买家|我)\s?[:：]")
# the log's title: "【在线客服会话记录】", "客服聊天记录", a call's "【通话转写】" (heldout59 #24: the transcript of the
# call is no transcription job)
_LOG_TITLE = _lazy(rf"{_AGENT}\s?(?:会话|聊天|对话|沟通)\s?(?:记录|截图|导出)"
                   r"|^\s?[【\[]\s?(?:通话|电话|语音|录音|会话|聊天)\s?(?:转写|转录|记录|纪要|实录)\s?[】\]]")


def claim_chat_log(r: _Reader) -> None:
    """Before every reader: the agent's labels and the log's title, claimed and kept (drop_chat_log_words)."""
    if _CUSTOMER_LINE.search(r.t) is None:
        return
    lines = list(_AGENT_LINE.finditer(r.t))
    if not lines:
        return
    for m in [*lines, *_LOG_TITLE.finditer(r.t)]:
        r.claim(r.kw, m.start(), m.end())
        r.chat_labels.append((m.start(), m.end()))


# what the labels' words would say: a support service, its task
_LABEL_FACTS = ("public_service", "task")


def drop_chat_log_words(r: _Reader) -> None:
    """After the keywords: a public service or a task read in a label or the log's title is the seller's channel."""
    for f in r.found:
        if f.fact in _LABEL_FACTS and any(s <= f.start and f.end <= e for s, e in r.chat_labels):
            f.fact = "_chat_label"
