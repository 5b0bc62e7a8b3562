"""Review 77's reader findings (C09, C07, C12), in wordings other than the review's: a list of the cards accepted —
a card beside a domestic maker ("只能用 H20 或者昇腾"), or two foreign cards ("only H100 or H200") — is those cards,
never the domestic maker alone; a count before 个人 ("组里 20 来个人用") is a head count, never one's own use, and a lab
or a school buying is an organisation; the data refused a community or peer-to-peer host with a verb between ("can't
go on community/peer-to-peer hosts", "不能放在个人出租/P2P 平台上") sets marketplaces aside."""

from __future__ import annotations

import datetime

import pytest

from advisor_tui.understand import merge, parse

TODAY = datetime.date(2026, 12, 5)
H20_OR_DOMESTIC = "h20,h20-141g,ascend-910b,ascend-910c"


def _read(kb, text):  # (kb: the session's, tests/conftest.py)
    return parse(text, kb, strict=True, today=TODAY)


# C09: a card and a domestic maker, "only" before or after them, with or without "别的卡一律不考虑"
@pytest.mark.parametrize("said, cards", [
    ("集团规定只能上 H20 或者昇腾的卡，部署 Qwen3-32B，同时 20 个请求", H20_OR_DOMESTIC),
    ("领导交代只能用 H20 或昇腾。部署 Qwen3-32B，同时 20 个请求，租云", H20_OR_DOMESTIC),
    ("只能用 H20 或者昇腾，其他的一律不考虑，跑 qwen3 32b", H20_OR_DOMESTIC),
    ("單位規定只能用 H20 或者昇騰，別的卡一律不考慮，部署 qwen3 32b", H20_OR_DOMESTIC),
    ("H20、昇腾都可以，别的不考虑，部署 qwen3 32b", H20_OR_DOMESTIC),
    ("只能采购 A800 或者华为的卡，跑 qwen3 14b 推理", "a800-80g,ascend-910b,ascend-910c"),
    ("We can only use H20s or Huawei Ascend, serving qwen3 32b for 20 users", H20_OR_DOMESTIC),
    ("Policy: A800s or Huawei cards, nothing else. Serving qwen3 14b", "a800-80g,ascend-910b,ascend-910c"),
    ("Our rules limit us to the A800 or Huawei chips; serving qwen3 14b", "a800-80g,ascend-910b,ascend-910c"),
    ("we can only rent an A800 or Huawei Ascend cards for qwen3 14b", "a800-80g,ascend-910b,ascend-910c"),
    ("Procurement allows only the H20 or Ascend — serving qwen3 32b", H20_OR_DOMESTIC),
])
def test_a_card_or_a_domestic_maker_is_that_card_and_the_domestic_chips(kb, said, cards):
    u = _read(kb, said)
    facts = dict(merge({}, u))
    assert facts.get("only_cards") == cards, facts
    assert facts.get("compliance") is True
    assert not {"vendors", "cuda_required", "domestic_chips"} & set(facts), facts


# C09: two foreign cards, "only" around them — each card's family ("H100" is the PCIe and the SXM one)
@pytest.mark.parametrize("said, cards", [
    ("只能用 A800 或者 H20，跑 qwen3 32b 推理", "a800-80g,h20,h20-141g"),
    ("僅限 A800 或 H20，部署 qwen3 32b", "a800-80g,h20,h20-141g"),
    ("only H100s or H200s for us, serving llama 3.1 70b", "h100-pcie,h100-sxm,h200"),
    ("serving llama 3.1 70b on A100 or H100 only", "a100-40g,a100-80g-pcie,a100-80g-sxm,h100-pcie,h100-sxm"),
])
def test_two_foreign_cards_said_as_the_only_ones_are_those_cards(kb, said, cards):
    u = _read(kb, said)
    facts = dict(merge({}, u))
    assert facts.get("only_cards") == cards, facts
    assert not {"vendors", "cuda_required", "compliance"} & set(facts), facts
    assert not [x for x in u.unresolved if x.kind == "card"]  # not "only one card is wanted"


@pytest.mark.parametrize("said", [
    "能不能只用 H20 或者昇腾？跑 qwen3 32b",  # asked, not said
    "租 A100 或者 H100 都行，跑 qwen3 32b",  # either would do: nothing refused
    "Should we only use H100 or H200 for llama 3.1 70b?",
    "只能用 A800 或者 H20 吗？跑 qwen3 32b",
])
def test_a_list_asked_about_or_merely_acceptable_limits_no_cards(kb, said):
    assert "only_cards" not in _read(kb, said).facts


def test_only_h20_or_ascend_is_answered_from_those_cards_alone(kb):
    # without the tail, the list was dropped and an A800 picked (review 77 C09)
    from rules.pipeline import consult

    u = _read(kb, "部署 Qwen3-32B 做内部问答，上下文 32k，同时 20 个请求。只能用 H20 或者昇腾。北京机房，先看租云")
    r = consult(dict(merge({}, u)), kb)
    assert r.picks and all(p.card in H20_OR_DOMESTIC.split(",") for p in r.picks)
    assert "only-cards" in {w.rule for x in r.rejected if x.card == "a800-80g" for w in x.why}


# C07: a count before 个人 is the people who use it; a lab, a group or a school buying is an organisation
@pytest.mark.parametrize("said, users", [
    ("高校课题组想自己买两张卡，组里 20 来个人用，跑 qwen3 14b", 20),
    ("课题组买卡，大概 10 来个人用，跑 qwen3 14b 推理", 10),
    ("學校實驗室想自己買卡，組裡 10 來個人用，跑 qwen3 14b", 10),
    ("学校采购一台服务器，二三十个人用，跑 qwen3 32b", 30),
    ("Our research group wants to buy two GPUs; about 10 people will use it for qwen3 14b", 10),
])
def test_a_head_count_before_ge_ren_is_people_and_the_lab_is_an_organisation(kb, said, users):
    u = _read(kb, said)
    assert u.facts.get("buyer") == "company", u.facts
    assert u.users() == users


def test_ones_own_use_stays_an_individual(kb):
    assert _read(kb, "我自己个人用，跑 qwen3 8b").facts.get("buyer") == "individual"


# C12: a community or peer-to-peer host refused with a verb between
@pytest.mark.parametrize("said", [
    "Clinic records must not run on community or peer-to-peer (P2P) hosts; LoRA of qwen3 8b, $500 total",
    "LoRA of qwen3 8b on our support tickets. The data can't go on P2P/community hosts.",
    "LoRA of qwen3 8b; the dataset shouldn't touch peer-to-peer marketplaces",
    "Fine-tune qwen3 8b with LoRA; our files are not allowed to be hosted on community GPU hosts",
    "qwen3 8b 做 LoRA 微调，病历数据不能放在个人出租/P2P 平台上",
    "qwen3 8b 做 LoRA 微调，資料不能放到 P2P 算力平台",
    "qwen3 8b 做 LoRA 微调，数据不能跑在社区/个人出租的机器上",
])
def test_a_peer_to_peer_host_refused_with_a_verb_between_sets_marketplaces_aside(kb, said):
    assert _read(kb, said).facts.get("no_marketplace") is True


def test_a_community_word_without_a_host_refuses_nothing(kb):
    said = "LoRA of qwen3 8b; the notes can't go to community college students"
    assert "no_marketplace" not in _read(kb, said).facts


def test_a_full_finetune_with_data_kept_in_its_country_reads_whole(kb):
    u = _read(kb, "Kuala Lumpur medtech. Full fine-tune (every weight, no LoRA) of Qwen3-8B on 40k anonymised "
                  "discharge summaries, each roughly 3k tokens, 3 epochs. It has to finish within 36 hours of "
                  "starting. The records must stay in Malaysia and cannot run on peer-to-peer or community hosts. "
                  "Budget up to USD 2,500 for the whole run.")
    facts = u.facts
    assert facts["task"] == "full-finetune" and facts["model"] == "qwen3-8b"
    assert facts["samples"] == 40000 and facts["tokens_per_sample"] == 3000 and facts["epochs"] == 3
    assert facts["deadline"] == 36 and facts["no_marketplace"] is True
    assert (facts["budget"].amount, facts["budget"].currency, facts["budget"].unit) == (2500, "USD", "total")
    assert u.implied().get("data_in") == "Malaysia"
