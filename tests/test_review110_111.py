"""Blind reviews 110 and 111 (2026-12-07): a crash on a question naming two cards, and an office box whose encoder
refused the whole consultation."""

from __future__ import annotations

import datetime

import pytest

from advisor_tui.cli import main
from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))


@pytest.mark.parametrize("said", [
    # review 111 c04: a rental-fleet question about two cards crashed (TypeError) in the named-card verdicts
    "Hey, I'm the ML lead at a small insurtech in Cape Town, South Africa. We want a FULL fine-tune (not LoRA) of "
    "Qwen2.5-32B on our claims corpus: about 120k samples of ~2k tokens each, 2 epochs. Has to be done within 5 days "
    "of starting. Budget is around R60,000 all-in, rate 1 USD = 18 ZAR. Someone on my team suggests renting 8x RTX "
    "4090 because it's cheap — is that a bad idea for full fine-tuning vs NVLink H100s? No Chinese clouds please.",
    # review 111 c10: the same crash
    "Hi, I'm a freelance dev in Cairo, Egypt. I want to QLoRA fine-tune Qwen2.5-72B on Egyptian Arabic customer "
    "chats: 40k samples, sequences around 4k tokens, no wait, make it 8k because some chats are long. 2 epochs, rank "
    "64. I have about 300 USD total and need it done in 3 days for a client demo. Would two RTX 4090s on Vast work or "
    "do I need an A100/H100?",
])
def test_a_question_naming_several_cards_is_answered_for_each(capsys, monkeypatch, said):
    monkeypatch.setenv("GPU_ADVISOR_TODAY", "2026-12-07")
    assert main(["recommend", "--say", said]) == 0
    out = capsys.readouterr().out
    assert "→ rtx-4090, the card you named" in out and "→ h100-sxm, the card you named" in out


def test_an_office_box_with_chat_speech_and_an_encoder_is_summed(kb, capsys, monkeypatch):
    # review 110 c10: "Qwen3-32B … plus whisper-large-v3 … and bge-m3 for search" refused the whole consultation
    said = ("I want a single office box that runs Qwen3-32B for coding chat plus whisper-large-v3 for meeting notes "
            "and bge-m3 for search, for maybe 5 of us at once, 16k context.")
    from advisor_tui.two_models import one_box

    u = _read(kb, said)  # ("at once": several models sharing a box are summed by one_box, encoders with them)
    u = one_box(u, kb) or u
    assert u.facts["models"] == "qwen3-32b,whisper-large-v3,bge-m3"
    assert not [x for x in u.unresolved if "not covered" in x.note.en]
    alone = _read(kb, "a single office box that runs Qwen3-32B for coding chat plus whisper-large-v3 for meeting "
                      "notes and bge-m3 for search")  # no words for sharing: the reader puts them on the box itself
    assert alone.facts["models"] == "qwen3-32b,whisper-large-v3,bge-m3" and alone.facts["task"] == "inference"
    monkeypatch.setenv("GPU_ADVISOR_TODAY", "2026-12-07")
    assert main(["recommend", "--say", said]) == 0
    assert "Qwen3-32B + Whisper large-v3 + BGE-M3" in capsys.readouterr().out


@pytest.mark.parametrize("said", ["Whisper large-v3 plus bge-m3 for search",  # no chat model: still not covered
                                  "fine-tune Qwen3-8B and Whisper, then bge-m3 for retrieval"])
def test_encoders_without_a_served_chat_model_keep_the_old_answer(kb, said):
    u = _read(kb, said)
    assert "models" not in u.facts


@pytest.mark.parametrize(("said", "count"), [
    # review 111 c01: "重排 top 100 个候选段落" read nothing, the default 50 used and called "not given"
    ("bge-m3 做向量召回，bge-reranker-v2-m3 做重排，每个查询重排 top 100 个候选段落，每段大概 512 token。"
     "高峰大概每秒 30 个查询", 100),
    # review 111 c01b: the count changed later in the same words is the one used
    ("bge-m3 做向量召回，bge-reranker-v2-m3 做重排，每段大概 512 token。高峰大概每秒 30 个查询。"
     "算了，重排候选从 100 个降到 20 个吧。", 20),
    ("bge-m3 plus bge-reranker-v2-m3, reranking the top 100 passages at 30 queries a second, no wait, cut the "
     "candidates from 100 down to 40", 40),
    ("bge-m3 plus bge-reranker-v2-m3, rerank top-k 100 candidates, 30 queries a second", 100),
])
def test_the_passages_reranked_per_query_are_read_with_their_change(kb, said, count):
    assert _facts(kb, said)["rerank_candidates"] == count


def test_a_change_of_something_else_is_no_rerank_count(kb):
    said = "bge-m3 plus bge-reranker-v2-m3, top 50 passages, 30 queries a second; budget from 100 down to 80 dollars"
    assert _facts(kb, said)["rerank_candidates"] == 50


@pytest.mark.parametrize("said", ["财务说必须在能开专票的阿里云上租", "只能在国内的阿里云上租"])
def test_a_seller_named_after_a_phrase_is_where_they_rent(kb, said):
    # review 110 c04b: "必须在能开专票的阿里云上租" was answered at UCloud, Aliyun never read
    assert _facts(kb, said)["providers"] == "aliyun"


@pytest.mark.parametrize("said", ["之前在能开专票的阿里云上租过", "阿里云和 AutoDL 哪个好"])
def test_a_seller_rented_before_or_compared_is_no_place_to_rent(kb, said):
    assert "providers" not in _facts(kb, said)


@pytest.mark.parametrize(("said", "tokens"), [
    # review 110 c06b: "prompts are more like 6k tokens" read as a 6k context, the requests' load then halved
    ("No wait, prompts are more like 6k tokens with the chat history, answers ~300", 6144),
    ("prompts are closer to 4k tokens", 4096),
])
def test_a_prompt_length_said_again_is_the_requests_input(kb, said, tokens):
    f = _facts(kb, said)
    assert f["input_tokens"] == tokens and "context_tokens" not in f


def test_a_context_said_so_stays_a_context(kb):
    assert _facts(kb, "context is more like 8k tokens")["context_tokens"] == 8192


@pytest.mark.parametrize(("said", "box", "each"), [
    # review 111 c03: two limits in one clause read as a conflict on the GPUs together, the 350 W per GPU dropped
    ("Our electrician says each GPU must stay under 350 W and the whole box under 1000 W.", 600.0, 350.0),
    ("the whole box under 1000 W and each GPU under 300 W", 600.0, 300.0),
    ("整机功耗不超过 800W，每张卡不超过 300W", 400.0, 300.0),
])
def test_a_limit_per_gpu_and_one_on_the_box_are_both_kept(kb, said, box, each):
    f = _facts(kb, said)
    assert (f["power_limit_w"], f["gpu_power_w"]) == (box, each)


def test_a_cantonese_whole_machine_limit_is_read(kb):
    # review 110 c02b: "成部機功耗唔好超過 800W" was a wattage unplaced, and a 600 W card picked for the box
    assert _facts(kb, "成部機功耗唔好超過 800W")["power_limit_w"] == 400.0


def test_taiwans_clip_counter_is_a_count_of_clips_and_the_rent_or_buy_question_is_asked(kb):
    # review 111 c09: "每個月大概要 400 支" read as ¥400 a month; "是租雲端比較划算，還是乾脆買一張卡" a conflict
    f = _facts(kb, "我們是台南的獨立遊戲工作室，想用 Wan2.1 14B 生成宣傳短片，720p、每支 5 秒，每個月大概要 400 支。"
                   "每月預算新台幣 3 萬左右（1 美元約 32 台幣）。"
                   "想問是租雲端比較划算，還是乾脆買一張卡放辦公室？不要中國的雲。")
    assert f["videos"] == 400 and f["budget"].currency == "USD" and f["budget"].amount == 937.5
    assert f["procure"] == "buy"  # a rent-or-buy question: the purchase, with renting beside it


@pytest.mark.parametrize("said", ["是租云比较划算，还是干脆买一张卡？", "租卡划算还是索性买一张"])
def test_rent_or_just_buy_is_a_question(kb, said):
    assert _facts(kb, said)["procure"] == "buy"


def test_a_count_of_pens_is_no_clips(kb):
    assert "videos" not in _facts(kb, "用 wan2.1 做视频广告，推广 3 支笔")


@pytest.mark.parametrize("said", ["B$2,400 total (Bahamian dollars, pegged one to one with the US dollar).",
                                  "2,400 Bahamian dollars total, pegged 1:1 to USD"])
def test_a_currency_said_to_be_at_par_with_the_dollar_is_read_at_one(kb, said):
    # heldout91 #36: a Bahamian budget with its peg said was left unplaced
    b = _facts(kb, said)["budget"]
    assert (b.amount, b.currency, b.unit) == (2400.0, "USD", "total")


def test_brunei_dollars_keep_their_sign_and_a_bare_bahamian_amount_is_asked(kb):
    assert _facts(kb, "B$1,350 max … 1.35 Brunei dollars to the US dollar")["budget"].amount == 1000.0
    assert "budget" not in _facts(kb, "budget 2,400 Bahamian dollars total")  # no rate said: asked, never $2,400


@pytest.mark.parametrize("said", ["批量生成图，1024x1024，大概两万张", "批量生成图，高清的，大概两万张"])
def test_a_picture_count_after_its_size_is_read(kb, said):
    # review 111 c05: "毕设要用 FLUX.1-schnell 批量生成图，1024x1024，大概两万张" sized no job (the count unread)
    assert _facts(kb, said)["images"] == 20000


def test_a_card_count_after_a_size_is_no_pictures(kb):
    assert "images" not in _facts(kb, "生成图，1024x1024，4090 两张")


@pytest.mark.parametrize("said", ["晚上九点半关门", "下午两点以后才用，到关门为止", "朝早八點半開門，收舖之後就熄機",
                                  "closes at 9pm"])
def test_a_time_of_day_under_the_hours_question_is_no_count_of_hours(kb, said):
    # found answering heldout91 (rd12): "晚上九点半关门" read 9 hours a day, "下午两点以后才用" 2 hours
    assert "hours_per_day" not in _facts(kb, said, question="hours")


@pytest.mark.parametrize(("said", "hours"), [("9", 9.0), ("大概 8 个小时", 8.0), ("早上 9 点到晚上 9 点", 12.0)])
def test_a_count_of_hours_or_a_span_of_the_day_is_still_read(kb, said, hours):
    assert _facts(kb, said, question="hours")["hours_per_day"] == hours
