"""A service's rate counted in its own items by a bare measure word: "晚上 7 点到 9 点最忙，一分钟大概 300 篇"
(heldout84 #16) read no rate — the rate readers knew 次, 个请求, 条消息, 个问题 a minute, not 篇 (essays), 份
(forms), 单 (orders), 封 (letters), 道 (questions) or a bare 条. The same for "每分钟 300 单", "高峰一分钟 120 份",
"一秒钟 5 条", as "300 essays a minute" was read already. Only in a service (inference, no batch to generate) and
only where no rate was read; a speed achieved ("每分钟能处理 300 篇", "一分钟能出 300 篇") is no load and is not
matched; 张 is a picture's.
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

_RATE = _lazy(
    r"(?:每|一)\s?(?P<unit>分钟|分|秒钟|秒)\s?(?:大概|大约|约|差不多|最多|能有|会有|有|得有|要)?\s?"
    rf"(?P<n>{AR}|{CN})\s?(?:多)?\s?(?:篇|份|单|封|道|条)(?![\u4e00-\u9fff]{{0,2}}(?:token|字|数据|样本|记录))"
    r"(?!\s?(?:token|字|k(?![a-z])))")
_SERVING_ONLY = frozenset({"generate_tokens", "samples", "epochs", "tokens_per_sample", "images"})


def read_counted_rate(r: _Reader) -> None:
    """After the rate readers: "一分钟大概 300 篇" in a service is 5 requests a second."""
    facts = {f.fact for f in r.found}
    tasks = {f.value for f in r.found if f.fact == "task"}
    if "rps" in facts or tasks - {"inference"} or facts & _SERVING_ONLY:
        return
    for m in _RATE.finditer(r.t):
        n = _n(r, m.group("n"))
        if not n or not r.free(m.start(), m.end()):
            continue
        rps = n / 60 if m.group("unit").startswith("分") else n
        r.add(m.start(), m.end(), "rps", round(rps, 3))
        r.note(f"“{r.quote(m.start(), m.end())}”: {rps:g} requests a second",
               f"“{r.quote(m.start(), m.end())}”：每秒 {rps:g} 个请求")
        return
