"""Several sizes said after one family name: "Qwen2.5-7B/14B", "Qwen2.5 7B 和 14B", "Llama 3.1 8B/70B", "qwen3 8b or
14b". Each size with the family is a catalogued model, so each is named as that model — before, the first read as a
bare size ("7B") or the whole as an unknown name, and the second as a bare size (review 93 c02). Whether the models are
all run (a lab's box for "7B/14B 的 LoRA 和全参微调") or a choice ("7B 或 14B 哪个够用") is read elsewhere
(advisor_tui.understand.several_jobs); either way the conflict now names the models."""

from __future__ import annotations

import re

from advisor_tui.understand.modelindex import _lookup, _model_index
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_SIZE = r"\d{1,3}(?:\.\d)?b(?![a-z0-9])"
_JOIN = r"\s?(?:/|、|和|与|及|以及|或者|或是|或|还是|&|(?<![a-z])(?:and|or)(?![a-z]))\s?"
# the family: a word (with its version glued on, "qwen2.5", "qwen3") and a version apart ("llama 3.1", "llama-3.1")
_LIST = _lazy(rf"(?<![a-z0-9.])(?P<fam>[a-z][a-z0-9.]*?(?:[\s-]\d+(?:\.\d+)?)?)[\s-]?(?P<first>{_SIZE})"
              rf"(?P<rest>(?:{_JOIN}{_SIZE})+)")
_ONE = re.compile(_SIZE)


def read_size_list(r: _Reader) -> None:
    """After the models and sizes: each size of the list named as its family's catalogued model."""
    idx = None
    for m in _LIST.finditer(r.t):
        idx = idx or _model_index(r.kb)
        fam = m.group("fam").strip(" -")
        sizes = [(m.start("first"), m.end("first"))]
        sizes += [(m.start("rest") + s.start(), m.start("rest") + s.end()) for s in _ONE.finditer(m.group("rest"))]
        ids = []
        for s, e in sizes:
            kind, found = _lookup(idx, f"{fam} {r.t[s:e]}")
            if kind != "hit":
                break
            ids.append(found[0])
        if len(ids) != len(sizes) or len(set(ids)) < 2:
            continue
        lo, hi = m.start(), m.end()
        for f in r.found:  # the first size read alone, or the first name with its size, and the sizes after it
            if f.fact in ("model", "params_b", "family") and lo <= f.start < hi:
                f.fact = "_listed"
        r.unresolved = [u for u in r.unresolved if not (u.kind == "model" and lo <= u.start < hi)]
        for (s, e), model_id in zip(sizes, ids):
            r.add(lo if s == sizes[0][0] else s, e, "model", model_id,
                  label=idx.display.get(model_id, model_id), mask="entity")
