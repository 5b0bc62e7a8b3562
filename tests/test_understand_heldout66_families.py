"""The families of phrasing heldout66 exposed — the latest day said with its date ("Friday the 18th at the latest");
items named in a word of their own, each one's clips after ("Twenty-four property tours, two clips apiece"); pictures
for each book by kind, kinds counted with 各, and a set apart after them ("每本封面 1 張、內頁 12 張；另外…6 張海報",
"三种表情差分各 1 张，再加 20 张场景背景", "2,000 个商品 × 每个 3 张（…），另外…30 张 banner"); the payer's finance
"here"; "Plan for 30." ending its sentence under the concurrency question; a bare 只能 before a maker; every night of
the week ("seven nights a week", "一周七天", "一週七晚"); cards a lab will give ("最多只能给我批 8 张卡"); a bare "no"
correcting a figure; a marketplace refused after its name ("we know about Vast. Not interested."); "can't quantize the
weights", and a KV cache asked about with its other option; 搶佔式; a source-of-funds field; credits from a course;
a Cantonese 港紙 rate, an accountant's 話, a business opened (開咗間補習社) and its students in its app; 走部门费用;
staff's questions answered; a dialect is no place; a model set aside for now (暫不考慮); recordings named before
their count; 整机采购; 总价; a request's input summed in its field; a summary each with its length in brackets; an
email chain between colleagues; a pasted YAML or JSON file; custom fused kernels; a German memo; a Korean memo — in
both languages (simplified and traditional) and in wordings beyond the batch's, so that the family is what is read,
not the batch's rows."""

from __future__ import annotations

import datetime

import pytest

from tests.understand_helpers import budget_of as _budget
from tests.understand_helpers import read_on

TODAY = datetime.date(2026, 12, 5)  # the batch's day, a Saturday
_read, _facts = read_on(TODAY)


@pytest.mark.parametrize("said", [
    "Friday the 18th at the latest, 720p clips",
    "transcribe 200 hours, 18 December at the latest",
    "the 18th at the latest",
    "200 小时录音转写，最晚 12 月 18 日",
    "最晚 18 号",
])
def test_the_latest_day_with_its_date(kb, said):
    assert _facts(kb, said)["deadline"] == 312  # Fri 18 Dec, 13 days


@pytest.mark.parametrize("said, n", [
    ("Twelve menu dishes - two short videos apiece, 720p, wan 2.1", 24),
    ("Thirty listings, three clips each, 5 s, wan 2.1", 90),
    ("Forty apartments — two videos per apartment, 8 seconds each", 80),
])
def test_items_named_then_each_ones_clips(kb, said, n):
    assert _facts(kb, said)["videos"] == n


@pytest.mark.parametrize("said, n", [
    ("一共 30 本绘本，每本封面 1 张、内页 8 张；另外出版社还要 4 张海报。", 274),
    ("一共 20 本繪本，每本封面 1 張、內頁 10 張；另外還要 5 張宣傳海報", 225),
    ("一共 40 个角色，每个角色正面 1 张 + 两种表情各 1 张，再加 10 张场景背景", 130),
    ("500 个商品 × 每个 2 张（白底 1 张 + 场景 1 张），另外首页还要 12 张 banner", 1012),
])
def test_pictures_by_kind_and_a_set_apart(kb, said, n):
    assert _facts(kb, said, question="images")["images"] == n


def test_a_set_apart_only_where_it_outnumbers_each_items_pictures(kb):
    said = "一共 30 个角色，每个角色正面 1 张 + 三种表情各 1 张，再加 12 张背景"
    assert _facts(kb, said, question="images")["images"] == 132
    # "再加一张茶汤特写" is each item's own (heldout62 #10): only a set outnumbering the item's pictures stands apart
    facts = _facts(kb, "一共 10 款茶，每款正面 1 张、开盒 1 张，再加 1 张茶汤特写", question="images")
    assert facts["images"] == 30


@pytest.mark.parametrize("said", [
    "SEK 21,000 total. Finance here converts at 10.5 kronor to the dollar.",
    "Budget €5,000 total; finance team uses 1.1 dollars per euro",
])
def test_the_payers_finance_with_a_word_between(kb, said):
    assert _facts(kb, said)["buyer"] == "company"


@pytest.mark.parametrize("said, n", [
    ("About 50 people on the floor, 15 at once on busy days. Plan for 20.", 20),
    ("Usually a dozen, sometimes 30. Provision for 25.", 25),
])
def test_the_figure_planned_for_ends_its_sentence(kb, said, n):
    assert _facts(kb, said, question="concurrency")["concurrency"] == n


@pytest.mark.parametrize("said, vendors", [
    ("要。有自己写的 CUDA kernel，所以只能 NVIDIA。", "nvidia"),
    ("要。推論用 TensorRT-LLM，只能 NVIDIA", "nvidia"),
    ("不用，只能 AMD 的卡，公司统一采购的", "amd"),
])
def test_a_bare_only_before_a_maker(kb, said, vendors):
    assert _facts(kb, said, question="cuda")["vendors"] == vendors


@pytest.mark.parametrize("said", [
    "Night shift only: 11pm to 7am, seven nights a week.",
    "夜班用，晚上 10 点到早上 6 点，一周七天都要用",
    "一週七晚都開，晚上十點到早上六點",
    "每周 7 个晚上，晚上 11 点到早上 7 点",
])
def test_every_night_of_the_week_is_every_day(kb, said):
    facts = _facts(kb, said)
    assert facts["days"] == 30 and facts["hours_per_day"] == 8
    assert "budget" not in facts


@pytest.mark.parametrize("said, n", [
    ("实验室最多只能给我批 8 张卡，预训练 0.5B", 8),
    ("老板最多只给我们租 2 张卡", 2),
    ("學校最多只能給我批 4 張卡", 4),
])
def test_cards_someone_will_give(kb, said, n):
    assert _facts(kb, said)["max_gpus"] == n


@pytest.mark.parametrize("said, fact, value", [
    ("blender render, 20 hrs a day for 8 days, no, 12 days", "days", 12),
    ("sdxl lora, budget is $300, no, $500 total", "budget", None),
    ("render 8 hours a day for 5 days, no, 9 days", "days", 9),
])
def test_a_bare_no_corrects_the_figure(kb, said, fact, value):
    facts = _facts(kb, said)
    if fact == "budget":
        assert _budget(facts) == (500, "USD", "total")
    else:
        assert facts[fact] == value


@pytest.mark.parametrize("said", [
    "Edit: yes, we know about vast.ai — not interested.",
    "Vast? no thanks. Anything EU is fine.",
    "vast 我们知道，不考虑",
    "P2P 那种就算了，要正规云厂商",
])
def test_a_marketplace_refused_after_its_name(kb, said):
    assert _facts(kb, said)["no_marketplace"] is True
    assert "no_marketplace" not in _facts(kb, "we tried vast, it was fine, qwen3 8b serving")  # named, not refused


@pytest.mark.parametrize("said", [
    "Serving Llama 3.1 70B in bf16; we can't quantize the weights (accuracy requirement).",
    "qwen3 32b, we must not quantize the model",
])
def test_quantising_refused_with_its_verb(kb, said):
    assert _facts(kb, said)["no_quantization"] is True


@pytest.mark.parametrize("said", [
    "Serving qwen3 32b at 64k context. Would an FP8 KV cache fix it, or do I need more cards?",
    "qwen3 32b 推理，64k 上下文，上 FP8 的 KV cache 能解决吗，还是得加卡？",
])
def test_a_kv_cache_asked_about_is_no_choice(kb, said):
    assert "kv_precision" not in _facts(kb, said)


@pytest.mark.parametrize("said", ["可接受搶佔式實例，LoRA 微調 Qwen3 8B", "算力：租用雲端 GPU，可以用搶佔式的機器"])
def test_preemptible_in_traditional_characters(kb, said):
    assert _facts(kb, said)["interruptible"] is True


@pytest.mark.parametrize("said, buyer", [
    ("經費來源：研究資助局（RGC）項目撥款，LoRA 微調 Qwen3 8B", "company"),
    ("资金来源：公司研发预算", "company"),
    ("Funding source: Horizon Europe project WP3. QLoRA on Llama 3.1 8B.", "company"),
    ("经费来源：本人", "individual"),
    ("Source of funds: personal savings", "individual"),
])
def test_a_source_of_funds_field(kb, said, buyer):
    assert _facts(kb, said)["buyer"] == buyer


@pytest.mark.parametrize("said", [
    "Final project: each team gets cloud credits worth $150 from the course. 3 students per team.",
    "the university gives each student $200 in cloud credits, yolov8 training",
    "课程给每组发了 1000 元算力券，只能租卡",
])
def test_credits_from_an_institution(kb, said):
    assert _facts(kb, said)["buyer"] == "company"


def test_a_cantonese_tutoring_centre(kb):
    said = ("小弟喺旺角開咗間補習社，學生喺我哋 app 入面用，同時最多 30 個。預算每月 HK$3,900，"
            "我會計話 7.8 港紙兌 1 美金")
    facts = _facts(kb, said)
    assert facts["buyer"] == "company" and facts["public_service"] is True
    assert _budget(facts) == pytest.approx((500, "USD", "month"))


@pytest.mark.parametrize("said", ["我开了家奶茶店，想用 qwen3 8b 做点单助手", "喺深水埗開咗間咖啡店，想整個點單機械人"])
def test_a_business_opened(kb, said):
    assert _facts(kb, said)["buyer"] == "company"


@pytest.mark.parametrize("said", ["家长在我们 app 里问，qwen3 8b", "會員喺我哋 app 入面用 qwen3 8b"])
def test_its_customers_in_its_app(kb, said):
    assert _facts(kb, said)["public_service"] is True


@pytest.mark.parametrize("said", ["预算 5000，走市场部的账", "费用走公司研发预算，租卡跑 qwen3 8b", "費用走部門預算"])
def test_a_departments_costs(kb, said):
    assert _facts(kb, said)["buyer"] == "company"


@pytest.mark.parametrize("said", [
    "qwen3 8b answering our employees' IT tickets",
    "just gemma 3 12b handling our staff's HR questions",
    "qwen3 8b 回答员工的 HR 问题",
])
def test_staffs_questions_answered(kb, said):
    facts = _facts(kb, said)
    assert facts["public_service"] is False and facts["buyer"] == "company"


@pytest.mark.parametrize("said", ["Whisper large-v3，四川话错字太多", "转写上海話和東北口音的录音"])
def test_a_dialect_is_no_place(kb, said):
    assert "region" not in _facts(kb, said)


@pytest.mark.parametrize("said, model", [
    ("模型用 Wan2.1 14B；混元视频授权还没谈好，先不考虑", "wan2.1-14b"),
    ("模型先用 Wan2.1 14B；HunyuanVideo 授權條款還在看，暫不考慮。", "wan2.1-14b"),
])
def test_a_model_set_aside_for_now(kb, said, model):
    u = _read(kb, said)
    assert u.facts["model"] == model and not u.conflicts


@pytest.mark.parametrize("said, hours", [
    ("转写：存量录音：约 2,000 条，每条平均 6 分钟", 200),
    ("whisper. Recordings: ~1,200, avg 5 min each", 100),
    ("轉寫：錄音共 1200 條，每條約 5 分鐘", 100),
])
def test_recordings_named_before_their_count(kb, said, hours):
    assert _facts(kb, said)["audio_hours"] == hours


@pytest.mark.parametrize("said", ["设备形式：整机采购，不接受云租赁", "服务器采购，不要云"])
def test_a_machine_bought(kb, said):
    assert _facts(kb, said)["procure"] == "buy"


@pytest.mark.parametrize("said", ["租卡跑 qwen3 8b，总价不超过 5 万元", "租卡跑 qwen3 8b，含稅總價不超過 5 萬元"])
def test_a_total_price(kb, said):
    assert _budget(_facts(kb, said)) == (50000, "CNY", "total")


@pytest.mark.parametrize("said, n", [
    ("qwen3 32b 推理。每次输入：问题 + 检索的 5 段文档，合计约 4k token；回答 500 token 以内；上下文按 16k", 4096),
    ("qwen3 32b 推理。输入：系统提示词 + 用户问题 + 检索的 4 段资料，合计约 3k token；上下文按 16k", 3072),
])
def test_a_requests_input_summed_in_its_field(kb, said, n):
    facts = _facts(kb, said)
    assert facts["input_tokens"] == n and facts["context_tokens"] == 16384


@pytest.mark.parametrize("said, out, total", [
    ("Run Qwen2.5 72B over about 20k contracts, a short summary each (~300 tokens).", 300, 6_000_000),
    ("qwen2.5 72b 批处理：约 2 万份合同，每份出一页摘要（约 300 token）", 300, 6_000_000),
])
def test_a_summary_each_with_its_length_in_brackets(kb, said, out, total):
    facts = _facts(kb, said)
    assert facts["output_tokens"] == out and facts["generate_tokens"] == total
    assert "context_tokens" not in facts


def test_an_email_chain_between_colleagues(kb):
    said = ("Go ahead, cap it at $2,000 a month.\n---------- Forwarded message ---------\n"
            "From: Ana Ruiz <ana@northwind-logistics.com>\nTo: Ben Ode <ben@northwind-logistics.com>\n"
            "We want to serve qwen3 32b for the dispatch desk.")
    assert _facts(kb, said)["buyer"] == "company"
    # (two webmail addresses are two people, no organisation)
    alone = _facts(kb, "From: a.lee@gmail.com\nTo: b.kim@gmail.com\nqwen3 32b for my side project?")
    assert alone["buyer"] == "individual"


def test_a_yaml_requirements_file(kb):
    said = ("requirements:\njob:\n  type: qlora\n  base_model: Qwen3-8B\n  dataset:\n    samples: 150_000\n"
            "    avg_tokens: 512\n  epochs: 3\ninfra:\n  max_gpus: 2\n  interruptible: true  # we checkpoint\n"
            "budget:\n  amount: 1200\n  currency: USD\n  period: total\n")
    facts = _facts(kb, said)
    assert facts["samples"] == 150_000 and facts["tokens_per_sample"] == 512
    assert facts["interruptible"] is True and facts["max_gpus"] == 2
    assert _budget(facts) == (1200, "USD", "total")


def test_a_json_requirements_file(kb):
    said = ('{"job": {"type": "full_finetune", "base_model": "Qwen3-1.7B", "dataset": {"samples": 50_000, '
            '"avg_tokens": 256}}, "budget": {"amount": 900, "currency": "USD", "period": "total"}, '
            '"interruptible": false}')
    facts = _facts(kb, said)
    assert facts["task"] == "full-finetune" and facts["samples"] == 50_000 and facts["tokens_per_sample"] == 256
    assert facts["interruptible"] is False and _budget(facts) == (900, "USD", "total")


@pytest.mark.parametrize("said", [
    "vendor: nvidia-only    # custom fused kernels",
    "qwen3 8b lora with our own fused attention kernels",
])
def test_custom_fused_kernels_need_cuda(kb, said):
    assert _facts(kb, said)["cuda_required"] is True


def test_a_german_memo(kb):
    said = ("Notiz für das Team:\n- Transkription unserer Interviews mit Whisper large-v3\n"
            "- ca. 2.400 Aufnahmen, im Schnitt 30 Minuten\n- bis 18. Dezember fertig\n"
            "- Budget: 1.500 € insgesamt, die Buchhaltung rechnet mit 1,10 USD pro EUR\n- möglichst günstig")
    facts = _facts(kb, said)
    assert facts["audio_hours"] == 1200 and facts["deadline"] == 312
    assert _budget(facts) == pytest.approx((1650, "USD", "total"))
    assert facts["buyer"] == "company" and facts["priority"] == "cost"
    assert facts.get("region") != "intl" or "eu" in said.lower()  # "mit" is no MIT


def test_a_korean_memo(kb):
    said = ("[메모] 사내 상담 봇\n- model: Qwen3 14B\n- 동시 사용은 최대 20명\n- 내부용, 외부 공개 X\n"
            "- 운영: 평일 오전 9시 ~ 오후 6시\n- 예산: 월 280만 원, 재무팀은 1달러 = 1,400원으로 계산\n- 서울 리전")
    facts = _facts(kb, said)
    assert facts["concurrency"] == 20 and facts["public_service"] is False
    assert facts["hours_per_day"] == 9 and facts["days"] == 22
    assert _budget(facts) == pytest.approx((2000, "USD", "month"))
    assert facts["buyer"] == "company" and facts["region"] == "intl"
