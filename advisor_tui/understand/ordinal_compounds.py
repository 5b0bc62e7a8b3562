"""Words built on "N 次" that count no repetition: "二次元" (anime style), "三次元", "二次开发" (customising software),
"二次创作", "二次加工", "二次函数", "二次确认", "n 次方" (review 98 c04: "我们是一家做二次元手游的工作室" was read as
"做二次" = run the job twice, "times the job is done: 2" — on a sized job, double the cost).

The compound is claimed before any reader counts runs or times, so "做二次元手游", "给客户做二次开发", "二次確認一下"
read nothing; a repetition said plainly ("训练两次", "跑 2 次", "重复 3 次实验") still counts.

    claim_ordinal_compounds(r)
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# (the reader has turned traditional characters into simplified ones: 開發 → 开发, 確認 → 确认)
_COMPOUND = _lazy(r"(?:[一二两三四五六七八九十]|\d{1,2})\s?次(?=元|方(?!案)|开发|函数|方程|曲线|根|型|创作|加工"
                  r"|封装|元素|利用|回收|编辑|剪辑|修改|审核|确认|验证|认证|校验|检查|分发|销售|售卖|转载|转发|传播|打包|感染|伤害"
                  r"|世界|资源|产品)")


def claim_ordinal_compounds(r: _Reader) -> None:
    """Claim "二次元", "二次开发" and their kind: no count of runs in them."""
    for m in _COMPOUND.finditer(r.t):
        r.claim(r.numeric, m.start(), m.end())
