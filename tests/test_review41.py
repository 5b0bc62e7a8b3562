"""Review 41 (12 consultations written before any run, on a33ad8a): each finding replayed as the reviewer ran it."""

from __future__ import annotations

import pytest

import knowledge
from advisor_tui.understand import parse
from rules import consult
from rules.estimate.load import Replica, prefill_seconds

C05 = ("【钉钉】@运维 王工：我们法务部要上一个内部知识库问答，老板拍板用 GLM-4-9B-Chat（之前试过 Q"
       "wen2.5-7B 效果一般，Llama 就别提了）。全公司大概 200 个人会用，上下文要 32k（合同比较长），"
       "首字延迟希望 1 秒内。必须放国内机房，财务要求能开增值税专用发票。预算每个月 4000 块以内，7"
       "×24 小时在线。有问题打我电话 138-1234-5678。")
C07 = ("[V2EX] 想买张卡在家跑 QwQ-32B，求建议\n预算 1.5 万以内（整机已有，只买卡），用 llama.cpp 跑"
       " Q4_K_M，希望能开 32k 上下文，生成速度至少 20 token/s。电源是 850W 的，显卡这块最好 450W 以"
       "内。看了 4090D、5090D、还有闲鱼上二手 3090 双卡方案（一张 5500 左右），也有人推荐魔改 2080"
       "Ti 22G，纠结中。个人用，不需要发票。")
C08 = ("飞书群消息 / 数据组 李婷：\n各位，评论分析的夜间任务要上线了：每天晚上 0 点开始，批量处理约"
       " 8 万条商品评论（情感分类 + 一句话摘要），模型定了 Qwen2.5-32B-Instruct（DeepSeek API 的方"
       "案法务没批，数据不能出境）。平均每条输入 600 token、输出 150 token，早上 8 点前必须跑完。机"
       "器要在国内，公司采购要能开专票，整月预算 1 万元以内。另外隔壁组说他们 H800 包月 3 万多，我"
       "们是不是用不着？")
C09 = ("hey @gpu-advisor 👋 quick one from platform team. We want to self-host Qwen2.5-Coder-32B-I"
       "nstruct as the IDE assistant for our eng org (~60 devs, US-based, chat + some autocomplete"
       "). Need first token under 300 ms and at least 40 tok/s per user or people will riot. Budge"
       "t is roughly $4k/month, runs 24/7. Legal says no Chinese clouds please. FWIW John got a La"
       "mbda quote of $2.49/hr for H100 and someone on HN swears by 4090s, and we looked at Codest"
       "ral too but licensing is a mess. Ping me at +1 (415) 555-0134 if you need more. thx!")
C11 = ("[Forum post] Need to render ~500 short clips (6 s each, default 720x480 is fine) with CogV"
       "ideoX-5B for a marketing agency, text-to-video. Deadline is 48 hours from now, budget max "
       "$300 all-in. Tried Wan2.1 locally on my 3060 but it took forever, HunyuanVideo needs way t"
       "oo much VRAM. Someone on Vast quoted me an A100 80GB at $0.90/hr, is that the move or shou"
       "ld I grab a bunch of 4090s? Anywhere in the world is fine, just not paying for idle time.")


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


def _read(kb, text):
    return parse(text, kb, strict=True, today="2026-12-03")


def test_c1_watts_said_of_the_cards_are_a_power_limit_not_ten_thousands(kb):
    facts = _read(kb, C07).facts
    assert facts["power_limit_w"] == 450
    assert facts["budget"].amount == 15000 and facts["budget"].unit == "total"  # not ¥4,500,000


def test_c2_a_company_whose_procurement_needs_a_vat_invoice_is_not_buying_hardware(kb):
    facts = _read(kb, C08).facts
    assert "procure" not in facts and facts["invoice"] == "vat-special"
    u = _read(kb, C08)
    assert not any(x.kind == "model" for x in u.unresolved)  # "DeepSeek API 的方案法务没批": an API, no model


def test_c3_the_model_chosen_is_sized_and_its_clips_are_timed_from_its_model_card(kb):
    u = _read(kb, C11)
    assert u.facts["model"] == "cogvideox-5b" and not u.conflicts
    assert not any(x.kind == "model" for x in u.unresolved)  # "Tried Wan2.1 … took forever": set aside
    c = consult(u.facts, kb, what_if=False)
    assert c.picks and c.top.job is not None and c.top.job.is_job
    assert c.top.job.total <= 300 and c.top.job.wall_hours <= 48


def test_c4_a_first_token_limit_before_a_speed_floor_is_read(kb):
    facts = _read(kb, C09).facts
    assert facts["max_ttft_s"] == 0.3 and facts["min_tps"] == 40


def test_c5_a_speed_floor_counts_one_copy_over_linked_gpus_not_only_copies(kb):
    c = consult({"model": "qwen2.5-coder-32b", "context_tokens": "8k", "concurrency": 6, "min_tps": 40,
                 "region": "intl", "no_mainland_sellers": True}, kb, what_if=False)
    slow = {r.card for r in c.rejected if any(w.rule == "speed-target" for w in r.why)}
    assert "h100-sxm" not in slow


def test_m1_the_first_token_limit_is_named_and_what_it_costs_is_a_what_if(kb):
    c = consult(_read(kb, C05).facts, kb)
    assert any("first-token limit" in line.en for line in c.answer)
    assert any(w.change == {"max_ttft_s": None} for w in c.what_if)


def test_m2_a_long_prompt_is_read_with_its_attention():
    copy = Replica(bandwidth_gbs=2039, tflops=312, weights_gb=18.8, kv_room_gb=50, active_params_b=9.4,
                   compute_efficiency=0.5, attention_width=40 * 4096)
    short, long = prefill_seconds(copy, 8192), prefill_seconds(copy, 32768)
    assert long / short > 4.5  # more than linear: 32k is 4.9× 8k for GLM-4-9B's 40 layers × 4,096
    linear = 2 * 9.4e9 * 32768 / (312e12 * 0.5)
    assert long / linear == pytest.approx(1 + 40 * 4096 * 32768 / 9.4e9, rel=1e-6)


def test_m3_nothing_renting_within_the_budget_gives_the_vendors_price_by_the_token(kb):
    c = consult({"model": "deepseek-r1", "budget": "200/month", "region": "intl"}, kb)
    assert not c.picks
    line = next(a.en for a in c.answer if a.en.startswith("Or by the token"))
    assert "DeepSeek" in line and "per million tokens" in line and "not the same weights" in line


# Review 42 (12 consultations written before any run, on 0c7c3fc)

def test_review42_c1_c3_c4_models_tried_and_passed_over_are_set_aside(kb):
    for text, model in (("模型定了 DeepSeek-R1-Distill-Qwen-32B（之前也试过 QwQ-32B 和 Qwen3-32B，最后没选）。",
                         "deepseek-r1-distill-qwen-32b"),
                        ("We want to self-host gpt-oss-120b for our internal coding agent (tried Qwen3-235B too, "
                         "too big for us).", "gpt-oss-120b"),
                        ("用 DeepSeek-R1-Distill-Qwen-7B 给题库生成解题过程。去年用 Qwen2-72B 跑过类似的，太贵了。",
                         "deepseek-r1-distill-qwen-7b")):
        u = _read(kb, text)
        assert u.facts["model"] == model and not u.conflicts and "params_b" not in u.facts


def test_review42_c2_students_asking_in_an_app_do_not_make_the_buyer_a_person(kb):
    text = "我们数学辅导 App 下个月上线，晚高峰大概 40 个学生同时在问。学生数据不能出境，财务要增值税专用发票。"
    assert _read(kb, text).facts["buyer"] == "company"


def test_review42_c5_a_budget_for_one_run_is_that_runs_total(kb):
    facts = _read(kb, "每周日晚跑一次批处理：用 qwen2.5 7b 给 20 万道题生成解题过程，每题输出平均 2500 token。"
                      "单次预算 1500 元以内").facts
    assert facts["budget"].unit == "total" and facts["runs_per_month"] == pytest.approx(30 / 7)


def test_review42_c7_the_launch_admits_more_than_the_average_in_flight(kb):
    c = consult({"model": "qwen2.5-7b", "rps": 5, "input_tokens": 1500, "output_tokens": 300, "region": "intl"}, kb,
                what_if=False)
    served = c.top.job.served
    assert served.admit > served.slots and f"--max-num-seqs {served.admit}" in c.top.launch
