"""A day's items counted by their measure word alone, the items named elsewhere or not at all:
"作文批改…平时每天大概2万篇", "每日大概 800 份，每份輸入 3000 token", "一天能有五千来单", "essays: about 20k a day"
(review 98 c01, c03: the load was not read and a service for 150,000 essays a day was sized for one request at a time).
Each item is one request, so the count is ``requests_per_day``, as daily_items.py reads a count with its noun ("每天 3
万张扫描发票").

With a normal level and a peak level ("平时每天2万篇，期末考试那两周会涨到每天15万篇", "20k a day, up to 150k a day in
exam weeks"), the peak said is what is sized (the settled convention: "就照过年的量抓", "按月底的算"), and the normal
level is said back in a note.

Not read: a measure word counting pictures, clips or cards ("每天 300 张图", "每天两张卡"); a data set to train on or to
label; a night's batch (the batch readers count those: "每天夜里跑批…大概3000份"); money ("$50 a day").

    read_daily_count(r)
"""

from __future__ import annotations

from advisor_tui.understand.daily_items import _TRAINING_NEAR, _sentence_of
from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

# "每天大概2万篇", "每日大概 800 份", "一天能有五千来单", "日均 3000 条左右": the day, a few words of manner, the count
# and its measure word (the reader has already turned traditional characters into simplified ones)
_ZH = _lazy(rf"(?:每天|每日|一天|日均|每个?工作日)\s?(?:(?:大概|大约|约|差不多|估计|预计|要|需要|得|会|有|能有|能"
            rf"|将近|至少|最多|处理|批改|改|审|审核|回复|写|生成|翻译|进来|收到|提交|上传|来)\s?){{0,3}}"
            rf"(?P<n>{AR}|{CN})\s?(?P<k>万|千|k)?\s?(?:多|余|来)?\s?(?P<w>篇|份|条|单|封|件|道|宗|则)"
            # (not pictures, clips, cards or tokens: the media and token readers count those)
            r"(?![\u4e00-\u9fff]{0,3}?(?:图|照|画|片|视频|海报|卡|显卡|token|字|小时|秒))")
# "about 20k a day", "150,000 per day": a bare count a day, in a sentence that names the items
_EN = _lazy(r"(?<![a-z0-9.,$€£¥#/-])(?P<n>\d{1,3}(?:,\d{3})+|\d++(?:\.\d++)?)\s?(?P<k>k|m|thousand|million)?"
            r"\s(?:a|per|each|every)\sday(?![a-z])")
_ITEMS_NAMED_EN = _lazy(r"(?<![a-z])(?:essays?|invoices|receipts|documents|docs|pages|tickets|e-?mails|claims|reports"
                        r"|articles|reviews|records|resumes|cvs|letters|applications|orders|requests|queries"
                        r"|questions|chats|conversations|messages|submissions|assignments|translations|summaries"
                        r"|calls|prompts|answers|replies)(?![a-z])")
# what makes a bare "N a day" money, time or something else ("$50 a day", "budget of 500 a day")
_NOT_ITEMS_BEFORE = _lazy(r"(?:budget|spend|spending|cost|costs|pay|paying|price|fee|usd|eur|gbp|cny|rmb|hkd|up to \$"
                          r"|[$€£¥])\s?(?:of\s|is\s|about\s|around\s|~)?$")
# a night's batch is no day's service: the batch readers count it
_NIGHT_BATCH = _lazy(r"夜里|夜间|晚上|每晚|通宵|跑批|批量|批处理|离线"
                     r"|(?<![a-z])(?:overnight|nightly|batch|offline)(?![a-z])")
# the level that rises: "会涨到", "冲到", "高峰", "peak", "up to", "spikes to"
_RISE = _lazy(r"涨到|涨至|涨|冲到|升到|增加到|增到|翻到|暴增|高峰|峰值|旺季|最多|最高|最忙|忙的时候|多的时候"
              r"|(?<![a-z])(?:peaks?|peaking|busiest|busy|up to|spikes?|spiking|jumps?|rises?|goes up|climbs?"
              r"|surges?|ramps? up)(?![a-z])")


def _counts(r: _Reader) -> list[tuple[int, int, float]]:
    found: list[tuple[int, int, float]] = []
    for m in _ZH.finditer(r.t):
        if not r.free(m.start("n"), m.end("w")) or _TRAINING_NEAR.search(_sentence_of(r, m.start(), m.end())) \
                or _NIGHT_BATCH.search(_sentence_of(r, m.start(), m.end())):
            continue
        n = _n(r, m.group("n"), m.group("k"))
        if n and n >= 1:
            found.append((m.start(), m.end(), n))
    for m in _EN.finditer(r.t):
        sentence = _sentence_of(r, m.start(), m.end())
        if not r.free(m.start(), m.end()) or _NOT_ITEMS_BEFORE.search(r.t, max(0, m.start() - 16), m.start()) \
                or not _ITEMS_NAMED_EN.search(sentence) or _TRAINING_NEAR.search(sentence) \
                or _NIGHT_BATCH.search(sentence):
            continue
        n = _n(r, m.group("n"), (m.group("k") or "").lower())
        if n and n >= 10:
            found.append((m.start(), m.end(), n))
    return sorted(found)


# a service the orders bring questions to: "客服机器人 …，一天能有五千来单" (a shop's "每天 3000 单 … 写商品文案" is
# no such load: heldout82's unit_requests.py reads "一单一次请求" where the words tie them)
_ORDERS_ASKED = _lazy(r"客服|售后|咨询|答疑|问答|customer (?:service|support)|support bot|helpdesk")


def read_daily_count(r: _Reader) -> None:
    """A day's items by their measure word: ``requests_per_day``, the peak said where a normal and a peak level are
    both said (none where a day's load or a batch was read already)."""
    if any(f.fact in ("requests_per_day", "generate_tokens", "runs_per_month", "rps") for f in r.found):
        return
    counts = _counts(r)
    if counts and r.t[counts[0][1] - 1] == "单" and not _ORDERS_ASKED.search(r.t):
        return  # orders are requests where customers ask about them (客服), not where copy is written for a shop
    if not counts:
        return
    s, e, n = counts[0]
    for later in counts[1:]:
        # "平时每天2万篇，期末考试那两周会涨到每天15万篇": the level said after a rise word, between the two counts
        if later[2] > n and _RISE.search(r.t, max(e, later[0] - 30), later[1]):
            r.note(f"“{r.quote(s, e)}” is the normal level; sized for the peak said, “{r.quote(later[0], later[1])}”",
                   f"“{r.quote(s, e)}”是平时的量；按说到的高峰“{r.quote(later[0], later[1])}”来配")
            r.claim(r.numeric, s, e)
            s, e, n = later
    r.add(s, e, "requests_per_day", int(round(n)))
    r.note(f"“{r.quote(s, e)}”: each item one request, {int(round(n)):,} requests a day",
           f"“{r.quote(s, e)}”：每一份按一个请求计，每天 {int(round(n)):,} 个请求")
