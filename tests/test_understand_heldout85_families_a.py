"""heldout85's families (helper a, the Chinese rows): readings a real user's other phrasings share with the batch's
rows, each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


def test_a_corrected_budget_keeps_the_period_said_after_it(kb):
    for said, amount in (("预算一万五……不对，财务刚说是一万二，整个项目就这些。", 12000),
                         ("预算三千，哦不对，是五千，一共就这些。", 5000),
                         ("Budget 3000 a month, no wait, 5000 in total.", 5000),
                         ("$3k — sorry, $5k for the whole project.", 5000)):
        assert budget_of(_facts(kb, said, question="budget", currency="CNY" if "预算" in said else "USD")) \
            [::2] == (amount, "total"), said
    # neighbours: a correction with nothing after it keeps the first amount's period
    zh = _facts(kb, "一个月三千……不对，四千。", question="budget", currency="CNY")
    assert budget_of(zh) == (4000, "CNY", "month")
    en = _facts(kb, "$300 a month — sorry, $400.", question="budget", currency="USD")
    assert budget_of(en)[::2] == (400, "month")


def test_the_one_of_a_period_after_a_corrected_figure_is_no_digit(kb):
    for said, amount in (("预算三千，哦不对，五千一个月。", 5000), ("预算一万五……不对，是一万二一个月。", 12000)):
        assert budget_of(_facts(kb, said, question="budget", currency="CNY")) == (amount, "CNY", "month"), said
    # neighbour: a figure that ends in 一 with no period after it is that figure ("五千一" is 5,100)
    assert budget_of(_facts(kb, "预算三千，哦不对，五千一。", question="budget", currency="CNY"))[0] == 5100


def test_a_four_bit_width_handed_back_is_refused(kb):
    for said, width in (("GGUF 的 Q8_0 就行，Q4 的别给我，之前 Q4 把声调符号全弄乱了。", "q8_0"),
                        ("int4 的别推给我，int8 可以。", "int8"), ("AWQ 版本不要给我们，FP8 就行。", "fp8"),
                        ("Q8_0 is fine, don't give me Q4.", "q8_0"),
                        ("INT8 please, and don't send us anything at 4-bit.", "int8")):
        facts = _facts(kb, said, question="precision")
        assert facts.get("no_4bit") is True and facts.get("precision") == width, said
    # neighbours: a four-bit width asked for is no refusal
    for said in ("Q4 给我就行。", "别给我推荐显卡，Q4 的模型就行。", "Give me Q4, it's fine."):
        assert "no_4bit" not in _facts(kb, said, question="precision"), said


def test_machines_refused_for_being_taken_back_mid_run_are_no_spot(kb):
    for said in ("不赶时间，越便宜越好。但别给我那种会被中途收回的机器，上个月被抢占过一次，白跑了两天。",
                 "不要随时会被回收的实例。", "会被中途收回的机器不要。", "别用会被抢占的卡。",
                 "Cheapest wins, but don't give me machines that can be taken back mid-run.",
                 "Nothing that can get preempted, please.", "可以被抢占的机器不要。",
                 "I don't want instances that can get reclaimed halfway."):
        assert _facts(kb, said).get("interruptible") is False, said
    # neighbours: a past preemption alone refuses nothing; such machines accepted are a yes to spot
    assert "interruptible" not in _facts(kb, "上个月被抢占过一次。")
    for said in ("会被收回的机器也可以，便宜就行。", "可以被抢占的机器也行。",
                 "Machines that can be reclaimed are fine."):
        assert _facts(kb, said).get("interruptible") is True, said


def test_a_crowded_stretch_is_no_days_of_use(kb):
    serve = "部署 qwen2.5 32b 给学生用。"
    for said in (serve + "答辩前那两周最挤，同时大概 80 人。", serve + "期末那两周最集中，同时大概 80 人。",
                 "Qwen2.5 32B for students. During the two exam weeks we're swamped, maybe 80 at once."):
        facts = _facts(kb, said)
        assert facts.get("concurrency") == 80 and "days" not in facts, said
    # neighbour: a stretch of use with no crowd said is still its days
    assert _facts(kb, serve + "项目那两周要用，同时 5 人。").get("days") == 14


def test_cameras_counted_by_the_places_they_watch_run_at_once(kb):
    for said, n in (("产线上 12 个工位的相机要同时跑缺陷检测，用 yolo11s。", 12),
                    ("8 个路口的摄像头同时检测车辆，用 yolo11m。", 8),
                    ("YOLO11s on the line: cameras at all 12 stations run at once.", 12),
                    ("YOLO11m: the 6 pens' cameras, all running at the same time.", 6)):
        assert _facts(kb, said).get("concurrency") == n, said
    # neighbours: the places counted with no cameras at once, or cameras taking turns
    for said in ("12 个工位，每个工位一台相机，用 yolo11s。", "12 个工位的相机轮流跑，用 yolo11s。"):
        assert "concurrency" not in _facts(kb, said), said


def test_a_model_tried_and_found_no_better_is_set_aside(kb):
    for said, model in (("模型 qwen3 8b 就够，14b 试过，没好多少。", "qwen3-8b"),
                        ("用 qwen2.5 7b，32B 也测过，效果差不多。", "qwen2.5-7b"),
                        ("Qwen3 8B is enough; we tried the 14B and it wasn't much better.", "qwen3-8b"),
                        ("Qwen3 8B. Qwen3 14B was tested too — no real gain.", "qwen3-8b")):
        assert _facts(kb, "部署一个问答服务。" + said).get("model") == model, said
    # neighbour: a bigger model found better is no model set aside
    assert "model" not in _facts(kb, "部署一个问答服务。模型 qwen3 8b 就够，14b 试过，好很多。")


def test_a_paper_that_sets_the_date_names_no_buyer(kb):
    for said in ("想在 qwen2.5 7b 上用 GRPO 练奥数题，LoRA 就行。1 月 10 号前要跑完，要赶论文。",
                 "想用 LoRA 微调 qwen2.5 7b，论文快截稿了，两周内跑完。"):
        assert "buyer" not in _facts(kb, said), said
    # neighbours: a student who says so, the person's own paper, or a paper reproduced, is still an individual
    for said in ("研二，想在 qwen2.5 7b 上用 LoRA 微调，1 月 10 号前要跑完，要赶论文。",
                 "我要赶论文，需要跑 qwen3 8b。", "想用 LoRA 微调 qwen2.5 7b 复现论文。"):
        assert _facts(kb, said).get("buyer") == "individual", said


def test_anyone_who_adds_the_account_can_ask_is_public(kb):
    bot = "想用 Qwen2.5 7B 在 LINE 上自動回覆房客的問題，"
    for said in ("任何人加好友就能問。", "谁都可以加好友来问。", "任何人关注公众号就能用。",
                 "Anyone who adds the account can ask it.", "Anyone can message the bot and ask."):
        assert _facts(kb, bot + said).get("public_service") is True, said
    # neighbours: the firm's own people, or the step denied
    for said in ("公司内部任何人加群就能问。", "不是任何人加好友就能问，要先验证房号。",
                 "not anyone who adds us can ask.", "Any employee who joins the channel can ask."):
        assert _facts(kb, bot + said).get("public_service") is not True, said


def test_a_server_named_in_english_amid_chinese_is_bought(kb):
    for said in ("买 server 放自己机房，budget 80 万 RMB 以内。", "采购一台 GPU server。",
                 "想买 workstation 放办公室。"):
        assert _facts(kb, "部署 qwen3 32b。" + said).get("procure") == "buy", said
    assert budget_of(_facts(kb, "部署 qwen3 32b。买 server 放自己机房，budget 80 万 RMB 以内。"))[2] == "total"
    assert _facts(kb, "部署 qwen3 32b。不想买 server，租就行。").get("procure") == "rent"


def test_a_chinese_makers_name_then_english_only_limits_the_makers(kb):
    for said, vendors in (("N 卡 only，我们有自己写的 CUDA kernel。", "nvidia"), ("A 卡 only。", "amd"),
                          ("昇腾 only。", "huawei"), ("NVIDIA only.", "nvidia")):
        assert _facts(kb, "部署 qwen3 32b。" + said).get("vendors") == vendors, said
    assert "vendors" not in _facts(kb, "部署 qwen3 32b。英伟达 only 吗？")


def test_a_shows_episodes_times_clips_each(kb):
    for said, n in (("想用 Wan2.1 14B 给每期视频做开头动画：一共 40 期，每期 3 条，每条 5 秒。", 120),
                    ("用 wan2.1 14b 做片头：24 集，每集 2 条，每条 5 秒。", 48),
                    ("Wan2.1 14B: 40 episodes with 3 clips per episode, 5 s each.", 120),
                    ("Wan2.1 14B intros: 40 episodes, 3 clips each, 5 seconds per clip.", 120)):
        assert _facts(kb, said).get("videos") == n, said
    assert _facts(kb, "用 SDXL 出封面：52 期，每期 3 张图。").get("images") == 156
    # neighbours: one episode's clips alone, or clips for something else, are that many
    assert _facts(kb, "用 wan2.1 14b 做视频，第 3 期要 5 条。").get("videos") == 5
    assert _facts(kb, "Wan2.1 14B: 40 episodes, 3 clips for the trailer.").get("videos") == 3


def test_a_due_date_written_year_month_day(kb):
    for said in ("执行者：信息科 刘洋　　截止时间：2027-03-01", "Deadline: 2027-03-01", "2027/3/1 前要上线",
                 "上线时间：2027.03.01"):
        assert _facts(kb, "部署 qwen2.5 72b。" + said).get("deadline") == 2040, said
    # neighbours: a date under another field, or one already past, is no deadline (and no range of numbers)
    for said in ("创建时间：2026-11-20　开始时间：2027-01-04", "截止时间：2026-11-01"):
        assert _facts(kb, "部署 qwen2.5 72b。" + said) == {"task": "inference", "model": "qwen2.5-72b"}, said


def test_a_run_said_from_its_start_to_how_far_it_goes(kb):
    for said in ("晚上十點開始跑，跑到隔天早上六點，白天不用開。", "晚上 10 点开机，一直开到第二天早上 6 点。",
                 "晚上十点开始跑到早上六点。", "夜里 11 点启动，跑到次日 7 点。",
                 "It starts at 10 pm and runs until 6 am the next morning.", "Starts at 10pm, runs till 6am."):
        assert _facts(kb, said, question="hours").get("hours_per_day") == 8, said
    assert _facts(kb, "早上 8 点开始，跑到下午 3 点。", question="hours").get("hours_per_day") == 7
    for said in ("早上八点开始用到晚上十点。", "早上 8 点开始，用到晚上 10 点。"):  # (read as 8 before)
        assert _facts(kb, said, question="hours").get("hours_per_day") == 14, said


def test_the_samples_left_after_a_share_is_removed(kb):
    for said, n in (("一共两万八千条问答对，去掉重复的三千来条，剩两万五左右；每条平均 450 token，跑 3 轮。", 25000),
                    ("5 万条数据，删掉 3000 条重复的，还剩 4.7 万，跑 3 轮。", 47000),
                    ("28k pairs, minus ~3k duplicates, leaves about 25k; 3 epochs.", 25000),
                    ("LoRA on Qwen2.5 7B: 28k samples; dropping the 3k dupes leaves ~25k, 3 epochs.", 25000)):
        facts = _facts(kb, said, question="job")
        assert facts.get("samples") == n and "budget" not in facts, said
    # neighbour: money left is no sample count
    facts = _facts(kb, "LoRA 微调 qwen2.5 7b，一共两万八千条问答对，去掉重复的，剩两万五的预算。")
    assert facts.get("samples") == 28000
