"""A head count is not how many use it at once: "a knowledge base for about 50 of us" (review 25 M6).

Sized as one sequence, a 50-person team's service was priced for one person; sized as 50 at once, for a
crowd that never comes. Until the person says how many at the same time, the busiest share is assumed
and said: one in ten, and at least 5 — as many as a group of up to 5 is sized for when it says nothing
(all of them; advisor_tui.understand.headcount.SMALL_GROUP), so a sixth person never shrinks the answer.
Why one in ten, by Little's law: at a team's busiest hour each person asks about every 10 minutes and an
answer runs about 30 s (500 tokens at ~20 tokens/s), so one in twenty is being answered on average; one
in ten leaves twice that for the bursts inside the hour. A planning figure, not a measurement — the
answer prices all of them at once beside it (rules.base.people_whatif). Past a team's size (TEAM_MOST) a
head count is an audience — "a Discord server with 2k members" — whose members mostly never ask: the share
stops growing at MOST_ASSUMED and the answer asks for the load instead.
"""

from __future__ import annotations

import math

from knowledge.text import I18n

# the facts that say the load themselves: a head count gives way to any of them
SIZED_BY = ("concurrency", "rps", "requests_per_day", "users")
BUSIEST_SHARE = 0.1
MIN_AT_ONCE = 5
TEAM_MOST = 200
MOST_ASSUMED = math.ceil(TEAM_MOST * BUSIEST_SHARE)


def busiest_share(users: int | None) -> int:
    """Sequences to size for a head count nobody said how many of are on it at once; 1 without one."""
    if users is None or users < 2:
        return 1
    return min(users, MOST_ASSUMED, max(MIN_AT_ONCE, math.ceil(users * BUSIEST_SHARE)))


def busiest_share_note(users: int, at_once: int) -> I18n:
    if users > TEAM_MOST:
        return I18n(
            en=f"{users:,} people can use it, not all at once: sized for {at_once:,} at the same time, as a team "
               f"of {TEAM_MOST} would be — a crowd this size mostly never asks, so its load sizes it: say the "
               "requests a day or at the peak (--requests-per-day, --rps) or how many at once (--concurrency)",
            zh=f"{users:,} 人可以用、不会都同时用：先按同时 {at_once:,} 人计（与 {TEAM_MOST} 人的团队相同）——"
               "这么多人里多数不会来问，要按负载来定：请说明每天或高峰的请求数（--requests-per-day、--rps）"
               "或同时用的人数（--concurrency）")
    return I18n(
        en=f"{users:,} people use it, not all at once: sized for {at_once:,} at the same time (one in ten "
           "and at least 5, a planning figure — at the busiest hour each asking about every 10 minutes "
           "with ~30 s per answer keeps one in twenty busy, doubled for bursts); say how many at once "
           "with --concurrency",
        zh=f"{users:,} 人使用、不会都同时用：按同时 {at_once:,} 人计（十分之一、至少 5 人，规划估计——"
           "最忙的一小时里每人约 10 分钟问一次、每次回答约 30 秒，平均二十分之一的人在等回答，再留一倍给突发）；"
           "同时用的人数请用 --concurrency 说明")
