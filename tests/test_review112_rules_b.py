"""Review 112 (an ML-infrastructure engineer's ten consultations, 2026-12-07): C6-a, C10-a and C3 on the rules' side."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import knowledge
from rules.pipeline import consult

KB = knowledge.load(user_file=False)

HOTEL = ("Follow-up from the Bangkok hotel chatbot: OK, FP8 weights are fine for us. Qwen3-32B, no thinking, peak 3 "
         "requests per second but only about 5 hours each evening; the rest of the day it's around 0.3 requests per "
         "second. Prompts 2,500 tokens, answers 250, first token under 1.5 s, 20 tokens/s per user. Budget still "
         "60,000 THB per month at 1 USD = 33 THB. CUDA only, no Chinese clouds.")
SERVICE = {"task": "inference", "model": "Qwen3-32B", "precision": "fp8", "rps": 3, "input_tokens": 2500,
           "output_tokens": 250, "region": "intl", "min_tps": 20, "max_ttft_s": 1.5}


def _daily(result):
    return next((t for t in result.trace if t.rule == "daily-peak-base"), None)


def test_a_service_with_a_load_outside_its_evening_peak_is_priced_all_day(capsys, monkeypatch):
    """C6-a: "peak 3 requests per second but only about 5 hours each evening; the rest of the day it's around 0.3"
    was priced as 1 × H200 for the five peak hours alone (21,730 THB a month, a service off 19 hours a day). The month
    is a base for 0.3 requests/s round the clock plus the peak's card for its hours, both parts said, and the budget
    held against their sum."""
    from advisor_tui.cli import main

    monkeypatch.setenv("GPU_ADVISOR_TODAY", "2026-12-07")
    assert main(["recommend", "--json", "--say", HOTEL, "--precision", "fp8", "--normal-rps", "0.3"]) == 0
    out = json.loads(capsys.readouterr().out)
    line = next(a for a in out["answer"] if a.startswith("The service runs all day"))
    assert "19 hours" in line and "24 h a day" in line and "5 peak hours" in line and "60,000 THB" in line
    m = next(t for t in out["trace"] if t["rule"] == "daily-peak-base")["matched"]
    assert m["plan"] == "base+peak" and m["base"]["hours"] == 24 and m["peak"]["hours"] == 5
    assert abs(m["month_total"] - (m["base"]["monthly"] + m["peak"]["monthly"])) < 0.02
    assert m["month_total"] <= 60000 and m["month_total"] < m["peak_cards_all_day"]["monthly"]
    assert "within your 60,000 THB a month" in line
    pick = out["picks"][0]
    # the pick's own figure is the peak hours alone; the month in all is more than that, and said as such
    assert f"{pick['monthly_cost']:,.0f} THB beside the pick is its peak hours alone" in line


def test_the_month_in_all_is_the_base_and_the_peak_and_never_above_the_peak_all_day():
    r = consult({**SERVICE, "normal_rps": 0.3, "hours_per_day": 5}, KB)
    assert _daily(r) is not None  # the step is in the proof
    line = next(a for a in r.answer if a.en.startswith("The service runs all day"))
    assert "服务要全天在线" in line.zh and "高峰" in line.zh


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(normal=st.sampled_from([0.05, 0.3, 1.0]), hours=st.sampled_from([2.0, 5.0, 12.0]))
def test_a_daily_peak_month_lies_between_the_peak_hours_alone_and_the_peak_cards_all_day(normal, hours):
    """A law: with a load outside the peak, the month costs at least the peak's cards for their hours and at least the
    base all day, and no more than the peak's cards kept all day (the plan takes whichever is cheaper)."""
    r = consult({**SERVICE, "normal_rps": normal, "hours_per_day": hours}, KB)
    step = _daily(r)
    assert step is not None
    data = step.matched
    total = data["month_total"]
    if data["plan"] == "base+peak" and data["base"]["card"] != r.picks[0].card:
        assert total + 0.01 >= r.picks[0].monthly_cost
    if data["base"]:
        assert total + 0.01 >= data["base"]["monthly"]
    if data["peak_cards_all_day"]:
        assert total <= data["peak_cards_all_day"]["monthly"] + 0.01


def test_no_load_outside_the_peak_said_keeps_the_hours_said():
    """The hours a day alone (a service that is off the rest of the day, as said) price those hours: no base added."""
    r = consult({**SERVICE, "hours_per_day": 5}, KB)
    assert _daily(r) is None
    assert not any(a.en.startswith("The service runs all day") for a in r.answer)


ZURICH = ("Architecture firm in Zurich, 40 staff. We want one box in the office running Qwen3-32B for drafting, "
          "Whisper large-v3 for meeting notes and bge-m3 for search over our project archive, all at once. "
          "Maybe 8 people use it at the same time, 16k context. Client data must never leave the office, so no "
          "cloud. Budget about 25,000 CHF, 1 CHF = 1.25 USD. It sits in a normal office tower on a 230V 10A "
          "circuit, so roughly 2,000 W max for the whole machine. Should we buy, and which cards?")


def _in_a_tower(card_id: str) -> bool:
    card = KB.card(card_id)
    return card.form_factor not in ("sxm", "oam", "module") and (card.card_class != "datacenter"
                                                                  or card.cooling == "active")


def test_c10_an_office_box_with_no_procurement_said_is_bought_and_leads_with_a_card_for_a_tower(capsys, monkeypatch):
    """C10-a: "one box in the office … It sits in a normal office tower" was answered "2 × A100 80GB SXM at RunPod,
    1,601 CHF/month", with B200 HGX as the faster pick, under its own note that server cards are ruled out. Cards that
    stand in an office are bought (said as assumed): the lead is the purchase of a card that cools itself in a tower."""
    from advisor_tui.cli import main

    monkeypatch.setenv("GPU_ADVISOR_TODAY", "2026-12-07")
    assert main(["recommend", "--json", "--say", ZURICH]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["facts"]["procure"] == "buy"
    assert out["picks"] and all(_in_a_tower(p["card"]) for p in out["picks"])
    assert out["picks"][0]["card"] == "rtx-pro-6000"
    assert all(w["card"] is None or _in_a_tower(w["card"]) for w in out["what_if"])
    # said to rent, the office box stays a rental (the person's own word decides)
    assert main(["recommend", "--json", "--say", ZURICH, "--procure", "rent"]) == 0
    assert json.loads(capsys.readouterr().out)["facts"]["procure"] == "rent"


def test_c10_a_budget_with_buying_and_no_period_is_the_total(capsys, monkeypatch):
    """A budget said with buying (or an office box, which is bought) and no period is the purchase's total, not a
    month's; the period taken is said."""
    from advisor_tui.cli import main

    monkeypatch.setenv("GPU_ADVISOR_TODAY", "2026-12-07")
    base = ["recommend", "--json", "--model", "qwen3-32b", "--concurrency", "8", "--context", "16384",
            "--budget", "25000", "--currency", "CHF", "--fx", "CHF/USD=1.25", "--region", "intl"]
    for extra in (["--procure", "buy"], ["--procure", "buy", "--office-box"], ["--office-box"]):
        assert main([*base, *extra]) == 0
        facts = json.loads(capsys.readouterr().out)["facts"]
        assert facts["budget"]["unit"] == "total", extra
    assert main(base) == 0  # renting: a month
    assert json.loads(capsys.readouterr().out)["facts"]["budget"]["unit"] == "month"


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(model=st.sampled_from(["qwen3-14b", "qwen3-32b", "llama-3.3-70b"]), concurrency=st.sampled_from([1, 8, 30]),
       procure=st.sampled_from([None, "buy"]), region=st.sampled_from(["cn", "intl"]))
def test_an_office_box_is_never_answered_with_a_server_module(model, concurrency, procure, region):
    """Law: for an office box, bought as said or as the box implies, no pick and no what-if is an SXM / OAM module or
    a passive server card."""
    given_ = {"model": model, "concurrency": concurrency, "office_box": True, "region": region, "buyer": "company"}
    r = consult({**given_, **({"procure": procure} if procure else {})}, KB)
    assert r.facts.procure == "buy"
    assert all(_in_a_tower(p.card) for p in r.picks)
    assert all(w.card is None or _in_a_tower(w.card) for w in r.what_if)


STUDENT = ("我是合肥的研二学生，实验室给了我一台机器，里面有两张3090（24G，没有NVLink），1000W电源。"
           "我要用LoRA微调Qwen3-14B做中文法律文书摘要，数据大概2万条，每条2k token左右，跑3个epoch，"
           "月底前（大概两周）要出结果写论文。自己掏钱，"
           "预算两三千块。是再加两张3090好，还是直接去AutoDL租卡？")


def test_c3_the_two_owned_3090s_are_answered_first_with_the_method_that_fits_them(capsys, monkeypatch):
    """C3: the first answer said of the student's own 2 × RTX 3090 only "ruled out … 4 hold it with checkpointing",
    never that QLoRA (15.6 GB with checkpointing) trains on the two they have, about 60 h, inside the two weeks."""
    from advisor_tui.cli import main

    monkeypatch.setenv("GPU_ADVISOR_TODAY", "2026-12-07")
    assert main(["recommend", "--say", STUDENT, "--lang", "zh"]) == 0
    out = capsys.readouterr().out
    owned = next(line for line in out.splitlines() if line.strip().startswith("→ 你的 rtx-3090："))
    assert "2 张换个省显存的设置就能训" in owned and "QLoRA" in owned and "不用租" in owned
    assert "--num_processes 2" in owned and "--load_in_4bit" in owned
    assert out.index("→ 你的 rtx-3090：") < out.index("够用")  # their own cards before any rental
    assert main(["recommend", "--say", STUDENT, "--lang", "en"]) == 0
    en = capsys.readouterr().out
    assert "2 can train it with lighter settings" in en and "nothing to rent" in en


def test_c3_a_card_to_add_is_not_priced_at_its_launch_msrp_years_on(capsys, monkeypatch):
    """C3: "买新卡：2 × $1,499（首发建议零售价…2020-09-01）= ¥21,045，按新卡超出你的 ¥3,000 预算" in December 2026: the
    only 3090 price on file is its 2020 launch price, said as such, with no sum against the budget."""
    from advisor_tui.cli import main

    monkeypatch.setenv("GPU_ADVISOR_TODAY", "2026-12-07")
    assert main(["recommend", "--say", STUDENT, "--lang", "zh"]) == 0
    out = capsys.readouterr().out
    add = next(line for line in out.splitlines() if "再加 2 张" in line and line.strip().startswith("→"))
    assert "知识库没有 rtx-3090 的当前价格" in add and "2020-09-01" in add
    assert "¥21,045" not in add and "按新卡超出" not in add
    assert main(["recommend", "--say", STUDENT, "--lang", "en"]) == 0
    assert "No current price is held for a rtx-3090" in capsys.readouterr().out


def test_c6_the_rate_said_for_the_rest_of_the_day_is_the_level_outside_the_peak():
    """C6-a's reading: "the rest of the day it's around 0.3 requests per second" beside "peak 3 … about 5 hours each
    evening" was a second peak value ("the largest stated is used"); it is the level outside the peak."""
    from advisor_tui.understand import parse

    u = parse(HOTEL, KB)
    assert u.facts["rps"] == 3 and u.facts["normal_rps"] == 0.3 and u.facts["hours_per_day"] == 5
    assert not any("several values" in n.en for n in u.notes)
    off = parse("Chatbot on Qwen3-14B, 2 requests per second for 8 hours a day, off-peak about 0.2 requests per "
                "second.", KB)
    assert off.facts["rps"] == 2 and off.facts["normal_rps"] == 0.2
    for said in ("Chatbot on Qwen3-14B, 2 requests per second for 8 hours a day.",
                 "Chatbot on Qwen3-14B, 2 requests per second; the rest of the day it is quiet.",
                 "Chatbot on Qwen3-14B, 2 requests per second, the rest of the day 0.3 requests per second."):
        assert "normal_rps" not in parse(said, KB).facts, said  # no peak hours, or no rate outside them
