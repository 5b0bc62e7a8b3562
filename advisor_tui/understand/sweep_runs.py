"""A training or batch job done several times over: a sweep's settings, seeds, ablations (``repeats``).

"論文實驗…還要做4組超參數比較" (review 95 c03) and "12 separate 400M models, 8B tokens each" (review 94 c08) were costed
as one run. Read: '4组超参数比较', '跑 3 组对比实验', '5 个随机种子', '做 6 组消融', '重复 3 次实验'; "4 hyperparameter
settings", "a sweep over 6 learning rates", "3 seeds", "12 ablations", "12 separate runs", "8 training runs". Only
in a training or batch job (another job's "3 runs" has no size to repeat), never with a negation ("no sweep, just
one run"), and not a count of epochs ("3 遍", "3 passes" are the data's passes).
"""

from __future__ import annotations

from advisor_tui.understand.job import trains
from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader, negated_before


def _n(i: int) -> str:
    """The count, as its own group in each alternative below."""
    return rf"(?P<n{i}>{AR}|{CN}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen|dozen)"


_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
          "eleven": 11, "twelve": 12, "a dozen": 12, "dozen": 12}
_SWEEP = _lazy(
    # '4组超参数比较', '做 3 组对比实验', '6 组消融', '4組超參數', '5 个随机种子', '三个 seed'
    rf"{_n(1)}\s?(?:组|組|套)\s?(?:不同的?)?\s?(?:超参数?|超參數?|参数|參數|学习率|學習率|对比|對比|消融|实验|實驗|配置)"
    rf"|{_n(2)}\s?(?:个|個)\s?(?:不同的?)?\s?(?:随机种子|隨機種子|种子|種子|seeds?)(?![a-z])"
    rf"|(?:做|跑|做了?)\s?{_n(3)}\s?(?:次|组|組)\s?(?:消融|对比实验|對比實驗)"
    rf"|重复\s?{_n(4)}\s?次\s?(?:实验|训练|實驗|訓練)"
    # "4 hyperparameter settings", "3 seeds", "12 ablations", "12 separate runs", "8 training runs"
    rf"|(?<![a-z]){_n(5)}\s(?:different\s|separate\s|independent\s)?(?:hyper-?parameter\s(?:settings|configs?"
    rf"|configurations|combinations|sets)|(?:random\s)?seeds|ablations|ablation\sruns"
    # "about 40 QLoRA runs", "40 LoRA fine-tunes", "30 fine-tuning runs" (review 96 c08)
    rf"|(?:q?lora\s|fine-?tun(?:e|ing)\s|finetun(?:e|ing)\s|sft\s)(?:fine-?tunes|finetunes|trainings)(?![a-z])"
    rf"|(?:(?:training|q?lora|fine-?tun(?:e|ing)|finetun(?:e|ing)|sft|experiment(?:al)?)\s)?runs(?!\s(?:a|per|each|every)\s(?:month|week|day|night|year))"
    rf"|learning\srates|configs|configurations)(?![a-z])"
    # "repeated 40 times", "repeat it 40 times", "done 40 times over", '跑 40 次训练', '训练 40 次', '跑 40 次'
    # (not a day's or a week's runs: '每天跑 3 次' is recurring.py's)
    rf"|(?<![a-z])(?:repeated|repeat(?:ing)?\s(?:it|this|that|the\s(?:run|job|training|fine-?tune))|run\s(?:it|this)"
    rf"|done)\s(?:about\s|around\s|roughly\s|~)?{_n(11)}\s(?:times|x)(?![a-z])"
    rf"|(?<![每天周月晚])(?:跑|训练|训|微调|做)\s?(?:大概|大约|约|个)?\s?{_n(12)}\s?(?:次|轮实验|輪實驗)"
    rf"(?!\s?(?:epoch|遍|左右的?\s?epoch))"
    # "a sweep over 6 learning rates", "sweep of 8 configs"
    rf"|(?<![a-z])sweep\s(?:over|of|across)\s{_n(6)}\s(?:[a-z-]+\s)?(?:settings|configs?|values|learning\srates"
    rf"|combinations)(?![a-z])")
# one eval set run over several models ("our eval suite over about 12 open models", "在 10 个模型上跑评测"): a batch
# job's runs, each sized as the model named (the largest said, where a range is given): an upper bound
_MODELS = _lazy(
    rf"(?<![a-z])(?:over|across|on|for|against)\s(?:about\s|around\s|roughly\s|~)?{_n(9)}\s(?:different\s|open"
    rf"(?:-weight|-source)?\s|candidate\s|llms?\s)?(?:models|llms|checkpoints)(?![a-z])"
    rf"|(?:在|对|拿)\s?{_n(10)}\s?(?:个|個)\s?(?:不同的?)?\s?(?:开源|開源)?\s?(?:模型|大模型)\s?(?:上|都)?\s?"
    rf"(?:跑|做|测|測)")
# a grid said as a product: "3 learning rates x 2 seeds", "3 组学习率 × 2 个种子" — the second factor right after
_TIMES = _lazy(r"\s?(?:x|×|\*|times|by|乘以?)\s?"
               r"(?P<k>\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|[两二三四五六七八九十])\s?(?:个|組|组)?\s?(?:different\s|random\s)?(?:seeds?|settings|configs?|learning\srates|batch\ssizes"
               r"|ranks|values|随机种子|隨機種子|种子|種子|学习率|學習率|配置)(?![a-z])")
_MOST = 1000  # a grid of thousands is a search, not a plan the person would price run by run


def read_sweep_runs(r: _Reader) -> None:
    """``repeats`` from a sweep's runs said in a training or batch job."""
    if any(f.fact == "repeats" for f in r.found):
        return
    if not (trains(r) or any(f.fact == "generate_tokens" for f in r.found)):
        return
    batch = any(f.fact == "generate_tokens" for f in r.found)
    for rx in ((_SWEEP, _MODELS) if batch else (_SWEEP,)):
        if _read_runs(r, rx):
            return


def _read_runs(r: _Reader, rx) -> bool:  # noqa: ANN001 - one of the patterns above
    """The first count ``rx`` finds, added as ``repeats``; True when one was."""
    for m in rx.finditer(r.t):
        g = next(k for k, v in m.groupdict().items() if v is not None)
        said = m.group(g)
        n = _WORDS.get(said) if said in _WORDS else r.num(said)
        if n is None or not 2 <= n <= _MOST or n != int(n) or negated_before(r, m.start()):
            continue
        if not r.free(m.start(g), m.end(g)):
            continue
        end = m.end()
        if (more := _TIMES.match(r.t, end)) is not None:  # a grid: every setting of one with each of the other
            k = _WORDS.get(more.group("k")) or r.num(more.group("k"))
            if k and 2 <= n * k <= _MOST:
                n, end = n * k, more.end()
        r.add(m.start(), end, "repeats", int(n))
        said = r.quote(m.start(), end)
        if rx is _MODELS:
            r.note(f"“{said}”: the batch is run once per model, {int(n)} runs, each sized as the model named — an "
                   "upper bound where the others are smaller",
                   f"“{said}”：每个模型跑一遍，共 {int(n)} 次，每次都按所说的模型估算——其他模型更小时这是上限")
        else:
            r.note(f"“{said}”: the job is done {int(n)} times over — cost and GPU-hours are {int(n)} runs', each "
                   "launch line one run's",
                   f"“{said}”：任务共做 {int(n)} 次——费用和卡时按 {int(n)} 次计，启动命令是一次的")
        return True
    return False
