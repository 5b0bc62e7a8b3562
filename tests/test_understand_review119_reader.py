"""Review 119's reading criticals as families: readings a real user's other phrasings share with the reviewer's
consultations (C2, C5, C6, C8, C10), each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on, unresolved_kinds

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def test_a_daily_window_whose_ends_say_their_part_of_the_day(kb):
    # C2-1: "清晨4點到晚上8點（16小時）" was 4 hours (the end's 晚上 alone made the start 4 p.m.)
    assert _facts(kb, "服務只要每天清晨4點到晚上8點開著就好（16小時）")["hours_per_day"] == 16
    assert _facts(kb, "每天清晨5点到晚上9点开着")["hours_per_day"] == 16
    assert _facts(kb, "每天早晨6點到傍晚6點開著")["hours_per_day"] == 12
    assert _facts(kb, "每天深夜11点到清晨5点跑批")["hours_per_day"] == 6
    assert _facts(kb, "The bot is up from 8 a.m. to 11 p.m. daily")["hours_per_day"] == 15
    assert _facts(kb, "服务每天8 a.m.–11 p.m.开着")["hours_per_day"] == 15
    assert _facts(kb, "The bot runs 10 p.m. to 6 a.m.")["hours_per_day"] == 8
    assert _facts(kb, "from 6am to 10pm every day")["hours_per_day"] == 16
    # neighbours: the parts said the other way, overnight, or not at all read as before
    assert _facts(kb, "每天早上9点到下午5点")["hours_per_day"] == 8
    assert _facts(kb, "每天晚上8點到早上6點")["hours_per_day"] == 10
    assert _facts(kb, "每天9点到5点")["hours_per_day"] == 8
    assert _facts(kb, "服务每天9到5在线")["hours_per_day"] == 8  # (had read a budget of ¥5 a day)
    assert "hours_per_day" not in _facts(kb, "每天3到5次")
    assert _facts(kb, "每天4点到晚上8点")["hours_per_day"] == 4
    assert "hours_per_day" not in _facts(kb, "Meeting at 9 a.m. tomorrow, serve qwen3-8b")


def test_the_ringgit_by_its_chinese_names_and_its_sign(kb):
    # C8-1: "總預算馬幣3000令吉左右（1美元約4.2令吉）" was ¥3,000 (马币 / 令吉 unknown, 馬 not read as 马)
    total = ("budget", 714.29, "USD", "total")
    for said in ("總預算馬幣3000令吉左右（1美元約4.2令吉）", "總預算馬幣3000左右（1美元約4.2令吉）",
                 "总预算3000令吉左右（1美元约4.2令吉）", "总预算三千令吉（1美元约4.2令吉）",
                 "Budget RM3,000 total, 1 USD = 4.2 MYR", "Budget RM3,000 total (USD/MYR 4.2)"):
        b = _facts(kb, said)["budget"]
        assert ("budget", b.amount, b.currency, b.unit) == total, said
    # a comma before the rate ends the figure: the amount is not lost to the rate ("5000,1")
    for said in ("预算马币5000，1美元=4.2林吉特", "预算林吉特5000，1美元4.2林吉特"):
        assert _facts(kb, said)["budget"].amount == 1190.48, said
    assert _facts(kb, "预算港币5000，1美元=7.8港币")["budget"].amount == 641.03
    assert _facts(kb, "Budget RM 5k a month, 1 USD = 4.2 MYR")["budget"].amount == 1190.48
    # neighbours: no rate said is asked, never yuan; RM as a command or before a count is no money
    for said in ("預算馬幣5000", "預算5000令吉", "Budget RM3000"):
        p = _read(kb, said)
        assert "budget" not in p.facts and "budget" in unresolved_kinds(p), said
    for said in ("rm 3 old checkpoints then serve qwen3-8b", "We have RM 3 rooms"):
        p = _read(kb, said)
        assert "budget" not in p.facts and "budget" not in unresolved_kinds(p), said
    assert _facts(kb, "I will rm -rf the old runs, budget 300 USD")["budget"].amount == 300


def test_a_power_supply_said_with_its_watts_is_the_supply(kb):
    # C10-1: "I want to BUY one GPU for my desktop (it has an 850W PSU)" left 850W unplaced: the GPU earlier in the
    # sentence was taken as the figure's owner, and the box was never checked against its supply
    for said, watts in (("I want to BUY one GPU for my desktop (it has an 850W PSU)", 850),
                        ("I want to buy a GPU for my PC with an 850W PSU", 850),
                        ("buy one card, my PSU is 750 W", 750),
                        ("想给台式机买一张显卡（电源 850W）", 850),
                        ("想买一张显卡，电脑是850W的电源", 850),
                        ("買一張顯卡，電源供應器 850W", 850)):
        assert _read(kb, said).implied().get("psu_w") == watts, said
    # neighbours: a card's draw beside the supply, a limit on the GPUs or on each stays a limit, not the supply
    p = _read(kb, "one GPU drawing 450W with a 1000W PSU")
    assert p.implied().get("psu_w") == 1000 and "power_limit_w" not in p.facts
    assert _facts(kb, "GPUs under 400W in all, the PSU is 1000W")["power_limit_w"] == 400
    assert _facts(kb, "单卡功耗最好在 350W 以内，带电源就超了")["gpu_power_w"] == 350
    p = _read(kb, "显卡功耗加电源不超过 850W")
    assert p.facts["power_limit_w"] == 850 and "psu_w" not in p.implied()
    assert "psu_w" not in _read(kb, "The server room can supply at most 3,000 W for the GPUs").implied()


def test_a_prompt_length_taken_back_is_the_length(kb):
    # C5-1: "prompts up to 16k tokens (no wait, make that 24k, some threads are long)" was sized at 16,384: a
    # correction's figure with its k was left unread for prompt and answer lengths
    said = "prompts up to 16k tokens (no wait, make that 24k, some threads are long), outputs ~500 tokens"
    f = _facts(kb, said)
    assert (f["input_tokens"], f["output_tokens"]) == (24576, 500)
    assert _facts(kb, "prompts are about 2k tokens, no wait, 3k")["input_tokens"] == 3072
    assert _facts(kb, "提示词大概 2k token，不对，改成 3k")["input_tokens"] == 3072
    assert _facts(kb, "输入大概 2000 token，不对，是 3000")["input_tokens"] == 3000
    assert _facts(kb, "outputs ~500 tokens, no wait, 1k")["output_tokens"] == 1024
    # neighbours: a correction that names another fact changes that fact, not the prompt's length
    assert _facts(kb, "16k context (no wait, 32k)")["context_tokens"] == 32768
    f = _facts(kb, "prompts up to 16k tokens (no wait, 32k context)")
    assert (f["input_tokens"], f["context_tokens"]) == (16384, 32768)
    f = _facts(kb, "prompts ~2k tokens, no wait, make that $3k a month")
    assert f["input_tokens"] == 2048 and f["budget"].amount == 3000
    assert _facts(kb, "prompts up to 16k tokens, no wait, make that 24 users")["input_tokens"] == 16384


_PPO_PLAN = ("Madrid university NLP lab. We need to run PPO RLHF with a separate reward model on Qwen3-8B (policy) "
             "for a paper; camera-ready experiments must finish by 2026-12-20. Plan: 800 PPO steps, "
             "128 prompts per step, 4 generations each, prompts ~512 tokens, responses up to 1,024 tokens, "
             "KL beta 0.05. Total budget EUR 2,500 (EUR/USD 1.08). Any cloud outside China is fine.")


def test_an_rl_run_said_whole_reads_its_model_and_its_plan(kb):
    # C6: "800 PPO steps" was a batch of 800 items to generate, so the job had no size and the model "Qwen3-8B
    # (policy)" was blamed: --say alone stopped with "missing --samples"
    f = _facts(kb, _PPO_PLAN)
    assert {k: f[k] for k in ("model", "rl", "rl_steps", "prompts_per_step", "generations", "input_tokens",
                              "output_tokens", "rl_beta")} == {
        "model": "qwen3-8b", "rl": "ppo", "rl_steps": 800, "prompts_per_step": 128, "generations": 4,
        "input_tokens": 512, "output_tokens": 1024, "rl_beta": 0.05}
    assert "generate_tokens" not in f
    assert _facts(kb, "GRPO on qwen3-4b, 500 GRPO steps, 64 prompts per step, 8 generations each")["rl_steps"] == 500
    # neighbours: a checkpoint interval in the method's steps is no run's length
    f = _facts(kb, "PPO on qwen3-8b, 800 PPO steps, checkpoint every 100 PPO steps, 64 prompts per step")
    assert (f["rl_steps"], f["save_steps"]) == (800, 100)


def test_an_rl_run_without_its_size_says_what_is_missing_in_words(capsys, monkeypatch):
    from advisor_tui.cli import main
    monkeypatch.setenv("GPU_ADVISOR_TODAY", "2026-12-07")
    said = ("We run PPO on Qwen3-8B with a reward model: 128 prompts per step, 4 generations each, prompts ~512 "
            "tokens, responses up to 1,024 tokens.")
    assert main(["recommend", "--say", said]) != 0
    err = capsys.readouterr().err
    assert "missing --rl-steps" in err and "800 PPO steps" in err and "--samples" not in err
