"""heldout77's families, the second pass: readings a real user's other phrasings share with the batch's rows, each
with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


def test_a_data_files_name_is_no_context(kb):
    said = "python train_qlora.py --model Qwen/Qwen2.5-32B-Instruct --lora_r 64 --data data/yue_8k.jsonl"
    assert "context_tokens" not in _facts(kb, said)
    assert "context_tokens" not in _facts(kb, "qlora on qwen3 8b, data in train_32k.parquet")
    assert "context_tokens" not in _facts(kb, "lora 用的数据是 /data/sft-16k.csv，3 个 epoch")
    # neighbours: a context said beside the file still reads
    assert _facts(kb, "qlora on qwen3 8b, data in train.parquet, 8k context")["context_tokens"] == 8192
    assert _facts(kb, "qlora on qwen3 8b, 上下文 16k，数据 /data/sft.jsonl")["context_tokens"] == 16384
