"""Review 118's readings (a blind review on the merged product): what the person said that was read wrong, each as a
family with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)

_C6 = ("Indie dev in Seattle here. I need to generate about 200M tokens of synthetic Q&A data with Qwen3-30B-A3B "
       "(thinking off), prompts around 1k tokens, answers around 500 tokens, so ~400k prompts. One-off job, total "
       "budget $600, want it done in 5 days. I already own one RTX 4090 in a home tower with a 1000W PSU. Is it "
       "cheaper to just run it on my 4090, buy a 5090 to add, or rent? No wait — make that 300M tokens, I want more "
       "variety. Interruptions are fine.")


def test_a_generation_jobs_token_count_corrected_later(kb):
    assert _facts(kb, _C6)["generate_tokens"] == 300_000_000
    assert _facts(kb, "We want to generate 50M tokens of synthetic data. Actually, 80M tokens.")[
        "generate_tokens"] == 80_000_000
    said = "要生成 5000 万 token 的合成数据。模型用 Qwen3-8B。不对，是 8000 万 token。"
    assert _facts(kb, said)["generate_tokens"] == 80_000_000
    # neighbours: a later count with no correction before it is not the job's
    facts = _facts(kb, "Generate 200M tokens of synthetic data with Llama 3.1 8B. Our earlier run made 300M tokens.")
    assert facts["generate_tokens"] == 200_000_000
    assert "generate_tokens" not in _facts(
        kb, "I need to generate 200M tokens of synthetic data. Also, the corpus we train on later is 300M tokens.")
    # a training job corrected is the job reader's, as before
    assert _facts(kb, "Fine-tune on 200M tokens. No wait — make that 300M tokens.")["train_tokens"] == 300_000_000


def test_a_card_i_already_own_is_mine(kb):
    assert "rtx-4090" in _read(kb, _C6).owned_cards()
    assert "rtx-4090" in _read(kb, "I already own one RTX 4090 in a home tower.").owned_cards()
    assert "rtx-3090" in _read(kb, "We already own two RTX 3090s.").owned_cards()
    assert "rtx-4090" in _read(kb, "I own a 4090.").owned_cards()
    assert "rtx-4090" in _read(kb, "My home tower has a 4090.").owned_cards()
    # neighbours: a card to rent beside something owned, a card wished for, are not owned
    assert not _read(kb, "I already own a Mac, want to rent an H100.").owned_cards()
    assert not _read(kb, "I want to buy one RTX 4090 for my home tower.").owned_cards()


def test_a_sample_length_corrected_after_it(kb):
    said = "資料大概兩萬筆，每筆約 1500 token，不對，平均是 3000 token，跑 3 個 epoch。"
    assert _facts(kb, said) == {"samples": 20000, "tokens_per_sample": 3000, "epochs": 3.0}
    assert _facts(kb, "数据两万条，每条大概 1500 token，不对，应该是 2500 token，跑 2 个 epoch。")[
        "tokens_per_sample"] == 2500
    facts = _facts(kb, "20k samples, each about 1500 tokens, no, 3000 tokens on average, 3 epochs.")
    assert facts["tokens_per_sample"] == 3000 and "context_tokens" not in facts
    # neighbours: a context or the longest sample said after the correction is that fact, the length stays
    facts = _facts(kb, "数据两万条，每条大概 1500 token，不对，上下文要 8k，跑 2 个 epoch。")
    assert facts["tokens_per_sample"] == 1500 and facts["context_tokens"] == 8192
    said = "数据两万条，每条大概 1500 token，不对，最长 4000 token，跑 2 个 epoch。"
    assert _facts(kb, said)["tokens_per_sample"] == 1500
    facts = _facts(kb, "數據兩萬筆，每筆約 1500 token，上下文 4096 token，跑 3 個 epoch。")
    assert facts["tokens_per_sample"] == 1500 and facts["context_tokens"] == 4096


def test_the_way_looked_at_first_is_asked_now(kb):
    said = "预算每月 3 万元人民币左右，租云或者买一台服务器都可以，先看租。"
    parsed = _read(kb, said)
    assert parsed.facts["procure"] == "rent"
    assert not any("比较买和租" in n.zh for n in parsed.notes)  # no longer answered as a purchase
    assert _facts(kb, "租云或者买一台服务器都可以，先看买。")["procure"] == "buy"
    assert _facts(kb, "租还是买都行，先按租的算吧。")["procure"] == "rent"
    assert _facts(kb, "租還是買都可以，先看租。")["procure"] == "rent"
    assert _facts(kb, "租或者买都可以，先看看租的价格，再决定买不买。")["procure"] == "rent"
    assert _facts(kb, "打算先租后买。")["procure"] == "rent"
    # neighbours: renting put off, a 先 inside another word, a question, are no renting asked now
    assert _facts(kb, "租的先不考虑，看看买一台多少钱。").get("procure") != "rent"
    assert _facts(kb, "首先租金不能太贵，买也行。").get("procure") != "rent"
    assert _facts(kb, "原先租的 AutoDL，现在想买一台。").get("procure") != "rent"


def _cooler_notes(kb, text):
    return [n for n in _read(kb, text).notes if "散热形式" in n.zh]


def test_a_cooler_style_is_said_back_as_not_checked(kb):
    said = "打算买一台放办公室的机器，整机功耗别超过 1500W，不要服务器那种涡轮噪音；不要涡轮卡。"
    assert _cooler_notes(kb, said)
    assert _read(kb, said).facts["procure"] == "buy"  # no fact guessed from it
    assert _cooler_notes(kb, "想买两张涡轮版的 4090，叠着插。")
    assert _cooler_notes(kb, "No blower cards please, it sits under my desk.")
    assert _cooler_notes(kb, "不要渦輪卡，太吵了。")
    # neighbours: a turbine and a model named Turbo are no cooler
    assert not _cooler_notes(kb, "风电涡轮叶片的缺陷检测，YOLO 训练。")
    assert not _cooler_notes(kb, "We serve gpt-3.5-turbo today and want to self-host.")
    assert not _cooler_notes(kb, "SDXL Turbo 出图，每天 2000 张。")


def test_renting_first_as_one_side_of_the_question_is_still_the_question(kb):
    # (third fresh-clone CI: "犹豫要不要买显卡，还是先租着用" weighs the two — a purchase with rents beside, review 15)
    from advisor_tui.understand import parse

    assert parse("犹豫要不要买显卡，还是先租着用", kb, strict=True).facts.get("procure") == "buy"
