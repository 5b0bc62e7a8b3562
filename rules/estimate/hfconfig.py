"""A Hugging Face ``config.json`` read offline, safely: the dimensions that size a model.

Bounded read (at most 1 MB, UTF-8 JSON object, no YAML, no code), every field checked for type
and range; anything wrong is one ``InputError`` line naming the file and the field. Field names
follow transformers' configs (Llama, Qwen2/3, Mistral, Gemma, Phi-3, Mixtral, Qwen-MoE, gpt-oss,
DeepSeek-V2/V3); multimodal configs keep the language model under ``text_config``.
"""

from __future__ import annotations

import json
import math
import os
from typing import Any

from knowledge.errors import InputError

MAX_BYTES = 1_000_000
_INT_LIMIT = 10_000_000

# shape key → the config keys that may hold it, first found wins
_KEYS: dict[str, tuple[str, ...]] = {
    "layers": ("num_hidden_layers", "n_layer", "num_layers"),
    "hidden": ("hidden_size", "n_embd", "d_model"),
    "heads": ("num_attention_heads", "n_head"),
    "kv_heads": ("num_key_value_heads", "multi_query_group_num"),
    "head_dim": ("head_dim",),
    "vocab": ("vocab_size", "padded_vocab_size"),
    "intermediate": ("intermediate_size", "ffn_hidden_size"),
    "max_context": ("max_position_embeddings", "seq_length"),
    "sliding_window": ("sliding_window",),
    "experts": ("num_local_experts", "num_experts", "n_routed_experts"),
    "experts_per_token": ("num_experts_per_tok", "moe_topk"),
    "moe_intermediate": ("moe_intermediate_size",),
    "shared_experts": ("n_shared_experts", "num_shared_experts"),
    "dense_layers": ("first_k_dense_replace",),  # DeepSeek-V3 / Kimi-K2: the first layers keep a dense MLP
    "kv_lora_rank": ("kv_lora_rank",),
    "qk_rope_head_dim": ("qk_rope_head_dim",),
}


def _fail(path: str, what: str) -> InputError:
    return InputError(f"invalid --config: {os.path.basename(path)[:60]!r}: {what}")


def read(path: str) -> dict[str, Any]:
    """The sizing dimensions in ``path`` (a config.json), as a flat dict of numbers."""
    if not isinstance(path, str) or not path.strip():
        raise InputError("invalid --config: expected the path of a config.json")
    try:
        with open(path, "rb") as fh:
            raw = fh.read(MAX_BYTES + 1)
    except OSError as exc:
        raise _fail(path, f"cannot read it ({exc.strerror or exc.__class__.__name__})") from None
    if len(raw) > MAX_BYTES:
        raise _fail(path, "larger than 1 MB; a config.json is a few KB")
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        raise _fail(path, f"not JSON ({str(exc)[:60]})") from None
    return parse(data, path)


def _int(path: str, key: str, value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) \
            or value != int(value) or not 0 < value <= _INT_LIMIT:
        raise _fail(path, f"{key} must be a positive whole number, got {str(value)[:20]!r}")
    return int(value)


def parse(data: Any, path: str = "config.json") -> dict[str, Any]:
    if not isinstance(data, dict):
        raise _fail(path, "expected a JSON object")
    if isinstance(data.get("text_config"), dict):
        data = {**data, **data["text_config"]}
    out: dict[str, Any] = {}
    for name, keys in _KEYS.items():
        key = next((k for k in keys if data.get(k) is not None), None)
        if key is not None:
            out[name] = _int(path, key, data[key])
    for need in ("layers", "hidden", "heads"):
        if need not in out:
            raise _fail(path, f"no {_KEYS[need][0]}: is this a language model's config.json?")
    out.setdefault("kv_heads", out["heads"])
    out.setdefault("head_dim", out["hidden"] // out["heads"])
    if out["kv_heads"] > out["heads"]:
        raise _fail(path, "num_key_value_heads exceeds num_attention_heads")
    tie = data.get("tie_word_embeddings")
    out["tie_embeddings"] = bool(tie) if isinstance(tie, bool) else False
    dtype = data.get("torch_dtype") or data.get("dtype")
    if isinstance(dtype, str) and dtype in ("bfloat16", "float16", "float32"):
        out["dtype"] = {"bfloat16": "bf16", "float16": "fp16", "float32": "fp32"}[dtype]
    rope = data.get("rope_scaling")
    if isinstance(rope, dict):
        kind = rope.get("rope_type") or rope.get("type")
        if isinstance(kind, str) and kind.isprintable() and len(kind) <= 20:
            out["rope_scaling"] = kind
    if "sliding_window" in out:
        # Gemma-2/3 and gpt-oss interleave windowed and full layers; Mistral-7B windows all. The
        # pattern key differs per family, so without one every layer counts as full (worst case).
        pattern = data.get("sliding_window_pattern")
        if isinstance(pattern, int) and not isinstance(pattern, bool) and pattern > 1:
            out["window_layers"] = out["layers"] - out["layers"] // pattern
        elif isinstance(data.get("layer_types"), list):
            out["window_layers"] = sum(1 for t in data["layer_types"] if t == "sliding_attention")
        elif data.get("use_sliding_window") is False or data.get("model_type") not in (
                "mistral", None):
            out.pop("sliding_window")
        else:
            out["window_layers"] = out["layers"]
    return out


def params_b(cfg: dict[str, Any]) -> float:
    """Parameters computed from the dimensions (billions): embeddings (twice unless tied) +
    per layer q/o (h × heads·hd each), k/v (h × kv·hd each) and a gated MLP (3 × h × ffn), or
    the routed experts' 3 × h × moe_ffn each. Norms and biases are left out (< 0.1 %)."""
    h, layers = cfg["hidden"], cfg["layers"]
    q = cfg["heads"] * cfg["head_dim"]
    kv = cfg["kv_heads"] * cfg["head_dim"]
    attention = 2 * h * q + 2 * h * kv
    dense_mlp = 3 * h * cfg.get("intermediate", round(8 * h / 3))
    if cfg.get("experts"):
        # routed and shared experts each 3 × h × moe_ffn; the first dense layers keep the dense MLP
        experts = cfg["experts"] + cfg.get("shared_experts", 0)
        moe_mlp = experts * 3 * h * cfg.get("moe_intermediate", cfg.get("intermediate", 4 * h))
        dense_layers = min(cfg.get("dense_layers", 0), layers)
        mlp_all = dense_layers * dense_mlp + (layers - dense_layers) * moe_mlp
    else:
        mlp_all = layers * dense_mlp
    emb = cfg.get("vocab", 0) * h * (1 if cfg.get("tie_embeddings") else 2)
    return (layers * attention + mlp_all + emb) / 1e9


def active_params_b(cfg: dict[str, Any]) -> float | None:
    """What one token reads of a mixture of experts: the routed experts it is sent to (and the shared ones),
    attention and embeddings — None for a dense model."""
    if not cfg.get("experts") or not cfg.get("experts_per_token"):
        return None
    return params_b(dict(cfg, experts=cfg["experts_per_token"]))
