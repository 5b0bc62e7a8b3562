"""A batch's items counted in one place and named again where each one's output is said: "4,000 filings … each
filing is ~90k tokens, the summary ~800 tokens" (heldout82 #35), "About 180,000 scanned land-title deed pages … one
request per page — ~1,500 tokens in …, ~300 tokens out" (#36) read the output per item but nothing to generate —
generation.py wants "N items … N output tokens each" together. The item's noun said again after "each", "per" or
"every" ("each filing", "one request per page", "for every ticket") ties the count to the output: items × output
tokens to generate. Only in a job with no rate (a service's requests are not a batch) and no batch read yet; a count
of another noun ("4,000 filings … per page") ties nothing, nor do people at once ("15 concurrent users") or a
speed per the noun ("20 tokens/s per user", review 108 C6: a chat's load read as a batch). In Chinese the length may
come before the way in: "12,000 張掃描檔，每張連圖片大概 1,500 token 輸入，輸出 400 token" (heldout92 #24).
"""

from __future__ import annotations

from advisor_tui.understand.item_noun import same_noun
from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_EACH = _lazy(r"(?<![a-z])(?:each|per|every|a)\s(?P<noun>[a-z][a-z-]{2,20})(?![a-z])")
_COUNT = r"(?<![\d.,])(?P<n>\d{1,3}(?:,\d{3})+|\d{2,9})(?:\s?(?P<k>k|m|million|thousand))?\s"
_COUNTED = _lazy(_COUNT + r"(?P<tail>(?:[a-z-]+\s?){1,5})")
_ZH_EACH = _lazy(r"每\s?(?P<noun>篇|份|条|條|张|張|件|单|單|段|本|章|封|页|頁|道|首|集|期|通|个|個)\s?(?:都|就|只)?\s?"
                 r"(?:一次请求|一次請求|调用?一次|調用?一次|一个请求|输入|輸入|输出|輸出|生成|翻译|翻譯|写|寫"
                 # its length said first, the way in after: "每張連圖片大概 1,500 token 輸入" (heldout92 #24)
                 r"|[\u4e00-\u9fff]{0,5}?\s?\d[\d,.]*\s?(?:k|千)?\s?(?:个|個)?\s?tokens?\s?(?:的)?\s?(?:输入|輸入|输出|輸出))")
_A_DAYS = _lazy(r"(?:每天|每日|一天|日均|每晚|天天|每周|每週|一周|每月|一个月|一個月|高峰|峰值)[^,，。;；]{0,6}$")
_ZH_COUNT = rf"(?<![\d.,])(?P<n>{AR}|{CN})\s?(?P<k>万|萬|千)?\s?(?:多|来|來)?\s?(?P<tail>"
# a speed or price per the noun is a rate each one gets, no item made: "15 concurrent users … 20 tokens/s per user"
# (review 108 C6: read as 15 × 400 tokens to generate, a 24/7 chat priced as a $1.25 job)
_RATE_BEFORE = _lazy(r"(?:tokens?|toks?|t|words?|chars?|characters?)\s?(?:/\s?s(?:ec)?|/\s?second|per second|a second"
                     r"|each second|/\s?min(?:ute)?|per minute)\s?$|(?:tps|tok/s|rps|qps|ms|seconds?|secs?|latency"
                     r"|\$|usd|dollars?|cents?|€|eur)\s?$")
# people using a service at once are its load, never a batch's items: "15 concurrent users", "10 users at once"
_AT_ONCE = _lazy(r"(?<![a-z])(?:concurr?[ae]nt(?:ly)?|simultaneous(?:ly)?|at once|at (?:the )?same time|in parallel"
                 r"|online|active|at peak)(?![a-z])")
_SCALE = {"万": 1e4, "萬": 1e4, "千": 1e3, "k": 1e3, "thousand": 1e3, "m": 1e6, "million": 1e6}
_RATE = ("rps", "requests_per_day", "generate_tokens", "concurrency", "users")


def read_named_item_batch(r: _Reader) -> None:
    """After the batch readers: items counted, named again beside "each/per", times the output tokens read."""
    if any(f.fact in _RATE for f in r.found) or any(f.fact == "task" and f.value != "inference" for f in r.found):
        return
    out = next((f for f in r.found if f.fact == "output_tokens"), None)
    if out is None:
        return
    for each in list(_EACH.finditer(r.t)) + list(_ZH_EACH.finditer(r.t)):
        noun = each.group("noun")
        counted = _COUNTED if noun.isascii() else _lazy(_ZH_COUNT + noun + r")")  # "1200 篇小说…每篇一次请求"
        count = next((c for c in counted.finditer(r.t, 0, each.start())
                      if any(same_noun(w, noun) for w in c.group("tail").split())), None)  # "stories … per story"
        if count is None or not r.free(count.start(), count.start("n") + len(count.group("n"))):
            continue
        if _RATE_BEFORE.search(r.t, max(0, each.start() - 24), each.start()) \
                or _AT_ONCE.search(count.group("tail")):
            continue
        if not noun.isascii() and _A_DAYS.search(r.t, max(0, count.start() - 10), count.start()):
            continue  # "每日大概 500 份，每份輸入 2000 token": a service's day (daily_count.py), no batch
        tail = count.group("tail")
        said = next(w for w in tail.split() if same_noun(w, noun))
        end = count.start("tail") + tail.index(said) + len(said)
        items = (r.num(count.group("n")) or 0) * _SCALE.get((count.group("k") or "").lower(), 1)
        if not 10 <= items <= 1e10:
            continue
        items, per = int(items), int(out.value)
        r.add(count.start(), end, "generate_tokens", items * per)
        r.batch_items = (items, per)  # the output settled later may differ (read.settle_batch_output)
        quoted = f"{r.quote(count.start(), end)} … {r.quote(each.start(), each.end())}"
        r.note(f"“{quoted}”: a batch job of {items:,} items × {per:,} output tokens = {items * per:,} tokens to "
               "generate", f"“{quoted}”：批处理任务 {items:,} 条 × 每条输出 {per:,} token = "
               f"共生成 {items * per:,} token")
        return
