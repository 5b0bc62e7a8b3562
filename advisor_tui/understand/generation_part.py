"""A pipeline's first part: a teacher (or any named model) generates the data the trained model then learns from —
"先用 Qwen3-32B 当老师，批量生成 1 亿 token 的数学推理数据，然后用这些数据全参微调 Qwen3-4B", "distil Qwen3-32B into
Qwen3-4B", "generate 50M tokens of synthetic data with Qwen3-32B, then fine-tune Qwen3-8B on it", "用 Qwen3-32B 蒸馏
Qwen3-4B". The training is the answer; the generation is a batch job of its own (the teacher, the tokens it writes),
answered in brief under ALSO ASKED (advisor_tui.also_asked) and summed with the training against the one budget and
deadline — review 97 c05 found the teacher set aside with "ask again for it" while the person asked for the whole
pipeline.

A teacher named with no generation or distilling said ("DeepSeek-R1-Distill-Qwen-7B, distilled from R1": the model's
lineage) is not a part: the words are read as before (advisor_tui.understand.model_lines)."""

from __future__ import annotations

import re

from advisor_tui.understand.model_lines import _is_teacher
from advisor_tui.understand.reader import _Finding, _Reader

# the training's words (read here by their own pattern: the task keywords are read after the models)
_TRAIN_WORD = re.compile(r"微调|微調|全参|全量|训练|訓練|训|(?<![a-z])(?:q?lora|sft|fine[\s-]?tun\w*|finetun\w*"
                         r"|train(?:s|ing|ed)?|pre-?train\w*)(?![a-z])")
_SENTENCE_END = re.compile(r"[。;；!?！？\n]|\.(?!\d)(?=\s|$)")
# a generation said near the teacher: "批量生成", "合成数据", "generate 50M tokens", "synthesize", "have X write"
_GENERATE = re.compile(r"生成|合成|造数据|产出|标注|(?<![a-z])(?:generat(?:e|es|ed|ing)|synthesi[sz](?:e|es|ed|ing)"
                       r"|synthetic|produc(?:e|es|ing)|writes?|label(?:s|ling|ing)?)(?![a-z])")
_DISTIL = re.compile(r"蒸馏|(?<![a-z])distil")
# the act of distilling, the teacher named as its source: "用 X 蒸馏 Y", "把 X 蒸馏到 Y", "distil X into Y", "from X
# into Y" — never "distilled from R1" (a lineage) or "X 蒸馏版" (a distilled model's name)
# (a size read alone: "用 Qwen3-32B 蒸馏" — the name before 蒸馏 is taken for a distilled model's, its size kept)
_USE_BEFORE = re.compile(r"(?:用|拿|把|以|让)\s?(?:[a-z][a-z0-9.]*-?)?$")
_DISTIL_AFTER = re.compile(r"\s?(?:来|去)?\s?(?:蒸馏|蒸)(?!版|的|来|出来的)")
_DISTIL_VERB_BEFORE = re.compile(r"(?<![a-z])distil(?:l)?(?:s|ing|ed)?\s(?:(?:the|a|an|our|from)\s)?$"
                                 r"|(?<![a-z])from\s(?:the\s|a\s)?$")
_INTO_AFTER = re.compile(r"(?:\s?(?:teacher|model|模型))?\s(?:into|to|down to)\s")


def _is_distil_act(r: _Reader, f: _Finding) -> bool:
    before = r.t[max(0, f.start - 24):f.start]
    if _USE_BEFORE.search(before) and _DISTIL_AFTER.match(r.t, f.end):
        return True
    lead = r.t[max(0, f.start - 30):f.start]
    return bool(re.search(r"(?<![a-z])distil(?:l)?(?:s|ing)?\s", lead) or _DISTIL_VERB_BEFORE.search(before)) \
        and bool(_INTO_AFTER.match(r.t, f.end, min(len(r.t), f.end + 20)))


def _span(r: _Reader, f: _Finding, training: list[re.Match[str]]) -> tuple[int, int]:
    """The teacher's part of the words: its sentence, cut where a training word begins after it (or ends before it)."""
    ends = [m.end() for m in _SENTENCE_END.finditer(r.t, 0, f.start)]
    lo = max([ends[-1] if ends else 0, *(g.end() for g in training if g.end() <= f.start)])
    end = _SENTENCE_END.search(r.t, f.end)
    hi = min([end.start() if end else len(r.t), *(g.start() for g in training if g.start() >= f.end)])
    return lo, hi


def set_generation_aside(r: _Reader) -> None:
    """After the models and sizes, before fallbacks and teachers: a model that generates the training data, set aside
    as the data-generation part (``r.generation_part``: its model and the tokens it writes) with a note."""
    models = [f for f in r.found if f.fact in ("model", "params_b")]
    if len({f.value for f in models}) < 2 or r.generation_part:
        return
    training = list(_TRAIN_WORD.finditer(r.t))  # (only where two models are said: a pasted log reads fast)
    if not training:
        return
    distilling = bool(_DISTIL.search(r.t))
    for f in models:
        lo, hi = _span(r, f, training)
        before = r.t[max(0, f.start - 24):f.start]
        generates = bool(_GENERATE.search(r.t, lo, hi))
        teacher = distilling and _is_teacher(r, f, before)
        if not (_is_distil_act(r, f) or generates and (teacher or _USE_BEFORE.search(before)
                                                         or re.search(r"(?<![a-z])(?:with|using|by)\s(?:the\s)?$",
                                                                      before))):
            continue
        students = [g for g in models if g is not f and g.value != f.value]
        if not students:
            continue
        _set_aside(r, f, lo, hi)
        return


def _set_aside(r: _Reader, f: _Finding, lo: int, hi: int) -> None:
    part = r.generation_part
    named = re.search(r"[a-z][a-z0-9.]*-?$", r.t[max(0, f.start - 16):f.start]) if f.fact == "params_b" else None
    whole = named.group(0) + r.t[f.start:f.end] if named else ""
    if whole in r.kb.models_by_id:  # "qwen3-" + "32b": the model named, its size read alone
        part["model"] = whole
    else:
        part[f.fact] = f.value
    f.fact = "_side_job"
    said = next((g for g in r.found if g.fact in ("generate_tokens", "train_tokens") and lo <= g.start < hi), None)
    if said is not None:
        part["generate_tokens"] = int(said.value)
        if said.fact == "generate_tokens":  # "这些数据" is trained on: the tokens generated are the training's
            said.fact = "train_tokens" if not any(g.fact in ("train_tokens", "samples") for g in r.found) \
                else "_side_job"
        how_en, how_zh = f"{int(said.value):,} tokens, as said", f"按你说的 {int(said.value):,} token"
    elif (tokens := next((g for g in r.found if g.fact == "train_tokens"), None)) is not None:
        part["generate_tokens"] = int(tokens.value)
        how_en = f"{int(tokens.value):,} tokens, assumed the training's tokens per epoch"
        how_zh = f"{int(tokens.value):,} token，假定等于训练一轮的 token 数"
    elif (n := _samples_tokens(r)) is not None:
        part["generate_tokens"] = n
        how_en, how_zh = (f"{n:,} tokens, assumed the training's samples × tokens per sample",
                          f"{n:,} token，假定等于训练样本数 × 每条 token")
    else:
        how_en, how_zh = "how many tokens to generate was not said", "没说要生成多少 token"
    name = r.quote(f.start - len(named.group(0)) if whole in r.kb.models_by_id else f.start, f.end)
    r.note(f"“{name}” generates the training data (the teacher): a part of its own — answered in brief "
           f"under ALSO ASKED as a batch generation ({how_en}), summed with the training against your budget and "
           "deadline; the answer is sized for the model trained",
           f"“{name}”负责生成训练数据（教师模型）：单独一个部分——在“也问了”里按批量生成简要回答（{how_zh}），"
           "和训练一起对照你的预算与期限；主答案按被训练的模型估算")


def _samples_tokens(r: _Reader) -> int | None:
    samples = next((g.value for g in r.found if g.fact == "samples"), None)
    each = next((g.value for g in r.found if g.fact == "tokens_per_sample"), None)
    return int(samples * each) if samples and each else None
