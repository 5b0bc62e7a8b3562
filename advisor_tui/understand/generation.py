"""A batch generation job's size: "generate 50M tokens of synthetic data", "生成 5000 万 token 的合成数据",
"跑 1 亿 token 的离线推理" — tokens to be written, not trained on (rules.generation costs the job).

The job reader takes every "N tokens" of data as ``train_tokens``; here a count said beside a
generation word (generate / synthetic / offline or batch inference / 生成 / 合成数据 / 离线推理 /
批量推理) becomes ``generate_tokens`` with the task ``inference`` — only where nothing in the text
trains, because "synthesise 50M tokens, then LoRA on them" names two jobs and stays a training size."""

from __future__ import annotations

import re

from advisor_tui.understand.job import GENERATION as _GENERATION
from advisor_tui.understand.job import data_for_training, trains
from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader
from advisor_tui.understand.record_counter import ONE_OFF_BATCH, RECORD_COUNT
from advisor_tui.understand.samples_each import samples_count, samples_each
from knowledge.errors import InputError
from rules.facts import parse_count

_NEAR = 40  # characters between the count and its generation word, either side, in one sentence
_SENTENCE = _lazy(r"[。！？!?\n；;]|\.(?:\s|$|[\u4e00-\u9fff])")  # (the reader writes "。" as ".")


def same_sentence(t: str, a: int, b: int) -> bool:
    lo, hi = min(a, b), max(a, b)
    return _SENTENCE.search(t, lo, hi) is None


# a total of tokens named as output: "about 200M output tokens in total", "输出约 2 亿 token" (a million or more: a
# request's answer is hundreds or thousands)
_OUTPUT_TOTAL = _lazy(r"(?<![\d.])(?P<n>\d+(?:\.\d+)?)\s?(?P<k>m|b|million|billion)\s(?:output|generated|completion)"
                      r"\s(?:tokens?|toks?)(?![a-z])"
                      # ("一共要生成 5000 万个输出 token", review 66 C9)
                      r"|(?:输出|生成)\s?(?:约|大概|大约|总共|一共)?\s?(?P<n2>\d+(?:\.\d+)?)\s?(?P<k2>亿|千万|百万|万)\s?(?:个)?\s?"
                      r"(?:(?:输出|生成)(?:的)?\s?)?(?:tokens?|toks?)"
                      # "总共大约 2 亿个输出 token" (review 62 C9): the total said before its output
                      r"|(?<![\d.])(?P<n3>\d+(?:\.\d+)?)\s?(?P<k3>亿|千万|百万|万)\s?(?:个)?\s?(?:输出|生成)(?:的)?\s?(?:tokens?|toks?)")
_SCALE_OF = {"million": "m", "billion": "b"}
_OUTPUT_BEFORE = _lazy(r"(?:输出|生成)\s?(?:的)?\s?(?:token)?\s?(?:总共|一共|总计|合计|共)?\s?"
                       r"(?:约|大概|大约|差不多)?\s?$")


def read_generation(r: _Reader) -> None:
    for m in data_for_training(r):  # "building a fine-tuning dataset" (review 38 C2): no training task of its own
        r.claim(r.kw, m.start(), m.end())
    if trains(r):
        return
    for m in _OUTPUT_TOTAL.finditer(r.t):
        if not r.free(m.start(), m.end()):
            continue
        k = m.group("k") or m.group("k2") or m.group("k3")
        n = _n(r, m.group("n") or m.group("n2") or m.group("n3"), _SCALE_OF.get(k, k))
        try:
            value = parse_count("generate_tokens", int(round(n or 0)), (1, 1e15))
        except InputError:
            continue
        r.add(m.start(), m.end(), "generate_tokens", value)
        r.add(m.start(), m.end(), "task", "inference", generic="inference", mask="kw")
    for f in r.found:
        if f.fact != "train_tokens":
            continue
        cue = next((m for m in _GENERATION.finditer(r.t, max(0, f.start - _NEAR), min(len(r.t), f.end + _NEAR))
                    if same_sentence(r.t, m.start(), f.start)), None)
        # the total named as output right before it: "输入约 1.2 亿 token，输出 1.5 亿 token" (review 99 c06's family)
        cue = cue or _OUTPUT_BEFORE.search(r.t, max(0, f.start - 12), f.start)
        if cue is None:
            continue
        f.fact = "generate_tokens"
        r.add(cue.start(), cue.end(), "task", "inference", generic="inference", mask="kw")
        _answers_are_output(r)


# "(prompts ~300 tokens, answers ~500 tokens each)": in a generation job an answer's length is its output
_ANSWER_WORD = _lazy(r"(?<![a-z])(?:answers?|outputs?|responses?|completions?|replies|generations?)(?![a-z])"
                     r"|回答|输出|回复|生成")


def _answers_are_output(r: _Reader) -> None:
    for f in r.found:
        if f.fact == "tokens_per_sample" and _ANSWER_WORD.search(r.t, max(0, f.start - 16), f.start + 2):
            f.fact = "output_tokens"
            r.unresolved = [u for u in r.unresolved if not (u.kind == "samples" and f.start <= u.start < f.end + 2)]


# A batch job said by its items (review 20 C1, critical: "summarize 10 million documents … 150 output
# tokens each" was dropped without a word and priced as a month of one-at-a-time serving, ~2.3 years of
# work; "Batch: 10M requests" became 10 sequences at once): items × output tokens each is the job's
# output, and a count with no output length is asked for, never dropped.
_ITEM_LENGTH_AFTER = _lazy(r"\s(?:of|at|with)\s(?:about\s|around\s|roughly\s|~)?\d")
_ITEM_COUNT = _lazy(  # (a length is no count of items: "6k tokens of notes")
    rf"(?<![a-z0-9.])(?P<n>{AR})\s?(?P<k>k|m|b|million|billion)?\s(?:(?!tokens?\s)[a-z-]+\s){{0,2}}?"
    r"(?:documents|docs|articles|pages|reviews|tickets|e-?mails|records|rows|items|requests|prompts|questions"
    r"|products|descriptions|transcripts|papers|queries|posts|comments|messages|files|contracts|reports"
    r"|listings|resumes|cvs|invoices|receipts|letters|abstracts|claims|forms|statements|applications|titles|books"
    r"|calls|transcripts|notes|chapters|episodes|entries|products|skus"
    r"|npcs|characters|personas|quests|lessons|lines|barks"  # "NPC barks …: ~45,000 lines" (heldout57 #23)
    r"|itineraries|summaries|captions|translations"  # "bark lines for 3,500 NPCs" (heldout40 #34)
    r"|segments|paragraphs|passages"  # a translation job's units: "about 20,000 segments" (review 94 c01)
    # a plant's or an office's documents by their kind: "~4,200 SOPs translated" (heldout88 #31: no batch read)
    r"|sops|manuals|procedures|handbooks|guidelines|policies|specifications|specs|datasheets|brochures|leaflets"
    r"|manuscripts|essays|memos|filings|newsletters|protocols"
    r"|objects|artifacts|artefacts|exhibits|specimens"  # "24,000 catalogue objects" (heldout53 #15)
    r"|problems|puzzles"  # "2,000 problems with pass@16" (review 101 #9's family)
    # a shipper's papers: "batch-read ~9,000 scaned bills of lading … ~300 out" (heldout90 #34: no batch read)
    r"|bills(?= of lading)|waybills|manifests|declarations|certificates|packing lists|purchase orders|consignments"
    # a plural mistyped with a letter dropped reads as its singular (reader.py's typos): "180,000 … transcipts"
    r"|transcript|document)(?![a-z])"
    rf"|(?P<n2>{AR}|{CN})\s?(?P<k2>千万|百万|亿|万|千|k|w)?\s?(?:个|份|篇|条|道)\s?"
    r"(?:[\u4e00-\u9fff]{1,2}?)?(?:文档|文章|网页|评论|工单|邮件|记录|商品|请求|问题|提示词|论文|帖子|消息|文件|合同|报告"
    # "12 万道数学题" (heldout28)
    r"|描述|对话|新闻|题|题目|习题|试题|简历|病历|发票|票据|单据|订单|案卷|档案|卷宗|研报|摘要|总结|简报|日报|周报"
    r"|小结|说明书|房源|放盘|楼盘|提单|运单|报关单|舱单|装箱单"
    # the things made named in English in a Chinese message: "3000 个 NPC，每个 output 一段台词" (heldout80 #24)
    r"|npc|sku|角色|人物"
    # "给 2000 万条商品标题做分类" (review 66 C3): short texts a model labels
    r"|标题|文本|短文本|句子|条目|query|搜索词|关键词"
    # "给 50 万条短视频文案打标签并改写" (review 67 C3)
    r"|短视频文案|视频文案|文案|脚本|口播稿|商品文案"
    # a batch said by its prompts or its rows of data: "20 万条 prompt，每条输入 1500 token、输出 800 token"
    # (review 86 C3: the batch's size was dropped), "20 万条数据，每条输出 800 token"
    r"|(?<![a-z])prompts?(?![a-z])|数据|合成数据)"  # "12 万份出院小结", "2,400 个放盘" (heldout44 #22, #29)
    # the documents named first: "历史简历 60 万份" (heldout36 #27)
    rf"|(?:简历|病历|发票|票据|单据|订单|合同|文档|文章|论文|报告|研报|工单|邮件|案卷|档案|卷宗)\s?[（(]?\s?"
    rf"(?:大概|大约|约|共|一共|总共|有)?\s?"
    rf"(?P<n3>{AR}|{CN})\s?(?P<k3>千万|百万|亿|万|千|k|w)?\s?(?:份|篇|条|个|封|张)"
    # volumes: "馆藏古籍…约 3.2 万册，想给每册生成一段提要" (heldout38 #25)
    rf"|(?P<n4>{AR}|{CN})\s?(?P<k4>千万|百万|亿|万|千|k|w)?\s?(?:册|卷|本(?=\s?(?:书|古籍|图书|典籍)))"
    # the items named before and counted after: "…工单做一次自动分类和摘要，共约 46 万条" (heldout38 #36)
    rf"|(?<=共)\s?(?:约|大约|大概|计)?\s?(?P<n5>{AR}|{CN})\s?(?P<k5>千万|百万|亿|万|千|k|w)?\s?(?:条|份|篇|段)"
    # "客户给了 200 万张商品图片，需要用 Qwen2.5-VL-72B 做预标注" (review 37 c11): pictures a model reads
    rf"|(?P<n7>{AR}|{CN})\s?(?P<k7>千万|百万|亿|万|千|k|w)?\s?张\s?[\u4e00-\u9fff]{{0,3}}?(?:图片|图像|照片)"
    rf"(?=[^。；;\n]{{0,30}}?(?:预标注|标注|打标|识别|分类|审核|质检|抽取|描述))"
    # a recurring batch's own size: "每周一凌晨跑一批，每批 3000 篇" (heldout52 #15)
    rf"|每批\s?(?:大概|大约|约|差不多)?\s?(?P<n9>{AR}|{CN})\s?(?P<k9>千万|百万|亿|万|千|k|w)?\s?(?:篇|份|条"
    # ("每批两千个左右新品", heldout64 #26)
    r"|个(?=\s?(?:左右|上下)?\s?(?:新品|商品|产品|sku|款)))"
    # the items named before, counted by a period: "飞行日志批量生成中文摘要，一周大约 2,000 份" (heldout51 #18)
    rf"|(?:一周|每周|每天|每晚|一天|一晚|每个工作日)\s?(?:大约|大概|约|差不多|有)?\s?(?P<n8>{AR}|{CN})\s?"
    r"(?P<k8>千万|百万|亿|万|千|k|w)?\s?(?:份|篇|条)(?=\s?[,，。;；])"
    # the items named before, counted after: "当天上新的产品大概 400 个，每个写英文、西班牙文两个版本" (heldout62 #19)
    rf"|(?:产品|商品|sku|新品|货品|款式)\s?(?:大概|大约|约|差不多|有)?\s?(?P<n11>{AR}|{CN})\s?(?P<k11>万|千|k|w)?\s?"
    r"(?:个|款|件|条)(?=\s?[,，。;；])"
    # "每周一晚上跑一次，3000 个款，每款出英、西、法、德 4 个语种" (heldout59 #21)
    rf"|(?P<n12>{AR}|{CN})\s?(?P<k12>万|千|k|w)?\s?个?\s?款(?=\s?[,，]\s?每款)"
    # "1.2 万个 SKU 的英文 listing 全部重写一遍" (heldout40 #28)
    rf"|(?P<n6>{AR}|{CN})\s?(?P<k6>千万|百万|亿|万|千|k|w)?\s?(?:个\s?(?:sku|skus|商品|产品)(?![a-z])"
    # "NPC 闲聊台词一次性批量生成：约 3.6 万句" (heldout50 #18): lines of text, counted by 句
    r"|句(?:台词|话|文案)?)"
    # any items, each made in several languages: "about 3,500 wines, each written in English, Afrikaans and German"
    # (heldout62 #20)
    rf"|(?<![a-z0-9.])(?P<n10>{AR})\s?(?P<k10>k)?\s(?:[a-z-]+\s){{0,2}}?[a-z]{{3,15}}s(?=,?\s(?:each|every one)\s"
    r"(?:one\s)?(?:written\s|made\s|done\s|translated\s)?(?:in|into)\s[a-z]{3,15}(?:,|\sand\s|\s&\s))"
    # the items named, their count set off after them: "pulls the day's new product reviews - about 40,000 - and
    # translates them" (heldout77 #17), "the tickets (roughly 12k)"
    r"|(?<![a-z])(?:reviews|documents|docs|articles|tickets|e-?mails|records|rows|items|prompts|questions|products"
    r"|descriptions|transcripts|papers|posts|comments|messages|files|contracts|reports|listings|letters|abstracts"
    rf"|entries|notes)\s?(?:-|\()\s?(?:about\s|around\s|roughly\s|some\s|~)?(?P<n13>{AR})\s?(?P<k13>k|m)?\s?(?:-|\))"
    # records counted by 笔: "12 万笔晶圆缺陷报告", "一共 120,000 笔" (review 121 C2)
    + "|" + RECORD_COUNT)
# "10M requests a day" is a rate (requests_per_day), not a batch
_RATE_AFTER = _lazy(r"\s?(?:(?:a|an|per|each|every|/)\s?(?:day|hour|minute|second|month|week|sec|s)(?![a-z])"
                    r"|daily|hourly|monthly|weekly|(?:每|一)\s?(?:天|日|小时|分钟|秒|月|周))")
# (the plural too: "turn the week's patient feedback forms into short coded summaries: ~1,800 forms", heldout94 C14)
_BATCH_WORDS = _lazy(r"(?<![a-z])(?:batch|offline|bulk|backfill|one-?off|summar(?:y|ies|i[sz]\w*)|translat\w*|label\w*"
                     r"|classif\w*|annotat\w*|extract\w*|rewrit\w*|(?:re-?)?generat\w*)(?![a-z])"
                     # an evaluation set run through the model (review 63 C4: "用 gpt-oss-20b 跑一个评测集")
                     r"|(?<![a-z])(?:eval|evals|evaluat\w*|benchmark\w*)(?![a-z])|评测|测评|评估集|跑分"
                     r"|离线|批量|批处理|跑批|跑一批|数据合成|合成数据|跑完|" + ONE_OFF_BATCH + "|"
                     # "run DeepSeek-V3 over 200k prompts" (review 86 C3's family): a set pushed through the model
                     r"(?<![a-z])(?:over|through|thru) (?:~|about |around |roughly )?\d[\d,.]*\s?(?:k|m|million)?"
                     r" (?:[a-z-]+ )?(?:prompts|requests|documents|docs|questions|queries|records|rows|items)(?![a-z])"
                     r"|每批|一批(?=[:：])|总结|摘要|翻译|标注|打标|分类|抽取|提取|改写|重写|生成|跑一遍|结构化|一次性跑"
                     # "给 100 万条商品评论打情感标签" (review 61 C11)
                     r"|打[\u4e00-\u9fff]{0,4}?标签|贴标签|情感分析"
                     r"|写[\u4e00-\u9fff]{0,6}?(?:描述|文案|标题|简介|摘要)|撰写|编写"
                     # "把新到的货做成英文和日文两版商品描述" (heldout55 #14)
                     r"|做成[\u4e00-\u9fff]{0,10}?(?:描述|文案|标题|简介|摘要|介绍)")
_DAILY_BATCH = _lazy(r"(?<![a-z])(?:overnight|nightly|offline|off-line) (?:batch|run|job)|(?<![a-z])batch (?:job )?"
                     r"(?:is fine|is ok|is okay|works)"
                     r"|(?<![a-z])(?:as|in) (?:a |one )?(?:nightly |daily )?batch(?![a-z])"
                     r"|跑批|离线批量|夜间批量|晚上批量")
_A_DAY_AFTER = _lazy(r"\s?(?:a|per|each|every|/)\s?day(?![a-z])|\s?daily(?![a-z])|\s?(?:每|一)\s?天")
MIN_BATCH_ITEMS = 1000  # fewer is a handful of requests, not a job to size
_MADE_NOUN = _lazy(r"(?<![a-z])(?:descriptions?|summar(?:y|ies)|captions?|titles|translations?|blurbs?|abstracts|drafts"
                   r"|replies|headlines|slogans|barks|variants)(?![a-z])")
_EACH_LEN_EN = _lazy(r"(?:~|about |around |roughly )?(?P<n>\d{2,5})\s?tokens? (?:each|apiece|per (?:item|one"
                     r"|description|summary|caption|translation|blurb|abstract|title|entry|document|post|reply"
                     r"|variant|version|line|bark|note))"
                     r"(?![a-z])"
                     # what each item gets, its length before or after: "~120,000 archived news articles, each gets a
                     # ~250-token abstract" (heldout69 #22), "each gets a summary of about 200 tokens"
                     r"|(?<![a-z])each (?:one |item |article |document |doc |record |row )?(?:gets|needs|will get"
                     r"|should get|has) (?:a|an) (?:(?:~|about |around |roughly )?(?P<n2>\d{2,5})[- ]?tokens? "
                     r"(?:[a-z-]+ )?(?P<made>abstract|summary|description|caption|translation|blurb|title|reply|answer"
                     r"|note|headline|synopsis)|(?:[a-z-]+ )?(?P<made2>abstract|summary|description|caption|translation"
                     r"|blurb|title|reply|answer|note|headline|synopsis) of (?:~|about |around |roughly )?"
                     r"(?P<n3>\d{2,5}) tokens?)(?![a-z])")
# ("Every Monday we generate descriptions for that week's new products: about 800 products", heldout80 #35)
_RECURRING = _lazy(r"每天|每晚|每周|工作日|每个工作日|每个?月(?:初|底|末)|每个?月\s?(?:自动)?跑"
                   r"|(?<![a-z])(?:every (?:day|night|week|weekday|(?:mon|tues|wednes|thurs|fri|satur|sun)day)"
                   r"|nightly|daily|weekly)(?![a-z])")
_MADE_BEFORE = _lazy(r"(?:生成|写|撰写|编写|产出|(?<![a-z])(?:generate|write|produce|draft)(?![a-z]))\s?(?:出)?\s?$")
# ("每版 500 字左右（大概 700 token）", heldout63 #27: the characters said first, their tokens in brackets)
# ("12 万篇新闻，每篇生成一段 250 token 左右的摘要": what each item gets made, heldout69 #22's family)
# ("2.4 万道题，每道生成一段解析，大概 400 token", heldout75 #25: 道 for questions, what is made named first)
_EACH_LEN = _lazy(r"每(?:个|条|份|篇|章|段|件|版|道)\s?(?:版本|题|答案|回答|解答)?\s?"
                  # ("每个 output 一段 400 token 左右的台词", heldout80 #24: the English word in a Chinese message)
                  r"(?:(?:生成|写|出|配|做|输出|output)\s?(?:一段|一条|一篇|一个|一份)?\s?"
                  r"(?:[\u4e00-\u9fff]{1,4}?\s?[,，]\s?(?=大概|约|大约|平均|差不多))?)?"
                  r"(?:大概|约|大约|平均|差不多)?\s?"
                  r"(?:\d{2,5}\s?字\s?(?:左右|上下)?\s?[(（]\s?(?:大概|约|大约|差不多|≈|~)?\s?)?(?P<n>\d{2,5})"
                  r"\s?(?:个)?\s?tokens?"
                  r"(?!\s?(?:的)?\s?(?:输入|原文|上下文|提示))")
# each item run through several: "18,000 prompts × 4 model checkpoints"
# each item made several times over: "into German, English and Czech (so three translations each)" (heldout51 #26)
_OUTPUTS_EACH = _lazy(r"\(\s?(?:so |that'?s |i\.e\. )?(?P<n>two|three|four|five|six|[2-9]) (?:translations|versions"
                      r"|variants|drafts|outputs|answers|rewrites) (?:each|per (?:item|description|document))\s?\)")
# the same said right after the count, with no brackets: "~45,000 lines, 3 variants each" (heldout57 #23)
_VARIANTS_EACH = _lazy(r",\s(?P<n>two|three|four|five|six|[2-9]) (?:translations|versions|variants|drafts|outputs"
                       r"|rewrites) (?:each|per (?:item|line|description|document))(?![a-z])"
                       # "~18,000 questions, each in 3 versions (basic / standard / detailed)" (heldout59 #26)
                       r"|,?\s(?:each|every one) in (?P<n2>two|three|four|five|six|[2-9])"
                       r" (?:versions|variants|languages|styles|levels)(?![a-z])")
# each item's versions said in a sentence of their own: "60,000 product descriptions into Arabic. Each product gets two
# versions — a formal one … — about 220 tokens per version" (heldout61 #26)
_GETS_VERSIONS = _lazy(r"(?<![a-z])each (?:one|product|item|listing|document|description|entry|row|sku|page|article)"
                       r" (?:gets|needs|has|comes in|will get|should get) (?P<n>two|three|four|five|six|[2-9])"
                       r" (?:versions|variants|translations|drafts|descriptions)(?![a-z])")
_PER_VERSION_LEN = _lazy(r"(?:~|about |around |roughly )?(?P<n>\d{2,5})\s?tokens? (?:per|each|a) (?:version|variant"
                         r"|translation|draft)(?![a-z])")
_SMALL_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "两": 2, "二": 2, "三": 3, "四": 4, "五": 5,
               "六": 6}
# each item made in several versions, said in Chinese: "英文和日文两版", "中英两个版本"
_VERSIONS_ZH = _lazy(r"(?P<n>两|二|三|四|[2-4])\s?(?:版|个版本|种语言|种语言的版本|个语种|种语种|个语言)(?!本号|权)")
# the whole set run several times over: "要跑 3 遍取平均" (review 63 C4), "run the eval three times"
_PASSES = _lazy(r"(?:跑|过|测|评)\s?(?P<n>[2-9]|两|二|三|四|五|六)\s?(?:遍|轮|次)"
                r"|(?<![a-z])(?:run|ran|pass|go through)\s"
                r"(?:it\s|each\s(?:one\s|item\s|question\s)?|the (?:set|eval)\s)?"
                r"(?P<n2>[2-9]|two|three|four|five|six)\s(?:times|passes)(?![a-z])"
                # "~20k paper abstracts thru llama 3.1 8b, 3 passes each (summary, keywords, a tweet)" (heldout55 #35)
                r"|(?<![a-z0-9])(?P<n3>[2-9]|two|three|four|five|six)\s(?:passes|runs|prompts|outputs|samples|generations"
                r"|completions)\s(?:each|per (?:item|abstract|doc|document|paper|row|record|prompt|question))(?![a-z])")
# each item made in two languages: "each written in both Czech and English" (heldout53 #15)
# ("each written in Spanish and in English", heldout80 #35: "in" said twice, no "both")
_BOTH_LANGUAGES = _lazy(r"(?<![a-z])each (?:one )?(?:written |made |done )?in "
                        r"(?:both [a-z]{3,15} and (?:in )?[a-z]{3,15}"
                        r"|(?!both )[a-z]{3,15} and in [a-z]{3,15})"
                        r"(?![a-z])"
                        # "each gets a Spanish and an English description" (heldout58 #21)
                        r"|(?<![a-z])each (?:one )?(?:gets|needs|has) an? [a-z]{3,15} and an? [a-z]{3,15}"
                        r" (?:description|version|translation|summary|caption|title|blurb)(?![a-z])")
# each item in so many languages, named: "~14,000 lines, each in Polish, English and German" (heldout61 #22)
_EACH_IN_LANGUAGES = _lazy(r"(?<![a-z])each (?:one )?(?:written |made |done |translated )?(?:in|into) "
                           r"(?P<langs>[a-z]{3,15}(?:, [a-z]{3,15})+,? (?:and|&) "
                           r"[a-z]{3,15})(?![a-z])")
_TIMES_AFTER = _lazy(r"\s?(?:×|x|\*|times)\s?(?P<n>\d{1,3})\s?(?:model\s|different\s)?"
                     r"(?:checkpoints?|models?|variants?|seeds?|passes|languages?|prompts? templates?"
                     r"|个模型|个版本|个检查点|种语言)(?![a-z])")
# a count corrected right after it, before anything else is said: "400k tickets (sorry, 350k after dedup)",
# "5 万条，不对，是 4 万条"
_COUNT_CORRECTED = _lazy(rf"\s?[(（,，]?\s?(?:oh\s)?(?:sorry|wait|actually|correction|i mean|不对|更正|说错了|其实是)"
                         rf"[,，:：]?\s?(?:it'?s\s|more like\s|make (?:it|that)\s|是\s?)?(?:~|about\s|约|大约)?"
                         rf"(?P<n>{AR}|{CN})\s?(?P<k>k|m|万|千)?(?![\d.])")
_CORRECTED = _lazy(r"(?<![a-z])(?:wait|sorry|actually|correction|i mean)(?![a-z])|不对|更正|说错了|其实是")


_PER_HEAD_BEFORE = _lazy(rf"(?P<p>{AR}|{CN})\s?(?:个|位|名|家)\s?[\u4e00-\u9fff]{{1,4}}?\s?[,，]\s?每(?:人|个|位|家)\s?"
                        r"(?:都)?\s?(?:要|写|出|做|生成|配)?\s?$")


def read_item_batch(r: _Reader) -> None:
    """After the per-request token readers: "N documents … M output tokens each" is N × M tokens to
    generate; a batch of N items with no output length is said back and asked for."""
    if trains(r) or any(f.fact == "generate_tokens" for f in r.found) or not _BATCH_WORDS.search(r.t):
        return
    # the length said last: "output 120–180 tokens, call it 150" (review 68 C7: 2M × 180, not × 150)
    out = next((int(f.value) for f in sorted(r.found, key=lambda f: -f.start) if f.fact == "output_tokens"), None)
    # (the items' noun may open a request's length read already: "10,000 prompts of about 6,000 tokens each" —
    # review 65 C8 — so the count itself is what must be free)
    # (a day's count is a service's rate, unless the work is said to be a batch: "about 4,000 letters a day,
    # overnight batch is fine" — review 73 C2, sized as one sequence served all day)
    daily_batch = bool(_DAILY_BATCH.search(r.t))
    for m in _ITEM_COUNT.finditer(r.t):  # "生成 20 万条数据，每条输出 800 token" (review 86 C3): rows made, no data
        for f in r.found:                 # trained on, where nothing trains
            if f.fact == "samples" and m.start() <= f.start < m.end() and out is not None:
                f.fact = "_dropped"
                r.numeric[f.start:f.end] = bytes(f.end - f.start)
    counts = [m for m in _ITEM_COUNT.finditer(r.t)
              if (r.free(m.start(), m.end()) or m.group("n") and r.free(m.start("n"), m.end("n"))
                  and _ITEM_LENGTH_AFTER.match(r.t, m.end()))
              and (not _RATE_AFTER.match(r.t, m.end()) or daily_batch and _A_DAY_AFTER.match(r.t, m.end()))]
    if out is None and counts:  # "给 5 万个商品写英文描述，每个大概 300 token": each item's output said after it
        each = _EACH_LEN.search(r.t, counts[0].end(), counts[0].end() + 40)
        if each is None and (counts[0].group("n10") or _MADE_NOUN.search(counts[0].group())
                             or _MADE_NOUN.search(r.t, max(0, counts[0].start() - 80), counts[0].start())):
            # "~8,000 item descriptions (flavor text), ~120 tokens each" (heldout51 #31): what each made item holds;
            # "short descriptions for about 24,000 catalogue objects, …, ~60 tokens per description" (heldout53 #15)
            each = _EACH_LEN_EN.search(r.t, counts[0].end(), counts[0].end() + 100)
            each = each if each is not None and same_sentence(r.t, counts[0].end(), each.start()) else None
        if each is None and (gets := _EACH_LEN_EN.search(r.t, counts[0].end(), counts[0].end() + 100)) \
                and (gets.group("made") or gets.group("made2")):
            each = gets  # "…, each gets a ~250-token abstract": the thing made named in the length's own words
        if each is None and (versions := _GETS_VERSIONS.search(r.t, counts[0].end(), counts[0].end() + 160)):
            each = _PER_VERSION_LEN.search(r.t, versions.end(), versions.end() + 120)
        if each is not None and r.free(each.start(), each.end()):
            out = int(next(v for k, v in each.groupdict().items() if k in ("n", "n2", "n3") and v))
            r.add(each.start(), each.end(), "output_tokens", out)
            r.claim(r.numeric, each.start(), each.end())
    if len(counts) > 1 and _CORRECTED.search(r.t, counts[0].end(), counts[-1].start()):
        counts = counts[-1:]  # "50k prompts … oh wait sorry, it's 80k prompts not 50k" (heldout29 #45)
    for m in counts:
        scale = next((m.group(g) for g in ("k", "k2", "k3", "k4", "k5", "k6", "k7", "k8", "k9", "k10", "k11", "k12",
                                           "k13", "k14", "k15", "k16")
                      if m.group(g)), "").lower()
        n = _n(r, next((m.group(g) for g in ("n", "n2", "n3", "n4", "n5", "n6", "n7", "n8", "n9", "n10", "n11", "n12",
                                                     "n13", "n14", "n15", "n16")
                        if m.group(g)), None), scale)
        fixed = _COUNT_CORRECTED.match(r.t, m.end())
        if fixed is not None:  # "400k support tickets (sorry, 350k after dedup)" (review 47 C8): the number said last
            n = _n(r, fixed.group("n"), (fixed.group("k") or scale).lower()) or n
            r.claim(r.numeric, fixed.start("n"), fixed.end())
        heads = _PER_HEAD_BEFORE.search(r.t, max(0, m.start() - 30), m.start()) if n else None
        if heads is not None and (p := _n(r, heads.group("p"), None)) and p >= 2:
            # "1200 个主播，每人 5 条带货口播稿" (heldout60 #21): so many items for each of so many
            n *= p
            r.claim(r.numeric, heads.start("p"), heads.end())
        else:
            heads = None
        made = n is not None and n >= 100 and (_MADE_BEFORE.search(r.t, max(0, m.start() - 12), m.start())
                                               or _RECURRING.search(r.t))  # a run each day: "工作日每天早上跑一次"
        if not n or n < MIN_BATCH_ITEMS and not made:
            continue  # (fewer, said with the verb that makes them: "生成 500 份日报摘要" — heldout51 #36)
        made = ""  # each item made in several versions, said before the count
        times = _TIMES_AFTER.match(r.t, fixed.end() if fixed else m.end()) or _VARIANTS_EACH.match(
            r.t, m.end()) or _OUTPUTS_EACH.search(
            r.t, m.end(), m.end() + 90)
        drawn = None
        if times is None and (drawn := samples_each(r.t, m.end(), m.end() + 160)
                              or samples_each(r.t, max(0, m.start() - 40), m.start())) is not None:
            n *= samples_count(drawn)  # "6,000 questions, sampling 8 answers per question" (review 101 #9)
            r.claim(r.numeric, drawn.start(), drawn.end())
            for f in r.found:  # "4 samples each": answers drawn, no training samples
                if f.fact in ("samples", "epochs") and f.start < drawn.end() and drawn.start() < f.end:
                    f.fact = "_dropped"
            r.unresolved = [u for u in r.unresolved if not (u.kind == "samples" and drawn.start() <= u.start
                                                              < drawn.end())]
            times = drawn
        elif times is None and (gets := _GETS_VERSIONS.search(r.t, m.end(), m.end() + 160)) is not None:
            times = gets
        if times is None and (times := _PASSES.search(r.t, m.end(), m.end() + 120)) is not None:
            for f in r.found:  # "要跑 3 遍取平均": the set run three times over, no training epochs
                if f.fact in ("epochs", "samples") and f.start < times.end() and times.start() < f.end:
                    f.fact = "_dropped"
        if times is not None and times is not drawn:  # "18,000 prompts × 4 model checkpoints" (heldout48 #28)
            k = next(g for g in times.groups() if g)
            n *= int(k) if k.isdigit() else _SMALL_WORDS[k]
            r.claim(r.numeric, times.start(), times.end())
        elif (many := _EACH_IN_LANGUAGES.match(r.t, m.end() + 2 if r.t.startswith(", ", m.end()) else m.end())) \
                is not None:
            n *= len(re.split(r",\s(?:and\s|&\s)?|\s(?:and|&)\s", many.group("langs")))
            times = many
        elif (both := _BOTH_LANGUAGES.search(r.t, m.end(), m.end() + 70)) is not None \
                and (same_sentence(r.t, m.end(), both.start()) or not r.t[m.end():both.start()].strip(" ;；")):
            n *= 2
            times = both
        elif (versions := _VERSIONS_ZH.search(r.t, max(0, m.start() - 60), m.end() + 40)) is not None \
                and same_sentence(r.t, min(versions.end(), m.start()), max(versions.start(), m.end())):
            # "做成英文和日文两版商品描述，一周大概 1500 个 SKU，每版 250 token" (heldout55 #14): each item made twice
            k = versions.group("n")
            n *= int(k) if k.isdigit() else _SMALL_WORDS[k]
            r.claim(r.numeric, versions.start(), versions.end())
            made = f" ({r.quote(versions.start(), versions.end())})"
        items = int(round(n))
        quoted = r.quote(min(heads.start() if heads else m.start(), times.start() if times else m.start()),
                         max(times.end() if times else m.end(), m.end())) + made + (
            f" → {r.quote(fixed.start('n'), fixed.end())}" if fixed else "")
        if out:
            try:
                total = parse_count("generate_tokens", items * out, (1, 1e15))
            except InputError:
                return
            r.add(m.start(), m.end(), "generate_tokens", total)
            r.batch_items = (items, out)  # the output settled later may differ (read.settle_batch_output)
            if not any(f.fact == "task" for f in r.found):
                r.add(m.start(), m.end(), "task", "inference", generic="inference", mask="kw")
            r.note(f"“{quoted}”: a batch job of {items:,} items × {out:,} output tokens = {total:,} tokens to generate",
                   f"“{quoted}”：批处理任务 {items:,} 条 × 每条输出 {out:,} token = 共生成 {total:,} token")
        else:
            r.unplaced("generate_tokens", m.start(), m.end(),
                       f"“{quoted}”: a batch job of {items:,} items — say the output tokens per item (e.g. "
                       "“150 output tokens each”) to cost it as a job (--generate-tokens)",
                       f"“{quoted}”：{items:,} 条的批处理任务——请说明每条输出多少 token（例如“每条输出 150 "
                       "token”），才能按任务计费（--generate-tokens）")
            r.claim(r.numeric, m.start(), m.end())
        return
