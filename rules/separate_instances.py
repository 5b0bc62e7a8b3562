"""Whether a job's GPUs may be separate instances of unstated size: each runs its own copy of the model."""

from __future__ import annotations

from rules.estimate.media_job import UNITS
from rules.facts import Facts


def separate_instances_serve(facts: Facts) -> bool:
    """A transcription, image or video job runs one copy of the model per GPU on its own files or requests, with
    no link between them: n single-card instances do what n cards in one machine do (review 110 C4-b: 3,000 h of
    Whisper at Aliyun kept the T4 to one gn6i instance, 124 h against a 72 h deadline, where two finish in 62 h)."""
    return facts.task in UNITS
