"""A form's field for the most GPUs the job may use: "GPU 数量上限：8", "卡数上限：4", "显卡最多：2 张" — the field's
key names the cards and its limit, its value the count (heldout90 #40, a 金数据 compute-request form, read no cap from
"GPU 数量上限：8" and one GPU from the line above it, "训练轮数：1" running into "GPU"). A field whose key has something
else between the cards and the limit (a price, the memory: "GPU 单价上限：20", "显存上限：80") or whose value is no
number ("GPU 数量上限：不限") limits nothing."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_CAP_FIELD = _lazy(r"(?:^|(?<=[\n\s　]))(?:gpu|显卡|卡)\s?(?:数量|数目|张数|个数|数)?\s?(?:上限|最多|最大值?|封顶)"
                   r"\s?(?:[(（](?:张|块|个|张数)[)）])?\s?[:：]\s?(?P<n>\d{1,4})\s?(?:张|块|卡)?(?=\s|$|[，,。;；])")


def read_form_gpu_cap(r: _Reader) -> None:
    """After the load reader: a GPU-cap field's count is max_gpus, and a count read across the line's end gives way."""
    for m in _CAP_FIELD.finditer(r.t):
        n = int(m.group("n"))
        if n < 1 or not r.free(m.start("n"), m.end("n")):
            continue
        for f in r.found:
            if f.fact == "max_gpus" and f.value != n:
                f.fact = "_dropped"
        if not any(f.fact == "max_gpus" for f in r.found):
            r.add(m.start("n"), m.end("n"), "max_gpus", n)
        return
