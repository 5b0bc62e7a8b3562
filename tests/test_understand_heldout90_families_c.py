"""heldout90's families (its English chat messages, C11–C20): readings a real user's other phrasings share with the
batch's rows, each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def test_more_currencies_at_the_persons_own_rate(kb):
    said = "Rent, spot is fine. LRD 190,000 total; we use 190 Liberian dollars to the US dollar."
    assert budget_of(_facts(kb, said)) == (1000, "USD", "total")
    assert budget_of(_facts(kb, "BZ$1,000 total — it's 2 Belize dollars to 1 US, fixed.")) == (500, "USD", "total")
    assert budget_of(_facts(kb, "HTG 196,500 all in, at 131 gourdes per dollar.")) == (1500, "USD", "total")
    assert budget_of(_facts(kb, "KWD 24,560 all in, we use 0.307 dinar per dollar.")) == (80000, "USD", "total")
    assert budget_of(_facts(kb, "SCR 28,000 a month, at 14 rupees to the dollar.")) == (2000, "USD", "month")
    assert budget_of(_facts(kb, "Budget 45,850 Haitian gourdes total, 131 gourdes to the dollar.")) == (
        350, "USD", "total")
    assert _facts(kb, "KM 900 max, I count 1.8 marks to the dollar.")["budget"].amount == 500
    # neighbours: no rate said is asked about, never dollars; a bare rupee stays India's; 900 km is a distance
    assert "budget" not in _facts(kb, "The budget is 45,000 gourdes total, no rate yet.")
    assert "budget" not in _facts(kb, "LRD 190,000 total.")
    assert budget_of(_facts(kb, "Budget 24,900 rupees a month, 83 rupees to the dollar.")) == (
        300, "USD", "month")
    assert budget_of(_facts(kb, "We drive 900 km a week; budget $500 total.")) == (500, "USD", "total")
    assert "budget" not in _facts(kb, "Budget is 900 KM total, 1.8 marks to the dollar.")
    # "to 1 US": the dollar's bare US only after the one
    assert "budget" not in _facts(kb, "BZ$1,000 total, 2 Belize dollars to us is what the bank said.")


def test_spot_given_a_verdict_is_refused(kb):
    said = "Qwen2.5 7B for a WhatsApp line. Rent in Miami or Toronto; spot's no good, it has to stay up."
    assert _facts(kb, said)["interruptible"] is False
    assert _facts(kb, "Qwen2.5 7B chat bot. Spot is no good.")["interruptible"] is False
    assert _facts(kb, "Qwen2.5 7B chat bot. Preemptible instances won't work for us.")["interruptible"] is False
    assert _facts(kb, "Qwen2.5 7B 客服，抢占式不靠谱。")["interruptible"] is False
    # neighbours: a good verdict, or another way refused, leaves spot allowed
    assert _facts(kb, "Qwen2.5 7B chat bot. Spot is good enough.")["interruptible"] is True
    assert _facts(kb, "Qwen2.5 7B chat bot. Spot would work.")["interruptible"] is True
    assert _facts(kb, "Qwen2.5 7B chat bot. Spot is fine, on-demand is no good for us.")["interruptible"] is True


def test_any_one_of_the_public_by_who_they_are(kb):
    said = ("We want a WhatsApp line where any farmer can ask about paddy prices, drying schedules and pest alerts "
            "— no sign-up. Qwen2.5 7B should be enough.")
    assert _facts(kb, said)["public_service"] is True
    assert _facts(kb, "Qwen2.5 7B bot, any customer can chat with it.")["public_service"] is True
    assert _facts(kb, "Qwen2.5 7B 客服，任何农户都能直接问。")["public_service"] is True
    assert _facts(kb, "Qwen2.5 7B 导购，所有顾客都能用。")["public_service"] is True
    # neighbours: the firm's own people, a question, a denial
    assert "public_service" not in _facts(kb, "Qwen2.5 7B bot, any employee can ask it.")
    assert "public_service" not in _facts(kb, "Qwen2.5 7B bot. Can any customer ask it directly?")
    assert "public_service" not in _facts(kb, "Qwen2.5 7B bot, not any customer can ask, only account holders.")
    assert "public_service" not in _facts(kb, "Qwen2.5 7B 助手，任何员工都能问。")
    assert "public_service" not in _facts(kb, "Qwen2.5 7B 助手，不是任何顾客都能问。")


def test_a_bare_rate_up_to_or_sized_for(kb):
    said = ("Qwen2.5 7B bot. Around 3,000 messages a day in harvest season, up to about 120 a minute when prices "
            "drop, so size for that.")
    f = _facts(kb, said)
    assert (f["rps"], f["requests_per_day"]) == (2, 3000)
    assert _facts(kb, "Qwen2.5 7B bot. About 3,000 a day, 120 a minute, so size for that.")["rps"] == 2
    # neighbours: money a minute is no rate; a count a minute with no rise or size said stays unread
    assert "rps" not in _facts(kb, "Qwen2.5 7B bot, up to $120 a minute.")
    assert "rps" not in _facts(kb, "Qwen2.5 7B bot. Around 3,000 messages a day; it answers about 2 a second.")


def test_a_couple_of_grand(kb):
    said = "Qwen2.5 7B bot. We can do a couple of grand a month (US dollars — the grant is in USD)."
    assert budget_of(_facts(kb, said)) == (2000, "USD", "month")
    assert budget_of(_facts(kb, "Qwen2.5 7B bot. We can do a couple of grand total.")) == (2000, "USD", "total")
    # neighbours: a few is vague; grandparents are no money
    assert "budget" not in _facts(kb, "Qwen2.5 7B bot. We can do a few grand a month.")
    assert "budget" not in _facts(kb, "Qwen2.5 7B bot, a couple of grandparents use it.")


def test_a_share_dropped_right_after_the_count(kb):
    said = ("Want to QLoRA Llama 3.1 8B on our chat logs: ~64.5k converstions, 4.5k were spam and got dropped, "
            "about 350 tokens each.")
    f = _facts(kb, said)
    assert (f["samples"], f["tokens_per_sample"]) == (60000, 350)
    assert _facts(kb, "LoRA on 20,000 rows, 3,000 are duplicates we removed, ~800 tokens each.")["samples"] == 17000
    assert _facts(kb, "QLoRA on ~64.5k convesrations, about 350 tokens each.")["samples"] == 64500
    # neighbours: a share kept, or said not to be dropped, takes nothing off
    assert _facts(kb, "LoRA on 20,000 rows, 3,000 are duplicates but we kept them, ~800 tokens each.")[
        "samples"] == 20000
    assert _facts(kb, "LoRA on 20,000 rows, 3,000 were not dropped, ~800 tokens each.")["samples"] == 20000


def test_a_share_in_the_totals_unit_in_its_next_clause(kb):
    said = ("Media NGO in Yangon. We have ~1,100 hours of Burmese radio interviews; 300 hours were already transcibed "
            "by volunteers, so skip those. Whisper large-v3 for a first pass.")
    assert _facts(kb, said)["audio_hours"] == 800
    said = "Whisper large-v3: about 500 hours of lectures, 80 hours were already transcribed last year."
    assert _facts(kb, said)["audio_hours"] == 420
    # neighbours: a share with nothing set aside, or not yet done, takes nothing off
    said = "Whisper large-v3: about 500 hours of lectures, 80 hours were recorded in English."
    assert _facts(kb, said)["audio_hours"] == 500
    said = "Whisper large-v3: about 500 hours of lectures; 80 hours were not transcribed yet."
    assert _facts(kb, said)["audio_hours"] == 500


def test_clips_plus_a_lot_for_another_purpose(kb):
    said = ("I'd like short moving clips made from our reef photos for Instagram: 25 dive sites, 2 clips each, plus 6 "
            "for the shop itself. 5 seconds each, 480p is plenty. Wan2.1 1.3B.")
    f = _facts(kb, said)
    assert (f["videos"], f["clip_seconds"]) == (56, 5)
    assert _facts(kb, "Wan2.1 1.3B clips: 25 dive sites, 2 clips each, plus 6 more. 5 seconds each.")["videos"] == 56
    assert _facts(kb, "Wan2.1 1.3B 短视频：25 个潜点，每个 2 条，另外 6 条给店铺做宣传。每条 5 秒。")["videos"] == 56
    # neighbours: one more for each item, or a share for retries, adds no lot
    said = "Wan2.1 1.3B clips: 25 dive sites, 2 clips each, plus 1 for each site's map. 5 seconds each."
    assert _facts(kb, said)["videos"] == 50
    said = "Wan2.1 1.3B clips: 25 dive sites, 2 clips each. 5 seconds each, plus 20% for retries."
    assert _facts(kb, said)["videos"] == 50


def test_more_places_abroad_and_a_group_of_hotels(kb):
    said = "We're a small NGO in Cap-Haïtien translating leaflets into Haitian Creole. LoRA Gemma 3 12B."
    assert _facts(kb, said)["region"] == "intl"
    assert _facts(kb, "我们在海地做公共卫生。LoRA Gemma 3 12B。")["region"] == "intl"
    assert _facts(kb, "Solo dev in Sarajevo. Full fine-tune of Qwen3 0.6B.")["region"] == "intl"
    f = _facts(kb, "Small hotel group on Mahé, Seychelles. We want a guest assistant. Gemma 3 27B.")
    assert (f["region"], f["buyer"]) == ("intl", "company")
    # neighbours: a language is no place, 沿海地区 is no Haiti, a research group names no buyer
    assert "region" not in _facts(kb, "We translate leaflets into Haitian Creole. LoRA Gemma 3 12B.")
    assert "region" not in _facts(kb, "我们在沿海地区做公共卫生。LoRA Gemma 3 12B。")
    assert "buyer" not in _facts(kb, "Research group in Sarajevo. Gemma 3 27B.")


def test_a_shippers_papers_are_a_batchs_items(kb):
    said = ("We want to batch-read ~9,000 scaned bills of lading with Qwen2.5-VL 7B into JSON: each one ~1,200 tokens "
            "in with the image, ~300 out. One-off, spot is fine. Budget's around 180,000 vatu.")
    u = _read(kb, said)
    assert (u.facts["generate_tokens"], u.facts["input_tokens"], u.facts["output_tokens"]) == (2700000, 1200, 300)
    assert "budget" in {x.kind for x in u.unresolved}  # (vatu with no rate: asked, never dollars)
    said = "用 Qwen2.5-VL 7B 识别 9000 份运单，每份输入 1200 token，输出 300 token。"
    assert _facts(kb, said)["generate_tokens"] == 2700000
    # neighbour: bills paid are money, no batch
    assert "generate_tokens" not in _facts(kb, "Qwen2.5 7B chat bot. We pay 9,000 bills a month, each about $300.")
