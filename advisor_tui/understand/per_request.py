"""A request's tokens (review 18 M2, M5).

* "serve it at 50 requests per second, 512 tokens each", "每个请求 512 个 token": in a serving job, tokens
  each are a request's prompt (input_tokens), not a training sample's length — read before the job's size,
  which would otherwise ask for a number of samples.
* "每张图加提示大约 1500 个输入 token", "1500 tokens of input", "each prompt is roughly 1500 tokens",
  "replies run about 300 tokens": a length said with an input / output word around it is the request's
  input / output tokens, not a context length, and never dropped for a default.
"""

from __future__ import annotations

import re

from advisor_tui.understand.job import _RPS, _SERVING_WORDS, _TRAINING_WORDS
from advisor_tui.understand.numbers import CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from knowledge.errors import InputError
from rules.facts import parse_tokens

_HEDGE = (r"(?:大概|大约|约|差不多|平均|一般|通常|左右|最多|不超过|不会超过|以内|~|≈|(?<![a-z])(?:about|around|roughly"
          r"|approximately|approx\.?|typically|usually|on average|averaging|avg|maybe|up to|at most"
          r"|no more than)(?![a-z]))")
_LEN = r"(?<![\d.])(?P<n>\d{1,3}(?:,\d{3})+|\d++(?:\.\d++)?)\s?(?P<k>k)?\s?(?:个)?\s?"
# ("每条输入大概 300-500 token", review 66 C3: a range after its word, the upper end taken)
# ("the reasoning + answer runs 3,000–5,000 tokens", review 68 C8: thousands and an en dash)
_LEN_OR_RANGE = r"(?<![\d.])(?:(?:\d{1,3}(?:,\d{3})+|\d{1,6})\s?(?:-|–|—|~|到|至)\s?)?" + _LEN[len(r"(?<![\d.])"):]
_LEN2 = _LEN.replace("?P<n>", "?P<n2>").replace("?P<k>", "?P<k2>")
_TOK = r"(?:tokens?|toks?)(?![a-z])"
# "问题一般 800 token，回答 400 上下" (heldout29 #16); "每次带的资料大概 1.5k token" (heldout54 #8)
# ("喂进去的产品参数加模板大概 900 token", heldout62 #19: what is fed in)
_IN_ZH = (r"输入|提示词|提示|问题|提问|(?:带的|附带的|检索的|参考)?(?:资料|材料)"
          # ("题干加答案喂进去 300 token 左右", heldout75 #25: no 的 after it)
          r"|喂(?:进去|给模型|给它|进模型)(?:的[\u4e00-\u9fff]{0,8}?)?"
          # "每次问题加上拼进去的订单信息大概 1.5k token" (heldout63 #5): the question and what is added to it
          # ("每次问题连带调出来的工资条明细大概 900 token", heldout95 A3: read as a context)
          r"|(?:问题|提问)(?:加上|再加上|连同|连带|连着|附带|带上|带着|外加)[\u4e00-\u9fff]{0,12}?")
_OUT_ZH = r"输出|回复|回答"
# ("every request carries ~6,000 tokens of retrieved docs", review 75: read as a 6,000-token context)
_IN_EN = (r"inputs?|prompts?|queries|query|retrieved (?:docs?|documents?|context|chunks?|passages?|text|material)"
          r"|retrieval context|rag context")
# ("each explanation ~350 tokens", heldout59 #26: what each generated item is)
# ("500 generated tokens per answer")
_OUT_EN = r"outputs?|completions?|answers?|replies|reply|responses?|generated|explanations?"
_IO_WORD = rf"(?P<io>{_IN_ZH}|{_OUT_ZH}|(?<![a-z])(?:{_IN_EN}|{_OUT_EN})(?![a-z]))"

# "1500 个输入 token", "300 输出 tokens", "1500 input tokens"
_NUM_IO_TOK = _lazy(rf"(?:{_HEDGE}\s?)?{_LEN}{_IO_WORD}\s?{_TOK}")
# "1500 tokens of input", "1500 个 token 的输入", "1500 token 的提示词"
# ("大约2000 tokens输入、150 tokens输出", review 94 c03: the word after with no 的, read as a 2,000 context)
_IO_NEXT_ZH = r"(?=(?:输入|输出|提示词|回复|回答)(?!\s?(?:长度|上限)?\s?[\d一二三四五六七八九十两]))"
# ("每个请求其实有 6k token 左右的输入", review 109 C1-2: a hedge between the length and 的 — read as a 6k context)
_NUM_TOK_OF_IO = _lazy(rf"(?:{_HEDGE}\s?)?{_LEN}{_TOK}\s?(?:(?:左右|上下|出头)\s?)?"
                       rf"(?:of\s(?:the\s)?|的\s?|{_IO_NEXT_ZH}){_IO_WORD}")
# the length said in the next clause: "输出就一个类别，20 个 token 以内" (review 66 C3)
# ("输出很长，按 8k 算", review 66 C1)
_IO_CLAUSE_NUM = _lazy(rf"(?P<io>{_OUT_ZH}|{_IN_ZH})[^,，。;；\d]{{1,10}}[,，]\s?(?:按|按照|算)?\s?(?:{_HEDGE}\s?)?"
                       rf"{_LEN}"
                       rf"(?:(?:{_TOK})?\s?(?:以内|之内|左右|上下|以下|算|计)|{_TOK}(?=\s?(?:[,，。;；.!?！？]|$)))")
# what each request brings: "every request carries ~6,000 tokens" (review 75), what it is named between: "each
# message carries the order details, ~900 tokens" (heldout68 #9's family)
# ("Each question goes in with ~2,000 tokens of retrieved policy text", heldout71 #11: read as a context)
# ("Each prompt carries ~1,500 tokens with the retrieved chunks", heldout75 #10: read as a context)
# ("a question usually carries the whole contract, ~60k tokens", heldout77 #19: an adverb before the verb)
# ("Each lookup sends ~600 tokens", heldout90 #3: a lookup, a search, an enquiry are requests too)
_REQUEST_CARRIES = _lazy(rf"(?<![a-z])(?:each|every|per|a) (?P<io>request|query|call|question|message|prompt"
                         r"|lookup|look-up|search|enquiry|inquiry)"
                         r" (?:(?:usually|typically|normally|generally|often|always|mostly) )?"
                         # what is added to it named before the verb: "Each question plus the retrieved payslip lines
                         # is about 900 tokens" (heldout95 A3's family, read as a context)
                         r"(?:(?:plus|with|and|together with|along with|\+) [a-z0-9'’ -]{1,40}? )?"
                         r"(?:carries|has|includes|sends|comes with|brings|holds|packs|is|comes to|adds up to|totals"
                         r"|goes in with"
                         r"|go(?:es)? out with"
                         r"|is sent with|gets sent with|ships with|arrives with|gets)\s"
                         r"(?:(?:the|its|our|their|a|an)\s[a-z'’ -]{1,40}?\s?(?:,|—|–|:|\(|\s-)\s?)?"
                         rf"(?:{_HEDGE}\s?)?{_LEN}{_TOK}")
# what each request stuffs in: "每次检索塞进去大概 12k token", "每次带上 8k token 左右", "each query stuffs in ~12k
# tokens", "we cram about 8k tokens into every prompt" (review 76 c04: read as a context against "上下文开到 16k")
_STUFFED = (_lazy(
    # ("每次请求带上代码上下文大概 4k token", heldout74 #24: 每次 before 请求)
    r"(?:每次\s?(?:请求|调用|提问|问答)?|每个?请求|每条(?:问题|请求|提问)?|每个?问题|每轮|每一次)\s?(?:都|会|要|再)?\s?"
    r"(?:(?:检索|召回|rag)(?:回来|出来|到)?\s?的?\s?(?:内容|片段|文档|资料|结果|chunks?)?\s?"
    r"(?:都|会|要|再)?\s?(?:塞进去|塞进|塞|带上|带进去|拼进去|拼上|喂进去|放进去|附上|灌进去|加起来|一共|总共)?"
    # what is added named between: "每次带上订单详情大概 900 token" (heldout68 #9), "每次会带上用户的历史订单，大概 900
    # token" (带上下文 is a context's own word)
    r"|(?:塞进去|塞进|带上|带着|带进去|拼进去|拼上|喂进去|放进去|附上|灌进去)(?:的)?\s?"
    r"(?!下文)(?:[\u4e00-\u9fff]{1,10}?\s?[,，]?)?"
    # what goes in with it named between: "每条连前面几轮聊天一起大概 700 token 进去" (heldout89 #3: read as a context)
    r"|(?:连同|连着|连|加上|算上|带同)\s?[\u4e00-\u9fff]{1,12}?\s?(?:一起|一块儿?|在内)\s?(?:算)?\s?[,，]?)"
    rf"\s?(?:{_HEDGE}\s?)?{_LEN}{_TOK}"), _lazy(
    r"(?<![a-z])(?:each|every|per|a) (?:request|query|call|question|message|prompt|turn) (?:stuffs|pulls|packs|crams"
    rf"|brings|feeds|loads|drags|pastes)(?: in)?\s(?:{_HEDGE}\s?)?{_LEN}{_TOK}"), _lazy(
    r"(?<![a-z])(?:stuff|cram|pack|paste|feed|load|inject|put)(?:s|ing|ed)?\s(?:in\s)?"
    rf"(?:{_HEDGE}\s?)?{_LEN}{_TOK}(?:\sof\s[a-z ]{{1,30}}?)?\s(?:in)?to (?:each|every|the|a) "
    r"(?:request|query|call|question|prompt|turn)"))
# what each request brings back: "each request sends ~8k tokens … and gets ~600 tokens back" (the final review's own
# consultation: read as a 600-token context), "returns about 300 tokens"
_REQUEST_GETS = _lazy(rf"(?<![a-z])(?P<io>gets?|getting|receives?|returns?|comes back with)\s(?:{_HEDGE}\s?)?"
                      rf"{_LEN}{_TOK}(?:\s(?:back|in return|in reply))?(?=\s?(?:back|in return|in reply|[.,;!?\n]|$))")
# ... its token word left to the request's before it: "Each lookup sends ~600 tokens (…) and gets ~120 back" (heldout90
# #3 read no output)
_REQUEST_GETS_BACK = _lazy(rf"(?<![a-z])(?P<io>gets?|getting|receives?|comes back with)\s(?:{_HEDGE}\s?)?"
                           rf"(?<![$€£¥])(?P<n>\d{{2,5}})(?P<k>)\s(?:back|in return|in reply)(?![a-z])"
                           r"(?=\s?(?:[.,;!?)\n]|$|\s(?:and|but|so|or so|each|per|on average)(?![a-z])))")
# "with a ~500-token character sheet as the prompt" (heldout57 #23): what the prompt holds
_NUM_TOK_AS_PROMPT = _lazy(rf"(?:{_HEDGE}\s?)?{_LEN}-?{_TOK}\s(?:[a-z-]+\s){{0,3}}?as\s(?:the|its|a|our|each)\s"
                           r"(?P<io>prompt|input)(?![a-z])")
# "each prompt is roughly 1500 tokens", "inputs run ~1.5k tokens", "提示大约 1500 个 token"
_IO_THEN_NUM = _lazy(
    rf"{_IO_WORD}\s?(?:(?:(?:length|size|长度|is|are|was|run|runs|come to|comes to|of|at|short|long|\("
    # "输出 JSON 大概 300 token" (heldout36 #27): the format said between
    rf"|json|xml|csv|markdown|text|文本|结果|摘要|总结|译文|结构化|格式化"
    rf"|带|有|是|在|为|要|按|:|=|long-?ish|longer|shorter|tiny|small|brief|minimal|very|,"  # "output is tiny, ~20"
    # "Prompts are big, ~100k tokens" (review 85: read as a 100k context)
    rf"|big|huge|large|massive|hefty|heavy|quite|pretty|really|fairly"
    # "No wait, prompts are more like 6k tokens" (review 110 c06b: read as a 6k context, the load halved)
    rf"|more like|closer to|nearer|actually|now"
    # "prompts each 2k tokens" (the pending README's miss after heldout74: read nothing)
    rf"|each|apiece|average|averaging|avg\.?|on average|typically|usually"
    # "题干加答案喂进去 300 token 左右" (heldout75 #25): the length right after what is fed in
    rf"|(?<=喂进去)|(?<=喂给模型)"
    # "Prompt per description ~700 tokens" (heldout58 #21)
    rf"|per (?:description|item|request|document|listing|call|sample|row|record|article|page|product)"
    rf"|{_HEDGE})\s?){{1,5}}"
    # or a range right after its word: "每条输入 300-500 token" (its upper end)
    r"|(?=(?:\d{1,3}(?:,\d{3})+|\d{1,6})\s?(?:-|–|—|~|到|至)\s?\d))"
    rf"{_LEN_OR_RANGE}{_TOK}")
# a bracket between: "from a prompt (bio + quest state) of ~1k tokens" (heldout44 #37)
# ("The prompt per wine (tech sheet + style guide) is around 450 tokens", heldout62 #20)
_IO_BRACKET_NUM = _lazy(rf"{_IO_WORD}\s?(?:per [a-z]{{3,12}}\s?)?\([^()\n]{{1,40}}\)"
                        rf"\s?(?:of|is|at|runs|:)?\s?(?:{_HEDGE}\s?)?{_LEN}{_TOK}")
# the unit said once for both: "~1,800 input tokens and ~300 output each" (read only after a "tokens")
_NUM_IO_ELIDED = _lazy(rf"(?:{_HEDGE}\s?)?{_LEN}{_IO_WORD}(?!\s?{_TOK})")
# (a bracketed remark between counts for nothing: "~1,500 tokens in (question + retrieved docs), ~250 out")
_TOKENS_BEFORE = _lazy(rf"{_TOK}[^.;!?\n。；]{{0,24}}$"
                       rf"|{_TOK}[^.;!?\n。；()]{{0,12}}\([^()\n]{{1,48}}\)[^.;!?\n。；()]{{0,12}}$")
_TOK_SAID = _lazy(_TOK)
# the unit said once before, for the second: "问题一般 800 token，回答 400 上下" (heldout29 #16)
# ("回答一般不超过 250", heldout42 #11: a bound before the length)
# ("回答控制在 300 以内", heldout69 #12: the length held to)
# ("回答还是 400", review 109 C1-2: the same length as before, "still" said between)
_IO_THEN_NUM_ELIDED = _lazy(rf"{_IO_WORD}\s?(?:一般|通常|大多|还是|也是|仍然是?|依然是?|照样"
                            r"|(?<![a-z])still(?![a-z]))?\s?"
                            rf"(?:(?:控制|限制|限|压|保持)在\s?|{_HEDGE}\s?|是|有|在|:|不超过|不会超过|最多|以内)?"
                            rf"{_LEN}(?!\s?(?:{_TOK}|%|万|k|个|条|张|次|人))"
                            # ("回答还是 400 还是 800？": two lengths asked between, neither chosen)
                            r"(?!\s?(?:还是|或者?|(?<![a-z])or(?![a-z]))\s?\d)")

# "~1.5k tokens in and ~200 out": in / out after the length (heldout30 #16)
_NUM_TOK_IN_OUT = _lazy(rf"(?:{_HEDGE}\s?)?{_LEN}(?:{_TOK}\s?)?"
                        # "~2k tokens of OCR text in each, ~250 tokens of JSON out" (heldout44 #31): what it is between
                        # ("~1,500 tokens of article text going in", heldout60 #24)
                        r"(?:of (?:[a-z]+ ){1,2}(?=(?:going |coming )?(?:in|out)(?![a-z])))?"
                        # ("~2,500 tokens going in for each, and a summary of ~180 tokens out": heldout50 #26)
                        r"(?:going |coming |that go |that come )?"
                        r"(?P<io>in|out)(?![a-z])"
                        # ("~1,500 tokens in (question + retrieved docs), ~250 out", heldout79 #40: what goes in, said
                        # in brackets after it)
                        r"(?=\s?(?:and|&|,|/|;|\.|\)|\(|each|per|for each|for every|$)|\n)")
# "notes going in are maybe 300 tokens", "each listing out is ~350 words (call it 500 tokens)" (heldout36 #22):
# in / out said before the length, the words' count given again in tokens
_IN_OUT_IS = _lazy(rf"(?<![a-z])(?P<io>in|out) (?:is|are|runs?|will be|would be)\s?(?:{_HEDGE}\s?)?"
                   rf"(?:~?\d[\d,]*\s?words?\s?\(?\s?(?:call it|say|so|i\.e\.|about|roughly|~|≈)?\s?)?{_LEN}{_TOK}")
# a field of what goes in, its parts listed, then their sum: "每次输入：用户问题 + 检索到的 3 段文档，合计约 3k token"
# (heldout66 #16, read as a 3k context), "Input: question + 3 retrieved passages, ~3k tokens total"
_IO_FIELD_SUM = _lazy(rf"(?P<io>{_IN_ZH}|{_OUT_ZH})\s?[:：][^\n。；;]{{0,40}}?"
                      r"(?:合计|共计|总共|一共|加起来|总计|累计)\s?"
                      rf"(?:{_HEDGE}\s?)?{_LEN}{_TOK}"
                      rf"|(?<![a-z])(?P<io2>inputs?|prompts?|outputs?|answers?|replies)\s?:[^\n;]{{0,60}}?"
                      rf"(?:{_HEDGE}\s?)?{_LEN2}{_TOK}\s"
                      r"(?:total|in total|all told|altogether|combined)(?![a-z])")
# a field of what goes in, its parts joined by "+", then about so many tokens: "Prompt: ticket thread + macros ≈ 2.5k
# tokens" (heldout69 #15, read as a 2.5k context), "Input: question + 3 retrieved chunks ~ 1.8k tokens", "输入：问题 +
# 检索片段，约 2k token"
_IO_FIELD_PARTS = _lazy(rf"(?<![a-z])(?P<io>inputs?|prompts?)\s?:\s*[^\n;:.]{{1,60}}?\s?\+\s?[^\n;:.]{{1,40}}?\s?"
                        rf"(?:≈|~|=|≃|(?<![a-z])(?:about|around|roughly|approx\.?|is|are)(?![a-z]))\s?~?\s?{_LEN}{_TOK}"
                        rf"|(?P<io2>输入|提示词?)\s?[:：]\s*[^\n。；;]{{1,40}}?\+[^\n。；;]{{1,30}}?"
                        rf"(?:约|大约|大概|≈|~|=)\s?{_LEN2}{_TOK}")
# "每册输入取前 6000 token，输出提要约 500 token" (heldout38 #25): a few Chinese words between the word and the length
_IO_ZH_WORDS_THEN_NUM = _lazy(rf"(?P<io>{_IN_ZH}|{_OUT_ZH})[\u4e00-\u9fff]{{1,6}}?\s?(?:{_HEDGE}\s?)?{_LEN}{_TOK}")
# a batch's product and its source said by what they are (heldout39 #24, #40): "逐份生成 300 token 左右的结构化摘要",
# "Each blurb ~120 words (call it 160 tokens)", "the input is the scanned back cover plus our notes, about 400 tokens"
_MADE_ZH = _lazy(rf"(?:生成|写|输出|出)\s?(?:一段|一份|一篇|一条)?\s?(?:约|大约|大概)?\s?{_LEN}{_TOK}\s?"
                 r"(?:左右|上下)?\s?的?\s?"
                 r"[\u4e00-\u9fff]{0,4}?(?P<io>摘要|总结|提要|简介|描述|回复|回答|文案|译文|标题|评语|点评)")
_MADE_EN = _lazy(rf"(?<![a-z])each (?P<io>blurb|summary|note|description|caption|answer|reply|abstract|title|review"
                 rf"|translation|draft)s?\s(?:is\s)?[^.;!?\n]{{0,30}}?(?:call it|say|i\.e\.|so|about|around|~|≈)?\s?"
                 rf"{_LEN}{_TOK}")
# what each item gets, its length in brackets after: "about 90k documents, a one-page summary each (~400 tokens)"
# (heldout66 #18, read as a 400-token context), "每份出一页摘要（约 400 token）"
_MADE_EACH_BRACKET = _lazy(
    r"(?<![a-z])(?:an?|one) (?:[a-z-]+ ){0,2}?(?P<io>summary|description|blurb|abstract|caption|note|translation|answer"
    r"|reply|report|brief|digest) (?:each|apiece|per (?:doc|document|item|file|article|record|page|case|contract))"
    rf"\s?[,(]\s?(?:{_HEDGE}\s?)?{_LEN}{_TOK}"
    r"|每(?:份|篇|个|条|本|件)\s?(?:出|生成|写|做)?\s?(?:一页|一段|一份|一篇|一条)?\s?[\u4e00-\u9fff]{0,4}?(?P<io2>摘要|总结|提要|简介"
    rf"|描述|报告|点评)\s?[（(]\s?(?:{_HEDGE}\s?)?{_LEN2}{_TOK}")
# the items a batch reads and writes, named: "transcripts average 1.5k tokens, notes ~180 tokens each" (heldout39 #37)
_PRODUCT_NOUN = (r"(?:notes|summaries|blurbs|descriptions?|captions?|abstracts|titles|headlines|drafts|translations?"
                 r"|summary|blurb)")  # ("an English description, ~180 tokens each", heldout58 #21)
_SOURCE_NOUN_EN = _lazy(rf"(?<![a-z])(?P<io>transcripts?|documents?|docs|articles?|pages?|reports?|e-?mails?|tickets?"
                        rf"|texts?|records?|contracts?)\s(?:average|averaging|avg|are|run|of|at)?\s?"
                        rf"(?:about|around|roughly|~|≈)?\s?{_LEN}{_TOK}")
_PRODUCT_EN = _lazy(rf"(?<![a-z])(?P<io>{_PRODUCT_NOUN})\s(?:are|run|of|at)?\s?(?:about|around|roughly|~|≈)?\s?"
                    rf"{_LEN}{_TOK}")
# ("~8,000 item descriptions (flavor text), ~120 tokens each": a bracket and a comma between — heldout51 #31)
_PRODUCT_BEFORE = _lazy(rf"(?<![a-z]){_PRODUCT_NOUN}(?:\s?\([^()]{{1,24}}\))?[\s,]{{1,2}}(?:are|run|of|at)?\s?"
                        r"(?:about|around|roughly|~|≈)?\s?$")
# the source a translation reads: "A description is ~400 tokens and each translation comes out around 450" (heldout51
# #26) — said only where the job translates
_SOURCE_TRANSLATED = _lazy(rf"(?<![a-z])(?:an?|each|the) (?P<io>description|text|document|article|page|segment|source"
                           rf"|paragraph|chapter)s? (?:is|are|runs?) (?:about|around|roughly|~|≈)?\s?{_LEN}{_TOK}")
_TRANSLATING = _lazy(r"(?<![a-z])translat\w*|翻译")
_SOURCE_EN = _lazy(rf"(?<![a-z])the (?P<io>input|prompt)s? (?:is|are) [^.;!?\n]{{0,60}}?,\s?"
                   rf"(?:about|around|roughly|~|≈)?\s?{_LEN}{_TOK}")
# "回答长一点，五六百 token": a Chinese numeral after the word (heldout30 #15)
_IO_THEN_CN = _lazy(rf"(?P<io>{_IN_ZH}|{_OUT_ZH})[^。；;!?\n\d]{{0,8}}?(?P<cn>{CN})\s?(?:个)?\s?{_TOK}")

# a request's tokens, said as "each": "50 requests per second, 512 tokens each", "每个请求 512 个 token"
_EACH = _lazy(
    rf"(?:{_HEDGE}\s?)?{_LEN}{_TOK}\s?(?:each|apiece|per (?:request|query|call|message|text|document|doc|passage"
    r"|chunk|input)|a request|every request|an? (?:query|call))(?![a-z])"
    # (a few words on what it holds between: "每条问题连同历史大概 1500 token")
    rf"|(?:(?:每个?|单个?|每一个?|每次|每条)\s?(?:请求|调用|查询|问题|提问|消息|query|request)"
    rf"(?:[\u4e00-\u9fff]{{1,6}}?(?<![输出回复答]))?\s?(?:大概|大约|约|平均|有|带|是|:)?"
    # the request named first in English: "Each request ~700 tokens (history + question), reply ~150" (heldout70 #28's
    # family, read as a 700-token context)
    r"|(?<![a-z])(?:each|every|per) (?:request|query|call|prompt)\s{0,4}(?:is\s|has\s|runs\s)?(?:about\s|around\s"
    rf"|roughly\s|~\s?)?)\s?{_LEN2}{_TOK}")


def _tokens(r: _Reader, fact: str, m: re.Match[str]) -> int | None:
    try:
        g = m.groupdict()
        if g.get("cn"):
            n = r.num(g["cn"])
            return None if n is None else parse_tokens(fact, int(n))
        n, k = (g["n"], g["k"]) if g["n"] else (g["n2"], g["k2"])
        try:
            return parse_tokens(fact, f"{n.replace(',', '')}{k or ''}")
        except InputError:
            if not k:
                raise
            # "~1.2k tokens in": 1,228.8 tokens at 1,024 a k is no count; said in thousands, 1,200 (heldout30 #40)
            return parse_tokens(fact, int(round(float(n.replace(",", "")) * 1000)))
    except InputError:
        return None


def _serving(r: _Reader) -> bool:
    if r.question == "load":
        return True
    if r.question == "job" or _TRAINING_WORDS.search(r.t):
        return False
    return bool(_RPS.search(r.t) or _SERVING_WORDS.search(r.t) or _AT_ONCE.search(r.t))


# people asking at once is a service's load ("60 个买家同时在问"): a request's tokens there are its input
_AT_ONCE = _lazy(r"同时在|并发|(?<![a-z])(?:at once|concurrent(?:ly)?|simultaneous(?:ly)?)(?![a-z])")


def read_request_tokens(r: _Reader) -> None:
    """Before the job's size: "512 tokens each" in a serving job is each request's input."""
    if not _serving(r):
        return
    for m in _EACH.finditer(r.t):
        if not r.free(m.start(), m.end()):
            continue
        if _PRODUCT_BEFORE.search(r.t, max(0, m.start() - 44), m.start()):
            if (value := _tokens(r, "output_tokens", m)) is not None:
                r.add(m.start(), m.end(), "output_tokens", value)  # "notes ~180 tokens each": what a batch writes
            continue
        value = _tokens(r, "input_tokens", m)
        if value is None:
            continue
        r.add(m.start(), m.end(), "input_tokens", value)
        r.note(f"“{r.quote(m.start(), m.end())}”: each request's input (prompt) tokens",
               f"“{r.quote(m.start(), m.end())}”：每个请求的输入（提示）token 数")
        return


# a message's own tokens plus a fixed system prompt are the request's input: "每条平均 60 个 token 加上 300 token 的
# 系统提示词（提示词固定，可以做前缀缓存）", "each message ~60 tokens plus a 300-token system prompt" (review 37 c07:
# read as a training sample's length and a 300-token context)
_WITH_SYSTEM_PROMPT = _lazy(
    # ("每张图大约 1000 个视觉 token + 100 token 提示": an image's tokens and the prompt — review 37 c11)
    r"(?:每条|每个|每次|每张图?)\s?(?:消息|请求|对话)?\s?(?:平均|大概|约|大约)?\s?(?P<a>\d{1,5})\s?(?:个)?\s?(?:视觉\s?)?"
    r"tokens?\s?(?:左右)?"
    r"\s?[,，]?\s?(?:加上|加|再加|另加|\+)\s?(?P<b>\d{1,5})\s?(?:个)?\s?tokens?\s?的?\s?(?:固定的?)?\s?"
    r"(?:系统提示词?|system prompt|前缀|提示词?)"
    r"|(?<![a-z])(?:each|per) (?:message|request|query)[^.;!?\n]{0,12}?(?P<a2>\d{1,5})\s?tokens?\s?,?\s?(?:plus|\+)\s?"
    r"(?:an?\s|the\s)?(?P<b2>\d{1,5})[- ]?tokens?\s(?:fixed\s|shared\s)?(?:system prompt|prefix)")


# a question plus what retrieval adds to it is the request's input: "用户的问题一般 100 来个 token，每次再拼上
# 1500 token 左右的检索内容" (heldout60 #5: the 1,500 was read as the context and the 100 as the whole prompt)
_WITH_RETRIEVED = _lazy(
    r"(?:问题|提问|消息|query|问句)\s?(?:一般|平均|大概|约|大约|通常)?\s?(?P<a>\d{1,5})\s?(?:来|多)?\s?(?:个)?\s?tokens?"
    r"\s?(?:左右)?\s?[,，]?\s?(?:每次|每条|每个请求)?\s?(?:再|还要?|都)?\s?(?:拼上|拼接|加上|附上|带上|塞进|塞上|拼)\s?"
    r"(?:大概|约|大约)?\s?(?P<b>\d{1,5})\s?(?:个)?\s?tokens?\s?(?:左右|上下)?\s?的?\s?"
    r"(?:检索(?:到的|出来的)?(?:内容|结果|片段|资料|文档)|召回(?:的)?(?:内容|片段|结果)?|知识库(?:内容|片段)|参考资料|文档片段)")


def read_system_prompt(r: _Reader) -> None:
    """Before the per-request token readers: a message's tokens plus a fixed system prompt are its input."""
    for m in _WITH_RETRIEVED.finditer(r.t):
        if r.free(m.start(), m.end()):
            own, added = int(m.group("a")), int(m.group("b"))
            r.add(m.start(), m.end(), "input_tokens", own + added)
            r.claim(r.numeric, m.start(), m.end())
            r.note(f"“{r.quote(m.start(), m.end())}”: {own} + {added} (retrieved) = {own + added} tokens per request",
                   f"“{r.quote(m.start(), m.end())}”：每个请求输入 {own} + {added}（检索内容）= {own + added} token")
    for m in _WITH_SYSTEM_PROMPT.finditer(r.t):
        if not r.free(m.start(), m.end()):
            continue
        own, prompt = int(m.group("a") or m.group("a2")), int(m.group("b") or m.group("b2"))
        r.add(m.start(), m.end(), "input_tokens", own + prompt)
        r.claim(r.numeric, m.start(), m.end())
        r.note(f"“{r.quote(m.start(), m.end())}”: {own} + {prompt} (the prompt) = {own + prompt} tokens in "
               "per request; a fixed prompt can be served from the prefix cache (vLLM --enable-prefix-caching), "
               "which skips most of its prefill — the answer prices the full prefill, an upper bound",
               f"“{r.quote(m.start(), m.end())}”：每个请求输入 {own} + {prompt}（提示词）= {own + prompt} token；"
               "固定的提示词可以走前缀缓存（vLLM --enable-prefix-caching），省掉大部分预填充——"
               "结论按完整预填充计，是上限")


def read_io_tokens(r: _Reader) -> None:
    """After the load readers: a length with an input / output word beside it that they left."""
    for m in (m for rx in _STUFFED for m in rx.finditer(r.t)):  # what each request stuffs in: its prompt (review 76)
        if r.free(m.start(), m.end()) and not any(f.fact == "input_tokens" for f in r.found) \
                and (value := _tokens(r, "input_tokens", m)) is not None:
            r.add(m.start(), m.end(), "input_tokens", value)
    elided = (_NUM_IO_ELIDED, _IO_THEN_NUM_ELIDED, _REQUEST_GETS_BACK)
    translating = bool(_TRANSLATING.search(r.t))
    for m in (m for rx in (_IO_FIELD_SUM, _IO_FIELD_PARTS) for m in rx.finditer(r.t)):
        io = m.group("io") or m.group("io2")
        fact = "output_tokens" if re.fullmatch(rf"{_OUT_ZH}|{_OUT_EN}", io) else "input_tokens"
        if r.free(m.start(), m.end()) and not any(f.fact == fact for f in r.found):
            value = _tokens(r, fact, m)
            if value:
                r.add(m.start(), m.end(), fact, value)
    for rx in (_MADE_EACH_BRACKET, _MADE_ZH, _MADE_EN, _SOURCE_EN, *((_SOURCE_TRANSLATED,) if translating else ()),
               _PRODUCT_EN,
               _SOURCE_NOUN_EN, _NUM_IO_TOK, _REQUEST_CARRIES, _REQUEST_GETS, _NUM_TOK_OF_IO, _NUM_TOK_AS_PROMPT,
               _IO_CLAUSE_NUM,
               _IO_THEN_NUM, _IO_BRACKET_NUM, _NUM_TOK_IN_OUT, _IN_OUT_IS,
               _IO_THEN_CN, _IO_ZH_WORDS_THEN_NUM, *elided):
        for m in rx.finditer(r.t):
            # (a reply's "~120 back" may follow the request's tokens and what they hold in brackets)
            reach = 100 if rx is _REQUEST_GETS_BACK else 40
            if not r.free(m.start(), m.end()) or rx in elided and not _TOKENS_BEFORE.search(
                    r.t, max(0, m.start() - reach), m.start()):
                continue
            io = m.group("io") or m.groupdict().get("io2")
            if rx is _NUM_IO_ELIDED and re.fullmatch(r"prompts|queries|questions|问题", io):
                continue  # "it's 80k prompts not 50k": a count of prompts, not a prompt's length (heldout29 #45)
            # (or what comes out named with its unit: "~250 tokens of fields out", heldout95 P5 read a 250 context)
            if rx is _NUM_TOK_IN_OUT and not ((m.group("io") == "in" or " of " in m.group())
                                              and _TOK_SAID.search(r.t, m.start(), m.end())
                                              or _TOKENS_BEFORE.search(r.t, max(0, m.start() - 40), m.start())):
                continue  # "1.5k tokens in", or "~200 out" after a "tokens": never "200 in Berlin"
            made = (_MADE_EACH_BRACKET, _MADE_ZH, _MADE_EN, _PRODUCT_EN, _REQUEST_GETS, _REQUEST_GETS_BACK)  # back
            out = rx in made or re.fullmatch(rf"{_OUT_ZH}|{_OUT_EN}|out", io)
            fact = "output_tokens" if out else "input_tokens"
            if any(f.fact == fact for f in r.found):
                continue
            value = _tokens(r, fact, m)
            if value is not None and (rx not in elided or value >= 16):  # "4 outputs per prompt"
                r.add(m.start(), m.end(), fact, value)
