"""heldout90's families (its interview answers, A1–A14): readings a real user's other phrasings share with the
batch's rows, each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # a Monday (kb: the session's, tests/conftest.py)


def test_the_mainland_refused_by_its_whole_name(kb):
    said = "機器放台灣最好，日本也可以。中國大陸不行，香港也先不要，客戶合約寫了資料只能留在台灣或日本。"
    assert _facts(kb, said, question="region") == {"region": "intl"}
    assert _facts(kb, "机器放日本，中国内地不可以。", question="region") == {"region": "intl"}
    assert _facts(kb, "中国大陆的机房不要。")["region"] == "intl"
    # neighbours: the mainland wanted, or another place refused beside it
    assert _facts(kb, "机器放中国大陆就行。", question="region") == {"region": "cn"}
    assert _facts(kb, "中国大陆可以，香港不行。", question="region") == {"region": "cn"}


def test_ascend_refused_after_its_name_in_english(kb):
    said = ("No custom kernels — it's stock PyTorch and Hugging Face all the way down. AMD is fine if it's cheaper; "
            "Ascend we'd rather skip, nobody here knows CANN.")
    assert _facts(kb, said, question="cuda") == {"cuda_required": False, "vendors": "nvidia,amd"}
    assert _facts(kb, "Huawei Ascend we'd rather avoid.")["vendors"] == "nvidia,amd"
    assert _facts(kb, "Ascend chips we avoid, the team only knows CUDA.")["vendors"] == "nvidia,amd"
    # neighbours: Ascend not refused, another maker refused
    assert "vendors" not in _facts(kb, "Ascend we'd rather not miss out on.")
    assert "vendors" not in _facts(kb, "NVIDIA we'd rather skip.") or \
        _facts(kb, "NVIDIA we'd rather skip.")["vendors"] != "nvidia,amd"


def test_the_cut_off_said_alone_before_its_date(kb):
    said = ("Mid-January would be nice, but the real cut-off is Thursday 28 January — that's when the grant report "
            "goes in.")
    assert _facts(kb, said, question="deadline") == {"deadline": 1248}
    assert _facts(kb, "The cutoff is 28 January.", question="deadline") == {"deadline": 1248}
    assert _facts(kb, "Our final cut-off: Friday 15 January.")["deadline"] == 936
    # neighbour: a trainer's length cut-off is no date
    f = _facts(kb, "The cutoff is 4096 tokens, so sequences get truncated.")
    assert "deadline" not in f


def test_the_whole_projects_money_said_in_a_clause_after_it(kb):
    said = "一万出头吧，这是整个项目的钱，不是每个月的。钱是合作社出的，发票要专票，社里要抵扣。"
    f = _facts(kb, said, question="budget", currency="CNY")
    assert budget_of(f) == (10000, "CNY", "total") and f["buyer"] == "company"
    said = "预算两万，不是每个月的。"
    assert budget_of(_facts(kb, said, question="budget", currency="CNY")) == (20000, "CNY", "total")
    assert budget_of(_facts(kb, "预算两万，这是整个课题的经费。", currency="CNY")) == (20000, "CNY", "total")
    assert budget_of(_facts(kb, "About $3,000 — it's for the whole pilot.", question="budget",
                            currency="USD")) == (3000, "USD", "total")
    # neighbours: the month denied of something else, or the month said outright
    assert budget_of(_facts(kb, "预算两万，不是每个月都跑。", question="budget", currency="CNY"))[2] == "month"
    assert budget_of(_facts(kb, "每月两万，不是整个项目的钱。", currency="CNY"))[2] == "month"
    assert budget_of(_facts(kb, "$3,000. It's for the whole team to use.", question="budget",
                            currency="USD"))[2] == "month"


def test_a_cooperative_said_to_be_whose_money_it_is(kb):
    assert _facts(kb, "钱是合作社出的。")["buyer"] == "company"
    assert _facts(kb, "费用都是村集体付的。")["buyer"] == "company"
    # neighbours: the co-op refused as the payer, members pooling
    assert "buyer" not in _facts(kb, "钱不是合作社出的，是我自己的。") \
        or _facts(kb, "钱不是合作社出的，是我自己的。")["buyer"] != "company"
    assert _facts(kb, "钱是我们几个社员凑的。").get("buyer") != "company"


def test_paanga_at_the_persons_own_rate(kb):
    said = ("Around 7,200 pa'anga all told — Tongan pa'anga, not US dollars, and it's for the whole pilot, not "
            "monthly. Our church treasurer works it out at 2.4 pa'anga to the dollar. The church pays, not me.")
    f = _facts(kb, said, question="budget", currency="USD")
    assert budget_of(f) == (3000, "USD", "total") and f["buyer"] == "company"
    assert budget_of(_facts(kb, "TOP 4,800 a month; we use 2.4 pa'anga per US dollar.")) == (2000, "USD", "month")
    assert budget_of(_facts(kb, "EUR 3,000 all told, at 1.08 USD per EUR.")) == (3240, "USD", "total")
    # neighbours: no rate said is asked; "top" before a count is no money; "all told" of people is no period
    assert "budget" not in _facts(kb, "About 7,200 pa'anga total.")
    assert budget_of(_facts(kb, "Rerank the top 1,000 results, budget $500 a month.")) == (500, "USD", "month")
    assert budget_of(_facts(kb, "EUR 3,000 at 1.08 USD per EUR. We are 30 people all told.",
                            question="budget"))[2] == "month"


def test_a_model_considered_then_dropped_in_its_sentence(kb):
    said = ("Mistral Small 3, the 24B one. Gemma 3 27B was on the shortlist too, but its Portuguese came out stiff, "
            "so scratch that.")
    assert _facts(kb, said, question="model") == {"model": "mistral-small-24b"}
    assert _facts(kb, "Mistral Small 3, the 24B one. Gemma 3 27B was considered too, but we dropped it.",
                  question="model") == {"model": "mistral-small-24b"}
    assert _facts(kb, "用 Qwen2.5 14B。Gemma 3 27B 也在候选里，但葡语太生硬，划掉了。")["model"] == "qwen2.5-14b"
    # neighbours: still on the shortlist, nothing dropped — no model chosen over the other
    assert "model" not in _facts(kb, "Mistral Small 3, the 24B one. Gemma 3 27B is on the shortlist too.",
                                 question="model")
    assert "model" not in _facts(kb, "Mistral Small 3, the 24B one. Gemma 3 27B was on the shortlist too, and we "
                                     "like it.", question="model")


def test_another_lot_of_recordings_after_a_full_stop(kb):
    said = ("一共六百二十节课的录像，每节 45 分钟；其中 140 节去年外包公司转过了，不用再转。"
            "另外还有 40 场家长会的录音，每场一个小时左右。")
    assert _facts(kb, said, question="audio") == {"audio_hours": 400}
    assert _facts(kb, "一共 100 节课的录像，每节 45 分钟。此外还有 40 场讲座的录音，每场两个小时。",
                  question="audio") == {"audio_hours": 155}
    # neighbours: money after the full stop, a second lot not to transcribe; an outside firm that did a share is
    # no buyer, a firm saying what it is still one
    assert _facts(kb, "一共 100 节课的录像，每节 45 分钟。另外预算 5000 块。", question="audio")["audio_hours"] == 75
    assert _facts(kb, "一共 100 节课的录像，每节 45 分钟。另外还有 40 场家长会的录音，不用转。",
                  question="audio") == {"audio_hours": 75}
    assert _facts(kb, "我们是一家外包公司，要转 300 小时录音。")["buyer"] == "company"


def test_a_method_out_of_reach_beside_the_one_chosen(kb):
    said = ("QLoRA, rank 64 — hmm, no, 32 is plenty for our data. Full fine-tuning isn't in the budget, and plain "
            "16-bit LoRA didn't fit on anything we can rent cheaply.")
    assert _facts(kb, said, question="method") == {"task": "qlora", "lora_rank": 32}
    assert _facts(kb, "QLoRA, rank 32. Plain 16-bit LoRA didn't fit on anything we can rent cheaply.",
                  question="method") == {"task": "qlora", "lora_rank": 32}
    assert _facts(kb, "用 QLoRA。全参不在预算内，LoRA 显存装不下。", question="method") == {"task": "qlora"}
    # neighbours: a method refused with no other named stays the negation readers'; a method corrected keeps its
    # correction
    assert _facts(kb, "QLoRA, rank 32, on rented A100s.")["procure"] == "rent"
    assert _facts(kb, "LoRA — no wait, QLoRA. Full fine-tuning isn't in the budget.",
                  question="method")["task"] == "qlora"


def test_dozens_said_after_a_correction_or_a_hedge(kb):
    said = ("The whole office is 45 people, but on a normal day no more than a dozen are in it at once. The day "
            "before a filing deadline it's more like two dozen — size it for that day.")
    assert _facts(kb, said, question="concurrency") == {"concurrency": 24}
    assert _facts(kb, "About 10 at once, no wait, a dozen.", question="concurrency") == {"concurrency": 12}
    # neighbour: dozens of something else after the hedge
    assert _facts(kb, "About 10 at once. More like two dozen eggs in the fridge though.",
                  question="concurrency") == {"concurrency": 10}
