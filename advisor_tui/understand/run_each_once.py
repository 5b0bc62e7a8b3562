"""Each setting run once is the run, not one pass over the data: "同样的设置要换 3 个随机种子各跑一遍" (heldout81 #4)
and "学习率试 4 个…，每个设置单独跑一遍。…每遍 3 个 epoch" (#16) read "跑一遍" as a single epoch beside the epochs
said, and the two counts left no epochs at all. "各跑一遍", "每个设置单独跑一遍", "每组分别跑一次", "每個種子各跑一遍
", "run each setting once", "each seed run once" say how many runs a sweep has (sweep_runs.py counts them), so the
words are claimed before the epoch readers. A lone "跑一遍" with no sweep ("数据跑一遍就行") stays one epoch.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_EACH_ONCE = _lazy(
    # "各跑一遍", "每个设置单独跑一遍", "每组分别跑一次", "每個種子各跑一遍", "每个学习率都跑一遍"
    r"(?:(?:每个|每個|每组|每組|每种|每種|每套)\s?(?:设置|設置|配置|种子|種子|学习率|學習率|超参数?|超參數?|组合|組合"
    r"|实验|實驗)?\s?(?:都|也)?\s?)?(?:各|单独|單獨|分别|分別|独立|獨立)\s?(?:地)?\s?(?:跑|训|訓|训练|訓練)\s?"
    r"(?:一遍|一次|一轮|一輪)"
    r"|(?:每个|每個|每组|每組|每种|每種|每套)\s?(?:设置|設置|配置|种子|種子|学习率|學習率|超参数?|超參數?|组合|組合)"
    r"\s?(?:都|也)?\s?(?:跑|训|訓)\s?(?:一遍|一次|一轮|一輪)"
    # "run each setting once", "each seed run once", "one run per seed"
    r"|(?<![a-z])(?:run|train)\s(?:each|every)\s(?:one|setting|config(?:uration)?|seed|learning rate|combination)"
    r"\sonce(?![a-z])|(?<![a-z])each\s(?:setting|config(?:uration)?|seed|combination)\s(?:is\s)?(?:run|trained)"
    r"\sonce(?![a-z])|(?<![a-z])one run (?:per|for each)\s(?:setting|config(?:uration)?|seed|combination)(?![a-z])")


def claim_each_run_once(r: _Reader) -> None:
    """Before the training knobs and the job: the words of each setting's single run are no epoch count."""
    for m in _EACH_ONCE.finditer(r.t):
        r.claim(r.numeric, m.start(), m.end())
        r.claim(r.kw, m.start(), m.end())
