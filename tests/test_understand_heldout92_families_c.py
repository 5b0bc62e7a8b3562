"""heldout92's families (its Chinese chat rows: simplified, Cantonese, traditional): readings a real user's other
phrasings share with the batch's rows, each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def test_a_scene_said_complex_with_any_degree_word(kb):
    said = "需以 Blender Cycles 渲染一段約 90 秒的片頭動畫，場景相當複雜，本地兩台工作站無法如期完成。"
    assert _facts(kb, said)["scene"] == "large"
    assert _facts(kb, "用 Blender 渲染，场景十分复杂")["scene"] == "large"
    assert _facts(kb, "用 Blender 渲染，場景好複雜")["scene"] == "large"
    assert _facts(kb, "Blender render, the scene is fairly complex")["scene"] == "large"
    assert _facts(kb, "用 Blender 渲染，场景相当简单")["scene"] == "small"
    # neighbours: a degree refused reads no size
    assert "scene" not in _facts(kb, "用 Blender 渲染，场景不太复杂")
    assert "scene" not in _facts(kb, "用 Blender 渲染，场景不是很复杂")


def test_cantonese_cheap_is_the_cost_priority(kb):
    said = "想用 SDXL 整一批產品相放網店。租香港嘅雲就得，唔使快，最平嗰個就得。"
    assert _facts(kb, said)["priority"] == "cost"
    assert _facts(kb, "用 SDXL 出图，最平嗰個就得")["priority"] == "cost"
    assert _facts(kb, "用 SDXL 出图，越平越好")["priority"] == "cost"
    assert _facts(kb, "用 SDXL 出图，平啲都得")["priority"] == "cost"
    assert _facts(kb, "用 SDXL 出图，想慳錢")["priority"] == "cost"
    assert _facts(kb, "用 SDXL 出图，唔使快。")["priority"] == "cost"
    # a "which … cheapest?" question asks for the cheapest (review 112 C5's "租边度张卡最抵？", rd15's reading)
    assert _facts(kb, "用 SDXL 出图，邊間雲最平嘅？")["priority"] == "cost"
    # neighbours: 平時 / 平均, and a wish for a little faster name no priority
    assert "priority" not in _facts(kb, "用 SDXL 出图，平時一日 200 張")
    assert "priority" not in _facts(kb, "用 SDXL 出图，要最平均嘅效果")
    assert "priority" not in _facts(kb, "用 SDXL 出图，唔使快啲，要準")


def test_a_coop_opening_the_message_pays(kb):
    said = "赣州一家脐橙合作社，想在小程序上加个问答，查发货、售后，谁都能问。"
    assert _facts(kb, said)["buyer"] == "company"
    assert _facts(kb, "一家茶叶合作社想做个问答")["buyer"] == "company"
    assert _facts(kb, "寿光一个蔬菜合作社，想用 yolo 数病虫害")["buyer"] == "company"
    # neighbours: a co-op one works at or asks for names no buyer
    assert "buyer" not in _facts(kb, "我在一家合作社打工，想做个问答")
    assert "buyer" not in _facts(kb, "帮一家合作社问的，想做个问答")


def test_a_public_office_paying(kb):
    said = "想用 wan2.1 14b 做一批球队宣传短片，预算两三千，经费是县文旅局的，1 月 16 号前要交。"
    assert _facts(kb, said)["buyer"] == "company"
    assert _facts(kb, "钱是市教育局出的")["buyer"] == "company"
    assert _facts(kb, "费用由区卫健委承担")["buyer"] == "company"
    assert _facts(kb, "钱从镇政府出")["buyer"] == "company"
    assert _facts(kb, "The county tourism bureau is paying for it.")["buyer"] == "company"
    assert _facts(kb, "funded by the city council")["buyer"] == "company"
    # neighbours: refused names no office paying
    assert "buyer" not in _facts(kb, "县文旅局不出钱")
    assert _facts(kb, "经费不是县文旅局的，是我们自己凑的")["buyer"] == "individual"


def test_a_mainland_prefecture_opening_the_message(kb):
    said = "唐山一家钢铁厂，国企，想做个安全规程和操作规程的内部问答，给车间班组长用。信创项目，必须采购国产卡。"
    f = _facts(kb, said)
    assert f["region"] == "cn" and f["domestic_chips"] is True
    assert _facts(kb, "我们在凉山做彝语翻译，想微调个模型")["region"] == "cn"
    assert _facts(kb, "延边一家泡菜厂，想用 yolo 做质检")["region"] == "cn"
    # neighbours: a district of Taipei by the same name, a sandwich, a word
    assert _facts(kb, "我们在台北文山区，想做个问答")["region"] == "intl"
    assert "region" not in _facts(kb, "三明治店想做个问答")
    assert "region" not in _facts(kb, "想画一幅山南水北的风景图")


def test_several_lots_each_with_their_own_count_summed(kb):
    said = "想用 SDXL 整一批產品相放網店：一共 28 款餅，每款 3 張；另外仲有 6 款月餅禮盒，每款 4 張。"
    assert _facts(kb, said)["images"] == 108
    assert _facts(kb, "用 SDXL 出产品图：一共 28 款饼，每款 3 张；还有 6 款礼盒，每款 4 张。")["images"] == 108
    assert _facts(kb, "用 wan2.1 做短片：12 个景点，每个 2 条；另外 5 家酒店，每家 3 条。")["videos"] == 39
    # kinds listed before 各 (or 个 typed for it), a corrected share on top, a set apart
    said = ("想用 sdxl 批量出商品图：一共 50 款，每款正面、侧面、背面个 1 张；其中 8 款主推款……不对，是 10 款主推款，"
            "每款再加 2 张细节图；另外店铺首页还要 5 张 banner。")
    assert _facts(kb, said)["images"] == 175
    assert _facts(kb, "用 SDXL 出图：30 款杯子，每款白底、场景各 2 张；另外首页还要 6 张 banner。")["images"] == 126
    # items dropped by the item's own noun after 每
    said = ("想用 wan2.1 14b 做一批球队宣传短片：20 支球队，每队 3 条，每条 5 秒；另外开幕式再要 6 条。"
            "有 2 支队退赛了，不用做。")
    assert _facts(kb, said)["videos"] == 60
    # neighbours: one lot alone, a share with no "more", another unit, each item's pictures in parts
    said = "用 SDXL 出图：年货节上新 320 款，每款白底图 2 张、场景图 3 张；另外会场 banner 还要 12 张。"
    assert _facts(kb, said)["images"] == 1612
    said = "用 FLUX 出图：一共 64 道菜，每道菜要 1 张主图 + 2 张细节图；另外店铺首页还要 6 张 banner。"
    assert _facts(kb, said)["images"] == 198
    # a part read by no reader here leaves the count as it was read: a set with no verb, items gone another way
    said = ("48 种茶，每种 3 张产品图；其中 10 种是礼盒装，每种再多 2 张礼盒图；另外 6 张海报。"
            "哦对了，有 2 种散茶下架了，不用做。")
    assert _facts(kb, said)["images"] == 164
    said = "30 个楼盘，每个出 3 条，每条 8 秒，720P。其中 2 个楼盘已经清盘了，不用做；另外售楼处大屏还要 4 条。"
    assert _facts(kb, said)["videos"] == 88
    # the same items dropped said twice are dropped once
    assert _facts(kb, "22 款新品，每款两条 5 秒的竖屏短视频。哦对了，有 3 款下架了，那 3 款不用做。")["videos"] == 38
    assert _facts(kb, "用 SDXL 出产品图：28 款饼，每款 3 张。")["images"] == 84
    assert _facts(kb, "用 SDXL 出产品图：一共 28 款饼，每款 3 张，其中 6 款每款 4 张。")["images"] == 84
    f = _facts(kb, "用 SDXL 出图：28 款，每款 3 张；另外 6 款，每款 2 条视频")
    assert f["images"] == 84 and f["videos"] == 12


def test_each_items_length_said_before_the_way_in(kb):
    said = ("想用 Qwen2.5-VL 7B 把收購單據轉成電子表格：大約 12,000 張掃描檔，每張連圖片大概 1,500 token 輸入，"
            "輸出 400 token 左右。一次性的工作。")
    f = _facts(kb, said)
    assert f["generate_tokens"] == 4_800_000 and f["input_tokens"] == 1500
    said = "用 Qwen2.5-VL 7B 转表格：大约 12,000 份单据，每份平均 1,500 token 输入，输出 400 token 左右。"
    assert _facts(kb, said)["generate_tokens"] == 4_800_000
    # neighbours: a day's documents are a service's requests; a speed each is no length
    said = "用 Qwen2.5-VL 7B 转表格：每天大约 12,000 份单据，每份平均 1,500 token 输入，输出 400 token 左右。"
    f = _facts(kb, said)
    assert "generate_tokens" not in f and f["requests_per_day"] == 12000
    assert "generate_tokens" not in _facts(kb, "用 qwen3 8b 做客服，同时在线 20 个，每个大概 80 token/s 输出")
