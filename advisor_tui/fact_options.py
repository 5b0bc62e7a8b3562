"""FACT OPTIONS (DESIGN §4) shared by `recommend` and `estimate`, and their conversion to facts.

The parsing of each value lives in ``rules.facts``; this module only maps flags to fact names so
that an error names the flag the person typed.
"""

from __future__ import annotations

import argparse
from typing import Any

from knowledge.vocab import PRECISIONS, TASKS
from rules.fact_vocab import (
    BUYERS,
    INVOICES,
    KV_PRECISIONS,
    OPTIMIZERS,
    PROCUREMENTS,
    SERVING_ENGINES,
    TRAINING_ENGINES,
    VENDORS,
)

# fact name → flag, for error messages and for `--say` merging
FLAGS: dict[str, str] = {
    "task": "--task",
    "model": "--model",
    "models": "--models",
    "params_b": "--params",
    "precision": "--precision",
    "kv_precision": "--kv-precision",
    "context_tokens": "--context",
    "concurrency": "--concurrency",
    "batch": "--batch",
    "budget": "--budget",
    "region": "--region",
    "compliance": "--compliance",
    "cuda_required": "--cuda-required",
    "hours_per_day": "--hours-per-day",
    "days": "--days",
    "max_gpus": "--max-gpus",
    "priority": "--priority",
    "interruptible": "--interruptible",
    "vram_gb": "--vram",
    "power_limit_w": "--max-power",
    "gpu_power_w": "--max-gpu-power",
    "psu_w": "--psu",
    "power_limit_gpus": "--max-power-gpus-only",
    "gpu_hour_price": "--max-gpu-price",
    "lora_rank": "--lora-rank",
    "optimizer": "--optimizer",
    "gradient_checkpointing": "--gradient-checkpointing",
    "fx": "--fx",
    "currency": "--currency",
    "train_tokens": "--train-tokens",
    "samples": "--samples",
    "tokens_per_sample": "--tokens-per-sample",
    "epochs": "--epochs",
    "rl": "--rl",
    "rl_steps": "--rl-steps",
    "prompts_per_step": "--prompts-per-step",
    "generations": "--generations",
    "rl_beta": "--rl-beta",
    "preference": "--preference",
    "preference_beta": "--preference-beta",
    "save_steps": "--save-steps",
    "rps": "--rps",
    "min_tps": "--min-tps",
    "max_ttft_s": "--max-ttft",
    "shared_prefix": "--shared-prefix",
    "new_tokens": "--new-tokens",
    "code_completion": "--code-completion",
    "api_compared": "--api-compared",
    "yearly_asked": "--yearly-asked",
    "images_per_request": "--images-per-request",
    "requests_per_day": "--requests-per-day",
    "normal_requests_per_day": "--normal-requests-per-day",
    "normal_rps": "--normal-rps",
    "peak_days": "--peak-days",
    "users": "--users",
    "seats": "--seats",
    "lora_adapters": "--lora-adapters",
    "draft_model": "--draft-model",
    "generate_tokens": "--generate-tokens",
    "prompts": "--prompts",
    "imgsz": "--imgsz",
    "runs_per_month": "--runs-per-month",
    "repeats": "--repeats",
    "input_tokens": "--input-tokens",
    "output_tokens": "--output-tokens",
    "rerank_candidates": "--rerank-candidates",
    "passage_tokens": "--passage-tokens",
    "deadline": "--deadline",
    "audio_hours": "--audio-hours",
    "images": "--images",
    "videos": "--videos",
    "resolution": "--resolution",
    "clip_seconds": "--clip-seconds",
    "engine": "--engine",
    "invoice": "--invoice",
    "buyer": "--buyer",
    "procure": "--procure",
    "server_gpus": "--server-gpus",
    "public_service": "--public-service",
    "stock_only": "--stock-only",
    "office_box": "--office-box",
    "used_ok": "--used-ok",
    "no_rental": "--no-rental",
    "no_quantization": "--no-quantization",
    "no_4bit": "--no-4bit",
    "no_thinking": "--no-thinking",
    "no_mainland_sellers": "--no-mainland-sellers",
    "no_marketplace": "--no-marketplace",
    "gdpr": "--gdpr",
    "providers": "--provider",
    "data_in": "--data-in",
    "checkpoint": "--checkpoint",
    "domestic_chips": "--domestic-chips",
    "vendors": "--vendor",
    "only_cards": "--only-cards",
    "based_in": "--based-in",
    "users_in": "--users-in",
    "compare_regions": "--compare-regions",
    "today": "--today",
    "layers": "--layers",
    "kv_heads": "--kv-heads",
    "head_dim": "--head-dim",
    "config": "--config",
    "scene": "--scene",
}


def add_fact_options(parser: argparse.ArgumentParser) -> None:
    g = parser.add_argument_group("facts about the job (all optional; defaults are stated)")
    # Values are kept as text here and validated by rules.facts, so that "abc" for a context
    # gets the same one-line message from the CLI, the TUI and free text.
    g.add_argument("--task", metavar="TASK", help="one of: " + ", ".join(TASKS))
    g.add_argument("--model", metavar="NAME", help="model name (fuzzy: 'qwen3 32b', 'lamma 3.1 70b')")
    g.add_argument("--models", metavar="A,B", help="several models served on one box, summed into one "
                   "need (2-4, comma-separated, fuzzy: 'qwen3 8b,whisper large v3'); instead of --model")
    g.add_argument("--params", dest="params_b", metavar="B",
                   help="parameters in billions when the model is not in the catalogue")
    g.add_argument("--precision", metavar="P", help="weights: " + ", ".join(PRECISIONS))
    g.add_argument("--kv-precision", dest="kv_precision", metavar="P",
                   help="KV cache: " + ", ".join(KV_PRECISIONS) + " (default fp16)")
    g.add_argument("--context", dest="context_tokens", metavar="TOKENS",
                   help="context / sequence length: 8192, 32k, 128K")
    g.add_argument("--concurrency", metavar="N", help="concurrent sequences served")
    g.add_argument("--batch", metavar="N", help="micro-batch size (training)")
    g.add_argument("--budget", metavar="AMOUNT/UNIT",
                   help="3000/month, 1.5/hour, 50/total (units: minute hour day week month total)")
    g.add_argument("--currency", metavar="CUR", help="currency of --budget: USD, CNY, T-CREDIT, or EUR, GBP, JPY "
                   "with your rate (--fx EUR/USD=1.08); without --budget, the currency prices are shown in (CNY, USD)")
    g.add_argument("--fx", metavar="BASE/QUOTE=RATE", action="append",
                   help="your own exchange rate, e.g. USD/CNY=7.1 (repeatable)")
    g.add_argument("--region", metavar="REGION", help="cn (mainland China) or intl")
    g.add_argument("--compliance", action="store_const", const=True, default=None,
                   help="mainland-China procurement rules apply (implies --region cn)")
    g.add_argument("--cuda-required", dest="cuda_required", action="store_const", const=True,
                   default=None, help="the job needs CUDA (custom kernels, CUDA-only libraries)")
    g.add_argument("--no-cuda-required", dest="cuda_required", action="store_const", const=False,
                   help="ROCm or CANN is acceptable")
    g.add_argument("--hours-per-day", dest="hours_per_day", metavar="H",
                   help="hours of use per day (default 24 for serving, 8 otherwise)")
    g.add_argument("--days", metavar="D", help="days of use (default 30)")
    g.add_argument("--max-gpus", dest="max_gpus", metavar="N", help="most GPUs to use (default 8)")
    g.add_argument("--priority", metavar="P", help="cost (default) or speed")
    g.add_argument("--interruptible", action="store_const", const=True, default=None,
                   help="the job tolerates interruption (spot / preemptible is fine)")
    g.add_argument("--vram", dest="vram_gb", metavar="GB",
                   help="known memory need in GB (skips the estimate)")
    g.add_argument("--max-power", dest="power_limit_w", metavar="W",
                   help="the most the GPUs may draw together, in watts of rated board power (TDP): an "
                        "office tower, a circuit, a power budget; each pick says what is left for the rest "
                        "of the machine")
    g.add_argument("--max-power-gpus-only", dest="power_limit_gpus", action="store_const", const=True, default=None,
                   help="--max-power was said of the GPUs themselves ('the GPU must stay under 350 W'), not the whole "
                        "machine: the picks do not count the rest of the box against it")
    g.add_argument("--max-gpu-power", dest="gpu_power_w", metavar="W",
                   help="the most rated board power (TDP) one GPU may have, in watts (cooling, a quiet office: "
                        "'单卡功耗 300W 以内')")
    g.add_argument("--psu", dest="psu_w", metavar="W",
                   help="buying: your power supply's rating in watts ('my PSU is 750W'): what the GPUs draw with the "
                        "rest of the box is checked against it (not a limit on the cards: see --max-power)")
    g.add_argument("--max-gpu-price", dest="gpu_hour_price", metavar="AMOUNT/hour",
                   help="the most one GPU may cost an hour, e.g. 1.5/hour or 10 CNY/hour (a bare amount is per "
                        "hour, in the budget's currency): offers above it are set aside")
    g.add_argument("--lora-rank", dest="lora_rank", metavar="R", help="LoRA rank (default 16)")
    g.add_argument("--draft-model", dest="draft_model", metavar="MODEL",
                   help="serving: a speculative-decoding draft model (catalogue id or name, matched as --model is)")
    g.add_argument("--shared-prefix", dest="shared_prefix", action="store_const", const=True, default=None,
                   help="serving: each request re-sends the one before it plus a little (an agent's tool-call trace, "
                        "a chat whose history is resent): only the new tokens are read, the rest from the prefix "
                        "cache (SGLang's RadixAttention, vLLM's prefix caching, on by default); the new part is "
                        "assumed at 2,000 tokens unless --new-tokens says it")
    g.add_argument("--new-tokens", dest="new_tokens", metavar="N",
                   help="serving with --shared-prefix: a request's tokens after its cached prefix (the last answer "
                        "and a tool result); --input-tokens stays the whole prompt, which each session's cache holds")
    g.add_argument("--api-compared", dest="api_compared", action="store_const", const=True, default=None,
                   help="an API is weighed against self-hosting (or paid today): where no API price for the model "
                   "is on file, the answer says the self-hosted cost per million tokens to compare with your bill")
    g.add_argument("--images-per-request", dest="images_per_request", metavar="N",
                   help="serving a vision-language model: the pictures each request sends; each is read as prompt "
                   "tokens (at the model card's recommended maximum, which the launch caps with max_pixels)")
    g.add_argument("--yearly-asked", dest="yearly_asked", action="store_const", const=True, default=None,
                   help="a yearly plan (包年, a one-year contract) is asked about: the answer says the year at the "
                   "pick's monthly plan and that a yearly price must be quoted by the seller")
    g.add_argument("--code-completion", dest="code_completion", action="store_const", const=True, default=None,
                   help="serving: the model also answers IDE code completion (FIM, tab completion): give its load "
                        "with --rps, --input-tokens and --output-tokens")
    g.add_argument("--lora-adapters", dest="lora_adapters", metavar="N",
                   help="serving: LoRA adapters served on the one base model (multi-LoRA, e.g. one per customer)")
    g.add_argument("--optimizer", metavar="OPT", help="training optimizer: " + ", ".join(OPTIMIZERS))
    g.add_argument("--no-gradient-checkpointing", dest="gradient_checkpointing",
                   action="store_const", const=False, default=None,
                   help="training without activation checkpointing (more memory)")
    g.add_argument("--gradient-checkpointing", dest="gradient_checkpointing",
                   action="store_const", const=True,
                   help="training with activation checkpointing: less memory, a second forward pass (by default "
                        "it is on, and off where the activations fit and the job then costs less)")
    job = parser.add_argument_group("the job's size, load and time limit (DESIGN §8)")
    job.add_argument("--train-tokens", dest="train_tokens", metavar="N",
                     help="training tokens in one pass over the data: 20M, 1.5B, 140B")
    job.add_argument("--samples", metavar="N", help="training samples (with --tokens-per-sample)")
    job.add_argument("--tokens-per-sample", dest="tokens_per_sample", metavar="N",
                     help="tokens per training sample (with --samples)")
    job.add_argument("--epochs", metavar="E", help="passes over the data (default 1)")
    job.add_argument("--rl", metavar="METHOD", help="on-policy RL post-training: grpo or ppo — the rollouts (vLLM "
                     "colocated), the old-policy forward pass and the reference model where the KL term is on are "
                     "costed; its size is --rl-steps × --prompts-per-step × --generations × (--input-tokens + "
                     "--output-tokens)")
    job.add_argument("--rl-steps", dest="rl_steps", metavar="N", help="RL: optimizer steps (2000)")
    job.add_argument("--prompts-per-step", dest="prompts_per_step", metavar="N", help="RL: prompts in a step (256)")
    job.add_argument("--generations", metavar="G", help="RL: completions sampled per prompt (TRL's num_generations)")
    job.add_argument("--rl-beta", dest="rl_beta", metavar="B",
                     help="RL: the KL coefficient (TRL's default 0.0 loads no reference model)")
    job.add_argument("--preference", metavar="METHOD", help="preference tuning on chosen/rejected pairs: dpo (TRL's "
                     "DPOTrainer: a reference model, 2 sequences a pair); --samples are pairs, --tokens-per-sample "
                     "one sequence (prompt + one response)")
    job.add_argument("--preference-beta", dest="preference_beta", metavar="B",
                     help="DPO: beta, the pull toward the reference model (DPOConfig's default 0.1)")
    job.add_argument("--save-steps", dest="save_steps", metavar="N",
                     help="a checkpoint every N steps (spot instances resume from the last)")
    job.add_argument("--rps", metavar="R", help="serving: requests per second at peak (2, 50/min); for an image or "
                     "video service, images or clips (20/min): its GPUs are sized for that peak; for --task "
                     "detection, images to detect a second (cameras × fps)")
    job.add_argument("--min-tps", dest="min_tps", metavar="T",
                     help="serving: each user's (sequence's) generation speed at least T tokens/s (30): a card "
                          "that cannot keep it at the load is out, and more GPUs per copy are taken when they do")
    job.add_argument("--max-ttft", dest="max_ttft_s", metavar="TIME",
                     help="serving: the longest wait for the first token (500ms, 0.5s, 2s): a prompt of "
                          "--input-tokens (else the context) must prefill within it, on more GPUs per copy "
                          "where that helps; a card that cannot is out")
    job.add_argument("--requests-per-day", dest="requests_per_day", metavar="N",
                     help="serving: requests (or an image / video service's images, clips) in a day (200k); "
                          "with no --rps the load is its busiest hour "
                          "(4/π × the mean over 16 waking hours or --hours-per-day), said as an estimate")
    job.add_argument("--normal-requests-per-day", dest="normal_requests_per_day", metavar="N",
                     help="serving: the day's requests outside a peak that lasts some days (20k, while "
                          "--requests-per-day or --rps is the peak): with --peak-days, the answer also prices a "
                          "base sized at this level all month plus the extra copies rented for the peak's days alone")
    job.add_argument("--normal-rps", dest="normal_rps", metavar="R",
                     help="serving: the normal level as its own busiest rate (0.5, 30/min), instead of "
                          "--normal-requests-per-day")
    job.add_argument("--peak-days", dest="peak_days", metavar="D",
                     help="serving: how many of the days of use the peak lasts (14 for two exam weeks, 3 for a "
                          "sale): the extra copies are priced for these days under the cheapest billing unit")
    job.add_argument("--seats", metavar="N",
                     help="people who each need their own GPU(s) (6 engineers, one each): the picks are one "
                          "person's, within their share of --budget, and the answer says what all N take")
    job.add_argument("--users", metavar="N",
                     help="serving: how many people use it, not all at once (a team of 50); with no "
                          "--concurrency or load, one in ten at once (at least 5, at most 20: a crowd past 200 "
                          "is sized by its load, asked for) is assumed and all at once is priced beside")
    job.add_argument("--generate-tokens", dest="generate_tokens", metavar="N",
                     help="a batch job: output tokens to generate in all (50M), costed as the job "
                          "(not as a month of serving); --deadline adds copies of the model")
    job.add_argument("--imgsz", metavar="PX",
                     help="detection training: the image size in px (Ultralytics imgsz, 640 by default); the "
                          "compute scales with its square")
    job.add_argument("--prompts", metavar="N",
                     help="a batch job: prompts answered once each (an evaluation set of 300), costed as the job: "
                          "N × --output-tokens (a thinking model's whole trace when not said)")
    job.add_argument("--runs-per-month", dest="runs_per_month", metavar="N",
                     help="a sized job (batch, media, training) run again and again: runs in a month "
                          "(30, or daily / nightly / weekdays / weekly); each run is sized and timed as "
                          "given, the month costs N runs, and a monthly budget is checked against that")
    job.add_argument("--repeats", metavar="N",
                     help="a sized training or batch job done N times over (a sweep of 4 settings, 3 seeds, 12 "
                          "ablations): the cost and GPU-hours are N runs', each run's launch line is one run's; "
                          "--deadline covers all N")
    job.add_argument("--input-tokens", dest="input_tokens", metavar="N",
                     help="serving: prompt tokens per request")
    job.add_argument("--output-tokens", dest="output_tokens", metavar="N",
                     help="serving: generated tokens per request")
    job.add_argument("--rerank-candidates", dest="rerank_candidates", metavar="N",
                     help="embedding service (--task embedding): passages a reranker scores per query "
                          "(top-k; default 50, stated)")
    job.add_argument("--passage-tokens", dest="passage_tokens", metavar="N",
                     help="embedding service: tokens in each reranked passage (default 256, stated); "
                          "--input-tokens is the query's")
    job.add_argument("--deadline", metavar="TIME",
                     help="wall clock to finish a training or media job: 48h, 14d (not the days of use)")
    job.add_argument("--audio-hours", dest="audio_hours", metavar="H",
                     help="transcription: hours of audio to transcribe (a one-off job)")
    job.add_argument("--images", metavar="N",
                     help="image generation: images to generate (a one-off job: 5000, 20k); detection training: "
                          "the training images (as --samples)")
    job.add_argument("--videos", metavar="N",
                     help="video generation: clips to generate (a one-off job: 200, 1k)")
    job.add_argument("--resolution", metavar="RES",
                     help="video: 480p or 720p (default: the model's own, e.g. Wan2.1-14B 720p)")
    job.add_argument("--clip-seconds", dest="clip_seconds", metavar="S",
                     help="video: seconds per clip (Wan2.1 was timed on its 5 s, 81-frame clip)")
    job.add_argument("--engine", metavar="ENGINE",
                     help="serving: " + ", ".join(SERVING_ENGINES) + " (default vllm); training: "
                          + ", ".join(TRAINING_ENGINES) + " (default hf; pre-training: megatron where it rebuilds "
                          "the model, else deepspeed)")
    g.add_argument("--invoice", metavar="KIND", help="invoice the buyer needs: "
                   + " ".join(INVOICES) + " (vat-special = 增值税专票; default any)")
    g.add_argument("--buyer", metavar="WHO", help=" or ".join(BUYERS) + " (default individual; "
                   "company with --compliance): a company never gets board-modified cards")
    g.add_argument("--procure", metavar="HOW", help=" or ".join(PROCUREMENTS)
                   + ": rent cloud stock (default) or buy the hardware")
    g.add_argument("--server-gpus", dest="server_gpus", metavar="N",
                   help="buying: the GPUs in the one server or workstation you ask for (1-16: '一台8卡服务器' is 8, "
                        "'a 4-GPU workstation' 4); implies --procure buy, no pick takes more GPUs, and an 8-GPU "
                        "baseboard system is not ranked after when the box asked for is that size")
    g.add_argument("--office-box", dest="office_box", action="store_const", const=True, default=None,
                   help="buying: the cards go in an office tower, workstation or desktop PC, not a server chassis "
                        "(passively cooled datacenter cards are ruled out: they need a server's forced airflow)")
    g.add_argument("--used-ok", dest="used_ok", action="store_const", const=True, default=None,
                   help="buying: a used card is fine (a card two generations old is offered used; no used prices "
                        "are held, so ask for one)")
    g.add_argument("--no-rental", dest="no_rental", action="store_const", const=True, default=None,
                   help="buying: renting is no option (the data must stay on your site): no rental is priced beside "
                        "the purchase")
    g.add_argument("--public-service", dest="public_service", action="store_const", const=True,
                   default=None, help="a public-facing generative-AI service in mainland China "
                   "(filing, security assessment, personal-data rules)")
    g.add_argument("--no-mainland-sellers", dest="no_mainland_sellers", action="store_const", const=True,
                   default=None, help="set aside sellers that address mainland-China buyers, wherever their "
                   "machines are ('no Chinese clouds please')")
    g.add_argument("--allow-mainland-sellers", dest="no_mainland_sellers", action="store_const", const=False,
                   default=None, help="abroad, rank sellers that address mainland-China buyers and do not say "
                   "where their machines are with the rest (by default an answer never leads with them)")
    g.add_argument("--checkpoint", metavar="WHICH", help="base or instruct: the model's weights to load or train "
                   "(default: instruct to serve, base to train); scratch: pre-train its architecture from random "
                   "weights (default for a named model: continue from its weights)")
    g.add_argument("--data-in", dest="data_in", metavar="PLACE",
                   help="where the data must stay, outside mainland China (e.g. UAE): no offer here records its "
                        "country, so the answer sizes the job and says to confirm a region there")
    g.add_argument("--no-marketplace", dest="no_marketplace", action="store_const", const=True,
                   default=None, help="set aside peer-to-peer marketplaces (Vast.ai, community hosts): "
                   "data that may not sit on strangers' machines, a seller that must sign a contract")
    g.add_argument("--gdpr", dest="gdpr", action="store_const", const=True, default=None,
                   help="the data is personal data under the GDPR (or the UK GDPR): the answer says what the seller, "
                        "who processes it for you, must sign (Art. 28) and when its access is a transfer")
    g.add_argument("--provider", dest="providers", metavar="SELLERS",
                   help="rent only from these sellers (ids or names as `gpu-advisor offers` lists them, "
                   "comma-separated: 'we have credits on RunPod', '在 AutoDL 上租'); the answer says the cheapest plan "
                   "elsewhere only where it is at least a fifth cheaper, or where they have no card that fits; "
                   "no-SELLER refuses a seller, its offers set aside ('we will not use AWS': no-aws)")
    g.add_argument("--no-quantization", dest="no_quantization", action="store_const", const=True,
                   default=None, help="the model's original 16-bit weights and cache only: no FP8, INT4 or "
                   "quantised KV cache is offered, not even as a what-if ('no quantization of any kind')")
    g.add_argument("--no-4bit", dest="no_4bit", action="store_const", const=True,
                   default=None, help="no 4-bit weights (INT4, AWQ, GPTQ, Q4, NF4), not even as a what-if; FP8 and "
                   "INT8 are still offered ('不要量化成 int4')")
    g.add_argument("--no-thinking", dest="no_thinking", action="store_const", const=True,
                   default=None, help="a hybrid reasoning model (Qwen3) answers directly, with no thinking block: "
                   "timed and sized so, its server started with thinking off ('不要思考模式')")
    g.add_argument("--stock-only", dest="stock_only", action="store_const", const=True,
                   default=None, help="no board-modified cards (48 GB 4090s …): stock vendor SKUs "
                   "only (a company's answer never has them)")
    g.add_argument("--domestic-chips", dest="domestic_chips", action="store_const", const=True,
                   default=None, help="信创 / 国产化: domestic accelerators only (Ascend); NVIDIA and AMD "
                   "parts are out whatever their export status (--compliance only keeps export rules)")
    g.add_argument("--vendor", dest="vendors", metavar="MAKERS",
                   help="only these makers' cards: " + ", ".join(VENDORS) + " (comma-separated), "
                   "or no-nvidia for every other maker ('AMD only', 'no NVIDIA')")
    g.add_argument("--only-cards", dest="only_cards", metavar="CARDS",
                   help="only these cards: ids or names from `gpu-advisor cards` (comma-separated), or "
                   "domestic for the domestic accelerators ('只能用 H20 或者国产卡': h20,domestic); no-CARD "
                   "refuses a card ('910C 买不到也买不起': no-ascend-910c)")
    g.add_argument("--based-in", dest="based_in", metavar="REGION",
                   help="where you and your users are, when it is not where the machines run (cn or "
                   "intl): someone abroad renting mainland machines is told what opening the account "
                   "and the distance take")
    g.add_argument("--users-in", dest="users_in", metavar="PLACE",
                   help="where a service's users are (cn, intl, or eu where EU residents' personal data is "
                   "processed): mainland China's generative-AI filing applies to a public in mainland China, not "
                   "to users abroad; eu adds GDPR's rules on transfers out of the EU")
    g.add_argument("--compare-regions", dest="compare_regions", action="store_const", const=True, default=None,
                   help="weighing renting in mainland China against renting abroad: both sides priced from their "
                   "own region's sellers, each side's best plan and which is cheaper ('国内还是新加坡')")
    g.add_argument("--today", metavar="YYYY-MM-DD",
                   help="consultation day for price ages (default: the system date)")

    shape = parser.add_argument_group("a model outside the catalogue: its architecture")
    shape.add_argument("--layers", metavar="N", help="decoder layers (num_hidden_layers)")
    shape.add_argument("--kv-heads", dest="kv_heads", metavar="N",
                       help="key/value heads (num_key_value_heads; 8 assumed with --params)")
    shape.add_argument("--head-dim", dest="head_dim", metavar="N",
                       help="per-head dimension (head_dim; 128 assumed with --params)")
    shape.add_argument("--config", metavar="FILE",
                       help="the model's Hugging Face config.json (read offline) for exact sizing")
    shape.add_argument("--scene", metavar="SIZE",
                       help="rendering: small or large scenes (source 1: 16 / 48 GB)")


def raw_facts(args: argparse.Namespace) -> dict[str, Any]:
    """The facts the person gave as flags (text values, unvalidated)."""
    raw: dict[str, Any] = {}
    for name in FLAGS:
        value = getattr(args, name, None)
        if value is not None:
            raw[name] = value
    currency = getattr(args, "currency", None)
    if raw.get("budget") is not None and currency is not None:
        from rules.facts import parse_budget

        budget = parse_budget("--budget", raw["budget"], currency=currency)
        said = parse_budget("--budget", raw["budget"], currency=currency, default_unit="total").unit == budget.unit
        # with no period said, the period is the facts' to settle (a purchase's budget is its total: review 38 M1)
        raw["budget"] = {"amount": budget.amount, "currency": budget.currency, "approx": budget.approx,
                         **({"unit": budget.unit} if said else {})}
    elif currency is not None:
        raw["currency"] = currency  # no budget: the currency the prices are shown in
    return raw
