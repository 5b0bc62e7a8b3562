"""Review 23's free-text findings, pinned: the Berlin email (F1, critical) reads its day's load, its euro
budget at the stated rate and its FP8 question as a question; "(~12h)" beside a time of day is the deadline
(F5)."""

from __future__ import annotations

import knowledge
from advisor_tui.understand import parse
from rules.facts import Budget

KB = knowledge.load(user_file=False)
BERLIN = ("Hi — we're a small team in Berlin. We want to serve Gemma 3 27B for a chatbot, roughly 3,000 daily users, "
          "each ~10 messages a day, prompts ~1,500 tokens and answers ~300 tokens. Latency matters but we're "
          "cost-conscious. EU hosting preferred (GDPR). Budget about €2,500/month. Please also tell us what happens "
          "if we go FP8. Rate 1 EUR = 1.08 USD.")


def test_the_berlin_email_reads_its_load_its_euros_and_its_question():
    u = parse(BERLIN, KB, strict=True, today="2026-12-02")
    assert u.facts["requests_per_day"] == 30000
    budget = u.facts["budget"]
    assert isinstance(budget, Budget) and (budget.amount, budget.currency, budget.unit) == (2700.0, "USD", "month")
    assert "precision" not in u.facts and u.facts["model"] == "gemma-3-27b"
    assert any("what-if" in n.en for n in u.notes)


def test_a_euro_budget_without_a_rate_is_still_asked_for():
    u = parse("serve gemma 3 27b, budget €2,500/month", KB, strict=True)
    assert "budget" not in u.facts and any(x.kind == "budget" for x in u.unresolved)


def test_hours_in_brackets_beside_a_time_of_day_are_the_deadline():
    u = parse("need to finetune llama 3.1 8b w/ lora, want it done by tomorrow morning (~12h)", KB, strict=True)
    assert u.facts.get("deadline") == 12
    assert "deadline" not in u.facts or not any(x.kind == "deadline" for x in u.unresolved)
    assert any(x.kind == "deadline" for x in parse("done by tomorrow morning", KB, strict=True).unresolved)


def test_two_consumer_cards_asked_about_a_70b_hear_that_q4_under_llama_cpp_holds_it(capsys):
    """Review 23 F4: "两张4090能跑70B吗" was answered only at FP16 (and 4-bit under vLLM's 0.9 share)."""
    import json

    from advisor_tui.cli import main

    assert main(["--lang", "en", "recommend", "--json", "--say", "can two 4090s run a 70b model?"]) == 0
    verdict = json.loads(capsys.readouterr().out)["named_cards"][0]["text"]
    assert "Q4_K_M weights under llama.cpp" in verdict and "2 would hold it" in verdict


def test_a_bare_amount_beside_the_mainland_is_yuan_even_in_an_english_session():
    """Found running the TUI in English: "国内 … 预算一个月 1500" was read as $1,500 a month."""
    said = parse("做内部代码助手，国内，预算一个月 1500 以内", KB, strict=True, currency="USD")
    assert said.facts["budget"].currency == "CNY"
    assert parse("预算一个月 1500 以内", KB, strict=True, currency="USD").facts["budget"].currency == "USD"


def test_a_home_box_for_a_main_model_and_others_tried_now_and_then_is_sized_for_the_main_one(capsys):
    """Review 23 C14 (F7): "主要 Flux.1 dev，偶尔 SDXL，也想试试 Wan2.1 … 插座好像最多 800W" exited 2."""
    import json

    from advisor_tui.cli import main

    say = ("本人学生党，想在宿舍搞台机器跑 ComfyUI 出图，主要 Flux.1 dev，偶尔 SDXL，也想试试 Wan2.1 做点短视频。"
           "预算一共 1 万块以内（整机），宿舍限电，插座好像最多 800W，求推荐显卡。")
    assert main(["--lang", "en", "recommend", "--json", "--say", say]) == 0
    facts = json.loads(capsys.readouterr().out)["facts"]
    assert facts["model"]["id"] == "flux.1-dev" and facts["task"] == "image"
    assert facts["power_limit_w"] == 400 and facts["procure"] == "buy"
