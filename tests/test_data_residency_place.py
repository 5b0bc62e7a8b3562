"""Where data must stay is read whole and in the words' own script: "資料唔可以離開香港" is Hong Kong (a residency, not
only "no mainland sellers"), "must stay in Hong Kong" is not "Hong" (review 98 c03)."""

from __future__ import annotations

import pytest

import knowledge
from advisor_tui.understand import parse


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


@pytest.mark.parametrize(("said", "place"), [
    ("病人資料唔可以離開香港", "香港"),
    ("啲錄音要留喺香港", "香港"),
    ("用户数据不能离开新加坡", "新加坡"),
    ("patient data must stay in Hong Kong", "Hong Kong"),
    ("customer data has to stay in New Zealand, 20 users on qwen3 8b", "New Zealand"),
    ("our data must remain in South Korea", "South Korea"),
])
def test_the_place_is_read_whole(kb, said, place):
    got = parse(said, kb).implied()
    assert got.get("data_in") == place
    # Hong Kong sets no seller aside: the mainland-owned clouds have regions there (review 99 c05)
    assert got.get("no_mainland_sellers") is (None if place in ("香港", "Hong Kong") else True)


@pytest.mark.parametrize("said", ["客戶資料唔可以出香港", "data must stay in Hong Kong", "数据只能留在香港"])
def test_a_hong_kong_residency_keeps_the_clouds_with_a_region_there(kb, said):
    u = parse(said, kb)
    assert "no_mainland_sellers" not in u.implied() and "no_mainland_sellers" not in u.facts
    assert any("cn-hongkong" in n.en and "ap-east-1" in n.en for n in u.notes)


def test_hong_kong_with_no_mainland_clouds_said_still_sets_them_aside(kb):
    u = parse("伺服器要喺香港，唔用內地雲", kb)
    assert u.facts.get("no_mainland_sellers") is True


def test_mainland_china_is_no_place_to_keep_data_abroad(kb):
    assert "data_in" not in parse("数据不能离开中国大陆，国内租卡", kb).implied()


@pytest.mark.parametrize("said", ["transcribe 40,000 hours with whisper large-v3. EU data, no Chinese clouds.",
                                  "qwen3 8b for our support team, EU-only data"])
def test_eu_data_said_tersely_is_a_residency(kb, said):
    """Review 100 c02: "EU data, no Chinese clouds" went unsaid — no residency, no GDPR note."""
    u = parse(said, kb)
    assert u.residency and any("GDPR" in n.en for n in u.notes)


def test_eu_data_as_a_subject_is_no_residency(kb):
    assert not parse("we fine-tune on EU data protection rulings, qwen3 8b lora", kb).residency


@pytest.mark.parametrize(("said", "place"), [
    ("we're in Germany, EU only", "EU"), ("EU only", "EU"), ("Germany. EU-only, please", "EU"),
    ("US only", "US"), ("Serve Qwen3 8B to 20 users. We are in Austria, EU only.", "EU"),
])
def test_a_place_said_as_the_only_one_is_where_the_machines_must_be(kb, said, place):
    # (the fiftieth session's TUI pass: "we're in Germany, EU only" under "Where will it run?" kept only "outside
    # mainland China", and the faster pick was a peer-to-peer marketplace's)
    got = parse(said, kb).implied()
    assert got.get("data_in") == place and got.get("no_mainland_sellers") is True


@pytest.mark.parametrize("said", ["we sell to customers in the EU only and love it", "only US customers for now",
                                  "EU only customers, budget $500 a month"])
def test_only_inside_a_clause_about_something_else_is_no_hosting_rule(kb, said):
    assert "data_in" not in parse(said, kb).implied()


def test_the_interview_region_answer_keeps_the_limit(kb):
    from advisor_tui import replies
    from advisor_tui.interview import flow

    raw = {"task": "lora", "model": "llama-3.1-8b"}
    reply = replies.read_reply(flow.question("region", raw, kb), "we're in Germany, EU only", raw, kb)
    assert reply.facts["region"] == "intl" and reply.facts["data_in"] == "EU"
    assert reply.facts["no_mainland_sellers"] is True
