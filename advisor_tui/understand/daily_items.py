"""The items a service works through in a day, named by what they are: "about 30,000 scanned invoices a day",
"5k support tickets per day", "每天 3 万张扫描发票", "一天要审 2000 份合同" (review 87 c02: the invoices a day were
not read, and a vision-language reader was sized for one request at a time, 30× short). Each item is one request, so
the day's count is ``requests_per_day``, as "30,000 documents a day" already was.

Not read as a day's load: a data set to train on or to label ("we label 500 invoices a day for fine-tuning"), images
(the media readers count pictures made and read), and a count with no day ("30,000 invoices by Friday").

    read_daily_items(r)
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

# what people count a document job's day in (not images, videos, clips, audio: their readers count those)
_ITEMS_EN = (r"(?:invoices|receipts|documents|docs|pages|scans|forms|contracts|tickets|e-?mails|claims|reports"
             r"|transcripts|articles|reviews|files|records|resumes|cvs|statements|pdfs|letters|applications|orders"
             r"|filings|bills|tickets|cases|notes|messages|comments|posts|summaries|translations)")
_DAY_EN = (r"(?:(?:a|per|each|every)\s(?:(?:business|working|work)\s)?day|daily|/\s?day|a\sworkday"
           r"|on an? (?:normal|typical|regular|average|ordinary|usual|busy) day)")
# a count, at most three words describing the items ("scanned", "incoming PDF"), the items, the day
_EN = _lazy(rf"(?<![a-z0-9.,$€£¥])(?P<n>\d{{1,3}}(?:,\d{{3}})+|\d++(?:\.\d++)?)\s?(?P<k>k|m|thousand|million)?"
            rf"\s(?:[a-z][a-z-]*\s){{0,3}}?{_ITEMS_EN}\s{_DAY_EN}(?![a-z])")
# "每天 3 万张扫描发票", "一天要审 2000 份合同", "日均 5000 封邮件"
_ITEMS_ZH = (r"(?:发票|单据|票据|收据|合同|文档|文件|邮件|工单|简历|报告|报表|表单|病历|订单|评论"
             r"|页面|页|证件|保单|理赔单|申请|材料|论文|文章|判决书|卷宗)")
_ZH = _lazy(rf"(?:每天|每日|一天|日均|每个工作日)\s?(?:(?:大概|大约|约|差不多|要|需要|得|会|有|能有|将近"
            rf"|处理|识别|读|解析|审核|审|扫描|抽取|提取|核对|录入)\s?){{0,3}}(?P<n>{AR}|{CN})\s?(?P<k>万|千|k)?\s?(?:多|余|来)?\s?"
            rf"(?:张|份|页|封|条|篇|单|件|个)\s?(?:[\u4e00-\u9fff]{{0,4}}?){_ITEMS_ZH}")
# the items a data set to train on or to label: no service's day
_TRAINING_NEAR = _lazy(r"(?<![a-z])(?:train(?:ing)?|fine-?tun\w*|label(?:l?ing|s)?|annotat\w*|dataset|corpus)(?![a-z])"
                       r"|训练|微调|标注|打标|数据集|语料")
_SENTENCE = _lazy(r"[.;!?\n。；！？]")


def _sentence_of(r: _Reader, s: int, e: int) -> str:
    start = max((m.end() for m in _SENTENCE.finditer(r.t, 0, s)), default=0)
    end = next((m.start() for m in _SENTENCE.finditer(r.t, e) if not r.t[m.start() - 1:m.start()].isdigit()),
               len(r.t))
    return r.t[start:end]


def read_daily_items(r: _Reader) -> None:
    """A day's items, each one request: ``requests_per_day`` (none where a day's requests were read already)."""
    if any(f.fact in ("requests_per_day", "generate_tokens", "runs_per_month", "rps") for f in r.found):
        return
    for rx in (_EN, _ZH):
        for m in rx.finditer(r.t):
            if not r.free(m.start(), m.end()) or _TRAINING_NEAR.search(_sentence_of(r, m.start(), m.end())):
                continue
            n = _n(r, m.group("n"), m.group("k"))
            if n and n >= 1:
                r.add(m.start(), m.end(), "requests_per_day", int(round(n)))
                r.note(f"“{r.quote(m.start(), m.end())}”: each item one request, {int(round(n)):,} requests a day",
                       f"“{r.quote(m.start(), m.end())}”：每一份按一个请求计，每天 {int(round(n)):,} 个请求")
                return
