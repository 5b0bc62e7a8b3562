"""Where the data must stay, said first: a country outside mainland China (review 66 C4: "customer data must stay in
the UAE" led with a RunPod card, a seller whose machines' country is not recorded). The offers here record only
whether a seller rents in mainland China or outside it, never the country, so no pick can be said to meet the rule:
the answer sizes the job and says what to confirm before signing. Said as where the machines must be: the person may
have said where the data stays or only where they rent ("servers in the US": review 100 c01 read it as a data rule)."""

from __future__ import annotations

from knowledge.schema import I18n
from rules.facts import Facts


def data_in_line(facts: Facts) -> I18n | None:
    if not facts.data_in or facts.procure == "buy" and facts.no_rental:
        return None  # (bought hardware sits where the person puts it)
    place = facts.data_in
    if facts.procure == "buy":  # the rentals priced beside it are not (review 102 c03: the UAE line went, rents stayed)
        return I18n(
            en=f"Machines in {place}, as you said: the cards you buy sit where you put them; the rentals priced beside "
               f"them are not known to be in {place} — no offer here records its machines' country (only mainland "
               f"China or outside it). Before renting instead, get the seller's written confirmation of a region in "
               f"{place}, or rent from a cloud with a region there.",
            zh=f"机器须在{place}（你的要求）：买的卡放在你自己的机房；旁边列出的租用方案不能确认在{place}——这里的报价只"
               f"记录平台在中国大陆还是境外，没有记录机器所在的国家。若改为租用，签约前请平台书面确认在{place}有机房"
               f"区域，或向在当地有区域的云租用。")
    return I18n(
        en=f"Machines in {place}, as you said: no offer here records the country its machines are in (only mainland "
           f"China or outside it), so none can be said to meet that — the picks below size the job; before you sign, "
           f"get the seller's written confirmation of a region in {place}, or rent the same card from a cloud with a "
           f"region there. Peer-to-peer marketplaces are set aside: their hosts' machines can be in any country.",
        zh=f"机器须在{place}（你的要求）：这里的报价只记录平台在中国大陆还是境外，没有记录机器所在的国家，所以没有哪个"
           f"推荐能确认满足这一条——下面的卡是按任务估算的；签约前请平台书面确认在{place}有机房区域，或向在当地有"
           f"区域的云租同款卡。P2P 算力平台不在考虑之列：其主机可能在任何国家。")
