"""Review 77's reader findings (C09, C07, C12, C03), in wordings other than the review's: a list of the cards accepted —
a card beside a domestic maker ("只能用 H20 或者昇腾"), or two foreign cards ("only H100 or H200") — is those cards,
never the domestic maker alone; a count before 个人 ("组里 20 来个人用") is a head count, never one's own use, and a lab
or a school buying is an organisation; the data refused a community or peer-to-peer host with a verb between ("can't
go on community/peer-to-peer hosts", "不能放在个人出租/P2P 平台上") sets marketplaces aside; "满血" said of the model
served is its released precision, no quantisation, as "不要量化" reads — refused, a card's, or beside a width of the
person's own, it reads nothing."""

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


# C03: "满血版" got an INT4 what-if first — the full model at its released precision, read as "不要量化" is
@pytest.mark.parametrize("said, model", [
    ("公司要部署满血版 DeepSeek-R1，20 个人同时用，上下文 32k", "deepseek-r1"),
    ("DeepSeek-R1 满血版，给研发部 30 人用", "deepseek-r1"),
    ("要 DeepSeek-V3（满血），机房在上海", "deepseek-v3"),
    ("满血 deepseek v3 对外提供问答", "deepseek-v3"),
    ("老板让我搞个满血 ds，就是 671b 那个 R1，公司内部用", "deepseek-r1"),
    ("deepseek r1 671b 满血推理，不能断", "deepseek-r1"),
    ("公司要部署滿血版 DeepSeek-R1，同時 20 人用", "deepseek-r1"),
])
def test_full_strength_said_of_the_model_refuses_quantisation(kb, said, model):
    u = _read(kb, said)
    assert (u.facts["model"], u.facts["precision"], u.facts["no_quantization"]) == (model, "fp8", True), said
    assert any("released precision" in n.en for n in u.notes)


def test_full_strength_reads_what_no_quantisation_reads(kb):
    full = _read(kb, "国内部署 DeepSeek-R1 满血版，上下文 32k").facts
    refused = _read(kb, "国内部署 DeepSeek-R1，不要量化，上下文 32k").facts
    assert full == refused
    # a model released in BF16 keeps BF16
    qwen = _read(kb, "满血版 Qwen3-235B-A22B 部署").facts
    assert (qwen["precision"], qwen["no_quantization"]) == ("bf16", True)


@pytest.mark.parametrize("said, model", [
    ("不用满血版 r1，qwen3 32b 就行", "qwen3-32b"),
    ("不要 deepseek 满血版，太大了，就 r1 蒸馏的 32b", "deepseek-r1-distill-qwen-32b"),
    ("不是 r1 满血版，是 32b 蒸馏那个", "deepseek-r1-distill-qwen-32b"),
    ("用 DeepSeek R1 蒸馏的 70B 那个。满血的 671B 我们肯定上不起，就别考虑了。", "deepseek-r1-distill-llama-70b"),
    ("deepseek r1 满血版回答太慢了，换成蒸馏的 32b", "deepseek-r1-distill-qwen-32b"),
    ("本来想上 deepseek r1 满血的，算了下太贵，改成 qwen3 32b", "qwen3-32b"),
    ("不要满血版 R1", "deepseek-r1"),  # refused, and no other model named
    ("满血 4090 跑 deepseek r1", "deepseek-r1"),  # a card's
    ("满血版 H100 跑 deepseek r1", "deepseek-r1"),
    ("4090 满血版，跑 deepseek r1", "deepseek-r1"),
])
def test_full_strength_refused_set_aside_or_said_of_a_card_reads_nothing(kb, said, model):
    facts = _read(kb, said).facts
    assert facts["model"] == model and "no_quantization" not in facts and "precision" not in facts, said


def test_a_width_said_beside_full_strength_is_the_persons(kb):
    u = _read(kb, "满血版 R1 的 int4 量化版，部署在国内")
    assert u.facts["precision"] == "int4" and "no_quantization" not in u.facts and not u.conflicts
    assert _read(kb, "4-bit 不行，质量不够，至少 FP8。DeepSeek R1 满血版").facts == {
        "task": "inference", "model": "deepseek-r1", "precision": "fp8", "no_4bit": True}
    asked = _read(kb, "DeepSeek-R1 满血版，能不能用 FP8？").facts  # asked: the what-if answers it
    assert "precision" not in asked and "no_quantization" not in asked
    said = _read(kb, "deepseek v3 满血 fp8，最多 16 卡").facts  # its own FP8, said: kept, quantisation refused
    assert (said["precision"], said["no_quantization"]) == ("fp8", True)


def test_full_strength_on_domestic_chips_leaves_the_precision_to_them(kb):
    # the chips run no FP8: the release cannot be had there (W8A8 on Ascend, review 5 F6; the one-server option
    # review 74 C8 asked for)
    facts = _read(kb, "信创项目，只能用国产卡，部署 DeepSeek-R1 满血版，内部 200 人用").facts
    assert facts["domestic_chips"] is True and "precision" not in facts and "no_quantization" not in facts
