"""Review 36 (independent, 12 consultations written before any run): what it found, replayed."""

from __future__ import annotations

import pytest

import knowledge
from advisor_tui.understand.read import parse
from rules.facts import resolve
from rules.pipeline import consult


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


def _read(kb, said):
    return parse(said, kb, strict=True, today="2026-12-03")


def test_serving_our_fine_tuned_model_is_serving_at_its_line_rate(kb):
    """C1 (c06): 'our fine-tuned Llama 3.1 8B' was a LoRA job; '~2k concurrent players' a 2,048-token context;
    'Quebec Law 25 folks' a head count; '~300 NPC lines/min at peak' no rate."""
    u = _read(kb, "for the Q1 beta of Frostline we want the NPCs on our fine-tuned Llama 3.1 8B. Design says ~2k "
                  "concurrent players but only ~300 NPC lines/min at peak, prompts ~1.5k tokens, replies ~120 "
                  "tokens. Cloud, Canadian region preferred (Quebec Law 25 folks are nervous).")
    assert u.facts["task"] == "inference" and u.facts["rps"] == 5
    assert "context_tokens" not in u.facts and "concurrency" not in u.facts
    assert not any(x.kind == "concurrency" for x in u.unresolved)
    assert _read(kb, "微调好的 qwen2.5 7b 要上线，高峰每秒 3 个请求").facts["task"] == "inference"
    assert _read(kb, "we want to fine-tune Llama 3.1 8B on our tickets").facts["task"] == "lora"


def test_a_transcription_backlog_is_the_job_and_stays_off_mainland_sellers(kb, capsys):
    """C2 (c10): 'a 50,000-hour backlog of … call recordings' was dropped (1 × 3090 for 112 h, ~10 % of the job)
    and the pick was a mainland-oriented seller that never says where its machines are, for audio that must stay
    in Brazil."""
    said = ("We have a 50,000-hour backlog of Portuguese call recordings to transcribe with Whisper large-v3 in "
            "2 weeks. LGPD — legal wants the audio to stay in Brazil. Rent only. Cheapest way?")
    u = _read(kb, said)
    assert u.facts["audio_hours"] == 50000 and u.facts["deadline"] == 336
    # (review 112 C9: call recordings are personal data — no peer-to-peer host, as data kept in Brazil implies too)
    assert u.implied() == {"no_mainland_sellers": True, "data_in": "Brazil", "no_marketplace": True}
    assert u.residency == "audio to stay in Brazil"
    r = consult(resolve({**u.facts, **u.implied()}, kb), kb, what_if=False)
    assert r.picks and all(kb.provider(p.offer.provider).home_market != "cn" for p in r.picks)
    assert r.picks[0].job.wall_hours <= 336
    # the data kept in mainland China sets nothing aside
    assert _read(kb, "数据必须留在中国大陆，qwen3 8b 推理").implied() == {}


def test_should_we_buy_while_renting_today_is_the_comparison(kb):
    """C3 (c08): 'Should we buy our own GPUs? … we spend $25k a month on rented H100s … or keep renting?' was read
    as renting (from 'rented')."""
    u = _read(kb, "Subject: Should we buy our own GPUs?\nToday we spend roughly $25k a month on rented H100s "
                  "serving Llama 3.1 70B. CFO wants a 3-year plan: buy one or two 8-GPU servers (H100 or H200?) "
                  "and colocate in Mumbai, or keep renting?")
    assert u.facts["procure"] == "buy" and any("asks to compare" in n.en for n in u.notes)
    # today's spend is no budget: asked about, and said as the fleet it pays for
    assert "budget" not in u.facts and any(x.kind == "budget" and "$25k" in x.text for x in u.unresolved)
    assert any("today's spend" in n.en and "× h100-sxm running all month" in n.en for n in u.notes)


def test_should_we_use_a_card_is_asked_not_refused(kb):
    """M1 (c09, c11): '要不要上 H20？' and '要不要租 A800？' were 'you don't want H20 / A800'."""
    for said, card in (("要不要上 H20？还是 L20？", "h20"), ("我们的卡够吗？要不要租 A800？", "a800-80g")):
        mention = next(c for c in _read(kb, said).mentioned_cards if c.card == card)
        assert not mention.refused
    assert next(c for c in _read(kb, "不要 A100").mentioned_cards).refused


def test_per_customer_adapters_are_served_and_a_failed_setup_sets_no_limit(kb):
    """M2 (c09): '每个客户一个 LoRA … 高峰 40 QPS' was a LoRA training job, and
    '之前用 4090 跑单卡 AWQ 的，客户多了扛不住' set one GPU and int4 for the new service."""
    u = _read(kb, "我们在杭州做客服 SaaS，50 多个客户，每个客户一个 LoRA，底座 Qwen2.5-14B。现在高峰 40 QPS，"
                  "平均输入 3000 token，输出 300 左右。只能租，国内机房，月预算 6 万人民币。"
                  "之前用 4090 跑单卡 AWQ 的，客户多了扛不住。")
    assert u.facts["task"] == "inference" and u.facts["rps"] == 40
    assert "max_gpus" not in u.facts and "precision" not in u.facts
    assert any("--enable-lora" in n.en for n in u.notes)


def test_data_that_may_not_leave_the_hospital_under_dengbao_is_compliance(kb):
    """M3 (c05): '数据绝对不能出院（等保三级）' printed '国内合规：否' — the 不能 was the leaving's."""
    assert _read(kb, "成都三甲医院，数据绝对不能出院（等保三级），领导说最好用国产的").facts["compliance"] is True


def test_a_fallback_size_or_a_teacher_is_not_a_second_model(kb):
    """M4 (c05, c03b): '模型想用 Qwen2.5-72B，如果太贵 32B 也行' and 'distilling a 70B teacher into Llama 3.1 8B'
    stopped with 'two models'."""
    u = _read(kb, "模型想用 Qwen2.5-72B，如果太贵 32B 也行。")
    assert u.facts["model"] == "qwen2.5-72b" and not u.conflicts and any("fallback" in n.en for n in u.notes)
    u = _read(kb, "We're distilling a 70B teacher into Llama 3.1 8B: full fine-tune on about 20B tokens")
    assert u.facts["model"] == "llama-3.1-8b" and u.facts["task"] == "full-finetune" and not u.conflicts
    assert any("teacher" in n.en for n in u.notes)
    assert _read(kb, "Llama 3.3 70B, or the 8B if that's too expensive").facts["model"] == "llama-3.3-70b"


def test_eight_copies_fill_a_node_and_hear_no_whole_node_price(kb):
    """M5 (c01): 8 copies of one MI300X (a whole node) for a 125-hour job heard 'as a whole node, the same usage
    costs $10,656' — a 30-day month of 8 GPUs."""
    r = consult({"task": "inference", "model": "llama-3.3-70b", "region": "intl", "procure": "rent",
                 # (160 h, not the review's 168: with a prompt's attention counted since review 41 M2, 7 copies
                 # finish in 168 h and the case of a whole node is no longer the one asked)
                 "generate_tokens": "1.25B", "input_tokens": 2000, "output_tokens": 250, "deadline": 160,
                 "budget": "20000/total USD"}, kb, what_if=False)
    pick = r.picks[0]
    assert pick.gpus_in_all == 8
    assert not any(c.id == "unit-unknown" and pick.card in c.text.en for c in r.caveats)


def test_a_vision_language_model_is_never_its_text_sibling(capsys):
    """M6 (c02): --model 'qwen2.5 vl 7b' became Qwen2.5-7B, and its launch command served a text-only model."""
    from advisor_tui.cli import main

    # since the forty-second session the VLM is catalogued: the name is its own record, launched as itself
    for name in ("qwen2.5 vl 7b", "Qwen2.5-VL-7B-Instruct"):
        assert main(["recommend", "--model", name, "--json"]) == 0
        out = capsys.readouterr().out
        assert '"id": "qwen2.5-vl-7b"' in out and "vllm serve Qwen/Qwen2.5-VL-7B-Instruct" in out
        assert "vllm serve Qwen/Qwen2.5-7B-Instruct" not in out
    assert main(["recommend", "--model", "qwen coder 32b"]) == 0


def test_a_training_job_over_owned_pcie_cards_says_the_sharded_share(kb):
    """M7 (c11): '8 × 3090 够吗' for a full fine-tune of Qwen2.5-7B at 4k heard 'even 8 of these 24 GB cards cannot
    hold it' — 8 × 24 GB hold 129 GB in all; what fails is each card's ZeRO-3 share, and offloading would fit."""
    facts = resolve({"task": "full-finetune", "model": "qwen2.5-7b", "samples": 100000, "tokens_per_sample": 4096,
                     "epochs": 3, "region": "cn", "budget": "5000/total"}, kb)
    r = consult(facts, kb, what_if=False)
    why = next(x for x in r.rejected if x.card == "rtx-3090").why[0].text
    assert "each would need 26.7 GB" in why.en and "ZeRO-3" in why.en and "ZeRO-Offload" in why.en
    assert "ZeRO-Offload" in why.zh
    # where the cards are plainly too small in all, the short text stays
    big = consult(resolve({"task": "full-finetune", "model": "qwen2.5-32b", "train_tokens": "100M",
                           "region": "cn"}, kb), kb, what_if=False)
    assert "even 8 of these 24 GB cards" in next(x for x in big.rejected if x.card == "rtx-3090").why[0].text.en
