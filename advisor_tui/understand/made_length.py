"""The length of the thing a model is asked to make is each request's output: "生成2k token的报告", "写一段 500 token
左右的批语", "產出約 1500 token 嘅分析", "generate a 2k-token report", "writes ~600-token summaries" (review 98 c02:
"生成2k token的报告" was read as the context, 2,048 tokens, and the output then assumed at 500 — a 10k-token request
sized as 2k).

per_request.py reads the same shape for a few nouns ("生成 200 token 的摘要"); this family is every made thing a
report-writing, grading or drafting job names — a making verb, the length, then what is made. Not read: a length fed in
("喂进去8k token的财报", "输入 3000 token 的病历": the input readers), a length with no making verb ("2k token 的报告"
alone could be either).

    read_made_length(r)
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.per_request import _tokens
from advisor_tui.understand.reader import _Reader

_NUM = r"(?<![\d.])(?P<n>\d{1,3}(?:,\d{3})+|\d++(?:\.\d++)?)\s?(?P<k>k)?\s?(?:个)?\s?"
_HEDGE_ZH = r"(?:约|大约|大概|差不多|平均|最多|不超过)"
# what a job makes: reports, comments on an essay, analyses, letters … (simplified: the reader has converted)
_MADE_ZH = (r"报告|报表|批语|评语|批注|点评|评价|分析|解读|研报|简报|日报|周报|纪要|小结|总结|摘要|结论|意见|建议|反馈"
            r"|文章|稿子|稿件|文稿|文案|邮件|信|答复|回复|回答|答案|解析|讲解|说明|描述|介绍|译文|翻译|故事|剧本|代码"
            r"|结果|内容|正文")
_ZH = _lazy(rf"(?:生成|写出?|输出|产出|出|吐出|返回|给出|撰写|编写)\s?"
            rf"(?:一段|一份|一篇|一条|一个|一封|每份|每篇|每条)?\s?"
            rf"(?:{_HEDGE_ZH}\s?)?{_NUM}(?:tokens?|toks?)\s?(?:左右|上下|以内)?\s?(?:的|嘅)\s?"
            rf"[\u4e00-\u9fff]{{0,4}}?(?:{_MADE_ZH})")
_MADE_EN = (r"reports?|summar(?:y|ies)|answers?|repl(?:y|ies)|responses?|reviews?|essays?|notes?|letters?|e-?mails?"
            r"|descriptions?|feedback|comments?|explanations?|analys[ie]s|translations?|drafts?|articles?|memos?"
            r"|briefs?|write-?ups?|assessments?")
_EN = _lazy(r"(?<![a-z])(?:generat\w*|writ(?:e|es|ing)|produc\w*|return\w*|outputs?|draft\w*|spit\w* out|creat\w*)\s"
            r"(?:an?\s|one\s|each\s)?(?:~|about\s|around\s|roughly\s|up to\s)?"
            r"(?<![\d.])(?P<n>\d{1,3}(?:,\d{3})+|\d++(?:\.\d++)?)\s?(?P<k>k)?[-\s]?tokens?\s"
            rf"(?:[a-z-]+\s)?(?:{_MADE_EN})(?![a-z])")


def read_made_length(r: _Reader) -> None:
    """A making verb, a length, what is made: each request's ``output_tokens`` (the first said; none if read)."""
    if any(f.fact == "output_tokens" for f in r.found):
        return
    for rx in (_ZH, _EN):
        for m in rx.finditer(r.t):
            if not r.free(m.start("n"), m.end()):
                continue
            value = _tokens(r, "output_tokens", m)  # ("2k" is 2,048, as every token reader counts it)
            if not value:
                continue
            r.add(m.start("n"), m.end(), "output_tokens", value)
            r.note(f"“{r.quote(m.start(), m.end())}”: what each request makes, {value:,} output tokens",
                   f"“{r.quote(m.start(), m.end())}”：每份生成的内容，输出 {value:,} token")
            return
