"""A service's runs in flight, said by the runs before their count: "同时跑的任务最多 10 个" (heldout83 #27, an SRE
agent's sessions) read no load — concurrent_dialogues.py reads "同时 N 个对话", the count before the noun, and
headcount.py then took the 40 people beside it as the users. The family: "同时跑的任务最多 10 个", "同时在跑的 agent
大概 8 个", "同时进行的会话最多 20 个", "同時處理的請求最多 15 個", "并发的排障任务最多 6 个" — so many runs at
once, the concurrency (the people beside it are no load of their own, heldout83's C13).

Training runs at once ("同时跑的训练任务最多 3 个", "同时跑的实验") are jobs, not a service's load; a count of cards
after ("同时跑的任务最多 10 个卡") is no run; a load already read wins.
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

_RUNS = _lazy(
    r"(?:同时|同時|并发|並發)\s?(?:在)?\s?(?:跑|运行|運行|进行|進行|处理|處理|执行|執行|开|開)?\s?(?:着|著)?\s?的\s?"
    r"(?P<what>[\u4e00-\u9fffa-z ]{0,6}?)"
    r"(?:任务|任務|会话|會話|对话|對話|agent|session|请求|請求|作业|作業|流程|工单|工單)"
    rf"\s?(?:数|數)?\s?(?:最多|顶多|大概|大约|約|约|差不多|一般|也就|不超过|不超過)?\s?(?:是|有|在)?\s?"
    rf"(?P<n>{AR}|{CN})\s?(?:来|多)?\s?(?:个|個|路|条|條)?(?!\s?(?:张|張|卡|gpu|GPU))")
_TRAINING = _lazy(r"训练|訓練|微调|微調|实验|實驗|评测|評測|lora|fine-?tun|train")


def read_concurrent_tasks(r: _Reader) -> None:
    """Before the head counts: runs of a service in flight at once, the concurrency (none read yet)."""
    if any(f.fact == "concurrency" for f in r.found):
        return
    for m in _RUNS.finditer(r.t):
        if _TRAINING.search(m.group("what") or "") or not r.free(m.start("n"), m.end()):
            continue
        n = _n(r, m.group("n"))
        if n and n == int(n) and 1 <= n <= 100_000:
            r.add(m.start(), m.end(), "concurrency", int(n))
            return
