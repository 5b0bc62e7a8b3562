"""A mainland cloud refused beside customers in the mainland: the machines run outside it (review 112 C2).

"我哋係澳門一間細旅行社…啲客人喺香港同內地都有…唔想用內地雲" read the guests' 內地 as the region, set against the
refusal as a conflict, and the answer rented a mainland cloud. Where the customers are says who is served, not where
the machines run; with mainland clouds refused ("唔想用內地雲", "不用国内云", "no mainland cloud") the machines run
outside mainland China. So when the only places said are the users' and a mainland cloud is refused, the users'
places are set aside and the region is outside the mainland (the refusal's own sellers are already aside:
``no_mainland_sellers``).

The person's own place is the same (note 51's read-through): "我们在上海，不想用国内云" read the region as mainland
China beside the refusal, a contradiction that dropped the model and answered nothing. Where someone is says where
they sit, not where the machines run; refusing mainland clouds from Shanghai is renting outside the mainland.

Neighbours that keep their reading: "客人在内地" alone (no refusal), "机器放内地，不用阿里云" (the machines' place
said), "我们在上海，机器放上海，不用国内云" (the machines' place said beside it: a contradiction to settle).
"""

from __future__ import annotations

from advisor_tui.understand.audience_place import _WHERE_ONE_IS, said_of_users
from advisor_tui.understand.reader import _Finding, _Reader


def set_audience_aside_for_refused_cloud(r: _Reader) -> None:
    """After set_users_places_aside: only users' places and a refused mainland cloud — region outside the mainland."""
    refusal = next((f for f in r.found if f.fact == "no_mainland_sellers" and f.value is True), None)
    regions = [f for f in r.found if f.fact == "region"]
    if refusal is None or not regions or all(f.value != "cn" for f in regions):
        return
    users = [f for f in regions if said_of_users(r, f)]
    own = [f for f in regions if f not in users and _WHERE_ONE_IS.search(r.t, max(0, f.start - 12), f.start)]
    if len(users) + len(own) < len(regions):
        return  # a place of the machines' own is said too
    for f in regions:
        f.fact = "_person_place"
    r.found.append(_Finding(refusal.start, refusal.end, "region", "intl"))
    said = r.quote(refusal.start, refusal.end)
    if users:
        r.note(f"where the customers are is not where the machines run; “{said}”: the machines run outside mainland "
               "China",
               f"客户在哪里不等于机器放在哪里；“{said}”：机器放在中国大陆以外")
    else:
        r.note(f"where you are is not where the machines run; “{said}”: the machines run outside mainland China "
               "(a Hong Kong or Singapore region is the nearest)",
               f"人在哪里不等于机器放在哪里；“{said}”：机器放在中国大陆以外（香港或新加坡区域最近）")
