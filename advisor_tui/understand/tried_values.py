"""A sweep said as so many values of one setting tried: "学习率试 4 个（1e-4、2e-4、5e-4、1e-3），每个设置单独跑一遍"
(heldout81 #16) read one run. "学习率试 4 个", "学习率扫 5 个值", "試 3 個學習率", "rank 取 3 个值", "3 个不同的学习
率各跑一次", "try 4 learning rates", "4 values of the learning rate" are that many runs of the training job
(``repeats``, as sweep_runs.py reads "4 组超参数"); only in a training job, and not where one value is chosen from
them ("试了 3 个学习率，最后定 2e-4": tried before, one run now).
"""

from __future__ import annotations

from advisor_tui.understand.job import trains
from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_KNOB = r"(?:学习率|學習率|lr|rank|秩|warmup|batch\s?size|dropout|alpha|epoch\s?数|超参数?|超參數?)"
_TRIED = _lazy(
    # "学习率试 4 个", "学习率扫 5 个值", "rank 取 3 个值"
    rf"{_KNOB}\s?(?:分别|分別|各)?\s?(?:试|試|扫|掃|取|选|選|比较|比較|对比|對比)\s?(?P<n>{AR}|{CN})\s?(?:个|個|组|組|种|種)"
    r"(?:\s?(?:不同的?)?\s?(?:值|取值|数值|數值))?"
    # "试 3 个学习率", "扫 5 个不同的学习率"
    rf"|(?:试|試|扫|掃|比较|比較|对比|對比)\s?(?P<n2>{AR}|{CN})\s?(?:个|個|组|組|种|種)\s?(?:不同的?)?\s?{_KNOB}"
    # "try 4 learning rates", "4 values of the learning rate"
    r"|(?<![a-z])(?:try|trying|sweep|sweeping|compare|comparing)\s(?P<n3>\d{1,3}|two|three|four|five|six|eight)\s"
    r"(?:different\s)?(?:learning\srates|lrs|ranks|values)(?![a-z])"
    r"|(?<![a-z\d])(?P<n4>\d{1,3})\svalues\sof\sthe\s(?:learning\srate|lr|rank)(?![a-z])")
_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "eight": 8}
_SETTLED_AFTER = _lazy(r"[^.;!?\n]{0,40}?(?:最后|最终|最終|定了|选了|選了|settled on|picked|went with|chose)")


def read_tried_values(r: _Reader) -> None:
    """After the sweep reader: so many values of a setting tried, each a run of the training job."""
    if any(f.fact == "repeats" for f in r.found) or not trains(r):
        return
    for m in _TRIED.finditer(r.t):
        said = next(v for k, v in m.groupdict().items() if v is not None)
        n = _WORDS.get(said) or r.num(said)
        if n is None or n != int(n) or not 2 <= n <= 100 or _SETTLED_AFTER.match(r.t, m.end()):
            continue
        if not r.free(m.start(), m.end()):
            continue
        r.add(m.start(), m.end(), "repeats", int(n))
        said = r.quote(m.start(), m.end())
        r.note(f"“{said}”: the job is done {int(n)} times over — cost and GPU-hours are {int(n)} runs', each launch "
               "line one run's",
               f"“{said}”：任务共做 {int(n)} 次——费用和卡时按 {int(n)} 次计，启动命令是一次的")
        return
