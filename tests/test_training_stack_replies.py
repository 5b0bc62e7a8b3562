"""A fine-tuning stack named in an interview reply: read with the session's task (a training engine in a QLoRA is
no "invalid serving engine"), and what it implies for the cards (Unsloth has no Ascend build)."""

from __future__ import annotations

import pytest

from advisor_tui import interview as flow
from advisor_tui import replies
from rules.pipeline import consult


def at_cuda_question(kb, raw):
    iv = flow.Interview(raw=dict(raw))
    iv.answered = [s.id for s in flow.FLOW if flow.FLOW.index(s) < flow.FLOW.index(flow.SPECS["cuda"])]
    assert iv.next_question(kb).id == "cuda"
    return iv


@pytest.mark.parametrize("said, cuda", [("yes, we use unsloth", True), ("we use unsloth", False)])
def test_unsloth_under_a_qlora_cuda_question_is_the_engine_not_an_error(kb, said, cuda):
    # session 34's note: "yes, we use unsloth" in a QLoRA interview said "invalid engine (expected a serving engine)":
    # the reply was checked as if no task had been given
    iv = at_cuda_question(kb, {"task": "qlora", "model": "qwen3-8b"})
    reply = replies.answer(iv, said, kb, "en")
    assert reply.error is None
    assert iv.raw["engine"] == "unsloth" and iv.raw["cuda_required"] is cuda
    assert not any("invalid engine" in e["en"] for e in iv.transcript)


@pytest.mark.parametrize("said", ["用 llama-factory", "we use ms-swift"])
def test_a_stock_fine_tuning_stack_is_no_cuda_requirement(kb, said):
    iv = at_cuda_question(kb, {"task": "lora", "model": "qwen3-8b"})
    reply = replies.answer(iv, said, kb, "zh")
    assert reply.error is None and iv.raw["cuda_required"] is False


def test_a_serving_engine_in_a_training_session_is_not_taken_as_its_engine(kb):
    iv = at_cuda_question(kb, {"task": "qlora", "model": "qwen3-8b"})
    replies.answer(iv, "yes, we use vllm", kb, "en")
    assert iv.raw["cuda_required"] is True and "engine" not in iv.raw


def test_unsloth_rules_out_ascend_and_not_amd(kb):
    facts = {"task": "qlora", "model": "qwen3-8b", "engine": "unsloth"}
    cn = consult({**facts, "region": "cn", "budget": {"amount": 3000, "currency": "CNY", "unit": "month"}}, kb)
    out = {r.card: {w.rule for w in r.why} for r in cn.rejected}
    ascend = [c.id for c in kb.cards if c.ecosystem == "cann"]
    assert ascend and all("unsloth-no-cann" in out.get(c, ()) for c in ascend)
    assert not any("unsloth-no-cann" in why for c, why in out.items() if kb.card(c).ecosystem != "cann")
    hf = consult({**facts, "engine": "hf", "region": "cn"}, kb)
    assert not any(w.rule == "unsloth-no-cann" for r in hf.rejected for w in r.why)


def test_unsloth_on_several_gpus_launches_one_process_each(kb):
    # found running this session's QLoRA consultation: 8 × A800 was costed as 8 GPUs training in parallel (0.6 h),
    # while its launch line, `python unsloth-cli.py …`, trains on the first GPU alone
    r = consult({"task": "qlora", "model": "qwen3-8b", "engine": "unsloth", "region": "cn", "samples": 50000,
                 "tokens_per_sample": 600, "epochs": 2}, kb)
    many = [p for p in r.picks if p.gpus > 1]
    assert many, "the consultation must price a multi-GPU pick"
    for p in r.picks:
        assert (f"accelerate launch --num_processes {p.gpus} unsloth-cli.py" in p.launch) is (p.gpus > 1)


def test_unsloth_launch_runs_the_costed_passes_and_keeps_the_adapter(kb):
    # review 76 C11: unsloth-cli.py stops after 400 steps by default (1.6 % of 50k samples × 2 epochs at batch 1 ×
    # accumulation 4) and saves nothing unless --save_model is given
    r = consult({"task": "lora", "model": "llama-3.1-8b", "engine": "unsloth", "region": "intl", "samples": 50000,
                 "tokens_per_sample": 2000, "epochs": 2, "lora_rank": 64}, kb)
    for p in r.picks:
        steps = int(p.launch.split("--max_steps ")[1].split()[0])
        batch = int(p.launch.split("--per_device_train_batch_size ")[1].split()[0])
        assert steps * batch * 4 * p.gpus >= 50000 * 2 > (steps - 1) * batch * 4 * p.gpus
        assert "--gradient_accumulation_steps 4" in p.launch and "--save_model --save_method lora" in p.launch


@pytest.mark.parametrize("facts, epochs", [
    ({"task": "full-finetune", "model": "qwen2.5-7b", "samples": 20000, "tokens_per_sample": 1000, "epochs": 2}, "2"),
    ({"task": "lora", "model": "qwen3-8b", "train_tokens": 10_000_000, "epochs": 1.5}, "1.5"),
    # (a corpus of 1B tokens or more streams for its steps instead: tests/test_review80.py)
    ({"task": "pretrain", "params_b": 0.35, "train_tokens": 700_000_000, "engine": "hf"}, "1"),
])
def test_trainer_launches_pass_the_epochs_costed(kb, facts, epochs):
    # review 76: TrainingArguments' default is 3 epochs — a 2-epoch job trained 3, a pre-train made 3 passes
    r = consult({**facts, "region": "intl"}, kb)
    assert r.picks and all(f"--num_train_epochs {epochs} " in p.launch for p in r.picks)
