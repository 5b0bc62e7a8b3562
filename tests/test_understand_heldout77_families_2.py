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


def test_an_encoder_calls_length_is_its_input(kb):
    said = ("bge-reranker-v2-m3 as a rerank api, 20 requests a second, each with the query and 20 passages, "
            "about 1,200 tokens")
    f = _facts(kb, said)
    assert f["input_tokens"] == 1200 and "context_tokens" not in f
    f = _facts(kb, "內部文件檢索要用 bge-m3 做向量，尖峰大約每秒 60 次請求，每段約 400 token")
    assert f["input_tokens"] == 400 and "context_tokens" not in f
    assert _facts(kb, "内部检索用 bge-m3 做向量，每秒 60 次请求，每段约 400 token")["input_tokens"] == 400
    # neighbours: the model's own limit stays the context; a chat model's length is not moved by this reading
    assert _facts(kb, "serve bge-m3, 30 requests a second, max_length 8192")["context_tokens"] == 8192
    assert _facts(kb, "bge-m3 部署成在线服务，每秒 50 次，上下文 8k")["context_tokens"] == 8192
    assert "input_tokens" not in _facts(kb, "qwen3 8b chat api, 20 requests a second, each about 1,200 tokens")


def test_a_model_the_script_was_debugged_on_is_no_jobs(kb):
    said = "We debugged the training script on a 0.5B model. The real run: LoRA on Qwen2.5-7B-Instruct, 3 epochs."
    u = _read(kb, said)
    assert u.facts["model"] == "qwen2.5-7b" and "params_b" not in u.facts and not u.conflicts
    assert _facts(kb, "smoke-tested the config with qwen3 0.6b; the job is a full fine-tune of qwen3 8b")["model"] \
        == "qwen3-8b"
    assert _facts(kb, "训练脚本先在 0.5B 上调通了，正式跑 Qwen2.5-7B 的 LoRA，3 个 epoch")["model"] == "qwen2.5-7b"
    assert _facts(kb, "流程在 qwen3 0.6b 上跑通了，正式训练用 qwen3 8b 全参")["model"] == "qwen3-8b"
    # neighbours: a size said alone stays; a card tested on, or a part of the code debugged, sets no model aside
    assert _facts(kb, "We debugged on a 0.5B model for a week and want to rent for it")["params_b"] == 0.5
    assert _facts(kb, "qwen3 8b lora, and we tested it on a 4090")["model"] == "qwen3-8b"
    assert _facts(kb, "lora on qwen3 8b; we debugged the data loader last week")["model"] == "qwen3-8b"
