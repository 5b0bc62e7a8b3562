"""The vendor's API when nothing rents the model within the limits (review 41 M3: DeepSeek-R1 671B for $200 a month
was "nothing fits" with the API prices on record), and what it costs at the load the person gave (review 52 C5: the
list price alone was offered as the way out of a $1,500 budget, where 2 requests a second of 1,000 in / 1,500 out
bill about $10.9k a month at it).

    sold_by_the_token(kb, facts) -> [I18n] (empty, or one line)
"""

from __future__ import annotations

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from knowledge.text import money
from rules.estimate import api_cost
from rules.facts import Facts


def sold_by_the_token(kb: KnowledgeBase, facts: Facts) -> list[I18n]:
    from knowledge import api_prices

    if facts.domestic_chips or (facts.procure == "buy" and facts.buyer == "company"):
        # review 74 C8: a state firm's 信创 private deployment on bought Ascend servers was offered the vendor's public
        # API — domestic chips, or an organisation buying its own hardware, is a deployment an API does not replace
        return []
    display = facts.budget.currency if facts.budget is not None else ("CNY" if facts.region == "cn" else "USD")
    prices = [p for p in api_prices.for_model(api_prices.load(kb), str(facts.model), display) if p.currency == display]
    if not prices:
        return []
    p = min(prices, key=lambda x: x.input_per_m + x.output_per_m)
    same = "" if p.same_weights else f" — {p.model_version or p.api_model}, not the same weights"
    same_zh = "" if p.same_weights else f"——{p.model_version or p.api_model}，不是同一份权重"
    load_en = load_zh = ""
    if facts.rps and facts.input_tokens is not None and facts.output_tokens is not None:
        hours = facts.hours_per_day if facts.hours_per_day is not None else 24.0
        peak = api_cost.peak_share(p, hours)
        bill = api_cost.monthly_api_cost(p, rps=facts.rps, input_tokens=facts.input_tokens,
                                         output_tokens=facts.output_tokens, hours_per_day=hours,
                                         days=min(facts.days, 30.0), peak_share=peak)
        over = over_zh = ""
        if facts.budget is not None and facts.budget.unit == "month" and facts.budget.currency == display:
            if bill > facts.budget.amount:
                over, over_zh = " — over your budget too", "——同样超出预算"
            else:
                over, over_zh = " — within your budget", "——在预算内"
        if peak < 1:
            over = f" ({peak:.0%} of it in the vendor's peak hours, the rest at its off-peak rate){over}"
            over_zh = f"（其中 {peak:.0%} 落在高峰时段，其余按空闲价）{over_zh}"
        load_en = (f"; at your load ({facts.rps:g} requests/s of {facts.input_tokens:,} in / {facts.output_tokens:,} "
                   f"out, {hours:g} h a day) that is about {money(bill, display)} a month{over}")
        load_zh = (f"；按你的负载（每秒 {facts.rps:g} 个请求，输入 {facts.input_tokens:,} / "
                   f"输出 {facts.output_tokens:,} token，每天 {hours:g} 小时）每月约 {money(bill, display)}{over_zh}")
    return [I18n(en=f"Or by the token: {p.provider}'s API ({p.api_model}) lists {money(p.input_per_m, display)} in / "
                    f"{money(p.output_per_m, display)} out per million tokens ({p.as_of}){same}{load_en}.",
                 zh=f"或按 token 付费：{p.provider} 的 API（{p.api_model}）标价每百万 token 输入 "
                    f"{money(p.input_per_m, display)} / 输出 {money(p.output_per_m, display)}（{p.as_of}）{same_zh}"
                    f"{load_zh}。")]
