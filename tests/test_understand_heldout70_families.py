"""heldout70's families: readings a real user's other phrasings share with the batch's rows (its words are not
repeated here)."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 5))  # (kb: the session's, tests/conftest.py)


def test_half_a_years_budget_is_a_sixth_a_month(kb):
    assert budget_of(_facts(kb, "每半年两万四", question="budget", currency="CNY")) == (4000, "CNY", "month")
    f = _facts(kb, "预算半年 6 万元，租卡跑 qwen3 8b 推理")
    assert budget_of(f) == (10000, "CNY", "month") and "days" not in f
    assert budget_of(_facts(kb, "we can spend $12k per half-year on GPUs")) == (2000, "USD", "month")
    assert budget_of(_facts(kb, "budget is $9,000 every six months")) == (1500, "USD", "month")
    assert _facts(kb, "用半年左右，每天 8 小时")["days"] == 182.5  # half a year of use stays days


def test_recordings_of_a_length_said_in_words(kb):
    f = _facts(kb, "600 calls, about two and a half minutes each, plus 20 webinars of an hour and a half each",
               question="audio")
    assert f["audio_hours"] == 55  # 25 + 30
    assert _facts(kb, "300 interviews — they run half an hour apiece", question="audio")["audio_hours"] == 150
    assert _facts(kb, "50 lectures, four hours each", question="audio")["audio_hours"] == 200


def test_a_night_run_stopping_the_next_morning(kb):
    assert _facts(kb, "每天晚上十一点开始跑，第二天早上七点前必须停")["hours_per_day"] == 8
    assert _facts(kb, "凌晨 1 点开跑，次日早上 5 点结束")["hours_per_day"] == 4
    assert _facts(kb, "晚上九点开跑，隔天早上六点前关机")["hours_per_day"] == 9


def test_a_day_taken_out_of_a_span(kb):
    assert _facts(kb, "from Dec 14 to Dec 27 inclusive; Christmas Day is off", question="days")["days"] == 13
    assert _facts(kb, "12 月 28 日到 1 月 8 日要用，元旦不算", question="days")["days"] == 11
    assert _facts(kb, "Dec 21 through Jan 3, both ends counted, minus New Year's Day", question="days")["days"] == 13
    # a holiday outside the span takes nothing out
    assert _facts(kb, "from Jan 4 to Jan 15 inclusive, except Christmas", question="days")["days"] == 12


def test_mainland_clouds_refused_by_name_even_abroad(kb):
    assert _facts(kb, "华为云就算是新加坡区也不考虑")["no_mainland_sellers"] is True
    assert _facts(kb, "阿里云的香港节点也不行，数据放日本")["no_mainland_sellers"] is True
    assert _facts(kb, "腾讯云、火山引擎这些，即使开在海外也不要")["no_mainland_sellers"] is True
    assert _facts(kb, "唔好用內地公司嘅雲")["no_mainland_sellers"] is True  # Cantonese 唔好 (don't)


def test_the_kv_cache_kept_beside_one_tried(kb):
    f = _facts(kb, "int4 weights are fine; we tested an int8 kv cache and recall dropped, so kv stays bf16",
               question="precision")
    assert f["kv_precision"] == "bf16" and f["precision"] == "int4"
    f = _facts(kb, "权重 int4，之前试过 fp8 的 KV，长文本会乱，KV 保持 fp16", question="precision")
    assert f["kv_precision"] == "fp16"


def test_a_range_in_a_currency_at_the_persons_rate(kb):
    f = _facts(kb, "预算港币六千到七千八，我们用 1 美元兑 7.8 元算")
    assert budget_of(f)[:2] == (1000, "USD")
    assert budget_of(_facts(kb, "总共台币 3000 到 6400，按 1 美元兑 32 元算"))[:2] == (200, "USD")
    assert budget_of(_facts(kb, "预算欧元两千，我们按 1 欧元兑 1.1 美元算"))[:2] == (2200, "USD")


def test_a_question_quoted_back_is_no_answer(kb):
    assert _facts(kb, "你说的“每天几个小时”是指开机时间还是跑任务的时间？") == {}
    assert _facts(kb, "When you ask \"how many hours a day\", do you mean powered on or busy?") == {}
    assert _facts(kb, "每天用 6 个小时") == {"hours_per_day": 6}  # an answer stays one


def test_two_adapters_with_the_choice_left_open(kb):
    for text in ("LoRA or QLoRA, haven't decided yet, on qwen3 8b", "qlora 还是 lora 没想好，底座 qwen3 8b"):
        u = _read(kb, text)
        assert "task" not in u.facts and "task" in {c.fact for c in u.conflicts}
    assert _facts(kb, "LoRA 还是 QLoRA 都行，底座 qwen3 8b")["task"] == "qlora"  # either will do: the lighter


def test_a_models_size_corrected_with_a_bare_no(kb):
    assert _facts(kb, "llama 3.1 70b, no, 8b, for a chatbot")["model"] == "llama-3.1-8b"
    assert _facts(kb, "qwen3 8b, no, 32b. 10 users at once")["model"] == "qwen3-32b"


def test_a_length_settled_on_for_each_item_after_a_reason(kb):
    f = _facts(kb, "40k samples, about 700 tokens each — though that leaves out the chat template we wrap them in, "
                   "so call it 800 each. 2 epochs.", question="job")
    assert f["tokens_per_sample"] == 800


def test_the_busy_hour_and_the_whole_days_count(kb):
    f = _facts(kb, "最忙是晚上 8 点到 9 点那一个小时，差不多 7200 次；全天 5 万左右。", question="load")
    assert f == {"rps": 2.0, "requests_per_day": 50000}
    f = _facts(kb, "高峰那一个小时，大概 3600 次，全天 4 万 2 左右")
    assert f["rps"] == 1.0 and f["requests_per_day"] == 42000 and "budget" not in f
    assert _facts(kb, "预算全天 3 万块")["budget"].currency == "CNY"  # money said as money stays money


def test_a_forms_marked_choices_are_the_answers(kb):
    text = ("Q1 用途：【单选】○ 模型推理　● 图像生成　○ 语音转写\n"
            "Q2 使用的模型：【填空】FLUX.1 dev\n"
            "Q3 能否用竞价实例？【单选】○ 可以　● 不可以\n"
            "Q4 机房位置：【多选】☐ 中国大陆　☑ 海外\n"
            "Q5 是否需要发票：【单选】● 否　○ 是\n"
            "Q6 交付日期：【日期】2026-12-20")
    f = _facts(kb, text)
    assert f["task"] == "image" and f["region"] == "intl" and f["deadline"] == 360
    assert "precision" not in f  # "Q4", "Q8" are the questions' numbers
    f = _facts(kb, "Q7 是否接受可中断实例：【单选】○ 是　● 否\nQ8 任务：【单选】● 模型微调 ○ 推理")
    assert f["interruptible"] is False


def test_a_sign_up_lists_counts_are_summed(kb):
    text = ("接龙：新品海报，用 FLUX 出，各门店报数量\n1. 南京路店 小王 20 张\n2. 徐家汇店 阿丽 15 张\n"
            "3. 五角场店 老陈 12 张，不对，改成 18 张\n4. 静安店 Kiki 9 张")
    assert _facts(kb, text)["images"] == 62
    text = "各组报一下要几条宣传视频，用 wan 2.1 出：\n1. 一组 3 条\n2. 二组 4 条\n3. 三组 6 条"
    assert _facts(kb, text)["videos"] == 13


def test_a_margin_before_an_events_date(kb):
    f = _facts(kb, "展会 1 月 10 号开，提前一周交付所有海报")
    assert f["deadline"] == 29 * 24 and "days" not in f
    assert _facts(kb, "发布会 12 月 20 日，提前两天全部出好")["deadline"] == 13 * 24


def test_cantonese_dollars_at_the_persons_rate_and_no_hurry(kb):
    f = _facts(kb, "錢係自己出，最多 HK$1,560，我當 7.8 蚊一美金計，唔趕")
    assert budget_of(f)[:2] == (200, "USD") and f["priority"] == "cost"
    assert _facts(kb, "不赶，月底前出完就行")["priority"] == "cost"


def test_words_that_describe_the_work_not_the_service(kb):
    f = _facts(kb, "SDXL looked cheap in our tests, so FLUX.1 dev; 300 images for client-facing banners")
    assert "priority" not in f and "public_service" not in f
    assert _facts(kb, "a customer-facing support bot on llama 3.1 8b")["public_service"] is True


def test_a_public_bodys_year_and_its_residents(kb):
    f = _facts(kb, "拟部署 qwen3 32b，面向全市居民提供政策问答，年度服务费用不超过人民币 120 万元，"
                   "须符合等保及政府采购相关规定")
    assert f["public_service"] is True and budget_of(f) == (100000, "CNY", "month") and f["compliance"] is True


def test_a_width_tested_beside_the_one_chosen(kb):
    f = _facts(kb, "Model: Qwen3 14B, int8. (We also tried int4 — the answers got sloppy.)")
    assert f["precision"] == "int8"
    assert _facts(kb, "qwen3 32b 用 fp8，之前试过 int4，效果掉得厉害")["precision"] == "fp8"


def test_a_product_for_learners_is_no_learning(kb):
    f = _facts(kb, "We're building a free AI study companion for med students on qwen3 14b, ~5k chats a day")
    assert f["task"] == "inference"


def test_a_sponsors_money_a_resumable_run_and_a_seasons_start(kb):
    f = _facts(kb, "俱乐部联赛的赞助方给了 5000 块，用 YOLOv8 训检测模型，中途断了可以接着跑，"
                   "决赛 1 月 16 号开打，之前必须训好")
    assert f["buyer"] == "company" and f["interruptible"] is True and f["deadline"] == 42 * 24


def test_a_dates_weekday_is_no_weeks(kb):
    assert "days" not in _facts(kb, "日报 2026-12-07 周一\n全参微调 qwen2.5 7b，数据 5 万条")


def test_one_speed_weighed_against_another_is_no_priority(kb):
    f = _facts(kb, "Serving qwen3 14b. Generation speed matters more to us than time to first token: 25 tokens/s each.")
    assert "priority" not in f and f["min_tps"] == 25
    assert _facts(kb, "speed matters, qwen3 14b chatbot")["priority"] == "speed"


def test_a_greek_memo(kb):
    f = _facts(kb, "Γεια σας! Είμαστε μια εταιρεία στην Αθήνα. LoRA on Llama 3.1 8B: "
                   "περίπου 12.000 δείγματα, ~800 tokens το καθένα. "
                   "Προϋπολογισμός: 1.000 € συνολικά — ο λογιστής μας υπολογίζει 1,10 δολάρια ανά ευρώ. "
                   "Πρέπει να τελειώσει πριν τις 20 Δεκεμβρίου.")
    assert f["samples"] == 12000 and f["tokens_per_sample"] == 800
    assert budget_of(f) == (1100, "USD", "total") and f["deadline"] == 15 * 24 and f["buyer"] == "company"


def test_a_taglish_message(kb):
    f = _facts(kb, "Hi po! Maliit na kumpanya kami. Qwen3 8B chatbot, public siya. Peak namin 8pm–10pm, "
                   "mga 300 chats per minute, tapos ~90k chats sa buong araw. Sagot mga 200 tokens. "
                   "Walang Chinese cloud please.")
    assert f["requests_per_day"] == 90000 and f["rps"] == 5 and f["output_tokens"] == 200
    assert f["no_mainland_sellers"] is True and f["public_service"] is True and "hours_per_day" not in f


def test_a_peak_a_minute_then_the_days_count_and_each_requests_tokens(kb):
    f = _facts(kb, "mistral 7b chat, ~120 messages per minute at peak, ~40k messages a day; each request ~900 tokens, "
                   "reply ~200 tokens")
    assert f["rps"] == 2 and f["requests_per_day"] == 40000
    assert f["input_tokens"] == 900 and f["output_tokens"] == 200 and "context_tokens" not in f


def test_items_in_words_each_ones_pictures_and_a_pair_apart(kb):
    f = _facts(kb, "Forty products. Each one gets a main photo plus two lifestyle photos, "
                   "and the 5 bestseller products also get a close-up. Then a cover image and a banner.",
               question="images")
    assert f["images"] == 40 * 3 + 5 + 2


def test_an_sql_rows_values_by_their_columns(kb):
    f = _facts(kb, "can you size this?\nINSERT INTO jobs (client, job_type, model, products, images_per_product, "
                   "extra_images, due_date, budget_usd, spot) VALUES ('Acme', 'image', 'flux.1-dev', 120, 4, 10, "
                   "'2026-12-18', 300, FALSE);")
    assert f["images"] == 490 and f["deadline"] == 13 * 24
    assert budget_of(f) == (300, "USD", "total") and f["interruptible"] is False


def test_a_postmortems_past_beside_its_plan(kb):
    text = ("Incident review: our chatbot on Llama 3.1 8B was running on a rented spot A10G and got preempted twice.\n"
            "Follow-ups: on-demand only — no spot. Keep int8; fp16 doubled the memory bill. Our peak is 40 concurrent "
            "users, observed 14:00–15:00 on weekdays. Vendors based in China are excluded by policy.")
    f = _facts(kb, text)
    assert f["interruptible"] is False and f["precision"] == "int8" and f["no_mainland_sellers"] is True
    assert "hours_per_day" not in f and "days" not in f and f.get("region") != "cn"
    # spot said as it was, with no refusal now, keeps its yes
    assert _facts(kb, "we ran on a spot A100 last month and it was fine; spot is ok again")["interruptible"] is True
