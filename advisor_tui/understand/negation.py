"""Negation, contrast, correction and hedges: a negated fact is never read as the positive.

* Keywords (region, compliance, CUDA, interruptible) with a negation in their clause — not / no /
  without / outside / except / 不 / 没 / 无需 / 不用 / 不在 / 除了 … before them, or "is not ok" /
  "do not apply" / 不行 after them — take the negative: "outside China" and "我们不在国内" are
  outside mainland China, "不去海外" is inside, "no China compliance needed" is no compliance,
  "no custom CUDA kernels" does not need CUDA, "不要 spot" is not interruptible.
* A negated name, size, precision or engine ("不是 qwen3 32b，是 qwen3 14b", "no 4-bit",
  "精度不是 fp16 是 fp8") is dropped: the contrast names the value.
* A correction ("X, no, make it Y", "不对，是 …", "改成 …", "I mean …", "scratch that") keeps the
  value after it, with a note; a bare number after it ("16 users, no wait, 32") takes the unit of
  the value it corrects.
* A hedge ("一般 8k，偶尔要 32k", "usually 4k, sometimes up to 16k", "十几个，最多 20") takes the
  stated maximum, with a note.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from advisor_tui.understand.located_outside import near_a_place
from advisor_tui.understand.numbers import _number, _w
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.people_places import of_people
from advisor_tui.understand.place_refusal import REFUSED_AFTER_REASON, whole_place_end
from advisor_tui.understand.reader import _Finding, _Reader
from advisor_tui.vocabulary import fact_label
from rules.facts import Budget

# an A-not-A question ("能不能只用国产卡？", "要不要开专票") asks; it does not refuse
_NEGATOR = _lazy(r"(?<!是)不是|(?<!要)不要|(?<!用)不用|(?<!需)不需要|无需|(?<!有)没有|(?<!有)没|不在|不去|不放|除了"
                 r"|不太需要|不大需要"
                 r"|并非|非"
                 r"|不一定|未必|不必|(?<!能)不能|(?<!可)不可以"
                 # "不强制国产化，但要合规" (review 63 C6: read as domestic chips only)
                 r"|不强制|不强求|不硬性要求|不要求|没有?硬性要求|没有?强制"
                 r"|不得|不想|不打算"
                 # a place refused for renting: "不租国外的云" is no region abroad (not "租不租国外的": asked)
                 r"|(?<!租)不租|(?<!租)唔租"
                 r"|不准|别(?![的人处家])|甭|不接受|不考虑"
                 r"|不许|不允许"
                 r"|(?<![a-z])(?:not|no|without"
                 r"|except|outside|never|don'?t|doesn'?t|isn'?t|aren'?t|can'?t|cannot|nothing|anywhere but"
                 r"|won'?t(?!\s(?:mind|hurt))|will not|wouldn'?t(?!\s(?:mind|hurt))"
                 r"|skip(?:ping)?|avoid(?:ing)?|exclud(?:e|ing)"
                 # a rule that forbids it: "Our rules forbid spot instances" had read spot as allowed (rd6's probe)
                 r"|forbids?|forbidding|prohibits?|prohibiting|bans|disallows?|disallowing)(?![a-z])")
# the second of a pair joined by a slash takes the negation said before the first: "don't put us on spot/preemptible
# machines" (heldout56 #21)
_SLASH_PAIR_BEFORE = _lazy(r"[a-z-]{2,15}\s?/\s?$")
_NEGATED_AFTER = _lazy(
    # a pair said together, refused together: "Preemptible/spot is not acceptable" (heldout55 #24)
    r"(?:\s?/\s?[a-z-]{2,15}(?=\s(?:is|are)\s))?(?:"
    # "学校报销不了", "公司不报": the payer said not to pay
    r"\s?(?:报销|报|出钱|付钱|买单)?\s?不了|"
    r"\s?(?:(?:is|are)\s)?(?:not|isn'?t|aren'?t)\s(?:ok|okay|fine|acceptable|allowed|needed|required|approved"
    r"|an option)(?![a-z])|\s?(?:do|does)\s?(?:not|n'?t)\s(?:apply|matter)|\s?(?:不行|不可以|"
    # "机房在贵阳 不要英伟达": a 不要 with its object after it refuses that object, not the place before
    # ("按 64k 配就好，128k 用不到", heldout68 #11: not needed, after it)
    r"(?:不需要|不用|不要|用不到|用不着|用不上)(?![\u4e00-\u9fffa-z0-9])|(?:肯定|根本|绝对|完全|就)?\s?不考虑|"
    # the first of a pair refused together: "国内和香港的机房都不考虑" (heldout89 #8 read the mainland as wanted)
    r"(?:和|跟|与|還有|还有|以及|、)\s?[\u4e00-\u9fffa-z0-9]{1,6}?(?:\s?的\s?[\u4e00-\u9fff]{1,4}?)?\s?(?:也都|全都|都)\s?"
    r"(?:不考虑|不要|不用|不行|不上|别考虑|排除)|"
    # ("128k 就够了，256k 没必要", heldout89 #9: no need for it, after it)
    r"(?:没必要|没有必要|不必要|犯不着|犯不上)\s?(?:上|用|开|配)?(?!\s?[\u4e00-\u9fffa-z0-9])|"
    # ("全参想都别想", heldout68 #12: refused outright)
    r"(?:就|你|我们)?\s?(?:想都别想|想也别想|甭想了?|就别想了|别想了|门都没有)|"
    # "国产卡不强求，N 卡也行" (heldout60 #16): not required, after it
    # ("国产卡这次没有硬性要求", heldout95 A13: this time, and 没有硬性要求 said after it too)
    r"(?:这次|这回|這次|這回|目前|暂时|暫時|现在|現在)?\s?(?:也|倒)?\s?(?:不强求|不强制|不硬性要求|非必须|不是必须的?"
    r"|没有?硬性(?:的)?(?:要求|规定|規定)|没有?强制(?:要求|规定|規定)?|不是硬性(?:的)?(?:要求|规定|規定)?)(?![\u4e00-\u9fff])"
    r"|不适用|不感兴趣|没兴趣|没有兴趣"
    r"|效果不够|效果太差|效果不好|不够好|太差|(?:也|都)\s?不(?:想|要|用|考虑))"
    # tried and found wanting: "int4 我们测过，发票上的金额数字抽错太多了" (heldout46 #3)
    r"|\s?(?:我们|我)?\s?(?:测过|试过|用过|跑过)\s?[,，]?[^。；;!?\n]{0,24}?(?:错太多|错得太多|老出错|出错太多|不行|效果不好"
    r"|效果太差|太差|掉点严重|质量太差|不准)"
    # a question answered at once: "要 custom CUDA kernel 吗？不需要", "need CUDA? no"
    # (a form's question with its words in brackets: "Can the job be interrupted (spot/preemptible)? No" — heldout62)
    # (a form's field: "Interruptible / spot OK?: No", heldout67 #29)
    r"|(?:\s?/\s?[a-z-]{2,15})?(?:\s(?:ok|okay|fine|allowed|acceptable))?\s?(?:吗|么|嘛)?\s?[)）]?\s?[?？]\s?:?\s?"
    r"(?:不需要|不用|不要|没有|没|不|no(?![a-z])|nope"
    # ("Full fine-tuning? Forget it", heldout68 #12's family)
    r"|not really|forget it|forget about it|no way|not a chance|no chance|想都别想|别想了)"
    # ("能用抢占式吗？不知道", leftovers 50: read as spot refused) "I don't know" answers nothing — but not knowing
    # what the thing is says it does not apply ("compliance? no idea what that is lol", heldout34)
    r"(?!\s?(?:知道|清楚|确定|太确定|太清楚|一定|好说|晓得|想好|决定|idea|clue|sure|preference)(?![a-z])"
    r"(?!\s?(?:what (?:that|it|this) (?:is|means)|是什么|是啥|啥意思|什么意思)))"
    # ("the 14b is way too slow for people standing there", heldout67 #17)
    # wished for, then ruled out by its cost: "A full fine-tune would be nicer but it's way over budget" (heldout79 #13)
    r"|\s(?:would|'d) be (?:nicer|better|ideal|great|preferable|nice|best)(?: in theory)?,?\s(?:but|though)\s"
    r"(?:it|that|this)\s?(?:is|'s|would be)\s(?:(?:way|far|much|just|simply|really|a bit|probably|definitely)\s)?"
    r"(?:over (?:our |my |the )?budget|too expensive|too costly|too pricey|out of (?:our|my|the) (?:budget|price range"
    r"|league|reach)|beyond (?:our|my) budget|not affordable|unaffordable)(?![a-z])"
    r"|\s(?:instead\s)?(?:(?:but|and|though)\s(?:it|that|this)\s?)?(?:is|are|would be|'?s)\s"
    r"(?:(?:way|far|much|just|simply|really|a bit|a little|probably|definitely|clearly)\s)?"
    r"(?:overkill|too much|too long"
    r"|unnecessary|not needed|too expensive|too costly|too big|too large|too slow"
    r"|too pricey|over (?:our |my |the )?budget"
    r"|(?:way\s)?(?:out of (?:our|my|the) (?:league|budget|reach|price range)|beyond (?:our|my) budget))"
    r"(?![a-z])"
    # refused outright: "Interruptible is a no-go", "spot is out of the question", "preemptible is off the table"
    r"|(?:\s(?:instances?|nodes?|machines?|vms?|capacity))?\s(?:is|are|would be|'?s)\s(?:an?\s)?"
    r"(?:no-go|no go|non-?starter|deal-?breaker|out of the question"
    r"|off the table|out(?=\s?(?:[,;!]|\.(?!\d)|$)))(?![a-z])"
    # ruled out by a decision: "full fine-tuning was ruled out on cost" (heldout67 #22), "全参被否了"
    r"|\s(?:was|were|is|are|has been|have been|got|gets)\s(?:already\s)?(?:ruled out|rejected|dropped|dismissed"
    r"|discarded|excluded|vetoed|shot down)(?![a-z])|\s?(?:被|已经?)\s?(?:排除|否决|否掉|否了|毙了|毙掉|pass\s?掉)"
    # never wanted in the first place: "Full fine-tuning was never on the table", "全参从来没考虑过" (heldout64 #1)
    r"|\s(?:(?:is|are|was|were)\s(?:never|not)|isn'?t|aren'?t|wasn'?t|weren'?t)\s(?:really\s|even\s)?"
    r"(?:on the table|in the cards|in the running|considered|an option)(?![a-z])"
    r"|\s?(?:我们|我)?\s?(?:从来|压根|根本|一直)\s?(?:就)?\s?(?:没|没有|不)\s?(?:考虑|打算)过?"
    r"|\s?(?:从来|压根|根本)?\s?不在\s?(?:我们的?)?\s?(?:考虑|选择)\s?范围"
    # weighed and turned down: "Full fine-tuning was priced and it's not happening" (heldout74 #12), "full FT is not
    # happening", "we costed QLoRA out, it's a non-starter"
    r"|(?:(?:\s(?:was|were|got|has been|have been)\s(?:priced|costed|quoted|scoped|looked at|considered|evaluated"
    r"|discussed|benchmarked|tested|tried)(?:\s(?:out|up))?(?:\s[^.;!?\n,]{0,20}?)?)?(?:,?\s(?:and|but)\s|,\s?)"
    r"(?:it'?s|it is|that'?s|that is|it was|that was|we'?re|we are)|\s(?:is|are|'s|was))\s(?:just\s|simply\s"
    r"|definitely\s)?(?:not happening|never happening|not going to happen|never going to happen"
    r"|(?:a\s)?(?:no-go|non-?starter)|off the table|out of the question|not doing (?:it|that))(?![a-z])"
    r"|(?:\s(?:was|were)\s(?:priced|costed|quoted|scoped)(?:\s(?:out|up))?)?,\s?(?:(?:we'?re|we are)\s)?"
    r"not doing (?:it|that)(?![a-z])"
    r"|\s?(?:我们|我)?\s?(?:报过价|问过价|询过价|报了价|问了价|询了价)了?\s?[,，]?[^。；;!?\n]{0,8}?(?:不可能|做不了|不现实"
    r"|太贵|扛不住|负担不起|免了|算了|不考虑)"
    # "phi-4 was on the shortlist but it's out" (heldout59 #1)
    r"|\s(?:was|were)\s(?:on\s(?:the|our)\sshortlist|considered|in the running)\s(?:but|and)\s"
    r"(?:it'?s|it is|is|was|got)\s(?:out|dropped|cut|ruled out)(?![a-z])"
    # on the list, then a reason and "so it's out": "Gemma 3 27B was on the list too, but legal never finished the
    # licence review, so it's out" (heldout76 #11)
    r"|\s(?:was|were)\s(?:(?:also\s)?on\s(?:the|our|my)\s(?:short\s?)?list|considered|in the running|a candidate)"
    r"(?:\s(?:too|as well|also))?,?\s(?:but|and)\s[^.;!?\n]{0,80}?,?\s?so\s(?:no|(?:it'?s|it is|that'?s|they'?re"
    r"|they are) out|(?:we|i)\s(?:dropped|drop|ruled out|cut|skipped)\s(?:it|them))(?=\s?[.!;]|\s?$)"
    # "Gemma 2 27B was the other candidate; we dropped it" (heldout60 #7)
    r"|\s(?:was|were)\s(?:the|our|an?)\s(?:other|second|backup|alternative)\s(?:candidate|option|choice|contender)"
    r"s?\s?[;,]?\s(?:but\s|and\s)?(?:we\s(?:dropped|ruled out|cut|rejected|passed on|binned)\s(?:it|them)"
    r"|(?:it'?s|it is|it was|was|got)\s(?:out|dropped|cut|ruled out))(?![a-z])"
    # turned down for its cost: "LoRA 吧，全参太贵了", "qlora 吧，全参肯定训不起" (heldout39 #3)
    r"|\s?(?:的话)?\s?(?:太贵|成本太高|太烧钱|太费钱|贵得离谱|太大了?(?:吧|啊)?\s?[,，])"
    r"|\s?(?:我们|我)?\s?(?:肯定|也|根本|实在)?\s?(?:训不起|跑不起|用不起|租不起|玩不起|搞不起|上不起)"
    # costed and turned down: "全参我们算过了，卡钱根本扛不住" (heldout60 #8)
    r"|\s?(?:我们|我)?\s?(?:算过了?|算了一?下|评估过了?)\s?[,，]?[^。；;!?\n]{0,12}?(?:扛不住|负担不起|吃不消|训不起"
    r"|太贵|不划算|不现实)"
    # turned down for speed: "最后定 qwen3 14b，32b 响应太慢" (heldout36 #19)
    r"|\s?(?:的)?\s?(?:响应|推理|速度|生成|出字)\s?(?:太慢|慢得不行|跟不上)"
    # better but too slow to answer: "14b 效果好一点点但每句话要等 3 秒多，玩家会出戏" (heldout39 #32)
    r"|[^。；;!?\n,，]{0,12}?(?:但|可是|不过)[^。；;!?\n]{0,10}?(?:要等|得等|等待|延迟)[^。；;!?\n]{0,10}?(?:秒|太久|太慢)"
    # tried and too slow for the people waiting: "14B 我们也试了，一条要跑好几分钟，客人等不了" (heldout38 #20)
    r"|\s?(?:我们|我|也|都|\s){0,4}(?:试过了?|试了(?:一下)?|测过了?|测了)\s?[,，][^。；;!?\n]{0,16}?"
    r"(?:等不了|等不起|太慢|太久|慢得|跟不上|受不了)"
    # tried and not good enough, said without commas: "llama 3.1 8b 我们试了日文不太行就不考虑了" (heldout38 #26)
    r"|\s?(?:我们|我|也|都|\s){0,4}(?:试过了?|试了(?:一下)?|测过了?|测了)[^。；;!?\n]{0,12}?(?:不太行|不行|不好用?|太差"
    r"|不够好|效果差|拉胯|不考虑|太慢)"  # "32b 试过太慢了" (heldout41 #20)
    # a reason, then "so no": "suggested Llama 3.1 8B instead, but its tokenizer splits Tibetan into bytes, so no"
    # ("We benchmarked Gemma 2 9B as well, but its Tagalog answers were shaky, so we're dropping it", heldout69 #6)
    r"|\s?(?:instead|as well|too|also)?,?\s?but\s[^.;!?\n]{0,60}?,\s?so\s(?:no|(?:it'?s|it is|that'?s) out"
    r"|(?:we'?re|we are|we'?ll|we will|we|i'?m|i)\s(?:dropping|drop|dropped|ruling out|ruled out|skipping|skip|skipped"
    r"|passing on|passed on|not using|binning|binned)(?:\s(?:it|that one|them))?)(?=\s?[.!;]|\s?$)"
    # an adapter made already: "with SDXL + a style LoRA I already trained" (heldout39 #26)
    r"|\s(?:(?:that|which)\s)?(?:i|we)(?:'ve| have)?\s(?:already\s)?(?:trained|made|fine-?tuned)(?![a-z])"
    # a short reason, then the refusal: "有人提过 QwQ-32B，推理过程太啰嗦，不考虑" (heldout36 #21)
    # (not a budget between: "想微调 Qwen2.5-7B，预算 500 块，算了，预算先不管" takes back the budget, not the model)
    # ("Llama 3.1 8B 也跑过，不过越南语答得很乱，就放弃了", heldout69 #6's family)
    # ("LoRA 上一轮试过，效果不达标，不再考虑", heldout74 #28: when tried said before, the refusal with 再)
    r"|\s?(?:上一?轮|上次|之前|以前|前面|已经)?\s?(?:也|都)?\s?(?:跑过|测过|试过|跑了|测了|试了)?\s?[,，]"
    r"(?![^。；;!?,，\n]{0,14}?(?:预算|預算|budget|[元块塊$¥]))[^。；;!?,，\n]{1,14}[,，]\s?"
    r"(?:就|所以|只好|于是|最后)?\s?(?:不再?考虑|不再用|不用了|算了|放弃了?|没用|没采用|没选|pass)(?![a-z])"
    # (not a refusal with its own object: "想全参微调 qwen3 1.7b，要部署到端侧，所以不考虑 LoRA" refuses LoRA)
    r"(?!\s?(?:[a-z0-9]|全参|全量|量化|微调))"
    # "Jonas benchmarked Gemma 2 27B too; slower at our batch sizes, dropped." (heldout38 #38)
    r"|[^.;!?\n]{0,12}[;,][^.;!?\n]{1,40}?,\s?(?:dropped|ruled out|rejected|scrapped|passed)(?=\s?[.!;]|\s?$)"
    # tried and did not fit: "fp16 试过了放不下", "bf16 doesn't fit", "fp16 OOMs"
    r"|\s?(?:试过了?|试了(?:一下)?|跑过)?\s?[,，]?\s?(?:放不下|装不下|跑不动|跑不起来|爆显存|显存不够)"
    r"|\s(?:(?:did not|didn'?t|does not|doesn'?t|won'?t|will not|would not|wouldn'?t) fit|ooms?|oomed"
    r"|ran out of memory|runs out of memory)(?![a-z])"
    # a rejected alternative: "全参的话卡不够", "full fine-tuning would not fit"
    r"|\s?的话\s?(?:显存|卡|钱|预算|时间)?\s?(?:不够|不行|太贵|跑不动|装不下|放不下|太慢)"
    # turned down for its result: "4bit 怕掉点太多", "LoRA did not give good enough results last time"
    r"|\s?(?:的)?\s?(?:(?:怕|担心)\s?(?:掉点|掉精度|精度损失|损失|效果(?:差|不好|下降))|(?:掉点|掉精度|精度损失|损失)\s?(?:太|很|比较)"
    r"\s?(?:多|大|严重|明显)|(?:效果|质量|精度)\s?(?:太差|不行|不够|很差|差)|上次效果不好)"
    r"|\s(?:did not|didn'?t|does not|doesn'?t|would not|wouldn'?t|won'?t)\s(?:give|get|produce|yield|deliver)"
    r"\s(?:us\s)?(?:good|great|decent|usable|acceptable|the)(?:\senough)?\s(?:results?|quality|accuracy)"
    r"|\s(?:did not|didn'?t|does not|doesn'?t)\s(?:work(?: well| out)?|cut it|perform (?:well|well enough))(?![a-z])"
    # judged short before it is tried: "LoRA won't cut it", "LoRA isn't going to be enough" (heldout72 #7)
    r"|\s(?:won'?t|will not|wouldn'?t|would not|isn'?t going to|is not going to|ain'?t gonna)\s(?:cut it|be enough"
    r"|do it|do the job|get us there)(?![a-z])|\s(?:isn'?t|is not|wasn'?t|was not)\s(?:enough|going to cut it)(?![a-z])"
    r"|\s(?:was|were|is|are)\s(?:not good enough|too (?:weak|poor|lossy|inaccurate))"
    r"|\s(?:loses|lost|hurts|hurt|costs?)\s(?:too much|a lot of)\s(?:quality|accuracy))")
# ("数据绝对不能出院（等保三级）": a bracket after Chinese opens its own clause — review 36 M3)
_CLAUSE = _lazy(r"[,;!?\n]|(?<=[\u4e00-\u9fff])\(|\.(?!\d)|\s-\s|—|所以|因此|因为|但是|但|不过|(?<![a-z])(?:so|because"
                r"|(?<!anywhere )(?<!all )(?<!nothing )but)(?![a-z])"
                r"|(?P<space>(?<=[\u4e00-\u9fff])\s(?=[\u4e00-\u9fff]))")
# a space between two Chinese characters ends a clause too, in text typed without punctuation
# ("要求不能被中断 人在上海": the 不能 is the interruption's, not the place's) — unless what it ends
# is a word or two, spaced out ("不能 放 海外", "别 用 spot")
_SPACED_WORD = 2
_BEFORE = 16
# work put off: "文生视频以后再说", "video can wait" — not this job's (a yes/no put off is not a no)
_DEFERRED_AFTER = _lazy(r"\s?(?:的事|这块|方面)?\s?(?:以后|之后|后面|将来|回头|下一步|下阶段|后期)\s?再\s?"
                        r"(?:说|考虑|看|弄|搞|做)"
                        # ("14b 等预算够了再说", "等明年再上 32b")
                        r"|\s?(?:[,，]\s?)?等[^。；;!?\n,，]{1,12}?(?:了|之后|以后)?\s?再\s?(?:说|考虑|看|上(?!线|架|传|班)|换|升级)"
                        r"|\s(?:can wait|comes? later|(?:is |are )?for later|(?:maybe )?later on|down the road)"
                        r"(?![a-z])"
                        # "Maybe qwen3 14b later if the budget allows — not now" (heldout74 #16)
                        r"|\s(?:(?:maybe|perhaps|possibly)\s)?later(?:\son)?(?:\s(?:if|when|once|after)\s[^.;!?\n—–]{1,40}?)?"
                        r"\s?[,—–-]\s?(?:but\s)?not (?:now|yet|right now|for now|this time)(?![a-z])"
                        r"|\slater\s(?:if|when|once)\s(?:the\s)?(?:budget|money|funding|funds)\s(?:allows?|permits?"
                        r"|comes? through|(?:is|gets?) approved)(?![a-z])")
_FLIP_FACTS = ("region", "compliance", "domestic_chips", "cuda_required", "interruptible", "public_service")
_DROP_FACTS = ("model", "params_b", "precision", "kv_precision", "context_tokens", "engine", "task", "resolution",
               "priority", "family", "lora_rank")
# a negated amount of use says what is not wanted: "不需要 24/7，每天 2 小时", "no need to run it 24/7"
_DROP_USE = ("hours_per_day",)
_DROP_USE_BEFORE = _lazy(
    r"(?:不需要|不用|无需|不必|没必要|用不着|不要|不是|(?<![a-z])(?:not|no need(?: for| to (?:run|be|keep)"
    r"(?: it)?)?|(?:don'?t|doesn'?t|do not|does not) need(?: to (?:run|be|keep)(?: it)?)?|no"
    r"|(?:won'?t|will not|needn'?t|need not|isn'?t|is not|shouldn'?t) (?:need to )?(?:run|be(?: on| up)?))(?![a-z]))"
    # "也不需要机器 24 小时在线", "no need for the box to run 24/7": what is not kept running may be named
    r"\s?(?:(?:一直|跑|开着|开|机器|服务器|机子|显卡|卡|it|on|running|run|stay|be|up"
    r"|(?:for )?the (?:machines?|box(?:es)?|servers?|gpus?)(?: to)?)\s?){0,3}$"
    r"|(?:doesn'?t|does not|don'?t|do not) have to (?:run|be(?: on)?)\s?$"
    # "ok scratch the 24/7 thing, it only needs to be up 9 to 5" (heldout51 #44)
    r"|(?<![a-z])(?:scratch|forget|drop|ditch) the\s?$")
# "not necessarily": a constraint removed, not its opposite ("不一定在国内" is not "abroad")
_WEAK_NEGATOR = _lazy(r"不一定|未必|不必|(?<![a-z])(?:not necessarily|doesn'?t have to|does not have to"
                      r"|don'?t have to|do not have to)(?![a-z])")
_DROP_BEFORE = _lazy(r"(?:不是|不要|不用|不想|而不是|并非|用不着|不需要|没必要"  # "用不着 1080p" (heldout51 #11)
                     # a size not deployed: "不上 235B（成本扛不住）" (heldout71 #18), "先不上 72B"
                     r"|(?<![跟赶比配对用])(?:先|暂时|暂|就|也)?不上"
                     r"|(?:别|不要|不用|不必)(?:给我)?按"  # "别按 128k 给我配，按 48k 吧" (heldout62 #8)
                     # "Don't size it for 128k — 32k is plenty" (heldout65 #5)
                     # (the window is 16 characters: "don't" is read by its "n't")
                     r"|(?:n'?t|(?<![a-z])(?:not|no need to|never)) (?:size|plan|provision|spec|build|configure)"
                     r"(?: (?:it|this|them|the (?:box|server|machine|deployment)))? (?:for|at|around)\s?$"
                     r"|(?<![a-z])(?:not|no|without|rather than|instead of|nvm"
                     r"|never ?mind|forget(?: about)?|scratch)"
                     # ("这次不想再折腾 LoRA 了", heldout59 #2)
                     # ("按 24k 配就够了，不用上 128k", heldout80 #7: a size not gone up to)
                     r"(?![a-z]))\s?(?:再|继续)?\s?(?:用|要|上|折腾|搞|弄|a|an|the)?\s?$"
                     r"|(?<![a-z])(?:no need for|(?:don'?t|do not|never|won'?t ever|will never) need)"
                     r"(?: the| a| an)?\s?$"
                     # "The V100s we're stuck with can't do bf16" (heldout57 #1): what the cards cannot run
                     r"|(?<![a-z])(?:can'?t|cannot|can not) (?:do|run|handle)(?: native)?\s?$"
                     r"|(?<![a-z])(?:(?:doesn'?t|don'?t|does not|do not) support|no support for)(?: native)?\s?$"
                     r"|(?:不支持|跑不了|用不了)\s?$"
                     # "there's nothing to train" (heldout38 #22), "没什么要训练的"
                     r"|(?<![a-z])(?:nothing|no need) to\s?$|没(?:有)?(?:什么)?(?:要|需要|可)\s?$"
                     # "i didnt mean 720p earlier — 480p is fine" (heldout39 #59)
                     r"|(?<![a-z])(?:did ?n[o']?t|didnt|never) mean\s?$"
                     # "we're not doing the video thing anymore" (heldout39 #55)
                     r"|(?<![a-z])(?:not|no longer|stopped|stop) (?:doing|running|making|building|planning|pursuing)"
                     r"(?: the| a| any| our| that)?\s?$"
                     # "(legal vetoed gpt-oss-120b, don't ask)" (heldout38 #24)
                     # ("The Model Risk Committee rejected a full fine-tune in October", heldout69 #30)
                     r"|(?<![a-z])(?:vetoed|nixed|banned|rejected|ruled out|killed|dropped)(?: (?:a|an|the|any))?\s?$"
                     r"|别(?:给我|让我)?\s?(?:量化到|量化成|用|跑|上|推荐?|推给我)?\s?$"
                     # "别给我推 int4", "不要推 4bit" (heldout46 #45)
                     r"|(?:不要|别)\s?(?:再)?\s?(?:给我)?\s?推荐?\s?$")
# "I don't care about Flux", "not interested in Flux", "have no interest in Flux" (heldout23 #29): longer than
# the window _DROP_BEFORE is looked for in
_NOT_CARED = _lazy(r"(?<![a-z])(?:(?:don'?t|do not|doesn'?t|does not) (?:care|give a damn) (?:about|for)"
                   r"|not interested in|no interest in|not into)\s(?:the\s)?$")
_ADJECTIVE_OF = _lazy(r"\s?(?:的)?\s?(?:合规|法规|法律|监管|compliance|regulations?|rules|law|procurement|市场"
                      r"|market|版|cards?|卡|region)")
_NONE_OF = _lazy(r"(?:(?<![a-z])(?:none of|not subject to|exempt from)(?: the| any)?|不受|不适用)\s?$")
# "Wait, I checked, it's 1,800 on average", "sorry, it's 1.5k": the figure looked up, said after the slip
_LOOKED_UP = (r"(?:wait|sorry|actually|oops|no)(?:,?\s(?:i|we)\s(?:just\s)?(?:checked|looked|counted|asked"
              r"|double[- ]checked|measured)(?:\s(?:again|it|the data))?)?,?\s(?:it'?s|it is|that'?s|they'?re|they are)"
              r"(?:\sactually)?")
# (a thousands comma is no end of the figure: "No wait, make that 22,000 hours" names its unit — review 113 C9-1
# read "22," as a bare number and left the hours of audio a conflict)
# (a model's size is a bare number too: "Qwen2.5 3B — no wait, 1.5B, …", heldout85)
_NUMBER_NEXT = _lazy(r"\s?[,:]?\s?(?:make (?:it|that)\s|it'?s\s|to\s|是\s?)?[~约]?\s?\d[\d,.]*\s?[kKmMbB万千]?\s?"
                    r"(?:[—–,.;!?)（(-](?!\d)|$)")  # (the reader writes a dash "—" as " - ")
# "around 3k a month — wait, finance just pinged, 2.5k max": a wait said as an aside; "rank 16 → 32"
_CORRECTION = _lazy(r"(?:^|(?<=[,—.;:!-])\s?)(?<![a-z])wait(?=\s?[,—:!-])|\s(?:→|->|=>)\s"
                    # (after a dash, the figure in words: "Four epochs — no, three", heldout86 #4)
                    # (or after its own question, a dash after the no: "Four epochs? No — two", heldout95 A4)
                    r"|(?:(?<=,)|(?<=\s-)|(?<=\?))\s?no(?=\s?(?:,|\s-)\s?(?:\d|(?:two|three|four|five|six|seven|eight|nine"
                    r"|ten)(?![a-z])))"
                    # after a trailing-off "…" / "...": "200 epochs… no, 150 is plenty" (heldout94 C17)
                    r"|(?:(?<=…)|(?<=\.\.\.))\s?no(?=\s?,\s?(?:\d|(?:two|three|four|five|six|seven|eight|nine|ten)(?![a-z])))"
                    r"|不对|哦不|不,|更正一下|更正|改成|改为|改一下|改用|换成|换用|我是说|应该是|应该有|算了|实际上"
                    # the boss's word changed: "老板一开始说每月五千，刚才群里又改口了：最多四千" (heldout89 #1)
                    r"|其实|后来|改口|改了口|改主意|改了主意|变卦|變卦|说错了|打错了|写错了|记错了|算错了|(?:就|还是|统一)?按(?=\s?[\d一二三四五六七八九十两]\S{0,6}?\s?(?:算|计|来))"
                    # Cantonese 跟 … 計: "你就跟 30 計啦" (heldout95 A7)
                    r"|(?:就|还是)?跟(?=\s?[\d一二三四五六七八九十两]\S{0,3}?\s?计)"
                    # ("老板只批了 3 万": money granted corrects the figure; "老师批了最多 4 张卡，框架用 DeepSpeed"
                    # corrects no task — heldout61 #19)
                    # this time's figure beside the last one's: "LoRA 试过两轮，这次 3 轮" (note 53's reader leftover: a
                    # conflict on the epochs)
                    r"|(?:这次|这回|這次|這回)(?=\s?(?:就|还是|還是|打算|准备|準備|想|要|用|跑|训|訓|练|練|改)?\s?"
                    r"[\d一二两兩三四五六七八九十])"
                    r"|最终还是|最后还是|硬要选的话|(?:只批了?|批了)(?=\s?(?:\d|[一二两三四五六七八九十]))"
                    # "放海外吧……等下，…还是放国内", "fp8 就不用了，…直接上 bf16" (heldout50 #35, #38)
                    r"|等下|等等|等一下|还是(?=\s?(?:放|部署|在|上|选))|直接(?:上|用)(?=\s?[a-z0-9])"
                    # where the machines move: "去年放的是上海机房，今年…换到新加坡" (heldout71 #14)
                    r"|(?:换|改|搬|迁|挪|转移)到(?=\s?[\u4e00-\u9fff])"
                    # a decision after the candidates: "测了 qwen3 8b 和 glm4 9b … 所以就定 glm4 9b 了" (heldout34 #26)
                    r"|那就|老板说|就定|决定用|选定|最后定|仍用|仍然用|还是用|依然用"
                    # "试了 SD 1.5，釉面质感太假，现在用 FLUX.1 dev" (heldout47 #19): the model used now
                    r"|现在(?:改)?用(?=\s?[a-z])"
                    # "试了 SDXL，花瓣假得像塑料，换 FLUX.1 schnell 好很多" (heldout49 #19)
                    r"|(?<![交转切替更])换(?=\s?(?:[a-z]|混元|通义|万相|千问|智谱|文心|可图))"
                    # "SD 1.5 looked way too dated so we're going SDXL" (heldout49 #31)
                    r"|(?<![a-z])(?:we'?re|we are|i'?m|i am) going"
                    r" (?!to |for |with |on |in |through |back )(?=[a-z0-9])"
                    # "对比了 glm4 9b 和 qwen3 14b，qwen3 14b 批改质量更稳，定 qwen3 14b" (heldout41 #21)
                    r"|(?<=[,，。;；:：])\s?定(?=\s?[a-z])|" + _w(
    # "llama 3.1 8b handled all our test questions fine so we're going with the 8b" (heldout35 #22)
    r"(?:we'?re|we are|i'?m|i am|we'?ll|let'?s|so) (?:going|go) with|settled on|decided on|agreed on|landed on|"
    # "Llama kept mangling place names, Qwen won clearly, so it's Qwen2.5 72B" (heldout38 #22)
    r"so it'?s|so it is|so that'?s|so we(?:'re| are| will|'ll)? (?:use|using|run|running)|"
    r"no,? make (?:it|that)|make (?:it|that)|call it|no wait|wait,? no|realistically|more like|in practice"
    # ("anyway" opening its clause: "anyway, let's go with 32k"; not closing one, "We deploy the merged weights
    # on-device anyway, and we did try LoRA …", heldout84 #9: the LoRA tried was read as the method corrected to)
    r"|(?:(?<=^)|(?<=[.,;:!?—–(-])|(?<=[.,;:!?—–(-]\s))anyway"
    r"|(?:but |no,? )?actually,? let'?s (?:do|go with|use)|sorry,? i meant?|i meant?|scratch that|actually(?: make it)?"
    # "Budget was $200 but forget that, it's $800 a month now" (this session's own consultation)
    r"|forget (?:that|it)(?=\s?[,;—–-])"
    # "ok scratch the 24/7 thing, it only needs to be up 9 to 5", "Went with Qwen3 32B" (heldout51 #44, #31)
    r"|scratch the [^,.;!?]{1,24}? thing|forget the [^,.;!?]{1,24}? thing|went with"
    # the payer's word changed: "the boss first said 5000 a month, then changed his mind: 4000 max" (heldout89 #1)
    r"|(?:changed|changes) (?:his|her|their|my|our) mind|(?:went|gone|walked) back on (?:it|that)"
    # "8k total — no sorry, 6k", "16, oops, 32", "my bad, it's 1,800": the slip owned, then the value
    r"|no,? sorry|sorry,? no|sorry(?=\s?[,—:!-])|oops|my bad|typo|nah|nope|"
    # a bare "no" between commas before the figure again: "for 8 days, no, 12 days" (heldout66 #39)
    r"(?:(?<=[,—–-])|(?<=[,—–-]\s))no,?(?=\s[$€£¥]?\d)|" + _LOOKED_UP +
    # "phi-4 or... no, let's just say qwen3 14b": the choice settled on
    r"|correction|rather|on second thought|let'?s (?:just )?say|let'?s (?:just )?make it|let'?s just go with"
    r"|never ?mind|switch(?:ing|ed)? (?:over )?to|change (?:it |that )?to"
    # the model a service moves to from the one it runs now: "runs on Mistral 7B right now … move to Gemma 3 27B"
    r"|(?:move|moving|migrate|migrating|upgrade|upgrading) (?:over )?to"
    # a plan given up: "planned X but … going with Y instead"
    r"|(?:going|went|go|gone) with|settled on|decided on|opted for|(?:moved|changed) to"
    r"|(?:was|were) (?:the|our) (?:plan|idea)|but no(?=,)|now says?|but now|now it'?s|(?:only )?approved|moved to"
    r"|pushed (?:back )?to"
    # a budget changed since: "was $1,500/mo, they just bumped it to $2,200" (heldout32 #46)
    r"|(?:bumped|raised|increased|upped|lifted|cut|lowered|reduced|dropped) (?:it |that |this )?(?:up |down )?to"
    # "$1,800 was the first number; finance has since said it can stretch to 2,100" (heldout33 #24)
    r"|(?:has|have) since (?:said|agreed|approved)(?: (?:it|we|that) can (?:stretch|go) (?:up )?to)?"
    r"|can (?:now )?stretch to"))
_HEDGE = _lazy(r"一般|通常|平时|平常|偶尔|有时候?|最多|峰值|高峰|估计|最好|起码|至少|以内|封顶|顶天"
               r"|顶多|撑死|会到|能到|不行的话|实在不行|大不了|也能接受|不超过|(?:别|不要|不能|不得|不可以?)超过|" + _w(
    r"usually|typically|normally|mostly|sometimes|occasionally|up to|at most|at peak|peak|no more than|not more than"
    r"|maybe|at times|possibly|perhaps|spikes?|tops|at least|ideally|preferably|stretch(?:es)? to"
    # "$3k/month ceiling, could go to 3.5k": the most it may reach
    r"|(?:could|can|might|may|willing to) (?:go|push|climb|rise|extend) (?:up )?to"
    # "USD 8,000 one-off, hard cap 9,000": the cap is the most that may be spent
    r"|hard (?:cap|limit|max(?:imum)?|ceiling)|absolute (?:max(?:imum)?|limit|cap)")
    + r"|(?<=[0-9k])\s?max(?:imum)?(?![a-z])")  # "1.5k max": the limit after its number
_CONTINUE = _lazy(
    # ("预算每月 8000，不，6000", heldout71 #32: a lone 不 between commas takes the number back; after a trailing-off
    # "……" too: "rank 先定 32……不，16 就够", heldout73 #14)
    # (after a dash too: "Four epochs — no, three; four overfit last time", heldout86 #4)
    r"(?P<mark>→|->|=>|哦不对?|不对|(?:(?<=[,…—–])|(?<=\s-)|(?<=\.\.\.))\s?(?:不|no)(?=\s?,)"
    # a figure asked back and answered: "Four epochs? No — two", "跑 4 个 epoch？不，2 个" (heldout95 A4)
    r"|(?<=\?)\s?(?:不|no)(?:(?=\s?,)|\s-)|更正一下?|改成|改为|我是说|应该是|应该有|估计有|算了\s?(?:还是|就)?"
    r"|最后(?:还是)?定(?:了|成|为)?|最终(?:还是)?定(?:了|成|为)?"
    # ("一周两千左右吧，撑死两千五", heldout79 #8: 撑死, the most it may reach)
    r"|(?:最多|顶多|撑死(?:了)?)\s?(?:不会超过|不超过|也就)?|偶尔要?"
    r"|有时候?要?|会到|能到|实际上(?:也就)?"
    r"|高峰期?(?:的时候)?|峰值"
    r"|其实(?:也就)?|不行的话|实在不行|大不了|说错了|打错了|写错了|记错了|算错了"
    # "lol no, not 8 at once — 80. fat-fingered it" (heldout54 #29): the number taken back, the right one after a dash
    r"|(?<![a-z])not \d[^.;!?\n—–-]{0,20}?\s(?:-|—|–|--)"
    r"|(?<![a-z])(?:no,? wait|wait,? no|no,? make it|realistically|more like|in practice|no,? sorry|oops|my bad"
    # "16k context — sorry, 8k" (heldout72 #32): the slip owned, then the figure meant, as _CORRECTION reads it
    r"|sorry(?=\s?[,—:!-])(?:\s?[:—-])?"
    r"|scratch that|strike that|forget (?:that|it)(?=\s?[,;—–-])"  # "2 epochs — scratch that, 3" (heldout62 #33)
    # a decision after the suggestions: "Tom suggested 2 epochs, Priya preferred 3 — the team settled on 3" (heldout67
    # #22)
    r"|settled on|agreed on|decided on|landed on|went with"
    r"|" + _LOOKED_UP +
    r"|make it|make that|call it|let's say|actually|i meant?|sometimes(?: up to)?|up to|at most|maybe|possibly|perhaps"
    # a bare "Say" opening the sentence, the figure planned for: "a dozen … at most. Say 15 to be safe." (heldout86 #7)
    # (not an amount's own words: "say 300 for the whole thing" is the budget, read by money)
    r"|(?:(?<=^)|(?<=[.!?;]\s))say(?=\s\d[\d,.]*\s?k?\s?(?:to be safe|just in case|or so|tops|max|at peak|[.;,!?]|$))"
    r"|(?:could|can|may|might|will|would)?\s?(?:spike|jump|go|climb|peak|rise|grow|stretch|push|extend)(?:e?s)?"
    r"(?: up)? (?:to|at)"
    r")(?![a-z]))\s?,?\s?"
    # "不对 我问了下财务 是一万二": who was asked, then the value
    r"(?:[^\d,.;!?\n]{1,6}?(?:说|定了?)\s?|[^\d,.;!?\n]{1,12}?\s(?=是)"
    # "哦不对，周末搞活动，按 20 个算" (heldout53 #28): a reason, then the count to size by
    r"|[^\d,.;!?\n]{1,10}?[,，]\s?(?=按\s?\d)"
    # "1200 张图……不对，客户加单了，是 1800 张" (heldout67 #32), "…，900 张" (heldout75 #32): a reason, then the value
    r"|[^\d,.;!?\n]{1,12}?[,，]\s?(?=(?:就|应该|其实|实际)?是\s?\d|\d[\d,.]*\s?万?\s?[张条个份段篇集道幅](?![\u4e00-\u9fff]))"
    # "1200 images... no wait, the client added more, it's 1800"
    r"|[^\d,.;!?\n]{1,40}?,\s(?:so\s)?(?:it'?s|it is|make it|now it'?s|that'?s)\s(?=\d))?"
    r"(?:也?(?:可以|能)\s?)?(?:是|要|到|就|按|more like)?\s?"
    # "先跑 2 个 epoch 看看……算了，直接 3 个" (heldout94 A4): the trial given up, the count gone to at once
    r"(?:(?:直接|干脆|索性)\s?(?:上|跑|来|训|改成|改为)?\s?|(?<![a-z])just (?:go (?:straight )?(?:to|with) |do |run ))?"
    # each item's count said again: "每款 4 张……哦不对，每款 6 张"
    r"(?:每(?:个|款|件|家|本|套)\s?(?:是|要|出)?\s?(?=\d+\s?张))?"
    # (not the "18" of "18,000 Kč": a number's first group is no number — heldout53 #15)
    r"(?<![\d.])(?P<n>\d{1,3}(?:,\d{3})+(?!\d)|\d++(?:\.\d++)?(?!,\d{3})"
    # (the 一 of a period after it is no digit: "哦不对，五千一个月" is 5,000 a month, not 5,100 — heldout85 #1's
    # family)
    r"|(?:(?!一\s?(?:个\s?(?:月|星期|礼拜|小时|钟头)|周|天|年|月|小时))[一二两三四五六七八九十百千万]){1,6}"
    r"(?=\s?(?:$|[,.;!?]|吧|块|元|个|也|条|张|一\s?(?:个\s?(?:月|星期|礼拜|小时|钟头)|周|天|年|月|小时))"
    r"|\s[\u4e00-\u9fff])"
    # ("it's more like two dozen — size it for that day", heldout90 #7: read as 2, the dozen lost)
    r"|(?<![a-z])(?:(?:a|one|two|three|four|five|six)[ -])?dozen(?![a-z])"
    r"|(?<![a-z])(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty)(?![a-z]))"
    # ("1.2 万条样本，不对，是 1.5 万条", heldout64 #35: ten thousands of items)
    # ("45 款…每款 4 张…哦不对，是 54 款", heldout79 #23: the items' own counter)
    # (a head count with its own word: "5个人用，哦不对，是8个人", review 103 c02 — sized for 5)
    r"\s?(?P<k>[kmb](?![a-z])|万(?=\s?条))?\s?(?:个\s?人|个|路|条|张|份|段|篇|集|款|件|套|本|家|人|位|名"
    r"|(?<=\d)\s?(?:people|users|persons)(?![a-z]))?"
    # (a correction in brackets ends at its bracket: "20 users at once (no wait, 50)", note 53's reader leftover)
    r"(?=\s?(?:$|[,;!?)）]|-\s|\.(?!\d)|个|路|吧|小时|钟头|(?<![a-z])hours?(?![a-z])|左右|(?<=[人位名])\s?(?:在)?用"
    r"|也|at peak|tops|max|to be safe"
    # "rank 64……算了，32 就够" (heldout71 #16): the figure settled on, enough
    r"|就够|就行|就好|就可以|够了|足够"
    r"|just in case"
    # "rank 64… actually 32 is plenty" (heldout61 #30)
    r"|or so(?![a-z])|is (?:plenty|enough|fine|ok|okay)(?![a-z])|will do(?![a-z])|should do(?![a-z])"
    # "~900 tokens — …, so call it 1,000 each" (heldout70 #13): each item's figure settled on
    r"|each(?![a-z])|apiece(?![a-z])|per (?:sample|example|item|row|dialogue|conversation|record)s?(?![a-z]))"
    r"|\s(?:when|if|during|around|at|on|in|for|by"
    # "~12k samples — no wait, 15k after the new batch" (heldout64 #35)
    r"|after|with|once|now|since|including|incl)\s"
    # "about 9k Q&A pairs after we threw out the duplicates — no wait, 9.5k after, I misread the sheet" (heldout91
    # #27): the count left, its cleaning said again by "after" alone
    r"|\s(?:after|left|remaining|afterwards)(?=\s?(?:$|[,;!?—–)]|\.(?!\d)))"
    # "每月一千 不对 是一万 国内机房": a Chinese numeral, then the next words after a space (heldout34 #80)
    r"|(?<=[十百千万])\s(?=[\u4e00-\u9fff]))")
# the hedge said after the number: "2k a month, 2.5k tops", "三千，四千封顶"
_TRAILING_HEDGE = _lazy(r"[,;]\s?(?:but\s|也就\s?)?(?<![\d.])(?P<n>\d{1,3}(?:,\d{3})+(?!\d)|\d++(?:\.\d++)?)"
                        r"\s?(?P<k>k)?\s?(?:tops|max|at (?:the )?most|封顶|顶天|最多)(?![a-z])")
_KEY_NEAR = _lazy(r"(?P<c>并发|同时在线|(?<![a-z])concurrency(?![a-z]))|(?<![a-z])(?:qps|rps)(?![a-z])")
_CONTEXT_NEAR = _lazy(r"上下文|(?<![a-z])(?:context|ctx)(?![a-z])")
_NUMERIC = ("concurrency", "context_tokens", "max_gpus", "hours_per_day", "budget", "input_tokens",
            "output_tokens", "rps", "days", "epochs", "lora_rank", "samples", "train_tokens", "vram_gb",
            "tokens_per_sample", "requests_per_day")
# what a correction's bare number may continue ("18,000 hours of audio — no wait, 22,000": review 113 C9-1's family)
_CONTINUED = (*_NUMERIC, "images", "videos", "audio_hours")
# "不是每月 5000，是总共 5000": the value right after 不是 is the one taken back
_EACH_AFTER = _lazy(r"\s?(?:each|apiece|per (?:sample|example|item|row|dialogue|conversation|record)s?)(?![a-z])")
_SENTENCE_END = _lazy(r"[。！？!?\n]|\.(?!\d)|$")
_STOP = _lazy(r"[。！？!?\n]|\.(?!\d)")
_NOT_THIS = _lazy(r"(?:不是|并非|(?<![a-z])(?:not|isn'?t|wasn'?t))\s?$")
_NOT_INSIDE = _lazy(r"不是|并非|(?<![a-z])(?:isn'?t|wasn'?t|is not|was not)(?![a-z])")  # "预算不是每月 5000"


def _clause_before(r: _Reader, s: int, size: int = _BEFORE) -> str:
    chunk = r.t[max(0, s - size):s]
    cut = list(_CLAUSE.finditer(chunk))
    for i in range(len(cut) - 1, -1, -1):
        m = cut[i]
        segment = m.start() - (cut[i - 1].end() if i else 0)
        if not m.group("space") or segment > _SPACED_WORD:
            return chunk[m.end():]
    return chunk


# a rule said not to hold, its words longer than the clause's reach: "there's no hard requirement for domestic chips
# this time" (heldout95 A13's family, read as domestic chips required)
_NO_RULE_BEFORE = _lazy(r"(?<![a-z])(?:no|not an?|isn'?t an?|without an?)\s(?:(?:hard|strict|firm|formal|legal|real"
                        r"|binding)\s)?(?:requirement|rule|mandate|obligation)s?\s(?:this time\s)?"
                        r"(?:for|on|to use|about)\s(?:the\s|any\s)?$")


def _negated(r: _Reader, f: _Finding) -> bool:
    return bool(_NEGATOR.search(_clause_before(r, f.start))) or bool(_NEGATED_AFTER.match(r.t, f.end)) \
        or bool(_NO_RULE_BEFORE.search(r.t, max(0, f.start - 48), f.start))


# ("any region except mainland China" excepts a place: a requirement, read by _place_refused)
_ANY_REGION = _lazy(r"(?:region|地区|区域)\s?(?:不限|都行|无所谓)|不限(?:地区|region)"
                    # both sides said fine: "国内国外都行", "海外国内都可以"
                    r"|(?:国内|境内)\s?(?:国外|海外|境外)\s?都|(?:国外|海外|境外)\s?(?:国内|境内)\s?都"
                    r"|(?<![a-z])any region(?![a-z])(?!,?\s(?:but|except|other than|apart from|besides|outside))")


# "data can't leave Frankfurt", "数据不能离开国内": the place the data must stay in
_STAY_IN = _lazy(r"(?:不能|不得|不可以|不准|不许|(?<![a-z])(?:can'?t|cannot|must not|mustn'?t|shouldn'?t"
                 # ("Customer data may not leave our Johannesburg data centre", heldout69 #30: its own site's city)
                 r"|may not|is not allowed to|not allowed to)\s)\s?(?:leave|离开|出)(?:\s(?:the|our|its|their))?\s?"
                 r"(?:公司|单位|学校|医院)?\s?$")


# a place refused with words between: "Please don't suggest anything hosted in China", "大陆的机房不要"
_PLACE_REFUSED_BEFORE = _lazy(r"(?<![a-z])(?:don'?t|do not|never|nothing)\s(?:[a-z']+\s){0,5}?"
                              r"(?:(?:hosted|located|based|running)\s(?:(?:in|on)\s(?:the\s)?)?|(?:in|on)\s(?:the\s)?)$"
                              # data refused a place with its verb: "Our policy forbids sending customer data to China"
                              # (note 48's read-through: read as region cn), "we can't send any records to China"
                              r"|(?<![a-z])(?:forbids?|prohibits?|bans?|disallows?|can'?t|cannot|must not|mustn'?t"
                              r"|may not"
                              r"|(?:is |are )?not allowed to|never|won'?t|don'?t|do not)\s(?:[a-z']+\s){0,2}?"
                              r"(?:send|sending|sent|transfer|transferring|transferred|move|moving|moved|store|storing"
                              r"|stored|upload|uploading|uploaded|ship|shipping|export|exporting|process|processing)\s"
                              r"(?:[a-z']+\s){0,4}?(?:to|into|in|inside|within)\s(?:the\s)?(?:mainland\s)?$"
                              # "anywhere but the US", "any region except the EU"
                              r"|(?<![a-z])(?:anywhere|anything|everywhere|any (?:region|country|place))\s"
                              r"(?:but|except|other than)(?: for| in)?\s(?:the\s)?$")
_PLACE_REFUSED_AFTER = _lazy(r"\s?的?\s?(?:机房|机器|服务器|节点|云|区域|地区|数据中心)\s?(?:就|都|一律)?\s?"
                             # "国内机房就算了，跨境延迟太高" (heldout57 #2)
                             r"(?:不要|不行|不考虑|不可以|不用|排除|免谈|算了|pass|免了|别考虑)"
                             r"|\s?的\s?(?:就|都)?\s?(?:不要|不行|不考虑|排除|免谈|算了|免了)"
                             # "Mainland China hosting is not allowed", "China-hosted capacity is out"
                             r"|-?\s?(?:(?:hosted|based)\s)?(?:hosting|servers?|data\s?cent(?:er|re)s?|regions?|clouds?|capacity"
                             r"|machines|nodes|providers?|instances)\s(?:is|are)\s(?:not\s(?:allowed|ok|okay|acceptable"
                             r"|permitted|an option)|out|forbidden|prohibited|off the table|a no-go)(?![a-z])")


# a place that is all of one side, so that refusing it is choosing the other: "不在国内" is abroad, "not
# mainland" is outside it; a city, a province or another country refused says nothing of the rest
_WHOLE_SIDE = _lazy(r"国内|中国|中国大陆|大陆|境内|内地|海外|国外|境外|(?:the )?mainland(?: china)?|(?:in )?china|prc"
                    r"|overseas|abroad|international|outside china")


# "any region but mainland China": the clause splits at "but", so the excepting words are looked for whole
_ANY_BUT = _lazy(r"(?<![a-z])(?:anywhere|anything|everywhere|any (?:region|country|place))\s(?:but|except|other than)"
                 r"(?: for| in)?\s(?:the\s)?$")


def _place_refused(r: _Reader, f: _Finding) -> bool:
    end = whole_place_end(r.t, f.end)  # ("中国大陆不行": the refusal of the whole name)
    return bool(_PLACE_REFUSED_BEFORE.search(_clause_before(r, f.start, 48))
                or _ANY_BUT.search(r.t, max(0, f.start - 30), f.start)
                or _PLACE_REFUSED_AFTER.match(r.t, end) or REFUSED_AFTER_REASON.match(r.t, end)
                or end > f.end and _NEGATED_AFTER.match(r.t, end))


def _drop_unknown_models_tried(r: _Reader) -> None:
    """A model the catalogue does not hold, tried and found wanting ("去年外包做的 ChatGLM3-6B 版本效果太差，已弃用",
    heldout55 #21), is set aside like a known one: no question about it, and its size is not the job's."""
    for u in list(r.unresolved):
        if u.kind == "model" and _tried_and_failed(r, _Finding(u.start, u.end, "model", None)):
            r.unresolved.remove(u)
            for f in r.found:
                if f.fact == "params_b" and u.start <= f.start < u.end:
                    f.fact = "_dropped"


def _pair_takes_the_first(r: _Reader) -> None:
    """The second of a pair joined by a slash means what the first was read as: "don't put us on spot/preemptible
    machines" (heldout56 #21) refuses both."""
    for f in r.found:
        if not isinstance(f.value, bool) or not _SLASH_PAIR_BEFORE.search(r.t, max(0, f.start - 18), f.start):
            continue
        first = next((g for g in r.found if g is not f and g.fact == f.fact and isinstance(g.value, bool)
                      and r.t[g.end:f.start].strip() == "/"), None)
        if first is not None:
            f.value = first.value


def refused_where_said(r: _Reader, start: int, end: int) -> bool:
    """The words at ``start:end`` refused, not cared about or put off where they stand: "不要 …", "… 不考虑",
    "… 以后再说", "not …"."""
    return bool(_DROP_BEFORE.search(_clause_before(r, start)) or _NOT_CARED.search(_clause_before(r, start, 32))
                or _NEGATED_AFTER.match(r.t, end) or _DEFERRED_AFTER.match(r.t, end))


def _refused_here(r: _Reader, f: _Finding, kinds: dict[int, str]) -> bool:
    """refused_where_said, less a refusal after f that reaches past another thing of the kinds tried: "全参微调，LoRA
    试过了，不考虑" (the pending README's miss after heldout74) refuses the LoRA tried, not the full fine-tune chosen
    before it."""
    if _DROP_BEFORE.search(_clause_before(r, f.start)) or _NOT_CARED.search(_clause_before(r, f.start, 32)):
        return True
    m = _NEGATED_AFTER.match(r.t, f.end) or _DEFERRED_AFTER.match(r.t, f.end)
    # (the other said before a break: "style LoRA I already trained" is one refusal, its "trained" no other choice)
    return m is not None and not any(g is not f and f.end <= g.start and g.end <= m.end()
                                     and re.search(r"[,，;；]", r.t[g.end:m.end()])
                                     and _another_choice(f.fact, kinds.get(id(g), g.fact), g.value) for g in r.found)


def _another_choice(fact: str, other: str, value: object) -> bool:
    """A finding (its fact as first read) is another thing of ``fact``'s kind to refuse: a model or a size, or a
    training method ("推理过程太啰嗦" is a reason, no method)."""
    if other == "task":
        return value != "inference"
    return other == fact or {fact, other} <= {"model", "params_b"}


def flip_negated(r: _Reader) -> None:
    """Run after the keywords: negated keywords take their negative; negated names are dropped."""
    kinds = {id(f): f.fact for f in r.found}  # (what each finding was read as, before any is set aside here)
    drop_past_use(r)
    _drop_unknown_models_tried(r)
    if _ANY_REGION.search(r.t):  # "给 Europe 的客户用，region 不限": the users' place, no requirement
        for f in r.found:
            if f.fact == "region":  # (the person's own place is still where they are: heldout28 #47)
                person = (_PERSON_AT.search(r.t[max(0, f.start - 12):f.start]) or re.match(
                    r"\s?-\s?based(?![a-z])", r.t[f.end:f.end + 8])) and not _USERS_AT.search(
                    r.t[max(0, f.start - 24):f.start])
                f.fact = "based_in" if person else "_dropped"
        r.note("no region is required", "对地区没有要求")
    for f in list(r.found):
        if f.fact == "region" and _ADJECTIVE_OF.match(r.t, f.end) and (
                _negated(r, f) or _NONE_OF.search(r.t, max(0, f.start - 16), f.start)):
            f.fact = "_dropped"  # "no China compliance": says nothing about where it runs
            continue
        if f.fact == "region" and _WEAK_NEGATOR.search(_clause_before(r, f.start)):
            f.fact = "_dropped"
            r.note(f"“{r.quote(_negation_start(r, f), f.end)}”: no region is required",
                   f"“{r.quote(_negation_start(r, f), f.end)}”：对地区没有要求")
            continue
        if f.fact == "domestic_chips" and _WEAK_NEGATOR.search(_clause_before(r, f.start, 28)):
            f.fact = "_dropped"  # "it does NOT have to be 国产卡", "不一定要国产": no requirement either way
            r.note(f"“{r.quote(_negation_start(r, f), f.end)}”: domestic chips are not required",
                   f"“{r.quote(_negation_start(r, f), f.end)}”：不要求国产芯片")
            continue
        if f.fact in _DROP_USE and _DROP_USE_BEFORE.search(_clause_before(r, f.start, 40)):
            f.fact = "_dropped"
            for g in r.found:  # "不要 24 小时开": no day-long job either (the duration read both from it)
                if g.fact == "days" and (g.start, g.end) == (f.start, f.end):
                    g.fact = "_dropped"
            continue
        said_of_data = re.search(r"数据|data", _clause_before(r, f.start))
        if (f.fact == "region" or f.fact == "public_service" and not said_of_data) \
                and _STAY_IN.search(_clause_before(r, f.start, 40)):  # ("may not leave our ", heldout69 #30)
            continue  # "数据不能离开国内", "不能出公司内网": where it must stay (the data's place says no audience)
        if f.fact in _FLIP_FACTS and _DEFERRED_AFTER.match(r.t, f.end):
            f.fact = "_dropped"  # "合规以后再说": put off, neither yes nor no
            continue
        if f.generic == "refusal":
            continue  # "不要 A 卡": the phrase carries its own negation — CUDA it is (heldout58 #30 flipped it)
        if near_a_place(r, f) and not _WHOLE_SIDE.fullmatch(r.t[f.start:f.end].strip()):
            continue  # "a knitwear factory outside Dhaka": where they are, not a place refused (heldout87 #27)
        if f.fact in _FLIP_FACTS and (_negated(r, f) or f.fact == "region" and _place_refused(r, f)):
            if f.fact == "region" and not _WHOLE_SIDE.fullmatch(r.t[f.start:f.end].strip()):
                f.fact = "_dropped"  # "not in the US", "不在北京": only where not, which leaves both sides
                r.note(f"“{r.quote(_negation_start(r, f), f.end)}”: only where not — no region is set",
                       f"“{r.quote(_negation_start(r, f), f.end)}”：只说了不在哪里，未设定地区")
                continue
            if f.fact == "region":
                f.value = "intl" if f.value == "cn" else "cn"
            elif f.value is True:
                f.value = False
            else:  # "不是 production": not production says nothing about interruptions
                f.fact = "_dropped"
                continue
            f.start = _negation_start(r, f)  # the fact echoes the words with their negation
            en, zh = _SHOWN[f.value]
            r.note(f"“{r.quote(f.start, f.end)}” is a negation: {fact_label(f.fact, 'en')} = {en}",
                   f"“{r.quote(f.start, f.end)}”是否定：{fact_label(f.fact, 'zh')} = {zh}")
        elif f.fact in _DROP_FACTS and (_refused_here(r, f, kinds)
                                        or f.fact in _TRIED_FACTS and _tried_and_failed(r, f)
                                        or f.fact in ("model", "params_b") and _TURNED_DOWN_AFTER.match(r.t, f.end)
                                        and any(g.fact == f.fact and g.start > f.end for g in r.found)):
            f.fact = "_dropped"  # "not a full fine-tune", "4-bit 不行", "视频以后再说"
        elif f.fact in ("days", "hours_per_day", "max_gpus") and _NOT_COMPARABLE.match(r.t, f.end) \
                or f.fact in ("days", "hours_per_day", "max_gpus", "params_b") and _in_pilot_sentence(r, f):
            f.fact = "_dropped"  # "Pilot (Oct): 7B, 3 days on 2×A6000 — not comparable" (heldout53 #21): another run's
    _forget_families_not_wanted(r)
    _pair_takes_the_first(r)


# an earlier trial run told beside the plan: "备注：上一轮 0.3B 试跑用了 8 卡 3 天" (heldout54 #22) sizes that run
_EARLIER = _lazy(r"上一轮|上一次|上次|上回|前一轮|之前|去年|(?<![a-z])(?:last|previous|earlier|prior)(?![a-z])")
_TRIAL_RUN = _lazy(r"试跑|试训|预跑|小规模试|(?<![a-z])(?:pilot|trial run|test run|dry run)(?![a-z])")
_SENTENCE_EDGE = _lazy(r"[。；;!?！？\n]|\.(?!\d)")
# a trial before the job, past or planned: "- [ ] dry run on 1 GPU (blocked on quota)" (heldout69 #20), "先在 1 张卡上
# 试跑一下" — the cards it takes are no limit on the job's
_DRY_RUN = _lazy(r"试跑|预跑|冒烟测试|(?<![a-z])(?:dry[ -]run|smoke[ -]test|test run|trial run)(?![a-z])")


def _in_pilot_sentence(r: _Reader, f: _Finding) -> bool:
    start = max((m.end() for m in _SENTENCE_EDGE.finditer(r.t, max(0, f.start - 60), f.start)),
                default=max(0, f.start - 60))
    edge = _SENTENCE_EDGE.search(r.t, f.end, f.end + 60)
    sentence = r.t[start:edge.start() if edge else f.end + 60]
    return bool(_EARLIER.search(sentence) and _TRIAL_RUN.search(sentence)
                or f.fact == "max_gpus" and _DRY_RUN.search(sentence))


# a run said beside the plan and set aside at once, in the same sentence: "… — not comparable", "(not representative)"
_NOT_COMPARABLE = _lazy(r"[^.;!?\n]{0,40}?[—(（-]\s?not (?:comparable|representative)(?![a-z])")


# ("we tried rank 16 on a smaller run and it underfit badly": a LoRA rank tried, heldout54 #11)
_TRIED_FACTS = ("model", "params_b", "precision", "task", "lora_rank")
# tried, then found wanting, the reason after the name: "之前试了 qwen2.5 32b，对病历里的缩写理解不行",
# "试过 qwen2.5 32b 但太慢", "glm4 9b 测下来饮食那块老瞎编", "朋友说 sd1.5 太糊了不考虑",
# "we tried llama 3.1 8b first but it kept mangling the portuguese replies" (heldout40 #2, #20, #22, #24, #27)
# a baseline compared with, someone's say-so, the full model refused: "比之前用 SD 1.5 那版好太多", "看人家说
# Wan2.1 14B 效果好", "不用满血版 r1" (heldout41 #19, #25, #28) — set aside beside another model
_ASIDE_BEFORE = _lazy(r"比\s?(?:之前|以前|原来|上次)?\s?(?:用的?|的)?\s?$|(?:人家|别人|有人|网上)\s?说\s?$"
                      # "有人推荐 Llama-3.1-8B 但我们还是定 Qwen" (review 40 M5)
                      r"|(?:人家|别人|有人|网上|朋友|同事)\s?(?:推荐|建议|安利)(?:了|过)?\s?(?:用)?\s?$"
                      r"|(?:不用|不要|不上|不考虑)\s?满血(?:版|的)?\s?$"
                      # "权重别上 fp8 了，用 int8 吧" (heldout42 #41)
                      r"|(?:别上|别用|不上|别搞)\s?$"
                      # "GLM-4 9B。本来想用 Qwen3 8B，但客户指定要智谱的" (heldout73 #8): the plan given up
                      r"|(?:本来|原本|原来|起初|一开始)\s?(?:是)?\s?(?:想|打算|准备|计划)\s?(?:用|上|跑|选|部署)\s?$"
                      # "lol somone told me llama 3.2 1b on a raspberry pi. no. fine — gemma 3 12b" (heldout64 #28)
                      r"|(?<![a-z])(?:some ?one|somone|somebody|people|a friend|my friend|friends|a coworker"
                      r"|a colleague|reddit)\s(?:told me|suggested|recommended|said|says|keeps? saying)"
                      r"(?:\s(?:to use|using|trying|i use|i try|we use))?\s?$")
# a baseline the job is compared with: "全参微调 Qwen3-4B，对比 11 月 LoRA 基线" (heldout72 #17), "compare against our
# LoRA baseline" — set aside beside another of its kind (not "A 和 B 做对比", "LoRA vs full": both compared, a conflict)
_BASELINE_AFTER = _lazy(r"\s?(?:的)?\s?(?:基线|基准线|对照组)|\s(?:baselines?|as (?:a|the|our) baseline)(?![a-z])")
# a suggestion answered with a refusal of its own: "llama 3.2 1b on a raspberry pi. no." (heldout64 #28)
_TURNED_DOWN_AFTER = _lazy(r"[^.;!?\n]{0,40}?[.;!]\s?(?:no+|nope|nah|naw|hell no|不行|不要|算了|不考虑)\s?(?:[.!,;]|$)")
_TRIED_FIRST = _lazy(r"(?:试了|试过|测过|测了|跑过|用过|压测了?|评测了?|测试了?|试跑了?|对比过|比较过|对比了)"
                      r"\s?(?:一下)?\s?$"
                      # "之前试的 GLM-4-9B 老把白牡丹和寿眉搞混，不用了" (heldout44 #19)
                      r"|(?:之前|以前|上次|原来)\s?(?:试|用|测|跑)的\s?$"
                      # "之前 int4 掉点太狠" (heldout58 #6): what was used before, its verb left out
                      r"|(?:之前|以前|上次|原来)(?:用的?|上的?|量化成|量化到)?\s?$"
                      # "之前那个 7B 写得太生硬了" (heldout62 #19)
                      # (the 那个 may be blanked as a claimed word)
                      r"|(?:之前|以前|上次|原来)\s?(?:用的|试的)?\s?(?:那个|那版|那款|\s{2,4})\s?$"
                      # a list tried: "之前也试过 QwQ-32B 和 Qwen3-32B，最后没选" (review 42 C1)
                      r"|(?:试了|试过|测过|测了|跑过|用过)\s?(?:[^\s,，。；;]{2,30}\s?(?:和|、|跟|与|及|以及)\s?){1,3}$"
                      r"|(?<![a-z])(?:tried|tested|benchmarked)\s(?:[\w.-]{2,30}\s?(?:,|and|or|&)\s?){1,3}$"
                      # ("(I tried the 32b, way too slow.)", heldout64 #24)
                      r"|(?<![a-z])(?:tried|tested|benchmarked|trialled|trialed)\s(?:out\s)?(?:the\s|a\s|an\s)?$"
                      # "We started on Llama 3.1 8B but it kept mixing Tagalog and Cebuano" (heldout43 #2)
                      r"|(?<![a-z])(?:started|began|begun) (?:on|with|out with)\s$")
_FAILED_AFTER = _lazy(r"[^。；;!?\n]{0,24}?(?:不行|不好|不太行|太慢|太差|差一些|差点|不如|瞎编|胡编|不准|太贵|等不了"
                      r"|扛不住|太糊|拉胯|乱七八糟|不考虑"
                      # heldout44 #19, #26, #29: "老把白牡丹和寿眉搞混，不用了", "分类准确率差一截", "英文写得不够地道"
                      r"|搞混|混淆|不用了|弃用|差一截|差很多|差得远|差远了|不够|没选|没用上|没采用|放弃|淘汰"
                      # "之前试的 Qwen2.5 7B 老把年份说错" (heldout54 #14)
                      r"|说错|写错|答错|搞错|弄错|记错|算错|认错|抄错|翻错|出错|张冠李戴"
                      # "之前 int4 掉点太狠" (heldout58 #6): the accuracy it lost
                      r"|掉点|掉分|掉精度|精度掉|效果掉|掉得厉害|掉太多"
                      # "用 LoRA 试了 3 天，效果一般" (heldout58 #20)
                      r"|效果一般|效果不理想|不理想|一般般"
                      # "之前试的 8B 写得太水" (heldout60 #21)
                      r"|太水|水了|太弱|不够聪明|太笨|生硬|不自然|不地道|太死板|投诉)"
                      # "LoRA barely moved our eval scores" (heldout45 #4)
                      r"|\s(?:barely|hardly|didn'?t|did not) (?:move|moved|help|helped|improve|improved|change|changed)"
                      r"(?![a-z])"
                      # "tried Qwen3-235B too, too big for us" (review 42 C3)
                      r"|\s?(?:too|as well)?\s?[,;]\s?(?:but\s)?(?:it'?s\s|it was\s|way\s|far\s)?too "
                      r"(?:big|large|heavy|slow|expensive|much)(?![a-z])"
                      # "we benchmarked Llama-3.1-8B too, Qwen won" (review 40 C3)
                      r"|[^.;!?\n]{0,12}?[,;]\s?(?:but\s)?[\w.-]{2,30} (?:won|wins|came out ahead|beat it"
                      r"|was better)(?![a-z])"
                      # "we benchmarked Llama 3.3 70B; slower and worse at Go" (heldout44 #32)
                      r"|\s?[;,:]\s?(?:it was |it'?s |its )?(?:slower|worse|weaker|less accurate|too (?:slow|big|weak))"
                      r"(?![a-z])"
                      # "(We tested Llama 3.1 8B; its Arabic read like a bad translation.)" (heldout61 #26)
                      r"|\s?[;,]\s?(?:its|their)\s[a-z]+\s(?:read|reads|sounded|sounds|looked|looks|came out|was|were)"
                      r"\s(?:like|too|awful|bad|poor|terrible|worse)(?![a-z])"
                      # "Tried Llama 3.1 8B, it kept mixing up Pidgin and Yoruba phrases" (heldout48 #31)
                      r"|\s?,\s?(?:it|they)\s(?:kept|keeps|failed|choked|struggled|couldn'?t|didn'?t|wasn'?t|hallucinat)"
                      r"|[^.;!?\n]{0,24}?(?<![a-z])(?:but|and)\s(?:it\s|its\s|the\s)?[^.;!?\n]{0,30}?(?:kept|was too"
                      r"|were too|too slow|too expensive|wasn'?t|didn'?t|couldn'?t|failed|mangl|hallucinat|worse"
                      r"|crawled|choked|ran out of memory|oom|took forever|takes forever|was painfully slow"
                      r"|garbled|underfit|overfit|diverged)")
_TESTED_AFTER = _lazy(r"\s?(?:测下来|用下来|跑下来|试下来)[^。；;!?\n]{0,16}?(?:瞎编|胡编|不行|不好|太差|差|不准|太慢)"
                      # "FLUX.2 klein 9B looked best in our tests (SDXL too, meh)" (heldout64 #18)
                      r"|\s(?:too|as well|also)?,?\s?(?:was |were )?(?:meh|not great|worse|weaker)(?=\s?[)）])"
                      # tried (by someone, somewhere) and a fault after it (heldout53 #2, #14, #16, #26):
                      # "12B 的也试过，越南语翻出来老是漏句子", "7B 的试过，箱号老是抄错",
                      # "1.3B 的我自己电脑跑过，糊得没法看", "（70B 那个试了，太贵）"
                      # (no other size in between: "一点三b的 十四b的我们试过太慢了" is the 14B's trial)
                      r"|\s?(?:的|那个|这个|那版)?\s?[^。；;!?\n,，（()）\d一二两三四五六七八九十百b]{0,8}?"
                      r"(?:试过|跑过|用过|测过|试了|测了)了?\s?"
                      r"[,，]?[^。；;!?\n]{0,14}?(?:老是|总是|老把|老出|经常|常常|没法|抄错|写错|翻错|漏句|漏字|漏翻|糊得"
                      # "Yi-34B 上个月试过，显存吃不消，pass" (heldout63 #7)
                      r"|太糊|太贵|太慢|不行|不好|太差|不准|出错|效果一般|不理想|吃不消|跑不动|装不下|爆显存|pass)"
                      # "Llama 3.1 8B's Czech read like a bad translation" (heldout53 #15)
                      r"|'s\s[\w-]{2,20}\s(?:read|reads|sounded|sounds|looked|looks) like (?:a |an )?"
                      r"(?:bad|poor|machine|broken|clumsy|awful|terrible)"
                      # a pilot beside the plan: "Pilot (Oct): 7B, 3 days on 2×A6000 — not comparable" (heldout53 #21)
                      r"|[^.;!?\n]{0,40}?[—(（-]\s?not (?:comparable|representative)(?![a-z])"
                      # heldout45: "GLM-4-9B 答套餐价格老出错，弃用", "SD 1.5 那种塑料感不要", "师兄之前用 Llama 3.1 8B
                      # 做过，中文医学术语经常出错，所以换 Qwen"
                      # ("去年外包做的 ChatGLM3-6B 版本效果太差，已弃用": heldout55 #21)
                      # ("HunyuanVideo 授权条款还在看，暂不考虑", heldout66 #17: set aside for now)
                      r"|[^。；;!?\n（()）,，]{0,20}?[,，]\s?(?:所以|就|已经?)?\s?(?:暂时?|先|目前)?\s?(?:弃用|不用了|放弃了?"
                      r"|淘汰了?|pass|不考虑了?|停用)"
                      # (not a refusal with its own object: "想全参微调 qwen3 1.7b，…，所以不考虑 LoRA" refuses LoRA)
                      r"(?=[）)。，,；;.!?\n]|$|\s(?![a-z0-9\u4e00-\u9fff]))"
                      r"|\s?(?:那种|这种)[^。；;!?,，\n]{0,8}?(?:不要|不行|不考虑|算了)"
                      r"|\s?(?:那个|的)?\s?(?:做过|跑过|用过|试过)[^。；;!?\n]{0,24}?(?:出错|不行|不好|太差|所以换|换了|敷衍|太水"
                      r"|不够好|不准)"
                      # "去年用 Qwen2-72B 跑过类似的，太贵了" (review 42 C4): a past run found wanting
                      r"|\s?(?:跑过|用过|试过|跑了)[^。；;!?\n]{0,10}?[,，]\s?(?:太贵|太慢|不行|不好|效果一般|太大|显存不够)"
                      # "HunyuanVideo needs way too much VRAM" (review 41 C3)
                      r"|\s(?:needs|requires|takes|uses|eats|wants) (?:way |far |much |a lot )?too much (?:vram|memory"
                      r"|gpu memory|compute)(?![a-z])"
                      # "27b 那个我们试了，显存不够", "Gemma 3 27B was considered but rejected" (heldout44 #2, #40)
                      r"|\s?(?:那个|这个|的)?\s?(?:我们|我)?\s?(?:试了|试过|测了|测过)[^。；;!?\n]{0,6}?(?:显存不够|装不下|放不下"
                      r"|跑不动|太慢|不行)"
                      r"|\s(?:was|were) (?:considered|evaluated|tested|tried|looked at),? (?:but |and )?(?:then )?"
                      r"(?:rejected|dropped|ruled out|discarded|abandoned)(?![a-z])"
                      # "信息部建议的 72B 版本太大，不考虑" (heldout42 #21)
                      r"|\s?(?:的)?(?:版本|那个|这个|模型|那版)?\s?(?:太糊|太假|太慢|太贵|太差|太大)了?\s?[,，]?\s?"
                      r"(?:不考虑|不用了|算了|放弃|pass)"
                      # "70B wasn't noticeably better for barks and costs 2x", "SDXL was cheaper but the furniture
                      # looked plasticky, product killed it" (heldout40 #34, #30)
                      r"|\s(?:was|is|were)n'?t (?:noticeably |much |really |any )?better(?![a-z])"
                      r"|[^.;!?\n]{0,40}?(?:looked (?:plasticky|fake|bad|worse|off|cheap)|(?:product|we|they|the team"
                      r"|boss|legal) killed it)(?![a-z])"
                      # "I might also run a small llama 3.2 3b … later — not now" (heldout41 #36); "SDXL was faster but
                      # the hands were a mess" (heldout41 #37)
                      r"|[^.;!?\n]{0,40}?(?:later|someday|eventually)\s?[—-]+\s?not now(?![a-z])"
                      r"|\s(?:was|is|were) (?:faster|cheaper|quicker|lighter|smaller)(?: but| though),?"
                      r" [^.;!?\n]{0,30}?"
                      r"(?:were|was|looked|look|are|is) (?:a mess|bad|awful|terrible|wrong|off|broken|garbage|unusable"
                      r"|worse)"
                      # heldout41: "GPT-OSS 120B evaluated, too heavy for the latency target",
                      # "deepseek r1 蒸馏 7b，我试了下政治题反而不如 qwen", "Wan2.1 14B 效果好但要 80G 的卡",
                      # "llama 3.1 8b 做过，对繁体和异体字很差，所以不考虑"
                      r"|\s(?:evaluated|tested|tried|benchmarked),?\s(?:but\s)?"
                      r"(?:too (?:heavy|slow|big|large|expensive)"
                      r"|worse|not good enough)"
                      r"|[^。；;!?\n]{0,6}?(?:我|我们)?\s?试了(?:下|一下)?[^。；;!?\n]{0,14}?(?:不如|不行|不好|太差|太慢)"
                      r"|\s?(?:效果|质量)\s?(?:好|更好|不错)?\s?(?:但|但是|可是|不过)\s?(?:要|需要|得)\s?\d+\s?g"
                      r"|[^。；;!?\n]{0,6}?[,，][^。；;!?,，\n]{0,10}?(?:很差|太差|不行|不好|不如|太慢|太贵|太大|不准|乱)"
                      r"[^。；;!?,，\n]{0,6}[,，]\s?(?:所以|因此)?\s?(?:不考虑|不用了|算了|放弃了?|pass)"
                      # "8b was too dumb on our tests" (heldout41 #52)
                      r"|\s(?:was|were) too (?:dumb|stupid|weak|slow|small|inaccurate|dear|expensive|big|large)"
                      r"(?![a-z])"
                      # "LoRA adapters underperformed on address parsing" (heldout40 #36)
                      r"|(?:\sadapters?)?\s(?:underperformed|underfit|under-fit|didn'?t (?:work|cut it|stick)"
                      r"|did not (?:work|cut it|stick))(?![a-z])"
                      # "Wan 14B looked nicer but took forever per clip, not worth it" (heldout40 #38)
                      r"|[^.;!?\n]{0,24}?\sbut\s(?:it\s)?(?:took forever|takes forever|was way too slow"
                      r"|is way too slow)"
                      r"[^.;!?\n]{0,20}?,?\s?not worth it"
                      # "the 7B Mistral we had kept dropping the diacritics …, so not that one again" (heldout42 #2)
                      r"|\s(?:we|i|they) (?:had|used|ran|have|tried)(?: before| earlier)?\s(?:kept|keeps|was too"
                      r"|were too|couldn'?t|didn'?t|failed)"
                      r"|[^.;!?\n]{0,80}?(?:not that one again|never again)(?![a-z])"
                      # heldout42: "gpt-oss 20b kept making up spare-part numbers", "Mistral 7B kept drifting into
                      # Danish", "dev looked nicer but guests won't wait", "Wan 2.1 14B but friends say HunyuanVideo
                      # handles motion better", "runs Llama 3.3 70B for this, we don't need that"
                      r"|\s(?:kept|keeps|keep)\s[a-z]+ing(?![a-z])"
                      r"|\s(?:looked|looks|was|is|were|are) (?:nicer|better|prettier|sharper|smarter) but(?![a-z])"
                      # "gpt-oss-120b was cheaper but its tool calls kept breaking", "Llama 3.3 70B was weaker on Gulf
                      # dialect, dropped", "SD 1.5 looked way too dated" (heldout49 #27, #31, #33)
                      r"|\s(?:was|is|were) (?:cheaper|faster|smaller)(?: but| though),? [^.;!?\n]{0,30}?kept [a-z]+ing"
                      r"|\s(?:was|were|is) (?:weaker|worse|slower|less accurate)(?![a-z])"
                      # "Llama 3.1 8B was weak in Arabic, so Qwen2.5 14B" (heldout84 #25)
                      r"|\s(?:was|is|were|are) (?:(?:too|quite|pretty|really|very|rather|so|fairly) )?(?:weak|poor|bad"
                      r"|terrible|awful|useless|shaky|unreliable) (?:in|at|on|with|for)\s(?![^.;!?\n]{0,30}\?)"
                      # ("Llama 3.1 8B 阿拉伯语太弱，所以用 Qwen2.5 14B": the weakness, then the one used instead)
                      r"|\s?(?:的)?\s?[\u4e00-\u9fffa-z]{0,6}?(?:太弱|很弱|偏弱|较弱|太差|很差)\s?[,，]\s?(?:所以|因此|于是|就)"
                      # ("the 1.3B looked too mushy", heldout81 #33: how its output looked, in any of the words for it)
                      r"|\s(?:looked|looks|came out|comes out|was|is) (?:way |far |much |a bit |kind of |kinda )?too"
                      r" (?:dated|old|fake|plastic|blurry|cartoonish|mushy|muddy|soft|smeary|smudgy|grainy|noisy|waxy"
                      r"|washed[- ]out|low[- ]res|janky|choppy|jittery|flickery|rough|crude|ugly|generic|bland|robotic)"
                      r"(?![a-z])"
                      # "Mistral Small 24B was close but worse on our JSON tool calls" (heldout48 #26)
                      r"|\s(?:was|is|were|came) (?:close|decent|good|fine|ok|okay)(?: too)?,? but"
                      r" (?:worse|weaker|slower|not as good|less accurate|still worse)(?![a-z])"
                      # "going with SDXL since FLUX dev's license is a headache for a commercial release" (heldout48)
                      r"|'?s? (?:license|licence|licensing)(?: terms)? (?:is|are|was|were) (?:a |an )?"
                      r"(?:headache|problem|issue|no-go|dealbreaker|deal-breaker|too restrictive|non-commercial"
                      r"|not ok|not okay)(?![a-z])"
                      r"|\sbut\s(?:my\s|our\s)?(?:friends|people|everyone|reviewers|the team|they|others|colleagues)\s"
                      r"(?:say|said|think|reckon|swear)"
                      r"|[^.;!?\n]{0,40}?(?:we|i) (?:don'?t|do not) need (?:that|it|this|one)(?![a-z])"
                      # "qwen2.5 7b 试跑漏字段严重", "仓储组在用 GLM-4 9B …，与本项目无关" (heldout42 #20)
                      r"|[^。；;!?，,\n]{0,8}?(?:漏字段|漏|错)[^。；;!?，,\n]{0,4}?(?:严重|太多|不行)"
                      r"|[^。；;!?\n]{0,24}?[,，]\s?(?:与|和|跟)(?:本|这个|我们的?)\s?(?:项目|任务|需求)?\s?无关"
                      # "int4 我们试过，报价单里的数字老出错，不敢用" (heldout43 #3)
                      r"|\s?(?:我们|我)?\s?(?:试过|用过|测过)[^。；;!?\n]{0,20}?(?:老出错|出错|不敢用|不行|不好|太差)"
                      # "混元视频效果好但太慢，顾客等不了" (heldout40 #40)
                      r"|\s?(?:效果|质量|画质)\s?(?:好|更好|不错|最好)\s?(?:但|但是|可是|不过)\s?(?:太慢|太贵|太大|跑不动)")


# a fallback said after the choice: "fp8 吧，…，实在不行再退回 bf16", "fp8, falling back to bf16 if quality drops"
# (heldout40 #3)
_FALLBACK_TO = _lazy(r"(?:实在不行|不行的话|再不行|万一不行)\s?(?:再|就)?\s?(?:退回|回退到?|换成?|换回|用|上)?"
                     r"\s?(?:到)?\s?$"
                     r"|(?<![a-z])(?:fall(?:ing)? back to|fallback(?: is|:)?|or else)\s$")


# too big for what the person has, said beside the one chosen: "fp16 我们那张卡根本装不下，int8 也有点悬", "Full
# fine-tuning is way past what we've got, and plain LoRA on 16-bit weights doesn't fit either" (heldout42 #3, #4)
# (not past the sentence's end: "现在用 FLUX.1 dev。自己电脑是 3060 跑不动" is the person's own card — heldout47 #19)
_NOT_FIT_AFTER = _lazy(r"(?:[^。；;!?,，\n.]|\.(?=\d)){0,14}?(?:装不下|放不下|跑不动|塞不下|有点悬|太悬|不够用)"
                       r"|[^.;!?\n]{0,30}?(?<![a-z])(?:doesn'?t fit|does not fit|won'?t fit|will not fit|is way past"
                       r"|is way beyond|is beyond|is out of reach|is too (?:big|heavy|much))(?![a-z])")


# what will also do, said after the one wished for: "Q8 if possible, Q4 is fine" (review 40 C4), "fp8 最好，int4 也行"
_ALSO_FINE_AFTER = _lazy(r"\s?(?:is|would be|will be)? ?(?:fine|ok|okay|acceptable|good enough)(?![a-z])"
                         r"|\s?(?:也行|也可以|也凑合|也没问题|也能接受)")
# ("bf16 preferred, FP8 acceptable", review 68 C4: a conflict)
_WISHED_BEFORE = _lazy(r"(?:if possible|ideally|preferably|preferred|is (?:our |my )?preference|最好|尽量|优先|首选)"
                       r"[^.;!?。；]{0,12}$")


_WORKS_AFTER = _lazy(r"(?:\s?[,，]?\s?(?:效果|质量)?(?:确实|真的|明显|果然)(?:好|不错|更好|好很多|好太多)"
                    r"|\s?[,，]?\s?(?:效果|质量)(?:很|挺|特别|更)?(?:好|不错)"
                    r"|,?\s(?:works?|worked|did) (?:really |much )?(?:well|great|better)(?![a-z]))"
                    r"(?!\s?[,，]?\s?(?:但|可是|不过|就是|只是|却|(?<![a-z])but(?![a-z])))")


_ENDS_SENTENCE = _lazy(r"[。;；!?！？\n]|\.(?!\d)")


def _tried_and_failed(r: _Reader, f: _Finding) -> bool:
    """A model (or precision) tried and found wanting, or said as the fallback beside another: not the job's."""
    before = _clause_before(r, f.start)
    if _WORKS_AFTER.match(r.t, f.end):
        return False  # "朋友推荐 FLUX.1 dev，效果确实好" (heldout51 #20): suggested, then found good
    if (_FALLBACK_TO.search(before) or _ASIDE_BEFORE.search(before) or _NOT_FIT_AFTER.match(r.t, f.end)
            or f.fact in ("task", "model", "precision") and _BASELINE_AFTER.match(r.t, f.end)) and any(
            g.fact == f.fact and g is not f for g in r.found):
        return True
    if f.fact == "precision" and _ALSO_FINE_AFTER.match(r.t, f.end) and any(
            g.fact == f.fact and g.end <= f.start and _WISHED_BEFORE.search(r.t, g.end, f.start) for g in r.found):
        return True
    if f.fact == "precision" and _NOT_FIT_AFTER.match(r.t, f.end):
        return True  # a precision that does not fit is never the one to size
    failed, tested = _FAILED_AFTER.match(r.t, f.end), _TESTED_AFTER.match(r.t, f.end)
    # (not past the sentence's end: "R1 32B 蒸馏版。满血版 R1 成本太高，不考虑" — heldout51 #25 — is the other's)
    # (a semicolon that opens what was wrong with it is no sentence's end: "We tested Llama 3.1 8B; its Arabic read
    # like a bad translation" — heldout61 #26)
    failed = failed if failed is None or not _ENDS_SENTENCE.search(failed.group().lstrip(" ;")) else None
    tested = tested if tested is None or not _ENDS_SENTENCE.search(tested.group()) else None
    return bool(_TRIED_FIRST.search(before) and failed) or bool(tested)


def _forget_families_not_wanted(r: _Reader) -> None:
    """A family refused or someone else's ("I don't care about Flux", "my buddy runs Flux") asks no "which one?"."""
    gone = {(f.start, f.end) for f in r.found if f.fact in ("_dropped", "_past")}
    if gone:
        r.unresolved[:] = [u for u in r.unresolved if not (u.kind == "model" and (u.start, u.end) in gone)]
    # "Tried Wan2.1 locally … but it took forever" (review 41 C3): a family tried and found wanting asks nothing
    if any(f.fact == "model" for f in r.found):
        r.unresolved[:] = [u for u in r.unresolved if not (u.kind == "model" and (_TRIED_FIRST.search(
            _clause_before(r, u.start)) and _FAILED_AFTER.match(r.t, u.end) or _TESTED_AFTER.match(r.t, u.end)))]
    # "模型不是 qwen 是 glm4 9b" (heldout32 #51): the family refused beside the model chosen asks nothing
    if any(f.fact == "model" for f in r.found):
        r.unresolved[:] = [u for u in r.unresolved if not (u.kind == "model" and _DROP_BEFORE.search(
            _clause_before(r, u.start)))]


# what ran before: "之前用 3060 12G 跑 7b 太卡了", "previously we ran a 7B on it": not this job's model
_PAST_USE = _lazy(r"(?:之前|以前|原来|过去|上次)\s?(?:在|用|拿)[^,.;!?\n]{0,24}?(?:跑|试)(?:过|了)?\s?$"
                  # a trial that failed, said before the choice: "之前试过 AWQ，效果掉得厉害，就 bf16 吧",
                  # "full, we tried LoRA last quarter and it didn't cut it" (heldout31 #5, #6)
                  r"|(?:之前|以前|上次)\s?(?:试过|用过)\s?$|(?<![a-z])we (?:already )?tried\s(?:[\w.-]+\s)?$"
                  # "We looked at Llama 3.3 70B too but it's overkill", "之前说的 14b 算了" (heldout35 #2, #3)
                  r"|(?<![a-z])(?:we|i) (?:also )?(?:looked at|considered)\s$|(?:之前|刚才|原来)说的\s?$"
                  # "Bought a used 3090 last year for SD 1.5 stuff, now I want to try video" (heldout27 #48)
                  r"|(?<![a-z])(?:bought|got|had|built)\s[^,.;!?\n]{0,30}?(?:last year|last month|years? ago"
                  r"|a while ago|back then)\sfor\s$"
                  r"|(?<![a-z])(?:previously|used to|we used|i used|last time (?:we|i))\s(?:[^,.;!?\n]{0,30}?\s)?"
                  r"(?:ran|run|running|tried)\s(?:an?\s)?$"
                  # someone else's setup: "之前看别人用两张 3090 跑 70b", "one team runs Llama 3.1 70B on …"
                  # "有人说 4090 也能跑 70B", "还有人用 Mac Studio 跑 deepseek r1" (heldout23 #40)
                  # (a bare 有人 may be asking: "有人用 4090 跑过 qwen3 32b 吗" keeps the model)
                  r"|(?:别人|人家|朋友|同事|网友|大佬|(?:看到|听说|据说|还|也|网上)\s?有人|哥们|同学|室友|师兄|师姐)"
                  # "我同事他们组用 8 张 H100 训 70B" (heldout26 #42)
                  r"(?:他们|她们)?(?:组|团队|那边)?\s?(?:说)?\s?(?:都|也)?\s?"
                  r"(?:用|拿|在|说)[^,.;!?\n]{0,24}?(?:跑|部署|推理|训|微调)"
                  r"(?:过|了|着)?\s?$"
                  # "隔壁组用的 llama 3.1 70b", "别的部门用的是 qwen2.5 72b" (heldout23 #25: a conflict with the model)
                  # "隔壁数据组在用 H20 跑 llama 3.1 70b": a card and a verb may come between
                  r"|(?:隔壁|别的|其他|其它|兄弟)[\u4e00-\u9fff]{0,4}?(?:组|团队|部门|公司|项目组|实验室|所|律所|医院|学校"
                  r"|单位)\s?(?:都|也)?\s?"
                  r"(?:用的是?|在用|用了)(?:[^,.;!?\n]{0,16}?(?:跑|部署|推理)(?:的是?)?)?\s?$"
                  # "My buddy runs Flux dev on his 3090", "My mate does SDXL on an old 2080" (heldout23 #29, #36)
                  # a move a team made: "our data team moved from Llama 2 to Qwen last month" (heldout23 #45), both ends
                  r"|(?<![a-z])(?:(?:our|the|their|another|other|a)\s)?(?:[a-z-]+\s)?(?:team|group|department|dept"
                  r"|colleagues?|they)\s(?:(?:already|recently|just)\s)?(?:moved|switched|migrated|went|changed)\s"
                  r"(?:over\s)?from\s(?:[^,;!?\n]{1,30}?\sto\s)?$"
                  r"|(?:组|团队|部门|同事|他们)\s?(?:已经|上个月|之前|前段时间)?\s?从\s?"
                  r"(?:[^,;!?\n]{1,20}?(?:换成|换到|迁到|切到|改用)了?\s?)?$"
                  r"|(?<![a-z])(?:one team|another team|other teams|some teams|a friend|others"
                  r"|other people|a colleague|my friend|someone(?: else)?|somebody(?: else)?"
                  # "I know people run the 20b on a 4090" (a count of people is a head count: "20 people use it")
                  r"|(?<![\d,] )(?<![\d])people"
                  r"|(?:my|a|our) (?:buddy|mate|pal|roommate|flatmate|labmate|lab mate|coworker|co-worker|colleague"
                  r"|brother|sister|cousin|classmate))"
                  r"\s(?:(?:else|here|there|also|already)\s)?(?:runs?|ran"
                  r"|is running|are running|serves?|served|is serving|are serving|uses?|used|is using|are using"
                  r"|does|did|is doing|trains?|trained|is training|plays with|played with)"
                  r"\s(?:an?\s|the\s)?$"
                  # a colleague's trial and a model beaten or dropped (heldout34 #29, #35, #31): "Arjun tried Llama 3.1
                  # 70B, too slow", "benchmarked it against Phi-4", "I was thinking Llama 3.3 70B but …"
                  r"|(?<![a-z])(?!we\s|i\s)[a-z]{2,12}\s(?:tried|tested)\s$"
                  r"|(?<![a-z])(?:benchmarked|tested|compared|evaluated)\s(?:it|this|that|them)\s(?:against|with|to)\s$"
                  r"|(?<![a-z])(?:(?:i|we)\s)?(?:was|were)\s(?:going to (?:do|use|run|go with|try))\s$"
                  # "please don't suggest Llama 3.1 70B again, it's overkill" (heldout37 #30)
                  r"|(?<![a-z])(?:don'?t|do not|stop|no more)\s(?:suggest|recommend|propos|offer|push)(?:ing|e|s)?"
                  r"\s(?:us\s|me\s)?$"
                  r"|(?<![a-z])(?:i|we)\s(?:was|were)\s(?:thinking|considering|looking at|leaning towards?)\s"
                  r"(?:of\s|about\s)?$"
                  # another vendor's pitch: "the other vendor pitched us DeepSeek V3, which sounds like overkill"
                  r"|(?<![a-z])pitched\s(?:us\s|me\s)?(?:on\s)?$"
                  # work someone else already does: "handled on the kiosk by the vendor (some Whisper build)"
                  r"|(?<![a-z])by (?:the |a |our )?(?:vendor|supplier|partner|kiosk maker)s?\s\(?"
                  r"(?:some |a |an |their )?$")
_PAST_FACTS = ("model", "params_b", "precision", "family")
_ALREADY_DONE = _lazy(r"\s?(?:is|are)\s(?:already\s)?(?:handled|done|covered|taken care of|solved)(?![a-z])"
                      r"|\s?(?:已经|早就)\s?(?:有了|解决了|搞定了|做好了)")


# a method tried before, with another for this job: "We tried QLoRA last month; this time it has to be a
# full fine-tune", "上次用的 LoRA，这次要全参"
_TRIED_BEFORE = _lazy(r"(?<![a-z])(?:we|i) (?:tried|used|did|ran|went with)\s(?:an?\s)?$"
                      r"|(?:之前|上次|以前|去年)\s?(?:试过|用过|做过"
                      r"|用的|做的|试的)?\s?(?:了)?\s?$")
# the plan given up for the method said after it: "We were going to do a full fine-tune, but …", "本来想全参，…"
_PLANNED_BEFORE = _lazy(r"(?<![a-z])(?:i|we)\s(?:was|were|had been)\s(?:going|planning|about)\sto\s"
                        r"(?:do|run|use|go with|try)\s(?:a\s|an\s)?$"
                        r"|(?:本来|原本|原来)\s?(?:想|打算|准备|计划)\s?(?:做|用|跑|搞)?\s?$")
# the method said as the past verb itself: "We full-fine-tuned the 3B last spring … so not that again" (heldout77 #12)
_WE_BEFORE = _lazy(r"(?<![a-z])(?:we|i)\s(?:already\s|once\s)?$")
_TUNED_VERB = _lazy(r"(?:fine[- ]?)?tuned|trained")
_TRIED_AFTER = _lazy(r"(?:\s(?:on|with)\s[\w. -]{1,24}?)?"  # "We tried LoRA on Gemma 2 9B last spring" (heldout36 #26)
                     r"(?:\s(?:the|our|that)\s[\w.-]{1,20})?"  # "… full-fine-tuned the 3B last spring"
                     r"\s?(?:(?:last|previous) (?:month|time|year|week|round|quarter|spring|summer|fall|autumn|winter)"
                     r"|before|earlier|之前|上次)(?![a-z])")


# where money went before: "上个月在 autodl 花了三千多", "last month we spent $2k on RunPod" — a past spend says
# nothing of where the machines go now (a rental already over, like procure's _PAST_RENTAL)
_PAST_TIME = _lazy(r"上个?月|上次|之前|以前|去年|前阵子|前段时间|上周"
                   r"|(?<![a-z])(?:last (?:month|year|week|time|quarter)|previously|before)(?![a-z])")
_SPENT = _lazy(r"花了|花过|烧了|烧掉|用了|用过|租过|租了|跑过|租的|用的|花的|买的"
               r"|(?<![a-z])(?:spent|paid|burned|burnt|used|rented|ran)(?![a-z])")
_CLAUSE_END = _lazy(r"[,;!?\n。，；！？]|\.(?!\d)")


# "之前用 qwen2.5 7b 试过，不想用了" (heldout32 #51): the model tried before, its verb after it
_USED_BEFORE = _lazy(r"(?:之前|以前|原来|上次|过去)\s?(?:用|拿)?\s?$")  # "之前 AWQ 试过掉点严重" (heldout36 #3)
_TRIED_THEN = _lazy(r"\s?(?:试过|用过|跑过|试了|测过)")
# "32b 吧，14b 之前测过效果一般" (heldout34 #3): a size or model tried before, the time and the verb after it
# ("LoRA 上个月试过，格式总跑偏" beside the full fine-tune chosen, heldout67 #30: a method tried, no conflict)
_TRIED_BEFORE_AFTER = _lazy(r"\s?(?:之前|以前|上次|原来|去年|上个?月|上周|前阵子|前段时间)\s?(?:也)?\s?"
                            r"(?:测过|试过|用过|跑过|试了|测了|评过)")


# "I tried SD 1.5 ages ago and it looks dated" (heldout36 #24): a model tried long before
# ("We full-fine-tuned the 3B last spring", heldout77 #12: the model of a past run, the past verb before it)
_TRIED_EN = _lazy(r"(?<![a-z])(?:i|we) (?:tried|used|played with|messed with"
                  r"|(?:full[- ]?)?(?:fine[- ]?)?tuned|trained|lora'?d)\s(?:[\w-]+\s(?:on|with)\s)?(?:the\s|our\s)?$")
_LONG_AGO_AFTER = _lazy(r"\s(?:(?:ages|years?|months?|a while|a long time|way) (?:ago|back)"
                        r"|last (?:year|spring|summer|fall|autumn|winter|month))(?![a-z])")


def _past_place(r: _Reader, f: _Finding) -> bool:
    # (at most 45 characters either side: a voice note's transcript has no clause ends — heldout63 #22, where
    # "你们上次说…" far before "机器租国内的就行" made the region a past one)
    s = max(f.start - 45, max((m.end() for m in _CLAUSE_END.finditer(r.t, 0, f.start)), default=0))
    after = _CLAUSE_END.search(r.t, f.end)
    e = min(f.end + 45, after.start() if after else len(r.t))
    return bool(_PAST_TIME.search(r.t, s, e) and _SPENT.search(r.t, s, e))


def drop_past_use(r: _Reader) -> None:
    for f in r.found:
        if f.fact in _PAST_FACTS and (_PAST_USE.search(_clause_before(r, f.start, 40)) or (
                _USED_BEFORE.search(_clause_before(r, f.start, 12)) and _TRIED_THEN.match(r.t, f.end))
                or _TRIED_BEFORE_AFTER.match(r.t, f.end)
                or _TRIED_EN.search(_clause_before(r, f.start, 30)) and _LONG_AGO_AFTER.match(r.t, f.end)):
            f.fact = "_past"
    # a model not pinned to one id, someone else's or given up ("moved from Llama 2 to Qwen"): not asked about
    r.unresolved[:] = [u for u in r.unresolved if not (u.kind == "model" and _PAST_USE.search(
        _clause_before(r, u.start, 40)))]
    past = {(f.start, f.end) for f in r.found if f.fact == "_past"}
    for f in r.found:  # the kind of work someone else's model does is not this job's either
        if f.fact == "task" and f.generic == "model-kind" and (f.start, f.end) in past:
            f.fact = "_past"
        elif f.fact == "task" and _ALREADY_DONE.match(r.t, f.end):
            f.fact = "_past"  # "Speech-to-text is already handled on the kiosk by the vendor" (heldout34 #47)
        elif f.fact == "region" and _past_place(r, f):
            f.fact = "_past"
    tasks = [f for f in r.found if f.fact == "task"]
    if len({f.value for f in tasks}) < 2:
        return
    for f in tasks:
        if _PLANNED_BEFORE.search(_clause_before(r, f.start, 30)) and any(g.start > f.end for g in tasks):
            f.fact = "_past"  # "We were going to do a full fine-tune, but … let's go LoRA instead" (heldout53 #4)
            continue
        tried = _TRIED_BEFORE.search(_clause_before(r, f.start, 30))
        if not tried and _WE_BEFORE.search(_clause_before(r, f.start, 30)):
            verb = _TUNED_VERB.search(r.t, f.start, min(len(r.t), f.end + 3))  # "we full-fine-tuned …"
            tried = verb if verb and verb.end() >= f.end else None
        # "we tried X" alone may be this job's plan; "last month" / "上次" dates it
        if tried and (not tried.group().isascii() or _TRIED_AFTER.match(r.t, f.end)) \
                or _TRIED_BEFORE_AFTER.match(r.t, f.end) and any(g is not f and g.value != f.value for g in tasks):
            f.fact = "_past"


_SHOWN = {True: ("yes", "是"), False: ("no", "否"), "cn": ("mainland China", "中国大陆"),
          "intl": ("outside mainland China", "海外")}


def _negation_start(r: _Reader, f: _Finding) -> int:
    before = _clause_before(r, f.start)
    m = _NEGATOR.search(before)
    return f.start - len(before) + m.start() if m else f.start


def read_continuations(r: _Reader) -> None:
    """Bare numbers after a correction or a hedge: claimed now, placed once the facts are read."""
    for m in _CONTINUE.finditer(r.t):
        _pend(r, m)


def read_trailing_hedges(r: _Reader) -> None:
    """After money and load: "10 concurrent users, 15 tops" continues the quantity read before it
    (money has already taken "2k a month, 2.5k tops" itself)."""
    for m in _TRAILING_HEDGE.finditer(r.t):
        if any(f.fact in _NUMERIC and f.end <= m.start() for f in r.found):
            _pend(r, m)


def _pend(r: _Reader, m: re.Match[str]) -> None:
    s, e = m.start("n"), (m.end("k") if m.group("k") == "万" else m.end("n") + len(m.group("k") or ""))
    if _SHEETS_AFTER.match(r.t, e) and not _CORRECTED.fullmatch(m.group("mark") or ""):
        return  # "GPU 最多 8 张": cards, read by the load reader; "不对，是 1800 张" corrects pictures (heldout67 #32)
    if m.group("k") in ("m", "b") and not any(f.fact == "train_tokens" and f.end <= s for f in r.found):
        return  # "maybe 7b": a size, read elsewhere
    if (_OWN_UNIT_AFTER.match(r.t, e) or _HOURS_A_DAY.match(r.t, e)) and not _heads_corrected(r, m, e):
        return  # "最多三四十个并发", "maybe 3 users": the number has its own fact's word
    if _OWN_RATE_AFTER.match(r.t, e):
        return  # "HK$9,000 a month — sorry, 7,800 — at 7.8 HKD to the USD": the money reader prices it at that rate
    if _A_PERIOD_AFTER.match(r.t, e):
        return  # "不对，是一个月三千五": 一个月 is the period, the amount comes after it (heldout23 #40)
    if _CONTEXT_WORD_BEFORE.search(r.t, max(0, m.start() - 24), m.start()) or _CONTEXT_WORD_AFTER.match(r.t, e):
        return  # "answers ~600 tokens, context up to 32k", "at least ~12k context": the context's own hedge
    if _AT_ONCE_BEFORE.search(r.t, max(0, m.start() - 30), m.start()):
        return  # "同时用的话最多十来个": how many at once, read by the load reader (heldout48 #23)
    if _GPUS_FIELD_BEFORE.search(r.t, max(0, m.start() - 16), m.start()):
        return  # "GPUs: up to 4": the GPUs' own limit, read as max_gpus (heldout23 #43)
    if _CARDS_BEFORE.search(r.t, max(0, m.start() - 12), m.start()) and _LIMIT_AFTER.match(r.t, e):
        return  # "rent 2 cards — scratch that, 4 max": the cards' limit, read by the load reader (heldout73 #32)
    if _CARDS_THEN_LIMIT.search(r.t, max(0, s - 30), s) and re.match(r"\s?(?:$|[,.;—–)])", r.t[e:e + 2]):
        return  # "Rented GPUs, at most 16." (heldout75 #18): the cards' limit, read by the load reader
    if _MONEY_FRAME_BEFORE.search(r.t, max(0, m.start() - 12), m.start()) and not _UNIT_AFTER.match(r.t, e):
        return  # "预算最多 1500", "一个月最多 1500": the budget's own limit, read by money
    if r.free(s, e):
        n = _number(re.sub(r"^a[ -]dozen", "dozen", m.group("n").replace(",", "")))  # "哦不对，是三千" too
        k = m.group("k")
        if n is not None and k in ("m", "b"):  # "more like 80M": a count of tokens
            r.pending.append((s, e, float(n) * (1e6 if k == "m" else 1e9), False))
        elif n is not None:  # (万: ten thousands, said back as so many thousands)
            r.pending.append((s, e, float(n) * (10 if k == "万" else 1), bool(k)))
        r.claim(r.numeric, s, e)


_SHEETS_AFTER = _lazy(r"\s?张")
_CORRECTED_EN = _lazy(r"(?:no,? wait|wait,? no|no,? sorry|sorry|i meant?|actually|scratch that|strike that|my bad|oops)"
                     r"(?![a-z])")
_HEADS_AFTER = _lazy(r"\s?(?:个\s?人|人|位|名)|\s?(?:people|users|persons)(?![a-z])")
_HEADS_BEFORE = _lazy(r"(?:\d+|[一二两三四五六七八九十]{1,3})\s?(?:个\s?人|人|位|名|people|users|persons)(?![a-z])")


def _heads_corrected(r: _Reader, m: re.Match[str], e: int) -> bool:
    """"5个人用，哦不对，是8个人" (review 103 c02): a head count corrected with its own word is the head count said
    before it, taken back — placed as its correction, as money and hours corrections are."""
    mark = m.group("mark") or ""
    return bool((_CORRECTED.fullmatch(mark) or _CORRECTED_EN.match(mark)) and _HEADS_AFTER.match(r.t, e)
                and _HEADS_BEFORE.search(r.t, max(0, m.start() - 30), m.start()))
# the items, then each one's count, read as one lot: "30 款，每款 4 张"
_ITEMS_EACH_SAID = _lazy(r"(?P<n>\d[\d,]*)\s?(?P<c>个|款|件|家|本|套)[\u4e00-\u9fffa-z]{0,8}?\s?[,，:：]\s?每(?P=c)"
                         r"[^\d,，。；;]{0,6}?(?P<per>\d+)\s?张")
_OWN_RATE_AFTER = _lazy(r"\s?[—–,-]?\s?(?:at|@)\s?\d+(?:\.\d+)?\s?[a-z]{3}\s(?:to|per|for)\s")
_CORRECTED = _lazy(r"哦不对?|不对|更正一下?|改成|改为|我是说|应该是|说错了|打错了|写错了|记错了|算错了")
# ("同时在问的，期末改考卷那两周顶多 18 个", heldout69 #10: asking at once, when between)
_AT_ONCE_BEFORE = _lazy(r"同时(?:在)?(?:用|使用|在线|问|查|聊|访问)?(?:的话|的时候|的人|的)?\s?"
                        r"(?:[,，]\s?[^。；;!?\n\d,，]{1,16}?)?$")
_MONEY_FRAME_BEFORE = _lazy(r"(?:预算|月租|包月|每个?月|一个月|每周|一周|每天|一天|每小时|一小时"
                            r"|(?<![a-z])(?:budget|a month|per month|monthly))\s?(?:大概|大约|约)?\s?$")
_UNIT_AFTER = _lazy(r"\s?(?:个|路|张|台|人|小时|钟头|天|(?<![a-z])(?:hours?|days?|gpus?|users?)(?![a-z]))")
_A_PERIOD_AFTER = _lazy(r"\s?个?\s?(?:月|天|周|星期|礼拜|小时|钟头|年)\s?(?:[\d一二两三四五六七八九十百千万])")
# (路 alone counts streams at once: "峰值 120 路")
_OWN_UNIT_AFTER = _lazy(r"\s?路(?![由线径])"
                        r"|\s?(?:个|位|路|张|块)?\s?(?:并发|人|用户|卡|显卡|(?<![a-z])(?:concurrent|users?|people"
                        r"|requests?|gpus?|cards?)(?![a-z]))")
_CONTEXT_WORD_BEFORE = _lazy(r"(?:上下文(?:长度|窗口)?|(?<![a-z])(?:contexts?(?: length| window| size)?|ctx)(?![a-z]))"
                             r"\s?(?:is|of|:|=|要|是)?\s?$")
_CONTEXT_WORD_AFTER = _lazy(r"\s?(?:tokens?\s)?(?:的\s?)?(?:上下文|(?<![a-z])(?:contexts?|ctx)(?![a-z]))")
_GPUS_FIELD_BEFORE = _lazy(r"(?:(?<![a-z])(?:gpus?|cards?|gpu count)|显卡数量?|卡数|gpu\s?数量?)\s?[:=]\s?$")
_CARDS_BEFORE = _lazy(r"(?<![a-z])(?:gpus|cards)(?![a-z])[^\d;!?\n]{0,12}$")
_CARDS_THEN_LIMIT = _lazy(r"(?<![a-z])(?:gpus|cards)\s?(?:,|—|–|-|:)\s?(?:at most|up to|no more than"
                          r"|max(?:imum)?(?: of)?)\s$")
_LIMIT_AFTER = _lazy(r"\s?(?:max(?:imum)?|at most|tops)(?=\s?(?:$|[,.;—–-]))")
_HOURS_AFTER = _lazy(r"\s?(?:个)?\s?(?:小时|钟头|(?<![a-z])hours?(?![a-z]))")
_HOURS_A_DAY = _lazy(r"\s?(?:个)?\s?(?:小时|钟头|(?<![a-z])hours?(?![a-z]))\s?(?:a|per|each|every|/|一|每)\s?"
                     r"(?:day|天|日)|\s?(?:hours?|h)\s?daily")
_WEEKS = _lazy(r"周|星期|礼拜|(?<![a-z])weeks?(?![a-z])")
_MONTHS = _lazy(r"月|(?<![a-z])months?(?![a-z])")
_PER_MINUTE = _lazy(r"分钟|(?<![a-z])(?:minute|min|rpm)(?![a-z])")
_PER_HOUR = _lazy(r"小时|(?<![a-z])(?:hour|hr)(?![a-z])")
_BARE_FACT = {"concurrency": ("concurrency", int), "hours": ("hours_per_day", float),
              "days": ("days", float)}


# "5000 一个月，哦不对，是一周", "$300 a month, I mean in total": the budget's period corrected
_PERIOD_FIX = _lazy(r"(?:哦不对?|不对|更正一下?|我是说|应该是|(?<![a-z])(?:i mean"
                    r"|no,? make (?:it|that)|make (?:it|that)"
                    r"|actually|sorry)(?![a-z])"
                    # the period taken back, then the one meant: "两万，不是每月，是总共的", "not monthly, in total"
                    r"|(?:不是|并非)\s?(?:每个?|一个?|按)?\s?(?:月|周|星期|礼拜|天|小时|年)\s?(?:付|算|的)?\s?,?\s?(?:而)?"
                    r"|(?<![a-z])not (?:per |a |an |each )?(?:month|week|day|hour|year|monthly|weekly|daily|hourly"
                    r"|yearly)(?![a-z])\s?[,—-]?\s?(?:but\s)?(?:it'?s\s)?)\s?,?\s?(?:是|按|per|a|an)?\s?"
                    r"(?P<u>一周|每周|一星期|一个星期|一个礼拜|一个月|每月|一天|每天|一小时|每小时|总共|一共|总的"
                    r"|(?<![a-z])(?:week|month|day|hour|total|in total|per week|per month)(?![a-z]))"
                    r"(?=\s?(?:$|[,.;!?]|吧|的))")
_PERIOD_FIXED = {"周": "week", "星期": "week", "礼拜": "week", "月": "month", "天": "day", "小时": "hour",
                 "共": "total", "总": "total", "week": "week", "month": "month", "day": "day",
                 "hour": "hour", "total": "total"}


_PERIOD_ZH = {"week": "每周", "month": "每月", "day": "每天", "hour": "每小时", "total": "总共"}


def _fix_budget_period(r: _Reader) -> None:
    for m in _PERIOD_FIX.finditer(r.t):
        word = m.group("u")
        unit = next((u for k, u in _PERIOD_FIXED.items() if k in word), None)
        budgets = [f for f in r.found if f.fact == "budget" and f.end <= m.start()
                   and isinstance(f.value, Budget)]
        if unit and budgets and not any(f.fact == "budget" and f.start >= m.start() for f in r.found):
            last = max(budgets, key=lambda f: f.end)
            last.value = replace(last.value, unit=unit)
            r.notes = [n for n in r.notes if not n.en.startswith("budget without a period")]
            r.note(f"corrected: the budget is per {unit}" if unit != "total"
                   else "corrected: the budget is the total", f"已更正：预算按{_PERIOD_ZH[unit]}计")


_CAPPED_AFTER = _lazy(r"最多|顶多|撑死|顶天|封顶|上限|(?:不|别|不要|不能|不得)超过|" + _w(
    r"at most|max(?:imum)?|up to|no more than|hard (?:cap|limit)|capped at|ceiling"))


def place_continuations(r: _Reader) -> None:
    _fix_budget_period(r)
    for s, e, n, k in r.pending:
        # (a figure settled on for each item reaches back over a longer reason in its sentence: "~900 tokens —
        # actually that's before the system prompt, add 100, so call it 1,000 each", heldout70 #13)
        reach = 120 if _EACH_AFTER.match(r.t, e) else 60
        before = [f for f in r.found if f.fact in _CONTINUED and f.end <= s and s - f.end < reach
                  and (s - f.end < 60 or not _STOP.search(r.t, f.end, s))]
        if not before and r.question in _BARE_FACT and not k:
            # "eight, wait no, more like twelve" under the concurrency question
            fact, kind = _BARE_FACT[r.question]
            r.found.append(_Finding(s, e, fact, kind(n), 1.0, generic="continuation"))
            continue
        if not before:
            keyed = _KEY_NEAR.search(r.t, max(0, s - 40), s)
            if keyed and not k and n == int(n) and n >= 1:  # "Concurrency maybe 15", "QPS 最多 maybe 18"
                fact = "concurrency" if keyed.group("c") else "rps"
                r.found.append(_Finding(s, e, fact, int(n) if fact == "concurrency" else n, 1.0,
                                        generic="continuation"))
                continue
            if k and _CONTEXT_NEAR.search(r.t, max(0, s - 40), s):  # "context yet — maybe 8k, maybe 32k"
                r.found.append(_Finding(s, e, "context_tokens", int(n * 1024), 1.0, generic="continuation"))
            continue
        prev = max(before, key=lambda f: f.end)
        if _HOURS_AFTER.match(r.t, e) and prev.fact != "hours_per_day":
            continue  # "改成 12 小时" corrects hours, nothing else
        value: Any
        if prev.fact == "context_tokens":
            value = int(n * 1024) if k else int(n)
        elif prev.fact == "budget":
            if not isinstance(prev.value, Budget):
                continue
            # "一周两千左右吧，撑死两千五" (heldout79 #8): the round figure capped after it — a limit, no longer about
            # "Budget is roughly €4,500 a month, maybe 5k. EUR/USD is about 1.16" (session 49): the second figure is
            # in the first's currency, converted at the same stated rate (€5,000, not $5,000)
            rate = r.rate_of_amount.get(prev.start, 1.0)
            value = replace(prev.value, amount=round(n * (1000 if k else 1) * rate, 2),
                            approx=prev.value.approx and not _CAPPED_AFTER.search(r.t, prev.end, s))
        elif prev.fact == "train_tokens" and n < 1000:
            continue  # a bare small number after a token count is not another token count
        elif prev.fact in ("tokens_per_sample", "samples", "images", "videos"):
            # "~2k tokens each. Wait, it's 1.8k": a length, its k a thousand; "~12k samples — no wait, 15k" (heldout64
            # #35), "1200 张图……不对，客户加单了，是 1800 张" (heldout67 #32): a count, its k a thousand
            value = int(round(n * (1000 if k else 1)))
            each = _ITEMS_EACH_SAID.match(r.t, prev.start, prev.end) if prev.fact == "images" else None
            if each is not None and not k and r.t.startswith(each.group("c"), e + (r.t[e:e + 1] == " ")):
                # "45 款，每款 4 张…哦不对，是 54 款" (heldout79 #23): the items corrected, each one's pictures kept
                value = int(round(n * int(each.group("per"))))
            elif each is not None and not k and (items := _number(each.group("n").replace(",", ""))):
                # "30 款，每款 4 张；不对，是 6 张" (the pending README's miss beside heldout75 #26: read as 6): each
                # item's count corrected, the items kept
                value = int(round(items * n))
        elif prev.fact in ("input_tokens", "output_tokens") and k:
            # "prompts up to 16k tokens (no wait, make that 24k, some threads are long)" (review 119 C5-1: the 16k
            # was sized): a length's k is 1,024 tokens, as the length it corrects was read
            value = int(n * 1024)
        elif prev.fact in ("concurrency", "max_gpus", "input_tokens", "output_tokens", "lora_rank",
                           "train_tokens"):
            if k or n != int(n):
                continue
            value = int(n)
        elif prev.fact == "epochs":  # "2 epochs — scratch that, 3" (heldout62 #33)
            # (a detector's epochs run to hundreds: "打算训 200 个 epoch……哦，先跑 150 看看", heldout89 #19)
            if k or n > max(100, 2 * prev.value):
                continue
            value = float(n)
        elif prev.fact == "requests_per_day":  # "3,000 conversations a day, maybe 4k on a busy day" (review 66 C2)
            value = int(round(n * (1000 if k else 1)))
            if value < prev.value:
                continue
        elif prev.fact == "rps":  # "2,000 requests per minute … maybe 2,400": the same per-minute rate
            said = r.t[prev.start:prev.end]
            value = n / (60 if _PER_MINUTE.search(said) else 3600 if _PER_HOUR.search(said) else 1)
        elif prev.fact == "audio_hours":  # "18,000 hours of audio — no wait, 22,000", "~2k hours, sorry, 2.5k"
            value = float(n * (1000 if k else 1))
        elif prev.fact == "days":  # "three weeks, maybe four": four weeks
            said = r.t[prev.start:prev.end]
            value = n * (7 if _WEEKS.search(said) else 30 if _MONTHS.search(said) else 1)
        else:
            value = n
        r.found.append(_Finding(s, e, prev.fact, value, prev.conf, generic="continuation"))


# where the person is, as opposed to where the machines run: "人在国内，但服务器得放海外"
_PERSON_AT = _lazy(r"(?:人在|我(?:是|现在|目前|人)?在|身在|我们(?:是|现在|目前)?在|我们是|总部(?:在|位于)"
                   r"|(?:team|团队|公司|lab|实验室|课题组|组里|我们\s?(?:team|lab))\s?在"
                   r"|(?:用户|客户)(?:基本|主要|大多)?都?在"
                   r"|(?<![a-z])(?:users?|customers?|clients?) (?:are|is)"
                   r" (?:mostly |all |based |largely |mainly )?in(?: the)?"
                   # "doing my PhD in Melbourne", "a grad student in Toronto", "our lab is in Zurich"
                   r"|(?<![a-z])(?:(?:doing|pursuing) (?:my |a |our )?(?:phd|master'?s|masters|postdoc|degree|studies)"
                   r"|(?:student|researcher|postdoc|phd|candidate|professor|engineer|developer)s?"
                   r"|(?:lab|group) is) (?:in|at)(?: the)?"
                   # "I'm writing from Osaka" (heldout30 #32)
                   r"|(?<![a-z])(?:i'?m|we'?re|i am|we are) (?:writing|messaging|emailing) from(?: the)?"
                   # "I run a two-person localisation agency from Melbourne" (heldout32 #54)
                   r"|(?<![a-z])(?:agency|business|shop|studio|consultancy|practice|store) (?:from|out of)(?: the)?"
                   r"|(?<![a-z])(?:(?:i'?m|i am|we'?re|we are|based)(?: (?:based|located))?|(?:i'?m |we'?re )?"
                   r"(?:studying|living|working|located|sitting)|company'?s(?: based)?|company is(?: based)?"
                   r"|team(?: is|'?s)?(?: based)?"
                   r"|offices? (?:is |are )?|headquartered|hq|registered"
                   r"|incorporated) in(?: the)?|注册(?:在|于|地(?:是|在)?))\s?$")
_USERS_AT = _lazy(r"(?:用户|客户|users?|customers?|clients?)[^,.;!?，。；]{0,20}$")
_WHOSE = _lazy(r"(?:company|startup|firm|team|enterprise|bank|university|lab|client|customer)s?$")
# "we're a Shanghai startup", "一家深圳公司": the place names whose firm it is, not where it runs
_WHOSE_AFTER = _lazy(r"\s?(?:startup|company|firm|team|enterprise|lab|studio|公司|团队|企业)s?(?![a-z])")
_ANYWHERE = _lazy(r"放哪\s?都?\s?(?:无所谓|行|可以)|在哪\s?都?\s?(?:无所谓|行|可以)|(?<![a-z])(?:anywhere is fine"
                  r"|doesn'?t matter where|any region"
                  r"|(?:the )?(?:machines|servers|gpus|boxes|it|they) can (?:be|sit|live|run|go) anywhere)(?![a-z])")
_MACHINES_TOO = _lazy(r"(?<![a-z])(?:the )?(?:gpus?|machines?|servers?|boxes|compute|hosting) in (?:the )?"
                      r"[a-z ]{2,20}? (?:too|as well)(?![a-z])"
                      # "the provider needs a Tokyo or Osaka region" (heldout30 #32)
                      r"|(?<![a-z])(?:provider|machines?|servers?|gpus?) (?:needs?|must have|has to have) an? "
                      r"[a-z ]{2,24}? region(?![a-z])")
# "we're a 2-person agency in Shenzhen": who the writer is, and where (heldout29 #38)
_WE_ARE_IN = _lazy(r"(?<![a-z])(?:we'?re|we are|i'?m|i am) an? [^,.;!?\n]{0,30}? in\s?$")
# a value said to be final: "$150 a month is the hard max", "5000 封顶"
_FINAL_AFTER = _lazy(r"[^,.;!?]{0,6}?(?:(?:is|as) (?:the |our )?hard (?:max|cap|limit)|hard (?:max|cap|limit)|封顶"
                     r"|是上限|为上限|不能再多)")


_WISHED = _lazy(r"最好|希望|理想|尽量|(?:(?<![a-z])would|'d) like(?![a-z])"
                r"|(?<![a-z])(?:ideally|prefer(?:ably)?|hope(?:fully)?|nice to have|if possible)(?![a-z])")


def _settle_place_and_final(r: _Reader) -> None:
    regions = [f for f in r.found if f.fact == "region"]
    # "机器放哪都无所谓，不过用户基本都在国内"; "a design agency in Lisbon … the GPUs in the EU too" (heldout30 #38)
    if regions and (_ANYWHERE.search(r.t) or _MACHINES_TOO.search(r.t)):
        for f in regions:  # "Based in Melbourne, can use any region": where the person is (heldout28 #47)
            if _PERSON_AT.search(r.t[max(0, f.start - 24):f.start]) or _WE_ARE_IN.search(
                    r.t[max(0, f.start - 44):f.start]):
                f.fact = "_person_place" if _USERS_AT.search(r.t[max(0, f.start - 24):f.start]) else "based_in"
        regions = [f for f in regions if f.fact == "region"]
    if len({f.value for f in regions}) > 1:
        person = [f for f in regions if _PERSON_AT.search(r.t[max(0, f.start - 24):f.start])
                  or _WHOSE.search(r.t, f.start, f.end)  # "a US company": whose, not where
                  or _WHOSE_AFTER.match(r.t, f.end)
                  or of_people(r, f)]  # "给内地用户", "香港注册的公司" (review 87 c07)
        if person and len(person) < len(regions):
            machines = {f.value for f in regions if f not in person}
            for f in person:
                # someone abroad renting mainland machines is a fact (based_in: review 10 F3, the
                # account and the border); a place of users or customers is not where they are
                abroad = machines == {"cn"} and f.value == "intl" and not _USERS_AT.search(
                    r.t[max(0, f.start - 24):f.start])
                f.fact = "based_in" if abroad else "_person_place"
            r.note("where you are is not where the cards run: the machines' place is used",
                   "人在哪里不等于机器放在哪里：按机器所在地理解")
    deadlines = [f for f in r.found if f.fact == "deadline"]
    if any(f.generic == "final" for f in deadlines) and len(deadlines) > 1:
        hard = min(f.value for f in deadlines if f.generic == "final")
        # (a plan with a buffer before the hard limit still stands — "finished before January 11, so let's call it
        # done by 8 January" (heldout34 #27) — a wish does not: "we'd like results in under 5 days but a week is the
        # hard limit", "demo 前最好，最晚周二")
        for f in deadlines:
            if f.generic != "final" and (f.value > hard or _WISHED.search(r.t, max(0, f.start - 30), f.end + 6)):
                f.fact = "_corrected"
    budgets = [f for f in r.found if f.fact == "budget"]
    final = [f for f in budgets if _FINAL_AFTER.match(r.t, f.end)]
    if final and len(final) < len(budgets):
        for f in budgets:
            if f not in final:
                f.fact = "_corrected"
        r.note(f"“{r.quote(final[-1].start, final[-1].end)}” is the limit you said is final",
               f"按你说的上限“{r.quote(final[-1].start, final[-1].end)}”")


# (no figure on either side, in digits or in words: "一个月两千 / 不对，是一个月三千五" corrects a count — heldout23)
_NO_FIGURE = r"(?![零〇一二两三四五六七八九十百千万亿半几])"
_WORD_CORRECTED = _lazy(rf"(?:^|[,;。；\n])(?:{_NO_FIGURE}[^,;。；\n\d]){{0,14}}?[\u4e00-\u9fff]{{2}}"
                        r"(?:…|\.\.\.|—|-)*\s?$")
_WORD_AFTER = _lazy(rf"\s?[,，]?\s?(?:是|应该是)\s?(?:{_NO_FIGURE}[\u4e00-\u9fff]){{1,8}}(?=\s?[,;。；\n])")


def corrects_a_word(t: str, mark: re.Match[str]) -> bool:
    """A correction with no number on either side ("广交会……不对，是家纺展"): a name put right, no count."""
    return bool(_WORD_CORRECTED.search(t, 0, mark.start()) and _WORD_AFTER.match(t, mark.end()))


def settle_corrections_and_hedges(r: _Reader) -> None:
    """Before conflicts are counted: a correction keeps the later value, a hedge the largest."""
    _settle_place_and_final(r)
    for mark in _CORRECTION.finditer(r.t):  # "we have 2 weeks, no wait, 10 days": the limit corrected
        limit = [f for f in r.found if f.fact == "deadline" and f.end <= mark.start() < f.end + 30]
        span = [f for f in r.found if f.fact == "days" and f.generic == "duration"
                and mark.end() <= f.start < mark.end() + 20]
        if limit and span:
            span[0].fact, span[0].value = "deadline", float(span[0].value) * 24
    marks = [(m.start(), len(r.t)) for m in _CORRECTION.finditer(r.t)]
    # "不是 A，是 B" corrects within its sentence: "用途：全参数微调（不是 LoRA）\n…训练 2 个 epoch" keeps the
    # full fine-tune (heldout22 #27: the 训练 lines below took it back)
    # ("微调，不是从零训练": what follows 不是 is the thing refused, so a 不是 with no 是 after it corrects
    # nothing — unless it stands alone as "no": "8k 上下文，不是，32k")
    marks += [(m.start(), _SENTENCE_END.search(r.t, m.end()).start()) for m in re.finditer(r"不是", r.t)
              if "是" in r.t[m.end():_SENTENCE_END.search(r.t, m.end()).start()]
              or re.match(r"\s?[,，]", r.t[m.end():m.end() + 2])]
    # a mark that corrects a number ("20 calls at once — actually make that 30 — and Llama 3.1 8B summarising",
    # review 66 C4: Whisper, named before it, was dropped as corrected) corrects numbers only
    numeric_marks = {m.start() for m in _CORRECTION.finditer(r.t) if _NUMBER_NEXT.match(r.t, m.end())}
    # a name corrected, no number on either side ("下个月广交会……不对，是家纺展，还要 20 张展板图", heldout88 #16): it
    # takes back no count said before it
    word_marks = {m.start() for m in _CORRECTION.finditer(r.t) if corrects_a_word(r.t, m)}
    by_fact: dict[str, list[_Finding]] = {}
    for f in r.found:
        by_fact.setdefault(f.fact, []).append(f)
    for fact, found in by_fact.items():
        if fact.startswith("_") or len({_distinct(f.value) for f in found}) < 2:
            continue
        dropped = False
        denied = [f for f in found if _NOT_THIS.search(_clause_before(r, f.start))
                  or _NOT_INSIDE.search(r.t, f.start, f.end)]
        if denied and len(denied) < len(found):
            for f in denied:
                f.fact = "_corrected"
            dropped = True
        for mark, until in sorted(marks):
            if fact not in _CONTINUED and mark in numeric_marks:  # (a count of images is a number too)
                continue
            if mark in word_marks and fact in _CONTINUED:
                continue
            # a model corrected ("a LoRA for flux schnell — no wait, flux dev") does not take back the work said
            # for it: the kind of the new model is no correction of the task (heldout23 #66)
            # nor does a bare "training" take back the kind said ("full fine-tune … actually no, … so training
            # done by Jan 15": heldout30 #44)
            later = [f for f in found if mark <= f.start < until and f.fact == fact
                     and not (fact == "task" and f.generic in ("model-kind", "train", "finetune"))]
            earlier = [f for f in found if f.end <= mark and f.fact == fact]
            if later and earlier:
                for f in earlier:
                    f.fact = "_corrected"
                dropped = True
        if dropped:
            kept = next(f for f in found if f.fact == fact)
            r.note(f"corrected: {r.quote(kept.start, kept.end)} is used",
                   f"已更正：按“{r.quote(kept.start, kept.end)}”理解")
            # "8k, 不对, 至少 32k, maybe 48k": after the correction, a hedge still takes the top
            if len({_distinct(f.value) for f in found if f.fact == fact}) < 2:
                continue
        if fact in _NUMERIC and _HEDGE.search(r.t):
            values = [f for f in found if f.fact == fact]
            top = max(values, key=lambda f: _key(f.value))
            for f in values:
                if f is not top:
                    f.fact = "_hedged"
            r.note(f"several values for {fact_label(fact, 'en')}: the largest stated "
                   f"({r.quote(top.start, top.end)}) is used",
                   f"{fact_label(fact, 'zh')}说了几个数：按说到的最大值（“{r.quote(top.start, top.end)}”）计")


def _distinct(value: Any) -> Any:
    """Two values of a fact differ when any part differs (¥5000 a month vs ¥5000 in total)."""
    return (value.amount, value.currency, value.unit) if isinstance(value, Budget) else _key(value)


def _key(value: Any) -> Any:
    if isinstance(value, Budget):
        return value.amount
    if isinstance(value, tuple):
        return value[0] if value and isinstance(value[0], (int, float)) else str(value)
    return value
