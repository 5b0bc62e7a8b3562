"""A media model's name that fits several catalogue models of one size ("FLUX.1": flux.1-dev, flux.1-schnell — the
same 11.9 B denoiser and text encoders): the memory is theirs whichever is meant, so it is sized by that shared need
through the family's row (rules.estimate.requirement), while which one is still asked — it decides the speed and the
licence (review 115 C8: "FLUX.1" was sized as a 12 GB SD / SDXL workflow and led with a card too small for it)."""

from __future__ import annotations

from typing import Any

from advisor_tui.understand.reader import _Finding, _Reader


def _size(model: Any) -> tuple[Any, ...]:
    """What sizes a media model's memory: its parameters, the part resident through every step and its dtype (the
    published rows differ only by what each source measured: FLUX.1 [dev] has more workflows on record)."""
    return (model.kind, model.family, model.params_b, model.resident_params_b, model.native_dtype)


def size_by_shared_need(r: _Reader, start: int, end: int, name: str, candidates: tuple[str, ...]) -> None:
    """Where every candidate for ``name`` is one non-chat model size of one family, its family sizes the job."""
    models = [r.kb.models_by_id.get(c) for c in candidates]
    if len(models) < 2 or any(m is None or m.kind == "llm" or not m.family for m in models) \
            or len({_size(m) for m in models}) != 1:
        return
    first = models[0]
    r.found.append(_Finding(start, end, "family", first.family, 1.0))
    shown = ", ".join(m.name for m in models)
    every = "both" if len(models) == 2 else "all"
    r.note(f"“{name}” could be {shown}: {every} are the same size ({first.resident_params_b or first.params_b:g} B "
           "resident), so the memory is sized by their shared need; which one still decides the speed and the "
           "licence",
           f"“{name}”可能是 {shown}：它们大小相同（常驻 {first.resident_params_b or first.params_b:g} B），"
           "所以显存按它们共同的需求估算；具体哪一个仍决定速度和许可")
