"""heldout82's families (rows #1–#13): readings a real user's other phrasings share with the batch's rows, each with
neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


def _budget(f) -> tuple:
    b = f["budget"]
    return b.amount, b.currency, b.unit


def test_a_budget_said_as_the_whole_of_its_months(kb):
    f = _facts(kb, "两个月总共八千，学校经费出。", question="budget", currency="CNY")
    assert _budget(f) == (4000, "CNY", "month") and "days" not in f
    f = _facts(kb, "三個月合計一萬五。", question="budget", currency="CNY")
    assert _budget(f) == (5000, "CNY", "month") and "days" not in f
    assert _budget(_facts(kb, "半年加起来三万六", question="budget", currency="CNY")) == (6000, "CNY", "month")
    assert _budget(_facts(kb, "两个月一共也就八千块", question="budget", currency="CNY")) == (4000, "CNY", "month")
    f = _facts(kb, "We can spend $12,000 over three months in total.", question="budget")
    assert _budget(f) == (4000, "USD", "month")
    assert _budget(_facts(kb, "$9,000 in total for three months", question="budget")) == (3000, "USD", "month")
    # neighbours: a rental's months keep their days and the total; months of work are no money's
    f = _facts(kb, "租三个月，一共一万二。", currency="CNY")
    assert _budget(f) == (12000, "CNY", "total") and f["days"] == 90
    assert "budget" not in _facts(kb, "两个月一共要生成 3000 张图")


def test_a_peak_said_in_number_words_with_no_noun(kb):
    assert _facts(kb, "On a normal day it's quiet; after the keynote it spikes to about two hundred a minute.")[
        "rps"] == round(200 / 60, 6)
    assert _facts(kb, "forty a second at the busiest hour")["rps"] == 40
    assert _facts(kb, "It jumps to around twelve hundred a minute after the newsletter goes out.")["rps"] == 20
    assert _facts(kb, "Maybe sixty a minute.", question="load")["rps"] == 1
    # neighbours: no rise said and no load asked; a count with money's words
    assert "rps" not in _facts(kb, "forty a second on a quiet day.")
    assert "rps" not in _facts(kb, "We have three hundred a minute of budget")


def test_tokens_left_after_cleaning(kb):
    f = _facts(kb, "语料 50 亿 token，过滤以后还剩 30 亿，跑 2 个 epoch。", question="job")
    assert f["train_tokens"] == 3_000_000_000 and "samples" not in f
    assert _facts(kb, "The raw crawl was ~9B tokens; after dedup about 6B are left.", question="job")[
        "train_tokens"] == 6_000_000_000
    assert _facts(kb, "20B tokens, deduped down to ~14B.", question="job")["train_tokens"] == 14_000_000_000
    assert _facts(kb, "We have 12B tokens, 7B left after filtering.", question="job")["train_tokens"] == 7_000_000_000
    assert "params_b" not in _facts(kb, "The raw crawl was ~9B tokens; after dedup about 6B are left.", question="job")
    # neighbour: rows left after cleaning are samples, the tokens stay as said
    f = _facts(kb, "语料 50 亿 token，清洗完剩 3 万条", question="job")
    assert (f["train_tokens"], f["samples"]) == (5_000_000_000, 30000)


def test_a_span_kept_to_school_or_working_days(kb):
    assert _facts(kb, "We need it from 1 February to 28 February. Business days only.")["days"] == 20
    assert _facts(kb, "1 月 4 号到 1 月 29 号，只在上课的日子用。", question="days")["days"] == 20
    assert _facts(kb, "1 月 4 号到 1 月 29 号要用，周末不上课。")["days"] == 20
    assert _facts(kb, "Monday 1 March to Friday 26 March, term days only. Nothing on weekends.", question="days")[
        "days"] == 20
    # neighbour: every day of the span
    assert _facts(kb, "We need it from 1 February to 28 February, every day.")["days"] == 28


def test_a_method_told_as_an_earlier_run(kb):
    f = _facts(kb, "全参微调。之前跑过 LoRA，rank 32，效果一般。", question="method")
    assert f["task"] == "full-finetune" and "lora_rank" not in f
    assert _facts(kb, "QLoRA this time; we did a full fine-tune last year and it cost too much.", question="method")[
        "task"] == "qlora"
    f = _facts(kb, "LoRA, rank 16. The full fine-tune we tried before overfit.", question="method")
    assert (f["task"], f["lora_rank"]) == ("lora", 16)
    # neighbours: two methods asked between, or both wanted, stay a conflict
    assert "task" not in _facts(kb, "LoRA 还是全参？")
    assert "task" not in _facts(kb, "We want LoRA and a full fine-tune, to compare.")


def test_quantisation_refused_after_its_name_and_the_kv_cache_kept(kb):
    f = _facts(kb, "fp16，量化一律不考虑。", question="precision")
    assert (f["precision"], f["no_quantization"]) == ("fp16", True)
    said = "bf16 please, any quantization is out, and don't quantize the KV cache to fp8."
    f = _facts(kb, said, question="precision")
    assert (f["precision"], f["no_quantization"]) == ("bf16", True) and "kv_precision" not in f
    f = _facts(kb, "部署 qwen2.5 32b，量化版就算了，KV 缓存不要量化。")
    assert f["no_quantization"] is True and "precision" not in f
    # neighbours: a KV cache width chosen is read; 向量化 is no quantisation
    f = _facts(kb, "qwen2.5 32b，int4 量化，KV cache 用 fp8")
    assert (f["precision"], f["kv_precision"]) == ("int4", "fp8")
    assert "no_quantization" not in _facts(kb, "向量化都不要")


def test_a_tapes_sides_each_of_its_length(kb):
    assert _facts(kb, "60 盘磁带，每盘两面，每面 45 分钟", question="audio")["audio_hours"] == 90
    assert _facts(kb, "家里有 40 盒老磁带，每盒正反两面，一面 30 分钟。", question="audio")["audio_hours"] == 40
    assert _facts(kb, "80 tapes, 30 minutes a side, both sides.", question="audio")["audio_hours"] == 80
    # neighbours: one length an item; the whole item's length said as well
    assert _facts(kb, "80 tapes, 30 minutes each.", question="audio")["audio_hours"] == 40
    assert _facts(kb, "40 盒磁带，每盒两面，每面 30 分钟，两面一共 60 分钟", question="audio")["audio_hours"] == 40


def test_a_share_of_the_items_given_more_clips(kb):
    assert _facts(kb, "wan2.1 做 20 款新品的展示视频，每款 2 条；其中 5 款再加 2 段。")["videos"] == 50
    said = "We need 12 product clips with wan 2.1, one per product; the 4 hero products also get a second clip."
    assert _facts(kb, said)["videos"] == 16
    said = "Ten mascots, one 5-second idle loop each; two of them get an extra loop."
    assert _facts(kb, said, question="videos")["videos"] == 12
    # neighbour: a share given its clips, not more, changes nothing
    said = "We need 12 product clips with wan 2.1, one per product; the 4 hero products get 2 clips."
    assert _facts(kb, said)["videos"] == 12
