"""A power limit on the GPUs (review 18 C1: "the whole GPU setup must stay under 400 W" in an office
tower, "显卡功耗 350W 以内"): each card's rated board power against it, and a pick of several GPUs
says what they draw together — a box on an office circuit or a tower's supply is sized by that."""

# ruff: noqa: E712 - durable-rules conditions compare with == True / == False
from __future__ import annotations

from rules.base._common import I18n, c, caveat, m, reject, rule


@rule(id="power-limit", concern="supply", source="seed-004", pri=30,
      doc=I18n(en="--max-power W: a card whose rated board power (TDP) is over the limit is out; a card "
                  "with no published board power cannot be checked and is out too.",
               zh="--max-power W：额定板卡功耗（TDP）超过上限的卡排除；没有公开功耗数据的卡无法核对，也排除。"),
      when=lambda: [c.job << (m.kind == "job") & (m.power_limit > 0),
                    c.card << (m.kind == "card") & (m.over_power == True)],
      shows={"job": ("power_limit",), "card": ("card", "tdp")})
def power_limit(f):
    limit, tdp = f.job["power_limit"], f.card["tdp"]
    if not tdp:
        return reject(f, f.card["card"],
                      "no published board power on record: it cannot be checked against your {limit:g} W limit.",
                      "没有公开的板卡功耗数据：无法核对你的 {limit:g} W 上限。", limit=limit)
    return reject(f, f.card["card"],
                  "rated board power {tdp:g} W, over your {limit:g} W limit (a power cap set below the rating "
                  "runs the card slower than every figure here).",
                  "额定板卡功耗 {tdp:g} W，超过你的 {limit:g} W 上限（把功耗压到额定值以下运行，"
                  "会比这里的各项数字都慢）。",
                  tdp=tdp, limit=limit)


@rule(id="power-limit-several-gpus", concern="supply", source="seed-004", pri=50,
      doc=I18n(en="A pick of several GPUs under --max-power: each is within the limit, and together they "
                  "draw the sum — over the limit if it is for the whole box.",
               zh="有 --max-power 时推荐了多张卡：每张都在上限内，合起来的功耗是总和——如果上限指整机就超了。"),
      when=lambda: [c.job << (m.kind == "job") & (m.power_limit > 0),
                    c.p << (m.kind == "pick") & (m.gpus_all > 1) & (m.tdp > 0)],
      shows={"job": ("power_limit",), "p": ("card", "gpus_all", "tdp")},
      caveat="power-limit-total", show_order=262, per_card=True)
def power_limit_several_gpus(f):
    p, limit = f.p, f.job["power_limit"]
    total = p["gpus_all"] * p["tdp"]
    if total <= limit:
        return None
    return caveat(
        f, "{card}: {n} GPUs × {tdp:g} W = {total:,.0f} W of board power together — within your {limit:g} W "
           "per card, over it if that limit is for the whole box (then take fewer GPUs or a lower-power card).",
        "{card}：{n} 张 × {tdp:g} W = 合计 {total:,.0f} W 板卡功耗——按每张卡算在你的 {limit:g} W 以内，"
        "如果这个上限指整机就超了（那就少用几张卡或换功耗更低的卡）。",
        card=p["card"], n=p["gpus_all"], tdp=p["tdp"], total=total, limit=limit)


RULES = [power_limit, power_limit_several_gpus]
