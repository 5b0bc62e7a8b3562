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
