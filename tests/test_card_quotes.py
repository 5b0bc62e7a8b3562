"""A price the person gives for a card is their quote, priced as an offer in that answer (reviews 34 and 35, M3:
"MI300X at $1.90/GPU-hour versus H100 at $2.40" was asked about as a budget and the bundled prices were used)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import knowledge
from advisor_tui import card_offers
from advisor_tui.interview.session import Interview
from advisor_tui.understand.read import parse
from rules.facts import resolve
from rules.pipeline import consult


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


def _quotes(kb, said):
    u = parse(said, kb, strict=True, today="2026-12-03")
    return {c.card: (c.count, c.quote) for c in u.mentioned_cards if c.quote}, u


@pytest.mark.parametrize("said, card, count, quote", [
    ("A neocloud quoted us MI300X at $1.90/GPU-hour versus H100 at $2.40.", "mi300x", None, (1.9, "USD", "hour")),
    ("A neocloud quoted us MI300X at $1.90/GPU-hour versus H100 at $2.40.", "h100-sxm", None, (2.4, "USD", "hour")),
    ("AutoDL 上 4090 一小时 1.98 元", "rtx-4090", None, (1.98, "CNY", "hour")),
    ("H20 包月 8500 一张，能跑 qwen3 32b 吗", "h20", None, (8500, None, "month")),
    ("two 4090s at $0.40/h", "rtx-4090", 2, (0.4, "USD", "hour")),  # each: the market's reading
    ("8x H100 node at $18/hr", "h100-sxm", 8, (2.25, "USD", "hour")),  # the node's price
    ("别家报价 8 卡 H20 每月 4.5 万", "h20", 8, (5625, None, "month")),  # the eight's price
    ("供应商报价 A800 整机 6.5 万/月", "a800-80g", 8, (8125, None, "month")),  # a whole server: 8 cards
    ("4 张 A800，一共 40 块一小时", "a800-80g", 4, (10, "CNY", "hour")),
    ("某云上 A10 一个月要 5 千多，太贵了", "a10", None, (5000, None, "month")),
])
def test_a_price_said_for_a_card_is_its_quote_per_gpu(kb, said, card, count, quote):
    got, u = _quotes(kb, said)
    assert got[card] == (count, quote)
    assert "budget" not in u.facts and not any(x.kind == "budget" for x in u.unresolved)


@pytest.mark.parametrize("said", [
    "4090 一天 8 小时",  # usage, not a price
    "H100 每月 200 小时",
    "RTX 4090 24GB $1,599",  # a purchase price: no billing unit
    "H100 不超过 2 块一小时",  # a bound: the cap or budget reader's
    "阿里云销售报了个 A100 包月 2.3 万/台",  # a machine of how many cards is not said
    "不要 A100，$1.29/hr 也不要",  # a card refused
])
def test_what_is_no_quote_stays_with_the_other_readers(kb, said):
    got, _ = _quotes(kb, said)
    assert got == {}


@settings(max_examples=60, deadline=None)
@given(price=st.decimals(min_value="0.10", max_value="99.99", places=2),
       card=st.sampled_from(["H100", "A100", "L40S", "RTX 4090", "MI300X"]),
       template=st.sampled_from(["{card} at ${price}/hr", "{card} is ${price} per GPU-hour",
                                 "quoted {card} at ${price} an hour", "{card} 一小时 {price} 元"]))
def test_a_quote_is_read_at_the_price_said_and_sets_no_fact(kb, price, card, template):
    got, u = _quotes(kb, template.format(card=card, price=price))
    assert len(got) == 1 and next(iter(got.values()))[1][0] == pytest.approx(float(price))
    assert "budget" not in u.facts and "gpu_hour_price" not in u.facts


def test_the_consultation_prices_the_card_at_the_quote(kb):
    """An H100 quoted at $0.50 an hour, far under every bundled H100 price, is the cheapest plan: the pick is the
    quote, priced per GPU-hour × its GPUs × 720 h, its seller "your quote", its source the person's words."""
    quotes = [card_offers.Quote("h100-sxm", 0.5, "USD", "hour", "H100 at $0.50/hr")]
    facts = resolve({"model": "llama-3.3-70b", "context_tokens": 16384, "concurrency": 5, "region": "intl",
                     "max_gpus": 4, "vendors": "nvidia"}, kb)
    quoted_kb = card_offers.for_facts(kb, quotes, facts)
    assert kb.providers_by_id.get("your-quote") is None  # the bundled knowledge is untouched
    assert min(o.price for o in kb.offers_for("h100-sxm") if o.currency == "USD" and o.unit == "hour") > 0.5
    plain = consult(facts, kb, what_if=False).picks[0]
    pick = consult(facts, quoted_kb, what_if=False).picks[0]
    assert plain.offer.provider != "your-quote"
    assert (pick.card, pick.offer.provider) == ("h100-sxm", "your-quote")
    assert float(pick.monthly_cost) == pytest.approx(0.5 * pick.gpus * 720)
    source = quoted_kb.source("your-quote")
    assert "H100 at $0.50/hr" in source.title and source.as_of == facts.today


def test_the_cli_compares_the_quote_and_says_so(capsys):
    from advisor_tui.cli import main

    said = ("We serve Llama 3.3 70B for an internal tool, 16k context, 5 at once, in the US. A neocloud quoted "
            "us H100 at $1.10/GPU-hour. Budget $4,000 a month.")
    assert main(["recommend", "--today", "2026-12-03", "--say", said, "--vendor", "nvidia"]) == 0
    out = capsys.readouterr().out
    assert "card mentioned: h100-sxm (“H100 at $1.10/GPU-hour”) — your price, compared as an offer" in out
    assert "your-quote" in out and "is that your budget" not in out  # $1.10 an H100-hour is the cheapest here


def test_the_quote_option(capsys, kb):
    from advisor_tui.cli import main

    assert main(["recommend", "--today", "2026-12-03", "--model", "qwen3-32b", "--region", "cn",
                 "--quote", "h20=1500cny/month", "--json"]) == 0
    out = capsys.readouterr().out
    assert '"provider": "your-quote"' in out
    assert card_offers.parse_option("mi300x=1.90/hour", kb) == card_offers.Quote(
        "mi300x", 1.9, None, "hour", "mi300x=1.90/hour")


@pytest.mark.parametrize("bad", ["h100", "h100=abc/hour", "h100=2/fortnight", "nosuchcard=2/hour",
                                 "h100=0/hour", "h100=2xyz/hour"])
def test_a_bad_quote_option_is_one_line(capsys, bad):
    from advisor_tui.cli import main

    assert main(["recommend", "--model", "qwen3-8b", "--quote", bad]) == 2
    err = capsys.readouterr().err
    assert "--quote" in err and "Traceback" not in err and len(err.strip().splitlines()) == 1


def test_the_interview_keeps_the_quotes_it_heard(kb):
    from advisor_tui.replies import answer

    iv = Interview()
    answer(iv, "想跑 qwen3 32b 推理，AutoDL 上 4090 一小时 1.58 元", kb, "zh", today="2026-12-03")
    assert [(q.card, q.price, q.unit) for q in iv.quotes] == [("rtx-4090", 1.58, "hour")]
    again = Interview.from_dict(iv.to_dict())
    assert again.quotes == iv.quotes
    assert Interview.from_dict({**iv.to_dict(), "quotes": [{"card": 3}, "x"]}).quotes == []


def test_a_quote_is_not_displaced_by_a_cheaper_price_of_unconfirmed_unit(kb):
    """Review 45 C12: MI300X quoted at $1.90/GPU-hour, a bundled seller at $1.85 that never says it rents fewer than
    8: the quote prices the card (its unit is the person's), and the card is not ranked out as a whole 8-GPU node."""
    from rules.pricing import QUOTE_PROVIDER, unit_unstated

    assert QUOTE_PROVIDER == card_offers.PROVIDER_ID
    # prompts that fill the 16k window: all 40 hold the full context, two MI300X
    facts = resolve({"model": "llama-3.3-70b", "precision": "fp8", "context_tokens": 16384, "concurrency": 40,
                     "input_tokens": 16384, "region": "intl", "no_mainland_sellers": True,
                     "budget": {"amount": 5000, "currency": "USD", "unit": "month"}}, kb)
    cheaper = [o for o in kb.offers_for("mi300x") if o.currency == "USD" and o.unit == "hour" and o.price < 1.9
               and unit_unstated(kb, "mi300x", 2, o.min_gpus if o.min_gpus is not None
                                 else kb.provider(o.provider).min_gpus)]
    assert cheaper, "the bundled data no longer has the case: a cheaper MI300X offer of unstated unit"
    quoted = card_offers.for_facts(kb, [card_offers.Quote("mi300x", 1.9, "USD", "hour", "MI300X at $1.90")], facts)
    pick = consult(facts, quoted).picks[0]
    assert (pick.card, pick.offer.provider, pick.gpus_in_all) == ("mi300x", "your-quote", 2)
    assert float(pick.monthly_cost) == pytest.approx(1.9 * 2 * 720)


def test_a_quote_beaten_or_ruled_out_is_said_in_the_answer(kb):
    """A dearer quote names the price that beat it and by how much; a quoted card that is not picked says why."""
    facts = resolve({"model": "llama-3.3-70b", "precision": "fp8", "region": "intl"}, kb)
    quotes = [card_offers.Quote("h100-sxm", 4.0, "USD", "hour", "H100 at $4"),
              card_offers.Quote("rtx-4090", 0.3, "USD", "hour", "4090 at $0.30")]
    result = consult(facts, card_offers.for_facts(kb, quotes, facts))
    h100 = next(p for p in result.picks if p.card == "h100-sxm")
    lines = [line.en for line in result.answer]
    above = round((4.0 / h100.offer.price - 1) * 100)
    assert any(f"Your quote for NVIDIA H100 SXM5 80GB ($4.00/hour per GPU) was compared: it is {above} % above "
               f"{h100.offer.provider_name}'s" in line for line in lines), lines
    assert any("Your quote for NVIDIA GeForce RTX 4090" in line and "rtx-4090 is not picked" in line
               for line in lines), lines
    assert all("你给的" in line.zh for line in result.answer if line.en.startswith("Your quote"))
    priced_at_quote = consult(facts, card_offers.for_facts(
        kb, [card_offers.Quote("h100-sxm", 0.5, "USD", "hour", "H100 at $0.50")], facts))
    assert not any(line.en.startswith("Your quote") for line in priced_at_quote.answer)
