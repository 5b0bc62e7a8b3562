"""heldout94's families (its English chat rows C12–C20): readings a real user's other phrasings share with the batch's
rows, each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, budget_or_none, read_on, unresolved_kinds

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def test_a_count_taken_back_after_a_trailing_off(kb):
    said = "Train YOLO11m on ~6,500 labelled photos, 200 epochs… no, 150 is plenty."
    assert _facts(kb, said)["epochs"] == 150
    assert _facts(kb, "Train YOLO11m, 200 epochs... no, 150.")["epochs"] == 150
    assert _facts(kb, "LoRA on Qwen3 8B, rank 32… no, 16.")["lora_rank"] == 16
    assert _facts(kb, "SDXL, about 3,000 images… no, 2,000.")["images"] == 2000
    # neighbours: a "no" that takes back no figure keeps the first; a figure of another kind corrects nothing
    assert _facts(kb, "LoRA on Qwen3 8B, rank 32... no idea about the rest.")["lora_rank"] == 32
    assert _facts(kb, "Train YOLO11m, 200 epochs, 150 photos.")["epochs"] == 200


def test_a_business_said_by_its_trade_at_the_start(kb):
    assert _facts(kb, "Maracaibo, Venezuela. Small shop repairing oil-field pumps. We want Qwen2.5 14B.")[
        "buyer"] == "company"
    assert _facts(kb, "Family bakery making sourdough for cafés. We want SDXL pictures.")["buyer"] == "company"
    assert _facts(kb, "Puerto Ayora, Galápagos (Ecuador) — dive and cruise operator. We want a chatbot.")[
        "buyer"] == "company"
    assert _facts(kb, "Tour operator in Cusco. We want a chatbot.")["buyer"] == "company"
    assert _facts(kb, "Stanley, Falkland Islands — small conservation trust. We want to train YOLO11m.")[
        "buyer"] == "company"
    # neighbours: a person's job, a family's money, a studio's work and a business dealt with name no buyer
    assert "buyer" not in _facts(kb, "Lagos — camera operator. I want to run SDXL.")
    assert "buyer" not in _facts(kb, "Leeds — trust fund kid, bored. Want to run SDXL.")
    assert "buyer" not in _facts(kb, "Studio recording sessions need transcribing, about 40 hours.")
    assert "buyer" not in _facts(kb, "I booked a dive operator in Cozumel and want to caption the photos.")


def test_a_currency_by_its_country_or_at_par_with_another(kb):
    said = "Llama 3.1 8B summaries. BBD 1,200 a month; we use 2 Barbados dollars to the US dollar."
    assert budget_of(_facts(kb, said)) == (600, "USD", "month")
    said = ("Train YOLO11m. FKP 950 total — the Falklands pound is at par with sterling, and we use 1.26 dollars to "
            "the pound.")
    assert budget_of(_facts(kb, said)) == (1197, "USD", "total")
    said = "Train YOLO11m. 950 Falkland pounds total, pegged 1:1 to sterling; we use 1.26 dollars to the pound."
    assert budget_of(_facts(kb, said)) == (1197, "USD", "total")
    # neighbours: no par said, or no rate for sterling, leaves the amount asked about, never dollars
    for said in ("Train YOLO11m. FKP 950 total; we use 1.26 dollars to the pound.",
                 "Train YOLO11m. FKP 950 total — the Falklands pound is at par with sterling.",
                 "Translate manuals with Qwen2.5 14B. We can pay around 90,000 bolívares."):
        p = _read(kb, said)
        assert budget_or_none(p.facts) is None and "budget" in unresolved_kinds(p)
    assert budget_of(_facts(kb, "Qwen2.5 14B. VES 90,000 total, at 45 bolívares to the dollar.")) == (
        2000, "USD", "total")


def test_internal_test_data_names_no_audience(kb):
    said = ("We want a LoRA on Qwen3 8B for support replies: ~36.5k chat transcripts, about 2.5k of them are internal "
            "test chats we'll drop.")
    f = _facts(kb, said)
    assert f["samples"] == 34000 and "public_service" not in f
    assert "public_service" not in _facts(kb, "LoRA on Qwen3 8B, 36k chats; we'll drop the internal test accounts.")
    said = "用 Qwen3 8B 做 LoRA：3.6 万条客服对话，其中 2500 条是内部测试对话，去掉。"
    assert "public_service" not in _facts(kb, said)
    # neighbours: a service for the firm's own people is still internal
    assert _facts(kb, "Qwen3 8B answering internal chats from our engineers, 20 at once.")["public_service"] is False
    assert _facts(kb, "Qwen3 8B chat assistant, internal use only, 30 at once.")["public_service"] is False
    assert _facts(kb, "Qwen3 8B 给内部测试团队用")["public_service"] is False


def test_one_item_dropped_said_in_the_singular(kb):
    said = ("We need Wan2.1 14B clips for a folk-dance festival: 14 ensembles, 3 clips each, 5 seconds, 720p, plus 4 "
            "clips for the opening. One ensemble pulled out, leave it out.")
    assert _facts(kb, said)["videos"] == 43
    assert _facts(kb, "SDXL: 30 properties, 4 images each. One property was withdrawn.")["images"] == 116
    assert _facts(kb, "SDXL: 20 dishes, 3 images each. A dish was removed from the menu.")["images"] == 57
    festival = "用 Wan2.1 14B 给民族舞节做视频：14 个舞团，每个 3 条，5 秒 720p。"
    assert _facts(kb, festival + "有 1 个舞团退出了。")["videos"] == 39
    # neighbours: an item that stays, or one added, takes nothing off
    assert _facts(kb, "Wan2.1 14B clips: 14 ensembles, 3 clips each. One ensemble will dance twice.")["videos"] == 42
    assert _facts(kb, "SDXL: 20 dishes, 3 images each. A new dish was added.")["images"] == 60
    assert _facts(kb, festival + "有 1 个舞团改到明年。")["videos"] == 42


def test_recordings_done_by_a_team_named_at_length(kb):
    said = ("We need ~3,000 recorded support calls transcribed, about 6 minutes each; the QA team alredy did 400 of "
            "them by hand, skip those.")
    assert _facts(kb, said)["audio_hours"] == 260
    said = "About 900 hours of calls to transcribe; our night shift QA team already did 100 of them, so skip those."
    assert _facts(kb, said)["audio_hours"] == 800
    said = ("~1,000 recorded calls to transcribe, about 6 minutes each; the QA team allready transcribed 200 of them, "
            "skip those.")
    assert _facts(kb, said)["audio_hours"] == 80
    # neighbour: done before but wanted again takes nothing off
    said = ("~1,000 recorded calls to transcribe with Whisper, about 6 minutes each; the QA team already did 400 of "
            "them by hand, and we want those redone too.")
    assert _facts(kb, said)["audio_hours"] == 100


def test_a_batch_said_by_the_summaries_it_makes(kb):
    said = ("Every Sunday night we want Llama 3.1 8B to turn the week's patient feedback forms into short coded "
            "summaries: ~1,800 forms, ~700 tokens in and ~150 tokens out each.")
    f = _facts(kb, said)
    assert (f["generate_tokens"], f["runs_per_month"]) == (270000, 30 / 7)
    said = "Llama 3.1 8B summaries: ~1,800 documents, ~700 tokens in and ~150 tokens out each."
    assert _facts(kb, said)["generate_tokens"] == 270000
    # neighbours: with no batch said, a count and a length are no job; fewer than a batch's items are none
    assert "generate_tokens" not in _facts(kb, "Llama 3.1 8B: ~1,800 forms, ~150 tokens out each.")
    assert "generate_tokens" not in _facts(kb, "Llama 3.1 8B summaries: 12 documents, ~150 tokens out each.")


def test_pictures_counted_three_deep(kb):
    said = ("We want FLUX.1 schnell mock-ups: 18 sections, 6 costume designs per section, 2 angles each, plus 10 "
            "images for the band-launch poster. Wait — two of the sections merged, so 16 sections. Cheapest rental.")
    assert _facts(kb, said)["images"] == 202
    assert _facts(kb, "FLUX.1 schnell: 18 sections, 6 designs each, 2 images per design.")["images"] == 216
    said = "FLUX.1 schnell: 18 sections, 6 designs per section, 2 angles each. Sorry, make that 20 sections."
    assert _facts(kb, said)["images"] == 240
    said = "Wan2.1 14B clips: 12 venues, 3 stages each, 2 clips per stage, plus 4 clips for the opening."
    assert _facts(kb, said)["videos"] == 76
    # neighbours: two factors, or a third of another kind, are media.py's lots; another count after no recount
    assert _facts(kb, "FLUX.1 schnell: 18 sections, 6 designs per section.")["images"] == 108
    assert _facts(kb, "FLUX.1 schnell: 18 sections, 6 designs per section, 5 seconds each.")["images"] == 108
    said = "FLUX.1 schnell: 18 sections, 6 designs per section, 2 angles each. Wait — so 5 designs left in one."
    assert _facts(kb, said)["images"] == 216
