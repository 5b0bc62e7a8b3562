"""heldout69's and heldout70's last families (69 #15, #27, #28, #30; 70 #25): readings a real user's other phrasings
share with the batches' rows (their words are not repeated here), each beside a neighbour not read that way."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 5))  # (kb: the session's, tests/conftest.py)


# ---------------------------------------------------------------- heldout69 #15: an RFC

def test_alternatives_considered_are_not_the_model_chosen(kb):
    f = _facts(kb, "## Proposal\nServe Qwen3 14B in FP8 for the docs bot.\n\n## Alternatives considered\n"
                   "- Mistral Small 24B: better answers but twice the cards. Rejected.\n")
    assert f["model"] == "qwen3-14b"
    f = _facts(kb, "Plan: Gemma 3 12B for the HR assistant.\nRejected alternatives:\n- Llama 3.3 70B (too costly)\n")
    assert f["model"] == "gemma-3-12b"
    f = _facts(kb, "方案：部署 Qwen3 32B。\n备选方案：\n- Llama 3.3 70B：效果略好，但卡数翻倍\n")
    assert f["model"] == "qwen3-32b"
    # neighbour: alternatives named in a sentence, no section of their own, still conflict with the pick
    u = _read(kb, "Qwen3 14B or Mistral Small 24B, we have not decided yet")
    assert "model" not in u.facts


def test_the_firms_agents_by_their_role_only(kb):
    assert _facts(kb, "Qwen3 8B drafting replies. Audience: support agents only.")["public_service"] is False
    assert _facts(kb, "qwen3 8b chatbot, only our help desk staff use it")["public_service"] is False
    assert _facts(kb, "qwen3 8b 回复草稿，只给客服坐席用")["public_service"] is False
    # neighbour: a bot for customers, the agents taking what it cannot answer
    assert _facts(kb, "Qwen3 8B chatbot for customers; our support agents handle the rest")["public_service"] is True


def test_the_busiest_hour_with_when_said_before_its_count(kb):
    f = _facts(kb, "Qwen3 14B summariser. The busiest hour last week (Tue 14:00–15:00) had 1,800 summaries; "
                   "a normal day is ~9k.")
    assert f["rps"] == 0.5 and f["requests_per_day"] == 9000
    f = _facts(kb, "Qwen3 14B reply bot. The peak hour yesterday (around 11:00) saw 3,600 replies.")
    assert f["rps"] == 1
    # the busy hour in brackets is not the hours of use
    f = _facts(kb, "Qwen3 14B drafter, open 08:00–20:00. The busiest hour on Monday (09:00–10:00) saw 3,600 drafts.")
    assert f["hours_per_day"] == 12 and f["rps"] == 1
    # neighbour: a count of tokens in the busiest hour is no request rate
    assert "rps" not in _facts(kb, "Qwen3 14B. The busiest hour last week (Tue 14:00–15:00) saw 1,800 tokens.")


def test_a_prompt_field_made_of_parts_is_the_input(kb):
    assert _facts(kb, "Qwen3 8B drafter. Prompt: ticket thread + canned macros ≈ 3k tokens.")["input_tokens"] == 3072
    assert _facts(kb, "Qwen3 8B bot. Input: question + 3 retrieved chunks ~ 1.8k tokens")["input_tokens"] == 1800
    assert _facts(kb, "qwen3 8b 问答：输入：问题 + 检索片段，约 2k token")["input_tokens"] == 2048
    # neighbour: a context field made of parts stays a context
    f = _facts(kb, "Qwen3 8B bot. Context: system prompt + history ≈ 8k tokens")
    assert f.get("context_tokens") == 8192 and "input_tokens" not in f


# ---------------------------------------------------------------- heldout69 #27: Hinglish

def test_hinglish_load_latency_rate_and_refusal(kb):
    f = _facts(kb, "Hamari company ka HR bot hai, Qwen3 8B pe. Subah 9 se 11 peak hota hai, tab ~120 questions per "
                   "minute aate hain; poore din mein ~20k. Har query mein ~600 tokens jaate hain. First token 2 second "
                   "ke andar chahiye. Chinese cloud nahi chahiye.")
    assert f["rps"] == 2 and f["requests_per_day"] == 20000 and f["input_tokens"] == 600
    assert f["max_ttft_s"] == 2 and f["no_mainland_sellers"] is True
    f = _facts(kb, "Hamara tutoring app hai, public hai, koi bhi login karke use kar sakta hai. Gemma 3 12B socha hai.")
    assert f["public_service"] is True
    f = _facts(kb, "Budget ₹1,68,000 per month hai, hamare accountant 84 rupaye = 1 dollar lagate hain. "
                   "Qwen3 8B chahiye.")
    assert f["budget"].amount == 2000 and f["budget"].unit == "month"
    # neighbour: a rate with no rupee amount said beside it is no $1 budget
    assert "budget" not in _facts(kb, "Qwen3 8B chahiye, hamare CA 84 rupaye = 1 dollar lagate hain.")


def test_indian_english_doubts_counted_at_a_rate_are_requests(kb):
    assert _facts(kb, "Llama 3.1 8B tutor bot, about 300 doubts per minute at the evening peak")["rps"] == 5
    f = _facts(kb, "Llama 3.1 8B tutor bot: peak 60 doubts a minute, the whole day ~20k")
    assert f["rps"] == 1 and f["requests_per_day"] == 20000
    # neighbour: doubts that are no count
    assert "rps" not in _facts(kb, "Llama 3.1 8B tutor bot. I have 2 doubts about the budget, per minute pricing?")


def test_the_whole_day_beside_a_peak(kb):
    assert _facts(kb, "Qwen3 8B bot. Peak 300 questions per minute; the whole day ~60k.")["requests_per_day"] == 60000
    assert _facts(kb, "Qwen3 8B bot. Peak 300 questions per minute, full day around 50k")["requests_per_day"] == 50000
    # neighbour: the whole day as hours is no count of requests
    assert "requests_per_day" not in _facts(kb, "Qwen3 8B bot. Peak 300 questions per minute. It runs the whole "
                                                "day, 24 hours.")


def test_anyone_can_sign_up_is_public(kb):
    assert _facts(kb, "Gemma 3 12B in our app — anyone can sign up and use it")["public_service"] is True
    assert _facts(kb, "Gemma 3 12B homework helper; anyone can sign up")["public_service"] is True


# ---------------------------------------------------------------- heldout69 #28: a Taiwanese 函

def test_one_card_by_its_measure_word_is_each_cards_limit(kb):
    assert _facts(kb, "單張 GPU 功耗不得超過 350 瓦")["gpu_power_w"] == 350
    assert _facts(kb, "单颗 GPU 功耗不超过 300W")["gpu_power_w"] == 300
    assert _facts(kb, "每片加速卡功耗以 250 瓦为限")["gpu_power_w"] == 250
    # neighbour: two cards' sum is the GPUs' limit together
    f = _facts(kb, "两张 GPU 功耗一共不超过 600W")
    assert f["power_limit_w"] == 600 and "gpu_power_w" not in f


def test_a_quotes_days_are_no_deadline(kb):
    f = _facts(kb, "YOLOv8 訓練 200 個 epoch，請於 5 日內報價，模型須於 12 月 30 日前完成訓練")
    assert f["deadline"] == 600 and "days" not in f
    f = _facts(kb, "YOLOv8 训练 300 个 epoch，请在三天内回复，两周内训练完")
    assert f["deadline"] == 336 and "days" not in f
    # neighbour: the job's own days stay its limit
    assert _facts(kb, "YOLOv8 训练 300 个 epoch，两周内训练完")["deadline"] == 336


def test_mainland_brands_refused_in_a_notice(kb):
    assert _facts(kb, "依規定不得採購中國大陸品牌之設備，YOLOv8 訓練")["no_mainland_sellers"] is True
    assert _facts(kb, "不得采购中国大陆厂牌的产品，买卡训练 YOLOv8")["no_mainland_sellers"] is True


def test_an_office_speaking_of_itself(kb):
    assert _facts(kb, "本局擬採購 GPU 伺服器訓練 YOLOv8")["buyer"] == "company"
    assert _facts(kb, "设备须安装于本院机房，跑 qwen3 8b")["buyer"] == "company"
    # neighbour: 本次 is this time, no office
    assert "buyer" not in _facts(kb, "本次采购 qwen3 8b 推理卡")


def test_a_taiwanese_city_government_is_not_the_mainland(kb):
    f = _facts(kb, "新竹市政府 函：YOLOv8 訓練，設備購置")
    assert f.get("region") != "cn"
    # neighbour: a mainland city's government stays cn
    assert _facts(kb, "某市政府项目，YOLOv8 训练，设备采购")["region"] == "cn"


# ---------------------------------------------------------------- heldout69 #30: a bank memo

def test_a_memos_heading_is_no_audience(kb):
    assert "public_service" not in _facts(kb, "INTERNAL MEMORANDUM\nSubject: GPUs for fine-tuning Qwen3 8B with LoRA")
    assert "public_service" not in _facts(kb, "Internal note: we want LoRA on Qwen3 8B")
    # neighbour: internal use stays internal
    assert _facts(kb, "Internal memo: Qwen3 8B chatbot for internal use")["public_service"] is False


def test_a_method_rejected_by_someone_named_first(kb):
    assert _facts(kb, "LoRA on Qwen3 8B, rank 16. The committee rejected a full fine-tune.")["task"] == "lora"
    assert _facts(kb, "QLoRA on qwen3 8b, our CTO vetoed a full finetune")["task"] == "qlora"
    # neighbour: both methods named, none set aside, stay a conflict
    u = _read(kb, "LoRA or a full fine-tune on Qwen3 8B, not decided")
    assert "task" not in u.facts


def test_items_with_what_they_hold_then_their_mean_length(kb):
    f = _facts(kb, "LoRA on qwen3 8b: ~90,000 closed cases with reviewer notes, averaging 800 tokens each.")
    assert f["samples"] == 90000 and f["tokens_per_sample"] == 800
    f = _facts(kb, "LoRA on qwen3 8b: 60k support chats and their resolutions, averaging 700 tokens each.")
    assert f["samples"] == 60000
    # neighbour: epochs are no samples
    assert "samples" not in _facts(kb, "LoRA on qwen3 8b, 3 epochs, averaging 700 tokens each")


def test_data_that_may_not_leave_its_own_site_abroad(kb):
    f = _facts(kb, "LoRA on Qwen3 8B. Patient data may not leave our Nairobi data centre.")
    assert f["region"] == "intl"
    # neighbour: not at a place says only where not
    assert "region" not in _facts(kb, "LoRA on Qwen3 8B. Not in our Johannesburg office, please.")


# ---------------------------------------------------------------- heldout70 #25: a client's column

def test_a_client_column_names_work_for_clients(kb):
    f = _facts(kb, "project,client,model,images,due\nspring-sale,Harbor Shoes Ltd,sdxl,600,2026-12-20")
    assert f["buyer"] == "company" and f["images"] == 600
    f = _facts(kb, "INSERT INTO jobs (customer, model, images) VALUES ('Acme Bakery', 'flux dev', 200);")
    assert f["buyer"] == "company"
    # neighbour: an empty client cell
    assert "buyer" not in _facts(kb, "project,client,model,images,due\nspring-sale,,sdxl,600,2026-12-20")
