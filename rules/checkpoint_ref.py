"""Which weights a command loads: the model's Hugging Face repository, or a pre-quantised checkpoint of it (the
knowledge base's ``prequantized``: the publisher's own first, else a quantiser the vLLM / SGLang docs point to), or,
where none is published, a named placeholder that says how to make one.

The publisher's own FP8 checkpoint is loaded whenever FP8 is asked (Qwen's docs: "the same as the original models
except for the name change"); another quantiser's only where a checkpoint is needed — INT4 always (vLLM and SGLang
load INT4 from a quantised checkpoint, never from the 16-bit weights), FP8 where the 16-bit weights do not load for
online quantisation (rules.launch._fp8_checkpoint)."""

from __future__ import annotations

import re
from typing import Any

from knowledge.schema import Model
from rules.gguf_ref import gguf_ref, hf_repos

GGUF_TAGS = {"q4_k_m": "Q4_K_M", "q8_0": "Q8_0"}
# how to make the checkpoint where nobody publishes one (vllm-make-quantised-checkpoint): AutoAWQ for INT4, the
# format the command's --quantization awq_marlin expects; LLM Compressor's FP8_DYNAMIC for FP8 (no flag: vLLM reads
# it from the config). The placeholder keeps the angle brackets a launch line is tested for (rules.launch)
MAKE_INT4 = "quantise it yourself with AutoAWQ"
MAKE_FP8 = "quantise it yourself with LLM Compressor FP8_DYNAMIC"
MAKE_INT8 = "quantise it yourself with LLM Compressor W8A16"


def _repo(kb: Any, source_ids: tuple[str, ...] | list[str]) -> str | None:
    return next(iter(hf_repos(kb, list(source_ids))), None)


def model_ref(kb: Any, model: Model | None, precision: str | None = None,
              serving: bool = False, checkpoint: str | None = None) -> str:
    """The repository (or a named placeholder) a command loads; ``serving``: the instruction-tuned
    weights where the catalogue's config is a base model's (review 6 F10: `vllm serve
    meta-llama/Llama-3.1-70B` served the base model to a chat workload); ``checkpoint``: the weights the person
    named ("fine-tune Mixtral 8x7B Instruct", "evaluate Yi-34B, the base model" — reviews 65 C8, 66 C8)."""
    if model is None:
        return "<your model>"
    if precision in GGUF_TAGS:  # the served weights' own quantisation (rules.gguf_ref)
        files = [q.source for q in model.quantized if q.format == precision]
        return gguf_ref(model, hf_repos(kb, files), GGUF_TAGS[precision], checkpoint)
    if precision in ("int4", "nf4"):
        # vLLM / SGLang load INT4 from an AWQ checkpoint, not from the 16-bit repository: the publisher's
        # (Qwen/Qwen3-32B-AWQ) or a known quantiser's (hugging-quants) where one is released, else what to make
        repo = int4_repo(model) if checkpoint != "base" else None  # the released checkpoints are the chat weights
        return repo.repo if repo is not None else f"<{model.name} AWQ INT4 checkpoint: {MAKE_INT4}>"
    if precision == "fp8" and published(model, "fp8") and checkpoint != "base":
        return published(model, "fp8")
    if precision == "int8":  # sized as 8-bit weights: the 16-bit repository would load at twice that (Qwen: GPTQ-Int8)
        repo = any_published(model, "int8") if checkpoint != "base" else None
        return repo or f"<{model.name} INT8 checkpoint: {MAKE_INT8}>"
    if checkpoint == "fim" and model.fim_repo:  # 16-bit, or FP8 quantised from it at start-up
        return model.fim_repo
    if model.chat_repo and (checkpoint == "instruct" or serving and checkpoint != "base"):
        return model.chat_repo
    if model.base_repo and (checkpoint == "base" or not serving and checkpoint != "instruct"):
        return model.base_repo  # training starts from the pre-trained weights (review 84 c10: Qwen3-8B, not -Base)
    return _repo(kb, model.source) or f"<{model.name}>"


def served_checkpoint(facts: Any) -> str | None:
    """The weights a serving launch loads: the person's named checkpoint, else for code-completion traffic the
    weights the publisher documents fill-in-the-middle on (review 119 C4-2)."""
    return facts.checkpoint or ("fim" if getattr(facts, "code_completion", False) else None)


def published(model: Model | None, precision: str) -> str | None:
    """The publisher's own pre-quantised repository at ``precision`` (knowledge: a model's ``prequantized``, less
    the ones another quantiser made)."""
    return next((q.repo for q in (model.prequantized if model is not None else ())
                 if q.format == precision and not q.third_party), None)


def any_published(model: Model | None, precision: str) -> str | None:
    """A pre-quantised repository at ``precision``: the publisher's, else another quantiser's (RedHatAI's FP8)."""
    return published(model, precision) or next(
        (q.repo for q in (model.prequantized if model is not None else ()) if q.format == precision), None)


def fp8_placeholder(model: Model | None) -> str:
    """The FP8 checkpoint a command needs where nobody publishes one, with how to make it."""
    return f"<{model.name if model is not None else 'your model'} FP8 checkpoint: {MAKE_FP8}>"


def int4_repo(model: Model | None) -> Any:
    """The 4-bit checkpoint a command loads (AWQ, or GPTQ for Qwen3's MoE models): the publisher's, else a known
    quantiser's; None where nobody releases one."""
    entries = [q for q in (model.prequantized if model is not None else ()) if q.format == "int4"]
    return next((q for q in entries if not q.third_party), None) or next(iter(entries), None)


def int4_method(model: Model | None) -> str:
    """'GPTQ' where the 4-bit checkpoint the command loads is the publisher's GPTQ one, else 'AWQ'."""
    repo = int4_repo(model)
    return "GPTQ" if repo is not None and repo.method == "gptq" else "AWQ"


_HUB_ID = re.compile(r"^[A-Za-z0-9][\w.-]*/[\w.-]+(?::[\w.-]+)?$")


def downloads_from_hub(launch: str | None) -> bool:
    """Whether the command names a Hugging Face repository ("Qwen/Qwen3-8B", "org/x-GGUF:Q4_K_M")
    that the engine will download on first start."""
    return bool(launch) and any(_HUB_ID.match(tok) for tok in str(launch).split())


def launch_fields(launch: str | None) -> dict[str, Any]:
    """What a pick's command asks of the person before it runs: ``hub``, it downloads from the Hugging Face Hub;
    ``make_ckpt``, 'int4' / 'fp8' / 'int8' where it names a checkpoint nobody publishes (checkpoint-to-make)."""
    text = str(launch or "")
    make = next((p for p, said in (("int4", MAKE_INT4), ("fp8", MAKE_FP8), ("int8", MAKE_INT8)) if said in text), "")
    return {"hub": downloads_from_hub(launch), "make_ckpt": make}
