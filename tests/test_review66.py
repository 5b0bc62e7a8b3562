"""Review 66's findings outside the reader's table (its reader rows are in tests/data/utterances_review.yaml)."""

from __future__ import annotations

import pytest

import knowledge
from advisor_tui.understand import parse
from knowledge.errors import InputError
from rules.fact_parse import parse_currency
from rules.facts import resolve
from rules.pipeline import consult

KB = knowledge.load(user_file=False)


def test_any_iso_currency_takes_the_persons_rate_on_the_command_line():
    # C2 (major): "--currency ARS --fx USD/ARS=1000" was refused although the person gave the rate
    facts = resolve({"model": "gemma-2-9b", "budget": "400000/month", "currency": "ARS",
                     "fx": ["USD/ARS=1000"], "region": "intl"}, KB)
    assert (facts.budget.amount, facts.budget.currency) == (400000, "ARS")
    r = consult({"model": "gemma-2-9b", "budget": "400000/month", "currency": "ARS", "fx": ["USD/ARS=1000"],
                 "region": "intl", "precision": "fp8"}, KB)
    assert "ARS" in r.to_json("en")
    with pytest.raises(InputError, match="fx"):  # no rate: asked for, never guessed
        consult({"model": "gemma-2-9b", "budget": "400000/month", "currency": "ARS", "region": "intl"}, KB)
    # a code that is an English word is a currency only in capitals
    assert parse_currency("TRY") == "TRY" and parse_currency("try") is None
    assert parse_currency("ngn") == "NGN"
    # the currencies the reader prices at a person's own rate are taken on the command line too (heldout86)
    assert parse_currency("UGX") == "UGX" and parse_currency("uyu") == "UYU" and parse_currency("FJD") == "FJD"
    assert parse_currency("GEL") == "GEL" and parse_currency("gel") is None
    r = consult({"model": "qwen3-8b", "budget": "5000000/month", "currency": "UGX", "fx": ["UGX/USD=0.00027"],
                 "region": "intl"}, KB)
    assert r.picks and r.facts.budget.currency == "UGX"


def test_a_stated_rate_is_never_read_as_the_budget():
    # C2, C10 (critical): "1,000 ARS = 1 USD" became a budget of $1, and everything was "over budget"
    for text, usd in (("ARS 400,000 a month, at 1,000 ARS = 1 USD", 400.0),
                      ("NGN 6,000,000 per month; use 1,550 NGN = 1 USD", 3870.97),
                      ("budget 2.000 EUR, EUR/USD 1,08", 2160.0)):
        budget = parse(text, KB).facts["budget"]
        assert (budget.amount, budget.currency) == (usd, "USD"), text
    note = next(n.en for n in parse("NGN 6,000,000 per month; use 1,550 NGN = 1 USD", KB).notes if "NGN" in n.en)
    assert "6,000,000 NGN" in note and "e+" not in note


def test_a_model_tuned_already_is_run_as_a_batch_and_the_4090_is_enough():
    # C3 (critical): "已经微调好了 … 做分类" was priced as a LoRA job; "4090 够不够" was answered "no"
    said = parse("手上有个已经微调好的 Qwen2.5-3B，想给 2000 万条商品标题做分类，每条输入大概 300-500 token，"
                 "输出就一个类别，20 个 token 以内。三天内跑完，总预算一千块以内，国内租卡。", KB).facts
    assert said["task"] == "inference" and said["generate_tokens"] == 400_000_000
    assert "samples" not in said
    r = consult({**said, "model": "qwen2.5-3b"}, KB)
    assert r.picks and r.picks[0].job is not None and r.picks[0].job.wall_hours <= 72


def test_synthetic_training_data_is_a_generation_job_with_a_context_that_holds_the_answer():
    # C9 (critical): "合成训练数据 … 5000 万个输出 token" stopped with "training: pretraining or fine-tuning?"
    said = parse("想用 gpt-oss-120b 合成训练数据，一共要生成 5000 万个输出 token，每条 prompt 200 token 左右，"
                 "输出平均 1000。一周内跑完，预算 3000 元，在国内租。", KB).facts
    assert said["task"] == "inference" and said["generate_tokens"] == 50_000_000
    r = consult(said, KB)
    assert r.picks and r.facts.context_tokens >= 1200  # never a launch window below prompt + answer
    assert "--max-model-len 200 " not in r.to_json("en")


def test_a_non_commercial_licence_leads_a_companys_answer():
    # C7 (major): FLUX.2 [klein] 9B's non-commercial licence sat among the caveats; the headline rented cards for it
    company = consult({"model": "flux.2-klein-9b", "buyer": "company", "region": "cn", "hours_per_day": 10}, KB)
    assert company.answer[0].en.startswith("Licence first") and "Non-Commercial" in company.answer[0].en
    own = consult({"model": "flux.2-klein-9b", "buyer": "individual", "region": "cn"}, KB)
    assert not any(line.en.startswith("Licence first") for line in own.answer)


def test_data_that_must_stay_in_a_country_is_said_first_and_no_pick_claims_it():
    # C4 (critical): "customer data must stay in the UAE" led with a RunPod card, whose machines' country is unknown
    said = parse("Customer data must stay in the UAE. Serve Llama 3.1 8B to 10 agents at once.", KB)
    assert said.implied()["data_in"] == "UAE"
    r = consult({**said.facts, **said.implied()}, KB)
    assert r.answer[0].en.startswith("Machines in UAE, as you said") and "written confirmation" in r.answer[0].en
    assert '"data_in": "UAE"' in r.to_json("en")
    with pytest.raises(InputError, match="data-in|data_in"):
        consult({"model": "qwen3-8b", "data_in": "x" * 200}, KB)
    assert not any(line.en.startswith("Data must stay") for line in consult({"model": "qwen3-8b"}, KB).answer)


def test_the_launch_line_loads_the_weights_the_person_named():
    # C8 (major): a LoRA of "Mixtral 8x7B Instruct" trained mistralai/Mixtral-8x7B-v0.1 (review 65 C8: "the base
    # model" was served from the chat repository)
    said = parse("bf16 LoRA of Mixtral 8x7B Instruct, 30M tokens × 2 epochs", KB).facts
    assert said["checkpoint"] == "instruct"
    tuned = consult({**said, "region": "intl"}, KB).to_json("en")
    assert "Mixtral-8x7B-Instruct-v0.1" in tuned
    plain = consult({**said, "region": "intl", "checkpoint": None}, KB).to_json("en")
    assert "Mixtral-8x7B-Instruct-v0.1" not in plain and "Mixtral-8x7B-v0.1" in plain
    with pytest.raises(InputError, match="checkpoint"):
        consult({"model": "qwen3-8b", "checkpoint": "chatty"}, KB)


def test_a_prompt_past_the_window_names_the_same_size_model_that_takes_it():
    # C10 (major): Llama-3-70B's 8,192 tokens for 12k prompts — the same-size Llama 3.1 / 3.3 take 128k
    r = consult({"model": "llama-3-70b", "input_tokens": 12000, "output_tokens": 788, "concurrency": 20,
                 "region": "intl"}, KB)
    note = next(n.en for n in r.facts.notes if "exceeds Llama-3-70B's maximum 8,192" in n.en)
    assert "Llama-3.1-70B" in note and "131,072" in note


def test_copies_of_one_card_are_no_pcie_split_to_replace():
    # found checking C3's answer: 4 × RTX 5090 "(4 copies of 1)" for a batch job was led away from as "4 consumer
    # cards split over PCIe", priced "¥3,456/month" for a job that costs ¥157 in all
    r = consult({"model": "qwen2.5-3b", "task": "inference", "generate_tokens": "400M", "input_tokens": 500,
                 "output_tokens": 20, "deadline": "72h", "budget": "1000/total", "currency": "CNY", "region": "cn"}, KB)
    assert r.facts.precision == "bf16" and r.picks[0].replicas > 1 and r.picks[0].gpus == 1
    assert not any("split over PCIe" in line.en or "/month" in line.en for line in r.answer)
    assert any(w.change.get("precision") == "fp8" and "finishes the job" in w.text.en for w in r.what_if)


def test_a_mainland_companys_pick_of_a_restricted_card_says_so():
    # review 67 C1 (major): 6 × RTX 5090 at AutoDL led a Hangzhou company's 专票 answer with no word of export rules
    raw = {"model": "qwen2.5-coder-32b", "precision": "fp8", "rps": 5, "input_tokens": 2000, "output_tokens": 128,
           "region": "cn", "invoice": "vat-special", "budget": "20000/month", "currency": "CNY"}
    r = consult(raw, KB)
    restricted = [p.card for p in r.picks[:2] if KB.card(p.card).china_status == "export-restricted"]
    said = [c for c in r.caveats if c.id == "restricted-pick"]
    assert bool(restricted) == bool(said)
    if said:
        assert KB.card(restricted[0]).name in said[0].text.en and "--compliance" in said[0].text.en
    person = consult({**raw, "invoice": "any", "buyer": "individual"}, KB)
    assert not any(c.id == "restricted-pick" for c in person.caveats)


def test_a_stated_context_sizes_the_prompt_when_the_prompt_is_not_said():
    # review 67 C4 (major): "each up to ~6k tokens of context (history + retrieved docs)" was served 2,000-token prompts
    r = consult({"model": "qwen2.5-72b", "precision": "fp8", "context_tokens": 6144, "concurrency": 25, "rps": 1.5,
                 "output_tokens": 300, "region": "intl"}, KB)
    assert r.facts.input_tokens == 6144 - 300 and ("input_tokens", 5844) in r.facts.assumed


def test_buy_or_rent_with_a_capex_sizes_the_purchase_and_prices_the_rental_beside_it():
    # review 67 C9 (critical): "Buy or rent? For buying we have AUD 90,000 capex …; renting we could do AUD 6,000 a
    # month" was a rent-or-buy conflict, and three years were priced as rental ($525,600 — every card over budget)
    said = parse("Llama-3.1-70B-Instruct in bf16 (no quantisation) for about 10 researchers at once with up to "
                 "32k-token contexts, running 24/7 for the next 3 years. Buy or rent? For buying we have AUD 90,000 "
                 "capex (USD 1 = AUD 1.52); renting we could do AUD 6,000 a month. Power is limited to about 3 kW "
                 "for the GPUs.", KB)
    assert said.facts["procure"] == "buy" and not said.conflicts
    r = consult({**said.facts, **said.implied()}, KB)
    assert r.picks and r.picks[0].purchase is not None and r.picks[0].purchase.fits_budget
    assert "renting it instead" in r.answer[0].en or "renting 4 alone" in r.answer[0].en  # (node-only seller: #2)


def test_a_context_shorter_than_one_request_is_raised_to_hold_it():
    # review 66 C9's control launched gpt-oss-120b with --max-model-len 200 for 200-token prompts, 1,000-token answers
    r = consult({"model": "qwen2.5-7b", "context_tokens": 200, "input_tokens": 200, "output_tokens": 10,
                 "concurrency": 4}, KB)
    assert r.facts.context_tokens == 210 and any("shorter than a request" in n.en for n in r.facts.notes)
    assert "--max-model-len 200 " not in r.to_json("en")
    kept = consult({"model": "qwen2.5-7b", "context_tokens": 8192, "input_tokens": 200, "output_tokens": 10}, KB)
    assert kept.facts.context_tokens == 8192 and not any("shorter than" in n.en for n in kept.facts.notes)
