"""The changes a what-if asks the consultation again with (rules.base.whatif): each only where it applies to the
job — FP8, a smaller cache, 4 bits, a shorter context, fewer sequences, QLoRA, 8-bit Adam, a cluster, a licence-clean
sibling model …"""

from __future__ import annotations

from typing import Any

from knowledge.loader import KnowledgeBase
from rules.capability_facts import licensed_alternative
from rules.estimate import precision as precision_mod
from rules.fact_vocab import FULL_TRAINING_TASKS
from rules.facts import LLM_TASKS, Facts
from rules.media_precision import smaller_precisions
from rules.megatron import megatron_ready
from rules.video_resolution import lower_resolution


def variants(facts: Facts, kb: KnowledgeBase | None = None) -> list[dict[str, Any]]:
    """The changes worth asking about for this job, each only where it applies."""
    out: list[dict[str, Any]] = []
    if facts.task == "inference" and facts.engine in (None, "vllm") and kb is not None and _mla_moe(facts, kb):
        # first, as it costs no quality: vLLM's tensor parallelism keeps the whole MLA latent KV on
        # every GPU, SGLang's DP attention splits it by request (review 7 F5: 8 × H20-141G holds
        # DeepSeek-R1 at 32 × 32k that way)
        out.append({"engine": "sglang"})
    if kb is not None and (precision_mod.fp8_candidate(facts, facts.model_record(kb) if facts.model else None)
                           or (facts.task == "inference" and facts.precision in precision_mod.SIXTEEN_BIT)):
        # DESIGN §8 fp8-option; also when 16 bits were said, as int4 is offered then (review 12 C1:
        # "can one H20 run it in FP16?" heard int4 and not FP8, native on the card)
        out.append({"precision": "fp8", "kv_precision": "fp8"})
    if facts.domestic_chips and facts.task == "inference" and facts.precision in precision_mod.SIXTEEN_BIT:
        # no FP8 on Ascend: its 8-bit route is ModelSlim's W8A8, with the cache in INT8 (C8) where 8-bit weights alone
        # leave too little room (review 89 c01: a 信创 72B at 60 × 32k was told only "two 8-chip nodes"; one Atlas
        # 800I A2 holds it that way — huaweicloud-kv-int8: an experimental feature, for named models)
        out += [{"precision": "int8"}, {"precision": "int8", "kv_precision": "int8"}]
    sixteen_bit_kv = (facts.kv_precision or "fp16") in ("fp16", "bf16") and not facts.models
    if facts.task == "inference" and facts.engine == "llama.cpp" and sixteen_bit_kv:
        # llama.cpp quantises its cache to q8_0 (-ctk q8_0 -ctv q8_0), never FP8 (review 24 M2: a 32B in Q4 at
        # 16k on one 24 GB RTX 4090D, within the ¥15,000 and the 800 W, that way)
        out.append({"kv_precision": "int8"})
    elif facts.task == "inference" and facts.engine == "llama.cpp" and facts.kv_precision in ("int8", "fp8"):
        # its 4-bit cache next (review 106 C3: Llama 3.3 70B Q4_K_M at 32k with a q8_0 cache needs 25.4 GB on each of
        # 2 RTX 3090s, over the gate's 24.3; with q4_0 24.0)
        out.append({"kv_precision": "q4"})
    elif (facts.task == "inference" and facts.precision in ("fp8", "int4", *precision_mod.SIXTEEN_BIT)
          and sixteen_bit_kv and not facts.domestic_chips):  # (no FP8 cache on Ascend: its 8-bit one is above)
        # the KV cache alone in FP8, the weights as they are (FP8 weights asked for; or 16-bit weights
        # kept for quality where the cache is most of the need — review 14 M3: 2 × A100 with an FP8
        # KV cache held 5 × 8k of a 70B); a cache that is a small share never saves the 20 %
        out.append({"kv_precision": "fp8"})
    if facts.task in ("image", "video") and facts.precision in ("bf16", "fp16"):
        out.append({"precision": "fp8"})  # FP8 FLUX on a 24 GB card (seeds 001 / 002; review 6 F13)
    if kb is not None:  # and the model's other recorded smaller precisions (CogVideoX in INT8; review 122 M7)
        out += [{"precision": p} for p in smaller_precisions(kb, facts) if p != "fp8"]
    if kb is not None and facts.model and (sibling := licensed_alternative(kb, facts.model_record(kb))):
        out.append({"model": sibling})  # review 81 c05: FLUX.1 [schnell] beside [dev], licence-clean, 4.6× cheaper
    quantisable = facts.precision not in ("int4", "q4_k_m", "nf4", "mxfp4", "fp4")
    if facts.task == "inference" and quantisable:
        out.append({"precision": "int4"})
    if facts.task == "inference" and (facts.context_tokens or 0) > 8192:
        out.append({"context_tokens": 8192})
    if facts.task == "inference" and facts.concurrency > 1:
        out.append({"concurrency": max(1, facts.concurrency // 4)})
    if facts.task == "lora" and not facts.no_quantization and not facts.no_4bit:
        out.append({"task": "qlora", "precision": "nf4"})
    if facts.task in FULL_TRAINING_TASKS and facts.optimizer == "adamw":
        out.append({"optimizer": "adamw-8bit"})  # the same method in less memory before another method
    if facts.task == "full-finetune":
        out.append({"task": "lora", "precision": "bf16"})
    if facts.cuda_required:
        out.append({"cuda_required": False})
    if facts.max_ttft_s:  # what the first-token limit costs (review 41 M1: the budget was blamed for it)
        out.append({"max_ttft_s": None})
    if facts.min_tps:  # and the speed per user, alone and with the first token (review 85 C01: no plan was said)
        out.append({"min_tps": None})
        if facts.max_ttft_s:
            out.append({"min_tps": None, "max_ttft_s": None})
    if facts.invoice in ("vat-special", "vat"):
        out.append({"invoice": "any"})
    if facts.max_gpus < 8 and facts.task in LLM_TASKS:
        out.append({"max_gpus": 8})
    if facts.task == "inference" and facts.max_gpus == 8:
        out.append({"max_gpus": 16})  # nothing fits one node: two nodes, pipeline parallel across
    if low := lower_resolution(facts, kb):  # a clip at a lower resolution takes a fraction of the GPU time
        out.append({"resolution": low})
    if facts.is_training and facts.total_train_tokens and facts.gradient_checkpointing:
        out.append({"gradient_checkpointing": False})  # recompute costs a quarter of the FLOPs (review 3 F11)
    if facts.task == "pretrain" and facts.engine == "hf" and facts.total_train_tokens \
            and megatron_ready(facts.model_record(kb) if facts.model else None):
        out.append({"engine": "megatron"})  # the launch's plain Trainer is what the hours assume
    if facts.is_training and facts.total_train_tokens and facts.max_gpus <= 8:
        # a deadline one node cannot meet, or a model one node cannot hold (review 50 C7: a 70B full fine-tune
        # got only "use LoRA" where 16 × H20 held it): a cluster of up to 16 nodes
        out.append({"max_gpus": 128})
    # an hourly budget is kept or broken whatever the hours (review 16 M5: "int4, 2 h a day" led a $1/hour budget)
    per_hour = facts.budget is not None and facts.budget.unit in ("hour", "minute")
    if facts.budget is not None and (facts.hours_per_day or 24) >= 2 and not facts.one_off_job and not per_hour:
        fewer = (facts.hours_per_day or 24) / 2
        out.append({"hours_per_day": fewer})  # the what-if's "fewer hours"
        if facts.task == "inference" and quantisable and facts.buyer == "individual":
            # the first two things a person tries together on a tight budget (review 3 F2); a
            # company's service is not one to run two hours a day
            # with a couple of hours a day, a personal session's use (still the person's call)
            out.append({"precision": "int4", "hours_per_day": 2.0 if fewer > 2 else max(1.0, fewer / 2)})
    if facts.no_quantization:  # "only the original bf16 weights" (review 40 C2): no smaller weights or cache offered
        out = [v for v in out if v.get("precision", "bf16") in precision_mod.SIXTEEN_BIT
               and v.get("kv_precision", "fp16") in ("fp16", "bf16")]
    if facts.no_4bit:  # "不要量化成 int4" (review 51 C10): FP8 and INT8 stay, 4-bit weights or cache do not
        out = [v for v in out if v.get("precision") not in precision_mod.FOUR_BIT and v.get("kv_precision") != "q4"]
    return out


def _mla_moe(facts: Facts, kb: KnowledgeBase) -> bool:
    model = facts.model_record(kb) if facts.model else None
    if model is None and facts.config:  # a config.json's MLA mixture of experts (review 54 M4: Kimi-K2)
        cfg = dict(facts.config)
        return bool(cfg.get("experts") and cfg.get("kv_lora_rank") and cfg.get("qk_rope_head_dim"))
    return bool(model is not None and model.kind == "llm" and model.moe is not None
                and model.kv_lora_rank)
