"""heldout83's families (helper a): readings a real user's other phrasings share with the batch's rows, each with
neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


def test_a_units_money_inside_an_organisation_is_the_organisations(kb):
    assert _facts(kb, "两万出头吧，按月算的，走科室的经费，不是我私人掏。", question="budget",
                  currency="CNY")["buyer"] == "company"
    for said in ("每月两万，科室出。", "每月两万，从教研室的预算里出。", "DPO 对齐，走算法组预算，总共 3 万。",
                 "每月两万，走运维组的钱。", "$2,000 a month, charged to the lab.",
                 "$2,000 a month, billed to our department.", "$2,000 a month, department money."):
        assert _facts(kb, said).get("buyer") == "company", said
    # neighbours: the unit refused, or a unit that only does something, names no organisation paying
    assert _facts(kb, "每月两万，不走科室的经费，我自己出。")["buyer"] == "individual"
    assert _facts(kb, "$2,000 a month, not charged to the department — I'm paying myself.")["buyer"] == "individual"
    assert "buyer" not in _facts(kb, "科室出报告要用，每月两万。")
    assert "buyer" not in _facts(kb, "We test it in the lab. $50 a month.")
    assert "buyer" not in _facts(kb, "用部门的账号登录就行，每月两万。")


def test_people_pooling_their_own_money_buy_as_individuals(kb):
    said = ("About ¥90,000 for the whole project — yen, not yuan. There's no company behind it tbh: the eight of us in "
            "the circle chip in, and we count 150 yen to the dollar.")
    assert _facts(kb, said, question="budget", currency="USD")["buyer"] == "individual"
    for said in ("$600 total, we all chip in.", "$600 total; everyone chips in.",
                 "$600 total, the five of us pool our money.", "总共一千，大家凑钱。", "总共一千，我们几个凑的钱。",
                 "总共一千，群里的人一起凑。", "总共一千，八个人凑份子。", "总共一千，大家每人出两百块。"):
        assert _facts(kb, said).get("buyer") == "individual", said
    # neighbours: an organisation chipping in, a pool that is no money, 凑 that gathers data or makes do
    assert _facts(kb, "$600 total, the company chips in.")["buyer"] == "company"
    assert _facts(kb, "总共一千，我们没人愿意凑钱，公司出。")["buyer"] == "company"
    for said in ("We run a GPU pool with connection pooling. $600 total.", "数据凑够了 1 万条，总共一千。",
                 "先凑合用，总共一千。", "总共一千，公司凑不出钱。", "我们凑了两张 4090，总共一千。"):
        assert "buyer" not in _facts(kb, said), said


def test_a_public_service_line_speaking_for_itself_is_an_organisation(kb):
    for said in ("我们是川南一个县的 12345 热线，想给话务员配个政策查询助手。", "我们是市 12345 热线，想上个助手。",
                 "We're the county's 311 line and want an assistant.", "We run the city's 211 helpline."):
        assert _facts(kb, said).get("buyer") == "company", said
    # neighbours: a line called, or a firm's own call centre (the table's older rows read no buyer there)
    assert "buyer" not in _facts(kb, "我打了 12345 热线投诉，想做个自动分类的工具。")
    assert "buyer" not in _facts(kb, "Customers call our hotline; we want a bot.")


def test_a_shop_said_as_we_is_a_company(kb):
    for said in ("我们店双十二当天流量最大。", "本店想上个客服机器人。", "咱家店想上个客服机器人。",
                 "我們店想上個客服機器人。"):
        assert _facts(kb, said).get("buyer") == "company", said
    # neighbours: one person's shop, a shop's manager alone
    assert _facts(kb, "我一个人开的店，我们店想上个客服。").get("buyer") != "company"
    assert "buyer" not in _facts(kb, "我们店长想搞个助手。")


def test_a_business_named_with_its_town_opening_the_message_pays(kb):
    for said in ("Small travel agency in Bali. We'd like Wan2.1 1.3B to make teaser loops.",
                 "Quant fund in London. We embed news with bge-m3.", "Boutique hotel in Lisbon. We want a chatbot.",
                 "Language school in Seoul. We want a tutor bot."):
        assert _facts(kb, said).get("buyer") == "company", said
    # neighbours: a student introduced so is a person
    assert _facts(kb, "Student in Berlin. I want to fine-tune a model.").get("buyer") == "individual"


def test_a_firms_team_named_in_english_amid_chinese_is_the_company(kb):
    for said in ("我们 data team 想用 qwen3 30b a3b 做一个 internal 的 SQL copilot。", "我们 BI team 想做个问答助手。",
                 "我们算法组想微调一个模型。"):
        assert _facts(kb, said).get("buyer") == "company", said
    assert "buyer" not in _facts(kb, "给 data team 做的助手，用 qwen3 8b。")


def test_indonesias_towns_are_abroad(kb):
    assert _facts(kb, "Small travel agency in Bali.")["region"] == "intl"
    assert _facts(kb, "We're in Yogyakarta.")["region"] == "intl"


def test_loops_or_gifs_each_for_so_many_items_are_the_clips(kb):
    said = "Make teaser loops for our 40 tour packages — 3 loops each, 4 seconds, 480p, with wan2.1 1.3b."
    assert _facts(kb, said)["videos"] == 120
    assert _facts(kb, "Animate our 25 products: 2 GIFs each, 3 seconds, wan2.1 1.3b.")["videos"] == 50
    assert _facts(kb, "Make clips for our 40 products, 3 clips each, 4 seconds, with wan2.1 1.3b.")["videos"] == 120


def test_a_rental_span_with_its_month_said_once(kb):
    for said in ("就租 12 月 10 号到 16 号这 7 天，不要竞价实例。", "就租 12 月 10 号到 16 号。",
                 "租 12 月 10 号到 12 月 16 号这 7 天。", "We rent Dec 10-16.", "We'd rent it 10 to 16 December."):
        assert _facts(kb, said).get("days") == 7, said
    # neighbours: an event's dates with no rental, a span across months, a span backwards
    for said in ("双十二 12 月 10 号到 12 号预热，流量大。", "租 12 月 16 号到 10 号。"):
        assert "days" not in _facts(kb, said), said


def test_an_events_rate_beside_the_everyday_one_is_the_peak(kb):
    for said in ("平时一分钟两百来个咨询，双十二预计冲到一分钟 1200 个，按双十二的量配。",
                 "平时一分钟两百个咨询，大促预计一分钟 1200 个。", "大促一分钟 1200 个，平时一分钟 200 个咨询。",
                 "Normally 200 requests a minute, on Black Friday we expect 1,200 a minute."):
        assert _facts(kb, said)["rps"] == 20, said
    assert _facts(kb, "双十一能到每秒 50 个。")["rps"] == 50
    # neighbours: pictures a minute are no requests
    assert "rps" not in _facts(kb, "预计一分钟 1200 张图。")


def test_text_items_a_second_are_an_encoder_services_rate(kb):
    said = ("Quant fund in London. We embed every incoming news article with bge-m3 for our signals — at the US open "
            "it peaks around 120 articles a second, each ~700 tokens.")
    f = _facts(kb, said)
    assert (f["model"], f["rps"], f["input_tokens"]) == ("bge-m3", 120, 700) and "context_tokens" not in f
    f = _facts(kb, "用 bge-m3 做向量化，高峰每秒 120 篇文章，每篇 700 token。")
    assert (f["rps"], f["input_tokens"]) == (120, 700)
    # neighbours: a day's articles are the day's volume, not a rate a second
    assert "rps" not in _facts(kb, "We write 2,000 articles a day with qwen3 8b.")


def test_a_machines_purchase_said_as_a_noun_is_a_buy(kb):
    for said in ("I'm speccing a shared GPU server purchase for our university's NLP group in Ottawa.",
                 "We're planning a GPU server purchase for the lab.", "This is for the purchase of a GPU workstation."):
        assert _facts(kb, said).get("procure") == "buy", said
    # neighbours: a purchase past or refused, a purchase of no machine
    for said in ("Last year's server purchase was a mistake; now we want to rent.",
                 "Our server purchase fell through, so we rent now.", "No server purchase this year, we rent.",
                 "The server purchase we made last year is full; we rent now."):
        assert _facts(kb, said).get("procure") == "rent", said
    assert "procure" not in _facts(kb, "We made a purchase of credits on RunPod.")


def test_tokens_in_with_what_they_hold_then_out_are_the_input(kb):
    for said, io in (("About 6,000 photos a day, one request each, ~1,300 tokens in with the image and ~250 out.",
                      (1300, 250)),
                     ("We want Qwen2.5-VL-7B to read invoices. ~1,300 tokens in including the image, ~250 out.",
                      (1300, 250)),
                     ("RAG bot with qwen3 8b: about 900 tokens in counting the retrieved chunks, ~150 out.",
                      (900, 150)),
                     ("2k tokens in including the system prompt, 300 tokens out.", (2048, 300))):
        f = _facts(kb, said)
        assert (f["input_tokens"], f["output_tokens"]) == io and "context_tokens" not in f, said
    # neighbours: a length with no "out" after it is left to the other readers
    assert "input_tokens" not in _facts(kb, "Chat bot with qwen3 8b, 4k tokens in with the whole chat history.")


def test_runs_in_flight_said_before_their_count_are_the_concurrency(kb):
    u = _read(kb, "给公司内部 SRE 团队用，40 个人左右，同时跑的任务最多 10 个。")
    assert u.facts["concurrency"] == 10 and u.users() is None
    for said, n in (("同时在跑的 agent 最多 10 个。", 10), ("同时进行的会话最多 20 个。", 20),
                    ("同時處理的請求最多 15 個。", 15)):
        assert _facts(kb, said)["concurrency"] == n, said
    # neighbours: training runs at once, a count of cards
    for said in ("同时跑的训练任务最多 3 个。", "同时跑的任务最多 10 张卡。"):
        assert "concurrency" not in _facts(kb, said), said


def test_a_model_tested_and_found_wanting_gives_way_to_the_one_considered(kb):
    for said, model in (("We are considering Llama 3.3 70B in FP8 (we tested Mistral Small 24B; its German medical "
                         "terminology was not good enough).", "llama-3.3-70b"),
                        ("We are considering Llama 3.3 70B. We tested Mistral Small 24B but it was not good enough.",
                         "llama-3.3-70b"),
                        ("我们打算用 qwen2.5 72b，之前测过 qwen2.5 14b，效果不够好。", "qwen2.5-72b"),
                        ("qwen2.5 72b 吧，qwen2.5 14b 试过了，中文不太行。", "qwen2.5-72b")):
        assert _facts(kb, said).get("model") == model, said
    # neighbours: a trial that went well, two models asked between, stay unsettled
    for said in ("We are considering Llama 3.3 70B. We tested Mistral Small 24B and it worked well.",
                 "Llama 3.3 70B or Mistral Small 24B?"):
        assert "model" not in _facts(kb, said), said


def test_a_room_that_can_supply_watts_for_the_gpus_limits_them(kb):
    assert _facts(kb, "The server room can supply at most 3,000 W for the GPUs.")["power_limit_w"] == 3000
    assert _facts(kb, "The room supplies 6 kW to the GPUs.")["power_limit_w"] == 6000
    # neighbour: a power supply's own rating is no limit
    assert "power_limit_w" not in _facts(kb, "My power supply is 1,200 W.")


def test_stock_parts_with_a_qualifier_or_modded_cards_answered_no(kb):
    for said in ("Stock vendor SKUs only.", "Only off-the-shelf OEM GPUs please.", "Reference cards only.",
                 "Luis 09:20: modded cards?\nAna 09:20: No. Stock vendor SKUs only.",
                 "Luis 09:20: modded cards?\nAna 09:20: No.", "魔改卡可以吗？\n小王：不行。"):
        assert _facts(kb, said).get("stock_only") is True, said
    # neighbours: stock as inventory, a "No" to another question
    for said in ("The 4090 is in stock only at one shop.", "Budget?\nAna: No idea.",
                 "We use reference models only for evaluation."):
        assert "stock_only" not in _facts(kb, said), said


def test_a_service_for_the_organisations_own_staff_is_not_public(kb):
    for said in ("Security signed off on self-hosting the code assistant for our ~200 developers.",
                 "A chatbot for our 300 employees.", "给我们 200 个开发用的代码助手。"):
        assert _facts(kb, said).get("public_service") is False, said
    # neighbour: customers named beside the staff leave it unsaid here
    assert "public_service" not in _facts(kb, "A bot for our developers and our customers.")


def test_a_batch_s_output_ready_for_the_staff_is_no_service(kb):
    """heldout83 #18: "a short explanation for each one, ready for the analysts in the morning" is a nightly batch's
    output, no service the analysts use: no audience read (the table's nightly batches set none)."""
    from advisor_tui.understand import parse
    u = parse("Every night we want a short explanation for each flagged transaction, ready for the analysts in the "
              "morning — roughly 40,000 a night.", kb)
    assert "public_service" not in u.facts
    assert parse("a code assistant for our 200 developers, qwen2.5 coder 32b", kb).facts.get("public_service") is False
