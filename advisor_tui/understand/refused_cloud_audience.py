"""A mainland cloud refused beside customers in the mainland: the machines run outside it (review 112 C2).

"我哋係澳門一間細旅行社…啲客人喺香港同內地都有…唔想用內地雲" read the guests' 內地 as the region, set against the
refusal as a conflict, and the answer rented a mainland cloud. Where the customers are says who is served, not where
the machines run; with mainland clouds refused ("唔想用內地雲", "不用国内云", "no mainland cloud") the machines run
outside mainland China. So when the only places said are the users' and a mainland cloud is refused, the users'
places are set aside and the region is outside the mainland (the refusal's own sellers are already aside:
``no_mainland_sellers``).

Neighbours that keep their reading: "客人在内地" alone (no refusal), "机器放内地，不用阿里云" (the machines' place
said), "我们在上海，不用国内云" (where the person is: not the users').
"""

from __future__ import annotations

from advisor_tui.understand.audience_place import said_of_users
from advisor_tui.understand.reader import _Finding, _Reader


def set_audience_aside_for_refused_cloud(r: _Reader) -> None:
    """After set_users_places_aside: only users' places and a refused mainland cloud — region outside the mainland."""
    refusal = next((f for f in r.found if f.fact == "no_mainland_sellers" and f.value is True), None)
    regions = [f for f in r.found if f.fact == "region"]
    if refusal is None or not regions or not all(said_of_users(r, f) for f in regions):
        return
    if all(f.value != "cn" for f in regions):
        return
    for f in regions:
        f.fact = "_person_place"
    r.found.append(_Finding(refusal.start, refusal.end, "region", "intl"))
    said = r.quote(refusal.start, refusal.end)
    r.note(f"where the customers are is not where the machines run; “{said}”: the machines run outside mainland "
           "China",
           f"客户在哪里不等于机器放在哪里；“{said}”：机器放在中国大陆以外")
