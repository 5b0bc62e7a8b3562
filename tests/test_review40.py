"""Review 40 (12 consultations written before any run, on c8f3822): each finding replayed as the reviewer ran it."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

import knowledge
from advisor_tui.understand import parse
from rules import consult

C05 = ("姐妹们求助🙏 我自己开淘宝店的，想用 SDXL 批量生成商品场景图，大概 3 万张，1024x1024 的，"
       "这周内（5 天）必须搞完，上新要用。预算最多 500 块！！朋友说租 4090 一小时才两块钱，"
       "还有人说要用 A100 甚至 H100 才快，我完全不懂😭 人在杭州，要能开发票（公司报销，普票就行）。")
C08 = ("各位好，我们是一家在新加坡的公司（团队都是华人所以用中文问哈）。想用客户数据对 Qwen2.5-7B-Instruct "
       "做 LoRA 微调，数据 2 万条，每条平均 2k token，跑 3 轮。客户合同规定数据不能出境到中国大陆，"
       "所以阿里云、AutoDL 这些国内平台都不能用。预算 200 美元左右，一周内出模型就行。"
       "有人推荐 Llama-3.1-8B 但我们还是定 Qwen。请问租哪种卡最划算？")
C09 = ("Subject: GPU quote for 405B — need answer by Friday\n\nOur legal team signed off on Llama 3.1 405B Instruct "
       "for the contract-review assistant, but only the original bf16 weights, no quantization of any kind (they were "
       "very explicit). We need 8k context, maybe 4 concurrent lawyers at most. Finance has approved $3/hour all-in "
       "for the GPU, running business hours only (10h/day, weekdays). We're in Chicago, US clouds only.")
C10 = ("hey team — quick one before standup. need to run a one-off classification pass over ~3M support tickets with "
       "Qwen2.5-7B-Instruct (we benchmarked Llama-3.1-8B too, Qwen won). prompts avg ~600 tokens incl. the few-shot "
       "header, output is tiny, ~20 tokens (a label + confidence). has to be done by monday morning, so ~60h from now. "
       "budget is $300 tops. we're in Frankfurt and the tickets contain customer PII, GDPR => data must stay in the "
       "EU, and no peer-to-peer marketplaces (security said no to vast).")
C11 = ("First build, need GPU advice (US, budget $900 for the GPU only)\n\nI want to run Gemma 3 12B locally (Q8 if "
       "possible, Q4 is fine) with llama.cpp / LM Studio for coding help and chatting, ~8k context is enough, plus "
       "some Stable Diffusion 1.5 / SDXL on the side. I already have a 650W Gold PSU and a Ryzen 7 7700. Buying, not "
       "renting. Used is OK. A guy on my local marketplace wants $650 for a used 3090, and Microcenter has the 5060 "
       "Ti 16GB at $429.")
C12 = ("@infra folks: for the call-center voice bot pilot we need one box that runs all three: whisper-large-v3 (STT), "
       "Qwen2.5-7B-Instruct (bf16, ~8k context per call) and bge-small for retrieval. Target is 20 concurrent calls at "
       "peak, and the LLM first token has to come back in under 500 ms or the bot feels laggy. Budget ~$1,500/month, "
       "we're US-based, 24/7. We're going for SOC 2 so no community/marketplace hosts.")


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


def _cli_json(text: str) -> dict:
    out = subprocess.run([sys.executable, "-m", "advisor_tui", "recommend", "--today", "2026-12-03", "--json",
                          "--say", text], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


def test_c1_this_week_with_its_days_in_brackets_is_those_days(kb):
    facts = parse(C05, kb, strict=True, today="2026-12-03").facts
    assert facts["deadline"] == 120 and "days" not in facts


def test_m3_a_count_after_the_pictures_it_counts_is_the_job(kb):
    assert parse(C05, kb, strict=True, today="2026-12-03").facts["images"] == 30000


def test_c2_the_closest_what_if_is_priced_in_the_budgets_unit_for_the_weekdays_said(kb):
    c = consult({"model": "llama-3.1-405b", "precision": "bf16", "context_tokens": "8k", "concurrency": 4,
                 "budget": "3/hour", "hours_per_day": 10, "days": 22, "region": "intl"}, kb)
    closest = [w.text.en for w in c.what_if if w.text.en.startswith("Closest to your budget")]
    assert closest and "$5.56/hour" in closest[0]  # 4 × A100 at $1.39, not "$1,668/month" (30 days) beside $3/hour


def test_c2_no_quantization_said_offers_no_smaller_precision(kb):
    facts = parse(C09, kb, strict=True, today="2026-12-03").facts
    assert facts["no_quantization"] is True and facts["precision"] == "bf16"
    assert "deadline" not in facts  # "need answer by Friday" is the advice's date (m2)
    c = consult({k: v for k, v in facts.items()}, kb)
    assert not any({"precision", "kv_precision"} & set(w.change) for w in c.what_if)


def test_c3_a_one_off_classification_pass_is_read_and_costed_as_the_job(kb):
    facts = parse(C10, kb, strict=True, today="2026-12-03").facts
    assert facts["model"] == "qwen2.5-7b" and "models" not in facts  # "we benchmarked Llama too, Qwen won"
    assert facts["output_tokens"] == 20 and facts["generate_tokens"] == 60_000_000 and facts["deadline"] == 60
    assert facts["budget"].unit == "total" and facts["budget"].amount == 300
    c = consult(facts, kb)
    assert c.picks and c.top.job.total <= 300 and c.top.job.wall_hours <= 60


def test_c4_q8_if_possible_is_sized_and_the_used_card_quoted_is_priced(kb):
    facts = parse(C11, kb, strict=True, today="2026-12-03").facts
    assert facts["precision"] == "q8_0"
    data = _cli_json(C11)  # M6: the image models on the side no longer stop the answer
    assert data["facts"]["model"]["id"] == "gemma-3-12b"
    top = data["picks"][0]
    # the new 16 GB card the person quoted ($429 at Microcenter) holds Q8 Gemma 3 12B at 8k: it leads, at that price;
    # the used 3090 at $650 ranks after it since session 52 (review 117 C5-2): with the rest of the box it draws about
    # 750 W on the person's own 650 W supply (NVIDIA sizes a 3090's system at 750 W)
    assert top["card"] == "rtx-5060ti-16g" and top["purchase"]["total"] == 429 and top["purchase"]["fits_budget"]
    used = next(p for p in data["rejected"] if p["card"] == "rtx-3090")
    assert used["ranked_after"] and any("650 W power supply" in w["text"] for w in used["why"])


def test_c5_one_box_that_runs_all_three_holds_them_together():
    data = _cli_json(C12)
    assert data["facts"]["models"] == "whisper-large-v3,qwen2.5-7b"
    # the 20 calls on Qwen hold one full 8k window + 19 × half of it, (8,192 + 19 × 4,096) × 57,344 B = 4.93 GB of
    # KV (not 20 full windows' 9.40 GB), and each model's need is summed on the one box
    assert "Whisper large-v3 4.5 GB + Qwen2.5-7B 22.2 GB = 26.7 GB" in data["combined_models"]
    assert "one 8,192-token request + 19 × 4,096 tokens at once each" in data["combined_models"]
    assert data["requirement"]["vram_gb"] == 26.7  # Whisper at faster-whisper's measured 4.5 GB (review 98 c07)
    assert all(p["gpus"] == 1 and p["per_gpu_need_gb"] == 26.7 for p in data["picks"])  # one box holds all three


def test_m5_a_model_someone_recommended_is_set_aside_for_the_one_chosen(kb):
    facts = parse(C08, kb, strict=True, today="2026-12-03").facts
    assert facts["model"] == "qwen2.5-7b"


def test_a_smaller_precision_with_no_quantization_is_refused_in_one_line():
    out = subprocess.run([sys.executable, "-m", "advisor_tui", "recommend", "--model", "qwen3-8b", "--precision",
                          "int4", "--no-quantization"], capture_output=True, text=True)
    assert out.returncode == 2 and out.stderr.count("\n") == 1 and "--no-quantization" in out.stderr


def test_m4_a_needed_invoice_unconfirmed_says_what_a_seller_recorded_as_issuing_it_costs(kb):
    c = consult({"model": "qwen3-14b", "precision": "bf16", "rps": 8, "input_tokens": 1500, "output_tokens": 300,
                 "context_tokens": "32k", "region": "cn", "invoice": "vat-special", "public_service": True,
                 "buyer": "company", "budget": "30000/month"}, kb)
    line = next(cv.text.en for cv in c.caveats if cv.id == "invoice-unconfirmed")
    top = c.top
    aliyun = next((o for o in kb.offers_for(top.card) if o.provider == "aliyun" and o.unit == "hour"), None)
    if aliyun is None:  # (the A800 since AutoDL's A100 at a third of the market is ranked after: review 46)
        assert f"No seller recorded as issuing it rents {top.card} here" in line
    else:
        assert "Of sellers recorded as issuing it, Alibaba Cloud rents" in line
        # the hourly price × the pick's GPUs × 24 h × 30 days
        assert f"¥{aliyun.price * top.gpus * top.replicas * 720:,.0f} a month" in line


@pytest.mark.parametrize(("text", "seconds"), [
    (C12, 0.5),
    ("首字延迟要控制在 2 秒内", 2.0),
    ("TTFT under 1s please, qwen3 8b", 1.0),
    ("首 token 500ms 以内", 0.5),
])
def test_m7_a_first_token_limit_is_read(kb, text, seconds):
    assert parse(text, kb, strict=True, today="2026-12-03").facts["max_ttft_s"] == seconds


def test_m7_a_first_token_limit_is_read_as_nothing_else(kb):
    facts = parse("first token latency is currently 3 s on our A10", kb, strict=True, today="2026-12-03").facts
    assert "max_ttft_s" not in facts and "deadline" not in facts


def _first_token_out(c) -> set[str]:
    return {r.card for r in c.rejected if any(w.rule == "first-token-target" for w in r.why)}


def test_m7_cards_too_slow_to_read_the_prompt_in_time_are_out_and_a_tighter_limit_rules_out_more(kb):
    base = {"model": "qwen2.5-7b", "context_tokens": "8k", "concurrency": 20, "region": "intl"}
    loose, tight = (consult({**base, "max_ttft_s": s}, kb, what_if=False) for s in ("2s", "500ms"))
    assert "rtx-5090" in _first_token_out(tight)  # 0.88 s for an 8k prompt on its 1 GPU (PCIe splits not counted)
    assert _first_token_out(loose) <= _first_token_out(tight)
    assert tight.picks and all(p.card not in _first_token_out(tight) for p in tight.picks)


def test_m7_a_bad_first_token_limit_is_one_line():
    out = subprocess.run([sys.executable, "-m", "advisor_tui", "recommend", "--model", "qwen3-8b", "--max-ttft",
                          "fast"], capture_output=True, text=True)
    assert out.returncode == 2 and out.stderr.count("\n") == 1 and "--max-ttft" in out.stderr
