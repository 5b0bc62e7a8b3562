"""Review 49 (12 consultations written before any run, on f605c58, 9/12 signed): the free text that refused or
misread three of them — a model replaced mid-sentence, a workstation bought with a side job and a whole-machine
power limit, a vendor's machine quote with its count after the card — and the purchase answer led by a card with no
price."""

from __future__ import annotations

import pytest

import knowledge
from advisor_tui.understand import parse
from rules.pipeline import consult

C1 = ("我们是一家国内的创业公司，想部署 Qwen3 做内部知识库问答。一开始想上 72B 的，后来算了下太贵，改成 Qwen3-32B 了。"
      "上下文 32k 左右，同时在线大概 20 个人在问，预算每月 2 万块以内吧，公司报销要开增值税专票。"
      "老板比较喜欢华为，不过不是必须。")
C9 = ("Thinking of buying instead of renting: one workstation under a desk to serve Qwen3-32B to about 5 developers "
      "with 32k context, plus occasional LoRA fine-tunes of 8B models. The building manager says the whole machine "
      "must stay under 1500 W — the GPUs can't have all of that. About $12k for the GPUs. We're in the US.")
C11 = ("有个供应商给我们报价：H100 8卡整机月租 9 万（含税），要签一个月。我们要全参微调 Qwen3-14B，"
       "数据 5 万条，每条 2k token 左右，2 个 epoch。这个价格合理吗？我们公司在深圳，需要专票。"
       "其实不一定要 H100，A800 也行。")


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


@pytest.mark.parametrize("said, model", [
    (C1, "qwen3-32b"),
    ("We planned on a 70B at first, then switched to Qwen3-32B to save money; 16k context", "qwen3-32b"),
    ("原来想用 72B，后来改成 Qwen2.5-32B-Instruct 了，部署给 10 个人", "qwen2.5-32b"),
])
def test_a_model_replaced_mid_sentence_is_the_later_one(kb, said, model):
    """C1: "一开始想上 72B 的，后来…改成 Qwen3-32B 了" refused as two models (a size and a name are two facts, so the
    per-fact correction never compared them)."""
    u = parse(said, kb)
    assert u.facts.get("model") == model and "params_b" not in u.facts
    assert not [c for c in u.conflicts if c.fact == "model"]
    assert any(n.en.startswith("corrected") for n in u.notes)


@pytest.mark.parametrize("said", ["compare Qwen3-32B and a 72B model for our support bot",
                                  "Qwen3-32B 和 72B 的模型哪个适合我们客服？"])
def test_two_models_said_side_by_side_are_still_asked_about(kb, said):
    u = parse(said, kb)
    assert [c for c in u.conflicts if c.fact == "model"] and "model" not in u.facts


def test_a_workstation_bought_with_a_side_job_and_a_whole_machine_limit(kb):
    """C9 (three criticals): the buying was dropped, the $12k read per month, the occasional 8B LoRA made the task
    LoRA of the 32B (or a two-model refusal), and a limit on the whole machine was given wholly to the GPUs."""
    u = parse(C9, kb)
    f = u.facts
    assert f["task"] == "inference" and f["model"] == "qwen3-32b" and f["procure"] == "buy"
    assert f["budget"].unit == "total" and f["budget"].amount == 12_000
    assert f["power_limit_w"] == pytest.approx(1100)
    assert not u.conflicts
    assert any("whole machine" in n.en for n in u.notes)


@pytest.mark.parametrize("said, task, watts", [
    ("主要是部署 Qwen3-32B 给 5 个人用，偶尔做点 7B 模型的 LoRA 微调，32k 上下文", "inference", None),
    ("整机功耗不能超过 1500W，部署 qwen3 32b", "inference", 1100),
    ("整机显卡加起来别超过 1200W，部署 qwen3 32b", "inference", 1200),  # the GPUs in the machine: theirs
    ("the whole GPU setup must stay under 400 W, run llama 3.1 8b", "inference", 400),
    ("our office circuit only allows about 1500 W for the GPUs, serve llama 3.1 8b", "inference", 1500),
    ("we'd buy rather than rent: a box for Llama 3.1 8B", "inference", None),
])
def test_side_jobs_and_power_said_in_other_words(kb, said, task, watts):
    f = parse(said, kb).facts
    assert f["task"] == task and f.get("power_limit_w") == watts
    if "rather than rent" in said:
        assert f["procure"] == "buy"


def test_a_machine_quote_with_its_count_after_the_card_is_each_cards_price(kb):
    """C11: "H100 8卡整机月租 9 万" was read as a possible budget; the quote is ¥11,250 a card a month."""
    u = parse(C11, kb)
    quoted = [c for c in u.mentioned_cards if c.quote]
    assert quoted and quoted[0].card == "h100-sxm" and quoted[0].count == 8
    assert quoted[0].quote == (11_250.0, None, "month")
    assert not [x for x in u.unresolved if x.kind == "budget"]
    node = parse("quoted H100 x8 node at $18/hr, serve llama 3.1 70b", kb).mentioned_cards
    assert next(c for c in node if c.quote).quote == (2.25, "USD", "hour")


def test_a_purchase_with_a_budget_leads_with_a_priced_plan_that_keeps_it(kb):
    """C9 (major): "2 × H100 PCIe — no dated purchase price" led a $12,000 workstation while one RTX PRO 6000 in FP8
    at $8,565 kept the budget in the what-ifs; the 16-bit plan stays as a what-if, and a stated precision stands."""
    # (prompts that fill the 32k window: every sequence holds it, so the 16-bit plan needs 2 × H100 as the review saw;
    # at the half window a paged-KV engine averages, one RTX PRO 6000 holds it in 16 bits within the budget)
    raw = {"task": "inference", "model": "qwen3-32b", "concurrency": 5, "context_tokens": "32k", "input_tokens": "32k",
           "procure": "buy", "power_limit_w": 1100, "budget": "12000/total", "currency": "USD", "region": "intl"}
    r = consult(raw, kb)
    top = r.picks[0]
    assert top.purchase is not None and top.purchase.fits_budget
    assert r.facts.precision == "fp8" and ("precision", "fp8") in r.facts.assumed
    assert any(w.change.get("precision") == "bf16" and "ask a vendor" in w.text.en for w in r.what_if)
    said = consult({**raw, "precision": "bf16"}, kb)
    assert said.facts.precision == "bf16"


def test_a_task_read_beside_a_model_option_is_not_called_unused(capsys):
    """C1 (minor): "任务：推理（未采用：以你给的选项为准）" above an answer for inference — the option named the model
    only; the task the text said is the one the answer took."""
    from advisor_tui.cli import main

    assert main(["recommend", "--model", "qwen3-32b", "--lang", "zh", "--say",
                 "我们想部署 Qwen3-32B 做知识库，上下文 32k，同时 20 个人，国内"]) == 0
    out = capsys.readouterr().out
    assert "任务：推理（来自" in out and "未采用" not in out
    assert main(["recommend", "--model", "qwen2.5-32b", "--lang", "en", "--say",
                 "Flux and SDXL images for our shop"]) == 0
    assert "Task: image generation (not used: your options set it)" in capsys.readouterr().out


def test_a_reasoning_model_says_how_long_its_thinking_takes(kb):
    """C5 (minor), review 47 C12: DeepSeek-R1 at ≈29 tokens/s per sequence with no word that its thinking takes
    minutes; the caveat's figures follow the pick's own per-sequence speed and the publisher's 32,768 tokens."""
    r = consult({"model": "deepseek-r1", "users": 200, "context_tokens": "16k", "region": "intl"}, kb)
    (c,) = [c for c in r.caveats if c.id == "reasoning-latency"]
    speed = r.picks[0].throughput["decode_tokens_per_s"]
    assert f"~{1000 / speed:,.0f} s" in c.text.en and f"~{32768 / speed / 60:,.0f} min" in c.text.en
    assert "32,768" in c.text.zh
    plain = consult({"model": "qwen3-32b", "region": "intl"}, kb)
    assert not [c for c in plain.caveats if c.id == "reasoning-latency"]


# Review 50 (on 25b88e7, 10/12 signed): the critical — medical recordings sent to a peer-to-peer host
R50_C9 = ("Need to transcribe about 2,000 hours of doctor-patient recordings with whisper large-v3. Not in a hurry, "
          "within a week is fine. Please don't suggest AMD, we tried ROCm once and never again. The data is medical "
          "so it can't sit on some random person's machine. Budget maybe $300, we're in Germany if that matters.")


@pytest.mark.parametrize("said", [
    R50_C9,
    "whisper large-v3, 2000 hours of audio, no marketplaces like vast.ai",
    "转写 3000 小时的患者录音，whisper large v3，国内，录音不能放到别人的电脑上",
    "our patient data must not end up on a stranger's home PC; serve llama 3.1 8b for the clinic",
    "数据不能放在个人的机器上，部署 qwen3 8b",
])
def test_data_that_may_not_sit_on_a_strangers_machine_sets_marketplaces_aside(kb, said):
    """Review 50 C9 (critical): "The data is medical so it can't sit on some random person's machine" was answered
    with an RTX 3090 at Vast.ai; "no marketplaces like vast.ai" (plural) was not heard either."""
    assert parse(said, kb).facts.get("no_marketplace") is True


def test_medical_recordings_are_the_jobs_audio_hours_and_no_marketplace_pick(kb):
    u = parse(R50_C9, kb)
    assert u.facts["audio_hours"] == 2000 and u.facts["task"] == "transcribe"
    assert any("GDPR" in n.en for n in u.notes)
    r = consult({k: v for k, v in u.facts.items()}, kb)
    assert r.picks and all(p.offer.provider != "vast-ai" for p in r.picks)
    assert r.picks[0].job is not None and r.picks[0].job.total < 300


R50_C7 = ("供应商给我们报价：H100 80G 八卡整机，月租 12 万（含税，能开 6% 专票），北京机房。"
          "我们公司要对 Llama 3.1 70B 做全参数微调，数据大概 5 亿 token。这个价格公道吗？另外八卡够不够？")


def test_a_vendors_machine_quote_gets_a_price_verdict_a_restriction_and_a_cluster_plan(kb):
    """Review 50 C7 (three majors): "H100 80G 八卡整机，月租 12 万" was asked about as a budget; the answer gave no word
    of the H100's export restriction to a Beijing company, and no plan past one node for a full fine-tune one node
    cannot hold."""
    u = parse(R50_C7, kb)
    (quote,) = [c for c in u.mentioned_cards if c.quote]
    assert quote.card == "h100-sxm" and quote.count == 8 and quote.quote == (15_000.0, None, "month")
    assert not [x for x in u.unresolved if x.kind == "budget"]
    from advisor_tui.card_offers import for_facts, from_mentions
    from rules.facts import resolve

    facts = {k: v for k, v in u.facts.items()}
    quoted = for_facts(kb, from_mentions(u.mentioned_cards), resolve(facts, kb))
    r = consult(resolve(facts, quoted), quoted)
    line = next(a for a in r.answer if "Your quote for NVIDIA H100" in a.en)
    assert "As a price: ¥20.83 a GPU-hour" in line.en and "other sellers here" in line.en
    assert any(c.id == "restricted-quote" for c in r.caveats)
    cluster = [w for w in r.what_if if w.change == {"max_gpus": 128}]
    assert cluster and cluster[0].gpus > 8
    assert not any(c.id == "restricted-quote" for c in consult(resolve({**facts, "compliance": True}, quoted),
                                                                   quoted).caveats)


def test_a_day_billed_job_at_the_end_of_its_day_says_what_an_overrun_costs(kb):
    """Review 50 C10 (major): 500 Wan2.1 clips on 20 A800s billed by the day at 23.4 of 24 h (¥2,744 of ¥3,000),
    with no word that 3 % slower bills a second day on every GPU."""
    r = consult({"task": "video", "model": "wan2.1-14b", "videos": 500, "resolution": "720p", "clip_seconds": 5,
                 "deadline": "3d", "region": "cn", "budget": "3000/total", "currency": "CNY"}, kb)
    top = r.picks[0]
    assert top.offer.unit == "day" and top.job.wall_hours > 0.9 * 24
    (c,) = [c for c in r.caveats if c.id == "billing-edge"]
    assert "one more day on every GPU" in c.text.en and "over your budget" in c.text.en
    hourly = consult({"task": "lora", "model": "llama-3.1-8b", "train_tokens": "20M", "region": "intl"}, kb)
    assert not [c for c in hourly.caveats if c.id == "billing-edge"]


def test_a_budget_no_for_a_peak_says_it_was_priced_round_the_clock(kb):
    """Review 50 C2 (major): "Your budget … rules everything out" for 20 requests/s rested on the copies running the
    peak 24 h a day, unsaid; hours given, it is not said."""
    raw = {"model": "llama-3.1-8b", "rps": 20, "input_tokens": 1500, "output_tokens": 300,
           "budget": "2000/month", "region": "intl"}
    r = consult(raw, kb)
    line = next(a for a in r.answer if "rules everything out" in a.en)
    assert "priced to run 24 h a day" in line.en and "每天 24 小时" in line.zh
    said = consult({**raw, "hours_per_day": 10}, kb)
    assert not any("priced to run 24 h a day" in a.en for a in said.answer)


@pytest.mark.parametrize("said, per_day", [
    ("高峰大概一分钟 420 个请求，一天下来 9 万次左右；问题一般 300 token，回答 200 上下", 90_000),
    ("午饭点最忙，一分钟三百来个请求，一天下来两万次左右", 20_000),
])
def test_a_days_count_of_times_beside_a_peak_is_the_days_requests(kb, said, per_day):
    """heldout47 #10 (first run): "一天下来 9 万次左右" beside a per-minute peak was dropped (a miss kept visible in
    heldout45 too); a day's count of times with no peak said ("一天跑 3 次") is no service's load."""
    assert parse(said, kb).facts.get("requests_per_day") == per_day
    assert "requests_per_day" not in parse("一天跑 3 次，qwen3 8b", kb).facts


def test_a_second_node_far_cheaper_is_said_beside_the_headline(kb):
    """Review 50 C3 (major): 8 × H20 141GB at ¥416,102/month headlined DeepSeek-R1 FP8 at 32k × 16 while 16 × A800
    held it for ¥59,872 in a what-if; the one-node limit was assumed, so the line after the headline says what
    lifting it saves. A limit said is the person's: no such line."""
    raw = {"model": "deepseek-r1", "precision": "fp8", "context_tokens": "32k", "concurrency": 16, "region": "cn",
           "compliance": True, "invoice": "vat-special", "buyer": "company"}
    r = consult(raw, kb)
    assert r.answer[1].en.startswith("Past one node it costs far less: 16 × NVIDIA A800")
    assert "--max-gpus 16" in r.answer[1].en and "InfiniBand" in r.answer[1].zh
    assert not any(a.en.startswith("Past one node") for a in consult({**raw, "max_gpus": 8}, kb).answer)


@pytest.mark.parametrize("said, facts", [
    ("AMD 和昇腾的卡就别考虑了，移植不动，部署 qwen3 8b", {"vendors": "nvidia"}),
    ("不一定要 N 卡，昇腾也行，但 AMD 的别推荐", {"vendors": "nvidia,huawei"}),
    ("A 卡就算了，部署 qwen3 8b", {"vendors": "nvidia,huawei"}),
    ("自己掏钱，想租卡，每个月 1500 以内，不想用那种个人挂机出租的平台，wan2.1 14b", {"no_marketplace": True}),
])
def test_makers_and_hosts_refused_after_their_names(kb, said, facts):
    """heldout47 #8, #36, #20 (first run): a maker refused after its name ("AMD 的别推荐") and a refusal of personal
    hosts said as "不想用那种个人挂机出租的平台" were not read."""
    got = parse(said, kb).facts
    assert all(got.get(k) == v for k, v in facts.items())
    assert "vendors" not in parse("部署 qwen3 8b，amd 的卡也可以", kb).facts


@pytest.mark.parametrize("said, facts", [
    ("不是出图，是出视频！！5 秒一条，一共 60 条，480p 就行", {"videos": 60, "clip_seconds": 5.0}),
    ("wan2.1 做视频，一条 5 秒，一共 60 条", {"videos": 60}),
    ("做一条 30 秒的视频，wan2.1", {"videos": 1}),
    ("不一定要 N 卡，昇腾也行，但 AMD 的别推荐，之前 ROCm 折腾了半个月", {"days": None}),
])
def test_each_clips_length_and_effort_spent_are_no_counts(kb, said, facts):
    """heldout47 #44, #36 (first run): "5 秒一条" is each clip's length, not a count of one; "折腾了半个月" is effort
    spent before, not days of use."""
    got = parse(said, kb).facts
    assert all(got.get(k) == v for k, v in facts.items())


def test_fewer_gpus_that_cost_less_are_not_called_as_cheap(kb):
    """Read again in the TUI walk-through: "1 GPU(s) would take 0.8 h for $3.48: as cheap" beside 8 × B200 at $5.69."""
    r = consult({"task": "lora", "model": "qwen2.5-7b", "samples": 30000, "tokens_per_sample": 1000, "epochs": 2,
                 "region": "intl", "cuda_required": False, "budget": "50/total"}, kb)
    lines = [a.en for p in r.picks if p.job for a in p.job.assumptions if "simpler to run" in a.en]
    assert lines
    for p in r.picks:
        for a in (p.job.assumptions if p.job else ()):
            if "simpler to run" in a.en and "as cheap" in a.en:
                single = float(a.en.split(" for $")[1].split(":")[0].replace(",", ""))
                assert single >= p.job.total * 0.98
