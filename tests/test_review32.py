"""Review 32 (independent, 12 consultations written before any run): what it found, replayed."""

from __future__ import annotations

import pytest

import knowledge
from rules.job_count import of_ties
from rules.pipeline import consult

PRETRAIN_CN = {"task": "pretrain", "params_b": 7, "train_tokens": "1T", "deadline": 1440, "region": "cn"}


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


def test_a_mainland_pretraining_job_is_offered_an_onshore_cluster_of_the_fewest_nodes_in_time(kb):
    """C4: one node cannot meet 60 days; the only plan was 64 × MI300X rented in the US. The cluster
    what-if reaches as many nodes as the deadline needs, onshore first, and no more nodes than that."""
    # (review 79 C08: the cluster no longer waits in a what-if — it is the answer, the one node the what-if)
    r = consult(PRETRAIN_CN, kb)
    assert any(w.change == {"max_gpus": 8} for w in r.what_if)
    w = r.picks[0]
    assert kb.card(w.card).ecosystem == "cuda" and w.offer.region == "cn"
    assert w.gpus % 8 == 0 and 8 < w.gpus < 128  # whole nodes, only as many as the deadline needs
    assert w.job.wall_hours <= 1440


def test_a_what_if_rented_abroad_for_a_mainland_job_says_the_data_crosses_the_border(kb):
    r = consult({**PRETRAIN_CN, "vendors": "amd"}, kb)
    top = r.picks[0]
    assert top.card == "mi300x" and top.gpus > 8
    assert any("rented only outside mainland China" in w.text.en for w in top.why)
    assert {"rocm-ecosystem", "cross-border-latency"} <= {c.id for c in r.caveats}


def test_counts_costing_the_same_stay_on_one_node_unless_a_deadline_needs_more():
    wall = {1: 80.0, 4: 20.0, 8: 10.0, 16: 5.0, 64: 1.25}
    rows = [(n,) for n in wall]
    assert of_ties(rows, lambda r: wall[r[0]])[0] == 4  # within a day: the fewest
    slow = {n: w * 30 for n, w in wall.items()}
    assert of_ties(rows, lambda r: slow[r[0]])[0] == 8  # past a day: the soonest on one node
    assert of_ties([(16,), (64,)], lambda r: slow[r[0]])[0] == 16  # past a node: the fewest nodes given


def test_people_who_each_need_a_gpu_are_priced_one_set_each(kb):
    """M2 (c09): "a 6-person team. Each person needs their own GPU" was one RTX 5090, every figure 6 × low.
    The picks are one person's, within their share of the budget; the answer says what all six take."""
    from advisor_tui.understand.read import parse
    from rules.facts import resolve, with_changes

    said = "Hi, we're a 6-person ML research team in Toronto. Each person needs their own GPU for daily dev work."
    assert dict(parse(said, kb, strict=True, today="2026-12-03").facts)["seats"] == 6
    facts = resolve({"task": "lora", "params_b": 13, "region": "intl", "budget": "60000/total USD",
                     "procure": "buy", "seats": 6}, kb)
    assert facts.budget.amount == 10000 and facts.budget.shared_by == 6
    assert with_changes(facts, kb, precision="int4").budget.amount == 10000  # a what-if does not split it again
    r = consult(facts, kb)
    enough = next(p for p in r.picks if "enough" in p.roles)
    line = r.answer[1].en
    assert line.startswith("For all 6 people, one set each: 6 × ")
    assert f"{enough.purchase.total_display * 6:,.0f}" in line and "$60,000 in all" in line


def test_a_video_service_launched_for_users_in_china_is_public_and_sized_for_its_peak(kb):
    """C1 / M3 (c07): the daily volume was one month's batch on 2 × A800 (1,160 days), the 300-an-hour peak was
    dropped, and the service for users in China carried no filing caveat."""
    from advisor_tui.understand.read import parse

    said = ("您好，我们是一家做短视频的公司，想上线一个文生视频服务，用 Wan2.1-14B 生成 720p、5 秒的视频，"
            "每天大概 2000 条，高峰每小时 300 条，用户都在国内，机器也必须放在国内，要合规。")
    facts = dict(parse(said, kb, strict=True, today="2026-12-03").facts)
    assert facts["public_service"] is True and facts["requests_per_day"] == 2000
    assert facts["rps"] == pytest.approx(300 / 3600, rel=1e-4) and "videos" not in facts
    internal = dict(parse("下周上线一个内部问答服务，员工用户大概 50 人", kb, strict=True, today="2026-12-03").facts)
    assert "public_service" not in internal


def test_a_tts_job_beside_the_one_sized_is_said_not_dropped(kb):
    """M4 (c12): "另外还想用 CosyVoice 做 TTS，每天生成 200 小时语音" vanished without a word."""
    from advisor_tui.understand.read import parse

    u = parse("要用 Whisper large-v3 做课程录音转写，每天大概 5000 小时音频；"
              "另外还想用 CosyVoice 做 TTS，每天生成 200 小时语音。", kb, strict=True, today="2026-12-03")
    assert dict(u.facts)["model"] == "whisper-large-v3"
    assert any("speech synthesis" in n.text("en") and "CosyVoice" in n.text("en") for n in u.notes)


def test_a_bot_said_to_run_all_day_is_not_offered_two_hours_and_a_tiny_load_hears_its_options(kb):
    """M5 (c08): a Discord bot of ~50 messages a day for $20 a month heard only 'int4, 2 h a day'."""
    from advisor_tui.understand.read import parse

    said = "cheapest way to run llama 3.1 8b for my discord bot? ~50 msgs a day, $20/month max"
    facts = dict(parse(said, kb, strict=True, today="2026-12-03").facts)
    assert facts["requests_per_day"] == 50 and facts["hours_per_day"] == 24
    r = consult({**facts, "budget": "20/month USD", "region": "intl"}, kb)
    assert not r.picks
    assert all(w.change.get("hours_per_day", 24) >= 24 for w in r.what_if)
    assert any("hosted API billed per token" in line.en for line in r.answer)


def test_a_yearly_budget_beside_a_purchase_is_said_not_dropped(kb):
    """M1 (c05): '预算一年 50 万' beside a 信创 purchase with no dated price vanished from the answer."""
    r = consult({"model": "qwen3-32b", "region": "cn", "domestic_chips": True, "procure": "buy", "buyer": "company",
                 "concurrency": 30, "budget": "41666.67/month CNY"}, kb, what_if=False)
    assert "¥500,000 over 12 months" in r.answer[0].en and "cannot be checked" in r.answer[0].en
    priced = consult({"model": "qwen3-32b", "region": "intl", "procure": "buy", "budget": "3000/month USD"}, kb,
                     what_if=False)
    assert "months of your $3,000 a month ($36,000 over 12 months)" in priced.answer[0].en
