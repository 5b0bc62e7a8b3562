"""A person's own knowledge file with markup in a model name and a source: the report tests
check it comes out inert in every format."""

from __future__ import annotations

import json

from knowledge.loader import KnowledgeBase, load_texts


def hostile_kb(model_name: str, source_title: str) -> KnowledgeBase:
    """Bundled knowledge, with qwen3-8b renamed ``model_name`` and cited to a source titled
    ``source_title`` whose URL is a javascript: link."""
    return load_texts([("evil.yaml", f"""
models:
  - id: qwen3-8b
    name: {json.dumps(model_name)}
    kind: llm
    family: qwen3
    params_b: 8.2
    native_dtype: bf16
    source: [evil-source]
    layers: 36
    hidden: 4096
    heads: 32
    kv_heads: 8
    head_dim: 128
    attention: gqa
    intermediate_size: 12288
    vocab: 151936
    max_context: 32768
sources:
  - id: evil-source
    title: {json.dumps(source_title)}
    kind: official
    as_of: "2026-11-29"
    covers: test
    url: "javascript:alert(3)"
""")])
