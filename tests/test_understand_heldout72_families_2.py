"""heldout72's families (rows #21–#40): readings a real user's other phrasings share with the batch's rows (its words
are not repeated here)."""

from __future__ import annotations

import datetime

from advisor_tui.understand.foreign_three import finnish
from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 5))  # (kb: the session's, tests/conftest.py)


def test_some_days_a_week_over_some_weeks(kb):
    assert _facts(kb, "flux 出图，一周五天，连续四周")["days"] == 20
    assert _facts(kb, "SDXL renders, 5 days a week for 3 weeks")["days"] == 15
    assert _facts(kb, "连续三周，每周跑 4 天，每天 6 小时，sdxl")["days"] == 12
    assert _facts(kb, "sdxl over two to three weeks, four days per week")["days"] == 12
    # neighbours: Friday's weather is no five days a week; a week's name is no span
    assert _facts(kb, "每周五天气不好，sdxl 跑四周")["days"] == 28
    assert _facts(kb, "sdxl 出图，每周五天，第 4 周交付").get("days") != 20
    assert _facts(kb, "sdxl 出图，每周六日跑，连续四周").get("days") != 24  # the weekend's two days, not six a week


def test_sorry_then_the_figure_meant(kb):
    assert _facts(kb, "qwen3 8b inference with 32k context - sorry, 16k")["context_tokens"] == 16384
    assert _facts(kb, "qwen3 8b, 20 concurrent users — sorry: 30")["concurrency"] == 30
    assert _facts(kb, "flux schnell, 900 images... sorry, 1,100, the spring line too")["images"] == 1100
    # neighbours: an apology before the figures corrects nothing; a corrected amount beside its own rate is priced at it
    f = _facts(kb, "Sorry, 2 quick questions: serving qwen3 8b at 16k context")
    assert f["context_tokens"] == 16384 and "concurrency" not in f
    f = _facts(kb, "HK$9,000 a month — sorry, 7,800 — at 7.8 HKD to the USD")
    assert budget_of(f) == (1000, "USD", "month")


def test_short_job_words_and_priority_words_mistyped(kb):
    f = _facts(kb, "lora on qwen3 8b, rnak 32, chepest option pls")
    assert f["lora_rank"] == 32 and f["priority"] == "cost"
    f = _facts(kb, "qwen3 8b lroa, rakn 8, cheapst")
    assert f["task"] == "lora" and f["lora_rank"] == 8 and f["priority"] == "cost"
    # neighbour: a word a letter off a priority word that is no typo of it
    assert "priority" not in _facts(kb, "arnk and rank, qwen3 8b inference")


def test_round_the_clock_said_as_24_by_7(kb):
    assert _facts(kb, "serve qwen3 8b for the night shift, up 24x7")["hours_per_day"] == 24
    assert _facts(kb, "serve qwen3 8b; it runs 24 × 7")["hours_per_day"] == 24
    # neighbour: a label's size is no schedule
    assert "hours_per_day" not in _facts(kb, "serve qwen3 8b, print a 24x7.5 cm label")


def test_mining_cards_refused(kb):
    assert _facts(kb, "buy a used 3090 — no ex-mining cards")["stock_only"] is True
    assert _facts(kb, "buy two 4090s, nothing that was used for crypto mining")["stock_only"] is True
    # neighbour: a mining firm buying is no refusal
    assert "stock_only" not in _facts(kb, "we're a mining company buying a 4090")


def test_an_ollama_modelfile_is_ollamas(kb):
    f = _facts(kb, "my Modelfile: FROM qwen2.5:14b, PARAMETER num_ctx 8192 — which GPU should I buy?")
    assert f["engine"] == "llama.cpp" and f["context_tokens"] == 8192
    assert _facts(kb, "serve qwen2.5 14b with num_ctx 4096")["engine"] == "llama.cpp"
    # neighbour: a weights file is any engine's
    assert "engine" not in _facts(kb, "serve qwen2.5 14b, the model file is 9 GB")


def test_a_launch_flag_in_an_args_list(kb):
    f = _facts(kb, 'serve it: args: ["--model", "Qwen/Qwen3-8B", "--max-model-len", "16384"]')
    assert f["context_tokens"] == 16384
    f = _facts(kb, "command: ['--model', 'Qwen/Qwen3-8B', '--max-model-len', '8192', '--max-num-seqs', '64']")
    assert f["context_tokens"] == 8192
    # neighbour: another flag's number is no context
    assert "context_tokens" not in _facts(kb, 'args: ["--model", "Qwen/Qwen3-8B", "--max-num-seqs", "256"]')


def test_a_part_of_the_firm_pays(kb):
    assert _facts(kb, "serve qwen3 8b, $2k a month out of the IT department")["buyer"] == "company"
    assert _facts(kb, "flux schnell, 300 images, $200 total — marketing's budget")["buyer"] == "company"
    # neighbour: a family's money is no firm's
    assert "buyer" not in _facts(kb, "flux schnell, 300 images, $200 from the family's savings")


def test_a_second_lot_of_pictures_joined_on(kb):
    assert _facts(kb, "flux schnell: 1,200 product photos, plus 300 banners for the shop")["images"] == 1500
    assert _facts(kb, "sdxl: 900 catalogue shots\n+ 60 homepage banners (same model)")["images"] == 960
    assert _facts(kb, "sdxl 出 800 张主图，另外还要 40 张海报")["images"] == 840
    # neighbours: a choice or a correction is no second lot
    assert "images" not in _facts(kb, "flux schnell: 500 images or 800 images, not sure")
    assert _facts(kb, "flux schnell: 500 images — sorry, 800 images")["images"] == 800


def test_a_plans_items_put_off_are_no_request(kb):
    f = _facts(kb, "sdxl: 400 product shots\n❌ Not this round: video, 3D turntables")
    assert f["task"] == "image" and f["images"] == 400
    f = _facts(kb, "sdxl 出 500 张图\n本次不做：视频")
    assert f["task"] == "image" and f["images"] == 500
    # neighbour: the work itself is still read when nothing is put off
    assert _facts(kb, "wan 2.1 1.3b: 40 video clips, 5 s each")["task"] == "video"


def test_years_of_writing_to_train_on_are_no_days(kb):
    assert "days" not in _facts(kb, "qlora qwen3 8b on 12 years of my blog posts, 2 epochs")
    assert "days" not in _facts(kb, "lora on qwen3 8b, trained on 5 years of support tickets")
    # neighbour: years of use are days
    assert _facts(kb, "serving qwen3 8b for 2 years")["days"] == 730


def test_counts_listed_each_under_its_label(kb):
    f = _facts(kb, "whisper 转写：第一季 20 集，第二季 30 集，每集 60 分钟")
    assert f["audio_hours"] == 50
    f = _facts(kb, "whisper transcripts: season 1 has 12 episodes, season 2 has 18, about 40 minutes each")
    assert f["audio_hours"] == 20
    # neighbour: one season named after its count is no list
    assert _facts(kb, "whisper 转写 30 集，每集 60 分钟，第 2 季")["audio_hours"] == 30


def test_people_sharing_it_out_of_pocket(kb):
    assert _facts(kb, "whisper 转写 100 小时音频，预算 500 元，我们俩 AA")["buyer"] == "individual"
    assert _facts(kb, "whisper 轉寫 100 小時，預算 500 元，三個朋友自己分攤")["buyer"] == "individual"
    assert _facts(kb, "whisper on 100 hours, $100, we'll split it between the two of us")["buyer"] == "individual"
    # neighbour: a firm's departments sharing it
    assert _facts(kb, "公司 whisper 转写 100 小时，费用各部门自己分摊")["buyer"] == "company"


def test_a_persian_message_around_english_terms(kb):
    f = _facts(kb, "سلام، ما یک شرکت کوچک در ونکوور هستیم. We want to serve Qwen3 8B. Peak حدود ۱۲۰ درخواست در دقیقه. "
                   "بودجه ۹۰۰ دلار کانادا در ماه؛ با نرخ ۱٫۵ دلار کانادا برای هر دلار آمریکا. cloud چینی نه. "
                   "اجاره، نه خرید.")
    assert f["rps"] == 2 and budget_of(f) == (600, "USD", "month")
    assert f["buyer"] == "company" and f["no_mainland_sellers"] is True and f["procure"] == "rent"
    f = _facts(kb, "ما یک استودیو هستیم و برای چت‌بات سایت Qwen3 8B می‌خوایم؛ هر کسی که به سایت بیاد می‌تونه استفاده کنه.")
    assert f["public_service"] is True and f["buyer"] == "company"
    # neighbour: buying chosen over renting is no rent
    assert _facts(kb, "ما یک شرکت هستیم، Qwen3 8B برای چت‌بات داخلی. خرید، نه اجاره.")["procure"] == "buy"


def test_a_bengali_message_around_english_terms(kb):
    f = _facts(kb, "নমস্কার! আমরা একটা ছোট NGO. প্রায় ২০০ ঘণ্টা audio transcribe করতে হবে with Whisper large-v3. "
                   "বাজেট মোট ৬০,০০০ টাকা; আমাদের accountant ১২০ টাকা = ১ ডলার ধরে হিসাব করেন। "
                   "১৫ জানুয়ারির মধ্যে শেষ করতে হবে।")
    assert f["audio_hours"] == 200 and budget_of(f) == (500, "USD", "total") and f["deadline"] == 984
    # a lakh's grouping is one number: 1,50,000 taka at 125 to the dollar
    f = _facts(kb, "আমরা একটা ছোট স্টুডিও. Whisper large-v3 দিয়ে প্রায় ৩০০ ঘণ্টা transcribe করতে হবে. "
                   "বাজেট মোট ১,৫০,০০০ টাকা; ১২৫ টাকা = ১ ডলার ধরে হিসাব।")
    assert budget_of(f) == (1200, "USD", "total") and f["audio_hours"] == 300
    # neighbour: Bengali digits alone, in an English line, are their digits, not a budget
    f = _facts(kb, "transcribe ৫০ hours with whisper large-v3")
    assert f["audio_hours"] == 50 and "budget" not in f


def test_a_finnish_message_around_english_terms(kb):
    f = _facts(kb, "Hei! Olemme pieni mainostoimisto Oulussa. We need 60 video clips with Wan 2.1 1.3B — jokainen 4 "
                   "sekuntia. Budjetti on 2 500 € yhteensä; kirjanpitäjä laskee 1,10 dollaria per euro. Ei kiinalaisia "
                   "pilvipalveluita. Kaiken pitää olla valmista 18.12. mennessä.")
    assert f["clip_seconds"] == 4 and budget_of(f) == (2750, "USD", "total") and f["buyer"] == "company"
    assert f["no_mainland_sellers"] is True and f["deadline"] == 312
    # neighbours: a version number's dots in an English line are no date; English's "on", "me", "per" are no Finnish
    assert "deadline" not in _facts(kb, "wan 2.1. we need 60 clips, 4 seconds each")
    said = "help me run it on 1 gpu, 1,5 or 2 dollars per hour, moi"
    assert finnish(said) == said
