"""The families of phrasing heldout67 exposed — a group's money ending its clause (项目组出); an accountant who
"works it out at" a rate; Chinese-run sellers refused by their verb ("nothing owned by a Chinese firm") and no
buyer in them; lots of recordings added ("另外还有 120 场…回放，每场一个半小时", "plus 30 lectures of 2 hours
each") and the innermost count before their length ("Three shows — 210, 160 and 130 episodes"); a marketplace
refused by someone's say-so or as the answer to what is ruled out; an organisation named by its trade, an RFP
heading the text, a form's "Studio / company" field; "no patient-facing use"; a peak's weekday, the normal day
said first, replies kept under a length; a Japanese, a Vietnamese and a Spanish request; a bare "public" clause
and "anyone walking by"; a span of dates with both ends counted ('两头都算'); quantising refused with 不接受
(the native weights); a rollout (切到全量) and a day's count held under load ('全天约 30 万次不降级'); who pays
as a cost centre, a grant, a source-of-funds field, a form's cost field, a sponsor, a team's budget; "that's the
whole budget"; an event's days said at once ("on both days") and a sibling size set aside with an adverb ("way
too slow"); the priority's words mistyped ("cheepest"); pictures corrected after a reason ('不对，客户加单了，是
1800 张'); an allow-list with the card first ('只能用 A800 或者昇腾'); a method tried last month, the base in
brackets, 书生 inside a word; a total's part for the machines ('其中硬件设备购置 180 万元'); a rank tried before
in an aside, a method ruled out, a figure settled on; the data's errand and the next meeting are no deadline;
rented outside ('去外面租'); a form response's fields; a LINE group's rate (换算), its answers (租就好, "先 150
個" to the epochs asked) and titled speakers — in both languages (simplified and traditional) where it applies
and in wordings beyond the batch's, so that the family is what is read, not the batch's rows."""

from __future__ import annotations

import datetime

import pytest

from tests.understand_helpers import budget_of as _budget
from tests.understand_helpers import read_on

TODAY = datetime.date(2026, 12, 5)  # the batch's day, a Saturday
_read, _facts = read_on(TODAY)


# ------------------------------------------------------------------ who pays, who buys

@pytest.mark.parametrize("said", ["每月两千，課題組出。", "预算三千，部门来出，要专票",
                                  "一周 800 以内，实验室出，开普票"])
def test_a_groups_money_ending_its_clause(kb, said):
    assert _facts(kb, said, question="budget", currency="CNY")["buyer"] == "company"


@pytest.mark.parametrize("said", [
    "A$3,000 total; the bookkeeper calculates at 1.55 AUD per USD",
    "NZ$2,000 for the whole run. Our accountant works it out at 1.7 NZD to the dollar.",
])
def test_an_accountants_sum_names_a_company(kb, said):
    facts = _facts(kb, said, question="budget", currency="USD")
    assert facts["buyer"] == "company" and facts["budget"].unit == "total"


@pytest.mark.parametrize("said", [
    "Anywhere in the US, but nothing owned by a Chinese firm.",
    "Sydney only; no clouds operated by Chinese companies",
    "Oslo or Stockholm. Nothing run by a Chinese company, please.",
])
def test_chinese_run_sellers_refused_by_their_verb(kb, said):
    facts = _facts(kb, said, question="region")
    assert facts.get("no_mainland_sellers") is True and facts["region"] == "intl"
    assert "buyer" not in facts  # the seller refused is no buyer


@pytest.mark.parametrize("said", [
    "Transcription for Harbor Light Media (podcast network): 300 episodes, whisper",
    "Northgate Regional Medical Center (Leeds) wants Llama 3.3 70B on premises",
    "Request for proposals: on-premises inference server for Qwen2.5 72B",
    "New response\nStudio / company: Nordlys Film AS\nSoftware: Blender",
])
def test_an_organisation_named_by_its_trade_or_its_form(kb, said):
    assert _facts(kb, said)["buyer"] == "company"


@pytest.mark.parametrize("said", [
    "Llama 3.1 8B on the clinic's network only",
    "Intranet-only assistant on qwen3 8b",
    "Users: nurses on the hospital network only; no patient-facing use. Model: Llama 3.1 8B",
])
def test_no_outside_users(kb, said):
    assert _facts(kb, said)["public_service"] is False


@pytest.mark.parametrize("said", [
    "费用走客服中心成本，每月 3 万以内",
    "经费：走李老师的国自然青年项目，总共不超过 5 万",
    "资金来源为省级财政资金，硬件采购 200 万元",
    "- 费用：数据平台部承担，上限 8 万元",
    "the sponsor gave us $300 in GPU credits, that's all we have",
    "Budget: $1,500 total, out of the data team's budget.",
])
def test_who_pays_as_a_cost_centre_a_grant_or_a_sponsor(kb, said):
    assert _facts(kb, said)["buyer"] == "company"


@pytest.mark.parametrize("said, unit", [
    ("we got $400 of AWS credits, that's the whole budget", "total"),
    ("学校给了 2000 元算力券，这就是全部预算", "total"),
])
def test_the_whole_budget(kb, said, unit):
    assert _facts(kb, said)["budget"].unit == unit


# ------------------------------------------------------------------ audio

@pytest.mark.parametrize("said, hours", [
    ("兩批：門診錄音 2,000 段，每段 6 分鐘，另外還有 50 場講座，每場兩個小時", 300),
    ("200 episodes, 45 minutes each, plus 30 lectures of 2 hours each", 210),
    ("录音 1,200 通，平均 5 分钟；另外还有 40 场直播回放，每场一个半小时", 160),
])
def test_lots_of_recordings_added(kb, said, hours):
    assert _facts(kb, said, question="audio")["audio_hours"] == pytest.approx(hours)


def test_a_second_lot_said_in_a_sentence_of_its_own(kb):
    said = "Transcribe with whisper: 400 podcast episodes, about 50 minutes each. We also have 60 webinars, roughly " \
           "90 minutes each."
    assert _facts(kb, said)["audio_hours"] == pytest.approx(423.3)


@pytest.mark.parametrize("said, hours", [
    ("Transcribe our archive with Whisper. Two podcasts — 120 and 80 episodes, about 30 minutes each.", 100),
    ("Whisper large-v3 for four shows: 50, 40, 30 and 20 episodes, 60 minutes each", 140),
])
def test_the_innermost_count_before_the_length(kb, said, hours):
    assert _facts(kb, said)["audio_hours"] == pytest.approx(hours)


# ------------------------------------------------------------------ hosting

@pytest.mark.parametrize("said", [
    "P2P marketplaces: our security team says no.",
    "Vast.ai? legal said no.",
    "Q: Anything ruled out?\nA: Peer-to-peer GPU marketplaces.",
    "Anything we should avoid? Community clouds, please.",
    "问：有没有不考虑的平台？\n答：P2P 个人出租那种。",
])
def test_a_marketplace_refused_by_say_so_or_as_the_answer(kb, said):
    assert _facts(kb, said)["no_marketplace"] is True


# ------------------------------------------------------------------ load

@pytest.mark.parametrize("said", ["工作日中午是高峰，每分钟 150 个请求",
                                  "Weekday mornings are busiest, about 60 requests a minute"])
def test_a_peaks_weekday_is_no_days_of_use(kb, said):
    facts = _facts(kb, said, question="load")
    assert "days" not in facts and facts["rps"] > 0


@pytest.mark.parametrize("said, n", [
    ("Peak is about 60 requests a minute; a typical day is around 20k.", 20000),
    ("Lunch is the peak, ~90 requests/min, and a normal day sees roughly 30k.", 30000),
])
def test_the_normal_day_said_first(kb, said, n):
    assert _facts(kb, said, question="load")["requests_per_day"] == n


@pytest.mark.parametrize("said, out", [
    ("answers are kept under 300 tokens, prompts about 2k", 300),
    ("outputs top out at 500 tokens", 500),
    ("replies stay below 150 tokens", 150),
])
def test_replies_kept_under_a_length(kb, said, out):
    facts = _facts(kb, said, question="load")
    assert facts["output_tokens"] == out and "context_tokens" not in facts


@pytest.mark.parametrize("said, n", [("高峰每秒 20 个请求，全天约 50 万次扛得住", 500000),
                                     ("高峰每秒 5 个，全天大概 8 万次不崩", 80000)])
def test_a_days_count_held_under_load(kb, said, n):
    facts = _facts(kb, said)
    assert facts["requests_per_day"] == n and "hours_per_day" not in facts


@pytest.mark.parametrize("said", ["下周全量上线 qwen3 8b 客服", "1 月 10 日前把 Qwen3 14B 切到全量，替换外部 API"])
def test_a_rollout_is_no_full_fine_tune(kb, said):
    assert _facts(kb, said)["task"] == "inference"


# ------------------------------------------------------------------ other languages

def test_a_japanese_request(kb):
    facts = _facts(kb, "社内向けのチャットボットで qwen3 32b を使いたい。同時に使うのは多くて 40 人くらい。"
                       "大阪リージョンで、中国系のクラウドは不可。")
    assert facts["public_service"] is False and facts["concurrency"] == 40
    assert facts["region"] == "intl" and facts["no_mainland_sellers"] is True


def test_a_vietnamese_request(kb):
    facts = _facts(kb, "Chào anh, công ty em muốn chạy Qwen3 8B, tối đa 20 người dùng đồng thời, ngân sách 30 triệu "
                       "đồng/tháng, kế toán tính 25.000 VND = 1 USD. Không dùng cloud Trung Quốc.")
    assert facts["concurrency"] == 20 and facts["buyer"] == "company" and facts["no_mainland_sellers"] is True
    assert _budget(facts) == (1200, "USD", "month")


def test_a_vietnamese_service_load(kb):
    facts = _facts(kb, "Em muốn serve Qwen3 14B cho khách hàng. Peak khoảng 120 requests/phút, mỗi ngày ~40.000 lượt, "
                       "trả lời ~300 tokens.")
    assert facts["rps"] == 2 and facts["requests_per_day"] == 40000 and facts["output_tokens"] == 300


def test_a_spanish_request(kb):
    facts = _facts(kb, "Somos una empresa en Lima. Necesitamos 2.000 imágenes con SDXL para el 20 de diciembre, "
                       "presupuesto USD 300 en total.")
    assert facts["buyer"] == "company" and facts["images"] == 2000 and facts["deadline"] == 360
    assert _budget(facts) == (300, "USD", "total")


@pytest.mark.parametrize("said", [
    "a kiosk demo for sdxl: anyone walking by can type a prompt",
    "Audience: public\nModel: qwen3 8b",
    "qwen3 8b para los estudiantes en la app, public.",
])
def test_a_public_clause_and_passers_by(kb, said):
    assert _facts(kb, said)["public_service"] is True


# ------------------------------------------------------------------ days and deadlines

@pytest.mark.parametrize("said, days", [
    ("12 月 20 號到 1 月 3 號，頭尾都算", 15),
    ("1 月 11 号到 2 月 5 号，首尾两天都算", 26),
    ("Jan 11 to Feb 5, both ends counted", 26),
])
def test_a_span_of_dates_with_both_ends_counted(kb, said, days):
    assert _facts(kb, said, question="days")["days"] == days


@pytest.mark.parametrize("said, days", [("booth is open 10am–6pm on both days, wan 2.1 1.3b demo", 2),
                                        ("the fair is open 10am–4pm on both of the days, flux schnell", 2)])
def test_an_events_days_said_at_once(kb, said, days):
    assert _facts(kb, said)["days"] == days


@pytest.mark.parametrize("said", [
    "lora qwen3 8b，周三前把清洗好的数据集传上来，12 月 18 日前训完",
    "Action items\n• Ana: upload the labelled data by Wednesday.\n"
    "• Bo: get the LoRA run finished by Friday 18 December.",
])
def test_the_datas_errand_is_no_deadline(kb, said):
    assert _facts(kb, said)["deadline"] == 312


@pytest.mark.parametrize("said", ["qwen3 8b lora, 最晚 12 月 18 日训完。\n下次组会 12 月 9 日，讲数据。",
                                  "下次例会 12 月 9 号前，大家把问题发群里；qwen3 8b lora 最晚 12 月 18 日训完"])
def test_the_next_meeting_is_no_deadline(kb, said):
    assert _facts(kb, said)["deadline"] == 312


# ------------------------------------------------------------------ precision, model, method

@pytest.mark.parametrize("said", ["部署 Qwen2.5 72B，不允许量化", "部署 Qwen2.5 32B，禁止量化",
                                  "Qwen2.5 72B，採用官方權重"])
def test_quantising_refused_is_the_native_weights(kb, said):
    assert _facts(kb, said)["precision"] == "bf16"


@pytest.mark.parametrize("said, model", [("ana: wan 2.1 1.3b at 480p. the 14b is way too slow here", "wan2.1-1.3b"),
                                         ("qwen3 8b please, the 32b is far too expensive", "qwen3-8b")])
def test_a_sibling_size_set_aside_with_an_adverb(kb, said, model):
    u = _read(kb, said)
    assert u.facts["model"] == model and not u.conflicts


@pytest.mark.parametrize("said", ["全參微調 qwen2.5 7b；QLoRA 前陣子試過，格式亂跳",
                                  "全参微调 qwen3 8b，bf16；LoRA 上周试过，格式跑偏"])
def test_a_method_tried_before_is_no_conflict(kb, said):
    u = _read(kb, said)
    assert u.facts["task"] == "full-finetune" and not u.conflicts


@pytest.mark.parametrize("said", ["部署 Qwen2.5 7B（base，不用 instruct）", "serve qwen2.5 7b, the base not instruct"])
def test_the_base_in_brackets_served(kb, said):
    assert _facts(kb, said)["checkpoint"] == "base"


def test_shusheng_inside_a_word_is_no_model(kb):
    u = _read(kb, "全参微调法律文书生成模型，qwen2.5 7b")
    assert not any(x.kind == "model" for x in u.unresolved) and u.facts["model"] == "qwen2.5-7b"


@pytest.mark.parametrize("said, rank", [
    ("lora on qwen3 8b, rank 64 (our trial with rank 16 last month was too weak)", 64),
    ("LoRA rank 设 32（上个月试过 rank 8，欠拟合）", 32),
])
def test_a_rank_tried_before_in_an_aside(kb, said, rank):
    u = _read(kb, said)
    assert u.facts["lora_rank"] == rank and not u.conflicts


@pytest.mark.parametrize("said", ["qwen3 14b 做 LoRA，全参被否了，太贵",
                                  "We'll LoRA-tune Qwen3 8B; full fine-tuning was ruled out."])
def test_a_method_ruled_out(kb, said):
    u = _read(kb, said)
    assert u.facts["task"] == "lora" and not u.conflicts


@pytest.mark.parametrize("said", [
    "lora on qwen3 8b, 20k samples ~500 tokens; we argued between 2 and 4 epochs and agreed on 3",
    "qwen3 8b lora，张三说 2 个 epoch，李四说 4 个，最后定了 3 个",
])
def test_a_figure_settled_on_after_suggestions(kb, said):
    assert _facts(kb, said)["epochs"] == 3


# ------------------------------------------------------------------ budgets

@pytest.mark.parametrize("said, budget", [
    ("项目总预算 50 万，其中算力租赁 30 万、人工 20 万", (300000, "CNY", "total")),
    ("Total budget $260k, of which hardware $180k, software and services $80k.", (180000, "USD", "total")),
    ("項目總投資 120 萬元，其中伺服器採購 90 萬元，軟體 30 萬元", (900000, "CNY", "total")),
])
def test_a_totals_part_for_the_machines(kb, said, budget):
    assert _budget(_facts(kb, said)) == budget


@pytest.mark.parametrize("said, dollars", [("預算總共新台幣 4 萬 5，我們用 1 美元兌 30 元換算", 1500),
                                           ("预算新台币 6 万，按 1 美元兑 30 元折算", 2000)])
def test_a_rate_said_with_its_verb_after(kb, said, dollars):
    assert _facts(kb, said)["budget"].amount == dollars


# ------------------------------------------------------------------ priority, corrections, allow-lists

@pytest.mark.parametrize("said, priority", [("whatever is cheapist, qwen3 8b", "cost"),
                                            ("fastset possible pls, sdxl 500 images", "speed"),
                                            ("cheappest card for whisper", "cost")])
def test_the_prioritys_words_mistyped(kb, said, priority):
    assert _facts(kb, said)["priority"] == priority


@pytest.mark.parametrize("said, n", [("sdxl 出 300 张海报……不对，老板又加了，是 450 张", 450),
                                     ("sdxl, 1200 images... no wait, the client added more, it's 1800", 1800)])
def test_pictures_corrected_after_a_reason(kb, said, n):
    assert _facts(kb, said)["images"] == n


@pytest.mark.parametrize("said, card", [("只能上 H20 或华为的卡", "h20"), ("cards: only an A800 or Ascend", "a800")])
def test_an_allow_list_with_the_card_first(kb, said, card):
    from rules.fact_parse import parse_cards

    facts = _facts(kb, said)
    assert facts["compliance"] is True
    assert facts["only_cards"] == parse_cards("only_cards", f"{card},domestic", kb)


# ------------------------------------------------------------------ renting, forms, chats

@pytest.mark.parametrize("said", ["学院集群排不上，去外面租，最多 8 张卡", "學校的卡排不上，到校外租"])
def test_rented_outside(kb, said):
    assert _facts(kb, said)["procure"] == "rent"


def test_a_form_responses_fields(kb):
    facts = _facts(kb, 'New response — "Render request" (Google Forms)\nSoftware: Blender\nScene size: large '
                       "(≈ 30M polygons)\nFrames: 2,400\nHours per day the job may run: 20\nMust finish by: "
                       "2026-12-18\nPreemptible OK?: no")
    assert facts["scene"] == "large" and facts["hours_per_day"] == 20 and facts["deadline"] == 312
    assert facts["interruptible"] is False


def test_a_chinese_form_field(kb):
    facts = _facts(kb, "Blender 渲染\n场景大小：大；每天可运行小时数：20")
    assert facts["scene"] == "large" and facts["hours_per_day"] == 20 and "budget" not in facts


@pytest.mark.parametrize("said", [
    "[LINE] 設計組\n王經理 10:02：用 SDXL 出 500 張\n小美 10:03：租還是自己買？\n王經理 10:04：租就好",
    "钉钉群\n李主管：这周要用 flux 出图\n小张：租还是买？\n李主管：租就好，不买硬件",
])
def test_a_group_chats_answer_and_titled_speakers(kb, said):
    facts = _facts(kb, said)
    assert facts["procure"] == "rent" and facts["buyer"] == "company"


@pytest.mark.parametrize("said, epochs", [
    ("小林 09:13：yolov8 要跑幾個 epoch？\n陳經理 09:14：先 120 個", 120),
    ("Q: How many epochs?\nA: 3", 3),
    ("yolov8 训练，epoch 跑几轮？——先 100 吧", 100),
])
def test_epochs_asked_and_answered(kb, said, epochs):
    assert _facts(kb, said)["epochs"] == epochs
    assert "epochs" not in _facts(kb, "要跑几个 epoch？我也不确定")  # a question left open reads nothing
