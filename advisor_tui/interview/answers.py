"""What a typed reply means as an answer to the question on screen ('32k' for the context, '8' for
hours, 'yes' for compliance); one-line ``InputError`` when it does not read as one."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from advisor_tui.interview.display import FACT_LABELS
from advisor_tui.interview.flow import session_currency
from advisor_tui.interview.questions import Choice, Question, _t
from knowledge.errors import InputError
from knowledge.lazy_pattern import LazyPattern

if TYPE_CHECKING:
    from knowledge.loader import KnowledgeBase

SKIP_WORDS = ("skip", "pass", "don't know", "dont know", "not sure", "no idea", "?", "跳过", "不知道",
              "不清楚", "不确定", "随便", "默认")

_YES = ("yes", "y", "true", "1", "是", "是的", "要", "需要", "对", "有", "必须", "yes please")
_NO = ("no", "n", "false", "0", "否", "不", "不要", "不需要", "没有", "无", "不用")
_REGION = {"cn": ("cn", "china", "mainland", "mainland china", "in china", "国内", "中国", "大陆", "中国大陆", "境内"),
           "intl": ("intl", "international", "abroad", "overseas", "outside", "outside china", "海外", "国外",
                    "境外", "us", "usa", "europe", "eu")}
_PRIORITY = {"cost": ("cost", "cheap", "cheapest", "lowest cost", "price", "省钱", "便宜", "成本", "省钱优先"),
             "speed": ("speed", "fast", "faster", "fastest", "速度", "快", "性能", "速度优先")}
_METHOD = {"lora": ("lora",), "qlora": ("qlora", "4bit lora", "4-bit lora"),
           "full-finetune": ("full", "full finetune", "full fine-tune", "full-finetune", "全参", "全参微调", "全量",
                             "全量微调")}
_TASK_WORDS = {
    "inference": ("inference", "infer", "serve", "serving", "deploy", "run", "chat", "推理", "部署", "跑模型"),
    "lora": ("lora", "finetune", "fine-tune", "fine tune", "微调"),
    "qlora": ("qlora",),
    "full-finetune": ("full finetune", "full fine-tune", "full-finetune", "全参", "全参微调"),
    "pretrain": ("pretrain", "pre-train", "pretraining", "预训练"),
    "image": ("image", "images", "sd", "sdxl", "stable diffusion", "出图", "图像", "画图", "文生图"),
    "video": ("video", "视频", "文生视频"),
    "render": ("render", "rendering", "blender", "渲染"),
    "learn": ("learn", "learning", "course", "coursework", "学习", "课程", "作业", "毕设"),
    "transcribe": ("transcribe", "transcription", "whisper", "asr", "转写", "语音"),
    "detection": ("detection", "yolo", "vision", "检测", "视觉"),
}
_PRECISION_WORDS = {"int4": ("4bit", "4-bit", "4 bit", "4位", "awq", "gptq", "q4"), "int8": ("8bit", "8-bit", "8位"),
                    "fp16": ("半精度", "half"), "q4_k_m": ("gguf", "q4km")}
# compiled on first use: case-insensitive over the CJK range takes ~2.5 ms, at TUI start
_NUMBER = LazyPattern(r"^\s*(\d+(?:\.\d+)?)\s*([a-z\u4e00-\u9fff/ ]*)\s*$", re.I)


def is_skip(text: str) -> bool:
    return text.strip().lower() in SKIP_WORDS


# a reply that says the person does not know or does not mind, in words of their own ("no idea, whatever is
# released", "不知道，按原版", "you pick"): the question is skipped to its default when nothing else is read in it
_UNSURE = LazyPattern(r"(?<![a-z])(?:no idea|not sure|don'?t know|dunno|idk|no clue|whatever|either (?:one|is fine)"
                      r"|you (?:pick|choose|decide)|up to you|your call|doesn'?t matter|as released|the default)"
                      r"(?![a-z])"
                      r"|不知道|不清楚|不确定|不懂|随便|都行|都可以|无所谓|你(?:们)?(?:定|看着办|推荐|决定)|默认|原版|原始精度")


def sounds_unsure(text: str) -> bool:
    return bool(_UNSURE.search(text.lower()))


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text.strip().lower().replace("_", " ").rstrip("。.!！"))


def match_choice(q: Question, text: str) -> Choice | None:
    """The quick reply whose key or label (either language) the text names."""
    t = _norm(text)
    for choice in q.choices:
        names = {choice.key.lower(), _norm(choice.label.en), _norm(choice.label.zh)}
        names |= {_norm(choice.label.en.split(" — ")[0]), _norm(choice.label.zh.split("——")[0])}
        if t in names:
            return choice
    return None


def _lookup(table: Mapping[str, tuple[str, ...]], text: str) -> str | None:
    t = _norm(text)
    for key, words in table.items():
        if t == key or t in words:
            return key
    return None


def _number(text: str, name: str) -> float:
    m = _NUMBER.match(text)
    if not m:
        raise InputError(f"invalid {name}: {text[:40]!r} (expected a number)")
    from rules.facts import parse_number

    return parse_number(name, m.group(1))


def parse_answer(q: Question, text: str, raw: Mapping[str, Any],
                 kb: KnowledgeBase | None = None, lang: str = "en") -> dict[str, Any]:
    """What ``text`` answers to question ``q`` alone ('32k' for the context, '8' for hours).

    Raises ``InputError`` (one line) when it does not read as an answer to this question.
    """
    choice = match_choice(q, text)
    if choice is not None:
        return dict(choice.facts)
    t = _norm(text)
    name = FACT_LABELS.get(q.fact, _t(q.fact, q.fact)).en.lower()
    if q.id == "task":
        task = _lookup(_TASK_WORDS, t)
        if task is None:
            raise InputError(f"invalid task: {text[:40]!r} (pick one of the choices)")
        return {"task": task}
    if q.id == "method":
        method = _lookup(_METHOD, t)
        if method is None:
            raise InputError(f"invalid method: {text[:40]!r} (expected lora, qlora or full)")
        return {"task": method}
    if q.id == "model":
        if kb is None:
            raise InputError("invalid model: the knowledge base is not loaded")
        size = re.fullmatch(r"(\d+(?:\.\d+)?)\s*(b|亿)?", t)
        if size:
            value = float(size.group(1)) / (10 if size.group(2) == "亿" else 1)
            from rules.facts import LIMITS, parse_number

            return {"params_b": parse_number("size", value, bounds=LIMITS["params_b"])}
        return {"model": resolve_model_id(kb, text)}
    if q.id == "precision":
        from knowledge.schema import PRECISIONS

        t2 = text.strip().lower().replace(" ", "").replace("-", "_")
        if t2 in PRECISIONS:
            return {"precision": t2}
        value = _lookup(_PRECISION_WORDS, t)
        if value is None:
            raise InputError(f"invalid precision: {text[:40]!r} (expected one of {', '.join(PRECISIONS)})")
        return {"precision": value}
    if q.id == "context":
        from rules.facts import parse_tokens

        return {"context_tokens": parse_tokens("context", t.replace("tokens", "").replace("token", "").strip())}
    if q.id == "concurrency":
        value = _number(t, "concurrency")
        if value != int(value):
            raise InputError(f"invalid concurrency: {text[:40]!r} (expected a whole number ≥ 1)")
        return {"concurrency": int(value)}
    if q.id == "region":
        region = _lookup(_REGION, t)
        if region is None:
            raise InputError(f"invalid region: {text[:40]!r} (expected China or abroad)")
        return {"region": region}
    if q.id in ("compliance", "cuda"):
        if t in _YES:
            return {q.fact: True}
        if t in _NO:
            return {q.fact: False}
        raise InputError(f"invalid {name}: {text[:40]!r} (expected yes or no)")
    if q.id == "hours":
        from rules.facts import LIMITS, parse_number

        value = _number(t, "hours a day")
        return {"hours_per_day": parse_number("hours a day", value, bounds=LIMITS["hours_per_day"])}
    if q.id == "days":
        from rules.facts import LIMITS, parse_number

        value = _number(t, "days")
        return {"days": parse_number("days", value, bounds=LIMITS["days"])}
    if q.id == "budget":
        from rules.facts import parse_budget

        return {"budget": parse_budget("budget", text.strip(),
                                       default_currency=session_currency(raw, lang, text)).to_dict()}
    if q.id == "priority":
        priority = _lookup(_PRIORITY, t)
        if priority is None:
            raise InputError(f"invalid priority: {text[:40]!r} (expected cost or speed)")
        return {"priority": priority}
    raise InputError(f"invalid answer: {text[:40]!r}")


def resolve_model_id(kb: KnowledgeBase, text: str) -> str:
    """A model id from a typed name; one-line ``InputError`` with close names when unsure."""
    text = text.strip()
    if text in kb.models_by_id:
        return text
    from knowledge import match

    hit, candidates = match.resolve_model(kb, text)
    if hit is None:
        close = ", ".join(c.id for c in candidates[:5]) or "none; see the Cards and FAQ screens"
        raise InputError(f"unknown model: {text[:60]!r} (close names: {close})")
    return hit.id


def looks_like_plain_answer(text: str) -> bool:
    """A short reply ('32k', '8', 'yes', 'int4') that answers the current question, rather than a
    sentence for the free-text understanding."""
    return len(text.split()) <= 2 and len(text) <= 24
