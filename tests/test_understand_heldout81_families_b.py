"""heldout81's families (#22–#40): readings a real user's other phrasings share with the batch's rows, each with
neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


def test_an_rl_method_turned_down_beside_dpo_and_the_pairs_counted_by_dui(kb):
    f = _facts(kb, "做 DPO，qwen2.5 7b，不用 PPO，太折腾。3500 对偏好数据，prompt 加回答 1200 token 左右")
    assert "rl" not in f and f["preference"] == "dpo" and (f["samples"], f["tokens_per_sample"]) == (3500, 1200)
    f = _facts(kb, "We'll DPO Qwen3 8B with QLoRA, not PPO. 8,000 pairs, each pair (prompt plus chosen answer) "
                   "about 900 tokens.")
    assert "rl" not in f and (f["samples"], f["tokens_per_sample"]) == (8000, 900)
    assert _facts(kb, "用 GRPO 训 qwen3 8b，每个 prompt 采样 8 条，不上 PPO")["rl"] == "grpo"
    # neighbours: PPO chosen stays; pairs of something else are no samples
    assert _facts(kb, "PPO 训 qwen3 8b，每个 prompt 采样 8 条")["rl"] == "ppo"
    assert "samples" not in _facts(kb, "做 DPO，qwen2.5 7b，有三对情侣的照片")


def test_a_model_set_aside_by_the_refusal_after_it(kb):
    assert _facts(kb, "部署 qwen3 32b。qwen3 235b 就别考虑了，用不起。")["model"] == "qwen3-32b"
    assert _facts(kb, "部署 qwen3 32b，72B 就算了")["model"] == "qwen3-32b"
    assert _facts(kb, "We'll serve Qwen3 32B. Llama 3.3 70B? Forget it, too big.")["model"] == "qwen3-32b"
    # neighbour: with no other model the words are left to the negation readers
    assert _facts(kb, "部署 qwen3 32b，我们算了一下预算")["model"] == "qwen3-32b"


def test_quantised_weights_refused_in_other_words(kb):
    assert _facts(kb, "Serve Llama 3.1 70B; legal won't accept quantized models.")["no_quantization"] is True
    f = _facts(kb, "We want to run Qwen2.5 72B unquantized in fp16.")
    assert f["no_quantization"] is True and f["precision"] == "fp16"
    assert _facts(kb, "Qwen2.5 72B 推理，量化版的不接受")["no_quantization"] is True
    # neighbours: a hedge, and quantised weights accepted
    assert "no_quantization" not in _facts(kb, "Qwen2.5 72B, ideally unquantized, int8 is ok")
    assert "no_quantization" not in _facts(kb, "Qwen2.5 72B int8 quantized weights are fine")


def test_a_summary_batch_reads_the_body_as_input_and_the_summary_as_output(kb):
    f = _facts(kb, "给 5 万篇论文写摘要，每篇正文大概 6000 token，摘要 300 token 左右，用 qwen3 8b")
    assert (f["input_tokens"], f["output_tokens"], f["generate_tokens"]) == (6000, 300, 15_000_000)
    f = _facts(kb, "Summarise 50,000 reports with Qwen3 8B; each report body is ~4,000 tokens, summaries under 250 "
                   "tokens.")
    assert (f["input_tokens"], f["output_tokens"]) == (4000, 250)
    # neighbour: a training sample's length alone is no request
    f = _facts(kb, "LoRA 微调 qwen3 8b，3000 篇论文，每篇 800 token")
    assert f["tokens_per_sample"] == 800 and "input_tokens" not in f


def test_a_sampling_cap_in_code_is_no_money(kb):
    said = "用 vllm 跑 qwen2.5 7b 批量生成：params = SamplingParams(max_tokens=300, temperature=0.7)"
    assert "budget" not in _facts(kb, said)
    assert "budget" not in _facts(kb, 'Qwen3 8B via the API, "max_new_tokens": 512')


def test_a_sweeps_fixed_values_and_dozens_and_able_spellings(kb):
    said = "LoRA on qwen3 8b, 10k examples\nparameters:\n  num_train_epochs:\n    value: 3\n  lora_r:\n    value: 32\n"
    f = _facts(kb, said)
    assert (f["epochs"], f["lora_rank"]) == (3, 32)
    said = "LoRA on qwen3 8b\nparameters:\n  epochs:\n    values: [1, 2, 3]\n"
    assert "epochs" not in _facts(kb, said)  # (swept: nothing fixed)
    assert _facts(kb, "I need three dozen product shots with SDXL")["images"] == 36
    assert _facts(kb, "half a dozen clips with wan 2.1 14b")["videos"] == 6
    assert _facts(kb, "LoRA on Qwen3 8B, 20k samples; interruptable is fine")["interruptible"] is True
    assert "videos" not in _facts(kb, "We made dozens of clips with wan 2.1 14b before")


def test_a_sibling_set_aside_for_how_its_output_looked(kb):
    assert _facts(kb, "24 clips with Wan 2.1 14B; the 1.3B came out too choppy.")["model"] == "wan2.1-14b"
    assert _facts(kb, "24 clips with Wan 2.1 14B — the 1.3B looked too grainy")["model"] == "wan2.1-14b"


def test_a_night_window_from_midnight(kb):
    assert _facts(kb, "每天半夜十二点到早上七点跑批量任务，qwen3 8b")["hours_per_day"] == 7
    assert _facts(kb, "运行时段：晚上十二点到六点")["hours_per_day"] == 6
    # neighbour: an evening ending at midnight
    assert _facts(kb, "运行时段：晚上 10 点到 12 点")["hours_per_day"] == 2


def test_messages_counted_by_ze_and_askers_who_come_straight_in(kb):
    f = _facts(kb, "一天大概 800 則，客人直接問就行，不用登入。qwen2.5 7b 推理")
    assert f["requests_per_day"] == 800 and f["public_service"] is True
    # neighbours: 则 as a word, and staff who ask
    assert "requests_per_day" not in _facts(kb, "规则很多，否则会出错。qwen2.5 7b 推理")
    assert _facts(kb, "员工直接问就行，不用登录。qwen2.5 7b 推理").get("public_service") is not True


def test_a_business_or_a_city_introduced_is_the_buyer_and_its_place(kb):
    f = _facts(kb, "我们是铜锣湾一家面包店，想用 SDXL 出 150 张图")
    assert f["buyer"] == "company" and f["region"] == "intl"
    assert _facts(kb, "我們是基隆一間廟，想用 qwen2.5 7b 做問答")["region"] == "intl"
    assert _facts(kb, "I work for the City of Tacoma. Public chatbot with Qwen3 8B.")["buyer"] == "company"
    assert _facts(kb, "We're a small florist in Leeds, 200 images with SDXL")["buyer"] == "company"
    # neighbours: a one-person shop; 九龙坡 is Chongqing's
    assert _facts(kb, "我一个人开的小店，一间花店，想用 SDXL 出 50 张图").get("buyer") != "company"
    assert _facts(kb, "我们在九龙坡，用 qwen3 8b").get("region") != "intl"


def test_a_service_up_day_and_night(kb):
    assert _facts(kb, "Public assistant with Qwen3 8B. It has to answer day and night.")["hours_per_day"] == 24
    assert _facts(kb, "客服机器人 qwen3 8b，日夜不停")["hours_per_day"] == 24
    assert "hours_per_day" not in _facts(kb, "Qwen3 8B for our day and night shifts' handover notes")


def test_items_trained_on_said_as_so_many_of_ours(kb):
    f = _facts(kb, "LoRA on Qwen3 8B using ~20,000 of our field reports, around 700 tokens each")
    assert (f["samples"], f["tokens_per_sample"]) == (20000, 700)
