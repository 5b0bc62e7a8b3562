"""The one server or workstation the person asks to buy (--server-gpus; rules.fact_box): what it holds.

Blind review 84 c01 asked for "一台8卡服务器" and heard an 8-GPU H20 server ranked after for being "sold only as an
8-GPU baseboard system … buying it means all 8" — the box asked for. With a box asked, buy-baseboard (rules.base.
buying) leaves a system of that size alone; these rules say how much of the box the job takes, and rule out a load
whose copies need more GPUs than the box holds (memory alone is capped by --max-gpus, which the box sets)."""

# ruff: noqa: E712 - durable-rules conditions compare with == True / == False
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.base._common import I18n, c, declared, m, rule, step
from rules.engine import Sink
from rules.facts import Facts


@rule(id="buy-box-holds", concern="market", source="seed-001", pri=30,
      doc=I18n(en="Buying the one server asked for (--server-gpus N): where a pick takes fewer than its N GPUs, "
                  "the answer says the box holds the job on k of its N, and what the others are for.",
               zh="按所说的整机采购（--server-gpus N）：推荐只用到其中 k 张卡时，说明这台 N 卡机器用 k 张就装得下任务，"
                  "以及其余的卡能做什么。"),
      when=lambda: [c.job << (m.kind == "job") & (m.procure == "buy") & (m.server_gpus > 0),
                    c.p << (m.kind == "pick") & (m.gpus_all < c.job.server_gpus)],
      shows={"job": ("procure", "server_gpus"), "p": ("card", "gpus_all")})
def buy_box_holds(f):
    n, k = f.job["server_gpus"], f.p["gpus_all"]
    text = I18n(
        en=f"the {n}-GPU server you asked for holds the job on {k} of its {n} GPUs: the other {n - k} can run a "
           "second copy, a larger batch or another job — or buy a box with fewer.",
        zh=f"你要买的 {n} 卡服务器用其中 {k} 张就装得下这个任务：其余 {n - k} 张可以再跑一份副本、加大批量或跑别的任务"
           "——也可以买卡数更少的机器。")
    f.sink.note(f.p["card"], f.rule, text)
    return text


@step(id="buy-box-too-small", concern="market", source="seed-001",
      doc=I18n(en="Buying the one server asked for (--server-gpus N): a load whose copies together take more than "
                  "N GPUs does not fit the box — ruled out, saying how many it takes (never sized over two boxes).",
               zh="按所说的整机采购（--server-gpus N）：负载的各份副本合计要超过 N 张卡时，这台机器装不下——排除，"
                  "并说明要多少张（不会按两台机器来配）。"))
def box_too_small(facts: Facts, sink: Sink, plans: Mapping[str, Any]) -> None:
    n = facts.server_gpus
    if not n or facts.procure != "buy":
        return
    for card_id, plan in plans.items():
        total = plan.gpus * plan.replicas
        if total <= n:
            continue
        text = I18n(en=f"the load takes {plan.replicas} × {plan.gpus} = {total} GPUs, more than the {n}-GPU server "
                       f"you asked for holds.",
                    zh=f"这个负载要 {plan.replicas} × {plan.gpus} = {total} 张卡，超出你要买的 {n} 卡服务器。")
        sink.reject(card_id, box_too_small, text)
        sink.step(box_too_small, {"card": card_id, "gpus": total, "server_gpus": n}, text)


RULES = declared(__name__)
