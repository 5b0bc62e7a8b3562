"""Review 113's readings (a blind reviewer's ten consultations, /work/review113-out): each family a real user's other
phrasings share with the reviewed message, with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on, run_cli

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def test_hours_of_audio_corrected_keep_the_later(kb):
    """C9-1: "roughly 18,000 hours … No wait, make that 22,000 hours" was left a conflict."""
    said = ("digitising 30 years of Peruvian community radio: roughly 18,000 hours of Spanish and Quechua audio to "
            "transcribe with Whisper large-v3. No wait, make that 22,000 hours, we found more tapes.")
    u = _read(kb, said)
    assert u.facts["audio_hours"] == 22000 and not u.conflicts
    assert _facts(kb, "roughly 18,000 hours of audio for Whisper — no wait, 22,000.")["audio_hours"] == 22000
    assert _facts(kb, "about 2k hours of recordings, sorry, 2.5k, whisper large v3")["audio_hours"] == 2500
    assert _facts(kb, "大概 300 小时录音，用 whisper 转写，不对，是 600 小时")["audio_hours"] == 600
    # neighbours: one figure stays; a later figure of another thing is no correction of the hours
    assert _facts(kb, "300 hours of audio with whisper, 3 weeks, budget $500")["audio_hours"] == 300
    assert _facts(kb, "500 hours of audio for whisper, no wait, 3 weeks to do it")["audio_hours"] == 500


def test_an_archives_age_is_no_days_of_use(kb):
    """C9-1: "30 years of Peruvian community radio" read as 10,950 days ("invalid days")."""
    for said in ("We're digitising 30 years of Peruvian community radio with Whisper large-v3, 18,000 hours.",
                 "We have 20 years of regional newspapers to OCR with Qwen2.5-VL 7B.",
                 "40 years of local public radio tapes, 9,000 hours, whisper large-v3"):
        u = _read(kb, said)
        assert "days" not in u.facts and not any(x.kind == "days" for x in u.unresolved), said
    # neighbours: how long the machine is used for still reads
    assert _facts(kb, "we need the server for 2 years, Qwen3 8B")["days"] == 730
    assert _facts(kb, "Qwen3 8B for 3 years of use")["days"] == 1095


def test_a_rate_said_by_an_iso_code_that_is_a_word(kb):
    """C9-1 / M14: "total budget 6,000 soles (1 USD = 3.75 PEN)" left the budget unplaced."""
    said = "Whisper large-v3, total budget 6,000 soles (1 USD = 3.75 PEN)."
    assert budget_of(_facts(kb, said)) == (1600, "USD", "total")
    assert budget_of(_facts(kb, "Whisper, budget 6,000 PEN in total, 1 USD = 3.75 PEN."))[0] == 1600
    assert budget_of(_facts(kb, "Qwen3 8B serving, budget 23,000 RON total, we use 1 USD = 4.6 RON."))[0] == 5000
    assert budget_of(_facts(kb, "Whisper, 6,900 BOB in total, 1 USD = 6.9 BOB."))[0] == 1000
    # M14's other half: a TWD amount at the person's rate
    assert budget_of(_facts(kb, "預算新台幣50萬，1 美元約 32 新台幣，跑 Qwen3-32B。"))[0] == 15625
    # neighbours: the word alone is no currency; no rate leaves the amount unplaced
    assert "budget" not in _facts(kb, "a pen and 3 notebooks, Whisper large-v3 on 200 hours")
    u = _read(kb, "Whisper large-v3, total budget 6,000 soles.")
    assert "budget" not in u.facts and any(x.kind == "budget" for x in u.unresolved)


def test_a_place_with_accents_is_read_whole(kb):
    """M12: "the personal data must stay in Türkiye" was cut to "T" and the residency did not fire."""
    u = _read(kb, "Llama 3.3 70B serving. By KVKK the personal data must stay in Türkiye.")
    assert u.residency.endswith("Türkiye") and u.facts["region"] == "intl"
    assert _read(kb, "Whisper large-v3, 100 hours. The recordings must stay in Curaçao.").residency.endswith(
        "Curaçao")
    assert _read(kb, "Qwen3 8B. Customer data must stay in São Paulo.").residency.endswith("São Paulo")
    for said in ("We are a hotel in Curaçao, Qwen3 8B.", "A school in Réunion, Qwen3 8B.",
                 "Our lab in Kraków, Qwen3 8B LoRA.", "We're a startup in Türkiye, Qwen3 8B."):
        assert _facts(kb, said)["region"] == "intl", said
    # neighbours: a reunion is a gathering; the mainland stays the mainland
    assert "region" not in _facts(kb, "We have a family reunion next week, Qwen3 8B for the photo captions")
    assert _facts(kb, "Data must stay in China, Qwen3 8B.")["region"] == "cn"


def test_quantised_widths_refused_as_a_list(kb):
    """M13: "No FP8 or 4-bit, keep it bf16 please" read a precision conflict (and "No FP8 or 4-bit." int4)."""
    u = _read(kb, "Llama 3.3 70B. No FP8 or 4-bit, keep it bf16 please.")
    assert not u.conflicts and u.facts["precision"] == "bf16" and u.facts["no_quantization"] is True
    for said in ("Llama 3.3 70B. No FP8 or 4-bit.", "Llama 3.3 70B, neither FP8 nor INT4.",
                 "Llama 3.3 70B, no fp8/int8/4-bit, bf16 only", "Llama 3.3 70B. fp8 和 int4 都不要，就用 bf16。",
                 "Llama 3.3 70B，不要 fp8 也不要 int4"):
        facts = _facts(kb, said)
        assert facts["no_quantization"] is True and facts.get("precision", "bf16") == "bf16", said
    # neighbours: 4-bit kinds alone leave 8-bit open; a width allowed beside stays; a choice between is no refusal
    assert _facts(kb, "Llama 3.3 70B, no int4 or AWQ.")["no_4bit"] is True
    assert "no_quantization" not in _facts(kb, "Llama 3.3 70B, no int4 or AWQ.")
    facts = _facts(kb, "Llama 3.3 70B, FP8 is fine, no 4-bit or AWQ.")
    assert facts["precision"] == "fp8" and "no_quantization" not in facts
    assert "no_quantization" not in _facts(kb, "Llama 3.3 70B in fp8 or int4, whichever is cheaper.")


def test_strangers_hosts_refused_with_a_word_between(kb):
    """M8: "customer data should not sit on random community hosts" left no_marketplace false."""
    for said in ("Qwen3-14B LoRA. Customer data should not sit on random community hosts.",
                 "Qwen3-14B LoRA, nothing on sketchy community GPUs please",
                 "Qwen3-14B LoRA, no community cloud.",
                 "Qwen3-14B LoRA，数据不能放在别人家的显卡上"):
        assert _facts(kb, said)["no_marketplace"] is True, said
    # a stranger's home rig refused is no individual buyer
    for said in ("Qwen3-14B LoRA, it must not run on someone's home rig",
                 "Qwen3-14B LoRA, not on some hobbyist's gaming PC."):
        facts = _facts(kb, said)
        assert facts["no_marketplace"] is True and "buyer" not in facts, said
    # neighbours: community hosts allowed; a community of people; one's own home rig stays the person's
    assert "no_marketplace" not in _facts(kb, "Qwen3-14B LoRA, community hosts are fine, cheapest please")
    assert "no_marketplace" not in _facts(kb, "We digitise community radio, Whisper large-v3, 100 hours")
    assert "no_marketplace" not in _facts(kb, "Qwen3 8B bot for our Discord community, 50 users")
    assert _facts(kb, "Qwen3-14B LoRA on my home rig, no community cloud")["buyer"] == "individual"


def test_office_hours_beside_hours_of_audio(kb):
    """C8-1: "We'd use it during office hours only" beside "10 hours of audio a week" was priced 24 h a day."""
    said = ("One machine in the office for Qwen3-14B plus Whisper large-v3 (maybe 10 hours of audio a week). "
            "We'd use it during office hours only, about 5 people at once.")
    facts = _facts(kb, said)
    assert facts["hours_per_day"] == 9 and facts["days"] == 22
    assert _facts(kb, "Qwen3 8B for 5 people during business hours, plus 40 hours of recordings a month to "
                      "transcribe.")["hours_per_day"] == 9
    # neighbours: hours of use said still win over office hours
    assert _facts(kb, "Qwen3 8B for 5 people, office hours only, 10 hours a day.")["hours_per_day"] == 10
    assert _facts(kb, "Qwen3 8B for 5 people, office hours, 8am to 4pm.")["hours_per_day"] == 8


def test_a_whole_machines_money_or_new_cards_are_a_purchase(kb):
    """C8-3 / C2-3: "€9,000 is for the whole PC", "預算…1.5萬美元（整台含CPU、記憶體）… 要買新卡有原廠保固" read
    no purchase (the latter a monthly $15,000 and a rental)."""
    assert _facts(kb, "Qwen3-14B for 5 people. 9,000 EUR is for the whole PC, 1 EUR = 1.08 USD.")["procure"] == "buy"
    facts = _facts(kb, "Qwen3-14B for 5 people. Budget 3,000 USD for the whole machine.")
    assert facts["procure"] == "buy" and budget_of(facts) == (3000, "USD", "total")
    facts = _facts(kb, "還是 Qwen3-32B，內部 RAG。預算換算大約1.5萬美元（整台含CPU、記憶體）。")
    assert facts["procure"] == "buy" and budget_of(facts) == (15000, "USD", "total")
    assert _facts(kb, "Qwen3-32B，要買新卡有原廠保固。")["procure"] == "buy"
    u = _read(kb, "Qwen3-32B，10個人同時用，要買新卡有原廠保固，資料不能上雲。")
    assert u.facts["procure"] == "buy" and u.implied().get("no_rental") is True
    # neighbours: a rental's price for a whole machine; new cards refused
    assert "procure" not in _facts(kb, "Qwen3-32B, we pay $2/hr for the whole machine")
    assert _facts(kb, "Qwen3-32B，整机月租 6 万")["budget"].unit == "month"
    assert "procure" not in _facts(kb, "Qwen3-32B，整机预算每月 2 万")
    assert _facts(kb, "想自己攒一台跑 SDXL，整机预算 6000 以内")["procure"] == "buy"
    assert "procure" not in _facts(kb, "Qwen3-32B，不要买新卡，二手的就行")
    assert "procure" not in _facts(kb, "手里还有 40 张 3090。不想再花钱买新卡了。qwen2.5 14b")


def test_models_asked_about_together_are_one_boxs(capsys, monkeypatch):
    """C8-3: "Could we do Qwen3-14B + Whisper large-v3 + bge-m3 on a single RTX 5090 instead" kept Qwen3-14B alone
    (the others taken as options asked about) and the 5090 as a card owned."""
    said = ("Follow-up from the Cork accounting firm: renting is not an option at all, data stays on site. Office "
            "hours only, 9 hours a day, weekdays. Could we do Qwen3-14B + Whisper large-v3 + bge-m3 on a single "
            "RTX 5090 instead, with FP8 for the LLM? €9,000 is for the whole PC, under a desk, 5 people at once. "
            "1 EUR = 1.08 USD.")
    out = run_cli(capsys, monkeypatch, "recommend", "--say", said, today="2026-12-07")
    assert "Models on one box: Qwen3-14B + Whisper large-v3 + BGE-M3" in out
    assert "Rent or buy: buy the hardware" in out and "your card" not in out
    # neighbour: a model asked about in a question of its own is still another option
    out = run_cli(capsys, monkeypatch, "recommend", "--say", "Qwen3-14B for 5 people, budget $2,000 a month. "
                  "Also, would Qwen3-32B fit on the same budget?", today="2026-12-07")
    assert "asked about as another option" in out


def test_a_university_group_restated_buys(kb):
    """M1: "论文比较长 … 还是合肥高校课题组" read an individual buyer from "论文"."""
    said = "Qwen2.5-7B 继续预训练，论文比较长，想用8k上下文训练。还是合肥高校课题组，一次性经费五万左右。"
    assert _facts(kb, said)["buyer"] == "company"
    assert _facts(kb, "Qwen2.5-7B LoRA，语料是论文，我们是某大学的实验室。")["buyer"] == "company"
    assert _facts(kb, "Qwen2.5-7B LoRA for a paper. We are a university research group.")["buyer"] == "company"
    # neighbours: a student's thesis alone is the student's; a firm working for a group names no buyer
    assert _facts(kb, "Qwen2.5-7B 微调，写论文用，我是研二学生。")["buyer"] == "individual"
    assert "buyer" not in _facts(kb, "帮高校课题组做的外包项目，Qwen2.5-7B")


def test_a_card_set_apart_for_another_part_is_no_cap(kb):
    """M6: "CosyVoice2 我們自己會另外放一張卡" read max_gpus 1."""
    for said in ("Qwen3-8B 改写句子，尖峰同時 40 路。CosyVoice2 我們自己會另外放一張卡。",
                 "Qwen3-8B 改写句子，40 路并发，TTS 单独用一张卡。",
                 "Qwen3-8B serving, 40 users. The TTS gets a separate GPU."):
        assert "max_gpus" not in _facts(kb, said), said
    # neighbours: one card for the whole job stays a cap
    assert _facts(kb, "Qwen3-8B serving, 40 users, one card only.")["max_gpus"] == 1
    assert _facts(kb, "Qwen3-8B，40 路，只用一张卡。")["max_gpus"] == 1
    assert _facts(kb, "Qwen3-8B，40 路，我们自己用一张卡。")["max_gpus"] == 1


def test_a_weekly_batch_said_with_a_future_verb(kb):
    """M9: "every week we'll generate about 5,000 images … budget is 60,000 JPY a month" was priced as one run."""
    said = ("Also this won't be one-off after all: every week we'll generate about 5,000 images for events, so "
            "budget is 60,000 JPY a month (1 USD = 150 JPY). FLUX.1-schnell.")
    facts = _facts(kb, said)
    assert facts["images"] == 5000 and round(facts["runs_per_month"], 2) == 4.29
    assert _facts(kb, "every month we will render about 300 clips with Wan 2.1")["runs_per_month"] == 1
    assert round(_facts(kb, "Every week we generate about 5,000 images with FLUX.1-schnell.")["runs_per_month"],
                 2) == 4.29
    # neighbours: a one-off count, and a week said as the deadline, recur no runs
    assert "runs_per_month" not in _facts(kb, "We'll generate about 5,000 images with FLUX.1-schnell.")
    assert "runs_per_month" not in _facts(kb, "We'll generate about 5,000 images with FLUX.1-schnell within a week.")
