"""`api-alternative` (issue 13): beside a serving pick, what the model vendor's own API would
charge for the same stated load, from dated list prices (knowledge/data/api_prices.yaml).

Only when the person gave a load (requests/s with input and output tokens per request), the
model's vendor sells an API, and that API quotes a price in the pick's currency: this module never
converts currencies or guesses a price. The load is the stated peak, applied to every hour of use
(the rental is sized for that peak too), unless a day's total is said: then the API bills those requests;
a round-the-clock service pays the vendor's peak rate for its peak hours only, anything shorter is costed at the
peak rate (an upper bound)."""

from __future__ import annotations

from typing import Any

from knowledge import api_prices
from knowledge.text import I18n
from rules.base._common import declared, step
from rules.base.api_unpriced import api_unpriced
from rules.estimate import api_cost
from rules.pricing import MONTH_DAYS

CAVEAT_ID = "api-alternative"


def alternatives(kb: Any, facts: Any, pick: Any) -> tuple[api_cost.ApiAlternative, ...]:
    """The vendor APIs beside ``pick`` for the load in ``facts``, cheapest first."""
    job = getattr(pick, "job", None)
    # a batch of known size (generate_tokens): its requests spread over the rental's own hours (review 86 c02: a
    # DeepSeek-V3 batch of 200k prompts got no word of DeepSeek's own API)
    batch = (not facts.rps and bool(facts.generate_tokens) and job is not None and job.is_job
             and job.total is not None and job.wall_hours > 0)
    if (facts.task != "inference" or not facts.model or not (facts.rps or batch)
            or facts.input_tokens is None or facts.output_tokens is None
            or pick.monthly_cost is None):
        return ()
    prices = [p for p in api_prices.for_model(api_prices.load(kb), facts.model, pick.currency)
              if p.currency == pick.currency]
    if batch:  # the whole batch's requests over the job's own wall hours, against the job's total
        hours, days, rental = 24.0, job.wall_hours / 24, job.total
        rps = facts.generate_tokens / facts.output_tokens / (job.wall_hours * 3600)
    else:
        hours = facts.hours_per_day if facts.hours_per_day is not None else 24.0
        # the same days on both sides (review 32 C3: 730 days of API against one month of rent)
        days, rental, rps = facts.days, pick.monthly_cost * facts.days / MONTH_DAYS, facts.rps
        if facts.requests_per_day:  # a day's total said: the API bills those requests, not the peak all day long
            # (review 94 c05: 100k requests a day at their peak of 1.9 a second billed 22,918 M input tokens a month,
            # 1.9 × the 12,000 M said, and every API-vs-rent verdict leaned to renting)
            rps = facts.requests_per_day / (hours * 3600)
    out = []
    for price in prices:
        alt = api_cost.compare(price, rental, pick.currency, rps=rps, input_tokens=facts.input_tokens,
                               output_tokens=facts.output_tokens, hours_per_day=hours, days=days,
                               peak_share=api_cost.peak_share(price, hours), batch=batch)
        if alt is not None:
            out.append(alt)
    return tuple(sorted(out, key=lambda a: a.api_cost))


@step(id="api-alternative", concern="caveats", source="deepseek-api-pricing",
      caveat=CAVEAT_ID, show_order=25,
      doc=I18n(en="Where the model's vendor sells an API, compare its list price for the stated "
                  "load (requests/s × tokens in and out) with the rental, from dated price pages, "
                  "and say which is cheaper and from what load renting pays off.",
               zh="模型厂商自己卖 API 时，按所述负载（每秒请求数 × 输入/输出 token）用有日期的"
                  "官方价目算出 API 费用，与租卡对比，说明哪个便宜、负载到多少时租卡更划算。"))
def api_alternative(kb: Any, facts: Any, pick: Any, sink: Any = None) -> I18n | None:
    """One caveat naming every vendor API tier beside the top pick (raised into ``sink`` with a
    trace step when given); None when no vendor API prices the stated load."""
    found = alternatives(kb, facts, pick)
    if not found:  # no API price on file: the break-even price is said instead (review 110 C8)
        return api_unpriced(kb, facts, pick, sink)
    text = I18n(en=" ".join(a.text.en for a in found), zh="".join(a.text.zh for a in found))
    if sink is not None:
        sink.caveat(CAVEAT_ID, api_alternative, text, pick.card)
        sink.step(api_alternative, {"pick": {"card": pick.card, "rps": facts.rps}}, text)
    return text


RULES = declared(__name__)
