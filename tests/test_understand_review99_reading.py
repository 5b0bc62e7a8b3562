"""Review 99's reading findings, each as a family of phrasings (zh and en), with the ones that must not fire:

- c04 #1: "reranking the top 50 passages (about 400 tokens each)" — the passages' length, not the query's input;
- c05 #1: "每日大約 8,000 張" beside a VLM reading receipts — requests a day, never images to generate;
- c09 #1, c04 #2: "平台限阿里云或火山引擎", "we'd prefer Scaleway or Hetzner" — every seller of the list, those on file
  and those without prices (said, never dropped);
- c09 #2: "每天晚高峰 6 小时 … 只在高峰时段按量租" — 6 hours a day.
"""

from __future__ import annotations

import pytest

from advisor_tui.understand import parse

RERANK = "部署 bge-reranker-v2-m3 做重排，高峰每秒 20 个查询，"


def facts(kb, text: str) -> dict:
    return dict(parse(text, kb, strict=True).facts)


# ---------------------------------------------------------------------------------------- c04 #1: a passage's length
@pytest.mark.parametrize("text, tokens", [
    ("Berlin startup, RAG stack: bge-m3 for embeddings plus bge-reranker-v2-m3 reranking the top 50 passages (about "
     "400 tokens each) per query. Peak 30 queries per second.", 400),
    ("host bge-reranker-v2-m3, 200 queries a second, rerank top 100 chunks of ~512 tokens", 512),
    ("bge-reranker-v2-m3 scoring 400-token passages, 25 queries/s, 40 candidates per query", 400),
    ("serve bge-reranker-v2-m3 at 50 queries/s; each passage is about 300 tokens, top 20 candidates", 300),
    ("部署 bge-m3 和 bge-reranker-v2-m3，高峰每秒 40 次查询，每次重排 50 段，每段 400 token", 400),
    (RERANK + "重排前 30 条，每个候选文档大约 350 token", 350),
    (RERANK + "候选段落平均 256 token", 256),
])
def test_a_passage_length_beside_a_reranker_is_the_passages(kb, text, tokens):
    got = facts(kb, text)
    assert got.get("passage_tokens") == tokens
    assert got.get("input_tokens") != tokens


def test_the_query_beside_the_passages_stays_the_input(kb):
    got = facts(kb, "host bge-reranker-v2-m3, 200 queries a second, rerank top 100 chunks of ~512 tokens, queries are "
                    "about 30 tokens")
    assert (got.get("passage_tokens"), got.get("input_tokens"), got.get("rerank_candidates")) == (512, 30, 100)


def test_characters_are_the_upper_end_and_doubtful(kb):
    u = parse(RERANK + "重排前 30 条，每个候选文档 300 字左右", kb, strict=True)
    assert u.facts.get("passage_tokens") == 300 and "passage_tokens" in u.doubtful
    assert any("counts characters" in n.en and "字数" in n.zh for n in u.notes)


@pytest.mark.parametrize("text, fact, tokens", [
    # an embedder alone: each passage embedded is its input (heldout77 #27)
    ("部署 bge-m3，尖峰大約每秒 60 次 embedding 請求，每段約 400 token", "input_tokens", 400),
    ("host bge-m3 for search, 60 embedding requests a second, each passage about 400 tokens", "input_tokens", 400),
])
def test_no_passage_length_without_a_reranker(kb, text, fact, tokens):
    got = facts(kb, text)
    assert "passage_tokens" not in got and got.get(fact) == tokens


@pytest.mark.parametrize("text, candidates, passage", [
    # a length said for the whole call (heldout76 #18) is shared by its candidates (heldout85 #23): the query's own
    # length is --input-tokens, so the call read as it sized every pair at the call's length
    ("serve bge-reranker-v2-m3, 40 rerank requests a second; each request carries roughly 2,000 tokens (the query "
     "plus 20 candidate passages)", 20, 100),
    ("Peak is ~3,000 rerank calls a minute with bge-reranker-v2-m3, each with the query plus 10 passages, about 1,200 "
     "tokens.", 10, 120),
])
def test_a_whole_calls_length_is_shared_by_its_passages(kb, text, candidates, passage):
    got = facts(kb, text)
    assert (got["rerank_candidates"], got["passage_tokens"]) == (candidates, passage) and "input_tokens" not in got


def test_a_chat_model_over_chunks_has_no_passage_length(kb):
    got = facts(kb, "serve qwen3 8b for RAG: each prompt has 5 chunks of 500 tokens, 10 requests a second")
    assert "passage_tokens" not in got


# ------------------------------------------------------------------------------------- c05 #1: pictures a VLM reads
@pytest.mark.parametrize("text, n", [
    ("我哋係香港一間會計師樓，想用 Qwen2.5-VL-7B 讀發票同收據（OCR 抽欄位），每日大約 8,000 張，淨係辦公時間 9 點"
     "到 6 點處理，每張圖大概 1,500 tokens 輸入、輸出 300 tokens", 8000),
    ("用 Qwen2.5-VL-7B 识别发票，每天大约 8000 张，每张图输入 1500 token，输出 300 token", 8000),
    ("Qwen2.5-VL-7B 做票据识别，8000 张/天，每张输入 1500 token", 8000),
    ("用 Qwen2.5-VL-7B 审核商品图，日均 1.2 万张图片", 12000),
    ("We process roughly 8,000 scanned receipts daily with Qwen2.5-VL-7B, about 1,500 tokens in and 300 out", 8000),
    ("Qwen2.5-VL-7B extracts fields from 8k invoices per day", 8000),
    ("Qwen2.5-VL-7B to read receipts: around 6,000 photos a day, one request each, ~1,300 tokens in and ~250 out",
     6000),
])
def test_pictures_a_vlm_reads_a_day_are_requests(kb, text, n):
    got = facts(kb, text)
    assert got.get("requests_per_day") == n and "images" not in got and got.get("task") in (None, "inference")


def test_the_cantonese_office_day_keeps_its_hours(kb):
    got = facts(kb, "想用 Qwen2.5-VL-7B 讀發票同收據，每日大約 8,000 張，淨係辦公時間 9 點到 6 點處理，"
                    "每張圖大概 1,500 tokens 輸入、輸出 300 tokens")
    assert (got.get("requests_per_day"), got.get("hours_per_day"), got.get("days")) == (8000, 9.0, 22.0)
    assert (got.get("input_tokens"), got.get("output_tokens")) == (1500, 300)


@pytest.mark.parametrize("text", [
    "用 SDXL 每天生成 8000 张",
    "Generate 8,000 product photos a day with SDXL",
    "用 flux 每天出图 3000 张商品图",
])
def test_pictures_to_make_stay_images(kb, text):
    got = facts(kb, text)
    assert got.get("images") and "requests_per_day" not in got


def test_cards_a_day_are_no_pictures(kb):
    assert "requests_per_day" not in facts(kb, "Qwen2.5-VL-7B 看图，每天 8 张卡够不够")


# -------------------------------------------------------------------------- c09 #1, c04 #2: sellers allowed, preferred
@pytest.mark.parametrize("text, sellers, missing", [
    ("LoRA qwen3 8b, 平台限阿里云或火山引擎", "aliyun,volcengine", "Volcano Engine"),
    ("推理 qwen3 8b，只用阿里云或者腾讯云", "aliyun,tencent-cloud", "Tencent Cloud"),
    ("部署 qwen3 8b，只能用火山引擎", "volcengine", "Volcano Engine"),
    ("serve qwen3 8b; we'd prefer Scaleway or Hetzner", "scaleway,hetzner", "Scaleway, Hetzner"),
    ("serve qwen3 8b, GDPR applies, ideally on Hetzner", "hetzner", "Hetzner"),
    ("serve qwen3 8b, we have credits on RunPod, and we'd prefer Hetzner", "runpod,hetzner", "Hetzner"),
    ("部署 qwen3 8b，最好用腾讯云", "tencent-cloud", "Tencent Cloud"),
])
def test_a_seller_list_keeps_the_sellers_not_on_file(kb, text, sellers, missing):
    u = parse(text, kb, strict=True)
    assert u.facts.get("providers") == sellers
    assert any(f"{missing}: no prices on file" in n.en and "没有收录报价" in n.zh for n in u.notes)


@pytest.mark.parametrize("text, sellers", [
    ("serve qwen3 8b; platform must be AWS or Azure", "aws,azure"),
    ("serve qwen3 8b, only RunPod or Lambda", "runpod,lambda"),
    ("部署 qwen3 8b，平台只限 AutoDL", "autodl"),
])
def test_a_seller_list_on_file(kb, text, sellers):
    assert facts(kb, text).get("providers") == sellers


def test_a_preference_and_a_restriction_are_told_apart(kb):
    pref = parse("serve qwen3 8b; we'd prefer Scaleway or Hetzner", kb, strict=True)
    only = parse("部署 qwen3 8b，只能用火山引擎", kb, strict=True)
    assert any("a preference" in n.en for n in pref.notes)
    assert any("the sellers allowed" in n.en and "限定的平台" in n.zh for n in only.notes)


@pytest.mark.parametrize("text, seller", [
    ("serve qwen3 8b; we'd prefer RunPod", "RunPod"),
    ("继续预训练 Qwen2.5 7B，训练必须在国内，最好阿里云或者火山", "Alibaba Cloud"),  # heldout34's reading
    ("serve qwen3 8b, preferably on AWS or Hetzner", "Amazon Web Services"),
])
def test_a_preference_with_a_seller_on_file_ranks_every_seller_and_says_so(kb, text, seller):
    u = parse(text, kb, strict=True)
    assert "providers" not in u.facts
    assert any("not a restriction" in n.en and seller in n.en and "不是限定" in n.zh for n in u.notes)


@pytest.mark.parametrize("text", [
    "阿里云还是火山引擎？部署 qwen3 8b",
    "serve qwen3 8b, Hetzner is cheaper than AWS",
    "serve qwen3 8b, we'd prefer not to use Hetzner",
    "部署 qwen3 8b，火山引擎太贵了",
])
def test_a_seller_mentioned_otherwise_is_no_list(kb, text):
    assert "providers" not in facts(kb, text)


def test_a_seller_refused_is_a_refusal_not_a_list(kb):
    # (review 116: a refused seller is set aside — "--provider no-volcengine" — since session 52)
    assert facts(kb, "serve qwen3 8b, 不用火山引擎")["providers"] == "no-volcengine"


# ------------------------------------------------------------------------------ c09 #2: a daily peak rented only then
@pytest.mark.parametrize("text, hours", [
    ("电商客服机器人，模型 Qwen3-8B，每天晚高峰 6 小时，峰值每秒 80 个请求，只在高峰时段按量租", 6.0),
    ("Qwen3-8B 客服，高峰每天 3 个小时，每秒 30 个请求，只租那几个小时", 3.0),
    ("chatbot on Qwen3-8B, 50 requests a second, we rent only during the 4-hour evening peak", 4.0),
    ("Qwen3-8B, the 3-hour lunch peak hits 20 requests a second; we only need the GPUs during the peak", 3.0),
])
def test_a_peak_rented_alone_is_the_hours_a_day(kb, text, hours):
    assert facts(kb, text).get("hours_per_day") == hours


@pytest.mark.parametrize("text", [
    "Qwen3-8B 客服，每天晚高峰 6 小时，峰值每秒 80 个请求",
    "Qwen3-8B chatbot, evening peak lasts 4 hours at 50 requests a second",
])
def test_a_peak_with_nothing_said_of_the_rest_of_the_day_is_no_hours(kb, text):
    assert "hours_per_day" not in facts(kb, text)


def test_the_review_c09_text_reads_every_fact(kb):
    got = facts(kb, "电商客服机器人，模型 Qwen3-8B，不要思考模式。明年 618 大促期间要扩容：大促 10 天，"
                    "每天晚高峰 6 小时，峰值每秒 80 个请求，平均输入 1200 token、输出 200 token，"
                    "首字要在 1 秒内。只在高峰时段按量租，平台限阿里云或火山引擎，这 10 天总预算 20 万元")
    assert (got["hours_per_day"], got["days"], got["rps"], got["providers"]) == (6.0, 10.0, 80.0, "aliyun,volcengine")
