"""Reviews 115 and 116: numbers, money and counts read wrong — each with the family of ways it is said and
neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, budget_or_none, read_on, unresolved_kinds

_read, _facts = read_on(datetime.date(2026, 12, 7))  # the reviews' day, a Monday (kb: tests/conftest.py)


def _dollars(facts):
    amount, currency, unit = budget_of(facts)
    return round(amount), currency, unit


def test_we_pay_in_a_currency_at_a_rate_said_after_it(kb):
    # 115 C3-a: "VND at 1 USD" was read as the rate (1), the budget $45,000,000
    said = "Budget is about 45 million VND per month, we pay in VND at 1 USD = 26,300 VND."
    assert _dollars(_facts(kb, said)) == (1711, "USD", "month")
    assert _dollars(_facts(kb, "We pay in KRW at 1 USD = 1,380 KRW; budget 5 million KRW a month"))[0] == 3623
    assert _dollars(_facts(kb, "Budget 30 juta rupiah per month, we pay in rupiah at 1 USD = 16,400 IDR"))[0] == 1829
    assert _dollars(_facts(kb, "Budget 20 million COP a month; we pay in COP at 1 USD = 4,100 COP"))[0] == 4878
    assert _dollars(_facts(kb, "预算每月 4500 万越南盾，我们用越南盾付，按 1 美元 = 26300 越南盾算"))[0] == 1711
    # neighbours: the currency valued at so many dollars keeps its reading
    assert _dollars(_facts(kb, "finance books sterling at 1.25 USD, budget 2,000 GBP"))[0] == 2500
    assert _dollars(_facts(kb, "we take the euro at $1.08, budget 1500 EUR"))[0] == 1620
    assert _dollars(_facts(kb, "Budget is 45 million dong a month, at 26,300 dong to the dollar."))[0] == 1711


def test_an_amount_in_any_code_at_the_rate_said(kb):
    assert _dollars(_facts(kb, "Budget is 25 million UZS per month, we pay in UZS at 1 USD = 12,800 UZS")) == (
        1953, "USD", "month")
    assert _dollars(_facts(kb, "Budget: 2,000,000 TZS a month, we use 2,600 TZS per dollar"))[0] == 769
    assert _dollars(_facts(kb, "Budget is GEL 4,000 per month, 1 USD = 2.7 GEL"))[0] == 1481
    # neighbours: no rate is asked about, never dollars; a code that is a word or a chip maker is no amount
    p = _read(kb, "Budget is GEL 4,000 per month")
    assert budget_or_none(p.facts) is None and "budget" in unresolved_kinds(p)
    p = _read(kb, "Budget is 25 million UZS a month")
    assert budget_or_none(p.facts) is None and "budget" in unresolved_kinds(p)
    assert _dollars(_facts(kb, "We have 8 AMD MI300X and a budget of $2,000"))[0] == 2000
    # a code that is also a word, in capitals beside its own rate ("AMD 800,000" was $800,000)
    assert _dollars(_facts(kb, "Budget is AMD 800,000 a month, 1 USD = 390 AMD"))[0] == 2051
    assert _dollars(_facts(kb, "We have 8 AMD MI300X, budget $2,000, 1 USD = 390 AMD"))[0] == 2000
    assert _facts(kb, "try 3 epochs, all 40 samples")["epochs"] == 3


def test_a_dollar_sign_of_another_dollar_in_chinese_at_a_stated_rate(kb):
    # 115 C2-a: "HK$1500 左右，匯率當 1 美金 = 7.8 港紙" was a budget with no amount (mended before this session)
    said = "每個月預算大概 HK$1500 左右，匯率當 1 美金 = 7.8 港紙。係咪租好過自己買張卡擺舖頭？"
    assert _dollars(_facts(kb, said)) == (192, "USD", "month")
    assert _dollars(_facts(kb, "每月预算 NT$30,000，汇率按 1 美金 = 32 台币"))[0] == 938
    assert _dollars(_facts(kb, "每個月預算 S$2,000，匯率當 1 美金 = 1.35 新幣"))[0] == 1481


def test_a_hedged_larger_count_is_the_count(kb):
    # 116 c7: "roughly 3,000 hours of audio, maybe 3.5k" asked which one
    p = _read(kb, "We need to transcribe the court archive with Whisper large-v3 — roughly 3,000 hours of audio, "
                  "maybe 3.5k. One-off job.")
    assert p.facts["audio_hours"] == 3500 and not p.conflicts
    assert any("3,500" in n.en for n in p.notes)
    assert _facts(kb, "录音三千小时左右，可能到三千五，要转写")["audio_hours"] == 3500
    assert _facts(kb, "2,000 images, possibly 2,500")["images"] == 2500
    assert _facts(kb, "about 20k samples, maybe 25k")["samples"] == 25000
    # neighbours: a smaller second figure is no upper bound; a count taken back keeps the later
    assert _facts(kb, "transcribe 3,000 hours of audio, maybe 2,500 usable")["audio_hours"] == 3000
    assert _facts(kb, "transcribe 3,000 hours of audio, not 3.5k")["audio_hours"] == 3000


def test_the_days_counted_after_a_date_are_the_deadline(kb):
    # 116 c10: "before a demo next Friday, so 5 days max" read 11 days (next Friday) and 5 days of use
    f = _facts(kb, "QLoRA fine-tune Llama 3.3 70B on ~12k clinical letters before a demo next Friday, so 5 days max.")
    assert f["deadline"] == 120 and "days" not in f
    f = _facts(kb, "下周五要给客户演示，也就是最多 5 天")
    assert f["deadline"] == 120 and "days" not in f
    assert _facts(kb, "下周五之前要，也就是最多5天")["deadline"] == 120
    assert _facts(kb, "The demo is on the 18th, i.e. 10 days at most")["deadline"] == 240
    # neighbours: "next Friday" alone is the Friday of next week; a count said apart is days of use
    assert _facts(kb, "before a demo next Friday")["deadline"] == 264
    f = _facts(kb, "before a demo next Friday. 5 days of training.")
    assert f["deadline"] == 264 and f["days"] == 5


def test_no_card_owned_is_no_cap(kb):
    # 116 C5-b: "我们现在一张卡都没有" read max_gpus 1
    assert "max_gpus" not in _facts(kb, "我们现在一张卡都没有，要采购服务器")
    assert "max_gpus" not in _facts(kb, "我們現在一塊顯卡也沒有，要採購伺服器")
    assert "max_gpus" not in _facts(kb, "We don't have a single GPU right now, we need to buy a server")
    # neighbours: one card as the limit, one card owned, one refused before a cap
    assert _facts(kb, "只用一张卡")["max_gpus"] == 1
    assert _facts(kb, "我们只有一张卡，要再买服务器")["max_gpus"] == 1
    assert _facts(kb, "Not one GPU, we can go up to 4, but no more than 4.")["max_gpus"] == 4


def test_one_card_asked_about_as_an_option_is_no_cap(kb):
    # 115 c9: "or should we buy one card" read At most GPUs: 1
    said = "Is renting a cloud GPU 24/7 the right approach or should we buy one card and host it in our own rack"
    assert "max_gpus" not in _facts(kb, said)
    assert "max_gpus" not in _facts(kb, "是租云GPU划算，还是买一张卡放自己机房？")
    assert "max_gpus" not in _facts(kb, "Rent or buy? Or should I just buy a single GPU")
    # neighbours: a purchase of one card decided
    assert _facts(kb, "We'll buy one card.")["max_gpus"] == 1
    assert _facts(kb, "算了，还是买一张卡吧。")["max_gpus"] == 1


def test_a_queues_wait_is_no_days_of_use(kb):
    # 115 c4: "the queue is about 12 days right now" read Days: 12
    assert "days" not in _facts(kb, "My lab has its own 4x A100 40GB box but the queue is about 12 days right now")
    assert "days" not in _facts(kb, "There's a 10-day queue on the cluster, so I'd rather rent")
    assert "days" not in _facts(kb, "学校集群排队要 12 天，想租卡")
    # neighbours: days of use said apart stay
    assert _facts(kb, "I need it for 12 days")["days"] == 12
    assert _facts(kb, "The queue is short, we need the cards for 12 days")["days"] == 12


def test_an_amount_glossed_in_dollars_is_one_budget(kb):
    # 115 c3b: "45 million dong a month, which is roughly 1,700 USD" asked the dong's rate; with --fx, two budgets
    said = "budget is 45 million dong a month, which is roughly 1,700 USD. Same Qwen3-14B support bot."
    p = _read(kb, said)
    assert _dollars(p.facts) == (1700, "USD", "month") and "budget" not in unresolved_kinds(p)
    p = _read(kb, said, rates={"VND": 1 / 26300})
    assert _dollars(p.facts) == (1711, "USD", "month") and not p.conflicts and not p.unresolved
    assert _dollars(_facts(kb, "预算每月 500 万韩元，约合 3,600 美元")) == (3600, "USD", "month")
    assert _dollars(_facts(kb, "budget is 5 million won a month, i.e. ~3,600 USD")) == (3600, "USD", "month")
    p = _read(kb, "budget is 1,500 EUR a month (about $1,620)", rates={"EUR": 1.08})
    assert _dollars(p.facts) == (1620, "USD", "month") and not p.conflicts
    # neighbours: dollars for something else are no gloss; the amount with no rate is still asked about
    p = _read(kb, "budget is 45 million dong a month, 1,700 USD for the cards")
    assert "budget" in unresolved_kinds(p)
    assert "budget" in unresolved_kinds(_read(kb, "budget 500 EUR a month or $600 if we must"))
