"""What kind of use the facts describe, as pricing's seller filters and memo keys read it: one that goes on month
after month, and a service for other people."""

from __future__ import annotations

from rules.facts import Facts


def ongoing(facts: Facts) -> bool:
    """A use that goes on month after month: a service, or a budget said per period."""
    budget = facts.budget
    return bool(facts.public_service or facts.rps is not None or facts.requests_per_day is not None
                or (budget is not None and budget.unit in ("month", "week", "day", "hour", "year")))


def serves_others(facts: Facts) -> bool:
    """A service for other people (a load, several at once, or the public), not one person's — an image or video
    service too (review 33 M8: a US avatar app's SDXL service was rented from a mainland-oriented seller)."""
    if facts.media_service or facts.public_service and facts.task in ("image", "video") or facts.task == "embedding":
        return True
    return facts.task == "inference" and (facts.rps is not None or facts.concurrency > 1
                                          or bool(facts.public_service))
