"""The knowledge base holds what the seeds say: complete tables, ids, sources and dates."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

import pytest

DESIGN_CARD_IDS = """rtx-3080ti rtx-3090 rtx-4090 rtx-4090d rtx-4090-48g rtx-5090 rtx-a5000 rtx-a6000
rtx-6000-ada rtx-pro-6000 l4 l20 l40s a40 a10 t4 v100 p40 a100-40g a100-80g-pcie a100-80g-sxm
a800-80g h100-pcie h100-sxm h200 h20 h20-141g b200 b300 mi300x ascend-910b ascend-910c""".split()

REQUIRED_MODELS = """llama-2-7b llama-2-13b llama-2-70b llama-3.1-8b llama-3.1-70b llama-3.1-405b
llama-3.2-1b llama-3.2-3b llama-3.3-70b qwen2.5-7b qwen2.5-14b qwen2.5-32b qwen2.5-72b qwen3-4b
qwen3-8b qwen3-14b qwen3-32b qwen3-30b-a3b qwen3-235b-a22b deepseek-v3 deepseek-r1
deepseek-r1-distill-qwen-7b deepseek-r1-distill-qwen-32b gpt-oss-20b gpt-oss-120b mistral-7b mistral-7b-v0.1
mixtral-8x7b mixtral-8x22b gemma-2-9b gemma-2-27b gemma-3-12b gemma-3-27b glm-4-9b yi-34b phi-4
sd-1.5 sdxl flux.1-dev flux.1-schnell flux.2-klein-9b wan2.1-1.3b wan2.1-14b hunyuanvideo
whisper-large-v3""".split()

# seed 000, "单位成本排序" and the VRAM-tier table: card → (month ₮, week ₮, VRAM, seed FP16, ₮/GB)
SEED_000 = {
    "a40": (319, 95, 48, 37, "6.65"), "rtx-a6000": (389, 115, 48, 77, "8.10"),
    "mi300x": (1699, 489, 192, 1307, "8.85"), "rtx-a5000": (219, 65, 24, 54, "9.13"),
    "l4": (239, 72, 24, 121, "9.96"), "rtx-3090": (249, 75, 24, 71, "10.38"),
    "a100-80g-pcie": (899, 269, 80, 312, "11.24"), "rtx-6000-ada": (579, 169, 48, 91, "12.06"),
    "l40s": (649, 189, 48, 362, "13.52"), "a100-80g-sxm": (1099, 319, 80, 312, "13.74"),
    "rtx-4090": (369, 109, 24, 82, "15.38"), "rtx-5090": (499, 149, 32, 105, "15.59"),
    "h200": (2599, 739, 141, 989, "18.43"), "h100-pcie": (1549, 449, 80, 756, "19.36"),
    "b200": (3899, 1099, 180, 2250, "21.66"), "h100-sxm": (1899, 549, 80, 989, "23.74"),
}
# seed 000: per-TFLOPS month cost as printed (its TFLOPS column, mixed bases)
SEED_000_PER_TFLOPS = {"a40": "8.62", "rtx-a6000": "5.05", "mi300x": "1.30", "rtx-a5000": "4.06",
                       "l4": "1.98", "rtx-3090": "3.51", "a100-80g-pcie": "2.88",
                       "rtx-6000-ada": "6.36", "l40s": "1.79", "a100-80g-sxm": "3.52",
                       "rtx-4090": "4.50", "rtx-5090": "4.75", "h200": "2.63",
                       "h100-pcie": "2.05", "b200": "1.73", "h100-sxm": "1.92"}
# seed 002 (CloudGPU, 2026-10-23): card → USD per hour
SEED_002 = {"rtx-3090": 0.21, "rtx-4090": 0.33, "rtx-5090": 0.59, "rtx-4090-48g": 0.65,
            "a800-80g": 1.09, "a100-80g-pcie": 1.49, "h20": 1.29}


def half_up(value: float) -> str:
    return str(Decimal(str(value)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def test_every_design_card_id_exists(kb):
    missing = [cid for cid in DESIGN_CARD_IDS if cid not in kb.cards_by_id]
    assert not missing


def test_required_models_exist(kb):
    assert not [mid for mid in REQUIRED_MODELS if mid not in kb.models_by_id]
    assert sum(1 for m in kb.models if m.kind == "llm") >= 30


@pytest.mark.parametrize("card_id", sorted(SEED_000))
def test_seed_000_price_table_is_complete(kb, card_id):
    month, week, vram, _tf, per_gb = SEED_000[card_id]
    offers = [o for o in kb.offers_for(card_id) if o.provider == "seed000-host"]
    by_unit = {o.unit: o for o in offers if o.gpus == 1}
    assert by_unit["month"].price == month and by_unit["week"].price == week
    assert all(o.currency == "T-CREDIT" and o.source == "seed-000" for o in offers)
    assert kb.card(card_id).vram_gb == vram
    assert half_up(month / vram) == per_gb


def test_seed_000_per_tflops_table_reproduces_from_recorded_seed_figures(kb):
    for card_id, expected in SEED_000_PER_TFLOPS.items():
        card = kb.card(card_id)
        figures = [f.value for f in card.other_figures
                   if f.source == "seed-000" and f.field == "fp16_tflops"]
        tflops = figures[0] if figures else card.fp16_tflops
        assert tflops == SEED_000[card_id][3], card_id
        assert half_up(SEED_000[card_id][0] / tflops) == expected, card_id


def test_seed_000_multipliers(kb):
    host = kb.provider("seed000-host")
    assert {(m.gpus, m.factor) for m in host.multipliers} >= {(2, 1.98), (4, 3.92), (8, 7.6)}
    assert host.min_billing_hours == 168  # weekly is the shortest period
    # seed 000: 2 × A100 SXM = 1,099 × 1.98 = ₮2,176 ; 8 × H100 SXM = 1,899 × 7.6 = ₮14,432
    assert round(1099 * 1.98) == 2176 and round(1899 * 7.6) == 14432


def test_seed_002_seven_rows(kb):
    rows = [o for o in kb.offers if o.provider == "cloudgpu"]
    assert len(rows) == 7
    assert {o.card: o.price for o in rows} == SEED_002
    assert all(o.as_of == "2026-10-23" and o.currency == "USD" and o.unit == "hour"
               for o in rows)


def test_seed_001_tables_present(kb):
    compshare = {(o.card, o.unit): o.price for o in kb.offers if o.provider == "ucloud-compshare"}
    assert compshare[("rtx-4090", "hour")] == 1.98 and compshare[("h20", "month")] == 4500
    host = [o for o in kb.offers if o.provider == "ucloud-gpu-host" and o.card == "rtx-4090"]
    assert any(o.price == 1212 and "promo" in o.flags for o in host)
    aliyun = {o.card: o for o in kb.offers if o.provider == "aliyun" and o.unit == "hour"
              and o.currency == "CNY"}
    assert aliyun["l20"].price == 20.18 and aliyun["l20"].basis == "whole-machine"
    assert all(o.as_of == "2026-09-04" for o in kb.offers if o.source == "seed-001")


def test_every_offer_has_source_and_date(kb):
    for offer in kb.offers:
        assert offer.source in kb.sources_by_id
        assert offer.as_of == "unknown" or len(offer.as_of) == 10


def test_currencies_never_mix_credits_with_money(kb):
    assert {"USD", "CNY", "T-CREDIT"} <= set(kb.currencies_by_code)
    assert not [r for r in kb.rates if "T-CREDIT" in (r.base, r.quote)]
    assert kb.rate("USD", "CNY") is not None


def test_disagreeing_seed_figures_are_kept(kb):
    figures = {(f.source, f.value) for f in kb.card("rtx-4090").other_figures
               if f.field == "fp16_tflops"}
    assert ("seed-000", 82) in figures and ("seed-002", 165) in figures
    assert kb.card("rtx-4090").fp16_tflops == pytest.approx(165.2, abs=0.5)


def test_faq_is_bilingual_and_large(kb):
    assert len(kb.faq) >= 40
    assert all(e.question.en and e.question.zh and e.answer.en and e.answer.zh for e in kb.faq)


def test_mainland_status_follows_seed_001(kb):
    for cid in ("h20", "ascend-910b", "ascend-910c", "a800-80g", "rtx-4090d", "l20"):
        assert kb.card(cid).china_status == "compliant-preferred", cid
    for cid in ("h100-sxm", "h200", "a100-80g-sxm", "b200", "mi300x"):
        assert kb.card(cid).china_status == "export-restricted", cid


def test_every_prequantized_checkpoint_is_sourced_and_says_whose_it_is(kb):
    """A launch line loads these by name: each names a dated source with an address, is a format the launch code
    maps (fp8; int4 as AWQ or GPTQ; int8 as GPTQ), belongs to one model, and says truly whether the model's
    publisher made it (third_party: RedHatAI, hugging-quants) — a third-party one is loaded only where needed."""
    from rules.checkpoint_ref import model_ref

    seen: dict[str, str] = {}
    for model in kb.models:
        for q in model.prequantized:
            src = kb.sources_by_id[q.source]
            assert src.url and src.as_of, (model.id, q.repo)
            assert q.format in ("fp8", "int4", "int8"), (model.id, q.repo)
            assert seen.setdefault(q.repo, model.id) == model.id, q.repo
            weights = model_ref(kb, model, serving=True)
            if "/" in weights and not weights.startswith("<") and weights not in {p.repo for p in model.prequantized}:
                assert (q.repo.split("/")[0] != weights.split("/")[0]) == q.third_party, (model.id, q.repo)
    assert len(seen) >= 50


def test_a_cards_cooling_is_sourced_and_the_server_pcie_cards_are_passive(kb):
    """Review 97 c08: a passively cooled card is ruled out of an office box (rules.base.cooling) — only where its
    maker's brief or datasheet says so; a card not checked carries no cooling."""
    sources = {s.id for s in kb.sources}
    cooled = {c.id: c for c in kb.cards if c.cooling is not None}
    for card in cooled.values():
        assert card.cooling_source in sources, card.id
    for card_id in ("h100-pcie", "l40s", "l40", "a40", "a100-80g-pcie", "l4"):
        assert cooled[card_id].cooling == "passive"
    assert cooled["rtx-6000-ada"].cooling == "active"
    assert all(c.form_factor == "pcie" for c in cooled.values())
