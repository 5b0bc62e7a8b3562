"""Review 121's reading criticals C2 and C5-b: the general ways people say these, each with neighbours that must not
read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on, unresolved_kinds

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def test_records_counted_by_bi_are_a_batch(kb):
    """C2: "12 萬筆晶圓缺陷報告 … 一次性 … 輸出大概 200 token。只跑這一次" is a one-off batch of 120,000 items."""
    said = ("我在新竹做半導體製程，手上有大約 12 萬筆晶圓缺陷報告（每筆平均 1,500 字的中英混雜文字），想用 Qwen2.5-32B "
            "一次性幫每筆做分類加摘要，輸出大概 200 token。只跑這一次，一週內跑完就好。")
    parsed = _read(kb, said)
    assert parsed.facts["generate_tokens"] == 120_000 * 200
    assert parsed.facts["output_tokens"] == 200 and parsed.facts["deadline"] == 168
    # a record's length in characters is no token count: asked for, not guessed
    assert "input_tokens" not in parsed.facts and "input_tokens" in unresolved_kinds(parsed)
    assert _facts(kb, "总共 5 万笔交易记录要分类，每笔输出 20 token")["generate_tokens"] == 1_000_000
    assert _facts(kb, "交易记录一共 8 万笔，每笔做个摘要，输出 100 token")["generate_tokens"] == 8_000_000
    assert _facts(kb, "客訴紀錄大概 3 萬多筆，想批次做摘要，每筆輸出 150 token")["generate_tokens"] == 4_500_000
    # neighbours: a day's records are a daily run, as 条 are;
    f = _facts(kb, "每天 3000 笔订单要分类，每笔输出 20 token")
    assert f["generate_tokens"] == 60_000 and f["runs_per_month"] == 30
    # records to train on stay samples; a batch with no output length is asked for, not sized
    f = _facts(kb, "有 5 万笔资料，每笔约 1000 token，想做 LoRA")
    assert f["samples"] == 50_000 and "generate_tokens" not in f
    parsed = _read(kb, "12 万笔报告，每笔输出 200 字的摘要，批量跑")
    assert "generate_tokens" not in parsed.facts
    assert {"generate_tokens", "output_tokens"} <= unresolved_kinds(parsed)


def test_a_count_of_bi_is_never_a_price(kb):
    """C2b: "一共 120,000 筆，每筆輸入大約 1,500 token" read "一共 120,000" as the price."""
    said = ("補充：是批次處理，一共 120,000 筆，每筆輸入大約 1,500 token、輸出 200 token，只跑一次，一週內跑完。"
            "總預算 NT$15,000，匯率 1 USD = 32 TWD。")
    parsed = _read(kb, said)
    assert parsed.facts["generate_tokens"] == 24_000_000 and parsed.facts["input_tokens"] == 1500
    assert parsed.facts["budget"].amount == 468.75 and "budget" not in unresolved_kinds(parsed)
    assert "budget" not in _facts(kb, "一共 120,000 笔")
    # neighbours: 笔 of money keeps the money
    assert _facts(kb, "这笔钱一共 12 万")["budget"].amount == 120_000
    assert _facts(kb, "预算一共 12 万，分三笔付")["budget"].amount == 120_000


def test_a_chunks_length_is_no_context(kb):
    """C5-b: "重排（每次 top-50，段落大概 300 token）" read a 300-token context (the launch: --max-model-len 300)."""
    said = ("我們是桃園一家航空維修公司，要在公司機房自己放一台機器做維修手冊的 RAG：bge-m3 做向量、"
            "bge-reranker-v2-m3 重排（每次 top-50，段落大概 300 token），再用 Qwen3-8B 回答，不要思考模式。"
            "大概 60 個技師會用，尖峰每秒 2 個查詢，希望整個回答首字在 1.5 秒內。")
    f = _facts(kb, said)
    assert "context_tokens" not in f and f["passage_tokens"] == 300
    assert f["rps"] == 2 and f["max_ttft_s"] == 1.5
    reranked = _facts(kb, "用 bge-reranker-v2-m3 重排，候选文档差不多 400 token，再用 Qwen3-8B 回答")
    assert reranked["passage_tokens"] == 400
    # with no reranker: the chunk's length reads nothing, the context said beside it stays
    assert "context_tokens" not in _facts(kb, "RAG：bge-m3 做向量，每个 chunk 512 token，检索 top-5，用 Qwen3-8B 回答")
    assert "context_tokens" not in _facts(kb, "知识库切成 500 token 的段落，用 Qwen3-8B 回答")
    assert "context_tokens" not in _facts(kb, "RAG with Qwen3-8B, chunks of about 300 tokens, top 5 retrieved")
    assert _facts(kb, "RAG：每个 chunk 512 token，检索 top-5，用 Qwen3-8B 回答，上下文 8k")["context_tokens"] == 8192
    assert _facts(kb, "RAG with Qwen3-8B, 512-token chunks, top 5, 16k context")["context_tokens"] == 16384
    # neighbours: an encoder's own job over chunks reads their length as its context (the table's review row);
    said = "One-off batch job: run a 568M-parameter encoder over 20 million chunks of 300 tokens, over a weekend"
    assert _facts(kb, said)["context_tokens"] == 300
    # a conversation's or a document's length is not a chunk's
    assert _facts(kb, "用 Qwen3-8B 做客服，每段对话大概 3000 token")["context_tokens"] == 3000
    assert _facts(kb, "Qwen3-8B，上下文 32k")["context_tokens"] == 32768


def test_technicians_who_use_it_are_a_head_count(kb):
    """C5: "大概 60 個技師會用": a head count asked about (as "60 个员工会用"), never a concurrency of 60."""
    for said in ("大概 60 個技師會用", "厂里 30 个技术员要用"):
        parsed = _read(kb, said)
        assert "concurrency" not in parsed.facts and "concurrency" in unresolved_kinds(parsed)
    # neighbour: said at once, it is the concurrency
    assert _facts(kb, "60 个技师同时在线")["concurrency"] == 60
