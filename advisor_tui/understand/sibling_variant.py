"""A model's sibling named by its variant's tag alone: "本来想用 flux dev，但它不能商用，就用 schnell 吧" (heldout81
#19) read FLUX.1 dev — "schnell" alone named no model. After a model whose catalog id ends in a variant's word
(flux.1-dev, flux.1-schnell), that family's other variant said by its word ("就用 schnell 吧", "换 schnell", "the
schnell one", "switch to dev") is a model of its own; which of the two the job takes is then the negations' and
corrections' (a plan given up, "本来想用 …", sets the first aside). Sizes are model_lines.py's ("8x7b is plenty"), not
this.
"""

from __future__ import annotations

import re

from advisor_tui.understand.reader import _Reader


def _siblings(r: _Reader, model_id: str) -> dict[str, str]:
    """The family's other variants by their word: {"schnell": "flux.1-schnell"} for flux.1-dev."""
    stem, _, tag = model_id.rpartition("-")
    if not stem or not tag.isalpha():
        return {}
    return {other.rpartition("-")[2]: other for other in r.kb.models_by_id
            if other != model_id and other.rpartition("-")[0] == stem and other.rpartition("-")[2].isalpha()}


def read_sibling_variant(r: _Reader) -> None:
    """After the models: a sibling's variant word said after the model is that sibling."""
    for f in list(r.found):
        if f.fact != "model" or not isinstance(f.value, str):
            continue
        for word, other in _siblings(r, f.value).items():
            if any(g.fact == "model" and g.value == other for g in r.found):
                continue
            for m in re.finditer(rf"(?<![a-z0-9.\-]){re.escape(word)}(?![a-z0-9\-])", r.t[f.end:]):
                s, e = f.end + m.start(), f.end + m.end()
                if r.free(s, e):
                    r.add(s, e, "model", other, mask="entity")
                    break
