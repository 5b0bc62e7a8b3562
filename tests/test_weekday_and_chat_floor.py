"""Two of the forty-second session's user-pass findings: a weekday service's invoice and all-at-once lines compared the
30-day figure with the month's budget, and a what-if or a lead offered a card streaming under the chat speed the
answer itself is held to (rules.chat_floor)."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

import knowledge
from rules.chat_floor import chat_floor, held_to_chat_floor
from rules.facts import resolve, with_changes
from rules.pipeline import consult

KB = knowledge.load(user_file=False)

SUZHOU = {"model": "qwen3-32b", "region": "cn", "concurrency": 30, "input_tokens": 4096, "output_tokens": 500,
          "hours_per_day": 10, "days": 22, "invoice": "vat-special"}


def _invoice_line(budget: str) -> str:
    got = consult({**SUZHOU, "budget": budget}, KB)
    return next(line.en for line in got.answer if "recorded as issuing" in line.en)


@pytest.mark.parametrize("budget", [25_000, 20_000, 18_000, 17_000, 16_000, 15_000])
def test_a_weekday_service_at_an_invoicing_seller_is_held_against_its_month_of_use(budget):
    # the line said "4 × L20 ¥17,758 (22 d × 10 h) … over your ¥20,000 budget": ¥24,216 were it every day of a month
    line = _invoice_line(f"{budget}/month")
    cost = float(re.search(r"¥([\d,]+) for your usage \(22 d × 10 h\)", line).group(1).replace(",", ""))
    verdict = "within" if cost <= budget else "over"
    assert f" — {verdict} your ¥{budget:,} budget" in line


def test_the_weekday_cost_is_the_one_said():
    assert "4 × NVIDIA L20" in _invoice_line("20000/month") and "¥17,758 for your usage" in _invoice_line(
        "20000/month") and "within your ¥20,000 budget" in _invoice_line("20000/month")


def test_everyone_at_once_is_priced_for_the_days_of_use():
    got = consult({"model": "qwen3-32b", "region": "cn", "users": 60, "hours_per_day": 10, "days": 22,
                   "budget": "2000/month"}, KB)
    line = next(w.text.en for w in got.what_if if "If all 60" in w.text.en)
    # the price is the 22 days' (not "… a month" of 30), and the budget is held against that
    assert "¥2,741 for your usage (22 d × 10 h)" in line and "over your ¥2,000" in line


LONG_PROMPTS = {"model": "qwen3-32b", "region": "intl", "concurrency": 12, "input_tokens": 8000, "output_tokens": 400}


FAST, SLOW = (SimpleNamespace(throughput={"decode_tokens_per_s": v}) for v in (40.0, 6.0))


def _decode(pick) -> float:
    return (pick.throughput or {}).get("decode_tokens_per_s") or 0.0


def test_a_precision_what_if_keeps_the_chat_speed_the_answer_keeps():
    facts = resolve(LONG_PROMPTS, KB)
    floor = chat_floor(facts)
    assert floor == 10.0
    # without the floor the int4 variant's cheapest plan is one RTX 6000 Ada streaming under it …
    loose = consult(with_changes(facts, KB, precision="int4"), KB, what_if=False).picks[0]
    assert loose.gpus_in_all == 1 and 0 < _decode(loose) < floor
    # … which the what-if no longer offers: it names the plan that keeps the speed
    said = [w for w in consult(facts, KB).what_if if w.change.get("precision") == "int4"]
    assert said and all(w.gpus >= 2 for w in said if w.card == "rtx-6000-ada")
    held = consult(held_to_chat_floor(with_changes(facts, KB, precision="int4"), KB, [FAST]), KB,
                   what_if=False).picks[0]
    assert held.gpus_in_all == 2 and _decode(held) >= floor


@pytest.mark.parametrize("change", [{"concurrency": 1}, {"min_tps": 5}, {"engine": "llama.cpp"}, {"rps": 2},
                                    {"task": "lora"}])
def test_the_chat_floor_is_not_the_persons_own_speed_nor_a_single_user(change):
    facts = resolve({**LONG_PROMPTS, **change}, KB)
    assert chat_floor(facts) is None and held_to_chat_floor(facts, KB, [FAST]) is facts


def test_an_encoder_service_is_not_held_to_a_chat_speed():
    facts = resolve({"model": "bge-m3", "concurrency": 20}, KB)
    assert held_to_chat_floor(facts, KB, [FAST]).min_tps is None


def test_an_answer_that_misses_the_floor_holds_no_alternative_to_it():
    # review 22 M1: FP8 on one A800 (6.9 tokens/s to each of 4 full 32k windows) is said beside 8 × RTX 3090's 2.8
    facts = resolve(LONG_PROMPTS, KB)
    assert held_to_chat_floor(facts, KB, [SLOW]) is facts and held_to_chat_floor(facts, KB, []) is facts
    assert held_to_chat_floor(facts, KB, [FAST]).min_tps == 10.0
