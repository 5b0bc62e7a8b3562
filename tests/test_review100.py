"""Review 100 (an independent engineer's ten consultations, 2026-12-06): the rules' side of what was wrong."""

from __future__ import annotations

import knowledge
from rules.pipeline import consult

KB = knowledge.load(user_file=False)


def test_a_purchase_with_no_span_said_is_not_barred_by_one_month_of_rent():
    """c07: "buy only if the whole server costs less than ¥14,968 — this rent for your 30 days": the 30 days were the
    default, and a server is kept for years; the quote is set against the months it will run."""
    r = consult({"task": "inference", "model": "qwen2.5-72b", "context_tokens": 16384, "concurrency": 20,
                 "procure": "buy", "buyer": "company", "region": "cn", "invoice": "vat-special",
                 "budget": {"amount": 1000000, "currency": "CNY", "unit": "total"}}, KB)
    line = next(a for a in r.answer if "Buy or rent:" in a.en)
    assert "for your 30 days" not in line.en and "pays for itself in quote ÷" in line.en
    assert "回本月数" in line.zh
    said = consult({"task": "inference", "model": "qwen2.5-72b", "context_tokens": 16384, "concurrency": 20,
                    "procure": "buy", "buyer": "company", "region": "cn", "days": 30,
                    "budget": {"amount": 1000000, "currency": "CNY", "unit": "total"}}, KB)
    assert not any("pays for itself in quote ÷" in a.en for a in said.answer)  # a month said is the span


def test_data_that_may_not_leave_the_site_prices_no_rental_beside_the_purchase():
    """c07: "病人数据…不能出医院机房，所以要买一台服务器" was answered "or rent 4 × A800 for 67 months": renting is no
    option for this buyer — no rental beside the purchase, and the reading says so."""
    from advisor_tui.understand import parse

    said = ("我们是一家三甲医院，想用 Qwen2.5-72B 做出院小结生成，病人数据受个人信息保护法约束，"
            "不能出医院机房，所以要买一台服务器放在院内。高峰同时 20 个人，上下文 16k。预算 100 万元人民币。")
    u = parse(said, KB)
    implied = u.implied()
    assert implied.get("no_rental") is True and any("no rental is priced" in n.en for n in u.notes)
    r = consult({**u.facts, **implied}, KB)
    assert not any("renting it instead" in a.en or "Renting instead" in a.en for a in r.answer)
    assert not any(c.rule == "buy-breakeven" for c in r.caveats)
    # renting, or buying with no such words: the rentals stay
    assert "no_rental" not in parse("我们想买一台服务器跑 Qwen2.5-72B，高峰同时 20 个人，预算 100 万元", KB).implied()
    assert "no_rental" not in parse("病人数据不能出医院机房，想租国内的卡跑 Qwen2.5-72B", KB).implied()
    english = parse("Patient records can't leave our premises, so we will buy one server for Qwen2.5-72B.", KB)
    assert english.implied().get("no_rental") is True


def test_a_person_writing_traditional_characters_rents_outside_the_mainland_unless_they_say(capsys, monkeypatch):
    """c10: a Cantonese student with HK$300 was assumed to rent in mainland China and pointed at AutoDL (mainland
    real-name verification): a traditional-character session assumes outside the mainland, said as an assumption."""
    import json

    from advisor_tui.cli import main

    monkeypatch.setenv("GPU_ADVISOR_TODAY", "2026-12-06")
    assert main(["recommend", "--json", "--say", "我係大學生，想用 QLoRA 微調 Qwen2.5-7B，大概 3000 條對話，"
                 "每條 800 token，跑 3 個 epoch，想租卡，預算 HK$300 以內。"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["facts"]["region"] == "intl"
    assert main(["recommend", "--json", "--say", "我們在深圳，想租國內的卡跑 Qwen3-8B，同時 5 個人用。"]) == 0
    assert json.loads(capsys.readouterr().out)["facts"]["region"] == "cn"  # a place said still decides


def test_a_need_given_in_gb_with_streams_at_once_says_their_speed_is_not_checked():
    """c01: "50 concurrent streams" of a TTS model sized with --vram 12 read the 50 and used it for nothing."""
    from rules.facts import resolve

    facts = resolve({"vram_gb": 12, "concurrency": 50, "region": "intl"}, KB)
    assert any("sizes the memory only" in n.en and "只核对显存" in n.zh for n in facts.notes)
    assert not any("sizes the memory only" in n.en for n in resolve({"vram_gb": 12, "region": "intl"}, KB).notes)
