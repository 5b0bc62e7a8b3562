"""Review 37 (independent, 12 consultations written before any run): what it found, replayed."""

from __future__ import annotations

import pytest

import knowledge
from advisor_tui.understand import merge
from advisor_tui.understand.read import parse
from rules.facts import resolve
from rules.pipeline import consult


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


def _read(kb, said):
    return parse(said, kb, strict=True, today="2026-12-03")


def test_a_lora_that_failed_before_is_no_second_task(kb):
    """c05: '全参微调 … 我们之前在 AutoDL 上用单张 4090 跑 LoRA 显存直接爆了' stopped: 'the task is unclear'."""
    u = _read(kb, "想在国内租卡微调 OpenVLA-7B，全参微调。我们之前在 AutoDL 上用单张 4090 跑 LoRA 显存直接爆了。"
                  "预算每月 3 万人民币以内。")
    assert u.facts["task"] == "full-finetune" and not u.conflicts
    # "200 小时遥操作示教" is the data, "3 周内要出一个…版本" the deadline (read as 24 h a day and 21 days of use)
    u = _read(kb, "数据是自己采的大概 200 小时遥操作示教，折合大概 80 万条 episode 帧。3 周内要出一个能上真机的版本。")
    assert u.facts["deadline"] == 504 and "hours_per_day" not in u.facts and "days" not in u.facts


def test_our_own_fine_tuned_classifier_serves_its_messages_with_the_system_prompt(kb):
    """c07: '用自己微调的 Qwen2.5-7B 做分类 … 每条平均 60 个 token 加上 300 token 的系统提示词' asked for training
    samples; and '--task inference' given as an option still stopped on them."""
    said = ("用自己微调的 Qwen2.5-7B 做分类（输出就一两个 token 的标签）。峰值每秒 3000 条消息，"
            "每条平均 60 个 token 加上 300 token 的系统提示词（提示词固定，可以做前缀缓存）。预算每月 5 万以内。")
    u = _read(kb, said)
    assert u.facts["task"] == "inference" and u.facts["input_tokens"] == 360 and u.facts["rps"] == 3000
    assert "tokens_per_sample" not in u.facts and any("--enable-prefix-caching" in n.en for n in u.notes)
    trained = _read(kb, "用自己的 Qwen2.5-7B 做分类，训练 2 万条样本，每条平均 60 个 token")
    merged = merge({"task": "inference", "rps": 3000}, trained)
    assert "samples" not in merged and "tokens_per_sample" not in merged and merged["task"] == "inference"


def test_a_chat_handle_a_draft_model_and_a_price_before_its_card(kb):
    """c08: '@maya' was a render task, the speculative-decoding draft a second model, and 'Lambda quoted
    $2.99/GPU-hr for H100 SXM, B200 $4.99' budgets asked about."""
    u = _read(kb, "[#infra] @maya: Llama-3.3-70B-Instruct, we want to add speculative decoding with Llama-3.2-1B as "
                  "draft. ~40 concurrent sessions at peak, 8k context. [#infra] @dev: Lambda quoted $2.99/GPU-hr for "
                  "H100 SXM, B200 $4.99. Rent not buy, budget maybe $8k/month.")
    assert u.facts["task"] == "inference" and u.facts["model"] == "llama-3.3-70b" and not u.conflicts
    assert any("speculative-decoding draft" in n.en for n in u.notes)
    quotes = {c.card: c.quote for c in u.mentioned_cards if c.quote}
    assert quotes == {"h100-sxm": (2.99, "USD", "hour"), "b200": (4.99, "USD", "hour")}
    assert not any(x.kind == "budget" for x in u.unresolved)


def test_either_size_is_sized_for_the_larger(kb):
    """c09: 'Qwen2.5-3B或者7B都行' stopped as two models (and Qwen2.5-3B was not in the catalogue)."""
    u = _read(kb, "想加个大模型语音问答（用药咨询，Qwen2.5-3B或者7B都行，中文为主）")
    assert u.facts["model"] == "qwen2.5-7b" and not u.conflicts and any("either will do" in n.en for n in u.notes)
    assert _read(kb, "serve llama 3.1 8b or 70b, either is fine").facts["model"] == "llama-3.1-70b"
    assert kb.models_by_id["qwen2.5-3b"].kv_heads == 2


def test_renders_of_a_video_model_are_its_clips(kb):
    """c10: 'Wan 2.2 … Renders can run overnight' stopped as video vs 3D rendering; 'A14B' was read as 4B."""
    u = _read(kb, "We want to generate ~200 short video ads a day, each 15 seconds at 720p, using Wan 2.2 (the 14B "
                  "A14B text-to-video model). Renders can run overnight.")
    assert u.facts["task"] == "video" and not any(c.fact == "task" for c in u.conflicts)
    assert u.facts.get("params_b") in (None, 14.0)


def test_pictures_a_vision_model_labels_are_a_batch_not_image_generation(kb):
    """c11: 2,000,000 product pictures pre-labelled by Qwen2.5-VL-72B were read as image generation on one GPU,
    and the quoted A800 was priced on copies of two GPUs too starved of memory to finish (1,363 h)."""
    u = _read(kb, "客户给了 200 万张商品图片，需要用 Qwen2.5-VL-72B 做预标注（每张图大约 1000 个视觉 token "
                  "+ 100 token 提示，输出大约 200 token 的 JSON）。要求 10 天内交付，总预算 8 万元人民币，"
                  "只能用国内云。现在有家云厂商报价 A800 80G 每卡每小时 9.5 元。")
    f = u.facts
    assert f["task"] == "inference" and f["generate_tokens"] == 400_000_000 and f["input_tokens"] == 1100
    assert "images" not in f and f["region"] == "cn"
    assert next(c for c in u.mentioned_cards if c.card == "a800-80g").quote == (9.5, "CNY", "hour")
    r = consult(resolve(f, kb), kb, what_if=False)
    assert r.picks and r.picks[0].job.wall_hours <= 240
    assert not any(x.card == "a800-80g" and "even on 2 GPUs" in x.why[0].text.en for x in r.rejected)


def test_a_capital_grant_buys_and_asking_whether_renting_is_cheaper_is_no_rental(kb):
    """c06: 'a one-off £60,000 capital equipment grant … What should I buy … would renting actually be cheaper if
    I could?' was read as renting."""
    u = _read(kb, "I have a one-off £60,000 capital equipment grant that can't be used for cloud credits. 120 students "
                  "will do LoRA fine-tuning of 8B models. What should I buy, how many cards, and would renting "
                  "actually be cheaper if I could?")
    assert u.facts["procure"] == "buy" and not u.conflicts


def test_a_split_is_kept_when_no_single_card_keeps_the_budget(kb):
    """c03: 8 × L20 was dropped by prefer-single-card for 8 × Ascend 910B whose chips alone broke the budget."""
    r = consult({"task": "inference", "model": "qwen3-32b", "context_tokens": 32768, "concurrency": 30,
                 "budget": "600000/total CNY", "region": "cn", "procure": "buy", "buyer": "company"}, kb,
                what_if=False)
    assert not any(x.card == "l20" and any(w.rule == "prefer-single-card" for w in x.why) for x in r.rejected)


def test_a_batch_said_by_its_items_and_each_item_s_length(kb):
    """Read again as a user after review 37: '给 5 万个商品写英文描述，每个大概 300 token' was a 300-token context and
    one GPU priced by the hour; it is 50,000 × 300 output tokens, a job of a few GPU-hours."""
    u = _read(kb, "想用 Qwen3-14B 给 5 万个商品写英文描述，每个大概 300 token，输入商品参数 800 token 左右。"
                  "下周五之前要完成，总预算 2000 元，租卡就行。")
    f = u.facts
    assert f["generate_tokens"] == 15_000_000 and f["output_tokens"] == 300 and f["input_tokens"] == 800
    assert "context_tokens" not in f
    pick = consult(resolve(f, kb), kb, what_if=False).picks[0]
    assert pick.job is not None and pick.job.total < 100 and pick.gpus_in_all == 1  # a narrow copy, not 4 × 2
