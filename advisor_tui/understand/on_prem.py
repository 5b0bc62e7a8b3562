"""A deployment on the person's own premises is a purchase: "我们是一家律所，想在内网部署 Qwen2.5-32B" (note 48's
read-through: a law firm's intranet deployment was answered with cloud rentals), "打算本地部署 Qwen3-32B",
"私有化部署到内网", "部署在我们自己的机房", "we want to run it on-prem", "self-host it on our own hardware". Where no
way of getting the cards was said, the machines that run inside the person's own network are machines they own: the
answer is the purchase, with the rental beside it as the yardstick (rules/rent_instead.py), and a bare budget
beside it is what the machine may cost.

Not read where the words say otherwise: a way already said ("内网部署，该租什么卡"), a seller or a cloud named
("在阿里云上租，内网部署就行", "only reachable inside our AWS VPC"), the person's own cards
("实验室有两张 A100，想内网部署"), an intranet that is only who may reach the service ("只允许内网访问"), a deployment
done for someone else ("给客户做私有化部署": the client's machines, the client's choice), a one-off job (whose
machines it runs on is not said) or money said by the month (a running cost).

The reading is said where every fact is: "租用还是购买：采购硬件（来自“内网部署”）"."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.purchase import MONTH_BY_DEFAULT, defaulted_budgets_total
from advisor_tui.understand.reader import _Reader

_ON_PREM_ZH = _lazy(
    r"(?:内网|内部网络|本地|本地化|本地私有化|院内|所内|厂内|行内)\s?(?:私有化)?\s?部署"
    r"|私有化部署\s?(?:到|在)\s?(?:公司|单位|我们|自己)?\s?的?\s?(?:内网|本地|机房)"
    r"|部署\s?(?:到|在)\s?(?:公司|单位|院里|所里|厂里|我们|咱们|自己)?\s?(?:自己)?\s?的?\s?(?:内网|本地|机房|服务器上)")
_ON_PREM_EN = _lazy(
    r"(?<![a-z])(?:on-?prem(?:ise|ises)?|on premises?|in our own (?:data ?cent(?:er|re)|server room|machine room)"
    r"|(?:self-?host(?:ed|ing)?|host(?:ed|ing)?|run(?:ning)?|deploy(?:ed|ing)?) (?:it |them )?on our own "
    r"(?:hardware|servers?|machines?|boxe?s?))(?![a-z])")
# a cloud, a rental or a seller said anywhere: the intranet is the cloud's private network, the way is renting
_RENTED = _lazy(r"租|云(?!南)|算力平台|(?<![a-z])(?:rent(?:ed|ing|al)?|cloud|aws|azure|gcp|vpc|runpod|lambda|vast"
                r"|hosted by|provider)(?![a-z])")
# done for a client: their premises, their purchase
_FOR_SOMEONE = _lazy(r"(?:给|帮|为|替)\s?(?:客户|甲方|用户|他们|对方)|(?<![a-z])(?:for|at) (?:a |our |the )?"
                     r"(?:client|customer)s?'?(?![a-z])")
# reach, not where it runs: "只允许内网访问", "内网才能访问"
# a one-off job's size or date (purchase.py's rent_by_its_job: a firm paying for a job that ends rents)
_ONE_OFF = ("deadline", "train_tokens", "samples", "generate_tokens", "images", "videos", "audio_hours", "epochs")
_RENT_PERIODS = ("hour", "day", "week", "month")
_REACH_ONLY = _lazy(r"部署\s?(?:后|好)?\s?(?:只|仅)?\s?(?:允许|能|可以|可)?\s?(?:在)?\s?内网\s?(?:访问|使用|调用)")


def read_on_prem(r: _Reader) -> None:
    """Where no way was said: a deployment on the person's own premises reads procure buy."""
    if any(f.fact in ("procure", "providers") for f in r.found):
        return
    if any(c.card and c.owned for c in r.cards):
        return  # on the cards they have
    if _RENTED.search(r.t) or _FOR_SOMEONE.search(r.t) or _REACH_ONLY.search(r.t):
        return
    if any(f.fact in _ONE_OFF for f in r.found):
        return  # a job that ends ("训练总共花费不超过 8000"): whose machines it runs on is not said to be bought
    m = _ON_PREM_ZH.search(r.t) or _ON_PREM_EN.search(r.t)
    if m is None:
        return
    budgets = [f for f in r.found if f.fact == "budget" and f.value.unit in _RENT_PERIODS]
    defaulted = any(n.en == MONTH_BY_DEFAULT for n in r.notes)
    if budgets and not defaulted:
        return  # "内网部署，每月预算 3 万": money by the month is a running cost, the way left open
    r.add(m.start(), m.end(), "procure", "buy", mask="kw")
    defaulted_budgets_total(r)  # a bare amount beside a purchase is what the machine may cost (money.py's rule)
