"""A shared box's launch under llama.cpp (--engine llama.cpp, or a GGUF precision such as q4_k_m): leftovers50 #6 —
every model of `--models qwen3-14b,whisper-large-v3 --engine llama.cpp` was launched under vLLM. The chat model runs
in llama-server from its GGUF, its layers over the box's GPUs; llama.cpp serves no Whisper, and no Whisper runtime's
server command is on file here, so a speech model gets no launch line, only a word that says so."""

from __future__ import annotations

from typing import Any

from knowledge.loader import KnowledgeBase
from rules.checkpoint_ref import GGUF_TAGS, model_ref


def runs_gguf(facts: Any) -> bool:
    return facts.engine == "llama.cpp" or facts.precision in GGUF_TAGS


def gguf_launch(kb: KnowledgeBase, facts: Any, models: list[tuple[Any, str, float]], gpus: int,
                encoders: str | None = None) -> str | None:
    """llama-server for the chat model (``models``: (record, precision, GB) per model), ``encoders``' own server
    (TEI) beside it; the others said aside."""
    lines, aside = [], []
    seqs, ctx = int(facts.concurrency or 1), int(facts.context_tokens or 8192)
    for port, (record, precision, _need) in enumerate(models, start=8000):
        if record.kind == "encoder":  # its own server (TEI), added by the caller as on a vLLM box
            continue
        if record.kind != "llm":
            aside.append(f"{record.name}: no launch line here — llama.cpp serves no {record.name}, and no server "
                         "command for its own runtime is on file")
            continue
        ref = model_ref(kb, record, precision if precision in GGUF_TAGS else "q4_k_m", checkpoint=facts.checkpoint)
        split = f" --split-mode layer --tensor-split {','.join(['1'] * gpus)}" if gpus > 1 else ""
        lines.append(f"llama-server -hf {ref} -c {ctx * seqs} -np {seqs} -ngl 999{split} --port {port}")
    if encoders:
        lines.append(encoders if " -d " in encoders else encoders.replace("docker run ", "docker run -d ", 1))
    if not lines:
        return None
    return " & ".join(lines) + ("  # " + "; ".join(aside) if aside else "")
