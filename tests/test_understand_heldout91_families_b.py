"""heldout91's families (its Chinese chat messages, #15–#24): readings a real user's other phrasings share with the
batch's rows, each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def test_renting_a_platform_said_after_the_place(kb):
    said = "乌鲁木齐一所高校的实验室，想在 qwen3 1.7b 上做全参微调。最多 8 张卡，租国内平台，可以抢占。"
    assert _facts(kb, said)["procure"] == "rent"
    assert _facts(kb, "租海外云平台就行")["procure"] == "rent"
    assert _facts(kb, "租境内的算力平台，便宜点")["procure"] == "rent"
    # neighbours: a platform let out, or refused, rents nothing
    assert "procure" not in _facts(kb, "我们是出租国内平台算力的")
    assert _facts(kb, "不租国内平台，自己买")["procure"] == "buy"


def test_paying_more_said_to_be_fine(kb):
    said = "想租卡，不要抢占式，贵点无所谓，12 月 18 号（周五）前必须交。"
    assert _facts(kb, said)["priority"] == "speed"
    assert _facts(kb, "贵一点也没关系")["priority"] == "speed"
    assert _facts(kb, "貴啲都冇所謂，最緊要快")["priority"] == "speed"
    # neighbours: asked, or refused, is no wish for speed
    assert "priority" not in _facts(kb, "贵点没关系吗？")
    assert _facts(kb, "贵点不行，越便宜越好")["priority"] == "cost"


def test_a_gpu_cap_taken_back_after_its_count(kb):
    said = "做 QLoRA，rank 32，跑 2 个 epoch。卡最多给 4 张……算了，2 张就够。租国内的云。"
    assert _facts(kb, said)["max_gpus"] == 2
    assert _facts(kb, "显卡最多给 8 张……算了，还是 4 张吧")["max_gpus"] == 4
    assert _facts(kb, "最多 4 张卡……算了，两张就行。")["max_gpus"] == 2
    # neighbours: asked whether fewer will do, or taken back with no count, keeps the cap
    assert _facts(kb, "卡最多给 4 张，2 张就够跑吗？")["max_gpus"] == 4
    assert _facts(kb, "卡最多给 4 张，算了，不用那么多")["max_gpus"] == 4


def test_a_cards_power_cap_beside_one_card_only(kb):
    said = "不想 rent，想买一台 workstation 放产线旁边，one GPU is enough，单卡功耗别超过 350W，车间电路扛不住。"
    f = _facts(kb, said)
    assert (f["max_gpus"], f["power_limit_w"]) == (1, 350) and "gpu_power_w" not in f
    assert _facts(kb, "买一台机器，只要一张卡，单卡功耗 300W 以内")["power_limit_w"] == 300
    # neighbours: more cards allowed, or no count of cards, keep the cap per card
    f = _facts(kb, "买一台机器，最多 4 张卡，单卡功耗 300W 以内")
    assert f["gpu_power_w"] == 300 and "power_limit_w" not in f
    assert _facts(kb, "单卡功耗别超过 350W") == {"gpu_power_w": 350}


def test_internal_lectures_to_transcribe_name_no_audience(kb):
    said = "想把导游讲解的录音转成文字做培训材料。另外还有 12 场内部培训讲座，每场两个半小时。用 whisper large-v3。"
    assert "public_service" not in _facts(kb, said)
    assert "public_service" not in _facts(kb, "把内部培训视频转成字幕")
    # neighbours: a service for the firm's own people is still closed
    assert _facts(kb, "做个内部问答，给调度用")["public_service"] is False
    assert _facts(kb, "只给内部培训用的问答助手")["public_service"] is False


def test_the_figure_sized_for_after_trailing_dots(kb):
    said = "给调度和客服用，80 多个人，同时在问的最多十来个……按 15 个配吧。做成内部问答。"
    assert _facts(kb, said)["concurrency"] == 15
    # neighbours: a smaller figure, or another unit, is no plan for more
    assert _facts(kb, "同时在问的最多十来个……按 8 个配吧")["concurrency"] == 10
    assert _facts(kb, "同时在问的最多十来个……按 15 天算吧")["concurrency"] == 10


def test_a_park_or_firm_by_its_unit_opening_the_message(kb):
    said = "临沂一家物流园的信息部，想把运单规则、结算制度做成内部问答。"
    assert _facts(kb, said)["buyer"] == "company"
    assert _facts(kb, "临沂一家物流公司的信息部，想做内部问答。")["buyer"] == "company"
    # neighbours: a place one works at, a customer of it, or work done for it names no company
    assert _facts(kb, "我在一家物流园上班，想自己学学")["buyer"] == "individual"
    assert "buyer" not in _facts(kb, "我们是一家物流园的客户，想问问")
    assert "buyer" not in _facts(kb, "帮一家物流园的信息部做个问答，")


def test_a_busy_hour_pointed_back_at_and_a_day_by_its_counter(kb):
    said = ("我哋係荃灣一間屋苑管理公司，想整個 WhatsApp bot 俾住戶問維修。平時一日兩千個左右，朝早 8 點到 9 點最多，"
            "嗰個鐘大概有 900 個，就照嗰個鐘配。")
    f = _facts(kb, said)
    assert (f["requests_per_day"], f["rps"]) == (2000, 0.25)
    f = _facts(kb, "做个客服机器人，平时一天两千个左右，早上 8 点到 9 点最多，那个小时大概有 900 个，就按那个小时配。")
    assert (f["requests_per_day"], f["rps"]) == (2000, 0.25)
    # neighbours: a day's pictures are no requests
    assert "requests_per_day" not in _facts(kb, "做个客服机器人，平时一天两千张图左右")


def test_a_minutes_count_that_can_reach_at_the_busiest_time(kb):
    said = "想在官網加一個問答。平常一天大概 1,200 則，颱風警報那幾天最多，一分鐘可以到 60 則，就照那個規劃。"
    f = _facts(kb, said)
    assert (f["requests_per_day"], f["rps"]) == (1200, 1)
    assert _facts(kb, "做个问答助手，台风那几天最多，一分钟可以到 60 条，就照那个规划。")["rps"] == 1
    assert _facts(kb, "高峰一分钟会到 120 条")["rps"] == 2
    # neighbours: no busy time said, no peak
    assert "rps" not in _facts(kb, "做个问答助手，一分钟可以到 60 条")


def test_versions_said_before_the_items(kb):
    said = ("湖州织里做童装电商的，每个工作日晚上要把当天上新的款写成淘宝和抖音两版文案：大概 800 个款，每版 250 token "
            "左右；喂进去的款式参数加模板大概 700 token。模型用 qwen3 8b。")
    f = _facts(kb, said)
    assert (f["generate_tokens"], f["output_tokens"], f["input_tokens"]) == (400000, 250, 700)
    assert f["runs_per_month"] == 22 and "days" not in f and "context_tokens" not in f
    f = _facts(kb, "把商品介绍翻译成英文和日文两个版本：一共 500 款，每个版本 300 token")
    assert (f["generate_tokens"], f["output_tokens"]) == (300000, 300)
    # neighbour: a length for each item, not each version, multiplies no versions
    assert "generate_tokens" not in _facts(kb, "写成两版文案：大概 800 个款，每款 250 token 左右。")


def test_items_dropped_take_every_kind_of_their_pictures(kb):
    said = ("想用 sdxl 批量出商品图：一共 45 款，每款白底图 2 张、场景图 2 张；其中 12 款礼盒装的再加 1 张礼盒特写；"
            "另外店铺首页还要 6 张 banner。哦对，海参那 3 款下架了，不用做（都是散装的）。")
    assert _facts(kb, said)["images"] == 186  # (45 − 3) × 4 + 12 + 6
    said = ("想用 sdxl 出商品图：一共 45 款，每款白底图 2 张、场景图 2 张；另外首页还要 6 张 banner。"
            "哦对，有 3 款下架了，不用做。")
    assert _facts(kb, said)["images"] == 174
    # neighbours: items named but not dropped keep the count; kinds of different counts add up
    said = "想用 sdxl 出商品图：一共 45 款，每款白底图 2 张、场景图 2 张；另外首页还要 6 张 banner。有 3 款卖得最好。"
    assert _facts(kb, said)["images"] == 186
    said = "想用 sdxl 出商品图：一共 40 款，每款白底图 2 张、场景图 1 张；另外首页还要 6 张 banner。"
    assert _facts(kb, said)["images"] == 126
