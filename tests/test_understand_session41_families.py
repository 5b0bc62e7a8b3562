"""The forty-first session's families: heldout75 #18 (an OpenReview author-response draft) and the misses the pending
README noticed and left (heldout74's and heldout75's). Each family's neighbours, and phrasings that must not trigger."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (a Sunday; kb: the session's, tests/conftest.py)


def test_a_size_the_paper_reports_is_not_the_jobs(kb):
    for say in ("Reviewer kQ3v asks whether the gains hold beyond the 1.5B model in the paper. We will run a full "
                "fine-tune on Qwen2.5-7B-Instruct.",
                "Our paper only used the 0.5B; now we'd like to LoRA qwen2.5 7b",
                "the 3B we reported in our submission; this time lora qwen2.5 7b",
                "论文里的 1.5B 不够，这次想全参微调 qwen2.5 7b"):
        u = _read(kb, say)
        assert u.facts["model"] == "qwen2.5-7b" and not u.conflicts, say
    # neighbours: two sizes with no paper between them stay a question
    assert _read(kb, "qwen2.5 7b or 14b, not sure").conflicts
    assert _read(kb, "we will fine-tune qwen2.5 7b and report it in the paper, along with the 1.5B").conflicts


def test_rl_post_training_is_a_training_job(kb):
    f = _facts(kb, "We will run GRPO with full-parameter updates on Qwen2.5-7B-Instruct over the same 12k math prompts "
                   "(8 rollouts per prompt).")
    assert (f["task"], f["model"], f["checkpoint"], f["samples"], f["rl"], f["generations"]) == (
        "full-finetune", "qwen2.5-7b", "instruct", 12000, "grpo", 8)
    f = _facts(kb, "GRPO on qwen2.5 7b instruct, 20,000 math problems, 8 generations each")
    assert f["checkpoint"] == "instruct" and f["samples"] == 20000  # (the m of "math" is no million)
    assert _facts(kb, "PPO on Llama-3.1-8B-Instruct with 5,000 prompts")["samples"] == 5000
    # neighbours: prompts served are no data set; an instruct model only served keeps the launch line's default
    f = _facts(kb, "serve Qwen2.5-7B-Instruct, 500 prompts per day")
    assert "samples" not in f and "checkpoint" not in f
    assert _facts(kb, "lora qwen3 8b on 20,000 medical tickets")["samples"] == 20000


def test_a_period_that_closes_with_the_work_tied_back_to_it(kb):
    for say in ("qwen3 8b lora. the discussion period closes Dec 14, so the run has to be finished before then.",
                "qwen3 8b lora; the rebuttal window ends on December 14 and the fine-tune must be done by then",
                "qwen3 8b lora，讨论期 12 月 14 日结束，训练得在那之前跑完"):
        assert _facts(kb, say)["deadline"] == 192, say
    # neighbours: a day something ends, with nothing to finish before it, is no limit
    assert "deadline" not in _facts(kb, "qwen3 8b lora. the sale ends Dec 14.")
    assert "deadline" not in _facts(kb, "qwen3 8b lora. the discussion period closes Dec 14, we can start after that.")


def test_the_cards_then_their_limit_after_a_comma(kb):
    for say, n in (("qwen3 8b lora. Rented GPUs, at most 16.", 16), ("qwen3 8b lora, rent cards - up to 4.", 4),
                   ("qwen3 8b lora, cards: max 4, rented", 4)):
        assert _facts(kb, say)["max_gpus"] == n, say
    # neighbours: the hours or the memory after the cards are theirs
    f = _facts(kb, "qwen3 8b lora, rented GPUs, at most 16 hours a day")
    assert "max_gpus" not in f and f["hours_per_day"] == 16
    assert "max_gpus" not in _facts(kb, "qwen3 8b lora, GPUs, up to 24GB each")


def test_money_granted_for_one_run_is_its_total(kb):
    for say, amount, cur in (("full fine-tune qwen3 8b. The lab's grant can cover up to $5,000 for this.", 5000, "USD"),
                             ("full fine-tune qwen3 8b, $3,000 for this experiment", 3000, "USD"),
                             ("qwen3 8b 全参微调，课题经费最多给 3 万用来跑这次实验", 30000, "CNY")):
        assert budget_of(_facts(kb, say)) == (amount, cur, "total"), say
    # neighbours: a period said wins; no money granted leaves a bare "for this" unread as a period
    assert budget_of(_facts(kb, "serve qwen3 8b chatbot, $800 a month for this."))[2] == "month"
    assert budget_of(_facts(kb, "full fine-tune qwen3 8b, budget $5,000"))[2] == "month"


def test_a_notes_internal_label_is_no_audience(kb):
    for say in ("full fine-tune qwen2.5 7b. Internal (not for the reviewer): spot is not ok.",
                "full fine-tune qwen2.5 7b. Internal comments: spot is not ok.",
                "全参微调 qwen2.5 7b。内部备注（不给审稿人看）：不要 spot",
                "全参微调 qwen2.5 7b。内部（不给审稿人看）：不要 spot"):
        f = _facts(kb, say)
        assert "public_service" not in f and f["interruptible"] is False, say
    # neighbours: an inward service said so stays internal
    assert _facts(kb, "serve qwen3 8b, internal (HR team): 30 people")["public_service"] is False
    assert _facts(kb, "部署 qwen3 8b，内部用")["public_service"] is False
