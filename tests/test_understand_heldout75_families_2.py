"""heldout75's families (rows #21–#40): readings a real user's other phrasings share with the batch's rows (the rows'
own sentences are scored by tests/test_understand.py once the batch is in the table; here, their neighbours)."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


def test_a_count_corrected_after_a_reason_with_its_measure_word_alone(kb):
    assert _facts(kb, "flux 出 600 张图，哦不对，客户加单了，900 张，租卡跑就行")["images"] == 900
    assert _facts(kb, "sdxl 出 300 张图，不对，老板又加了，450 张")["images"] == 450
    assert _facts(kb, "2 万条样本，不对，又清洗了一遍，1.5 万条，lora 微调 qwen3 8b")["samples"] == 15000
    # neighbours: the reason with 是 still reads; no correction keeps the first count
    assert _facts(kb, "flux 出 1200 张图……不对，客户加单了，是 1800 张")["images"] == 1800
    assert _facts(kb, "flux 出 600 张图，客户很满意")["images"] == 600


def test_about_so_many_people_at_once(kb):
    for say, n in (("不要量化，llama 3.3 70b，内部 20 来个人同时用", 20), ("30 来个同事同时访问 qwen3 32b", 30),
                   ("部门 20 多个人同时用 qwen3 8b", 20)):
        f = _facts(kb, say)
        assert f["concurrency"] == n and "users" not in f, say
    # neighbours: the people with no "at once" are users; the figure at once after the head count wins
    f = _facts(kb, "团队 30 来个人用 qwen3 8b")
    assert "concurrency" not in f
    assert _facts(kb, "qwen3 8b，20 来个人，同时用的最多 5 个")["concurrency"] == 5


def test_the_same_moment_and_a_should_hedge_before_the_cap(kb):
    for say in ("全公司 80 個同事，不過同一時間用嘅應該唔會多過 15 個，qwen2.5 32b",
                "qwen3 32b，同一时间用的应该不会超过 15 个", "qwen3 32b，同时用的应该不超过 15 个"):
        assert _facts(kb, say)["concurrency"] == 15, say
    assert "concurrency" not in _facts(kb, "qwen3 32b，同一时间只跑一个任务")


def test_the_firms_own_colleagues_counted_are_internal(kb):
    assert _facts(kb, "qwen3 32b，全公司 80 个同事，同一时间用的应该不会多过 15 个")["public_service"] is False
    assert _facts(kb, "qwen3 32b 知识库，全公司一共 200 多名员工")["public_service"] is False
    # neighbour: the staff counted beside customers served is no inward tool
    assert _facts(kb, "全公司 80 个员工，要做对外客户客服 qwen3 32b").get("public_service") is not False


def test_weekdays_before_a_nine_to_seven(kb):
    f = _facts(kb, "qwen3 32b，平日朝九晚七就得")
    assert f["days"] == 22 and f["hours_per_day"] == 10
    assert _facts(kb, "qwen3 32b，平日早九晚六开着")["days"] == 22
    # neighbours: 平时 is 'usually', no weekdays; 平日 with no hours said stays unread
    assert "days" not in _facts(kb, "qwen3 32b，平时朝九晚七")
    assert "days" not in _facts(kb, "qwen3 32b，平日晚上才用，周末全天")


def test_modified_cards_refused_in_cantonese(kb):
    assert _facts(kb, "買部機行 qwen2.5 32b，改裝卡（嗰啲 48G 4090）唔好推，老細驚冇保養。")["stock_only"] is True
    assert _facts(kb, "魔改卡唔好推薦，qwen3 32b")["stock_only"] is True
    assert "stock_only" not in _facts(kb, "改装卡不好用吗？qwen3 32b")


def test_each_items_pictures_described_in_brackets_and_a_set_apart(kb):
    f = _facts(kb, "用 flux 出图：全市 28 家门店，每家 3 张（门头海报、橱窗贴、桌卡各一张）；"
                   "另外总部公众号再要 12 张头图。")
    assert f["images"] == 96
    assert _facts(kb, "用 flux 出图：全市 28 家门店，每家 3 张（门头海报、橱窗贴、桌卡各一张）。")["images"] == 84
    assert _facts(kb, "sdxl 出图：30 款茶，每款 4 张；此外首页再要 6 张横幅")["images"] == 126
    assert _facts(kb, "30 款茶，每款 4 张图")["images"] == 120


def test_taken_back_mid_run_is_not_interruptible(kb):
    for say in ("全参微调 qwen2.5 3b，不能被中途收回", "lora qwen3 8b，别中途被回收就行",
                "qwen3 8b 训练，不允许被抢占"):
        assert _facts(kb, say)["interruptible"] is False, say
    assert "interruptible" not in _facts(kb, "旧卡不要回收，qwen3 8b 推理")


def test_each_question_gets_an_explanation_of_so_many_tokens(kb):
    f = _facts(kb, "qwen3 32b，一共 2.4 万道题，每道生成一段解析，大概 400 token；题干加答案喂进去 300 token 左右")
    assert f["generate_tokens"] == 9_600_000 and f["output_tokens"] == 400 and f["input_tokens"] == 300
    assert "context_tokens" not in f
    f = _facts(kb, "qwen3 8b，3 万条商品，每条写一段文案，约 150 token")
    assert f["generate_tokens"] == 4_500_000
    # neighbour: what is fed in, with 的, still reads
    assert _facts(kb, "qwen3 8b，喂进去的资料 2k token")["input_tokens"] == 2048


def test_a_share_of_the_batch_done_already_is_taken_off(kb):
    f = _facts(kb, "qwen3 32b，一共 2.4 万道题，每道生成一段解析，大概 400 token。"
                   "哦对，其中 4000 道是去年已经做过解析的，不用重新生成")
    assert f["generate_tokens"] == 8_000_000
    f = _facts(kb, "qwen3 8b，2 万条商品，每条生成 200 token 的文案；其中 3000 条之前已经写好了")
    assert f["generate_tokens"] == 3_400_000
    f = _facts(kb, "qwen3 8b: generate descriptions for 20,000 products, ~200 tokens each. 4,000 of them were already "
                   "done last year.")
    assert f["generate_tokens"] == 3_200_000
    # neighbour: a share with no 'already' takes nothing off
    f = _facts(kb, "qwen3 8b，2 万条商品，每条生成 200 token 的文案；其中 3000 条是服装")
    assert f["generate_tokens"] == 4_000_000


def test_generating_again_is_no_freshman(kb):
    assert "buyer" not in _facts(kb, "qwen3 8b，不用重新生成")
    assert _facts(kb, "大一新生，qwen3 8b 练手")["buyer"] == "individual"


def test_an_institutions_money_named(kb):
    for say in ("租卡跑 qwen3 8b，机构的钱，别超过 600 块", "wan2.1 出视频，钱还是从民宿合作社出，总共别超过 1500",
                "qwen3 8b，用公司的钱", "qwen3 8b，经费由学院支出"):
        assert _facts(kb, say)["buyer"] == "company", say
    assert _facts(kb, "qwen3 8b，不是公司的钱，我自己出")["buyer"] == "individual"
    assert "buyer" not in _facts(kb, "qwen3 8b，机构的钱包")


def test_a_forms_yes_no_on_domestic_chips_answered_no(kb):
    for say in ("是否需要国产化：否", "信创要求：无", "国产化：否"):
        assert _facts(kb, "部署 qwen3 32b\n" + say)["domestic_chips"] is False, say
    assert _facts(kb, "部署 qwen3 32b\n是否需要国产化：是")["domestic_chips"] is True


def test_a_ticked_local_purchase_is_buying_and_its_budget_the_total(kb):
    f = _facts(kb, "qwen3 8b 部署方式：☑ 本地采购　☐ 云租赁\n预算（万元）：25")
    assert f["procure"] == "buy" and f["budget"].unit == "total" and f["budget"].amount == 250_000
    # neighbour: the box left empty is no purchase — the ticked 云租赁 is renting (session 41: it had read nothing)
    assert _facts(kb, "qwen3 8b 部署方式：☐ 本地采购　☑ 云租赁\n预算（万元）：25")["procure"] == "rent"


def test_a_rules_words_refuse_personal_rentals(kb):
    assert _facts(kb, "上机课租云 GPU，不得使用个人出租的机器")["no_marketplace"] is True
    assert _facts(kb, "租卡跑 qwen3 8b，禁止租用个人出租的显卡。")["no_marketplace"] is True
    assert "no_marketplace" not in _facts(kb, "租卡跑 qwen3 8b，个人出租的机器也可以")


def test_an_offices_funds_paying_is_a_company(kb):
    assert _facts(kb, "上机课租云 GPU，由教务处教学改革专项经费支出")["buyer"] == "company"
    assert _facts(kb, "lora qwen3 8b，从科研经费中列支")["buyer"] == "company"
    assert _facts(kb, "lora qwen3 8b，由我个人支付")["buyer"] == "individual"


def test_a_list_handed_in_by_a_date_is_no_deadline(kb):
    assert "deadline" not in _facts(kb, "深度学习课程上机，请各任课教师于 12 月 18 日前将上机学生名单报教务处")
    assert "deadline" not in _facts(kb, "lora qwen3 8b，12 月 18 日前上报名单")
    assert _facts(kb, "12 月 18 日前训完 qwen3 8b lora")["deadline"] == 288


def test_llama_cpps_short_context_flag(kb):
    unit = ("ExecStart=/opt/llama.cpp/build/bin/llama-server \\\n  -m /srv/models/gpt-oss-20b-mxfp4.gguf \\\n"
            "  -c 32768 -ngl 99 --host 0.0.0.0 --port 8080\nRestart=always")
    assert _facts(kb, unit)["context_tokens"] == 32768
    assert _facts(kb, "./llama-cli -m qwen.gguf -c 8192")["context_tokens"] == 8192
    # neighbours: another program's -c, and -c 0 (the model's own length), name no context
    assert "context_tokens" not in _facts(kb, "gcc -c 4096 main.c, qwen3 8b")
    assert "context_tokens" not in _facts(kb, "llama-server -m q.gguf -c 0")


def test_urdu_around_english_terms(kb):
    f = _facts(kb, "ہم کراچی کی ایک چھوٹی clinic ہیں۔ Qwen3 8B پر LoRA کرنا چاہتے ہیں، "
                   "5,000 مثالیں، ہر ایک ~600 tokens۔ GPU کرائے پر لیں گے۔ "
                   "بجٹ 140,000 روپے کل project کے لیے ہے، "
                   "ہمارا accountant ایک ڈالر 280 روپے کا لگاتا ہے۔ "
                   "20 جنوری تک مکمل ہونا چاہیے۔ چینی cloud نہیں چاہیے۔")
    assert f["samples"] == 5000 and f["tokens_per_sample"] == 600 and f["procure"] == "rent"
    assert budget_of(f) == (500, "USD", "total") and f["no_mainland_sellers"] is True and f["region"] == "intl"
    assert f["deadline"] == 45 * 24
    # serving alone: the firm's own staff, so many at once
    f = _facts(kb, "ہم Qwen3 14B چلانا چاہتے ہیں، اپنے 30 ملازمین کو serve کریں گے، "
                   "ایک وقت میں زیادہ سے زیادہ 8۔ خریدیں گے نہیں")
    assert f["concurrency"] == 8 and f["public_service"] is False and "users" not in f
    # neighbour: two Urdu words are no Urdu message (the count is left to the other readers)
    assert "concurrency" not in _facts(kb, "qwen3 8b ایک وقت میں 10")
