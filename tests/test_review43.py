"""Review 43 (12 consultations written before any run, on acbc68f): findings replayed as the reviewer ran them."""

from __future__ import annotations

from pathlib import Path

import pytest

import knowledge
from advisor_tui.understand import parse
from advisor_tui.understand.output import describe
from rules import consult

C08 = open(Path(__file__).parent / "data" / "review43_c08.txt", encoding="utf-8").read()
C09 = ("hi 想问下，我是研一学生，想自己玩一下 Qwen3-30B-A3B （那个 MoE 的），主要是 inference 跑跑 benchmark，"
       "偶尔做点 QLoRA 小实验。预算很紧，一个月 300 块以内吧，人在上海。听说 MoE 只激活 3B 所以 8G 显存就够？"
       "还是要 24G 的卡？btw 我没有公司不能开发票，个人付款就行。thx!!")


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


def test_an_emails_hours_of_calls_and_its_week_are_the_job(kb):
    """CR-1: "about 5,000 hours of recorded patient phone calls … within about a week" priced a month of one L4 at
    8 h a day; "no providers headquartered in China" was a region in China (a conflict with Berlin); the €500
    budget's example was "$5,400 a month"."""
    u = parse(C08, kb)
    assert u.facts["audio_hours"] == 5000 and u.facts["deadline"] == 168
    assert u.facts["no_mainland_sellers"] is True and u.facts.get("region") != "cn" and not u.conflicts
    assert not any("5,400" in x.message("en") for x in u.unresolved)
    result = consult({**u.facts, **u.implied()}, kb, what_if=False)
    assert result.picks and result.picks[0].job is not None and result.picks[0].job.wall_hours <= 168
    for said in ("no providers headquartered in China please", "nothing hosted by a Chinese company",
                 "no Chinese-owned providers"):
        facts = parse(f"llama 3.1 8b chatbot for our team, {said}", kb).facts
        assert facts.get("no_mainland_sellers") is True and "region" not in facts, said
    for said in ("done within about a week", "done in about a week"):
        assert parse(f"whisper large-v3 on 300 hours of audio, {said}", kb).facts.get("deadline") == 168, said


def test_a_person_who_takes_no_invoice_needs_none(kb):
    """MA-2: "我没有公司不能开发票，个人付款就行" was read as needing a VAT invoice, and 15 cards rented abroad were
    ruled out for "境外平台开不了普票"; "24G 的卡" was a card "not in the knowledge base"."""
    u = parse(C09, kb)
    assert "invoice" not in u.facts and u.facts["buyer"] == "individual"
    lines = describe(u, "zh")
    assert not any("知识库里没有这张卡" in line for line in lines)
    assert any("提到的显存：24 GB 的卡" in line for line in lines)
    # sellers that cannot issue one, refused, still want one
    assert parse("不能开发票的平台不考虑，qwen2.5-7b 推理", kb).facts.get("invoice") == "vat"


C04 = open(Path(__file__).parent / "data" / "review43_c04.txt", encoding="utf-8").read()


def test_a_job_about_as_cheap_and_done_far_sooner_is_the_best_value(kb):
    """MA-4: 1 × RTX 6000 Ada for 321 h (13.4 days, $270) was "best value" beside 8 × B200 in 8.2 h for $274."""
    u = parse(C04, kb)
    result = consult({**u.facts, **u.implied()}, kb, what_if=False)
    best = next(p for p in result.picks if "best-value" in p.roles)
    # (review 50 C5: the RTX 6000 Ada's 68 % was the A100's; capped at 50 % it no longer leads at all)
    assert not any(p.job.total <= best.job.total * 1.05 and p.job.wall_hours * 10 < best.job.wall_hours
                   for p in result.picks if p is not best)
    assert best.job.wall_hours < 48


def test_a_gpu_rig_past_a_workstation_ranks_after_a_workstation_that_holds_the_job(kb):
    """CR-2: 8 × RTX 5090 ($15,992 of cards, 4.6 kW, an 8-slot server left out of the price) was the "faster /
    best-value" purchase beside 2 × RTX PRO 6000 for a 30-person team's Llama-3.3-70B."""
    r = consult({"task": "inference", "model": "llama-3.3-70b", "users": 30, "context_tokens": "16k", "procure": "buy",
                 "budget": "20000/total", "currency": "USD", "region": "intl"}, kb, what_if=False)
    assert all(p.gpus_in_all <= 4 for p in r.picks)
    why = [w for x in r.rejected if x.card == "rtx-5090" for w in x.why]
    assert any(w.rule == "buy-rig-after-workstation" and "GPU server chassis" in w.text.en for w in why)
    # the caveat says what each box bought draws, card by card
    text = next(c.text.en for c in r.caveats if c.id == "buy-power-host")
    assert text.startswith("rtx-pro-6000: 2 × 600 W")


def test_a_service_on_one_copy_hears_what_failover_costs(kb):
    """MA-5: one B200 with no second copy for a 40 requests/s SaaS — any fault is an outage (source 2: production
    inference is not judged by the lowest price alone)."""
    r = consult({"model": "gpt-oss-120b", "rps": 40, "input_tokens": 1500, "output_tokens": 300, "public_service": True,
                 "region": "intl", "max_ttft_s": 0.8}, kb, what_if=False)
    top = r.picks[0]
    single = [c for c in r.caveats if c.id == "single-copy"]
    if top.replicas == 1:
        (cav,) = single
        assert cav.text.en.startswith(f"{top.card}: one copy carries the whole peak") and "N+1" in cav.text.en
        assert "故障切换" in cav.text.zh
    else:
        assert not single
    # a person's own chat, no load said, is no service
    own = consult({"model": "qwen3-8b", "hours_per_day": 4}, kb, what_if=False)
    assert not [c for c in own.caveats if c.id == "single-copy"]


def test_gdpr_says_what_to_do_on_the_order(kb):
    """MA-6: for health data under GDPR the answer said only that mainland-oriented sellers were set aside."""
    u = parse(C08, kb)
    # (the rule that names the place is the one quoted since review 78 c06: "the audio must stay in the EU", not "GDPR")
    note = next(n for n in u.notes if n.en.startswith("“audio must stay in the EU”"))
    assert "EU region" in note.en and "Art. 28" in note.en and "欧盟区域" in note.zh
    assert not any("Art. 28" in n.en for n in parse("llama 3.1 8b chatbot, US clouds only", kb).notes)


def test_a_tensor_parallel_copy_says_its_own_need_per_gpu(kb):
    """mi-3: a TP4 copy of Qwen3-32B showed "Need per GPU: 70.2 GB" — four whole copies' fit, not the copy's."""
    r = consult({"task": "inference", "model": "qwen3-32b", "rps": 5, "input_tokens": 2000, "output_tokens": 500,
                 "max_ttft_s": 1, "min_tps": 25, "region": "intl"}, kb, what_if=False)
    whole = float(r.requirement.vram_gb)
    split = [p for p in r.picks if p.gpus > 1 and p.job is not None and p.job.served is not None]
    assert split  # 2 copies of 4 × A100
    for p in split:
        assert p.per_gpu_need_gb < whole / 2, (p.card, p.gpus, p.per_gpu_need_gb)



def test_money_granted_is_the_budget(kb):
    """Read running make run (2026-12-04): "老板批了 2.5 万" was dropped without a word, and the purchase answer had
    no budget to hold the unpriced cards against."""
    for said, amount in (("老板批了 2.5 万，想买卡跑 qwen2.5-7b", 25000), ("领导批了 3 万，qwen2.5-7b 推理", 30000),
                         ("项目经费 8000，qwen2.5-7b lora", 8000)):
        budget = parse(said, kb).facts.get("budget")
        assert budget is not None and budget.amount == amount and budget.currency == "CNY", said


def test_a_brand_named_alone_is_the_cards_held_of_it(kb):
    """MA-1: "领导倾向 H20 或者国产卡（昇腾）" said "昇腾——知识库里没有这张卡" while the 910B and 910C are held."""
    u = parse(open(Path(__file__).parent / "data" / "review43_c06.txt", encoding="utf-8").read(), kb)
    named = {c.card for c in u.mentioned_cards}
    assert {"h20", "ascend-910b", "ascend-910c"} <= named
    assert not any("知识库里没有这张卡" in line for line in describe(u, "zh"))


def test_the_best_value_label_sits_on_the_plan_it_was_chosen_for(kb):
    """Read again (make run, 2026-12-04): a LoRA's best value was 1 × B200 at $11.5, but the pick showing it was the
    faster 8 × B200 plan at $13.86 — 23 % over the cheapest, labelled "best value"."""
    r = consult({"task": "lora", "model": "qwen2.5-7b", "samples": 40000, "tokens_per_sample": 1500, "epochs": 3,
                 "deadline": 192, "budget": "150/total", "currency": "USD", "region": "intl"}, kb, what_if=False)
    enough = next(p for p in r.picks if "enough" in p.roles)
    best = next(p for p in r.picks if "best-value" in p.roles)
    assert best.job.total <= enough.job.total * 1.05


def test_no_best_value_that_the_enough_card_on_more_gpus_beats_for_the_money(kb):
    """Read again: a full fine-tune's best value was 8 × MI300X at $180 in 12.2 h (ROCm), beside the enough card's own
    8 × B200 at $180 in 5.4 h."""
    r = consult({"task": "full-finetune", "model": "llama-3.1-8b", "train_tokens": "2B", "epochs": 1,
                 "context_tokens": "4k", "deadline": "5d", "budget": "3000/total", "currency": "USD",
                 "region": "intl"}, kb, what_if=False)
    best = next(p for p in r.picks if "best-value" in p.roles)
    enough = r.picks[0]
    # the best value is the enough pick itself, or one the enough pick does not beat on both money and time
    assert best is enough or best.job.total < enough.job.total or best.job.wall_hours < enough.job.wall_hours
    assert not (best.card == "mi300x" and best is not enough)
