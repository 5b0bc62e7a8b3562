"""The launch of a box that serves several models at once (rules.several_models sums their memory): one server per
model, each held to its own share of the card — review 97 c07 / c08 found such answers with no command at all, only
"run one engine process per model".

vLLM takes ``--gpu-memory-utilization`` of the WHOLE card at start-up (source vllm-memory-docs), so each chat model's
server is given its own need over the card's memory, and they start one after another; Whisper is served by vLLM
too (source vllm-transcription-example); encoders by TEI (rules.tei_launch). A model no serving engine here runs
(a picture or video model) is named with its memory, to run in its own process.

    launch(kb, facts, card, gpus) -> str | None
"""

from __future__ import annotations

import dataclasses
import math
from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import Card
from rules import tei_launch, thinking_mode
from rules.checkpoint_ref import model_ref
from rules.estimate.requirement import requirement
from rules.shared_box_gguf import gguf_launch, runs_gguf

CUDA_GRAPHS_GB = 0.54  # vLLM's captured CUDA graphs beside its pre-allocation (rules.serving's engine fit)
_KIND_TASK = {"speech": "transcribe", "encoder": "embedding"}
USABLE = 0.95  # the most of a card the servers' --gpu-memory-utilization shares may sum to (review 109 C5-1)
_GIB = 2 ** 30 / 1e9  # a card's "80 GB" is 80 GiB of memory: vLLM's fraction is of the bytes


def _share(need_gb: float, card: Card, graphs: bool = True) -> float:
    """The --gpu-memory-utilization that holds ``need_gb`` on ``card``, rounded up to the hundredth; ``graphs``:
    room for the CUDA graphs and a hundredth more."""
    extra = CUDA_GRAPHS_GB if graphs else 0.0
    return min(USABLE, math.ceil((need_gb + extra) / (card.vram_gb * _GIB) * 100) / 100 + (0.01 if graphs else 0.0))


def _ready(port: int) -> str:
    """Background the server and wait until it answers: the next one starts once this one holds its share (vLLM
    reads the free memory when it starts)."""
    return f" & until curl -sf localhost:{port}/health >/dev/null; do sleep 5; done;"


def _own(kb: KnowledgeBase, facts: Any, mid: str) -> tuple[Any, str, float] | None:
    """(record, precision, need in GB) of one model of the box, sized as the sum sized it; None if unknown."""
    record = kb.models_by_id.get(mid)
    if record is None:
        return None
    task = "inference" if record.kind == "llm" else _KIND_TASK.get(record.kind, record.kind)
    precision = facts.precision if record.kind == "llm" or facts.precision in ("fp16", "bf16") else "fp16"
    own = dataclasses.replace(facts, model=mid, models=None, vram_gb=None, params_b=record.params_b,
                              precision=precision, task=task)
    return record, precision, requirement(own, kb).vram_gb


def launch(kb: KnowledgeBase, facts: Any, card: Card, gpus: int) -> str | None:
    """One server per model of ``facts.models`` on ``gpus`` × ``card``: the chat model over all of them (tensor
    parallel), every other model whole on GPU 0; None when no model is named or the card is no CUDA card. Where the
    servers' shares with CUDA graphs would take more than the card (a 24 GB card for Whisper + an 8B chat model:
    0.21 + 0.80), they run without them (--enforce-eager) at their bare shares."""
    if not getattr(facts, "models", None) or card.ecosystem != "cuda":
        return None
    models = [got for mid in str(facts.models).split(",") if (got := _own(kb, facts, mid)) is not None]
    if runs_gguf(facts):  # llama.cpp: llama-server, never vLLM (leftovers50 #6)
        encoders = tei_launch.launch(kb, facts, card, cpu_fallback=True)
        return gguf_launch(kb, facts, models, gpus, encoders)
    tp = gpus if gpus > 1 else 1
    served = [(r, p, need / tp if r.kind == "llm" else need) for r, p, need in models if r.kind in ("llm", "speech")]
    others = sum(need for r, _p, need in models if r.kind not in ("llm", "speech"))  # TEI, a process of its own
    capacity = card.vram_gb * _GIB
    graphs = sum(_share(need, card) for _r, _p, need in served) + others / capacity <= USABLE
    if sum(math.ceil(need / capacity * 100) / 100 for _r, _p, need in served) + others / capacity > USABLE:
        return None  # the servers' shares of one card would pass what it holds: no launch rather than one that fails
    lines: list[str] = []
    for port, (record, precision, need) in enumerate(served, start=8000):
        share = f"--gpu-memory-utilization {_share(need, card, graphs):.2f}" + ("" if graphs else " --enforce-eager")
        if record.kind == "llm":
            lines.append(f"vllm serve {model_ref(kb, record, precision, serving=True)} --port {port} "
                         f"--max-model-len {int(facts.context_tokens or 8192)} "
                         f"--max-num-seqs {int(facts.concurrency or 1)} {share}"
                         + (f" --reasoning-parser {record.reasoning_parser}" if record.reasoning_parser else "")
                         + thinking_mode.vllm_flag(facts, record)
                         + (f" --tensor-parallel-size {tp}" if tp > 1 else "") + _ready(port))
        else:  # Whisper: vLLM's transcription endpoint
            lines.append(f"CUDA_VISIBLE_DEVICES=0 vllm serve {model_ref(kb, record)} --port {port} {share}"
                         + _ready(port))
    encoders = tei_launch.launch(kb, facts, card, cpu_fallback=True)
    if encoders:
        lines.append(encoders if " -d " in encoders else encoders.replace("docker run ", "docker run -d ", 1))
    aside = [f"{r.name} ({need:,.1f} GB) in a process of its own on GPU 0" for r, _p, need in models
             if r.kind not in ("llm", "speech", "encoder")]
    if not lines:
        return None
    line = " ".join(lines).removesuffix(";")
    if aside:
        line += "  # " + "; ".join(aside)
    return line
