"""Review 78 (blind, 12 consultations, signed 7): its majors, replayed."""

from rules.pipeline import consult


def test_a_multi_node_deepspeed_launch_runs_one_job_from_every_node(kb):
    """c12: 32 × B200 over 4 nodes launched `accelerate launch --num_machines 4 … --use_deepspeed`: accelerate's
    DeepSpeed launcher on several machines is pdsh from one host with a hostfile, so the same line run on each node
    formed four 8-GPU jobs, not the 32-GPU one costed — the 'standard' launcher (torch.distributed per node) does."""
    r = consult({"task": "full-finetune", "model": "qwen2.5-72b", "train_tokens": 1.2e9, "context_tokens": 8192,
                 "engine": "deepspeed", "max_gpus": 32, "priority": "speed", "region": "intl"}, kb)
    multi = [p for p in r.picks if p.gpus > 8]
    assert multi, [(p.card, p.gpus) for p in r.picks]
    for pick in r.picks:
        assert ("--deepspeed_multinode_launcher standard" in pick.launch) == (pick.gpus > 8), pick.launch


def test_a_purchase_over_years_is_held_against_the_cheapest_rental_that_carries_it(kb):
    """c09: buy an 8 × H20 server or rent, for three years: the only bar said was renting the headline's 8 × H20 141GB
    by the hour (¥15.2M), while the answer's own cross-node line rented 16 × H20 96GB for ¥73k a month — ¥2.6M over
    the same days, against ¥2.8M to buy those 16. The cheaper rental's total over the horizon is said beside it."""
    from knowledge.text import money

    r = consult({"task": "inference", "model": "deepseek-r1", "context_tokens": 32768, "concurrency": 30,
                 "region": "cn", "compliance": True, "procure": "buy", "days": 1095, "buyer": "company",
                 "budget": {"amount": 2_000_000, "currency": "CNY", "unit": "total"}}, kb)
    wider = min((w for w in r.what_if if w.change.get("max_gpus", 0) > 8 and w.monthly_cost),
                key=lambda w: w.monthly_cost)
    bar = money(wider.monthly_cost * 1095 / 30, "CNY")
    assert wider.monthly_cost < r.picks[0].monthly_cost / 2
    (horizon,) = [c for c in r.caveats if c.id == "buy-vs-rent-horizon"]
    assert bar in horizon.text.zh and "16 ×" in horizon.text.en, horizon.text.en
    assert any(bar in line.zh for line in r.answer)  # and beside the headline's cross-node line


def test_owned_cards_asked_about_a_training_job_try_the_memory_saving_settings_first(kb):
    """c07: a lab's own 2 × RTX 3090 asked about for a 14B LoRA (20k × 1,500 tokens × 3 epochs, a week) were "ruled
    out" at 45.9 GB sized without checkpointing; with it the job is 34 GB over the two — days of training on cards that
    cost nothing. The verdict says the setting, the hours and the launch that uses both cards."""
    from advisor_tui.named_cards import verdicts

    r = consult({"task": "lora", "model": "qwen2.5-14b", "samples": 20000, "tokens_per_sample": 1500, "epochs": 3,
                 "deadline": 168, "region": "cn", "buyer": "individual",
                 "budget": {"amount": 1000, "currency": "CNY", "unit": "total"}}, kb)
    (said,) = verdicts([("rtx-3090", 2)], r)
    assert said.verdict == "works", said.text.en
    assert "gradient checkpointing" in said.text.en and "nothing to rent" in said.text.en
    assert "--num_processes 2" in said.text.en and "--gradient_checkpointing" in said.text.en
    assert "past your" not in said.text.en  # inside the week
    # one card: QLoRA is the setting that holds it, said with its own hours
    (one,) = verdicts([("rtx-3090", 1)], r)
    assert one.verdict == "works" and "QLoRA" in one.text.en and "--load_in_4bit" in one.text.en, one.text.en


def test_a_split_job_taken_at_the_deadline_s_fewest_gpus_says_the_sooner_run_at_the_same_cost(kb):
    """c06 (minor): 4,000 hours of audio within 5 days took one RTX 4090 for 83.7 h (the deadline's fewest GPUs, as
    DESIGN §8 sets), where a few more finish within a day for cents more: said beside the plan, priced."""
    r = consult({"task": "transcribe", "model": "whisper-large-v3", "audio_hours": 4000, "deadline": 120,
                 "region": "intl", "budget": {"amount": 1620, "currency": "USD", "unit": "total"}}, kb)
    top = r.picks[0]
    assert top.job.wall_hours > 24
    (said,) = [n for n in top.job.assumptions if "for about the same" in n.en]
    k = int(said.en.split()[0])
    assert 1 < k <= 8 and "GPUs finish it in" in said.en and "张卡" in said.zh


def test_a_cuda_plan_the_budget_alone_rules_out_is_said_with_how_far_over_it_is(kb):
    """c10 (minor): gpt-oss-120b headlined on MI300X said "no CUDA plan holds the job" where 6 × B200 serve the load
    for $25,445 a month against the $25,000 budget: the cheapest CUDA plan is named, with the amount over."""
    r = consult({"model": "gpt-oss-120b", "rps": 3, "input_tokens": 40960, "output_tokens": 1536, "min_tps": 40,
                 "max_ttft_s": 3, "region": "intl", "hours_per_day": 24,
                 "budget": {"amount": 25000, "currency": "USD", "unit": "month"}}, kb)
    assert kb.card(r.picks[0].card).ecosystem != "cuda"
    (line,) = [x for x in r.answer if x.en.startswith("If your stack needs CUDA")]
    assert "cheapest CUDA plan is" in line.en and "over your budget" in line.en and "no CUDA plan" not in line.en
    assert "超出预算" in line.zh
    # (minor) the first-token limit said as MLPerf's 2 s, beside the person's own looser 3 s: both are said
    assert any("Your first-token limit, 3 s, is looser" in n.en for n in r.picks[0].job.assumptions)


def test_a_video_service_says_how_long_one_clip_takes(kb):
    """Review 77 C11's remainder: a public 720p Wan2.1 app was priced by GPUs for the peak, and nobody said that one
    5-second clip takes about 56 minutes on an A800/A100 — nor that Wan2.1's own 8-GPU mode brings it to about 8."""
    r = consult({"task": "video", "model": "wan2.1-14b", "resolution": "720p", "rps": 60 / 3600, "region": "cn",
                 "public_service": True, "budget": {"amount": 100000, "currency": "CNY", "unit": "month"}}, kb)
    (line,) = [x for x in r.answer if x.en.startswith("One clip at 720p takes about")]
    assert "56 min" in line.en and ("A100" in line.en or "A800" in line.en), line.en
    assert "--ulysses_size 8" in line.en and "about 8 min" in line.en and "7.11×" in line.en
    # a job (no service) is not told: its plan's notes say the clips' hours
    job = consult({"task": "video", "model": "wan2.1-14b", "resolution": "720p", "videos": 30, "region": "cn"}, kb)
    assert not any(x.en.startswith("One clip") for x in job.answer)


def test_a_wan_clip_job_launches_generate_py_with_the_flags_its_memory_was_measured_with(kb):
    """c05 (minor): a Wan2.1 pick had no launch line. The README's generate.py, with --offload_model True (the 14B's
    69.1 GB at 720P was measured so), one process per GPU with its share of the prompts."""
    r = consult({"task": "video", "model": "wan2.1-14b", "resolution": "720p", "videos": 300, "deadline": 60,
                 "region": "cn", "budget": {"amount": 8000, "currency": "CNY", "unit": "total"}}, kb)
    for p in r.picks:
        assert "generate.py --task t2v-14B --size 1280*720 --ckpt_dir ./Wan2.1-T2V-14B --offload_model True" in p.launch
        assert (f"each of the {p.gpus} GPUs" in p.launch) == (p.gpus > 1)
    small = consult({"task": "video", "model": "wan2.1-1.3b", "videos": 20, "region": "intl"}, kb).picks[0]
    assert "--task t2v-1.3B --size 832*480" in small.launch and "--t5_cpu" in small.launch
