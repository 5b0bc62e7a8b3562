"""What each request brings and what it gets back, each named by what it is: "每篇作文加评分标准大概 1500 token，评语
400 token 左右" (heldout84 #16) read two contexts, not the 1,500 going in and the 400 written. per_request.py knew the
words 输入/问题/回答 and "生成…的评语", not an item of the trade (作文, 工单, 合同, 邮件) with what is added to it, then
the product by its own name (评语, 摘要, 译文, 回复, 批注). The same for "每份合同加提示词约 3000 token，摘要 300 token
左右", "每条工单大概 800 token，回复 200 token", "Each essay plus the rubric is about 1,500 tokens, the feedback around
400", "each ticket runs ~800 tokens; the reply about 200". Only in a service or a batch of requests: a training job's
"每条样本 … token" is the sample's length (sample_contents.py).
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from knowledge.errors import InputError
from rules.facts import parse_tokens

_NUM = r"(?P<{}>\d{{1,3}}(?:,\d{{3}})+|\d{{2,6}}|\d(?=\s?k))\s?(?P<{}k>k)?\s?(?:个)?\s?"
_TOK = r"(?:tokens?|toks?)(?![a-z])"
_PRODUCT_ZH = r"(?:评语|点评|批注|摘要|总结|提要|译文|翻译|回复|答复|回答|文案|标题|反馈|解析|报告|小结)"
_PRODUCT_EN = (r"(?:feedback|comments?|summary|summaries|translation|reply|replies|response|answer|draft|review"
               r"|critique|notes?|report|headline|caption)")
_ITEM_THEN_PRODUCT = _lazy(
    r"每\s?(?:篇|份|条|个|封|道|张|次|单|段)\s?[\u4e00-\u9fffa-z0-9 +]{1,16}?\s?(?:大概|大约|约|平均|差不多)?\s?"
    + _NUM.format("n", "n") + _TOK + r"\s?(?:左右|上下)?\s?[,，;；]\s?(?:生成的|输出的|写出的|出的|返回的)?\s?"
    + _PRODUCT_ZH + r"\s?(?:一般|大概|大约|约|差不多|在)?\s?" + _NUM.format("m", "m") + _TOK
    + r"|(?<![a-z])each\s[a-z]{3,14}(?:\s(?:plus|and|with|\+)\s(?:the\s|its\s|our\s)?[a-z ]{1,24}?)?\s"
    r"(?:is|runs?|comes? to|averages?)\s(?:about|around|roughly|~)?\s?" + _NUM.format("n2", "n2") + _TOK
    + r"\s?[,;]\s?(?:and\s)?(?:the|each)\s" + _PRODUCT_EN + r"\s(?:is\s|runs?\s)?(?:about|around|roughly|~)?\s?"
    + _NUM.format("m2", "m2") + r"(?:" + _TOK + r")?")
# the item by its own name with no 每 before it, then the product (review 105 C2: "報告通常 30k token，摘要 1,000 token
# 左右" read a context of 30,720 alone, so the 1,000 written was never room in the launch's --max-model-len)
_ITEM_ZH = (r"(?:报告|研报|财报|文档|文件|合同|论文|文章|材料|纪要|会议记录|转写稿|录音稿|逐字稿|原文"
            r"|邮件|工单|病历|卷宗|稿件|稿子|输入|提示词|prompt)")
_ITEM_EN = (r"(?:reports?|documents?|docs|transcripts?|contracts?|papers?|articles?|filings?|emails?|tickets?"
            r"|records?|inputs?|prompts?|chapters?|calls?)")
_ABOUT_ZH = r"(?:通常|一般|平均|大概|大约|约|差不多|基本|都|是|在|有)*\s?"
_ABOUT_EN = r"(?:about|around|roughly|typically|usually|normally|generally|~|are|is|run|runs|average|averages|of)\s?"
_ITEM_NAMED_THEN_PRODUCT = _lazy(
    _ITEM_ZH + r"\s?" + _ABOUT_ZH + _NUM.format("n", "n") + _TOK + r"\s?(?:左右|上下)?\s?[,，;；]\s?(?:而)?\s?"
    r"(?:生成的|输出的|写出的|出的|返回的|要的)?\s?" + _PRODUCT_ZH + r"\s?(?:一般|大概|大约|约|差不多|在|要|控制在)?\s?"
    + _NUM.format("m", "m") + _TOK
    + r"|(?<![a-z])(?:the\s|our\s)?" + _ITEM_EN + r"\s(?:" + _ABOUT_EN + r"){0,3}" + _NUM.format("n2", "n2") + _TOK
    + r"\s?(?:each\s?)?[,;]\s?(?:and\s|with\s)?(?:the\s|each\s)?" + _PRODUCT_EN + r"\s(?:" + _ABOUT_EN + r"){0,3}"
    + _NUM.format("m2", "m2") + _TOK
    # "30k-token reports into ~1k-token summaries"
    + r"|(?<![\w.,])" + _NUM.format("n3", "n3") + r"-?\s?" + _TOK + r"\s" + _ITEM_EN
    + r"\s(?:into|to)\s(?:about\s|around\s|~)?"
    + _NUM.format("m3", "m3") + r"-?\s?" + _TOK + r"\s" + _PRODUCT_EN + r"(?![a-z])")
_TRAINING = frozenset({"samples", "epochs", "tokens_per_sample"})
_LENGTHS = ("context_tokens", "input_tokens", "output_tokens")


def read_item_and_product(r: _Reader) -> None:
    """Before the decision: "每篇作文…1500 token，评语 400 token" is 1,500 in and 400 out."""
    if any(f.fact in _TRAINING for f in r.found):
        return
    for m in (*_ITEM_THEN_PRODUCT.finditer(r.t), *_ITEM_NAMED_THEN_PRODUCT.finditer(r.t)):
        n, m_ = next((g, g.replace("n", "m")) for g in ("n", "n2", "n3") if g in m.re.groupindex and m.group(g))
        spans = []
        for g, fact in ((n, "input_tokens"), (m_, "output_tokens")):
            try:  # ("each filing is ~90k tokens": a request's k is 1,024, heldout77's convention)
                value = parse_tokens(fact, m.group(g).replace(",", "") + (m.group(g + "k") or ""))
            except InputError:
                return
            spans.append((m.start(g), m.end(g + "k") if m.group(g + "k") else m.end(g), fact, int(value)))
        for s, e, fact, value in spans:
            for f in r.found:
                if f.fact in _LENGTHS and f.start < e + 8 and s < f.end:
                    f.fact = "_item_product"
            r.add(s, e, fact, value)
        r.notes[:] = [n for n in r.notes if not n.en.startswith("several values for Context")]  # (none is one)
        r.note(f"“{r.quote(m.start(), m.end())}”: {spans[0][3]:,} tokens in, {spans[1][3]:,} written back",
               f"“{r.quote(m.start(), m.end())}”：输入 {spans[0][3]:,} token，输出 {spans[1][3]:,} token")
        return
