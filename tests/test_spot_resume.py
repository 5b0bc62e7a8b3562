"""A TRL fine-tune said to run on spot (review 95 c07): the checkpoints said are in the launch line, and the answer
says a reclaimed machine restarts TRL's command line at step 0 unless resumed from them."""

from __future__ import annotations

import pytest

import knowledge
from rules.pipeline import consult

KB = knowledge.load(user_file=False)
KAGGLE = {"task": "qlora", "model": "qwen2.5-14b", "samples": 20000, "tokens_per_sample": 2000, "epochs": 2,
          "region": "intl", "budget": "60/total"}


def _resume(result):
    return next((c for c in result.caveats if c.id == "spot-resume"), None)


def test_checkpoints_said_are_saved_and_the_resume_is_said():
    got = consult({**KAGGLE, "interruptible": True, "save_steps": 200}, KB, what_if=False)
    saves = "--save_strategy steps --save_steps 200 --save_total_limit 2 --output_dir out"
    assert all(saves in p.launch for p in got.picks if p.launch)
    said = _resume(got)
    assert said is not None and "resume_from_checkpoint=True" in said.text.en and "every 200 steps" in said.text.en


def test_spot_without_a_save_interval_is_told_to_set_one():
    got = consult({**KAGGLE, "interruptible": True}, KB, what_if=False)
    assert "--save_steps" not in (got.picks[0].launch or "")
    assert "--save-steps N" in _resume(got).text.en


@pytest.mark.parametrize("change", [{"interruptible": False}, {"task": "pretrain", "model": None, "params_b": 0.4,
                                                                "train_tokens": "8B", "samples": None,
                                                                "tokens_per_sample": None, "epochs": None}])
def test_no_resume_caveat_off_spot_or_where_the_stack_resumes_itself(change):
    # on-demand machines are not reclaimed; Megatron's pretraining resumes from --load on its own
    raw = {k: v for k, v in {**KAGGLE, "interruptible": True, **change}.items() if v is not None}
    raw.pop("budget")
    assert _resume(consult(raw, KB, what_if=False)) is None
