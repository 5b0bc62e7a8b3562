"""Mid-range GeForce cards (blind review: a student's '想买一张二手显卡跑 SDXL……预算 5000 块以内' got a
2021-MSRP RTX 3080 Ti over budget and an RTX 5090, because the catalogue had no mid-range card).

The RTX 3060 12GB, RTX 4060 Ti 16GB and RTX 5060 Ti 16GB load with their sources and launch
prices, on the GeForce basis (dense FP16 with FP32 accumulate at half the FP16-accumulate rate),
and the SDXL questions now get a card within the budget."""

from __future__ import annotations

import json

import pytest

import knowledge
from advisor_tui.cli import main
from knowledge import purchase_prices
from knowledge.match import resolve_card
from rules.pipeline import consult

NEW = {
    # id: (VRAM GB, GB/s, dense FP16 FP32-acc, sparse, FP8 dense or None, FP32, W, fp8 support, launch USD)
    "rtx-3060-12g": (12, 360, 25.5, 51, None, 12.7, 170, "weight-only", 329),
    "rtx-4060ti-16g": (16, 288, 44.1, 88.3, 88.3, 22.1, 165, "native", 499),
    "rtx-5060ti-16g": (16, 448, 47.4, 94.9, 94.9, 23.7, 180, "native", 429),
}

STUDENT = "想买一张二手显卡跑 Stable Diffusion XL 出图，顺便训练 LoRA，预算 5000 块以内"


@pytest.fixture(scope="module")
def base():
    return knowledge.load(user_file=False)


@pytest.mark.parametrize("card_id", sorted(NEW))
def test_the_specs_load_with_their_sources(base, card_id):
    vram, bw, fp16, sparse, fp8, fp32, watts, fp8_support, _usd = NEW[card_id]
    c = base.cards_by_id[card_id]
    assert (c.vram_gb, c.bandwidth_gbs, c.fp16_tflops, c.fp16_sparse_tflops, c.fp8_tflops, c.fp32_tflops,
            c.tdp_w) == (vram, bw, fp16, sparse, fp8, fp32, watts)
    assert c.card_class == "consumer" and c.vendor == "nvidia" and c.market == "global"
    assert c.fp8 == fp8_support and c.bf16 and not c.ecc
    assert c.interconnect == "pcie" and c.max_pool_gpus == 1
    # not export-restricted: TPP far under 4,800, the same derivation as the RTX 3090's
    assert c.china_status == "available" and c.china_status_source == "tomshardware-tpp-2024"
    for sid in (*c.source, *c.capability_source, c.china_status_source):
        assert sid in base.sources_by_id, sid
    # every spec source names where it is and what it says
    for sid in c.source:
        s = base.sources_by_id[sid]
        assert s.covers and (s.url or s.id.startswith("nvidia-"))
    assert c.notes and c.notes.en and c.notes.zh and "derived" in c.notes.en


def test_geforce_tensor_figures_are_the_fp32_accumulate_half_of_nvidias_numbers(base):
    """NVIDIA's 353 'tensor TFLOPs' (4060 Ti) and 759 AI TOPS (5060 Ti) are sparse FP8 / FP4 with
    FP16 accumulate; the record keeps dense FP16 with FP32 accumulate, as for the 4090 and 5090."""
    cards = base.cards_by_id
    assert cards["rtx-4060ti-16g"].fp16_tflops == pytest.approx(353 / 8, abs=0.05)
    assert cards["rtx-5060ti-16g"].fp16_tflops == pytest.approx(759 / 16, abs=0.05)
    assert cards["rtx-5090"].fp16_tflops == pytest.approx(3352 / 16, abs=0.05)  # the same basis
    # NVIDIA's '101 tensor-TFLOPs' for the 3060: sparse, FP16 accumulate = 4 × the dense FP32-accumulate figure
    assert cards["rtx-3060-12g"].fp16_tflops * 4 == pytest.approx(101, rel=0.02)
    for cid in NEW:
        assert cards[cid].fp16_sparse_tflops == pytest.approx(2 * cards[cid].fp16_tflops, abs=0.15)


@pytest.mark.parametrize("card_id", sorted(NEW))
def test_each_has_a_dated_sourced_launch_price(base, card_id):
    rows = [r for r in purchase_prices.load() if r.card == card_id]
    assert len(rows) == 1
    row = rows[0]
    assert (row.price, row.currency, row.kind, row.buys, row.region) == (NEW[card_id][-1], "USD", "msrp", "card",
                                                                         "intl")
    # the launch coverage it cites is dated the day the price was announced
    assert base.sources_by_id[row.source].as_of == row.as_of


@pytest.mark.parametrize("said, card_id", [("4060ti", "rtx-4060ti-16g"), ("4060 Ti 16G", "rtx-4060ti-16g"),
                                            ("3060 12G", "rtx-3060-12g"), ("RTX 3060", "rtx-3060-12g"),
                                            ("5060 Ti 16GB", "rtx-5060ti-16g")])
def test_the_names_people_use_find_the_card(base, said, card_id):
    found, _candidates = resolve_card(base, said)
    assert found and found.id == card_id


def test_the_students_sdxl_question_gets_a_card_within_5000_yuan(capsys):
    assert main(["--lang", "zh", "recommend", "--json", "--say", STUDENT]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["facts"]["procure"] == "buy" and data["facts"]["region"] == "cn"
    first = data["picks"][0]
    assert first["card"] in NEW
    buy = first["purchase"]
    assert buy["fits_budget"] and buy["display_currency"] == "CNY" and buy["total_display"] <= 5000
    # neither the over-budget 3080 Ti nor an export-restricted 5090 is what it is told to buy
    assert not {p["card"] for p in data["picks"]} & {"rtx-3080ti", "rtx-5090"}


def test_an_sdxl_lora_buyer_abroad_with_600_dollars_gets_a_card_that_fits():
    r = consult({"model": "sdxl", "task": "lora", "procure": "buy", "buyer": "individual", "region": "intl",
                 "budget": "600/total USD"}, what_if=False)
    assert r.picks and r.picks[0].card in NEW
    # the 16 GB Blackwell card is both cheaper and faster than the 16 GB Ada one
    assert r.picks[0].card == "rtx-5060ti-16g"


@pytest.mark.parametrize("said, held", [("我有一张 4060ti 8G，能跑 SDXL 吗", "RTX 4060 Ti 16GB"),
                                        ("I have an RTX 5060 Ti 8GB, can it run SDXL?", "RTX 5060 Ti 16GB")])
def test_the_8gb_variant_is_not_answered_as_the_16gb_card(base, said, held):
    """The bare names resolve to the 16 GB cards ('4060ti'), but NVIDIA sells 8 GB ones under the same names: an
    owner of one must not be told it holds 16 GB. It is said to be another card, not held here."""
    from advisor_tui.understand import parse

    u = parse(said, base, strict=True, today="2026-12-06")
    assert not [c for c in u.mentioned_cards if c.card in NEW]
    assert any(f"only the 16 GB NVIDIA GeForce {held} is in the knowledge base, not a 8 GB one" in n.en
               for n in u.notes)
    # the real 16 GB one, and a larger memory than any sold (review 46 C10), keep their readings
    assert parse("I have a 4060 Ti 16GB, can it train an SDXL LoRA?", base, strict=True,
                 today="2026-12-06").mentioned_cards[0].card == "rtx-4060ti-16g"
    big = parse("an RTX 5090 48GB at 0.80 USD per hour for llama 3.3 70b int4", base, strict=True, today="2026-12-06")
    assert big.mentioned_cards[0].card == "rtx-5090" and any("none is sold with 48 GB" in n.en for n in big.notes)
