"""Review 65's findings outside the reader's table (its reader rows are in tests/data/utterances_review.yaml)."""

from __future__ import annotations

import knowledge
from rules.pipeline import consult

KB = knowledge.load(user_file=False)


def test_a_stated_prompt_longer_than_the_models_window_is_not_cut_to_it_silently():
    # C8 (critical): Yi-34B's 4,096-token window hid 6,000-token prompts — sized and launched at 4,096, every request
    # would have been refused
    r = consult({"model": "yi-34b", "precision": "bf16", "input_tokens": 6000, "output_tokens": 500}, KB)
    assert r.facts.context_tokens == 6500
    assert any("exceeds Yi-34B's maximum 4,096" in n.en for n in r.facts.notes)
    # no prompt said: the default context still stays inside the window
    assert consult({"model": "yi-34b", "precision": "bf16"}, KB).facts.context_tokens <= 4096


def test_the_launch_line_runs_the_optimizer_the_memory_was_sized_with():
    # C3 (major): sized for 8-bit AdamW, the command ran TRL's default adamw_torch (16 bytes a parameter, over the card)
    raw = {"task": "full-finetune", "model": "gemma-3-12b", "samples": 75000, "tokens_per_sample": 4096, "epochs": 1,
           "deadline": "4d", "region": "intl"}
    eight = consult({**raw, "optimizer": "adamw-8bit"}, KB).to_json("en")
    assert "--optim adamw_bnb_8bit" in eight
    assert "--optim" not in consult(raw, KB).to_json("en")  # the default AdamW is the trainer's own default


def test_the_unquantised_reading_quotes_the_words_said():
    # found in this session's TUI run: "不要量化" was said back as “全精度”, words the person never typed
    from advisor_tui.understand import parse

    for text, said in (("Qwen2.5-32B 不要量化", "“不要量化”"), ("qwen3 8b at full precision", "“full precision”")):
        notes = [n.en for n in parse(text, KB).notes if "unquantised" in n.en]
        assert notes and notes[0].startswith(said), notes
