"""Daily active users said without what each asks (review 95 c02: "日活大概2万" with no per-user rate was dropped, and
the answer then said "no load was given"). A DAU is a head count of the people who use the service (``users``): the
rules size it at the busiest share of such a crowd and ask for the load (rules/head_count.py) — never one at a time.
What would size it properly is said back: how many requests each sends a day. With a per-user rate the day's
requests are read instead (daily_users.py), and so is a day's total said apart.
"""

from __future__ import annotations

from advisor_tui.understand.numbers import NUM
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

# "日活大概2万", "日活用户 5000", "DAU ~20k", "20k daily active users", "2 万日活", "about 5,000 daily users"
_DAU = _lazy(rf"(?:日活(?:跃)?(?:用户)?|dau|(?<![a-z])daily (?:active )?users?)\s?(?:数|量)?\s?"
             r"(?:预计|预估|估计|目前|现在)?\s?(?:大概|大约|约|差不多|有|在|是|:|~|about|around|roughly|of|is|are)?\s?"
             rf"(?:大概|大约|约|~|about|around|roughly)?\s?(?P<n>{NUM})\s?(?P<k>万|千|k(?![a-z]))?"
             r"|(?<![\d.])(?P<n2>\d[\d,.]*)\s?(?P<k2>万|千|k(?![a-z]))?\s?(?:人的)?\s?"
             r"(?:日活(?:跃)?(?:用户)?|dau|(?<![a-z])daily (?:active )?users?)(?![a-z])")
_DAY_LOAD = ("requests_per_day", "rps", "concurrency", "users")


def read_daily_active(r: _Reader) -> None:
    """After the day's totals, before the money: a DAU left over is claimed ("日活用户 3000 左右" is no ¥3,000)."""
    for m in _DAU.finditer(r.t):
        if not r.free(m.start(), m.end()):
            continue
        users = _n(r, m.group("n") or m.group("n2"), (m.group("k") or m.group("k2") or "").lower())
        if users and users >= 2 and users == int(users):
            r.add(m.start(), m.end(), "_daily_active", int(users))
            return


def place_daily_active(r: _Reader) -> None:
    """After the loads: the DAU is the service's head count where no load was said, its per-user rate asked for."""
    dau = next((f for f in r.found if f.fact == "_daily_active"), None)
    if dau is None or any(f.fact in _DAY_LOAD for f in r.found):
        return
    dau.fact = "users"
    said = r.quote(dau.start, dau.end)
    r.note(f"“{said}”: {dau.value:,} people use it a day — a head count, not the load; how many requests does "
           "each send a day? (the day's requests, or the peak's, size the GPUs: --requests-per-day, --rps)",
           f"“{said}”：每天 {dau.value:,} 人在用——这是人数，不是负载；每人每天大概问几次？（按每天或高峰的"
           "请求数配卡：--requests-per-day、--rps）")
