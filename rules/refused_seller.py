"""The sellers a person refused (``--provider no-aws,no-gcp``; rules.fact_seller), said in one line of the answer.

"Any cloud is fine except Google Cloud", "we will not use AWS at all, company policy", "No Microsoft Azure please"
(blind review 116 c7, c8, c10) were never acknowledged: the person could not tell whether the answer had heard them.
A refused seller's offers are set aside (rules.fact_seller.at_named_sellers, each with its reason under RULED OUT);
this line says so, and says plainly of a seller no offer on file comes from (Google Cloud) that nothing was set
aside — its prices are not here, so no pick could have come from it.

    refused_line(kb, facts) -> I18n | None
"""

from __future__ import annotations

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from rules.fact_seller import refused_sellers, seller_names
from rules.facts import Facts


def refused_line(kb: KnowledgeBase, facts: Facts) -> I18n | None:
    """The refused sellers with offers on file set aside; those with none said to have had nothing to set aside."""
    refused = refused_sellers(facts)
    if not refused:
        return None
    selling = {o.provider for o in kb.offers}
    priced = tuple(i for i in refused if i in selling)
    unpriced = tuple(i for i in refused if i not in selling)
    en: list[str] = []
    zh: list[str] = []
    if priced:
        en.append(f"{seller_names(kb, priced, 'en', 'and')}: set aside as you asked — no pick comes from "
                  f"{'them' if len(priced) > 1 else 'it'}.")
        zh.append(f"按你的要求不用 {seller_names(kb, priced, 'zh', 'and')}：推荐里没有"
                  f"{'它们' if len(priced) > 1 else '它'}的报价。")
    if unpriced:
        their = "their" if len(unpriced) > 1 else "its"
        en.append(f"{seller_names(kb, unpriced, 'en', 'and')}: none of {their} offers are on file here, so "
                  "nothing was set aside — no pick could come from it.")
        it = "它们" if len(unpriced) > 1 else "它"
        zh.append(f"{seller_names(kb, unpriced, 'zh', 'and')}：知识库里本来就没有{it}的报价，所以没有排除任何方案，"
                  f"推荐也不会来自{it}。")
    return I18n(en=" ".join(en), zh="".join(zh))
