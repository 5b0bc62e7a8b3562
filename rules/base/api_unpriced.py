"""`api-unpriced` (blind review 110 C8): a SaaS paying an API provider for gpt-oss-120b asked "would self-hosting on
rented GPUs be cheaper than the API?" and the answer never said — no API price for the model is on file
(knowledge/data/api_prices.yaml holds the vendors that sell their own models), so `api-alternative` stayed silent.
Where the person weighs an API (or pays one today) and none is priced here, the answer still answers: the self-hosted
cost per million tokens at their load — the pick's rent ÷ the month's tokens — which is the API price below which the
API is cheaper, and says plainly that no API price for this model is on file. No API price is ever assumed.

A service answers outside the hours its traffic is "mostly" in: the rent is shown round the clock (the copy kept up
all month, as a live feature needs) and for only the hours of use said, each against the same month's tokens."""

from __future__ import annotations

from typing import Any

from knowledge import api_prices
from knowledge.text import I18n, money
from rules.base._common import declared, step
from rules.pricing import MONTH_DAYS

CAVEAT_ID = "api-unpriced"
PER_M = 1_000_000


def self_hosted_per_m(facts: Any, pick: Any) -> tuple[float, float, float, float] | None:
    """(tokens a month, the rent round the clock, the rent for the hours said, the rent per hour) for the pick's
    GPUs; None off a stated serving load with a rented pick."""
    if facts.task != "inference" or facts.input_tokens is None or facts.output_tokens is None \
            or pick.monthly_cost is None or pick.offer is None or (pick.job is not None and pick.job.is_job):
        return None
    hours = facts.hours_per_day if facts.hours_per_day is not None else 24.0
    days = facts.days or MONTH_DAYS
    per_day = facts.requests_per_day or (facts.rps * hours * 3600 if facts.rps else None)
    if not per_day or hours <= 0:
        return None
    tokens = per_day * (facts.input_tokens + facts.output_tokens) * days
    said_rent = pick.monthly_cost * days / MONTH_DAYS if facts.days else pick.monthly_cost
    hourly = said_rent / (hours * days)  # the pick's GPUs, all copies, per hour
    always_rent = hourly * 24 * MONTH_DAYS
    return tokens, always_rent, said_rent, hourly


@step(id="api-unpriced", concern="caveats", source="seed-000", caveat=CAVEAT_ID, show_order=31,
      doc=I18n(en="Where the person weighs an API against self-hosting and no API price for the model is on file, "
                  "say the self-hosted cost per million tokens at their load (the rent ÷ the month's tokens): the "
                  "API price below which the API is cheaper — and that no API price for the model is held.",
               zh="有人拿 API 和自建对比、而知识库没有该模型的 API 价格时，说出按其负载自建的每百万 token 成本"
                  "（租金 ÷ 当月 token 数）：API 单价低于它时 API 更便宜——并说明这里没有该模型的 API 价格。"))
def api_unpriced(kb: Any, facts: Any, pick: Any, sink: Any = None) -> I18n | None:
    """The break-even API price beside the top pick (raised into ``sink`` when given); None where an API price is
    on file (``api-alternative`` answers), no API is weighed, or no load is stated."""
    if not getattr(facts, "api_compared", False) or not facts.model \
            or api_prices.for_model(api_prices.load(kb), facts.model):
        return None
    got = self_hosted_per_m(facts, pick)
    if got is None:
        return None
    tokens, always_rent, said_rent, _hourly = got
    model = facts.model_record(kb)
    name = model.name if model is not None else facts.model
    cur = pick.currency
    m_tokens = tokens / PER_M
    always, said = always_rent / m_tokens, said_rent / m_tokens
    share_in = facts.input_tokens / (facts.input_tokens + facts.output_tokens)
    hours = facts.hours_per_day if facts.hours_per_day is not None else 24.0
    days = facts.days or MONTH_DAYS
    part_time = hours < 24 or days < MONTH_DAYS
    load_en = (f"{m_tokens:,.0f} M tokens a month ({facts.input_tokens:,} in + {facts.output_tokens:,} out per request,"
               f" {days:g} days)")
    load_zh = (f"每月 {m_tokens:,.0f} M token（每个请求输入 {facts.input_tokens:,} + 输出 {facts.output_tokens:,}，"
               f"{days:g} 天）")
    en = (f"Self-hosting {name} against an API: no API price for {name} is on file here, so compare with your "
          f"current bill. At your load, {load_en}, {pick.gpus_in_all} × {pick.card} rented round the clock "
          f"({money(always_rent, cur)} a month: a live service answers outside its busy hours too) costs "
          f"{money(always, cur)} per million tokens")
    zh = (f"自建 {name} 与 API 对比：这里没有 {name} 的 API 价格，请拿你现在的账单比较。按你的负载，{load_zh}，"
          f"{pick.gpus_in_all} 张 {pick.card} 全天候租用（每月 {money(always_rent, cur)}：线上服务在忙时以外也要应答）"
          f"折合每百万 token {money(always, cur)}")
    if part_time:
        en += (f"; up only the {hours:g} h × {days:g} days said, {money(said_rent, cur)} → "
               f"{money(said, cur)} per million")
        zh += f"；只在所述的 {hours:g} 小时 × {days:g} 天开机：{money(said_rent, cur)} → 每百万 {money(said, cur)}"
    en += (f". An API whose blended price ({share_in:.0%} input, {1 - share_in:.0%} output) is below that is cheaper; "
           "above it, self-hosting is — before engineering time, a second copy for failover, and idle capacity.")
    zh += (f"。API 的混合单价（输入 {share_in:.0%}、输出 {1 - share_in:.0%}）低于这个数就是 API 便宜；"
           "高于它则自建便宜——还没算工程人力、故障备份的第二份副本和空闲容量。")
    text = I18n(en=en, zh=zh)
    if sink is not None:
        sink.caveat(CAVEAT_ID, api_unpriced, text, pick.card)
        sink.step(api_unpriced, {"pick": {"card": pick.card, "tokens_m": round(m_tokens, 1)}}, text)
    return text


RULES = declared(__name__)
