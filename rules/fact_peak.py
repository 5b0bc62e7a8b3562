"""A service's peak that lasts some days of the month, beside its normal level (review 98 c01: "平时每天大概2万篇，期末
考试那两周会涨到每天15万篇 … 高峰那两周能不能临时加卡?" was sized at the peak all month, and the question was not
answered).

The peak stays what the answer is sized by (``requests_per_day`` / ``rps``); these facts add the level outside it and
its length, so that rules.base.peak_plan can price a base sized at the normal level all month plus the extra copies
for the peak's days alone:

- ``normal_requests_per_day`` (``--normal-requests-per-day``): the day's requests outside the peak;
- ``normal_rps`` (``--normal-rps``): or the normal level's own busiest rate, requests a second;
- ``peak_days`` (``--peak-days``): how many of the days of use the peak lasts (the two exam weeks: 14).

    resolve_peak(given, out, notes, label)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from knowledge.errors import InputError
from knowledge.schema import I18n
from rules.fact_parse import parse_count, parse_number, parse_rps
from rules.fact_vocab import LIMITS

PEAK_FACTS = ("normal_requests_per_day", "normal_rps", "peak_days")
PEAK_DAYS = (1 / 24, 366.0)  # an hour (a flash sale) to a year


def resolve_peak(given: Mapping[str, Any], out: dict[str, Any], notes: list[I18n], label: Callable[[str], str]) -> None:
    """Validate the normal level and the peak's length into ``out``: a normal level above the peak said on the same
    basis is refused (it is the load outside the peak); one given with no peak, or a peak as long as the days of use,
    is kept and said, and no peak plan follows."""
    if "normal_requests_per_day" in given:
        out["normal_requests_per_day"] = parse_count(label("normal_requests_per_day"),
                                                     given["normal_requests_per_day"], LIMITS["requests_per_day"])
    if "normal_rps" in given:
        out["normal_rps"] = parse_rps(label("normal_rps"), given["normal_rps"])
    if "peak_days" in given:
        out["peak_days"] = parse_number(label("peak_days"), given["peak_days"], bounds=PEAK_DAYS)
    for normal, peak in (("normal_requests_per_day", "requests_per_day"), ("normal_rps", "rps")):
        if normal in out and out.get(peak) is not None and out[normal] > out[peak] * (1 + 1e-9):
            raise InputError(f"invalid {label(normal)}: {out[normal]:,g} is above the peak ({label(peak)} "
                             f"{out[peak]:,g}): it is the load outside the peak")
    normal_said = "normal_requests_per_day" in out or "normal_rps" in out
    if normal_said and not {"requests_per_day", "rps"} & set(given):
        notes.append(I18n(
            en=f"{label('normal_requests_per_day')} / {label('normal_rps')} is the level outside a peak: with no peak "
               f"({label('requests_per_day')} or {label('rps')}) it sizes nothing — give the peak to be sized by",
            zh=f"{label('normal_requests_per_day')} / {label('normal_rps')} 是高峰以外的平时负载：没有给出高峰"
               f"（{label('requests_per_day')} 或 {label('rps')}）时不参与配卡——请给出高峰负载"))
    days = float(out.get("days") or given.get("days") or 30.0)
    if "peak_days" in out and out["peak_days"] >= days:
        notes.append(I18n(
            en=f"The peak lasts {out['peak_days']:g} days, all of the {days:g} days of use: sized at the peak "
               "throughout, with no cards added for part of it",
            zh=f"高峰持续 {out['peak_days']:g} 天，覆盖全部 {days:g} 天的使用期：全程按高峰配卡，不再单独临时加卡"))
