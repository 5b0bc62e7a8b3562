"""heldout79's families, second helper: readings a real user's other phrasings share with the batch's rows, each with
neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


def test_who_pays_alone_is_no_one_using_it_alone(kb):
    said = ("I run a hobby site for board-game rules and want a bot that anyone can ask questions, no account needed. "
            "Thinking gemma 3 12b. Traffic's small — about 3,000 questions a day. It's just me paying, so I'd like "
            "to stay under $150/month.")
    f = _facts(kb, said)
    assert "concurrency" not in f and f["buyer"] == "individual" and f["public_service"] is True
    assert "concurrency" not in _facts(kb, "It's just me footing the bill, about 500 chats a day")
    assert "concurrency" not in _facts(kb, "就我自己出钱，公司不报销")
    # neighbours: the one user said stays one at a time
    assert _facts(kb, "it's just me using it")["concurrency"] == 1
    assert _facts(kb, "只有我自己用，跑 qwen3 8b")["concurrency"] == 1
    assert _facts(kb, "就我自己，一个人用")["concurrency"] == 1


def test_a_list_written_up_internally_names_no_audience(kb):
    said = ("需求（内部整理）：\n1. 用途：客服电话录音转写，转完做质检\n2. 存量：约 1.8 万通，平均每通 6 分钟\n"
            "3. 模型：whisper large-v3")
    assert "public_service" not in _facts(kb, said)
    assert "public_service" not in _facts(kb, "内部汇总的需求如下：qwen2.5 7b 做客服录音摘要")
    assert "public_service" not in _facts(kb, "（内部草稿）用 whisper 转写 300 小时会议录音")
    # neighbours: a service for the firm's own people stays internal
    assert _facts(kb, "需求（内部整理）：给客服团队内部用的知识库")["public_service"] is False
    assert _facts(kb, "做个内部用的知识库问答，qwen2.5 14b")["public_service"] is False


def test_a_used_card_of_a_refused_kind(kb):
    said = "我係香港嘅大學生，想買張卡返屋企學 PyTorch。唔好推二手礦卡，驚冇保養。"
    f = _facts(kb, said)
    assert f["stock_only"] is True and f["buyer"] == "individual"
    assert "max_gpus" not in f  # (the table's convention: 买张卡 is no GPU limit — 17 rows of heldout batches)
    assert _facts(kb, "想买张卡入门，不要二手矿卡")["stock_only"] is True
    assert _facts(kb, "别推二手的魔改卡")["stock_only"] is True
    # neighbours: a used card allowed is no rule
    assert "stock_only" not in _facts(kb, "二手也行，想买张 3090 学深度学习")


def test_a_student_at_a_university_pays_as_a_person(kb):
    assert _facts(kb, "我是北京的大学生，想买张卡学深度学习")["buyer"] == "individual"
    assert _facts(kb, "我是某大学的学生，想自己买卡学 pytorch")["buyer"] == "individual"
    # neighbours: the institution introducing itself is the buyer
    assert _facts(kb, "我们是某省属高校图书馆，想做一个论文问答 RAG 服务")["buyer"] == "company"
    assert _facts(kb, "我们是某大学，想采购一台推理服务器，走学校的账")["buyer"] == "company"


def test_renting_from_a_cloud_named_after_zu(kb):
    said = "用 LoRA 就行，rank 32，不上全参。GPU 最多 4 张，租 AWS 东京的。"
    assert _facts(kb, said)["procure"] == "rent"
    assert _facts(kb, "租 runpod 上的 4090 跑 sdxl")["procure"] == "rent"
    assert _facts(kb, "打算租 Lambda 的 H100 训 llama 3.1 8b 的 lora")["procure"] == "rent"
    # neighbours: a cloud refused, then buying, is a purchase
    assert _facts(kb, "不租 AWS 的，自己买一台")["procure"] == "buy"


def test_a_department_or_a_firm_paying_itself(kb):
    said = "手上有四百多场庭审录像要转成文字稿，打算用 whisper large v3。律所自己出钱，要开专票。"
    assert _facts(kb, said)["buyer"] == "company"
    assert _facts(kb, "工作室自己掏钱，预算 5000，用 sdxl 出图")["buyer"] == "company"
    assert _facts(kb, "租卡跑吧，国内的，费用走市场部，一千以内")["buyer"] == "company"
    assert _facts(kb, "预算就走财务部，一个月两万，跑 qwen2.5 14b")["buyer"] == "company"
    # neighbours: the person's own money stays theirs; a firm that will not pay names no buyer
    assert _facts(kb, "我自己出钱，用 sdxl 出图")["buyer"] == "individual"
    assert _facts(kb, "公司不出钱，我自己出钱")["buyer"] == "individual"
    assert "buyer" not in _facts(kb, "律所自己出不起，想问问有没有便宜的方案")


def test_a_chat_with_speakers_and_no_times_is_no_broken_pdf(kb):
    said = ("【群聊：春节营销物料】\n周姐（市场部）：春节海报这次用 AI 出，一共 36 个城市，每个城市 3 张\n"
            "小陈（设计）：用 SDXL 还是 flux？\n周姐：你们定，别用不能商用的就行\n小陈：那就 flux schnell\n"
            "周姐：对了，北上广深这 4 个城市各加 2 张竖版\n老刘（技术）：租卡跑吧，国内的，费用走市场部，一千以内\n"
            "周姐：OK，1 月 20 号前要")
    f = _facts(kb, said)
    assert f["images"] == 116 and f["buyer"] == "company" and f["deadline"] == 1080
    said = ("小王：这批商品图一共 50 款，每款 4 张\n老李：用哪个模型\n小王：sdxl 吧\n老李：租卡还是买卡\n"
            "小王：租，国内的\n老李：好")
    assert _facts(kb, said)["images"] == 200
    # neighbours: a pasted PDF broken inside its words still joins its lines
    said = "项目需要每天运行约 20 小\n时，不接受可被\n中断的竞价实例，预算上\n限 4.5 万元，部署在\n境内机房"
    assert _facts(kb, said)["hours_per_day"] == 20


def test_recordings_counted_loosely_keep_their_length(kb):
    said = "手上有四百多场庭审录像要转成文字稿，平均一场两个半小时左右，打算用 whisper large v3。"
    assert _facts(kb, said)["audio_hours"] == 1000
    assert _facts(kb, "有 400 多场庭审录像要转写，每场两小时")["audio_hours"] == 800
    assert _facts(kb, "三百来段采访录音，平均每段 40 分钟，要转写")["audio_hours"] == 200
    # neighbours: a count said exactly reads the same; a count with no length is no hours
    assert _facts(kb, "有 400 场庭审录像要转成文字稿，平均一场 2.5 小时")["audio_hours"] == 1000
    said = "两千四百来集评书……不对，我刚数了下是两千一百集，每集 25 分钟左右，1 月 18 号前要转完"
    assert _facts(kb, said)["audio_hours"] == 875  # the corrected count's length, not the first's
    assert "audio_hours" not in _facts(kb, "有四百多场庭审录像要转写")


def test_a_team_of_the_firm_as_we_and_a_box_kept_at_the_office(kb):
    said = "我们 sales team 大概 50 人，想搭一个内部的 RAG assistant 查产品手册。on-prem，买一台机器放公司。"
    assert _facts(kb, said)["buyer"] == "company"
    assert _facts(kb, "我们 marketing team 想用 sdxl 出图")["buyer"] == "company"
    assert _facts(kb, "买一台机器放公司，跑 qwen2.5 32b")["buyer"] == "company"
    # neighbours: a team named with no "we", and the box's place asked, name no buyer
    assert "buyer" not in _facts(kb, "sales 大概 50 人用，跑 qwen2.5 32b")
    assert "buyer" not in _facts(kb, "放公司还是放家里？跑 qwen2.5 32b")


def test_the_people_who_ask_with_no_login(kb):
    said = "想在官網放一個回答常見問題的聊天機器人，病人不用登入就能問。模型用 Llama 3.1 8B 就好。"
    assert _facts(kb, said)["public_service"] is True
    assert _facts(kb, "访客免注册就可以用，qwen2.5 7b")["public_service"] is True
    assert _facts(kb, "官网上的客服机器人，不用登录，qwen2.5 7b")["public_service"] is True
    # neighbours: the staff's own tool with no login is no public
    assert _facts(kb, "员工不用登录就能用的内部知识库").get("public_service") is not True


def test_what_goes_in_said_in_brackets_keeps_in_and_out(kb):
    said = ("#ml-infra\nmaria: for the docs chatbot on our public site — gpt-oss-20b\ntom: load?\n"
            "maria: peak ~45 req/min, ~1,500 tokens in (question + retrieved docs), ~250 out\ntom: where?\n"
            "maria: us-east")
    f = _facts(kb, said)
    assert (f["input_tokens"], f["output_tokens"]) == (1500, 250) and "context_tokens" not in f
    f = _facts(kb, "~2,000 tokens in (ticket thread plus macros), ~300 out, llama 3.1 8b")
    assert (f["input_tokens"], f["output_tokens"]) == (2000, 300)
    # neighbours: plain in / out read as before; a place in brackets is no count of tokens
    f = _facts(kb, "~1,500 tokens in and ~250 out, llama 3.1 8b")
    assert (f["input_tokens"], f["output_tokens"]) == (1500, 250)
    assert "output_tokens" not in _facts(kb, "1,500 tokens in (Berlin), 300 in Munich")


def test_a_picture_a_vision_model_reads_is_no_picture_to_make(kb):
    said = ("We'd like to run Qwen2.5-VL-72B-Instruct-AWQ to read scanned customs declarations. Volume is ~15,000 "
            "pages a day, one request per page; each request is about 1,800 tokens in (image included) and 400 out.")
    f = _read(kb, said)
    assert f.facts["task"] == "inference" and f.facts["output_tokens"] == 400 and not f.conflicts
    f = _facts(kb, "Qwen2.5-VL-7B reads each scan; about 1,000 tokens in (image included) and 200 out")
    assert f["task"] == "inference"
    # neighbours: pictures to make stay an image job
    assert _facts(kb, "sdxl images, 500 of them")["task"] == "image"
    said = "Generate an image of each page with flux, then Qwen2.5-VL-7B checks it"
    assert _facts(kb, said).get("task") != "inference"


def test_requests_named_by_what_they_do(kb):
    said = ("We're a Pune edtech and need bge-m3 for similar-question search over our question bank. Peak is around "
            "1,200 searches a minute in the evening; queries are short, ~60 tokens.")
    f = _facts(kb, said)
    assert (f["model"], f["rps"]) == ("bge-m3", 20)
    assert _facts(kb, "bge-m3 for search, 300 lookups a second")["rps"] == 300
    assert _facts(kb, "qwen2.5 7b chat, 120 searches a minute")["rps"] == 2
    # neighbours: searches counted with no unit of time are no rate
    assert "rps" not in _facts(kb, "we ran 1,200 searches last month with bge-m3")


def test_clips_named_by_what_they_are_in_a_video_job(kb):
    said = ("Indie game studio in Dundee. We'd like about 60 short animated loops for our menu backgrounds, made with "
            "Wan 2.1 — the 1.3B is fine, they're simple. 4 seconds each, 480p.")
    assert _facts(kb, said)["videos"] == 60
    assert _facts(kb, "We need 40 looping animations for a kiosk, wan 2.1 1.3b, 5 seconds each")["videos"] == 40
    # neighbours: animations rendered in Blender are no clips to generate
    assert "videos" not in _facts(kb, "Blender render: 60 animations for a kiosk")


def test_candidates_made_to_pick_one_are_each_a_picture(kb):
    said = ("I'm making a picture book for my niece — FLUX.1 dev. 24 pages, one illustration each, but I'll generate "
            "10 candidates per page and pick the best.")
    assert _facts(kb, said)["images"] == 240
    assert _facts(kb, "sdxl: 40 characters, 6 drafts per character, we keep one")["images"] == 240
    assert _facts(kb, "flux schnell: 12 posters, 5 options for each poster")["images"] == 60
    # neighbours: drafts of a text are no pictures
    assert "images" not in _facts(kb, "qwen 7b: 30 pages, 2 drafts per page of the summary")


def test_the_total_said_again_smaller_is_the_one_settled_on(kb):
    said = ("Community radio station in Durban. We've got roughly 3,000 hours of archived shows in Zulu and English to "
            "transcribe with Whisper large-v3, but about a third is music-only, so really ~2,000 hours of talk.")
    assert _facts(kb, said)["audio_hours"] == 2000
    assert _facts(kb, "whisper: 800 hours of calls, half is silence, which leaves ~400 hours")["audio_hours"] == 400
    assert _facts(kb, "一共 800 小时录音，有一部分是纯音乐，实际要转的大概 500 小时，用 whisper")["audio_hours"] == 500
    said = "sdxl: 1,500 images, but some are duplicates — so effectively about 1,200 images"
    assert _facts(kb, said)["images"] == 1200
    # neighbours: a larger figure said after is no share of the first
    assert _facts(kb, "whisper: 300 hours of calls, so really 500 hours with the backlog")["audio_hours"] == 300


def test_a_weekly_run_by_its_day_and_a_window_from_midnight(kb):
    said = ("Every Sunday night we translate the week's new product listings into Swahili — about 12,000 listings, "
            "~250 tokens in and ~300 out each. Llama 3.3 70B does it best. It starts at midnight and must be done by "
            "6am Nairobi time.")
    f = _facts(kb, said)
    assert f["runs_per_month"] == 30 / 7 and f["hours_per_day"] == 6 and f["generate_tokens"] == 3_600_000
    said = "On Fridays we summarise 5,000 tickets, ~200 tokens out each, qwen2.5 14b"
    assert _facts(kb, said)["runs_per_month"] == 30 / 7
    said = ("We translate all new listings into German every Monday — about 12,000 listings, ~250 tokens in and ~300 "
            "out each. Llama 3.3 70B.")
    assert _facts(kb, said)["runs_per_month"] == 30 / 7
    assert _facts(kb, "The run starts at midnight, ready by 7am, qwen 14b summaries")["hours_per_day"] == 7
    # neighbours: a day named with no batch is no run; midnight with no finish is no window
    assert "runs_per_month" not in _facts(kb, "The deadline is every Friday? no, we serve qwen 7b to 20 users")
    assert "hours_per_day" not in _facts(kb, "The party starts at midnight; qwen 7b chat for 5 users")


def test_a_method_wished_for_but_over_budget_is_set_aside(kb):
    said = ("LoRA, rank 64. A full fine-tune would be nicer but it's way over budget, and skip QLoRA — it hurt our "
            "evals last time.")
    r = _read(kb, said, question="method")
    assert r.facts["task"] == "lora" and r.facts["lora_rank"] == 64 and not r.conflicts
    said = "QLoRA on qwen 7b. Full fine-tuning would be ideal, but that's out of our budget."
    assert _facts(kb, said)["task"] == "qlora"
    assert _facts(kb, "LoRA on llama 8b; full fine-tuning would be better, though it's too expensive")["task"] == "lora"
    # neighbours: a wish with no cost against it stays a choice to ask about
    assert _read(kb, "LoRA, rank 64. A full fine-tune would be nicer.", question="method").conflicts


def test_a_date_taken_back_for_another_day_of_its_month(kb):
    said = "Before the 22nd of January. Actually make that the 15th — legal wants a week to review the outputs."
    assert _facts(kb, said, question="deadline") == {"deadline": 960}
    assert _facts(kb, "by Jan 30, no wait, the 25th")["deadline"] == 1200
    assert _facts(kb, "1 月 20 号前要。不对，改成 15 号")["deadline"] == 960
    assert _facts(kb, "12 月 24 号前交，哦不，18 号吧")["deadline"] == 288
    # neighbours: another day named without taking the date back leaves it
    assert _facts(kb, "Before the 22nd of January. The 15th is the review.")["deadline"] == 1128


def test_a_whole_month_less_the_days_off(kb):
    said = "就二月份，整个月都要用，但春节那一周（2 月 6 号到 12 号）放假，不开机。"
    assert _facts(kb, said, question="days") == {"days": 21}
    assert _facts(kb, "整个三月都要跑，中间 3 月 8 号到 10 号停机")["days"] == 28
    assert _facts(kb, "all of March, except the 10th to the 14th when the office is closed. qwen 7b")["days"] == 26
    assert _facts(kb, "the whole of February, minus a week off for the holiday")["days"] == 21
    # neighbours: a whole month with no day off is left as it was; a date span of use stays the span
    assert "days" not in _facts(kb, "the whole month of March, 8 hours a day")
    assert _facts(kb, "12 月 10 号到 12 月 20 号要用")["days"] == 11
