"""Review 103 (a blind ML-infra engineer's review): the picks hold against what the person said — a card bought for an
office tower cools itself (c03); the report's money is one plan's money (#8); prorated billing reads as fewer days
than whole days (#3); a ROCm card leads only when its saving is material (#9)."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import knowledge
from rules.pipeline import consult
from tests.recommend_cli import recommend as _cli

KB = knowledge.load(user_file=False)


# c03: a Shenzhen software firm's office workstation for Qwen2.5-Coder-32B, ¥100,000, 1,500 W at the wall, 专票
C03 = ("深圳一家小软件公司，想买一台工作站放办公室，跑 Qwen2.5-Coder-32B 给研发同事做代码补全和问答，8个人用，"
       "代码不能出公司。预算买机器10万块以内，办公室普通插座，整机功耗最好别超过1500瓦，要能开专票。")


def _fits_a_tower(card_id: str) -> bool:
    card = KB.card(card_id)
    return card.card_class != "datacenter" or card.cooling == "active"


def test_c03_the_office_workstation_is_not_built_of_l20s_and_says_why():
    """c03: bf16 picked 2 × L20 — a datacenter card with no fan of its own — for an office workstation, while the same
    office-box rule ruled out the A40. The L20 (cooling unprinted: NVIDIA publishes no datasheet) is now ruled out like
    the A40, with its reason; the pick is a card that cools itself."""
    data = json.loads(_cli("--say", C03, "--precision", "bf16", "--json"))
    assert data["facts"]["office_box"] is True
    why = {r["card"]: [w["rule"] for w in r["why"]] for r in data["rejected"]}
    assert "office-box-datacenter-card" in why["l20"] and "office-box-passive-card" in why["a40"]
    assert data["picks"] and all(_fits_a_tower(p["card"]) for p in data["picks"])
    assert all("l20" not in json.dumps(w, ensure_ascii=False).lower() for w in data["what_if"])
    zh = _cli("--say", C03, "--precision", "bf16", "--lang", "zh")
    assert "l20: 厂商没有公布散热方式的数据中心卡" in zh and "2 张 NVIDIA L20" not in zh


def test_c03_the_default_answer_offers_no_l20_for_the_tower_either():
    data = json.loads(_cli("--say", C03, "--json"))
    assert all(_fits_a_tower(p["card"]) for p in data["picks"])
    assert all("l20" not in json.dumps(w, ensure_ascii=False).lower() for w in data["what_if"])


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(model=st.sampled_from(["qwen3-8b", "qwen3-14b", "qwen2.5-32b", "llama-3.3-70b"]),
       region=st.sampled_from(["cn", "intl"]), concurrency=st.sampled_from([1, 5, 20]))
def test_an_office_box_is_never_planned_with_a_card_that_does_not_cool_itself(model, region, concurrency):
    """Law: bought for an office tower, no pick is a datacenter card unless its maker prints it actively cooled."""
    r = consult({"model": model, "region": region, "concurrency": concurrency, "procure": "buy", "buyer": "company",
                 "office_box": True}, KB, what_if=False)
    assert all(_fits_a_tower(p.card) for p in r.picks)


def test_a_server_purchase_still_may_pick_the_l20_and_says_its_cooling_is_unprinted():
    """Without an office box the L20 stays; its cooling caveat says the maker prints none, not that it is passive."""
    r = consult({"model": "qwen2.5-32b", "region": "cn", "procure": "buy", "buyer": "company", "concurrency": 5,
                 "precision": "bf16"}, KB, what_if=False)
    text = " ".join(c.text.en for c in r.caveats if c.id == "buy-passive-cooling")
    if any(p.card == "l20" for p in r.picks):
        assert "l20 is a datacenter card whose maker prints no cooling" in text


# #8: a legal-tech team's Qwen3-30B-A3B at 256K, 10 sessions in business hours (8am-8pm weekdays), $9,000 a month
C8 = ("Enterprise legal-tech team, US East. We need to serve Qwen3-30B-A3B-Instruct-2507 with the full 256K context "
      "for contract review - lawyers paste entire deal folders. Expect about 10 concurrent sessions during business "
      "hours (8am-8pm weekdays), answers ~1500 tokens, first token within 20s is ok. No peer-to-peer marketplaces, we "
      "need a proper cloud contract. Budget up to $9,000/month. bf16 weights, no quantization please.")


def test_8_the_reports_offer_lines_price_the_weekdays_the_screen_prices(tmp_path):
    """#8: the report said "b200 … → $4,241 per month for 12 h/day (264 hour(s) × $5.89 × 2 = $3,110)" — 30 days of a
    22-weekday use beside its own 22 days; the screen said $3,110. One plan, one figure."""
    report = tmp_path / "c8.md"
    screen = _cli("--say", C8, "--report", str(report))
    text = report.read_text()
    assert "$3,110 for your usage (22 d × 12 h)" in screen
    line = next(x for x in text.splitlines() if "b200: cheapest usable offer" in x)
    assert "\\$3,110 for your usage (22 d × 12 h)" in line and "4,241" not in line


def _amount(text: str) -> float:
    return float(text.lstrip("$").replace(",", ""))


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hours=st.sampled_from([4, 8, 12, 24]), days=st.sampled_from([1, 5, 10, 22, 30]),
       model=st.sampled_from(["qwen3-8b", "qwen3-32b", "llama-3.3-70b"]))
def test_every_offer_line_states_the_cost_the_answer_states(hours, days, model):
    """Law: for any usage, each priced card's offer line in the trace (the report's "cheapest usable offer") states
    the cost the answer's own phrase states for that plan — the same days and hours, the same figure."""
    import re

    from rules.answer import cost_phrase

    r = consult({"model": model, "region": "intl", "hours_per_day": hours, "days": days}, KB, what_if=False)
    lines = {t.matched.get("card"): t.concluded.en for t in r.trace if t.rule == "price-offers"}
    for p in r.picks:
        if p.offer is None or p.offer.currency != r.display_currency or p.card not in lines:
            continue
        said, _ = cost_phrase(r.facts, p.monthly_cost, r.display_currency, p.job, p.offer)
        assert said in lines[p.card], (said, lines[p.card])
        figures = re.findall(r"= (\$[\d,.]+)\.$", lines[p.card])
        if figures and r.facts.days < 28:
            assert abs(_amount(figures[0]) - _amount(said.split()[0])) <= 1.0


# #3: a university lab's GRPO on Qwen2.5-7B, 500 steps, two weeks, ¥20,000, mainland, personal account, no invoice
C3 = ("我们是高校实验室，想在 Qwen2.5-7B 上做 GRPO 强化学习练数学推理，每步 128 个 prompt，每个采样 8 条，"
      "回答最长 4096 token，大概跑 500 步。两周内要出结果，总经费 2 万元人民币，租国内的卡，AutoDL 或者别的都行，"
      "个人身份租，不需要发票。")


def test_3_a_day_plan_says_whole_days_and_the_prorated_figure_is_the_smaller():
    """#3: "按每天单价按比例计 94.4 小时：4 天 × ¥137 × 4 = ¥2,195" then "若按整天向上取整 … 共 ¥2,233" — 94.4 h is 3.93
    days and the ¥2,195 already was 4 whole days. Now: whole days are the figure, pro rata the smaller."""
    zh = _cli("--say", C3)
    line = next(x for x in zh.splitlines() if "按整天计" in x)
    assert "（3.93 天）" in line and "4 天 × ¥137" in line and "按比例计" not in zh
    whole, prorated = (float(x.replace(",", "")) for x in
                       (line.split("= ¥")[1].split("—")[0], line.split("3.93 天为 ¥")[1].rstrip("。")))
    assert prorated < whole


@settings(max_examples=40, deadline=None)
@given(hours=st.floats(min_value=0.5, max_value=400), gpus=st.integers(1, 8), price=st.floats(1, 500))
def test_a_day_plans_note_never_calls_whole_days_pro_rata(hours, gpus, price):
    """Law: for any wall clock under a day plan, the note's billed days are whole, they are the cost, and any
    prorated figure said is no larger."""
    import re
    from types import SimpleNamespace

    from knowledge.schema import I18n
    from rules.job_notes import billed_note

    whole = -(-hours // 24) if hours % 24 > 1e-9 else hours / 24
    cost = price * whole * gpus
    ch = SimpleNamespace(unit="day", provider="x", provider_name="X", currency="CNY", usage_cost=cost,
                         usage_text=I18n(en=f"{whole:g} day(s) × ¥{price:g} = ¥{cost:,.0f}",
                                         zh=f"{whole:g} 天 × ¥{price:g} = ¥{cost:,.0f}"))
    note = billed_note(ch, hours)
    assert "pro rata" not in note.en and note.en.startswith("Billed in whole days")
    said = re.findall(r"would be ¥(\d[\d,]*(?:\.\d+)?)", note.en)
    assert not said or float(said[0].replace(",", "")) <= cost + 0.5


# #9: a Toronto lab's eval sweep of gpt-oss-120b, 5,000 prompts × 3 seeds, 8k tokens out, 24 h, CAD 700, spot ok
C9 = ("university NLP lab (Toronto). We need to run an eval sweep: gpt-oss-120b on 5000 benchmark prompts, 3 seeds "
      "each, reasoning effort high so assume ~8k output tokens per answer, prompts ~1k tokens. Must finish within 24 "
      "hours, total budget CAD 700 (1 USD = 1.37 CAD). Spot is ok.")


def test_9_a_small_rocm_saving_does_not_take_the_headline_from_cuda():
    """#9: "1 × MI300X at Vultr, $5.17" led and the B200 at $8.27 was "if your stack needs CUDA" — $3.10, 0.6 % of
    the budget. Now the CUDA plan leads, the ROCm plan beside it with its saving and the flag."""
    text = _cli("--say", C9)
    head = text.split("MEMORY")[0]
    assert "Enough / best-value: 1 × NVIDIA B200" in head
    # (in the person's CAD since the session that shows money in the budget's currency: $3.10 × 1.37, $5.17 × 1.37)
    assert ("Saves 4.25 CAD if your stack runs on ROCm: 1 × AMD Instinct MI300X at Vultr finishes the job for 7.08 CAD "
            "— say --no-cuda-required to make it the answer.") in head
    assert "If your stack needs CUDA" not in head
    rocm = _cli("--say", C9, "--no-cuda-required")
    assert "Enough / best-value: 1 × AMD Instinct MI300X" in rocm.split("MEMORY")[0]


def test_9_a_large_rocm_saving_keeps_the_lead():
    """DeepSeek V3 on 4 × MI300X at $5,328 a month against 4 × B200 at $16,963: the ROCm plan still leads."""
    r = consult({"model": "deepseek-v3", "region": "intl"}, KB)
    assert r.picks[0].card == "mi300x"
    assert any("If your stack needs CUDA" in line.en for line in r.answer)


@given(saving=st.floats(0, 1e6), cuda=st.floats(1, 1e6), budget=st.one_of(st.none(), st.floats(1, 1e7)),
       one_off=st.booleans())
def test_a_saving_is_small_only_against_both_the_plan_and_a_budget(saving, cuda, budget, one_off):
    """Law: the CUDA plan leads over a cheaper ROCm one only where the saving is under half the CUDA plan and under 2 %
    of a month's budget said (5 % of a one-off job's total: had once, where a month's recurs); no budget, no lead
    taken; a smaller saving is never less small, and what is small against a month is small against a one-off."""
    from rules.cuda_lead import small_saving

    small = budget is not None and saving < 0.5 * cuda and saving < (0.05 if one_off else 0.02) * budget
    assert small_saving(saving, cuda, budget, one_off=one_off) is small
    if small_saving(saving, cuda, budget, one_off=one_off):
        assert small_saving(saving / 2, cuda, budget, one_off=one_off)
    if small_saving(saving, cuda, budget):
        assert small_saving(saving, cuda, budget, one_off=True)


def test_9_a_saving_material_against_the_budget_keeps_the_rocm_lead():
    """Review 58 C10's DeepSeek-R1 FP8 to 127 at once on $120,000 a month: 8 × MI300X at $10,656 saves $5,357 over
    16 × A100 (33 % of it, 4.5 % of the budget) — money that matters: the MI300X leads, the CUDA line under it."""
    from rules.facts import Budget

    r = consult({"model": "deepseek-r1", "precision": "fp8", "context_tokens": 32768, "concurrency": 127,
                 "region": "intl", "no_mainland_sellers": True, "no_marketplace": True,
                 "budget": Budget(120000, "USD", "month"), "max_gpus": 16}, knowledge.load())
    assert r.picks[0].card == "mi300x"
    assert any("If your stack needs CUDA" in line.en for line in r.answer)
