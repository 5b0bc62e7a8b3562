"""The families of phrasing heldout28 exposed — a quarter's "Q4"; a distilled model named by its base; everyone who
could use it is no count at once; items × variants; a delivery expected, an approval's procurement; a machine's card
slots; 采购 N 张卡 and 横向经费; chips said to be domestic; a batch of exam questions; a purchase's budget said as a
condition; "20 来人"; time already spent; each day's hours said with 个; 不少于 N 路; the generative-AI service filing;
pinyin 内部 / 对外 / 一天; a modified card waved off; poster pictures; cheap power; a date that ends its sentence; a
past week's spend; an advert; an off-limits aside; a deadline named by its event; a target completion; clinical
dictation; a hospital's IT department; where the person is when any region will do; frames at 4K; a forwarded
chat's other speakers; weekday evenings not free — in wordings beyond the batch's rows."""

from __future__ import annotations

import pytest

import knowledge
from tests.understand_helpers import read_facts as _facts


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


@pytest.mark.parametrize(("text", "want", "absent"), [
    ("Finance wants the GPU numbers for Q4 2026, then serve qwen3 8b", {"model": "qwen3-8b"}, ["precision"]),
    ("run llama 3.1 70b in q4 on two 3090s", {"precision": "q4_k_m"}, []),
    ("ds 蒸馏的那个，基座是 qwen 32b，部署一下", {"model": "deepseek-r1-distill-qwen-32b"}, ["params_b"]),
    ("each of our 400 products needs 5 images, sdxl", {"images": 2000}, []),
    ("1,000 listings x 3 variants with flux", {"images": 3000}, []),
    ("采购申请：whisper 转写服务器，每台机器最多插 8 卡，预计到货 2027-02-01", {"max_gpus": 8}, ["deadline"]),
    ("课题组用横向经费，想采购两张卡做 lora", {"buyer": "company", "procure": "buy"}, []),
    ("硬件必须国产，部署 qwen2.5 72b", {"domestic_chips": True}, []),
    ("用 qwen3 32b 给 5 万道习题生成解析，每道输出按 800 tokens 算", {"generate_tokens": 40_000_000,
                                                           "output_tokens": 800}, []),
    ("部门 30 多人都要用 qwen3 14b 做内部问答", {"model": "qwen3-14b"}, ["concurrency"]),
    ("玩大模型一年了，现在想租卡跑 qwen3 8b", {"model": "qwen3-8b"}, ["days"]),
    ("每天跑个 6 个小时", {"hours_per_day": 6.0}, ["days"]),
    ("并发不低于 50 路，qwen3 32b", {"concurrency": 50}, []),
    ("上线前要完成生成式人工智能服务备案", {"compliance": True}, []),
    ("nei bu yong, yi tian 30 kuai", {"public_service": False}, []),
    ("改装的 2080ti 22g 就不考虑了", {"stock_only": True}, []),
    ("we need 300 product photos per day? no — 800 海报图 by Friday", {"task": "image"}, []),
    ("home rig, electricity's cheap here, llama 3.3 70b", {"model": "llama-3.3-70b"}, ["priority"]),
    ("Fine-tune must be done by Monday 14 December. Please quote hourly.", {"deadline": 288.0}, []),
    ("上个月 H100 租用费用 3 万，这次想租 A100", {}, ["budget"]),
    ("Deadline: conference submission on Jan 28", {"deadline": 1368.0}, []),
    ("Expected completion: end of January 2027", {"deadline": 1440.0}, []),
    ("transcribe 2,000 hours of old board meeting recordings with whisper", {"audio_hours": 2000.0}, []),
    ("The city council (Cork) IT department wants a quote for on-prem whisper hardware", {"buyer": "company"}, []),
    ("Sydney-based, happy with any region — serve qwen3 8b", {"based_in": "intl"}, ["region"]),
    ("Blender animation, 600 frames at 8K, big scenes", {"task": "render"}, ["context_tokens"]),
    ("工作日没时间，周末两天跑 lora，每天 8 小时", {"hours_per_day": 8.0}, ["days"]),
])
def test_heldout28_families(kb, text, want, absent):
    facts = _facts(kb, text)
    for key, value in want.items():
        assert facts.get(key) == value, (key, facts)
    for key in absent:
        assert key not in facts, (key, facts)


def test_an_advert_gives_no_facts(kb):
    assert _facts(kb, "【某某云】年终大促！H100 低至 8.8 元/时，包月更优惠，可开专票。回复TD退订") == {}


def test_the_other_speakers_of_a_forwarded_chat_are_not_the_job(kb):
    facts = _facts(kb, "转发：\n老王：我们用 qwen2.5 72b + 8 张 A800\n小陈：我想跑 qwen3 8b 做客服\n——我就是小陈")
    assert facts.get("model") == "qwen3-8b"


def test_an_off_limits_aside_is_not_the_job(kb):
    facts = _facts(kb, "LoRA on Qwen3 14B, 2 epochs (fyi: the research team's Llama 3.1 405B cluster is off-limits)")
    assert facts.get("model") == "qwen3-14b"
