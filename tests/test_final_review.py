"""The last read of the wave: a LoRA of Qwen3-14B in China, 50,000 samples of 1k tokens — the RTX 4090 48G, rented
only by the month, was "feasible at ¥1,999 for the job (finishes in 12.4 h)", which reads as a price per job."""

from __future__ import annotations

import knowledge
from rules.pipeline import consult


def test_a_job_on_a_monthly_plan_says_the_whole_month_is_billed():
    kb = knowledge.load(user_file=False)
    r = consult({"task": "lora", "model": "qwen3-14b", "region": "cn", "samples": 50_000,
                 "tokens_per_sample": 1000, "context_tokens": 1000}, kb)
    assert {o.unit for o in kb.offers_for("rtx-4090-48g") if o.region == "cn"} == {"month"}  # in China: by the month
    dominated = [(x.card, w.text) for x in r.rejected for w in x.why if w.rule == "dominated"]
    lines = [text for card, text in dominated if card == "rtx-4090-48g"]
    assert lines, "the RTX 4090 48G was not among the dominated cards"
    assert all("a whole month billed" in t.en and "按整月计费" in t.zh for t in lines)
    hourly = [text for card, text in dominated if card != "rtx-4090-48g"]
    assert hourly and not any("whole month" in t.en for t in hourly)


def test_an_invoice_seller_over_the_budget_is_said_as_over_it_not_as_none():
    """A law firm needs 专票 at ¥20,000 a month: "no seller recorded as issuing it rents a card that holds this job"
    stood beside a caveat pricing Aliyun's H20 that holds it — over the budget is a plan there, said as over it."""
    from rules.facts import Budget

    kb = knowledge.load(user_file=False)
    r = consult({"task": "inference", "model": "deepseek-r1-distill-qwen-32b", "context_tokens": 16384,
                 "concurrency": 30, "budget": Budget(20000, "CNY", "month"), "region": "cn",
                 "invoice": "vat-special", "buyer": "company"}, kb)
    assert r.picks and all(p.monthly_cost <= 20000 for p in r.picks)
    said = [x for x in r.answer if "issuing the VAT special invoice" in x.en or "No seller recorded" in x.en]
    assert len(said) == 1
    assert "over your ¥20,000 budget" in said[0].en and "Alibaba Cloud" in said[0].en
    assert "超出你的 ¥20,000 预算" in said[0].zh


def test_an_english_vat_invoice_in_a_mainland_job_is_the_fapiao_and_abroad_is_not():
    """"company in Hangzhou, need VAT invoice" was read without the invoice: the plan was priced at a seller whose
    invoicing is not on record. Abroad (an EU VAT invoice) or said as not needed, no invoice is read."""
    from advisor_tui.understand.read import parse

    kb = knowledge.load(user_file=False)
    assert parse("LoRA Qwen2.5-14B, company in Hangzhou, need VAT invoice", kb).facts.get("invoice") == "vat"
    assert parse("Beijing lab, we need VAT special invoices", kb).facts.get("invoice") == "vat-special"
    for text in ("we are in Berlin and need a VAT invoice", "Shanghai startup, VAT invoice not needed",
                 "Shanghai startup, VAT invoice is optional", "Shenzhen team, no VAT invoice", "need a VAT invoice"):
        assert "invoice" not in parse(text, kb).facts, text


def test_a_vat_invoice_typed_as_an_interview_answer_takes_the_sessions_region():
    """The budget answer "500 CNY for the whole job, and we need a VAT invoice" in an interview placed in Hangzhou read
    the budget only: an answer names no place, so the session's region decides what "VAT invoice" means."""
    from advisor_tui.replies import read_reply

    kb = knowledge.load(user_file=False)
    said = "500 CNY for the whole job, and we need a VAT invoice"
    assert read_reply(None, said, {"region": "cn", "task": "lora"}, kb).facts.get("invoice") == "vat"
    assert "invoice" not in read_reply(None, said, {"region": "intl", "task": "lora"}, kb).facts
    assert "invoice" not in read_reply(None, said, {"task": "lora"}, kb).facts
