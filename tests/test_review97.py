"""Review 97 (an independent engineer's ten consultations): the rules' side of what was wrong."""

from __future__ import annotations

import knowledge
from rules.pipeline import consult

KB = knowledge.load(user_file=False)


def test_downloads_and_logins_use_the_hf_cli_not_the_removed_huggingface_cli():
    # c10: huggingface_hub 1.0 removed `huggingface-cli` (source hf-cli-v1): a Wan2.1 launch line starting with it
    # stops at "command not found" on a machine installed today
    clips = consult({"task": "video", "model": "wan2.1-14b", "resolution": "480p", "videos": 400, "deadline": 72,
                     "region": "intl"}, KB)
    assert clips.picks
    for p in clips.picks:
        assert p.launch.startswith("hf download Wan-AI/Wan2.1-T2V-14B --local-dir ./Wan2.1-T2V-14B && ")
        assert "huggingface-cli" not in p.launch
    gated = consult({"task": "lora", "model": "llama-3.1-8b", "train_tokens": 5_000_000, "region": "intl"}, KB)
    text = next(c for c in gated.caveats if c.id == "gated-download").text
    assert "hf auth login" in text.en and "hf auth login" in text.zh and "huggingface-cli" not in text.en


SINGAPORE = {"task": "inference", "model": "llama-3.3-70b", "context_tokens": 16384, "concurrency": 40,
             "input_tokens": 6144, "output_tokens": 400, "min_tps": 25, "max_ttft_s": 1.5, "region": "intl",
             "no_mainland_sellers": True, "no_marketplace": True, "buyer": "company",
             "budget": {"amount": 25000, "currency": "USD", "unit": "month"}}


def test_a_rocm_card_that_keeps_the_speed_only_on_an_nvidia_estimate_does_not_lead():
    # c06 (critical): 8 × MI300X led a 25 tokens/s SLO on an estimated 32.9 while its own caveat put the measured
    # ROCm share at ≈ 17.7; 4 × B200 kept it on calibrated numbers inside the $25k budget
    got = consult(SINGAPORE, KB, what_if=False)
    assert got.picks and all(p.card != "mi300x" for p in got.picks)
    why = [w for r in got.rejected if r.card == "mi300x" for w in r.why]
    assert [w.rule for w in why] == ["rocm-speed-unproven"]
    assert "≈ 17.7" in why[0].text.en and "25 tokens/s" in why[0].text.en and "约 17.7" in why[0].text.zh
    # a target the measured share still keeps: nothing to say, the card ranks on its price
    easy = consult({**SINGAPORE, "min_tps": 5}, KB, what_if=False)
    assert not any(w.rule == "rocm-speed-unproven" for r in easy.rejected for w in r.why)


def test_where_only_the_rocm_card_keeps_the_target_it_is_still_picked_with_the_caveat():
    only = consult({**SINGAPORE, "only_cards": "mi300x"}, KB, what_if=False)
    assert [p.card for p in only.picks] == ["mi300x"]
    assert any(c.id == "speed-unmeasured-rocm" for c in only.caveats)


def test_an_invoice_sellers_per_card_share_of_a_whole_machine_says_it_may_rent_only_the_machine():
    # c01 (critical): the headline's invoice line led with 4 × L20 at Aliyun for ¥58,118 while the caveat priced one
    # H20 there at ¥36,230 — unsaid that Aliyun's price is a share of an 8-GPU machine it may rent only whole, the
    # reason the invoice line passed it over
    got = consult({"task": "inference", "model": "qwen3-30b-a3b", "concurrency": 20, "context_tokens": 32768,
                   "region": "cn", "invoice": "vat-special", "buyer": "company",
                   "budget": {"amount": 8000, "currency": "CNY", "unit": "month"}}, KB, what_if=False)
    text = next(c for c in got.caveats if c.id == "invoice-unconfirmed").text
    assert "¥36,230 a month for the same use, if it rents fewer than the whole 8-GPU machine" in text.en
    assert "¥289,843 a month as one" in text.en and "按整台 8 卡计每月 ¥289,843" in text.zh


def test_the_largest_other_model_is_the_size_the_sum_gave_it():
    # c07 (minor): "Qwen3-8B 22.2 GB + BGE-M3 2.6 GB" and, two lines on, "the largest other model (6.0 GB)"
    got = consult({"models": "qwen3-8b,bge-m3", "context_tokens": 8192, "users": 5, "region": "intl"}, KB,
                  what_if=False)
    texts = [n.en for n in got.requirement.notes] + [n.en for n in got.facts.notes]
    summed = next(t for t in texts if t.startswith("Several models on one box"))
    largest = next(t for t in texts if "the largest other model" in t)
    assert "BGE-M3 2.6 GB" in summed and "the largest other model (2.6 GB)" in largest


def test_the_fp8_option_is_not_offered_for_fewer_gpus_than_the_load_needs():
    # c06 (minor): "with FP8 weights and FP8 KV cache … fits 1 × mi300x instead of 8" beside 40 users at 25 tokens/s
    # each, which eight GPUs were picked for; FP8's fewer GPUs is memory's count only
    loaded = consult({**SINGAPORE, "only_cards": "mi300x"}, KB, what_if=False)
    assert loaded.picks[0].gpus == 8 and not any(c.id == "fp8-option" for c in loaded.caveats)
    sized = consult({"model": "llama-3.3-70b", "concurrency": 4, "context_tokens": 8192, "region": "intl",
                     "only_cards": "h100-sxm"}, KB, what_if=False)
    assert any(c.id == "fp8-option" and "instead of 2" in c.text.en for c in sized.caveats)


def test_a_clip_job_says_generate_py_reloads_the_model_each_clip():
    # c10 (minor): "one such process on each GPU, each with its share of the prompts" — generate.py takes one --prompt
    # a run and loads the 14B each time; the way to load it once is named (source diffusers-wan-pipeline)
    many = consult({"task": "video", "model": "wan2.1-14b", "videos": 400, "resolution": "480p", "deadline": 72,
                    "region": "intl"}, KB, what_if=False)
    assert all("for 400 clips load it once" in p.launch and "WanPipeline (Wan-AI/Wan2.1-T2V-14B-Diffusers)" in p.launch
               for p in many.picks)
    one = consult({"task": "video", "model": "wan2.1-14b", "videos": 1, "region": "intl"}, KB, what_if=False)
    assert "WanPipeline" not in one.picks[0].launch


def test_an_answer_of_the_stated_length_says_how_long_it_streams(capsys):
    # c09 (minor): "≈ 13 tokens/s per sequence" beside 1,500-token answers is ~2 minutes an answer, unsaid
    from advisor_tui.cli import main

    assert main(["recommend", "--model", "qwen3-8b", "--concurrency", "8", "--output-tokens", "1500",
                 "--input-tokens", "1000", "--region", "intl"]) == 0
    out = capsys.readouterr().out
    assert "a 1,500-token answer streams in ≈ " in out
    assert main(["--lang", "zh", "recommend", "--model", "qwen3-8b", "--concurrency", "8", "--region", "intl"]) == 0
    assert "输出完" not in capsys.readouterr().out  # no length said: nothing to time


def test_a_plan_that_starts_only_in_eager_mode_names_fp8_weights_on_the_same_card():
    # c01 (minor): a 16-bit plan that starts only with --gpu-memory-utilization 0.95 --enforce-eager, and no word of
    # the FP8 weights that start on the same card at the defaults
    got = consult({"model": "qwen3-32b", "concurrency": 5, "context_tokens": 16384, "region": "intl",
                   "only_cards": "a100-80g-sxm"}, KB, what_if=False)
    text = next(c for c in got.caveats if c.id == "tight-fit").text
    assert "--enforce-eager" in text.en and "or FP8 weights: the job then needs 43.2 GB" in text.en
    assert "或用 FP8 权重" in text.zh
    kept = consult({"model": "qwen3-32b", "concurrency": 5, "context_tokens": 16384, "region": "intl",
                    "only_cards": "a100-80g-sxm", "no_quantization": True}, KB, what_if=False)
    assert all("FP8" not in c.text.en for c in kept.caveats if c.id == "tight-fit")


def test_continued_pretraining_on_megatron_carries_the_checkpoint_s_own_norm_epsilon():
    # c02 (minor): a converted Qwen checkpoint at rms_norm_eps 1e-6 run under Megatron's 1e-5 default. The epsilon is
    # the weights' own (source hf-rms-norm-eps): Qwen3 and Qwen2.5-7B 1e-6; Qwen2.5-14B's base 1e-5 (Megatron's
    # default: no flag) and its Instruct 1e-6
    def launch(model, **more):
        r = consult({"task": "pretrain", "model": model, "train_tokens": 5e9, "region": "intl", **more}, KB,
                    what_if=False)
        return next(p.launch for p in r.picks if "pretrain_gpt.py" in p.launch)

    assert "--norm-epsilon 1e-06" in launch("qwen3-8b") and "--norm-epsilon 1e-06" in launch("qwen2.5-7b")
    base = launch("qwen2.5-14b")
    assert "--hf-model Qwen/Qwen2.5-14B " in base and "--norm-epsilon" not in base
    chat = launch("qwen2.5-14b", checkpoint="instruct")
    assert "--hf-model Qwen/Qwen2.5-14B-Instruct " in chat and "--norm-epsilon 1e-06" in chat
    assert "--norm-epsilon" not in launch("llama-3.1-8b")  # 1e-5, Megatron's own


def test_every_recorded_norm_epsilon_reaches_the_megatron_line_only_where_it_is_not_the_default():
    from rules import megatron

    for m in KB.models:
        if m.kind != "llm" or not megatron.megatron_ready(m):
            continue
        for ref in filter(None, (m.base_repo or m.id, m.chat_repo)):
            line = megatron.pretrain_line(model=m, ref=ref, gpus=8, node_gpus=8, seq=4096, micro=1, tokens=1e9,
                                          scratch=False, recompute=False, batch_tokens=1 << 20)
            eps = megatron.norm_epsilon(m, ref)
            if eps is None or abs(eps - megatron.NORM_EPSILON) < 1e-12:
                assert "--norm-epsilon" not in line, (m.id, ref)
            else:
                assert f"--norm-epsilon {eps:g} " in line, (m.id, ref)
            if m.rms_norm_eps is not None:  # (a model's own config where it is the source: Qwen2.5-1.5B)
                assert m.norm_eps_source in {s.id for s in KB.sources}


def test_a_megatron_run_states_its_utilisation_as_a_range_priced_at_the_middle(capsys):
    # c02 (minor): 57 % MFU for a 14B at TP 2 on A800s is the optimistic end (published Megatron runs of this class:
    # 41.5–52 %); the hours are a range, the plan is priced at the middle and says so
    from advisor_tui.cli import main

    r = consult({"task": "pretrain", "model": "qwen2.5-14b", "train_tokens": 5e9, "context_tokens": 4096,
                 "deadline": 336, "region": "cn", "compliance": True,
                 "budget": {"amount": 150000, "currency": "CNY", "unit": "total"}}, KB)
    pick = r.picks[0]
    t = pick.job
    note = next(a for a in t.assumptions if "Utilisation is a range" in a.en)
    assert "MFU 42%" in note.en and "priced at the middle" in note.en and "按中间值" in note.zh
    fast, slow = (float(x.replace(",", "")) for x in
                  __import__("re").search(r"— ([\d,.]+) h.* to ([\d,.]+) h", note.en).groups())
    assert fast < t.wall_hours < slow
    assert main(["--lang", "zh", "recommend", "--task", "pretrain", "--model", "qwen2.5-14b", "--train-tokens",
                 "5e9", "--region", "cn", "--engine", "megatron"]) == 0
    assert "利用率是一个区间而不是一个数" in capsys.readouterr().out


def test_a_thinking_teacher_s_generated_samples_are_sized_as_whole_traces():
    # c05 (minor): a Qwen3-32B teacher generating 100M tokens of math reasoning was sized as 500-token answers at an
    # 8,192-token context, which cuts long traces off; each sample is now its thinking trace, at most the output length
    # the card recommends (32,768, source hf-qwen3-output-length) within the 32,768 positions it was trained on
    raw = {"task": "inference", "model": "qwen3-32b", "generate_tokens": 100_000_000, "region": "cn",
           "deadline": 168}
    r = consult(raw, KB, what_if=False)
    assert r.facts.context_tokens == 32_768
    assert any("thinks before it answers" in n.en and "32,268 tokens" in n.en and "--no-thinking" in n.en
               and "思考过程" in n.zh for n in r.facts.notes)
    pick = r.picks[0]
    job = next(a.en for a in pick.job.assumptions if a.en.startswith("Job: "))
    assert "requests × 32,268 tokens (thinking trace and answer, at most)" in job
    assert "--max-model-len 32768" in pick.launch and "rope_scaling" not in pick.launch  # no YaRN below 32,768
    said = next(c for c in r.caveats if c.id == "thinking-by-default").text
    assert "generation job here counts" in said.en and "已算进去" in said.zh
    # thinking off: answers alone; a stated length: the person's
    off = consult({**raw, "no_thinking": True}, KB, what_if=False)
    assert off.facts.context_tokens == 8192
    assert "× 500 tokens (prompts" in next(a.en for a in off.picks[0].job.assumptions if a.en.startswith("Job: "))
    told = consult({**raw, "output_tokens": 4000}, KB, what_if=False)
    assert "× 4,000 tokens (prompts" in next(a.en for a in told.picks[0].job.assumptions if a.en.startswith("Job: "))
    assert told.picks[0].job.wall_hours < pick.job.wall_hours  # shorter traces: more at once, the slow end above
    # a model that always thinks (DeepSeek-R1's distills: reasoning_tokens) is counted the same way
    r1 = consult({**raw, "model": "deepseek-r1-distill-qwen-7b"}, KB, what_if=False)
    assert any("thinks before it answers" in n.en for n in r1.facts.notes)


C08 = ("Manufacturing company in Osaka. We want to buy one workstation GPU to host three internal tools on the same "
       "card: Qwen3-4B-Instruct-2507 for a shift-report assistant, Gemma 3 12B for translating Japanese/English "
       "manuals, and bge-m3 for document search. About 30 staff, 8k context. Budget 1,500,000 JPY for the hardware "
       "(150 yen to the dollar). It goes in a normal office tower, so the GPU must stay under 350 W. Data can't "
       "leave the building.")


def _cli(*args: str) -> str:
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    env = {"PYTHONPATH": str(root), "GPU_ADVISOR_TODAY": "2026-12-06", "PATH": "/usr/bin:/bin"}
    out = subprocess.run([sys.executable, "-c", "import sys; from advisor_tui.cli import main; sys.exit(main())",
                          "recommend", *args], cwd=root, env=env, capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    return out.stdout


def test_c08_an_office_tower_rules_out_the_passively_cooled_server_cards():
    """c08 minor 3: "It goes in a normal office tower" was offered an H100 PCIe in a what-if; each card whose maker
    prints it passive is ruled out, with its source, in both languages; the cards that cool themselves stay."""
    import json

    data = json.loads(_cli("--say", C08, "--json"))
    assert data["facts"]["office_box"] is True
    out = {r["card"]: [w for w in r["why"] if w["rule"] == "office-box-passive-card"] for r in data["rejected"]}
    for card in ("h100-pcie", "l40s", "l40", "a40", "a100-80g-pcie", "l4"):
        assert out[card], card
        assert "passively cooled server card" in out[card][0]["text"] and "office tower" in out[card][0]["text"]
    assert "nvidia-h100-pcie-brief" in out["h100-pcie"][0]["text"]
    assert not out.get("rtx-6000-ada") and data["picks"][0]["card"] == "rtx-6000-ada"
    assert all("h100-pcie" not in (w.get("card") or "") for w in data["what_if"])
    zh = _cli("--say", C08, "--lang", "zh")
    assert "h100-pcie: 被动散热的服务器卡（nvidia-h100-pcie-brief）" in zh


def test_without_an_office_box_a_bought_server_card_in_a_what_if_says_where_it_lives():
    """Bought with no box said, the all-at-once what-if may still name an H100 PCIe: it carries the caveat."""
    said = C08.replace("It goes in a normal office tower, so the GPU", "The GPU")
    text = _cli("--say", said)
    line = next(x for x in text.splitlines() if x.startswith("  - If all 30 use it at the same time"))
    assert "H100 PCIe" in line and "h100-pcie is a passively cooled server card" in line
    pick = consult({"model": "qwen3-8b", "procure": "buy", "buyer": "company", "region": "intl",
                    "office_box": True}, KB)
    assert all(not KB.card(p.card).cooling == "passive" for p in pick.picks)
