"""Review 119's reading criticals as families: readings a real user's other phrasings share with the reviewer's
consultations (C2, C5, C6, C8, C10), each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on, unresolved_kinds

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def test_a_daily_window_whose_ends_say_their_part_of_the_day(kb):
    # C2-1: "清晨4點到晚上8點（16小時）" was 4 hours (the end's 晚上 alone made the start 4 p.m.)
    assert _facts(kb, "服務只要每天清晨4點到晚上8點開著就好（16小時）")["hours_per_day"] == 16
    assert _facts(kb, "每天清晨5点到晚上9点开着")["hours_per_day"] == 16
    assert _facts(kb, "每天早晨6點到傍晚6點開著")["hours_per_day"] == 12
    assert _facts(kb, "每天深夜11点到清晨5点跑批")["hours_per_day"] == 6
    assert _facts(kb, "The bot is up from 8 a.m. to 11 p.m. daily")["hours_per_day"] == 15
    assert _facts(kb, "服务每天8 a.m.–11 p.m.开着")["hours_per_day"] == 15
    assert _facts(kb, "The bot runs 10 p.m. to 6 a.m.")["hours_per_day"] == 8
    assert _facts(kb, "from 6am to 10pm every day")["hours_per_day"] == 16
    # neighbours: the parts said the other way, overnight, or not at all read as before
    assert _facts(kb, "每天早上9点到下午5点")["hours_per_day"] == 8
    assert _facts(kb, "每天晚上8點到早上6點")["hours_per_day"] == 10
    assert _facts(kb, "每天9点到5点")["hours_per_day"] == 8
    assert _facts(kb, "每天4点到晚上8点")["hours_per_day"] == 4
    assert "hours_per_day" not in _facts(kb, "Meeting at 9 a.m. tomorrow, serve qwen3-8b")

