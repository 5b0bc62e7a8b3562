"""The vocabulary of the person's facts: the values each fact accepts, the task groups, the
stated defaults and the bounds. One definition, used by the parsers (``rules.fact_parse``), the
validation (``rules.facts``), the estimates and the interface.
"""

from __future__ import annotations

from knowledge.vocab import BILLING_UNITS

BUDGET_UNITS: tuple[str, ...] = (*BILLING_UNITS, "total")
REGIONS = ("cn", "intl")
# --users-in: where a service's users are (eu: in the EU, whose personal data GDPR governs; rules.user_place)
USER_PLACES = ("cn", "intl", "eu")
# --vendor: the makers whose accelerators the person accepts ("AMD only", "no NVIDIA"); the
# knowledge base's card vendors
VENDORS = ("nvidia", "amd", "huawei")


def session_region(lang: str) -> str:
    """The region a session assumes when the person has not said (stated in every answer): a
    Chinese session rents on mainland platforms, any other abroad."""
    return "cn" if lang == "zh" else "intl"

PRIORITIES = ("cost", "speed")
KV_PRECISIONS = ("fp16", "bf16", "fp8", "int8", "q4")
OPTIMIZERS = ("adamw", "adamw-8bit", "sgd")
# Task groups, defined once: the estimates, the rules and the interface test membership in these.
ADAPTER_TASKS = ("lora", "qlora")  # train adapters over a frozen base (LoRA / QLoRA)
FULL_TRAINING_TASKS = ("full-finetune", "pretrain")  # train every weight
TRAINING_TASKS = (*ADAPTER_TASKS, *FULL_TRAINING_TASKS)
LLM_TASKS = ("inference", *TRAINING_TASKS)
FINETUNE_TASKS = (*ADAPTER_TASKS, "full-finetune")  # adapt a released model (not pre-training)
# Sized from a source's stated need, never from a language model's shape ("learn" is neither).
NON_LLM_TASKS = ("image", "video", "render", "transcribe", "detection", "embedding")
ENCODER_TASKS = ("embedding",)  # an embedding / rerank service: sized by its queries a second (rules.encoder_service)
# a one-off media job's size, by task: hours of audio to transcribe, images to generate (issue 13),
# video clips to generate (review 7 F7)
MEDIA_JOB_FACTS = {"transcribe": "audio_hours", "image": "images", "video": "videos"}
MEDIA_SERVICE_TASKS = ("image", "video")  # a peak rate (--rps) of images or clips sizes a service
# what a service's rate counts, by task: (en, zh, the zh counter)
SERVICE_UNITS = {"image": ("images", "张图", "张"), "video": ("clips", "条视频", "条"),
                 "inference": ("requests", "个请求", "个"), "embedding": ("queries", "个查询", "个"),
                 "detection": ("images", "张图", "张")}
SERVING_ENGINES = ("vllm", "sglang", "llama.cpp", "transformers")
TRAINING_ENGINES = ("hf", "unsloth", "deepspeed", "megatron")
ENGINES = (*SERVING_ENGINES, *TRAINING_ENGINES)
SCENES = ("small", "large")
# on-policy RL post-training (rules.fact_rl): GRPO-style (TRL's GRPOTrainer: generations per prompt, no critic) and
# PPO (a value model beside the policy, not sized here: said so)
RL_METHODS = ("grpo", "ppo")
# offline preference tuning on chosen / rejected pairs (rules.fact_preference): DPO as TRL's DPOTrainer runs it, a
# reference model beside the policy; not the rl fact (no rollouts)
PREFERENCE_METHODS = ("dpo",)

# Defaults, each stated in the answer when used (see Facts.assumed).
DEFAULT_INFERENCE_CONTEXT = 8192  # the context people actually use, not the model's maximum
DEFAULT_TRAINING_SEQUENCE = 2048
DEFAULT_LORA_RANK = 16
DEFAULT_MAX_GPUS = 8  # one node
DEFAULT_DAYS = 30.0
WEEKDAYS_A_MONTH = 22.0  # "工作日", "weekdays": working days in a month
DEFAULT_EPOCHS = 1.0
DEFAULT_SERVING_ENGINE = "vllm"  # DESIGN §8: the default for LLM serving
DEFAULT_TRAINING_ENGINE = "hf"  # transformers + PEFT / TRL
PRETRAIN_ENGINE = "megatron"  # the tuned stack (rules.estimate.job.stack_of), where rules.megatron rebuilds the model


def month_share(days: float) -> float:
    """What a month of this use costs, as a share of the 30-day figure prices are compared by: the working days of a
    month are a month's use (review 70 M: "$1,501/month for your usage" was 30 days of a 22-weekday use, $1,101);
    any other span of days is compared as a month of such days."""
    return days / DEFAULT_DAYS if days == WEEKDAYS_A_MONTH else 1.0


# Who buys, how, and on which day (issue 12; defaults stated in Facts.assumed, except today).
INVOICES = ("vat-special", "vat", "any")
BUYERS = ("company", "individual")
PROCUREMENTS = ("rent", "buy")
TODAY_ENV = "GPU_ADVISOR_TODAY"  # YYYY-MM-DD: the consultation day, for deterministic price ages

MIN_RATE = 1e-6
MIN_DAYS = 1 / 24  # one hour: a shorter span bills as "0 day(s)"
MIN_HOURS_PER_DAY = 1 / 60  # one minute

LIMITS = {
    "params_b": (0.0, 100_000.0),
    "context_tokens": (1, 16 * 1024 * 1024),
    "concurrency": (1, 100_000),
    "batch": (1, 100_000),
    "hours_per_day": (0.0, 24.0),
    "days": (0.0, 3650.0),
    "max_gpus": (1, 1024),
    "vram_gb": (0.0, 1_000_000.0),
    "power_limit_w": (1.0, 100_000.0),
    "gpu_power_w": (1.0, 100_000.0),
    "psu_w": (100.0, 100_000.0),
    "lora_rank": (1, 4096),
    "budget": (0.0, 1e12),
    "rate": (0.0, 1e9),
    "train_tokens": (1, 1e15),  # a quadrillion tokens: far beyond any published pre-training run
    "samples": (1, 1e12),
    "epochs": (0.0, 1000.0),
    "rps": (0.0, 1e6),
    "min_tps": (0.1, 100_000.0),  # tokens/s per sequence: no published decode is near the upper end
    "deadline_hours": (0.0, 3650.0 * 24),
    "audio_hours": (0.0, 1e8),  # a century of audio is 876,000 hours; this is far beyond any archive
    "images": (1, 1e10),
    "videos": (1, 1e9),
    "requests_per_day": (1, 1e11),
    "users": (1, 1e9),
    "seats": (1, 1000),
    "lora_adapters": (1, 1_000_000),  # LoRA adapters served on one base (vLLM keeps them in host RAM)
    "generate_tokens": (1, 1e14),
    "runs_per_month": (0.01, 744.0),  # at most one run an hour
    "repeats": (1, 10_000),  # a sweep's runs: a grid of ten thousand settings is already a search, not a plan
    "server_gpus": (1, 16),  # the GPUs in one server or workstation to buy (16: the largest single boxes sold)
    "max_ttft_s": (0.01, 600.0),  # 10 ms (no prefill is faster) to 10 minutes
    "clip_seconds": (0.0, 3600.0),  # an hour-long generated clip is far beyond any video model
    "shape": (1, 100_000),  # --layers / --kv-heads / --head-dim
    "rl_steps": (1, 10_000_000),
    "prompts_per_step": (1, 1_000_000),
    "generations": (1, 4096),
    "rl_beta": (0.0, 100.0),
    "preference_beta": (0.0, 100.0),
}

CURRENCY_WORDS = {
    "USD": ("$", "usd", "us$", "dollar", "dollars", "美元", "美金", "刀"),
    "CNY": ("¥", "￥", "cny", "rmb", "yuan", "元", "块", "块钱", "人民币"),
    "T-CREDIT": ("₮", "t-credit", "credit", "credits", "tcredit"),
    "EUR": ("€", "eur", "euro", "euros", "欧元"),
    # review 64: "--currency JPY" was refused; like EUR, these need the person's rate (--fx GBP/USD=1.27)
    "GBP": ("£", "gbp", "pound", "pounds", "英镑"),
    "JPY": ("jpy", "yen", "円", "日元"),
}
# any other currency a person may budget in, by its ISO 4217 code, priced only at their own rate (--fx ARS/USD=…):
# review 66 C2 — "--currency ARS --fx USD/ARS=1000" was refused
FX_ONLY_CODES = frozenset((
    "CHF", "CAD", "AUD", "SGD", "HKD", "INR", "KRW", "SEK", "NOK", "DKK", "BRL", "MXN", "NZD", "THB", "MYR", "TRY",
    "PLN", "CZK", "ILS", "AED", "EGP", "ARS", "NGN", "KES", "COP", "CLP", "PHP", "IDR", "VND", "PKR", "TWD", "HUF",
    "RON", "UAH", "SAR", "QAR", "BDT", "ISK", "KZT", "PEN", "GHS", "RUB", "MAD", "LKR", "ZAR", "MOP", "KWD", "BGN",
    # the codes the reader prices at a person's own rate (advisor_tui.understand.stated_rate, heldout86): the same
    # amounts given as --budget with --currency and --fx
    "AZN", "BBD", "BHD", "BYN", "CRC", "DOP", "ETB", "FJD", "GEL", "GTQ", "IRR", "JMD", "JOD", "KGS", "KHR", "LAK",
    "LBP", "MDL", "MKD", "MMK", "MNT", "NPR", "OMR", "PGK", "PYG", "RSD", "RWF", "TND", "TTD", "TZS", "UGX", "UYU",
    "UZS", "XCD", "XOF", "ZMW",
    "AMD"))  # the Armenian dram (heldout87 #31), a currency on the command line, never a maker
# codes that are also English words: a currency only when written in capitals ("TRY", never "try")
FX_CODES_THAT_ARE_WORDS = frozenset(("TRY", "PEN", "RON", "MAD", "GEL", "AMD"))
UNIT_WORDS = {
    "minute": ("minute", "minutes", "min", "mins", "分钟", "分"),
    "hour": ("hour", "hours", "h", "hr", "hrs", "小时", "时", "hourly"),
    "day": ("day", "days", "d", "天", "日", "daily"),
    "week": ("week", "weeks", "w", "wk", "周", "星期", "weekly"),
    "month": ("month", "months", "mo", "mon", "月", "个月", "monthly"),
    "total": ("total", "job", "once", "总", "总共", "一次"),
}

# the memory need's parts, in the order every breakdown lists them (rules.estimate.parts); here so
# that the interface can name them without importing the estimates
BREAKDOWN_KEYS = ("weights", "kv_cache", "activations", "gradients", "optimizer", "overhead")
# NVIDIA sizes a whole one-card RTX 4090 system at 850 W of power supply for the card's 450 W
# (GeForce RTX 4090 specifications, "Required System Power"): ~400 W for the rest of a machine — here, where the
# reader (a whole machine's limit) and the power rules both take it without the rule base's imports
HOST_SHARE_W = 400.0

# facts said as a yes or a no, parsed as such when given (rules.fact_resolve)
YES_NO_FACTS = ("stock_only", "no_mainland_sellers", "no_marketplace", "no_quantization", "no_4bit", "no_thinking",
                "office_box", "used_ok", "power_limit_gpus", "no_rental", "compare_regions", "api_compared",
                "yearly_asked", "gdpr")
