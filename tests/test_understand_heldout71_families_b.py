"""heldout71's families (rows #21–#40): readings a real user's other phrasings share with the batch's rows (its words
are not repeated here)."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 5))  # (kb: the session's, tests/conftest.py)


def test_mainland_clouds_not_to_be_recommended(kb):
    assert _facts(kb, "中国的云就别推荐了，机器放日本")["no_mainland_sellers"] is True
    assert _facts(kb, "大陆的云服务也不用考虑了")["no_mainland_sellers"] is True
    assert _facts(kb, "不接受中国大陆企业经营的云平台，服务器放香港")["no_mainland_sellers"] is True
    f = _facts(kb, "don't bother suggesting Chinese clouds, servers in Japan are fine")
    assert f["no_mainland_sellers"] is True
    assert _facts(kb, "no need to recommend any Chinese providers")["no_mainland_sellers"] is True


def test_a_bare_budget_for_hours_of_audio_is_the_jobs_total(kb):
    assert budget_of(_facts(kb, "用 whisper 转写 600 小时的采访录音，预算 2000 块")) == (2000, "CNY", "total")
    assert budget_of(_facts(kb, "whisper on ~300 hours of podcasts, $90 tops")) == (90, "USD", "total")


def test_no_hurry_mistyped(kb):
    assert _facts(kb, "qwen3 8b inference, no hury at all")["priority"] == "cost"
    assert _facts(kb, "sdxl images, not in a hurr, cheapest box please")["priority"] == "cost"


def test_a_lone_no_between_commas_takes_the_number_back(kb):
    assert budget_of(_facts(kb, "qwen3 8b 推理，一个月 5000，不，4000")) == (4000, "CNY", "month")
    assert _facts(kb, "qwen3 8b 推理，并发 20，不，30")["concurrency"] == 30
    assert budget_of(_facts(kb, "budget 8000 a month, no, 6000")) == (6000, "USD", "month")
    assert _facts(kb, "qwen3 8b inference, 20 concurrent users, no, 30")["concurrency"] == 30


def test_the_boss_changed_his_word(kb):
    assert _facts(kb, "qwen3 14b 推理，一个月三千，老板又改主意了")["buyer"] == "company"


def test_pesos_named_by_their_country_in_chinese(kb):
    f = _facts(kb, "预算每月 11.6 万菲律宾比索，按 58 比索兑 1 美元，跑 llama 3.1 8b 推理")
    assert budget_of(f) == (2000, "USD", "month")
    u = _read(kb, "sdxl 出图，总共 90 万智利比索")
    assert "budget" not in u.facts and "budget" in {x.kind for x in u.unresolved}


def test_records_counted_with_the_taiwanese_counter(kb):
    assert _facts(kb, "qwen2.5 7b lora，訓練資料約 3 萬筆")["samples"] == 30000
    assert _facts(kb, "qwen3 8b 全參微調，8 千筆問答資料")["samples"] == 8000
    assert "samples" not in _facts(kb, "qwen2.5 7b lora 微调，这笔钱 3 万以内")


def test_a_form_said_that_day_or_earlier(kb):
    assert _facts(kb, "须于 1 月 15 日或以前交付 whisper 转写结果")["deadline"] == 984
    assert _facts(kb, "交付期限：2026 年 12 月 18 日或之前")["deadline"] == 312


def test_an_institutions_office_asking_for_quotations(kb):
    f = _facts(kb, "XX 學院 圖書館\n邀請報價：whisper 轉寫 500 小時講座錄音")
    assert f["buyer"] == "company" and f["audio_hours"] == 500
    assert "buyer" not in _facts(kb, "我想问下报价邀请怎么写")


def test_a_size_with_the_b_as_its_decimal_point(kb):
    f = _facts(kb, "pretrain a 7b1 model from scratch on 300B tokens")
    assert f["params_b"] == 7.1
    f = _facts(kb, "pretraining run, config 3b2.yaml, 3.2B params, 60B tokens")
    assert f["params_b"] == 3.2


def test_a_containers_image_is_no_picture_job(kb):
    f = _facts(kb, "services:\n  api:\n    image: ghcr.io/huggingface/text-generation-inference:2.4\n"
                   "    command: --model-id meta-llama/Llama-3.1-8B-Instruct")
    assert f["task"] == "inference"
    f = _facts(kb, 'containers:\n- name: llm\n  image: "vllm/vllm-openai:v0.6.3"\n'
                   '  args: ["--model", "Qwen/Qwen2.5-7B-Instruct"]')
    assert f["task"] == "inference" and f["engine"] == "vllm"
    assert _facts(kb, "Generate 2,000 images with flux schnell")["task"] == "image"


def test_the_work_a_scope_statement_leaves_out(kb):
    f = _facts(kb, "Scope: LoRA fine-tune of Qwen2.5 7B on 20,000 support tickets.\n"
                   "Out of scope: full fine-tuning, serving the model.")
    assert f["task"] == "lora"
    f = _facts(kb, "## Goals\n- QLoRA on llama 3.1 8b, 30k samples\n## Non-goals\n- full fine-tune\n"
                   "- serving it to customers")
    assert f["task"] == "qlora" and "public_service" not in f
    f = _facts(kb, "工作内容：对 qwen2.5 14b 做 LoRA 微调，样本 3 万条。\n不在本次范围内：全参微调、推理部署。")
    assert f["task"] == "lora"


def test_a_count_of_business_days_is_no_working_week(kb):
    f = _facts(kb, "Model delivered by Jan 15; the client reviews it within 5 business days.")
    assert "days" not in f and f["deadline"] == 984
    assert "days" not in _facts(kb, "sign-off comes 10 working days after delivery")
    assert _facts(kb, "only on business days, 9 to 5")["days"] == 22


def test_a_model_piloted_before_is_not_the_one_wanted(kb):
    f = _facts(kb, "Going with Qwen2.5 14B for the help desk; we trialled Mistral 7B in the spring, answers were thin.")
    assert f["model"] == "qwen2.5-14b"
    assert _facts(kb, "我们试点过 qwen2.5 7b，回答太短，这次想用 qwen2.5 32b")["model"] == "qwen2.5-32b"
    assert _facts(kb, "先在 3 家门店试点 qwen3 8b")["model"] == "qwen3-8b"


def test_a_daily_cron_line_and_the_finish_said_in_words(kb):
    f = _facts(kb, "Our crontab:\n0 2 * * * /srv/batch/classify_reviews.sh\n"
                   "# classify yesterday's ~20k reviews with qwen2.5 7b, output ~50 tokens each; must be done by 8am")
    assert f["hours_per_day"] == 6
    f = _facts(kb, "crontab 里这样配的：\n15 23 * * * python nightly_summary.py\n"
                   "每晚用 qwen3 14b 总结当天工单，早上 6 点前必须跑完")
    assert f["hours_per_day"] == 6.75


def test_a_dutch_request_around_english_terms(kb):
    f = _facts(kb, "Hallo, wij zijn een klein advocatenbureau in Gent. We willen Llama 3.1 8B draaien, alleen voor "
                   "medewerkers en niet publiek. Ongeveer 6 tegelijk. Geen Chinese providers graag. We huren liever.")
    assert f["buyer"] == "company" and f["public_service"] is False and f["concurrency"] == 6
    assert f["no_mainland_sellers"] is True and f["procure"] == "rent"
    f = _facts(kb, "Dag! We zijn een ontwerpbureau uit Rotterdam en willen SDXL gebruiken voor productfoto's. Budget "
                   "€1.500 in totaal, onze boekhouder rekent met 1,10 dollar per euro. Huren, niet kopen.")
    assert budget_of(f) == (1650, "USD", "total") and f["procure"] == "rent" and f["buyer"] == "company"


def test_a_polish_request_around_english_terms(kb):
    f = _facts(kb, "Dzień dobry! Jesteśmy niewielką agencją z Gdańska. Chcemy wyrenderować animację w Blenderze, "
                   "możemy puszczać render 10 godzin dziennie przez 12 dni. Budżet 8 000 zł łącznie, nasza księgowa "
                   "liczy 4 zł za dolara. Instancje spot odpadają. Musi być gotowe przed 20 grudnia.")
    assert f["hours_per_day"] == 10 and f["days"] == 12 and budget_of(f) == (2000, "USD", "total")
    assert f["interruptible"] is False and f["deadline"] == 360 and f["buyer"] == "company"


def test_an_indonesian_request_around_english_terms(kb):
    f = _facts(kb, "Halo! Kami perusahaan logistik di Surabaya, mau pakai Qwen2.5 7B untuk chatbot pelanggan — public. "
                   "Sekitar 90 pertanyaan per menit, sehari total ~40 ribu. First token harus kurang dari 2 detik. "
                   "Jangan pakai cloud China ya, server di Singapore saja. Terima kasih!")
    assert f["rps"] == 1.5 and f["requests_per_day"] == 40000 and f["max_ttft_s"] == 2
    assert f["no_mainland_sellers"] is True and f["region"] == "intl" and f["buyer"] == "company"
    assert "hours_per_day" not in _facts(kb, "Kami startup di Medan, mau pakai Qwen3 8B. Peak jam 8-10 malam, "
                                             "sekitar 60 pertanyaan per menit, jangan cloud China.")
    assert "samples" not in _facts(kb, "实验室新到了一笔横向经费，想用 qwen3 8b 做 lora 微调")
