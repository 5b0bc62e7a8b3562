"""Items counted by a counter word, then what each one makes by the same counter: the tokens to generate.

"我们是重庆一个火锅连锁，180 家门店。想每天夜里把…评价汇总一下，每家店出一份 400 token 左右的小结" (heldout88 #17) and
"一共 30 本，每本譯完大約 15 萬 token" (heldout88 #22) read no generate_tokens: generation.py ties a count to its
length where the items are named as made ("3000 份报告，每份 800 token"), not stores or books counted by 家 / 本 and
each one's product said later by the same counter — "每家店出一份 400 token 的小结", "每本译完 15 万 token", "每集写
一段 300 token 的简介". The count times each one's made length is the batch's output.

Only the length a verb of making stands before (出, 生成, 写, 译完, 总结成, 输出): what each item feeds in
("每家店的评价拼起来喂进去 3000 token") is its input. Not in a training job (counter_items.py reads those samples), nor
where the tokens to generate are read already.
"""

from __future__ import annotations

from advisor_tui.understand.job import trains
from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# (not 个 / 位: "18 个开发…每个人输出至少 30 token/s" is a speed each — heldout47)
_COUNTER = r"(?:家|本|部|集|章|间|間|所|款|门|門)"
_COUNT = _lazy(rf"(?<![\d.])(?<!\d,)(?P<n>{AR}|{CN})\s?(?:多)?\s?(?P<k>万|千)?\s?(?P<c>{_COUNTER})")
_SCALE = {"万": 1e4, "千": 1e3, "k": 1e3}
_MADE = r"(?:出|生成|写|寫|译完|譯完|翻完|翻译完|翻譯完|总结成|總結成|输出|輸出|产出|產出|做)"
_EACH_MADE = (r"每\s?@C@[\u4e00-\u9fff]{0,3}?\s?(?:都|要|会|會)?\s?" + _MADE
              + r"(?:[^,，。;；!?\n\d]{0,8}?)?\s?(?:大约|大約|大概|约|約|差不多|平均)?\s?"
              r"(?P<t>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(?P<tk>万|萬|千|k)?\s?(?:个|個)?\s?tokens?(?![a-z])"
               r"(?!\s?(?:/\s?s|/\s?秒|每秒|per sec))")
_REACH = 160


def read_counter_each_made(r: _Reader) -> None:
    """Before the item batch reader: N items by a counter, each making M tokens by the same counter, is N × M."""
    if trains(r) or any(f.fact == "generate_tokens" for f in r.found):
        return
    for m in _COUNT.finditer(r.t):
        each = _lazy(_EACH_MADE.replace("@C@", m.group("c"))).search(r.t, m.end(), min(len(r.t), m.end() + _REACH))
        if each is None or not r.free(m.start(), m.end()):
            continue
        n = r.num(m.group("n"))
        per = float(each.group("t").replace(",", ""))
        if not n:
            continue
        n *= _SCALE.get(m.group("k") or "", 1)
        per *= _SCALE.get((each.group("tk") or "").replace("萬", "万"), 1)
        if n < 2 or per < 10:
            continue
        total = int(round(n * per))
        # (placed at each one's making, in the sentence that says how often: "想每天夜里把…汇总一下，每家店出一份…")
        r.add(each.start(), each.end(), "generate_tokens", total)
        r.claim(r.numeric, m.start(), m.end())
        r.note(f"“{r.quote(m.start(), m.end())}” × “{r.quote(each.start(), each.end())}”: {total:,} tokens to generate",
               f"“{r.quote(m.start(), m.end())}” × “{r.quote(each.start(), each.end())}”：共生成 {total:,} token")
        return
