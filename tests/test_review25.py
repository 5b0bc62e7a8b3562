"""Review 25's leftovers, pinned on the reviewer's own consultations: two 4090s asked about for a 70B already in 4 bits
hear the llama.cpp split that holds it (M7) — the literal question answered, not only "4 would"."""

from __future__ import annotations

import knowledge
from advisor_tui.cli import main

KB = knowledge.load(user_file=False)


def test_two_4090s_for_a_4_bit_70b_hear_the_split_that_holds_it(capsys):
    assert main(["--lang", "en", "recommend", "--today", "2026-12-03", "--say",
                 "4090 两张能跑 llama3 70b 吗 int4 聊天 就我自己"]) == 0
    out = capsys.readouterr().out
    (verdict,) = [line for line in out.splitlines() if "the card you named" in line]
    assert "2 × rtx-4090 (24 GB) cannot hold" in verdict  # not under vLLM's 0.9 share at 8k
    assert "With Q4_K_M weights under llama.cpp" in verdict and "2 would hold it" in verdict


def test_a_4_bit_72b_on_two_3090s_is_told_how_many_do_not_that_two_do(capsys):
    assert main(["--lang", "en", "recommend", "--today", "2026-12-03", "--say",
                 "两张3090能跑qwen2.5 72b int4吗，我自己用"]) == 0
    (verdict,) = [line for line in capsys.readouterr().out.splitlines() if "the card you named" in line]
    assert "2 does not hold it; 3 would" in verdict  # Q4_K_M's 47 GB file + 8k of KV is over 48 GB


def test_a_671b_moe_at_home_over_budget_hears_the_ram_route_with_its_source(capsys):
    assert main(["--lang", "en", "recommend", "--today", "2026-12-03", "--say",
                 "想在家里跑满血 DeepSeek-R1 671B，买卡，预算 5 万以内"]) == 0
    (headline,) = [line for line in capsys.readouterr().out.splitlines() if line.strip().startswith("No:")]
    assert "experts in system RAM" in headline and "ktransformers-deepseek-r1-v3-tutorial" in headline
    assert KB.source("ktransformers-deepseek-r1-v3-tutorial").as_of == "2025-02-15"


def test_a_dense_model_out_of_reach_hears_no_ram_route(capsys):
    assert main(["--lang", "en", "recommend", "--today", "2026-12-03", "--model", "llama-3.1-405b",
                 "--precision", "fp8", "--procure", "buy", "--budget", "5000/total"]) == 0
    out = capsys.readouterr().out
    assert "No: nothing your" in out and "system RAM" not in out
