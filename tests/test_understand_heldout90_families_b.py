"""heldout90's families (its Chinese chat messages C1–C10): readings a real user's other phrasings share with the
batch's rows, each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def test_items_counted_by_ge_with_the_each_word_in_their_noun(kb):
    said = ("想用 flux.1 schnell 批量出花束的商品图：一共 60 个花束款，每款 4 张（白底 2 张、场景 2 张）；"
            "另外年宵活动页还要 10 张 banner。哦对，有 5 款玫瑰下架了，不用做。")
    assert _facts(kb, said)["images"] == 230
    assert _facts(kb, "想出商品图：一共 30 个礼盒套装，每套 3 张（正面、侧面、开盒）")["images"] == 90
    assert _facts(kb, "想出商品图：40 个款式，每款 4 张；其中 6 款停产了，不用做")["images"] == 136
    # neighbours: items whose noun does not hold the each word, and items named but not dropped
    assert "images" not in _facts(kb, "想出花束的商品图：一共 60 个花束，每款 4 张（白底 2 张、场景 2 张）")
    kept = said.replace("下架了，不用做", "要加急")
    assert _facts(kb, kept)["images"] == 250


def test_a_business_said_by_the_goods_it_trades(kb):
    assert _facts(kb, "义乌做小商品外贸的，每天晚上要把商品标题翻成英语。")["buyer"] == "company"
    assert _facts(kb, "佛山做家具的，要给新品发布会做一段漫游动画。")["buyer"] == "company"
    assert _facts(kb, "我们在昆明斗南做鲜花电商，小店，想批量出商品图。")["buyer"] == "company"
    assert _facts(kb, "我们在深圳做跨境电商，想做个客服机器人。")["buyer"] == "company"
    assert _facts(kb, "海口一家免税店的线上商城，想加个导购问答。")["buyer"] == "company"
    # neighbours: a thing made before, a person's own trade, a place worked at, a shop one visits
    assert "buyer" not in _facts(kb, "之前做过的，效果一般，想换个模型。")
    assert "buyer" not in _facts(kb, "我是做设计的，想自己跑 SD。")
    assert "buyer" not in _facts(kb, "我们在学校做实验，想租卡。")
    assert "buyer" not in _facts(kb, "我常去一家免税店的线上商城，想问问导购机器人怎么做。")


def test_a_share_of_the_documents_not_wanted_after_the_count(kb):
    said = "做 QLoRA。手头有 6000 份历史文书，其中 500 份是别的所的模板，不要。每份平均 2k token 左右。"
    f = _facts(kb, said)
    assert (f["samples"], f["tokens_per_sample"]) == (5500, 2000)
    assert _facts(kb, "做 LoRA，一共 2 万条对话，其中 3000 条是闲聊，不用。每条 600 token")["samples"] == 17000
    english = "QLoRA on 6,000 letters, 500 of them are another firm's templates, we don't need those. ~2k tokens each."
    assert _facts(kb, english)["samples"] == 5500
    # neighbours: a share kept, a share said not to be deleted
    assert _facts(kb, "做 LoRA，一共 2 万条对话，其中 3000 条是英文的，也要。每条 600 token")["samples"] == 20000
    assert _facts(kb, "做 LoRA，一共 2 万条对话，其中 3000 条是英文的，不要删。每条 600 token")["samples"] == 20000
    assert _facts(kb, english.replace("we don't need those", "we need those too"))["samples"] == 6000


def test_renting_said_as_a_place_then_a_cloud_or_a_cantonese_machine(kb):
    assert _facts(kb, "租国内的云可以，不要抢占式。")["procure"] == "rent"
    assert _facts(kb, "租香港嘅機就得，唔好放大陸。")["procure"] == "rent"
    assert _facts(kb, "租國內嘅雲就得。")["procure"] == "rent"
    # neighbours: a question, a refusal, a plane ticket
    assert "procure" not in _facts(kb, "租国内的云可以吗？")
    assert "procure" not in _facts(kb, "唔好租大陸嘅機，租香港嘅。")
    assert "procure" not in _facts(kb, "租香港嘅機票")


def test_a_service_the_public_reaches_with_no_step_of_their_own(kb):
    said = "我哋想整個 WhatsApp 訂枱 bot，客人直接 WhatsApp 問就得，唔使註冊。"
    assert _facts(kb, said)["public_service"] is True
    assert _facts(kb, "不用注册就能问。")["public_service"] is True
    assert _facts(kb, "顾客直接在微信上问就行。")["public_service"] is True
    assert _facts(kb, "想加个公开的导购问答。")["public_service"] is True
    assert _facts(kb, "想加个导购问答，谁进小程序都能问。")["public_service"] is True
    # neighbours: the firm's own people, a sign-up required, a question about a rental, public data, a fee
    assert "public_service" not in _facts(kb, "员工不用注册，直接用企业微信登录")
    assert "public_service" not in _facts(kb, "要注册才能用")
    assert "public_service" not in _facts(kb, "注册不用钱")
    assert "public_service" not in _facts(kb, "AutoDL 不用注册就能用吗")
    assert "public_service" not in _facts(kb, "用公开的问答数据训练")
    assert _facts(kb, "公司内部谁进小程序都能问")["public_service"] is False


def test_a_support_copilot_serves_the_staff(kb):
    said = "想做 customer support copilot，只给内部 support team 用，30 来个人，peak 的时候 concurrent 大概 12 个。"
    f = _facts(kb, said)
    assert (f["public_service"], f["concurrency"]) == (False, 12)
    assert _facts(kb, "30 来个人，concurrent users 最多 12 个")["concurrency"] == 12
    # neighbours: a support bot for customers is public; "concurrent" of a batch is no people
    assert _facts(kb, "We want a customer support bot on our site.")["public_service"] is True
    assert "concurrency" not in _facts(kb, "concurrent 的 batch size 设 12")


def test_an_hours_bare_count_at_the_busiest_time(kb):
    said = "平時一日千五個查詢左右，星期五六晚最旺，一個鐘可以有 720 個，就照嗰個鐘配。"
    f = _facts(kb, said)
    assert (f["requests_per_day"], f["rps"]) == (1500, 0.2)
    assert _facts(kb, "周五晚最忙，一个小时能到 720 个，就按这个配。")["rps"] == 0.2
    assert _facts(kb, "高峰每小时 3600 个左右")["rps"] == 1
    # neighbours: no busy time said, money an hour, rounds of a job
    assert "rps" not in _facts(kb, "一个钟头可以有 720 个")
    assert "rps" not in _facts(kb, "周五晚最忙，一个钟头 720 块。")
    assert "rps" not in _facts(kb, "周五晚最忙，一个钟能跑 2 轮。")


def test_the_busy_stretch_before_a_day_is_no_deadline(kb):
    said = "平时一天两万来次，春节前那几周最忙，一分钟能到一百八十个，就按这个配。"
    f = _facts(kb, said)
    assert f["rps"] == 3 and "deadline" not in f
    assert "deadline" not in _facts(kb, "国庆前那几天最忙，一分钟 100 个左右")
    assert "deadline" not in _facts(kb, "The weeks before Christmas are the busiest, about 3 requests a second.")
    # neighbours: a day the work must be done before
    assert "deadline" in _facts(kb, "春节前要上线。")
    assert "deadline" in _facts(kb, "春节前那几周要跑完")
    assert "deadline" in _facts(kb, "It must be live before Christmas.")
