"""Issue 21: sizing a model the catalogue does not know — by its size alone (the architecture of
current open models of that size), or exactly from --layers / --kv-heads / --head-dim / --config.
"""

from __future__ import annotations

import json

import pytest

import knowledge
from knowledge.errors import InputError
from rules.estimate import assumed, hfconfig
from rules.estimate.arch import from_model
from rules.estimate.memory import kv_cache_gb
from rules.pipeline import consult

KB = knowledge.load()
CONTEXT = 32 * 1024

# Mistral-Small-3.1-24B's language model (mistralai/Mistral-Small-3.1-24B-Instruct-2503
# config.json, text_config): 40 layers, hidden 5120, 32 heads / 8 KV heads × 128.
MISTRAL_SMALL = {"model_type": "mistral3", "text_config": {
    "model_type": "mistral", "num_hidden_layers": 40, "hidden_size": 5120,
    "num_attention_heads": 32, "num_key_value_heads": 8, "head_dim": 128,
    "intermediate_size": 32768, "vocab_size": 131072, "max_position_embeddings": 131072,
    "sliding_window": None, "tie_word_embeddings": False, "torch_dtype": "bfloat16"}}

# Ten catalogue models whose dense GQA shape is that of their size class. Each is hidden from
# the reference set together with every model sharing its architecture (its fine-tunes and
# distills), so its own numbers never inform its estimate.
TEN = ("qwen3-8b", "phi-4", "qwen2.5-14b", "qwen3-32b", "deepseek-r1-distill-qwen-32b",
       "yi-34b", "llama-3.1-70b", "llama-3.3-70b", "deepseek-r1-distill-llama-70b",
       "qwen2.5-72b")


def _kv_per_token_32k(shape):
    return kv_cache_gb(shape, CONTEXT, 1) * 1e9 / CONTEXT


@pytest.mark.parametrize("model_id", TEN)
def test_params_only_kv_lands_within_10_percent_of_the_real_model(model_id):
    model = KB.models_by_id[model_id]
    refs = assumed.reference(KB.models, exclude={model_id})
    assert all(r.model_id != model_id for r in refs)
    got = assumed.by_params(model.params_b, refs)
    exact = _kv_per_token_32k(from_model(model))
    assert _kv_per_token_32k(got.arch) == pytest.approx(exact, rel=0.10)
    assert got.best_kv_bytes <= exact * 1.10 and exact <= got.worst_kv_bytes * 1.10


def test_params_only_no_longer_assumes_full_multi_head_attention():
    # The old stand-in cached every head: 1.28 MB per token for a 24B model; GQA is ~8× less.
    got = assumed.by_params(24, assumed.reference(KB.models))
    per_token = 2 * 2 * got.arch.layers * got.arch.kv_heads * got.arch.head_dim
    assert got.arch.kv_heads == 8 and got.arch.head_dim == 128
    assert 120_000 < per_token < 300_000
    assert got.best_kv_bytes <= per_token <= got.worst_kv_bytes


def test_mistral_small_24b_at_32k_x4_picks_one_80gb_card_from_its_config(tmp_path):
    path = tmp_path / "config.json"
    path.write_text(json.dumps(MISTRAL_SMALL))
    r = consult({"config": str(path), "context_tokens": "32k", "concurrency": 4}, KB)
    assert r.requirement.kv_bytes_per_token == 163_840  # 2 × 40 × 8 × 128 × 2
    top = r.picks[0]
    assert top.gpus == 1 and 80 <= KB.card(top.card).vram_gb <= 96
    assert r.facts.params_b == pytest.approx(23.57, abs=0.05)  # computed from the config


def test_mistral_small_24b_by_params_with_its_dimensions_picks_one_card():
    r = consult({"params_b": 24, "layers": 40, "kv_heads": 8, "head_dim": 128,
                 "context_tokens": "32k", "concurrency": 4}, KB)
    assert r.requirement.kv_bytes_per_token == 163_840
    assert r.picks[0].gpus == 1
    assert any("exact" in n.en for n in r.requirement.notes)


def test_params_only_answer_states_the_assumption_and_its_range():
    r = consult({"params_b": 24, "context_tokens": "32k", "concurrency": 4}, KB)
    note = next(n.en for n in r.requirement.notes if "Unknown architecture" in n.en)
    assert "best case" in note and "worst case" in note and "--kv-heads" in note
    assert r.picks and r.picks[0].gpus == 1  # no longer 4 × A800


@pytest.mark.parametrize("content, message", [
    ("[1]", "expected a JSON object"),
    ("{not json", "not JSON"),
    ('{"hidden_size": 4096}', "no num_hidden_layers"),
    ('{"num_hidden_layers": -3, "hidden_size": 4096, "num_attention_heads": 32}',
     "positive whole number"),
    ('{"num_hidden_layers": 32, "hidden_size": 4096, "num_attention_heads": 8, '
     '"num_key_value_heads": 32}', "exceeds"),
])
def test_a_bad_config_is_one_clear_line(tmp_path, content, message):
    path = tmp_path / "config.json"
    path.write_text(content)
    with pytest.raises(InputError, match=message):
        consult({"config": str(path)}, KB)


def test_config_read_is_bounded(tmp_path):
    path = tmp_path / "config.json"
    path.write_text(" " * (hfconfig.MAX_BYTES + 10))
    with pytest.raises(InputError, match="larger than 1 MB"):
        hfconfig.read(str(path))
    with pytest.raises(InputError, match="cannot read"):
        hfconfig.read(str(tmp_path / "missing.json"))


def test_config_params_match_the_catalogue_for_llama_31_8b():
    cfg = hfconfig.parse({"num_hidden_layers": 32, "hidden_size": 4096, "num_attention_heads": 32,
                          "num_key_value_heads": 8, "intermediate_size": 14336,
                          "vocab_size": 128256, "tie_word_embeddings": False})
    assert hfconfig.params_b(cfg) == pytest.approx(8.03, abs=0.01)
