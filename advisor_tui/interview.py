"""The guided interview: which question comes next, what an answer means, and the saved state.

Plain Python (no Textual), so that the flow is unit-tested on its own. The order follows the seeds'
selection principles — memory is the hard gate, so everything that sizes memory is asked first
(task → model or size → precision → context and concurrency, or the training method), then what
limits the offers (region and compliance, the CUDA dependency), then what the cost is computed from
(usage pattern and budget), and raw speed last (priority).

    interview = Interview()
    q = interview.next_question(kb)          # Question(id, text, why, choices, fact) or None
    interview.answer_choice(q, q.choices[0])  # or answer_text(q, "32k", kb) / skip(q)

Facts are kept as the person gave them (``raw``: JSON-serialisable text and numbers); they are
validated by ``rules.facts.resolve`` before every consultation, never guessed silently: a skipped
question states the default that will be used.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from advisor_tui.vocabulary import FACT_LABELS as VOCABULARY
from knowledge.errors import InputError
from knowledge.text import I18n, money

if TYPE_CHECKING:
    from knowledge.loader import KnowledgeBase

STATE_VERSION = 1
TRAINING = ("lora", "qlora", "full-finetune", "pretrain")
FINETUNE = ("lora", "qlora", "full-finetune")
LLM = ("inference", *TRAINING)
SKIP_WORDS = ("skip", "pass", "don't know", "dont know", "not sure", "no idea", "?", "跳过", "不知道",
              "不清楚", "不确定", "随便", "默认")
DEFAULT_PARAMS_B = 7.0  # a skipped model question: the seeds' most common starting size


def _t(en: str, zh: str) -> I18n:
    return I18n(en=en, zh=zh)


@dataclass(frozen=True)
class Choice:
    """A quick reply: its label and the facts it sets."""

    key: str
    label: I18n
    facts: Mapping[str, Any]


@dataclass(frozen=True)
class Question:
    id: str
    text: I18n
    why: I18n  # why it is asked, citing the seed principle
    source: str  # the source id the principle comes from
    choices: tuple[Choice, ...]
    fact: str  # the main fact it fills
    facts: tuple[str, ...]  # every fact that answers it (known → the question is skipped)
    skip: I18n  # what "skip" means: the default that will be used
    hint: I18n  # the Input placeholder: an example answer
    short: I18n = field(default_factory=lambda: I18n(en="", zh=""))  # the why, in one line


# ------------------------------------------------------------------------------ fact display

# one vocabulary of fact names for the interview, the reader and the report
FACT_LABELS: dict[str, I18n] = {name: _t(en, zh) for name, (en, zh) in VOCABULARY.items()}

TASK_LABELS: dict[str, I18n] = {
    "inference": _t("inference (run / serve a model)", "推理 / 部署"),
    "lora": _t("LoRA fine-tune", "LoRA 微调"),
    "qlora": _t("QLoRA fine-tune", "QLoRA 微调"),
    "full-finetune": _t("full fine-tune", "全参微调"),
    "pretrain": _t("pre-training", "预训练"),
    "image": _t("image generation", "出图 / 图像生成"),
    "video": _t("video generation", "视频生成"),
    "render": _t("3D rendering", "3D 渲染"),
    "learn": _t("learning / coursework", "学习 / 课程作业"),
    "transcribe": _t("speech transcription", "语音转写"),
    "detection": _t("detection / vision training", "检测 / 视觉训练"),
}

UNIT_LABEL = {"minute": ("minute", "分钟"), "hour": ("hour", "小时"), "day": ("day", "天"),
              "week": ("week", "周"), "month": ("month", "月"), "total": ("in total", "总计")}


def tokens_text(n: int) -> str:
    if n >= 1024 * 1024 and n % (1024 * 1024) == 0:
        return f"{n // (1024 * 1024)}M"
    if n >= 1024 and n % 1024 == 0:
        return f"{n // 1024}K"
    return f"{n:,}"


def _num(value: Any) -> str:
    try:
        return f"{float(value):g}"
    except (TypeError, ValueError):
        return str(value)


def budget_dict(value: Any) -> dict[str, Any] | None:
    """A budget as a JSON-able mapping (from a Budget, a mapping or '3000 CNY/month')."""
    if value is None:
        return None
    if hasattr(value, "to_dict"):
        return dict(value.to_dict())
    if isinstance(value, Mapping):
        return {"amount": value.get("amount"), "currency": value.get("currency") or "USD",
                "unit": value.get("unit") or "month"}
    from rules.facts import parse_budget

    return parse_budget("budget", value).to_dict()


def format_value(name: str, value: Any, lang: str, kb: KnowledgeBase | None = None) -> str:
    """A fact's value for people ('Qwen3-32B', '32K tokens', '¥3,000/month')."""
    zh = lang == "zh"
    if value is None:
        return "—"
    from advisor_tui.vocabulary import value_label

    if (words := value_label(name, value, lang)) is not None:
        return words
    if name == "task":
        label = TASK_LABELS.get(str(value))
        return label.get(lang) if label else str(value)
    if name == "model":
        if kb is not None and value in kb.models_by_id:
            return kb.models_by_id[value].name
        return str(value)
    if name == "params_b":
        return f"{_num(value)}B"
    if name == "vram_gb":
        return f"{_num(value)} GB"
    if name in ("precision", "kv_precision"):
        return str(value).upper()
    if name == "context_tokens":
        try:
            n = int(value)
        except (TypeError, ValueError):
            return str(value)
        return f"{tokens_text(n)} tokens" if not zh else f"{tokens_text(n)} token"
    if name == "concurrency":
        return f"{value} 路" if zh else f"{value} at once"
    if name == "region":
        return {"cn": ("mainland China", "中国大陆"), "intl": ("outside mainland China", "海外")}.get(
            str(value), (str(value), str(value)))[zh]
    if name in ("compliance", "interruptible"):
        return ("是" if value else "否") if zh else ("yes" if value else "no")
    if name == "cuda_required":
        if value is None:
            return "不确定" if zh else "not sure"
        return ("需要 CUDA" if value else "ROCm / CANN 也行") if zh else (
            "needs CUDA" if value else "ROCm / CANN is fine")
    if name == "hours_per_day":
        return f"每天 {_num(value)} 小时" if zh else f"{_num(value)} h/day"
    if name == "days":
        return f"{_num(value)} 天" if zh else f"{_num(value)} days"
    if name == "budget":
        try:
            b = budget_dict(value)
        except InputError:
            return str(value)
        if not b:
            return "—"
        unit = UNIT_LABEL.get(b["unit"], (b["unit"], b["unit"]))
        amount = money(float(b["amount"]), b["currency"])
        if b["unit"] == "total":
            return f"{amount}（总计）" if zh else f"{amount} in total"
        return f"{amount}/{unit[zh]}"
    if name == "priority":
        return {"cost": ("lowest cost", "省钱优先"), "speed": ("speed", "速度优先")}.get(
            str(value), (str(value), str(value)))[zh]
    if name == "deadline" and isinstance(value, (int, float)):
        days = f"{_num(value / 24)} 天" if zh else f"{_num(value / 24)} days"
        return f"{_num(value)} 小时（{days}）" if zh else f"{_num(value)} h ({days})"
    if name == "rps" and isinstance(value, (int, float)):
        return f"每秒 {value:.3g} 个请求" if zh else f"{value:.3g} requests/s"
    if name in ("train_tokens", "samples") and isinstance(value, int):
        return f"{value:,}"
    return str(value)


def fact_label(name: str, lang: str) -> str:
    label = FACT_LABELS.get(name)
    return label.get(lang) if label else name


def describe_facts(facts: Mapping[str, Any], lang: str, kb: KnowledgeBase | None = None) -> str:
    """'Model: Qwen3-32B · Context: 32K tokens' (in the flow's order)."""
    sep = "；" if lang == "zh" else " · "
    colon = "：" if lang == "zh" else ": "
    return sep.join(f"{fact_label(k, lang)}{colon}{format_value(k, v, lang, kb)}"
                    for k, v in sorted(facts.items(), key=lambda kv: _fact_order(kv[0])))


def _fact_order(name: str) -> int:
    for i, spec in enumerate(FLOW):
        if name in spec.facts:
            return i
    return len(FLOW)


# ---------------------------------------------------------------------------------- the flow


@dataclass(frozen=True)
class _Spec:
    id: str
    fact: str
    facts: tuple[str, ...]
    text: I18n
    why: I18n
    source: str
    hint: I18n


FLOW: tuple[_Spec, ...] = (
    _Spec("task", "task", ("task",),
          _t("What is the job?", "你要用 GPU 做什么？"),
          _t("Training, fine-tuning, inference and image generation size memory differently: the task "
             "decides what has to fit (source 2: not one selection logic for all).",
             "训练、微调、推理和出图不是同一套选卡逻辑：任务决定显存里要装下什么（来源 2）。"),
          "seed-001", _t("e.g. serve qwen3 32b in China, 32k context, ~3000 CNY a month",
                         "例如：国内部署 qwen3 32b，32k 上下文，每月 3000 元左右")),
    _Spec("model", "model", ("model", "params_b", "vram_gb"),
          _t("Which model (or how many parameters)?", "用哪个模型（或多少参数）？"),
          _t("Memory first: the weights alone are parameters × bytes per parameter, and memory is a "
             "hard gate — a card that cannot hold them cannot run the job at all (source 1, rule 01).",
             "先看显存：光权重就是参数量 × 每参数字节数；显存是硬门槛，装不下就根本跑不了（来源 1 原则 01）。"),
          "seed-000", _t("a name (qwen3 32b, llama 3.1 70b) or a size (32b)",
                         "模型名（qwen3 32b、llama 3.1 70b）或参数量（32b）")),
    _Spec("precision", "precision", ("precision",),
          _t("Which precision for the weights?", "权重用什么精度？"),
          _t("Precision multiplies the weights' memory: FP16 is 2 bytes per parameter, INT8 one, "
             "4-bit about half a byte — a 32B model goes from ~64 GB to ~18 GB (sources 3, 4).",
             "精度直接决定权重显存：FP16 每参数 2 字节，INT8 1 字节，4 位约半字节——32B 模型从约 64 GB 降到约 18 GB"
             "（来源 3、4）。"),
          "seed-004", _t("fp16, bf16, fp8, int8, int4, q4_k_m …", "fp16、bf16、fp8、int8、int4、q4_k_m …")),
    _Spec("method", "task", ("method",),
          _t("Which fine-tuning method?", "用哪种微调方式？"),
          _t("Training keeps gradients and optimizer state too: Adam adds about 12 bytes per trained "
             "parameter, so full fine-tuning a 7B model already needs two 80 GB cards while QLoRA fits "
             "on 24 GB (sources 1, 4).",
             "训练还要存梯度和优化器状态：Adam 每个被训练的参数约多 12 字节；7B 全参微调就要两张 80GB 卡，"
             "QLoRA 24GB 就够（来源 1、4）。"),
          "seed-004", _t("lora, qlora or full", "lora、qlora 或全参")),
    _Spec("context", "context_tokens", ("context_tokens",),
          _t("How long is the context (tokens per request)?", "上下文多长（每个请求的 token 数）？"),
          _t("The KV cache grows with every token of context: a 32B model in 4-bit on 24 GB keeps only "
             "about 8k of context (source 3).",
             "KV cache 随上下文线性增长：24GB 卡上 4 位 32B 模型只剩约 8k 上下文（来源 3）。"),
          "seed-002", _t("8k, 32k, 128k or a number of tokens", "8k、32k、128k 或 token 数")),
    _Spec("concurrency", "concurrency", ("concurrency",),
          _t("How many requests at the same time?", "同时要处理多少个请求（并发）？"),
          _t("Each concurrent sequence holds its own KV cache, so serving many users multiplies the "
             "context's memory (source 4).",
             "每路并发都有自己的 KV cache，服务很多用户会成倍放大上下文占用的显存（来源 4）。"),
          "seed-004", _t("1, 4, 16 …", "1、4、16 …")),
    _Spec("region", "region", ("region",),
          _t("Where will it run?", "在哪里跑？"),
          _t("Offers, prices and supply differ inside and outside mainland China, and cross-border "
             "latency matters for serving (source 2: supply and compliance come right after cost).",
             "国内外的报价、价格和供货不同，跨境延迟也影响在线服务（来源 2：成本之后看供货与合规）。"),
          "seed-001", _t("in China / abroad", "国内 / 海外")),
    _Spec("compliance", "compliance", ("compliance",),
          _t("Do mainland-China procurement rules apply (e.g. state-owned or regulated production)?",
             "是否要满足国内合规采购要求（如国企、受监管的生产环境）？"),
          _t("Under export controls some cards cannot be bought or deployed in regulated settings: "
             "H20 and Ascend 910B / 910C are preferred there — \"if compliance fails, it can run but "
             "cannot go live\" (source 2).",
             "出口管制下部分卡不能采购或上线：合规场景优先 H20、昇腾 910B / 910C——「合规不过关，能跑也不能上线」"
             "（来源 2）。"),
          "seed-001", _t("yes / no", "是 / 否")),
    _Spec("cuda", "cuda_required", ("cuda_required",),
          _t("Does your code depend on CUDA (custom kernels, CUDA-only libraries)?",
             "代码是否依赖 CUDA（自定义 CUDA kernel、只支持 CUDA 的库）？"),
          _t("AMD (ROCm) and Ascend (CANN) cards can be cheaper per GB, but custom CUDA kernels must be "
             "ported — a migration cost to weigh (sources 1, 2).",
             "AMD（ROCm）和昇腾（CANN）每 GB 可能更便宜，但自定义 CUDA kernel 要移植，"
             "迁移成本要算进去（来源 1、2）。"),
          "seed-001", _t("yes / no / not sure", "是 / 否 / 不确定")),
    _Spec("job", "train_tokens", ("train_tokens", "samples", "deadline"),
          _t("How much data will you train on? (samples and tokens each, or total tokens; epochs; "
             "a deadline if there is one)",
             "要训练多少数据？（多少条样本、每条多少 token，或总 token 数；几个 epoch；有没有截止时间）"),
          _t("The job's size decides how many GPU-hours it takes, so what it costs and whether a card "
             "finishes it in time: compare the cost of the whole job, not the hourly price (source 1).",
             "数据量决定要多少卡时，也就决定了总花费和能不能按时跑完："
             "比的是整个任务的花费，不是小时单价（来源 1）。"),
          "seed-000", _t("100k samples of 1k tokens, 3 epochs; or 20M tokens; done within 2 weeks",
                         "10 万条样本，每条 1k token，3 个 epoch；或 2000 万 token；两周内跑完")),
    _Spec("load", "rps", ("rps",),
          _t("How busy is it at the peak? (requests a second or a minute; prompt and answer length)",
             "高峰时有多忙？（每秒或每分钟多少个请求；输入、输出大概多少 token）"),
          _t("The peak load decides how many tokens a second the cards must produce, so how many "
             "copies you need and what each answer costs (source 4).",
             "高峰负载决定每秒要产出多少 token，也就决定要几份副本、每个回答的成本（来源 4）。"),
          "seed-004", _t("50 requests a minute, prompts of 1k tokens, answers of 300",
                         "每分钟 50 个请求，输入 1k token，输出 300 token")),
    _Spec("hours", "hours_per_day", ("hours_per_day",),
          _t("How many hours a day will the GPU be busy?", "GPU 每天要用几个小时？"),
          _t("What you pay depends on how you use it: hourly billing wins for a few hours a day, weekly "
             "or monthly plans win for steady use — compare the billing basis, not the sticker price "
             "(source 1 break-even; source 2).",
             "花多少钱取决于怎么用：每天只用几小时按量计费划算，稳定使用包周包月划算——比计费口径，不比标价"
             "（来源 1 的盈亏平衡，来源 2）。"),
          "seed-000", _t("2, 8, 24 …", "2、8、24 …")),
    _Spec("days", "days", ("days",),
          _t("For how many days?", "一共用多少天？"),
          _t("The length of the job decides between hourly, weekly and monthly plans, and whether "
             "buying would beat renting (source 1).",
             "用多久决定按小时、包周还是包月，以及买卡是否比租更划算（来源 1）。"),
          "seed-000", _t("7, 30, 90 …", "7、30、90 …")),
    _Spec("budget", "budget", ("budget",),
          _t("What is your budget?", "预算多少？"),
          _t("Cost per unit comes second, right after memory: among the cards that fit, the cheapest "
             "per GB or per TFLOPS for your usage wins (source 1, rule 02).",
             "单位成本排第二，紧跟显存：能装下的卡里，按你的用量每 GB 或每 TFLOPS 最便宜的胜出（来源 1 原则 02）。"),
          "seed-000", _t("3000 CNY/month, $1.5/hour, 500 USD in total …",
                         "每月 3000 元、$1.5/小时、总共 500 美元 …")),
    _Spec("priority", "priority", ("priority",),
          _t("Last: lowest cost, or speed?", "最后：省钱优先，还是速度优先？"),
          _t("Raw speed matters last: only deadline training and throughput-bound serving earn back "
             "a faster card; for experiments, coursework and images paying more to save an hour "
             "rarely pays (source 1, rule 03).",
             "绝对性能最后才看：只有赶工期的训练和吞吐直接换钱的在线推理值得为更快的卡多付钱；跑实验、写毕设、"
             "出图，多付租金省一小时通常不值（来源 1 原则 03）。"),
          "seed-000", _t("cost / speed", "省钱 / 速度")),
)
SPECS = {s.id: s for s in FLOW}
# One line under the question; the full reason is on the Why? screen.
SHORT_WHY: dict[str, I18n] = {
    "task": _t("The task decides what has to fit in memory.", "任务决定显存里要装下什么。"),
    "model": _t("Memory is the hard gate, and the weights come first.", "显存是硬门槛，先算权重。"),
    "precision": _t("Precision sets bytes per parameter: 2, 1 or ½.", "精度决定每参数字节数：2、1 或 ½。"),
    "method": _t("Training adds gradients and optimizer state.", "训练还要装梯度和优化器状态。"),
    "context": _t("The KV cache grows with every token of context.", "KV cache 随上下文长度增长。"),
    "concurrency": _t("Each request at once holds its own KV cache.", "每路并发各占一份 KV cache。"),
    "region": _t("Offers, supply and latency differ by region.", "不同地区的报价、供货和延迟不同。"),
    "compliance": _t("If compliance fails, it can run but cannot go live.", "合规不过关，能跑也不能上线。"),
    "cuda": _t("ROCm / CANN cards can be cheaper, but CUDA code must be ported.",
               "ROCm / CANN 卡可能更便宜，但 CUDA 代码要移植。"),
    "hours": _t("Hours of use decide hourly vs weekly / monthly plans.", "每天用多久决定按量还是包周包月。"),
    "days": _t("The length of the job decides the billing plan.", "用多久决定计费方案。"),
    "budget": _t("Cost per unit comes right after memory.", "单位成本紧跟显存之后。"),
    "job": _t("The data decides the GPU-hours, and so the cost.", "数据量决定卡时，也就决定花费。"),
    "load": _t("The peak load decides how many copies serve it.", "高峰负载决定要几份副本。"),
    "priority": _t("Raw speed matters last.", "绝对性能最后才看。"),
}
FACT_QUESTION = {"task": "task", "model": "model", "params_b": "model", "vram_gb": "model",
                 "precision": "precision", "context_tokens": "context",
                 "concurrency": "concurrency", "region": "region", "compliance": "compliance",
                 "cuda_required": "cuda", "hours_per_day": "hours", "days": "days",
                 "budget": "budget", "priority": "priority", "train_tokens": "job", "samples": "job",
                 "tokens_per_sample": "job", "epochs": "job", "deadline": "job", "rps": "load",
                 "input_tokens": "load", "output_tokens": "load"}

LLM_MODELS = ("qwen3-8b", "qwen3-32b", "llama-3.1-70b", "deepseek-r1-distill-qwen-32b",
              "qwen3-30b-a3b", "gpt-oss-120b", "qwen3-235b-a22b", "deepseek-r1")
KIND_OF_TASK = {"image": "image", "video": "video", "transcribe": "speech", "detection": "detection"}


def _applies(spec: _Spec, raw: Mapping[str, Any]) -> bool:
    task = raw.get("task", "inference")
    if spec.id == "model":
        return task not in ("render", "learn")
    if spec.id == "precision":
        return task in ("inference", "image", "video")
    if spec.id == "method":
        return task in FINETUNE
    if spec.id == "context":
        return task in LLM
    if spec.id == "concurrency":
        return task == "inference"
    if spec.id == "compliance":
        return raw.get("region") == "cn"
    if spec.id == "job":
        return task in TRAINING
    if spec.id == "load":
        return task == "inference"
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
        return _t("1 at a time", "1 路")
    if spec.id == "region":
        return _t("any region", "不限地区")
    if spec.id == "compliance":
        return _t("no compliance rules", "不要求合规")
    if spec.id == "cuda":
        return _t("not sure (non-CUDA cards get a warning)", "不确定（非 CUDA 卡会附提醒）")
    if spec.id == "hours":
        hours = 24 if task in ("inference", "pretrain") else 8
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
        old_key = key if key in raw else next((k for k in ("model", "params_b") if k in raw), key)
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


def session_currency(raw: Mapping[str, Any], lang: str = "en") -> str:
    """The currency a bare amount takes: the budget's already given, else the region's, else the
    session's language (a Chinese session counts in yuan) — one rule for every entry point."""
    budget = raw.get("budget")
    if isinstance(budget, Mapping) and budget.get("currency"):
        return str(budget["currency"])
    if raw.get("region") == "cn" or raw.get("compliance"):
        return "CNY"
    if raw.get("region") == "intl":
        return "USD"
    return "CNY" if lang == "zh" else "USD"


# ------------------------------------------------------------------------------ answer parsing

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
_NUMBER = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([a-z\u4e00-\u9fff/ ]*)\s*$", re.I)


def is_skip(text: str) -> bool:
    return text.strip().lower() in SKIP_WORDS


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
                                       default_currency=session_currency(raw, lang)).to_dict()}
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


# --------------------------------------------------------------------------------- the state


@dataclass
class Interview:
    """The interview so far: the facts given, the questions settled, and the transcript.

    Transcript entries are JSON-able dicts: ``{"who": "advisor" | "you" | "facts" | "note" | "error",
    "en": …, "zh": …}`` (the person's own words carry the same text in both).
    """

    raw: dict[str, Any] = field(default_factory=dict)
    answered: list[str] = field(default_factory=list)
    transcript: list[dict[str, Any]] = field(default_factory=list)
    # facts a reply would change, waiting for "yes": {"facts": {...}, "question": id | None}
    pending_change: dict[str, Any] | None = None

    # ---- flow
    def next_question(self, kb: KnowledgeBase | None = None) -> Question | None:
        if self.pending_change:
            return confirm_question(self.raw, self.pending_change["facts"], kb)
        return next_question(self.raw, self.answered, kb)

    def progress(self) -> tuple[int, int]:
        """(questions settled, questions in this interview) for 'question 3 of 12'."""
        total = applicable(self.raw)
        done = [q for q in total if is_known(q, self.raw, self.answered)]
        return len(done), len(total)

    @property
    def done(self) -> bool:
        return not pending(self.raw, self.answered)

    def ask(self, q: Question) -> None:
        """Record the advisor asking ``q``, unless it is still the question last asked (an answer
        that settled something else, or a resume, does not repeat it)."""
        last = next((e for e in reversed(self.transcript) if e.get("who") == "advisor"), None)
        if last is None or last.get("q") != q.id:
            self.transcript.append({"who": "advisor", "q": q.id, "en": q.text.en, "zh": q.text.zh})

    # ---- answers
    def say(self, text: str) -> None:
        self.transcript.append({"who": "you", "en": text, "zh": text})

    def note(self, en: str, zh: str, who: str = "note") -> None:
        self.transcript.append({"who": who, "en": en, "zh": zh})

    def apply(self, facts: Mapping[str, Any], settle: Iterable[str] = ()) -> dict[str, Any]:
        """Set facts (a later statement wins) and mark questions settled. Returns what changed."""
        changed: dict[str, Any] = {}
        old_task = self.raw.get("task", "inference")
        for key, value in facts.items():
            if key == "budget":
                value = budget_dict(value)
            if self.raw.get(key) != value:
                changed[key] = value
            if value is None:
                self.raw.pop(key, None)
            else:
                self.raw[key] = value
        if "model" in changed and changed["model"] is not None:
            self.raw.pop("params_b", None)  # the model's own size replaces a bare size
        if "params_b" in changed and "model" not in facts:
            self.raw.pop("model", None)
        new_task = self.raw.get("task", "inference")
        if "task" in facts and (old_task in LLM) != (new_task in LLM):
            # another kind of job: the model and its precision no longer apply
            for key in ("model", "params_b", "precision", "context_tokens", "concurrency"):
                if key not in facts:
                    self.raw.pop(key, None)
            self.answered = [a for a in self.answered
                             if a not in ("model", "precision", "context", "concurrency", "method")]
        for qid in settle:
            if qid not in self.answered:
                self.answered.append(qid)
        return changed

    def answer_choice(self, q: Question, choice: Choice) -> dict[str, Any]:
        self.transcript.append({"who": "you", "en": choice.label.en, "zh": choice.label.zh})
        if q.id == "confirm":
            return self.settle_change(choice.key == "yes")
        settle = [q.id]
        if q.id == "task" and choice.key != "finetune":
            settle.append("method")  # a specific task names its method already
        return self.apply(choice.facts, settle)

    def skip(self, q: Question, said: str | None = None) -> dict[str, Any]:
        if q.id == "confirm":  # skipping the confirmation keeps what was said before
            if said:
                self.say(said)
            return self.settle_change(False)
        if said:
            self.say(said)
        else:
            self.transcript.append({"who": "you", "en": "Skip / don't know", "zh": "跳过 / 不知道"})
        self.note(f"Using the default: {q.skip.en}.", f"使用默认值：{q.skip.zh}。")
        return self.apply(_skip_facts(SPECS[q.id], self.raw), [q.id])

    def answer_facts(self, facts: Mapping[str, Any], question_id: str | None = None,
                     text: str = "") -> dict[str, Any]:
        """Facts from a typed answer or a whole sentence (``text``, to see whether it named the
        fine-tuning method or only said "fine-tune")."""
        settle = [question_id] if question_id else []
        task = facts.get("task")
        if task is not None and (task not in FINETUNE or task != "lora"
                                 or re.search(r"lora", text, re.I)):
            settle.append("method")  # "QLoRA", "全参", "LoRA" — or not a fine-tune at all
        return self.apply(facts, settle)

    def propose(self, facts: Mapping[str, Any], question_id: str | None = None) -> None:
        """Facts that would replace ones given earlier: asked about, never applied silently."""
        self.pending_change = {"facts": {k: budget_dict(v) if k == "budget" else v
                                         for k, v in facts.items()}, "question": question_id}

    def settle_change(self, accept: bool) -> dict[str, Any]:
        """The answer to the confirmation question: apply the proposed facts, or keep the old."""
        change, self.pending_change = self.pending_change or {}, None
        facts = change.get("facts") or {}
        if not accept:
            self.note("Kept as it was: " + describe_facts({k: self.raw.get(k) for k in facts if k in self.raw},
                                                          "en"),
                      "保持不变：" + describe_facts({k: self.raw.get(k) for k in facts if k in self.raw}, "zh"),
                      who="facts")
            return {}
        question_id = change.get("question")
        changed = self.apply(facts, [question_id] if question_id else [])
        self.note("Changed: " + describe_facts(facts, "en"), "已修改：" + describe_facts(facts, "zh"),
                  who="facts")
        return changed

    def clear(self, fact: str) -> None:
        """Forget a fact (it goes back to its stated default) and ask its question again."""
        self.raw.pop(fact, None)
        qid = FACT_QUESTION.get(fact)
        if qid:
            self.answered = [a for a in self.answered if a != qid]

    # ---- facts for display
    def given(self) -> dict[str, Any]:
        return {k: v for k, v in self.raw.items() if v is not None}

    def consultable(self) -> bool:
        """Enough to consult: a model or size for LLM work (an unanswered task is assumed to be
        inference, and the facts list says so), anything for the other tasks."""
        task = self.raw.get("task", "inference")
        if task in LLM:
            return any(self.raw.get(k) is not None for k in ("model", "params_b", "vram_gb"))
        return True

    def repair(self, kb: KnowledgeBase) -> list[str]:
        """Drop restored facts that no longer validate (a hand-edited file, a model removed from
        the knowledge base) so that the interview can go on; returns the facts dropped."""
        from rules.facts import resolve

        def valid(raw: dict[str, Any]) -> bool:
            try:
                resolve(raw, kb)
            except Exception:  # noqa: BLE001 - any failure means "not usable"
                return False
            return True

        dropped = []
        if "task" in self.raw and not valid({"task": self.raw["task"], "params_b": DEFAULT_PARAMS_B}):
            dropped.append("task")
        task = {"task": self.raw["task"]} if "task" in self.raw and "task" not in dropped else {}
        for key, value in self.raw.items():
            if key == "task":
                continue
            trial = {**task, key: value}
            if key not in ("model", "params_b", "vram_gb"):
                trial["params_b"] = DEFAULT_PARAMS_B
            if key == "params_b" or not valid(trial):
                if key != "params_b" or not valid({**task, "params_b": value}):
                    dropped.append(key)
        for key in dropped:
            self.clear(key)
        if self.consultable() and not valid(self.raw):  # each fine alone, contradictory together
            for key in ("params_b", "vram_gb"):
                if key in self.raw:
                    dropped.append(key)
                    self.clear(key)
        if self.consultable() and not valid(self.raw):
            dropped.extend(k for k in list(self.raw) if k != "task")
            for key in list(self.raw):
                if key != "task":
                    self.clear(key)
        return dropped

    # ---- persistence (see advisor_tui.state)
    def to_dict(self, current: str | None = None, lang: str | None = None) -> dict[str, Any]:
        return {"version": STATE_VERSION, "raw": dict(self.raw), "answered": list(self.answered),
                "transcript": list(self.transcript), "current": current, "lang": lang,
                "pending_change": self.pending_change}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Interview:
        """Rebuild from saved data; raises ValueError when it is not a saved interview."""
        if not isinstance(data, Mapping) or data.get("version") != STATE_VERSION:
            raise ValueError("not a saved interview of this version")
        raw, answered, transcript = data.get("raw"), data.get("answered"), data.get("transcript")
        if not isinstance(raw, dict) or not isinstance(answered, list) or not isinstance(transcript, list):
            raise ValueError("missing facts, answers or transcript")
        if not all(isinstance(a, str) for a in answered):
            raise ValueError("answered questions are not ids")
        entries = [e for e in transcript if isinstance(e, dict) and isinstance(e.get("en"), str)
                   and isinstance(e.get("zh"), str)]
        from rules.facts import FACT_NAMES

        facts = {k: v for k, v in raw.items() if k in FACT_NAMES}
        change = data.get("pending_change")
        if not (isinstance(change, dict) and isinstance(change.get("facts"), dict)
                and set(change["facts"]) <= set(FACT_NAMES)):
            change = None
        return cls(raw=facts, answered=[a for a in answered if a in SPECS], transcript=entries,
                   pending_change=change)
