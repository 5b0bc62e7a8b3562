"""The speculative-decoding draft in the launch line (--draft-model; rules.fact_draft), beside the multi-LoRA flags
(rules.lora_serving) — the serving engine's extra options after its own.

Each engine's syntax as read on 2026-12-06:
- vLLM (vllm-spec-draft-model, vllm-speculative-config): --speculative-config '{"model": …, "num_speculative_tokens":
  N, "method": "draft_model"}'; the draft runs at the target's tensor-parallel size on the same GPUs (the only size
  its DraftModelProposer accepts), at the target's dtype. Versions up to 0.6 took --speculative-model instead.
- SGLang (sglang-spec-standalone): a plain small draft model is --speculative-algorithm STANDALONE with
  --speculative-draft-model-path; its auto defaults are 3 steps, top-k 1, 4 draft tokens — written out here. It does
  not support --enable-dp-attention, so a line with DP attention gets no draft (said by the caveat).
- llama.cpp (llama-server-draft): -hfd REPO[:QUANT] or -md FILE, -ngld for its layers in VRAM, --spec-draft-n-max N.

A draft whose vocabulary differs from the target's cannot verify its tokens (vLLM checks the vocabulary sizes are
equal; llama.cpp needs the same tokenizer): no flags, and the caveat says why."""

from __future__ import annotations

from typing import Any

from rules import lora_serving
from rules.gguf_ref import gguf_ref, hf_repos

SPEC_TOKENS = 3  # draft tokens a step: SGLang's STANDALONE default depth (3 steps), and llama.cpp's default n-max


def draft_and_target(kb: Any, facts: Any) -> tuple[Any, Any]:
    """The draft's and the target's catalogue records (None, None without --draft-model)."""
    draft_id, target_id = getattr(facts, "draft_model", None), getattr(facts, "model", None)
    if not draft_id or not target_id:
        return None, None
    return kb.models_by_id.get(draft_id), kb.models_by_id.get(target_id)


def vocab_mismatch(kb: Any, facts: Any) -> tuple[int, int] | None:
    """(draft vocabulary, target vocabulary) where the catalogue gives both and they differ; None otherwise."""
    draft, target = draft_and_target(kb, facts)
    if draft is None or target is None or not draft.vocab or not target.vocab or draft.vocab == target.vocab:
        return None
    return int(draft.vocab), int(target.vocab)


def usable(kb: Any, facts: Any) -> bool:
    """Whether the draft goes into the launch line: named, in the catalogue, and with the target's vocabulary."""
    draft, target = draft_and_target(kb, facts)
    return draft is not None and target is not None and vocab_mismatch(kb, facts) is None


def _repo(kb: Any, model: Any) -> str:
    repo = model.chat_repo or next(iter(hf_repos(kb, list(model.source))), None)
    return repo or f"<{model.name}>"


def draft_flags(kb: Any, facts: Any, engine: str, parts: list[str] | None = None) -> list[str]:
    """The engine's draft options (nothing without a usable draft, or for an engine this does not cover)."""
    if not usable(kb, facts):
        return []
    draft, _ = draft_and_target(kb, facts)
    if engine == "vllm":
        return [f"--speculative-config '{{\"model\": \"{_repo(kb, draft)}\", \"num_speculative_tokens\": "
                f"{SPEC_TOKENS}, \"method\": \"draft_model\"}}'"]
    if engine == "sglang":
        if parts and any("--enable-dp-attention" in p for p in parts):
            return []
        return ["--speculative-algorithm STANDALONE", f"--speculative-draft-model-path {_repo(kb, draft)}",
                f"--speculative-num-steps {SPEC_TOKENS}", "--speculative-eagle-topk 1",
                f"--speculative-num-draft-tokens {SPEC_TOKENS + 1}"]
    if engine == "llama.cpp":
        ref = gguf_ref(draft, hf_repos(kb, list(draft.source)), "Q4_K_M", None)
        src = f"-md {ref}" if ref.startswith("<") else f"-hfd {ref}"
        return [src, "-ngld 99", f"--spec-draft-n-max {SPEC_TOKENS}"]
    return []


def serving_flags(kb: Any, facts: Any, req: Any, engine: str, sequences: int = 0,
                  parts: list[str] | None = None) -> list[str]:
    """The options after the engine's own: multi-LoRA (rules.lora_serving), then the speculative draft."""
    return [*lora_serving.adapter_flags(facts, req, engine, sequences), *draft_flags(kb, facts, engine, parts)]
