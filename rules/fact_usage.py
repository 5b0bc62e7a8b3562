"""The usage facts of a consultation (rules.facts.resolve): hours a day and days of use, each with its default and
its bounds (a minute a day, an hour in all), and the person's own exchange rates."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from knowledge.schema import I18n
from rules.fact_parse import fail, parse_number, parse_rate
from rules.fact_personal import PERSONAL_USE_NOTE, personal_use
from rules.fact_vocab import DEFAULT_DAYS, LIMITS, MEDIA_SERVICE_TASKS, MIN_DAYS, MIN_HOURS_PER_DAY


def resolve_usage(given: Mapping[str, Any], out: dict[str, Any], assumed: list[tuple[str, Any]], notes: list[I18n],
                  label: Callable[[str], str], defaults: Mapping[str, Any] | None, task: str) -> None:
    if "hours_per_day" in given:
        out["hours_per_day"] = parse_number(label("hours_per_day"), given["hours_per_day"],
                                            bounds=LIMITS["hours_per_day"])
        if out["hours_per_day"] < MIN_HOURS_PER_DAY:
            raise fail(label("hours_per_day"), given["hours_per_day"],
                        f"at least {MIN_HOURS_PER_DAY:.4f} (one minute)")
    else:
        kept = (defaults or {}).get("hours_per_day")
        hours = float(kept) if kept is not None else (
            24.0 if task in ("inference", "pretrain") and not personal_use(given, task)
            or task in (*MEDIA_SERVICE_TASKS, "embedding", "detection") and {"rps", "requests_per_day"} & set(given)
            else 8.0)
        out["hours_per_day"] = hours
        assumed.append(("hours_per_day", hours))
        if task == "inference" and hours < 24 and kept is None:
            notes.append(PERSONAL_USE_NOTE)
    if "days" in given:
        out["days"] = parse_number(label("days"), given["days"], bounds=LIMITS["days"])
        if out["days"] < MIN_DAYS:
            raise fail(label("days"), given["days"],
                        f"at least {MIN_DAYS:.4f}, one hour; for a few hours give {label('days')} 1 "
                        f"and {label('hours_per_day')} H")
    else:
        assumed.append(("days", DEFAULT_DAYS))


def resolve_fx(given: Mapping[str, Any], out: dict[str, Any], label: Callable[[str], str]) -> None:
    if "fx" in given:
        rates = given["fx"]
        if isinstance(rates, str) or (isinstance(rates, (tuple, list)) and len(rates) == 3
                                      and isinstance(rates[2], (int, float))):
            rates = [rates]  # one rate, as text or as (base, quote, rate)
        if not isinstance(rates, (tuple, list)):
            raise fail(label("fx"), rates, "BASE/QUOTE=RATE such as USD/CNY=7.1")
        out["fx"] = tuple(parse_rate(label("fx"), r) for r in rates)
