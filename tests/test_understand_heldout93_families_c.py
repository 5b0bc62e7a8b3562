"""heldout93's families (its chat messages, C1–C20): readings a real user's other phrasings share with the batch's
rows, each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on, unresolved_kinds

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def test_a_currency_first_met_here_read_at_the_persons_rate(kb):
    assert budget_of(_facts(kb, "SSP 6,400,000 total; we use 3,200 South Sudanese pounds to the dollar.")) == (
        2000, "USD", "total")
    assert budget_of(_facts(kb, "SOS 5,710,000 all in, at 571 shillings to the dollar.")) == (10000, "USD", "total")
    assert budget_of(_facts(kb, "AFN 63,000 total; we convert at 70 afghani to the dollar.")) == (900, "USD", "total")
    assert budget_of(_facts(kb, "63,000 AFN total, 70 AFN to the dollar.")) == (900, "USD", "total")
    said = "Budget 4,500 balboas a month — the balboa is pegged one to one to the US dollar."
    assert budget_of(_facts(kb, said)) == (4500, "USD", "month")
    assert budget_of(_facts(kb, "BYN 96,000 total; finance uses 3.2 roubles to the dollar.")) == (30000, "USD", "total")
    # neighbours: with no rate said each is asked about, never read as dollars; Russia's roubles stay Russia's; a call
    # for help is no money; a people's name is no currency
    for said in ("SOS 5,710,000 all in.", "AFN 63,000 total.", "Budget 4,500 balboas a month."):
        p = _read(kb, said)
        assert "budget" not in p.facts and "budget" in unresolved_kinds(p)
    assert budget_of(_facts(kb, "RUB 500,000 total; we use 90 roubles to the dollar.")) == (5555.56, "USD", "total")
    p = _read(kb, "We got an SOS 3 times from the cluster. Budget $500 total.")
    assert budget_of(p.facts) == (500, "USD", "total") and not unresolved_kinds(p)
    assert budget_of(_facts(kb, "We help Afghani refugees with a chatbot, budget $800 total.")) == (800, "USD", "total")


def test_tens_of_wan_and_thousands_said_apart(kb):
    said = "本所擬購置伺服器一台。預算澳門幣 64 萬 8 千元，按 8.1 澳門元兌 1 美元計算。"
    assert budget_of(_facts(kb, said)) == (80000, "USD", "total")
    assert budget_of(_facts(kb, "预算 12万5千元")) == (125000, "CNY", "month")
    assert _facts(kb, "一共 12 万 5 千条数据，每条 500 token")["samples"] == 125000
    # neighbours: one digit before 万 reads as before; 万 alone keeps its own
    assert budget_of(_facts(kb, "预算 3 万 5 千元")) == (35000, "CNY", "month")
    assert budget_of(_facts(kb, "预算 64 万元")) == (640000, "CNY", "month")


def test_a_server_bought_in_taiwan_and_hong_kong_words(kb):
    assert _facts(kb, "本所擬購置伺服器一台置於所內機房")["procure"] == "buy"
    assert _facts(kb, "我們打算採購兩台 GPU 伺服器放公司")["procure"] == "buy"
    # neighbour: a server rented
    assert _facts(kb, "我們想租一台伺服器")["procure"] == "rent"


def test_somalia_afghanistan_and_sudan_are_abroad(kb):
    assert _facts(kb, "Port Sudan. We're a shipping agency. We rent.")["region"] == "intl"
    assert _facts(kb, "Kabul — we rent, fastest wins.")["region"] == "intl"
    assert _facts(kb, "Mogadishu, Somalia. We rent.")["region"] == "intl"
    assert _facts(kb, "我们在喀布尔，想租卡")["region"] == "intl"
    # neighbours: a currency or a language named after the country is no place; 苏丹红 is a dye
    assert "region" not in _facts(kb, "Budget is about 3 million Sudanese pounds.")
    assert "region" not in _facts(kb, "Our annotators speak Somali and Dari. We rent.")
    assert _facts(kb, "菜里不能有苏丹红。租国内的卡。")["region"] == "cn"


def test_a_business_said_after_its_town_and_a_dash(kb):
    for said in ("Kingston, Jamaica — small ad agency. We need SDXL pictures.",
                 "Koror, Palau — visitors authority. We want a public Q&A.",
                 "Tarawa, Kiribati — fisheries observer programme. We want to train YOLO11m.",
                 "Kabul — small architecture office. We need a render.",
                 "Mogadishu, Somalia — data team at a telecom. We want to pretrain."):
        assert _facts(kb, said)["buyer"] == "company", said
    # neighbours: a person there, a one-person studio, a course of study, a dash in a sentence
    assert _facts(kb, "Kabul — architecture student. I need a render.")["buyer"] == "individual"
    assert _facts(kb, "Lagos — freelance designer. I need SDXL pictures.")["buyer"] == "individual"
    assert "buyer" not in _facts(kb, "Berlin — one-person studio. I need SDXL pictures.")
    assert "buyer" not in _facts(kb, "Leeds — master's programme. I need to fine-tune a model.")
    assert "buyer" not in _facts(kb, "Update — small change: we need 40 images not 30.")


def test_an_enterprise_or_a_station_opening_the_message(kb):
    assert _facts(kb, "安溪一家做铁观音的茶企，想在小程序里加个问答。")["buyer"] == "company"
    assert _facts(kb, "宜宾一家酒企，想做个客服问答。")["buyer"] == "company"
    assert _facts(kb, "延边一家朝鲜语广播电台的资料室，想把老节目录音转成文字。")["buyer"] == "company"
    assert _facts(kb, "我们电台想把节目转成文字。")["buyer"] == "company"
    # neighbours: a place the person works at, a client, a station listened to, a person's own
    assert "buyer" not in _facts(kb, "我在一家茶企上班，自己想学着跑个模型。")
    assert _facts(kb, "帮一家茶企做个问答小程序，我是外包的个人开发者。")["buyer"] == "individual"
    assert "buyer" not in _facts(kb, "听电台的时候想到的，想用 whisper 转写播客。")
    assert "buyer" not in _facts(kb, "我一个人开的小茶企，想出点图。")


def test_fine_tune_with_its_tune_mistyped(kb):
    assert _facts(kb, "We want a full fine-tnue of Qwen3 1.7B on 60k pairs, 3 epochs.")["task"] == "full-finetune"
    assert _facts(kb, "Full fine tnuing of qwen2.5 7b on 20k samples.")["task"] == "full-finetune"
    assert _facts(kb, "We want to fine-tuen Llama 3.1 8B with LoRA, rank 16, 10k samples.")["task"] == "lora"
    # neighbour: Tuen Mun is a place, no tuning
    assert _facts(kb, "We're in Tuen Mun and want to run Qwen2.5 7B for a chatbot.")["task"] == "inference"


def test_a_window_said_first_and_its_reason_after_because(kb):
    said = "Llama 3.3 70B in FP8, 128k context because some filings run to ~90k tokens."
    assert _facts(kb, said)["context_tokens"] == 131072
    said = "Llama 3.3 70B, 128k context, since our longest manual is ~90k tokens."
    assert _facts(kb, said)["context_tokens"] == 131072
    assert _facts(kb, "Qwen2.5 32B，上下文开 128k，因为最长的合同有 9 万 token。")["context_tokens"] == 131072
    # neighbours: a window smaller than the reason, or the reason in another sentence, stays for the person to settle
    p = _read(kb, "Llama 3.3 70B in FP8, 32k context because some filings run to ~90k tokens.")
    assert "context_tokens" not in p.facts and "context_tokens" in {c.fact for c in p.conflicts}
    assert "context_tokens" not in _facts(kb, "Llama 3.3 70B, 128k context. Some filings run to ~90k tokens.")


def test_only_trade_partners_the_firm_registered(kb):
    assert _facts(kb, "只有在我们系统里登记过的经销商能用，三百多家。")["public_service"] is False
    assert _facts(kb, "只有我们的经销商才能用。")["public_service"] is False
    assert _facts(kb, "Only dealers registered in our system can use it.")["public_service"] is False
    assert _facts(kb, "Only our authorised dealers can use it.")["public_service"] is False
    # neighbours: users who sign up are still the public (heldout84); anyone asking is public
    assert _facts(kb, "只有注册过的会员能用。")["public_service"] is True
    assert "public_service" not in _facts(kb, "只有在我们平台注册过的用户才能用。")
    assert _facts(kb, "我们想给经销商做个问答，谁都能问。")["public_service"] is True


def test_a_night_run_finishing_by_a_bare_hour(kb):
    assert _facts(kb, "每天晚上 10 点开始跑，12 点前跑完。")["hours_per_day"] == 2
    assert _facts(kb, "晚上 10 点开始，12 点前出完。")["hours_per_day"] == 2
    assert _facts(kb, "晚上 8 点开始，11 点前出完。")["hours_per_day"] == 3
    # neighbours: a finish with its part of the day, a start after midnight
    assert _facts(kb, "每天晚上 10 点开跑，早上 6 点前必须跑完。")["hours_per_day"] == 8
    assert _facts(kb, "每天 1 点开跑，7 点前跑完。")["hours_per_day"] == 6


def test_the_worst_hour_then_so_many_in_that_hour(kb):
    said = ("About 1,500 questons on a normal day; the hour after the morning flights land is the worst, up to 2,700 "
            "in that hour, size for that.")
    assert _facts(kb, said)["rps"] == 0.75
    assert _facts(kb, "About 1,500 questions a day; Monday 9 to 10 is the busiest, about 1,800 in that hour.")[
        "rps"] == 0.5
    # neighbour: an hour with no busy word is no peak
    assert "rps" not in _facts(kb, "About 1,500 questions a day. The job starts at 9 and we do about 40 in that hour.")


def test_the_tokens_left_after_cleaning_with_no_left_word(kb):
    said = ("We want to continue pretraining Qwen2.5 1.5B on Somali: the raw crawl was ~7B tokens, about 4B after "
            "dedup and filtering. One epoch.")
    f = _facts(kb, said)
    assert (f["model"], f["train_tokens"]) == ("qwen2.5-1.5b", 4_000_000_000)
    assert _facts(kb, "Continue pretraining on 12B tokens, 7B left after filtering.")["train_tokens"] == 7_000_000_000
    # neighbour: a model's size said after the cleaning is no remainder
    said = "Continue pretraining on 12B tokens, then a 4B model after filtering? no, we use Qwen2.5 7B."
    assert _facts(kb, said)["train_tokens"] == 12_000_000_000


def test_sets_and_cantonese_drops_and_additions(kb):
    said = ("想用 flux.1 schnell 批量出：一共 40 组灯，每组 4 张；其中 6 组是去年的老设计，已经有图了，不用再出；"
            "另外招商手册的封面还要 3 张。")
    assert _facts(kb, said)["images"] == 139
    said = ("想用 Wan2.1 14B 整一批宣傳短片：12 個活動，每個 2 條，每條 5 秒，720P；其中 3 個活動冬天唔開，唔使整；"
            "另外仲要 4 條做 IG 嘅開場。")
    assert _facts(kb, said)["videos"] == 22
    assert _facts(kb, "用 SDXL 出圖：30 款，每款 2 張；另外仲要 5 張封面。")["images"] == 65
    # neighbours: more cards are no pictures; a set given more keeps its count; groups of an experiment are no lot
    assert _facts(kb, "用 SDXL 出图：30 款，每款 2 张；我们还要 5 张卡才够。")["images"] == 60
    assert _facts(kb, "想用 flux 出图：一共 40 组，每组 4 张；其中 6 组要多出一张。")["images"] == 160
    assert "images" not in _facts(kb, "我们分 3 组做实验，每组 4 张卡。")
