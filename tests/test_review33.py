"""Review 33 (independent, 12 consultations written before any run): what it found, replayed."""

from __future__ import annotations

import pytest

import knowledge
from advisor_tui.understand.read import parse
from rules.pipeline import consult


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


AVATARS = ("Hi, we run an AI avatar app on AWS A10G instances and the bill is too high. We generate about 400,000 "
           "images per day with SDXL at 1024x1024, 30 steps. Evening peak in the US is roughly 3x the average rate.")


def test_an_avatar_app_with_a_peak_said_as_a_multiple_is_a_service_sized_for_it(kb):
    """C1 (c07): 400k images a day and a 3 × peak was one month's batch on 8 × RTX 4090 (55 days)."""
    facts = dict(parse(AVATARS, kb, strict=True, today="2026-12-03").facts)
    assert "images" not in facts and facts["requests_per_day"] == 400000
    assert facts["rps"] == pytest.approx(3 * 400000 / 86400, rel=1e-4)
    r = consult({**facts, "region": "intl"}, kb, what_if=False)
    enough = next(p for p in r.picks if "enough" in p.roles)
    assert enough.job.kind == "media-service" and enough.gpus_in_all >= 40
    # M8: a consumer service abroad is not rented from a mainland-oriented seller of unknown hosting
    assert enough.offer.provider != "cloudgpu"


def test_buy_or_rent_is_answered_with_the_cheapest_rental_and_a_budget_without_a_period_is_the_total(kb):
    """C3 (c05): the rent side was the purchase pick's own rent (¥416k a month at Alibaba Cloud) where 8 × H20 96GB
    rent for ¥36k, and the ¥1M budget was read as a month's."""
    said = ("我们是深圳一家创业公司，想私有化部署 DeepSeek-R1 满血版（671B）给公司内部 200 人用，高峰大概 10 个并发，"
            "预算 100 万人民币以内，必须能开增值税专票。买还是租？")
    facts = dict(parse(said, kb, strict=True, today="2026-12-03").facts)
    assert facts["budget"].unit == "total" and facts["procure"] == "buy"
    # at 8k (a reasoning model is otherwise sized at 32,768 tokens, review 45 C10, where only the 141 GB H20 holds
    # ten sequences' replicated MLA cache and the rent side is the same card)
    r = consult({**facts, "context_tokens": 8192}, kb)
    line = next(a.en for a in r.answer if a.en.startswith("Renting instead, the cheapest plan for this job"))
    assert "months of it" in line


def test_conversations_a_day_are_a_load_not_training_samples(kb):
    """M1 (c12): '~2000 conversations/day, ~20 messages each' was a data set and the CLI exited asking for tokens
    per sample."""
    facts = dict(parse("startup here. chatbot on llama 3.1 8b, ~2000 conversations/day, ~20 messages each. "
                       "self-host or just use an API? we're in the US", kb, strict=True, today="2026-12-03").facts)
    assert facts["requests_per_day"] == 40000 and "samples" not in facts


def test_an_electricity_tariff_is_no_budget(kb):
    """M7 (c11): '€0.22/kWh' was asked about as a budget."""
    u = parse("Should we buy an 8xH200 server or rent? Our power costs €0.22/kWh.", kb, strict=True,
              today="2026-12-03")
    assert "budget" not in dict(u.facts) and not any(x.kind == "budget" for x in u.unresolved)


def test_whole_systems_a_load_takes_anyway_are_not_ranked_after_parts_sold_by_the_card(kb):
    """C2 (c11): the 8-GPU-system demotion counted GPUs by memory ('not as the 4 cards this job needs') while the
    load took 64 GPUs."""
    r = consult({"model": "qwen3-235b-a22b", "region": "intl", "rps": 50, "procure": "buy", "buyer": "company",
                 "hours_per_day": 8}, kb, what_if=False)
    h200 = next(x for x in r.rejected if x.card == "h200")
    assert not any(w.rule == "buy-baseboard" for w in h200.why)


VIDEO_BATCH = ("各位大佬求建议：公司在杭州，想用 Wan2.1 14B 批量生成 5000 条 5 秒 720p 的广告视频素材，"
               "一次性任务，两周内要做完，预算 5 万块。租什么卡合适？4090 能跑吗？")


def test_a_media_batch_is_not_capped_at_one_node_when_no_limit_was_said(kb):
    """M2 (c08): the default 8 GPUs forced 8 × MI300X abroad (ROCm, ¥33k, under 10 % slack) where 16 × A100
    onshore met the two weeks for half."""
    facts = dict(parse(VIDEO_BATCH, kb, strict=True, today="2026-12-03").facts)
    r = consult(facts, kb, what_if=False)
    enough = next(p for p in r.picks if "enough" in p.roles)
    assert kb.card(enough.card).ecosystem == "cuda" and enough.gpus > 8
    assert enough.job.wall_hours <= 0.9 * facts["deadline"]


def test_a_named_24gb_card_for_a_16_bit_video_model_hears_what_may_still_run_it(kb):
    """M3 (c08): '4090 能跑吗' heard a flat OOM; the memory note itself says FP8 and offload may run it."""
    from advisor_tui.named_cards import verdicts

    facts = dict(parse(VIDEO_BATCH, kb, strict=True, today="2026-12-03").facts)
    r = consult(facts, kb, what_if=False)
    text = verdicts(["rtx-4090"], r)[0].text.en
    assert "ruled out" in text and "FP8 weights" in text and "--precision fp8" in text


def test_a_model_deployed_in_the_firms_own_server_room_is_bought(kb):
    """Read again as an engineer: '想在自己机房部署 Qwen2.5-72B' was answered with cloud rentals at AutoDL — a server
    for one's own room is owned, as '自有机房' already was; a room named with its city stays unread (writers' rows)."""
    own = dict(parse("我们是苏州一家律所，想在自己机房部署 Qwen2.5-72B 做合同审查", kb, strict=True,
                     today="2026-12-03").facts)
    assert own["procure"] == "buy"
    city = dict(parse("机器必须在我们南京自己的机房里", kb, strict=True, today="2026-12-03").facts)
    assert "procure" not in city
