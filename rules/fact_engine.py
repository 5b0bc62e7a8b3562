"""Which engine runs the job: the one said, or the default for the task — llama.cpp for a person's own box or a
GGUF precision, vLLM for serving, the plain Trainer for fine-tuning, a tuned stack for pre-training."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from rules.fact_parse import fail, parse_choice
from rules.fact_personal import home_box
from rules.fact_vocab import (
    DEFAULT_SERVING_ENGINE,
    DEFAULT_TRAINING_ENGINE,
    ENGINES,
    LLM_TASKS,
    PRETRAIN_ENGINE,
    SERVING_ENGINES,
    TRAINING_ENGINES,
    TRAINING_TASKS,
)
from rules.megatron import megatron_ready

LLAMA_CPP_FILES = {"int4": "q4_k_m", "int8": "q8_0"}  # GPTQ/AWQ widths → the GGUF a launch takes
GGUF_FILES = frozenset(LLAMA_CPP_FILES.values())
Label = Callable[[str], str]  # a fact's name → how the person gave it ("--context")


def resolve_engine(given: Mapping[str, Any], out: dict[str, Any], assumed: list[tuple[str, Any]],
                   notes: list[I18n], task: str, label: Label, kb: KnowledgeBase) -> None:
    training = task in TRAINING_TASKS
    if "engine" in given:
        out["engine"] = parse_choice(label("engine"), given["engine"], ENGINES)
        allowed = TRAINING_ENGINES if training else SERVING_ENGINES
        if task in LLM_TASKS and out["engine"] not in allowed:
            raise fail(label("engine"), given["engine"],
                        ("a training engine: " if training else "a serving engine: ") + ", ".join(allowed))
    elif task in LLM_TASKS and not training and home_box(given, task, out, kb):
        # review 21 C3: a person's own box for a 32B model at ¥15,000 was sized in BF16 (70 GB: two
        # modified 48 GB cards with no price), the 4-bit answer a home rig runs left to a what-if
        out["precision"], out["engine"] = "q4_k_m", "llama.cpp"
        assumed[:] = [("precision", "q4_k_m") if a[0] == "precision" else a for a in assumed]
        assumed.append(("engine", "llama.cpp"))
        notes.append(I18n(
            en="A person's own box runs a 4-bit GGUF (Q4_K_M under llama.cpp or Ollama): source 3 sizes home "
               "cards in Q4 (a 24 GB RTX 4090 runs a 32B model in Q4 with about 8k of context); give "
               "--precision bf16 for the full weights.",
            zh="自己买机器跑模型，通常用 4 位 GGUF（llama.cpp 或 Ollama 的 Q4_K_M）：来源 3 按 Q4 给家用卡"
               "选型（24 GB 的 RTX 4090 能跑 Q4 的 32B，约 8k 上下文）；要跑原版权重请给 --precision bf16。"))
    elif task in LLM_TASKS and not training and out.get("precision") in GGUF_FILES:
        # review 21 C3: a Q4_K_M model was sized and launched under vLLM, whose GGUF support is a side
        # path; a GGUF file is what llama.cpp (and Ollama on it) runs
        out["engine"] = "llama.cpp"
        assumed.append(("engine", out["engine"]))
    elif task == "pretrain":
        # pre-training is thousands of GPU-hours: nobody runs it on the plain Trainer's utilisation (review 13,
        # 45 C6: 7B on 140B tokens was costed at 28 % MFU against the 38-43 % published for H100 at scale) — timed on
        # Megatron-LM, and launched on it (review 81 c08: timed tuned, launched on run_clm.py), where it rebuilds the
        # model; an architecture it is not given for here (experts, latent attention, sliding windows) runs on the
        # Trainer with DeepSpeed and is timed as such
        model = kb.models_by_id.get(out["model"]) if out.get("model") else None
        if megatron_ready(model):
            out["engine"] = PRETRAIN_ENGINE
            notes.append(I18n(
                en="Pre-training is costed and launched on Megatron-LM (pretrain_gpt.py; torchtitan and llm-foundry "
                   "reach the same class of utilisation), not the plain Hugging Face Trainer; say --engine hf for "
                   "the Trainer's hours and command.",
                zh="预训练按 Megatron-LM 计时并给出它的启动命令（pretrain_gpt.py；torchtitan、llm-foundry 属同一"
                   "水平），不是普通的 Hugging Face Trainer；要按 Trainer 计时和启动请用 --engine hf。"))
        else:
            out["engine"] = "deepspeed"
            notes.append(I18n(
                en=f"Pre-training {model.name if model else 'this model'} is launched on the Hugging Face Trainer "
                   "with DeepSpeed ZeRO (no Megatron-LM command is given here for its architecture) and timed as "
                   "that Trainer runs; Megatron-LM or torchtitan would run it faster.",
                zh=f"{model.name if model else '这个模型'}的预训练用 Hugging Face Trainer 加 DeepSpeed ZeRO 启动"
                   "（这里没有它这种架构的 Megatron-LM 命令），按 Trainer 的速度计时；"
                   "用 Megatron-LM 或 torchtitan 会更快。"))
        assumed.append(("engine", out["engine"]))
    elif task in LLM_TASKS:
        out["engine"] = DEFAULT_TRAINING_ENGINE if training else DEFAULT_SERVING_ENGINE
        assumed.append(("engine", out["engine"]))
    gguf = LLAMA_CPP_FILES.get(str(out.get("precision")))
    if out.get("engine") == "llama.cpp" and gguf is not None:
        # review 10 M1: "4-bit" under llama.cpp was sized as AWQ INT4 while the launch loads the
        # Q4_K_M GGUF, 1.4 GB bigger for a 30B model
        notes.append(I18n(
            en=f"llama.cpp runs GGUF files: {out['precision'].upper()} is sized as {gguf.upper()}, "
               "the file its launch loads.",
            zh=f"llama.cpp 运行 GGUF 文件：{out['precision'].upper()} 按其启动命令加载的 {gguf.upper()} 估算。"))
        out["precision"] = gguf
