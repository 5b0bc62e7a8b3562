"""The speed a chat served to several people at once is held to when nobody said one: the time per output token
MLPerf Inference's server scenario allows (knowledge/data/throughput.yaml's serving_latency, 100 ms — 10 tokens/s to
each). A policy, not the person's SLA; said as assumed wherever it decides.

The answer itself is held to it by rules.speed_floor_lead; a what-if or a lead asked with other facts is held to it
here where the answer keeps it, so "with int4: 1 × A100 is enough" is never said beside an answer that keeps the
speed of a card that streams under it (note 42: a Singapore desk's 12 analysts at once on 6k prompts, where the int4
what-if's one A100 would stream ≈ 8 tokens/s to each). Where the answer itself streams under it (nothing keeps it),
its what-ifs and leads are not held to it either: a faster alternative that still misses it is still worth saying
(review 22 M1: FP8 on one A800, 6.9 tokens/s to each of 4 full 32k windows, against 8 × RTX 3090's 2.8)."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from knowledge.loader import KnowledgeBase
from rules.estimate import calibration


def chat_floor(facts: Any) -> float | None:
    """Tokens/s to each of the people at once that a chat with no speed said is held to; None where the policy does
    not apply: one person, a stated load (its copies are sized to the same limit), a speed said, llama.cpp (a home
    box, where a slow answer is the person's call), anything but serving a language model. A first-token limit said
    is no speed per sequence: it is held beside the floor, as a stated load holds both (review 104 c09: 400 players
    with first token under 500 ms were "Enough" on 2 × A100 at ≈ 3 tokens/s each, a 60-token line in 22 s)."""
    if (facts.task != "inference" or not facts.is_llm or facts.engine == "llama.cpp" or facts.rps
            or facts.requests_per_day or facts.min_tps or not facts.concurrency
            or facts.concurrency < 2):
        return None
    return round(1000 / calibration.load().tpot_limit_ms, 1)


def held_to_chat_floor(facts: Any, kb: KnowledgeBase, kept: Sequence[Any], *, unpicked: bool = False) -> Any:
    """``facts`` with the chat floor as its speed per user (stated as assumed) where the policy applies and the answer
    ``kept`` (its picks, best first) keeps it — or, with ``unpicked``, picked nothing (what all of a team at once
    takes, beside an answer nothing priced holds: review 45 C11's 910Cs): one language model, catalogued or sized
    from its shape (several models on one box, a memory figure said, are not sized by speed)."""
    floor = chat_floor(facts)
    record = facts.model_record(kb)
    if (floor is None or facts.models or facts.vram_gb or (record is not None and record.kind != "llm")
            or not (kept or unpicked)
            or kept and ((kept[0].throughput or {}).get("decode_tokens_per_s") or 0.0) < floor):
        return facts
    return dataclasses.replace(facts, min_tps=floor, assumed=(*facts.assumed, ("min_tps", floor)))
