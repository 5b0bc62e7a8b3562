"""Training knobs: optimizer, LoRA rank, gradient checkpointing, exchange rates."""

from __future__ import annotations

import re

from advisor_tui.understand.numbers import _number, _w
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from advisor_tui.understand.stated_rate import currency_of

# ------------------------------------------------------------------ training knobs (claimed early)

_OPTIMIZER = [
    ("adamw-8bit", _lazy(_w(r"(?:paged[ _-]?)?(?:8[ -]?bit[ _-]?adamw?|adamw?[ _-]?8[ -]?bit"
                                 r"|adamw?8bit|bnb[ _-]?adamw?)"))),
    ("adamw", _lazy(_w(r"adamw?"))),
    ("sgd", _lazy(_w(r"sgd"))),
]
_LORA_RANK = _lazy(
    r"(?:lora[ _]?)?(?<![a-z])(?:rank|秩)\s?"
    # "rank 打算 32", "rank will be 32": the rank planned (heldout69 #18)
    r"(?:(?:打算|准备|计划|想|暂定|初定|预计|大概|就"
    r"|will be|is going to be|planned at|probably|likely|around|about)\s?)?"
    # "rank 给到 32", "rank 调到 8", "rank set to 32": the rank raised or set to a number
    r"(?:先定|先来|来个|先用|先给|定为|定成|先设|设为|设成|给到|调到|调成|拉到|提到|改成|改为|定|设|开到|开成|开|=|:|of|为|是|用|给|取|选"
    r"|(?:set|bumped|raised|lowered|turned up|up) to|to|at)?\s?"
    r"(?P<n>\d{1,4}(?![0-9])|[一二两三四五六七八九十百]{1,4}(?![一二两三四五六七八九十百千万]))"
    r"|(?<![a-z0-9])(?:lora[ _]?)?r\s?=\s?(?P<n2>\d{1,4})(?![0-9])"
    # shorthand beside the method: "lora r16", "QLoRA, r 64", "r16 lora" (never a bare "r1")
    r"|(?<![a-z0-9])q?lora\s?[,(]?\s?r\s?(?P<n3>\d{1,4})(?![0-9a-z.])"
    r"|(?<![a-z0-9])r(?P<n4>\d{1,4})\s?q?lora(?![a-z])")
_GRAD_CKPT = _lazy(
    r"(?P<neg>不开|关闭|关掉|不用|不要|no|without|disable[sd]?|turn off)?\s?"
    r"(?:开启?|打开|用|使用|with|enable[sd]?)?\s?"
    r"(?:梯度检查点|激活检查点|重计算|gradient[ _-]checkpointing|activation[ _-]checkpointing)")
_FX = _lazy(
    # "rate" as a word, and not followed by a multiplier: "generate 10k images" is no exchange rate
    # (nor a trainer's knob: "learning_rate: 5e-6", heldout76 #15 — read as 5 yuan to the dollar; "sample_rate 16000",
    # "learning rate 2e-4", "dropout rate 0.1")
    r"(?:汇率|(?<![a-z_])(?<!learning )(?<!dropout )(?<!sample )(?<!sampling )(?<!frame )(?<!bit )"
    r"(?:exchange rate|fx rate|rate)(?![a-z_]))\s?(?:是|为|按|=|:|of)?\s?"
    r"(?P<r>\d+(?:\.\d+)?)(?![\d.]|\s?[kmw万千](?![a-z])|\s?(?:images?|张|个)|e-?\d)"
    r"|1\s?(?:usd|美元|dollar|\$)\s?(?:=|≈|换|兑)\s?(?P<r2>\d+(?:\.\d+)?)\s?(?:cny|元|人民币|rmb|¥)")


# "Budget SGD... let's say USD 12,000": Singapore dollars, not the optimizer
_RATE_AROUND = _lazy(r"\d\s?sgd\s?(?:per|/|to|=)|(?:usd|\$)\s?1?\s?=\s?\d[\d.]*\s?sgd|sgd\s?/\s?usd|usd\s?/\s?sgd"
                     r"|(?:usd|us\$|dollars?)\s(?:per|to the|to a|for (?:one|1|each)|a)\s(?:1\s)?sgd")
_OTHER_CURRENCY_AFTER = _lazy(r"\s?(?:usd|dollars?|\$)?\s?(?:per|/|to|for)\s?(?:1\s)?(?:eur|euros?|gbp|pounds?|jpy|yen"
                              r"|sgd|hkd|aud|cad|chf|inr|krw)(?![a-z])|\s?(?:eur|gbp|jpy|sgd|hkd|aud|cad|chf|inr|krw)(?![a-z])")
_MONEY_BESIDE = _lazy(r"(?:budget|price|cost|预算|费用|paid in|in)\s?$")
_AMOUNT_AFTER = _lazy(r"\s?(?:\.{2,}|…|\$|\d)")
_AMOUNT_BEFORE = _lazy(r"\d\s?[kKmM万千]?\s?$")  # "3,000 SGD a month" (note 48: read optimizer sgd, the budget lost)


def _read_training_knobs(r: _Reader) -> None:
    for value, rx in _OPTIMIZER:
        for m in rx.finditer(r.t):
            if value == "sgd" and (_MONEY_BESIDE.search(r.t, max(0, m.start() - 12), m.start())
                                   or _AMOUNT_BEFORE.search(r.t, max(0, m.start() - 4), m.start())
                                   or _AMOUNT_AFTER.match(r.t, m.end()) or _RATE_AROUND.search(
                                       r.t, max(0, m.start() - 16), min(len(r.t), m.end() + 12))):
                continue  # ("converts at 1.35 SGD per USD", heldout59 #13: Singapore dollars, no optimizer)
            if r.free(m.start(), m.end()):
                r.add(m.start(), m.end(), "optimizer", value)
    for m in _LORA_RANK.finditer(r.t):
        if r.free(m.start(), m.end()):
            # "rank 三十二": Chinese numerals too
            n = _number(m.group("n") or m.group("n2") or m.group("n3") or m.group("n4"))
            if n and n == int(n):
                r.add(m.start(), m.end(), "lora_rank", int(n))
    for m in _GRAD_CKPT.finditer(r.t):
        if r.free(m.start(), m.end()):
            r.add(m.start(), m.end(), "gradient_checkpointing", not m.group("neg"))
    for m in _FX.finditer(r.t):
        if r.free(m.start(), m.end()):
            rate = float(m.group("r") or m.group("r2"))
            # (a rate said for another currency is the stated-rate reader's: "the university's rate of 1.10 USD per
            # EUR", heldout59 #20, was taken as a dollar-to-yuan rate)
            # ("港币 7,800 … 按 1 美元兑 7.8 元算": the bare 元 is the currency the amount names, not yuan)
            if m.group("r2") and re.search(r"[元块]\s?$", m.group()) and currency_of(r.t) is not None:
                continue
            if 1 < rate < 20 and not _OTHER_CURRENCY_AFTER.match(r.t, m.end()):
                r.add(m.start(), m.end(), "fx", (("USD", "CNY", rate),))


# "about 3000 steps", "训练 2000 步": a run's length in optimizer steps, which no fact costs (no measured steps per
# second on record): said back, never dropped (review 46 C7: an SDXL LoRA's "about 3000 steps" vanished and the answer
# said "the job's size was not given")
_STEPS = _lazy(r"(?<![\d.])(?P<n>\d{1,3}(?:,\d{3})+|\d{2,7})\s?(?P<k>k)?\s(?:training\s|optimi[sz]er\s|train\s)?steps?"
               r"(?![a-z])|(?<![\d.])(?P<n2>\d{2,7})\s?步(?!骤)")


# a sampler's steps in a picture or clip made: "用 CogVideoX-5B 生成 100 条视频，默认 50 steps" (review 55 M1)
_SAMPLER = _lazy(r"生成|出图|出视频|采样|去噪|视频|图片|(?<![a-z])(?:generat\w*|sampl\w*|denois\w*|inference steps"
                 r"|images?|clips?|videos?|renders?|diffusion|flux|sdxl|wan|cogvideo\w*|hunyuan\w*)(?![a-z])")
# (pictures made as "a synthetic training dataset" train someone else's model later: review 91 c09's "1 million SDXL
# images (1024x1024, 30 steps) as a synthetic training dataset" said back its sampler's 30 steps as a run's length)
_TRAINED = _lazy(r"训练(?!数据|集|样本|素材)|微调|lora"
                 r"|(?<![a-z])(?:train\w*|fine-?tun\w*)(?![a-z])(?!\s(?:data(?:sets?)?|sets?|corpus|images|samples)\b)")


def read_step_count(r: _Reader) -> None:
    for m in _STEPS.finditer(r.t):
        if not r.free(m.start(), m.end()):
            continue
        r.claim(r.numeric, m.start(), m.end())
        if _SAMPLER.search(r.t) and not _TRAINED.search(r.t):
            continue  # the sampler's denoising steps of each picture or clip: already in the measured rate
        said = r.quote(m.start(), m.end())
        r.note(f"“{said}” is the run's length in steps: no measured steps per second for this model is on record, so "
               "its time is not estimated from it; say how long you will rent (hours a day, days)",
               f"“{said}”是按步数说的训练长度：没有这个模型每秒步数的实测记录，不按它估算时长；请说明要租多久"
               "（每天几小时、几天）")


# a count asked in a chat and answered on the next line by a bare number: "小林 09:13：要跑幾個 epoch？\n陳經理
# 09:13：先 150 個" (heldout67 #28: no epochs read), "Q: How many epochs? A: 3", "epoch 跑几轮？——3 轮吧"
_EPOCHS_ASKED = _lazy(r"(?:(?:几个|几轮|多少个?|多少轮)\s?(?:epochs?|轮)"
                      r"|(?:epochs?|轮数)\s?(?:跑|要|设|定)?\s?(?:几个|几轮|多少)"
                      r"|(?<![a-z])how many epochs)[^?？\n]{0,12}?[?？]"
                      # the answer: the next line's speaker, "A:", or a dash
                      r"[^\S\n]*(?:\n[^\n:：]{0,24}?(?:\d{1,2}:\d{2}\s?)?[:：]|\s?(?<![a-z])a\s?:|\s?[-—–]+)?\s?"
                      r"(?:先|就|大概|约|跑|定|先跑|先来|就跑|about|around|maybe)?\s?(?P<n>\d{1,4})\s?(?:个|轮|epochs?)?"
                      r"(?=\s?(?:吧|左右|看看|试试)?\s?(?:[,，。.!！;；\n]|$))")


def read_answered_epochs(r: _Reader) -> None:
    """Before the job readers: epochs asked about, answered by the next speaker with a bare number."""
    for m in _EPOCHS_ASKED.finditer(r.t):
        if not r.free(m.start("n"), m.end("n")):
            continue
        n = _number(m.group("n"))
        if n and 0 < n <= 1000 and not any(f.fact == "epochs" for f in r.found):
            r.add(m.start("n"), m.end("n"), "epochs", float(n))
            return
