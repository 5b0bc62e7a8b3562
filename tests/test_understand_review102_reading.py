"""Review 102's reading criticals, each as a family of phrasings (zh, zh-Hant and en), with the ones that must not fire:

- c06: "给通话转写稿做摘要和工单分类" — transcripts an LLM reads are its input, no transcription; "每天大概8000通，每通
  转写稿约4000个token，摘要输出300 token" a day's calls with each one's in and out; a hotline's back-office summaries
  reach its staff, no public;
- c01: "captions for 2 million product photos … Qwen2.5-VL-7B" — a VLM's batch of requests, never images to generate;
- c02: "a fine-tuning-as-a-service platform … Public API, 20 requests per second" — the product named by a method,
  the load served;
- c09: "我們系上想買一台GPU伺服器給40個學生修課用 … 每個學生每週大概用3小時" — the department buys; one student's
  weekly hours are no machine's hours nor days of use.
"""

from __future__ import annotations

import pytest

from advisor_tui.understand import parse


def reading(kb, text: str):
    return parse(text, kb, strict=True, today="2026-12-06")


def facts(kb, text: str) -> dict:
    return dict(reading(kb, text).facts)


def task_conflict(u) -> bool:
    return any(c.fact == "task" for c in u.conflicts)


# ------------------------------------------------------------------- c06: transcripts an LLM reads, no transcription
C06 = ("我们是成都某区12345政务热线的技术承包方，想用Qwen3-32B给通话转写稿做摘要和工单分类。"
       "每天大概8000通，每通转写稿约4000个token，摘要输出300 token左右。数据不能出境，走政府采购，"
       "要开增值税专票。预算50万人民币，倾向买服务器放在政务云机房。")


def test_c06_reads_the_days_calls_and_no_public(kb):
    u = reading(kb, C06)
    got = dict(u.facts)
    assert not task_conflict(u)
    assert got["task"] == "inference" and got["model"] == "qwen3-32b"
    assert got["requests_per_day"] == 8000
    assert got["input_tokens"] == 4000 and got["output_tokens"] == 300
    assert got["public_service"] is False


@pytest.mark.parametrize("text", [
    "想用Qwen2.5-14B给会议录音转写的文字做纪要，每天大概300条。",
    "我們想用Qwen3-14B把客服通話的轉寫稿做摘要和分類，每天大概5000通，每通轉寫稿約3000 token，摘要200 token。",
    "用 qwen3 8b 给转录稿做质检打分，每天 2000 条",
    "We want Qwen2.5 32B to summarise our call transcripts and classify them into ticket types, about 6,000 calls a "
    "day, ~3k tokens in and ~200 out.",
    "Use Llama 3.1 8B to classify the transcribed text of our support calls, 10k a day.",
])
def test_transcripts_read_by_a_language_model_are_its_input(kb, text):
    u = reading(kb, text)
    assert not task_conflict(u)
    assert dict(u.facts).get("task") == "inference"


@pytest.mark.parametrize("text", [
    "我们要把客服录音转写成文字稿，每天大概 200 小时",
    "We need transcripts of 300 hours of sales calls",
    "把 500 小时的访谈录音转写成文字",
])
def test_speech_still_to_be_made_text_stays_transcription(kb, text):
    assert facts(kb, text).get("task") == "transcribe"


@pytest.mark.parametrize("text, per_day, inp", [
    (C06, 8000, 4000),
    ("用Qwen3-14B给通话转写稿做摘要，每天大概5000通，每通转写稿约3000个token，摘要输出200 token左右。", 5000, 3000),
])
def test_a_days_calls_with_each_ones_length_are_requests(kb, text, per_day, inp):
    got = facts(kb, text)
    assert got["requests_per_day"] == per_day and got["input_tokens"] == inp


@pytest.mark.parametrize("text", [
    "想用Qwen3-14B给通话记录做摘要和分类，每天大概5000通。",
    "想用Qwen3-14B做工单分类，每天5000通，",
])
def test_a_days_calls_said_last_in_the_sentence_are_requests(kb, text):
    assert facts(kb, text)["requests_per_day"] == 5000


@pytest.mark.parametrize("text", [
    C06,
    "我们是12345政务热线，想用 qwen3 14b 给工单做自动分类和摘要，每天 3000 条",
])
def test_a_hotlines_back_office_work_is_no_public_service(kb, text):
    assert facts(kb, text).get("public_service") is False


@pytest.mark.parametrize("text", [
    "区里的政务热线想上一个大模型给市民答疑，模型用 deepseek v3",
    "我们是12345政务热线，想用qwen3 32b做工单分类，同时给市民答疑",
])
def test_a_hotline_answering_the_public_stays_public(kb, text):
    assert facts(kb, text).get("public_service") is True


# ---------------------------------------------------------------- c01: pictures a VLM captions, none to generate
C01 = ("We run a Vietnamese e-commerce marketplace and need captions for 2 million product photos (Vietnamese + "
       "English descriptions, ~150 output tokens each). Thinking of Qwen2.5-VL-7B. It has to be done within 5 days, "
       "we're in Singapore, budget about 3000 USD total.")


@pytest.mark.parametrize("text, items, out, deadline", [
    (C01, 2_000_000, 150, 120),
    ("用Qwen2.5-VL-7B给200万张商品图写描述，每张输出150 token左右，5天内做完", 2_000_000, 150, 120),
    ("Caption 500k product images with Qwen2.5-VL-7B, about 80 tokens each, by Friday.", 500_000, 80, None),
    ("We have about 2M product photos and want Qwen2.5-VL-7B to write captions for them, 100 tokens each.",
     2_000_000, 100, None),
])
def test_captions_of_existing_pictures_are_a_vlm_batch(kb, text, items, out, deadline):
    u = reading(kb, text)
    got = dict(u.facts)
    assert not task_conflict(u)
    assert "images" not in got
    assert got["task"] == "inference"
    assert got["output_tokens"] == out and got["generate_tokens"] == items * out
    if deadline is not None:
        assert got["deadline"] == deadline


@pytest.mark.parametrize("text, items", [
    ("我們想用 Qwen2.5-VL-7B 把 80 萬張圖片打標，兩週內完成", 800_000),
    ("我们有一批商品图，大概 50 万张，想用多模态模型 Qwen2.5-VL-7B 给图片生成标题", 500_000),
    ("用 qwen2.5-vl 7b 给 10 万张图片打标签", 100_000),
])
def test_no_length_said_is_assumed_and_asked(kb, text, items):
    u = reading(kb, text)
    got = dict(u.facts)
    assert "images" not in got and got["task"] == "inference"
    assert got["generate_tokens"] == items * got["output_tokens"]
    assert "output_tokens" in u.doubtful


@pytest.mark.parametrize("text, images", [
    ("用 SDXL 生成 2000 张商品图", 2000),
    ("Generate 1,000 product photos with FLUX.1-dev", 1000),
])
def test_pictures_to_make_stay_images(kb, text, images):
    assert facts(kb, text).get("images") == images


def test_a_vlm_reading_a_days_pictures_is_still_requests(kb):
    got = facts(kb, "用 Qwen2.5-VL-7B 做发票 OCR，每天大概 5 万张图片")
    assert got["requests_per_day"] == 50_000 and "generate_tokens" not in got


# ------------------------------------------------------ c02: a business named by a method, beside a serving load
C02 = ("We're building a fine-tuning-as-a-service platform: 50 customers, each with their own LoRA adapter on "
       "Llama 3.1 8B Instruct. Public API, peak around 20 requests per second in total, prompts ~1500 tokens and "
       "answers ~300 tokens. We're in the US, no Chinese clouds please. What should we rent for a month?")


@pytest.mark.parametrize("text, adapters", [
    (C02, 50),
    ("我们做微调平台的，50 个客户每家都有自己的 LoRA，底座 Qwen3-8B，高峰每秒 20 个请求", 50),
    ("我們是做模型微調服務的公司，30 個客戶各自有一個 LoRA，底座 Llama 3.1 8B，並發 40", 30),
])
def test_a_fine_tuning_business_serving_its_adapters_is_serving(kb, text, adapters):
    got = facts(kb, text)
    assert got["task"] == "inference" and got["lora_adapters"] == adapters


def test_c02_keeps_the_load(kb):
    got = facts(kb, C02)
    assert got["rps"] == 20 and got["input_tokens"] == 1500 and got["output_tokens"] == 300


@pytest.mark.parametrize("text, task", [
    ("We're a fine-tuning platform and need to fine-tune Llama 3.1 8B on 50k samples for a customer, 3 epochs", "lora"),
    ("我们做微调平台的，要给客户微调 Qwen3-8B，5 万条样本", "lora"),
])
def test_a_training_job_of_the_platforms_own_stays_training(kb, text, task):
    assert facts(kb, text)["task"] == task


# ------------------------------------------ c09: the department buys; one student's weekly hours on a shared machine
C09 = ("我們系上想買一台GPU伺服器給40個學生修課用，作業主要是用LoRA微調Llama 3.1 8B，"
       "還有跑一些SDXL出圖。每個學生每週大概用3小時。預算大約新台幣150萬，學校在台中，"
       "機器會放在系上機房。請問該買哪種顯示卡、買幾張？")


@pytest.mark.parametrize("text", [
    C09,
    "我们系里想买台服务器给 30 个同学做课程作业，LoRA 微调 Qwen3-8B，每人每周用 2 小时左右",
    "Our department wants to buy a GPU server for 40 students in a course fine-tuning Llama 3.1 8B with LoRA; each "
    "student uses it about 3 hours a week.",
])
def test_a_department_buying_for_students_is_an_organisation(kb, text):
    got = facts(kb, text)
    assert got["buyer"] == "company"
    assert "days" not in got and "hours_per_day" not in got


def test_a_student_paying_themselves_stays_an_individual(kb):
    assert facts(kb, "我是系上的學生，自己出錢租卡跑 LoRA 微調 Qwen3-8B")["buyer"] == "individual"


def test_one_students_weekly_hours_are_said_back(kb):
    u = reading(kb, C09)
    assert any("120" in n.en and "3 h" in n.en for n in u.notes)


def test_a_rented_courses_weekly_sessions_keep_the_tables_hours(kb):
    got = facts(kb, "下学期课程给学生租 GPU 做上机实验，一个班 45 人，每人每周上机 4 小时左右，整个学期 16 周。")
    assert got["hours_per_day"] == 4 and got["days"] == 16


def test_a_department_paying_for_a_rental_names_no_buyer_here(kb):
    got = facts(kb, "45 名学生每人都要一张卡写 CUDA 程序。学院意见是优先租云上的卡，不要买设备。经费从系里教改项目出。")
    assert got.get("buyer") != "individual"


def test_a_vlm_floated_and_a_text_model_chosen_reads_no_picture_batch(kb):
    got = facts(kb, "Goal: captions for the photo archive. 18,000 photographs, one caption each. Qwen2.5-VL was "
                    "floated but we agreed on qwen2.5 32b over the OCR'd metadata instead.")
    assert "images" not in got and "generate_tokens" not in got
