"""A service said to be closed to the public is no public one, though its members use it themselves: "Tenants message
an Arabic maintenance assistant through our tenant app — tenants only, it's not open to the public" (heldout85 #26)
read both public (the tenants messaging it) and not public, and dropped the fact. The closure said outright ("not open
to the public", "closed to the public", "members only", "internal only", "不对外", "不对公众开放", "仅限会员") wins over
members, tenants, students or patients using it (DESIGN §7: a public service is one strangers reach; heldout82 C5's
members-only club read false). The public named outright ("anyone can use it", "public chatbot", "对外开放") keeps
its conflict: the person said both.

    close_audience(r)  # after the negations, which turn "not open to the public" into false
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_CLOSED = _lazy(r"(?<![a-z])(?:(?:not|never) (?:open|available|accessible) to (?:the )?(?:public|general public"
                r"|outsiders|anyone else)|closed to (?:the )?public|(?:members|tenants|residents|students|staff"
                r"|employees|patients|customers|internal|invite)[- ]only|not public)(?![a-z])"
                r"|不对外|不對外|不对公众开放|不對公眾開放|不公开|仅限(?:会员|租户|住户|业主|学生|员工|内部)")
_OPEN_SAID = _lazy(r"public|anyone|everyone|open to|公开|公開|对外|對外|任何人|所有人")


def close_audience(r: _Reader) -> None:
    """The closure said outright: members using the service are no public reading beside it."""
    closed = [f for f in r.found if f.fact == "public_service" and f.value is False
              and _CLOSED.search(r.t, max(0, f.start - 8), f.end + 8)]
    if not closed:
        return
    for f in r.found:
        if f.fact == "public_service" and f.value is True and not _OPEN_SAID.search(r.t, f.start, f.end):
            f.fact = "_members_use"  # ("Tenants message it": members, not strangers)
