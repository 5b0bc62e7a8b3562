"""heldout75's families (rows #1–#20): readings a real user's other phrasings share with the batch's rows, each with
neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


def test_a_place_turned_down_after_its_reason(kb):
    said = "放国内就行，最好华东，杭州上海都可以；境外机房延迟太高，不要。"
    assert _facts(kb, said, question="region")["region"] == "cn"
    assert _facts(kb, "海外的节点太慢了，不考虑", question="region")["region"] == "cn"
    assert _facts(kb, "国内机房太贵了，不要，放新加坡", question="region")["region"] == "intl"
    assert _facts(kb, "Overseas servers are too slow, so no. Keep it in China.", question="region")["region"] == "cn"
    # neighbours: a reason with no refusal after it turns nothing down
    assert _facts(kb, "境外机房延迟太高，但还是可以接受", question="region")["region"] == "intl"
    assert _facts(kb, "海外机房延迟有点高，不过能用", question="region")["region"] == "intl"


def test_a_prompt_that_carries_its_tokens_is_the_requests_input(kb):
    said = ("Busiest hour is about 5,400 requests, ~30k over a whole day. Each prompt carries ~1,500 tokens with the "
            "retrieved chunks, answers run ~350, and the first token should show within 1.5 s.")
    f = _facts(kb, said, question="load")
    assert f["input_tokens"] == 1500 and f["output_tokens"] == 350 and "context_tokens" not in f
    f = _facts(kb, "serve qwen3 8b; every prompt includes ~2,000 tokens of context, 30 concurrent users")
    assert f["input_tokens"] == 2000 and "context_tokens" not in f
    assert _facts(kb, "每个请求带上检索片段大概 1500 token，回答 350 左右", question="load")["input_tokens"] == 1500
    # neighbour: a context window set for the server stays a context
    f = _facts(kb, "serve qwen3 8b with a 16k context, 30 concurrent users")
    assert f["context_tokens"] == 16384 and "input_tokens" not in f


def test_a_date_span_with_its_weekday_names_and_weekdays_only(kb):
    said = "Only for the January block — Monday Jan 4 through Friday Jan 22, weekdays only."
    assert _facts(kb, said, question="days")["days"] == 15
    assert _facts(kb, "We need it from Mon, Jan 4 to Fri, Jan 22, weekdays only.", question="days")["days"] == 15
    assert _facts(kb, "1 月 4 号（周一）到 1 月 22 号（周五），只算工作日", question="days")["days"] == 15
    assert _facts(kb, "1 月 4 号到 1 月 22 号，只算工作日", question="days")["days"] == 15
    # neighbours: the span with the weekends in; a start and a deadline are no span
    assert _facts(kb, "Jan 4 through Jan 22", question="days")["days"] == 19
    assert "days" not in _facts(kb, "lora qwen3 8b. Starts Monday Jan 4; deadline Friday Jan 22.")


def test_koruna_written_kc_is_no_thousands(kb):
    said = "46 000 Kč for the whole thing — the company pays, and our accountant uses 23 Kč to the dollar."
    f = _facts(kb, said, question="budget", currency="USD")
    assert budget_of(f) == (2000, "USD", "total") and f["buyer"] == "company"
    f = _facts(kb, "46,000 Kč total, 1 USD = 23 CZK", question="budget", currency="USD")
    assert budget_of(f) == (2000, "USD", "total")
    assert budget_of(_facts(kb, "Budget 120 000 Kč a month; we use 24 Kč per dollar", question="budget",
                            currency="USD")) == (5000, "USD", "month")
    # neighbour: "46k" before the koruna is still thousands
    assert budget_of(_facts(kb, "46k Kč total, 23 Kč to the dollar", question="budget",
                            currency="USD")) == (2000, "USD", "total")


def test_recordings_counted_with_seconds_each_or_as_n_of_them(kb):
    said = ("Mostly voicemails — about 3,400 of them at roughly 45 seconds each. Then there are the 12 board meetings "
            "from this year, about two and a half hours apiece.")
    assert _facts(kb, said, question="audio")["audio_hours"] == 72.5
    assert _facts(kb, "about 3,400 voicemails at roughly 45 seconds each", question="audio")["audio_hours"] == 42.5
    said = "Mostly interviews — about 300 of them at 40 minutes each"
    assert _facts(kb, said, question="audio")["audio_hours"] == 200
    said = "3400 条语音留言，每条 45 秒左右；另外 12 场会议录音，每场两个半小时"
    assert _facts(kb, said, question="audio")["audio_hours"] == 72.5
    assert _facts(kb, "whisper: 2,000 voice notes, ~30 sec each")["audio_hours"] == 16.7
    # neighbours: minutes each stay media's own lot; a request's time limit in seconds is no recording's length
    assert _facts(kb, "12 board meetings, about two and a half hours apiece", question="audio")["audio_hours"] == 30
    assert "audio_hours" not in _facts(kb, "whisper on 500 calls; each request must finish in 30 seconds")


def test_a_cloud_launcher_or_a_configs_cloud_field_rents(kb):
    assert _facts(kb, "QLoRA llama 3.1 8b, I was about to sky launch it")["procure"] == "rent"
    assert _facts(kb, "QLoRA llama 3.1 8b\nresources:\n  cloud: aws\n  accelerators: A100:4")["procure"] == "rent"
    assert _facts(kb, "QLoRA llama 3.1 8b, 用 skypilot 在 aws 上起")["procure"] == "rent"
    # neighbours: the sky, a cloud named in passing
    assert "procure" not in _facts(kb, "QLoRA llama 3.1 8b; the sky launched a thousand ships")
    assert "procure" not in _facts(kb, "QLoRA llama 3.1 8b, our data sits in the cloud")


def test_the_first_so_many_done_by_hand_are_skipped(kb):
    said = ("note: we've got 211 episodes so far, averaging 55 minutes. The first 31 were transcribed by hand by a "
            "volunteer, so skip those. Want to run Whisper large-v3 over the rest.")
    assert _facts(kb, said)["audio_hours"] == 165
    assert _facts(kb, "whisper on 400 lectures, 60 minutes each; the last 40 are already transcribed")[
        "audio_hours"] == 360
    assert _facts(kb, "用 whisper 转写播客，一共 211 期，平均 55 分钟，前 31 期已经人工转过了")["audio_hours"] == 165
    # neighbours: the first so many praised, not skipped
    assert _facts(kb, "whisper on 400 lectures, 60 minutes each; the first 40 were great talks")["audio_hours"] == 400
    assert _facts(kb, "whisper 转写 400 节课，每节 60 分钟，前 40 节质量很好")["audio_hours"] == 400


def test_a_shows_patreon_is_the_shows_money(kb):
    assert _facts(kb, "whisper on our back catalogue. The show's Patreon covers it, ~$150 total.")["buyer"] == "company"
    assert _facts(kb, "whisper on 300 episodes; the podcast patreon pays for it, $150 total")["buyer"] == "company"
    # neighbour: a person's own Patreon money names no firm
    assert "buyer" not in _facts(kb, "whisper on 300 episodes; I pay from my own Patreon money, $150 total")


def test_a_comment_wrapped_over_lines_reads_as_one_sentence(kb):
    said = ("# dags/rewrite.py\n# Every night: rewrite ~8,000 listings with Qwen3 14B. The prompt per listing (raw "
            "seller text\n# + style guide) is ~700 tokens.\nx = 1\n")
    f = _facts(kb, said)
    assert f["input_tokens"] == 700 and "context_tokens" not in f
    from advisor_tui.understand.code_comments import join_wrapped_comments
    # neighbours: a comment line that ends its sentence, and a list of comment lines, stay apart
    assert join_wrapped_comments("# one.\n# two") == "# one.\n# two"
    assert join_wrapped_comments("# items\n# - a\n# - b") == "# items\n# - a\n# - b"
    assert join_wrapped_comments("# a wrapped line,\n# then more") == "# a wrapped line,   then more"
    said = "# the prompt (raw text\n# + guide) is 700"
    assert join_wrapped_comments(said) == "# the prompt (raw text   + guide) is 700"
    # an SQL file's notes one a line stay apart (heldout70's INSERT row)
    said = "-- extra_images = homepage banners, not per item\n-- spot_ok TRUE because the pipeline retries"
    assert join_wrapped_comments(said) == said


def test_lora_adapters_a_server_holds_are_serving(kb):
    said = ("We're a B2B SaaS — every customer gets their own LoRA on one shared base, ~60 adapters today and growing. "
            "Peak is ~25 concurrent requests. Model meta-llama/Llama-3.1-8B-Instruct")
    f = _facts(kb, said)
    assert f["task"] == "inference" and f["buyer"] == "company" and "checkpoint" not in f
    f = _facts(kb, "vllm serve meta-llama/Llama-3.1-8B-Instruct --enable-lora --max-loras=16 --max-lora-rank=32")
    assert f["task"] == "inference" and "lora_rank" not in f and "checkpoint" not in f
    assert _facts(kb, "每个客户都有自己的 LoRA，共用一个底座 qwen3 8b，峰值并发 30")["task"] == "inference"
    # neighbours: a LoRA trained, then served; a LoRA with its rank and nothing served
    assert _facts(kb, "train a LoRA on llama 3.1 8b, then vllm serve it with --enable-lora")["task"] == "lora"
    f = _facts(kb, "LoRA on llama 3.1 8b, rank 32")
    assert f["task"] == "lora" and f["lora_rank"] == 32
    assert "buyer" not in _facts(kb, "we're a bit lost, serving qwen3 8b")
    assert "buyer" not in _facts(kb, "We're a small SaaS doing email drafting on qwen2.5-14b, 40k requests a day")


def test_a_helm_values_files_container_image_is_no_picture(kb):
    said = "serve qwen3 8b\nreplicaCount: 1\nimage:\n  repository: vllm/vllm-openai\n  tag: v0.9.2"
    f = _facts(kb, said)
    assert f["task"] == "inference" and "images" not in f
    f = _facts(kb, "serve qwen3 8b\nservices:\n  app:\n    image: vllm/vllm-openai:v0.9.2\n    replicas: 2")
    assert f["task"] == "inference" and "images" not in f
    # neighbours: pictures made are still counted, base images to upscale among them
    assert _facts(kb, "sdxl, 500 images for the catalogue")["images"] == 500
    assert _facts(kb, "sdxl: 500 base images, then upscale each")["images"] == 500


def test_pictures_for_each_of_so_many_books_with_a_cover_each(kb):
    said = ("we're making a series of 6 books for kids. We want to generate the illustrations with SDXL: 16 "
            "illustrations per book, plus a cover for each book.")
    assert _facts(kb, said)["images"] == 102
    assert _facts(kb, "sdxl: 12 picture books, 20 illustrations each plus a cover")["images"] == 252
    assert _facts(kb, "sdxl: 4 chapters with 8 drawings per chapter")["images"] == 32
    assert _facts(kb, "flux: Plan is 20 books x 30 illustrations each.")["images"] == 600
    # neighbour: books read are no books illustrated
    assert _facts(kb, "sdxl: I read 3 books last year; 500 images in total")["images"] == 500


def test_romanian_around_english_terms(kb):
    said = ("Bună ziua! Suntem o editură mică din Iași și pregătim o serie de 6 cărți pentru copii. We want to "
            "generate the illustrations with SDXL: câte 16 ilustrații pe carte, plus o copertă pentru fiecare carte. "
            "Închiriem GPU, nu cumpărăm hardware, și fără cloud-uri chinezești. Bugetul e 2.300 lei în total; "
            "contabilul nostru calculează cu 4,6 lei la un dolar. Avem nevoie de imagini până pe 8 ianuarie. Mulțumim!")
    f = _facts(kb, said)
    assert f["images"] == 102 and f["procure"] == "rent" and f["no_mainland_sellers"] is True
    assert budget_of(f) == (500, "USD", "total") and f["buyer"] == "company" and f["region"] == "intl"
    assert f["deadline"] == 792
    # the cedilla's letters and no diacritics alike
    f = _facts(kb, "Suntem o firma mica din Cluj. Vrem qwen3 8b; inchiriem GPU, nu cumparam. Bugetul e 9.200 lei pe "
               "luna; calculam cu 4,6 lei la un dolar. Multumim!")
    assert f["procure"] == "rent" and budget_of(f) == (2000, "USD", "month")
    # neighbour: an English message with one Romanian word is left as it is
    assert "procure" not in _facts(kb, "serve qwen3 8b for our Iasi office, cumparam later maybe")


def test_items_rewritten_in_versions_of_a_length(kb):
    said = ("# Every night: rewrite the day's new marketplace listings (~8,000) into clean EN + DE copy,\n# i.e. two "
            "versions per listing, ~180 tokens each. The prompt per listing (raw seller text\n# + style guide) is ~700 "
            "tokens. Model: Qwen3 14B served with vLLM.\n")
    f = _facts(kb, said)
    assert f["generate_tokens"] == 2_880_000 and f["output_tokens"] == 180 and f["input_tokens"] == 700
    assert f["runs_per_month"] == 30 and "context_tokens" not in f
    said = ("translate ~5,000 product pages into French and German, i.e. two versions each, ~300 tokens per version, "
            "qwen3 14b")
    assert _facts(kb, said)["generate_tokens"] == 3_000_000
    f = _facts(kb, "rewrite ~8,000 listings with qwen3 14b, ~180 tokens each")
    assert f["generate_tokens"] == 1_440_000 and "context_tokens" not in f
    # neighbour: the rewritten items are a fine-tune's data where it trains
    f = _facts(kb, "LoRA on qwen3 8b: rewrite 8,000 listings, 180 tokens each")
    assert f["task"] == "lora" and "generate_tokens" not in f
