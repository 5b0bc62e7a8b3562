"""The 一 of a period after an amount in Chinese numerals is the period's, not a digit (review 119 c2b:
"台幣一萬五一個月" read "一萬五一" and left the budget unplaced; review 120 C3-1's "三千一次過" is the same family)."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))


def test_the_one_of_a_month_after_the_amount_is_the_months(kb):
    assert budget_of(_facts(kb, "預算一樣台幣一萬五一個月，1美元=32台幣")) == (468.75, "USD", "month")
    assert budget_of(_facts(kb, "预算港币五千一年，1美元=7.8港币"))[0] == 53.42  # 5,000 HKD a year, by the month


def test_an_amount_ending_in_one_keeps_it(kb):
    assert budget_of(_facts(kb, "台币三千一一个月，1美元=32台币"))[0] == 96.88  # 3,100 a month
    assert budget_of(_facts(kb, "预算台币三千一，1美元=32台币，每月"))[0] == 96.88
