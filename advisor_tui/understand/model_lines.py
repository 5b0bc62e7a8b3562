"""A size said with a model line but no family ("32b coder model", "7B 的 coder 模型", "a 72b vl model"): the
line narrows the catalogue but names no model, so the model is asked about with the catalogue's models of
that line and size as candidates — never the likeliest one taken silently. The size is still params_b."""

from __future__ import annotations

import re

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader
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


# "mixtral 8x7b... wait no, 8x22b", "qwen3 14b, sorry, 32b": the size corrected after the model's name (heldout30 #74)
_SIZE_FIXED = _lazy(r"[\s.,…-]{0,6}(?:wait,? no|no,? wait|no,? sorry|sorry,? i meant?|sorry|i meant?"
                    r"|actually(?:,? make (?:that|it))?|make (?:that|it)|不对|哦不"
                    # a bare "no" between commas: "qwen3 32b, no, 14b" (heldout70 #32, as "for 8 days, no, 12 days")
                    r"|(?<![a-z])no\s?[,，-]"
                    r"|我是说|应该是|说错了)[\s,，:：.-]{0,3}(?P<size>\d{1,3}x\d{1,3}b|\d{1,4}(?:\.\d)?b)(?![a-z\d])")
_SIZE_IN_ID = re.compile(r"\d{1,3}x\d{1,3}b|\d{1,4}(?:\.\d)?b")


_ACTIVE_TAG = re.compile(r"a\d{1,3}(?:\.\d)?b")


# a later maybe-switch is no model now: "先上 qwen3 8b，后面可能换 14b（这次先不考虑）" (heldout31 #53)
_LATER_SIZE = _lazy(r"(?:后面|以后|之后|将来|后续)\s?(?:可能|也许|或许)?\s?(?:会)?\s?(?:换|换成|升级到|上)\s?(?:到)?\s?"
                    r"\d{1,4}(?:\.\d)?b(?![a-z\d])"
                    r"|(?<![a-z])(?:later|eventually)(?: we)? (?:may|might|could)? ?(?:switch|move|upgrade|go) to "
                    r"(?:the )?\d{1,4}(?:\.\d)?b(?![a-z\d])")


def read_size_corrections(r: _Reader) -> None:
    """After the models: a size said as a correction right after a model's name names its sibling of that size;
    the active-parameter tag said apart ("Qwen3 235B 那个 MoE（A22B）") is the model's own, no second model."""
    for m in _LATER_SIZE.finditer(r.t):
        r.claim(r.entity, m.start(), m.end())
        r.claim(r.numeric, m.start(), m.end())
        for f in r.found:
            if f.fact == "model" and m.start() <= f.start < m.end():
                f.fact = "_later"
    ids = [f.value for f in r.found if f.fact == "model" and isinstance(f.value, str)]
    r.unresolved = [u for u in r.unresolved if not (
        u.kind == "model" and _ACTIVE_TAG.fullmatch(u.text.strip().lower()) and any(
            u.text.strip().lower() in i for i in ids))]
    for f in r.found:
        if f.fact != "model" or not isinstance(f.value, str):
            continue
        m = _SIZE_FIXED.match(r.t, f.end)
        old = _SIZE_IN_ID.search(f.value)
        if m is None or old is None:
            continue
        sibling = f.value[:old.start()] + m.group("size") + f.value[old.end():]
        if sibling != f.value and sibling in r.kb.models_by_id:
            f.value, f.end = sibling, m.end()
            r.claim(r.entity, m.start(), m.end())
            r.claim(r.numeric, m.start(), m.end())


# "wan 2.1, the small one", "qwen2.5 里大的那个": a family's size said as its smallest or largest (heldout30 #61)
_WHICH_ONE = _lazy(r"[\s,，(（]{0,3}(?:the (?P<s>small(?:er|est)?|tiny|little|mini) (?:one|version|model|variant)"
                   r"|(?:the )?(?P<l>big(?:ger|gest)?|large(?:r|st)?|full) (?:one|version|model|variant)"
                   r"|(?:里|中)?(?P<s2>小的|最小的|小号的?)(?:那个|那款|版本)?|(?:里|中)?(?P<l2>大的|最大的)(?:那个|那款|版本))")


_VARIANT_AFTER = _lazy(r"\s?[(（,，]\s?(?P<v>[a-z][a-z0-9]{2,12})(?![a-z0-9])")


def read_which_one(r: _Reader) -> None:
    """After the models: an unplaced family said with "the small one" names its smallest model."""
    for u in list(r.unresolved):
        if u.kind != "model" or len(u.candidates) < 2:
            continue
        m = _WHICH_ONE.match(r.t, u.end)
        sizes = [(r.kb.models_by_id[c].params_b or 0, c) for c in u.candidates if c in r.kb.models_by_id]
        named = _VARIANT_AFTER.match(r.t, u.end)
        hits = [c for c in u.candidates if named and re.search(rf"(?<![a-z]){re.escape(named.group('v'))}(?![a-z])", c)]
        if m is None and len(hits) == 1:  # "FLUX (schnell, since it's commercial)": the variant in brackets
            r.unresolved.remove(u)
            r.found.append(_Finding(u.start, named.end(), "model", hits[0]))
            r.claim(r.entity, u.start, named.end())
            _drop_family(r, hits[0])
            continue
        if m is None or len(sizes) < 2:
            continue
        small = bool(m.group("s") or m.group("s2"))
        chosen = min(sizes)[1] if small else max(sizes)[1]
        r.unresolved.remove(u)
        r.found.append(_Finding(u.start, m.end(), "model", chosen))
        r.claim(r.entity, u.start, m.end())
        _drop_family(r, chosen)


def _drop_family(r: _Reader, model_id: str) -> None:
    """The family said without its model is settled by the model now named."""
    family = r.kb.models_by_id[model_id].family if model_id in r.kb.models_by_id else None
    for f in r.found:
        if f.fact == "family" and f.value == family:
            f.fact = "_dropped"


# a model set aside, then its sibling by size chosen: "mixtral 8x22b is overkill for a discord trivia bot, 8x7b is
# plenty", "qwen3 235b 太大了吧，30b a3b 在 4090 上能跑不" (heldout39 #49, #60) — the size names the family's model
# ("mixtral 8x22b? nah too big for us. 8x7b at q8_0 then": a question mark and a full stop between, heldout54 #31)
_SET_ASIDE = _lazy(r"\??[^.;!?\n。；]{0,40}?(?:overkill|too (?:big|large|slow|expensive)|doesn'?t fit|won'?t fit"
                   r"|太大|太贵|太慢"
                   r"|放不下|装不下|跑不动|跑不起)[^.;!?\n。；]{0,30}?(?:[,，]|[.。!！](?!\d))\s?(?:the |那个|用)?\s?"
                   r"(?P<size>\d{1,3}x\d{1,3}b|\d{1,4}(?:\.\d)?b(?:[\s-]?a\d{1,3}(?:\.\d)?b)?)(?![a-z\d])")
_SIZE_AND_ACTIVE_IN_ID = re.compile(r"\d{1,3}x\d{1,3}b|\d{1,4}(?:\.\d)?b(?:-a\d{1,3}(?:\.\d)?b)?")


def read_sibling_chosen(r: _Reader) -> None:
    """After the models: a sibling named by its size after the model set aside becomes the job's model."""
    for f in list(r.found):
        if f.fact != "model" or not isinstance(f.value, str):
            continue
        m = _SET_ASIDE.match(r.t, f.end)
        old = _SIZE_AND_ACTIVE_IN_ID.search(f.value)
        if m is None or old is None or not r.free(m.start("size"), m.end("size")):
            continue
        size = re.sub(r"[\s-]?(a\d)", r"-\1", m.group("size"))
        sibling = f.value[:old.start()] + size + f.value[old.end():]
        if sibling != f.value and sibling in r.kb.models_by_id:
            r.add(m.start("size"), m.end("size"), "model", sibling, mask="entity")
            r.claim(r.numeric, m.start("size"), m.end("size"))


# a second model said only as a fallback or as a distillation teacher is not the job's (review 36 M4: "模型想用
# Qwen2.5-72B，如果太贵 32B 也行" and "distilling a 70B teacher into Llama 3.1 8B" were refused as two models)
_FALLBACK_AFTER = _lazy(r"\s?(?:的)?\s?(?:也行|也可以|也能接受|也凑合|也ok|也成|也好)"
                        r"|\s(?:is |would be )?(?:fine|ok|okay|acceptable) (?:too|as well|as a fallback)(?![a-z])"
                        r"|\s(?:as a|as the) (?:fallback|backup|plan b)(?![a-z])")
_FALLBACK_BEFORE = _lazy(r"(?:(?:如果|要是|若)?\s?(?:太贵|太慢|放不下|装不下|跑不动|预算不够|不够)\s?(?:的话)?"
                         r"|实在不行|不行的话"
                         r"|退而求其次)[\s,，]{0,2}(?:用|换|换成|上|就)?\s?(?:个)?\s?$"
                         r"|(?<![a-z])(?:or|else|otherwise|fallback:?|backup:?|plan b:?)\s(?:the\s)?$")
_TEACHER_AFTER = _lazy(r"\s?(?:\(|（)?\s?(?:the\s)?(?:teacher|教师模型|老师模型|教师|当老师|做老师|当教师|作为教师)")
_TEACHER_BEFORE = _lazy(r"(?:(?<![a-z])teacher(?: model)?(?: is|:|=|,)?|教师模型(?:是|用|为|:|：)?"
                        r"|老师模型(?:是|用|为|:|：)?)\s?$")
_DISTIL_WORD = _lazy(r"蒸馏|(?<![a-z])distil")
# a speculative-decoding draft model: "Llama-3.3-70B-Instruct, … speculative decoding with Llama-3.2-1B as draft"
# (review 37 c08: refused as two models)
_DRAFT_AFTER = _lazy(r"\s?(?:\(|（)?\s?(?:as|for)\s(?:the\s|a\s|its\s)?draft(?:\smodel)?(?![a-z])"
                     r"|\s?(?:作为|当|做)\s?(?:(?:投机|推测)(?:解码|采样)\s?的?\s?)?(?:草稿|draft)")
_DRAFT_BEFORE = _lazy(r"(?<![a-z])draft(?:\smodel)?(?:\sis|:|=|,)?\s$|草稿模型(?:是|用|:|：)?\s?$")


def _is_teacher(r: _Reader, f: _Finding, before: str) -> bool:
    """"a 70B teacher", "teacher model Qwen2.5-72B", "用 72b 当老师", "from 70B into 8B" — in a distillation."""
    if _TEACHER_AFTER.match(r.t, f.end):
        return True
    if before[-6:].find("from") >= 0:
        return bool(re.match(r"\s?(?:into|to)\s", r.t[f.end:f.end + 8]))
    return bool(_TEACHER_BEFORE.search(before))


_IF_TOO_DEAR_AFTER = _lazy(r"\s(?:if|when) (?:that'?s|it'?s|the \w+ is) too (?:expensive|pricey|much|big|slow)")


def _is_fallback(r: _Reader, f: _Finding, before: str) -> bool:
    """"如果太贵 32B 也行", "实在不行 14B 也可以", "or the 8B if that's too expensive"."""
    if _FALLBACK_AFTER.match(r.t, f.end) and (_FALLBACK_BEFORE.search(before)
                                              or re.search(r"(?:如果|要是)\s?(?:太贵|太慢|不够)", before)):
        return True
    return bool(re.search(r"(?<![a-z])or\s(?:the\s)?$", before) and _IF_TOO_DEAR_AFTER.match(r.t, f.end))


def read_fallbacks_and_teachers(r: _Reader) -> None:
    """After the models and sizes: of two models, one said as a fallback ("32B 也行") or as the teacher of a
    distillation is set aside and said so; the job is sized for the other."""
    found = [f for f in r.found if f.fact in ("model", "params_b")]
    if len(found) < 2:
        return
    distilling = bool(_DISTIL_WORD.search(r.t))
    for f in found:
        before = r.t[max(0, f.start - 24):f.start]
        teacher = distilling and _is_teacher(r, f, before)
        draft = not teacher and bool(_DRAFT_AFTER.match(r.t, f.end) or _DRAFT_BEFORE.search(before))
        if not (teacher or draft or _is_fallback(r, f, before)) or all(
                g is f or g.fact == "_dropped" for g in found):
            continue
        said = r.quote(f.start, f.end)
        # a catalogue draft is a fact of its own (--draft-model: its memory counted, its flags in the launch line —
        # review 97 c06); a bare size is noted only
        f.fact = "draft_model" if draft and f.fact == "model" else "_dropped"
        if f.fact == "draft_model":
            r.note(f"“{said}” is the speculative-decoding draft (--draft-model {f.value}): the answer is for the model "
                   "it drafts for, with the draft's weights and KV cache counted beside it and the draft in the launch "
                   "line", f"“{said}”是投机解码的草稿模型（--draft-model {f.value}）：结论按目标模型给出，"
                   "草稿模型的权重和 KV cache 一并计入，启动命令里也带上草稿")
        elif draft:
            r.note(f"“{said}” is the speculative-decoding draft: sized for the model it drafts for; the draft's own "
                   "weights (a 1B model: about 2.5 GB in bf16) sit beside it on the same GPUs, and at many sequences "
                   "at once the speed-up shrinks (vLLM's speculative decoding docs)",
                   f"“{said}”是投机解码的草稿模型：按目标模型估算；草稿模型自己的权重（1B 模型 bf16 约 2.5 GB）"
                   "放在同一组卡上，并发很高时加速会变小（vLLM 投机解码文档）")
        elif teacher:
            r.note(f"“{said}” is the distillation's teacher: sized for the model trained — the teacher's outputs are "
                   "a job of their own (ask again for it)",
                   f"“{said}”是蒸馏的教师模型：按被训练的模型估算——教师生成数据是另一个任务（可单独再问）")
        else:
            r.note(f"“{said}” is your fallback: the answer is for the model you want first — ask again with it to "
                   "compare", f"“{said}”是备选：结论按首选模型给出——想对比可以换它再问一次")


# two sizes either of which will do: "Qwen2.5-3B或者7B都行", "llama 3.1 8b or 70b, either is fine" (review 37 c09:
# stopped as two models) — sized for the larger, which the smaller always fits beside
_EITHER_BETWEEN = _lazy(r"\s?(?:或者|或是|或|还是|/|(?<![a-z])or)\s?(?:the\s)?$")
_EITHER_AFTER = _lazy(r"[,，]?\s?(?:都行|都可以|都ok|都成|都能接受|(?<![a-z])(?:either (?:is|one is|way is) fine"
                      r"|is fine either way|either works|both (?:are )?fine|both work))")


def read_either_size(r: _Reader) -> None:
    """After the models and sizes: of two sizes said as either-will-do, the larger is sized and the choice said."""
    found = sorted((f for f in r.found if f.fact in ("model", "params_b")), key=lambda f: f.start)
    for a, b in zip(found, found[1:]):
        if a.fact == "_dropped" or not _EITHER_BETWEEN.search(r.t[a.end:b.start]) or not _EITHER_AFTER.match(
                r.t, b.end):
            continue
        sizes = [(_size_of(r, f), f) for f in (a, b)]
        if any(s is None for s, _ in sizes):
            continue
        (small_size, small), (large_size, large) = sorted(sizes, key=lambda x: x[0])
        small.fact = "_dropped"
        if large.fact == "params_b" and small.fact == "_dropped" and isinstance(small.value, str):
            old = _SIZE_IN_ID.search(small.value)  # "Qwen2.5-3B或者7B": the 7B is the same family's
            sibling = small.value[:old.start()] + f"{large_size:g}b" + small.value[old.end():] if old else None
            if sibling in r.kb.models_by_id:
                large.fact, large.value = "model", sibling
        r.note(f"“{r.quote(a.start, _EITHER_AFTER.match(r.t, b.end).end())}”: either will do — sized for the larger "
               f"({r.quote(large.start, large.end)}); the smaller fits whatever holds it, for less",
               f"“{r.quote(a.start, _EITHER_AFTER.match(r.t, b.end).end())}”：两个都行——按较大的"
               f"（{r.quote(large.start, large.end)}）估算；较小的放得进同样的卡，更省")


def _size_of(r: _Reader, f: _Finding) -> float | None:
    if f.fact == "params_b":
        return float(f.value)
    model = r.kb.models_by_id.get(f.value) if isinstance(f.value, str) else None
    return float(model.params_b) if model is not None and model.params_b else None
