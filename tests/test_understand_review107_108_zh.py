"""Reviews 107 and 108's Chinese findings: a stated constraint the reader dropped or flipped, taught as the family
real users say it in, each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)

_HK_CHATBOT = ("我哋係香港一間物流公司，想自己host一個客服chatbot，用Qwen3-14B，粵語同英文都要答。"
               "繁忙時段大約30個人同時傾，每個對話context大概8k，回覆要快啲，首個字最好1秒內出。資料唔可以出香港，唔想用大陸雲。每月預算大約兩萬港幣左右。")


def test_the_first_character_within_seconds_is_the_first_token_limit(kb):
    assert _facts(kb, _HK_CHATBOT)["max_ttft_s"] == 1.0  # review 108 C1
    assert _facts(kb, "回覆要快啲，頭一個字 2 秒內出嚟。")["max_ttft_s"] == 2.0
    assert _facts(kb, "首个字 800 毫秒内返回就行")["max_ttft_s"] == 0.8
    assert _facts(kb, "最好 1 秒內出首個字")["max_ttft_s"] == 1.0
    assert _facts(kb, "用户 2 秒内要看到首个字")["max_ttft_s"] == 2.0
    # neighbours: a subtitle's first line, the whole reply's time
    assert "max_ttft_s" not in _facts(kb, "首个字幕文件 2 秒内生成")
    assert "max_ttft_s" not in _facts(kb, "整段回覆 5 秒內出")


def test_cantonese_no_thinking_mode(kb):
    for said in ("用 Qwen3-14B，唔使思考模式", "Qwen3-14B 閂咗思考模式", "思考模式閂咗", "思考模式唔使開",
                 "唔好開思考模式"):
        assert _facts(kb, said).get("no_thinking") is True, said
    # neighbours: thinking too long, thinking over a decision
    assert "no_thinking" not in _facts(kb, "用 Qwen3-14B，唔使思考太耐")
    assert "no_thinking" not in _facts(kb, "唔使諗太多，租就得")


_TAICHUNG_WORKS = ("我們是台中一家工具機廠，想在辦公室放一台工作站，同時跑 Whisper large-v3 把客服電話錄音轉成文字，"
                   "再用 Qwen3-14B 做摘要和工單分類，大概 10 個人同時用，上下文 8k 就夠。機器要放在辦公室，插一般插座，"
                   "整台功耗不要超過 1500W。預算大概新台幣 40 萬，要買不要租，資料不能上雲。")


def test_one_way_taken_and_the_other_refused_beside_it(kb):
    u = _read(kb, _TAICHUNG_WORKS)  # review 107 C3: read no procure, answered with rentals
    assert u.facts["procure"] == "buy" and u.implied().get("no_rental") is True
    for said in ("要买不要租", "要買，不要租", "宁愿买也不租", "寧可買也不要租", "是买不是租", "买而不是租"):
        assert _facts(kb, said).get("procure") == "buy", said
    for said in ("要租不要买", "宁可租也不买"):
        assert _facts(kb, said).get("procure") == "rent", said
    # neighbours: asked, or neither way settled
    for said in ("要买不要租吗？", "要不要租？", "租不租都行", "买不到卡，租吧还是等等"):
        assert "procure" not in _facts(kb, said), said


def test_models_said_to_run_at_the_same_time_in_traditional_characters(kb):
    from advisor_tui.two_models import one_at_a_time, one_box

    boxed = one_box(_read(kb, _TAICHUNG_WORKS), kb)  # review 107 C3: "沒有說 … 同時運行"
    assert boxed is not None and set(boxed.facts["models"].split(",")) == {"whisper-large-v3", "qwen3-14b"}
    assert one_box(_read(kb, "一台機器同時跑 Whisper large-v3 同 Qwen3-14B"), kb) is not None
    # neighbours: one after the other, even with people using it at once
    for said in ("先跑 Whisper large-v3 轉文字，跑完再跑 Qwen3-14B 做摘要，大概 10 個人同時用",
                 "Whisper large-v3 转写完之后再用 Qwen3-14B 总结",
                 "Whisper large-v3 transcribes, then Qwen3-14B summarises, one after the other"):
        u = _read(kb, said)
        assert one_box(u, kb) is None and one_at_a_time(u, kb) is not None, said


_HARBIN_LORA = ("我在哈尔滨读研，想用Qwen2.5-7B做LoRA微调，数据大概3万条，每条平均800 token，最长2048。"
                "改主意了，不用QLoRA，直接bf16 LoRA。总共就两三百块，5天内出结果。AutoDL上的5090抢不到，只能租4090。")


def test_a_samples_longest_length_beside_its_average_is_the_context_trained_at(kb):
    f = _facts(kb, _HARBIN_LORA)  # review 108 C4: launched at --max_length 800
    assert (f["tokens_per_sample"], f["context_tokens"]) == (800, 2048)
    f = _facts(kb, "LoRA 微调 Qwen2.5-7B，2 万条样本，每条 600 token 左右，最长的一条 4k")
    assert (f["tokens_per_sample"], f["context_tokens"]) == (600, 4096)
    f = _facts(kb, "LoRA on Llama 3.1 8B, 30k samples, avg ~800 tokens each, max 2,048.")
    assert (f["tokens_per_sample"], f["context_tokens"]) == (800, 2048) and "budget" not in f
    # neighbours: a context said wins, a longest no longer than the average, serving, other units, money
    assert _facts(kb, "LoRA 微调，3 万条，每条平均 800 token，上下文 4k，最长 2048")["context_tokens"] == 4096
    assert "context_tokens" not in _facts(kb, "LoRA 微调，3 万条，每条 800 token，最长 500")
    assert "context_tokens" not in _facts(kb, "LoRA 微调，3 万条，每条 800 token，最多 3 个 epoch")
    f = _facts(kb, "LoRA, 800 tokens each, up to 2000 total budget")
    assert "context_tokens" not in f and f["budget"].amount == 2000


def test_the_one_card_to_be_had_restricts_the_cards(kb):
    f = _facts(kb, _HARBIN_LORA)  # review 108 C4: the 5090 was picked all the same
    assert f["procure"] == "rent" and "rtx-4090" in f["only_cards"].split(",")
    assert "rtx-5090" not in f["only_cards"]
    for said in ("只能用 4090", "只租得到 4090", "A100 排不上，只能租到 A800"):
        assert "only_cards" in _facts(kb, said), said
    # neighbours: a count of the card, a question, a condition, two cards, not only
    for said in ("只能租一张 4090", "只能租 4090 吗？", "如果只能租 4090 呢", "只能租，4090 或者 5090 都行",
                 "不是只能用 4090"):
        assert "only_cards" not in _facts(kb, said), said
