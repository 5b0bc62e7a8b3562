"""The interview's questions as a table: each question's id, the facts that answer it, its text, why it
is asked (with the source of that principle) and an example answer; the one-line reasons and which
question each fact belongs to. Data only — what a question offers for given facts is in ``flow``."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from knowledge.text import I18n

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
    """One question of the interview: its text, why it is asked, its choices and the facts it fills."""

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



@dataclass(frozen=True)
class _Spec:
    """The fixed part of a question, from which its choices are built for the facts known."""

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
    _Spec("model", "model", ("model", "params_b", "vram_gb", "models"),
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
    _Spec("load", "rps", ("rps", "requests_per_day"),
          _t("How busy is it at the peak? (requests a second or a minute; prompt and answer length)",
             "高峰时有多忙？（每秒或每分钟多少个请求；输入、输出大概多少 token）"),
          _t("The peak load decides how many tokens a second the cards must produce, so how many "
             "copies you need and what each answer costs (source 4).",
             "高峰负载决定每秒要产出多少 token，也就决定要几份副本、每个回答的成本（来源 4）。"),
          "seed-004", _t("50 requests a minute, prompts of 1k tokens, answers of 300",
                         "每分钟 50 个请求，输入 1k token，输出 300 token")),
    _Spec("audio", "audio_hours", ("audio_hours",),
          _t("How many hours of audio, and by when? (a deadline if there is one)",
             "一共多少小时的音频？什么时候要完成？（有截止时间的话）"),
          _t("A one-off job is priced as the whole job: the hours of audio ÷ what a card transcribes "
             "in an hour decide the GPU-hours, and a deadline decides how many GPUs share the files "
             "(source 1: compare the cost of the job, not the hourly price).",
             "一次性任务按整个任务计价：音频小时数 ÷ 一张卡每小时能转写的量决定卡时，截止时间决定要几张卡"
             "分头处理（来源 1：比整个任务的花费，不是小时单价）。"),
          "seed-000", _t("10,000 hours of calls, within 2 days", "一万小时录音，两天内")),
    _Spec("images", "images", ("images",),
          _t("How many images, and by when? (a deadline if there is one)",
             "一共要生成多少张图？什么时候要完成？（有截止时间的话）"),
          _t("A batch of images is priced as the whole job: the count ÷ what a card makes in an hour "
             "decides the GPU-hours (source 1: compare the cost of the job, not the hourly price).",
             "批量出图按整个任务计价：张数 ÷ 一张卡每小时能出的张数决定卡时（来源 1：比整个任务的花费，"
             "不是小时单价）。"),
          "seed-000", _t("50,000 product images by Friday", "5 万张商品图，周五前")),
    _Spec("videos", "videos", ("videos",),
          _t("How many clips, at what resolution, and by when? (480p or 720p; a deadline if there is one)",
             "一共要生成多少条视频？什么分辨率（480p 或 720p）？什么时候要完成？（有截止时间的话）"),
          _t("A batch of clips is priced as the whole job: the count × the time a card takes for one "
             "clip (Wan2.1's official table: 3,342.6 s for a 5-second 720P clip on an A100) decides "
             "the GPU-hours, and 720P needs an 80 GB card (source 1: compare the cost of the job, "
             "not the hourly price).",
             "批量生成视频按整个任务计价：条数 × 一张卡生成一条的时间（Wan2.1 官方表：A100 上一条 5 秒 720P "
             "视频 3,342.6 秒）决定卡时；720P 需要 80 GB 的卡（来源 1：比整个任务的花费，不是小时单价）。"),
          "seed-000", _t("200 clips of 5 s at 720p, within 2 days",
                                        "200 条 5 秒 720p 视频，两天内")),
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
    "audio": _t("The hours of audio decide the GPU-hours, and so the cost.", "音频时长决定卡时，也就决定花费。"),
    "images": _t("The number of images decides the GPU-hours, and so the cost.",
                 "图片数量决定卡时，也就决定花费。"),
    "videos": _t("The number of clips decides the GPU-hours, and so the cost.",
                 "视频条数决定卡时，也就决定花费。"),
    "priority": _t("Raw speed matters last.", "绝对性能最后才看。"),
}
FACT_QUESTION = {"task": "task", "model": "model", "params_b": "model", "vram_gb": "model", "models": "model",
                 "precision": "precision", "context_tokens": "context",
                 "concurrency": "concurrency", "region": "region", "compliance": "compliance",
                 "cuda_required": "cuda", "hours_per_day": "hours", "days": "days",
                 "budget": "budget", "priority": "priority", "train_tokens": "job", "samples": "job",
                 "tokens_per_sample": "job", "epochs": "job", "deadline": "job", "rps": "load",
                 "requests_per_day": "load", "generate_tokens": "load",
                 "audio_hours": "audio", "images": "images",
                 "videos": "videos", "resolution": "videos", "clip_seconds": "videos",
                 "input_tokens": "load", "output_tokens": "load"}

# the model question's quick replies: these language models, or the catalogue's models of the task's kind
LLM_MODELS = ("qwen3-8b", "qwen3-32b", "llama-3.1-70b", "deepseek-r1-distill-qwen-32b",
              "qwen3-30b-a3b", "gpt-oss-120b", "qwen3-235b-a22b", "deepseek-r1")
KIND_OF_TASK = {"image": "image", "video": "video", "transcribe": "speech", "detection": "detection"}
