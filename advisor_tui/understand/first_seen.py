"""The first words seen by the person waiting: "Players should see the first words within 800 ms", "users need to see
something within a second", "we want the first token on screen in under 500 ms", "玩家要在 800 毫秒内看到第一个字",
"800 毫秒内要看到回复开始出字" (review 101 #3: the wait for the first words was not read and the answer sized no prefill
limit). The longest wait for the first token, ``max_ttft_s`` (--max-ttft), as first_token.py reads "first token under
500 ms"; read just after it, before the number readers. Not read: the whole answer seen ("see the full reply within 5
seconds": reply_time's), results seen in days ("see results within a week").
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_SEEN = (r"(?:the\s)?(?:first\s(?:few\s)?(?:words?|tokens?|characters?|letters?|text|line|sentence|bits?)"
         r"|something|some text|text (?:start(?:ing)?|appear(?:ing)?)|words (?:start(?:ing)?|appear(?:ing)?)"
         r"|the (?:reply|response|answer|npc|bot|text) (?:start(?:ing)?|begin(?:ning)?)(?: to (?:appear|stream|type))?"
         r"|a (?:reply|response) start(?:ing)?|(?:it|the npc|the bot) start(?:ing)? to (?:talk|type|reply|answer))")
_EN = _lazy(
    r"(?<![a-z])(?:see|seeing|get|getting|receive|receiving|have|having|read|reading|hear|hearing|notice)\s"
    rf"{_SEEN}(?:\s(?:appear|show up|on (?:the )?screen|come (?:back|out)|pop up|stream(?:ing)?))?"
    r"\s(?:within|in under|in less than|under|in|inside(?: of)?|before|by)\s"
    r"(?:(?P<n>\d{1,4}(?:\.\d{1,3})?)\s?(?P<u>ms|milliseconds?|s|secs?|seconds?)"
    r"|(?P<w>a|one|half a)\s(?:second|sec))(?![a-z])")
_ZH = _lazy(
    r"(?P<n>\d{1,4}(?:\.\d{1,3})?)\s?(?P<u>ms|毫秒|秒)\s?(?:以内|之内|内)\s?(?:就|要|必须|得|需要?|须|能|可以)?\s?"
    r"(?:看到|看见|见到|收到|出现|显示|出)\s?(?:第一个字|第一句话?|首个?字|头一个字|首个?\s?token|回复开始|回复|回答|字)(?![幕母符])"
    r"|(?:看到|看见|见到|收到)\s?(?:第一个字|第一句话?|首字|首个?\s?token|回复开始出字|字)\s?(?:要|得|必须)?\s?"
    r"(?:在|控制在|不超过)?\s?(?P<n2>\d{1,4}(?:\.\d{1,3})?)\s?(?P<u2>ms|毫秒|秒)\s?(?:以内|之内|内)?")
_WHOLE = _lazy(r"(?<![a-z])(?:whole|full|entire|complete|all of the)\s|全部|完整|整段|整个")


def read_first_seen(r: _Reader) -> None:
    """After first_token.py: the first words seen within a time are the first token's limit (``max_ttft_s``)."""
    if any(f.fact == "max_ttft_s" for f in r.found):
        return
    for rx in (_EN, _ZH):
        for m in rx.finditer(r.t):
            gd = m.groupdict()
            n, u, w = gd.get("n") or gd.get("n2"), gd.get("u") or gd.get("u2"), gd.get("w")
            if n is None and w is None or _WHOLE.search(r.t, m.start(), m.end()):
                continue
            if not r.free(m.start(), m.end()):
                continue
            if w is not None:
                seconds = 0.5 if w == "half a" else 1.0
            else:
                seconds = float(n) / (1000 if u in ("ms", "毫秒") or u.startswith("millisecond") else 1)
            if 0.05 <= seconds <= 30:
                r.add(m.start(), m.end(), "max_ttft_s", seconds)
                return
