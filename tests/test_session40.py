"""Answers read as an engineer in the fortieth session: each test names what was wrong and what is right."""

from __future__ import annotations

import re

import pytest

import knowledge
from advisor_tui.cli import main
from rules.pipeline import consult

KB = knowledge.load(user_file=False)


def _global_batch(launch: str) -> int:
    """Samples an optimizer step takes on all GPUs: per-device batch × processes × accumulation."""
    per = int(re.search(r"--per_device_train_batch_size (\d+)", launch).group(1))
    procs = re.search(r"--num_processes (\d+)", launch)
    accum = re.search(r"--gradient_accumulation_steps (\d+)", launch)
    return per * (int(procs.group(1)) if procs else 1) * (int(accum.group(1)) if accum else 1)


@pytest.mark.parametrize("task", ["lora", "qlora", "full-finetune"])
def test_a_fine_tuning_launch_steps_over_at_least_eight_samples(task):
    # one sample an optimizer step on one GPU: 60,000 noisy steps for 20k samples × 3 epochs (LLaMA-Factory's example
    # accumulates 8)
    r = consult({"task": task, "model": "qwen3-8b", "samples": 20000, "tokens_per_sample": 1000, "epochs": 3,
                 "region": "intl"}, KB)
    launches = [p.launch for p in r.picks if p.launch and "sft" in p.launch]
    assert launches
    for launch in launches:
        assert _global_batch(launch) >= 8, launch
        assert _global_batch(launch) < 16 or "--gradient_accumulation_steps" not in launch, launch


def test_a_flag_said_in_a_note_is_written_as_typed(capsys):
    assert main(["recommend", "--say", "LoRA fine-tune Qwen3-8B on 20k samples of 1k tokens, 3 epochs, US"]) == 0
    out = capsys.readouterr().out
    assert "(--max_length 1000)" in out and "--max_length 1,000" not in out


def test_served_adapters_under_a_rate_keep_a_slot_for_each_adapter_a_batch_names():
    # review-style reading: 38 sequences in flight over 100 adapters with --max-loras 8 — the requests naming the other
    # adapters would wait while the answer counted them in flight
    facts = {"task": "inference", "model": "qwen3-8b", "lora_adapters": 100, "rps": 5, "input_tokens": 1000,
             "output_tokens": 300, "region": "intl"}
    r = consult(facts, KB)
    pick = r.picks[0]
    flight = pick.job.served.slots
    k = int(re.search(r"--max-loras (\d+)", pick.launch).group(1))
    expected = 100 * (1 - (1 - 1 / 100) ** flight)
    assert k == pytest.approx(expected, abs=1) and 8 < k < flight
    note = next(n.en for n in pick.job.assumptions if n.en.startswith("LoRA at this load"))
    assert f"--max-loras {k}" in note
    # the slots' memory comes out of the KV cache's room: never more in flight than without them
    plain = consult({**facts, "lora_adapters": 8}, KB).picks[0]
    assert pick.job.served.max_sequences <= plain.job.served.max_sequences


def test_few_adapters_under_a_rate_keep_all_of_them_and_no_extra_line():
    r = consult({"task": "inference", "model": "qwen3-8b", "lora_adapters": 4, "rps": 5, "input_tokens": 1000,
                 "output_tokens": 300, "region": "intl"}, KB)
    pick = r.picks[0]
    assert "--max-loras 4" in pick.launch
    assert not any(n.en.startswith("LoRA at this load") for n in pick.job.assumptions)
