"""Days of use as months. A month is 30 days (seed 000: "单卡月租（30 天）"), but a year is twelve months, not
365 ÷ 30 = 12.17 of them: a one-year contract on a monthly plan pays twelve months (review 121 C1-b: 365 days on a
¥3,742 monthly plan were billed as 13 months, "¥3,998 a month", where the year is 12 × ¥3,742 = ¥44,904)."""

from __future__ import annotations

import math

YEAR_DAYS = 365.0
MONTH_DAYS = 30.0
MONTHS_A_YEAR = 12


def usage_months(days: float) -> float:
    """Months the days of use span: 30-day months, each whole year twelve of them and no part of a year more."""
    years, rest = divmod(float(days), YEAR_DAYS)
    return years * MONTHS_A_YEAR + min(float(MONTHS_A_YEAR), rest / MONTH_DAYS)


def billed_months(days: float) -> int:
    """Whole months a monthly plan bills for the days: a part month is a whole one, a year twelve."""
    years, rest = divmod(float(days), YEAR_DAYS)
    return int(years) * MONTHS_A_YEAR + min(MONTHS_A_YEAR, math.ceil(rest / MONTH_DAYS - 1e-9))
