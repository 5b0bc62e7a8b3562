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
    assert _facts(kb, "qwen3 8b lora，成果递交截止：1 月 31 日")["deadline"] == 57 * 24
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


# ---------------------------------------------------------------- #24, #28, #29: Ukrainian, Swedish, Thai
def test_ukrainian_around_english_terms(kb):
    f = _facts(kb, "Ми невелика студія. Орендуємо, не купуємо. Qwen3 8B чатбот. Бюджет — 20 000 гривень на місяць, "
                   "бухгалтерія рахує 40 гривень за долар.")
    assert (f["buyer"], f["procure"], f["budget"].amount, f["budget"].unit) == ("company", "rent", 500, "month")
    f = _facts(kb, "LoRA на Qwen3 8B для нашої команди, дедлайн — 15 січня, жодних китайських хмар")
    assert (f["deadline"], f["no_mainland_sellers"]) == (41 * 24, True)
    assert _facts(kb, "Треба QLoRA на Qwen3 8B, все має бути готово до 20 грудня, або раніше")["deadline"] == 15 * 24
    f = _facts(kb, "Чат-бот на Qwen3 8B, пік — 500 запитів на хвилину, працює цілодобово, без перерв")
    assert (round(f["rps"]), f["hours_per_day"], f["interruptible"]) == (8, 24, False)
    f = _facts(kb, "Дані — 20 000 пар питання–відповідь, в середньому 500 токенів, 2 епохи, LoRA на Qwen3 8B")
    assert (f["samples"], f["tokens_per_sample"], f["epochs"]) == (20000, 500, 2)
    # neighbours: buying chosen over renting; two Ukrainian words alone are not rewritten
    assert _facts(kb, "Ми купуємо, не орендуємо: сервер для Qwen3 32B, бюджет 400 000 гривень")["procure"] == "buy"
    assert "procure" not in _facts(kb, "qwen3 8b inference, на Android")


def test_swedish_around_english_terms(kb):
    f = _facts(kb, "Vi är ett litet företag i Göteborg. Vi vill köra Qwen3 8B, ungefär 30 frågor i minuten. "
                   "Budget 5 000 kronor i månaden, ekonomen räknar med 10 kronor per dollar.")
    assert (f["buyer"], f["rps"], f["budget"].amount, f["budget"].unit) == ("company", 0.5, 500, "month")
    f = _facts(kb, "Det måste vara klart senast den 20 december, LoRA på qwen3 8b, och inga kinesiska moln.")
    assert (f["deadline"], f["no_mainland_sellers"]) == (15 * 24, True)
    f = _facts(kb, "Qwen3 8B chatbot. Servrarna måste stå i EU, och den ska vara uppe dygnet runt, inga avbrott.")
    assert (f["region"], f["hours_per_day"], f["interruptible"]) == ("intl", 24, False)
    f = _facts(kb, "Jag jobbar på Malmö kommun. Qwen3 8B chatbot, toppen är 60 frågor i minuten, en vanlig dag "
                   "runt 8 000. Vi hyr, vi köper ingen hårdvara.")
    assert (f["buyer"], f["rps"], f["requests_per_day"], f["procure"]) == ("company", 1, 8000, "rent")
    # neighbour: renting refused, a server bought
    assert _facts(kb, "Vi hyr inte, vi köper en egen server för Qwen3 32B och det är bra")["procure"] == "buy"


def test_thai_around_english_terms(kb):
    f = _facts(kb, "เราเป็นบริษัทเล็ก ๆ อยากรัน Qwen3 8B งบเดือนละ 30,000 บาท 1 ดอลลาร์ = 30 บาท")
    assert (f["buyer"], f["budget"].amount, f["budget"].unit) == ("company", 1000, "month")
    assert _facts(kb, "LoRA Qwen3 8B ต้องเสร็จภายใน 31 ธ.ค. 2569 ครับ")["deadline"] == 26 * 24  # a Buddhist-era year
    assert _facts(kb, "ทำวิดีโอ 50 คลิป วิดีโอละ 4 วินาที ใช้ Wan 2.1")["clip_seconds"] == 4
    f = _facts(kb, "Qwen3 8B แชทบอท ไม่ใช้คลาวด์จีน ตลอด 24 ชั่วโมง ห้ามหยุด")
    assert (f["no_mainland_sellers"], f["hours_per_day"], f["interruptible"]) == (True, 24, False)
    f = _facts(kb, "Wan 2.1 งบรวม 7 หมื่นบาท บัญชีคิด 35 บาทต่อดอลลาร์ เซิร์ฟเวอร์ที่ญี่ปุ่น")
    assert (f["budget"].amount, f["budget"].unit, f["region"]) == (2000, "total", "intl")
    assert _facts(kb, "Qwen3 8B ผู้ใช้ 120 คำถามต่อนาที")["rps"] == 2
    # neighbours: renting refused is a purchase; the Thai language is no place
    assert _facts(kb, "Qwen3 32B ไม่เช่า ซื้อเครื่องเอง")["procure"] == "buy"
    assert "region" not in _facts(kb, "ภาษาไทย Qwen3 8B แชทบอท")


# ---------------------------------------------------------------- wrong facts read before
def test_a_replys_length_with_no_unit_is_no_money(kb):
    f = _facts(kb, "qwen3 8b chatbot, replies should stay under 400")
    assert "budget" not in f and f["output_tokens"] == 400
    assert _facts(kb, "qwen3 8b chatbot, keep outputs below 500")["output_tokens"] == 500
    assert _facts(kb, "qwen3 8b chatbot, cap replies at 250")["output_tokens"] == 250
    assert _facts(kb, "qwen3 8b 客服，回复控制在 300 以内")["output_tokens"] == 300
    assert _facts(kb, "qwen3 8b 客服，回答不超过 200")["output_tokens"] == 200
    # neighbours: too small for tokens reads nothing; money said is money; a unit of its own is left to its reader
    assert not {"budget", "output_tokens"} & set(_facts(kb, "qwen3 8b chatbot, answers should be under 3"))
    assert _facts(kb, "qwen3 8b chatbot, replies under $300")["budget"].amount == 300
    assert _facts(kb, "qwen3 8b chatbot, budget under 300")["budget"].amount == 300
    f = _facts(kb, "qwen3 8b 客服，预算每月 300 以内，回复不超过 200")
    assert (f["budget"].amount, f["output_tokens"]) == (300, 200)
    assert "output_tokens" not in _facts(kb, "qwen3 8b 客服，回答不超过 300 字")


def test_a_months_money_beside_a_training_job_is_no_run_count(kb):
    f = _facts(kb, "lora qwen3 8b，数据 5 万条，每月 2 万元")
    assert "runs_per_month" not in f and f["budget"].amount == 20000
    assert "runs_per_month" not in _facts(kb, "qwen3 8b lora 每月预算 2 万，5 万条数据")
    assert "runs_per_month" not in _facts(kb, "fine-tune qwen3 8b on 50k samples, 3000 USD every month")
    assert "runs_per_month" not in _facts(kb, "fine-tune qwen3 8b on 50k samples, $3000 a month")
    # neighbours: the job done each month is a run a month, with its money beside it
    assert _facts(kb, "every month we fine-tune qwen3 8b on 50k samples")["runs_per_month"] == 1
    f = _facts(kb, "lora qwen3 8b，5 万条数据，每个月训练一次，每月 2 万元")
    assert (f["runs_per_month"], f["budget"].amount) == (1, 20000)
    assert _facts(kb, "每周微调一次 qwen3 8b，5 万条数据")["runs_per_month"] > 4


def test_a_past_events_load_is_not_the_load_to_size(kb):
    assert "rps" not in _facts(kb, "qwen3 8b chatbot. during the launch we saw 300 requests a minute")
    assert "rps" not in _facts(kb, "qwen3 8b chatbot; last year we handled 600 requests in one minute at the expo")
    assert "concurrency" not in _facts(kb, "qwen3 8b 客服，去年双十一峰值 800 并发")
    assert "rps" not in _facts(kb, "qwen3 8b 客服，上次发布会的时候一分钟来了 300 个请求")
    # neighbours: an event to come, the same expected again, a regular past week, 上次 said of something else
    assert _facts(kb, "qwen3 8b chatbot. for the launch next week we expect 300 requests a minute")["rps"] == 5
    assert _facts(kb, "qwen3 8b chatbot; last year's demo hit 50 concurrent users, expect the same again"
                  )["concurrency"] == 50
    assert _facts(kb, "qwen3 8b 客服，去年双十一峰值 800 并发，今年还会这样")["concurrency"] == 800
    assert _facts(kb, "qwen3 8b 客服，发布会当天预计一分钟 300 个请求")["rps"] == 5
    assert _facts(kb, "qwen3 8b chatbot, last week we peaked at 30 requests a minute")["rps"] == 0.5
    assert _facts(kb, "qwen3 8b 客服，上次说的那个，峰值 30 并发")["concurrency"] == 30


def test_a_count_with_max_after_it(kb):
    assert _facts(kb, "qwen3 8b chatbot, 40 max concurrent users")["concurrency"] == 40
    assert _facts(kb, "qwen3 8b chatbot, 25 maximum simultaneous requests")["concurrency"] == 25
    assert _facts(kb, "qwen3 8b chatbot, 30 peak concurrent sessions")["concurrency"] == 30
    assert _facts(kb, "qwen3 8b chatbot, max 30 concurrent")["concurrency"] == 30
    assert _facts(kb, "qwen3 8b chatbot, peak concurrency 30")["concurrency"] == 30
    assert _facts(kb, "qwen3 8b 客服，最多 30 并发")["concurrency"] == 30
    assert _facts(kb, "qwen3 8b 客服，峰值并发 30")["concurrency"] == 30
    # neighbours: players are people in the product, and neither they nor "N max" read as money
    f = _facts(kb, "qwen3 8b npc chat, 2000 max concurrent players")
    assert not {"concurrency", "budget"} & set(f)
    assert "budget" not in _facts(kb, "qwen3 8b npc chat, 500 max players")
    assert "max_gpus" not in _facts(kb, "rent 2 cards for qwen3 8b, 30 max concurrent users")
