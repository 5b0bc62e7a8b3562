"""Blind reviews 123 (C1, C2, C3, C6) and 122 (C3): what the consultation answers once the words are read, run as the
user runs it (`recommend --say … --json`) or through rules.consult, with neighbours that must answer otherwise."""

from __future__ import annotations

import json
from types import SimpleNamespace

import knowledge
from rules.pipeline import consult
from rules.rent_instead import _rents_for_less
from tests.understand_helpers import run_cli

KB = knowledge.load(user_file=False)
C02 = ("我們是台北的新創，要對 Qwen3-8B 做全參數微調（full fine-tune），客服對話資料大約 2 億 token，跑 2 個 epoch。"
       "預算大概新台幣 15 萬，10 天內要交付。資料因為客戶合約不能出台灣，要開發票。請問要租什麼卡？")
C05 = ("solo dev in Austin, launching a chat app on gpt-oss-120b. expecting maybe 2-3 req/sec at peak, prompts ~1500 "
       "tokens, answers ~600 tokens, want at least 40 tok/s per user. budget max $2500/month, dont want to babysit "
       "spot instances. what shoud i rent?")
C10 = ("Tokyo dev shop, 30 engineers. We want to self-host qwen3 30b a3b instruct 2507 for IDE code completion + chat, "
       "on-prem in the office because source code cannot leave the building. Thinking of buying one workstation with "
       "2-4 GPUs, budget ~6 million yen, the office circuit is 1500W. Is buying better than renting over 3 years? "
       "which cards?")
C122_04 = ("postdoc at a university in Ohio. we want to pretrain a ~1.3B param llama-style model from scratch on 100B "
           "tokens, seq len 4096, for a paper. deadline is about 6 weeks out. grant has $40k for compute total. is it "
           "better to buy an 8-GPU server or just rent? federal grant so no chinese providers. we can tolerate "
           "preemption if checkpointing works")
P2P = {o.provider for o in KB.offers if "p2p-marketplace" in (o.flags or ())}


def _json(capsys, monkeypatch, *args):
    return json.loads(run_cli(capsys, monkeypatch, "recommend", *args, "--json", today="2026-12-07"))


def test_the_taipei_start_up_gets_an_answer_kept_in_taiwan(capsys, monkeypatch):
    got = _json(capsys, monkeypatch, "--say", C02)
    assert got["facts"]["invoice"] == "any" and got["facts"]["data_in"] in ("台灣", "台湾")
    assert got["picks"], "a rental abroad with the seller's own invoice"
    assert not {p["offer"]["provider"] for p in got["picks"] if p["offer"]} & P2P  # no stranger's host


def test_nothing_picked_for_a_mainland_invoice_abroad_says_the_plan_without_it():
    job = {"task": "full-finetune", "model": "qwen3-8b", "train_tokens": 200_000_000, "epochs": 2, "deadline": 240}
    abroad = consult({**job, "region": "intl", "invoice": "vat"}, KB)
    assert not abroad.picks
    line = next(a for a in abroad.answer if "seller's own invoice" in a.en)
    assert "Taiwan, Hong Kong, Macau" in line.en and " × " in line.en and "to finish the job" in line.en
    # neighbours: on the mainland the invoice is met there, and abroad with no invoice there is a pick — no such line
    for facts in ({**job, "region": "cn", "invoice": "vat"}, {**job, "region": "intl"}):
        got = consult(facts, KB)
        assert got.picks and not any("seller's own invoice" in a.en for a in got.answer)


def test_a_production_chat_app_that_will_not_babysit_spot_is_not_put_on_it(capsys, monkeypatch):
    got = _json(capsys, monkeypatch, "--say", C05)
    assert got["facts"]["interruptible"] is False
    assert got["picks"][0]["offer"]["provider"] not in P2P | {"vast"}


def test_the_office_circuit_holds_the_bought_box(capsys, monkeypatch):
    got = _json(capsys, monkeypatch, "--say", C10, "--fx", "JPY/USD=0.0066")
    assert got["facts"]["power_limit_w"] == 1100 and got["facts"]["procure"] == "buy"
    for pick in got["picks"]:
        assert KB.card(pick["card"]).tdp_w * pick["gpus"] <= 1100, pick["card"]


def test_buy_or_rent_for_a_job_that_ends_says_the_cheapest_rental(capsys, monkeypatch):
    out = run_cli(capsys, monkeypatch, "recommend", "--say", C122_04, today="2026-12-07")
    assert "Rent or buy: compare buying with renting" in out
    assert "Rent or buy: buy the hardware" not in out
    line = next(x for x in out.splitlines() if "Renting instead, the cheapest plan for this job" in x)
    assert "A job that ends is rented" in line


def _plan(total, monthly):
    return SimpleNamespace(job=SimpleNamespace(is_job=True, total=total), monthly_cost=monthly)


def test_a_rental_of_a_job_is_weighed_by_the_whole_job_not_its_month():
    # review 122 C3: 8 × B200 at $1,001 for the job (a dear month of eight cards) against 4 × RTX 6000 Ada at $1,871
    assert _rents_for_less(_plan(1871, 2419), _plan(1001, 24019))
    assert not _rents_for_less(_plan(1871, 2419), _plan(1700, 1200))  # under a fifth less: the pick's own rent stands
    month = SimpleNamespace(job=None, monthly_cost=1000)
    assert _rents_for_less(month, SimpleNamespace(job=None, monthly_cost=700))
    assert not _rents_for_less(month, SimpleNamespace(job=None, monthly_cost=900))
