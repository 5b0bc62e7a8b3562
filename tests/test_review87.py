"""Review 87's findings outside the reader's table: two load figures that disagree (c08)."""

from __future__ import annotations

import knowledge
from rules.pipeline import consult

KB = knowledge.load(user_file=False)
AMD = {"task": "inference", "model": "llama-3.3-70b", "precision": "bf16", "context_tokens": 16384,
       "concurrency": 40, "rps": 8, "input_tokens": 3000, "output_tokens": 500, "vendors": "amd", "region": "intl"}


def test_a_rate_that_keeps_far_more_in_flight_than_the_concurrency_said_is_said_first():
    """c08: 8 requests/s at ~26 s an answer keep ~209 in flight against the 40 said — the bill (12 MI300X) follows
    the rate, and the rate the 40 would mean is said, with how to ask for it."""
    r = consult(AMD, KB)
    first = r.answer[0].en
    assert first.startswith("Your two load figures disagree")
    assert "not the 40 at once you said" in first and "--concurrency 40 and without --rps" in first
    job = r.picks[0].job.served
    assert job.sequences_in_flight * job.replicas > 1.5 * 40
    assert "两个负载数字对不上" in r.answer[0].zh


def test_figures_that_agree_say_nothing():
    r = consult({**AMD, "rps": 1.5}, KB)
    assert not any("disagree" in line.en for line in r.answer)


def test_the_memory_line_says_how_many_sequences_it_sized():
    """c08 (minor): "194.5 GB for one sequence" was 40 at once."""
    line = next(x.en for x in consult(AMD, KB).answer if x.en.startswith("Memory first"))
    assert "for 40 at once" in line and "for one sequence" not in line


def test_several_at_once_each_keep_a_readable_speed_though_none_was_said():
    """c08b: 40 at once on one MI300X streamed ≈ 9 tokens/s to each — under the 10 tokens/s (100 ms a token) the tool
    holds a stated load to; asked again at that floor the answer is 2 × MI300X (TP 2), the slower plan a what-if."""
    alone = {k: v for k, v in AMD.items() if k != "rps"}
    r = consult(alone, KB)
    assert r.picks[0].card == "mi300x" and r.picks[0].gpus_in_all == 2
    assert r.picks[0].throughput["decode_tokens_per_s"] >= 10
    assert ("min_tps", 10.0) in r.facts.assumed
    assert any("Speed per user kept at 10 tokens/s (not said)" in n.en for n in r.facts.notes)
    assert any(w.change == {"min_tps": None} and "≈ 9 tokens/s" in w.text.en for w in r.what_if)


def test_a_speed_said_or_a_home_box_is_not_held_to_the_floor():
    alone = {k: v for k, v in AMD.items() if k != "rps"}
    assert consult({**alone, "min_tps": 5}, KB).picks[0].gpus_in_all == 1
    fast = consult({**alone, "concurrency": 4}, KB)  # 4 at once stream fast enough on one card: nothing changes
    assert ("min_tps", 10.0) not in fast.facts.assumed


def test_a_pretraining_launch_steps_about_a_million_tokens_at_a_time():
    """c05 (minor): 8 × 4,096 tokens a step made 915,528 steps for 30B tokens — pre-training takes ~1M tokens an
    optimizer step (GPT-3's 1.3B batch, launch.GLOBAL_BATCH_TOKENS): 32 micro-steps accumulated, 28,611 steps."""
    r = consult({"task": "pretrain", "model": "qwen2.5-3b", "train_tokens": 30e9, "context_tokens": 4096,
                 "engine": "deepspeed", "region": "cn", "deadline": 21 * 24}, KB)
    launch = next(p.launch for p in r.picks if p.launch and "run_clm.py" in p.launch)
    gpus = int(launch.split("--nproc_per_node ")[1].split()[0]) if "--nproc_per_node" in launch else 1
    micro = int(launch.split("--per_device_train_batch_size ")[1].split()[0])
    accum = int(launch.split("--gradient_accumulation_steps ")[1].split()[0])
    steps = int(launch.split("--max_steps ")[1].split()[0])
    per_step = gpus * micro * 4096 * accum
    assert 2 ** 19 < per_step <= 2 ** 20
    assert steps * per_step >= 30e9 > (steps - 1) * per_step


def test_renting_for_less_than_a_month_is_summed_not_priced_a_month():
    """c04: a course's 4 sessions of 10 h were "$81.00/month for your usage" (30 days of 10 h) and a $1,199 card "paid
    for itself in about 15 months"; the whole use rents for $10.80 — the card is over a hundred times that."""
    r = consult({"task": "lora", "model": "llama-3.2-3b", "procure": "buy", "budget": "100/total", "region": "intl",
                 "hours_per_day": 10, "days": 4}, KB)
    line = next(x.en for x in r.answer if x.en.startswith("Renting instead"))
    assert "for your whole use (4 d × 10 h)" in line and "/month" not in line
    assert "Buy or rent: rent" in line


def test_a_gpu_limit_with_its_reason_in_brackets_is_the_gpus_own():
    """review 88 C04: "The GPUs must stay under 900 W total (my circuit and UPS)" became 500 W for the GPUs — the
    bracket says why, the GPUs are what is limited; a limit on the machine itself still keeps the host's share."""
    from advisor_tui.understand import parse

    assert parse("The GPUs must stay under 900 W total (my circuit and UPS)", KB).facts["power_limit_w"] == 900
    assert parse("the whole machine must stay under 1500 W", KB).facts["power_limit_w"] < 1500


def test_a_second_model_asked_about_as_another_option_is_not_summed_onto_one_box(capsys):
    """review 88 C03: "… Which GPUs and how many? Also would gpt-oss-120b fit on the same budget?" was sized as both
    models on one box (130 GB on 2 × A100); the job names Qwen3-30B-A3B, the other is a question of its own."""
    from advisor_tui.cli import main

    text = ("We want to serve Qwen3-30B-A3B for an internal coding assistant, peak 8 requests/s, prompts ~3k tokens, "
            "answers ~500 tokens. US, budget $6,000/month. Which GPUs and how many? Also would gpt-oss-120b fit on "
            "the same budget?")
    assert main(["recommend", "--say", text]) == 0
    out = capsys.readouterr().out
    assert "Models on one box" not in out and "Qwen3-30B-A3B · inference" in out
    assert "gpt-oss-120b asked about as another option" in out and "--model gpt-oss-120b" in out
    assert main(["recommend", "--say", "serve Qwen3-8B and Llama 3.1 8B on the same box for 10 users"]) == 0
    assert "Models on one box" in capsys.readouterr().out  # (two models said together still sum)


def test_a_batch_jobs_copy_over_two_gpus_launches_over_two():
    """review 88 C05: "one copy on 2 × MI300X" and "4 copies of 2 × B200" launched without --tensor-parallel-size 2
    (one GPU a copy — half the paid GPUs idle, the job several times slower than costed)."""
    r = consult({"task": "inference", "model": "llama-3.1-70b", "generate_tokens": 200e6, "input_tokens": 1000,
                 "output_tokens": 800, "deadline": 120, "budget": "8000/total", "region": "intl",
                 "interruptible": True}, KB)
    for p in r.picks:
        if p.gpus > 1 and p.launch and p.launch.startswith("vllm serve"):
            assert f"--tensor-parallel-size {p.gpus}" in p.launch, p.launch
    assert any(p.gpus > 1 for p in r.picks)


def test_the_invoicing_sellers_job_total_is_held_to_a_total_budget():
    """review 88 C10: the one seller recorded as issuing 专票 did the Wan 2.1 job for ¥13,224 beside a ¥5,000 budget,
    never said to be over it."""
    r = consult({"task": "video", "model": "wan2.1-14b", "videos": 300, "clip_seconds": 5, "resolution": "720p",
                 "deadline": 168, "budget": "5000/total", "region": "cn", "invoice": "vat-special",
                 "buyer": "company", "procure": "rent"}, KB)
    line = next(x for x in r.answer if "专票" in x.zh and "能开" in x.zh)
    assert "超出你的 ¥5,000 预算" in line.zh and "over your ¥5,000 budget" in line.en


def test_buying_a_faster_pick_stays_within_the_budget_or_the_usual_step():
    """review 88 C04: with $5,400 to spend on one home box, "Faster" was a $317,000 8-GPU HGX server "within your
    budget"; over the budget already, the step up is the usual 3× at most."""
    r = consult({"task": "inference", "model": "llama-3.3-70b", "precision": "int4", "context_tokens": 16384,
                 "procure": "buy", "budget": "5400/total", "currency": "USD", "region": "intl",
                 "power_limit_w": 900}, KB)
    enough = next(p for p in r.picks if "enough" in p.roles)
    for p in r.picks:
        assert p.purchase is None or p.purchase.total_display <= 3 * enough.purchase.total_display + 1


def test_agents_counted_are_people_not_a_public_bot():
    """Read as an engineer after review 88: "给客服团队用，30 个客服同时在线" is the support staff using a tool, not a
    bot answering the public (it set public_service and the generative-AI filing caveat); a bot said is still public."""
    from advisor_tui.understand import parse

    staff = parse("想部署 Qwen2.5-32B 给客服团队用，30 个客服同时在线，每次对话大概 4k token", KB)
    assert staff.facts.get("public_service") is None
    assert parse("我们有 20 个客服，想做一个 AI 客服帮他们回答客户", KB).facts["public_service"] is True
    assert parse("做一个客服机器人，qwen3 8b", KB).facts["public_service"] is True
