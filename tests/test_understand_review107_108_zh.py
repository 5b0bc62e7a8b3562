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

