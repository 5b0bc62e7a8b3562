"""heldout76's families (rows #1–#20): readings a real user's other phrasings share with the batch's rows, each with
neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


def test_caribbean_dollars_at_the_persons_rate(kb):
    said = ("TT$27,000 for the whole project — the company covers it, and our finance lead converts at 6.75 TT dollars "
            "to one US dollar.")
    f = _facts(kb, said, question="budget", currency="USD")
    assert budget_of(f) == (4000, "USD", "total") and f["buyer"] == "company"
    assert budget_of(_facts(kb, "TTD 27,000 for the whole project at 6.75 TTD per USD", question="budget",
                            currency="USD")) == (4000, "USD", "total")
    assert budget_of(_facts(kb, "J$450,000 a month, we use 155 Jamaican dollars to the US dollar", question="budget",
                            currency="USD"))[1:] == ("USD", "month")
    assert budget_of(_facts(kb, "EC$5,400 total at 2.7 EC$ per USD", question="budget",
                            currency="USD")) == (2000, "USD", "total")
    # neighbours: with no rate the amount is asked about, never read as US dollars; a plain $ stays the dollar
    u = _read(kb, "TT$27,000 for the whole project", question="budget", currency="USD")
    assert "budget" not in u.facts and any(x.kind == "budget" for x in u.unresolved)
    assert budget_of(_facts(kb, "$27,000 for the whole project", question="budget",
                            currency="USD")) == (27000, "USD", "total")


def test_an_organisations_account_or_grant_pays(kb):
    assert _facts(kb, "一个季度 4.5 万，走工作室的账。", question="budget", currency="CNY")["buyer"] == "company"
    assert _facts(kb, "走实验室的经费")["buyer"] == "company"
    assert _facts(kb, "走我们店里的账")["buyer"] == "company"
    assert _facts(kb, "$400 for the whole run, paid by my consultancy.")["buyer"] == "company"
    assert _facts(kb, "my practice pays for it")["buyer"] == "company"
    assert _facts(kb, "The money is £1,200 from our Heritage Fund grant, at 1.26 USD to the pound.")["buyer"] == \
        "company"
    assert _facts(kb, "it comes out of our arts council grant")["buyer"] == "company"
    # neighbours: a refused or a person's own account, and a grant not yet won, name no organisation
    assert _facts(kb, "不走工作室的账，我自己出").get("buyer") == "individual"
    assert "buyer" not in _facts(kb, "走我个人的账")
    assert "buyer" not in _facts(kb, "we're writing the grant application now")
    # (a person's own savings are an individual's purchase since heldout84 #2, as buyer.py's "from my own savings")
    assert _facts(kb, "paid by my own savings").get("buyer") == "individual"


def test_the_samples_left_after_cleaning_said_after_the_raw_count(kb):
    said = "原始 5 万条，过滤完剩 3.8 万条，平均每条 1500 token，跑 2 个 epoch；1 月 15 号之前要出结果。"
    f = _facts(kb, said, question="job")
    assert f["samples"] == 38000 and f["tokens_per_sample"] == 1500 and f["deadline"] == 960
    assert _facts(kb, "原始 5 万条，去重以后还剩 3.8 万条", question="job")["samples"] == 38000
    assert _facts(kb, "爬了 12 万条，清洗完留下 9 万条", question="job")["samples"] == 90000
    assert _facts(kb, "50k rows raw; after filtering 38k remain", question="job")["samples"] == 38000
    assert _facts(kb, "raw 120k rows, deduped down to 90k", question="job")["samples"] == 90000
    assert _facts(kb, "we have 200k examples, 150k are left after cleaning, fine-tune 2 epochs")["samples"] == 150000
    # neighbours: a second lot is no remainder; the cleaned count said right after stays as before
    assert _facts(kb, "5 万条，另外还有 2 万条", question="job")["samples"] == 50000
    assert _facts(kb, "5 万条数据清洗后剩 1.6 万条", question="job")["samples"] == 16000


def test_a_days_total_with_its_noun_left_to_the_requests_before(kb):
    said = ("The lunch rush is the peak — roughly 900 requests in a minute. A normal day adds up to about 150,000. "
            "Prompts are short, ~300 tokens, and replies run around 120.")
    f = _facts(kb, said, question="load")
    assert f["rps"] == 15 and f["requests_per_day"] == 150000 and "budget" not in f
    assert _facts(kb, "a typical day comes to roughly 80k", question="load")["requests_per_day"] == 80000
    f = _facts(kb, "Peak 20 requests a second. On a normal day we get about 150,000.")
    assert f["requests_per_day"] == 150000 and "budget" not in f
    assert _facts(kb, "Peak 20 requests a second, about 150,000 on a normal day.")["requests_per_day"] == 150000
    # neighbours: money said of the day, or a day's figure under the budget question, is no request count
    assert "requests_per_day" not in _facts(kb, "A normal day costs about 150,000.", question="load")
    assert "requests_per_day" not in _facts(kb, "A normal day adds up to about 150,000.", question="budget")
    assert "requests_per_day" not in _facts(kb, "We render video; a normal day is about 8 hours.")


def test_a_weekday_before_the_day_of_the_month_and_a_body_meeting(kb):
    said = "Before the board meets on Wednesday the 16th — the eval numbers need to be in the deck by then."
    assert _facts(kb, said, question="deadline")["deadline"] == 240
    assert _facts(kb, "the committee meets on the 16th; we need results before that")["deadline"] == 240
    assert _facts(kb, "董事会 16 号开，之前要出结果")["deadline"] == 240
    assert _facts(kb, "we present on Friday the 18th")["deadline"] == 288  # (not the next Friday, the 11th)
    assert _facts(kb, "the demo is Friday, 18th")["deadline"] == 288
    # neighbours: a body meeting with nothing to finish, or a past day, is no deadline; a bare weekday still counts on
    assert "deadline" not in _facts(kb, "the board meets on Wednesday the 16th")
    assert "deadline" not in _facts(kb, "the board meets every Wednesday")
    assert "deadline" not in _facts(kb, "we met on Friday the 4th and it was fine")
    assert _facts(kb, "the demo is on Friday")["deadline"] == 120


def test_a_model_on_the_list_then_a_reason_so_its_out(kb):
    said = ("Mistral Small 3 — the 24B. Gemma 3 27B was on the list too, but legal never finished the licence review, "
            "so it's out.")
    f = _facts(kb, said, question="model")
    assert f["model"] == "mistral-small-24b" and "params_b" not in f
    said = "Qwen3 14B. Llama 3.1 8B was also on the shortlist, but its Thai is weak, so we dropped it."
    assert _facts(kb, said, question="model")["model"] == "qwen3-14b"
    # neighbours: still open, or no reason turning it down, both stay named (which one is asked)
    assert "model" not in _facts(kb, "Qwen3 14B. Llama 3.1 8B was on the list, but legal is still reviewing it, "
                                     "so we'll see.", question="model")
    assert "model" not in _facts(kb, "Qwen3 14B. Llama 3.1 8B was on the list too.", question="model")


def test_lots_of_recordings_in_a_list_plus_a_lot_in_hours_said_in_a_numeral(kb):
    said = "三档节目：分别 120、90 和 60 期，每期差不多 40 分钟；另外还有 30 场讲座，每场两小时。"
    assert _facts(kb, said, question="audio")["audio_hours"] == 240
    assert _facts(kb, "30 场讲座，每场两小时", question="audio")["audio_hours"] == 60
    assert _facts(kb, "200 段采访，每段三小时", question="audio")["audio_hours"] == 600
    said = "Three shows: 120, 90 and 60 episodes, about 40 minutes each; plus 30 lectures, 2 hours each."
    assert _facts(kb, said, question="audio")["audio_hours"] == 240
    said = "三个节目分别 120、90、60 期，每期 40 分钟，另外还有 30 场讲座，每场两个小时"
    assert _facts(kb, said, question="audio")["audio_hours"] == 240


def test_a_share_done_by_someone_named_before_its_count(kb):
    said = ("Transcribe with whisper. The archive has 1,400 oral-history interviews averaging 50 minutes. Volunteers "
            "already typed up 200 of them, so those can be skipped.")
    assert _facts(kb, said)["audio_hours"] == 1000
    said = ("whisper: 1,400 interviews averaging 50 minutes. An intern transcribed 150 of those by hand last year, "
            "skip them.")
    assert _facts(kb, said)["audio_hours"] == 1041.7
    # neighbour: done by someone but not set aside
    said = "whisper: 1,400 interviews averaging 50 minutes. Volunteers typed up 200 of them, and we want to compare."
    assert _facts(kb, said)["audio_hours"] == 1166.7


def test_a_rate_of_requests_named_by_their_kind(kb):
    assert _facts(kb, "Peak is ~1,800 embed calls a minute", question="load")["rps"] == 30
    f = _facts(kb, "Peak is about 40 rerank requests a second", question="load")
    assert f["rps"] == 40 and f["model"] == "bge-reranker-v2-m3"
    assert _facts(kb, "about 40 search queries per second", question="load")["rps"] == 40
    assert _facts(kb, "~300 API calls a minute", question="load")["rps"] == 5
    assert _facts(kb, "5 chat completions a second", question="load")["rps"] == 5
    assert _facts(kb, "每秒 40 个重排请求", question="load")["rps"] == 40
    assert _facts(kb, "每分钟 300 次接口调用", question="load")["rps"] == 5
    # neighbours: candidates a query are no requests; no unit of time, no rate
    assert "rps" not in _facts(kb, "40 rerank candidates per query", question="load")
    assert "rps" not in _facts(kb, "about 1,800 embed calls so far", question="load")


def test_a_spaced_bge_name_is_one_encoder(kb):
    said = 'models/bge_reranker/config.pbtxt:\n\nname: "bge_reranker"\nPeak is about 40 rerank requests a second.'
    f = _facts(kb, said)
    assert f["model"] == "bge-reranker-v2-m3" and "models" not in f
    assert _facts(kb, "serve bge embeddings, 30 requests a second")["model"] == "bge-m3"
    # neighbour: both named, both served
    assert _facts(kb, "host bge-m3 + bge reranker, 20 queries/sec")["models"] == "bge-m3,bge-reranker-v2-m3"


def test_a_servers_batch_cap_and_a_trainers_learning_rate_are_no_facts(kb):
    assert "batch" not in _facts(kb, "max_batch_size: 64")
    assert "batch" not in _facts(kb, "max batch size 32")
    assert "fx" not in _facts(kb, "learning_rate: 5e-6")
    assert "fx" not in _facts(kb, "sample_rate: 16")
    assert _facts(kb, "learning rate 2e-4, lora rank 16").get("lora_rank") == 16
    # neighbours: a batch size, and an exchange rate said as one, still read
    assert _facts(kb, "batch_size: 16")["batch"] == 16
    assert _facts(kb, "exchange rate 7.1")["fx"] == (("USD", "CNY", 7.1),)
    assert _facts(kb, "汇率 7.2")["fx"] == (("USD", "CNY", 7.2),)


def test_a_flat_trainer_configs_sequence_len_is_the_context(kb):
    said = "adapter: qlora\nsequence_len: 4096\nnum_epochs: 2\ndata is 24k samples, ~900 tokens per sample"
    f = _facts(kb, said)
    assert f["context_tokens"] == 4096 and f["tokens_per_sample"] == 900 and f["samples"] == 24000
    said = "base_model: Qwen/Qwen2.5-7B\nadapter: lora\nsequence_len: 2048\nlearning_rate: 2e-4\nnum_epochs: 3"
    assert _facts(kb, said)["context_tokens"] == 2048
    # neighbours: a key indented under a data set is each sample's; a trainer section's seq_len stays the context
    said = "datasets:\n  - path: x.jsonl\n    sequence_len: 1024\nnum_epochs: 2\nlearning_rate: 1e-5\nlora fine-tune"
    f = _facts(kb, said)
    assert f.get("tokens_per_sample") == 1024 and "context_tokens" not in f
    assert _facts(kb, "[training]\nseq_len = 4096\nlora")["context_tokens"] == 4096


def test_a_command_lines_next_flag_ends_the_model_name(kb):
    assert _facts(kb, "--model google/gemma-3-12b-it --max-new-tokens 250")["model"] == "gemma-3-12b"
    f = _facts(kb, "--model Qwen/Qwen2.5-7B-Instruct --max-model-len 8192")
    assert f["model"] == "qwen2.5-7b" and f["context_tokens"] == 8192
    assert _facts(kb, "vllm serve Qwen/Qwen3-8B --max-model-len 32768")["model"] == "qwen3-8b"
    # neighbour: a name's own variant word with no flag still makes it another model
    assert "model" not in _facts(kb, "gemma 3 12b max")


def test_a_weeknight_batch_and_its_cron_window(kb):
    said = ('on:\n  schedule:\n    - cron: "30 2 * * 1-5"\njobs: nightly batch with gemma 3 12b. It writes a '
            "~250-token summary for each of about 2,000 files a night. It must be done by 06:00 UTC.")
    f = _facts(kb, said)
    assert f["hours_per_day"] == 3.5 and f["runs_per_month"] == 22
    said = "This batch runs every weeknight: a ~250-token summary for each of about 2,000 files a night."
    assert _facts(kb, said)["runs_per_month"] == 22
    said = "Batch on weeknights: a ~250-token summary for each of about 2,000 files a night."
    assert _facts(kb, said)["runs_per_month"] == 22
    assert _facts(kb, '    - cron: "0 1 * * 1-5"\nmust be done by 6am')["hours_per_day"] == 5
    # neighbours: every night is 30 runs; a daily cron line keeps its window
    said = "nightly batch, 2,000 files a night, 250 tokens output each"
    assert _facts(kb, said)["runs_per_month"] == 30
    assert _facts(kb, "30 1 * * *  /opt/jobs/summarise_tickets.sh\nHas to finish before 7:00")["hours_per_day"] == 5.5


def test_a_batch_items_length_said_in_its_clause_is_its_input(kb):
    head = "nightly batch: a ~250-token summary for each of about 2,000 files a night"
    for tail in ("and feeds each diff in at ~1,500 tokens.", "each diff is ~1,500 tokens.",
                 "the diffs go in at ~1,500 tokens each."):
        f = _facts(kb, f"{head}; {tail}")
        assert f["input_tokens"] == 1500 and "context_tokens" not in f, tail
    # neighbours: a window said as one, or a length with no item, stays the context
    f = _facts(kb, f"{head}; context 8k each.")
    assert f["context_tokens"] == 8192 and "input_tokens" not in f
    assert _facts(kb, f"{head}; 8k tokens is plenty.")["context_tokens"] == 8192
