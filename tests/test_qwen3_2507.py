"""The Qwen3-2507 refresh: each record holds its official config's numbers, serves up to its 262,144-token native
window with no YaRN override (the original Qwen3 needed one past 32,768), and the Thinking releases are reasoning
models launched with the parser their publisher names (sources qwen3-2507-readme, hf-qwen3-30b-a3b-instruct-2507-card,
hf-qwen3-30b-a3b-thinking-2507-config, hf-qwen3-235b-a22b-instruct-2507-config, hf-qwen3-235b-a22b-thinking-2507-card,
hf-qwen3-4b-2507-config)."""

import pytest

from advisor_tui.understand import parse
from knowledge import match
from rules.pipeline import consult

# config.json: num_hidden_layers, hidden_size, num_attention_heads, num_key_value_heads, head_dim, num_experts,
# num_experts_per_tok, moe_intermediate_size, vocab_size, max_position_embeddings, rope_theta, tie_word_embeddings
CONFIG = {
    "qwen3-30b-a3b-instruct-2507": (48, 2048, 32, 4, 128, 128, 8, 768, 151936, 262144, 10_000_000, False),
    "qwen3-30b-a3b-thinking-2507": (48, 2048, 32, 4, 128, 128, 8, 768, 151936, 262144, 10_000_000, False),
    "qwen3-235b-a22b-instruct-2507": (94, 4096, 64, 4, 128, 128, 8, 1536, 151936, 262144, 5_000_000, False),
    "qwen3-235b-a22b-thinking-2507": (94, 4096, 64, 4, 128, 128, 8, 1536, 151936, 262144, 5_000_000, False),
    "qwen3-4b-instruct-2507": (36, 2560, 32, 8, 128, None, None, None, 151936, 262144, 5_000_000, True),
    "qwen3-4b-thinking-2507": (36, 2560, 32, 8, 128, None, None, None, 151936, 262144, 5_000_000, True),
}
# model cards: total / activated parameters (billions)
CARD_PARAMS = {"qwen3-30b-a3b": (30.5, 3.3), "qwen3-235b-a22b": (235, 22), "qwen3-4b": (4.0, None)}
THINKING = [mid for mid in CONFIG if "thinking" in mid]
INSTRUCT = [mid for mid in CONFIG if "instruct" in mid]


@pytest.mark.parametrize("model_id", sorted(CONFIG))
def test_architecture_is_the_official_config(kb, model_id):
    m = kb.models_by_id[model_id]
    layers, hidden, heads, kv, head_dim, experts, per_token, moe_ffn, vocab, positions, theta, tied = CONFIG[model_id]
    assert (m.layers, m.hidden, m.heads, m.kv_heads, m.head_dim) == (layers, hidden, heads, kv, head_dim)
    assert (m.moe.experts, m.moe.experts_per_token, m.moe.moe_intermediate_size) == (experts, per_token, moe_ffn) \
        if experts else m.moe is None and m.intermediate_size == 9728
    assert (m.vocab, m.max_context, m.native_context, m.rope_theta, m.tie_embeddings) == (
        vocab, positions, positions, theta, tied)
    assert m.rope_scaling is None  # 262,144 is the native window: nothing to scale up to it
    total, active = CARD_PARAMS[model_id.rsplit("-", 2)[0]]
    assert (m.params_b, m.active_params_b) == (total, active)
    assert m.native_dtype == "bf16" and m.source and all(s in kb.sources_by_id for s in m.source)


@pytest.mark.parametrize("model_id", sorted(CONFIG))
def test_each_refresh_has_the_shape_of_the_original_but_its_window(kb, model_id):
    """The 2507 checkpoints are post-trained anew on the original architecture: only the window and rope_theta
    differ (the 30B-A3B and 4B originals: 32,768 native, 131,072 with YaRN)."""
    new, old = kb.models_by_id[model_id], kb.models_by_id[model_id.rsplit("-", 2)[0]]
    shape = ("layers", "hidden", "heads", "kv_heads", "head_dim", "moe", "intermediate_size", "vocab")
    assert [getattr(new, f) for f in shape] == [getattr(old, f) for f in shape]
    assert old.native_context == 32768 and new.native_context == 262144


def test_thinking_releases_are_reasoning_models_and_instruct_ones_never_think(kb):
    for mid in THINKING:  # qwen3-2507-readme: max_new_tokens=32768; the 235B card: 32,768 "for most queries"
        m = kb.models_by_id[mid]
        assert (m.reasoning_tokens, m.reasoning_parser, m.thinks_by_default) == (32768, "deepseek_r1", False)
    for mid in INSTRUCT:  # "supports only non-thinking mode"
        m = kb.models_by_id[mid]
        assert (m.reasoning_tokens, m.reasoning_parser, m.thinks_by_default) == (None, None, False)


def _launches(r):
    return [p.launch for p in r.picks if p.launch]


def test_a_256k_instruct_2507_consultation_takes_the_native_window(kb):
    r = consult({"task": "inference", "model": "qwen3-30b-a3b-instruct-2507", "context_tokens": "256k",
                 "concurrency": 3, "region": "cn"}, kb)
    launches = _launches(r)
    assert r.picks and launches
    for line in launches:
        assert "rope_scaling" not in line and "--hf-overrides" not in line and "yarn" not in line
        assert "Qwen/Qwen3-30B-A3B-Instruct-2507" in line and "--reasoning-parser" not in line
    assert "--max-model-len 262144" in launches[0]
    ids = {c.id for c in r.caveats}
    assert "rope-scaling" not in ids and "thinking-by-default" not in ids
    assert not [n for n in r.requirement.notes if "exceeds" in n.en]


def test_the_original_still_needs_yarn_past_its_native_32k(kb):
    """The contrast the refresh removes: Qwen3-30B-A3B at 128k is past its 32,768 native window."""
    r = consult({"task": "inference", "model": "qwen3-30b-a3b", "context_tokens": "128k", "concurrency": 1,
                 "region": "cn"}, kb)
    assert any("rope_scaling" in x and '"original_max_position_embeddings":32768' in x for x in _launches(r))


def test_a_thinking_2507_launch_names_deepseek_r1_and_says_how_long_it_thinks(kb):
    r = consult({"task": "inference", "model": "qwen3-30b-a3b-thinking-2507", "context_tokens": "64k",
                 "concurrency": 2, "region": "intl"}, kb)
    vllm = [x for x in _launches(r) if x.startswith("vllm serve")]
    assert vllm and all("--reasoning-parser deepseek_r1" in x and "rope_scaling" not in x for x in vllm)
    assert "reasoning-latency" in {c.id for c in r.caveats}


def test_a_thinking_2507_model_is_sized_for_its_generation_length_by_default(kb):
    r = consult({"task": "inference", "model": "qwen3-4b-thinking-2507", "region": "intl"}, kb)
    assert r.facts.context_tokens == 32768


@pytest.mark.parametrize(("said", "model_id"), [
    ("Qwen3-30B-A3B-Instruct-2507", "qwen3-30b-a3b-instruct-2507"),
    ("Qwen3-30B-A3B-Thinking-2507", "qwen3-30b-a3b-thinking-2507"),
    ("qwen3-235b-a22b-instruct-2507", "qwen3-235b-a22b-instruct-2507"),
    ("Qwen3-235B-A22B-Thinking-2507", "qwen3-235b-a22b-thinking-2507"),
    ("Qwen3-4B-Instruct-2507", "qwen3-4b-instruct-2507"),
    ("qwen3 4b thinking 2507", "qwen3-4b-thinking-2507"),
    ("Qwen3-30B-A3B", "qwen3-30b-a3b"),  # the original keeps its own name
    ("qwen3-235b-a22b", "qwen3-235b-a22b"),
    ("Qwen3-4B", "qwen3-4b"),
])
def test_the_names_resolve(kb, said, model_id):
    found, _ = match.resolve_model(kb, said)
    assert found is not None and found.id == model_id


def test_the_reader_keeps_the_release_tag(kb):
    """It used to stop at "-2507" (a number after the size) and size the original Qwen3-30B-A3B with its 131,072
    maximum and a YaRN launch."""
    u = parse("Qwen3-30B-A3B-Instruct-2507 256k 上下文 合同问答 3 个人用 单卡能跑吗 每小时不超过 20 块", kb)
    facts = u.facts
    assert facts["model"] == "qwen3-30b-a3b-instruct-2507" and facts["context_tokens"] == 262144
