"""The product's words, defined once, in English and Chinese: the names of the facts (the interview's
questions and facts list, the free-text reader's echo, the report), the words for enumerated values,
the task groups and the task names, and the parts of a memory estimate (the CLI, the TUI's bar and
the report). Plain Python (no Textual)."""

from __future__ import annotations

from knowledge.text import ROLE_ZH, UNIT_ZH
from rules.fact_vocab import BREAKDOWN_KEYS, LLM_TASKS, TRAINING_TASKS

# ------------------------------------------------------------------------------------ task groups
TRAINING: tuple[str, ...] = TRAINING_TASKS  # tasks that train weights
FINETUNE: tuple[str, ...] = tuple(t for t in TRAINING_TASKS if t != "pretrain")  # start from a released model
LLM: tuple[str, ...] = LLM_TASKS  # tasks sized as a language model (weights + KV cache / training state)

# the task's name for people: the interview's facts list, the CLI's answer and the report
TASK_NAMES: dict[str, tuple[str, str]] = {
    "inference": ("inference", "推理"),
    "lora": ("LoRA fine-tuning", "LoRA 微调"),
    "qlora": ("QLoRA fine-tuning", "QLoRA 微调"),
    "full-finetune": ("full fine-tuning", "全参微调"),
    "pretrain": ("pre-training", "预训练"),
    "image": ("image generation", "出图"),
    "video": ("video generation", "视频生成"),
    "render": ("rendering", "渲染"),
    "learn": ("learning / coursework", "学习 / 课程"),
    "transcribe": ("transcription", "语音转写"),
    "detection": ("object detection", "目标检测"),
    "embedding": ("embedding / rerank service", "向量 / 重排服务"),
}

# billing units and the picks' roles, in both languages (the Chinese from knowledge.text, which the
# rule texts use too)
UNIT_NAMES: dict[str, tuple[str, str]] = {unit: (unit, zh) for unit, zh in UNIT_ZH.items()}
ROLE_NAMES: dict[str, tuple[str, str]] = {role: (role.replace("-", " "), zh) for role, zh in ROLE_ZH.items()}

# ------------------------------------------------------------------------ parts of a memory estimate
# keys as rules.estimate.parts.BREAKDOWN_KEYS; (English, Chinese) as a table's row names them …
PART_LABELS: dict[str, tuple[str, str]] = {
    "weights": ("Weights", "权重"),
    "kv_cache": ("KV cache", "KV 缓存"),
    "activations": ("Activations", "激活"),
    "gradients": ("Gradients", "梯度"),
    "optimizer": ("Optimizer states", "优化器状态"),
    "overhead": ("Runtime overhead", "运行开销"),
}
# … and as the TUI's memory bar names them where 80 columns are tight
PART_SHORT: dict[str, tuple[str, str]] = {
    "weights": ("weights", "权重"),
    "kv_cache": ("KV", "KV"),
    "activations": ("activations", "激活"),
    "gradients": ("gradients", "梯度"),
    "optimizer": ("optimizer", "优化器"),
    "overhead": ("other", "其他"),
}
assert set(PART_LABELS) == set(PART_SHORT) == set(BREAKDOWN_KEYS)  # noqa: S101 - one vocabulary


def part_label(key: str, lang: str, *, short: bool = False, inline: bool = False) -> str:
    """A memory part's name: a row label ('KV cache'), ``short`` for the bar ('KV'), ``inline``
    inside a sentence ('optimizer states', an acronym keeps its capitals)."""
    pair = (PART_SHORT if short else PART_LABELS).get(key)
    if pair is None:
        return key
    text = pair[1] if lang == "zh" else pair[0]
    if inline and lang != "zh" and not text[:2].isupper():
        text = text[:1].lower() + text[1:]
    return text

FACT_LABELS: dict[str, tuple[str, str]] = {
    "task": ("Task", "任务"),
    "model": ("Model", "模型"),
    "params_b": ("Parameters", "参数量"),
    "precision": ("Weight precision", "权重精度"),
    "kv_precision": ("KV cache precision", "KV 缓存精度"),
    "context_tokens": ("Context", "上下文"),
    "concurrency": ("Concurrent sequences", "并发"),
    "batch": ("Batch", "批大小"),
    "budget": ("Budget", "预算"),
    "budget_currency": ("Budget currency", "预算币种"),
    "budget_unit": ("Budget period", "预算周期"),
    "region": ("Region", "地区"),
    "compliance": ("Mainland procurement rules", "国内合规"),
    "cuda_required": ("CUDA required", "必须 CUDA"),
    "hours_per_day": ("Hours a day", "每天使用"),
    "days": ("Days", "使用天数"),
    "max_gpus": ("At most GPUs", "最多卡数"),
    "priority": ("Priority", "优先"),
    "interruptible": ("Interruptible (spot is fine)", "可中断（可用竞价实例）"),
    "vram_gb": ("Known memory need", "已知显存需求"),
    "power_limit_w": ("Power limit for the GPUs together (W)", "显卡合计功耗上限（W）"),
    "gpu_power_w": ("Most board power one GPU may have (W)", "单卡最大功耗（W）"),
    "psu_w": ("Your power supply (W)", "你的电源（W）"),
    "power_limit_gpus": ("Power limit said of the GPUs, not the whole machine", "功耗上限指显卡本身，不是整机"),
    "gpu_hour_price": ("Most one GPU may cost an hour", "单卡每小时最高价格"),
    "lora_rank": ("LoRA rank", "LoRA 秩"),
    "optimizer": ("Optimizer", "优化器"),
    "gradient_checkpointing": ("Gradient checkpointing", "梯度检查点"),
    "fx": ("Your exchange rate", "你的汇率"),
    "currency": ("Prices shown in", "价格币种"),
    "requests_per_day": ("A day's total (requests, images or clips)", "每天总量（请求、图片或视频）"),
    "normal_requests_per_day": ("A day's total outside the peak", "平时每天总量（高峰以外）"),
    "normal_rps": ("Normal level's busiest rate (requests/s)", "平时的高峰速率（每秒请求）"),
    "peak_days": ("Days the peak lasts", "高峰持续天数"),
    "users": ("People who use it (not all at once)", "使用人数（不都同时）"),
    "seats": ("People who each need their own GPU", "每人各要一套 GPU 的人数"),
    "lora_adapters": ("LoRA adapters served", "挂载的 LoRA 适配器数"),
    "shared_prefix": ("Requests share their prefix (prefix cache)", "请求共享前缀（前缀缓存）"),
    "new_tokens": ("New prompt tokens per request (after the cached prefix)",
                   "每个请求的新增提示 token（缓存前缀之后）"),
    "code_completion": ("Completion traffic (autocomplete, FIM)", "补全流量（自动补全、FIM）"),
    "api_compared": ("API weighed against self-hosting", "与 API 对比自建"),
    "yearly_asked": ("Yearly plan asked about", "问包年价格"),
    "images_per_request": ("Input images per request (vision-language model)", "每个请求的输入图片数（多模态模型）"),
    "draft_model": ("Speculative-decoding draft model", "投机解码草稿模型"),
    "generate_tokens": ("Tokens to generate (batch)", "批量生成 token 数"),
    "prompts": ("Prompts answered once (batch)", "批量回答的提示数"),
    "imgsz": ("Image size (px, detection training)", "图像尺寸（像素，检测训练）"),
    "runs_per_month": ("Runs of the job a month", "任务每月运行次数"),
    "repeats": ("Runs of the job (a sweep, seeds)", "任务做几次（多组对比、多个种子）"),
    "train_tokens": ("Training tokens (one pass)", "训练 token（一轮）"),
    "samples": ("Training samples", "训练样本数"),
    "tokens_per_sample": ("Tokens per sample", "每条样本 token"),
    "epochs": ("Epochs", "轮数（epoch）"),
    "rl": ("RL post-training", "强化学习后训练"),
    "rl_steps": ("RL steps", "RL 步数"),
    "prompts_per_step": ("Prompts per step", "每步 prompt 数"),
    "generations": ("Generations per prompt", "每个 prompt 的生成数"),
    "rl_beta": ("KL coefficient (beta)", "KL 系数（beta）"),
    "preference": ("Preference tuning", "偏好训练"),
    "preference_beta": ("DPO beta", "DPO beta"),
    "save_steps": ("Checkpoint every (steps)", "每多少步存检查点"),
    "rps": ("Peak rate (requests, images or clips)", "高峰速率（请求、图片或视频）"),
    "min_tps": ("Speed per user at least (tokens/s)", "每路生成速度下限（token/s）"),
    "max_ttft_s": ("First token within (s)", "首字延迟上限（秒）"),
    "input_tokens": ("Prompt tokens per request", "每请求输入 token"),
    "output_tokens": ("Output tokens per request", "每请求输出 token"),
    "rerank_candidates": ("Passages reranked per query", "每个查询重排的段落数"),
    "passage_tokens": ("Tokens per reranked passage", "每个重排段落的 token"),
    "deadline": ("Deadline (hours)", "完成时限（小时）"),
    "audio_hours": ("Hours of audio", "音频时长（小时）"),
    "images": ("Images to generate", "要生成的图片数"),
    "videos": ("Video clips to generate", "要生成的视频条数"),
    "resolution": ("Video resolution", "视频分辨率"),
    "clip_seconds": ("Seconds per clip", "每条视频秒数"),
    "engine": ("Engine", "推理 / 训练框架"),
    "invoice": ("Invoice needed", "发票要求"),
    "buyer": ("Who buys", "采购方"),
    "procure": ("Rent or buy", "租用还是购买"),
    "server_gpus": ("GPUs in the server to buy", "要买的整机卡数"),
    "public_service": ("Public-facing service", "面向公众的服务"),
    "stock_only": ("Stock cards only (no board-modified)", "只要原厂卡（不要魔改卡）"),
    "office_box": ("Cards go in an office tower or workstation", "显卡装在办公室塔式机或工作站里"),
    "used_ok": ("A used card is fine", "二手卡也可以"),
    "no_rental": ("Renting is no option (data stays on site)", "不考虑租用（数据不出本地）"),
    "no_quantization": ("No quantization (original weights only)", "不量化（只用原版权重）"),
    "no_4bit": ("No 4-bit weights (8-bit is fine)", "不用 4 位量化（8 位可以）"),
    "no_thinking": ("Thinking off (direct answers)", "关闭思考模式（直接回答）"),
    "no_mainland_sellers": ("No sellers that address mainland China", "不用面向国内的云平台"),
    "no_marketplace": ("No peer-to-peer marketplaces", "不用 P2P 算力平台"),
    "gdpr": ("Personal data under the GDPR", "个人数据受 GDPR 约束"),
    "providers": ("Sellers you rent from", "指定的租用平台"),
    "data_in": ("Machines must be in", "机器须在"),
    "checkpoint": ("Weights", "权重版本"),
    "domestic_chips": ("Domestic chips only (信创)", "只用国产芯片（信创）"),
    "vendors": ("Makers accepted", "只接受的厂商"),
    "only_cards": ("Cards accepted", "只接受的卡"),
    "models": ("Models on one box", "同一台机器上的模型"),
    "based_in": ("Where you are", "你所在的地区"),
    "users_in": ("Where the service's users are", "服务的用户在"),
    "compare_regions": ("Mainland against abroad, both priced", "国内与境外对比报价"),
    "today": ("Consultation day", "咨询日期"),
    "layers": ("Layers", "层数"),
    "kv_heads": ("KV heads", "KV 头数"),
    "head_dim": ("Head dimension", "头维度"),
    "config": ("Model config", "模型配置"),
    "scene": ("Scene size", "场景大小"),
    "family": ("Model family", "模型系列"),
}


def fact_label(name: str, lang: str) -> str:
    """The fact's name for people in ``lang`` (the fact's own name when it has none)."""
    pair = FACT_LABELS.get(name)
    return (pair[1] if lang == "zh" else pair[0]) if pair else name


# Words for enumerated fact values, so that no screen shows "vat-special" or "company" raw.
VALUE_LABELS: dict[tuple[str, str], tuple[str, str]] = {
    ("invoice", "vat-special"): ("special VAT invoice (专票)", "增值税专用发票（专票）"),
    ("invoice", "vat"): ("VAT invoice (普票)", "增值税发票（普票即可）"),
    ("invoice", "any"): ("no invoice requirement", "不要求发票"),
    ("buyer", "company"): ("an organisation (company, lab, institution)", "机构（公司、实验室、单位）"),
    ("buyer", "individual"): ("an individual", "个人"),
    ("procure", "rent"): ("rent existing cloud GPUs", "租用现有云上 GPU"),
    ("procure", "buy"): ("buy the hardware", "采购硬件"),
    ("scene", "large"): ("large scenes", "大场景"),
    ("scene", "small"): ("small scenes", "小场景"),
    ("vendors", "nvidia"): ("NVIDIA only", "只要英伟达"),
    ("vendors", "amd"): ("AMD only", "只要 AMD"),
    ("vendors", "huawei"): ("Huawei Ascend only", "只要华为昇腾"),
    ("vendors", "amd,huawei"): ("AMD or Huawei Ascend (no NVIDIA)", "AMD 或华为昇腾（不要英伟达）"),
    ("vendors", "nvidia,amd"): ("NVIDIA or AMD (no Ascend)", "英伟达或 AMD（不要昇腾）"),
    ("vendors", "nvidia,huawei"): ("NVIDIA or Huawei Ascend (no AMD)", "英伟达或华为昇腾（不要 AMD）"),
    ("vendors", "nvidia,amd,huawei"): ("any maker", "任何厂商"),
}


def value_label(name: str, value: object, lang: str) -> str | None:
    """The words for an enumerated value of fact ``name`` in ``lang``, or None."""
    if name == "server_gpus" and isinstance(value, int) and not isinstance(value, bool):  # "an 8-GPU server"
        return f"{value} 卡整机" if lang == "zh" else f"{'an' if value in (8, 11) else 'a'} {value}-GPU server"
    pair = VALUE_LABELS.get((name, str(value)))
    return None if pair is None else (pair[1] if lang == "zh" else pair[0])


def rate_text(per_second: float, lang: str) -> str:
    """A peak rate — requests, or an image / video service's images or clips: "0.667 a second (40 a minute)"."""
    zh = lang == "zh"
    a_minute = per_second * 60
    minute = "" if per_second >= 1 else f"（每分钟 {a_minute:.3g}）" if zh else f" ({a_minute:.3g} a minute)"
    return (f"每秒 {per_second:.3g}" if zh else f"{per_second:.3g} a second") + minute
