"""One purchase meant for several jobs (review 93 c02: a lab's shared 4-GPU server for "Qwen2.5-7B/14B 的 LoRA 和
全参微调，偶尔推理 Llama-3.1-70B（int4 可以）" was refused twice, one ambiguity at a time). The reader names each size
of a listed family, sets an occasional serving job with its own model aside (with its own precision), and marks
methods and models listed as all run; a box bought for them is sized for their envelope (advisor_tui.shared_box).
Near-misses: a choice between alternatives stays a question."""

from __future__ import annotations

import datetime
import io

import pytest

from advisor_tui.cli import main
from advisor_tui.shared_box import envelope
from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))

C02 = ("高校实验室要采购一台4卡服务器，给课题组 10 个研究生共用三年，主要做 Qwen2.5-7B/14B 的 LoRA 和全参微调，"
       "偶尔推理 Llama-3.1-70B（int4 可以），学校采购预算一次性 40 万元人民币，需要增值税专票，必须国内采购合规")


def _conflict(u, fact):
    return next((c for c in u.conflicts if c.fact == fact), None)


@pytest.mark.parametrize("say, ids", [
    ("Qwen2.5-7B/14B 的 LoRA", ("qwen2.5-7b", "qwen2.5-14b")),
    ("Qwen2.5 7B 和 14B 全参微调", ("qwen2.5-7b", "qwen2.5-14b")),
    ("Llama 3.1 8B/70B lora", ("llama-3.1-8b", "llama-3.1-70b")),
    ("qwen3 8b or 14b lora", ("qwen3-8b", "qwen3-14b")),
    ("lora on llama-3.1 8b and 70b", ("llama-3.1-8b", "llama-3.1-70b")),
])
def test_sizes_listed_after_one_family_name_each_catalogued_model(kb, say, ids):
    u = _read(kb, say)
    c = _conflict(u, "model")
    assert c is not None and c.values == ids, say
    assert not any(x.kind == "model" for x in u.unresolved), say


def test_a_size_list_that_is_not_all_catalogued_is_read_as_before(kb):
    # "Qwen2.5-7B/13B": no 13B in the family — left as it was read (the first size, the rest unplaced)
    u = _read(kb, "Qwen2.5-7B/13B 的 LoRA")
    assert _conflict(u, "model") is None or "qwen2.5-13b" not in _conflict(u, "model").values
    # either will do keeps sizing the larger (model_lines.read_either_size)
    assert _facts(kb, "Qwen2.5-3B或者7B都行，lora")["model"] == "qwen2.5-7b"


def test_c02_reads_the_jobs_the_envelope_and_the_side_job(kb):
    u = _read(kb, C02)
    assert _conflict(u, "task").values == ("lora", "full-finetune") and _conflict(u, "task").together
    assert _conflict(u, "model").values == ("qwen2.5-7b", "qwen2.5-14b") and _conflict(u, "model").together
    # the int4 was said of the 70B's inference, not of the training
    assert "precision" not in u.facts
    assert u.serving_part == {"model": "llama-3.1-70b", "precision": "int4"}
    assert u.facts["procure"] == "buy" and u.facts["server_gpus"] == 4


@pytest.mark.parametrize("say", [
    "we will buy a server to lora and full fine-tune qwen2.5 7b and 14b, occasionally serve llama 3.1 70b in int4",
    "Buying one box for the team: LoRA and full fine-tuning of Qwen2.5 7B/14B. Sometimes we serve Llama 3.1 70B "
    "in int4.",
    "实验室买一台服务器，做 Qwen2.5 7B 和 14B 的 LoRA 与全参微调，有时推理 Llama-3.1-70B，int4 就行",
])
def test_other_phrasings_of_a_shared_box(kb, say):
    u = _read(kb, say)
    assert _conflict(u, "task").together and _conflict(u, "model").together, say
    assert u.serving_part.get("model") == "llama-3.1-70b", say
    assert u.facts.get("precision") != "int4", say


def test_a_second_job_said_with_also(kb):
    u = _read(kb, "full fine-tune Qwen2.5 14B; we also want to serve Llama 3.1 70B at int4 for the team")
    assert (u.facts["task"], u.facts["model"]) == ("full-finetune", "qwen2.5-14b")
    assert u.serving_part == {"model": "llama-3.1-70b", "precision": "int4"}
    assert "precision" not in u.facts


@pytest.mark.parametrize("say", [
    "LoRA 还是全参微调？qwen3 8b",
    "买一台服务器做 qwen3 8b 的 LoRA 和全参微调，还没定哪个",
    "we're buying a box: lora or full fine-tune of qwen3 8b, not sure which",
])
def test_a_choice_between_methods_stays_a_question(kb, say):
    c = _conflict(_read(kb, say), "task")
    assert c is not None and not c.together, say


@pytest.mark.parametrize("say", [
    "Qwen2.5-7B 或 14B 哪个够用",
    "qwen2.5 7b or 14b, not sure",
    "买卡做 Qwen2.5-7B 还是 14B 的 LoRA？",
])
def test_a_choice_between_sizes_stays_a_question(kb, say):
    c = _conflict(_read(kb, say), "model")
    assert c is not None and not c.together, say


def test_the_trained_model_served_is_no_second_job(kb):
    # "…, and sometimes serve it": no model of its own — read as before (no serving part made up)
    u = _read(kb, "lora qwen3 8b on our tickets, and sometimes serve it to 30 users")
    assert u.facts["model"] == "qwen3-8b" and u.serving_part.get("model") is None
    # an occasional fine-tune beside serving still gives way to serving (review 26 M1)
    assert _facts(kb, "serve qwen3 32b for the team, and occasionally LoRA fine-tune qwen3 8b")["task"] == "inference"


def test_the_envelope_of_a_box_bought(kb):
    u = _read(kb, C02)
    raw, sized = envelope(dict(u.facts), u, kb)
    assert (raw["task"], raw["model"]) == ("full-finetune", "qwen2.5-14b")
    assert not sized.conflicts and sized.facts["model"] == "qwen2.5-14b"
    assert sized.span_text("task") == "全参微调" and sized.span_text("model") == "14B"
    note = sized.notes[-1]
    assert "full fine-tuning of Qwen2.5-14B" in note.en and "LoRA fine-tuning and full fine-tuning" in note.en
    assert "全参微调 Qwen2.5-14B 配置" in note.zh and "Qwen2.5-7B 与 Qwen2.5-14B" in note.zh


def test_no_envelope_where_renting_or_a_choice_or_the_options_say_it(kb):
    u = _read(kb, "rent GPUs to lora and full fine-tune qwen2.5 7b and 14b")
    assert envelope(dict(u.facts), u, kb) is None  # renting: each job rents its own machine
    u = _read(kb, "买一台服务器做 qwen3 8b 的 LoRA 和全参微调，还没定哪个")
    assert envelope(dict(u.facts), u, kb) is None
    u = _read(kb, C02)
    raw, _ = envelope({**u.facts, "task": "lora"}, u, kb)  # --task lora: the model list alone is enveloped
    assert (raw["task"], raw["model"]) == ("lora", "qwen2.5-14b")
    u = _read(kb, "we buy one box to serve qwen2.5 7b and 14b")
    assert envelope(dict(u.facts), u, kb) is None  # several models served: summed or asked (two_models)
    # pretraining outranks full fine-tuning, a LoRA outranks a QLoRA
    u = _read(kb, "买一台机器做 qwen2.5 7b 的 QLoRA 和 LoRA")
    if _conflict(u, "task") is not None:
        assert envelope(dict(u.facts), u, kb)[0]["task"] == "lora"


def _run(*argv):
    out, err = io.StringIO(), io.StringIO()
    import contextlib

    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        rc = main(list(argv))
    return rc, out.getvalue(), err.getvalue()


def test_c02_answers_with_the_envelope_and_the_side_job(monkeypatch):
    monkeypatch.setenv("GPU_ADVISOR_TODAY", "2026-12-06")
    rc, out, err = _run("--lang", "zh", "recommend", "--say", C02)
    assert rc == 0, err
    assert "Qwen2.5-14B · 全参微调 · bf16" in out
    assert "按最吃资源的全参微调 Qwen2.5-14B 配置" in out
    assert "也问了" in out and "Llama-3.1-70B · 推理 · int4" in out
    assert "放在上面那台机器上" in out and "不用再买第二台" in out  # the 70B int4 runs on the box bought
    rc, out, err = _run("--lang", "en", "recommend", "--say", C02)
    assert rc == 0, err
    assert "sized for the most demanding, full fine-tuning of Qwen2.5-14B" in out
    assert "ALSO ASKED" in out


def test_renting_several_jobs_still_asks_and_says_how_to_buy_one_box(monkeypatch):
    monkeypatch.setenv("GPU_ADVISOR_TODAY", "2026-12-06")
    rc, _, err = _run("--lang", "en", "recommend", "--say", "rent GPUs to lora and full fine-tune qwen3 8b")
    assert rc == 2 and "--task" in err and "buy one box for them all" in err
    rc, _, err = _run("--lang", "en", "recommend", "--say", "lora or full fine-tune qwen3 8b?")
    assert rc == 2 and "--task" in err and "buy one box" not in err
