"""The fortieth session's families: heldout73's last five rows (#15, #22, #24, #28, #29) and four wrong facts noticed
beside it, each with neighbours that should and should not read (the rows' own words are not repeated here)."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 5))  # (kb: the session's, tests/conftest.py)


# ---------------------------------------------------------------- #15: a tender's papers
def test_not_buying_the_hardware_after_the_buyers_name(kb):
    assert _facts(kb, "服务方式：算力租赁，采购方不采购服务器")["procure"] == "rent"
    assert _facts(kb, "采购人不买设备，只买算力服务，qwen3 8b 推理")["procure"] == "rent"
    # neighbours: the buyer buying is a purchase
    assert _facts(kb, "采购人采购服务器一台，qwen3 8b 推理")["procure"] == "buy"
    assert _facts(kb, "采购一台 8 卡服务器跑 qwen3 32b")["procure"] == "buy"


def test_a_tenders_submission_date_is_no_deadline(kb):
    assert _facts(kb, "投标文件提交截止：12 月 14 日。qwen3 8b lora，1 月 31 日前完成训练")["deadline"] == 57 * 24
    assert _facts(kb, "qwen3 8b lora。响应文件 12 月 10 日前递交，训练 12 月 31 日前完成")["deadline"] == 26 * 24
    assert "deadline" not in _facts(kb, "qwen3 8b lora，开标时间 12 月 20 日")
    assert _facts(kb, "Tenders close Dec 14. LoRA on qwen3 8b, done by Jan 31")["deadline"] == 57 * 24
    # neighbour: the work's own date stays
    assert _facts(kb, "qwen3 8b lora，12 月 14 日前完成训练")["deadline"] == 9 * 24


# ---------------------------------------------------------------- #22: a Bluesky post
def test_moving_clips_are_video(kb):
    assert _facts(kb, "need 60 moving clips, 4 seconds each, wan 2.1")["task"] == "video"
    assert _facts(kb, "need 40 animated backgrounds for a music video loop")["task"] == "video"
    assert _facts(kb, "要 50 段会动的背景，每段 4 秒")["task"] == "video"
    assert _facts(kb, "做一些动态背景素材，每段 5 秒")["task"] == "video"
    # neighbour: a moving company is no clip
    assert _facts(kb, "a moving company needs a support chatbot on qwen3 8b")["task"] == "inference"


def test_a_host_asked_for_is_a_seller_not_serving(kb):
    assert _facts(kb, "wan 2.1 1.3b clips. which host is cheapest?")["task"] == "video"
    assert _facts(kb, "sdxl images, any host you'd suggest?")["task"] == "image"
    # neighbours: hosting a model is serving it
    assert _facts(kb, "we want to host llama 3 8b for the team")["task"] == "inference"
    assert _facts(kb, "host it on our own box, qwen3 8b")["task"] == "inference"


def test_a_rate_called_with_its_sign(kb):
    assert _facts(kb, "sdxl, £200 total, call it $1.25 to the pound")["budget"].amount == 250
    assert _facts(kb, "sdxl, €400 total, call it 1.08 to the euro")["budget"].amount == 432
    assert _facts(kb, "sdxl, £200 total, assume $1.25 per pound")["budget"].amount == 250
    assert round(_facts(kb, "sdxl, 30,000 yen total, make it 150 to the dollar")["budget"].amount) == 200


def test_a_seller_wanted_that_is_not_a_marketplace(kb):
    assert _facts(kb, "rent for qwen3 8b lora — any provider that is not a peer-to-peer marketplace")["no_marketplace"]
    assert _facts(kb, "qwen3 8b lora, a cloud that's not one of those p2p marketplaces")["no_marketplace"]
    assert _facts(kb, "qwen3 8b lora, no shady p2p hosts please")["no_marketplace"]
    # neighbours: asking about one, or naming one, refuses nothing
    assert "no_marketplace" not in _facts(kb, "qwen3 8b lora. Isn't vast.ai cheaper?")
    assert "no_marketplace" not in _facts(kb, "qwen3 8b lora — is vast a p2p marketplace?")
