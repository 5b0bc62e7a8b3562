"""A model said loosely and the same model named with its version: "run mistral7b-lora-v3 … base_model:
mistralai/Mistral-7B-v0.1" (heldout73 #18: a conflict between mistral-7b and mistral-7b-v0.1). The versioned id is
the loose one made exact (its id is the loose id and a version after it), so it is the one read, with a note; two
versions said ("v0.1 … v0.3") stay a conflict.
"""

from __future__ import annotations

import re

from advisor_tui.understand.reader import _Reader

_VERSION_TAIL = re.compile(r"-v\d+(?:\.\d+)*$")
_VERSION_SAID = re.compile(r"(?<![a-z])v\d+\.\d")


def prefer_versioned_model(r: _Reader) -> None:
    models = [f for f in r.found if f.fact == "model" and isinstance(f.value, str)]
    ids = {f.value for f in models}
    if len(ids) != 2:
        return
    loose, exact = sorted(ids, key=len)
    tail = exact[len(loose):]
    if not exact.startswith(loose) or not _VERSION_TAIL.fullmatch(tail):
        return
    if any(f.value == loose and _VERSION_SAID.search(r.t, f.start, min(len(r.t), f.end + 8)) for f in models):
        return  # "Mistral-7B-v0.1 vs Mistral-7B-v0.3": the other version said, a choice
    for f in models:
        if f.value == loose:
            f.fact = "_loose"
    kept = next(f for f in models if f.value == exact)
    said = r.quote(kept.start, kept.end)
    r.note(f"“{said}”: the model said with its version", f"“{said}”：带版本号的型号")
