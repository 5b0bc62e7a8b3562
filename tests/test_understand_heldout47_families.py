"""The families of phrasing heldout47 exposed — money approved for a machine; a firm's own functions and a lab's
staff; a business's page on a messaging app; a CUDA workshop taught; two models on either side of a spaced dash;
tile textures counted as images; the cheapest refused for speed; a purchase refused as a proposal; Markdown bold
around a refusal; a preemption that did harm; money earmarked or for the GPUs only — in both languages and in
wordings beyond the batch's, so that the family is what is read, not the batch's rows."""

from __future__ import annotations

import pytest

import knowledge
from advisor_tui.understand import parse


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


def _facts(kb, text):
    return parse(text, kb).facts


@pytest.mark.parametrize("said", ["老板批了买机器的钱，8 万以内", "公司批了买服务器的预算，10 万以内"])
def test_money_approved_for_a_machine_is_a_purchase_total(kb, said):
    f = _facts(kb, said)
    assert f.get("procure") == "buy" and f["budget"].unit == "total"


@pytest.mark.parametrize("said", ["our legal team says no providers based in mainland china",
                                  "our compliance department requires EU hosting",
                                  "for the ~40 scientists in our Cambridge, MA lab, internal only",
                                  "qwen3 8b 做客服，给我们口腔诊所的小程序用", "领导说先看看大概要多少钱再批"])
def test_a_firm_s_own_people_make_the_buyer_an_organisation(kb, said):
    assert _facts(kb, said).get("buyer") == "company"


def test_a_business_page_on_a_messaging_app_serves_the_public(kb):
    assert _facts(kb, "a Qwen3 14B chatbot for our company's Zalo page").get("public_service") is True
    assert _facts(kb, "an assistant on our Facebook page for customers, qwen3 8b").get("public_service") is True


@pytest.mark.parametrize("said", ["Teaching a CUDA workshop for 20 students, each needs their own GPU",
                                  "下个月办一个 CUDA 培训，20 个学员"])
def test_a_cuda_workshop_needs_cuda(kb, said):
    f = _facts(kb, said)
    assert f.get("cuda_required") is True and f.get("task") == "learn"


@pytest.mark.parametrize("said, model", [
    ("want to generate ~3,000 tile textures with SDXL — flux looked nicer but the license is a pain, so no", "sdxl"),
    ("We went with FLUX.1 schnell — dev looked nicer but guests won't wait 40 seconds", "flux.1-schnell"),
    ("We benchmarked FLUX.1 schnell vs FLUX.1 dev — dev looks nicer but is way too slow for people waiting, so "
     "schnell", "flux.1-schnell"),
])
def test_a_spaced_dash_ends_a_model_name(kb, said, model):
    assert _facts(kb, said).get("model") == model


def test_tile_textures_are_images_but_gigabytes_of_textures_are_not(kb):
    assert _facts(kb, "generate ~3,000 tile textures with SDXL").get("images") == 3000
    assert "images" not in _facts(kb, "render in Blender Cycles, scenes over 30 GB of textures")
    assert "images" not in _facts(kb, "lots of 8K textures and vegetation, Blender")


@pytest.mark.parametrize("said, priority", [("Not looking for the cheapest, we need it fast.", "speed"),
                                            ("we aren't looking for the cheapest, we need it fast", "speed"),
                                            ("looking for the cheapest option", "cost")])
def test_the_cheapest_refused_for_speed(kb, said, priority):
    assert _facts(kb, said).get("priority") == priority


def test_a_purchase_refused_as_a_proposal_is_a_rental(kb):
    u = parse("Please don't propose buying hardware — rental only.", kb)
    assert u.facts.get("procure") == "rent" and not u.conflicts


def test_markdown_bold_and_a_preemption_that_did_harm(kb):
    u = parse("Please **no** spot/preemptible instances — a preemption corrupted our checkpoint in March.", kb)
    assert u.facts.get("interruptible") is False and not u.conflicts


@pytest.mark.parametrize("said", ["Budget: the OpenCollective has $700 earmarked for this.",
                                  "we have $700 set aside for this run",
                                  "Budget is $3,000 for the GPUs only (already have the rest of the box)."])
def test_money_put_aside_is_a_total(kb, said):
    assert _facts(kb, said)["budget"].unit == "total"


def test_a_model_used_now_after_one_tried_and_the_person_s_own_card(kb):
    """#19: "试了 SD 1.5，…太假，现在用 FLUX.1 dev。自己电脑是 3060 跑不动" — the 3060 that cannot run it is the
    person's own card, not FLUX's failure; "现在用" is the model used now."""
    f = _facts(kb, "试了 SD 1.5，釉面质感太假，现在用 FLUX.1 dev。自己电脑是 3060 跑不动")
    assert f.get("model") == "flux.1-dev"


def test_pictures_for_each_item_multiply_and_a_picture_s_price_is_no_count(kb):
    f = _facts(kb, "想用 AI 给 80 款杯子做商品图，每款 5 张不同背景。另外隔壁摄影棚报价一张图 50 块，太贵了")
    assert f.get("images") == 400
    assert _facts(kb, "给 500 款产品做海报").get("images") == 500


def test_a_month_s_volume_over_the_month_s_working_days_is_one_month(kb):
    u = parse("想自己搭一套 SDXL 出图的环境，每个月大概要出 2 万张商品图，主要白天上班时间跑，一天 8 小时左右。", kb)
    assert u.facts.get("images") == 20000 and u.facts.get("days") == 22
