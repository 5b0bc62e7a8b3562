"""heldout74's families (rows #3–#20): readings a real user's other phrasings share with the batch's rows, each with
neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


def test_anything_but_a_mainland_cloud(kb):
    f = _facts(kb, "放新加坡或东京都可以，只要不是中国大陆的云就好。", question="region")
    assert f["no_mainland_sellers"] is True and f["region"] == "intl"
    assert _facts(kb, "只要不是大陆的云厂商都行", question="region")["no_mainland_sellers"] is True
    assert _facts(kb, "qwen3 8b 推理，别是国内的云就行")["no_mainland_sellers"] is True
    assert _facts(kb, "qwen3 8b 推理，只要不是阿里云、腾讯云就行")["no_mainland_sellers"] is True
    # neighbours: a mainland data centre refused is where the machines run, not who sells; a mainland cloud wanted
    assert "no_mainland_sellers" not in _facts(kb, "只要不是国内机房就行", question="region")
    assert "no_mainland_sellers" not in _facts(kb, "放国内的云就行", question="region")


def test_a_night_window_said_as_its_start_and_when_it_must_be_off(kb):
    said = "Nights only — it kicks off at 10pm and has to be off by 6am when the office opens."
    assert _facts(kb, said, question="hours")["hours_per_day"] == 8
    assert _facts(kb, "serve qwen3 8b, it starts at 10pm and has to be off by 6am")["hours_per_day"] == 8
    assert _facts(kb, "sdxl batch starts at 11pm, shuts down at 5am")["hours_per_day"] == 6
    assert _facts(kb, "qwen3 8b 推理，晚上 10 点开机，早上 6 点前要关掉")["hours_per_day"] == 8
    assert _facts(kb, "sdxl batch starts at 9am, done by 5pm")["hours_per_day"] == 8
    # neighbour: a finish said by a date is no window of hours
    assert "hours_per_day" not in _facts(kb, "lora qwen3 8b, has to be done by Friday")


def test_the_peak_planned_for_said_with_zhao_and_a_verb_after(kb):
    said = "全公司 60 个人会用，平常同时大概 10 个，月底结账那几天会冲到 18，就照 18 抓吧。"
    assert _facts(kb, said, question="concurrency")["concurrency"] == 18
    assert _facts(kb, "平时 8 个人同时用，大促冲到 30，按 30 来配", question="concurrency")["concurrency"] == 30
    assert _facts(kb, "最多二十来个，照 25 个配吧", question="concurrency")["concurrency"] == 25
    # neighbours: the usual figure planned for stays; a card count planned is no head count
    assert _facts(kb, "平常同时 10 个，按 10 抓就行", question="concurrency")["concurrency"] == 10
    assert _facts(kb, "qwen3 8b 推理，同时 10 个人，照 5 张卡配")["concurrency"] == 10


def test_a_method_weighed_and_turned_down(kb):
    said = "LoRA, rank 16. Full fine-tuning was priced and it's not happening."
    assert _facts(kb, said, question="method")["task"] == "lora"
    assert _facts(kb, "LoRA rank 16. Full fine-tuning is not happening.", question="method")["task"] == "lora"
    assert _facts(kb, "LoRA rank 16. We priced full fine-tuning and it's off the table.")["task"] == "lora"
    assert _facts(kb, "lora r16; full finetune was quoted, not doing it")["task"] == "lora"
    assert _facts(kb, "LoRA rank 16，全参报过价了，不可能")["task"] == "lora"
    # neighbour: a method priced and affordable stays
    assert _facts(kb, "full fine-tune qwen3 8b, 4 epochs, it is happening this month")["task"] == "full-finetune"


def test_a_share_of_the_items_gets_more_pictures_on_top(kb):
    said = "250 listings, 6 photos each. The 40 featured listings also get 2 lifestyle shots on top."
    assert _facts(kb, said, question="images")["images"] == 1580
    assert _facts(kb, "250 个商品，每个 6 张图，其中 40 个精选商品再加 2 张场景图", question="images")["images"] == 1580
    assert _facts(kb, "250 products x 6 images; 40 of them also need 3 extra renders",
                  question="images")["images"] == 1620
    assert _facts(kb, "1,200 products, 3 images each; the 150 hero products also get 2 banners",
                  question="images")["images"] == 3900
    # neighbours: cards given to some people are no pictures; a "share" larger than the items is no share of them
    assert _facts(kb, "200 款商品每款 4 张图，其中 10 个员工另外配 2 张卡", question="images")["images"] == 800
    assert _facts(kb, "250 products, 6 images each; the 400 bestsellers also get 2 shots",
                  question="images").get("images") not in (1580, 2300)


def test_money_from_a_named_teams_budget(kb):
    assert _facts(kb, "Budget: $900 total, from the Applied ML budget.")["buyer"] == "company"
    assert _facts(kb, "$900 total, out of the Core Platform budget")["buyer"] == "company"
    # neighbour: one's own budget is no team's
    assert "buyer" not in _facts(kb, "$900 total from our personal ml budget")


def test_a_model_put_off_for_later(kb):
    said = ("Tested qwen3 8b Q4_K_M via llama.cpp on the MacBook — ~6 tok/s, unusable. "
            "Maybe qwen3 14b later if the budget allows — not now.")
    assert _facts(kb, said)["model"] == "qwen3-8b"
    assert _facts(kb, "serve qwen3 8b; qwen3 14b later, not now")["model"] == "qwen3-8b"
    assert _facts(kb, "qwen3 8b 推理，14b 等预算够了再说")["model"] == "qwen3-8b"
    assert _facts(kb, "serve qwen3 8b, maybe qwen3 14b later when the budget allows")["model"] == "qwen3-8b"
    # neighbours: "later tonight" is when, not a model put off; a launch after an approval puts off no model
    assert _facts(kb, "部署 qwen3 8b，等审批下来再上线")["model"] == "qwen3-8b"
    assert _facts(kb, "I will run qwen3 14b later tonight")["model"] == "qwen3-14b"


def test_a_trainers_seq_len_is_the_context(kb):
    toml = "pretrain a 1B llama from scratch\n[training]\nseq_len = 2048\nsteps = 100\n"
    assert _facts(kb, toml)["context_tokens"] == 2048
    yaml_ = "lora on qwen3 8b, 20k samples, 3 epochs\ndataset:\n  seq_len: 1024\ntraining:\n  seq_len: 4096\n"
    f = _facts(kb, yaml_)
    assert f["context_tokens"] == 4096 and f["tokens_per_sample"] == 1024
    # neighbour: under a data section it is each sample's length
    f = _facts(kb, "pretrain a 1B llama from scratch\n[data]\nseq_len = 2048\n")
    assert f["tokens_per_sample"] == 2048 and "context_tokens" not in f


def test_something_of_ones_own_that_uses_cuda(kb):
    assert _facts(kb, "- has to be NVIDIA, our PACS integration uses CUDA")["cuda_required"] is True
    assert _facts(kb, "我们的 PACS 对接用的是 CUDA")["cuda_required"] is True
    # neighbour: CUDA said not needed
    assert _facts(kb, "our code uses pytorch, no cuda needed")["cuda_required"] is False


def test_buying_said_in_two_words(kb):
    assert _facts(kb, "- we BUY, no cloud at all")["procure"] == "buy"
    assert _facts(kb, "We buy; no cloud.")["procure"] == "buy"
    assert _facts(kb, "我们买，不上云")["procure"] == "buy"
    # neighbours: asked, or the cards bought named in a clause
    assert "procure" not in _facts(kb, "what should we buy?")
    assert "procure" not in _facts(kb, "cards we buy. qwen3 8b")


def test_a_date_wished_for_and_not_required(kb):
    assert "deadline" not in _facts(kb, "+1. Delivery before Christmas would be nice but not required.")
    assert "deadline" not in _facts(kb, "serve qwen3 8b, ideally before Christmas, but no hard deadline")
    assert "deadline" not in _facts(kb, "lora qwen3 8b，圣诞前交付最好，但不强求")
    assert "deadline" not in _facts(kb, "lora qwen3 8b，最好 12 月 20 号前，不强制")
    # neighbours: a date required; something else said not required beside it
    assert _facts(kb, "lora qwen3 8b, must be done by the 15th")["deadline"] == 216
    assert _facts(kb, "lora qwen3 8b by Friday; CUDA is not required")["deadline"] == 120



def test_a_total_split_between_people(kb):
    f = _facts(kb, "Jonas: $240 total, we split it 4 ways, $60 each")
    assert budget_of(f) == (240, "USD", "total") and f["buyer"] == "individual"
    f = _facts(kb, "预算 1200，我们四个人 AA，每人 300")
    assert budget_of(f)[0] == 1200 and f["buyer"] == "individual"
    # neighbours: an amount that is no whole part of the total is a budget of its own; a firm's cost per card
    assert "budget" not in _facts(kb, "$240 total, and $70 each")
    assert budget_of(_facts(kb, "$500 a month for the server, $100 each for the two cards"))[0] == 500


def test_distrust_before_peer_to_peer(kb):
    said = "Mira: fine. no sketchy peer-to-peer hosts though, my cousin got burned on one"
    assert _facts(kb, said)["no_marketplace"] is True
    assert _facts(kb, "serve qwen3 8b, no shady p2p platforms")["no_marketplace"] is True


def test_a_share_done_before_said_on_the_next_line(kb):
    said = ("transcribe with whisper large-v3:\n• 2,400 hearings, about 50 minutes each\n"
            "• 150 of them we already transcribed by hand — skip those")
    assert _facts(kb, said)["audio_hours"] == 1875
    assert _facts(kb, "whisper large-v3: 2,400 hearings, about 50 minutes each; 150 of those are done already"
                  )["audio_hours"] == 1875
    assert _facts(kb, "1,200 images with sdxl. 200 of them are already done.")["images"] == 1000
    # neighbour: a share named for what it is, not set aside
    assert _facts(kb, "1,200 images with sdxl. 200 of them should be portraits.")["images"] == 1200


def test_wont_use_a_chinese_owned_provider(kb):
    assert _facts(kb, "We won't use any Chinese-owned provider.")["no_mainland_sellers"] is True
    assert _facts(kb, "we can't work with Chinese cloud providers")["no_mainland_sellers"] is True
    # neighbour: Chinese data refused is no seller
    assert "no_mainland_sellers" not in _facts(kb, "we won't use Chinese data, only English")


def test_within_n_hours_of_the_job_is_its_deadline(kb):
    # (a blind review: "这个周末要 LoRA 微调 Qwen3-14B … 48 小时内要跑完" read as 2 days × 24 h of use)
    for said in ("这个周末要 LoRA 微调 Qwen3-14B，48 小时内要跑完", "lora qwen3 14b, must finish within 48 hours",
                 "lora qwen3 14b，48h 内出结果", "lora qwen3 14b，两天内跑完", "lora qwen3 14b，最多跑 48 小时",
                 "lora qwen3 14b, should run no longer than 48 hours"):
        f = _facts(kb, said)
        assert f["deadline"] == 48 and "days" not in f and "hours_per_day" not in f, said
    # neighbours: hours a day stay hours a day
    assert _facts(kb, "qwen3 8b 推理，每天跑 8 小时")["hours_per_day"] == 8
    assert _facts(kb, "qwen3 8b 推理，每天最多跑 8 小时")["hours_per_day"] == 8
    assert _facts(kb, "sdxl, it can run at most 8 hours a day")["hours_per_day"] == 8
