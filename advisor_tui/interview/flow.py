"""Which question comes next for the facts given so far: whether a question applies, the quick
replies it offers, what skipping it means, the confirmation asked before a fact is replaced, and the
currency a bare amount takes."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from advisor_tui.interview.display import format_value, tokens_text
from advisor_tui.interview.questions import (
    DEFAULT_PARAMS_B,
    FLOW,
    KIND_OF_TASK,
    LLM_MODELS,
    SHORT_WHY,
    SPECS,
    Choice,
    Question,
    _Spec,
    _t,
)
from advisor_tui.vocabulary import FINETUNE, LLM, TRAINING
from knowledge.text import I18n, money
from rules.fact_vocab import MEDIA_JOB_FACTS
from rules.head_count import busiest_share

if TYPE_CHECKING:
    from knowledge.loader import KnowledgeBase


def _sized_job(raw: Mapping[str, Any]) -> bool:
    """A training or media job whose size is known: costed by its own duration."""
    task = raw.get("task", "inference")
    return bool((task in TRAINING and (raw.get("train_tokens") or (
        raw.get("samples") and raw.get("tokens_per_sample"))))
        or (task in MEDIA_JOB_FACTS and raw.get(MEDIA_JOB_FACTS[task]))
        or (task == "inference" and raw.get("generate_tokens")))  # a batch job of known size


def _media_service(raw: Mapping[str, Any]) -> bool:
    """Images or clips made for people as they ask (a peak or a day's total said): a service sized for its peak,
    up all day (rules.media_service) — no count of a batch to ask for, and 24 h a day unless said."""
    return raw.get("task") in ("image", "video") and bool(raw.get("rps") or raw.get("requests_per_day"))


def _applies(spec: _Spec, raw: Mapping[str, Any]) -> bool:
    task = raw.get("task", "inference")
    if spec.id == "model":
        return task not in ("render", "learn")
    if spec.id == "precision":
        return task in ("inference", "image", "video")
    if spec.id == "method":
        return task in FINETUNE
    if spec.id == "context":
        # a training sample's stated length is the sequence trained on (rules: training sequence =
        # tokens per sample): asking "how long is a sequence?" again would be asked for nothing
        return task in LLM and not (task in TRAINING and raw.get("tokens_per_sample"))
    if spec.id == "concurrency":
        # a stated peak load sizes the sequences in flight itself (rules serve-load): "how many at
        # the same time?" would be asked for nothing, and its answer would size memory for all at once
        # (a batch job runs as many at once as the engine holds: rules.generation)
        return task == "inference" and not raw.get("rps") and not raw.get("generate_tokens")
    if spec.id == "compliance":
        return raw.get("region") == "cn"
    if spec.id == "job":
        return task in TRAINING
    if spec.id == "load":  # (a batch job has no peak: its size and time limit set its copies)
        return task == "inference" and not raw.get("generate_tokens")
    if spec.id == "audio":
        return task == "transcribe"
    if spec.id == "images":
        return task == "image" and not _media_service(raw)
    if spec.id == "videos":
        return task == "video" and not _media_service(raw)
    if spec.id in ("hours", "days"):
        # a training job of known size is costed by its own duration (rules job-plan), so hours a
        # day and days of rental would be asked for nothing
        # — and so is a media job of known size (rules media-job-plan; a model with no measured
        # speed is priced by the stated default usage instead, and the answer says so)
        return not _sized_job(raw)
    return True


def _choices(spec: _Spec, raw: Mapping[str, Any], kb: KnowledgeBase | None) -> tuple[Choice, ...]:
    task = raw.get("task", "inference")
    c = Choice
    if spec.id == "task":
        return (
            c("inference", _t("Run / serve a model (inference)", "跑模型 / 部署推理服务"), {"task": "inference"}),
            c("finetune", _t("Fine-tune a model (LoRA / QLoRA / full)", "微调模型（LoRA / QLoRA / 全参）"),
              {"task": "lora"}),
            c("pretrain", _t("Pre-train a model", "预训练"), {"task": "pretrain"}),
            c("image", _t("Generate images (SDXL, FLUX …)", "出图（SDXL、FLUX …）"), {"task": "image"}),
            c("video", _t("Generate video", "视频生成"), {"task": "video"}),
            c("render", _t("3D rendering", "3D 渲染"), {"task": "render"}),
            c("transcribe", _t("Transcribe speech (Whisper)", "语音转写（Whisper）"), {"task": "transcribe"}),
            c("detection", _t("Train detection / vision models (YOLO)", "训练检测 / 视觉模型（YOLO）"),
              {"task": "detection"}),
            c("learn", _t("Learning / coursework", "学习 / 课程作业"), {"task": "learn"}),
        )
    if spec.id == "model":
        if callable(kb):
            kb = kb()  # loaded only when the model question is reached
        if kb is None:
            return ()
        if task in LLM:
            ids = [m for m in LLM_MODELS if m in kb.models_by_id]
        else:
            kind = KIND_OF_TASK.get(task)
            ids = [m.id for m in kb.models if m.kind == kind]
        return tuple(c(i, _t(kb.models_by_id[i].name, kb.models_by_id[i].name), {"model": i})
                     for i in ids[:8])
    if spec.id == "precision":
        if task in ("image", "video"):
            return (c("fp16", _t("FP16 (as released)", "FP16（原版）"), {"precision": "fp16"}),
                    c("fp8", _t("FP8", "FP8"), {"precision": "fp8"}))
        return (
            c("bf16", _t("BF16 / FP16 — full quality", "BF16 / FP16——原版精度"), {"precision": "bf16"}),
            c("fp8", _t("FP8", "FP8"), {"precision": "fp8"}),
            c("int8", _t("INT8 (8-bit)", "INT8（8 位）"), {"precision": "int8"}),
            c("int4", _t("INT4 (4-bit: AWQ / GPTQ)", "INT4（4 位：AWQ / GPTQ）"), {"precision": "int4"}),
            c("q4_k_m", _t("Q4_K_M (GGUF: llama.cpp / Ollama)", "Q4_K_M（GGUF：llama.cpp / Ollama）"),
              {"precision": "q4_k_m"}),
        )
    if spec.id == "method":
        return (
            c("lora", _t("LoRA — adapters on a 16-bit model", "LoRA——在 16 位模型上训练适配器"), {"task": "lora"}),
            c("qlora", _t("QLoRA — adapters on a 4-bit model (least memory)",
                          "QLoRA——在 4 位模型上训练适配器（最省显存）"),
              {"task": "qlora"}),
            c("full-finetune", _t("Full fine-tune — every weight (most memory)", "全参微调——训练全部权重（最吃显存）"),
              {"task": "full-finetune"}),
        )
    if spec.id == "context":
        values = (4096, 8192, 32768, 131072) if task == "inference" else (1024, 2048, 4096, 8192)
        return tuple(c(str(v), _t(f"{tokens_text(v)} tokens", f"{tokens_text(v)} token"), {"context_tokens": v})
                     for v in values)
    if spec.id == "concurrency":
        return (c("1", _t("1 — just me", "1——只有我自己用"), {"concurrency": 1}),
                c("4", _t("4", "4"), {"concurrency": 4}),
                c("16", _t("16 — a small team or app", "16——小团队 / 小应用"), {"concurrency": 16}),
                c("64", _t("64 — a public service", "64——对外服务"), {"concurrency": 64}))
    if spec.id == "region":
        return (c("cn", _t("Mainland China", "中国大陆"), {"region": "cn"}),
                c("intl", _t("Outside mainland China", "海外"), {"region": "intl"}))
    if spec.id == "compliance":
        return (c("yes", _t("Yes — compliance rules apply", "是——要满足合规"), {"compliance": True}),
                c("no", _t("No", "否"), {"compliance": False}))
    if spec.id == "cuda":
        return (c("yes", _t("Yes — it needs CUDA", "是——必须 CUDA"), {"cuda_required": True}),
                c("no", _t("No — standard PyTorch / vLLM; ROCm or CANN is fine",
                           "否——标准 PyTorch / vLLM，ROCm 或 CANN 也行"),
                  {"cuda_required": False}))
    if spec.id == "hours":
        return (c("2", _t("2 h a day — experiments", "每天 2 小时——做实验"), {"hours_per_day": 2}),
                c("8", _t("8 h a day — a working day", "每天 8 小时——工作时间"), {"hours_per_day": 8}),
                c("24", _t("24 h — always on", "24 小时——一直开着"), {"hours_per_day": 24}))
    if spec.id == "days":
        return (c("3", _t("3 days", "3 天"), {"days": 3}),
                c("7", _t("a week", "一周"), {"days": 7}),
                c("30", _t("a month", "一个月"), {"days": 30}),
                c("90", _t("three months", "三个月"), {"days": 90}))
    if spec.id == "budget":
        if raw.get("region") == "cn":
            amounts, cur = (500, 1000, 3000, 10000, 30000), "CNY"
        else:
            amounts, cur = (100, 300, 1000, 3000, 10000), "USD"
        if _sized_job(raw):  # a job of known size is paid for once: its total, not a month
            return tuple(c(f"{a}", _t(f"{money(a, cur)} for the whole job", f"整个任务 {money(a, cur)}"),
                           {"budget": {"amount": a, "currency": cur, "unit": "total"}}) for a in amounts)
        return tuple(c(f"{a}", _t(f"{money(a, cur)} a month", f"每月 {money(a, cur)}"),
                       {"budget": {"amount": a, "currency": cur, "unit": "month"}}) for a in amounts)
    if spec.id == "priority":
        return (c("cost", _t("Lowest cost — enough is enough", "省钱优先——够用就行"), {"priority": "cost"}),
                c("speed", _t("Speed — faster is worth paying for", "速度优先——快值得多花钱"), {"priority": "speed"}))
    return ()


def _skip_text(spec: _Spec, raw: Mapping[str, Any]) -> I18n:
    task = raw.get("task", "inference")
    if spec.id == "task":
        return _t("inference", "推理")
    if spec.id == "model":
        if task in LLM:
            return _t(f"a {DEFAULT_PARAMS_B:g}B model (the most common starting size)",
                      f"{DEFAULT_PARAMS_B:g}B 模型（最常见的起步规模）")
        return _t("the task's typical memory range", "该任务的典型显存范围")
    if spec.id == "precision":
        return _t("the model's released precision", "模型发布时的精度")
    if spec.id == "method":
        return _t("LoRA", "LoRA")
    if spec.id == "context":
        return _t("8K tokens", "8K token") if task == "inference" else _t("2K tokens", "2K token")
    if spec.id == "concurrency":
        users = raw.get("users")
        if users:  # a head count sizes the answer at its busiest share until "how many at once" is said
            at_once = busiest_share(int(users))
            return _t(f"{at_once} at once, the busiest share of {int(users):,} people",
                      f"同时 {at_once} 路，按 {int(users):,} 人最忙时的份额")
        return _t("1 at a time", "1 路")
    if spec.id == "region":
        return _t("any region", "不限地区")
    if spec.id == "compliance":
        return _t("no compliance rules", "不要求合规")
    if spec.id == "cuda":
        return _t("not sure (non-CUDA cards get a warning)", "不确定（非 CUDA 卡会附提醒）")
    if spec.id == "hours":
        from rules.fact_personal import personal_use

        # one person's own inference runs the working day, as the answer prices it (found running the TUI: "Using the
        # default: 24 h a day" above an answer priced at 8)
        hours = 24 if (task in ("inference", "pretrain") and not personal_use(raw, task)) or _media_service(raw) else 8
        return _t(f"{hours} h a day", f"每天 {hours} 小时")
    if spec.id == "days":
        return _t("30 days", "30 天")
    if spec.id == "budget":
        return _t("no budget limit", "不设预算上限")
    if spec.id == "priority":
        return _t("lowest cost (as the seeds advise)", "省钱优先（种子文章的建议）")
    if spec.id == "job":
        return _t("unknown size: costed by hours a day and days", "数据量未知：按每天时长和天数估算")
    if spec.id == "load":
        return _t("no stated load: sized by the requests at once", "不给负载：按并发数估算")
    if spec.id in ("audio", "images", "videos"):
        return _t("unknown size: costed by hours a day and days", "工作量未知：按每天时长和天数估算")
    return _t("the default", "默认值")


def _skip_facts(spec: _Spec, raw: Mapping[str, Any]) -> dict[str, Any]:
    """Facts set by skipping (most skips leave the fact to rules.facts' stated default)."""
    task = raw.get("task", "inference")
    if spec.id == "model" and task in LLM:
        return {"params_b": DEFAULT_PARAMS_B}
    if spec.id == "method":
        return {"task": "lora"}
    return {}


def question(spec_id: str, raw: Mapping[str, Any], kb: KnowledgeBase | None = None) -> Question:
    """The question ``spec_id`` as it reads for these facts (its choices depend on them)."""
    spec = SPECS[spec_id]
    text, why, short, hint, source = spec.text, spec.why, SHORT_WHY[spec.id], spec.hint, spec.source
    if spec.id == "context" and raw.get("task", "inference") in TRAINING:
        text = _t("How long are the training sequences (tokens)?", "训练样本的序列多长（token）？")
        why = _t("In training, activations are kept for every token of every sequence until the backward "
                 "pass, so memory grows with the sequence length (source 4: weights, gradients, optimizer "
                 "state and activations all count).",
                 "训练时每条序列每个 token 的激活都要保留到反向传播，显存随序列长度增长（来源 4：权重、梯度、"
                 "优化器状态和激活都要算）。")
        short = _t("Activations grow with the sequence length.", "激活随序列长度增长。")
        hint = _t("1k, 2k, 4k or a number of tokens", "1k、2k、4k 或 token 数")
        source = "seed-004"
    return Question(spec.id, text, why, source, _choices(spec, raw, kb), spec.fact, spec.facts,
                    _skip_text(spec, raw), hint, short)


def is_known(spec_id: str, raw: Mapping[str, Any], answered: Iterable[str] = ()) -> bool:
    spec = SPECS[spec_id]
    if spec_id in answered:
        return True
    if spec_id == "method":
        return False  # only ever settled by an answer (the task alone may be a generic "fine-tune")
    return any(raw.get(f) is not None for f in spec.facts)


def pending(raw: Mapping[str, Any], answered: Iterable[str] = ()) -> list[str]:
    """Ids of the questions still to ask, in order."""
    answered = set(answered)
    return [s.id for s in FLOW if _applies(s, raw) and not is_known(s.id, raw, answered)]


def applicable(raw: Mapping[str, Any]) -> list[str]:
    return [s.id for s in FLOW if _applies(s, raw)]


def next_question(raw: Mapping[str, Any], answered: Iterable[str] = (),
                  kb: KnowledgeBase | None = None) -> Question | None:
    """The next question to ask, or None when the interview is complete."""
    left = pending(raw, answered)
    return question(left[0], raw, kb) if left else None


def confirm_question(raw: Mapping[str, Any], facts: Mapping[str, Any],
                     kb: KnowledgeBase | None = None) -> Question:
    """"You said ¥300 in total before: change it to ¥2,000 a month?" — yes / no."""
    kb = kb() if callable(kb) else kb
    parts_en, parts_zh = [], []
    for key, value in facts.items():
        old_key = key if key in raw else next((k for k in ("model", "params_b", "models", "vram_gb") if k in raw), key)
        old = raw.get(old_key)
        parts_en.append(f"You said {format_value(old_key, old, 'en', kb)} before: change it to "
                        f"{format_value(key, value, 'en', kb)}")
        parts_zh.append(f"之前你说的是{format_value(old_key, old, 'zh', kb)}：要改成"
                        f"{format_value(key, value, 'zh', kb)}吗")
    text = _t("; ".join(parts_en) + "?", "；".join(parts_zh) + "？")
    yes = Choice("yes", _t("Yes, change it", "是，改过来"), dict(facts))
    no = Choice("no", _t("No, keep what I said before", "不，保持原来的"), {})
    why = _t("A fact you gave earlier is never replaced without asking.", "之前给出的条件不会被悄悄替换。")
    return Question("confirm", text, why, "seed-000", (yes, no), next(iter(facts), "task"),
                    tuple(facts), _t("keep it as it was", "保持不变"), _t("yes / no", "是 / 否"), why)


def session_currency(raw: Mapping[str, Any], lang: str = "en", text: str = "") -> str:
    """The currency a bare amount takes: the budget's already given, else the region's, else the
    language the amount is written in, else the session's (a Chinese session counts in yuan) — one rule
    for every entry point."""
    budget = raw.get("budget")
    if isinstance(budget, Mapping) and budget.get("currency"):
        return str(budget["currency"])
    if raw.get("region") == "cn" or raw.get("compliance"):
        return "CNY"
    if raw.get("region") == "intl":
        return "USD"
    if _CJK.search(text):
        # "预算 15 万" typed in an English session is yuan, as the same words given with --say are (found
        # running the TUI: $150,000); English typed in a Chinese session keeps the session's yuan
        return "CNY"
    return "CNY" if lang == "zh" else "USD"


_CJK = re.compile(r"[\u4e00-\u9fff]")
