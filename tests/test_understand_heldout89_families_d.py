"""heldout89's families (its last missed rows): readings a real user's other phrasings share with the batch's rows, each
with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)

_SHOP_CHAT = ("【淘宝 · 旺旺聊天】\n店铺：极速工作站专营店\n【商品】深度学习工作站 RTX 4090 ×2\n"
              "【价格】¥45,600（含税）\n"
              "客服小美：亲，这台跑 32B 完全没问题的哦～\n\n上面是淘宝客服发来的。我想在家跑 qwen2.5 32b，就我自己用。")


def test_a_shops_chat_pasted_is_the_sellers(kb):
    f = _facts(kb, _SHOP_CHAT)
    assert "budget" not in f and "public_service" not in f
    assert f["model"].startswith("qwen2.5-32b")
    jd = "【京东 客服对话】\n客服小李：您好，这款 H20 八卡整机现货。\n我想买一台跑 72B 的机器。"
    assert "public_service" not in _facts(kb, jd)
    # neighbours: one's own support desk, and a price field of one's own with no shop named, keep their readings
    assert _facts(kb, "我们客服组想上一个智能客服，每天 2000 次咨询。").get("public_service") is not False
    assert "budget" in _facts(kb, "预算：每月五千以内。")


def test_a_limit_right_after_who_pays_is_the_budget(kb):
    said = "想跑 llama 3.3 70b，上下文 16k 就够。想买原版卡的机器。钱自己出，最多五万。"
    f = _facts(kb, said)
    assert f["context_tokens"] == 16384 and budget_of(f) == (50000, "CNY", "total")
    assert budget_of(_facts(kb, "钱我自己出，顶多三万块。", currency="CNY"))[:2] == (30000, "CNY")
    assert budget_of(_facts(kb, "钱公司出，最多八千。", currency="CNY"))[:2] == (8000, "CNY")
    assert budget_of(_facts(kb, "It's my own money, 5k max.", currency="USD"))[:2] == (5000, "USD")
    # neighbours: another noun's limit, a count with its unit, a limit with no payer
    assert "budget" not in _facts(kb, "钱自己出。上下文最多五万。")
    assert "budget" not in _facts(kb, "钱自己出，最多两张卡。")
    assert "budget" not in _facts(kb, "钱自己出，最多五万人用。")


def test_modded_cards_distrusted_and_a_machine_by_its_cards(kb):
    f = _facts(kb, "魔改卡我不太放心，想买原版卡的机器。")
    assert f["stock_only"] is True and f["procure"] == "buy"
    assert _facts(kb, "我信不过魔改的 4090。")["stock_only"] is True
    assert _facts(kb, "想买一台跑 70b 的机器。")["procure"] == "buy"
    # neighbours: trust said, distrust of something else, a purchase refused
    assert "stock_only" not in _facts(kb, "魔改卡我很放心。")
    assert "stock_only" not in _facts(kb, "这个价格我不太放心。")
    assert _facts(kb, "不想买魔改卡的机器，租就行。")["procure"] == "rent"


def test_school_years_as_a_range_are_no_hours(kb):
    assert "hours_per_day" not in _facts(kb, "A homework helper for Years 9–13, in Samoan and English.")
    assert "hours_per_day" not in _facts(kb, "It's for grades 7 to 9.")
    assert _facts(kb, "A homework helper for Years 9–13. It runs 8 hours a day.")["hours_per_day"] == 8
    # neighbour: a clock range keeps its hours
    assert _facts(kb, "7–9 年级的学生用，每天 9-13 点。")["hours_per_day"] == 4


def test_most_of_the_load_in_a_window_is_no_hours_of_use(kb):
    f = _facts(kb, "Around 3,000 questions a school day, most of them between 4pm and 9pm.")
    assert f["requests_per_day"] == 3000 and "hours_per_day" not in f
    assert "hours_per_day" not in _facts(kb, "About 500 requests a day, the bulk of them between 6pm and 10pm.")
    # neighbours: every item in the window, or the service used in it, are its hours
    assert _facts(kb, "Roughly 400 stories a day, all between 6am and midnight.")["hours_per_day"] == 18
    assert _facts(kb, "About 500 questions a day, mostly used between 4pm and 9pm.")["hours_per_day"] == 5


def test_requests_a_school_or_working_day(kb):
    assert _facts(kb, "around 3,000 questions a school day")["requests_per_day"] == 3000
    assert _facts(kb, "roughly 800 queries per business day")["requests_per_day"] == 800
    # neighbour: a school year is no day
    assert "requests_per_day" not in _facts(kb, "3,000 questions a school year")


def test_live_for_an_event_on_its_date(kb):
    assert _facts(kb, "It should be live for the start of Term 1 on Monday 25 January.")["deadline"] == 1176
    assert _facts(kb, "It must be up and running for the new school year on 25 January.")["deadline"] == 1176
    # neighbours: live for a past stretch, an event with no need to be ready
    assert "deadline" not in _facts(kb, "It has been live for the last two weeks, on 3 cards.")
    assert "deadline" not in _facts(kb, "We presented it at the start of Term 1 on Monday 25 January.")


def test_a_public_bodys_ict_unit_as_the_subject(kb):
    assert _facts(kb, "The Ministry's ICT unit is planning a homework helper.")["buyer"] == "company"
    assert _facts(kb, "The council's IT department wants a chatbot.")["buyer"] == "company"
    # neighbour: someone else's team
    assert "buyer" not in _facts(kb, "My friend's IT team wants a chatbot.")


def test_designs_in_so_many_colours_are_pictures(kb):
    said = "想批量出釉色效果图给客人挑。杯型 30 款，每款 5 种釉色；另外淘宝店首页还要 8 张 banner。"
    assert _facts(kb, said)["images"] == 158
    assert _facts(kb, "想出效果图。30 款，每款 5 个颜色。")["images"] == 150
    assert _facts(kb, "We want mock-ups: 40 designs, each in 3 colourways.")["images"] == 120
    # neighbours: no pictures made, or the colours' pictures counted after them (media.py's)
    assert "images" not in _facts(kb, "30 款杯子，每款 5 种颜色，帮我写文案。")
    assert _facts(kb, "想出效果图。30 款，每款 5 种釉色，每种 2 张图。").get("images") != 150


def test_a_batchs_money_is_its_whole(kb):
    assert budget_of(_facts(kb, "这批两百块以内。")) == (200, "CNY", "total")
    assert budget_of(_facts(kb, "这一批预算 500 块。")) == (500, "CNY", "total")
    # neighbours: a month said with the batch, a month alone
    assert budget_of(_facts(kb, "这批图每月 500 块以内。")) == (500, "CNY", "month")
    assert budget_of(_facts(kb, "每月两百块以内。")) == (200, "CNY", "month")


def test_kinds_with_a_share_given_more_then_some_taken_off(kb):
    said = ("48 种茶，每种 3 张产品图；其中 10 种是礼盒装，每种再多 2 张礼盒图；另外 6 张海报。"
            "哦对了，有 2 种散茶下架了，不用做。")
    assert _facts(kb, said, question="images")["images"] == 164  # (48 − 2) × 3 + 10 × 2 + 6
    assert _facts(kb, "48 种茶，每种 3 张图。有 2 种下架了，不用做。", question="images")["images"] == 138
    assert _facts(kb, "48 种茶，每种 3 张图；其中 10 种每种再多 2 张礼盒图。", question="images")["images"] == 164
    # neighbours: kinds not taken off, a share with no more pictures
    assert _facts(kb, "48 种茶，每种 3 张图。有 2 种卖得最好。", question="images")["images"] == 144
    assert _facts(kb, "48 种茶，每种 3 张图；其中 10 种是礼盒装。", question="images")["images"] == 144
