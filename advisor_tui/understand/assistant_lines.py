"""A chat with another AI assistant pasted for a second opinion: "豆包：建议您采用 4 张 A100 80G，
FP16 精度部署，上下文设置为 128K，可支持 100 路并发。" (heldout73 #25: its FP16, 128K and 100 路并发
were read as the person's). Only the person's lines (我：, "Me:") say the job; the assistant's lines are its
suggestions, the very thing being checked, and nothing in them is read. A line counts as the assistant's where it
opens with a known assistant's name and a colon, and the message also has the person's own lines — a lone
"bot: …" might be the person's own note.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_ASSISTANT = (r"豆包|kimi|文心一言|文心|通义千问|通义|千问|元宝|腾讯元宝|智谱清言|deepseek|chatgpt|gpt[- ]?4o?"
              r"|gpt[- ]?5|claude|gemini|copilot|perplexity|grok|ai\s?助手|助手|assistant|bot")
_ASSISTANT_LINE = _lazy(rf"(?m)^[ \t>*-]*(?:{_ASSISTANT})\s?[:：][^\n]*")
_PERSON_LINE = _lazy(r"(?m)^[ \t>*-]*(?:我|me|user|you|问|q)\s?[:：]")


def claim_assistant_lines(r: _Reader) -> None:
    """Before every reader: an assistant's lines in a pasted conversation are claimed whole."""
    if not _PERSON_LINE.search(r.t):
        return
    for m in _ASSISTANT_LINE.finditer(r.t):
        for mask in (r.numeric, r.kw, r.entity):
            r.claim(mask, m.start(), m.end())
