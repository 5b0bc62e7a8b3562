"""heldout84's families (helper a): readings a real user's other phrasings share with the batch's rows, each with
neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


def test_a_persons_own_savings_buy_as_an_individual(kb):
    said = ("NOK 33,000 for the whole thing, give or take. It's my own savings, no employer involved — I count 11 "
            "kroner to the dollar.")
    assert _facts(kb, said, question="budget", currency="USD")["buyer"] == "individual"
    for said in ("$3,000 total, from my savings.", "Budget $5k, our family savings.", "No company involved, $2k.",
                 "预算三千，我自己的积蓄。", "预算三千，没有公司参与，都是自己攒的钱。",
                 "预算三千，用的是我的存款。"):
        assert _facts(kb, said).get("buyer") == "individual", said
    # neighbours: savings refused, a firm's savings, savings that fall short beside a firm paying
    assert _facts(kb, "Not my own savings — the company pays, $5k.")["buyer"] == "company"
    assert _facts(kb, "预算三千，不是我的积蓄，公司出。")["buyer"] == "company"
    for said in ("The cost savings matter: $5k budget.", "We expect savings of $3k a month."):
        assert "buyer" not in _facts(kb, said), said


def test_a_co_operative_or_a_village_collective_pays_as_an_organisation(kb):
    said = ("我们是山东寿光的蔬菜合作社，想用无人机拍大棚，再用 yolo11m 识别病虫害。社里没有服务器，想租卡，"
            "钱从合作社账上出，总共五千块以内。")
    assert _facts(kb, said)["buyer"] == "company"
    for said in ("钱从合作社账上出，总共五千块以内。", "经费从村里账上出，五千。", "社里出钱，五千以内。",
                 "村集体出钱，五千以内。", "费用从村委会账上出，五千。", "经费走合作社的账，五千。",
                 "钱还是从合作社出，五千。",
                 "我们是一个农民专业合作社，想租卡跑 yolo11m。"):
        assert _facts(kb, said).get("buyer") == "company", said
    # neighbours: people pooling, the co-op refused as payer, a co-op served, money gathered from villagers
    assert _facts(kb, "我们是村里的合作社，钱大家凑。")["buyer"] == "individual"
    assert _facts(kb, "合作社不出钱，我自己掏，五千。")["buyer"] == "individual"
    for said in ("不是社里的钱，五千。", "我想给合作社做个问答机器人，预算五千。", "钱从村里的人那里凑，五千。"):
        assert "buyer" not in _facts(kb, said), said


def test_a_method_tried_before_is_set_aside_beside_the_one_chosen(kb):
    said = ("Full fine-tune. We deploy the merged weights on-device anyway, and we did try LoRA at rank 16 first — it "
            "plateaued early, so not that again.")
    got = _facts(kb, said, question="method")
    assert got["task"] == "full-finetune" and "lora_rank" not in got
    for said in ("Full fine-tune; we have tested QLoRA already and it was worse.",
                 "Full fine-tune. We've tried LoRA at rank 8, no good.",
                 "全参微调。一开始试过 LoRA，rank 16，效果上不去。"):
        assert _facts(kb, said, question="method")["task"] == "full-finetune", said
    # "anyway" opening a clause still corrects; closing one corrects nothing
    assert _facts(kb, "Context 8k. Anyway, 32k would be safer.")["context_tokens"] == 32768
    # neighbours: the method chosen now, with no other method said
    assert _facts(kb, "We did try the 7B; now LoRA on the 14B.", question="method")["task"] == "lora"


def test_a_model_considered_and_ruled_out_is_set_aside(kb):
    said = "用 gpt-oss-120b。DeepSeek-V3 也考虑过，但满血的太大了，我们上不起，就不看了。"
    assert _facts(kb, said, question="model")["model"] == "gpt-oss-120b"
    for said, model in (("用 qwen3 32b，72b 也看过，太贵，不考虑了。", "qwen3-32b"),
                        ("Qwen3 32B. We also considered Llama 3.1 405B, but it is too big for our budget, so we ruled "
                         "it out.", "qwen3-32b")):
        assert _facts(kb, said, question="model")["model"] == model, said
    # a Chinese full stop ends a name, unspaced: two names, not one unknown
    assert _facts(kb, "用 gpt-oss-120b。", question="model")["model"] == "gpt-oss-120b"
    assert _facts(kb, "用 Qwen2.5-7B.", question="model")["model"] == "qwen2.5-7b"
    # neighbours: a second model considered and still liked is no refusal
    assert "model" not in _facts(kb, "用 qwen3 32b，72b 也看过，效果更好。", question="model")


def test_opening_hours_narrowed_to_a_later_start_until_closing(kb):
    said = "店面是早上十點開到晚上十點沒錯，但機器只有下午兩點以後才用得到，一直開到打烊，打烊就關，早上不用開。"
    assert _facts(kb, said, question="hours")["hours_per_day"] == 8
    for said in ("店里早上九点到晚上九点营业，机器下午一点以后才用，到关门为止。",
                 "The shop is open 9am to 9pm, but the GPU is only needed from 1pm until closing."):
        assert _facts(kb, said, question="hours")["hours_per_day"] == 8, said
    # neighbours: the busy window after a start is the load's shape, the opening hours stay
    for said in ("Open 10am to 10pm; from 3pm till close it is busy.",
                 "店里早上九点到晚上九点营业，下午两点以后到打烊最忙。",
                 "店里早上九点到晚上九点营业，下午两点以后人多。"):
        assert _facts(kb, said, question="hours")["hours_per_day"] == 12, said


def test_a_24_hour_clock_range_past_midnight(kb):
    said = "FAQ bot for riders. It should run when the trams do, 4:30 to 0:30."
    assert _facts(kb, said)["hours_per_day"] == 20
    assert _facts(kb, "FAQ bot, used 06:00 to 01:00.")["hours_per_day"] == 19
    assert _facts(kb, "FAQ bot. 运营时间 5:00 到 0:30")["hours_per_day"] == 19.5
    # neighbours: a 12-hour clock's "9:00 to 5:00" is office hours; a meeting's range is no use
    assert _facts(kb, "FAQ bot, used 9:00 to 5:00.")["hours_per_day"] == 8
    assert "hours_per_day" not in _facts(kb, "The meeting is 10:00 to 11:00, then we run the FAQ bot.")


def test_a_samples_length_said_with_what_it_holds(kb):
    said = ("反应数据原来 8 万多条，去重以后剩 6 万 2 左右，其中 2000 条留作测试集，不参与训练。"
            "每条 SMILES 加反应条件大概 350 token，跑 5 个 epoch。")
    got = _facts(kb, said, question="job")
    assert got["tokens_per_sample"] == 350 and "context_tokens" not in got
    for said, n in (("数据 6 万条，每条问题加答案大概 800 token，跑 3 个 epoch。", 800),
                    ("6万条样本，每条 SMILES 大概 350 token，跑 5 个 epoch。", 350),
                    ("60k samples, each SMILES plus reaction conditions is about 350 tokens, 5 epochs.", 350)):
        got = _facts(kb, said, question="job")
        assert got["tokens_per_sample"] == n and "input_tokens" not in got, said
    # neighbours: a service's request with its context is its input
    got = _facts(kb, "客服机器人，高峰同时 20 个人，每条问题加上下文大概 1500 token。")
    assert got["input_tokens"] == 1500 and "tokens_per_sample" not in got


def test_people_split_into_groups_that_take_turns_are_one_group_at_once(kb):
    said = ("选课的有 120 个学生，但不会一起上：分两个班上机，每班 60 人，上机的时候大家同时在调接口。"
            "平时也就十几个人在用，按上机课的量来。")
    assert _facts(kb, said, question="concurrency")["concurrency"] == 60
    for said, n in (("分三批，每批 40 人。", 40), ("分两组，每组 30 个人。", 30)):
        assert _facts(kb, said, question="concurrency")["concurrency"] == n, said
    for said, n in (("实验课分两组，每组 30 个人同时用 qwen3 8b。", 30),
                    ("The lab course runs in two sections of 60 students each, all hitting the API at once.", 60),
                    ("We have 40 people per shift, all on it at the same time.", 40)):
        assert _facts(kb, said)["concurrency"] == n, said
    # neighbours: data split into batches, and classes with nothing said of the load
    assert "concurrency" not in _facts(kb, "We split the data into 3 batches of 500 each.")
    assert "concurrency" not in _facts(kb, "分两个班，每班 60 人，做 LoRA 微调作业。")


def test_mainland_clouds_named_in_english_refused_even_abroad(kb):
    said = ("server 放 Singapore 或者 Tokyo 都 OK，主要 user 在东南亚。但是不要 Alibaba Cloud 和 Tencent Cloud，"
            "他们的海外 region 也不行，legal 那边说的。")
    got = _facts(kb, said, question="region")
    assert got["no_mainland_sellers"] is True and got["region"] == "intl"
    for said in ("阿里云和腾讯云，他们的新加坡节点也不要。", "Huawei Cloud 就算是新加坡区也不考虑。",
                 "只要不是 Tencent Cloud 就行。"):
        assert _facts(kb, said, question="region")["no_mainland_sellers"] is True, said
    # neighbours: a mainland cloud's overseas region used and liked
    assert "no_mainland_sellers" not in _facts(kb, "我们用过 Alibaba Cloud 的海外 region，挺好。", question="region")


def test_an_item_and_its_product_named_are_the_input_and_the_output(kb):
    said = ("我们是一家做家教平台的公司，想给学生的作文自动写评语，学生在我们 App 里提交就能直接看到。"
            "每篇作文加评分标准大概 1500 token，评语 400 token 左右。")
    got = _facts(kb, said)
    assert (got["input_tokens"], got["output_tokens"]) == (1500, 400) and "context_tokens" not in got
    for said, pair in (("合同摘要服务，每份合同加提示词约 3000 token，摘要 300 token 左右。", (3000, 300)),
                       ("客服工单助手，每条工单大概 800 token，回复 200 token。", (800, 200)),
                       ("Essay feedback bot. Each essay plus the rubric is about 1,500 tokens, the feedback around "
                        "400.", (1500, 400)),
                       ("Ticket assistant: each ticket runs ~800 tokens; the reply about 200.", (800, 200))):
        got = _facts(kb, said)
        assert (got["input_tokens"], got["output_tokens"]) == pair, said
    # neighbours: a training job's samples are no request
    assert "input_tokens" not in _facts(kb, "微调数据 5 万条，每条工单大概 800 token，回复 200 token，跑 3 个 epoch。")


def test_a_services_items_a_minute_by_a_bare_measure_word(kb):
    for said in ("作文评语服务，晚上 7 点到 9 点最忙，一分钟大概 300 篇。", "外卖客服机器人，每分钟 300 单。",
                 "问答机器人，高峰一秒钟 5 条。"):
        assert _facts(kb, said)["rps"] == 5, said
    # neighbours: a speed achieved, pictures, rows of data
    assert "rps" not in _facts(kb, "作文评语服务，现在每分钟能处理 300 篇。")
    assert "rps" not in _facts(kb, "一分钟大概 300 张图，用 flux。")
    assert "rps" not in _facts(kb, "作文评语服务，每分钟 300 条数据。")


def test_items_made_in_versions_counted_after_the_languages(kb):
    said = ("我们是深圳做跨境电商的，要把店里 2400 个 listing 从英文翻成德语、法语、西语、意大利语四个版本，"
            "每个版本 500 token 左右，原文加提示词大概 700 token。一次性的活，月底前翻完就行（12 月 31 号）。")
    got = _facts(kb, said)
    assert (got["generate_tokens"], got["output_tokens"], got["input_tokens"]) == (4_800_000, 500, 700)
    assert "context_tokens" not in got
    got = _facts(kb, "300 款产品的描述要翻成日语和韩语两个版本，每个版本 200 token。")
    assert (got["generate_tokens"], got["output_tokens"]) == (120_000, 200)
    got = _facts(kb, "We need to translate 2,400 listings into four languages (German, French, Spanish, Italian), "
                     "~500 tokens per version.")
    assert (got["generate_tokens"], got["output_tokens"]) == (4_800_000, 500)
    # neighbours: versions that exist already are nothing to generate
    assert "generate_tokens" not in _facts(kb, "2400 个 listing，已经有四个版本了，每个版本 500 token，问答机器人用。")


def test_a_machine_bought_said_bare_and_a_maker_rule_asked_or_lifted(kb):
    said = ("公司想在内网部署 qwen3 235b a22b instruct 2507，给研发部 30 来个人用，同时最多 6 个。"
            "预算紧，一共就 40 万，买机器放自己机房。本来想上 int4 省点钱，后来测了下，代码题掉点太多，"
            "还是 fp8 吧。必须 N 卡，我们推理框架里有自己写的 CUDA 算子。")
    got = _facts(kb, said)
    # (必须 N 卡 is CUDA required, no maker rule, by the table's convention: heldout84 #22's vendors disputed)
    assert (got["procure"], got["cuda_required"]) == ("buy", True) and "vendors" not in got
    for said in ("买机器放自己机房。", "打算买机器。", "买工作站放办公室。"):
        assert _facts(kb, said)["procure"] == "buy", said
    assert _facts(kb, "不买机器，租云。")["procure"] == "rent"
    for said in ("我们想买机器人做巡检。", "买机器学习的书。"):
        assert "procure" not in _facts(kb, said), said
    assert _facts(kb, "只用 N 卡。")["vendors"] == "nvidia"
    # neighbours: a maker rule asked, or lifted
    for said in ("只用 N 卡吗？", "不是只用 N 卡。"):
        assert "vendors" not in _facts(kb, said), said
