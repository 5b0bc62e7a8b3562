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


def test_a_ticked_cloud_rental_box_is_renting(kb):
    for say in ("qwen3 8b 部署方式：☐ 本地采购　☑ 云租赁", "qwen3 8b 部署方式：☑ 云租赁", "qwen3 8b，算力租赁就行",
                "qwen3 8b 部署方式：☑ 雲端租賃"):
        assert _facts(kb, say)["procure"] == "rent", say
    # neighbours: the other box ticked buys; a rental refused is no rent; a rental's fee is no way of deploying
    assert _facts(kb, "qwen3 8b 部署方式：☑ 本地采购　☐ 云租赁")["procure"] == "buy"
    assert _facts(kb, "qwen3 8b，设备形式：整机采购，不接受云租赁")["procure"] == "buy"
    assert "procure" not in _facts(kb, "qwen3 8b，云租赁费用每月 2 万")


def test_taken_back_midway_is_fine(kb):
    for say in ("租卡，中途被收回也没关系", "租卡跑 lora，机器半路被回收了也无所谓", "租卡，随时被收回都可以接受",
                "租卡，中途被收回也没關係"):
        assert _facts(kb, say)["interruptible"] is True, say
    assert _facts(kb, "租卡，不能被中途收回")["interruptible"] is False
    assert "interruptible" not in _facts(kb, "租卡，中途被收回就麻烦了")


def test_a_shared_rupee_word_takes_the_currency_named(kb):
    for say in ("lora qwen2.5 14b, budget PKR 560,000 for the whole project, our accountant uses 280 rupees to the "
                "dollar", "lora qwen2.5 14b, budget Rs 560,000 total, we convert at 280 PKR per USD",
                "lora qwen2.5 14b, budget 560,000 rupees total, 280 PKR to the dollar",
                "LKR 600,000 total, 300 rupees to the dollar, lora qwen3 8b"):
        assert budget_of(_facts(kb, say)) == (2000, "USD", "total"), say
    # neighbours: the Indian rupee by its own words and sign; "Rs" with no rate is asked, never dollars
    assert budget_of(_facts(kb, "lora qwen2.5 14b, budget ₹2 lakh total, 83 rupees to the dollar"))[0] == 2409.64
    assert budget_of(_facts(kb, "lora qwen2.5 14b, budget Rs 166,000 total, 83 INR = 1 USD"))[0] == 2000
    u = _read(kb, "serve qwen3 8b, budget Rs 50,000 a month")
    assert "budget" not in u.facts and any(x.kind == "budget" for x in u.unresolved)


def test_each_items_count_corrected_keeps_the_items(kb):
    for say in ("sdxl 30 款，每款 4 张；不对，是 6 张", "sdxl 30 款，每款 4 张……哦不对，每款 6 张",
                "sdxl 30 款，每款 4 张，不对，每款 6 张", "sdxl 30 款，每款 4 张；不对，客户加单了，6 张"):
        assert _facts(kb, say)["images"] == 180, say
    # neighbours: a set of their own is added; a whole count corrected stays the count
    assert _facts(kb, "sdxl 30 款茶，每款 4 张；另外首页再要 6 张横幅")["images"] == 126
    assert _facts(kb, "flux 出 600 张图，哦不对，客户加单了，900 张")["images"] == 900


def test_a_method_tried_and_refused_after_the_one_chosen(kb):
    for say in ("全参微调 qwen3 8b，LoRA 试过了，不考虑", "全参微调，LoRA 试过了，不考虑",
                "qwen3 8b 全参微调，LoRA 之前试过了，不考虑",
                "全参微调 qwen3 8b，LoRA 上一轮试过，效果不达标，不再考虑"):
        f = _facts(kb, say)
        assert f["task"] == "full-finetune", say
    assert _facts(kb, "全参微调 qwen3 8b，LoRA 试过了，不考虑")["model"] == "qwen3-8b"
    # neighbours: a reason with no other choice in it still refuses the thing before it
    assert _facts(kb, "有人提过 QwQ-32B，推理过程太啰嗦，不考虑，用 qwen3 32b")["model"] == "qwen3-32b"
    assert _facts(kb, "qwen3 32b，14b 试过了，不考虑")["model"] == "qwen3-32b"
    # (one refusal whose own words name training: the adapter made already is no second choice)
    assert _facts(kb, "40 weddings, 25 hero shots each, with SDXL + a style LoRA I already trained.")["task"] == "image"


def test_a_run_that_never_finished_is_no_days_of_use(kb):
    for say, days in (("跑了 3 天 lora 没跑完，这次租两周", 14),
                      ("qwen3 8b lora, it ran 3 days and never finished, this time rent for two weeks", 14),
                      ("qwen3 8b lora，用了 5 天还没训完，这回租 10 天", 10)):
        u = _read(kb, say)
        assert u.facts["days"] == days and not u.conflicts, say
    # neighbour: two durations with nothing past about either stay a question
    assert any(c.fact == "days" for c in _read(kb, "qwen3 8b lora 租 3 天，租两周").conflicts)


def test_prompts_each_so_many_tokens_are_the_input(kb):
    assert _facts(kb, "qwen3 8b serving, prompts each 2k tokens")["input_tokens"] == 2048
    f = _facts(kb, "serve qwen3 8b, 20 req/s, prompts average 1.5k tokens, outputs each ~300 tokens")
    assert (f["input_tokens"], f["output_tokens"]) == (1536, 300)
    assert _facts(kb, "qwen3 8b chatbot, prompts typically 800 tokens")["input_tokens"] == 800
    # neighbour: in a training job the length is each sample's
    f = _facts(kb, "qwen3 8b lora, 30k samples, prompts each 2k tokens")
    assert "input_tokens" not in f and f["tokens_per_sample"] == 2000


def test_the_heldout73_misses_read_since(kb):
    f = _facts(kb, "qwen3 8b chatbot, replies stay under 300")
    assert f["output_tokens"] == 300 and "budget" not in f
    f = _facts(kb, "qwen3 8b chatbot, we handled 420 requests in one minute during the demo last year")
    assert "rps" not in f
    assert _facts(kb, "qwen3 8b chatbot, 30 max concurrent users")["concurrency"] == 30
