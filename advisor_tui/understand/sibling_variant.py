"""A model's sibling chosen by its variant's word alone: "本来想用 flux dev，但它不能商用，就用 schnell 吧" (heldout81
#19) read FLUX.1 dev — "schnell" alone named no model. After a model whose catalog id ends in a variant's word
(flux.1-dev, flux.1-schnell), that family's other variant chosen by its word ("就用 schnell 吧", "换成 schnell",
"switch to dev", "schnell it is") is a model of its own; which of the two the job takes is then the negations' and
corrections' (a plan given up, "本来想用 …", sets the first aside). A variant only named ("schnell 的出图质量我们不太
满意", "dev 那个商用授权麻烦", "flux dev or schnell?") is not chosen. Sizes are model_lines.py's ("8x7b is plenty"),
not this.
"""

from __future__ import annotations

import re

from advisor_tui.understand.reader import _Reader

# the variant chosen by its word: "就用 schnell 吧", "换成 schnell", "改用 dev", "switch to schnell", "schnell it is",
# "go with schnell" — not a variant only named ("schnell 的出图质量不满意", "dev 那个商用授权麻烦", "or schnell?")
_CHOSEN = (r"(?:(?:就用|改用|换成|換成|换用|換用|换|換|改成|就上|选|選)\s?"
           r"|(?<![a-z])(?:switch(?:ing)? to|go(?:ing)? with|use|using|settle on|pick)\s(?:the\s)?)"
           r"{word}(?![a-z0-9\-])(?!\s?(?:的|那个|那個|'s|\sone'?s))"
           r"|(?<![a-z0-9.\-]){word}(?![a-z0-9\-])(?=\s?(?:吧|就行|就好|就可以|it is|then|instead))")


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
            for m in re.finditer(_CHOSEN.format(word=re.escape(word)), r.t[f.end:]):
                s, e = f.end + m.start(), f.end + m.end()
                if r.free(s, e):
                    r.add(s, e, "model", other, mask="entity")
                    break
